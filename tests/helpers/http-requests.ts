import type { TCreateHttpRequestForm } from '../../shared/src/schemas/http-mappings.ts';

/** What the admin's HTTP request form sends when only the fields a test names are filled in. */
const UNFILLED: Omit<TCreateHttpRequestForm, 'name' | 'endpointUrl'> = {
  description: '',
  httpMethod: 'POST',
  headers: '',
  authType: 'none',
  authHeaderName: '',
  authQueryParam: '',
  authUsername: '',
  authSecret: '',
  fixedParameters: '',
  variableParameters: '',
  requestBody: '',
  responseMapping: '',
  rateLimitPerMinute: 60,
  timeoutSeconds: 30,
};

/** An HTTP request (Admin → HTTP mappings) to `endpointUrl`, with the form's other fields as a new form has them. */
export function httpRequestForm(
  fields: Pick<TCreateHttpRequestForm, 'name' | 'endpointUrl'> & Partial<TCreateHttpRequestForm>,
): TCreateHttpRequestForm {
  return { ...UNFILLED, ...fields };
}
