// Types only: the renderer reads a plain OpenAPI 3.1 object and ships no OpenAPI runtime.
export type {
  MediaTypeObject,
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  ReferenceObject,
  RequestBodyObject,
  ResponseObject,
  SchemaObject,
} from "openapi3-ts/oas31";

export const httpMethods = ["get", "post", "put", "patch", "delete", "head", "options", "trace"] as const;
export type HttpMethod = (typeof httpMethods)[number];
