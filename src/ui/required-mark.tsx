import { css } from 'styled-system/css'

const mark = css({ color: 'danger.text', ms: '0.5' })

/**
 * The visible «*» after a required control's label, as Field's indicator draws it, for the labels
 * Field does not hold (Select, EntitySelect). Hidden from assistive technology: the control says required itself.
 */
export function RequiredMark({ required }: { required: boolean | undefined }) {
  return required ? (
    <span aria-hidden="true" className={mark}>
      *
    </span>
  ) : null
}
