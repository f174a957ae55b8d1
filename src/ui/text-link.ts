import { css, cx } from 'styled-system/css'

/** The class of an inline link (react-router's Link or an <a>): accent text, underlined on hover. */
export const textLink = css({
  color: 'accent.text',
  textDecoration: 'underline',
  textDecorationColor: 'transparent',
  textUnderlineOffset: '2px',
  _hover: { textDecorationColor: 'currentColor' },
})

/**
 * A text link that may stand in a cell narrower than its text: it cuts itself with «…» rather than
 * running on under the next cell unseen, so what shows is what takes the click (and what axe measures
 * as its target).
 */
export const cutTextLink = cx(
  textLink,
  css({
    display: 'inline-block',
    maxW: 'full',
    // A whole target's height (WCAG 2.5.8) however dense the row: a neighbour's control may stand close by.
    lineHeight: '24px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'inherit',
    verticalAlign: 'bottom',
  }),
)
