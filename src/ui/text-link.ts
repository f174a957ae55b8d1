import { css } from 'styled-system/css'

/** The class of an inline link (react-router's Link or an <a>): accent text, underlined on hover. */
export const textLink = css({
  color: 'accent.text',
  textDecoration: 'underline',
  textDecorationColor: 'transparent',
  textUnderlineOffset: '2px',
  _hover: { textDecorationColor: 'currentColor' },
})
