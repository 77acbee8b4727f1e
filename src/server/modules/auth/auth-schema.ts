// better-auth's models mapped onto our tables (migration 0002-auth): plural table names and
// snake_case columns like the rest of the schema, so every user-owned table has `user_id`.
export const AUTH_MODELS = {
  user: {
    modelName: 'users',
    fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
    additionalFields: {
      // Set by the server (from the request at sign-up, then PATCH /api/v1/me), never by sign-up input.
      language: { type: 'string', required: true, defaultValue: 'es', input: false },
      theme: { type: 'string', required: false, input: false },
      timeZone: { type: 'string', required: false, input: false, fieldName: 'time_zone' },
    },
  },
  session: {
    modelName: 'sessions',
    fields: {
      expiresAt: 'expires_at',
      createdAt: 'created_at',
      updatedAt: 'updated_at',
      ipAddress: 'ip_address',
      userAgent: 'user_agent',
      userId: 'user_id',
    },
  },
  account: {
    modelName: 'accounts',
    fields: {
      accountId: 'account_id',
      providerId: 'provider_id',
      userId: 'user_id',
      accessToken: 'access_token',
      refreshToken: 'refresh_token',
      idToken: 'id_token',
      accessTokenExpiresAt: 'access_token_expires_at',
      refreshTokenExpiresAt: 'refresh_token_expires_at',
      createdAt: 'created_at',
      updatedAt: 'updated_at',
    },
  },
  verification: {
    modelName: 'verifications',
    fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
  },
} as const;
