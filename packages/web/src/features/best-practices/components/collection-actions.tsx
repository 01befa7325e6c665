import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { downloadTextFile } from '../../../lib/download';
import { toUserMessage } from '../../../lib/errors';
import { useAutoCollect } from '../api/auto-collect';
import { useGeneratePackage } from '../api/generate-package';
import { useInitializeCollection } from '../api/initialize-collection';
import { plural } from '../utils/summarize-collection';

/** Initialize Collection, Auto-Collect and Generate Package, each answered by a toast. */
export function useCollectionActions() {
  const toast = useToast();
  const initialize = useInitializeCollection();
  const autoCollect = useAutoCollect();
  const generatePackage = useGeneratePackage();

  const runInitialize = () =>
    initialize.mutate(undefined, {
      onSuccess: ({ added, totalPractices }) =>
        toast({
          tone: 'success',
          title: 'Collection Initialized',
          description: `${plural(added, 'practice')} added; your collection holds ${totalPractices}.`,
        }),
      onError: (error) =>
        toast({
          tone: 'error',
          title: 'Initialization Failed',
          description: toUserMessage(error, 'Failed to initialize best practices collection.'),
        }),
    });

  const runAutoCollect = () =>
    autoCollect.mutate(undefined, {
      onSuccess: ({ added, totalPractices, sources }) =>
        toast({
          tone: 'success',
          title: 'Automated Collection Complete',
          description: `${plural(added, 'practice')} added (${totalPractices} in your collection) from ${sources
            .map((source) => `${source.name} (${source.practices})`)
            .join(', ')}. The dataset is bundled with Charter: nothing was fetched from the internet.`,
        }),
      onError: (error) =>
        toast({
          tone: 'error',
          title: 'Collection Failed',
          description: toUserMessage(error, 'Failed to run automated collection from community sources.'),
        }),
    });

  const runGeneratePackage = () =>
    generatePackage.mutate(undefined, {
      onSuccess: (result) => {
        downloadTextFile(result.package, result.filename);
        toast({
          tone: 'success',
          title: 'Constitutional Package Generated',
          description: `${plural(result.practiceCount, 'practice')} in ${result.filename}.`,
        });
      },
      onError: (error) =>
        toast({
          tone: 'error',
          title: 'Package Generation Failed',
          description: toUserMessage(error, 'Failed to generate constitutional package.'),
        }),
    });

  return { initialize, autoCollect, generatePackage, runInitialize, runAutoCollect, runGeneratePackage };
}

export type CollectionActions = ReturnType<typeof useCollectionActions>;

/** Primary only while the collection is empty: once initialised, running it again is a secondary action. */
export function InitializeButton({
  actions,
  initialized = false,
}: {
  actions: CollectionActions;
  initialized?: boolean;
}) {
  return (
    <Button
      variant={initialized ? 'secondary' : 'primary'}
      onClick={actions.runInitialize}
      disabled={actions.initialize.isPending}
    >
      {actions.initialize.isPending ? 'Initializing...' : 'Initialize Collection'}
    </Button>
  );
}

export function CollectionActionButtons({
  actions,
  initialized,
}: {
  actions: CollectionActions;
  initialized: boolean;
}) {
  return (
    <>
      <InitializeButton actions={actions} initialized={initialized} />
      <Button variant="secondary" onClick={actions.runAutoCollect} disabled={actions.autoCollect.isPending}>
        {actions.autoCollect.isPending ? 'Collecting...' : 'Auto-Collect'}
      </Button>
      <Button
        variant="secondary"
        onClick={actions.runGeneratePackage}
        disabled={actions.generatePackage.isPending}
      >
        {actions.generatePackage.isPending ? 'Generating...' : 'Generate Package'}
      </Button>
    </>
  );
}
