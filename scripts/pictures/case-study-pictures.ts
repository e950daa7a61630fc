import type { Picture } from './drawing';

/**
 * The screens delivered to each client, as the case studies show them: each client's own app, in its own
 * colour, with the results the case study reports visible in its figures.
 */
export const caseStudyPictures: Picture[] = [
  {
    file: 'projects/cognatrix',
    width: 640,
    height: 360,
    accent: { light: '#a21caf', dark: '#e879f9' },
    draw: (drawing) => {
      const left = drawing.app(
        'app.cognatrix.example/agents',
        'Cognatrix',
        ['Agents', 'Pipeline', 'Inbox', 'Playbooks', 'Analytics', 'Settings'],
        0,
        'Sales & support agents',
        'November 2026',
      );
      drawing.figures(left, [
        ['Leads handled', '2,846', '+22%'],
        ['Converted', '31.4%', '+40%'],
        ['Human handoffs', '9%', '−60%'],
        ['Follow-up reply', '42 s', '3x faster'],
      ]);
      drawing.panel(left, 136, 214, 202, 'Leads converted per week');
      drawing.line(left + 6, 168, 202, 136, [41, 44, 43, 49, 55, 58, 62, 61, 68, 72, 75, 81], {
        top: 100,
        labels: ['Sep', 'Oct', 'Nov'],
      });
      drawing.panel(left + 222, 136, 251, 202, 'Agents at work', 'This month');
      drawing.table(
        left + 224,
        164,
        [
          { label: 'Agent', width: 112 },
          { label: 'Chats', width: 50, align: 'end' },
          { label: 'Resolved', width: 85 },
        ],
        [
          ['Inbound sales', '1,204', { badge: '94%', status: 'good' }],
          ['Tier 1 support', '986', { badge: '91%', status: 'good' }],
          ['Follow-up', '656', { badge: '97%', status: 'good' }],
          ['Onboarding', '312', { badge: '89%', status: 'accent' }],
          ['Renewals', '188', { badge: '86%', status: 'accent' }],
          ['Escalations', '64', { badge: 'To a person', status: 'warn' }],
        ],
      );
    },
  },
  {
    file: 'projects/inflify',
    width: 640,
    height: 360,
    accent: { light: '#4338ca', dark: '#a5b4fc' },
    draw: (drawing) => {
      const left = drawing.app(
        'soc.inflify.example/detections',
        'Inflify SOC',
        ['Overview', 'Detections', 'Incidents', 'Assets', 'Log sources', 'Reports'],
        1,
        'Detection coverage',
        'Since go-live · 92 days',
      );
      drawing.figures(left, [
        ['Detection rules', '54', '+4'],
        ['Incidents', '0', '92 days'],
        ['Events a day', '61.2k'],
        ['Mean triage', '6 min', '−38 min'],
      ]);
      drawing.panel(left, 136, 214, 202, 'Alerts triaged a day', 'last 14 days');
      drawing.bars(left + 6, 168, 202, 136, [31, 28, 35, 22, 19, 26, 38, 29, 24, 21, 33, 27, 18, 23], {
        top: 40,
        labels: ['16 Nov', '23 Nov', '29 Nov'],
        marked: [6],
        markedStatus: 'warn',
      });
      drawing.panel(left + 222, 136, 251, 202, 'Top rules this week', 'Sigma');
      drawing.table(
        left + 224,
        164,
        [
          { label: 'Rule', width: 136 },
          { label: 'Hits', width: 34, align: 'end' },
          { label: 'State', width: 77 },
        ],
        [
          ['Impossible travel', '18', { badge: 'Tuned', status: 'good' }],
          ['OAuth consent grant', '7', { badge: 'Active', status: 'accent' }],
          ['LSASS memory access', '3', { badge: 'Active', status: 'accent' }],
          ['DNS tunnelling', '2', { badge: 'Review', status: 'warn' }],
          ['Mass file rename', '0', { badge: 'Active', status: 'accent' }],
          ['Disabled MFA', '0', { badge: 'Active', status: 'accent' }],
        ],
      );
    },
  },
  {
    file: 'projects/rotana',
    width: 640,
    height: 360,
    accent: { light: '#be123c', dark: '#fda4af' },
    draw: (drawing) => {
      const left = drawing.app(
        'pos.rotana.example/orders',
        'Rotana POS',
        ['Orders', 'Kitchen', 'Menu', 'Inventory', 'Online store', 'Reports'],
        0,
        'Orders today',
        'Marina branch',
      );
      drawing.figures(left, [
        ['Orders', '684', '+12%'],
        ['Online orders', '241', '+45%'],
        ['Ticket time', '7:40', '−25%'],
        ['Stock variance', '1.8%', '−30%'],
      ]);
      drawing.panel(left, 136, 214, 202, 'Orders by hour', 'online peaks in amber');
      drawing.bars(left + 6, 168, 202, 136, [22, 48, 71, 56, 31, 27, 44, 68, 82, 74, 52, 30], {
        top: 100,
        labels: ['11:00', '15:00', '19:00', '23:00'],
        marked: [2, 8, 9],
        markedStatus: 'warn',
      });
      drawing.panel(left + 222, 136, 251, 202, 'Kitchen queue', '9 open');
      drawing.table(
        left + 224,
        164,
        [
          { label: 'Order', width: 50 },
          { label: 'Channel', width: 70 },
          { label: 'Items', width: 40, align: 'end' },
          { label: 'Status', width: 87 },
        ],
        [
          ['#5127', 'Dine-in', '4', { badge: 'Cooking', status: 'warn' }],
          ['#5128', 'Online', '2', { badge: 'Cooking', status: 'warn' }],
          ['#5129', 'Takeaway', '3', { badge: 'Ready', status: 'good' }],
          ['#5130', 'Online', '5', { badge: 'New', status: 'accent' }],
          ['#5131', 'Dine-in', '6', { badge: 'New', status: 'accent' }],
          ['#5132', 'Delivery', '2', { badge: 'New', status: 'accent' }],
        ],
      );
    },
  },
  {
    file: 'projects/digitalpersonas',
    width: 640,
    height: 360,
    accent: { light: '#b45309', dark: '#fbbf24' },
    draw: (drawing) => {
      const left = drawing.app(
        'insights.digitalpersonas.example',
        'Personas',
        ['Overview', 'Campaigns', 'Channels', 'Audiences', 'Budgets', 'Reports'],
        1,
        'Campaign performance',
        'Q4 2026 · all brands',
      );
      drawing.figures(left, [
        ['Spend', '$184k'],
        ['Return on ad spend', '4.6x', '+35%'],
        ['Channels', '12', '+3'],
        ['Weekly report', '48 min', '−60%'],
      ]);
      drawing.panel(left, 136, 214, 202, 'Revenue by week', '$ thousands');
      drawing.line(left + 6, 168, 202, 136, [92, 104, 98, 121, 133, 128, 146, 158, 171, 166, 189, 204], {
        top: 240,
        labels: ['Oct', 'Nov', 'Dec'],
      });
      drawing.panel(left + 222, 136, 251, 202, 'Channels', 'Return on spend');
      drawing.table(
        left + 224,
        164,
        [
          { label: 'Channel', width: 106 },
          { label: 'Spend', width: 62, align: 'end' },
          { label: 'ROAS', width: 79 },
        ],
        [
          ['Google Search', '$52.4k', { badge: '5.1x', status: 'good' }],
          ['Meta', '$41.0k', { badge: '4.2x', status: 'good' }],
          ['LinkedIn', '$28.3k', { badge: '3.4x', status: 'good' }],
          ['TikTok', '$19.6k', { badge: '4.8x', status: 'good' }],
          ['YouTube', '$15.9k', { badge: '2.7x', status: 'warn' }],
          ['Email', '$3.8k', { badge: '9.6x', status: 'good' }],
        ],
      );
    },
  },
  {
    file: 'projects/yash',
    width: 640,
    height: 360,
    accent: { light: '#15803d', dark: '#4ade80' },
    draw: (drawing) => {
      const { palette } = drawing;
      const left = drawing.app(
        'talent.yash.example/pipeline',
        'Yash Talent',
        ['Requisitions', 'Pipeline', 'Candidates', 'Interviews', 'Onboarding', 'Reports'],
        1,
        'SAP S/4HANA rollout',
        'Day 12 of 14',
      );
      drawing.figures(left, [
        ['Requested', '10', 'SAP roles'],
        ['Placed', '10', 'on time'],
        ['Time to fill', '9 days', '−70%'],
        ['Budget overrun', '0%', 'on budget'],
      ]);
      const stages: Array<[string, number, Array<[string, string]>]> = [
        [
          'Sourced',
          46,
          [
            ['Farah Q.', 'MM · 6 yrs'],
            ['Tomás R.', 'SD · 8 yrs'],
            ['Ken W.', 'Basis · 5 yrs'],
          ],
        ],
        [
          'Screened',
          22,
          [
            ['Anil K.', 'FI · 10 yrs'],
            ['Eva L.', 'PP · 7 yrs'],
            ['Sam O.', 'ABAP · 9 yrs'],
          ],
        ],
        [
          'Interviewed',
          14,
          [
            ['Dina M.', 'CO · 8 yrs'],
            ['Luis P.', 'EWM · 6 yrs'],
            ['Hoa N.', 'SD · 7 yrs'],
          ],
        ],
        [
          'Placed',
          10,
          [
            ['Rahul V.', 'FI/CO · 11 yrs'],
            ['Grace T.', 'MM · 9 yrs'],
            ['Yusuf A.', 'Basis · 12 yrs'],
          ],
        ],
      ];
      const width = (drawing.width - 24 - left - 24) / 4;
      stages.forEach(([stage, count, people], index) => {
        const x = left + index * (width + 8);
        drawing.rect(x, 136, width, 202, palette.panel, 8, palette.line);
        drawing.text(x + 10, 154, stage, { size: 10.5, weight: 600 });
        drawing.text(x + width - 10, 154, String(count), {
          size: 10.5,
          weight: 700,
          fill: index === 3 ? drawing.accent : palette.muted,
          anchor: 'end',
        });
        people.forEach(([name, role], row) => {
          const y = 164 + row * 56;
          drawing.panel(x + 6, y, width - 12, 48);
          drawing.initials(x + 22, y + 24, 10, name);
          drawing.text(x + 38, y + 21, name, { size: 10, weight: 600 });
          drawing.text(x + 38, y + 35, role, { size: 9, fill: palette.muted });
        });
      });
    },
  },
  {
    file: 'projects/targetengineering',
    width: 640,
    height: 360,
    accent: { light: '#0369a1', dark: '#38bdf8' },
    draw: (drawing) => {
      const left = drawing.app(
        'hr.targetengineering.example/rigs',
        'Target HR',
        ['Rigs', 'Crews', 'Attendance', 'Rotations', 'Payroll', 'Reports'],
        2,
        'Attendance across rigs',
        'Day shift · 27 Nov',
      );
      drawing.figures(left, [
        ['Rigs reporting', '12 / 12'],
        ['Crew on site', '1,146', '+38'],
        ['Record accuracy', '95%', '+17 pts'],
        ['Payroll prep', '6 h', '−70%'],
      ]);
      drawing.panel(left, 136, 251, 202, 'Rigs', 'Biometric check-in');
      drawing.table(
        left + 2,
        164,
        [
          { label: 'Rig', width: 56 },
          { label: 'Field', width: 84 },
          { label: 'Crew', width: 40, align: 'end' },
          { label: 'Present', width: 67 },
        ],
        [
          ['TE-01', 'Offshore A', '112', { badge: '98%', status: 'good' }],
          ['TE-02', 'Offshore A', '108', { badge: '97%', status: 'good' }],
          ['TE-04', 'Bab field', '96', { badge: '94%', status: 'good' }],
          ['TE-07', 'Bu Hasa', '89', { badge: '91%', status: 'accent' }],
          ['TE-09', 'Ruwais', '74', { badge: '86%', status: 'warn' }],
          ['TE-12', 'Offshore B', '101', { badge: '99%', status: 'good' }],
        ],
      );
      drawing.panel(left + 259, 136, 214, 202, 'Present by rig', '%');
      drawing.bars(left + 265, 168, 202, 136, [98, 97, 95, 94, 96, 93, 91, 95, 86, 97, 96, 99], {
        top: 100,
        unit: '%',
        labels: ['01–03', '04–06', '07–09', '10–12'],
        marked: [8],
        markedStatus: 'warn',
      });
    },
  },
  {
    file: 'projects/quickmind',
    width: 640,
    height: 360,
    accent: { light: '#0f766e', dark: '#5eead4' },
    draw: (drawing) => {
      const { palette } = drawing;
      const left = drawing.app(
        'kb.quickmind.example/search',
        'QuickMind',
        ['Search', 'Collections', 'Sources', 'Analytics', 'Admin'],
        0,
        'Knowledge search',
        '18,240 documents',
      );
      drawing.rect(left, 70, 473, 34, palette.window, 8, drawing.accent);
      drawing.text(left + 14, 91, 'What is the refund policy for annual plans?', { size: 11.5 });
      drawing.button(left + 393, 75, 74, 24, 'Ask');
      drawing.panel(left, 114, 300, 224, 'Answer', 'in 0.8 s');
      [
        'Annual plans can be refunded in full within 30 days',
        'of purchase [1]. After 30 days, a prorated refund is',
        'offered for unused months when the customer moves',
        'to a lower plan [2]. Refunds are paid to the original',
        'payment method within 5 to 7 business days [3].',
      ].forEach((line, index) => drawing.text(left + 12, 156 + index * 16, line, { size: 10.5 }));
      let x = left + 12;
      for (const tag of ['Billing', 'Policy', 'Updated 12 Oct'])
        x += drawing.badge(x, 256, tag, tag === 'Updated 12 Oct' ? 'good' : 'accent') + 6;
      drawing.text(left + 12, 282, 'Was this helpful?', { size: 10, fill: palette.muted });
      drawing.button(left + 12, 292, 56, 24, 'Yes');
      drawing.rect(left + 76, 292, 56, 24, palette.window, 6, palette.line);
      drawing.text(left + 104, 308, 'No', { size: 11, weight: 600, anchor: 'middle' });
      drawing.panel(left + 308, 114, 165, 224, 'Sources');
      const sources: Array<[string, string]> = [
        ['Billing policy v3.pdf', 'Page 4 · 96% match'],
        ['Refunds: support macro', 'Help desk · 91% match'],
        ['Plans and pricing', 'Wiki · 87% match'],
      ];
      sources.forEach(([name, where], index) => {
        const y = 140 + index * 64;
        drawing.tint(left + 316, y, 149, 54, drawing.accent, 0.08, 6);
        drawing.text(left + 324, y + 20, `[${index + 1}] ${name}`, { size: 10, weight: 600 });
        drawing.text(left + 324, y + 37, where, { size: 9, fill: palette.muted });
      });
    },
  },
];
