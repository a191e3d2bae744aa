import type { ServiceManager } from './services'

/** A Raspberry Pi 4 running Debian bookworm, as machine.system_info reports one. */
export function systemInfo(services: ServiceManager) {
  return {
    system_info: {
      provider: 'systemd_dbus',
      cpu_info: {
        cpu_count: 4,
        bits: '64bit',
        processor: 'aarch64',
        cpu_desc: 'Cortex-A72',
        serial_number: '10000000c7e4a1f2',
        hardware_desc: 'BCM2835',
        model: 'Raspberry Pi 4 Model B Rev 1.4',
        total_memory: 3884136,
        memory_units: 'kB',
      },
      sd_info: {
        manufacturer_id: '03',
        manufacturer: 'Sandisk',
        oem_id: '5344',
        product_name: 'SN32G',
        product_revision: '8.0',
        serial_number: '9c2a47de',
        manufacturer_date: '6/2022',
        capacity: '29.7 GiB',
        total_bytes: 31914983424,
      },
      distribution: {
        name: 'Debian GNU/Linux 12 (bookworm)',
        id: 'debian',
        version: '12',
        version_parts: { major: '12', minor: '', build_number: '' },
        like: '',
        codename: 'bookworm',
        release_info: {
          name: 'Debian GNU/Linux',
          version_id: '12',
          version: '12 (bookworm)',
          version_codename: 'bookworm',
          id: 'debian',
        },
      },
      available_services: services.names(),
      instance_ids: { moonraker: 'moonraker', klipper: 'klipper' },
      service_state: services.snapshot(),
      virtualization: { virt_type: 'none', virt_identifier: 'none' },
      python: {
        version: [3, 11, 2, 'final', 0],
        version_string: '3.11.2 (main, Mar 13 2023, 12:18:29) [GCC 12.2.0]',
      },
      network: {
        wlan0: {
          mac_address: 'dc:a6:32:5e:1f:08',
          ip_addresses: [
            { family: 'ipv4', address: '192.168.1.57', is_link_local: false },
            { family: 'ipv6', address: 'fe80::dea6:32ff:fe5e:1f08', is_link_local: true },
          ],
        },
      },
      canbus: {
        can0: { tx_queue_len: 1024, bitrate: 1000000, driver: 'gs_usb' },
      },
    },
  }
}
