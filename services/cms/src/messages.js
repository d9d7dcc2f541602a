'use strict';

/**
 * Every Dutch text the content service's own code sends to a person: teachers (their account and
 * record), editors (drafts) and teams (the control plane's answers to their deploy token). The
 * platform shows these verbatim, so they are user-facing strings: change them here, once. Field
 * names inside them (`version`, `canary`) are the API's own and stay as they are.
 */

/** Checks of a request's fields that several routes share. */
const fields = {
  dataNotObject: 'data moet een object zijn.',
  /** @param {string[]} keys */
  notAllowed: (keys) => `Niet toegestane velden: ${keys.join(', ')}.`,
  /** @param {string} key @param {number} max */
  textUpTo: (key, max) => `${key} moet tekst van maximaal ${max} tekens zijn.`,
};

/** A teacher's own account and data (src/api/account, the users-permissions extension). */
const account = {
  otherUser: 'Je kunt alleen je eigen gegevens opvragen of verwijderen.',
  passwordMissing: 'Vul je wachtwoord in om je account te verwijderen.',
  passwordWrong: 'Het wachtwoord is onjuist. Er is niets verwijderd.',
  assistantDown: 'De AI-assistent is nu niet bereikbaar. Probeer het later opnieuw; er is niets verwijderd.',
  exportAssistantDown: 'Je gesprekken met de AI-assistent konden nu niet worden opgehaald. Probeer het later opnieuw.',
  onlyOwnAccountChange: 'Je kunt alleen je eigen account wijzigen.',
  onlyOwnAccountRead: 'Je kunt alleen je eigen account bekijken.',
};

/** The teacher record's checks (src/teacher-record/validation.js). */
const teacherRecord = {
  bodyNotObject: 'De body moet een object zijn.',
  /** @param {string} key */
  required: (key) => `Veld ${key} is verplicht.`,
  fullName: 'fullName moet tekst van maximaal 120 tekens zijn.',
  /** @param {string} field @param {readonly string[]} values */
  oneOf: (field, values) => `${field} moet een van ${values.join(', ')} zijn.`,
  otherRole: 'Vul je rol in bij het "anders" veld.',
  isStudent: 'isStudent moet true of false zijn.',
  /** @param {number} max */
  clusterList: (max) => `cluster_builder_state moet een lijst van maximaal ${max} items zijn.`,
  clusterItemObject: 'Elk cluster-item moet een object zijn.',
  /** @param {string[]} extra */
  clusterItemUnknown: (extra) => `Onbekende velden in cluster-item: ${extra.join(', ')}`,
  clusterItemId: 'Cluster-item id is ongeldig.',
  clusterItemType: 'Cluster-item __type is ongeldig.',
  /** @param {string} key */
  clusterItemNumber: (key) => `Cluster-item ${key} moet een getal zijn.`,
  clusterItemScale: 'Cluster-item scale moet tussen 0.6 en 1.8 liggen.',
  clusterItemInstanceId: 'Cluster-item instanceId is ongeldig.',
  tourSeen: 'has_completed_tour moet true of false zijn.',
  aiSessionId: 'ai_session_id moet tekst van maximaal 200 tekens zijn.',
};

/** Analytics events (src/analytics-events/validation.js). */
const analytics = {
  /** @param {string[]} keys */
  notAllowed: (keys) => `Niet toegestane velden: ${keys.join(', ')}`,
  type: 'type is verplicht (letters, cijfers, _ . : -, max. 64 tekens).',
  /** @param {number} maxBytes */
  payloadTooLarge: (maxBytes) => `payload is groter dan ${maxBytes} bytes.`,
};

/** Editors' drafts and previews (src/middlewares/publication-gate.js, src/preview). */
const drafts = {
  previewOnly: 'Concepten zijn alleen te lezen via een voorbeeldlink uit het beheer.',
  previewLinkExpired: 'Deze voorbeeldlink is verlopen. Open het voorbeeld opnieuw vanuit het beheer.',
};

/** The admin panel's account page of a teacher (src/own-data/admin-controller.js). */
const ownDataAdmin = {
  userNotFound: 'Deze gebruiker bestaat niet.',
  assistantDown: 'De AI-assistent is nu niet bereikbaar. Probeer het later opnieuw.',
};

