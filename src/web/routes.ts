import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('welcome', 'routes/welcome.tsx'),
  route('info', 'routes/info.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('terms-of-service', 'routes/terms-of-service.tsx'),
  route('teams', 'routes/teams.tsx'),
  route('drivers', 'routes/drivers.tsx'),
  route('drivers/:id', 'routes/driver.tsx'),
  route('race-results/:year?/:round?', 'routes/race-results.tsx'),
  route('qualifying-results/:year?/:round?', 'routes/qualifying-results.tsx'),
  route('schedule', 'routes/schedule.tsx'),
  route('schedule/:year/:meeting_name', 'routes/schedule-meeting.tsx'),
  // Accounts.
  route('login', 'routes/login.tsx'),
  route('signup', 'routes/signup.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('confirm', 'routes/confirm.tsx'),
  route('auth-action', 'routes/auth-action.tsx'),
  route('auth-popup', 'routes/auth-popup.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('profile', 'routes/profile.tsx'),
  route('update-profile', 'routes/update-profile.tsx'),
  route('admin', 'routes/admin.tsx'),
  // Last: any other path is answered with the not-found page and HTTP 404.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
