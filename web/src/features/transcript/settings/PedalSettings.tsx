import { Badge, Box, Button, HStack, Heading, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { deviceKey, webHid, type HidDevice } from '../pedals/hid.ts';
import { heldButtons } from '../pedals/pedal-adapter.ts';
import { KNOWN_PEDALS, PEDAL_BUTTONS, knownPedal, type ButtonBit, type PedalButton } from '../pedals/pedal-devices.ts';
import { learnButton } from '../pedals/pedal-learning.ts';
import { layoutFor, useLearnedPedals } from '../pedals/pedal-layouts.ts';

const ROLE: Record<PedalButton, string> = { left: 'rewinds', middle: 'plays while held', right: 'fast-forwards' };

/** Connecting a USB pedal (WebHID), learning its buttons, and trying them. */
export function PedalSettings() {
  const [hid] = useState(webHid);
  return (
    <Stack as="section" gap="4" aria-labelledby="pedal-settings">
      <Heading as="h3" size="lg" id="pedal-settings">
        Foot pedal
      </Heading>
      <Text color="fg.muted">
        A USB transcription pedal: the left pedal rewinds, the middle one plays while held, the right one fast-forwards (by
        the skip interval, again and again while held). Pedals connect in Chromium-based browsers: Chrome and Edge.
      </Text>
      {hid ? (
        <ConnectPedal />
      ) : (
        <Text role="note" borderWidth="1px" borderColor="border.warning" bg="bg.warning" p="3" rounded="md">
          This browser can't connect a USB pedal (it has no WebHID): use Chrome or Edge for that. A pedal set to act as a
          keyboard works in any browser: give its keys to the shortcuts below.
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        Known without learning (none tested with the device itself; any other pedal can be learned):
      </Text>
      <Stack as="ul" gap="1" fontSize="sm" color="fg.muted" ps="5" listStyleType="disc">
        {KNOWN_PEDALS.map((pedal) => (
          <Box as="li" key={pedal.name}>
            {pedal.name} —{' '}
            <Link href={pedal.source.split('; ')[0]} textDecoration="underline">
              source<VisuallyHidden> for {pedal.name}</VisuallyHidden>
            </Link>
            , not tested with the device
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

function ConnectPedal() {
  const [device, setDevice] = useState<HidDevice | null>(null);
  const [learned, keepLearned] = useLearnedPedals();
  const [held, setHeld] = useState<ReadonlySet<PedalButton>>(new Set());
  const [prompt, setPrompt] = useState('');
  const [learning, setLearning] = useState<AbortController | null>(null);
  /** The pedal's last report, the rest state a learned press is told from. */
  const lastReport = useRef<Uint8Array | null>(null);
  const layout = device ? layoutFor(device, learned) : null;

  // A pedal this browser was given before is there again.
  useEffect(() => {
    void webHid()
      ?.getDevices()
      .then((devices) => setDevice((current) => current ?? devices[0] ?? null));
  }, []);

  useEffect(() => {
    if (!device) return;
    const onReport = ({ data }: { data: DataView }) => {
      lastReport.current = new Uint8Array(data.buffer, data.byteOffset, data.byteLength).slice();
      if (layout) setHeld(heldButtons(data, layout));
    };
    device.addEventListener('inputreport', onReport);
    if (!device.opened) device.open().catch((error: unknown) => setPrompt(`The pedal could not be opened: ${(error as Error).message}`));
    return () => device.removeEventListener('inputreport', onReport);
  }, [device, layout]);

  const connect = async (anyDevice: boolean) => {
    const filters = anyDevice ? [] : KNOWN_PEDALS.map(({ vendorId, productId }) => ({ vendorId, productId }));
    try {
      const [chosen] = await webHid()!.requestDevice({ filters });
      if (!chosen) return;
      setDevice(chosen);
      setPrompt(layoutFor(chosen, learned) ? 'Connected. Try the pedals below.' : 'Connected. Learn its buttons: this pedal is not in the table.');
    } catch (error) {
      setPrompt(`No pedal connected: ${(error as Error).message}`);
    }
  };

  const learn = async (pedal: HidDevice) => {
    const controller = new AbortController();
    setLearning(controller);
    const bits: Partial<Record<PedalButton, ButtonBit>> = {};
    for (const button of PEDAL_BUTTONS) {
      setPrompt(`Press the ${button} pedal now.`);
      for (;;) {
        const bit = await learnButton(pedal, controller.signal, lastReport.current);
        if (!bit) return setPrompt('Learning cancelled: the pedal keeps its previous buttons.');
        const again = PEDAL_BUTTONS.find((other) => bits[other]?.byte === bit.byte && bits[other]?.mask === bit.mask);
        if (!again) {
          bits[button] = bit;
          break;
        }
        setPrompt(`That was the ${again} pedal again. Press the ${button} pedal now.`);
      }
    }
    keepLearned(pedal, bits as Record<PedalButton, ButtonBit>);
    setLearning(null);
    setPrompt('Learned. Try the pedals below.');
  };

  const known = device ? knownPedal(device) : null;
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <Button colorPalette="brand" onClick={() => void connect(false)}>
          Connect a pedal
        </Button>
        <Button variant="outline" onClick={() => void connect(true)}>
          Connect another kind of pedal
        </Button>
      </HStack>
      {device && (
        <Stack gap="2" borderWidth="1px" rounded="md" p="3">
          <Text fontWeight="medium">
            {device.productName || 'USB pedal'}{' '}
            <Text as="span" color="fg.muted" fontWeight="normal">
              {learned[deviceKey(device)]
                ? '(buttons learned in this browser)'
                : known
                  ? `(${known.name}: from the table, not tested with the device)`
                  : '(buttons not known yet)'}
            </Text>
          </Text>
          <HStack gap="2" wrap="wrap" aria-label="Pedals held now" role="group">
            {PEDAL_BUTTONS.map((button) => (
              <Badge key={button} size="lg" colorPalette={held.has(button) ? 'brand' : 'gray'} variant={held.has(button) ? 'solid' : 'outline'}>
                {button[0].toUpperCase() + button.slice(1)} {ROLE[button]}: {held.has(button) ? 'down' : 'up'}
              </Badge>
            ))}
          </HStack>
          <HStack gap="2">
            {learning ? (
              <Button variant="outline" onClick={() => learning.abort()}>
                Cancel learning
              </Button>
            ) : (
              <Button variant="outline" onClick={() => void learn(device).finally(() => setLearning(null))}>
                Learn its buttons
              </Button>
            )}
          </HStack>
        </Stack>
      )}
      <Text aria-live="assertive" role="status" fontWeight="medium" minH="6">
        {prompt}
      </Text>
    </Stack>
  );
}
