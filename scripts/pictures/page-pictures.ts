import type { Cell, Column, Drawing, Picture } from './drawing';

/** Where a page's content starts, right of the app's navigation. */
const LEFT = 143;

/** The two panels under the figures of a 640 × 360 screen: a chart on the left, a table on the right. */
function chartAndTable(
  drawing: Drawing,
  chart: [title: string, note: string, draw: (x: number, y: number, width: number, height: number) => void],
  table: [title: string, note: string, columns: Column[], rows: Cell[][]],
): void {
  const [chartTitle, chartNote, drawChart] = chart;
  drawing.panel(LEFT, 136, 214, 202, chartTitle, chartNote);
  drawChart(LEFT + 6, 168, 202, 136);
  const [tableTitle, tableNote, columns, rows] = table;
  drawing.panel(LEFT + 222, 136, 251, 202, tableTitle, tableNote);
  drawing.table(LEFT + 224, 164, columns, rows);
}

/** A screen of the kind a solution or service delivers, 640 × 360 in the page's hero. */
function screen(file: string, accent: Picture['accent'], draw: (drawing: Drawing) => void): Picture {
  return { file, width: 640, height: 360, accent, draw };
}

/** Rows of work planned over quarters, as a delivery plan shows them: each bar from its start to its end. */
function timeline(
  drawing: Drawing,
  y: number,
  rows: Array<[string, number, number, string]>,
  quarters: string[],
): void {
  const { palette } = drawing;
  const start = LEFT + 128;
  const width = (drawing.width - 36 - start) / quarters.length;
  quarters.forEach((quarter, index) => {
    drawing.rect(start + index * width, y, 0.8, 22 + rows.length * 28, palette.line);
    drawing.text(start + index * width + 6, y + 12, quarter, { size: 9, weight: 600, fill: palette.muted });
  });
  rows.forEach(([name, from, to, state], index) => {
    const top = y + 22 + index * 28;
    drawing.text(LEFT + 12, top + 15, name, { size: 10, weight: 600 });
    const x = start + from * width + 3;
    const length = (to - from) * width - 6;
    drawing.tint(x, top + 2, length, 20, drawing.accent, state === 'Done' ? 0.9 : 0.25, 4);
    drawing.text(x + 7, top + 15.5, state, {
      size: 9,
      weight: 600,
      fill: state === 'Done' ? (drawing.theme === 'dark' ? '#0f172a' : '#ffffff') : palette.text,
    });
  });
}