/** The control plane's answers to a team's deploy token and to the admin panel (src/control-plane). */
const controlPlane = {
  notSignedIn: 'Niet aangemeld: geef het deploytoken van je team mee (Authorization: Bearer …).',
  figuresNeedDeployToken: 'Dit token mag de cijfers van remotes niet lezen: alleen een deploytoken leest die van de eigen remotes.',
  noDeployScope: 'Dit token heeft geen deploybereik: een beheerder legt onder Deploytoken vast welke remotes en omgevingen het mag.',
  /** @param {unknown} environment */
  unknownEnvironment: (environment) => `Onbekende omgeving '${environment}'.`,
  /** @param {unknown} remote */
  unknownRemote: (remote) => `Onbekende remote '${remote}'.`,
  /** @param {string} remote @param {string} environment */
  changeAttempt: (remote, environment) => `mf-${remote} in '${environment}' wijzigen`,
  /** @param {string} remote */
  releaseAttempt: (remote) => `releases van mf-${remote} registreren`,
  /** @param {string} environment @param {string} belongsTo */
  historyOutOfScope: (environment, belongsTo) => `Dit deploytoken mag de geschiedenis van '${environment}' niet lezen; het hoort bij ${belongsTo}.`,
  noEnvironment: 'geen omgeving',
  /** @param {string[]} unknown */
  unknownFields: (unknown) => `Onbekende velden: ${unknown.join(', ')}.`,
  stateFieldsMissing: 'Geef enabled, version, canary en/of rollout op.',
  canaryOrRollout: 'Geef canary of rollout op, niet allebei.',
  enabledBoolean: 'enabled moet true of false zijn.',
  /** @param {string} version @param {string} remote */
  versionNotRegistered: (version, remote) => `Versie ${version} van ${remote} is niet geregistreerd.`,
  canaryShape: 'canary is null of { "version", "percent" } met een percentage van 1 tot en met 100.',
  /** @param {string} version @param {string} remote */
  canaryNotRegistered: (version, remote) => `Canary-versie ${version} van ${remote} is niet geregistreerd.`,
  rolloutShape: 'rollout is { "version", "steps", "hold" }, bijvoorbeeld { "version": "1.5.0", "steps": [5, 25, 50, 100], "hold": "30m" }.',
  /** @param {string} version @param {string} remote */
  rolloutNotRegistered: (version, remote) => `Uitrolversie ${version} van ${remote} is niet geregistreerd.`,
  versionRequired: 'version is verplicht: letters, cijfers en . _ + - (max. 100 tekens).',
  manifestRequired: 'manifest is verplicht: een http(s)-adres van mf-manifest.json.',
  /** @param {number} max */
  notesTooLong: (max) => `notes is tekst van hoogstens ${max} tekens.`,
  releaseNotRegistered: 'Deze release is niet geregistreerd.',
  /** @param {string} version @param {string} remote */
  releaseExists: (version, remote) => `Versie ${version} van ${remote} is al geregistreerd; releases zijn onveranderlijk.`,
  remoteAlreadyReported: 'Deze remote is voor deze paginalading al gemeld.',
  figureAlreadyReported: 'Dit cijfer is voor deze paginalading al gemeld.',
  /** @param {string} remote @param {string} environment @param {string} scope */
  figuresOutOfScope: (remote, environment, scope) => `Dit deploytoken mag de cijfers van mf-${remote} in '${environment}' niet lezen; het mag alleen ${scope}.`,
  environmentRequired: 'environment is verplicht.',
  remoteNotKnown: 'remote is geen bekende remote.',
  healthVersionRequired: 'version is verplicht (letters, cijfers, . _ + -).',
  canaryBoolean: 'canary moet true of false zijn.',
  pageLoadIdRequired: 'pageLoadId is verplicht (8 tot 64 letters, cijfers of -).',
  /** @param {readonly string[]} outcomes */
  outcomeOneOf: (outcomes) => `outcome is een van: ${outcomes.join(', ')}.`,
  /** @param {number} max */
  loadMsRange: (max) => `loadMs is een geheel aantal milliseconden van 0 tot en met ${max}.`,
  /** @param {string} field @param {string[]} allowed @param {string[]} unknown */
  scopeList: (field, allowed, unknown) => `${field}: een of meer van ${allowed.join(', ')}, gescheiden door komma's${unknown.length ? ` (onbekend: ${unknown.join(', ')})` : ''}.`,
  noScope: 'niets (geen Deploytoken-vermelding)',
  /** @param {string} attempt @param {string} scope */
  outOfScope: (attempt, scope) => `Geweigerd: dit deploytoken mag niet ${attempt}; het mag alleen ${scope}.`,
  manifestOriginRefused: 'Dit manifest-adres is niet toegestaan: releases worden alleen geladen van de remote-adressen van het platform.',
  /** @param {string} url @param {string} reason */
  manifestUnreachable: (url, reason) => `Het manifest ${url} kon niet worden opgehaald: ${reason}`,
  /** @param {string} url */
  manifestTooLarge: (url) => `Het manifest ${url} is groter dan 1 MB: geen Module Federation-manifest.`,
  /** @param {string} url */
  manifestNotJson: (url) => `${url} is geen JSON: geen Module Federation-manifest.`,
  notAManifest: 'Dit is geen Module Federation-manifest (name, metaData, exposes en shared ontbreken).',
  /** @param {unknown} name @param {string} remote @param {string} scope */
  manifestWrongScope: (name, remote, scope) => `De naam '${name}' in het manifest is niet de scope van remote ${remote} ('${scope}').`,
  /** @param {string[]} missing @param {string} remote */
  manifestModulesMissing: (missing, remote) => `Module ${missing.map((name) => `'${name}'`).join(', ')} ontbreekt: het platformcontract vereist die van remote ${remote}.`,
  /** @param {string[]} changed @param {string} remote @param {string} version */
  releaseImmutable: (changed, remote, version) => `Releases zijn onveranderlijk: ${changed.join(', ')} van ${remote} ${version} kan niet worden gewijzigd. Registreer een nieuwe versie.`,
  releaseDeleteSuperAdminOnly: 'Alleen de superbeheerder kan een release verwijderen.',
  /** @param {string} remote @param {string} version @param {string[]} environments */
  releaseInUse: (remote, version, environments) => `${remote} ${version} is in gebruik in ${environments.join(', ')}.`,
  historyAppendOnly: 'Deze geschiedenis kan alleen worden aangevuld door het platform zelf: niemand wijzigt of verwijdert een regel.',
  /** @param {string} refusal */
  releaseNotDeletable: (refusal) => `Deze release kan niet worden verwijderd: ${refusal}`,
  /** @param {string} version @param {string} releaseRemote @param {string} remote */
  releaseOfOtherRemote: (version, releaseRemote, remote) => `Release ${version} hoort bij remote ${releaseRemote}, niet bij ${remote}.`,
  /** @param {string} version @param {string} releaseRemote @param {string} remote */
  canaryOfOtherRemote: (version, releaseRemote, remote) => `Canary-release ${version} hoort bij remote ${releaseRemote}, niet bij ${remote}.`,
  canaryPercent: 'Een canary heeft een percentage van 1 tot en met 100.',
  /** @param {string} remote @param {string} environment */
  notServed: (remote, environment) => `Remote mf-${remote} wordt in '${environment}' niet geserveerd.`,
  /** @param {string} version @param {string} where */
  notServedVersion: (version, where) => `Versie ${version} is niet de versie die deze gebruiker van ${where} krijgt.`,
  /** @param {boolean} canary @param {string} where */
  canaryFlagWrong: (canary, where) => `De canary-vlag klopt niet: deze gebruiker valt ${canary ? 'wel' : 'niet'} in de canary van ${where}.`,
  rangeOneOf: 'range is hour, day of week.',
  rolloutSteps: 'De stappen van een uitrol zijn 1 tot 10 hele percentages van 1 tot en met 100, bijvoorbeeld 5,25,50,100.',
  rolloutStepsRise: 'De stappen van een uitrol lopen op, bijvoorbeeld 5,25,50,100.',
  rolloutLastStep: 'De laatste stap van een uitrol is 100: dan wordt de canary de actieve versie.',
  rolloutHold: 'De wachttijd per stap is een getal met s, m of h (bijvoorbeeld 30m), van 1 seconde tot 7 dagen.',
  rolloutIncomplete: 'Een uitrol heeft stappen én een wachttijd per stap, bijvoorbeeld 5,25,50,100 en 30m.',
  /** @param {readonly string[]} names */
  metricOneOf: (names) => `metric is een van: ${names.join(', ')}.`,
  /** @param {string} metric @param {number} max */
  figureValueRange: (metric, max) => `value van ${metric} is een getal van 0 tot en met ${max}.`,
  healthProductOwnersOnly: 'Alleen productowners zien de gezondheid van remotes.',
  unknownCaller: 'onbekend',
};

module.exports = { fields, account, teacherRecord, analytics, drafts, ownDataAdmin, controlPlane };
