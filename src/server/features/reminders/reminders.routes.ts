import { $, createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { type SignedInEnv, signedIn } from '#server/auth/require-user.ts';
import { sameOriginMutations } from '#server/auth/same-origin.ts';
import { errors, jsonBody, jsonResponse, openApiApp, signedInSecurity } from '#server/http/openapi-app.ts';
import type { Services } from '#server/services.ts';
import {
  addPushSubscription,
  loadReminderSettings,
  pushPublicKey,
  pushSubscriptionInput,
  pushUnsubscriptionInput,
  reminderSettingsInput,
  removePushSubscription,
  removeReminderSettings,
  saveReminderSettings,
} from './reminders.server.ts';

const tags = ['Reminders'];
const settings = z.object({
  sessions: z.array(z.string()).meta({ description: 'Session kinds, in running order' }),
  minutesBefore: z.number().int(),
  byEmail: z.boolean(),
  picksLock: z.boolean().meta({ description: "Also before each weekend's first prediction locks" }),
});
const state = z.object({
  settings: settings.nullable().meta({ description: 'null: no reminders' }),
  devices: z.number().int().meta({ description: 'Browsers subscribed to push reminders' }),
  vapidPublicKey: z
    .string()
    .meta({ description: 'The key a browser subscribes with (applicationServerKey)' }),
});
const writeErrors = {
  ...errors.badInput,
  ...errors.signedOut,
  ...errors.crossSite,
  ...errors.notJson,
  ...errors.rateLimited,
};

const read = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: "The signed-in fan's reminder settings and push key",
  security: signedInSecurity,
  middleware: [signedIn] as const,
  responses: { 200: jsonResponse('The settings', state), ...errors.signedOut },
});

const save = createRoute({
  method: 'put',
  path: '/',
  tags,
  summary: 'Sets which sessions to be reminded of, how long before, and whether by e-mail',
  description:
    'Push reminders go to every browser subscribed with `POST /api/reminders/push-subscriptions`; e-mail ones to a confirmed address.',
  security: signedInSecurity,
  middleware: [signedIn] as const,
  request: { body: jsonBody(reminderSettingsInput) },
  responses: { 200: jsonResponse('The reminders as stored', state), ...writeErrors },
});

const turnOff = createRoute({
  method: 'delete',
  path: '/',
  tags,
  summary: 'Turns reminders off',
  security: signedInSecurity,
  middleware: [signedIn] as const,
  responses: { 200: jsonResponse('The reminders, now off', state), ...errors.signedOut, ...errors.crossSite },
});

const subscribe = createRoute({
  method: 'post',
  path: '/push-subscriptions',
  tags,
  summary: "Adds a browser's push subscription",
  description:
    "The body is the browser's `PushSubscription.toJSON()`; the endpoint must be on a push service the site allows (PUSH_SERVICE_ORIGINS).",
  security: signedInSecurity,
  middleware: [signedIn] as const,
  request: { body: jsonBody(pushSubscriptionInput) },
  responses: {
    201: jsonResponse('Subscribed: the reminders with this browser counted', state),
    ...writeErrors,
  },
});

const unsubscribe = createRoute({
  method: 'delete',
  path: '/push-subscriptions',
  tags,
  summary: "Removes one of the fan's browser subscriptions",
  security: signedInSecurity,
  middleware: [signedIn] as const,
  request: { body: jsonBody(pushUnsubscriptionInput) },
  responses: { 200: jsonResponse('Unsubscribed: the reminders without this browser', state), ...writeErrors },
});

async function stateOf(services: Services, userId: string) {
  const { settings: stored, devices } = await loadReminderSettings(services, userId);
  return { settings: stored, devices, vapidPublicKey: pushPublicKey(services) };
}

/** Session reminders: the fan's settings and the browsers that receive them by Web Push. */
export const reminderRoutes = $(openApiApp<SignedInEnv>().use(sameOriginMutations))
  .openapi(read, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await stateOf(c.get('services'), c.get('user').id), 200);
  })
  .openapi(save, async (c) => {
    const services = c.get('services');
    const userId = c.get('user').id;
    await saveReminderSettings(services, userId, c.req.valid('json'));
    return c.json(await stateOf(services, userId), 200);
  })
  .openapi(turnOff, async (c) => {
    const services = c.get('services');
    const userId = c.get('user').id;
    await removeReminderSettings(services, userId);
    return c.json(await stateOf(services, userId), 200);
  })
  .openapi(subscribe, async (c) => {
    const services = c.get('services');
    const userId = c.get('user').id;
    await addPushSubscription(services, userId, c.req.valid('json'));
    return c.json(await stateOf(services, userId), 201);
  })
  .openapi(unsubscribe, async (c) => {
    const services = c.get('services');
    const userId = c.get('user').id;
    await removePushSubscription(services, userId, c.req.valid('json'));
    return c.json(await stateOf(services, userId), 200);
  });
