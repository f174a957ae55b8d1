import { FieldTextarea } from '@ark-ui/react/field'
import type { ComponentPropsWithRef } from 'react'
import { cx } from 'styled-system/css'
import { input } from 'styled-system/recipes'
import { useDescribedBy } from './field'

export type TextareaProps = ComponentPropsWithRef<'textarea'>

/** A multi-line text input; inside a Field it is wired as Input is. Apart from field.tsx: Ark's textarea brings its autoresize. */
export function Textarea({ className, 'aria-describedby': describedBy, ...rest }: TextareaProps) {
  return <FieldTextarea aria-describedby={useDescribedBy(describedBy)} className={cx(input({ multiline: true }), className)} {...rest} />
}
