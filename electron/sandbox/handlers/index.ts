/** One sandbox handler per catalog command; the type makes a missing one a compile error. */
import type { HandlerMap } from './reply';
import { geoblockUpdate } from './geo';
import { channelCurrent, recordingSplit, streamActive, streamDetails } from './live';
import { pushAdd, pushConnect, pushDisconnect, pushServices } from './push';
import { cdnHits, cloudstore, getApps, servers, sqldb, usage } from './reports';
import {
  sevuErrorcount,
  sevuErrorlog,
  sevuListStreamUsers,
  sevuRemoveStreamUser,
  sevuRequest,
  sevuRevoke,
  sevuSearch,
  sevuStatus,
} from './viewers';

export const handlers: HandlerMap = {
  'recording.split': recordingSplit,
  'usage.data': usage,
  'sqldb.usage': sqldb,
  'video.cdnhits': cdnHits,
  'video.servers': servers,
  'geoblock.update': geoblockUpdate,
  'channel.currentchannels': channelCurrent,
  'sevu.status': sevuStatus,
  'sevu.search': sevuSearch,
  'sevu.errorlog': sevuErrorlog,
  'sevu.errorcount': sevuErrorcount,
  'sevu.removestreamuser': sevuRemoveStreamUser,
  'pushpublish.services': pushServices,
  'pushpublish.connect': pushConnect,
  'pushpublish.disconnect': pushDisconnect,
  'cloudstore.status': cloudstore,
  'sevu.request': sevuRequest,
  'sevu.revoke': sevuRevoke,
  'sevu.liststreamusers': sevuListStreamUsers,
  'pushpublish.add': pushAdd,
  'stream.active': streamActive,
  'stream.details': streamDetails,
  'video.getapps': getApps,
};
