/**
 * The Phaser the game pages load: Phaser's own "core" entry (phaser/src/phaser-core.js) with what
 * both games use added (Container, particle emitters) and what they never run left out: the WebGL
 * renderer and its filters, physics, tilemaps, sound, every other game object (decision record
 * 035). The build aliases `phaser` to this file and sets Phaser's build flags (vite.config.ts);
 * TypeScript still reads Phaser's own types, so a game that reaches for something not listed
 * here typechecks but finds `undefined` (a browser test then logs "this.add.x is not a function"):
 * add it here, with its factory if it is made with `scene.add`.
 */
require('phaser-src/polyfills/requestVideoFrame');

var CONST = require('phaser-src/const');
var Extend = require('phaser-src/utils/object/Extend');

var Phaser = {
  Animations: require('phaser-src/animations'),
  BlendModes: require('phaser-src/renderer/BlendModes'),
  Cache: require('phaser-src/cache'),
  Cameras: { Scene2D: require('phaser-src/cameras/2d') },
  Core: require('phaser-src/core'),
  Class: require('phaser-src/utils/Class'),
  Data: require('phaser-src/data'),
  Display: { Masks: require('phaser-src/display/mask') },
  DOM: require('phaser-src/dom'),
  Events: require('phaser-src/events'),
  Game: require('phaser-src/core/Game'),
  GameObjects: {
    Events: require('phaser-src/gameobjects/events'),
    DisplayList: require('phaser-src/gameobjects/DisplayList'),
    GameObjectCreator: require('phaser-src/gameobjects/GameObjectCreator'),
    GameObjectFactory: require('phaser-src/gameobjects/GameObjectFactory'),
    UpdateList: require('phaser-src/gameobjects/UpdateList'),
    Components: require('phaser-src/gameobjects/components'),
    BuildGameObject: require('phaser-src/gameobjects/BuildGameObject'),
    BuildGameObjectAnimation: require('phaser-src/gameobjects/BuildGameObjectAnimation'),
    GameObject: require('phaser-src/gameobjects/GameObject'),
    Container: require('phaser-src/gameobjects/container/Container'),
    Graphics: require('phaser-src/gameobjects/graphics/Graphics'),
    Image: require('phaser-src/gameobjects/image/Image'),
    Particles: require('phaser-src/gameobjects/particles'),
    Rectangle: require('phaser-src/gameobjects/shape/rectangle/Rectangle'),
    Shape: require('phaser-src/gameobjects/shape/Shape'),
    Sprite: require('phaser-src/gameobjects/sprite/Sprite'),
    Text: require('phaser-src/gameobjects/text/Text'),
    Factories: {
      Container: require('phaser-src/gameobjects/container/ContainerFactory'),
      Graphics: require('phaser-src/gameobjects/graphics/GraphicsFactory'),
      Image: require('phaser-src/gameobjects/image/ImageFactory'),
      Particles: require('phaser-src/gameobjects/particles/ParticleEmitterFactory'),
      Rectangle: require('phaser-src/gameobjects/shape/rectangle/RectangleFactory'),
      Sprite: require('phaser-src/gameobjects/sprite/SpriteFactory'),
      Text: require('phaser-src/gameobjects/text/TextFactory'),
    },
  },
  Input: require('phaser-src/input'),
  Math: {
    Between: require('phaser-src/math/Between'),
    DegToRad: require('phaser-src/math/DegToRad'),
    FloatBetween: require('phaser-src/math/FloatBetween'),
    RadToDeg: require('phaser-src/math/RadToDeg'),
    Vector2: require('phaser-src/math/Vector2'),
  },
  Plugins: require('phaser-src/plugins'),
  Renderer: require('phaser-src/renderer'),
  Scale: require('phaser-src/scale'),
  ScaleModes: require('phaser-src/renderer/ScaleModes'),
  Scene: require('phaser-src/scene/Scene'),
  Scenes: require('phaser-src/scene'),
  Structs: require('phaser-src/structs'),
  Textures: require('phaser-src/textures'),
  Time: require('phaser-src/time'),
  TintModes: require('phaser-src/renderer/TintModes'),
  Tweens: require('phaser-src/tweens'),
};

Phaser = Extend(false, Phaser, CONST);

module.exports = Phaser;
