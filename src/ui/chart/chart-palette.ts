/**
 * The series colours of every chart, after Okabe and Ito's palette for colour-blind readers: per
 * theme, each at least 3:1 against the card and the page (WCAG 1.4.11), and apart from each other
 * under protanopia, deuteranopia and tritanopia (tests/ui/chart-palette.test.ts checks both).
 * The theme's semantic tokens `chart.1` … `chart.6` are made of them (ui/theme/preset.ts).
 */
export const chartSeriesPalette = {
  // Blue, orange, bluish green, reddish purple, black, sky blue: darkened where white needs it. The
  // two blues are first and last, so that no chart of five series or fewer draws both.
  light: ['#0072B2', '#B87F00', '#009E73', '#B86D96', '#000000', '#4590BA'],
  // Sky blue, vermillion, yellow, reddish purple, grey, blue: as they are, against near-black.
  dark: ['#56B4E9', '#D55E00', '#F0E442', '#CC79A7', '#666666', '#0072B2'],
} as const

/** Panda's semantic tokens of the palette: `--colors-chart-1` … in CSS. */
export function chartSemanticTokens(): Record<string, { value: { base: string; _dark: string } }> {
  return Object.fromEntries(
    chartSeriesPalette.light.map((light, index) => [
      String(index + 1),
      { value: { base: light, _dark: chartSeriesPalette.dark[index] ?? light } },
    ]),
  )
}