/** The pictures beside the heading of /solutions, each solution and service page, the home page and /about. */
export const pagePictures: Picture[] = [
  screen('solutions/portfolio', { light: '#4f46e5', dark: '#818cf8' }, (drawing) => {
    drawing.app(
      'delivery.voltaiclabs.example',
      'Delivery',
      ['Portfolio', 'Projects', 'Releases', 'Teams', 'Reports'],
      0,
      'Client portfolio',
      'Week 48',
    );
    drawing.figures(LEFT, [
      ['Live projects', '24', '+3'],
      ['On schedule', '92%', '+4 pts'],
      ['Releases (month)', '38'],
      ['Uptime', '99.97%'],
    ]);
    drawing.panel(LEFT, 136, 473, 202, 'Projects', 'By solution');
    drawing.table(
      LEFT + 2,
      164,
      [
        { label: 'Project', width: 128 },
        { label: 'Solution', width: 120 },
        { label: 'Phase', width: 86 },
        { label: 'Done', width: 70 },
        { label: 'Health', width: 65 },
      ],
      [
        ['Claims assistant', 'AI agents', 'Build', '', { badge: 'On track', status: 'good' }],
        ['Warehouse BI', 'Data analytics', 'Rollout', '', { badge: 'On track', status: 'good' }],
        ['ERP to S/4HANA', 'SAP', 'Migration', '', { badge: 'At risk', status: 'warn' }],
        ['Clinic booking app', 'Custom software', 'Testing', '', { badge: 'On track', status: 'good' }],
        ['Zero-trust access', 'Cybersecurity', 'Discovery', '', { badge: 'New', status: 'accent' }],
        ['AWS landing zone', 'Cloud', 'Run', '', { badge: 'Live', status: 'good' }],
      ],
    );
    [0.64, 0.82, 0.47, 0.9, 0.12, 1].forEach((share, index) =>
      drawing.progress(LEFT + 344, 191 + index * 24, 60, share),
    );
  }),
  screen('solutions/ai', { light: '#7c3aed', dark: '#c4b5fd' }, (drawing) => {
    drawing.app(
      'ml.voltaiclabs.example/models',
      'ML Studio',
      ['Models', 'Datasets', 'Evaluations', 'Agents', 'Monitoring'],
      2,
      'Model evaluations',
      'Release 2.4',
    );
    drawing.figures(LEFT, [
      ['Answer accuracy', '93.8%', '+2.1'],
      ['Hallucination rate', '0.7%', '−0.5'],
      ['p95 latency', '1.2 s'],
      ['Cost / 1k calls', '$0.42', '−18%'],
    ]);
    chartAndTable(
      drawing,
      [
        'Accuracy by release',
        '%',
        (x, y, width, height) =>
          drawing.line(x, y, width, height, [81, 84, 86, 85, 89, 91, 92, 94], {
            top: 100,
            unit: '%',
            labels: ['2.0', '2.2', '2.4'],
          }),
      ],
      [
        'Test suites',
        '1,840 cases',
        [
          { label: 'Suite', width: 118 },
          { label: 'Cases', width: 48, align: 'end' },
          { label: 'Pass', width: 81 },
        ],
        [
          ['Claims questions', '520', { badge: '96%', status: 'good' }],
          ['Policy lookup', '410', { badge: '94%', status: 'good' }],
          ['Arabic intents', '300', { badge: '91%', status: 'good' }],
          ['Edge cases', '260', { badge: '84%', status: 'warn' }],
          ['Safety refusals', '210', { badge: '100%', status: 'good' }],
          ['Tool calls', '140', { badge: '92%', status: 'good' }],
        ],
      ],
    );
  }),
  screen('solutions/ai-business-solutions', { light: '#9333ea', dark: '#d8b4fe' }, (drawing) => {
    drawing.app(
      'automate.voltaiclabs.example',
      'Automate',
      ['Workflows', 'Runs', 'Approvals', 'Connectors', 'Insights'],
      0,
      'Automated workflows',
      'This month',
    );
    drawing.figures(LEFT, [
      ['Runs', '18,406', '+11%'],
      ['Straight-through', '87%', '+6 pts'],
      ['Hours saved', '1,240'],
      ['Waiting on people', '23', 'today', 'warn'],
    ]);
    drawing.panel(LEFT, 136, 473, 202, 'Workflows', 'Owner · automated share');
    drawing.table(
      LEFT + 2,
      164,
      [
        { label: 'Workflow', width: 150 },
        { label: 'Team', width: 96 },
        { label: 'Runs', width: 56, align: 'end' },
        { label: 'Automated', width: 100 },
        { label: 'State', width: 67 },
      ],
      [
        ['Invoice matching', 'Finance', '6,210', '', { badge: 'Live', status: 'good' }],
        ['Support ticket triage', 'Service', '5,884', '', { badge: 'Live', status: 'good' }],
        ['Purchase approvals', 'Procurement', '2,306', '', { badge: 'Live', status: 'good' }],
        ['Contract review', 'Legal', '1,128', '', { badge: 'Pilot', status: 'accent' }],
        ['Supplier onboarding', 'Procurement', '904', '', { badge: 'Pilot', status: 'accent' }],
        ['Expense checks', 'Finance', '1,974', '', { badge: 'Live', status: 'good' }],
      ],
    );
    [0.96, 0.88, 0.91, 0.62, 0.7, 0.94].forEach((share, index) =>
      drawing.progress(LEFT + 312, 191 + index * 24, 84, share),
    );
  }),
  screen('solutions/cloud-solutions', { light: '#0284c7', dark: '#7dd3fc' }, (drawing) => {
    drawing.app(
      'cloud.voltaiclabs.example/costs',
      'Cloud Ops',
      ['Overview', 'Costs', 'Services', 'Alerts', 'Backups'],
      1,
      'Cloud cost & reliability',
      'AWS · me-central-1',
    );
    drawing.figures(LEFT, [
      ['Monthly spend', '$38.2k', '−27%'],
      ['Availability', '99.98%'],
      ['Deploys (week)', '64', '+9'],
      ['Reserved usage', '81%', '+22 pts'],
    ]);
    chartAndTable(
      drawing,
      [
        'Spend by month',
        '$ thousands',
        (x, y, width, height) =>
          drawing.bars(x, y, width, height, [52, 54, 51, 47, 43, 41, 39, 38], {
            top: 60,
            labels: ['Apr', 'Jun', 'Aug', 'Oct'],
          }),
      ],
      [
        'Services',
        'Last 24 hours',
        [
          { label: 'Service', width: 96 },
          { label: 'Runs on', width: 78 },
          { label: 'Status', width: 73 },
        ],
        [
          ['checkout-api', 'EKS · 6 pods', { badge: 'Healthy', status: 'good' }],
          ['orders-db', 'Aurora', { badge: 'Healthy', status: 'good' }],
          ['search', 'OpenSearch', { badge: 'Scaling', status: 'accent' }],
          ['media-cdn', 'CloudFront', { badge: 'Healthy', status: 'good' }],
          ['reports-job', 'Lambda', { badge: 'Slow', status: 'warn' }],
          ['backups', 'S3 · daily', { badge: 'Healthy', status: 'good' }],
        ],
      ],
    );
  }),
  screen('solutions/custom-software-development', { light: '#0d9488', dark: '#5eead4' }, (drawing) => {
    drawing.app(
      'dev.voltaiclabs.example/sprint-31',
      'Delivery',
      ['Board', 'Sprints', 'Releases', 'Pull requests', 'Quality'],
      1,
      'Sprint 31 · Clinic booking app',
      'Day 7 of 10',
    );
    drawing.figures(LEFT, [
      ['Story points', '42 / 58'],
      ['Test coverage', '86%', '+3 pts'],
      ['Open bugs', '4', '−5'],
      ['Next release', 'v1.9', 'Thursday'],
    ]);
    chartAndTable(
      drawing,
      [
        'Burndown',
        'points left',
        (x, y, width, height) =>
          drawing.line(x, y, width, height, [58, 55, 49, 46, 38, 31, 24, 16], {
            top: 60,
            labels: ['Day 1', 'Day 4', 'Day 7'],
            area: false,
          }),
      ],
      [
        'In progress',
        'Pull requests',
        [
          { label: 'Change', width: 150 },
          { label: 'State', width: 97 },
        ],
        [
          ['Reschedule from SMS', { badge: 'Deployed', status: 'good' }],
          ['Doctor calendar sync', { badge: 'In review', status: 'accent' }],
          ['Arabic right-to-left UI', { badge: 'In review', status: 'accent' }],
          ['Insurance card upload', { badge: 'Merged', status: 'good' }],
          ['Reminder 24 h before', { badge: 'Testing', status: 'warn' }],
          ['Payment receipts', { badge: 'Merged', status: 'good' }],
        ],
      ],
    );
  }),
  screen('solutions/cybersecurity', { light: '#1d4ed8', dark: '#93c5fd' }, (drawing) => {
    drawing.app(
      'xdr.voltaiclabs.example/compliance',
      'XDR & SIEM',
      ['Threats', 'Alerts', 'Compliance', 'Assets', 'Reports'],
      2,
      'Compliance posture',
      'Audit in 34 days',
    );
    drawing.figures(LEFT, [
      ['Controls met', '112 / 121'],
      ['Endpoints covered', '1,418', '100%'],
      ['Log sources', '37', '+5'],
      ['Open findings', '3', '−9'],
    ]);
    drawing.panel(LEFT, 136, 214, 202, 'Overall', 'ISO 27001');
    drawing.ring(
      LEFT + 107,
      240,
      58,
      [
        { share: 0.926, color: drawing.accent },
        { share: 0.074, color: drawing.status('warn') },
      ],
      '92.6%',
      'controls met',
    );
    drawing.panel(LEFT + 222, 136, 251, 202, 'Frameworks', 'Controls met');
    drawing.table(
      LEFT + 224,
      164,
      [
        { label: 'Framework', width: 120 },
        { label: 'Met', width: 127 },
      ],
      [
        ['ISO 27001', ''],
        ['SOC 2 Type II', ''],
        ['NIST CSF', ''],
        ['UAE IA standard', ''],
        ['PCI DSS', ''],
        ['GDPR', ''],
      ],
    );
    [0.93, 0.9, 0.86, 0.95, 0.78, 0.97].forEach((share, index) => {
      drawing.progress(LEFT + 350, 191 + index * 24, 80, share);
      drawing.text(LEFT + 463, 197 + index * 24, `${Math.round(share * 100)}%`, { size: 9.5, anchor: 'end' });
    });
  }),
  screen('solutions/data-analytics', { light: '#c026d3', dark: '#f0abfc' }, (drawing) => {
    drawing.app(
      'bi.voltaiclabs.example/sales',
      'Insights',
      ['Sales', 'Customers', 'Inventory', 'Forecasts', 'Data sources'],
      0,
      'Sales performance',
      'Year to date',
    );
    drawing.figures(LEFT, [
      ['Revenue', '$12.8M'],
      ['Gross margin', '38.2%', '+1.6'],
      ['Orders', '96,410', '+9%'],
      ['Forecast, Q1', '$4.6M', '±3%'],
    ]);
    drawing.panel(LEFT, 136, 251, 202, 'Revenue by region', '$ millions');
    drawing.bars(LEFT + 6, 168, 239, 136, [4.1, 3.2, 2.6, 1.7, 1.2], {
      top: 4.8,
      labels: ['UAE', 'KSA', 'USA', 'UK', 'India'],
    });
    drawing.panel(LEFT + 259, 136, 214, 202, 'By channel');
    drawing.ring(
      LEFT + 320,
      236,
      40,
      [
        { share: 0.46, color: drawing.accent },
        { share: 0.31, color: drawing.status('good') },
        { share: 0.23, color: drawing.status('warn') },
      ],
      '3',
      'channels',
    );
    (
      [
        ['Online', '46%', 'accent'],
        ['Retail', '31%', 'good'],
        ['Partners', '23%', 'warn'],
      ] as const
    ).forEach(([name, share, status], index) => {
      const y = 210 + index * 22;
      drawing.rect(LEFT + 374, y - 8, 8, 8, drawing.status(status), 2);
      drawing.text(LEFT + 388, y, name, { size: 10 });
      drawing.text(LEFT + 462, y, share, { size: 10, weight: 600, anchor: 'end' });
    });
  }),
  screen('solutions/digital-transformation', { light: '#ea580c', dark: '#fdba74' }, (drawing) => {
    drawing.app(
      'plan.voltaiclabs.example/roadmap',
      'Roadmap',
      ['Roadmap', 'Processes', 'Systems', 'People', 'Benefits'],
      0,
      'Transformation roadmap',
      '2026 – 2027',
    );
    drawing.figures(LEFT, [
      ['Processes digitised', '31 / 44'],
      ['Paper forms retired', '212'],
      ['Staff trained', '486', '+58'],
      ['Benefit to date', '$1.9M'],
    ]);
    drawing.panel(LEFT, 136, 473, 202, 'Programme');
    timeline(
      drawing,
      168,
      [
        ['Process discovery', 0, 1, 'Done'],
        ['Cloud migration', 0.5, 2, 'Done'],
        ['ERP rollout', 1.5, 3.5, 'In progress · 60%'],
        ['Customer portal', 2, 3.2, 'In progress · 40%'],
        ['Training', 1, 4, 'Ongoing'],
      ],
      ['Q1 2026', 'Q2', 'Q3', 'Q4'],
    );
  }),
  screen('solutions/hrms', { light: '#047857', dark: '#6ee7b7' }, (drawing) => {
    drawing.app(
      'hr.voltaiclabs.example/payroll',
      'People',
      ['Dashboard', 'Attendance', 'Leave', 'Payroll', 'Employees'],
      3,
      'Payroll · November 2026',
      'Run on 25 Nov',
    );
    drawing.figures(LEFT, [
      ['Employees paid', '428'],
      ['Gross pay', 'AED 4.92M'],
      ['Overtime', 'AED 186k'],
      ['Exceptions', '2', '−6'],
    ]);
    chartAndTable(
      drawing,
      [
        'Payroll by month',
        'AED millions',
        (x, y, width, height) =>
          drawing.bars(x, y, width, height, [4.61, 4.66, 4.7, 4.74, 4.79, 4.85, 4.88, 4.92], {
            top: 6,
            labels: ['Apr', 'Jun', 'Aug', 'Oct'],
          }),
      ],
      [
        'Departments',
        'Approved',
        [
          { label: 'Department', width: 92 },
          { label: 'Net pay', width: 82, align: 'end' },
          { label: 'State', width: 73 },
        ],
        [
          ['Operations', '1,612,400', { badge: 'Approved', status: 'good' }],
          ['Engineering', '1,108,950', { badge: 'Approved', status: 'good' }],
          ['Site crews', '984,200', { badge: 'Check', status: 'warn' }],
          ['Sales', '512,300', { badge: 'Approved', status: 'good' }],
          ['Finance', '296,100', { badge: 'Approved', status: 'good' }],
          ['People', '148,700', { badge: 'Approved', status: 'good' }],
        ],
      ],
    );
  }),
  screen('solutions/restaurant-pos', { light: '#dc2626', dark: '#fca5a5' }, (drawing) => {
    const { palette } = drawing;
    drawing.window(10, 10, 620, 340, 'kitchen.voltaiclabs.example/display');
    drawing.text(24, 58, 'Kitchen display · Hot line', { size: 15, weight: 700 });
    drawing.text(616, 58, '8 open · avg 6:40', { size: 10, fill: palette.muted, anchor: 'end' });
    const tickets: Array<[string, string, string, string[], 'good' | 'warn' | 'bad' | 'accent']> = [
      [
        '#5141',
        'Table 4',
        '2:10',
        ['2 × Mixed grill', '1 × Fattoush', '1 × Hummus', '2 × Flatbread', '1 × Lentil soup'],
        'good',
      ],
      ['#5142', 'Online', '4:35', ['1 × Shish tawook', 'No garlic', '2 × Fries', '1 × Coleslaw', '1 × Kunafa'], 'good'],
      [
        '#5143',
        'Table 9',
        '7:50',
        ['3 × Lamb kofta', '1 × Tabbouleh', '2 × Rice', 'One well done', '3 × Ayran'],
        'warn',
      ],
      [
        '#5144',
        'Delivery',
        '11:20',
        ['2 × Chicken wings', '1 × Burger', 'Extra sauce', '1 × Halloumi', '2 × Cola'],
        'bad',
      ],
    ];
    tickets.forEach(([number, where, time, items, state], index) => {
      const x = 24 + index * 150;
      drawing.panel(x, 72, 142, 264);
      drawing.rect(x, 72, 142, 34, drawing.status(state), 8);
      drawing.rect(x, 96, 142, 10, drawing.status(state));
      const ink = drawing.theme === 'dark' ? '#0f172a' : '#ffffff';
      drawing.text(x + 10, 94, `${number} · ${where}`, { size: 11, weight: 700, fill: ink });
      drawing.text(x + 132, 94, time, { size: 11, weight: 700, fill: ink, anchor: 'end' });
      items.forEach((item, row) =>
        drawing.text(x + 10, 132 + row * 27, item, {
          size: 11.5,
          weight: item.includes('×') ? 400 : 600,
          fill: item.includes('×') ? palette.text : drawing.status('bad'),
        }),
      );
      drawing.button(x + 10, 296, 122, 28, 'Bump');
    });
  }),
  screen('solutions/sap-solutions', { light: '#0369a1', dark: '#7dd3fc' }, (drawing) => {
    drawing.app(
      'sap.voltaiclabs.example/migration',
      'S/4 Cockpit',
      ['Overview', 'Migration', 'Testing', 'Cutover', 'Hypercare'],
      1,
      'S/4HANA data migration',
      'Mock load 3',
    );
    drawing.figures(LEFT, [
      ['Objects loaded', '38 / 42'],
      ['Records', '4.8M'],
      ['Error rate', '0.3%', '−1.2'],
      ['Cutover', '14 Dec'],
    ]);
    drawing.panel(LEFT, 136, 473, 202, 'Migration objects', 'Loaded · validated');
    drawing.table(
      LEFT + 2,
      164,
      [
        { label: 'Object', width: 150 },
        { label: 'Module', width: 60 },
        { label: 'Records', width: 70, align: 'end' },
        { label: 'Loaded', width: 120 },
        { label: 'State', width: 69 },
      ],
      [
        ['Business partners', 'SD/FI', '84,210', '', { badge: 'Validated', status: 'good' }],
        ['Material master', 'MM', '126,540', '', { badge: 'Validated', status: 'good' }],
        ['Open purchase orders', 'MM', '9,870', '', { badge: 'Loading', status: 'accent' }],
        ['GL balances', 'FI', '3,412', '', { badge: 'Validated', status: 'good' }],
        ['Fixed assets', 'FI-AA', '18,006', '', { badge: 'Errors', status: 'warn' }],
        ['Sales contracts', 'SD', '6,390', '', { badge: 'Validated', status: 'good' }],
      ],
    );
    [1, 1, 0.58, 1, 0.94, 1].forEach((share, index) => drawing.progress(LEFT + 292, 191 + index * 24, 100, share));
  }),
  screen('services/ai-business-services', { light: '#6d28d9', dark: '#c4b5fd' }, (drawing) => {
    const { palette } = drawing;
    drawing.app(
      'agents.voltaiclabs.example/runs/8841',
      'Agents',
      ['Runs', 'Agents', 'Tools', 'Approvals', 'Logs'],
      0,
      'Run #8841 · Quote request',
      'Finished in 48 s',
    );
    drawing.panel(LEFT, 70, 473, 268, 'Agents working together', '4 agents · 6 steps');
    const steps: Array<[string, string, string, 'good' | 'accent' | 'warn']> = [
      ['Intake agent', 'Read the email and the attached drawing', 'Done', 'good'],
      ['Pricing agent', 'Matched 14 line items to the price list', 'Done', 'good'],
      ['Stock agent', 'Checked stock in 2 warehouses', 'Done', 'good'],
      ['Pricing agent', 'Applied the 8% framework discount', 'Done', 'good'],
      ['Manager', 'Approved a quote over $25,000', 'Approved', 'accent'],
      ['Intake agent', 'Sent the quote and booked a follow-up', 'Sent', 'good'],
    ];
    steps.forEach(([agent, action, state, status], index) => {
      const y = 100 + index * 38;
      drawing.initials(LEFT + 26, y + 14, 11, agent);
      if (index < steps.length - 1) drawing.rect(LEFT + 25.5, y + 27, 1, 13, palette.line);
      drawing.text(LEFT + 46, y + 10, agent, { size: 10.5, weight: 600 });
      drawing.text(LEFT + 46, y + 25, action, { size: 10, fill: palette.muted });
      drawing.badge(LEFT + 392, y + 18, state, status);
    });
  }),
  screen('services/whitelabel-services', { light: '#0891b2', dark: '#67e8f9' }, (drawing) => {
    const { palette } = drawing;
    drawing.app(
      'partners.voltaiclabs.example/brand',
      'Partner hub',
      ['Products', 'Branding', 'Domains', 'Plans', 'Support'],
      1,
      'Branding · Acme Care',
      'Quarterly plan',
    );
    drawing.panel(LEFT, 70, 260, 268, 'Your brand', 'Applied to every app');
    const fields: Array<[string, string]> = [
      ['Product name', 'Acme Care'],
      ['Web address', 'care.acme.example'],
      ['App stores', 'Acme Care for iOS, Android'],
      ['Support email', 'help@acme.example'],
    ];
    fields.forEach(([label, value], index) => {
      const y = 114 + index * 44;
      drawing.text(LEFT + 12, y, label, { size: 9.5, fill: palette.muted });
      drawing.rect(LEFT + 12, y + 6, 236, 24, palette.panel, 5, palette.line);
      drawing.text(LEFT + 20, y + 22, value, { size: 10.5 });
    });
    drawing.text(LEFT + 12, 298, 'Colours', { size: 9.5, fill: palette.muted });
    ['#0891b2', '#0f172a', '#f59e0b', '#f8fafc'].forEach((color, index) =>
      drawing.rect(LEFT + 12 + index * 30, 305, 24, 24, color, 5, palette.line),
    );
    const phone = LEFT + 300;
    drawing.rect(phone, 70, 140, 268, palette.text, 18);
    drawing.rect(phone + 6, 76, 128, 256, palette.window, 13);
    drawing.rect(phone + 6, 76, 128, 58, drawing.accent, 13);
    drawing.rect(phone + 6, 120, 128, 14, drawing.accent);
    const ink = drawing.theme === 'dark' ? '#0f172a' : '#ffffff';
    drawing.text(phone + 16, 104, 'Acme Care', { size: 12, weight: 700, fill: ink });
    drawing.text(phone + 16, 121, 'Hello, Maryam', { size: 9.5, fill: ink });
    ['Book a visit', 'My records', 'Prescriptions', 'Messages'].forEach((item, index) => {
      const y = 146 + index * 38;
      drawing.rect(phone + 14, y, 112, 30, palette.panel, 6, palette.line);
      drawing.text(phone + 24, y + 19, item, { size: 10, weight: 600 });
    });
  }),
  screen('services/digital-transformation', { light: '#c2410c', dark: '#fdba74' }, (drawing) => {
    drawing.app(
      'plan.voltaiclabs.example/processes',
      'Roadmap',
      ['Roadmap', 'Processes', 'Systems', 'People', 'Benefits'],
      1,
      'Processes, before and after',
      'Measured over 90 days',
    );
    drawing.figures(LEFT, [
      ['Cycle time', '−68%'],
      ['Manual steps', '−74%'],
      ['Errors', '−81%'],
      ['Staff hours freed', '3,900'],
    ]);
    drawing.panel(LEFT, 136, 473, 202, 'Processes', 'Before · after');
    drawing.table(
      LEFT + 2,
      164,
      [
        { label: 'Process', width: 160 },
        { label: 'Before', width: 80, align: 'end' },
        { label: 'After', width: 80, align: 'end' },
        { label: 'Now runs in', width: 149 },
      ],
      [
        ['Purchase approval', '5 days', '4 hours', { badge: 'ERP workflow', status: 'accent' }],
        ['Customer onboarding', '9 days', '2 days', { badge: 'Portal + e-sign', status: 'accent' }],
        ['Month-end close', '12 days', '5 days', { badge: 'ERP + BI', status: 'accent' }],
        ['Field inspection', '3 days', 'Same day', { badge: 'Mobile app', status: 'accent' }],
        ['Leave requests', '2 days', '1 hour', { badge: 'HRMS', status: 'accent' }],
        ['Stock count', '2 days', '6 hours', { badge: 'Scanners + ERP', status: 'accent' }],
      ],
    );
  }),
  screen('services/it-staffing', { light: '#15803d', dark: '#86efac' }, (drawing) => {
    drawing.app(
      'talent.voltaiclabs.example/bench',
      'Talent',
      ['Requests', 'Bench', 'Placements', 'Timesheets', 'Reports'],
      1,
      'Consultants ready to start',
      'Updated today',
    );
    drawing.figures(LEFT, [
      ['Open requests', '17'],
      ['Shortlists sent', '41', '48 h avg'],
      ['Placed this quarter', '29', '+8'],
      ['Extended', '92%'],
    ]);
    drawing.panel(LEFT, 136, 473, 202, 'Bench', 'Vetted · interviewed');
    drawing.table(
      LEFT + 2,
      164,
      [
        { label: 'Consultant', width: 110 },
        { label: 'Role', width: 150 },
        { label: 'Years', width: 50, align: 'end' },
        { label: 'Location', width: 80 },
        { label: 'Available', width: 79 },
      ],
      [
        ['Arjun P.', 'SAP FI/CO consultant', '11', 'Dubai', { badge: 'Now', status: 'good' }],
        ['Elena M.', 'Cloud architect (AWS)', '9', 'Remote', { badge: '2 weeks', status: 'accent' }],
        ['Karim B.', 'Full-stack (React, Node)', '7', 'Abu Dhabi', { badge: 'Now', status: 'good' }],
        ['Sofia L.', 'Data engineer', '6', 'Remote', { badge: 'Now', status: 'good' }],
        ['Vikram S.', 'SAP ABAP developer', '12', 'Dubai', { badge: '1 week', status: 'accent' }],
        ['Hannah K.', 'Security analyst', '5', 'New York', { badge: 'Booked', status: 'warn' }],
      ],
    );
  }),
  {
    // The home page's hero: the company's own operations, no figure the stats beside it already state.
    file: 'hero/operations',
    width: 560,
    height: 460,
    accent: { light: '#4f46e5', dark: '#a5b4fc' },
    draw: (drawing) => {
      const { palette } = drawing;
      drawing.window(10, 10, 540, 300, 'ops.voltaiclabs.example');
      drawing.sidebar(10, 36, 274, 'Voltaic Ops', ['Clients', 'Agents', 'Projects', 'Consultants', 'Uptime'], 1);
      drawing.text(LEFT, 58, 'AI agents at work', { size: 15, weight: 700 });
      drawing.text(536, 58, 'Live', { size: 10, weight: 600, fill: drawing.status('good'), anchor: 'end' });
      drawing.figures(LEFT, [
        ['Conversations today', '18,420', '+12%'],
        ['Deploys (week)', '46'],
        ['Tickets closed', '312'],
      ]);
      drawing.panel(LEFT, 136, 393, 160, 'Conversations handled by agents', 'thousands a month');
      drawing.line(LEFT + 6, 166, 381, 100, [92, 118, 131, 164, 190, 232, 251, 298, 344, 371, 420, 486], {
        top: 500,
        labels: ['Jan', 'Apr', 'Jul', 'Oct'],
      });
      drawing.panel(20, 318, 200, 128);
      drawing.text(34, 340, 'Uptime · last 30 days', { size: 10, fill: palette.muted });
      drawing.text(34, 368, '99.98%', { size: 24, weight: 700 });
      for (let day = 0; day < 30; day++)
        drawing.rect(34 + day * 5.8, 382, 4, 34, day === 17 ? drawing.status('warn') : drawing.status('good'), 1);
      drawing.text(34, 432, '30 days ago', { size: 8.5, fill: palette.muted });
      drawing.text(206, 432, 'Today', { size: 8.5, fill: palette.muted, anchor: 'end' });
      drawing.panel(236, 300, 314, 150, 'Support agent', 'Acme Retail');
      let y = 332;
      y += drawing.bubble(248, y, 170, ['Where is my order #88412?'], false) + 6;
      y += drawing.bubble(368, y, 170, ['It left our Dubai hub today', 'and arrives tomorrow by 6 pm.'], true) + 6;
      drawing.badge(248, y + 14, 'Address and delivery time sent', 'good');
    },
  },
  {
    // /about's picture is a PNG (the build's AVIF and WebP copies serve it): drawn here, then rasterised.
    file: 'about/teams',
    format: 'png',
    width: 560,
    height: 460,
    accent: { light: '#0f766e', dark: '#5eead4' },
    draw: (drawing) => {
      const { palette } = drawing;
      drawing.window(10, 10, 540, 440, 'team.voltaiclabs.example');
      drawing.sidebar(10, 36, 404, 'Voltaic Labs', ['Teams', 'Projects', 'Clients', 'Hiring', 'Handbook'], 0);
      drawing.text(LEFT, 58, 'Our teams', { size: 15, weight: 700 });
      drawing.text(536, 58, 'USA · UAE', { size: 10, fill: palette.muted, anchor: 'end' });
      const offices: Array<[string, string, string]> = [
        ['New York, USA', '09:14 EST', 'AI, software, sales'],
        ['Dubai, UAE', '18:14 GST', 'Delivery, SAP, cloud'],
      ];
      offices.forEach(([city, time, work], index) => {
        const x = LEFT + index * 200;
        drawing.panel(x, 70, 193, 76);
        drawing.text(x + 12, 92, city, { size: 11, weight: 600 });
        drawing.text(x + 12, 118, time, { size: 18, weight: 700 });
        drawing.text(x + 12, 136, work, { size: 9.5, fill: palette.muted });
        drawing.circle(x + 178, 88, 4, drawing.status('good'));
      });
      drawing.panel(LEFT, 154, 393, 182, 'Practices', 'Engineers · live projects');
      drawing.table(
        LEFT + 2,
        180,
        [
          { label: 'Practice', width: 150 },
          { label: 'Engineers', width: 70, align: 'end' },
          { label: 'Projects', width: 64, align: 'end' },
          { label: 'Hiring', width: 105 },
        ],
        [
          ['AI & agents', '18', '7', { badge: '2 roles', status: 'accent' }],
          ['Custom software', '21', '9', { badge: '1 role', status: 'accent' }],
          ['Cloud & DevOps', '12', '6', { badge: 'Full', status: 'good' }],
          ['Cybersecurity', '8', '3', { badge: '1 role', status: 'accent' }],
          ['SAP & staffing', '15', '5', { badge: 'Full', status: 'good' }],
        ],
      );
      drawing.panel(LEFT, 344, 393, 94, 'This week', 'Standup notes');
      [
        'Claims assistant: Arabic intents passed review',
        'Warehouse BI: new forecast live for 3 sites',
        'Two SAP consultants start Monday in Dubai',
      ].forEach((note, index) => {
        drawing.circle(LEFT + 16, 378 + index * 18, 3, drawing.accent);
        drawing.text(LEFT + 26, 382 + index * 18, note, { size: 10 });
      });
    },
  },
];
