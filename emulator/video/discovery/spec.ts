/** The shape of a discovery document's method and parameter entries, as far as the emulator uses them. */
export interface ParameterSpec {
  type: string;
  repeated?: boolean;
  required?: boolean;
  enum?: readonly string[];
  minimum?: number;
  maximum?: number;
  default?: string;
  format?: string;
}

export interface MethodSpec {
  httpMethod: string;
  path: string;
  parameters: Record<string, ParameterSpec>;
}
