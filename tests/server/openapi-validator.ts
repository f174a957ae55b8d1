import addFormats from 'ajv-formats'
import Ajv2020 from 'ajv/dist/2020'

/** Checks answers against the response schemas of an OpenAPI 3.1 document (draft 2020-12). */
export function openApiValidator(document: unknown) {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema(document as object, 'openapi')
  const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1')
  return {
    /** '' when `body` matches the answer `status` of `method` `path` (a path template), else the problems. */
    problems(method: string, path: string, status: number, body: unknown): string {
      const pointer = `openapi#/paths/${escape(path)}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`
      const validate = ajv.getSchema(pointer)
      if (!validate) return `no schema at ${pointer}`
      return validate(body) ? '' : ajv.errorsText(validate.errors)
    },
  }
}
