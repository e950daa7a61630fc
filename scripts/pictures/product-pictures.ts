import type { Picture } from './drawing';

/** The products' own screens, as their customers use them (the home page's product cards). */
export const productPictures: Picture[] = [
  {
    file: 'products/ai-agent-platform',
    width: 640,
    height: 400,
    accent: { light: '#7c3aed', dark: '#a78bfa' },
    draw: (drawing) => {
      const left = drawing.app(
        'agents.voltaiclabs.example/overview',
        'Agents',
        ['Overview', 'Conversations', 'Leads', 'Knowledge', 'Channels', 'Settings'],
        0,
        'Overview',
        'Last 14 days',
      );
      drawing.figures(left, [
        ['Active agents', '128', '+12'],
        ['Conversations', '3,412', '+18%'],
        ['Qualified leads', '486', '+9%'],
        ['Avg. reply', '1.8 s', '−0.4 s'],
      ]);
      drawing.panel(left, 138, 272, 240, 'Conversations per day', 'Web · WhatsApp · Email');
      drawing.line(left + 8, 176, 256, 164, [160, 182, 171, 204, 226, 214, 241, 236, 262, 255, 281, 297, 288, 318], {
        top: 400,
        labels: ['15 Nov', '19 Nov', '23 Nov', '27 Nov'],
      });
      const chat = left + 280;
      drawing.panel(chat, 138, 193, 240, 'Live chat', 'Sales agent');
      let y = 170;
      y += drawing.bubble(chat + 10, y, 150, ['Do you connect to', 'HubSpot?'], false) + 6;
      y += drawing.bubble(chat + 33, y, 150, ['Yes: each lead syncs to', 'HubSpot as it comes in.'], true) + 6;
      y += drawing.bubble(chat + 10, y, 150, ['Great. Can we see a', 'demo on Thursday?'], false) + 6;
      y += drawing.bubble(chat + 33, y, 150, ['Booked: Thu 2:00 pm.'], true) + 14;
      drawing.badge(chat + 10, y + 8, 'Lead qualified · score 82', 'good');
    },
  },
  {
    file: 'products/hrms',
    width: 640,
    height: 400,
    accent: { light: '#0f766e', dark: '#2dd4bf' },
    draw: (drawing) => {
      const left = drawing.app(
        'hr.voltaiclabs.example/attendance',
        'People',
        ['Dashboard', 'Attendance', 'Leave', 'Payroll', 'Employees', 'Reports'],
        1,
        'Attendance',
        'Friday, 27 Nov 2026',
      );
      drawing.figures(left, [
        ['Present today', '412', '96%'],
        ['On leave', '9'],
        ['Late arrivals', '7', '−3'],
        ['Overtime (week)', '36 h', '+4 h', 'warn'],
      ]);
      drawing.panel(left, 138, 326, 240, 'Check-ins today', '428 employees');
      drawing.table(
        left + 4,
        166,
        [
          { label: 'Employee', width: 92 },
          { label: 'Department', width: 74 },
          { label: 'In', width: 38 },
          { label: 'Hours', width: 36, align: 'end' },
          { label: 'Status', width: 78 },
        ],
        [
          ['Aisha Rahman', 'Finance', '08:52', '8.4', { badge: 'On time', status: 'good' }],
          ['Omar Siddiqui', 'Operations', '09:14', '7.9', { badge: 'Late', status: 'warn' }],
          ['Lena Fischer', 'Engineering', '08:31', '9.1', { badge: 'On time', status: 'good' }],
          ['Ravi Menon', 'Sales', '–', '–', { badge: 'Leave', status: 'accent' }],
          ['Mei Tan', 'People', '08:47', '8.6', { badge: 'On time', status: 'good' }],
          ['Jonas Berg', 'Site crew', '06:02', '10.5', { badge: 'Overtime', status: 'warn' }],
          ['Nadia Aziz', 'Finance', '08:58', '8.2', { badge: 'On time', status: 'good' }],
        ],
      );
      const side = left + 334;
      drawing.panel(side, 138, 139, 240, 'By week', 'Present');
      drawing.bars(side + 4, 176, 128, 168, [94, 96, 95, 97], {
        top: 100,
        unit: '%',
        labels: ['W45', 'W46', 'W47', 'W48'],
      });
    },
  },
  {
    file: 'products/restaurant-pos',
    width: 640,
    height: 400,
    accent: { light: '#c2410c', dark: '#fb923c' },
    draw: (drawing) => {
      const { palette } = drawing;
      drawing.window(10, 10, 620, 380, 'pos.voltaiclabs.example/register');
      let x = 24;
      ['All', 'Mains', 'Grill', 'Salads', 'Drinks', 'Desserts'].forEach((tab, index) => {
        const width = tab.length * 6.4 + 22;
        if (index === 2) drawing.rect(x, 46, width, 22, drawing.accent, 11);
        else drawing.rect(x, 46, width, 22, palette.window, 11, palette.line);
        drawing.text(x + width / 2, 61, tab, {
          size: 10.5,
          weight: 600,
          fill: index === 2 ? (drawing.theme === 'dark' ? '#0f172a' : '#ffffff') : palette.muted,
          anchor: 'middle',
        });
        x += width + 6;
      });
      const dishes: Array<[string, string, string]> = [
        ['Mixed grill platter', '89.00', '18 min'],
        ['Chicken shawarma', '32.00', '9 min'],
        ['Lamb kofta', '46.00', '14 min'],
        ['Shish tawook', '42.00', '12 min'],
        ['Grilled hammour', '78.00', '16 min'],
        ['Beef burger', '48.00', '11 min'],
        ['Halloumi skewers', '36.00', '8 min'],
        ['Prawn skewers', '64.00', '10 min'],
        ['Arayes', '29.00', '7 min'],
        ['Grilled vegetables', '24.00', '6 min'],
        ['Chicken wings', '34.00', '12 min'],
        ['Kids mini grill', '27.00', '9 min'],
      ];
      dishes.forEach(([name, price, time], index) => {
        const tileX = 24 + (index % 3) * 126;
        const tileY = 80 + Math.floor(index / 3) * 74;
        drawing.panel(tileX, tileY, 118, 66);
        if (index === 0 || index === 1) drawing.rect(tileX, tileY + 8, 3, 50, drawing.accent, 1.5);
        drawing.text(tileX + 10, tileY + 21, name, { size: 10, weight: 600 });
        drawing.text(tileX + 10, tileY + 36, time, { size: 9, fill: palette.muted });
        drawing.text(tileX + 10, tileY + 55, `AED ${price}`, { size: 11, weight: 700, fill: drawing.accent });
      });
      const order = 410;
      drawing.panel(order, 46, 206, 332);
      drawing.text(order + 12, 66, 'Table 12 · Order #4821', { size: 11.5, weight: 700 });
      drawing.text(order + 12, 81, 'Dine-in · 3 guests · Hana', { size: 9.5, fill: palette.muted });
      const lines: Array<[string, string, string]> = [
        ['2 ×', 'Chicken shawarma', '64.00'],
        ['1 ×', 'Mixed grill platter', '89.00'],
        ['1 ×', 'Fattoush', '28.00'],
        ['3 ×', 'Lemon mint', '54.00'],
        ['1 ×', 'Kunafa', '31.00'],
      ];
      lines.forEach(([count, name, amount], index) => {
        const y = 108 + index * 24;
        drawing.text(order + 12, y, count, { size: 10, fill: palette.muted });
        drawing.text(order + 34, y, name, { size: 10.5 });
        drawing.text(order + 194, y, amount, { size: 10.5, anchor: 'end' });
      });
      drawing.text(order + 34, 226, 'No onions on one shawarma', { size: 9, fill: drawing.accent });
      drawing.rect(order + 12, 240, 182, 0.8, palette.line);
      const sums: Array<[string, string]> = [
        ['Subtotal', '266.00'],
        ['VAT 5%', '13.30'],
      ];
      sums.forEach(([label, amount], index) => {
        drawing.text(order + 12, 258 + index * 16, label, { size: 10, fill: palette.muted });
        drawing.text(order + 194, 258 + index * 16, amount, { size: 10, fill: palette.muted, anchor: 'end' });
      });
      drawing.text(order + 12, 302, 'Total', { size: 12, weight: 700 });
      drawing.text(order + 194, 302, 'AED 279.30', { size: 14, weight: 700, anchor: 'end' });
      drawing.button(order + 12, 316, 182, 30, 'Send to kitchen');
    },
  },
  {
    file: 'products/cybersecurity',
    width: 640,
    height: 400,
    accent: { light: '#2563eb', dark: '#60a5fa' },
    draw: (drawing) => {
      const left = drawing.app(
        'xdr.voltaiclabs.example/threats',
        'XDR & SIEM',
        ['Threats', 'Alerts', 'Detection rules', 'Assets', 'Incidents', 'Reports'],
        0,
        'Threat overview',
        'Last 24 hours',
      );
      drawing.figures(left, [
        ['Critical', '2', 'contained', 'good'],
        ['High', '7', '+2', 'warn'],
        ['Rules active', '54', '+3'],
        ['Open incidents', '0', '−1'],
      ]);
      drawing.panel(left, 138, 214, 240, 'Events per hour', 'thousands');
      drawing.bars(
        left + 6,
        176,
        202,
        168,
        [
          1.2, 0.9, 0.8, 0.7, 0.9, 1.4, 2.1, 2.8, 3.2, 3.4, 3.1, 2.9, 3.3, 3.6, 3.0, 2.7, 2.4, 1.9, 1.6, 1.4, 1.3, 1.1,
          1.0, 0.9,
        ],
        { top: 4, unit: 'k', labels: ['00:00', '06:00', '12:00', '18:00'], marked: [9, 13] },
      );
      const alerts = left + 222;
      drawing.panel(alerts, 138, 251, 240, 'Latest alerts', 'Triage queue');
      drawing.table(
        alerts + 2,
        164,
        [
          { label: 'Time', width: 40 },
          { label: 'Alert', width: 140 },
          { label: 'Severity', width: 66 },
        ],
        [
          ['14:02', 'Impossible travel sign-in', { badge: 'High', status: 'warn' }],
          ['13:47', 'Encoded PowerShell', { badge: 'Critical', status: 'bad' }],
          ['13:20', 'New admin account', { badge: 'High', status: 'warn' }],
          ['12:58', 'Port scan, 10.2.4.17', { badge: 'Medium', status: 'accent' }],
          ['12:31', '40 failed logins', { badge: 'Medium', status: 'accent' }],
          ['11:05', 'Malware blocked', { badge: 'Low', status: 'good' }],
          ['10:40', 'USB device on srv-07', { badge: 'Low', status: 'good' }],
        ],
      );
    },
  },
];
