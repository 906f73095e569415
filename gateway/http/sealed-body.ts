/**
 * Sealed request bodies (schemas/sealed-payload.ts): the route's body schema is the sealed
 * envelope; `openSealed` opens it and validates the plaintext against the call's own schema
 * (strict: no type coercion, no unknown fields). Refusals are 400s with a code, never 5xx.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { FastifyRequest } from 'fastify';
import type { FieldProblem } from '../../schemas/envelope';
import { sealedPayloadSchema, type SealedPayload } from '../../schemas/sealed-payload';
import { Refusal } from '../domain/refusal';
import { toFieldProblems } from './error-handler';
import { identityCodeFor } from './identity-errors';
import { strictAjv } from './identity-validation';
import './identity-context';


/** The sealed envelope as a route body schema, naming the plaintext fields in its description. */
export function sealedBody(plaintext: string): object {
  const { $id: _id, ...schema } = sealedPayloadSchema;
  return { ...schema, description: `Sealed (schemas/sealed-payload.ts). Plaintext fields: ${plaintext}` };
}

function problemsOf(errors: ErrorObject[] | null | undefined): FieldProblem[] {
  return toFieldProblems((errors ?? []).map((e) => ({ ...e, message: e.message ?? '' })));
}

export type PlaintextReader<T> = (request: FastifyRequest) => Promise<T>;

/** A reader of one call's sealed body: opened, validated, typed. */
export function sealedReader<T>(plaintextSchema: object): PlaintextReader<T> {
  const validate: ValidateFunction = strictAjv.compile(plaintextSchema);
  return async (request) => {
    const opened = await request.server.identity.openSealed(request.body as SealedPayload);
    if (!opened.ok) throw new Refusal(400, opened.code);
    if (!validate(opened.value)) {
      const problems = problemsOf(validate.errors);
      throw new Refusal(400, identityCodeFor(problems), problems);
    }
    return opened.value as T;
  };
}
