import { useLayoutEffect, useRef, type RefObject } from 'react'
import { css } from 'styled-system/css'
import type { QueryProblem } from '../lib/query-bar'

const styles = {
  mirror: css({
    position: 'absolute',
    inset: 0,
    overflow: 'hidden',
    whiteSpace: 'pre',
    pointerEvents: 'none',
    color: 'transparent',
    borderColor: 'transparent',
    borderStyle: 'solid',
  }),
  mark: css({
    bg: 'transparent',
    color: 'transparent',
    textDecorationLine: 'underline',
    textDecorationStyle: 'wavy',
    textDecorationColor: 'danger.text',
    textDecorationThickness: '2px',
    textUnderlineOffset: '3px',
  }),
}

/** The mirror follows the field's horizontal scroll, so a mark stays under its token. */
export function useMarksFollowScroll(inputRef: RefObject<HTMLInputElement | null>) {
  const mirrorRef = useRef<HTMLDivElement>(null)
  const follow = () => {
    if (mirrorRef.current && inputRef.current) mirrorRef.current.scrollLeft = inputRef.current.scrollLeft
  }
  return { mirrorRef, follow }
}

const copied = [
  'fontFamily',
  'fontSize',
  'fontWeight',
  'letterSpacing',
  'lineHeight',
  'paddingLeft',
  'paddingRight',
  'paddingTop',
  'paddingBottom',
  'borderLeftWidth',
  'borderRightWidth',
  'borderTopWidth',
  'borderBottomWidth',
] as const

/**
 * The tokens the bar does not understand, underlined in the field itself: a copy of the text laid
 * over the input with the same metrics, transparent but for the wavy line under each token.
 */
export function QueryMarks({
  text,
  problems,
  inputRef,
  mirrorRef,
}: {
  text: string
  problems: readonly QueryProblem[]
  inputRef: RefObject<HTMLInputElement | null>
  mirrorRef: RefObject<HTMLDivElement | null>
}) {
  useLayoutEffect(() => {
    const input = inputRef.current
    const mirror = mirrorRef.current
    if (!input || !mirror) return
    const style = getComputedStyle(input)
    for (const property of copied) mirror.style[property] = style[property]
    mirror.scrollLeft = input.scrollLeft
  })
  if (problems.length === 0) return null
  const pieces: { text: string; marked: boolean }[] = []
  let at = 0
  for (const problem of [...problems].sort((a, b) => a.start - b.start)) {
    if (problem.start < at) continue
    pieces.push({ text: text.slice(at, problem.start), marked: false }, { text: text.slice(problem.start, problem.end), marked: true })
    at = problem.end
  }
  pieces.push({ text: text.slice(at), marked: false })
  return (
    <div ref={mirrorRef} aria-hidden="true" className={styles.mirror} data-query-marks="">
      {pieces.map((piece, index) =>
        piece.marked ? (
          <mark key={index} className={styles.mark} data-query-problem="">
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </div>
  )
}
