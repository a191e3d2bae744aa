import type { SimCore } from '../core'

/**
 * machine.peripherals.* of machine.md, for a Raspberry Pi with a USB printer board and a USB webcam:
 * what a dashboard's "add a camera" or "find my MCU" screens list. The fields are Moonraker's; the
 * devices are the sim's own.
 */
const USB_DEVICES = [
  { device_num: 1, bus_num: 1, vendor_id: '1d6b', product_id: '0002', usb_location: '1:1', manufacturer: 'Linux 6.6.31-v8+ dwc_otg_hcd', product: 'DWC OTG Controller', serial: '3f980000.usb', class: 'Hub', subclass: null, protocol: 'Single TT', description: 'Linux Foundation 2.0 root hub' },
  { device_num: 3, bus_num: 1, vendor_id: '1d50', product_id: '614e', usb_location: '1:3', manufacturer: 'Klipper', product: 'stm32f446xx', serial: '300032001751303532383235', class: 'Communications', subclass: null, protocol: null, description: 'OpenMoko, Inc. Klipper 3d-Printer Firmware' },
  { device_num: 4, bus_num: 1, vendor_id: '046d', product_id: '0825', usb_location: '1:4', manufacturer: 'Logitech, Inc.', product: 'Webcam C270', serial: '2AD5C9E0', class: 'Miscellaneous Device', subclass: null, protocol: 'Interface Association', description: 'Logitech, Inc. Webcam C270' },
]

const SERIAL_DEVICES = [
  { device_type: 'hardware_uart', device_path: '/dev/ttyS0', device_name: 'ttyS0', driver_name: 'serial8250', path_by_hardware: null, path_by_id: null, usb_location: null },
  {
    device_type: 'usb',
    device_path: '/dev/ttyACM0',
    device_name: 'ttyACM0',
    driver_name: 'cdc_acm',
    path_by_hardware: '/dev/serial/by-path/platform-3f980000.usb-usb-0:1.3:1.0',
    path_by_id: '/dev/serial/by-id/usb-Klipper_stm32f446xx_300032001751303532383235-if00',
    usb_location: '1:3',
  },
]

const RESOLUTIONS = ['640x480', '320x240', '800x600', '1280x720', '1280x960']

const V4L2_DEVICES = [
  {
    device_name: 'video0',
    device_path: '/dev/video0',
    camera_name: 'UVC Camera (046d:0825)',
    driver_name: 'uvcvideo',
    hardware_bus: 'usb-3f980000.usb-1.4',
    modes: [
      { format: 'YUYV', description: 'YUYV 4:2:2', flags: [], resolutions: RESOLUTIONS },
      { format: 'MJPG', description: 'Motion-JPEG', flags: ['COMPRESSED'], resolutions: RESOLUTIONS },
    ],
    capabilities: ['VIDEO_CAPTURE', 'EXT_PIX_FORMAT', 'STREAMING'],
    version: '6.6.31',
    path_by_hardware: '/dev/v4l/by-path/platform-3f980000.usb-usb-0:1.4:1.0-video-index0',
    path_by_id: '/dev/v4l/by-id/usb-046d_0825_2AD5C9E0-video-index0',
    alt_name: 'UVC Camera (046d:0825)',
    usb_location: '1:4',
  },
]

export function installPeripherals(core: SimCore): void {
  const reg = (d: Parameters<SimCore['registry']['register']>[0]) => core.registry.register(d)
  reg({ method: 'machine.peripherals.usb', http: [{ verb: 'GET', path: '/machine/peripherals/usb' }], handler: () => ({ usb_devices: structuredClone(USB_DEVICES) }) })
  reg({ method: 'machine.peripherals.serial', http: [{ verb: 'GET', path: '/machine/peripherals/serial' }], handler: () => ({ serial_devices: structuredClone(SERIAL_DEVICES) }) })
  reg({
    method: 'machine.peripherals.video',
    http: [{ verb: 'GET', path: '/machine/peripherals/video' }],
    handler: () => ({ v4l2_devices: structuredClone(V4L2_DEVICES), libcamera_devices: [] }),
  })
  reg({
    method: 'machine.peripherals.canbus',
    http: [{ verb: 'GET', path: '/machine/peripherals/canbus' }],
    // The board is on USB: no CAN node waits for an id on any interface.
    handler: () => ({ can_uuids: [] }),
  })
}
