import { useId, type ComponentPropsWithRef, type MouseEvent } from 'react'
import { cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { Spinner } from './spinner'
import { Tooltip } from './tooltip'

export type ButtonVariant = 'solid' | 'subtle' | 'outline' | 'plain'

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** @default 'solid' */
  variant?: ButtonVariant
  /** @default 'md' */
  size?: 'sm' | 'md'
  /** `danger` for destructive actions. @default 'neutral' */
  tone?: 'neutral' | 'danger'
  /** Shows a spinner, sets aria-busy and ignores clicks, while keeping focus on the button. */
  loading?: boolean
  /**
   * Why the person may not use it («Недоступно для роли «Поддержка»»): the button stays focusable but
   * disabled (aria-disabled, clicks ignored), and says why on hover and focus.
   */
  unavailable?: string
}

function ButtonElement({
  variant,
  size,
  tone,
  loading = false,
  unavailable,
  iconOnly,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps & { iconOnly: boolean }) {
  const reasonId = useId()
  const element = (
    <button
      aria-describedby={unavailable === undefined ? undefined : reasonId}
      type={type}
      aria-busy={loading || undefined}
      aria-disabled={loading || unavailable !== undefined || undefined}
      data-unavailable={unavailable === undefined ? undefined : ''}
      className={cx(button({ variant, size, tone, iconOnly }), className)}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        // Not `disabled` while loading or unavailable: a disabled button drops focus (and its hint), and a submit would be lost.
        if (loading || unavailable !== undefined) {
          event.preventDefault()
          return
        }
        onClick?.(event)
      }}
      {...rest}
    >
      {loading && <Spinner size="sm" />}
      {iconOnly && loading ? null : children}
    </button>
  )
  if (unavailable === undefined) return element
  // The reason is the button's description for screen readers, and its tooltip on hover and focus.
  return (
    <>
      <Tooltip content={unavailable}>{element}</Tooltip>
      <span id={reasonId} hidden>
        {unavailable}
      </span>
    </>
  )
}

export function Button(props: ButtonProps) {
  return <ButtonElement {...props} iconOnly={false} />
}

export interface IconButtonProps extends Omit<ButtonProps, 'aria-label'> {
  /** An icon-only button has no text, so its name is required. */
  'aria-label': string
}

export function IconButton({ variant = 'plain', ...rest }: IconButtonProps) {
  return <ButtonElement variant={variant} {...rest} iconOnly />
}
