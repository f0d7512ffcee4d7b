import type { Product } from '@site/src/data/marketing-types';

const scheduling: Product = {
  slug: 'scheduling',
  name: 'Scheduling',
  summary: 'Publish when practitioners are available, book visits and keep every app reading the same appointments.',
  problem: [
    'Booking looks simple until several apps share it. A patient portal, a front-desk tool and a referral partner all need the same view of open times. As soon as each one keeps its own calendar, two people book the same hour and staff spend the morning calling patients to move them.',
    'FHIR splits scheduling into three resources. A Schedule says whose time it is: a Practitioner, a Location or a HealthcareService. Slot resources divide that schedule into bookable intervals, each marked free or busy. An Appointment records the booked visit, the slot it uses and each participant with their own status.',
    'Medplum stores all three in your project and searches them by schedule, status and date like any other resource. The Scheduler component in @medplum/react shows the slots of a schedule by date and time. In 2.0.x it saves nothing itself, so your app or a bot writes the Appointment and updates the Slot.',
  ],
  resources: ['Schedule', 'Slot', 'Appointment', 'Practitioner', 'Location', 'HealthcareService'],
  steps: [
    {
      title: 'Publish a schedule',
      text: 'Create a Schedule whose actor is the Practitioner, Location or HealthcareService that takes bookings. Set planningHorizon to the period it covers.',
    },
    {
      title: 'Open slots',
      text: "Create a Slot for each bookable interval, with a start, an end and the status free. A bot on a cron schedule can create the coming week's slots from working hours.",
    },
    {
      title: 'Find a time',
      text: 'Search Slot by schedule, status and start date. Show the results with the Scheduler component or your own picker.',
    },
    {
      title: 'Book it',
      text: 'Mark the Slot busy with a JSON Patch that first tests meta.versionId, so two clients cannot take the same slot. Then create the Appointment that points at it.',
    },
  ],
  example: {
    title: 'Find a free slot and book it',
    file: 'scheduling.ts',
    caption:
      'The search uses two start parameters to bound the day. The patch takes the slot only if nobody changed it since the search; then the Appointment records the booking.',
  },
  guide: { label: 'Scheduling guide', to: '/docs/scheduling' },
  docs: [
    { label: 'Slot reference', to: '/docs/api/fhir/resources/slot' },
    { label: 'Appointment reference', to: '/docs/api/fhir/resources/appointment' },
    { label: 'Conditional updates with JSON Patch', to: '/docs/api/fhir' },
    { label: 'Search', to: '/docs/search' },
    { label: 'React components', to: '/docs/api/react-components' },
  ],
};

export default scheduling;
