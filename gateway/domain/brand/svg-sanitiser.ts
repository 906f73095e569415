/**
 * The allow-list every brand SVG passes on its way OUT (/brands/<merchant>/<file>.svg), so a
 * logo that carries a script, by mistake or by intent, is served as a picture only. The answer
 * is also sandboxed by its Content-Security-Policy (imageContentSecurityPolicy); this is the
 * second wall. sanitize-html (htmlparser2 in XML mode, so case and self-closing tags survive).
 *
 * Kept: static drawing — shapes, paths, text, gradients, patterns, clip paths, masks, markers,
 * filters (without feImage), <use> and <image>, their presentation attributes, <style> sheets.
 * Dropped: <script>, <foreignObject> and everything in them; animation elements (they can set
 * attributes, href included); links (<a>, their content kept); every event handler and every
 * attribute not on the list; any href that is not a reference inside the document (#id), except
 * an <image> of embedded data:image/png|jpeg|webp|gif; any url(...) pointing outside the
 * document, in attributes and style sheets, and @import; a style sheet holding "<" or "&" (which
 * could only come from escaped markup); comments, processing instructions, DOCTYPEs and anything
 * else around the <svg> element.
 */
import sanitizeHtml from 'sanitize-html';

const svgNamespace = 'http://www.w3.org/2000/svg';
const xlinkNamespace = 'http://www.w3.org/1999/xlink';

const allowedTags = [
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker', 'image',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix',
  'feDiffuseLighting', 'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood',
  'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feMerge', 'feMergeNode',
  'feMorphology', 'feOffset', 'fePointLight', 'feSpecularLighting', 'feSpotLight', 'feTile',
  'feTurbulence',
];

/** Dropped together with everything inside them. */
const dropWithContent = [
  'script', 'foreignObject', 'iframe', 'object', 'embed', 'audio', 'video', 'canvas',
  'animate', 'animateMotion', 'animateTransform', 'set', 'discard', 'feImage', 'handler', 'listener',
];

const presentation = [
  'id', 'class', 'style', 'transform', 'lang', 'xml:space', 'xml:lang', 'role', 'aria-label', 'aria-hidden',
  'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'width', 'height',
  'd', 'points', 'pathLength', 'viewBox', 'preserveAspectRatio', 'version',
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin',
  'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'stroke-opacity', 'opacity', 'color',
  'display', 'visibility', 'overflow', 'clip', 'clip-path', 'clip-rule', 'mask', 'filter',
  'mix-blend-mode', 'isolation', 'paint-order', 'vector-effect', 'shape-rendering', 'text-rendering',
  'image-rendering', 'color-interpolation', 'color-interpolation-filters',
  'font-family', 'font-size', 'font-weight', 'font-style', 'font-variant', 'font-stretch',
  'letter-spacing', 'word-spacing', 'text-anchor', 'dominant-baseline', 'alignment-baseline',
  'baseline-shift', 'text-decoration', 'writing-mode', 'direction', 'dx', 'dy', 'rotate',
  'textLength', 'lengthAdjust', 'startOffset', 'method', 'spacing', 'side',
  'offset', 'stop-color', 'stop-opacity', 'gradientUnits', 'gradientTransform', 'spreadMethod',
  'patternUnits', 'patternContentUnits', 'patternTransform', 'clipPathUnits', 'maskUnits',
  'maskContentUnits', 'markerWidth', 'markerHeight', 'markerUnits', 'refX', 'refY', 'orient',
  'marker-start', 'marker-mid', 'marker-end',
  'filterUnits', 'primitiveUnits', 'in', 'in2', 'result', 'stdDeviation', 'mode', 'type', 'values',
  'operator', 'k1', 'k2', 'k3', 'k4', 'flood-color', 'flood-opacity', 'lighting-color', 'radius',
  'scale', 'xChannelSelector', 'yChannelSelector', 'baseFrequency', 'numOctaves', 'seed',
  'stitchTiles', 'tableValues', 'slope', 'intercept', 'amplitude', 'exponent', 'order',
  'kernelMatrix', 'divisor', 'bias', 'targetX', 'targetY', 'edgeMode', 'preserveAlpha',
  'surfaceScale', 'diffuseConstant', 'specularConstant', 'specularExponent', 'kernelUnitLength',
  'azimuth', 'elevation', 'z', 'pointsAtX', 'pointsAtY', 'pointsAtZ', 'limitingConeAngle',
  'href', 'xlink:href',
];

/** A reference inside the document: "#id". */
const localReference = /^#[A-Za-z_][\w.:-]*$/;
/** A picture embedded in the file itself. */
const embeddedImage = /^data:image\/(?:png|jpeg|webp|gif);base64,[A-Za-z0-9+/=\s]+$/;
/** url(...) whose target is not "#id" (quotes and spaces allowed around it). */
const outsideUrl = /url\(\s*(?!['"]?\s*#)/i;

function keepsAttribute(tag: string, name: string, value: string): boolean {
  if (name === 'href' || name === 'xlink:href') {
    return localReference.test(value.trim()) || (tag === 'image' && embeddedImage.test(value.trim()));
  }
  return !outsideUrl.test(value) && !/@import|expression\s*\(|javascript:/i.test(value);
}

function unsafeSheet(css: string): boolean {
  return /[<&]|@import|expression\s*\(|javascript:/i.test(css) || outsideUrl.test(css);
}

const options: sanitizeHtml.IOptions = {
  parser: { xmlMode: true },
  allowedTags,
  allowVulnerableTags: true, // <style>: its sheet is checked by exclusiveFilter below
  allowedAttributes: { '*': presentation, svg: [...presentation, 'xmlns', 'xmlns:xlink'] },
  allowedSchemes: [],
  allowedSchemesByTag: { image: ['data'] },
  allowProtocolRelative: false,
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  nonTextTags: dropWithContent,
  transformTags: {
    '*': (tagName, attribs) => {
      const kept: Record<string, string> = {};
      for (const [name, value] of Object.entries(attribs)) {
        if (keepsAttribute(tagName, name, value)) kept[name] = value;
      }
      if (tagName === 'svg') {
        kept.xmlns = svgNamespace;
        if (kept['xmlns:xlink'] !== undefined) kept['xmlns:xlink'] = xlinkNamespace;
      }
      return { tagName, attribs: kept };
    },
  },
  // sanitize-html writes a style sheet out as it is: drop one that reaches outside or hides markup.
  exclusiveFilter: (frame) => frame.tag === 'style' && unsafeSheet(frame.text),
};

/** The SVG with only what draws it: from its <svg> to its </svg>, nothing around them. */
export function sanitiseSvg(svg: string): string {
  const clean = sanitizeHtml(svg, options);
  const start = clean.indexOf('<svg');
  const end = clean.lastIndexOf('</svg>');
  return start === -1 || end < start ? '' : clean.slice(start, end + '</svg>'.length);
}
