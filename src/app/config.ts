/** Build-time configuration (Vite env), read once. */
export const productName: string = import.meta.env.VITE_PRODUCT_NAME || 'Heatmap Admin'

/** API origin: empty for same-origin, or an absolute origin such as https://api.example.com. */
export const apiHost: string = (import.meta.env.VITE_API_HOST ?? '').replace(/\/+$/, '')
