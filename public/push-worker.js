// Shows a session reminder when the push service delivers one, and opens its weekend when clicked.
// The payload is the JSON the reminders job sends: { title, body, url, tag }.
self.addEventListener('push', (event) => {
  const reminder = event.data ? event.data.json() : { title: 'Pitwall', body: '', url: '/schedule' };
  event.waitUntil(
    self.registration.showNotification(reminder.title, {
      body: reminder.body,
      tag: reminder.tag,
      icon: '/favicon.svg',
      data: { url: reminder.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url;
  if (url && new URL(url).origin === self.location.origin) event.waitUntil(self.clients.openWindow(url));
});
