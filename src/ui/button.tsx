import type { ComponentPropsWithRef, MouseEvent } from 'react'
import { cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { Spinner } from './spinner'

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
}

function ButtonElement({
  variant,
  size,
  tone,
  loading = false,
  iconOnly,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps & { iconOnly: boolean }) {
  return (
    <button
      type={type}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      className={cx(button({ variant, size, tone, iconOnly }), className)}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        // Not `disabled` while loading: a disabled button drops focus, and a submit would be lost.
        if (loading) {
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
