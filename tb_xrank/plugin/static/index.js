// \0rolldown/runtime.js
var e = Object.defineProperty, t = (t, n) => {
	let r = {};
	for (var i in t) e(r, i, {
		get: t[i],
		enumerable: !0
	});
	return n || e(r, Symbol.toStringTag, { value: "Module" }), r;
};
// src/api.ts
async function n(e) {
	let t = await fetch(new URL(e, document.baseURI).toString()), n = await t.text();
	try {
		return {
			status: t.status,
			body: JSON.parse(n)
		};
	} catch {
		return {
			status: t.status,
			body: n
		};
	}
}
var r = /* @__PURE__ */ new Map();
function i(e) {
	let t = r.get(e);
	if (!t) for (t = n(e), r.set(e, t), t.then((t) => {
		t.status !== 200 && r.delete(e);
	}, () => r.delete(e)); r.size > 128;) r.delete(r.keys().next().value);
	return t;
}
var a = () => r.clear(), o = () => n("runs"), s = (e) => n(`summary?run=${encodeURIComponent(e)}`), c = (e, t) => i(`collective?run=${encodeURIComponent(e)}&id=${encodeURIComponent(t)}`), l = (e, t) => i(`step?run=${encodeURIComponent(e)}&step=${t}`), u = (e, t, r = {}) => {
	let i = new URLSearchParams({
		a: e,
		b: t
	});
	for (let [e, t] of Object.entries(r)) t !== void 0 && i.set(e, String(t));
	return n(`compare?${i}`);
}, d = function(e, t) {
	return d = Object.setPrototypeOf || { __proto__: [] } instanceof Array && function(e, t) {
		e.__proto__ = t;
	} || function(e, t) {
		for (var n in t) Object.prototype.hasOwnProperty.call(t, n) && (e[n] = t[n]);
	}, d(e, t);
};
function f(e, t) {
	if (typeof t != "function" && t !== null) throw TypeError("Class extends value " + String(t) + " is not a constructor or null");
	d(e, t);
	function n() {
		this.constructor = e;
	}
	e.prototype = t === null ? Object.create(t) : (n.prototype = t.prototype, new n());
}
// ../../../work/main/frontend/node_modules/zrender/lib/core/env.js
var p = function() {
	function e() {
		this.firefox = !1, this.ie = !1, this.edge = !1, this.newEdge = !1, this.weChat = !1;
	}
	return e;
}(), m = new (function() {
	function e() {
		this.browser = new p(), this.node = !1, this.wxa = !1, this.worker = !1, this.svgSupported = !1, this.touchEventsSupported = !1, this.pointerEventsSupported = !1, this.domSupported = !1, this.transformSupported = !1, this.transform3dSupported = !1, this.hasGlobalWindow = typeof window < "u";
	}
	return e;
}())();
typeof wx == "object" && typeof wx.getSystemInfoSync == "function" ? (m.wxa = !0, m.touchEventsSupported = !0) : typeof document > "u" && typeof self < "u" ? m.worker = !0 : !m.hasGlobalWindow || "Deno" in window ? (m.node = !0, m.svgSupported = !0) : h(navigator.userAgent, m);
function h(e, t) {
	var n = t.browser, r = e.match(/Firefox\/([\d.]+)/), i = e.match(/MSIE\s([\d.]+)/) || e.match(/Trident\/.+?rv:(([\d.]+))/), a = e.match(/Edge?\/([\d.]+)/), o = /micromessenger/i.test(e);
	r && (n.firefox = !0, n.version = r[1]), i && (n.ie = !0, n.version = i[1]), a && (n.edge = !0, n.version = a[1], n.newEdge = +a[1].split(".")[0] > 18), o && (n.weChat = !0), t.svgSupported = typeof SVGRect < "u", t.touchEventsSupported = "ontouchstart" in window && !n.ie && !n.edge, t.pointerEventsSupported = "onpointerdown" in window && (n.edge || n.ie && +n.version >= 11), t.domSupported = typeof document < "u";
	var s = document.documentElement.style;
	t.transform3dSupported = (n.ie && "transition" in s || n.edge || "WebKitCSSMatrix" in window && "m11" in new WebKitCSSMatrix() || "MozPerspective" in s) && !("OTransition" in s), t.transformSupported = t.transform3dSupported || n.ie && +n.version >= 9;
}
var g = "12px sans-serif", _ = 20, v = 100, y = "007LLmW'55;N0500LLLLLLLLLL00NNNLzWW\\\\WQb\\0FWLg\\bWb\\WQ\\WrWWQ000CL5LLFLL0LL**F*gLLLL5F0LF\\FFF5.5N";
function b(e) {
	var t = {};
	if (typeof JSON > "u") return t;
	for (var n = 0; n < e.length; n++) {
		var r = String.fromCharCode(n + 32);
		t[r] = (e.charCodeAt(n) - _) / v;
	}
	return t;
}
var x = b(y), S = {
	createCanvas: function() {
		return typeof document < "u" && document.createElement("canvas");
	},
	measureText: (function() {
		var e, t;
		return function(n, r) {
			if (!e) {
				var i = S.createCanvas();
				e = i && i.getContext("2d");
			}
			if (e) return t !== r && (t = e.font = r || "12px sans-serif"), e.measureText(n);
			n = n || "", r = r || "12px sans-serif";
			var a = /((?:\d+)?\.?\d*)px/.exec(r), o = a && +a[1] || 12, s = 0;
			if (r.indexOf("mono") >= 0) s = o * n.length;
			else for (var c = 0; c < n.length; c++) {
				var l = x[n[c]];
				s += l == null ? o : l * o;
			}
			return { width: s };
		};
	})(),
	loadImage: function(e, t, n) {
		var r = new Image();
		return r.onload = t, r.onerror = n, r.src = e, r;
	}
}, C = z([
	"Function",
	"RegExp",
	"Date",
	"Error",
	"CanvasGradient",
	"CanvasPattern",
	"Image",
	"Canvas"
], function(e, t) {
	return e["[object " + t + "]"] = !0, e;
}, {}), w = z([
	"Int8",
	"Uint8",
	"Uint8Clamped",
	"Int16",
	"Uint16",
	"Int32",
	"Uint32",
	"Float32",
	"Float64"
], function(e, t) {
	return e["[object " + t + "Array]"] = !0, e;
}, {}), T = Object.prototype.toString, E = Array.prototype, D = E.forEach, O = E.filter, k = E.slice, A = E.map, j = function() {}.constructor, ee = j ? j.prototype : null, te = "__proto__", ne = 2311;
function re() {
	return ne++;
}
function ie() {
	var e = [...arguments];
	typeof console < "u" && console.error.apply(console, e);
}
function M(e) {
	if (typeof e != "object" || !e) return e;
	var t = e, n = T.call(e);
	if (n === "[object Array]") {
		if (!De(e)) {
			t = [];
			for (var r = 0, i = e.length; r < i; r++) t[r] = M(e[r]);
		}
	} else if (w[n]) {
		if (!De(e)) {
			var a = e.constructor;
			if (a.from) t = a.from(e);
			else {
				t = new a(e.length);
				for (var r = 0, i = e.length; r < i; r++) t[r] = e[r];
			}
		}
	} else if (!C[n] && !De(e) && !he(e)) for (var o in t = {}, e) e.hasOwnProperty(o) && o !== te && (t[o] = M(e[o]));
	return t;
}
function N(e, t, n) {
	if (!G(t) || !G(e)) return n ? M(t) : e;
	for (var r in t) if (t.hasOwnProperty(r) && r !== te) {
		var i = e[r], a = t[r];
		G(a) && G(i) && !H(a) && !H(i) && !he(a) && !he(i) && !pe(a) && !pe(i) && !De(a) && !De(i) ? N(i, a, n) : (n || !(r in e)) && (e[r] = M(t[r]));
	}
	return e;
}
function P(e, t) {
	if (Object.assign) Object.assign(e, t);
	else for (var n in t) t.hasOwnProperty(n) && n !== te && (e[n] = t[n]);
	return e;
}
function F(e, t, n) {
	for (var r = B(t), i = 0, a = r.length; i < a; i++) {
		var o = r[i];
		(n ? t[o] != null : e[o] == null) && (e[o] = t[o]);
	}
	return e;
}
S.createCanvas;
function I(e, t) {
	if (e) {
		if (e.indexOf) return e.indexOf(t);
		for (var n = 0, r = e.length; n < r; n++) if (e[n] === t) return n;
	}
	return -1;
}
function ae(e, t) {
	var n = e.prototype;
	function r() {}
	for (var i in r.prototype = t.prototype, e.prototype = new r(), n) n.hasOwnProperty(i) && (e.prototype[i] = n[i]);
	e.prototype.constructor = e, e.superClass = t;
}
function oe(e, t, n) {
	if (e = "prototype" in e ? e.prototype : e, t = "prototype" in t ? t.prototype : t, Object.getOwnPropertyNames) for (var r = Object.getOwnPropertyNames(t), i = 0; i < r.length; i++) {
		var a = r[i];
		a !== "constructor" && (n ? t[a] != null : e[a] == null) && (e[a] = t[a]);
	}
	else F(e, t, n);
}
function se(e) {
	return !e || typeof e == "string" ? !1 : typeof e.length == "number";
}
function L(e, t, n) {
	if (e && t) {
		if (e.forEach && e.forEach === D) e.forEach(t, n);
		else if (e.length === +e.length) for (var r = 0, i = e.length; r < i; r++) t.call(n, e[r], r, e);
		else for (var a in e) e.hasOwnProperty(a) && t.call(n, e[a], a, e);
	}
}
function R(e, t, n) {
	if (!e) return [];
	if (!t) return xe(e);
	if (e.map && e.map === A) return e.map(t, n);
	for (var r = [], i = 0, a = e.length; i < a; i++) r.push(t.call(n, e[i], i, e));
	return r;
}
function z(e, t, n, r) {
	if (e && t) {
		for (var i = 0, a = e.length; i < a; i++) n = t.call(r, n, e[i], i, e);
		return n;
	}
}
function ce(e, t, n) {
	if (!e) return [];
	if (!t) return xe(e);
	if (e.filter && e.filter === O) return e.filter(t, n);
	for (var r = [], i = 0, a = e.length; i < a; i++) t.call(n, e[i], i, e) && r.push(e[i]);
	return r;
}
function B(e) {
	if (!e) return [];
	if (Object.keys) return Object.keys(e);
	var t = [];
	for (var n in e) e.hasOwnProperty(n) && t.push(n);
	return t;
}
function le(e, t) {
	var n = [...arguments].slice(2);
	return function() {
		return e.apply(t, n.concat(k.call(arguments)));
	};
}
var V = ee && U(ee.bind) ? ee.call.bind(ee.bind) : le;
function ue(e) {
	var t = [...arguments].slice(1);
	return function() {
		return e.apply(this, t.concat(k.call(arguments)));
	};
}
function H(e) {
	return Array.isArray ? Array.isArray(e) : T.call(e) === "[object Array]";
}
function U(e) {
	return typeof e == "function";
}
function W(e) {
	return typeof e == "string";
}
function de(e) {
	return T.call(e) === "[object String]";
}
function fe(e) {
	return typeof e == "number";
}
function G(e) {
	var t = typeof e;
	return t === "function" || !!e && t === "object";
}
function pe(e) {
	return !!C[T.call(e)];
}
function me(e) {
	return !!w[T.call(e)];
}
function he(e) {
	return typeof e == "object" && typeof e.nodeType == "number" && typeof e.ownerDocument == "object";
}
function ge(e) {
	return e.colorStops != null;
}
function _e(e) {
	return e.image != null;
}
function ve(e) {
	return e !== e;
}
function ye() {
	for (var e = [...arguments], t = 0, n = e.length; t < n; t++) if (e[t] != null) return e[t];
}
function K(e, t) {
	return e ?? t;
}
function be(e, t, n) {
	return e ?? t ?? n;
}
function xe(e) {
	var t = [...arguments].slice(1);
	return k.apply(e, t);
}
function Se(e) {
	if (typeof e == "number") return [
		e,
		e,
		e,
		e
	];
	var t = e.length;
	return t === 2 ? [
		e[0],
		e[1],
		e[0],
		e[1]
	] : t === 3 ? [
		e[0],
		e[1],
		e[2],
		e[1]
	] : e;
}
function Ce(e, t) {
	if (!e) throw Error(t);
}
function we(e) {
	return e == null ? null : typeof e.trim == "function" ? e.trim() : e.replace(/^[\s\uFEFF\xA0]+|[\s\uFEFF\xA0]+$/g, "");
}
var Te = "__ec_primitive__";
function Ee(e) {
	e[Te] = !0;
}
function De(e) {
	return e[Te];
}
var Oe = function() {
	function e() {
		this.data = {};
	}
	return e.prototype.delete = function(e) {
		var t = this.has(e);
		return t && delete this.data[e], t;
	}, e.prototype.has = function(e) {
		return this.data.hasOwnProperty(e);
	}, e.prototype.get = function(e) {
		return this.data[e];
	}, e.prototype.set = function(e, t) {
		return this.data[e] = t, this;
	}, e.prototype.keys = function() {
		return B(this.data);
	}, e.prototype.forEach = function(e) {
		var t = this.data;
		for (var n in t) t.hasOwnProperty(n) && e(t[n], n);
	}, e;
}(), ke = typeof Map == "function";
function Ae() {
	return ke ? /* @__PURE__ */ new Map() : new Oe();
}
var je = function() {
	function e(t) {
		var n = H(t);
		this.data = Ae();
		var r = this;
		t instanceof e ? t.each(i) : t && L(t, i);
		function i(e, t) {
			n ? r.set(e, t) : r.set(t, e);
		}
	}
	return e.prototype.hasKey = function(e) {
		return this.data.has(e);
	}, e.prototype.get = function(e) {
		return this.data.get(e);
	}, e.prototype.set = function(e, t) {
		return this.data.set(e, t), t;
	}, e.prototype.each = function(e, t) {
		this.data.forEach(function(n, r) {
			e.call(t, n, r);
		});
	}, e.prototype.keys = function() {
		var e = this.data.keys();
		return ke ? Array.from(e) : e;
	}, e.prototype.removeKey = function(e) {
		this.data.delete(e);
	}, e;
}();
function q(e) {
	return new je(e);
}
function Me(e, t) {
	for (var n = new e.constructor(e.length + t.length), r = 0; r < e.length; r++) n[r] = e[r];
	for (var i = e.length, r = 0; r < t.length; r++) n[r + i] = t[r];
	return n;
}
function Ne(e, t) {
	var n;
	if (Object.create) n = Object.create(e);
	else {
		var r = function() {};
		r.prototype = e, n = new r();
	}
	return t && P(n, t), n;
}
function Pe(e) {
	var t = e.style;
	t.webkitUserSelect = "none", t.userSelect = "none", t.webkitTapHighlightColor = "rgba(0,0,0,0)", t["-webkit-touch-callout"] = "none";
}
function J(e, t) {
	return e.hasOwnProperty(t);
}
function Fe() {}
var Ie = 180 / Math.PI;
// ../../../work/main/frontend/node_modules/zrender/lib/core/vector.js
function Le(e, t) {
	return e ?? (e = 0), t ?? (t = 0), [e, t];
}
function Re(e) {
	return [e[0], e[1]];
}
function ze(e, t, n) {
	return e[0] = t[0] + n[0], e[1] = t[1] + n[1], e;
}
function Be(e, t, n) {
	return e[0] = t[0] - n[0], e[1] = t[1] - n[1], e;
}
function Ve(e) {
	return Math.sqrt(He(e));
}
function He(e) {
	return e[0] * e[0] + e[1] * e[1];
}
function Ue(e, t, n) {
	return e[0] = t[0] * n, e[1] = t[1] * n, e;
}
function We(e, t) {
	var n = Ve(t);
	return n === 0 ? (e[0] = 0, e[1] = 0) : (e[0] = t[0] / n, e[1] = t[1] / n), e;
}
function Ge(e, t) {
	return Math.sqrt((e[0] - t[0]) * (e[0] - t[0]) + (e[1] - t[1]) * (e[1] - t[1]));
}
var Ke = Ge;
function qe(e, t) {
	return (e[0] - t[0]) * (e[0] - t[0]) + (e[1] - t[1]) * (e[1] - t[1]);
}
var Je = qe;
function Ye(e, t, n) {
	var r = t[0], i = t[1];
	return e[0] = n[0] * r + n[2] * i + n[4], e[1] = n[1] * r + n[3] * i + n[5], e;
}
function Xe(e, t, n) {
	return e[0] = Math.min(t[0], n[0]), e[1] = Math.min(t[1], n[1]), e;
}
function Ze(e, t, n) {
	return e[0] = Math.max(t[0], n[0]), e[1] = Math.max(t[1], n[1]), e;
}
// ../../../work/main/frontend/node_modules/zrender/lib/mixin/Draggable.js
var Qe = function() {
	function e(e, t) {
		this.target = e, this.topTarget = t && t.topTarget;
	}
	return e;
}(), $e = function() {
	function e(e) {
		this.handler = e, e.on("mousedown", this._dragStart, this), e.on("mousemove", this._drag, this), e.on("mouseup", this._dragEnd, this);
	}
	return e.prototype._dragStart = function(e) {
		for (var t = e.target; t && !t.draggable;) t = t.parent || t.__hostTarget;
		t && (this._draggingTarget = t, t.dragging = !0, this._x = e.offsetX, this._y = e.offsetY, this.handler.dispatchToElement(new Qe(t, e), "dragstart", e.event));
	}, e.prototype._drag = function(e) {
		var t = this._draggingTarget;
		if (t) {
			var n = e.offsetX, r = e.offsetY, i = n - this._x, a = r - this._y;
			this._x = n, this._y = r, t.drift(i, a, e), this.handler.dispatchToElement(new Qe(t, e), "drag", e.event);
			var o = this.handler.findHover(n, r, t).target, s = this._dropTarget;
			this._dropTarget = o, t !== o && (s && o !== s && this.handler.dispatchToElement(new Qe(s, e), "dragleave", e.event), o && o !== s && this.handler.dispatchToElement(new Qe(o, e), "dragenter", e.event));
		}
	}, e.prototype._dragEnd = function(e) {
		var t = this._draggingTarget;
		t && (t.dragging = !1), this.handler.dispatchToElement(new Qe(t, e), "dragend", e.event), this._dropTarget && this.handler.dispatchToElement(new Qe(this._dropTarget, e), "drop", e.event), this._draggingTarget = null, this._dropTarget = null;
	}, e;
}(), et = function() {
	function e(e) {
		e && (this._$eventProcessor = e);
	}
	return e.prototype.on = function(e, t, n, r) {
		this._$handlers || (this._$handlers = {});
		var i = this._$handlers;
		if (typeof t == "function" && (r = n, n = t, t = null), !n || !e) return this;
		var a = this._$eventProcessor;
		t != null && a && a.normalizeQuery && (t = a.normalizeQuery(t)), i[e] || (i[e] = []);
		for (var o = 0; o < i[e].length; o++) if (i[e][o].h === n) return this;
		var s = {
			h: n,
			query: t,
			ctx: r || this,
			callAtLast: n.zrEventfulCallAtLast
		}, c = i[e].length - 1, l = i[e][c];
		return l && l.callAtLast ? i[e].splice(c, 0, s) : i[e].push(s), this;
	}, e.prototype.isSilent = function(e) {
		var t = this._$handlers;
		return !t || !t[e] || !t[e].length;
	}, e.prototype.off = function(e, t) {
		var n = this._$handlers;
		if (!n) return this;
		if (!e) return this._$handlers = {}, this;
		if (t) {
			if (n[e]) {
				for (var r = [], i = 0, a = n[e].length; i < a; i++) n[e][i].h !== t && r.push(n[e][i]);
				n[e] = r;
			}
			n[e] && n[e].length === 0 && delete n[e];
		} else delete n[e];
		return this;
	}, e.prototype.trigger = function(e) {
		var t = [...arguments].slice(1);
		if (!this._$handlers) return this;
		var n = this._$handlers[e], r = this._$eventProcessor;
		if (n) for (var i = t.length, a = n.length, o = 0; o < a; o++) {
			var s = n[o];
			if (!(r && r.filter && s.query != null && !r.filter(e, s.query))) switch (i) {
				case 0:
					s.h.call(s.ctx);
					break;
				case 1:
					s.h.call(s.ctx, t[0]);
					break;
				case 2:
					s.h.call(s.ctx, t[0], t[1]);
					break;
				default: s.h.apply(s.ctx, t);
			}
		}
		return r && r.afterTrigger && r.afterTrigger(e), this;
	}, e.prototype.triggerWithContext = function(e) {
		var t = [...arguments].slice(1);
		if (!this._$handlers) return this;
		var n = this._$handlers[e], r = this._$eventProcessor;
		if (n) for (var i = t.length, a = t[i - 1], o = n.length, s = 0; s < o; s++) {
			var c = n[s];
			if (!(r && r.filter && c.query != null && !r.filter(e, c.query))) switch (i) {
				case 0:
					c.h.call(a);
					break;
				case 1:
					c.h.call(a, t[0]);
					break;
				case 2:
					c.h.call(a, t[0], t[1]);
					break;
				default: c.h.apply(a, t.slice(1, i - 1));
			}
		}
		return r && r.afterTrigger && r.afterTrigger(e), this;
	}, e;
}(), tt = Math.log(2);
function nt(e, t, n, r, i, a) {
	var o = r + "-" + i, s = e.length;
	if (a.hasOwnProperty(o)) return a[o];
	if (t === 1) {
		var c = Math.round(Math.log((1 << s) - 1 & ~i) / tt);
		return e[n][c];
	}
	for (var l = r | 1 << n, u = n + 1; r & 1 << u;) u++;
	for (var d = 0, f = 0, p = 0; f < s; f++) {
		var m = 1 << f;
		m & i || (d += (p % 2 ? -1 : 1) * e[n][f] * nt(e, t - 1, u, l, i | m, a), p++);
	}
	return a[o] = d, d;
}
function rt(e, t) {
	var n = [
		[
			e[0],
			e[1],
			1,
			0,
			0,
			0,
			-t[0] * e[0],
			-t[0] * e[1]
		],
		[
			0,
			0,
			0,
			e[0],
			e[1],
			1,
			-t[1] * e[0],
			-t[1] * e[1]
		],
		[
			e[2],
			e[3],
			1,
			0,
			0,
			0,
			-t[2] * e[2],
			-t[2] * e[3]
		],
		[
			0,
			0,
			0,
			e[2],
			e[3],
			1,
			-t[3] * e[2],
			-t[3] * e[3]
		],
		[
			e[4],
			e[5],
			1,
			0,
			0,
			0,
			-t[4] * e[4],
			-t[4] * e[5]
		],
		[
			0,
			0,
			0,
			e[4],
			e[5],
			1,
			-t[5] * e[4],
			-t[5] * e[5]
		],
		[
			e[6],
			e[7],
			1,
			0,
			0,
			0,
			-t[6] * e[6],
			-t[6] * e[7]
		],
		[
			0,
			0,
			0,
			e[6],
			e[7],
			1,
			-t[7] * e[6],
			-t[7] * e[7]
		]
	], r = {}, i = nt(n, 8, 0, 0, 0, r);
	if (i !== 0) {
		for (var a = [], o = 0; o < 8; o++) for (var s = 0; s < 8; s++) a[s] ?? (a[s] = 0), a[s] += ((o + s) % 2 ? -1 : 1) * nt(n, 7, +(o === 0), 1 << o, 1 << s, r) / i * t[o];
		return function(e, t, n) {
			var r = t * a[6] + n * a[7] + 1;
			e[0] = (t * a[0] + n * a[1] + a[2]) / r, e[1] = (t * a[3] + n * a[4] + a[5]) / r;
		};
	}
}
// ../../../work/main/frontend/node_modules/zrender/lib/core/dom.js
var it = "___zrEVENTSAVED", at = [];
function ot(e, t, n, r, i) {
	return st(at, t, r, i, !0) && st(e, n, at[0], at[1]);
}
function st(e, t, n, r, i) {
	if (t.getBoundingClientRect && m.domSupported && !ut(t)) {
		var a = t[it] || (t[it] = {}), o = lt(ct(t, a), a, i);
		if (o) return o(e, n, r), !0;
	}
	return !1;
}
function ct(e, t) {
	var n = t.markers;
	if (n) return n;
	n = t.markers = [];
	for (var r = ["left", "right"], i = ["top", "bottom"], a = 0; a < 4; a++) {
		var o = document.createElement("div"), s = o.style, c = a % 2, l = (a >> 1) % 2;
		s.cssText = [
			"position: absolute",
			"visibility: hidden",
			"padding: 0",
			"margin: 0",
			"border-width: 0",
			"user-select: none",
			"width:0",
			"height:0",
			r[c] + ":0",
			i[l] + ":0",
			r[1 - c] + ":auto",
			i[1 - l] + ":auto",
			""
		].join("!important;"), e.appendChild(o), n.push(o);
	}
	return n;
}
function lt(e, t, n) {
	for (var r = n ? "invTrans" : "trans", i = t[r], a = t.srcCoords, o = [], s = [], c = !0, l = 0; l < 4; l++) {
		var u = e[l].getBoundingClientRect(), d = 2 * l, f = u.left, p = u.top;
		o.push(f, p), c = c && a && f === a[d] && p === a[d + 1], s.push(e[l].offsetLeft, e[l].offsetTop);
	}
	return c && i ? i : (t.srcCoords = o, t[r] = n ? rt(s, o) : rt(o, s));
}
function ut(e) {
	return e.nodeName.toUpperCase() === "CANVAS";
}
var dt = /([&<>"'])/g, ft = {
	"&": "&amp;",
	"<": "&lt;",
	">": "&gt;",
	"\"": "&quot;",
	"'": "&#39;"
};
function pt(e) {
	return e == null ? "" : (e + "").replace(dt, function(e, t) {
		return ft[t];
	});
}
// ../../../work/main/frontend/node_modules/zrender/lib/core/event.js
var mt = /^(?:mouse|pointer|contextmenu|drag|drop)|click/, ht = [], gt = m.browser.firefox && +m.browser.version.split(".")[0] < 39;
function _t(e, t, n, r) {
	return n = n || {}, r ? vt(e, t, n) : gt && t.layerX != null && t.layerX !== t.offsetX ? (n.zrX = t.layerX, n.zrY = t.layerY) : t.offsetX == null ? vt(e, t, n) : (n.zrX = t.offsetX, n.zrY = t.offsetY), n;
}
function vt(e, t, n) {
	if (m.domSupported && e.getBoundingClientRect) {
		var r = t.clientX, i = t.clientY;
		if (ut(e)) {
			var a = e.getBoundingClientRect();
			n.zrX = r - a.left, n.zrY = i - a.top;
			return;
		}
		if (st(ht, e, r, i)) {
			n.zrX = ht[0], n.zrY = ht[1];
			return;
		}
	}
	n.zrX = n.zrY = 0;
}
function yt(e) {
	return e || window.event;
}
function bt(e, t, n) {
	if (t = yt(t), t.zrX != null) return t;
	var r = t.type;
	if (r && r.indexOf("touch") >= 0) {
		var i = r === "touchend" ? t.changedTouches[0] : t.targetTouches[0];
		i && _t(e, i, t, n);
	} else {
		_t(e, t, t, n);
		var a = xt(t);
		t.zrDelta = a ? a / 120 : -(t.detail || 0) / 3;
	}
	var o = t.button;
	return t.which == null && o !== void 0 && mt.test(t.type) && (t.which = o & 1 ? 1 : o & 2 ? 3 : o & 4 ? 2 : 0), t;
}
function xt(e) {
	var t = e.wheelDelta;
	if (t) return t;
	var n = e.deltaX, r = e.deltaY;
	if (n == null || r == null) return t;
	var i = Math.abs(r === 0 ? n : r), a = r > 0 ? -1 : r < 0 ? 1 : n > 0 ? -1 : 1;
	return 3 * i * a;
}
function St(e, t, n, r) {
	e.addEventListener(t, n, r);
}
function Ct(e, t, n, r) {
	e.removeEventListener(t, n, r);
}
var wt = function(e) {
	e.preventDefault(), e.stopPropagation(), e.cancelBubble = !0;
};
function Tt(e) {
	return e.which === 2 || e.which === 3;
}
// ../../../work/main/frontend/node_modules/zrender/lib/core/GestureMgr.js
var Et = function() {
	function e() {
		this._track = [];
	}
	return e.prototype.recognize = function(e, t, n) {
		return this._doTrack(e, t, n), this._recognize(e);
	}, e.prototype.clear = function() {
		return this._track.length = 0, this;
	}, e.prototype._doTrack = function(e, t, n) {
		var r = e.touches;
		if (r) {
			for (var i = {
				points: [],
				touches: [],
				target: t,
				event: e
			}, a = 0, o = r.length; a < o; a++) {
				var s = r[a], c = _t(n, s, {});
				i.points.push([c.zrX, c.zrY]), i.touches.push(s);
			}
			this._track.push(i);
		}
	}, e.prototype._recognize = function(e) {
		for (var t in kt) if (kt.hasOwnProperty(t)) {
			var n = kt[t](this._track, e);
			if (n) return n;
		}
	}, e;
}();
function Dt(e) {
	var t = e[1][0] - e[0][0], n = e[1][1] - e[0][1];
	return Math.sqrt(t * t + n * n);
}
function Ot(e) {
	return [(e[0][0] + e[1][0]) / 2, (e[0][1] + e[1][1]) / 2];
}
var kt = { pinch: function(e, t) {
	var n = e.length;
	if (n) {
		var r = (e[n - 1] || {}).points, i = (e[n - 2] || {}).points || r;
		if (i && i.length > 1 && r && r.length > 1) {
			var a = Dt(r) / Dt(i);
			!isFinite(a) && (a = 1), t.pinchScale = a;
			var o = Ot(r);
			return t.pinchX = o[0], t.pinchY = o[1], {
				type: "pinch",
				target: e[0].target,
				event: t
			};
		}
	}
} };
// ../../../work/main/frontend/node_modules/zrender/lib/core/matrix.js
function At() {
	return [
		1,
		0,
		0,
		1,
		0,
		0
	];
}
function jt(e) {
	return e[0] = 1, e[1] = 0, e[2] = 0, e[3] = 1, e[4] = 0, e[5] = 0, e;
}
function Mt(e, t) {
	return e[0] = t[0], e[1] = t[1], e[2] = t[2], e[3] = t[3], e[4] = t[4], e[5] = t[5], e;
}
function Nt(e, t, n) {
	var r = t[0] * n[0] + t[2] * n[1], i = t[1] * n[0] + t[3] * n[1], a = t[0] * n[2] + t[2] * n[3], o = t[1] * n[2] + t[3] * n[3], s = t[0] * n[4] + t[2] * n[5] + t[4], c = t[1] * n[4] + t[3] * n[5] + t[5];
	return e[0] = r, e[1] = i, e[2] = a, e[3] = o, e[4] = s, e[5] = c, e;
}
function Pt(e, t, n) {
	return e[0] = t[0], e[1] = t[1], e[2] = t[2], e[3] = t[3], e[4] = t[4] + n[0], e[5] = t[5] + n[1], e;
}
function Ft(e, t, n, r) {
	r === void 0 && (r = [0, 0]);
	var i = t[0], a = t[2], o = t[4], s = t[1], c = t[3], l = t[5], u = Math.sin(n), d = Math.cos(n);
	return e[0] = i * d + s * u, e[1] = -i * u + s * d, e[2] = a * d + c * u, e[3] = -a * u + d * c, e[4] = d * (o - r[0]) + u * (l - r[1]) + r[0], e[5] = d * (l - r[1]) - u * (o - r[0]) + r[1], e;
}
function It(e, t, n) {
	var r = n[0], i = n[1];
	return e[0] = t[0] * r, e[1] = t[1] * i, e[2] = t[2] * r, e[3] = t[3] * i, e[4] = t[4] * r, e[5] = t[5] * i, e;
}
function Lt(e, t) {
	var n = t[0], r = t[2], i = t[4], a = t[1], o = t[3], s = t[5], c = n * o - a * r;
	return c ? (c = 1 / c, e[0] = o * c, e[1] = -a * c, e[2] = -r * c, e[3] = n * c, e[4] = (r * s - o * i) * c, e[5] = (a * i - n * s) * c, e) : null;
}
// ../../../work/main/frontend/node_modules/zrender/lib/core/Point.js
var Rt = function() {
	function e(e, t) {
		this.x = e || 0, this.y = t || 0;
	}
	return e.prototype.copy = function(e) {
		return this.x = e.x, this.y = e.y, this;
	}, e.prototype.clone = function() {
		return new e(this.x, this.y);
	}, e.prototype.set = function(e, t) {
		return this.x = e, this.y = t, this;
	}, e.prototype.equal = function(e) {
		return e.x === this.x && e.y === this.y;
	}, e.prototype.add = function(e) {
		return this.x += e.x, this.y += e.y, this;
	}, e.prototype.scale = function(e) {
		this.x *= e, this.y *= e;
	}, e.prototype.scaleAndAdd = function(e, t) {
		this.x += e.x * t, this.y += e.y * t;
	}, e.prototype.sub = function(e) {
		return this.x -= e.x, this.y -= e.y, this;
	}, e.prototype.dot = function(e) {
		return this.x * e.x + this.y * e.y;
	}, e.prototype.len = function() {
		return Math.sqrt(this.x * this.x + this.y * this.y);
	}, e.prototype.lenSquare = function() {
		return this.x * this.x + this.y * this.y;
	}, e.prototype.normalize = function() {
		var e = this.len();
		return this.x /= e, this.y /= e, this;
	}, e.prototype.distance = function(e) {
		var t = this.x - e.x, n = this.y - e.y;
		return Math.sqrt(t * t + n * n);
	}, e.prototype.distanceSquare = function(e) {
		var t = this.x - e.x, n = this.y - e.y;
		return t * t + n * n;
	}, e.prototype.negate = function() {
		return this.x = -this.x, this.y = -this.y, this;
	}, e.prototype.transform = function(e) {
		if (e) {
			var t = this.x, n = this.y;
			return this.x = e[0] * t + e[2] * n + e[4], this.y = e[1] * t + e[3] * n + e[5], this;
		}
	}, e.prototype.toArray = function(e) {
		return e[0] = this.x, e[1] = this.y, e;
	}, e.prototype.fromArray = function(e) {
		this.x = e[0], this.y = e[1];
	}, e.set = function(e, t, n) {
		e.x = t, e.y = n;
	}, e.copy = function(e, t) {
		e.x = t.x, e.y = t.y;
	}, e.len = function(e) {
		return Math.sqrt(e.x * e.x + e.y * e.y);
	}, e.lenSquare = function(e) {
		return e.x * e.x + e.y * e.y;
	}, e.dot = function(e, t) {
		return e.x * t.x + e.y * t.y;
	}, e.add = function(e, t, n) {
		e.x = t.x + n.x, e.y = t.y + n.y;
	}, e.sub = function(e, t, n) {
		e.x = t.x - n.x, e.y = t.y - n.y;
	}, e.scale = function(e, t, n) {
		e.x = t.x * n, e.y = t.y * n;
	}, e.scaleAndAdd = function(e, t, n, r) {
		e.x = t.x + n.x * r, e.y = t.y + n.y * r;
	}, e.lerp = function(e, t, n, r) {
		var i = 1 - r;
		e.x = i * t.x + r * n.x, e.y = i * t.y + r * n.y;
	}, e;
}(), zt = Math.min, Bt = Math.max, Vt = new Rt(), Ht = new Rt(), Ut = new Rt(), Wt = new Rt(), Gt = new Rt(), Kt = new Rt(), qt = function() {
	function e(e, t, n, r) {
		n < 0 && (e += n, n = -n), r < 0 && (t += r, r = -r), this.x = e, this.y = t, this.width = n, this.height = r;
	}
	return e.prototype.union = function(e) {
		var t = zt(e.x, this.x), n = zt(e.y, this.y);
		this.width = isFinite(this.x) && isFinite(this.width) ? Bt(e.x + e.width, this.x + this.width) - t : e.width, this.height = isFinite(this.y) && isFinite(this.height) ? Bt(e.y + e.height, this.y + this.height) - n : e.height, this.x = t, this.y = n;
	}, e.prototype.applyTransform = function(t) {
		e.applyTransform(this, this, t);
	}, e.prototype.calculateTransform = function(e) {
		var t = this, n = e.width / t.width, r = e.height / t.height, i = At();
		return Pt(i, i, [-t.x, -t.y]), It(i, i, [n, r]), Pt(i, i, [e.x, e.y]), i;
	}, e.prototype.intersect = function(t, n) {
		if (!t) return !1;
		t instanceof e || (t = e.create(t));
		var r = this, i = r.x, a = r.x + r.width, o = r.y, s = r.y + r.height, c = t.x, l = t.x + t.width, u = t.y, d = t.y + t.height, f = !(a < c || l < i || s < u || d < o);
		if (n) {
			var p = Infinity, m = 0, h = Math.abs(a - c), g = Math.abs(l - i), _ = Math.abs(s - u), v = Math.abs(d - o), y = Math.min(h, g), b = Math.min(_, v);
			a < c || l < i ? y > m && (m = y, h < g ? Rt.set(Kt, -h, 0) : Rt.set(Kt, g, 0)) : y < p && (p = y, h < g ? Rt.set(Gt, h, 0) : Rt.set(Gt, -g, 0)), s < u || d < o ? b > m && (m = b, _ < v ? Rt.set(Kt, 0, -_) : Rt.set(Kt, 0, v)) : y < p && (p = y, _ < v ? Rt.set(Gt, 0, _) : Rt.set(Gt, 0, -v));
		}
		return n && Rt.copy(n, f ? Gt : Kt), f;
	}, e.prototype.contain = function(e, t) {
		var n = this;
		return e >= n.x && e <= n.x + n.width && t >= n.y && t <= n.y + n.height;
	}, e.prototype.clone = function() {
		return new e(this.x, this.y, this.width, this.height);
	}, e.prototype.copy = function(t) {
		e.copy(this, t);
	}, e.prototype.plain = function() {
		return {
			x: this.x,
			y: this.y,
			width: this.width,
			height: this.height
		};
	}, e.prototype.isFinite = function() {
		return isFinite(this.x) && isFinite(this.y) && isFinite(this.width) && isFinite(this.height);
	}, e.prototype.isZero = function() {
		return this.width === 0 || this.height === 0;
	}, e.create = function(t) {
		return new e(t.x, t.y, t.width, t.height);
	}, e.copy = function(e, t) {
		e.x = t.x, e.y = t.y, e.width = t.width, e.height = t.height;
	}, e.applyTransform = function(t, n, r) {
		if (!r) t !== n && e.copy(t, n);
		else if (r[1] < 1e-5 && r[1] > -1e-5 && r[2] < 1e-5 && r[2] > -1e-5) {
			var i = r[0], a = r[3], o = r[4], s = r[5];
			t.x = n.x * i + o, t.y = n.y * a + s, t.width = n.width * i, t.height = n.height * a, t.width < 0 && (t.x += t.width, t.width = -t.width), t.height < 0 && (t.y += t.height, t.height = -t.height);
		} else {
			Vt.x = Ut.x = n.x, Vt.y = Wt.y = n.y, Ht.x = Wt.x = n.x + n.width, Ht.y = Ut.y = n.y + n.height, Vt.transform(r), Wt.transform(r), Ht.transform(r), Ut.transform(r), t.x = zt(Vt.x, Ht.x, Ut.x, Wt.x), t.y = zt(Vt.y, Ht.y, Ut.y, Wt.y);
			var c = Bt(Vt.x, Ht.x, Ut.x, Wt.x), l = Bt(Vt.y, Ht.y, Ut.y, Wt.y);
			t.width = c - t.x, t.height = l - t.y;
		}
	}, e;
}(), Jt = "silent";
function Yt(e, t, n) {
	return {
		type: e,
		event: n,
		target: t.target,
		topTarget: t.topTarget,
		cancelBubble: !1,
		offsetX: n.zrX,
		offsetY: n.zrY,
		gestureEvent: n.gestureEvent,
		pinchX: n.pinchX,
		pinchY: n.pinchY,
		pinchScale: n.pinchScale,
		wheelDelta: n.zrDelta,
		zrByTouch: n.zrByTouch,
		which: n.which,
		stop: Xt
	};
}
function Xt() {
	wt(this.event);
}
var Zt = function(e) {
	f(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.handler = null, t;
	}
	return t.prototype.dispose = function() {}, t.prototype.setCursor = function() {}, t;
}(et), Qt = function() {
	function e(e, t) {
		this.x = e, this.y = t;
	}
	return e;
}(), $t = [
	"click",
	"dblclick",
	"mousewheel",
	"mouseout",
	"mouseup",
	"mousedown",
	"mousemove",
	"contextmenu"
], en = new qt(0, 0, 0, 0), tn = function(e) {
	f(t, e);
	function t(t, n, r, i, a) {
		var o = e.call(this) || this;
		return o._hovered = new Qt(0, 0), o.storage = t, o.painter = n, o.painterRoot = i, o._pointerSize = a, r = r || new Zt(), o.proxy = null, o.setHandlerProxy(r), o._draggingMgr = new $e(o), o;
	}
	return t.prototype.setHandlerProxy = function(e) {
		this.proxy && this.proxy.dispose(), e && (L($t, function(t) {
			e.on && e.on(t, this[t], this);
		}, this), e.handler = this), this.proxy = e;
	}, t.prototype.mousemove = function(e) {
		var t = e.zrX, n = e.zrY, r = an(this, t, n), i = this._hovered, a = i.target;
		a && !a.__zr && (i = this.findHover(i.x, i.y), a = i.target);
		var o = this._hovered = r ? new Qt(t, n) : this.findHover(t, n), s = o.target, c = this.proxy;
		c.setCursor && c.setCursor(s ? s.cursor : "default"), a && s !== a && this.dispatchToElement(i, "mouseout", e), this.dispatchToElement(o, "mousemove", e), s && s !== a && this.dispatchToElement(o, "mouseover", e);
	}, t.prototype.mouseout = function(e) {
		var t = e.zrEventControl;
		t !== "only_globalout" && this.dispatchToElement(this._hovered, "mouseout", e), t !== "no_globalout" && this.trigger("globalout", {
			type: "globalout",
			event: e
		});
	}, t.prototype.resize = function() {
		this._hovered = new Qt(0, 0);
	}, t.prototype.dispatch = function(e, t) {
		var n = this[e];
		n && n.call(this, t);
	}, t.prototype.dispose = function() {
		this.proxy.dispose(), this.storage = null, this.proxy = null, this.painter = null;
	}, t.prototype.setCursorStyle = function(e) {
		var t = this.proxy;
		t.setCursor && t.setCursor(e);
	}, t.prototype.dispatchToElement = function(e, t, n) {
		e = e || {};
		var r = e.target;
		if (!(r && r.silent)) {
			for (var i = "on" + t, a = Yt(t, e, n); r && (r[i] && (a.cancelBubble = !!r[i].call(r, a)), r.trigger(t, a), r = r.__hostTarget ? r.__hostTarget : r.parent, !a.cancelBubble););
			a.cancelBubble || (this.trigger(t, a), this.painter && this.painter.eachOtherLayer && this.painter.eachOtherLayer(function(e) {
				typeof e[i] == "function" && e[i].call(e, a), e.trigger && e.trigger(t, a);
			}));
		}
	}, t.prototype.findHover = function(e, t, n) {
		var r = this.storage.getDisplayList(), i = new Qt(e, t);
		if (rn(r, i, e, t, n), this._pointerSize && !i.target) {
			for (var a = [], o = this._pointerSize, s = o / 2, c = new qt(e - s, t - s, o, o), l = r.length - 1; l >= 0; l--) {
				var u = r[l];
				u === n || u.ignore || u.ignoreCoarsePointer || u.parent && u.parent.ignoreCoarsePointer || (en.copy(u.getBoundingRect()), u.transform && en.applyTransform(u.transform), en.intersect(c) && a.push(u));
			}
			if (a.length) {
				for (var d = 4, f = Math.PI / 12, p = Math.PI * 2, m = 0; m < s; m += d) for (var h = 0; h < p; h += f) if (rn(a, i, e + m * Math.cos(h), t + m * Math.sin(h), n), i.target) return i;
			}
		}
		return i;
	}, t.prototype.processGesture = function(e, t) {
		this._gestureMgr || (this._gestureMgr = new Et());
		var n = this._gestureMgr;
		t === "start" && n.clear();
		var r = n.recognize(e, this.findHover(e.zrX, e.zrY, null).target, this.proxy.dom);
		if (t === "end" && n.clear(), r) {
			var i = r.type;
			e.gestureEvent = i;
			var a = new Qt();
			a.target = r.target, this.dispatchToElement(a, i, r.event);
		}
	}, t;
}(et);
L([
	"click",
	"mousedown",
	"mouseup",
	"mousewheel",
	"dblclick",
	"contextmenu"
], function(e) {
	tn.prototype[e] = function(t) {
		var n = t.zrX, r = t.zrY, i = an(this, n, r), a, o;
		if (e === "mouseup" && i || (a = this.findHover(n, r), o = a.target), e === "mousedown") this._downEl = o, this._downPoint = [t.zrX, t.zrY], this._upEl = o;
		else if (e === "mouseup") this._upEl = o;
		else if (e === "click") {
			if (this._downEl !== this._upEl || !this._downPoint || Ke(this._downPoint, [t.zrX, t.zrY]) > 4) return;
			this._downPoint = null;
		}
		this.dispatchToElement(a, e, t);
	};
});
function nn(e, t, n) {
	if (e[e.rectHover ? "rectContain" : "contain"](t, n)) {
		for (var r = e, i = void 0, a = !1; r;) {
			if (r.ignoreClip && (a = !0), !a) {
				var o = r.getClipPath();
				if (o && !o.contain(t, n)) return !1;
			}
			r.silent && (i = !0), r = r.__hostTarget || r.parent;
		}
		return !i || Jt;
	}
	return !1;
}
function rn(e, t, n, r, i) {
	for (var a = e.length - 1; a >= 0; a--) {
		var o = e[a], s = void 0;
		if (o !== i && !o.ignore && (s = nn(o, n, r)) && (!t.topTarget && (t.topTarget = o), s !== Jt)) {
			t.target = o;
			break;
		}
	}
}
function an(e, t, n) {
	var r = e.painter;
	return t < 0 || t > r.getWidth() || n < 0 || n > r.getHeight();
}
// ../../../work/main/frontend/node_modules/zrender/lib/core/timsort.js
var on = 32, sn = 7;
function cn(e) {
	for (var t = 0; e >= on;) t |= e & 1, e >>= 1;
	return e + t;
}
function ln(e, t, n, r) {
	var i = t + 1;
	if (i === n) return 1;
	if (r(e[i++], e[t]) < 0) {
		for (; i < n && r(e[i], e[i - 1]) < 0;) i++;
		un(e, t, i);
	} else for (; i < n && r(e[i], e[i - 1]) >= 0;) i++;
	return i - t;
}
function un(e, t, n) {
	for (n--; t < n;) {
		var r = e[t];
		e[t++] = e[n], e[n--] = r;
	}
}
function dn(e, t, n, r, i) {
	for (r === t && r++; r < n; r++) {
		for (var a = e[r], o = t, s = r, c; o < s;) c = o + s >>> 1, i(a, e[c]) < 0 ? s = c : o = c + 1;
		var l = r - o;
		switch (l) {
			case 3: e[o + 3] = e[o + 2];
			case 2: e[o + 2] = e[o + 1];
			case 1:
				e[o + 1] = e[o];
				break;
			default: for (; l > 0;) e[o + l] = e[o + l - 1], l--;
		}
		e[o] = a;
	}
}
function fn(e, t, n, r, i, a) {
	var o = 0, s = 0, c = 1;
	if (a(e, t[n + i]) > 0) {
		for (s = r - i; c < s && a(e, t[n + i + c]) > 0;) o = c, c = (c << 1) + 1, c <= 0 && (c = s);
		c > s && (c = s), o += i, c += i;
	} else {
		for (s = i + 1; c < s && a(e, t[n + i - c]) <= 0;) o = c, c = (c << 1) + 1, c <= 0 && (c = s);
		c > s && (c = s);
		var l = o;
		o = i - c, c = i - l;
	}
	for (o++; o < c;) {
		var u = o + (c - o >>> 1);
		a(e, t[n + u]) > 0 ? o = u + 1 : c = u;
	}
	return c;
}
function pn(e, t, n, r, i, a) {
	var o = 0, s = 0, c = 1;
	if (a(e, t[n + i]) < 0) {
		for (s = i + 1; c < s && a(e, t[n + i - c]) < 0;) o = c, c = (c << 1) + 1, c <= 0 && (c = s);
		c > s && (c = s);
		var l = o;
		o = i - c, c = i - l;
	} else {
		for (s = r - i; c < s && a(e, t[n + i + c]) >= 0;) o = c, c = (c << 1) + 1, c <= 0 && (c = s);
		c > s && (c = s), o += i, c += i;
	}
	for (o++; o < c;) {
		var u = o + (c - o >>> 1);
		a(e, t[n + u]) < 0 ? c = u : o = u + 1;
	}
	return c;
}
function mn(e, t) {
	var n = sn, r, i, a = 0, o = [];
	r = [], i = [];
	function s(e, t) {
		r[a] = e, i[a] = t, a += 1;
	}
	function c() {
		for (; a > 1;) {
			var e = a - 2;
			if (e >= 1 && i[e - 1] <= i[e] + i[e + 1] || e >= 2 && i[e - 2] <= i[e] + i[e - 1]) i[e - 1] < i[e + 1] && e--;
			else if (i[e] > i[e + 1]) break;
			u(e);
		}
	}
	function l() {
		for (; a > 1;) {
			var e = a - 2;
			e > 0 && i[e - 1] < i[e + 1] && e--, u(e);
		}
	}
	function u(n) {
		var o = r[n], s = i[n], c = r[n + 1], l = i[n + 1];
		i[n] = s + l, n === a - 3 && (r[n + 1] = r[n + 2], i[n + 1] = i[n + 2]), a--;
		var u = pn(e[c], e, o, s, 0, t);
		o += u, s -= u, s !== 0 && (l = fn(e[o + s - 1], e, c, l, l - 1, t), l !== 0 && (s <= l ? d(o, s, c, l) : f(o, s, c, l)));
	}
	function d(r, i, a, s) {
		var c = 0;
		for (c = 0; c < i; c++) o[c] = e[r + c];
		var l = 0, u = a, d = r;
		if (e[d++] = e[u++], --s === 0) for (c = 0; c < i; c++) e[d + c] = o[l + c];
		else if (i === 1) {
			for (c = 0; c < s; c++) e[d + c] = e[u + c];
			e[d + s] = o[l];
		} else {
			for (var f = n, p, m, h;;) {
				p = 0, m = 0, h = !1;
				do
					if (t(e[u], o[l]) < 0) {
						if (e[d++] = e[u++], m++, p = 0, --s === 0) {
							h = !0;
							break;
						}
					} else if (e[d++] = o[l++], p++, m = 0, --i === 1) {
						h = !0;
						break;
					}
				while ((p | m) < f);
				if (h) break;
				do {
					if (p = pn(e[u], o, l, i, 0, t), p !== 0) {
						for (c = 0; c < p; c++) e[d + c] = o[l + c];
						if (d += p, l += p, i -= p, i <= 1) {
							h = !0;
							break;
						}
					}
					if (e[d++] = e[u++], --s === 0) {
						h = !0;
						break;
					}
					if (m = fn(o[l], e, u, s, 0, t), m !== 0) {
						for (c = 0; c < m; c++) e[d + c] = e[u + c];
						if (d += m, u += m, s -= m, s === 0) {
							h = !0;
							break;
						}
					}
					if (e[d++] = o[l++], --i === 1) {
						h = !0;
						break;
					}
					f--;
				} while (p >= sn || m >= sn);
				if (h) break;
				f < 0 && (f = 0), f += 2;
			}
			if (n = f, n < 1 && (n = 1), i === 1) {
				for (c = 0; c < s; c++) e[d + c] = e[u + c];
				e[d + s] = o[l];
			} else if (i === 0) throw Error();
			else for (c = 0; c < i; c++) e[d + c] = o[l + c];
		}
	}
	function f(r, i, a, s) {
		var c = 0;
		for (c = 0; c < s; c++) o[c] = e[a + c];
		var l = r + i - 1, u = s - 1, d = a + s - 1, f = 0, p = 0;
		if (e[d--] = e[l--], --i === 0) for (f = d - (s - 1), c = 0; c < s; c++) e[f + c] = o[c];
		else if (s === 1) {
			for (d -= i, l -= i, p = d + 1, f = l + 1, c = i - 1; c >= 0; c--) e[p + c] = e[f + c];
			e[d] = o[u];
		} else {
			for (var m = n;;) {
				var h = 0, g = 0, _ = !1;
				do
					if (t(o[u], e[l]) < 0) {
						if (e[d--] = e[l--], h++, g = 0, --i === 0) {
							_ = !0;
							break;
						}
					} else if (e[d--] = o[u--], g++, h = 0, --s === 1) {
						_ = !0;
						break;
					}
				while ((h | g) < m);
				if (_) break;
				do {
					if (h = i - pn(o[u], e, r, i, i - 1, t), h !== 0) {
						for (d -= h, l -= h, i -= h, p = d + 1, f = l + 1, c = h - 1; c >= 0; c--) e[p + c] = e[f + c];
						if (i === 0) {
							_ = !0;
							break;
						}
					}
					if (e[d--] = o[u--], --s === 1) {
						_ = !0;
						break;
					}
					if (g = s - fn(e[l], o, 0, s, s - 1, t), g !== 0) {
						for (d -= g, u -= g, s -= g, p = d + 1, f = u + 1, c = 0; c < g; c++) e[p + c] = o[f + c];
						if (s <= 1) {
							_ = !0;
							break;
						}
					}
					if (e[d--] = e[l--], --i === 0) {
						_ = !0;
						break;
					}
					m--;
				} while (h >= sn || g >= sn);
				if (_) break;
				m < 0 && (m = 0), m += 2;
			}
			if (n = m, n < 1 && (n = 1), s === 1) {
				for (d -= i, l -= i, p = d + 1, f = l + 1, c = i - 1; c >= 0; c--) e[p + c] = e[f + c];
				e[d] = o[u];
			} else if (s === 0) throw Error();
			else for (f = d - (s - 1), c = 0; c < s; c++) e[f + c] = o[c];
		}
	}
	return {
		mergeRuns: c,
		forceMergeRuns: l,
		pushRun: s
	};
}
function hn(e, t, n, r) {
	n || (n = 0), r || (r = e.length);
	var i = r - n;
	if (!(i < 2)) {
		var a = 0;
		if (i < on) a = ln(e, n, r, t), dn(e, n, r, n + a, t);
		else {
			var o = mn(e, t), s = cn(i);
			do {
				if (a = ln(e, n, r, t), a < s) {
					var c = i;
					c > s && (c = s), dn(e, n, n + c, n + a, t), a = c;
				}
				o.pushRun(n, a), o.mergeRuns(), i -= a, n += a;
			} while (i !== 0);
			o.forceMergeRuns();
		}
	}
}
// ../../../work/main/frontend/node_modules/zrender/lib/Storage.js
var gn = !1;
function _n() {
	gn || (gn = !0, console.warn("z / z2 / zlevel of displayable is invalid, which may cause unexpected errors"));
}
function vn(e, t) {
	return e.zlevel === t.zlevel ? e.z === t.z ? e.z2 - t.z2 : e.z - t.z : e.zlevel - t.zlevel;
}
var yn = function() {
	function e() {
		this._roots = [], this._displayList = [], this._displayListLen = 0, this.displayableSortFunc = vn;
	}
	return e.prototype.traverse = function(e, t) {
		for (var n = 0; n < this._roots.length; n++) this._roots[n].traverse(e, t);
	}, e.prototype.getDisplayList = function(e, t) {
		t = t || !1;
		var n = this._displayList;
		return (e || !n.length) && this.updateDisplayList(t), n;
	}, e.prototype.updateDisplayList = function(e) {
		this._displayListLen = 0;
		for (var t = this._roots, n = this._displayList, r = 0, i = t.length; r < i; r++) this._updateAndAddDisplayable(t[r], null, e);
		n.length = this._displayListLen, hn(n, vn);
	}, e.prototype._updateAndAddDisplayable = function(e, t, n) {
		if (!e.ignore || n) {
			e.beforeUpdate(), e.update(), e.afterUpdate();
			var r = e.getClipPath();
			if (e.ignoreClip) t = null;
			else if (r) {
				t = t ? t.slice() : [];
				for (var i = r, a = e; i;) i.parent = a, i.updateTransform(), t.push(i), a = i, i = i.getClipPath();
			}
			if (e.childrenRef) {
				for (var o = e.childrenRef(), s = 0; s < o.length; s++) {
					var c = o[s];
					e.__dirty && (c.__dirty |= 1), this._updateAndAddDisplayable(c, t, n);
				}
				e.__dirty = 0;
			} else {
				var l = e;
				t && t.length ? l.__clipPaths = t : l.__clipPaths && l.__clipPaths.length > 0 && (l.__clipPaths = []), isNaN(l.z) && (_n(), l.z = 0), isNaN(l.z2) && (_n(), l.z2 = 0), isNaN(l.zlevel) && (_n(), l.zlevel = 0), this._displayList[this._displayListLen++] = l;
			}
			var u = e.getDecalElement && e.getDecalElement();
			u && this._updateAndAddDisplayable(u, t, n);
			var d = e.getTextGuideLine();
			d && this._updateAndAddDisplayable(d, t, n);
			var f = e.getTextContent();
			f && this._updateAndAddDisplayable(f, t, n);
		}
	}, e.prototype.addRoot = function(e) {
		e.__zr && e.__zr.storage === this || this._roots.push(e);
	}, e.prototype.delRoot = function(e) {
		if (e instanceof Array) for (var t = 0, n = e.length; t < n; t++) this.delRoot(e[t]);
		else {
			var r = I(this._roots, e);
			r >= 0 && this._roots.splice(r, 1);
		}
	}, e.prototype.delAllRoots = function() {
		this._roots = [], this._displayList = [], this._displayListLen = 0;
	}, e.prototype.getRoots = function() {
		return this._roots;
	}, e.prototype.dispose = function() {
		this._displayList = null, this._roots = null;
	}, e;
}(), bn = m.hasGlobalWindow && (window.requestAnimationFrame && window.requestAnimationFrame.bind(window) || window.msRequestAnimationFrame && window.msRequestAnimationFrame.bind(window) || window.mozRequestAnimationFrame || window.webkitRequestAnimationFrame) || function(e) {
	return setTimeout(e, 16);
}, xn = {
	linear: function(e) {
		return e;
	},
	quadraticIn: function(e) {
		return e * e;
	},
	quadraticOut: function(e) {
		return e * (2 - e);
	},
	quadraticInOut: function(e) {
		return (e *= 2) < 1 ? .5 * e * e : -.5 * (--e * (e - 2) - 1);
	},
	cubicIn: function(e) {
		return e * e * e;
	},
	cubicOut: function(e) {
		return --e * e * e + 1;
	},
	cubicInOut: function(e) {
		return (e *= 2) < 1 ? .5 * e * e * e : .5 * ((e -= 2) * e * e + 2);
	},
	quarticIn: function(e) {
		return e * e * e * e;
	},
	quarticOut: function(e) {
		return 1 - --e * e * e * e;
	},
	quarticInOut: function(e) {
		return (e *= 2) < 1 ? .5 * e * e * e * e : -.5 * ((e -= 2) * e * e * e - 2);
	},
	quinticIn: function(e) {
		return e * e * e * e * e;
	},
	quinticOut: function(e) {
		return --e * e * e * e * e + 1;
	},
	quinticInOut: function(e) {
		return (e *= 2) < 1 ? .5 * e * e * e * e * e : .5 * ((e -= 2) * e * e * e * e + 2);
	},
	sinusoidalIn: function(e) {
		return 1 - Math.cos(e * Math.PI / 2);
	},
	sinusoidalOut: function(e) {
		return Math.sin(e * Math.PI / 2);
	},
	sinusoidalInOut: function(e) {
		return .5 * (1 - Math.cos(Math.PI * e));
	},
	exponentialIn: function(e) {
		return e === 0 ? 0 : 1024 ** (e - 1);
	},
	exponentialOut: function(e) {
		return e === 1 ? 1 : 1 - 2 ** (-10 * e);
	},
	exponentialInOut: function(e) {
		return e === 0 ? 0 : e === 1 ? 1 : (e *= 2) < 1 ? .5 * 1024 ** (e - 1) : .5 * (-(2 ** (-10 * (e - 1))) + 2);
	},
	circularIn: function(e) {
		return 1 - Math.sqrt(1 - e * e);
	},
	circularOut: function(e) {
		return Math.sqrt(1 - --e * e);
	},
	circularInOut: function(e) {
		return (e *= 2) < 1 ? -.5 * (Math.sqrt(1 - e * e) - 1) : .5 * (Math.sqrt(1 - (e -= 2) * e) + 1);
	},
	elasticIn: function(e) {
		var t, n = .1, r = .4;
		return e === 0 ? 0 : e === 1 ? 1 : (!n || n < 1 ? (n = 1, t = r / 4) : t = r * Math.asin(1 / n) / (2 * Math.PI), -(n * 2 ** (10 * --e) * Math.sin((e - t) * (2 * Math.PI) / r)));
	},
	elasticOut: function(e) {
		var t, n = .1, r = .4;
		return e === 0 ? 0 : e === 1 ? 1 : (!n || n < 1 ? (n = 1, t = r / 4) : t = r * Math.asin(1 / n) / (2 * Math.PI), n * 2 ** (-10 * e) * Math.sin((e - t) * (2 * Math.PI) / r) + 1);
	},
	elasticInOut: function(e) {
		var t, n = .1, r = .4;
		return e === 0 ? 0 : e === 1 ? 1 : (!n || n < 1 ? (n = 1, t = r / 4) : t = r * Math.asin(1 / n) / (2 * Math.PI), (e *= 2) < 1 ? -.5 * (n * 2 ** (10 * --e) * Math.sin((e - t) * (2 * Math.PI) / r)) : n * 2 ** (-10 * --e) * Math.sin((e - t) * (2 * Math.PI) / r) * .5 + 1);
	},
	backIn: function(e) {
		var t = 1.70158;
		return e * e * ((t + 1) * e - t);
	},
	backOut: function(e) {
		var t = 1.70158;
		return --e * e * ((t + 1) * e + t) + 1;
	},
	backInOut: function(e) {
		var t = 2.5949095;
		return (e *= 2) < 1 ? .5 * (e * e * ((t + 1) * e - t)) : .5 * ((e -= 2) * e * ((t + 1) * e + t) + 2);
	},
	bounceIn: function(e) {
		return 1 - xn.bounceOut(1 - e);
	},
	bounceOut: function(e) {
		return e < 1 / 2.75 ? 7.5625 * e * e : e < 2 / 2.75 ? 7.5625 * (e -= 1.5 / 2.75) * e + .75 : e < 2.5 / 2.75 ? 7.5625 * (e -= 2.25 / 2.75) * e + .9375 : 7.5625 * (e -= 2.625 / 2.75) * e + .984375;
	},
	bounceInOut: function(e) {
		return e < .5 ? xn.bounceIn(e * 2) * .5 : xn.bounceOut(e * 2 - 1) * .5 + .5;
	}
}, Sn = Math.pow, Cn = Math.sqrt, wn = 1e-8, Tn = 1e-4, En = Cn(3), Dn = 1 / 3, On = Le(), kn = Le(), An = Le();
function jn(e) {
	return e > -wn && e < wn;
}
function Mn(e) {
	return e > wn || e < -wn;
}
function Nn(e, t, n, r, i) {
	var a = 1 - i;
	return a * a * (a * e + 3 * i * t) + i * i * (i * r + 3 * a * n);
}
function Pn(e, t, n, r, i) {
	var a = 1 - i;
	return 3 * (((t - e) * a + 2 * (n - t) * i) * a + (r - n) * i * i);
}
function Fn(e, t, n, r, i, a) {
	var o = r + 3 * (t - n) - e, s = 3 * (n - t * 2 + e), c = 3 * (t - e), l = e - i, u = s * s - 3 * o * c, d = s * c - 9 * o * l, f = c * c - 3 * s * l, p = 0;
	if (jn(u) && jn(d)) {
		if (jn(s)) a[0] = 0;
		else {
			var m = -c / s;
			m >= 0 && m <= 1 && (a[p++] = m);
		}
	} else {
		var h = d * d - 4 * u * f;
		if (jn(h)) {
			var g = d / u, m = -s / o + g, _ = -g / 2;
			m >= 0 && m <= 1 && (a[p++] = m), _ >= 0 && _ <= 1 && (a[p++] = _);
		} else if (h > 0) {
			var v = Cn(h), y = u * s + 1.5 * o * (-d + v), b = u * s + 1.5 * o * (-d - v);
			y = y < 0 ? -Sn(-y, Dn) : Sn(y, Dn), b = b < 0 ? -Sn(-b, Dn) : Sn(b, Dn);
			var m = (-s - (y + b)) / (3 * o);
			m >= 0 && m <= 1 && (a[p++] = m);
		} else {
			var x = (2 * u * s - 3 * o * d) / (2 * Cn(u * u * u)), S = Math.acos(x) / 3, C = Cn(u), w = Math.cos(S), m = (-s - 2 * C * w) / (3 * o), _ = (-s + C * (w + En * Math.sin(S))) / (3 * o), T = (-s + C * (w - En * Math.sin(S))) / (3 * o);
			m >= 0 && m <= 1 && (a[p++] = m), _ >= 0 && _ <= 1 && (a[p++] = _), T >= 0 && T <= 1 && (a[p++] = T);
		}
	}
	return p;
}
function In(e, t, n, r, i) {
	var a = 6 * n - 12 * t + 6 * e, o = 9 * t + 3 * r - 3 * e - 9 * n, s = 3 * t - 3 * e, c = 0;
	if (jn(o)) {
		if (Mn(a)) {
			var l = -s / a;
			l >= 0 && l <= 1 && (i[c++] = l);
		}
	} else {
		var u = a * a - 4 * o * s;
		if (jn(u)) i[0] = -a / (2 * o);
		else if (u > 0) {
			var d = Cn(u), l = (-a + d) / (2 * o), f = (-a - d) / (2 * o);
			l >= 0 && l <= 1 && (i[c++] = l), f >= 0 && f <= 1 && (i[c++] = f);
		}
	}
	return c;
}
function Ln(e, t, n, r, i, a) {
	var o = (t - e) * i + e, s = (n - t) * i + t, c = (r - n) * i + n, l = (s - o) * i + o, u = (c - s) * i + s, d = (u - l) * i + l;
	a[0] = e, a[1] = o, a[2] = l, a[3] = d, a[4] = d, a[5] = u, a[6] = c, a[7] = r;
}
function Rn(e, t, n, r, i, a, o, s, c, l, u) {
	var d, f = .005, p = Infinity, m, h, g, _;
	On[0] = c, On[1] = l;
	for (var v = 0; v < 1; v += .05) kn[0] = Nn(e, n, i, o, v), kn[1] = Nn(t, r, a, s, v), g = Je(On, kn), g < p && (d = v, p = g);
	p = Infinity;
	for (var y = 0; y < 32 && !(f < Tn); y++) m = d - f, h = d + f, kn[0] = Nn(e, n, i, o, m), kn[1] = Nn(t, r, a, s, m), g = Je(kn, On), m >= 0 && g < p ? (d = m, p = g) : (An[0] = Nn(e, n, i, o, h), An[1] = Nn(t, r, a, s, h), _ = Je(An, On), h <= 1 && _ < p ? (d = h, p = _) : f *= .5);
	return u && (u[0] = Nn(e, n, i, o, d), u[1] = Nn(t, r, a, s, d)), Cn(p);
}
function zn(e, t, n, r, i, a, o, s, c) {
	for (var l = e, u = t, d = 0, f = 1 / c, p = 1; p <= c; p++) {
		var m = p * f, h = Nn(e, n, i, o, m), g = Nn(t, r, a, s, m), _ = h - l, v = g - u;
		d += Math.sqrt(_ * _ + v * v), l = h, u = g;
	}
	return d;
}
function Bn(e, t, n, r) {
	var i = 1 - r;
	return i * (i * e + 2 * r * t) + r * r * n;
}
function Vn(e, t, n, r) {
	return 2 * ((1 - r) * (t - e) + r * (n - t));
}
function Hn(e, t, n, r, i) {
	var a = e - 2 * t + n, o = 2 * (t - e), s = e - r, c = 0;
	if (jn(a)) {
		if (Mn(o)) {
			var l = -s / o;
			l >= 0 && l <= 1 && (i[c++] = l);
		}
	} else {
		var u = o * o - 4 * a * s;
		if (jn(u)) {
			var l = -o / (2 * a);
			l >= 0 && l <= 1 && (i[c++] = l);
		} else if (u > 0) {
			var d = Cn(u), l = (-o + d) / (2 * a), f = (-o - d) / (2 * a);
			l >= 0 && l <= 1 && (i[c++] = l), f >= 0 && f <= 1 && (i[c++] = f);
		}
	}
	return c;
}
function Un(e, t, n) {
	var r = e + n - 2 * t;
	return r === 0 ? .5 : (e - t) / r;
}
function Wn(e, t, n, r, i) {
	var a = (t - e) * r + e, o = (n - t) * r + t, s = (o - a) * r + a;
	i[0] = e, i[1] = a, i[2] = s, i[3] = s, i[4] = o, i[5] = n;
}
function Gn(e, t, n, r, i, a, o, s, c) {
	var l, u = .005, d = Infinity;
	On[0] = o, On[1] = s;
	for (var f = 0; f < 1; f += .05) {
		kn[0] = Bn(e, n, i, f), kn[1] = Bn(t, r, a, f);
		var p = Je(On, kn);
		p < d && (l = f, d = p);
	}
	d = Infinity;
	for (var m = 0; m < 32 && !(u < Tn); m++) {
		var h = l - u, g = l + u;
		kn[0] = Bn(e, n, i, h), kn[1] = Bn(t, r, a, h);
		var p = Je(kn, On);
		if (h >= 0 && p < d) l = h, d = p;
		else {
			An[0] = Bn(e, n, i, g), An[1] = Bn(t, r, a, g);
			var _ = Je(An, On);
			g <= 1 && _ < d ? (l = g, d = _) : u *= .5;
		}
	}
	return c && (c[0] = Bn(e, n, i, l), c[1] = Bn(t, r, a, l)), Cn(d);
}
function Kn(e, t, n, r, i, a, o) {
	for (var s = e, c = t, l = 0, u = 1 / o, d = 1; d <= o; d++) {
		var f = d * u, p = Bn(e, n, i, f), m = Bn(t, r, a, f), h = p - s, g = m - c;
		l += Math.sqrt(h * h + g * g), s = p, c = m;
	}
	return l;
}
// ../../../work/main/frontend/node_modules/zrender/lib/animation/cubicEasing.js
var qn = /cubic-bezier\(([0-9,\.e ]+)\)/;
function Jn(e) {
	var t = e && qn.exec(e);
	if (t) {
		var n = t[1].split(","), r = +we(n[0]), i = +we(n[1]), a = +we(n[2]), o = +we(n[3]);
		if (isNaN(r + i + a + o)) return;
		var s = [];
		return function(e) {
			return e <= 0 ? 0 : e >= 1 ? 1 : Fn(0, r, a, 1, e, s) && Nn(0, i, o, 1, s[0]);
		};
	}
}
// ../../../work/main/frontend/node_modules/zrender/lib/animation/Clip.js
var Yn = function() {
	function e(e) {
		this._inited = !1, this._startTime = 0, this._pausedTime = 0, this._paused = !1, this._life = e.life || 1e3, this._delay = e.delay || 0, this.loop = e.loop || !1, this.onframe = e.onframe || Fe, this.ondestroy = e.ondestroy || Fe, this.onrestart = e.onrestart || Fe, e.easing && this.setEasing(e.easing);
	}
	return e.prototype.step = function(e, t) {
		if (this._inited || (this._startTime = e + this._delay, this._inited = !0), this._paused) this._pausedTime += t;
		else {
			var n = this._life, r = e - this._startTime - this._pausedTime, i = r / n;
			i < 0 && (i = 0), i = Math.min(i, 1);
			var a = this.easingFunc, o = a ? a(i) : i;
			if (this.onframe(o), i === 1) {
				if (this.loop) {
					var s = r % n;
					this._startTime = e - s, this._pausedTime = 0, this.onrestart();
				} else return !0;
			}
			return !1;
		}
	}, e.prototype.pause = function() {
		this._paused = !0;
	}, e.prototype.resume = function() {
		this._paused = !1;
	}, e.prototype.setEasing = function(e) {
		this.easing = e, this.easingFunc = U(e) ? e : xn[e] || Jn(e);
	}, e;
}(), Xn = function() {
	function e(e) {
		this.value = e;
	}
	return e;
}(), Zn = function() {
	function e() {
		this._len = 0;
	}
	return e.prototype.insert = function(e) {
		var t = new Xn(e);
		return this.insertEntry(t), t;
	}, e.prototype.insertEntry = function(e) {
		this.head ? (this.tail.next = e, e.prev = this.tail, e.next = null, this.tail = e) : this.head = this.tail = e, this._len++;
	}, e.prototype.remove = function(e) {
		var t = e.prev, n = e.next;
		t ? t.next = n : this.head = n, n ? n.prev = t : this.tail = t, e.next = e.prev = null, this._len--;
	}, e.prototype.len = function() {
		return this._len;
	}, e.prototype.clear = function() {
		this.head = this.tail = null, this._len = 0;
	}, e;
}(), Qn = function() {
	function e(e) {
		this._list = new Zn(), this._maxSize = 10, this._map = {}, this._maxSize = e;
	}
	return e.prototype.put = function(e, t) {
		var n = this._list, r = this._map, i = null;
		if (r[e] == null) {
			var a = n.len(), o = this._lastRemovedEntry;
			if (a >= this._maxSize && a > 0) {
				var s = n.head;
				n.remove(s), delete r[s.key], i = s.value, this._lastRemovedEntry = s;
			}
			o ? o.value = t : o = new Xn(t), o.key = e, n.insertEntry(o), r[e] = o;
		}
		return i;
	}, e.prototype.get = function(e) {
		var t = this._map[e], n = this._list;
		if (t != null) return t !== n.tail && (n.remove(t), n.insertEntry(t)), t.value;
	}, e.prototype.clear = function() {
		this._list.clear(), this._map = {};
	}, e.prototype.len = function() {
		return this._list.len();
	}, e;
}(), $n = {
	transparent: [
		0,
		0,
		0,
		0
	],
	aliceblue: [
		240,
		248,
		255,
		1
	],
	antiquewhite: [
		250,
		235,
		215,
		1
	],
	aqua: [
		0,
		255,
		255,
		1
	],
	aquamarine: [
		127,
		255,
		212,
		1
	],
	azure: [
		240,
		255,
		255,
		1
	],
	beige: [
		245,
		245,
		220,
		1
	],
	bisque: [
		255,
		228,
		196,
		1
	],
	black: [
		0,
		0,
		0,
		1
	],
	blanchedalmond: [
		255,
		235,
		205,
		1
	],
	blue: [
		0,
		0,
		255,
		1
	],
	blueviolet: [
		138,
		43,
		226,
		1
	],
	brown: [
		165,
		42,
		42,
		1
	],
	burlywood: [
		222,
		184,
		135,
		1
	],
	cadetblue: [
		95,
		158,
		160,
		1
	],
	chartreuse: [
		127,
		255,
		0,
		1
	],
	chocolate: [
		210,
		105,
		30,
		1
	],
	coral: [
		255,
		127,
		80,
		1
	],
	cornflowerblue: [
		100,
		149,
		237,
		1
	],
	cornsilk: [
		255,
		248,
		220,
		1
	],
	crimson: [
		220,
		20,
		60,
		1
	],
	cyan: [
		0,
		255,
		255,
		1
	],
	darkblue: [
		0,
		0,
		139,
		1
	],
	darkcyan: [
		0,
		139,
		139,
		1
	],
	darkgoldenrod: [
		184,
		134,
		11,
		1
	],
	darkgray: [
		169,
		169,
		169,
		1
	],
	darkgreen: [
		0,
		100,
		0,
		1
	],
	darkgrey: [
		169,
		169,
		169,
		1
	],
	darkkhaki: [
		189,
		183,
		107,
		1
	],
	darkmagenta: [
		139,
		0,
		139,
		1
	],
	darkolivegreen: [
		85,
		107,
		47,
		1
	],
	darkorange: [
		255,
		140,
		0,
		1
	],
	darkorchid: [
		153,
		50,
		204,
		1
	],
	darkred: [
		139,
		0,
		0,
		1
	],
	darksalmon: [
		233,
		150,
		122,
		1
	],
	darkseagreen: [
		143,
		188,
		143,
		1
	],
	darkslateblue: [
		72,
		61,
		139,
		1
	],
	darkslategray: [
		47,
		79,
		79,
		1
	],
	darkslategrey: [
		47,
		79,
		79,
		1
	],
	darkturquoise: [
		0,
		206,
		209,
		1
	],
	darkviolet: [
		148,
		0,
		211,
		1
	],
	deeppink: [
		255,
		20,
		147,
		1
	],
	deepskyblue: [
		0,
		191,
		255,
		1
	],
	dimgray: [
		105,
		105,
		105,
		1
	],
	dimgrey: [
		105,
		105,
		105,
		1
	],
	dodgerblue: [
		30,
		144,
		255,
		1
	],
	firebrick: [
		178,
		34,
		34,
		1
	],
	floralwhite: [
		255,
		250,
		240,
		1
	],
	forestgreen: [
		34,
		139,
		34,
		1
	],
	fuchsia: [
		255,
		0,
		255,
		1
	],
	gainsboro: [
		220,
		220,
		220,
		1
	],
	ghostwhite: [
		248,
		248,
		255,
		1
	],
	gold: [
		255,
		215,
		0,
		1
	],
	goldenrod: [
		218,
		165,
		32,
		1
	],
	gray: [
		128,
		128,
		128,
		1
	],
	green: [
		0,
		128,
		0,
		1
	],
	greenyellow: [
		173,
		255,
		47,
		1
	],
	grey: [
		128,
		128,
		128,
		1
	],
	honeydew: [
		240,
		255,
		240,
		1
	],
	hotpink: [
		255,
		105,
		180,
		1
	],
	indianred: [
		205,
		92,
		92,
		1
	],
	indigo: [
		75,
		0,
		130,
		1
	],
	ivory: [
		255,
		255,
		240,
		1
	],
	khaki: [
		240,
		230,
		140,
		1
	],
	lavender: [
		230,
		230,
		250,
		1
	],
	lavenderblush: [
		255,
		240,
		245,
		1
	],
	lawngreen: [
		124,
		252,
		0,
		1
	],
	lemonchiffon: [
		255,
		250,
		205,
		1
	],
	lightblue: [
		173,
		216,
		230,
		1
	],
	lightcoral: [
		240,
		128,
		128,
		1
	],
	lightcyan: [
		224,
		255,
		255,
		1
	],
	lightgoldenrodyellow: [
		250,
		250,
		210,
		1
	],
	lightgray: [
		211,
		211,
		211,
		1
	],
	lightgreen: [
		144,
		238,
		144,
		1
	],
	lightgrey: [
		211,
		211,
		211,
		1
	],
	lightpink: [
		255,
		182,
		193,
		1
	],
	lightsalmon: [
		255,
		160,
		122,
		1
	],
	lightseagreen: [
		32,
		178,
		170,
		1
	],
	lightskyblue: [
		135,
		206,
		250,
		1
	],
	lightslategray: [
		119,
		136,
		153,
		1
	],
	lightslategrey: [
		119,
		136,
		153,
		1
	],
	lightsteelblue: [
		176,
		196,
		222,
		1
	],
	lightyellow: [
		255,
		255,
		224,
		1
	],
	lime: [
		0,
		255,
		0,
		1
	],
	limegreen: [
		50,
		205,
		50,
		1
	],
	linen: [
		250,
		240,
		230,
		1
	],
	magenta: [
		255,
		0,
		255,
		1
	],
	maroon: [
		128,
		0,
		0,
		1
	],
	mediumaquamarine: [
		102,
		205,
		170,
		1
	],
	mediumblue: [
		0,
		0,
		205,
		1
	],
	mediumorchid: [
		186,
		85,
		211,
		1
	],
	mediumpurple: [
		147,
		112,
		219,
		1
	],
	mediumseagreen: [
		60,
		179,
		113,
		1
	],
	mediumslateblue: [
		123,
		104,
		238,
		1
	],
	mediumspringgreen: [
		0,
		250,
		154,
		1
	],
	mediumturquoise: [
		72,
		209,
		204,
		1
	],
	mediumvioletred: [
		199,
		21,
		133,
		1
	],
	midnightblue: [
		25,
		25,
		112,
		1
	],
	mintcream: [
		245,
		255,
		250,
		1
	],
	mistyrose: [
		255,
		228,
		225,
		1
	],
	moccasin: [
		255,
		228,
		181,
		1
	],
	navajowhite: [
		255,
		222,
		173,
		1
	],
	navy: [
		0,
		0,
		128,
		1
	],
	oldlace: [
		253,
		245,
		230,
		1
	],
	olive: [
		128,
		128,
		0,
		1
	],
	olivedrab: [
		107,
		142,
		35,
		1
	],
	orange: [
		255,
		165,
		0,
		1
	],
	orangered: [
		255,
		69,
		0,
		1
	],
	orchid: [
		218,
		112,
		214,
		1
	],
	palegoldenrod: [
		238,
		232,
		170,
		1
	],
	palegreen: [
		152,
		251,
		152,
		1
	],
	paleturquoise: [
		175,
		238,
		238,
		1
	],
	palevioletred: [
		219,
		112,
		147,
		1
	],
	papayawhip: [
		255,
		239,
		213,
		1
	],
	peachpuff: [
		255,
		218,
		185,
		1
	],
	peru: [
		205,
		133,
		63,
		1
	],
	pink: [
		255,
		192,
		203,
		1
	],
	plum: [
		221,
		160,
		221,
		1
	],
	powderblue: [
		176,
		224,
		230,
		1
	],
	purple: [
		128,
		0,
		128,
		1
	],
	red: [
		255,
		0,
		0,
		1
	],
	rosybrown: [
		188,
		143,
		143,
		1
	],
	royalblue: [
		65,
		105,
		225,
		1
	],
	saddlebrown: [
		139,
		69,
		19,
		1
	],
	salmon: [
		250,
		128,
		114,
		1
	],
	sandybrown: [
		244,
		164,
		96,
		1
	],
	seagreen: [
		46,
		139,
		87,
		1
	],
	seashell: [
		255,
		245,
		238,
		1
	],
	sienna: [
		160,
		82,
		45,
		1
	],
	silver: [
		192,
		192,
		192,
		1
	],
	skyblue: [
		135,
		206,
		235,
		1
	],
	slateblue: [
		106,
		90,
		205,
		1
	],
	slategray: [
		112,
		128,
		144,
		1
	],
	slategrey: [
		112,
		128,
		144,
		1
	],
	snow: [
		255,
		250,
		250,
		1
	],
	springgreen: [
		0,
		255,
		127,
		1
	],
	steelblue: [
		70,
		130,
		180,
		1
	],
	tan: [
		210,
		180,
		140,
		1
	],
	teal: [
		0,
		128,
		128,
		1
	],
	thistle: [
		216,
		191,
		216,
		1
	],
	tomato: [
		255,
		99,
		71,
		1
	],
	turquoise: [
		64,
		224,
		208,
		1
	],
	violet: [
		238,
		130,
		238,
		1
	],
	wheat: [
		245,
		222,
		179,
		1
	],
	white: [
		255,
		255,
		255,
		1
	],
	whitesmoke: [
		245,
		245,
		245,
		1
	],
	yellow: [
		255,
		255,
		0,
		1
	],
	yellowgreen: [
		154,
		205,
		50,
		1
	]
};
function er(e) {
	return e = Math.round(e), e < 0 ? 0 : e > 255 ? 255 : e;
}
function tr(e) {
	return e = Math.round(e), e < 0 ? 0 : e > 360 ? 360 : e;
}
function nr(e) {
	return e < 0 ? 0 : e > 1 ? 1 : e;
}
function rr(e) {
	var t = e;
	return t.length && t.charAt(t.length - 1) === "%" ? er(parseFloat(t) / 100 * 255) : er(parseInt(t, 10));
}
function ir(e) {
	var t = e;
	return t.length && t.charAt(t.length - 1) === "%" ? nr(parseFloat(t) / 100) : nr(parseFloat(t));
}
function ar(e, t, n) {
	return n < 0 ? n += 1 : n > 1 && --n, n * 6 < 1 ? e + (t - e) * n * 6 : n * 2 < 1 ? t : n * 3 < 2 ? e + (t - e) * (2 / 3 - n) * 6 : e;
}
function or(e, t, n) {
	return e + (t - e) * n;
}
function sr(e, t, n, r, i) {
	return e[0] = t, e[1] = n, e[2] = r, e[3] = i, e;
}
function cr(e, t) {
	return e[0] = t[0], e[1] = t[1], e[2] = t[2], e[3] = t[3], e;
}
var lr = new Qn(20), ur = null;
function dr(e, t) {
	ur && cr(ur, t), ur = lr.put(e, ur || t.slice());
}
function fr(e, t) {
	if (e) {
		t = t || [];
		var n = lr.get(e);
		if (n) return cr(t, n);
		e += "";
		var r = e.replace(/ /g, "").toLowerCase();
		if (r in $n) return cr(t, $n[r]), dr(e, t), t;
		var i = r.length;
		if (r.charAt(0) === "#") {
			if (i === 4 || i === 5) {
				var a = parseInt(r.slice(1, 4), 16);
				if (!(a >= 0 && a <= 4095)) {
					sr(t, 0, 0, 0, 1);
					return;
				}
				return sr(t, (a & 3840) >> 4 | (a & 3840) >> 8, a & 240 | (a & 240) >> 4, a & 15 | (a & 15) << 4, i === 5 ? parseInt(r.slice(4), 16) / 15 : 1), dr(e, t), t;
			}
			if (i === 7 || i === 9) {
				var a = parseInt(r.slice(1, 7), 16);
				if (!(a >= 0 && a <= 16777215)) {
					sr(t, 0, 0, 0, 1);
					return;
				}
				return sr(t, (a & 16711680) >> 16, (a & 65280) >> 8, a & 255, i === 9 ? parseInt(r.slice(7), 16) / 255 : 1), dr(e, t), t;
			}
		} else {
			var o = r.indexOf("("), s = r.indexOf(")");
			if (o !== -1 && s + 1 === i) {
				var c = r.substr(0, o), l = r.substr(o + 1, s - (o + 1)).split(","), u = 1;
				switch (c) {
					case "rgba":
						if (l.length !== 4) return l.length === 3 ? sr(t, +l[0], +l[1], +l[2], 1) : sr(t, 0, 0, 0, 1);
						u = ir(l.pop());
					case "rgb":
						if (l.length >= 3) return sr(t, rr(l[0]), rr(l[1]), rr(l[2]), l.length === 3 ? u : ir(l[3])), dr(e, t), t;
						sr(t, 0, 0, 0, 1);
						return;
					case "hsla":
						if (l.length !== 4) {
							sr(t, 0, 0, 0, 1);
							return;
						}
						return l[3] = ir(l[3]), pr(l, t), dr(e, t), t;
					case "hsl":
						if (l.length !== 3) {
							sr(t, 0, 0, 0, 1);
							return;
						}
						return pr(l, t), dr(e, t), t;
					default: return;
				}
			}
			sr(t, 0, 0, 0, 1);
		}
	}
}
function pr(e, t) {
	var n = (parseFloat(e[0]) % 360 + 360) % 360 / 360, r = ir(e[1]), i = ir(e[2]), a = i <= .5 ? i * (r + 1) : i + r - i * r, o = i * 2 - a;
	return t = t || [], sr(t, er(ar(o, a, n + 1 / 3) * 255), er(ar(o, a, n) * 255), er(ar(o, a, n - 1 / 3) * 255), 1), e.length === 4 && (t[3] = e[3]), t;
}
function mr(e) {
	if (e) {
		var t = e[0] / 255, n = e[1] / 255, r = e[2] / 255, i = Math.min(t, n, r), a = Math.max(t, n, r), o = a - i, s = (a + i) / 2, c, l;
		if (o === 0) c = 0, l = 0;
		else {
			l = s < .5 ? o / (a + i) : o / (2 - a - i);
			var u = ((a - t) / 6 + o / 2) / o, d = ((a - n) / 6 + o / 2) / o, f = ((a - r) / 6 + o / 2) / o;
			t === a ? c = f - d : n === a ? c = 1 / 3 + u - f : r === a && (c = 2 / 3 + d - u), c < 0 && (c += 1), c > 1 && --c;
		}
		var p = [
			c * 360,
			l,
			s
		];
		return e[3] != null && p.push(e[3]), p;
	}
}
function hr(e, t) {
	var n = fr(e);
	if (n) {
		for (var r = 0; r < 3; r++) t < 0 ? n[r] = n[r] * (1 - t) | 0 : n[r] = (255 - n[r]) * t + n[r] | 0, n[r] > 255 ? n[r] = 255 : n[r] < 0 && (n[r] = 0);
		return br(n, n.length === 4 ? "rgba" : "rgb");
	}
}
function gr(e, t, n) {
	if (t && t.length && e >= 0 && e <= 1) {
		n = n || [];
		var r = e * (t.length - 1), i = Math.floor(r), a = Math.ceil(r), o = t[i], s = t[a], c = r - i;
		return n[0] = er(or(o[0], s[0], c)), n[1] = er(or(o[1], s[1], c)), n[2] = er(or(o[2], s[2], c)), n[3] = nr(or(o[3], s[3], c)), n;
	}
}
function _r(e, t, n) {
	if (t && t.length && e >= 0 && e <= 1) {
		var r = e * (t.length - 1), i = Math.floor(r), a = Math.ceil(r), o = fr(t[i]), s = fr(t[a]), c = r - i, l = br([
			er(or(o[0], s[0], c)),
			er(or(o[1], s[1], c)),
			er(or(o[2], s[2], c)),
			nr(or(o[3], s[3], c))
		], "rgba");
		return n ? {
			color: l,
			leftIndex: i,
			rightIndex: a,
			value: r
		} : l;
	}
}
function vr(e, t, n, r) {
	var i = fr(e);
	if (e) return i = mr(i), t != null && (i[0] = tr(t)), n != null && (i[1] = ir(n)), r != null && (i[2] = ir(r)), br(pr(i), "rgba");
}
function yr(e, t) {
	var n = fr(e);
	if (n && t != null) return n[3] = nr(t), br(n, "rgba");
}
function br(e, t) {
	if (e && e.length) {
		var n = e[0] + "," + e[1] + "," + e[2];
		return (t === "rgba" || t === "hsva" || t === "hsla") && (n += "," + e[3]), t + "(" + n + ")";
	}
}
function xr(e, t) {
	var n = fr(e);
	return n ? (.299 * n[0] + .587 * n[1] + .114 * n[2]) * n[3] / 255 + (1 - n[3]) * t : 0;
}
var Sr = new Qn(100);
function Cr(e) {
	if (W(e)) {
		var t = Sr.get(e);
		return t || (t = hr(e, -.1), Sr.put(e, t)), t;
	}
	if (ge(e)) {
		var n = P({}, e);
		return n.colorStops = R(e.colorStops, function(e) {
			return {
				offset: e.offset,
				color: hr(e.color, -.1)
			};
		}), n;
	}
	return e;
}
// ../../../work/main/frontend/node_modules/zrender/lib/svg/helper.js
function wr(e) {
	return e.type === "linear";
}
function Tr(e) {
	return e.type === "radial";
}
(function() {
	return m.hasGlobalWindow && U(window.btoa) ? function(e) {
		return window.btoa(unescape(encodeURIComponent(e)));
	} : typeof Buffer < "u" ? function(e) {
		return Buffer.from(e).toString("base64");
	} : function(e) {
		return null;
	};
})();
// ../../../work/main/frontend/node_modules/zrender/lib/animation/Animator.js
var Er = Array.prototype.slice;
function Dr(e, t, n) {
	return (t - e) * n + e;
}
function Or(e, t, n, r) {
	for (var i = t.length, a = 0; a < i; a++) e[a] = Dr(t[a], n[a], r);
	return e;
}
function kr(e, t, n, r) {
	for (var i = t.length, a = i && t[0].length, o = 0; o < i; o++) {
		e[o] || (e[o] = []);
		for (var s = 0; s < a; s++) e[o][s] = Dr(t[o][s], n[o][s], r);
	}
	return e;
}
function Ar(e, t, n, r) {
	for (var i = t.length, a = 0; a < i; a++) e[a] = t[a] + n[a] * r;
	return e;
}
function jr(e, t, n, r) {
	for (var i = t.length, a = i && t[0].length, o = 0; o < i; o++) {
		e[o] || (e[o] = []);
		for (var s = 0; s < a; s++) e[o][s] = t[o][s] + n[o][s] * r;
	}
	return e;
}
function Mr(e, t) {
	for (var n = e.length, r = t.length, i = n > r ? t : e, a = Math.min(n, r), o = i[a - 1] || {
		color: [
			0,
			0,
			0,
			0
		],
		offset: 0
	}, s = a; s < Math.max(n, r); s++) i.push({
		offset: o.offset,
		color: o.color.slice()
	});
}
function Nr(e, t, n) {
	var r = e, i = t;
	if (r.push && i.push) {
		var a = r.length, o = i.length;
		if (a !== o) {
			if (a > o) r.length = o;
			else for (var s = a; s < o; s++) r.push(n === 1 ? i[s] : Er.call(i[s]));
		}
		for (var c = r[0] && r[0].length, s = 0; s < r.length; s++) if (n === 1) isNaN(r[s]) && (r[s] = i[s]);
		else for (var l = 0; l < c; l++) isNaN(r[s][l]) && (r[s][l] = i[s][l]);
	}
}
function Pr(e) {
	if (se(e)) {
		var t = e.length;
		if (se(e[0])) {
			for (var n = [], r = 0; r < t; r++) n.push(Er.call(e[r]));
			return n;
		}
		return Er.call(e);
	}
	return e;
}
function Fr(e) {
	return e[0] = Math.floor(e[0]) || 0, e[1] = Math.floor(e[1]) || 0, e[2] = Math.floor(e[2]) || 0, e[3] = e[3] == null ? 1 : e[3], "rgba(" + e.join(",") + ")";
}
function Ir(e) {
	return se(e && e[0]) ? 2 : 1;
}
var Lr = 0, Rr = 1, zr = 2, Br = 3, Vr = 4, Hr = 5, Ur = 6;
function Wr(e) {
	return e === Vr || e === Hr;
}
function Gr(e) {
	return e === Rr || e === zr;
}
var Kr = [
	0,
	0,
	0,
	0
], qr = function() {
	function e(e) {
		this.keyframes = [], this.discrete = !1, this._invalid = !1, this._needsSort = !1, this._lastFr = 0, this._lastFrP = 0, this.propName = e;
	}
	return e.prototype.isFinished = function() {
		return this._finished;
	}, e.prototype.setFinished = function() {
		this._finished = !0, this._additiveTrack && this._additiveTrack.setFinished();
	}, e.prototype.needsAnimate = function() {
		return this.keyframes.length >= 1;
	}, e.prototype.getAdditiveTrack = function() {
		return this._additiveTrack;
	}, e.prototype.addKeyframe = function(e, t, n) {
		this._needsSort = !0;
		var r = this.keyframes, i = r.length, a = !1, o = Ur, s = t;
		if (se(t)) {
			var c = Ir(t);
			o = c, (c === 1 && !fe(t[0]) || c === 2 && !fe(t[0][0])) && (a = !0);
		} else if (fe(t) && !ve(t)) o = Lr;
		else if (W(t)) {
			if (!isNaN(+t)) o = Lr;
			else {
				var l = fr(t);
				l && (s = l, o = Br);
			}
		} else if (ge(t)) {
			var u = P({}, s);
			u.colorStops = R(t.colorStops, function(e) {
				return {
					offset: e.offset,
					color: fr(e.color)
				};
			}), wr(t) ? o = Vr : Tr(t) && (o = Hr), s = u;
		}
		i === 0 ? this.valType = o : (o !== this.valType || o === Ur) && (a = !0), this.discrete = this.discrete || a;
		var d = {
			time: e,
			value: s,
			rawValue: t,
			percent: 0
		};
		return n && (d.easing = n, d.easingFunc = U(n) ? n : xn[n] || Jn(n)), r.push(d), d;
	}, e.prototype.prepare = function(e, t) {
		var n = this.keyframes;
		this._needsSort && n.sort(function(e, t) {
			return e.time - t.time;
		});
		for (var r = this.valType, i = n.length, a = n[i - 1], o = this.discrete, s = Gr(r), c = Wr(r), l = 0; l < i; l++) {
			var u = n[l], d = u.value, f = a.value;
			u.percent = u.time / e, o || (s && l !== i - 1 ? Nr(d, f, r) : c && Mr(d.colorStops, f.colorStops));
		}
		if (!o && r !== Hr && t && this.needsAnimate() && t.needsAnimate() && r === t.valType && !t._finished) {
			this._additiveTrack = t;
			for (var p = n[0].value, l = 0; l < i; l++) r === Lr ? n[l].additiveValue = n[l].value - p : r === Br ? n[l].additiveValue = Ar([], n[l].value, p, -1) : Gr(r) && (n[l].additiveValue = r === Rr ? Ar([], n[l].value, p, -1) : jr([], n[l].value, p, -1));
		}
	}, e.prototype.step = function(e, t) {
		if (!this._finished) {
			this._additiveTrack && this._additiveTrack._finished && (this._additiveTrack = null);
			var n = this._additiveTrack != null, r = n ? "additiveValue" : "value", i = this.valType, a = this.keyframes, o = a.length, s = this.propName, c = i === Br, l, u = this._lastFr, d = Math.min, f, p;
			if (o === 1) f = p = a[0];
			else {
				if (t < 0) l = 0;
				else if (t < this._lastFrP) {
					for (l = d(u + 1, o - 1); l >= 0 && !(a[l].percent <= t); l--);
					l = d(l, o - 2);
				} else {
					for (l = u; l < o && !(a[l].percent > t); l++);
					l = d(l - 1, o - 2);
				}
				p = a[l + 1], f = a[l];
			}
			if (f && p) {
				this._lastFr = l, this._lastFrP = t;
				var m = p.percent - f.percent, h = m === 0 ? 1 : d((t - f.percent) / m, 1);
				p.easingFunc && (h = p.easingFunc(h));
				var g = n ? this._additiveValue : c ? Kr : e[s];
				if ((Gr(i) || c) && !g && (g = this._additiveValue = []), this.discrete) e[s] = h < 1 ? f.rawValue : p.rawValue;
				else if (Gr(i)) i === Rr ? Or(g, f[r], p[r], h) : kr(g, f[r], p[r], h);
				else if (Wr(i)) {
					var _ = f[r], v = p[r], y = i === Vr;
					e[s] = {
						type: y ? "linear" : "radial",
						x: Dr(_.x, v.x, h),
						y: Dr(_.y, v.y, h),
						colorStops: R(_.colorStops, function(e, t) {
							var n = v.colorStops[t];
							return {
								offset: Dr(e.offset, n.offset, h),
								color: Fr(Or([], e.color, n.color, h))
							};
						}),
						global: v.global
					}, y ? (e[s].x2 = Dr(_.x2, v.x2, h), e[s].y2 = Dr(_.y2, v.y2, h)) : e[s].r = Dr(_.r, v.r, h);
				} else if (c) Or(g, f[r], p[r], h), n || (e[s] = Fr(g));
				else {
					var b = Dr(f[r], p[r], h);
					n ? this._additiveValue = b : e[s] = b;
				}
				n && this._addToTarget(e);
			}
		}
	}, e.prototype._addToTarget = function(e) {
		var t = this.valType, n = this.propName, r = this._additiveValue;
		t === Lr ? e[n] = e[n] + r : t === Br ? (fr(e[n], Kr), Ar(Kr, Kr, r, 1), e[n] = Fr(Kr)) : t === Rr ? Ar(e[n], e[n], r, 1) : t === zr && jr(e[n], e[n], r, 1);
	}, e;
}(), Jr = function() {
	function e(e, t, n, r) {
		this._tracks = {}, this._trackKeys = [], this._maxTime = 0, this._started = 0, this._clip = null, this._target = e, this._loop = t, t && r ? ie("Can' use additive animation on looped animation.") : (this._additiveAnimators = r, this._allowDiscrete = n);
	}
	return e.prototype.getMaxTime = function() {
		return this._maxTime;
	}, e.prototype.getDelay = function() {
		return this._delay;
	}, e.prototype.getLoop = function() {
		return this._loop;
	}, e.prototype.getTarget = function() {
		return this._target;
	}, e.prototype.changeTarget = function(e) {
		this._target = e;
	}, e.prototype.when = function(e, t, n) {
		return this.whenWithKeys(e, t, B(t), n);
	}, e.prototype.whenWithKeys = function(e, t, n, r) {
		for (var i = this._tracks, a = 0; a < n.length; a++) {
			var o = n[a], s = i[o];
			if (!s) {
				s = i[o] = new qr(o);
				var c = void 0, l = this._getAdditiveTrack(o);
				if (l) {
					var u = l.keyframes, d = u[u.length - 1];
					c = d && d.value, l.valType === Br && c && (c = Fr(c));
				} else c = this._target[o];
				if (c == null) continue;
				e > 0 && s.addKeyframe(0, Pr(c), r), this._trackKeys.push(o);
			}
			s.addKeyframe(e, Pr(t[o]), r);
		}
		return this._maxTime = Math.max(this._maxTime, e), this;
	}, e.prototype.pause = function() {
		this._clip.pause(), this._paused = !0;
	}, e.prototype.resume = function() {
		this._clip.resume(), this._paused = !1;
	}, e.prototype.isPaused = function() {
		return !!this._paused;
	}, e.prototype.duration = function(e) {
		return this._maxTime = e, this._force = !0, this;
	}, e.prototype._doneCallback = function() {
		this._setTracksFinished(), this._clip = null;
		var e = this._doneCbs;
		if (e) for (var t = e.length, n = 0; n < t; n++) e[n].call(this);
	}, e.prototype._abortedCallback = function() {
		this._setTracksFinished();
		var e = this.animation, t = this._abortedCbs;
		if (e && e.removeClip(this._clip), this._clip = null, t) for (var n = 0; n < t.length; n++) t[n].call(this);
	}, e.prototype._setTracksFinished = function() {
		for (var e = this._tracks, t = this._trackKeys, n = 0; n < t.length; n++) e[t[n]].setFinished();
	}, e.prototype._getAdditiveTrack = function(e) {
		var t, n = this._additiveAnimators;
		if (n) for (var r = 0; r < n.length; r++) {
			var i = n[r].getTrack(e);
			i && (t = i);
		}
		return t;
	}, e.prototype.start = function(e) {
		if (!(this._started > 0)) {
			this._started = 1;
			for (var t = this, n = [], r = this._maxTime || 0, i = 0; i < this._trackKeys.length; i++) {
				var a = this._trackKeys[i], o = this._tracks[a], s = this._getAdditiveTrack(a), c = o.keyframes, l = c.length;
				if (o.prepare(r, s), o.needsAnimate()) {
					if (!this._allowDiscrete && o.discrete) {
						var u = c[l - 1];
						u && (t._target[o.propName] = u.rawValue), o.setFinished();
					} else n.push(o);
				}
			}
			if (n.length || this._force) {
				var d = new Yn({
					life: r,
					loop: this._loop,
					delay: this._delay || 0,
					onframe: function(e) {
						t._started = 2;
						var r = t._additiveAnimators;
						if (r) {
							for (var i = !1, a = 0; a < r.length; a++) if (r[a]._clip) {
								i = !0;
								break;
							}
							i || (t._additiveAnimators = null);
						}
						for (var a = 0; a < n.length; a++) n[a].step(t._target, e);
						var o = t._onframeCbs;
						if (o) for (var a = 0; a < o.length; a++) o[a](t._target, e);
					},
					ondestroy: function() {
						t._doneCallback();
					}
				});
				this._clip = d, this.animation && this.animation.addClip(d), e && d.setEasing(e);
			} else this._doneCallback();
			return this;
		}
	}, e.prototype.stop = function(e) {
		if (this._clip) {
			var t = this._clip;
			e && t.onframe(1), this._abortedCallback();
		}
	}, e.prototype.delay = function(e) {
		return this._delay = e, this;
	}, e.prototype.during = function(e) {
		return e && (this._onframeCbs || (this._onframeCbs = []), this._onframeCbs.push(e)), this;
	}, e.prototype.done = function(e) {
		return e && (this._doneCbs || (this._doneCbs = []), this._doneCbs.push(e)), this;
	}, e.prototype.aborted = function(e) {
		return e && (this._abortedCbs || (this._abortedCbs = []), this._abortedCbs.push(e)), this;
	}, e.prototype.getClip = function() {
		return this._clip;
	}, e.prototype.getTrack = function(e) {
		return this._tracks[e];
	}, e.prototype.getTracks = function() {
		var e = this;
		return R(this._trackKeys, function(t) {
			return e._tracks[t];
		});
	}, e.prototype.stopTracks = function(e, t) {
		if (!e.length || !this._clip) return !0;
		for (var n = this._tracks, r = this._trackKeys, i = 0; i < e.length; i++) {
			var a = n[e[i]];
			a && !a.isFinished() && (t ? a.step(this._target, 1) : this._started === 1 && a.step(this._target, 0), a.setFinished());
		}
		for (var o = !0, i = 0; i < r.length; i++) if (!n[r[i]].isFinished()) {
			o = !1;
			break;
		}
		return o && this._abortedCallback(), o;
	}, e.prototype.saveTo = function(e, t, n) {
		if (e) {
			t = t || this._trackKeys;
			for (var r = 0; r < t.length; r++) {
				var i = t[r], a = this._tracks[i];
				if (a && !a.isFinished()) {
					var o = a.keyframes, s = o[n ? 0 : o.length - 1];
					s && (e[i] = Pr(s.rawValue));
				}
			}
		}
	}, e.prototype.__changeFinalValue = function(e, t) {
		t = t || B(e);
		for (var n = 0; n < t.length; n++) {
			var r = t[n], i = this._tracks[r];
			if (i) {
				var a = i.keyframes;
				if (a.length > 1) {
					var o = a.pop();
					i.addKeyframe(o.time, e[r]), i.prepare(this._maxTime, i.getAdditiveTrack());
				}
			}
		}
	}, e;
}();
// ../../../work/main/frontend/node_modules/zrender/lib/animation/Animation.js
function Yr() {
	return (/* @__PURE__ */ new Date()).getTime();
}
var Xr = function(e) {
	f(t, e);
	function t(t) {
		var n = e.call(this) || this;
		return n._running = !1, n._time = 0, n._pausedTime = 0, n._pauseStart = 0, n._paused = !1, t = t || {}, n.stage = t.stage || {}, n;
	}
	return t.prototype.addClip = function(e) {
		e.animation && this.removeClip(e), this._head ? (this._tail.next = e, e.prev = this._tail, e.next = null, this._tail = e) : this._head = this._tail = e, e.animation = this;
	}, t.prototype.addAnimator = function(e) {
		e.animation = this;
		var t = e.getClip();
		t && this.addClip(t);
	}, t.prototype.removeClip = function(e) {
		if (e.animation) {
			var t = e.prev, n = e.next;
			t ? t.next = n : this._head = n, n ? n.prev = t : this._tail = t, e.next = e.prev = e.animation = null;
		}
	}, t.prototype.removeAnimator = function(e) {
		var t = e.getClip();
		t && this.removeClip(t), e.animation = null;
	}, t.prototype.update = function(e) {
		for (var t = Yr() - this._pausedTime, n = t - this._time, r = this._head; r;) {
			var i = r.next;
			r.step(t, n) && (r.ondestroy(), this.removeClip(r)), r = i;
		}
		this._time = t, e || (this.trigger("frame", n), this.stage.update && this.stage.update());
	}, t.prototype._startLoop = function() {
		var e = this;
		this._running = !0;
		function t() {
			e._running && (bn(t), !e._paused && e.update());
		}
		bn(t);
	}, t.prototype.start = function() {
		this._running || (this._time = Yr(), this._pausedTime = 0, this._startLoop());
	}, t.prototype.stop = function() {
		this._running = !1;
	}, t.prototype.pause = function() {
		this._paused || (this._pauseStart = Yr(), this._paused = !0);
	}, t.prototype.resume = function() {
		this._paused && (this._pausedTime += Yr() - this._pauseStart, this._paused = !1);
	}, t.prototype.clear = function() {
		for (var e = this._head; e;) {
			var t = e.next;
			e.prev = e.next = e.animation = null, e = t;
		}
		this._head = this._tail = null;
	}, t.prototype.isFinished = function() {
		return this._head == null;
	}, t.prototype.animate = function(e, t) {
		t = t || {}, this.start();
		var n = new Jr(e, t.loop);
		return this.addAnimator(n), n;
	}, t;
}(et), Zr = 300, Qr = m.domSupported, $r = (function() {
	var e = [
		"click",
		"dblclick",
		"mousewheel",
		"wheel",
		"mouseout",
		"mouseup",
		"mousedown",
		"mousemove",
		"contextmenu"
	], t = [
		"touchstart",
		"touchend",
		"touchmove"
	], n = {
		pointerdown: 1,
		pointerup: 1,
		pointermove: 1,
		pointerout: 1
	};
	return {
		mouse: e,
		touch: t,
		pointer: R(e, function(e) {
			var t = e.replace("mouse", "pointer");
			return n.hasOwnProperty(t) ? t : e;
		})
	};
})(), ei = {
	mouse: ["mousemove", "mouseup"],
	pointer: ["pointermove", "pointerup"]
}, ti = !1;
function ni(e) {
	var t = e.pointerType;
	return t === "pen" || t === "touch";
}
function ri(e) {
	e.touching = !0, e.touchTimer != null && (clearTimeout(e.touchTimer), e.touchTimer = null), e.touchTimer = setTimeout(function() {
		e.touching = !1, e.touchTimer = null;
	}, 700);
}
function ii(e) {
	e && (e.zrByTouch = !0);
}
function ai(e, t) {
	return bt(e.dom, new si(e, t), !0);
}
function oi(e, t) {
	for (var n = t, r = !1; n && n.nodeType !== 9 && !(r = n.domBelongToZr || n !== t && n === e.painterRoot);) n = n.parentNode;
	return r;
}
var si = function() {
	function e(e, t) {
		this.stopPropagation = Fe, this.stopImmediatePropagation = Fe, this.preventDefault = Fe, this.type = t.type, this.target = this.currentTarget = e.dom, this.pointerType = t.pointerType, this.clientX = t.clientX, this.clientY = t.clientY;
	}
	return e;
}(), ci = {
	mousedown: function(e) {
		e = bt(this.dom, e), this.__mayPointerCapture = [e.zrX, e.zrY], this.trigger("mousedown", e);
	},
	mousemove: function(e) {
		e = bt(this.dom, e);
		var t = this.__mayPointerCapture;
		t && (e.zrX !== t[0] || e.zrY !== t[1]) && this.__togglePointerCapture(!0), this.trigger("mousemove", e);
	},
	mouseup: function(e) {
		e = bt(this.dom, e), this.__togglePointerCapture(!1), this.trigger("mouseup", e);
	},
	mouseout: function(e) {
		e = bt(this.dom, e);
		var t = e.toElement || e.relatedTarget;
		oi(this, t) || (this.__pointerCapturing && (e.zrEventControl = "no_globalout"), this.trigger("mouseout", e));
	},
	wheel: function(e) {
		ti = !0, e = bt(this.dom, e), this.trigger("mousewheel", e);
	},
	mousewheel: function(e) {
		ti || (e = bt(this.dom, e), this.trigger("mousewheel", e));
	},
	touchstart: function(e) {
		e = bt(this.dom, e), ii(e), this.__lastTouchMoment = /* @__PURE__ */ new Date(), this.handler.processGesture(e, "start"), ci.mousemove.call(this, e), ci.mousedown.call(this, e);
	},
	touchmove: function(e) {
		e = bt(this.dom, e), ii(e), this.handler.processGesture(e, "change"), ci.mousemove.call(this, e);
	},
	touchend: function(e) {
		e = bt(this.dom, e), ii(e), this.handler.processGesture(e, "end"), ci.mouseup.call(this, e), +/* @__PURE__ */ new Date() - this.__lastTouchMoment < Zr && ci.click.call(this, e);
	},
	pointerdown: function(e) {
		ci.mousedown.call(this, e);
	},
	pointermove: function(e) {
		ni(e) || ci.mousemove.call(this, e);
	},
	pointerup: function(e) {
		ci.mouseup.call(this, e);
	},
	pointerout: function(e) {
		ni(e) || ci.mouseout.call(this, e);
	}
};
L([
	"click",
	"dblclick",
	"contextmenu"
], function(e) {
	ci[e] = function(t) {
		t = bt(this.dom, t), this.trigger(e, t);
	};
});
var li = {
	pointermove: function(e) {
		ni(e) || li.mousemove.call(this, e);
	},
	pointerup: function(e) {
		li.mouseup.call(this, e);
	},
	mousemove: function(e) {
		this.trigger("mousemove", e);
	},
	mouseup: function(e) {
		var t = this.__pointerCapturing;
		this.__togglePointerCapture(!1), this.trigger("mouseup", e), t && (e.zrEventControl = "only_globalout", this.trigger("mouseout", e));
	}
};
function ui(e, t) {
	var n = t.domHandlers;
	m.pointerEventsSupported ? L($r.pointer, function(r) {
		fi(t, r, function(t) {
			n[r].call(e, t);
		});
	}) : (m.touchEventsSupported && L($r.touch, function(r) {
		fi(t, r, function(i) {
			n[r].call(e, i), ri(t);
		});
	}), L($r.mouse, function(r) {
		fi(t, r, function(i) {
			i = yt(i), t.touching || n[r].call(e, i);
		});
	}));
}
function di(e, t) {
	m.pointerEventsSupported ? L(ei.pointer, n) : m.touchEventsSupported || L(ei.mouse, n);
	function n(n) {
		function r(r) {
			r = yt(r), oi(e, r.target) || (r = ai(e, r), t.domHandlers[n].call(e, r));
		}
		fi(t, n, r, { capture: !0 });
	}
}
function fi(e, t, n, r) {
	e.mounted[t] = n, e.listenerOpts[t] = r, St(e.domTarget, t, n, r);
}
function pi(e) {
	var t = e.mounted;
	for (var n in t) t.hasOwnProperty(n) && Ct(e.domTarget, n, t[n], e.listenerOpts[n]);
	e.mounted = {};
}
var mi = function() {
	function e(e, t) {
		this.mounted = {}, this.listenerOpts = {}, this.touching = !1, this.domTarget = e, this.domHandlers = t;
	}
	return e;
}(), hi = function(e) {
	f(t, e);
	function t(t, n) {
		var r = e.call(this) || this;
		return r.__pointerCapturing = !1, r.dom = t, r.painterRoot = n, r._localHandlerScope = new mi(t, ci), Qr && (r._globalHandlerScope = new mi(document, li)), ui(r, r._localHandlerScope), r;
	}
	return t.prototype.dispose = function() {
		pi(this._localHandlerScope), Qr && pi(this._globalHandlerScope);
	}, t.prototype.setCursor = function(e) {
		this.dom.style && (this.dom.style.cursor = e || "default");
	}, t.prototype.__togglePointerCapture = function(e) {
		if (this.__mayPointerCapture = null, Qr && +this.__pointerCapturing ^ e) {
			this.__pointerCapturing = e;
			var t = this._globalHandlerScope;
			e ? di(this, t) : pi(t);
		}
	}, t;
}(et), gi = 1;
m.hasGlobalWindow && (gi = Math.max(window.devicePixelRatio || window.screen && window.screen.deviceXDPI / window.screen.logicalXDPI || 1, 1));
var _i = gi, vi = .4, yi = "#333", bi = "#ccc", xi = "#eee", Si = jt, Ci = 5e-5;
function wi(e) {
	return e > Ci || e < -Ci;
}
var Ti = [], Ei = [], Di = At(), Oi = Math.abs, ki = function() {
	function e() {}
	return e.prototype.getLocalTransform = function(t) {
		return e.getLocalTransform(this, t);
	}, e.prototype.setPosition = function(e) {
		this.x = e[0], this.y = e[1];
	}, e.prototype.setScale = function(e) {
		this.scaleX = e[0], this.scaleY = e[1];
	}, e.prototype.setSkew = function(e) {
		this.skewX = e[0], this.skewY = e[1];
	}, e.prototype.setOrigin = function(e) {
		this.originX = e[0], this.originY = e[1];
	}, e.prototype.needLocalTransform = function() {
		return wi(this.rotation) || wi(this.x) || wi(this.y) || wi(this.scaleX - 1) || wi(this.scaleY - 1) || wi(this.skewX) || wi(this.skewY);
	}, e.prototype.updateTransform = function() {
		var e = this.parent && this.parent.transform, t = this.needLocalTransform(), n = this.transform;
		t || e ? (n = n || At(), t ? this.getLocalTransform(n) : Si(n), e && (t ? Nt(n, e, n) : Mt(n, e)), this.transform = n, this._resolveGlobalScaleRatio(n)) : n && (Si(n), this.invTransform = null);
	}, e.prototype._resolveGlobalScaleRatio = function(e) {
		var t = this.globalScaleRatio;
		if (t != null && t !== 1) {
			this.getGlobalScale(Ti);
			var n = Ti[0] < 0 ? -1 : 1, r = Ti[1] < 0 ? -1 : 1, i = ((Ti[0] - n) * t + n) / Ti[0] || 0, a = ((Ti[1] - r) * t + r) / Ti[1] || 0;
			e[0] *= i, e[1] *= i, e[2] *= a, e[3] *= a;
		}
		this.invTransform = this.invTransform || At(), Lt(this.invTransform, e);
	}, e.prototype.getComputedTransform = function() {
		for (var e = this, t = []; e;) t.push(e), e = e.parent;
		for (; e = t.pop();) e.updateTransform();
		return this.transform;
	}, e.prototype.setLocalTransform = function(e) {
		if (e) {
			var t = e[0] * e[0] + e[1] * e[1], n = e[2] * e[2] + e[3] * e[3], r = Math.atan2(e[1], e[0]), i = Math.PI / 2 + r - Math.atan2(e[3], e[2]);
			n = Math.sqrt(n) * Math.cos(i), t = Math.sqrt(t), this.skewX = i, this.skewY = 0, this.rotation = -r, this.x = +e[4], this.y = +e[5], this.scaleX = t, this.scaleY = n, this.originX = 0, this.originY = 0;
		}
	}, e.prototype.decomposeTransform = function() {
		if (this.transform) {
			var e = this.parent, t = this.transform;
			e && e.transform && (e.invTransform = e.invTransform || At(), Nt(Ei, e.invTransform, t), t = Ei);
			var n = this.originX, r = this.originY;
			(n || r) && (Di[4] = n, Di[5] = r, Nt(Ei, t, Di), Ei[4] -= n, Ei[5] -= r, t = Ei), this.setLocalTransform(t);
		}
	}, e.prototype.getGlobalScale = function(e) {
		var t = this.transform;
		return e = e || [], t ? (e[0] = Math.sqrt(t[0] * t[0] + t[1] * t[1]), e[1] = Math.sqrt(t[2] * t[2] + t[3] * t[3]), t[0] < 0 && (e[0] = -e[0]), t[3] < 0 && (e[1] = -e[1]), e) : (e[0] = 1, e[1] = 1, e);
	}, e.prototype.transformCoordToLocal = function(e, t) {
		var n = [e, t], r = this.invTransform;
		return r && Ye(n, n, r), n;
	}, e.prototype.transformCoordToGlobal = function(e, t) {
		var n = [e, t], r = this.transform;
		return r && Ye(n, n, r), n;
	}, e.prototype.getLineScale = function() {
		var e = this.transform;
		return e && Oi(e[0] - 1) > 1e-10 && Oi(e[3] - 1) > 1e-10 ? Math.sqrt(Oi(e[0] * e[3] - e[2] * e[1])) : 1;
	}, e.prototype.copyTransform = function(e) {
		ji(this, e);
	}, e.getLocalTransform = function(e, t) {
		t = t || [];
		var n = e.originX || 0, r = e.originY || 0, i = e.scaleX, a = e.scaleY, o = e.anchorX, s = e.anchorY, c = e.rotation || 0, l = e.x, u = e.y, d = e.skewX ? Math.tan(e.skewX) : 0, f = e.skewY ? Math.tan(-e.skewY) : 0;
		if (n || r || o || s) {
			var p = n + o, m = r + s;
			t[4] = -p * i - d * m * a, t[5] = -m * a - f * p * i;
		} else t[4] = t[5] = 0;
		return t[0] = i, t[3] = a, t[1] = f * i, t[2] = d * a, c && Ft(t, t, c), t[4] += n + l, t[5] += r + u, t;
	}, e.initDefaultProps = (function() {
		var t = e.prototype;
		t.scaleX = t.scaleY = t.globalScaleRatio = 1, t.x = t.y = t.originX = t.originY = t.skewX = t.skewY = t.rotation = t.anchorX = t.anchorY = 0;
	})(), e;
}(), Ai = [
	"x",
	"y",
	"originX",
	"originY",
	"anchorX",
	"anchorY",
	"rotation",
	"scaleX",
	"scaleY",
	"skewX",
	"skewY"
];
function ji(e, t) {
	for (var n = 0; n < Ai.length; n++) {
		var r = Ai[n];
		e[r] = t[r];
	}
}
// ../../../work/main/frontend/node_modules/zrender/lib/contain/text.js
var Mi = {};
function Ni(e, t) {
	t = t || "12px sans-serif";
	var n = Mi[t];
	n || (n = Mi[t] = new Qn(500));
	var r = n.get(e);
	return r ?? (r = S.measureText(e, t).width, n.put(e, r)), r;
}
function Pi(e, t, n, r) {
	var i = Ni(e, t), a = Ri(t);
	return new qt(Ii(0, i, n), Li(0, a, r), i, a);
}
function Fi(e, t, n, r) {
	var i = ((e || "") + "").split("\n");
	if (i.length === 1) return Pi(i[0], t, n, r);
	for (var a = new qt(0, 0, 0, 0), o = 0; o < i.length; o++) {
		var s = Pi(i[o], t, n, r);
		o === 0 ? a.copy(s) : a.union(s);
	}
	return a;
}
function Ii(e, t, n) {
	return n === "right" ? e -= t : n === "center" && (e -= t / 2), e;
}
function Li(e, t, n) {
	return n === "middle" ? e -= t / 2 : n === "bottom" && (e -= t), e;
}
function Ri(e) {
	return Ni("国", e);
}
function zi(e, t) {
	return typeof e == "string" ? e.lastIndexOf("%") >= 0 ? parseFloat(e) / 100 * t : parseFloat(e) : e;
}
function Bi(e, t, n) {
	var r = t.position || "inside", i = t.distance == null ? 5 : t.distance, a = n.height, o = n.width, s = a / 2, c = n.x, l = n.y, u = "left", d = "top";
	if (r instanceof Array) c += zi(r[0], n.width), l += zi(r[1], n.height), u = null, d = null;
	else switch (r) {
		case "left":
			c -= i, l += s, u = "right", d = "middle";
			break;
		case "right":
			c += i + o, l += s, d = "middle";
			break;
		case "top":
			c += o / 2, l -= i, u = "center", d = "bottom";
			break;
		case "bottom":
			c += o / 2, l += a + i, u = "center";
			break;
		case "inside":
			c += o / 2, l += s, u = "center", d = "middle";
			break;
		case "insideLeft":
			c += i, l += s, d = "middle";
			break;
		case "insideRight":
			c += o - i, l += s, u = "right", d = "middle";
			break;
		case "insideTop":
			c += o / 2, l += i, u = "center";
			break;
		case "insideBottom":
			c += o / 2, l += a - i, u = "center", d = "bottom";
			break;
		case "insideTopLeft":
			c += i, l += i;
			break;
		case "insideTopRight":
			c += o - i, l += i, u = "right";
			break;
		case "insideBottomLeft":
			c += i, l += a - i, d = "bottom";
			break;
		case "insideBottomRight": c += o - i, l += a - i, u = "right", d = "bottom";
	}
	return e = e || {}, e.x = c, e.y = l, e.align = u, e.verticalAlign = d, e;
}
// ../../../work/main/frontend/node_modules/zrender/lib/Element.js
var Vi = "__zr_normal__", Hi = Ai.concat(["ignore"]), Ui = z(Ai, function(e, t) {
	return e[t] = !0, e;
}, { ignore: !1 }), Wi = {}, Gi = new qt(0, 0, 0, 0), Ki = function() {
	function e(e) {
		this.id = re(), this.animators = [], this.currentStates = [], this.states = {}, this._init(e);
	}
	return e.prototype._init = function(e) {
		this.attr(e);
	}, e.prototype.drift = function(e, t, n) {
		switch (this.draggable) {
			case "horizontal":
				t = 0;
				break;
			case "vertical": e = 0;
		}
		var r = this.transform;
		r || (r = this.transform = [
			1,
			0,
			0,
			1,
			0,
			0
		]), r[4] += e, r[5] += t, this.decomposeTransform(), this.markRedraw();
	}, e.prototype.beforeUpdate = function() {}, e.prototype.afterUpdate = function() {}, e.prototype.update = function() {
		this.updateTransform(), this.__dirty && this.updateInnerText();
	}, e.prototype.updateInnerText = function(e) {
		var t = this._textContent;
		if (t && (!t.ignore || e)) {
			this.textConfig || (this.textConfig = {});
			var n = this.textConfig, r = n.local, i = t.innerTransformable, a = void 0, o = void 0, s = !1;
			i.parent = r ? this : null;
			var c = !1;
			if (i.copyTransform(t), n.position != null) {
				var l = Gi;
				n.layoutRect ? l.copy(n.layoutRect) : l.copy(this.getBoundingRect()), r || l.applyTransform(this.transform), this.calculateTextPosition ? this.calculateTextPosition(Wi, n, l) : Bi(Wi, n, l), i.x = Wi.x, i.y = Wi.y, a = Wi.align, o = Wi.verticalAlign;
				var u = n.origin;
				if (u && n.rotation != null) {
					var d = void 0, f = void 0;
					u === "center" ? (d = l.width * .5, f = l.height * .5) : (d = zi(u[0], l.width), f = zi(u[1], l.height)), c = !0, i.originX = -i.x + d + (r ? 0 : l.x), i.originY = -i.y + f + (r ? 0 : l.y);
				}
			}
			n.rotation != null && (i.rotation = n.rotation);
			var p = n.offset;
			p && (i.x += p[0], i.y += p[1], c || (i.originX = -p[0], i.originY = -p[1]));
			var m = n.inside == null ? typeof n.position == "string" && n.position.indexOf("inside") >= 0 : n.inside, h = this._innerTextDefaultStyle || (this._innerTextDefaultStyle = {}), g = void 0, _ = void 0, v = void 0;
			m && this.canBeInsideText() ? (g = n.insideFill, _ = n.insideStroke, (g == null || g === "auto") && (g = this.getInsideTextFill()), (_ == null || _ === "auto") && (_ = this.getInsideTextStroke(g), v = !0)) : (g = n.outsideFill, _ = n.outsideStroke, (g == null || g === "auto") && (g = this.getOutsideFill()), (_ == null || _ === "auto") && (_ = this.getOutsideStroke(g), v = !0)), g = g || "#000", (g !== h.fill || _ !== h.stroke || v !== h.autoStroke || a !== h.align || o !== h.verticalAlign) && (s = !0, h.fill = g, h.stroke = _, h.autoStroke = v, h.align = a, h.verticalAlign = o, t.setDefaultTextStyle(h)), t.__dirty |= 1, s && t.dirtyStyle(!0);
		}
	}, e.prototype.canBeInsideText = function() {
		return !0;
	}, e.prototype.getInsideTextFill = function() {
		return "#fff";
	}, e.prototype.getInsideTextStroke = function(e) {
		return "#000";
	}, e.prototype.getOutsideFill = function() {
		return this.__zr && this.__zr.isDarkMode() ? bi : yi;
	}, e.prototype.getOutsideStroke = function(e) {
		var t = this.__zr && this.__zr.getBackgroundColor(), n = typeof t == "string" && fr(t);
		n || (n = [
			255,
			255,
			255,
			1
		]);
		for (var r = n[3], i = this.__zr.isDarkMode(), a = 0; a < 3; a++) n[a] = n[a] * r + (i ? 0 : 255) * (1 - r);
		return n[3] = 1, br(n, "rgba");
	}, e.prototype.traverse = function(e, t) {}, e.prototype.attrKV = function(e, t) {
		e === "textConfig" ? this.setTextConfig(t) : e === "textContent" ? this.setTextContent(t) : e === "clipPath" ? this.setClipPath(t) : e === "extra" ? (this.extra = this.extra || {}, P(this.extra, t)) : this[e] = t;
	}, e.prototype.hide = function() {
		this.ignore = !0, this.markRedraw();
	}, e.prototype.show = function() {
		this.ignore = !1, this.markRedraw();
	}, e.prototype.attr = function(e, t) {
		if (typeof e == "string") this.attrKV(e, t);
		else if (G(e)) for (var n = B(e), r = 0; r < n.length; r++) {
			var i = n[r];
			this.attrKV(i, e[i]);
		}
		return this.markRedraw(), this;
	}, e.prototype.saveCurrentToNormalState = function(e) {
		this._innerSaveToNormal(e);
		for (var t = this._normalState, n = 0; n < this.animators.length; n++) {
			var r = this.animators[n], i = r.__fromStateTransition;
			if (!(r.getLoop() || i && i !== "__zr_normal__")) {
				var a = r.targetName, o = a ? t[a] : t;
				r.saveTo(o);
			}
		}
	}, e.prototype._innerSaveToNormal = function(e) {
		var t = this._normalState;
		t || (t = this._normalState = {}), e.textConfig && !t.textConfig && (t.textConfig = this.textConfig), this._savePrimaryToNormal(e, t, Hi);
	}, e.prototype._savePrimaryToNormal = function(e, t, n) {
		for (var r = 0; r < n.length; r++) {
			var i = n[r];
			e[i] != null && !(i in t) && (t[i] = this[i]);
		}
	}, e.prototype.hasState = function() {
		return this.currentStates.length > 0;
	}, e.prototype.getState = function(e) {
		return this.states[e];
	}, e.prototype.ensureState = function(e) {
		var t = this.states;
		return t[e] || (t[e] = {}), t[e];
	}, e.prototype.clearStates = function(e) {
		this.useState(Vi, !1, e);
	}, e.prototype.useState = function(e, t, n, r) {
		var i = e === Vi;
		if (this.hasState() || !i) {
			var a = this.currentStates, o = this.stateTransition;
			if (!(I(a, e) >= 0 && (t || a.length === 1))) {
				var s;
				if (this.stateProxy && !i && (s = this.stateProxy(e)), s || (s = this.states && this.states[e]), !s && !i) ie("State " + e + " not exists.");
				else {
					i || this.saveCurrentToNormalState(s);
					var c = !!(s && s.hoverLayer || r);
					c && this._toggleHoverLayerFlag(!0), this._applyStateObj(e, s, this._normalState, t, !n && !this.__inHover && o && o.duration > 0, o);
					var l = this._textContent, u = this._textGuide;
					return l && l.useState(e, t, n, c), u && u.useState(e, t, n, c), i ? (this.currentStates = [], this._normalState = {}) : t ? this.currentStates.push(e) : this.currentStates = [e], this._updateAnimationTargets(), this.markRedraw(), !c && this.__inHover && (this._toggleHoverLayerFlag(!1), this.__dirty &= -2), s;
				}
			}
		}
	}, e.prototype.useStates = function(e, t, n) {
		if (!e.length) this.clearStates();
		else {
			var r = [], i = this.currentStates, a = e.length, o = a === i.length;
			if (o) {
				for (var s = 0; s < a; s++) if (e[s] !== i[s]) {
					o = !1;
					break;
				}
			}
			if (o) return;
			for (var s = 0; s < a; s++) {
				var c = e[s], l = void 0;
				this.stateProxy && (l = this.stateProxy(c, e)), l || (l = this.states[c]), l && r.push(l);
			}
			var u = r[a - 1], d = !!(u && u.hoverLayer || n);
			d && this._toggleHoverLayerFlag(!0);
			var f = this._mergeStates(r), p = this.stateTransition;
			this.saveCurrentToNormalState(f), this._applyStateObj(e.join(","), f, this._normalState, !1, !t && !this.__inHover && p && p.duration > 0, p);
			var m = this._textContent, h = this._textGuide;
			m && m.useStates(e, t, d), h && h.useStates(e, t, d), this._updateAnimationTargets(), this.currentStates = e.slice(), this.markRedraw(), !d && this.__inHover && (this._toggleHoverLayerFlag(!1), this.__dirty &= -2);
		}
	}, e.prototype.isSilent = function() {
		for (var e = this.silent, t = this.parent; !e && t;) {
			if (t.silent) {
				e = !0;
				break;
			}
			t = t.parent;
		}
		return e;
	}, e.prototype._updateAnimationTargets = function() {
		for (var e = 0; e < this.animators.length; e++) {
			var t = this.animators[e];
			t.targetName && t.changeTarget(this[t.targetName]);
		}
	}, e.prototype.removeState = function(e) {
		var t = I(this.currentStates, e);
		if (t >= 0) {
			var n = this.currentStates.slice();
			n.splice(t, 1), this.useStates(n);
		}
	}, e.prototype.replaceState = function(e, t, n) {
		var r = this.currentStates.slice(), i = I(r, e), a = I(r, t) >= 0;
		i >= 0 ? a ? r.splice(i, 1) : r[i] = t : n && !a && r.push(t), this.useStates(r);
	}, e.prototype.toggleState = function(e, t) {
		t ? this.useState(e, !0) : this.removeState(e);
	}, e.prototype._mergeStates = function(e) {
		for (var t = {}, n, r = 0; r < e.length; r++) {
			var i = e[r];
			P(t, i), i.textConfig && (n = n || {}, P(n, i.textConfig));
		}
		return n && (t.textConfig = n), t;
	}, e.prototype._applyStateObj = function(e, t, n, r, i, a) {
		var o = !(t && r);
		t && t.textConfig ? (this.textConfig = P({}, r ? this.textConfig : n.textConfig), P(this.textConfig, t.textConfig)) : o && n.textConfig && (this.textConfig = n.textConfig);
		for (var s = {}, c = !1, l = 0; l < Hi.length; l++) {
			var u = Hi[l], d = i && Ui[u];
			t && t[u] != null ? d ? (c = !0, s[u] = t[u]) : this[u] = t[u] : o && n[u] != null && (d ? (c = !0, s[u] = n[u]) : this[u] = n[u]);
		}
		if (!i) for (var l = 0; l < this.animators.length; l++) {
			var f = this.animators[l], p = f.targetName;
			f.getLoop() || f.__changeFinalValue(p ? (t || n)[p] : t || n);
		}
		c && this._transitionState(e, s, a);
	}, e.prototype._attachComponent = function(e) {
		if ((!e.__zr || e.__hostTarget) && e !== this) {
			var t = this.__zr;
			t && e.addSelfToZr(t), e.__zr = t, e.__hostTarget = this;
		}
	}, e.prototype._detachComponent = function(e) {
		e.__zr && e.removeSelfFromZr(e.__zr), e.__zr = null, e.__hostTarget = null;
	}, e.prototype.getClipPath = function() {
		return this._clipPath;
	}, e.prototype.setClipPath = function(e) {
		this._clipPath && this._clipPath !== e && this.removeClipPath(), this._attachComponent(e), this._clipPath = e, this.markRedraw();
	}, e.prototype.removeClipPath = function() {
		var e = this._clipPath;
		e && (this._detachComponent(e), this._clipPath = null, this.markRedraw());
	}, e.prototype.getTextContent = function() {
		return this._textContent;
	}, e.prototype.setTextContent = function(e) {
		var t = this._textContent;
		t !== e && (t && t !== e && this.removeTextContent(), e.innerTransformable = new ki(), this._attachComponent(e), this._textContent = e, this.markRedraw());
	}, e.prototype.setTextConfig = function(e) {
		this.textConfig || (this.textConfig = {}), P(this.textConfig, e), this.markRedraw();
	}, e.prototype.removeTextConfig = function() {
		this.textConfig = null, this.markRedraw();
	}, e.prototype.removeTextContent = function() {
		var e = this._textContent;
		e && (e.innerTransformable = null, this._detachComponent(e), this._textContent = null, this._innerTextDefaultStyle = null, this.markRedraw());
	}, e.prototype.getTextGuideLine = function() {
		return this._textGuide;
	}, e.prototype.setTextGuideLine = function(e) {
		this._textGuide && this._textGuide !== e && this.removeTextGuideLine(), this._attachComponent(e), this._textGuide = e, this.markRedraw();
	}, e.prototype.removeTextGuideLine = function() {
		var e = this._textGuide;
		e && (this._detachComponent(e), this._textGuide = null, this.markRedraw());
	}, e.prototype.markRedraw = function() {
		this.__dirty |= 1;
		var e = this.__zr;
		e && (this.__inHover ? e.refreshHover() : e.refresh()), this.__hostTarget && this.__hostTarget.markRedraw();
	}, e.prototype.dirty = function() {
		this.markRedraw();
	}, e.prototype._toggleHoverLayerFlag = function(e) {
		this.__inHover = e;
		var t = this._textContent, n = this._textGuide;
		t && (t.__inHover = e), n && (n.__inHover = e);
	}, e.prototype.addSelfToZr = function(e) {
		if (this.__zr !== e) {
			this.__zr = e;
			var t = this.animators;
			if (t) for (var n = 0; n < t.length; n++) e.animation.addAnimator(t[n]);
			this._clipPath && this._clipPath.addSelfToZr(e), this._textContent && this._textContent.addSelfToZr(e), this._textGuide && this._textGuide.addSelfToZr(e);
		}
	}, e.prototype.removeSelfFromZr = function(e) {
		if (this.__zr) {
			this.__zr = null;
			var t = this.animators;
			if (t) for (var n = 0; n < t.length; n++) e.animation.removeAnimator(t[n]);
			this._clipPath && this._clipPath.removeSelfFromZr(e), this._textContent && this._textContent.removeSelfFromZr(e), this._textGuide && this._textGuide.removeSelfFromZr(e);
		}
	}, e.prototype.animate = function(e, t, n) {
		var r = new Jr(e ? this[e] : this, t, n);
		return e && (r.targetName = e), this.addAnimator(r, e), r;
	}, e.prototype.addAnimator = function(e, t) {
		var n = this.__zr, r = this;
		e.during(function() {
			r.updateDuringAnimation(t);
		}).done(function() {
			var t = r.animators, n = I(t, e);
			n >= 0 && t.splice(n, 1);
		}), this.animators.push(e), n && n.animation.addAnimator(e), n && n.wakeUp();
	}, e.prototype.updateDuringAnimation = function(e) {
		this.markRedraw();
	}, e.prototype.stopAnimation = function(e, t) {
		for (var n = this.animators, r = n.length, i = [], a = 0; a < r; a++) {
			var o = n[a];
			!e || e === o.scope ? o.stop(t) : i.push(o);
		}
		return this.animators = i, this;
	}, e.prototype.animateTo = function(e, t, n) {
		qi(this, e, t, n);
	}, e.prototype.animateFrom = function(e, t, n) {
		qi(this, e, t, n, !0);
	}, e.prototype._transitionState = function(e, t, n, r) {
		for (var i = qi(this, t, n, r), a = 0; a < i.length; a++) i[a].__fromStateTransition = e;
	}, e.prototype.getBoundingRect = function() {
		return null;
	}, e.prototype.getPaintRect = function() {
		return null;
	}, e.initDefaultProps = (function() {
		var t = e.prototype;
		t.type = "element", t.name = "", t.ignore = t.silent = t.isGroup = t.draggable = t.dragging = t.ignoreClip = t.__inHover = !1, t.__dirty = 1;
		function n(e, n, r, i) {
			Object.defineProperty(t, e, {
				get: function() {
					if (!this[n]) {
						var e = this[n] = [];
						a(this, e);
					}
					return this[n];
				},
				set: function(e) {
					this[r] = e[0], this[i] = e[1], this[n] = e, a(this, e);
				}
			});
			function a(e, t) {
				Object.defineProperty(t, 0, {
					get: function() {
						return e[r];
					},
					set: function(t) {
						e[r] = t;
					}
				}), Object.defineProperty(t, 1, {
					get: function() {
						return e[i];
					},
					set: function(t) {
						e[i] = t;
					}
				});
			}
		}
		Object.defineProperty && (n("position", "_legacyPos", "x", "y"), n("scale", "_legacyScale", "scaleX", "scaleY"), n("origin", "_legacyOrigin", "originX", "originY"));
	})(), e;
}();
oe(Ki, et), oe(Ki, ki);
function qi(e, t, n, r, i) {
	n = n || {};
	var a = [];
	$i(e, "", e, t, n, r, a, i);
	var o = a.length, s = !1, c = n.done, l = n.aborted, u = function() {
		s = !0, o--, o <= 0 && (s ? c && c() : l && l());
	}, d = function() {
		o--, o <= 0 && (s ? c && c() : l && l());
	};
	o || c && c(), a.length > 0 && n.during && a[0].during(function(e, t) {
		n.during(t);
	});
	for (var f = 0; f < a.length; f++) {
		var p = a[f];
		u && p.done(u), d && p.aborted(d), n.force && p.duration(n.duration), p.start(n.easing);
	}
	return a;
}
function Ji(e, t, n) {
	for (var r = 0; r < n; r++) e[r] = t[r];
}
function Yi(e) {
	return se(e[0]);
}
function Xi(e, t, n) {
	if (se(t[n])) {
		if (se(e[n]) || (e[n] = []), me(t[n])) {
			var r = t[n].length;
			e[n].length !== r && (e[n] = new t[n].constructor(r), Ji(e[n], t[n], r));
		} else {
			var i = t[n], a = e[n], o = i.length;
			if (Yi(i)) for (var s = i[0].length, c = 0; c < o; c++) a[c] ? Ji(a[c], i[c], s) : a[c] = Array.prototype.slice.call(i[c]);
			else Ji(a, i, o);
			a.length = i.length;
		}
	} else e[n] = t[n];
}
function Zi(e, t) {
	return e === t || se(e) && se(t) && Qi(e, t);
}
function Qi(e, t) {
	var n = e.length;
	if (n !== t.length) return !1;
	for (var r = 0; r < n; r++) if (e[r] !== t[r]) return !1;
	return !0;
}
function $i(e, t, n, r, i, a, o, s) {
	for (var c = B(r), l = i.duration, u = i.delay, d = i.additive, f = i.setToFinal, p = !G(a), m = e.animators, h = [], g = 0; g < c.length; g++) {
		var _ = c[g], v = r[_];
		if (v != null && n[_] != null && (p || a[_])) {
			if (G(v) && !se(v) && !ge(v)) {
				if (t) {
					s || (n[_] = v, e.updateDuringAnimation(t));
					continue;
				}
				$i(e, _, n[_], v, i, a && a[_], o, s);
			} else h.push(_);
		} else s || (n[_] = v, e.updateDuringAnimation(t), h.push(_));
	}
	var y = h.length;
	if (!d && y) for (var b = 0; b < m.length; b++) {
		var x = m[b];
		if (x.targetName === t && x.stopTracks(h)) {
			var S = I(m, x);
			m.splice(S, 1);
		}
	}
	if (i.force || (h = ce(h, function(e) {
		return !Zi(r[e], n[e]);
	}), y = h.length), y > 0 || i.force && !o.length) {
		var C = void 0, w = void 0, T = void 0;
		if (s) {
			w = {}, f && (C = {});
			for (var b = 0; b < y; b++) {
				var _ = h[b];
				w[_] = n[_], f ? C[_] = r[_] : n[_] = r[_];
			}
		} else if (f) {
			T = {};
			for (var b = 0; b < y; b++) {
				var _ = h[b];
				T[_] = Pr(n[_]), Xi(n, r, _);
			}
		}
		var x = new Jr(n, !1, !1, d ? ce(m, function(e) {
			return e.targetName === t;
		}) : null);
		x.targetName = t, i.scope && (x.scope = i.scope), f && C && x.whenWithKeys(0, C, h), T && x.whenWithKeys(0, T, h), x.whenWithKeys(l ?? 500, s ? w : r, h).delay(u || 0), e.addAnimator(x, t), o.push(x);
	}
}
// ../../../work/main/frontend/node_modules/zrender/lib/graphic/Group.js
var ea = function(e) {
	f(t, e);
	function t(t) {
		var n = e.call(this) || this;
		return n.isGroup = !0, n._children = [], n.attr(t), n;
	}
	return t.prototype.childrenRef = function() {
		return this._children;
	}, t.prototype.children = function() {
		return this._children.slice();
	}, t.prototype.childAt = function(e) {
		return this._children[e];
	}, t.prototype.childOfName = function(e) {
		for (var t = this._children, n = 0; n < t.length; n++) if (t[n].name === e) return t[n];
	}, t.prototype.childCount = function() {
		return this._children.length;
	}, t.prototype.add = function(e) {
		return e && e !== this && e.parent !== this && (this._children.push(e), this._doAdd(e)), this;
	}, t.prototype.addBefore = function(e, t) {
		if (e && e !== this && e.parent !== this && t && t.parent === this) {
			var n = this._children, r = n.indexOf(t);
			r >= 0 && (n.splice(r, 0, e), this._doAdd(e));
		}
		return this;
	}, t.prototype.replace = function(e, t) {
		var n = I(this._children, e);
		return n >= 0 && this.replaceAt(t, n), this;
	}, t.prototype.replaceAt = function(e, t) {
		var n = this._children, r = n[t];
		if (e && e !== this && e.parent !== this && e !== r) {
			n[t] = e, r.parent = null;
			var i = this.__zr;
			i && r.removeSelfFromZr(i), this._doAdd(e);
		}
		return this;
	}, t.prototype._doAdd = function(e) {
		e.parent && e.parent.remove(e), e.parent = this;
		var t = this.__zr;
		t && t !== e.__zr && e.addSelfToZr(t), t && t.refresh();
	}, t.prototype.remove = function(e) {
		var t = this.__zr, n = this._children, r = I(n, e);
		return r < 0 || (n.splice(r, 1), e.parent = null, t && e.removeSelfFromZr(t), t && t.refresh()), this;
	}, t.prototype.removeAll = function() {
		for (var e = this._children, t = this.__zr, n = 0; n < e.length; n++) {
			var r = e[n];
			t && r.removeSelfFromZr(t), r.parent = null;
		}
		return e.length = 0, this;
	}, t.prototype.eachChild = function(e, t) {
		for (var n = this._children, r = 0; r < n.length; r++) {
			var i = n[r];
			e.call(t, i, r);
		}
		return this;
	}, t.prototype.traverse = function(e, t) {
		for (var n = 0; n < this._children.length; n++) {
			var r = this._children[n], i = e.call(t, r);
			r.isGroup && !i && r.traverse(e, t);
		}
		return this;
	}, t.prototype.addSelfToZr = function(t) {
		e.prototype.addSelfToZr.call(this, t);
		for (var n = 0; n < this._children.length; n++) this._children[n].addSelfToZr(t);
	}, t.prototype.removeSelfFromZr = function(t) {
		e.prototype.removeSelfFromZr.call(this, t);
		for (var n = 0; n < this._children.length; n++) this._children[n].removeSelfFromZr(t);
	}, t.prototype.getBoundingRect = function(e) {
		for (var t = new qt(0, 0, 0, 0), n = e || this._children, r = [], i = null, a = 0; a < n.length; a++) {
			var o = n[a];
			if (!(o.ignore || o.invisible)) {
				var s = o.getBoundingRect(), c = o.getLocalTransform(r);
				c ? (qt.applyTransform(t, s, c), i = i || t.clone(), i.union(t)) : (i = i || s.clone(), i.union(s));
			}
		}
		return i || t;
	}, t;
}(Ki);
ea.prototype.type = "group";
// ../../../work/main/frontend/node_modules/zrender/lib/zrender.js
var ta = {}, na = {};
function ra(e) {
	delete na[e];
}
function ia(e) {
	if (!e) return !1;
	if (typeof e == "string") return xr(e, 1) < vi;
	if (e.colorStops) {
		for (var t = e.colorStops, n = 0, r = t.length, i = 0; i < r; i++) n += xr(t[i].color, 1);
		return n /= r, n < vi;
	}
	return !1;
}
var aa = function() {
	function e(e, t, n) {
		var r = this;
		this._sleepAfterStill = 10, this._stillFrameAccum = 0, this._needsRefresh = !0, this._needsRefreshHover = !0, this._darkMode = !1, n = n || {}, this.dom = t, this.id = e;
		var i = new yn(), a = n.renderer || "canvas";
		ta[a] || (a = B(ta)[0]), n.useDirtyRect = n.useDirtyRect != null && n.useDirtyRect;
		var o = new ta[a](t, i, n, e), s = n.ssr || o.ssrOnly;
		this.storage = i, this.painter = o;
		var c = !m.node && !m.worker && !s ? new hi(o.getViewportRoot(), o.root) : null, l = n.useCoarsePointer, u = l == null || l === "auto" ? m.touchEventsSupported : !!l, d = 44, f;
		u && (f = K(n.pointerSize, d)), this.handler = new tn(i, o, c, o.root, f), this.animation = new Xr({ stage: { update: s ? null : function() {
			return r._flush(!0);
		} } }), s || this.animation.start();
	}
	return e.prototype.add = function(e) {
		!this._disposed && e && (this.storage.addRoot(e), e.addSelfToZr(this), this.refresh());
	}, e.prototype.remove = function(e) {
		!this._disposed && e && (this.storage.delRoot(e), e.removeSelfFromZr(this), this.refresh());
	}, e.prototype.configLayer = function(e, t) {
		this._disposed || (this.painter.configLayer && this.painter.configLayer(e, t), this.refresh());
	}, e.prototype.setBackgroundColor = function(e) {
		this._disposed || (this.painter.setBackgroundColor && this.painter.setBackgroundColor(e), this.refresh(), this._backgroundColor = e, this._darkMode = ia(e));
	}, e.prototype.getBackgroundColor = function() {
		return this._backgroundColor;
	}, e.prototype.setDarkMode = function(e) {
		this._darkMode = e;
	}, e.prototype.isDarkMode = function() {
		return this._darkMode;
	}, e.prototype.refreshImmediately = function(e) {
		this._disposed || (e || this.animation.update(!0), this._needsRefresh = !1, this.painter.refresh(), this._needsRefresh = !1);
	}, e.prototype.refresh = function() {
		this._disposed || (this._needsRefresh = !0, this.animation.start());
	}, e.prototype.flush = function() {
		this._disposed || this._flush(!1);
	}, e.prototype._flush = function(e) {
		var t, n = Yr();
		this._needsRefresh && (t = !0, this.refreshImmediately(e)), this._needsRefreshHover && (t = !0, this.refreshHoverImmediately());
		var r = Yr();
		t ? (this._stillFrameAccum = 0, this.trigger("rendered", { elapsedTime: r - n })) : this._sleepAfterStill > 0 && (this._stillFrameAccum++, this._stillFrameAccum > this._sleepAfterStill && this.animation.stop());
	}, e.prototype.setSleepAfterStill = function(e) {
		this._sleepAfterStill = e;
	}, e.prototype.wakeUp = function() {
		this._disposed || (this.animation.start(), this._stillFrameAccum = 0);
	}, e.prototype.refreshHover = function() {
		this._needsRefreshHover = !0;
	}, e.prototype.refreshHoverImmediately = function() {
		this._disposed || (this._needsRefreshHover = !1, this.painter.refreshHover && this.painter.getType() === "canvas" && this.painter.refreshHover());
	}, e.prototype.resize = function(e) {
		this._disposed || (e = e || {}, this.painter.resize(e.width, e.height), this.handler.resize());
	}, e.prototype.clearAnimation = function() {
		this._disposed || this.animation.clear();
	}, e.prototype.getWidth = function() {
		if (!this._disposed) return this.painter.getWidth();
	}, e.prototype.getHeight = function() {
		if (!this._disposed) return this.painter.getHeight();
	}, e.prototype.setCursorStyle = function(e) {
		this._disposed || this.handler.setCursorStyle(e);
	}, e.prototype.findHover = function(e, t) {
		if (!this._disposed) return this.handler.findHover(e, t);
	}, e.prototype.on = function(e, t, n) {
		return this._disposed || this.handler.on(e, t, n), this;
	}, e.prototype.off = function(e, t) {
		this._disposed || this.handler.off(e, t);
	}, e.prototype.trigger = function(e, t) {
		this._disposed || this.handler.trigger(e, t);
	}, e.prototype.clear = function() {
		if (!this._disposed) {
			for (var e = this.storage.getRoots(), t = 0; t < e.length; t++) e[t] instanceof ea && e[t].removeSelfFromZr(this);
			this.storage.delAllRoots(), this.painter.clear();
		}
	}, e.prototype.dispose = function() {
		this._disposed || (this.animation.stop(), this.clear(), this.storage.dispose(), this.painter.dispose(), this.handler.dispose(), this.animation = this.storage = this.painter = this.handler = null, this._disposed = !0, ra(this.id));
	}, e;
}();
function oa(e, t) {
	var n = new aa(re(), e, t);
	return na[n.id] = n, n;
}
function sa(e, t) {
	ta[e] = t;
}
// ../../../work/main/frontend/node_modules/echarts/lib/util/number.js
var ca = 1e-4, la = 20;
function ua(e) {
	return e.replace(/^\s+|\s+$/g, "");
}
function da(e, t, n, r) {
	var i = t[0], a = t[1], o = n[0], s = n[1], c = a - i, l = s - o;
	if (c === 0) return l === 0 ? o : (o + s) / 2;
	if (r) {
		if (c > 0) {
			if (e <= i) return o;
			if (e >= a) return s;
		} else if (e >= i) return o;
		else if (e <= a) return s;
	} else {
		if (e === i) return o;
		if (e === a) return s;
	}
	return (e - i) / c * l + o;
}
function fa(e, t) {
	switch (e) {
		case "center":
		case "middle":
			e = "50%";
			break;
		case "left":
		case "top":
			e = "0%";
			break;
		case "right":
		case "bottom": e = "100%";
	}
	return W(e) ? ua(e).match(/%$/) ? parseFloat(e) / 100 * t : parseFloat(e) : e == null ? NaN : +e;
}
function pa(e, t, n) {
	return t ?? (t = 10), t = Math.min(Math.max(0, t), la), e = (+e).toFixed(t), n ? e : +e;
}
function ma(e) {
	return e.sort(function(e, t) {
		return e - t;
	}), e;
}
function ha(e) {
	if (e = +e, isNaN(e)) return 0;
	if (e > 1e-14) {
		for (var t = 1, n = 0; n < 15; n++, t *= 10) if (Math.round(e * t) / t === e) return n;
	}
	return ga(e);
}
function ga(e) {
	var t = e.toString().toLowerCase(), n = t.indexOf("e"), r = n > 0 ? +t.slice(n + 1) : 0, i = n > 0 ? n : t.length, a = t.indexOf("."), o = a < 0 ? 0 : i - 1 - a;
	return Math.max(0, o - r);
}
function _a(e, t) {
	var n = Math.log, r = Math.LN10, i = Math.floor(n(e[1] - e[0]) / r), a = Math.round(n(Math.abs(t[1] - t[0])) / r), o = Math.min(Math.max(-i + a, 0), 20);
	return isFinite(o) ? o : 20;
}
function va(e, t) {
	var n = Math.max(ha(e), ha(t)), r = e + t;
	return n > la ? r : pa(r, n);
}
function ya(e) {
	var t = Math.PI * 2;
	return (e % t + t) % t;
}
function ba(e) {
	return e > -ca && e < ca;
}
var xa = /^(?:(\d{4})(?:[-\/](\d{1,2})(?:[-\/](\d{1,2})(?:[T ](\d{1,2})(?::(\d{1,2})(?::(\d{1,2})(?:[.,](\d+))?)?)?(Z|[\+\-]\d\d:?\d\d)?)?)?)?)?$/;
function Sa(e) {
	if (e instanceof Date) return e;
	if (W(e)) {
		var t = xa.exec(e);
		if (!t) return /* @__PURE__ */ new Date(NaN);
		if (t[8]) {
			var n = +t[4] || 0;
			return t[8].toUpperCase() !== "Z" && (n -= +t[8].slice(0, 3)), new Date(Date.UTC(+t[1], (t[2] || 1) - 1, +t[3] || 1, n, +(t[5] || 0), +t[6] || 0, t[7] ? +t[7].substring(0, 3) : 0));
		}
		return new Date(+t[1], (t[2] || 1) - 1, +t[3] || 1, +t[4] || 0, +(t[5] || 0), +t[6] || 0, t[7] ? +t[7].substring(0, 3) : 0);
	}
	return e == null ? /* @__PURE__ */ new Date(NaN) : new Date(Math.round(e));
}
function Ca(e) {
	return 10 ** wa(e);
}
function wa(e) {
	if (e === 0) return 0;
	var t = Math.floor(Math.log(e) / Math.LN10);
	return e / 10 ** t >= 10 && t++, t;
}
function Ta(e, t) {
	var n = wa(e), r = 10 ** n, i = e / r;
	return e = (t ? i < 1.5 ? 1 : i < 2.5 ? 2 : i < 4 ? 3 : i < 7 ? 5 : 10 : i < 1 ? 1 : i < 2 ? 2 : i < 3 ? 3 : i < 5 ? 5 : 10) * r, n >= -20 ? +e.toFixed(n < 0 ? -n : 0) : e;
}
function Ea(e) {
	e.sort(function(e, t) {
		return s(e, t, 0) ? -1 : 1;
	});
	for (var t = -Infinity, n = 1, r = 0; r < e.length;) {
		for (var i = e[r].interval, a = e[r].close, o = 0; o < 2; o++) i[o] <= t && (i[o] = t, a[o] = o ? 1 : 1 - n), t = i[o], n = a[o];
		i[0] === i[1] && a[0] * a[1] !== 1 ? e.splice(r, 1) : r++;
	}
	return e;
	function s(e, t, n) {
		return e.interval[n] < t.interval[n] || e.interval[n] === t.interval[n] && (e.close[n] - t.close[n] === (n ? -1 : 1) || !n && s(e, t, 1));
	}
}
function Da(e) {
	var t = parseFloat(e);
	return t == e && (t !== 0 || !W(e) || e.indexOf("x") <= 0) ? t : NaN;
}
function Oa(e) {
	return !isNaN(Da(e));
}
function ka() {
	return Math.round(Math.random() * 9);
}
function Aa(e, t) {
	return t === 0 ? e : Aa(t, e % t);
}
function ja(e, t) {
	return e == null ? t : t == null ? e : e * t / Aa(e, t);
}
function Ma(e) {
	throw Error(e);
}
// ../../../work/main/frontend/node_modules/echarts/lib/util/model.js
function Na(e, t, n) {
	return (t - e) * n + e;
}
var Pa = "series\0", Fa = "\0_ec_\0";
function Ia(e) {
	return e instanceof Array ? e : e == null ? [] : [e];
}
function La(e, t, n) {
	if (e) {
		e[t] = e[t] || {}, e.emphasis = e.emphasis || {}, e.emphasis[t] = e.emphasis[t] || {};
		for (var r = 0, i = n.length; r < i; r++) {
			var a = n[r];
			!e.emphasis[t].hasOwnProperty(a) && e[t].hasOwnProperty(a) && (e.emphasis[t][a] = e[t][a]);
		}
	}
}
var Ra = /* @__PURE__ */ "fontStyle.fontWeight.fontSize.fontFamily.rich.tag.color.textBorderColor.textBorderWidth.width.height.lineHeight.align.verticalAlign.baseline.shadowColor.shadowBlur.shadowOffsetX.shadowOffsetY.textShadowColor.textShadowBlur.textShadowOffsetX.textShadowOffsetY.backgroundColor.borderColor.borderWidth.borderRadius.padding".split(".");
function za(e) {
	return G(e) && !H(e) && !(e instanceof Date) ? e.value : e;
}
function Ba(e) {
	return G(e) && !(e instanceof Array);
}
function Va(e, t, n) {
	var r = n === "normalMerge", i = n === "replaceMerge", a = n === "replaceAll";
	e = e || [], t = (t || []).slice();
	var o = q();
	L(t, function(e, n) {
		G(e) || (t[n] = null);
	});
	var s = Ha(e, o, n);
	return (r || i) && Ua(s, e, o, t), r && Wa(s, t), r || i ? Ga(s, t, i) : a && Ka(s, t), qa(s), s;
}
function Ha(e, t, n) {
	var r = [];
	if (n === "replaceAll") return r;
	for (var i = 0; i < e.length; i++) {
		var a = e[i];
		a && a.id != null && t.set(a.id, i), r.push({
			existing: n === "replaceMerge" || Qa(a) ? null : a,
			newOption: null,
			keyInfo: null,
			brandNew: null
		});
	}
	return r;
}
function Ua(e, t, n, r) {
	L(r, function(i, a) {
		if (i && i.id != null) {
			var o = Ya(i.id), s = n.get(o);
			if (s != null) {
				var c = e[s];
				Ce(!c.newOption, "Duplicated option on id \"" + o + "\"."), c.newOption = i, c.existing = t[s], r[a] = null;
			}
		}
	});
}
function Wa(e, t) {
	L(t, function(n, r) {
		if (n && n.name != null) for (var i = 0; i < e.length; i++) {
			var a = e[i].existing;
			if (!e[i].newOption && a && (a.id == null || n.id == null) && !Qa(n) && !Qa(a) && Ja("name", a, n)) {
				e[i].newOption = n, t[r] = null;
				return;
			}
		}
	});
}
function Ga(e, t, n) {
	L(t, function(t) {
		if (t) {
			for (var r, i = 0; (r = e[i]) && (r.newOption || Qa(r.existing) || r.existing && t.id != null && !Ja("id", t, r.existing));) i++;
			r ? (r.newOption = t, r.brandNew = n) : e.push({
				newOption: t,
				brandNew: n,
				existing: null,
				keyInfo: null
			}), i++;
		}
	});
}
function Ka(e, t) {
	L(t, function(t) {
		e.push({
			newOption: t,
			brandNew: !0,
			existing: null,
			keyInfo: null
		});
	});
}
function qa(e) {
	var t = q();
	L(e, function(e) {
		var n = e.existing;
		n && t.set(n.id, e);
	}), L(e, function(e) {
		var n = e.newOption;
		Ce(!n || n.id == null || !t.get(n.id) || t.get(n.id) === e, "id duplicates: " + (n && n.id)), n && n.id != null && t.set(n.id, e), !e.keyInfo && (e.keyInfo = {});
	}), L(e, function(e, n) {
		var r = e.existing, i = e.newOption, a = e.keyInfo;
		if (G(i)) {
			if (a.name = i.name == null ? r ? r.name : Pa + n : Ya(i.name), r) a.id = Ya(r.id);
			else if (i.id != null) a.id = Ya(i.id);
			else {
				var o = 0;
				do
					a.id = "\0" + a.name + "\0" + o++;
				while (t.get(a.id));
			}
			t.set(a.id, e);
		}
	});
}
function Ja(e, t, n) {
	var r = Xa(t[e], null), i = Xa(n[e], null);
	return r != null && i != null && r === i;
}
function Ya(e) {
	return Xa(e, "");
}
function Xa(e, t) {
	return e == null ? t : W(e) ? e : fe(e) || de(e) ? e + "" : t;
}
function Za(e) {
	var t = e.name;
	return !!(t && t.indexOf(Pa));
}
function Qa(e) {
	return e && e.id != null && Ya(e.id).indexOf(Fa) === 0;
}
function $a(e, t, n) {
	L(e, function(e) {
		var r = e.newOption;
		G(r) && (e.keyInfo.mainType = t, e.keyInfo.subType = eo(t, r, e.existing, n));
	});
}
function eo(e, t, n, r) {
	return t.type ? t.type : n ? n.subType : r.determineSubType(e, t);
}
function to(e, t) {
	var n = {}, r = {};
	return i(e || [], n), i(t || [], r, n), [a(n), a(r)];
	function i(e, t, n) {
		for (var r = 0, i = e.length; r < i; r++) {
			var a = Xa(e[r].seriesId, null);
			if (a == null) return;
			for (var o = Ia(e[r].dataIndex), s = n && n[a], c = 0, l = o.length; c < l; c++) {
				var u = o[c];
				s && s[u] ? s[u] = null : (t[a] || (t[a] = {}))[u] = 1;
			}
		}
	}
	function a(e, t) {
		var n = [];
		for (var r in e) if (e.hasOwnProperty(r) && e[r] != null) {
			if (t) n.push(+r);
			else {
				var i = a(e[r], !0);
				i.length && n.push({
					seriesId: r,
					dataIndex: i
				});
			}
		}
		return n;
	}
}
function no(e, t) {
	if (t.dataIndexInside != null) return t.dataIndexInside;
	if (t.dataIndex != null) return H(t.dataIndex) ? R(t.dataIndex, function(t) {
		return e.indexOfRawIndex(t);
	}) : e.indexOfRawIndex(t.dataIndex);
	if (t.name != null) return H(t.name) ? R(t.name, function(t) {
		return e.indexOfName(t);
	}) : e.indexOfName(t.name);
}
function ro() {
	var e = "__ec_inner_" + io++;
	return function(t) {
		return t[e] || (t[e] = {});
	};
}
var io = ka();
function ao(e, t, n) {
	var r = oo(t, n), i = r.mainTypeSpecified, a = r.queryOptionMap, o = r.others, s = n ? n.defaultMainType : null;
	return !i && s && a.set(s, {}), a.each(function(t, r) {
		var i = lo(e, r, t, {
			useDefault: s === r,
			enableAll: n && n.enableAll != null ? n.enableAll : !0,
			enableNone: n && n.enableNone != null ? n.enableNone : !0
		});
		o[r + "Models"] = i.models, o[r + "Model"] = i.models[0];
	}), o;
}
function oo(e, t) {
	var n;
	if (W(e)) {
		var r = {};
		r[e + "Index"] = 0, n = r;
	} else n = e;
	var i = q(), a = {}, o = !1;
	return L(n, function(e, n) {
		if (n === "dataIndex" || n === "dataIndexInside") a[n] = e;
		else {
			var r = n.match(/^(\w+)(Index|Id|Name)$/) || [], s = r[1], c = (r[2] || "").toLowerCase();
			if (!(!s || !c || t && t.includeMainTypes && I(t.includeMainTypes, s) < 0)) {
				o = o || !!s;
				var l = i.get(s) || i.set(s, {});
				l[c] = e;
			}
		}
	}), {
		mainTypeSpecified: o,
		queryOptionMap: i,
		others: a
	};
}
var so = {
	useDefault: !0,
	enableAll: !1,
	enableNone: !1
}, co = {
	useDefault: !1,
	enableAll: !0,
	enableNone: !0
};
function lo(e, t, n, r) {
	r = r || so;
	var i = n.index, a = n.id, o = n.name, s = {
		models: null,
		specified: i != null || a != null || o != null
	};
	if (!s.specified) {
		var c = void 0;
		return s.models = r.useDefault && (c = e.getComponent(t)) ? [c] : [], s;
	}
	return i === "none" || i === !1 ? (Ce(r.enableNone, "`\"none\"` or `false` is not a valid value on index option."), s.models = [], s) : (i === "all" && (Ce(r.enableAll, "`\"all\"` is not a valid value on index option."), i = a = o = null), s.models = e.queryComponents({
		mainType: t,
		index: i,
		id: a,
		name: o
	}), s);
}
function uo(e, t, n) {
	e.setAttribute ? e.setAttribute(t, n) : e[t] = n;
}
function fo(e, t) {
	return e.getAttribute ? e.getAttribute(t) : e[t];
}
function po(e) {
	return e === "auto" ? m.domSupported ? "html" : "richText" : e || "html";
}
function mo(e, t, n, r, i) {
	var a = t == null || t === "auto";
	if (r == null) return r;
	if (fe(r)) {
		var o = Na(n || 0, r, i);
		return pa(o, a ? Math.max(ha(n || 0), ha(r)) : t);
	}
	if (W(r)) return i < 1 ? n : r;
	for (var s = [], c = n, l = r, u = Math.max(c ? c.length : 0, l.length), d = 0; d < u; ++d) {
		var f = e.getDimensionInfo(d);
		if (f && f.type === "ordinal") s[d] = (i < 1 && c ? c : l)[d];
		else {
			var p = c && c[d] ? c[d] : 0, m = l[d], o = Na(p, m, i);
			s[d] = pa(o, a ? Math.max(ha(p), ha(m)) : t);
		}
	}
	return s;
}
// ../../../work/main/frontend/node_modules/echarts/lib/util/clazz.js
var ho = ".", go = "___EC__COMPONENT__CONTAINER___", _o = "___EC__EXTENDED_CLASS___";
function vo(e) {
	var t = {
		main: "",
		sub: ""
	};
	if (e) {
		var n = e.split(ho);
		t.main = n[0] || "", t.sub = n[1] || "";
	}
	return t;
}
function yo(e) {
	Ce(/^[a-zA-Z0-9_]+([.][a-zA-Z0-9_]+)?$/.test(e), "componentType \"" + e + "\" illegal");
}
function bo(e) {
	return !!(e && e[_o]);
}
function xo(e, t) {
	e.$constructor = e, e.extend = function(e) {
		var t = this, n;
		return So(t) ? n = function(e) {
			f(t, e);
			function t() {
				return e.apply(this, arguments) || this;
			}
			return t;
		}(t) : (n = function() {
			(e.$constructor || t).apply(this, arguments);
		}, ae(n, this)), P(n.prototype, e), n[_o] = !0, n.extend = this.extend, n.superCall = Eo, n.superApply = Do, n.superClass = t, n;
	};
}
function So(e) {
	return U(e) && /^class\s/.test(Function.prototype.toString.call(e));
}
function Co(e, t) {
	e.extend = t.extend;
}
var wo = Math.round(Math.random() * 10);
function To(e) {
	var t = ["__\0is_clz", wo++].join("_");
	e.prototype[t] = !0, e.isInstance = function(e) {
		return !!(e && e[t]);
	};
}
function Eo(e, t) {
	var n = [...arguments].slice(2);
	return this.superClass.prototype[t].apply(e, n);
}
function Do(e, t, n) {
	return this.superClass.prototype[t].apply(e, n);
}
function Oo(e) {
	var t = {};
	e.registerClass = function(e) {
		var r = e.type || e.prototype.type;
		if (r) {
			yo(r), e.prototype.type = r;
			var i = vo(r);
			if (!i.sub) t[i.main] = e;
			else if (i.sub !== go) {
				var a = n(i);
				a[i.sub] = e;
			}
		}
		return e;
	}, e.getClass = function(e, n, r) {
		var i = t[e];
		if (i && i[go] && (i = n ? i[n] : null), r && !i) throw Error(n ? "Component " + e + "." + (n || "") + " is used but not imported." : e + ".type should be specified.");
		return i;
	}, e.getClassesByMainType = function(e) {
		var n = vo(e), r = [], i = t[n.main];
		return i && i[go] ? L(i, function(e, t) {
			t !== go && r.push(e);
		}) : r.push(i), r;
	}, e.hasClass = function(e) {
		return !!t[vo(e).main];
	}, e.getAllClassMainTypes = function() {
		var e = [];
		return L(t, function(t, n) {
			e.push(n);
		}), e;
	}, e.hasSubTypes = function(e) {
		var n = t[vo(e).main];
		return n && n[go];
	};
	function n(e) {
		var n = t[e.main];
		return n && n[go] || (n = t[e.main] = {}, n[go] = !0), n;
	}
}
// ../../../work/main/frontend/node_modules/echarts/lib/model/mixin/makeStyleMapper.js
function ko(e, t) {
	for (var n = 0; n < e.length; n++) e[n][1] || (e[n][1] = e[n][0]);
	return t = t || !1, function(n, r, i) {
		for (var a = {}, o = 0; o < e.length; o++) {
			var s = e[o][1];
			if (!(r && I(r, s) >= 0 || i && I(i, s) < 0)) {
				var c = n.getShallow(s, t);
				c != null && (a[e[o][0]] = c);
			}
		}
		return a;
	};
}
var Ao = ko([
	["fill", "color"],
	["shadowBlur"],
	["shadowOffsetX"],
	["shadowOffsetY"],
	["opacity"],
	["shadowColor"]
]), jo = function() {
	function e() {}
	return e.prototype.getAreaStyle = function(e, t) {
		return Ao(this, e, t);
	}, e;
}(), Mo = new Qn(50);
function No(e) {
	if (typeof e == "string") {
		var t = Mo.get(e);
		return t && t.image;
	}
	return e;
}
function Po(e, t, n, r, i) {
	if (!e) return t;
	if (typeof e == "string") {
		if (t && t.__zrImageSrc === e || !n) return t;
		var a = Mo.get(e), o = {
			hostEl: n,
			cb: r,
			cbPayload: i
		};
		return a ? (t = a.image, !Io(t) && a.pending.push(o)) : (t = S.loadImage(e, Fo, Fo), t.__zrImageSrc = e, Mo.put(e, t.__cachedImgObj = {
			image: t,
			pending: [o]
		})), t;
	}
	return e;
}
function Fo() {
	var e = this.__cachedImgObj;
	this.onload = this.onerror = this.__cachedImgObj = null;
	for (var t = 0; t < e.pending.length; t++) {
		var n = e.pending[t], r = n.cb;
		r && r(this, n.cbPayload), n.hostEl.dirty();
	}
	e.pending.length = 0;
}
function Io(e) {
	return e && e.width && e.height;
}
// ../../../work/main/frontend/node_modules/zrender/lib/graphic/helper/parseText.js
var Lo = /\{([a-zA-Z0-9_]+)\|([^}]*)\}/g;
function Ro(e, t, n, r, i, a) {
	if (!n) e.text = "", e.isTruncated = !1;
	else {
		var o = (t + "").split("\n");
		a = zo(n, r, i, a);
		for (var s = !1, c = {}, l = 0, u = o.length; l < u; l++) Bo(c, o[l], a), o[l] = c.textLine, s = s || c.isTruncated;
		e.text = o.join("\n"), e.isTruncated = s;
	}
}
function zo(e, t, n, r) {
	r = r || {};
	var i = P({}, r);
	i.font = t, n = K(n, "..."), i.maxIterations = K(r.maxIterations, 2);
	var a = i.minChar = K(r.minChar, 0);
	i.cnCharWidth = Ni("国", t);
	var o = i.ascCharWidth = Ni("a", t);
	i.placeholder = K(r.placeholder, "");
	for (var s = e = Math.max(0, e - 1), c = 0; c < a && s >= o; c++) s -= o;
	var l = Ni(n, t);
	return l > s && (n = "", l = 0), s = e - l, i.ellipsis = n, i.ellipsisWidth = l, i.contentWidth = s, i.containerWidth = e, i;
}
function Bo(e, t, n) {
	var r = n.containerWidth, i = n.font, a = n.contentWidth;
	if (!r) e.textLine = "", e.isTruncated = !1;
	else {
		var o = Ni(t, i);
		if (o <= r) e.textLine = t, e.isTruncated = !1;
		else {
			for (var s = 0;; s++) {
				if (o <= a || s >= n.maxIterations) {
					t += n.ellipsis;
					break;
				}
				var c = s === 0 ? Vo(t, a, n.ascCharWidth, n.cnCharWidth) : o > 0 ? Math.floor(t.length * a / o) : 0;
				t = t.substr(0, c), o = Ni(t, i);
			}
			t === "" && (t = n.placeholder), e.textLine = t, e.isTruncated = !0;
		}
	}
}
function Vo(e, t, n, r) {
	for (var i = 0, a = 0, o = e.length; a < o && i < t; a++) {
		var s = e.charCodeAt(a);
		i += 0 <= s && s <= 127 ? n : r;
	}
	return a;
}
function Ho(e, t) {
	e != null && (e += "");
	var n = t.overflow, r = t.padding, i = t.font, a = n === "truncate", o = Ri(i), s = K(t.lineHeight, o), c = !!t.backgroundColor, l = t.lineOverflow === "truncate", u = !1, d = t.width, f = d != null && (n === "break" || n === "breakAll") ? e ? Zo(e, t.font, d, n === "breakAll", 0).lines : [] : e ? e.split("\n") : [], p = f.length * s, m = K(t.height, p);
	if (p > m && l) {
		var h = Math.floor(m / s);
		u = u || f.length > h, f = f.slice(0, h);
	}
	if (e && a && d != null) for (var g = zo(d, i, t.ellipsis, {
		minChar: t.truncateMinChar,
		placeholder: t.placeholder
	}), _ = {}, v = 0; v < f.length; v++) Bo(_, f[v], g), f[v] = _.textLine, u = u || _.isTruncated;
	for (var y = m, b = 0, v = 0; v < f.length; v++) b = Math.max(Ni(f[v], i), b);
	d ?? (d = b);
	var x = b;
	return r && (y += r[0] + r[2], x += r[1] + r[3], d += r[1] + r[3]), c && (x = d), {
		lines: f,
		height: m,
		outerWidth: x,
		outerHeight: y,
		lineHeight: s,
		calculatedLineHeight: o,
		contentWidth: b,
		contentHeight: p,
		width: d,
		isTruncated: u
	};
}
var Uo = function() {
	function e() {}
	return e;
}(), Wo = function() {
	function e(e) {
		this.tokens = [], e && (this.tokens = e);
	}
	return e;
}(), Go = function() {
	function e() {
		this.width = 0, this.height = 0, this.contentWidth = 0, this.contentHeight = 0, this.outerWidth = 0, this.outerHeight = 0, this.lines = [], this.isTruncated = !1;
	}
	return e;
}();
function Ko(e, t) {
	var n = new Go();
	if (e != null && (e += ""), !e) return n;
	for (var r = t.width, i = t.height, a = t.overflow, o = (a === "break" || a === "breakAll") && r != null ? {
		width: r,
		accumWidth: 0,
		breakAll: a === "breakAll"
	} : null, s = Lo.lastIndex = 0, c; (c = Lo.exec(e)) != null;) {
		var l = c.index;
		l > s && qo(n, e.substring(s, l), t, o), qo(n, c[2], t, o, c[1]), s = Lo.lastIndex;
	}
	s < e.length && qo(n, e.substring(s, e.length), t, o);
	var u = [], d = 0, f = 0, p = t.padding, m = a === "truncate", h = t.lineOverflow === "truncate", g = {};
	function _(e, t, n) {
		e.width = t, e.lineHeight = n, d += n, f = Math.max(f, t);
	}
	outer: for (var v = 0; v < n.lines.length; v++) {
		for (var y = n.lines[v], b = 0, x = 0, S = 0; S < y.tokens.length; S++) {
			var C = y.tokens[S], w = C.styleName && t.rich[C.styleName] || {}, T = C.textPadding = w.padding, E = T ? T[1] + T[3] : 0, D = C.font = w.font || t.font;
			C.contentHeight = Ri(D);
			var O = K(w.height, C.contentHeight);
			if (C.innerHeight = O, T && (O += T[0] + T[2]), C.height = O, C.lineHeight = be(w.lineHeight, t.lineHeight, O), C.align = w && w.align || t.align, C.verticalAlign = w && w.verticalAlign || "middle", h && i != null && d + C.lineHeight > i) {
				var k = n.lines.length;
				S > 0 ? (y.tokens = y.tokens.slice(0, S), _(y, x, b), n.lines = n.lines.slice(0, v + 1)) : n.lines = n.lines.slice(0, v), n.isTruncated = n.isTruncated || n.lines.length < k;
				break outer;
			}
			var A = w.width, j = A == null || A === "auto";
			if (typeof A == "string" && A.charAt(A.length - 1) === "%") C.percentWidth = A, u.push(C), C.contentWidth = Ni(C.text, D);
			else {
				if (j) {
					var ee = w.backgroundColor, te = ee && ee.image;
					te && (te = No(te), Io(te) && (C.width = Math.max(C.width, te.width * O / te.height)));
				}
				var ne = m && r != null ? r - x : null;
				ne != null && ne < C.width ? !j || ne < E ? (C.text = "", C.width = C.contentWidth = 0) : (Ro(g, C.text, ne - E, D, t.ellipsis, { minChar: t.truncateMinChar }), C.text = g.text, n.isTruncated = n.isTruncated || g.isTruncated, C.width = C.contentWidth = Ni(C.text, D)) : C.contentWidth = Ni(C.text, D);
			}
			C.width += E, x += C.width, w && (b = Math.max(b, C.lineHeight));
		}
		_(y, x, b);
	}
	n.outerWidth = n.width = K(r, f), n.outerHeight = n.height = K(i, d), n.contentHeight = d, n.contentWidth = f, p && (n.outerWidth += p[1] + p[3], n.outerHeight += p[0] + p[2]);
	for (var v = 0; v < u.length; v++) {
		var C = u[v], re = C.percentWidth;
		C.width = parseInt(re, 10) / 100 * n.width;
	}
	return n;
}
function qo(e, t, n, r, i) {
	var a = t === "", o = i && n.rich[i] || {}, s = e.lines, c = o.font || n.font, l = !1, u, d;
	if (r) {
		var f = o.padding, p = f ? f[1] + f[3] : 0;
		if (o.width != null && o.width !== "auto") {
			var m = zi(o.width, r.width) + p;
			s.length > 0 && m + r.accumWidth > r.width && (u = t.split("\n"), l = !0), r.accumWidth = m;
		} else {
			var h = Zo(t, c, r.width, r.breakAll, r.accumWidth);
			r.accumWidth = h.accumWidth + p, d = h.linesWidths, u = h.lines;
		}
	} else u = t.split("\n");
	for (var g = 0; g < u.length; g++) {
		var _ = u[g], v = new Uo();
		if (v.styleName = i, v.text = _, v.isLineHolder = !_ && !a, v.width = typeof o.width == "number" ? o.width : d ? d[g] : Ni(_, c), !g && !l) {
			var y = (s[s.length - 1] || (s[0] = new Wo())).tokens, b = y.length;
			b === 1 && y[0].isLineHolder ? y[0] = v : (_ || !b || a) && y.push(v);
		} else s.push(new Wo([v]));
	}
}
function Jo(e) {
	var t = e.charCodeAt(0);
	return t >= 32 && t <= 591 || t >= 880 && t <= 4351 || t >= 4608 && t <= 5119 || t >= 7680 && t <= 8303;
}
var Yo = z(",&?/;] ".split(""), function(e, t) {
	return e[t] = !0, e;
}, {});
function Xo(e) {
	return !Jo(e) || !!Yo[e];
}
function Zo(e, t, n, r, i) {
	for (var a = [], o = [], s = "", c = "", l = 0, u = 0, d = 0; d < e.length; d++) {
		var f = e.charAt(d);
		if (f === "\n") c && (s += c, u += l), a.push(s), o.push(u), s = "", c = "", l = 0, u = 0;
		else {
			var p = Ni(f, t), m = !r && !Xo(f);
			(a.length ? u + p > n : i + u + p > n) ? u ? (s || c) && (m ? (s || (s = c, c = "", l = 0, u = l), a.push(s), o.push(u - l), c += f, l += p, s = "", u = l) : (c && (s += c, c = "", l = 0), a.push(s), o.push(u), s = f, u = p)) : m ? (a.push(c), o.push(l), c = f, l = p) : (a.push(f), o.push(p)) : (u += p, m ? (c += f, l += p) : (c && (s += c, c = "", l = 0), s += f));
		}
	}
	return !a.length && !s && (s = e, c = "", l = 0), c && (s += c), s && (a.push(s), o.push(u)), a.length === 1 && (u += i), {
		accumWidth: u,
		lines: a,
		linesWidths: o
	};
}
// ../../../work/main/frontend/node_modules/zrender/lib/graphic/Displayable.js
var Qo = "__zr_style_" + Math.round(Math.random() * 10), $o = {
	shadowBlur: 0,
	shadowOffsetX: 0,
	shadowOffsetY: 0,
	shadowColor: "#000",
	opacity: 1,
	blend: "source-over"
}, es = { style: {
	shadowBlur: !0,
	shadowOffsetX: !0,
	shadowOffsetY: !0,
	shadowColor: !0,
	opacity: !0
} };
$o[Qo] = !0;
var ts = [
	"z",
	"z2",
	"invisible"
], ns = ["invisible"], rs = function(e) {
	f(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype._init = function(t) {
		for (var n = B(t), r = 0; r < n.length; r++) {
			var i = n[r];
			i === "style" ? this.useStyle(t[i]) : e.prototype.attrKV.call(this, i, t[i]);
		}
		this.style || this.useStyle({});
	}, t.prototype.beforeBrush = function() {}, t.prototype.afterBrush = function() {}, t.prototype.innerBeforeBrush = function() {}, t.prototype.innerAfterBrush = function() {}, t.prototype.shouldBePainted = function(e, t, n, r) {
		var i = this.transform;
		if (this.ignore || this.invisible || this.style.opacity === 0 || this.culling && os(this, e, t) || i && !i[0] && !i[3]) return !1;
		if (n && this.__clipPaths) {
			for (var a = 0; a < this.__clipPaths.length; ++a) if (this.__clipPaths[a].isZeroArea()) return !1;
		}
		if (r && this.parent) for (var o = this.parent; o;) {
			if (o.ignore) return !1;
			o = o.parent;
		}
		return !0;
	}, t.prototype.contain = function(e, t) {
		return this.rectContain(e, t);
	}, t.prototype.traverse = function(e, t) {
		e.call(t, this);
	}, t.prototype.rectContain = function(e, t) {
		var n = this.transformCoordToLocal(e, t);
		return this.getBoundingRect().contain(n[0], n[1]);
	}, t.prototype.getPaintRect = function() {
		var e = this._paintRect;
		if (!this._paintRect || this.__dirty) {
			var t = this.transform, n = this.getBoundingRect(), r = this.style, i = r.shadowBlur || 0, a = r.shadowOffsetX || 0, o = r.shadowOffsetY || 0;
			e = this._paintRect || (this._paintRect = new qt(0, 0, 0, 0)), t ? qt.applyTransform(e, n, t) : e.copy(n), (i || a || o) && (e.width += i * 2 + Math.abs(a), e.height += i * 2 + Math.abs(o), e.x = Math.min(e.x, e.x + a - i), e.y = Math.min(e.y, e.y + o - i));
			var s = this.dirtyRectTolerance;
			e.isZero() || (e.x = Math.floor(e.x - s), e.y = Math.floor(e.y - s), e.width = Math.ceil(e.width + 1 + s * 2), e.height = Math.ceil(e.height + 1 + s * 2));
		}
		return e;
	}, t.prototype.setPrevPaintRect = function(e) {
		e ? (this._prevPaintRect = this._prevPaintRect || new qt(0, 0, 0, 0), this._prevPaintRect.copy(e)) : this._prevPaintRect = null;
	}, t.prototype.getPrevPaintRect = function() {
		return this._prevPaintRect;
	}, t.prototype.animateStyle = function(e) {
		return this.animate("style", e);
	}, t.prototype.updateDuringAnimation = function(e) {
		e === "style" ? this.dirtyStyle() : this.markRedraw();
	}, t.prototype.attrKV = function(t, n) {
		t === "style" ? this.style ? this.setStyle(n) : this.useStyle(n) : e.prototype.attrKV.call(this, t, n);
	}, t.prototype.setStyle = function(e, t) {
		return typeof e == "string" ? this.style[e] = t : P(this.style, e), this.dirtyStyle(), this;
	}, t.prototype.dirtyStyle = function(e) {
		e || this.markRedraw(), this.__dirty |= 2, this._rect && (this._rect = null);
	}, t.prototype.dirty = function() {
		this.dirtyStyle();
	}, t.prototype.styleChanged = function() {
		return !!(this.__dirty & 2);
	}, t.prototype.styleUpdated = function() {
		this.__dirty &= -3;
	}, t.prototype.createStyle = function(e) {
		return Ne($o, e);
	}, t.prototype.useStyle = function(e) {
		e[Qo] || (e = this.createStyle(e)), this.__inHover ? this.__hoverStyle = e : this.style = e, this.dirtyStyle();
	}, t.prototype.isStyleObject = function(e) {
		return e[Qo];
	}, t.prototype._innerSaveToNormal = function(t) {
		e.prototype._innerSaveToNormal.call(this, t);
		var n = this._normalState;
		t.style && !n.style && (n.style = this._mergeStyle(this.createStyle(), this.style)), this._savePrimaryToNormal(t, n, ts);
	}, t.prototype._applyStateObj = function(t, n, r, i, a, o) {
		e.prototype._applyStateObj.call(this, t, n, r, i, a, o);
		var s = !(n && i), c;
		if (n && n.style ? a ? i ? c = n.style : (c = this._mergeStyle(this.createStyle(), r.style), this._mergeStyle(c, n.style)) : (c = this._mergeStyle(this.createStyle(), i ? this.style : r.style), this._mergeStyle(c, n.style)) : s && (c = r.style), c) {
			if (a) {
				var l = this.style;
				if (this.style = this.createStyle(s ? {} : l), s) for (var u = B(l), d = 0; d < u.length; d++) {
					var f = u[d];
					f in c && (c[f] = c[f], this.style[f] = l[f]);
				}
				for (var p = B(c), d = 0; d < p.length; d++) {
					var f = p[d];
					this.style[f] = this.style[f];
				}
				this._transitionState(t, { style: c }, o, this.getAnimationStyleProps());
			} else this.useStyle(c);
		}
		for (var m = this.__inHover ? ns : ts, d = 0; d < m.length; d++) {
			var f = m[d];
			n && n[f] != null ? this[f] = n[f] : s && r[f] != null && (this[f] = r[f]);
		}
	}, t.prototype._mergeStates = function(t) {
		for (var n = e.prototype._mergeStates.call(this, t), r, i = 0; i < t.length; i++) {
			var a = t[i];
			a.style && (r = r || {}, this._mergeStyle(r, a.style));
		}
		return r && (n.style = r), n;
	}, t.prototype._mergeStyle = function(e, t) {
		return P(e, t), e;
	}, t.prototype.getAnimationStyleProps = function() {
		return es;
	}, t.initDefaultProps = (function() {
		var e = t.prototype;
		e.type = "displayable", e.invisible = !1, e.z = 0, e.z2 = 0, e.zlevel = 0, e.culling = !1, e.cursor = "pointer", e.rectHover = !1, e.incremental = !1, e._rect = null, e.dirtyRectTolerance = 0, e.__dirty = 3;
	})(), t;
}(Ki), is = new qt(0, 0, 0, 0), as = new qt(0, 0, 0, 0);
function os(e, t, n) {
	return is.copy(e.getBoundingRect()), e.transform && is.applyTransform(e.transform), as.width = t, as.height = n, !is.intersect(as);
}
// ../../../work/main/frontend/node_modules/zrender/lib/core/bbox.js
var ss = Math.min, cs = Math.max, ls = Math.sin, us = Math.cos, ds = Math.PI * 2, fs = Le(), ps = Le(), ms = Le();
function hs(e, t, n, r, i, a) {
	i[0] = ss(e, n), i[1] = ss(t, r), a[0] = cs(e, n), a[1] = cs(t, r);
}
var gs = [], _s = [];
function vs(e, t, n, r, i, a, o, s, c, l) {
	var u = In, d = Nn, f = u(e, n, i, o, gs);
	c[0] = Infinity, c[1] = Infinity, l[0] = -Infinity, l[1] = -Infinity;
	for (var p = 0; p < f; p++) {
		var m = d(e, n, i, o, gs[p]);
		c[0] = ss(m, c[0]), l[0] = cs(m, l[0]);
	}
	f = u(t, r, a, s, _s);
	for (var p = 0; p < f; p++) {
		var h = d(t, r, a, s, _s[p]);
		c[1] = ss(h, c[1]), l[1] = cs(h, l[1]);
	}
	c[0] = ss(e, c[0]), l[0] = cs(e, l[0]), c[0] = ss(o, c[0]), l[0] = cs(o, l[0]), c[1] = ss(t, c[1]), l[1] = cs(t, l[1]), c[1] = ss(s, c[1]), l[1] = cs(s, l[1]);
}
function ys(e, t, n, r, i, a, o, s) {
	var c = Un, l = Bn, u = cs(ss(c(e, n, i), 1), 0), d = cs(ss(c(t, r, a), 1), 0), f = l(e, n, i, u), p = l(t, r, a, d);
	o[0] = ss(e, i, f), o[1] = ss(t, a, p), s[0] = cs(e, i, f), s[1] = cs(t, a, p);
}
function bs(e, t, n, r, i, a, o, s, c) {
	var l = Xe, u = Ze, d = Math.abs(i - a);
	if (d % ds < 1e-4 && d > 1e-4) s[0] = e - n, s[1] = t - r, c[0] = e + n, c[1] = t + r;
	else {
		if (fs[0] = us(i) * n + e, fs[1] = ls(i) * r + t, ps[0] = us(a) * n + e, ps[1] = ls(a) * r + t, l(s, fs, ps), u(c, fs, ps), i %= ds, i < 0 && (i += ds), a %= ds, a < 0 && (a += ds), i > a && !o ? a += ds : i < a && o && (i += ds), o) {
			var f = a;
			a = i, i = f;
		}
		for (var p = 0; p < a; p += Math.PI / 2) p > i && (ms[0] = us(p) * n + e, ms[1] = ls(p) * r + t, l(s, ms, s), u(c, ms, c));
	}
}
// ../../../work/main/frontend/node_modules/zrender/lib/core/PathProxy.js
var xs = {
	M: 1,
	L: 2,
	C: 3,
	Q: 4,
	A: 5,
	Z: 6,
	R: 7
}, Ss = [], Cs = [], ws = [], Ts = [], Es = [], Ds = [], Os = Math.min, ks = Math.max, As = Math.cos, js = Math.sin, Ms = Math.abs, Ns = Math.PI, Ps = Ns * 2, Fs = typeof Float32Array < "u", Is = [];
function Ls(e) {
	return Math.round(e / Ns * 1e8) / 1e8 % 2 * Ns;
}
function Rs(e, t) {
	var n = Ls(e[0]);
	n < 0 && (n += Ps);
	var r = n - e[0], i = e[1];
	i += r, !t && i - n >= Ps ? i = n + Ps : t && n - i >= Ps ? i = n - Ps : !t && n > i ? i = n + (Ps - Ls(n - i)) : t && n < i && (i = n - (Ps - Ls(i - n))), e[0] = n, e[1] = i;
}
var zs = function() {
	function e(e) {
		this.dpr = 1, this._xi = 0, this._yi = 0, this._x0 = 0, this._y0 = 0, this._len = 0, e && (this._saveData = !1), this._saveData && (this.data = []);
	}
	return e.prototype.increaseVersion = function() {
		this._version++;
	}, e.prototype.getVersion = function() {
		return this._version;
	}, e.prototype.setScale = function(e, t, n) {
		n = n || 0, n > 0 && (this._ux = Ms(n / _i / e) || 0, this._uy = Ms(n / _i / t) || 0);
	}, e.prototype.setDPR = function(e) {
		this.dpr = e;
	}, e.prototype.setContext = function(e) {
		this._ctx = e;
	}, e.prototype.getContext = function() {
		return this._ctx;
	}, e.prototype.beginPath = function() {
		return this._ctx && this._ctx.beginPath(), this.reset(), this;
	}, e.prototype.reset = function() {
		this._saveData && (this._len = 0), this._pathSegLen && (this._pathSegLen = null, this._pathLen = 0), this._version++;
	}, e.prototype.moveTo = function(e, t) {
		return this._drawPendingPt(), this.addData(xs.M, e, t), this._ctx && this._ctx.moveTo(e, t), this._x0 = e, this._y0 = t, this._xi = e, this._yi = t, this;
	}, e.prototype.lineTo = function(e, t) {
		var n = Ms(e - this._xi), r = Ms(t - this._yi), i = n > this._ux || r > this._uy;
		if (this.addData(xs.L, e, t), this._ctx && i && this._ctx.lineTo(e, t), i) this._xi = e, this._yi = t, this._pendingPtDist = 0;
		else {
			var a = n * n + r * r;
			a > this._pendingPtDist && (this._pendingPtX = e, this._pendingPtY = t, this._pendingPtDist = a);
		}
		return this;
	}, e.prototype.bezierCurveTo = function(e, t, n, r, i, a) {
		return this._drawPendingPt(), this.addData(xs.C, e, t, n, r, i, a), this._ctx && this._ctx.bezierCurveTo(e, t, n, r, i, a), this._xi = i, this._yi = a, this;
	}, e.prototype.quadraticCurveTo = function(e, t, n, r) {
		return this._drawPendingPt(), this.addData(xs.Q, e, t, n, r), this._ctx && this._ctx.quadraticCurveTo(e, t, n, r), this._xi = n, this._yi = r, this;
	}, e.prototype.arc = function(e, t, n, r, i, a) {
		this._drawPendingPt(), Is[0] = r, Is[1] = i, Rs(Is, a), r = Is[0], i = Is[1];
		var o = i - r;
		return this.addData(xs.A, e, t, n, n, r, o, 0, +!a), this._ctx && this._ctx.arc(e, t, n, r, i, a), this._xi = As(i) * n + e, this._yi = js(i) * n + t, this;
	}, e.prototype.arcTo = function(e, t, n, r, i) {
		return this._drawPendingPt(), this._ctx && this._ctx.arcTo(e, t, n, r, i), this;
	}, e.prototype.rect = function(e, t, n, r) {
		return this._drawPendingPt(), this._ctx && this._ctx.rect(e, t, n, r), this.addData(xs.R, e, t, n, r), this;
	}, e.prototype.closePath = function() {
		this._drawPendingPt(), this.addData(xs.Z);
		var e = this._ctx, t = this._x0, n = this._y0;
		return e && e.closePath(), this._xi = t, this._yi = n, this;
	}, e.prototype.fill = function(e) {
		e && e.fill(), this.toStatic();
	}, e.prototype.stroke = function(e) {
		e && e.stroke(), this.toStatic();
	}, e.prototype.len = function() {
		return this._len;
	}, e.prototype.setData = function(e) {
		var t = e.length;
		!(this.data && this.data.length === t) && Fs && (this.data = new Float32Array(t));
		for (var n = 0; n < t; n++) this.data[n] = e[n];
		this._len = t;
	}, e.prototype.appendPath = function(e) {
		e instanceof Array || (e = [e]);
		for (var t = e.length, n = 0, r = this._len, i = 0; i < t; i++) n += e[i].len();
		Fs && this.data instanceof Float32Array && (this.data = new Float32Array(r + n));
		for (var i = 0; i < t; i++) for (var a = e[i].data, o = 0; o < a.length; o++) this.data[r++] = a[o];
		this._len = r;
	}, e.prototype.addData = function(e, t, n, r, i, a, o, s, c) {
		if (this._saveData) {
			var l = this.data;
			this._len + arguments.length > l.length && (this._expandData(), l = this.data);
			for (var u = 0; u < arguments.length; u++) l[this._len++] = arguments[u];
		}
	}, e.prototype._drawPendingPt = function() {
		this._pendingPtDist > 0 && (this._ctx && this._ctx.lineTo(this._pendingPtX, this._pendingPtY), this._pendingPtDist = 0);
	}, e.prototype._expandData = function() {
		if (!(this.data instanceof Array)) {
			for (var e = [], t = 0; t < this._len; t++) e[t] = this.data[t];
			this.data = e;
		}
	}, e.prototype.toStatic = function() {
		if (this._saveData) {
			this._drawPendingPt();
			var e = this.data;
			e instanceof Array && (e.length = this._len, Fs && this._len > 11 && (this.data = new Float32Array(e)));
		}
	}, e.prototype.getBoundingRect = function() {
		ws[0] = ws[1] = Es[0] = Es[1] = Number.MAX_VALUE, Ts[0] = Ts[1] = Ds[0] = Ds[1] = -Number.MAX_VALUE;
		for (var e = this.data, t = 0, n = 0, r = 0, i = 0, a = 0; a < this._len;) {
			var o = e[a++], s = a === 1;
			switch (s && (t = e[a], n = e[a + 1], r = t, i = n), o) {
				case xs.M:
					t = r = e[a++], n = i = e[a++], Es[0] = r, Es[1] = i, Ds[0] = r, Ds[1] = i;
					break;
				case xs.L:
					hs(t, n, e[a], e[a + 1], Es, Ds), t = e[a++], n = e[a++];
					break;
				case xs.C:
					vs(t, n, e[a++], e[a++], e[a++], e[a++], e[a], e[a + 1], Es, Ds), t = e[a++], n = e[a++];
					break;
				case xs.Q:
					ys(t, n, e[a++], e[a++], e[a], e[a + 1], Es, Ds), t = e[a++], n = e[a++];
					break;
				case xs.A:
					var c = e[a++], l = e[a++], u = e[a++], d = e[a++], f = e[a++], p = e[a++] + f;
					a += 1;
					var m = !e[a++];
					s && (r = As(f) * u + c, i = js(f) * d + l), bs(c, l, u, d, f, p, m, Es, Ds), t = As(p) * u + c, n = js(p) * d + l;
					break;
				case xs.R:
					r = t = e[a++], i = n = e[a++];
					var h = e[a++], g = e[a++];
					hs(r, i, r + h, i + g, Es, Ds);
					break;
				case xs.Z: t = r, n = i;
			}
			Xe(ws, ws, Es), Ze(Ts, Ts, Ds);
		}
		return a === 0 && (ws[0] = ws[1] = Ts[0] = Ts[1] = 0), new qt(ws[0], ws[1], Ts[0] - ws[0], Ts[1] - ws[1]);
	}, e.prototype._calculateLength = function() {
		var e = this.data, t = this._len, n = this._ux, r = this._uy, i = 0, a = 0, o = 0, s = 0;
		this._pathSegLen || (this._pathSegLen = []);
		for (var c = this._pathSegLen, l = 0, u = 0, d = 0; d < t;) {
			var f = e[d++], p = d === 1;
			p && (i = e[d], a = e[d + 1], o = i, s = a);
			var m = -1;
			switch (f) {
				case xs.M:
					i = o = e[d++], a = s = e[d++];
					break;
				case xs.L:
					var h = e[d++], g = e[d++], _ = h - i, v = g - a;
					(Ms(_) > n || Ms(v) > r || d === t - 1) && (m = Math.sqrt(_ * _ + v * v), i = h, a = g);
					break;
				case xs.C:
					var y = e[d++], b = e[d++], h = e[d++], g = e[d++], x = e[d++], S = e[d++];
					m = zn(i, a, y, b, h, g, x, S, 10), i = x, a = S;
					break;
				case xs.Q:
					var y = e[d++], b = e[d++], h = e[d++], g = e[d++];
					m = Kn(i, a, y, b, h, g, 10), i = h, a = g;
					break;
				case xs.A:
					var C = e[d++], w = e[d++], T = e[d++], E = e[d++], D = e[d++], O = e[d++], k = O + D;
					d += 1, p && (o = As(D) * T + C, s = js(D) * E + w), m = ks(T, E) * Os(Ps, Math.abs(O)), i = As(k) * T + C, a = js(k) * E + w;
					break;
				case xs.R:
					o = i = e[d++], s = a = e[d++];
					var A = e[d++], j = e[d++];
					m = A * 2 + j * 2;
					break;
				case xs.Z:
					var _ = o - i, v = s - a;
					m = Math.sqrt(_ * _ + v * v), i = o, a = s;
			}
			m >= 0 && (c[u++] = m, l += m);
		}
		return this._pathLen = l, l;
	}, e.prototype.rebuildPath = function(e, t) {
		var n = this.data, r = this._ux, i = this._uy, a = this._len, o, s, c, l, u, d, f = t < 1, p, m, h = 0, g = 0, _, v = 0, y, b;
		if (!(f && (this._pathSegLen || this._calculateLength(), p = this._pathSegLen, m = this._pathLen, _ = t * m, !_))) lo: for (var x = 0; x < a;) {
			var S = n[x++], C = x === 1;
			switch (C && (c = n[x], l = n[x + 1], o = c, s = l), S !== xs.L && v > 0 && (e.lineTo(y, b), v = 0), S) {
				case xs.M:
					o = c = n[x++], s = l = n[x++], e.moveTo(c, l);
					break;
				case xs.L:
					u = n[x++], d = n[x++];
					var w = Ms(u - c), T = Ms(d - l);
					if (w > r || T > i) {
						if (f) {
							var E = p[g++];
							if (h + E > _) {
								var D = (_ - h) / E;
								e.lineTo(c * (1 - D) + u * D, l * (1 - D) + d * D);
								break lo;
							}
							h += E;
						}
						e.lineTo(u, d), c = u, l = d, v = 0;
					} else {
						var O = w * w + T * T;
						O > v && (y = u, b = d, v = O);
					}
					break;
				case xs.C:
					var k = n[x++], A = n[x++], j = n[x++], ee = n[x++], te = n[x++], ne = n[x++];
					if (f) {
						var E = p[g++];
						if (h + E > _) {
							var D = (_ - h) / E;
							Ln(c, k, j, te, D, Ss), Ln(l, A, ee, ne, D, Cs), e.bezierCurveTo(Ss[1], Cs[1], Ss[2], Cs[2], Ss[3], Cs[3]);
							break lo;
						}
						h += E;
					}
					e.bezierCurveTo(k, A, j, ee, te, ne), c = te, l = ne;
					break;
				case xs.Q:
					var k = n[x++], A = n[x++], j = n[x++], ee = n[x++];
					if (f) {
						var E = p[g++];
						if (h + E > _) {
							var D = (_ - h) / E;
							Wn(c, k, j, D, Ss), Wn(l, A, ee, D, Cs), e.quadraticCurveTo(Ss[1], Cs[1], Ss[2], Cs[2]);
							break lo;
						}
						h += E;
					}
					e.quadraticCurveTo(k, A, j, ee), c = j, l = ee;
					break;
				case xs.A:
					var re = n[x++], ie = n[x++], M = n[x++], N = n[x++], P = n[x++], F = n[x++], I = n[x++], ae = !n[x++], oe = M > N ? M : N, se = Ms(M - N) > .001, L = P + F, R = !1;
					if (f) {
						var E = p[g++];
						h + E > _ && (L = P + F * (_ - h) / E, R = !0), h += E;
					}
					if (se && e.ellipse ? e.ellipse(re, ie, M, N, I, P, L, ae) : e.arc(re, ie, oe, P, L, ae), R) break lo;
					C && (o = As(P) * M + re, s = js(P) * N + ie), c = As(L) * M + re, l = js(L) * N + ie;
					break;
				case xs.R:
					o = c = n[x], s = l = n[x + 1], u = n[x++], d = n[x++];
					var z = n[x++], ce = n[x++];
					if (f) {
						var E = p[g++];
						if (h + E > _) {
							var B = _ - h;
							e.moveTo(u, d), e.lineTo(u + Os(B, z), d), B -= z, B > 0 && e.lineTo(u + z, d + Os(B, ce)), B -= ce, B > 0 && e.lineTo(u + ks(z - B, 0), d + ce), B -= z, B > 0 && e.lineTo(u, d + ks(ce - B, 0));
							break lo;
						}
						h += E;
					}
					e.rect(u, d, z, ce);
					break;
				case xs.Z:
					if (f) {
						var E = p[g++];
						if (h + E > _) {
							var D = (_ - h) / E;
							e.lineTo(c * (1 - D) + o * D, l * (1 - D) + s * D);
							break lo;
						}
						h += E;
					}
					e.closePath(), c = o, l = s;
			}
		}
	}, e.prototype.clone = function() {
		var t = new e(), n = this.data;
		return t.data = n.slice ? n.slice() : Array.prototype.slice.call(n), t._len = this._len, t;
	}, e.CMD = xs, e.initDefaultProps = (function() {
		var t = e.prototype;
		t._saveData = !0, t._ux = 0, t._uy = 0, t._pendingPtDist = 0, t._version = 0;
	})(), e;
}();
// ../../../work/main/frontend/node_modules/zrender/lib/contain/line.js
function Bs(e, t, n, r, i, a, o) {
	if (i === 0) return !1;
	var s = i, c = 0, l = e;
	if (o > t + s && o > r + s || o < t - s && o < r - s || a > e + s && a > n + s || a < e - s && a < n - s) return !1;
	if (e !== n) c = (t - r) / (e - n), l = (e * r - n * t) / (e - n);
	else return Math.abs(a - e) <= s / 2;
	var u = c * a - o + l;
	return u * u / (c * c + 1) <= s / 2 * s / 2;
}
// ../../../work/main/frontend/node_modules/zrender/lib/contain/cubic.js
function Vs(e, t, n, r, i, a, o, s, c, l, u) {
	if (c === 0) return !1;
	var d = c;
	return u > t + d && u > r + d && u > a + d && u > s + d || u < t - d && u < r - d && u < a - d && u < s - d || l > e + d && l > n + d && l > i + d && l > o + d || l < e - d && l < n - d && l < i - d && l < o - d ? !1 : Rn(e, t, n, r, i, a, o, s, l, u, null) <= d / 2;
}
// ../../../work/main/frontend/node_modules/zrender/lib/contain/quadratic.js
function Hs(e, t, n, r, i, a, o, s, c) {
	if (o === 0) return !1;
	var l = o;
	return c > t + l && c > r + l && c > a + l || c < t - l && c < r - l && c < a - l || s > e + l && s > n + l && s > i + l || s < e - l && s < n - l && s < i - l ? !1 : Gn(e, t, n, r, i, a, s, c, null) <= l / 2;
}
// ../../../work/main/frontend/node_modules/zrender/lib/contain/util.js
var Us = Math.PI * 2;
function Ws(e) {
	return e %= Us, e < 0 && (e += Us), e;
}
// ../../../work/main/frontend/node_modules/zrender/lib/contain/arc.js
var Gs = Math.PI * 2;
function Ks(e, t, n, r, i, a, o, s, c) {
	if (o === 0) return !1;
	var l = o;
	s -= e, c -= t;
	var u = Math.sqrt(s * s + c * c);
	if (u - l > n || u + l < n) return !1;
	if (Math.abs(r - i) % Gs < 1e-4) return !0;
	if (a) {
		var d = r;
		r = Ws(i), i = Ws(d);
	} else r = Ws(r), i = Ws(i);
	r > i && (i += Gs);
	var f = Math.atan2(c, s);
	return f < 0 && (f += Gs), f >= r && f <= i || f + Gs >= r && f + Gs <= i;
}
// ../../../work/main/frontend/node_modules/zrender/lib/contain/windingLine.js
function qs(e, t, n, r, i, a) {
	if (a > t && a > r || a < t && a < r || r === t) return 0;
	var o = (a - t) / (r - t), s = r < t ? 1 : -1;
	(o === 1 || o === 0) && (s = r < t ? .5 : -.5);
	var c = o * (n - e) + e;
	return c === i ? Infinity : c > i ? s : 0;
}
// ../../../work/main/frontend/node_modules/zrender/lib/contain/path.js
var Js = zs.CMD, Ys = Math.PI * 2, Xs = 1e-4;
function Zs(e, t) {
	return Math.abs(e - t) < Xs;
}
var Qs = [
	-1,
	-1,
	-1
], $s = [-1, -1];
function ec() {
	var e = $s[0];
	$s[0] = $s[1], $s[1] = e;
}
function tc(e, t, n, r, i, a, o, s, c, l) {
	if (l > t && l > r && l > a && l > s || l < t && l < r && l < a && l < s) return 0;
	var u = Fn(t, r, a, s, l, Qs);
	if (u === 0) return 0;
	for (var d = 0, f = -1, p = void 0, m = void 0, h = 0; h < u; h++) {
		var g = Qs[h], _ = g === 0 || g === 1 ? .5 : 1;
		Nn(e, n, i, o, g) < c || (f < 0 && (f = In(t, r, a, s, $s), $s[1] < $s[0] && f > 1 && ec(), p = Nn(t, r, a, s, $s[0]), f > 1 && (m = Nn(t, r, a, s, $s[1]))), f === 2 ? g < $s[0] ? d += p < t ? _ : -_ : g < $s[1] ? d += m < p ? _ : -_ : d += s < m ? _ : -_ : g < $s[0] ? d += p < t ? _ : -_ : d += s < p ? _ : -_);
	}
	return d;
}
function nc(e, t, n, r, i, a, o, s) {
	if (s > t && s > r && s > a || s < t && s < r && s < a) return 0;
	var c = Hn(t, r, a, s, Qs);
	if (c === 0) return 0;
	var l = Un(t, r, a);
	if (l >= 0 && l <= 1) {
		for (var u = 0, d = Bn(t, r, a, l), f = 0; f < c; f++) {
			var p = Qs[f] === 0 || Qs[f] === 1 ? .5 : 1, m = Bn(e, n, i, Qs[f]);
			m < o || (Qs[f] < l ? u += d < t ? p : -p : u += a < d ? p : -p);
		}
		return u;
	}
	var p = Qs[0] === 0 || Qs[0] === 1 ? .5 : 1, m = Bn(e, n, i, Qs[0]);
	return m < o ? 0 : a < t ? p : -p;
}
function rc(e, t, n, r, i, a, o, s) {
	if (s -= t, s > n || s < -n) return 0;
	var c = Math.sqrt(n * n - s * s);
	Qs[0] = -c, Qs[1] = c;
	var l = Math.abs(r - i);
	if (l < 1e-4) return 0;
	if (l >= Ys - 1e-4) {
		r = 0, i = Ys;
		var u = a ? 1 : -1;
		return o >= Qs[0] + e && o <= Qs[1] + e ? u : 0;
	}
	if (r > i) {
		var d = r;
		r = i, i = d;
	}
	r < 0 && (r += Ys, i += Ys);
	for (var f = 0, p = 0; p < 2; p++) {
		var m = Qs[p];
		if (m + e > o) {
			var h = Math.atan2(s, m), u = a ? 1 : -1;
			h < 0 && (h = Ys + h), (h >= r && h <= i || h + Ys >= r && h + Ys <= i) && (h > Math.PI / 2 && h < Math.PI * 1.5 && (u = -u), f += u);
		}
	}
	return f;
}
function ic(e, t, n, r, i) {
	for (var a = e.data, o = e.len(), s = 0, c = 0, l = 0, u = 0, d = 0, f, p, m = 0; m < o;) {
		var h = a[m++], g = m === 1;
		switch (h === Js.M && m > 1 && (n || (s += qs(c, l, u, d, r, i))), g && (c = a[m], l = a[m + 1], u = c, d = l), h) {
			case Js.M:
				u = a[m++], d = a[m++], c = u, l = d;
				break;
			case Js.L:
				if (n) {
					if (Bs(c, l, a[m], a[m + 1], t, r, i)) return !0;
				} else s += qs(c, l, a[m], a[m + 1], r, i) || 0;
				c = a[m++], l = a[m++];
				break;
			case Js.C:
				if (n) {
					if (Vs(c, l, a[m++], a[m++], a[m++], a[m++], a[m], a[m + 1], t, r, i)) return !0;
				} else s += tc(c, l, a[m++], a[m++], a[m++], a[m++], a[m], a[m + 1], r, i) || 0;
				c = a[m++], l = a[m++];
				break;
			case Js.Q:
				if (n) {
					if (Hs(c, l, a[m++], a[m++], a[m], a[m + 1], t, r, i)) return !0;
				} else s += nc(c, l, a[m++], a[m++], a[m], a[m + 1], r, i) || 0;
				c = a[m++], l = a[m++];
				break;
			case Js.A:
				var _ = a[m++], v = a[m++], y = a[m++], b = a[m++], x = a[m++], S = a[m++];
				m += 1;
				var C = !!(1 - a[m++]);
				f = Math.cos(x) * y + _, p = Math.sin(x) * b + v, g ? (u = f, d = p) : s += qs(c, l, f, p, r, i);
				var w = (r - _) * b / y + _;
				if (n) {
					if (Ks(_, v, b, x, x + S, C, t, w, i)) return !0;
				} else s += rc(_, v, b, x, x + S, C, w, i);
				c = Math.cos(x + S) * y + _, l = Math.sin(x + S) * b + v;
				break;
			case Js.R:
				u = c = a[m++], d = l = a[m++];
				var T = a[m++], E = a[m++];
				if (f = u + T, p = d + E, n) {
					if (Bs(u, d, f, d, t, r, i) || Bs(f, d, f, p, t, r, i) || Bs(f, p, u, p, t, r, i) || Bs(u, p, u, d, t, r, i)) return !0;
				} else s += qs(f, d, f, p, r, i), s += qs(u, p, u, d, r, i);
				break;
			case Js.Z:
				if (n) {
					if (Bs(c, l, u, d, t, r, i)) return !0;
				} else s += qs(c, l, u, d, r, i);
				c = u, l = d;
		}
	}
	return !n && !Zs(l, d) && (s += qs(c, l, u, d, r, i) || 0), s !== 0;
}
function ac(e, t, n) {
	return ic(e, 0, !1, t, n);
}
function oc(e, t, n, r) {
	return ic(e, t, !0, n, r);
}
// ../../../work/main/frontend/node_modules/zrender/lib/graphic/Path.js
var sc = F({
	fill: "#000",
	stroke: null,
	strokePercent: 1,
	fillOpacity: 1,
	strokeOpacity: 1,
	lineDashOffset: 0,
	lineWidth: 1,
	lineCap: "butt",
	miterLimit: 10,
	strokeNoScale: !1,
	strokeFirst: !1
}, $o), cc = { style: F({
	fill: !0,
	stroke: !0,
	strokePercent: !0,
	fillOpacity: !0,
	strokeOpacity: !0,
	lineDashOffset: !0,
	lineWidth: !0,
	miterLimit: !0
}, es.style) }, lc = Ai.concat([
	"invisible",
	"culling",
	"z",
	"z2",
	"zlevel",
	"parent"
]), Y = function(e) {
	f(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.update = function() {
		var n = this;
		e.prototype.update.call(this);
		var r = this.style;
		if (r.decal) {
			var i = this._decalEl = this._decalEl || new t();
			i.buildPath === t.prototype.buildPath && (i.buildPath = function(e) {
				n.buildPath(e, n.shape);
			}), i.silent = !0;
			var a = i.style;
			for (var o in r) a[o] !== r[o] && (a[o] = r[o]);
			a.fill = r.fill ? r.decal : null, a.decal = null, a.shadowColor = null, r.strokeFirst && (a.stroke = null);
			for (var s = 0; s < lc.length; ++s) i[lc[s]] = this[lc[s]];
			i.__dirty |= 1;
		} else this._decalEl && (this._decalEl = null);
	}, t.prototype.getDecalElement = function() {
		return this._decalEl;
	}, t.prototype._init = function(t) {
		var n = B(t);
		this.shape = this.getDefaultShape();
		var r = this.getDefaultStyle();
		r && this.useStyle(r);
		for (var i = 0; i < n.length; i++) {
			var a = n[i], o = t[a];
			a === "style" ? this.style ? P(this.style, o) : this.useStyle(o) : a === "shape" ? P(this.shape, o) : e.prototype.attrKV.call(this, a, o);
		}
		this.style || this.useStyle({});
	}, t.prototype.getDefaultStyle = function() {
		return null;
	}, t.prototype.getDefaultShape = function() {
		return {};
	}, t.prototype.canBeInsideText = function() {
		return this.hasFill();
	}, t.prototype.getInsideTextFill = function() {
		var e = this.style.fill;
		if (e !== "none") {
			if (W(e)) {
				var t = xr(e, 0);
				return t > .5 ? yi : t > .2 ? xi : bi;
			}
			if (e) return bi;
		}
		return yi;
	}, t.prototype.getInsideTextStroke = function(e) {
		var t = this.style.fill;
		if (W(t)) {
			var n = this.__zr;
			if (!!(n && n.isDarkMode()) == xr(e, 0) < .4) return t;
		}
	}, t.prototype.buildPath = function(e, t, n) {}, t.prototype.pathUpdated = function() {
		this.__dirty &= -5;
	}, t.prototype.getUpdatedPathProxy = function(e) {
		return !this.path && this.createPathProxy(), this.path.beginPath(), this.buildPath(this.path, this.shape, e), this.path;
	}, t.prototype.createPathProxy = function() {
		this.path = new zs(!1);
	}, t.prototype.hasStroke = function() {
		var e = this.style, t = e.stroke;
		return !(t == null || t === "none" || !(e.lineWidth > 0));
	}, t.prototype.hasFill = function() {
		var e = this.style.fill;
		return e != null && e !== "none";
	}, t.prototype.getBoundingRect = function() {
		var e = this._rect, t = this.style, n = !e;
		if (n) {
			var r = !1;
			this.path || (r = !0, this.createPathProxy());
			var i = this.path;
			(r || this.__dirty & 4) && (i.beginPath(), this.buildPath(i, this.shape, !1), this.pathUpdated()), e = i.getBoundingRect();
		}
		if (this._rect = e, this.hasStroke() && this.path && this.path.len() > 0) {
			var a = this._rectStroke || (this._rectStroke = e.clone());
			if (this.__dirty || n) {
				a.copy(e);
				var o = t.strokeNoScale ? this.getLineScale() : 1, s = t.lineWidth;
				if (!this.hasFill()) {
					var c = this.strokeContainThreshold;
					s = Math.max(s, c ?? 4);
				}
				o > 1e-10 && (a.width += s / o, a.height += s / o, a.x -= s / o / 2, a.y -= s / o / 2);
			}
			return a;
		}
		return e;
	}, t.prototype.contain = function(e, t) {
		var n = this.transformCoordToLocal(e, t), r = this.getBoundingRect(), i = this.style;
		if (e = n[0], t = n[1], r.contain(e, t)) {
			var a = this.path;
			if (this.hasStroke()) {
				var o = i.lineWidth, s = i.strokeNoScale ? this.getLineScale() : 1;
				if (s > 1e-10 && (this.hasFill() || (o = Math.max(o, this.strokeContainThreshold)), oc(a, o / s, e, t))) return !0;
			}
			if (this.hasFill()) return ac(a, e, t);
		}
		return !1;
	}, t.prototype.dirtyShape = function() {
		this.__dirty |= 4, this._rect && (this._rect = null), this._decalEl && this._decalEl.dirtyShape(), this.markRedraw();
	}, t.prototype.dirty = function() {
		this.dirtyStyle(), this.dirtyShape();
	}, t.prototype.animateShape = function(e) {
		return this.animate("shape", e);
	}, t.prototype.updateDuringAnimation = function(e) {
		e === "style" ? this.dirtyStyle() : e === "shape" ? this.dirtyShape() : this.markRedraw();
	}, t.prototype.attrKV = function(t, n) {
		t === "shape" ? this.setShape(n) : e.prototype.attrKV.call(this, t, n);
	}, t.prototype.setShape = function(e, t) {
		var n = this.shape;
		return n || (n = this.shape = {}), typeof e == "string" ? n[e] = t : P(n, e), this.dirtyShape(), this;
	}, t.prototype.shapeChanged = function() {
		return !!(this.__dirty & 4);
	}, t.prototype.createStyle = function(e) {
		return Ne(sc, e);
	}, t.prototype._innerSaveToNormal = function(t) {
		e.prototype._innerSaveToNormal.call(this, t);
		var n = this._normalState;
		t.shape && !n.shape && (n.shape = P({}, this.shape));
	}, t.prototype._applyStateObj = function(t, n, r, i, a, o) {
		e.prototype._applyStateObj.call(this, t, n, r, i, a, o);
		var s = !(n && i), c;
		if (n && n.shape ? a ? i ? c = n.shape : (c = P({}, r.shape), P(c, n.shape)) : (c = P({}, i ? this.shape : r.shape), P(c, n.shape)) : s && (c = r.shape), c) {
			if (a) {
				this.shape = P({}, this.shape);
				for (var l = {}, u = B(c), d = 0; d < u.length; d++) {
					var f = u[d];
					typeof c[f] == "object" ? this.shape[f] = c[f] : l[f] = c[f];
				}
				this._transitionState(t, { shape: l }, o);
			} else this.shape = c, this.dirtyShape();
		}
	}, t.prototype._mergeStates = function(t) {
		for (var n = e.prototype._mergeStates.call(this, t), r, i = 0; i < t.length; i++) {
			var a = t[i];
			a.shape && (r = r || {}, this._mergeStyle(r, a.shape));
		}
		return r && (n.shape = r), n;
	}, t.prototype.getAnimationStyleProps = function() {
		return cc;
	}, t.prototype.isZeroArea = function() {
		return !1;
	}, t.extend = function(e) {
		var n = function(t) {
			f(n, t);
			function n(n) {
				var r = t.call(this, n) || this;
				return e.init && e.init.call(r, n), r;
			}
			return n.prototype.getDefaultStyle = function() {
				return M(e.style);
			}, n.prototype.getDefaultShape = function() {
				return M(e.shape);
			}, n;
		}(t);
		for (var r in e) typeof e[r] == "function" && (n.prototype[r] = e[r]);
		return n;
	}, t.initDefaultProps = (function() {
		var e = t.prototype;
		e.type = "path", e.strokeContainThreshold = 5, e.segmentIgnoreThreshold = 0, e.subPixelOptimize = !1, e.autoBatch = !1, e.__dirty = 7;
	})(), t;
}(rs), uc = F({
	strokeFirst: !0,
	font: g,
	x: 0,
	y: 0,
	textAlign: "left",
	textBaseline: "top",
	miterLimit: 2
}, sc), dc = function(e) {
	f(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.hasStroke = function() {
		var e = this.style, t = e.stroke;
		return t != null && t !== "none" && e.lineWidth > 0;
	}, t.prototype.hasFill = function() {
		var e = this.style.fill;
		return e != null && e !== "none";
	}, t.prototype.createStyle = function(e) {
		return Ne(uc, e);
	}, t.prototype.setBoundingRect = function(e) {
		this._rect = e;
	}, t.prototype.getBoundingRect = function() {
		var e = this.style;
		if (!this._rect) {
			var t = e.text;
			t == null ? t = "" : t += "";
			var n = Fi(t, e.font, e.textAlign, e.textBaseline);
			if (n.x += e.x || 0, n.y += e.y || 0, this.hasStroke()) {
				var r = e.lineWidth;
				n.x -= r / 2, n.y -= r / 2, n.width += r, n.height += r;
			}
			this._rect = n;
		}
		return this._rect;
	}, t.initDefaultProps = (function() {
		var e = t.prototype;
		e.dirtyRectTolerance = 10;
	})(), t;
}(rs);
dc.prototype.type = "tspan";
// ../../../work/main/frontend/node_modules/zrender/lib/graphic/Image.js
var fc = F({
	x: 0,
	y: 0
}, $o), pc = { style: F({
	x: !0,
	y: !0,
	width: !0,
	height: !0,
	sx: !0,
	sy: !0,
	sWidth: !0,
	sHeight: !0
}, es.style) };
function mc(e) {
	return !!(e && typeof e != "string" && e.width && e.height);
}
var hc = function(e) {
	f(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.createStyle = function(e) {
		return Ne(fc, e);
	}, t.prototype._getSize = function(e) {
		var t = this.style, n = t[e];
		if (n != null) return n;
		var r = mc(t.image) ? t.image : this.__image;
		if (!r) return 0;
		var i = e === "width" ? "height" : "width", a = t[i];
		return a == null ? r[e] : r[e] / r[i] * a;
	}, t.prototype.getWidth = function() {
		return this._getSize("width");
	}, t.prototype.getHeight = function() {
		return this._getSize("height");
	}, t.prototype.getAnimationStyleProps = function() {
		return pc;
	}, t.prototype.getBoundingRect = function() {
		var e = this.style;
		return this._rect || (this._rect = new qt(e.x || 0, e.y || 0, this.getWidth(), this.getHeight())), this._rect;
	}, t;
}(rs);
hc.prototype.type = "image";
// ../../../work/main/frontend/node_modules/zrender/lib/graphic/helper/roundRect.js
function gc(e, t) {
	var n = t.x, r = t.y, i = t.width, a = t.height, o = t.r, s, c, l, u;
	i < 0 && (n += i, i = -i), a < 0 && (r += a, a = -a), typeof o == "number" ? s = c = l = u = o : o instanceof Array ? o.length === 1 ? s = c = l = u = o[0] : o.length === 2 ? (s = l = o[0], c = u = o[1]) : o.length === 3 ? (s = o[0], c = u = o[1], l = o[2]) : (s = o[0], c = o[1], l = o[2], u = o[3]) : s = c = l = u = 0;
	var d;
	s + c > i && (d = s + c, s *= i / d, c *= i / d), l + u > i && (d = l + u, l *= i / d, u *= i / d), c + l > a && (d = c + l, c *= a / d, l *= a / d), s + u > a && (d = s + u, s *= a / d, u *= a / d), e.moveTo(n + s, r), e.lineTo(n + i - c, r), c !== 0 && e.arc(n + i - c, r + c, c, -Math.PI / 2, 0), e.lineTo(n + i, r + a - l), l !== 0 && e.arc(n + i - l, r + a - l, l, 0, Math.PI / 2), e.lineTo(n + u, r + a), u !== 0 && e.arc(n + u, r + a - u, u, Math.PI / 2, Math.PI), e.lineTo(n, r + s), s !== 0 && e.arc(n + s, r + s, s, Math.PI, Math.PI * 1.5);
}
// ../../../work/main/frontend/node_modules/zrender/lib/graphic/helper/subPixelOptimize.js
var _c = Math.round;
function vc(e, t, n) {
	if (t) {
		var r = t.x1, i = t.x2, a = t.y1, o = t.y2;
		e.x1 = r, e.x2 = i, e.y1 = a, e.y2 = o;
		var s = n && n.lineWidth;
		return s && (_c(r * 2) === _c(i * 2) && (e.x1 = e.x2 = bc(r, s, !0)), _c(a * 2) === _c(o * 2) && (e.y1 = e.y2 = bc(a, s, !0))), e;
	}
}
function yc(e, t, n) {
	if (t) {
		var r = t.x, i = t.y, a = t.width, o = t.height;
		e.x = r, e.y = i, e.width = a, e.height = o;
		var s = n && n.lineWidth;
		return s && (e.x = bc(r, s, !0), e.y = bc(i, s, !0), e.width = Math.max(bc(r + a, s, !1) - e.x, a === 0 ? 0 : 1), e.height = Math.max(bc(i + o, s, !1) - e.y, o === 0 ? 0 : 1)), e;
	}
}
function bc(e, t, n) {
	if (!t) return e;
	var r = _c(e * 2);
	return (r + _c(t)) % 2 == 0 ? r / 2 : (r + (n ? 1 : -1)) / 2;
}
// ../../../work/main/frontend/node_modules/zrender/lib/graphic/shape/Rect.js
var xc = function() {
	function e() {
		this.x = 0, this.y = 0, this.width = 0, this.height = 0;
	}
	return e;
}(), Sc = {}, Cc = function(e) {
	f(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new xc();
	}, t.prototype.buildPath = function(e, t) {
		var n, r, i, a;
		if (this.subPixelOptimize) {
			var o = yc(Sc, t, this.style);
			n = o.x, r = o.y, i = o.width, a = o.height, o.r = t.r, t = o;
		} else n = t.x, r = t.y, i = t.width, a = t.height;
		t.r ? gc(e, t) : e.rect(n, r, i, a);
	}, t.prototype.isZeroArea = function() {
		return !this.shape.width || !this.shape.height;
	}, t;
}(Y);
Cc.prototype.type = "rect";
// ../../../work/main/frontend/node_modules/zrender/lib/graphic/Text.js
var wc = { fill: "#000" }, Tc = 2, Ec = { style: F({
	fill: !0,
	stroke: !0,
	fillOpacity: !0,
	strokeOpacity: !0,
	lineWidth: !0,
	fontSize: !0,
	lineHeight: !0,
	width: !0,
	height: !0,
	textShadowColor: !0,
	textShadowBlur: !0,
	textShadowOffsetX: !0,
	textShadowOffsetY: !0,
	backgroundColor: !0,
	padding: !0,
	borderColor: !0,
	borderWidth: !0,
	borderRadius: !0
}, es.style) }, Dc = function(e) {
	f(t, e);
	function t(t) {
		var n = e.call(this) || this;
		return n.type = "text", n._children = [], n._defaultStyle = wc, n.attr(t), n;
	}
	return t.prototype.childrenRef = function() {
		return this._children;
	}, t.prototype.update = function() {
		e.prototype.update.call(this), this.styleChanged() && this._updateSubTexts();
		for (var t = 0; t < this._children.length; t++) {
			var n = this._children[t];
			n.zlevel = this.zlevel, n.z = this.z, n.z2 = this.z2, n.culling = this.culling, n.cursor = this.cursor, n.invisible = this.invisible;
		}
	}, t.prototype.updateTransform = function() {
		var t = this.innerTransformable;
		t ? (t.updateTransform(), t.transform && (this.transform = t.transform)) : e.prototype.updateTransform.call(this);
	}, t.prototype.getLocalTransform = function(t) {
		var n = this.innerTransformable;
		return n ? n.getLocalTransform(t) : e.prototype.getLocalTransform.call(this, t);
	}, t.prototype.getComputedTransform = function() {
		return this.__hostTarget && (this.__hostTarget.getComputedTransform(), this.__hostTarget.updateInnerText(!0)), e.prototype.getComputedTransform.call(this);
	}, t.prototype._updateSubTexts = function() {
		this._childCursor = 0, Pc(this.style), this.style.rich ? this._updateRichTexts() : this._updatePlainTexts(), this._children.length = this._childCursor, this.styleUpdated();
	}, t.prototype.addSelfToZr = function(t) {
		e.prototype.addSelfToZr.call(this, t);
		for (var n = 0; n < this._children.length; n++) this._children[n].__zr = t;
	}, t.prototype.removeSelfFromZr = function(t) {
		e.prototype.removeSelfFromZr.call(this, t);
		for (var n = 0; n < this._children.length; n++) this._children[n].__zr = null;
	}, t.prototype.getBoundingRect = function() {
		if (this.styleChanged() && this._updateSubTexts(), !this._rect) {
			for (var e = new qt(0, 0, 0, 0), t = this._children, n = [], r = null, i = 0; i < t.length; i++) {
				var a = t[i], o = a.getBoundingRect(), s = a.getLocalTransform(n);
				s ? (e.copy(o), e.applyTransform(s), r = r || e.clone(), r.union(e)) : (r = r || o.clone(), r.union(o));
			}
			this._rect = r || e;
		}
		return this._rect;
	}, t.prototype.setDefaultTextStyle = function(e) {
		this._defaultStyle = e || wc;
	}, t.prototype.setTextContent = function(e) {}, t.prototype._mergeStyle = function(e, t) {
		if (!t) return e;
		var n = t.rich, r = e.rich || n && {};
		return P(e, t), n && r ? (this._mergeRich(r, n), e.rich = r) : r && (e.rich = r), e;
	}, t.prototype._mergeRich = function(e, t) {
		for (var n = B(t), r = 0; r < n.length; r++) {
			var i = n[r];
			e[i] = e[i] || {}, P(e[i], t[i]);
		}
	}, t.prototype.getAnimationStyleProps = function() {
		return Ec;
	}, t.prototype._getOrCreateChild = function(e) {
		var t = this._children[this._childCursor];
		return t && t instanceof e || (t = new e()), this._children[this._childCursor++] = t, t.__zr = this.__zr, t.parent = this, t;
	}, t.prototype._updatePlainTexts = function() {
		var e = this.style, t = e.font || "12px sans-serif", n = e.padding, r = Ho(zc(e), e), i = Bc(e), a = !!e.backgroundColor, o = r.outerHeight, s = r.outerWidth, c = r.contentWidth, l = r.lines, u = r.lineHeight, d = this._defaultStyle;
		this.isTruncated = !!r.isTruncated;
		var f = e.x || 0, p = e.y || 0, m = e.align || d.align || "left", h = e.verticalAlign || d.verticalAlign || "top", g = f, _ = Li(p, r.contentHeight, h);
		if (i || n) {
			var v = Ii(f, s, m), y = Li(p, o, h);
			i && this._renderBackground(e, e, v, y, s, o);
		}
		_ += u / 2, n && (g = Rc(f, m, n), h === "top" ? _ += n[0] : h === "bottom" && (_ -= n[2]));
		for (var b = 0, x = !1, S = Lc("fill" in e ? e.fill : (x = !0, d.fill)), C = Ic("stroke" in e ? e.stroke : !a && (!d.autoStroke || x) ? (b = Tc, d.stroke) : null), w = e.textShadowBlur > 0, T = e.width != null && (e.overflow === "truncate" || e.overflow === "break" || e.overflow === "breakAll"), E = r.calculatedLineHeight, D = 0; D < l.length; D++) {
			var O = this._getOrCreateChild(dc), k = O.createStyle();
			O.useStyle(k), k.text = l[D], k.x = g, k.y = _, m && (k.textAlign = m), k.textBaseline = "middle", k.opacity = e.opacity, k.strokeFirst = !0, w && (k.shadowBlur = e.textShadowBlur || 0, k.shadowColor = e.textShadowColor || "transparent", k.shadowOffsetX = e.textShadowOffsetX || 0, k.shadowOffsetY = e.textShadowOffsetY || 0), k.stroke = C, k.fill = S, C && (k.lineWidth = e.lineWidth || b, k.lineDash = e.lineDash, k.lineDashOffset = e.lineDashOffset || 0), k.font = t, Mc(k, e), _ += u, T && O.setBoundingRect(new qt(Ii(k.x, c, k.textAlign), Li(k.y, E, k.textBaseline), c, E));
		}
	}, t.prototype._updateRichTexts = function() {
		var e = this.style, t = Ko(zc(e), e), n = t.width, r = t.outerWidth, i = t.outerHeight, a = e.padding, o = e.x || 0, s = e.y || 0, c = this._defaultStyle, l = e.align || c.align, u = e.verticalAlign || c.verticalAlign;
		this.isTruncated = !!t.isTruncated;
		var d = Ii(o, r, l), f = Li(s, i, u), p = d, m = f;
		a && (p += a[3], m += a[0]);
		var h = p + n;
		Bc(e) && this._renderBackground(e, e, d, f, r, i);
		for (var g = !!e.backgroundColor, _ = 0; _ < t.lines.length; _++) {
			for (var v = t.lines[_], y = v.tokens, b = y.length, x = v.lineHeight, S = v.width, C = 0, w = p, T = h, E = b - 1, D = void 0; C < b && (D = y[C], !D.align || D.align === "left");) this._placeToken(D, e, x, m, w, "left", g), S -= D.width, w += D.width, C++;
			for (; E >= 0 && (D = y[E], D.align === "right");) this._placeToken(D, e, x, m, T, "right", g), S -= D.width, T -= D.width, E--;
			for (w += (n - (w - p) - (h - T) - S) / 2; C <= E;) D = y[C], this._placeToken(D, e, x, m, w + D.width / 2, "center", g), w += D.width, C++;
			m += x;
		}
	}, t.prototype._placeToken = function(e, t, n, r, i, a, o) {
		var s = t.rich[e.styleName] || {};
		s.text = e.text;
		var c = e.verticalAlign, l = r + n / 2;
		c === "top" ? l = r + e.height / 2 : c === "bottom" && (l = r + n - e.height / 2), !e.isLineHolder && Bc(s) && this._renderBackground(s, t, a === "right" ? i - e.width : a === "center" ? i - e.width / 2 : i, l - e.height / 2, e.width, e.height);
		var u = !!s.backgroundColor, d = e.textPadding;
		d && (i = Rc(i, a, d), l -= e.height / 2 - d[0] - e.innerHeight / 2);
		var f = this._getOrCreateChild(dc), p = f.createStyle();
		f.useStyle(p);
		var m = this._defaultStyle, h = !1, g = 0, _ = Lc("fill" in s ? s.fill : "fill" in t ? t.fill : (h = !0, m.fill)), v = Ic("stroke" in s ? s.stroke : "stroke" in t ? t.stroke : !u && !o && (!m.autoStroke || h) ? (g = Tc, m.stroke) : null), y = s.textShadowBlur > 0 || t.textShadowBlur > 0;
		p.text = e.text, p.x = i, p.y = l, y && (p.shadowBlur = s.textShadowBlur || t.textShadowBlur || 0, p.shadowColor = s.textShadowColor || t.textShadowColor || "transparent", p.shadowOffsetX = s.textShadowOffsetX || t.textShadowOffsetX || 0, p.shadowOffsetY = s.textShadowOffsetY || t.textShadowOffsetY || 0), p.textAlign = a, p.textBaseline = "middle", p.font = e.font || "12px sans-serif", p.opacity = be(s.opacity, t.opacity, 1), Mc(p, s), v && (p.lineWidth = be(s.lineWidth, t.lineWidth, g), p.lineDash = K(s.lineDash, t.lineDash), p.lineDashOffset = t.lineDashOffset || 0, p.stroke = v), _ && (p.fill = _);
		var b = e.contentWidth, x = e.contentHeight;
		f.setBoundingRect(new qt(Ii(p.x, b, p.textAlign), Li(p.y, x, p.textBaseline), b, x));
	}, t.prototype._renderBackground = function(e, t, n, r, i, a) {
		var o = e.backgroundColor, s = e.borderWidth, c = e.borderColor, l = o && o.image, u = o && !l, d = e.borderRadius, f = this, p, m;
		if (u || e.lineHeight || s && c) {
			p = this._getOrCreateChild(Cc), p.useStyle(p.createStyle()), p.style.fill = null;
			var h = p.shape;
			h.x = n, h.y = r, h.width = i, h.height = a, h.r = d, p.dirtyShape();
		}
		if (u) {
			var g = p.style;
			g.fill = o || null, g.fillOpacity = K(e.fillOpacity, 1);
		} else if (l) {
			m = this._getOrCreateChild(hc), m.onload = function() {
				f.dirtyStyle();
			};
			var _ = m.style;
			_.image = o.image, _.x = n, _.y = r, _.width = i, _.height = a;
		}
		if (s && c) {
			var g = p.style;
			g.lineWidth = s, g.stroke = c, g.strokeOpacity = K(e.strokeOpacity, 1), g.lineDash = e.borderDash, g.lineDashOffset = e.borderDashOffset || 0, p.strokeContainThreshold = 0, p.hasFill() && p.hasStroke() && (g.strokeFirst = !0, g.lineWidth *= 2);
		}
		var v = (p || m).style;
		v.shadowBlur = e.shadowBlur || 0, v.shadowColor = e.shadowColor || "transparent", v.shadowOffsetX = e.shadowOffsetX || 0, v.shadowOffsetY = e.shadowOffsetY || 0, v.opacity = be(e.opacity, t.opacity, 1);
	}, t.makeFont = function(e) {
		var t = "";
		return Nc(e) && (t = [
			e.fontStyle,
			e.fontWeight,
			jc(e.fontSize),
			e.fontFamily || "sans-serif"
		].join(" ")), t && we(t) || e.textFont || e.font;
	}, t;
}(rs), Oc = {
	left: !0,
	right: 1,
	center: 1
}, kc = {
	top: 1,
	bottom: 1,
	middle: 1
}, Ac = [
	"fontStyle",
	"fontWeight",
	"fontSize",
	"fontFamily"
];
function jc(e) {
	return typeof e == "string" && (e.indexOf("px") !== -1 || e.indexOf("rem") !== -1 || e.indexOf("em") !== -1) ? e : isNaN(+e) ? "12px" : e + "px";
}
function Mc(e, t) {
	for (var n = 0; n < Ac.length; n++) {
		var r = Ac[n], i = t[r];
		i != null && (e[r] = i);
	}
}
function Nc(e) {
	return e.fontSize != null || e.fontFamily || e.fontWeight;
}
function Pc(e) {
	return Fc(e), L(e.rich, Fc), e;
}
function Fc(e) {
	if (e) {
		e.font = Dc.makeFont(e);
		var t = e.align;
		t === "middle" && (t = "center"), e.align = t == null || Oc[t] ? t : "left";
		var n = e.verticalAlign;
		n === "center" && (n = "middle"), e.verticalAlign = n == null || kc[n] ? n : "top", e.padding && (e.padding = Se(e.padding));
	}
}
function Ic(e, t) {
	return e == null || t <= 0 || e === "transparent" || e === "none" ? null : e.image || e.colorStops ? "#000" : e;
}
function Lc(e) {
	return e == null || e === "none" ? null : e.image || e.colorStops ? "#000" : e;
}
function Rc(e, t, n) {
	return t === "right" ? e - n[1] : t === "center" ? e + n[3] / 2 - n[1] / 2 : e + n[3];
}
function zc(e) {
	var t = e.text;
	return t != null && (t += ""), t;
}
function Bc(e) {
	return !!(e.backgroundColor || e.lineHeight || e.borderWidth && e.borderColor);
}
// ../../../work/main/frontend/node_modules/echarts/lib/util/innerStore.js
var X = ro(), Vc = function(e, t, n, r) {
	if (r) {
		var i = X(r);
		i.dataIndex = n, i.dataType = t, i.seriesIndex = e, i.ssrType = "chart", r.type === "group" && r.traverse(function(r) {
			var i = X(r);
			i.seriesIndex = e, i.dataIndex = n, i.dataType = t, i.ssrType = "chart";
		});
	}
}, Hc = 1, Uc = {}, Wc = ro(), Gc = ro(), Kc = [
	"emphasis",
	"blur",
	"select"
], qc = [
	"normal",
	"emphasis",
	"blur",
	"select"
], Jc = "highlight", Yc = "downplay", Xc = "select", Zc = "unselect", Qc = "toggleSelect";
function $c(e) {
	return e != null && e !== "none";
}
function el(e, t, n) {
	e.onHoverStateChange && (e.hoverState || 0) !== n && e.onHoverStateChange(t), e.hoverState = n;
}
function tl(e) {
	el(e, "emphasis", 2);
}
function nl(e) {
	e.hoverState === 2 && el(e, "normal", 0);
}
function rl(e) {
	el(e, "blur", 1);
}
function il(e) {
	e.hoverState === 1 && el(e, "normal", 0);
}
function al(e) {
	e.selected = !0;
}
function ol(e) {
	e.selected = !1;
}
function sl(e, t, n) {
	t(e, n);
}
function cl(e, t, n) {
	sl(e, t, n), e.isGroup && e.traverse(function(e) {
		sl(e, t, n);
	});
}
function ll(e, t) {
	switch (t) {
		case "emphasis":
			e.hoverState = 2;
			break;
		case "normal":
			e.hoverState = 0;
			break;
		case "blur":
			e.hoverState = 1;
			break;
		case "select": e.selected = !0;
	}
}
function ul(e, t, n, r) {
	for (var i = e.style, a = {}, o = 0; o < t.length; o++) {
		var s = t[o];
		a[s] = i[s] ?? (r && r[s]);
	}
	for (var o = 0; o < e.animators.length; o++) {
		var c = e.animators[o];
		c.__fromStateTransition && c.__fromStateTransition.indexOf(n) < 0 && c.targetName === "style" && c.saveTo(a, t);
	}
	return a;
}
function dl(e, t, n, r) {
	var i = n && I(n, "select") >= 0, a = !1;
	if (e instanceof Y) {
		var o = Wc(e), s = i && o.selectFill || o.normalFill, c = i && o.selectStroke || o.normalStroke;
		if ($c(s) || $c(c)) {
			r = r || {};
			var l = r.style || {};
			l.fill === "inherit" ? (a = !0, r = P({}, r), l = P({}, l), l.fill = s) : !$c(l.fill) && $c(s) ? (a = !0, r = P({}, r), l = P({}, l), l.fill = Cr(s)) : !$c(l.stroke) && $c(c) && (a || (r = P({}, r), l = P({}, l)), l.stroke = Cr(c)), r.style = l;
		}
	}
	if (r && r.z2 == null) {
		a || (r = P({}, r));
		var u = e.z2EmphasisLift;
		r.z2 = e.z2 + (u ?? 10);
	}
	return r;
}
function fl(e, t, n) {
	if (n && n.z2 == null) {
		n = P({}, n);
		var r = e.z2SelectLift;
		n.z2 = e.z2 + (r ?? 9);
	}
	return n;
}
function pl(e, t, n) {
	var r = I(e.currentStates, t) >= 0, i = e.style.opacity, a = r ? null : ul(e, ["opacity"], t, { opacity: 1 });
	n = n || {};
	var o = n.style || {};
	return o.opacity ?? (n = P({}, n), o = P({ opacity: r ? i : a.opacity * .1 }, o), n.style = o), n;
}
function ml(e, t) {
	var n = this.states[e];
	if (this.style) {
		if (e === "emphasis") return dl(this, e, t, n);
		if (e === "blur") return pl(this, e, n);
		if (e === "select") return fl(this, e, n);
	}
	return n;
}
function hl(e) {
	e.stateProxy = ml;
	var t = e.getTextContent(), n = e.getTextGuideLine();
	t && (t.stateProxy = ml), n && (n.stateProxy = ml);
}
function gl(e, t) {
	!wl(e, t) && !e.__highByOuter && cl(e, tl);
}
function _l(e, t) {
	!wl(e, t) && !e.__highByOuter && cl(e, nl);
}
function vl(e, t) {
	e.__highByOuter |= 1 << (t || 0), cl(e, tl);
}
function yl(e, t) {
	!(e.__highByOuter &= ~(1 << (t || 0))) && cl(e, nl);
}
function bl(e) {
	cl(e, rl);
}
function xl(e) {
	cl(e, il);
}
function Sl(e) {
	cl(e, al);
}
function Cl(e) {
	cl(e, ol);
}
function wl(e, t) {
	return e.__highDownSilentOnTouch && t.zrByTouch;
}
function Tl(e) {
	var t = e.getModel(), n = [], r = [];
	t.eachComponent(function(t, i) {
		var a = Gc(i), o = t === "series", s = o ? e.getViewOfSeriesModel(i) : e.getViewOfComponentModel(i);
		!o && r.push(s), a.isBlured && (s.group.traverse(function(e) {
			il(e);
		}), o && n.push(i)), a.isBlured = !1;
	}), L(r, function(e) {
		e && e.toggleBlurSeries && e.toggleBlurSeries(n, !1, t);
	});
}
function El(e, t, n, r) {
	var i = r.getModel();
	n = n || "coordinateSystem";
	function a(e, t) {
		for (var n = 0; n < t.length; n++) {
			var r = e.getItemGraphicEl(t[n]);
			r && xl(r);
		}
	}
	if (e != null && t && t !== "none") {
		var o = i.getSeriesByIndex(e), s = o.coordinateSystem;
		s && s.master && (s = s.master);
		var c = [];
		i.eachSeries(function(e) {
			var i = o === e, l = e.coordinateSystem;
			if (l && l.master && (l = l.master), !(n === "series" && !i || n === "coordinateSystem" && !(l && s ? l === s : i) || t === "series" && i)) {
				if (r.getViewOfSeriesModel(e).group.traverse(function(e) {
					e.__highByOuter && i && t === "self" || rl(e);
				}), se(t)) a(e.getData(), t);
				else if (G(t)) for (var u = B(t), d = 0; d < u.length; d++) a(e.getData(u[d]), t[u[d]]);
				c.push(e), Gc(e).isBlured = !0;
			}
		}), i.eachComponent(function(e, t) {
			if (e !== "series") {
				var n = r.getViewOfComponentModel(t);
				n && n.toggleBlurSeries && n.toggleBlurSeries(c, !0, i);
			}
		});
	}
}
function Dl(e, t, n) {
	if (e != null && t != null) {
		var r = n.getModel().getComponent(e, t);
		if (r) {
			Gc(r).isBlured = !0;
			var i = n.getViewOfComponentModel(r);
			i && i.focusBlurEnabled && i.group.traverse(function(e) {
				rl(e);
			});
		}
	}
}
function Ol(e, t, n) {
	var r = e.seriesIndex, i = e.getData(t.dataType);
	if (i) {
		var a = no(i, t);
		a = (H(a) ? a[0] : a) || 0;
		var o = i.getItemGraphicEl(a);
		if (!o) for (var s = i.count(), c = 0; !o && c < s;) o = i.getItemGraphicEl(c++);
		if (o) {
			var l = X(o);
			El(r, l.focus, l.blurScope, n);
		} else {
			var u = e.get(["emphasis", "focus"]), d = e.get(["emphasis", "blurScope"]);
			u != null && El(r, u, d, n);
		}
	}
}
function kl(e, t, n, r) {
	var i = {
		focusSelf: !1,
		dispatchers: null
	};
	if (e == null || e === "series" || t == null || n == null) return i;
	var a = r.getModel().getComponent(e, t);
	if (!a) return i;
	var o = r.getViewOfComponentModel(a);
	if (!o || !o.findHighDownDispatchers) return i;
	for (var s = o.findHighDownDispatchers(n), c, l = 0; l < s.length; l++) if (X(s[l]).focus === "self") {
		c = !0;
		break;
	}
	return {
		focusSelf: c,
		dispatchers: s
	};
}
function Al(e, t, n) {
	var r = X(e), i = kl(r.componentMainType, r.componentIndex, r.componentHighDownName, n), a = i.dispatchers, o = i.focusSelf;
	a ? (o && Dl(r.componentMainType, r.componentIndex, n), L(a, function(e) {
		return gl(e, t);
	})) : (El(r.seriesIndex, r.focus, r.blurScope, n), r.focus === "self" && Dl(r.componentMainType, r.componentIndex, n), gl(e, t));
}
function jl(e, t, n) {
	Tl(n);
	var r = X(e), i = kl(r.componentMainType, r.componentIndex, r.componentHighDownName, n).dispatchers;
	i ? L(i, function(e) {
		return _l(e, t);
	}) : _l(e, t);
}
function Ml(e, t, n) {
	if (Gl(t)) {
		var r = t.dataType, i = no(e.getData(r), t);
		H(i) || (i = [i]), e[t.type === "toggleSelect" ? "toggleSelect" : t.type === "select" ? "select" : "unselect"](i, r);
	}
}
function Nl(e) {
	L(e.getAllData(), function(t) {
		var n = t.data, r = t.type;
		n.eachItemGraphicEl(function(t, n) {
			e.isSelected(n, r) ? Sl(t) : Cl(t);
		});
	});
}
function Pl(e) {
	var t = [];
	return e.eachSeries(function(e) {
		L(e.getAllData(), function(n) {
			n.data;
			var r = n.type, i = e.getSelectedDataIndices();
			if (i.length > 0) {
				var a = {
					dataIndex: i,
					seriesIndex: e.seriesIndex
				};
				r != null && (a.dataType = r), t.push(a);
			}
		});
	}), t;
}
function Fl(e, t, n) {
	Hl(e, !0), cl(e, hl), Rl(e, t, n);
}
function Il(e) {
	Hl(e, !1);
}
function Ll(e, t, n, r) {
	r ? Il(e) : Fl(e, t, n);
}
function Rl(e, t, n) {
	var r = X(e);
	t == null ? r.focus && (r.focus = null) : (r.focus = t, r.blurScope = n);
}
var zl = [
	"emphasis",
	"blur",
	"select"
], Bl = {
	itemStyle: "getItemStyle",
	lineStyle: "getLineStyle",
	areaStyle: "getAreaStyle"
};
function Vl(e, t, n, r) {
	n = n || "itemStyle";
	for (var i = 0; i < zl.length; i++) {
		var a = zl[i], o = t.getModel([a, n]), s = e.ensureState(a);
		s.style = r ? r(o) : o[Bl[n]]();
	}
}
function Hl(e, t) {
	var n = t === !1, r = e;
	e.highDownSilentOnTouch && (r.__highDownSilentOnTouch = e.highDownSilentOnTouch), (!n || r.__highDownDispatcher) && (r.__highByOuter = r.__highByOuter || 0, r.__highDownDispatcher = !n);
}
function Ul(e) {
	return !!(e && e.__highDownDispatcher);
}
function Wl(e) {
	var t = Uc[e];
	return t == null && Hc <= 32 && (t = Uc[e] = Hc++), t;
}
function Gl(e) {
	var t = e.type;
	return t === "select" || t === "unselect" || t === "toggleSelect";
}
function Kl(e) {
	var t = e.type;
	return t === "highlight" || t === "downplay";
}
function ql(e) {
	var t = Wc(e);
	t.normalFill = e.style.fill, t.normalStroke = e.style.stroke;
	var n = e.states.select || {};
	t.selectFill = n.style && n.style.fill || null, t.selectStroke = n.style && n.style.stroke || null;
}
// ../../../work/main/frontend/node_modules/zrender/lib/tool/transformPath.js
var Jl = zs.CMD, Yl = [
	[],
	[],
	[]
], Xl = Math.sqrt, Zl = Math.atan2;
function Ql(e, t) {
	if (t) {
		var n = e.data, r = e.len(), i, a, o, s, c, l, u = Jl.M, d = Jl.C, f = Jl.L, p = Jl.R, m = Jl.A, h = Jl.Q;
		for (o = 0, s = 0; o < r;) {
			switch (i = n[o++], s = o, a = 0, i) {
				case u:
					a = 1;
					break;
				case f:
					a = 1;
					break;
				case d:
					a = 3;
					break;
				case h:
					a = 2;
					break;
				case m:
					var g = t[4], _ = t[5], v = Xl(t[0] * t[0] + t[1] * t[1]), y = Xl(t[2] * t[2] + t[3] * t[3]), b = Zl(-t[1] / y, t[0] / v);
					n[o] *= v, n[o++] += g, n[o] *= y, n[o++] += _, n[o++] *= v, n[o++] *= y, n[o++] += b, n[o++] += b, o += 2, s = o;
					break;
				case p: l[0] = n[o++], l[1] = n[o++], Ye(l, l, t), n[s++] = l[0], n[s++] = l[1], l[0] += n[o++], l[1] += n[o++], Ye(l, l, t), n[s++] = l[0], n[s++] = l[1];
			}
			for (c = 0; c < a; c++) {
				var x = Yl[c];
				x[0] = n[o++], x[1] = n[o++], Ye(x, x, t), n[s++] = x[0], n[s++] = x[1];
			}
		}
		e.increaseVersion();
	}
}
// ../../../work/main/frontend/node_modules/zrender/lib/tool/path.js
var $l = Math.sqrt, eu = Math.sin, tu = Math.cos, nu = Math.PI;
function ru(e) {
	return Math.sqrt(e[0] * e[0] + e[1] * e[1]);
}
function iu(e, t) {
	return (e[0] * t[0] + e[1] * t[1]) / (ru(e) * ru(t));
}
function au(e, t) {
	return (e[0] * t[1] < e[1] * t[0] ? -1 : 1) * Math.acos(iu(e, t));
}
function ou(e, t, n, r, i, a, o, s, c, l, u) {
	var d = nu / 180 * c, f = tu(d) * (e - n) / 2 + eu(d) * (t - r) / 2, p = -1 * eu(d) * (e - n) / 2 + tu(d) * (t - r) / 2, m = f * f / (o * o) + p * p / (s * s);
	m > 1 && (o *= $l(m), s *= $l(m));
	var h = (i === a ? -1 : 1) * $l((o * o * (s * s) - o * o * (p * p) - s * s * (f * f)) / (o * o * (p * p) + s * s * (f * f))) || 0, g = h * o * p / s, _ = h * -s * f / o, v = (e + n) / 2 + tu(d) * g - eu(d) * _, y = (t + r) / 2 + eu(d) * g + tu(d) * _, b = au([1, 0], [(f - g) / o, (p - _) / s]), x = [(f - g) / o, (p - _) / s], S = [(-1 * f - g) / o, (-1 * p - _) / s], C = au(x, S);
	if (iu(x, S) <= -1 && (C = nu), iu(x, S) >= 1 && (C = 0), C < 0) {
		var w = Math.round(C / nu * 1e6) / 1e6;
		C = nu * 2 + w % 2 * nu;
	}
	u.addData(l, v, y, o, s, b, C, d, a);
}
var su = /([mlvhzcqtsa])([^mlvhzcqtsa]*)/gi, cu = /-?([0-9]*\.)?[0-9]+([eE]-?[0-9]+)?/g;
function lu(e) {
	var t = new zs();
	if (!e) return t;
	var n = 0, r = 0, i = n, a = r, o, s = zs.CMD, c = e.match(su);
	if (!c) return t;
	for (var l = 0; l < c.length; l++) {
		for (var u = c[l], d = u.charAt(0), f = void 0, p = u.match(cu) || [], m = p.length, h = 0; h < m; h++) p[h] = parseFloat(p[h]);
		for (var g = 0; g < m;) {
			var _ = void 0, v = void 0, y = void 0, b = void 0, x = void 0, S = void 0, C = void 0, w = n, T = r, E = void 0, D = void 0;
			switch (d) {
				case "l":
					n += p[g++], r += p[g++], f = s.L, t.addData(f, n, r);
					break;
				case "L":
					n = p[g++], r = p[g++], f = s.L, t.addData(f, n, r);
					break;
				case "m":
					n += p[g++], r += p[g++], f = s.M, t.addData(f, n, r), i = n, a = r, d = "l";
					break;
				case "M":
					n = p[g++], r = p[g++], f = s.M, t.addData(f, n, r), i = n, a = r, d = "L";
					break;
				case "h":
					n += p[g++], f = s.L, t.addData(f, n, r);
					break;
				case "H":
					n = p[g++], f = s.L, t.addData(f, n, r);
					break;
				case "v":
					r += p[g++], f = s.L, t.addData(f, n, r);
					break;
				case "V":
					r = p[g++], f = s.L, t.addData(f, n, r);
					break;
				case "C":
					f = s.C, t.addData(f, p[g++], p[g++], p[g++], p[g++], p[g++], p[g++]), n = p[g - 2], r = p[g - 1];
					break;
				case "c":
					f = s.C, t.addData(f, p[g++] + n, p[g++] + r, p[g++] + n, p[g++] + r, p[g++] + n, p[g++] + r), n += p[g - 2], r += p[g - 1];
					break;
				case "S":
					_ = n, v = r, E = t.len(), D = t.data, o === s.C && (_ += n - D[E - 4], v += r - D[E - 3]), f = s.C, w = p[g++], T = p[g++], n = p[g++], r = p[g++], t.addData(f, _, v, w, T, n, r);
					break;
				case "s":
					_ = n, v = r, E = t.len(), D = t.data, o === s.C && (_ += n - D[E - 4], v += r - D[E - 3]), f = s.C, w = n + p[g++], T = r + p[g++], n += p[g++], r += p[g++], t.addData(f, _, v, w, T, n, r);
					break;
				case "Q":
					w = p[g++], T = p[g++], n = p[g++], r = p[g++], f = s.Q, t.addData(f, w, T, n, r);
					break;
				case "q":
					w = p[g++] + n, T = p[g++] + r, n += p[g++], r += p[g++], f = s.Q, t.addData(f, w, T, n, r);
					break;
				case "T":
					_ = n, v = r, E = t.len(), D = t.data, o === s.Q && (_ += n - D[E - 4], v += r - D[E - 3]), n = p[g++], r = p[g++], f = s.Q, t.addData(f, _, v, n, r);
					break;
				case "t":
					_ = n, v = r, E = t.len(), D = t.data, o === s.Q && (_ += n - D[E - 4], v += r - D[E - 3]), n += p[g++], r += p[g++], f = s.Q, t.addData(f, _, v, n, r);
					break;
				case "A":
					y = p[g++], b = p[g++], x = p[g++], S = p[g++], C = p[g++], w = n, T = r, n = p[g++], r = p[g++], f = s.A, ou(w, T, n, r, S, C, y, b, x, f, t);
					break;
				case "a": y = p[g++], b = p[g++], x = p[g++], S = p[g++], C = p[g++], w = n, T = r, n += p[g++], r += p[g++], f = s.A, ou(w, T, n, r, S, C, y, b, x, f, t);
			}
		}
		(d === "z" || d === "Z") && (f = s.Z, t.addData(f), n = i, r = a), o = f;
	}
	return t.toStatic(), t;
}
var uu = function(e) {
	f(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.applyTransform = function(e) {}, t;
}(Y);
function du(e) {
	return e.setData != null;
}
function fu(e, t) {
	var n = lu(e), r = P({}, t);
	return r.buildPath = function(e) {
		if (du(e)) {
			e.setData(n.data);
			var t = e.getContext();
			t && e.rebuildPath(t, 1);
		} else {
			var t = e;
			n.rebuildPath(t, 1);
		}
	}, r.applyTransform = function(e) {
		Ql(n, e), this.dirtyShape();
	}, r;
}
function pu(e, t) {
	return new uu(fu(e, t));
}
function mu(e, t) {
	var n = fu(e, t);
	return function(e) {
		f(t, e);
		function t(t) {
			var r = e.call(this, t) || this;
			return r.applyTransform = n.applyTransform, r.buildPath = n.buildPath, r;
		}
		return t;
	}(uu);
}
function hu(e, t) {
	for (var n = [], r = e.length, i = 0; i < r; i++) {
		var a = e[i];
		n.push(a.getUpdatedPathProxy(!0));
	}
	var o = new Y(t);
	return o.createPathProxy(), o.buildPath = function(e) {
		if (du(e)) {
			e.appendPath(n);
			var t = e.getContext();
			t && e.rebuildPath(t, 1);
		}
	}, o;
}
// ../../../work/main/frontend/node_modules/zrender/lib/graphic/shape/Circle.js
var gu = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.r = 0;
	}
	return e;
}(), _u = function(e) {
	f(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new gu();
	}, t.prototype.buildPath = function(e, t) {
		e.moveTo(t.cx + t.r, t.cy), e.arc(t.cx, t.cy, t.r, 0, Math.PI * 2);
	}, t;
}(Y);
_u.prototype.type = "circle";
// ../../../work/main/frontend/node_modules/zrender/lib/graphic/shape/Ellipse.js
var vu = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.rx = 0, this.ry = 0;
	}
	return e;
}(), yu = function(e) {
	f(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new vu();
	}, t.prototype.buildPath = function(e, t) {
		var n = .5522848, r = t.cx, i = t.cy, a = t.rx, o = t.ry, s = a * n, c = o * n;
		e.moveTo(r - a, i), e.bezierCurveTo(r - a, i - c, r - s, i - o, r, i - o), e.bezierCurveTo(r + s, i - o, r + a, i - c, r + a, i), e.bezierCurveTo(r + a, i + c, r + s, i + o, r, i + o), e.bezierCurveTo(r - s, i + o, r - a, i + c, r - a, i), e.closePath();
	}, t;
}(Y);
yu.prototype.type = "ellipse";
// ../../../work/main/frontend/node_modules/zrender/lib/graphic/helper/roundSector.js
var bu = Math.PI, xu = bu * 2, Su = Math.sin, Cu = Math.cos, wu = Math.acos, Tu = Math.atan2, Eu = Math.abs, Du = Math.sqrt, Ou = Math.max, ku = Math.min, Au = 1e-4;
function ju(e, t, n, r, i, a, o, s) {
	var c = n - e, l = r - t, u = o - i, d = s - a, f = d * c - u * l;
	if (!(f * f < Au)) return f = (u * (t - a) - d * (e - i)) / f, [e + f * c, t + f * l];
}
function Mu(e, t, n, r, i, a, o) {
	var s = e - n, c = t - r, l = (o ? a : -a) / Du(s * s + c * c), u = l * c, d = -l * s, f = e + u, p = t + d, m = n + u, h = r + d, g = (f + m) / 2, _ = (p + h) / 2, v = m - f, y = h - p, b = v * v + y * y, x = i - a, S = f * h - m * p, C = (y < 0 ? -1 : 1) * Du(Ou(0, x * x * b - S * S)), w = (S * y - v * C) / b, T = (-S * v - y * C) / b, E = (S * y + v * C) / b, D = (-S * v + y * C) / b, O = w - g, k = T - _, A = E - g, j = D - _;
	return O * O + k * k > A * A + j * j && (w = E, T = D), {
		cx: w,
		cy: T,
		x0: -u,
		y0: -d,
		x1: w * (i / x - 1),
		y1: T * (i / x - 1)
	};
}
function Nu(e) {
	var t;
	if (H(e)) {
		var n = e.length;
		if (!n) return e;
		t = n === 1 ? [
			e[0],
			e[0],
			0,
			0
		] : n === 2 ? [
			e[0],
			e[0],
			e[1],
			e[1]
		] : n === 3 ? e.concat(e[2]) : e;
	} else t = [
		e,
		e,
		e,
		e
	];
	return t;
}
function Pu(e, t) {
	var n, r = Ou(t.r, 0), i = Ou(t.r0 || 0, 0), a = r > 0;
	if (a || i > 0) {
		if (a || (r = i, i = 0), i > r) {
			var o = r;
			r = i, i = o;
		}
		var s = t.startAngle, c = t.endAngle;
		if (!(isNaN(s) || isNaN(c))) {
			var l = t.cx, u = t.cy, d = !!t.clockwise, f = Eu(c - s), p = f > xu && f % xu;
			if (p > Au && (f = p), !(r > Au)) e.moveTo(l, u);
			else if (f > xu - Au) e.moveTo(l + r * Cu(s), u + r * Su(s)), e.arc(l, u, r, s, c, !d), i > Au && (e.moveTo(l + i * Cu(c), u + i * Su(c)), e.arc(l, u, i, c, s, d));
			else {
				var m = void 0, h = void 0, g = void 0, _ = void 0, v = void 0, y = void 0, b = void 0, x = void 0, S = void 0, C = void 0, w = void 0, T = void 0, E = void 0, D = void 0, O = void 0, k = void 0, A = r * Cu(s), j = r * Su(s), ee = i * Cu(c), te = i * Su(c), ne = f > Au;
				if (ne) {
					var re = t.cornerRadius;
					re && (n = Nu(re), m = n[0], h = n[1], g = n[2], _ = n[3]);
					var ie = Eu(r - i) / 2;
					if (v = ku(ie, g), y = ku(ie, _), b = ku(ie, m), x = ku(ie, h), w = S = Ou(v, y), T = C = Ou(b, x), (S > Au || C > Au) && (E = r * Cu(c), D = r * Su(c), O = i * Cu(s), k = i * Su(s), f < bu)) {
						var M = ju(A, j, O, k, E, D, ee, te);
						if (M) {
							var N = A - M[0], P = j - M[1], F = E - M[0], I = D - M[1], ae = 1 / Su(wu((N * F + P * I) / (Du(N * N + P * P) * Du(F * F + I * I))) / 2), oe = Du(M[0] * M[0] + M[1] * M[1]);
							w = ku(S, (r - oe) / (ae + 1)), T = ku(C, (i - oe) / (ae - 1));
						}
					}
				}
				if (!ne) e.moveTo(l + A, u + j);
				else if (w > Au) {
					var se = ku(g, w), L = ku(_, w), R = Mu(O, k, A, j, r, se, d), z = Mu(E, D, ee, te, r, L, d);
					e.moveTo(l + R.cx + R.x0, u + R.cy + R.y0), w < S && se === L ? e.arc(l + R.cx, u + R.cy, w, Tu(R.y0, R.x0), Tu(z.y0, z.x0), !d) : (se > 0 && e.arc(l + R.cx, u + R.cy, se, Tu(R.y0, R.x0), Tu(R.y1, R.x1), !d), e.arc(l, u, r, Tu(R.cy + R.y1, R.cx + R.x1), Tu(z.cy + z.y1, z.cx + z.x1), !d), L > 0 && e.arc(l + z.cx, u + z.cy, L, Tu(z.y1, z.x1), Tu(z.y0, z.x0), !d));
				} else e.moveTo(l + A, u + j), e.arc(l, u, r, s, c, !d);
				if (!(i > Au) || !ne) e.lineTo(l + ee, u + te);
				else if (T > Au) {
					var se = ku(m, T), L = ku(h, T), R = Mu(ee, te, E, D, i, -L, d), z = Mu(A, j, O, k, i, -se, d);
					e.lineTo(l + R.cx + R.x0, u + R.cy + R.y0), T < C && se === L ? e.arc(l + R.cx, u + R.cy, T, Tu(R.y0, R.x0), Tu(z.y0, z.x0), !d) : (L > 0 && e.arc(l + R.cx, u + R.cy, L, Tu(R.y0, R.x0), Tu(R.y1, R.x1), !d), e.arc(l, u, i, Tu(R.cy + R.y1, R.cx + R.x1), Tu(z.cy + z.y1, z.cx + z.x1), d), se > 0 && e.arc(l + z.cx, u + z.cy, se, Tu(z.y1, z.x1), Tu(z.y0, z.x0), !d));
				} else e.lineTo(l + ee, u + te), e.arc(l, u, i, c, s, d);
			}
			e.closePath();
		}
	}
}
// ../../../work/main/frontend/node_modules/zrender/lib/graphic/shape/Sector.js
var Fu = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.r0 = 0, this.r = 0, this.startAngle = 0, this.endAngle = Math.PI * 2, this.clockwise = !0, this.cornerRadius = 0;
	}
	return e;
}(), Iu = function(e) {
	f(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new Fu();
	}, t.prototype.buildPath = function(e, t) {
		Pu(e, t);
	}, t.prototype.isZeroArea = function() {
		return this.shape.startAngle === this.shape.endAngle || this.shape.r === this.shape.r0;
	}, t;
}(Y);
Iu.prototype.type = "sector";
// ../../../work/main/frontend/node_modules/zrender/lib/graphic/shape/Ring.js
var Lu = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.r = 0, this.r0 = 0;
	}
	return e;
}(), Ru = function(e) {
	f(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new Lu();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.cx, r = t.cy, i = Math.PI * 2;
		e.moveTo(n + t.r, r), e.arc(n, r, t.r, 0, i, !1), e.moveTo(n + t.r0, r), e.arc(n, r, t.r0, 0, i, !0);
	}, t;
}(Y);
Ru.prototype.type = "ring";
// ../../../work/main/frontend/node_modules/zrender/lib/graphic/helper/smoothBezier.js
function zu(e, t, n, r) {
	var i = [], a = [], o = [], s = [], c, l, u, d;
	if (r) {
		u = [Infinity, Infinity], d = [-Infinity, -Infinity];
		for (var f = 0, p = e.length; f < p; f++) Xe(u, u, e[f]), Ze(d, d, e[f]);
		Xe(u, u, r[0]), Ze(d, d, r[1]);
	}
	for (var f = 0, p = e.length; f < p; f++) {
		var m = e[f];
		if (n) c = e[f ? f - 1 : p - 1], l = e[(f + 1) % p];
		else if (f === 0 || f === p - 1) {
			i.push(Re(e[f]));
			continue;
		} else c = e[f - 1], l = e[f + 1];
		Be(a, l, c), Ue(a, a, t);
		var h = Ge(m, c), g = Ge(m, l), _ = h + g;
		_ !== 0 && (h /= _, g /= _), Ue(o, a, -h), Ue(s, a, g);
		var v = ze([], m, o), y = ze([], m, s);
		r && (Ze(v, v, u), Xe(v, v, d), Ze(y, y, u), Xe(y, y, d)), i.push(v), i.push(y);
	}
	return n && i.push(i.shift()), i;
}
// ../../../work/main/frontend/node_modules/zrender/lib/graphic/helper/poly.js
function Bu(e, t, n) {
	var r = t.smooth, i = t.points;
	if (i && i.length >= 2) {
		if (r) {
			var a = zu(i, r, n, t.smoothConstraint);
			e.moveTo(i[0][0], i[0][1]);
			for (var o = i.length, s = 0; s < (n ? o : o - 1); s++) {
				var c = a[s * 2], l = a[s * 2 + 1], u = i[(s + 1) % o];
				e.bezierCurveTo(c[0], c[1], l[0], l[1], u[0], u[1]);
			}
		} else {
			e.moveTo(i[0][0], i[0][1]);
			for (var s = 1, d = i.length; s < d; s++) e.lineTo(i[s][0], i[s][1]);
		}
		n && e.closePath();
	}
}
// ../../../work/main/frontend/node_modules/zrender/lib/graphic/shape/Polygon.js
var Vu = function() {
	function e() {
		this.points = null, this.smooth = 0, this.smoothConstraint = null;
	}
	return e;
}(), Hu = function(e) {
	f(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new Vu();
	}, t.prototype.buildPath = function(e, t) {
		Bu(e, t, !0);
	}, t;
}(Y);
Hu.prototype.type = "polygon";
// ../../../work/main/frontend/node_modules/zrender/lib/graphic/shape/Polyline.js
var Uu = function() {
	function e() {
		this.points = null, this.percent = 1, this.smooth = 0, this.smoothConstraint = null;
	}
	return e;
}(), Wu = function(e) {
	f(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultStyle = function() {
		return {
			stroke: "#000",
			fill: null
		};
	}, t.prototype.getDefaultShape = function() {
		return new Uu();
	}, t.prototype.buildPath = function(e, t) {
		Bu(e, t, !1);
	}, t;
}(Y);
Wu.prototype.type = "polyline";
// ../../../work/main/frontend/node_modules/zrender/lib/graphic/shape/Line.js
var Gu = {}, Ku = function() {
	function e() {
		this.x1 = 0, this.y1 = 0, this.x2 = 0, this.y2 = 0, this.percent = 1;
	}
	return e;
}(), qu = function(e) {
	f(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultStyle = function() {
		return {
			stroke: "#000",
			fill: null
		};
	}, t.prototype.getDefaultShape = function() {
		return new Ku();
	}, t.prototype.buildPath = function(e, t) {
		var n, r, i, a;
		if (this.subPixelOptimize) {
			var o = vc(Gu, t, this.style);
			n = o.x1, r = o.y1, i = o.x2, a = o.y2;
		} else n = t.x1, r = t.y1, i = t.x2, a = t.y2;
		var s = t.percent;
		s !== 0 && (e.moveTo(n, r), s < 1 && (i = n * (1 - s) + i * s, a = r * (1 - s) + a * s), e.lineTo(i, a));
	}, t.prototype.pointAt = function(e) {
		var t = this.shape;
		return [t.x1 * (1 - e) + t.x2 * e, t.y1 * (1 - e) + t.y2 * e];
	}, t;
}(Y);
qu.prototype.type = "line";
// ../../../work/main/frontend/node_modules/zrender/lib/graphic/shape/BezierCurve.js
var Ju = [], Yu = function() {
	function e() {
		this.x1 = 0, this.y1 = 0, this.x2 = 0, this.y2 = 0, this.cpx1 = 0, this.cpy1 = 0, this.percent = 1;
	}
	return e;
}();
function Xu(e, t, n) {
	var r = e.cpx2, i = e.cpy2;
	return r != null || i != null ? [(n ? Pn : Nn)(e.x1, e.cpx1, e.cpx2, e.x2, t), (n ? Pn : Nn)(e.y1, e.cpy1, e.cpy2, e.y2, t)] : [(n ? Vn : Bn)(e.x1, e.cpx1, e.x2, t), (n ? Vn : Bn)(e.y1, e.cpy1, e.y2, t)];
}
var Zu = function(e) {
	f(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultStyle = function() {
		return {
			stroke: "#000",
			fill: null
		};
	}, t.prototype.getDefaultShape = function() {
		return new Yu();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.x1, r = t.y1, i = t.x2, a = t.y2, o = t.cpx1, s = t.cpy1, c = t.cpx2, l = t.cpy2, u = t.percent;
		u !== 0 && (e.moveTo(n, r), c == null || l == null ? (u < 1 && (Wn(n, o, i, u, Ju), o = Ju[1], i = Ju[2], Wn(r, s, a, u, Ju), s = Ju[1], a = Ju[2]), e.quadraticCurveTo(o, s, i, a)) : (u < 1 && (Ln(n, o, c, i, u, Ju), o = Ju[1], c = Ju[2], i = Ju[3], Ln(r, s, l, a, u, Ju), s = Ju[1], l = Ju[2], a = Ju[3]), e.bezierCurveTo(o, s, c, l, i, a)));
	}, t.prototype.pointAt = function(e) {
		return Xu(this.shape, e, !1);
	}, t.prototype.tangentAt = function(e) {
		var t = Xu(this.shape, e, !0);
		return We(t, t);
	}, t;
}(Y);
Zu.prototype.type = "bezier-curve";
// ../../../work/main/frontend/node_modules/zrender/lib/graphic/shape/Arc.js
var Qu = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.r = 0, this.startAngle = 0, this.endAngle = Math.PI * 2, this.clockwise = !0;
	}
	return e;
}(), $u = function(e) {
	f(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultStyle = function() {
		return {
			stroke: "#000",
			fill: null
		};
	}, t.prototype.getDefaultShape = function() {
		return new Qu();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.cx, r = t.cy, i = Math.max(t.r, 0), a = t.startAngle, o = t.endAngle, s = t.clockwise, c = Math.cos(a), l = Math.sin(a);
		e.moveTo(c * i + n, l * i + r), e.arc(n, r, i, a, o, !s);
	}, t;
}(Y);
$u.prototype.type = "arc";
// ../../../work/main/frontend/node_modules/zrender/lib/graphic/CompoundPath.js
var ed = function(e) {
	f(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = "compound", t;
	}
	return t.prototype._updatePathDirty = function() {
		for (var e = this.shape.paths, t = this.shapeChanged(), n = 0; n < e.length; n++) t = t || e[n].shapeChanged();
		t && this.dirtyShape();
	}, t.prototype.beforeBrush = function() {
		this._updatePathDirty();
		for (var e = this.shape.paths || [], t = this.getGlobalScale(), n = 0; n < e.length; n++) e[n].path || e[n].createPathProxy(), e[n].path.setScale(t[0], t[1], e[n].segmentIgnoreThreshold);
	}, t.prototype.buildPath = function(e, t) {
		for (var n = t.paths || [], r = 0; r < n.length; r++) n[r].buildPath(e, n[r].shape, !0);
	}, t.prototype.afterBrush = function() {
		for (var e = this.shape.paths || [], t = 0; t < e.length; t++) e[t].pathUpdated();
	}, t.prototype.getBoundingRect = function() {
		return this._updatePathDirty.call(this), Y.prototype.getBoundingRect.call(this);
	}, t;
}(Y), td = function() {
	function e(e) {
		this.colorStops = e || [];
	}
	return e.prototype.addColorStop = function(e, t) {
		this.colorStops.push({
			offset: e,
			color: t
		});
	}, e;
}(), nd = function(e) {
	f(t, e);
	function t(t, n, r, i, a, o) {
		var s = e.call(this, a) || this;
		return s.x = t ?? 0, s.y = n ?? 0, s.x2 = r ?? 1, s.y2 = i ?? 0, s.type = "linear", s.global = o || !1, s;
	}
	return t;
}(td), rd = function(e) {
	f(t, e);
	function t(t, n, r, i, a) {
		var o = e.call(this, i) || this;
		return o.x = t ?? .5, o.y = n ?? .5, o.r = r ?? .5, o.type = "radial", o.global = a || !1, o;
	}
	return t;
}(td), id = [0, 0], ad = [0, 0], od = new Rt(), sd = new Rt(), cd = function() {
	function e(e, t) {
		this._corners = [], this._axes = [], this._origin = [0, 0];
		for (var n = 0; n < 4; n++) this._corners[n] = new Rt();
		for (var n = 0; n < 2; n++) this._axes[n] = new Rt();
		e && this.fromBoundingRect(e, t);
	}
	return e.prototype.fromBoundingRect = function(e, t) {
		var n = this._corners, r = this._axes, i = e.x, a = e.y, o = i + e.width, s = a + e.height;
		if (n[0].set(i, a), n[1].set(o, a), n[2].set(o, s), n[3].set(i, s), t) for (var c = 0; c < 4; c++) n[c].transform(t);
		Rt.sub(r[0], n[1], n[0]), Rt.sub(r[1], n[3], n[0]), r[0].normalize(), r[1].normalize();
		for (var c = 0; c < 2; c++) this._origin[c] = r[c].dot(n[0]);
	}, e.prototype.intersect = function(e, t) {
		var n = !0, r = !t;
		return od.set(Infinity, Infinity), sd.set(0, 0), !this._intersectCheckOneSide(this, e, od, sd, r, 1) && (n = !1, r) || !this._intersectCheckOneSide(e, this, od, sd, r, -1) && (n = !1, r) || r || Rt.copy(t, n ? od : sd), n;
	}, e.prototype._intersectCheckOneSide = function(e, t, n, r, i, a) {
		for (var o = !0, s = 0; s < 2; s++) {
			var c = this._axes[s];
			if (this._getProjMinMaxOnAxis(s, e._corners, id), this._getProjMinMaxOnAxis(s, t._corners, ad), id[1] < ad[0] || id[0] > ad[1]) {
				if (o = !1, i) return o;
				var l = Math.abs(ad[0] - id[1]), u = Math.abs(id[0] - ad[1]);
				Math.min(l, u) > r.len() && (l < u ? Rt.scale(r, c, -l * a) : Rt.scale(r, c, u * a));
			} else if (n) {
				var l = Math.abs(ad[0] - id[1]), u = Math.abs(id[0] - ad[1]);
				Math.min(l, u) < n.len() && (l < u ? Rt.scale(n, c, l * a) : Rt.scale(n, c, -u * a));
			}
		}
		return o;
	}, e.prototype._getProjMinMaxOnAxis = function(e, t, n) {
		for (var r = this._axes[e], i = this._origin, a = t[0].dot(r) + i[e], o = a, s = a, c = 1; c < t.length; c++) {
			var l = t[c].dot(r) + i[e];
			o = Math.min(l, o), s = Math.max(l, s);
		}
		n[0] = o, n[1] = s;
	}, e;
}(), ld = [], ud = function(e) {
	f(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.notClear = !0, t.incremental = !0, t._displayables = [], t._temporaryDisplayables = [], t._cursor = 0, t;
	}
	return t.prototype.traverse = function(e, t) {
		e.call(t, this);
	}, t.prototype.useStyle = function() {
		this.style = {};
	}, t.prototype.getCursor = function() {
		return this._cursor;
	}, t.prototype.innerAfterBrush = function() {
		this._cursor = this._displayables.length;
	}, t.prototype.clearDisplaybles = function() {
		this._displayables = [], this._temporaryDisplayables = [], this._cursor = 0, this.markRedraw(), this.notClear = !1;
	}, t.prototype.clearTemporalDisplayables = function() {
		this._temporaryDisplayables = [];
	}, t.prototype.addDisplayable = function(e, t) {
		t ? this._temporaryDisplayables.push(e) : this._displayables.push(e), this.markRedraw();
	}, t.prototype.addDisplayables = function(e, t) {
		t = t || !1;
		for (var n = 0; n < e.length; n++) this.addDisplayable(e[n], t);
	}, t.prototype.getDisplayables = function() {
		return this._displayables;
	}, t.prototype.getTemporalDisplayables = function() {
		return this._temporaryDisplayables;
	}, t.prototype.eachPendingDisplayable = function(e) {
		for (var t = this._cursor; t < this._displayables.length; t++) e && e(this._displayables[t]);
		for (var t = 0; t < this._temporaryDisplayables.length; t++) e && e(this._temporaryDisplayables[t]);
	}, t.prototype.update = function() {
		this.updateTransform();
		for (var e = this._cursor; e < this._displayables.length; e++) {
			var t = this._displayables[e];
			t.parent = this, t.update(), t.parent = null;
		}
		for (var e = 0; e < this._temporaryDisplayables.length; e++) {
			var t = this._temporaryDisplayables[e];
			t.parent = this, t.update(), t.parent = null;
		}
	}, t.prototype.getBoundingRect = function() {
		if (!this._rect) {
			for (var e = new qt(Infinity, Infinity, -Infinity, -Infinity), t = 0; t < this._displayables.length; t++) {
				var n = this._displayables[t], r = n.getBoundingRect().clone();
				n.needLocalTransform() && r.applyTransform(n.getLocalTransform(ld)), e.union(r);
			}
			this._rect = e;
		}
		return this._rect;
	}, t.prototype.contain = function(e, t) {
		var n = this.transformCoordToLocal(e, t);
		if (this.getBoundingRect().contain(n[0], n[1])) {
			for (var r = 0; r < this._displayables.length; r++) if (this._displayables[r].contain(e, t)) return !0;
		}
		return !1;
	}, t;
}(rs), dd = ro();
function fd(e, t, n, r, i) {
	var a;
	if (t && t.ecModel) {
		var o = t.ecModel.getUpdatePayload();
		a = o && o.animation;
	}
	var s = t && t.isAnimationEnabled(), c = e === "update";
	if (s) {
		var l = void 0, u = void 0, d = void 0;
		return r ? (l = K(r.duration, 200), u = K(r.easing, "cubicOut"), d = 0) : (l = t.getShallow(c ? "animationDurationUpdate" : "animationDuration"), u = t.getShallow(c ? "animationEasingUpdate" : "animationEasing"), d = t.getShallow(c ? "animationDelayUpdate" : "animationDelay")), a && (a.duration != null && (l = a.duration), a.easing != null && (u = a.easing), a.delay != null && (d = a.delay)), U(d) && (d = d(n, i)), U(l) && (l = l(n)), {
			duration: l || 0,
			delay: d,
			easing: u
		};
	}
	return null;
}
function pd(e, t, n, r, i, a, o) {
	var s = !1, c;
	U(i) ? (o = a, a = i, i = null) : G(i) && (a = i.cb, o = i.during, s = i.isFrom, c = i.removeOpt, i = i.dataIndex);
	var l = e === "leave";
	l || t.stopAnimation("leave");
	var u = fd(e, r, i, l ? c || {} : null, r && r.getAnimationDelayParams ? r.getAnimationDelayParams(t, i) : null);
	if (u && u.duration > 0) {
		var d = u.duration, f = u.delay, p = u.easing, m = {
			duration: d,
			delay: f || 0,
			easing: p,
			done: a,
			force: !!a || !!o,
			setToFinal: !l,
			scope: e,
			during: o
		};
		s ? t.animateFrom(n, m) : t.animateTo(n, m);
	} else t.stopAnimation(), !s && t.attr(n), o && o(1), a && a();
}
function md(e, t, n, r, i, a) {
	pd("update", e, t, n, r, i, a);
}
function hd(e, t, n, r, i, a) {
	pd("enter", e, t, n, r, i, a);
}
function gd(e) {
	if (!e.__zr) return !0;
	for (var t = 0; t < e.animators.length; t++) if (e.animators[t].scope === "leave") return !0;
	return !1;
}
function _d(e, t, n, r, i, a) {
	gd(e) || pd("leave", e, t, n, r, i, a);
}
function vd(e, t, n, r) {
	e.removeTextContent(), e.removeTextGuideLine(), _d(e, { style: { opacity: 0 } }, t, n, r);
}
function yd(e, t, n) {
	function r() {
		e.parent && e.parent.remove(e);
	}
	e.isGroup ? e.traverse(function(e) {
		e.isGroup || vd(e, t, n, r);
	}) : vd(e, t, n, r);
}
function bd(e) {
	dd(e).oldStyle = e.style;
}
// ../../../work/main/frontend/node_modules/echarts/lib/util/graphic.js
var xd = /* @__PURE__ */ t({
	Arc: () => $u,
	BezierCurve: () => Zu,
	BoundingRect: () => qt,
	Circle: () => _u,
	CompoundPath: () => ed,
	Ellipse: () => yu,
	Group: () => ea,
	Image: () => hc,
	IncrementalDisplayable: () => ud,
	Line: () => qu,
	LinearGradient: () => nd,
	OrientedBoundingRect: () => cd,
	Path: () => Y,
	Point: () => Rt,
	Polygon: () => Hu,
	Polyline: () => Wu,
	RadialGradient: () => rd,
	Rect: () => Cc,
	Ring: () => Ru,
	Sector: () => Iu,
	Text: () => Dc,
	applyTransform: () => zd,
	clipPointsByRect: () => Wd,
	clipRectByRect: () => Gd,
	createIcon: () => Kd,
	extendPath: () => Dd,
	extendShape: () => Td,
	getShapeClass: () => kd,
	getTransform: () => Rd,
	groupTransition: () => Ud,
	initProps: () => hd,
	isElementRemoved: () => gd,
	lineLineIntersect: () => Jd,
	linePolygonIntersect: () => qd,
	makeImage: () => jd,
	makePath: () => Ad,
	mergePath: () => Nd,
	registerShape: () => Od,
	removeElement: () => _d,
	removeElementWithFadeOut: () => yd,
	resizePath: () => Pd,
	setTooltipConfig: () => Zd,
	subPixelOptimize: () => Ld,
	subPixelOptimizeLine: () => Fd,
	subPixelOptimizeRect: () => Id,
	transformDirection: () => Bd,
	traverseElements: () => $d,
	updateProps: () => md
}), Sd = Math.max, Cd = Math.min, wd = {};
function Td(e) {
	return Y.extend(e);
}
var Ed = mu;
function Dd(e, t) {
	return Ed(e, t);
}
function Od(e, t) {
	wd[e] = t;
}
function kd(e) {
	if (wd.hasOwnProperty(e)) return wd[e];
}
function Ad(e, t, n, r) {
	var i = pu(e, t);
	return n && (r === "center" && (n = Md(n, i.getBoundingRect())), Pd(i, n)), i;
}
function jd(e, t, n) {
	var r = new hc({
		style: {
			image: e,
			x: t.x,
			y: t.y,
			width: t.width,
			height: t.height
		},
		onload: function(e) {
			if (n === "center") {
				var i = {
					width: e.width,
					height: e.height
				};
				r.setStyle(Md(t, i));
			}
		}
	});
	return r;
}
function Md(e, t) {
	var n = t.width / t.height, r = e.height * n, i;
	r <= e.width ? i = e.height : (r = e.width, i = r / n);
	var a = e.x + e.width / 2, o = e.y + e.height / 2;
	return {
		x: a - r / 2,
		y: o - i / 2,
		width: r,
		height: i
	};
}
var Nd = hu;
function Pd(e, t) {
	if (e.applyTransform) {
		var n = e.getBoundingRect().calculateTransform(t);
		e.applyTransform(n);
	}
}
function Fd(e, t) {
	return vc(e, e, { lineWidth: t }), e;
}
function Id(e) {
	return yc(e.shape, e.shape, e.style), e;
}
var Ld = bc;
function Rd(e, t) {
	for (var n = jt([]); e && e !== t;) Nt(n, e.getLocalTransform(), n), e = e.parent;
	return n;
}
function zd(e, t, n) {
	return t && !se(t) && (t = ki.getLocalTransform(t)), n && (t = Lt([], t)), Ye([], e, t);
}
function Bd(e, t, n) {
	var r = t[4] === 0 || t[5] === 0 || t[0] === 0 ? 1 : Math.abs(2 * t[4] / t[0]), i = t[4] === 0 || t[5] === 0 || t[2] === 0 ? 1 : Math.abs(2 * t[4] / t[2]), a = [e === "left" ? -r : e === "right" ? r : 0, e === "top" ? -i : e === "bottom" ? i : 0];
	return a = zd(a, t, n), Math.abs(a[0]) > Math.abs(a[1]) ? a[0] > 0 ? "right" : "left" : a[1] > 0 ? "bottom" : "top";
}
function Vd(e) {
	return !e.isGroup;
}
function Hd(e) {
	return e.shape != null;
}
function Ud(e, t, n) {
	if (!e || !t) return;
	function r(e) {
		var t = {};
		return e.traverse(function(e) {
			Vd(e) && e.anid && (t[e.anid] = e);
		}), t;
	}
	function i(e) {
		var t = {
			x: e.x,
			y: e.y,
			rotation: e.rotation
		};
		return Hd(e) && (t.shape = P({}, e.shape)), t;
	}
	var a = r(e);
	t.traverse(function(e) {
		if (Vd(e) && e.anid) {
			var t = a[e.anid];
			if (t) {
				var r = i(e);
				e.attr(i(t)), md(e, r, n, X(e).dataIndex);
			}
		}
	});
}
function Wd(e, t) {
	return R(e, function(e) {
		var n = e[0];
		n = Sd(n, t.x), n = Cd(n, t.x + t.width);
		var r = e[1];
		return r = Sd(r, t.y), r = Cd(r, t.y + t.height), [n, r];
	});
}
function Gd(e, t) {
	var n = Sd(e.x, t.x), r = Cd(e.x + e.width, t.x + t.width), i = Sd(e.y, t.y), a = Cd(e.y + e.height, t.y + t.height);
	if (r >= n && a >= i) return {
		x: n,
		y: i,
		width: r - n,
		height: a - i
	};
}
function Kd(e, t, n) {
	var r = P({ rectHover: !0 }, t), i = r.style = { strokeNoScale: !0 };
	if (n = n || {
		x: -1,
		y: -1,
		width: 2,
		height: 2
	}, e) return e.indexOf("image://") === 0 ? (i.image = e.slice(8), F(i, n), new hc(r)) : Ad(e.replace("path://", ""), r, n, "center");
}
function qd(e, t, n, r, i) {
	for (var a = 0, o = i[i.length - 1]; a < i.length; a++) {
		var s = i[a];
		if (Jd(e, t, n, r, s[0], s[1], o[0], o[1])) return !0;
		o = s;
	}
}
function Jd(e, t, n, r, i, a, o, s) {
	var c = n - e, l = r - t, u = o - i, d = s - a, f = Yd(u, d, c, l);
	if (Xd(f)) return !1;
	var p = e - i, m = t - a, h = Yd(p, m, c, l) / f;
	if (h < 0 || h > 1) return !1;
	var g = Yd(p, m, u, d) / f;
	return !(g < 0 || g > 1);
}
function Yd(e, t, n, r) {
	return e * r - n * t;
}
function Xd(e) {
	return e <= 1e-6 && e >= -1e-6;
}
function Zd(e) {
	var t = e.itemTooltipOption, n = e.componentModel, r = e.itemName, i = W(t) ? { formatter: t } : t, a = n.mainType, o = n.componentIndex, s = {
		componentType: a,
		name: r,
		$vars: ["name"]
	};
	s[a + "Index"] = o;
	var c = e.formatterParamsExtra;
	c && L(B(c), function(e) {
		J(s, e) || (s[e] = c[e], s.$vars.push(e));
	});
	var l = X(e.el);
	l.componentMainType = a, l.componentIndex = o, l.tooltipConfig = {
		name: r,
		option: F({
			content: r,
			encodeHTMLContent: !0,
			formatterParams: s
		}, i)
	};
}
function Qd(e, t) {
	var n;
	e.isGroup && (n = t(e)), n || e.traverse(t);
}
function $d(e, t) {
	if (e) {
		if (H(e)) for (var n = 0; n < e.length; n++) Qd(e[n], t);
		else Qd(e, t);
	}
}
Od("circle", _u), Od("ellipse", yu), Od("sector", Iu), Od("ring", Ru), Od("polygon", Hu), Od("polyline", Wu), Od("rect", Cc), Od("line", qu), Od("bezierCurve", Zu), Od("arc", $u);
// ../../../work/main/frontend/node_modules/echarts/lib/label/labelStyle.js
var ef = {};
function tf(e, t) {
	for (var n = 0; n < Kc.length; n++) {
		var r = Kc[n], i = t[r], a = e.ensureState(r);
		a.style = a.style || {}, a.style.text = i;
	}
	var o = e.currentStates.slice();
	e.clearStates(!0), e.setStyle({ text: t.normal }), e.useStates(o, !0);
}
function nf(e, t, n) {
	var r = e.labelFetcher, i = e.labelDataIndex, a = e.labelDimIndex, o = t.normal, s;
	r && (s = r.getFormattedLabel(i, "normal", null, a, o && o.get("formatter"), n == null ? null : { interpolatedValue: n })), s ?? (s = U(e.defaultText) ? e.defaultText(i, e, n) : e.defaultText);
	for (var c = { normal: s }, l = 0; l < Kc.length; l++) {
		var u = Kc[l], d = t[u];
		c[u] = K(r ? r.getFormattedLabel(i, u, null, a, d && d.get("formatter")) : null, s);
	}
	return c;
}
function rf(e, t, n, r) {
	n = n || ef;
	for (var i = e instanceof Dc, a = !1, o = 0; o < qc.length; o++) {
		var s = t[qc[o]];
		if (s && s.getShallow("show")) {
			a = !0;
			break;
		}
	}
	var c = i ? e : e.getTextContent();
	if (a) {
		i || (c || (c = new Dc(), e.setTextContent(c)), e.stateProxy && (c.stateProxy = e.stateProxy));
		var l = nf(n, t), u = t.normal, d = !!u.getShallow("show"), f = of(u, r && r.normal, n, !1, !i);
		f.text = l.normal, i || e.setTextConfig(sf(u, n, !1));
		for (var o = 0; o < Kc.length; o++) {
			var p = Kc[o], s = t[p];
			if (s) {
				var m = c.ensureState(p), h = !!K(s.getShallow("show"), d);
				if (h !== d && (m.ignore = !h), m.style = of(s, r && r[p], n, !0, !i), m.style.text = l[p], !i) {
					var g = e.ensureState(p);
					g.textConfig = sf(s, n, !0);
				}
			}
		}
		c.silent = !!u.getShallow("silent"), c.style.x != null && (f.x = c.style.x), c.style.y != null && (f.y = c.style.y), c.ignore = !d, c.useStyle(f), c.dirty(), n.enableTextSetter && (hf(c).setLabelText = function(e) {
			var r = nf(n, t, e);
			tf(c, r);
		});
	} else c && (c.ignore = !0);
	e.dirty();
}
function af(e, t) {
	t = t || "label";
	for (var n = { normal: e.getModel(t) }, r = 0; r < Kc.length; r++) {
		var i = Kc[r];
		n[i] = e.getModel([i, t]);
	}
	return n;
}
function of(e, t, n, r, i) {
	var a = {};
	return cf(a, e, n, r, i), t && P(a, t), a;
}
function sf(e, t, n) {
	t = t || {};
	var r = {}, i, a = e.getShallow("rotate"), o = K(e.getShallow("distance"), n ? null : 5), s = e.getShallow("offset");
	return i = e.getShallow("position") || (n ? null : "inside"), i === "outside" && (i = t.defaultOutsidePosition || "top"), i != null && (r.position = i), s != null && (r.offset = s), a != null && (a *= Math.PI / 180, r.rotation = a), o != null && (r.distance = o), r.outsideFill = e.get("color") === "inherit" ? t.inheritColor || null : "auto", r;
}
function cf(e, t, n, r, i) {
	n = n || ef;
	var a = t.ecModel, o = a && a.option.textStyle, s = lf(t), c;
	if (s) {
		for (var l in c = {}, s) if (s.hasOwnProperty(l)) {
			var u = t.getModel(["rich", l]);
			pf(c[l] = {}, u, o, n, r, i, !1, !0);
		}
	}
	c && (e.rich = c);
	var d = t.get("overflow");
	d && (e.overflow = d);
	var f = t.get("minMargin");
	f != null && (e.margin = f), pf(e, t, o, n, r, i, !0, !1);
}
function lf(e) {
	for (var t; e && e !== e.ecModel;) {
		var n = (e.option || ef).rich;
		if (n) {
			t = t || {};
			for (var r = B(n), i = 0; i < r.length; i++) {
				var a = r[i];
				t[a] = 1;
			}
		}
		e = e.parentModel;
	}
	return t;
}
var uf = [
	"fontStyle",
	"fontWeight",
	"fontSize",
	"fontFamily",
	"textShadowColor",
	"textShadowBlur",
	"textShadowOffsetX",
	"textShadowOffsetY"
], df = [
	"align",
	"lineHeight",
	"width",
	"height",
	"tag",
	"verticalAlign",
	"ellipsis"
], ff = [
	"padding",
	"borderWidth",
	"borderRadius",
	"borderDashOffset",
	"backgroundColor",
	"borderColor",
	"shadowColor",
	"shadowBlur",
	"shadowOffsetX",
	"shadowOffsetY"
];
function pf(e, t, n, r, i, a, o, s) {
	n = !i && n || ef;
	var c = r && r.inheritColor, l = t.getShallow("color"), u = t.getShallow("textBorderColor"), d = K(t.getShallow("opacity"), n.opacity);
	(l === "inherit" || l === "auto") && (l = c || null), (u === "inherit" || u === "auto") && (u = c || null), a || (l = l || n.color, u = u || n.textBorderColor), l != null && (e.fill = l), u != null && (e.stroke = u);
	var f = K(t.getShallow("textBorderWidth"), n.textBorderWidth);
	f != null && (e.lineWidth = f);
	var p = K(t.getShallow("textBorderType"), n.textBorderType);
	p != null && (e.lineDash = p);
	var m = K(t.getShallow("textBorderDashOffset"), n.textBorderDashOffset);
	m != null && (e.lineDashOffset = m), !i && d == null && !s && (d = r && r.defaultOpacity), d != null && (e.opacity = d), !i && !a && e.fill == null && r.inheritColor && (e.fill = r.inheritColor);
	for (var h = 0; h < uf.length; h++) {
		var g = uf[h], _ = K(t.getShallow(g), n[g]);
		_ != null && (e[g] = _);
	}
	for (var h = 0; h < df.length; h++) {
		var g = df[h], _ = t.getShallow(g);
		_ != null && (e[g] = _);
	}
	if (e.verticalAlign == null) {
		var v = t.getShallow("baseline");
		v != null && (e.verticalAlign = v);
	}
	if (!o || !r.disableBox) {
		for (var h = 0; h < ff.length; h++) {
			var g = ff[h], _ = t.getShallow(g);
			_ != null && (e[g] = _);
		}
		var y = t.getShallow("borderType");
		y != null && (e.borderDash = y), (e.backgroundColor === "auto" || e.backgroundColor === "inherit") && c && (e.backgroundColor = c), (e.borderColor === "auto" || e.borderColor === "inherit") && c && (e.borderColor = c);
	}
}
function mf(e, t) {
	var n = t && t.getModel("textStyle");
	return we([
		e.fontStyle || n && n.getShallow("fontStyle") || "",
		e.fontWeight || n && n.getShallow("fontWeight") || "",
		(e.fontSize || n && n.getShallow("fontSize") || 12) + "px",
		e.fontFamily || n && n.getShallow("fontFamily") || "sans-serif"
	].join(" "));
}
var hf = ro();
function gf(e, t, n, r) {
	if (e) {
		var i = hf(e);
		i.prevValue = i.value, i.value = n;
		var a = t.normal;
		i.valueAnimation = a.get("valueAnimation"), i.valueAnimation && (i.precision = a.get("precision"), i.defaultInterpolatedText = r, i.statesModels = t);
	}
}
// ../../../work/main/frontend/node_modules/echarts/lib/model/mixin/textStyle.js
var _f = ["textStyle", "color"], vf = [
	"fontStyle",
	"fontWeight",
	"fontSize",
	"fontFamily",
	"padding",
	"lineHeight",
	"rich",
	"width",
	"height",
	"overflow"
], yf = new Dc(), bf = function() {
	function e() {}
	return e.prototype.getTextColor = function(e) {
		var t = this.ecModel;
		return this.getShallow("color") || (!e && t ? t.get(_f) : null);
	}, e.prototype.getFont = function() {
		return mf({
			fontStyle: this.getShallow("fontStyle"),
			fontWeight: this.getShallow("fontWeight"),
			fontSize: this.getShallow("fontSize"),
			fontFamily: this.getShallow("fontFamily")
		}, this.ecModel);
	}, e.prototype.getTextRect = function(e) {
		for (var t = {
			text: e,
			verticalAlign: this.getShallow("verticalAlign") || this.getShallow("baseline")
		}, n = 0; n < vf.length; n++) t[vf[n]] = this.getShallow(vf[n]);
		return yf.useStyle(t), yf.update(), yf.getBoundingRect();
	}, e;
}(), xf = [
	["lineWidth", "width"],
	["stroke", "color"],
	["opacity"],
	["shadowBlur"],
	["shadowOffsetX"],
	["shadowOffsetY"],
	["shadowColor"],
	["lineDash", "type"],
	["lineDashOffset", "dashOffset"],
	["lineCap", "cap"],
	["lineJoin", "join"],
	["miterLimit"]
], Sf = ko(xf), Cf = function() {
	function e() {}
	return e.prototype.getLineStyle = function(e) {
		return Sf(this, e);
	}, e;
}(), wf = [
	["fill", "color"],
	["stroke", "borderColor"],
	["lineWidth", "borderWidth"],
	["opacity"],
	["shadowBlur"],
	["shadowOffsetX"],
	["shadowOffsetY"],
	["shadowColor"],
	["lineDash", "borderType"],
	["lineDashOffset", "borderDashOffset"],
	["lineCap", "borderCap"],
	["lineJoin", "borderJoin"],
	["miterLimit", "borderMiterLimit"]
], Tf = ko(wf), Ef = function() {
	function e() {}
	return e.prototype.getItemStyle = function(e, t) {
		return Tf(this, e, t);
	}, e;
}(), Df = function() {
	function e(e, t, n) {
		this.parentModel = t, this.ecModel = n, this.option = e;
	}
	return e.prototype.init = function(e, t, n) {}, e.prototype.mergeOption = function(e, t) {
		N(this.option, e, !0);
	}, e.prototype.get = function(e, t) {
		return e == null ? this.option : this._doGet(this.parsePath(e), !t && this.parentModel);
	}, e.prototype.getShallow = function(e, t) {
		var n = this.option, r = n == null ? n : n[e];
		if (r == null && !t) {
			var i = this.parentModel;
			i && (r = i.getShallow(e));
		}
		return r;
	}, e.prototype.getModel = function(t, n) {
		var r = t != null, i = r ? this.parsePath(t) : null, a = r ? this._doGet(i) : this.option;
		return n = n || this.parentModel && this.parentModel.getModel(this.resolveParentPath(i)), new e(a, n, this.ecModel);
	}, e.prototype.isEmpty = function() {
		return this.option == null;
	}, e.prototype.restoreData = function() {}, e.prototype.clone = function() {
		var e = this.constructor;
		return new e(M(this.option));
	}, e.prototype.parsePath = function(e) {
		return typeof e == "string" ? e.split(".") : e;
	}, e.prototype.resolveParentPath = function(e) {
		return e;
	}, e.prototype.isAnimationEnabled = function() {
		if (!m.node && this.option) {
			if (this.option.animation != null) return !!this.option.animation;
			if (this.parentModel) return this.parentModel.isAnimationEnabled();
		}
	}, e.prototype._doGet = function(e, t) {
		var n = this.option;
		if (!e) return n;
		for (var r = 0; r < e.length && !(e[r] && (n = n && typeof n == "object" ? n[e[r]] : null, n == null)); r++);
		return n == null && t && (n = t._doGet(this.resolveParentPath(e), t.parentModel)), n;
	}, e;
}();
xo(Df), To(Df), oe(Df, Cf), oe(Df, Ef), oe(Df, jo), oe(Df, bf);
// ../../../work/main/frontend/node_modules/echarts/lib/util/component.js
var Of = Math.round(Math.random() * 10);
function kf(e) {
	return [e || "", Of++].join("_");
}
function Af(e) {
	var t = {};
	e.registerSubTypeDefaulter = function(e, n) {
		var r = vo(e);
		t[r.main] = n;
	}, e.determineSubType = function(n, r) {
		var i = r.type;
		if (!i) {
			var a = vo(n).main;
			e.hasSubTypes(n) && t[a] && (i = t[a](r));
		}
		return i;
	};
}
function jf(e, t) {
	e.topologicalTravel = function(e, t, r, i) {
		if (!e.length) return;
		var a = n(t), o = a.graph, s = a.noEntryList, c = {};
		for (L(e, function(e) {
			c[e] = !0;
		}); s.length;) {
			var l = s.pop(), u = o[l], d = !!c[l];
			d && (r.call(i, l, u.originalDeps.slice()), delete c[l]), L(u.successor, d ? p : f);
		}
		L(c, function() {
			throw Error("");
		});
		function f(e) {
			o[e].entryCount--, o[e].entryCount === 0 && s.push(e);
		}
		function p(e) {
			c[e] = !0, f(e);
		}
	};
	function n(e) {
		var n = {}, a = [];
		return L(e, function(o) {
			var s = r(n, o), c = i(s.originalDeps = t(o), e);
			s.entryCount = c.length, s.entryCount === 0 && a.push(o), L(c, function(e) {
				I(s.predecessor, e) < 0 && s.predecessor.push(e);
				var t = r(n, e);
				I(t.successor, e) < 0 && t.successor.push(o);
			});
		}), {
			graph: n,
			noEntryList: a
		};
	}
	function r(e, t) {
		return e[t] || (e[t] = {
			predecessor: [],
			successor: []
		}), e[t];
	}
	function i(e, t) {
		var n = [];
		return L(e, function(e) {
			I(t, e) >= 0 && n.push(e);
		}), n;
	}
}
function Mf(e, t) {
	return N(N({}, e, !0), t, !0);
}
// ../../../work/main/frontend/node_modules/echarts/lib/i18n/langEN.js
var Nf = {
	time: {
		month: [
			"January",
			"February",
			"March",
			"April",
			"May",
			"June",
			"July",
			"August",
			"September",
			"October",
			"November",
			"December"
		],
		monthAbbr: [
			"Jan",
			"Feb",
			"Mar",
			"Apr",
			"May",
			"Jun",
			"Jul",
			"Aug",
			"Sep",
			"Oct",
			"Nov",
			"Dec"
		],
		dayOfWeek: [
			"Sunday",
			"Monday",
			"Tuesday",
			"Wednesday",
			"Thursday",
			"Friday",
			"Saturday"
		],
		dayOfWeekAbbr: [
			"Sun",
			"Mon",
			"Tue",
			"Wed",
			"Thu",
			"Fri",
			"Sat"
		]
	},
	legend: { selector: {
		all: "All",
		inverse: "Inv"
	} },
	toolbox: {
		brush: { title: {
			rect: "Box Select",
			polygon: "Lasso Select",
			lineX: "Horizontally Select",
			lineY: "Vertically Select",
			keep: "Keep Selections",
			clear: "Clear Selections"
		} },
		dataView: {
			title: "Data View",
			lang: [
				"Data View",
				"Close",
				"Refresh"
			]
		},
		dataZoom: { title: {
			zoom: "Zoom",
			back: "Zoom Reset"
		} },
		magicType: { title: {
			line: "Switch to Line Chart",
			bar: "Switch to Bar Chart",
			stack: "Stack",
			tiled: "Tile"
		} },
		restore: { title: "Restore" },
		saveAsImage: {
			title: "Save as Image",
			lang: ["Right Click to Save Image"]
		}
	},
	series: { typeNames: {
		pie: "Pie chart",
		bar: "Bar chart",
		line: "Line chart",
		scatter: "Scatter plot",
		effectScatter: "Ripple scatter plot",
		radar: "Radar chart",
		tree: "Tree",
		treemap: "Treemap",
		boxplot: "Boxplot",
		candlestick: "Candlestick",
		k: "K line chart",
		heatmap: "Heat map",
		map: "Map",
		parallel: "Parallel coordinate map",
		lines: "Line graph",
		graph: "Relationship graph",
		sankey: "Sankey diagram",
		funnel: "Funnel chart",
		gauge: "Gauge",
		pictorialBar: "Pictorial bar",
		themeRiver: "Theme River Map",
		sunburst: "Sunburst",
		custom: "Custom chart",
		chart: "Chart"
	} },
	aria: {
		general: {
			withTitle: "This is a chart about \"{title}\"",
			withoutTitle: "This is a chart"
		},
		series: {
			single: {
				prefix: "",
				withName: " with type {seriesType} named {seriesName}.",
				withoutName: " with type {seriesType}."
			},
			multiple: {
				prefix: ". It consists of {seriesCount} series count.",
				withName: " The {seriesId} series is a {seriesType} representing {seriesName}.",
				withoutName: " The {seriesId} series is a {seriesType}.",
				separator: {
					middle: "",
					end: ""
				}
			}
		},
		data: {
			allData: "The data is as follows: ",
			partialData: "The first {displayCnt} items are: ",
			withName: "the data for {name} is {value}",
			withoutName: "{value}",
			separator: {
				middle: ", ",
				end: ". "
			}
		}
	}
}, Pf = {
	time: {
		month: [
			"一月",
			"二月",
			"三月",
			"四月",
			"五月",
			"六月",
			"七月",
			"八月",
			"九月",
			"十月",
			"十一月",
			"十二月"
		],
		monthAbbr: [
			"1月",
			"2月",
			"3月",
			"4月",
			"5月",
			"6月",
			"7月",
			"8月",
			"9月",
			"10月",
			"11月",
			"12月"
		],
		dayOfWeek: [
			"星期日",
			"星期一",
			"星期二",
			"星期三",
			"星期四",
			"星期五",
			"星期六"
		],
		dayOfWeekAbbr: [
			"日",
			"一",
			"二",
			"三",
			"四",
			"五",
			"六"
		]
	},
	legend: { selector: {
		all: "全选",
		inverse: "反选"
	} },
	toolbox: {
		brush: { title: {
			rect: "矩形选择",
			polygon: "圈选",
			lineX: "横向选择",
			lineY: "纵向选择",
			keep: "保持选择",
			clear: "清除选择"
		} },
		dataView: {
			title: "数据视图",
			lang: [
				"数据视图",
				"关闭",
				"刷新"
			]
		},
		dataZoom: { title: {
			zoom: "区域缩放",
			back: "区域缩放还原"
		} },
		magicType: { title: {
			line: "切换为折线图",
			bar: "切换为柱状图",
			stack: "切换为堆叠",
			tiled: "切换为平铺"
		} },
		restore: { title: "还原" },
		saveAsImage: {
			title: "保存为图片",
			lang: ["右键另存为图片"]
		}
	},
	series: { typeNames: {
		pie: "饼图",
		bar: "柱状图",
		line: "折线图",
		scatter: "散点图",
		effectScatter: "涟漪散点图",
		radar: "雷达图",
		tree: "树图",
		treemap: "矩形树图",
		boxplot: "箱型图",
		candlestick: "K线图",
		k: "K线图",
		heatmap: "热力图",
		map: "地图",
		parallel: "平行坐标图",
		lines: "线图",
		graph: "关系图",
		sankey: "桑基图",
		funnel: "漏斗图",
		gauge: "仪表盘图",
		pictorialBar: "象形柱图",
		themeRiver: "主题河流图",
		sunburst: "旭日图",
		custom: "自定义图表",
		chart: "图表"
	} },
	aria: {
		general: {
			withTitle: "这是一个关于“{title}”的图表。",
			withoutTitle: "这是一个图表，"
		},
		series: {
			single: {
				prefix: "",
				withName: "图表类型是{seriesType}，表示{seriesName}。",
				withoutName: "图表类型是{seriesType}。"
			},
			multiple: {
				prefix: "它由{seriesCount}个图表系列组成。",
				withName: "第{seriesId}个系列是一个表示{seriesName}的{seriesType}，",
				withoutName: "第{seriesId}个系列是一个{seriesType}，",
				separator: {
					middle: "；",
					end: "。"
				}
			}
		},
		data: {
			allData: "其数据是——",
			partialData: "其中，前{displayCnt}项是——",
			withName: "{name}的数据是{value}",
			withoutName: "{value}",
			separator: {
				middle: "，",
				end: ""
			}
		}
	}
}, Ff = "ZH", If = "EN", Lf = If, Rf = {}, zf = {}, Bf = m.domSupported ? function() {
	return (document.documentElement.lang || navigator.language || navigator.browserLanguage || Lf).toUpperCase().indexOf(Ff) > -1 ? Ff : Lf;
}() : Lf;
function Vf(e, t) {
	e = e.toUpperCase(), zf[e] = new Df(t), Rf[e] = t;
}
function Hf(e) {
	if (W(e)) {
		var t = Rf[e.toUpperCase()] || {};
		return e === Ff || e === If ? M(t) : N(M(t), M(Rf[Lf]), !1);
	}
	return N(M(e), M(Rf[Lf]), !1);
}
function Uf(e) {
	return zf[e];
}
function Wf() {
	return zf[Lf];
}
Vf(If, Nf), Vf(Ff, Pf);
// ../../../work/main/frontend/node_modules/echarts/lib/util/time.js
var Gf = 1e3, Kf = Gf * 60, qf = Kf * 60, Jf = qf * 24, Yf = Jf * 365, Xf = {
	year: "{yyyy}",
	month: "{MMM}",
	day: "{d}",
	hour: "{HH}:{mm}",
	minute: "{HH}:{mm}",
	second: "{HH}:{mm}:{ss}",
	millisecond: "{HH}:{mm}:{ss} {SSS}",
	none: "{yyyy}-{MM}-{dd} {HH}:{mm}:{ss} {SSS}"
}, Zf = "{yyyy}-{MM}-{dd}", Qf = {
	year: "{yyyy}",
	month: "{yyyy}-{MM}",
	day: Zf,
	hour: Zf + " " + Xf.hour,
	minute: Zf + " " + Xf.minute,
	second: Zf + " " + Xf.second,
	millisecond: Xf.none
}, $f = [
	"year",
	"month",
	"day",
	"hour",
	"minute",
	"second",
	"millisecond"
], ep = [
	"year",
	"half-year",
	"quarter",
	"month",
	"week",
	"half-week",
	"day",
	"half-day",
	"quarter-day",
	"hour",
	"minute",
	"second",
	"millisecond"
];
function tp(e, t) {
	return e += "", "0000".substr(0, t - e.length) + e;
}
function np(e) {
	switch (e) {
		case "half-year":
		case "quarter": return "month";
		case "week":
		case "half-week": return "day";
		case "half-day":
		case "quarter-day": return "hour";
		default: return e;
	}
}
function rp(e) {
	return e === np(e);
}
function ip(e) {
	switch (e) {
		case "year":
		case "month": return "day";
		case "millisecond": return "millisecond";
		default: return "second";
	}
}
function ap(e, t, n, r) {
	var i = Sa(e), a = i[lp(n)](), o = i[up(n)]() + 1, s = Math.floor((o - 1) / 3) + 1, c = i[dp(n)](), l = i["get" + (n ? "UTC" : "") + "Day"](), u = i[fp(n)](), d = (u - 1) % 12 + 1, f = i[pp(n)](), p = i[mp(n)](), m = i[hp(n)](), h = u >= 12 ? "pm" : "am", g = h.toUpperCase(), _ = (r instanceof Df ? r : Uf(r || Bf) || Wf()).getModel("time"), v = _.get("month"), y = _.get("monthAbbr"), b = _.get("dayOfWeek"), x = _.get("dayOfWeekAbbr");
	return (t || "").replace(/{a}/g, h + "").replace(/{A}/g, g + "").replace(/{yyyy}/g, a + "").replace(/{yy}/g, tp(a % 100 + "", 2)).replace(/{Q}/g, s + "").replace(/{MMMM}/g, v[o - 1]).replace(/{MMM}/g, y[o - 1]).replace(/{MM}/g, tp(o, 2)).replace(/{M}/g, o + "").replace(/{dd}/g, tp(c, 2)).replace(/{d}/g, c + "").replace(/{eeee}/g, b[l]).replace(/{ee}/g, x[l]).replace(/{e}/g, l + "").replace(/{HH}/g, tp(u, 2)).replace(/{H}/g, u + "").replace(/{hh}/g, tp(d + "", 2)).replace(/{h}/g, d + "").replace(/{mm}/g, tp(f, 2)).replace(/{m}/g, f + "").replace(/{ss}/g, tp(p, 2)).replace(/{s}/g, p + "").replace(/{SSS}/g, tp(m, 3)).replace(/{S}/g, m + "");
}
function op(e, t, n, r, i) {
	var a = null;
	if (W(n)) a = n;
	else if (U(n)) a = n(e.value, t, { level: e.level });
	else {
		var o = P({}, Xf);
		if (e.level > 0) for (var s = 0; s < $f.length; ++s) o[$f[s]] = "{primary|" + o[$f[s]] + "}";
		var c = n ? n.inherit === !1 ? n : F(n, o) : o, l = sp(e.value, i);
		if (c[l]) a = c[l];
		else if (c.inherit) {
			for (var s = ep.indexOf(l) - 1; s >= 0; --s) if (c[l]) {
				a = c[l];
				break;
			}
			a = a || o.none;
		}
		if (H(a)) {
			var u = e.level == null ? 0 : e.level >= 0 ? e.level : a.length + e.level;
			u = Math.min(u, a.length - 1), a = a[u];
		}
	}
	return ap(new Date(e.value), a, i, r);
}
function sp(e, t) {
	var n = Sa(e), r = n[up(t)]() + 1, i = n[dp(t)](), a = n[fp(t)](), o = n[pp(t)](), s = n[mp(t)](), c = n[hp(t)]() === 0, l = c && s === 0, u = l && o === 0, d = u && a === 0, f = d && i === 1;
	return f && r === 1 ? "year" : f ? "month" : d ? "day" : u ? "hour" : l ? "minute" : c ? "second" : "millisecond";
}
function cp(e, t, n) {
	var r = fe(e) ? Sa(e) : e;
	switch (t = t || sp(e, n), t) {
		case "year": return r[lp(n)]();
		case "half-year": return +(r[up(n)]() >= 6);
		case "quarter": return Math.floor((r[up(n)]() + 1) / 4);
		case "month": return r[up(n)]();
		case "day": return r[dp(n)]();
		case "half-day": return r[fp(n)]() / 24;
		case "hour": return r[fp(n)]();
		case "minute": return r[pp(n)]();
		case "second": return r[mp(n)]();
		case "millisecond": return r[hp(n)]();
	}
}
function lp(e) {
	return e ? "getUTCFullYear" : "getFullYear";
}
function up(e) {
	return e ? "getUTCMonth" : "getMonth";
}
function dp(e) {
	return e ? "getUTCDate" : "getDate";
}
function fp(e) {
	return e ? "getUTCHours" : "getHours";
}
function pp(e) {
	return e ? "getUTCMinutes" : "getMinutes";
}
function mp(e) {
	return e ? "getUTCSeconds" : "getSeconds";
}
function hp(e) {
	return e ? "getUTCMilliseconds" : "getMilliseconds";
}
function gp(e) {
	return e ? "setUTCFullYear" : "setFullYear";
}
function _p(e) {
	return e ? "setUTCMonth" : "setMonth";
}
function vp(e) {
	return e ? "setUTCDate" : "setDate";
}
function yp(e) {
	return e ? "setUTCHours" : "setHours";
}
function bp(e) {
	return e ? "setUTCMinutes" : "setMinutes";
}
function xp(e) {
	return e ? "setUTCSeconds" : "setSeconds";
}
function Sp(e) {
	return e ? "setUTCMilliseconds" : "setMilliseconds";
}
// ../../../work/main/frontend/node_modules/echarts/lib/util/format.js
function Cp(e) {
	if (!Oa(e)) return W(e) ? e : "-";
	var t = (e + "").split(".");
	return t[0].replace(/(\d{1,3})(?=(?:\d{3})+(?!\d))/g, "$1,") + (t.length > 1 ? "." + t[1] : "");
}
function wp(e, t) {
	return e = (e || "").toLowerCase().replace(/-(.)/g, function(e, t) {
		return t.toUpperCase();
	}), t && e && (e = e.charAt(0).toUpperCase() + e.slice(1)), e;
}
var Tp = Se;
function Ep(e, t, n) {
	var r = "{yyyy}-{MM}-{dd} {HH}:{mm}:{ss}";
	function i(e) {
		return e && we(e) ? e : "-";
	}
	function a(e) {
		return !(e == null || isNaN(e) || !isFinite(e));
	}
	var o = t === "time", s = e instanceof Date;
	if (o || s) {
		var c = o ? Sa(e) : e;
		if (!isNaN(+c)) return ap(c, r, n);
		if (s) return "-";
	}
	if (t === "ordinal") return de(e) ? i(e) : fe(e) && a(e) ? e + "" : "-";
	var l = Da(e);
	return a(l) ? Cp(l) : de(e) ? i(e) : typeof e == "boolean" ? e + "" : "-";
}
var Dp = [
	"a",
	"b",
	"c",
	"d",
	"e",
	"f",
	"g"
], Op = function(e, t) {
	return "{" + e + (t ?? "") + "}";
};
function kp(e, t, n) {
	H(t) || (t = [t]);
	var r = t.length;
	if (!r) return "";
	for (var i = t[0].$vars || [], a = 0; a < i.length; a++) {
		var o = Dp[a];
		e = e.replace(Op(o), Op(o, 0));
	}
	for (var s = 0; s < r; s++) for (var c = 0; c < i.length; c++) {
		var l = t[s][i[c]];
		e = e.replace(Op(Dp[c], s), n ? pt(l) : l);
	}
	return e;
}
function Ap(e, t) {
	var n = W(e) ? {
		color: e,
		extraCssText: t
	} : e || {}, r = n.color, i = n.type;
	t = n.extraCssText;
	var a = n.renderMode || "html";
	return r ? a === "html" ? i === "subItem" ? "<span style=\"display:inline-block;vertical-align:middle;margin-right:8px;margin-left:3px;border-radius:4px;width:4px;height:4px;background-color:" + pt(r) + ";" + (t || "") + "\"></span>" : "<span style=\"display:inline-block;margin-right:4px;border-radius:10px;width:10px;height:10px;background-color:" + pt(r) + ";" + (t || "") + "\"></span>" : {
		renderMode: a,
		content: "{" + (n.markerId || "markerX") + "|}  ",
		style: i === "subItem" ? {
			width: 4,
			height: 4,
			borderRadius: 2,
			backgroundColor: r
		} : {
			width: 10,
			height: 10,
			borderRadius: 5,
			backgroundColor: r
		}
	} : "";
}
function jp(e, t) {
	return t = t || "transparent", W(e) ? e : G(e) && e.colorStops && (e.colorStops[0] || {}).color || t;
}
// ../../../work/main/frontend/node_modules/echarts/lib/util/layout.js
var Mp = L, Np = [
	"left",
	"right",
	"top",
	"bottom",
	"width",
	"height"
], Pp = [[
	"width",
	"left",
	"right"
], [
	"height",
	"top",
	"bottom"
]];
function Fp(e, t, n, r, i) {
	var a = 0, o = 0;
	r ?? (r = Infinity), i ?? (i = Infinity);
	var s = 0;
	t.eachChild(function(c, l) {
		var u = c.getBoundingRect(), d = t.childAt(l + 1), f = d && d.getBoundingRect(), p, m;
		if (e === "horizontal") {
			var h = u.width + (f ? -f.x + u.x : 0);
			p = a + h, p > r || c.newline ? (a = 0, p = h, o += s + n, s = u.height) : s = Math.max(s, u.height);
		} else {
			var g = u.height + (f ? -f.y + u.y : 0);
			m = o + g, m > i || c.newline ? (a += s + n, o = 0, m = g, s = u.width) : s = Math.max(s, u.width);
		}
		c.newline || (c.x = a, c.y = o, c.markRedraw(), e === "horizontal" ? a = p + n : o = m + n);
	});
}
var Ip = Fp;
ue(Fp, "vertical"), ue(Fp, "horizontal");
function Lp(e, t, n) {
	n = Tp(n || 0);
	var r = t.width, i = t.height, a = fa(e.left, r), o = fa(e.top, i), s = fa(e.right, r), c = fa(e.bottom, i), l = fa(e.width, r), u = fa(e.height, i), d = n[2] + n[0], f = n[1] + n[3], p = e.aspect;
	switch (isNaN(l) && (l = r - s - f - a), isNaN(u) && (u = i - c - d - o), p != null && (isNaN(l) && isNaN(u) && (p > r / i ? l = r * .8 : u = i * .8), isNaN(l) && (l = p * u), isNaN(u) && (u = l / p)), isNaN(a) && (a = r - s - l - f), isNaN(o) && (o = i - c - u - d), e.left || e.right) {
		case "center":
			a = r / 2 - l / 2 - n[3];
			break;
		case "right": a = r - l - f;
	}
	switch (e.top || e.bottom) {
		case "middle":
		case "center":
			o = i / 2 - u / 2 - n[0];
			break;
		case "bottom": o = i - u - d;
	}
	a = a || 0, o = o || 0, isNaN(l) && (l = r - f - a - (s || 0)), isNaN(u) && (u = i - d - o - (c || 0));
	var m = new qt(a + n[3], o + n[0], l, u);
	return m.margin = n, m;
}
function Rp(e, t, n, r, i, a) {
	var o = !i || !i.hv || i.hv[0], s = !i || !i.hv || i.hv[1], c = i && i.boundingMode || "all";
	if (a = a || e, a.x = e.x, a.y = e.y, !o && !s) return !1;
	var l;
	if (c === "raw") l = e.type === "group" ? new qt(0, 0, +t.width || 0, +t.height || 0) : e.getBoundingRect();
	else if (l = e.getBoundingRect(), e.needLocalTransform()) {
		var u = e.getLocalTransform();
		l = l.clone(), l.applyTransform(u);
	}
	var d = Lp(F({
		width: l.width,
		height: l.height
	}, t), n, r), f = o ? d.x - l.x : 0, p = s ? d.y - l.y : 0;
	return c === "raw" ? (a.x = f, a.y = p) : (a.x += f, a.y += p), a === e && e.markRedraw(), !0;
}
function zp(e) {
	var t = e.layoutMode || e.constructor.layoutMode;
	return G(t) ? t : t ? { type: t } : null;
}
function Bp(e, t, n) {
	var r = n && n.ignoreSize;
	!H(r) && (r = [r, r]);
	var i = o(Pp[0], 0), a = o(Pp[1], 1);
	l(Pp[0], e, i), l(Pp[1], e, a);
	function o(n, i) {
		var a = {}, o = 0, l = {}, u = 0, d = 2;
		if (Mp(n, function(t) {
			l[t] = e[t];
		}), Mp(n, function(e) {
			s(t, e) && (a[e] = l[e] = t[e]), c(a, e) && o++, c(l, e) && u++;
		}), r[i]) return c(t, n[1]) ? l[n[2]] = null : c(t, n[2]) && (l[n[1]] = null), l;
		if (u === d || !o) return l;
		if (o >= d) return a;
		for (var f = 0; f < n.length; f++) {
			var p = n[f];
			if (!s(a, p) && s(e, p)) {
				a[p] = e[p];
				break;
			}
		}
		return a;
	}
	function s(e, t) {
		return e.hasOwnProperty(t);
	}
	function c(e, t) {
		return e[t] != null && e[t] !== "auto";
	}
	function l(e, t, n) {
		Mp(e, function(e) {
			t[e] = n[e];
		});
	}
}
function Vp(e) {
	return Hp({}, e);
}
function Hp(e, t) {
	return t && e && Mp(Np, function(n) {
		t.hasOwnProperty(n) && (e[n] = t[n]);
	}), e;
}
// ../../../work/main/frontend/node_modules/echarts/lib/model/Component.js
var Up = ro(), Wp = function(e) {
	f(t, e);
	function t(t, n, r) {
		var i = e.call(this, t, n, r) || this;
		return i.uid = kf("ec_cpt_model"), i;
	}
	return t.prototype.init = function(e, t, n) {
		this.mergeDefaultAndTheme(e, n);
	}, t.prototype.mergeDefaultAndTheme = function(e, t) {
		var n = zp(this), r = n ? Vp(e) : {};
		N(e, t.getTheme().get(this.mainType)), N(e, this.getDefaultOption()), n && Bp(e, r, n);
	}, t.prototype.mergeOption = function(e, t) {
		N(this.option, e, !0);
		var n = zp(this);
		n && Bp(this.option, e, n);
	}, t.prototype.optionUpdated = function(e, t) {}, t.prototype.getDefaultOption = function() {
		var e = this.constructor;
		if (!bo(e)) return e.defaultOption;
		var t = Up(this);
		if (!t.defaultOption) {
			for (var n = [], r = e; r;) {
				var i = r.prototype.defaultOption;
				i && n.push(i), r = r.superClass;
			}
			for (var a = {}, o = n.length - 1; o >= 0; o--) a = N(a, n[o], !0);
			t.defaultOption = a;
		}
		return t.defaultOption;
	}, t.prototype.getReferringComponents = function(e, t) {
		var n = e + "Index", r = e + "Id";
		return lo(this.ecModel, e, {
			index: this.get(n, !0),
			id: this.get(r, !0)
		}, t);
	}, t.prototype.getBoxLayoutParams = function() {
		var e = this;
		return {
			left: e.get("left"),
			top: e.get("top"),
			right: e.get("right"),
			bottom: e.get("bottom"),
			width: e.get("width"),
			height: e.get("height")
		};
	}, t.prototype.getZLevelKey = function() {
		return "";
	}, t.prototype.setZLevel = function(e) {
		this.option.zlevel = e;
	}, t.protoInitialize = function() {
		var e = t.prototype;
		e.type = "component", e.id = "", e.name = "", e.mainType = "", e.subType = "", e.componentIndex = 0;
	}(), t;
}(Df);
Co(Wp, Df), Oo(Wp), Af(Wp), jf(Wp, Gp);
function Gp(e) {
	var t = [];
	return L(Wp.getClassesByMainType(e), function(e) {
		t = t.concat(e.dependencies || e.prototype.dependencies || []);
	}), t = R(t, function(e) {
		return vo(e).main;
	}), e !== "dataset" && I(t, "dataset") <= 0 && t.unshift("dataset"), t;
}
// ../../../work/main/frontend/node_modules/echarts/lib/model/globalDefault.js
var Kp = "";
typeof navigator < "u" && (Kp = navigator.platform || "");
var qp = "rgba(0, 0, 0, 0.2)", Jp = {
	darkMode: "auto",
	colorBy: "series",
	color: [
		"#5470c6",
		"#91cc75",
		"#fac858",
		"#ee6666",
		"#73c0de",
		"#3ba272",
		"#fc8452",
		"#9a60b4",
		"#ea7ccc"
	],
	gradientColor: [
		"#f6efa6",
		"#d88273",
		"#bf444c"
	],
	aria: { decal: { decals: [
		{
			color: qp,
			dashArrayX: [1, 0],
			dashArrayY: [2, 5],
			symbolSize: 1,
			rotation: Math.PI / 6
		},
		{
			color: qp,
			symbol: "circle",
			dashArrayX: [[8, 8], [
				0,
				8,
				8,
				0
			]],
			dashArrayY: [6, 0],
			symbolSize: .8
		},
		{
			color: qp,
			dashArrayX: [1, 0],
			dashArrayY: [4, 3],
			rotation: -Math.PI / 4
		},
		{
			color: qp,
			dashArrayX: [[6, 6], [
				0,
				6,
				6,
				0
			]],
			dashArrayY: [6, 0]
		},
		{
			color: qp,
			dashArrayX: [[1, 0], [1, 6]],
			dashArrayY: [
				1,
				0,
				6,
				0
			],
			rotation: Math.PI / 4
		},
		{
			color: qp,
			symbol: "triangle",
			dashArrayX: [[9, 9], [
				0,
				9,
				9,
				0
			]],
			dashArrayY: [7, 2],
			symbolSize: .75
		}
	] } },
	textStyle: {
		fontFamily: Kp.match(/^Win/) ? "Microsoft YaHei" : "sans-serif",
		fontSize: 12,
		fontStyle: "normal",
		fontWeight: "normal"
	},
	blendMode: null,
	stateAnimation: {
		duration: 300,
		easing: "cubicOut"
	},
	animation: "auto",
	animationDuration: 1e3,
	animationDurationUpdate: 500,
	animationEasing: "cubicInOut",
	animationEasingUpdate: "cubicInOut",
	animationThreshold: 2e3,
	progressiveThreshold: 3e3,
	progressive: 400,
	hoverLayerThreshold: 3e3,
	useUTC: !1
}, Yp = q([
	"tooltip",
	"label",
	"itemName",
	"itemId",
	"itemGroupId",
	"itemChildGroupId",
	"seriesName"
]), Xp = "original", Zp = "arrayRows", Qp = "objectRows", $p = "keyedColumns", em = "typedArray", tm = "unknown", nm = "column", rm = {
	Must: 1,
	Might: 2,
	Not: 3
}, im = ro();
function am(e) {
	im(e).datasetMap = q();
}
function om(e, t, n) {
	var r = {}, i = sm(t);
	if (!i || !e) return r;
	var a = [], o = [], s = t.ecModel, c = im(s).datasetMap, l = i.uid + "_" + n.seriesLayoutBy, u, d;
	e = e.slice(), L(e, function(t, n) {
		var i = G(t) ? t : e[n] = { name: t };
		i.type === "ordinal" && u == null && (u = n, d = m(i)), r[i.name] = [];
	});
	var f = c.get(l) || c.set(l, {
		categoryWayDim: d,
		valueWayDim: 0
	});
	L(e, function(e, t) {
		var n = e.name, i = m(e);
		if (u == null) {
			var s = f.valueWayDim;
			p(r[n], s, i), p(o, s, i), f.valueWayDim += i;
		} else if (u === t) p(r[n], 0, i), p(a, 0, i);
		else {
			var s = f.categoryWayDim;
			p(r[n], s, i), p(o, s, i), f.categoryWayDim += i;
		}
	});
	function p(e, t, n) {
		for (var r = 0; r < n; r++) e.push(t + r);
	}
	function m(e) {
		var t = e.dimsDef;
		return t ? t.length : 1;
	}
	return a.length && (r.itemName = a), o.length && (r.seriesName = o), r;
}
function sm(e) {
	if (!e.get("data", !0)) return lo(e.ecModel, "dataset", {
		index: e.get("datasetIndex", !0),
		id: e.get("datasetId", !0)
	}, so).models[0];
}
function cm(e) {
	return !e.get("transform", !0) && !e.get("fromTransformResult", !0) ? [] : lo(e.ecModel, "dataset", {
		index: e.get("fromDatasetIndex", !0),
		id: e.get("fromDatasetId", !0)
	}, so).models;
}
function lm(e, t) {
	return um(e.data, e.sourceFormat, e.seriesLayoutBy, e.dimensionsDefine, e.startIndex, t);
}
function um(e, t, n, r, i, a) {
	var o, s = 5;
	if (me(e)) return rm.Not;
	var c, l;
	if (r) {
		var u = r[a];
		G(u) ? (c = u.name, l = u.type) : W(u) && (c = u);
	}
	if (l != null) return l === "ordinal" ? rm.Must : rm.Not;
	if (t === "arrayRows") {
		var d = e;
		if (n === "row") {
			for (var f = d[a], p = 0; p < (f || []).length && p < s; p++) if ((o = b(f[i + p])) != null) return o;
		} else for (var p = 0; p < d.length && p < s; p++) {
			var m = d[i + p];
			if (m && (o = b(m[a])) != null) return o;
		}
	} else if (t === "objectRows") {
		var h = e;
		if (!c) return rm.Not;
		for (var p = 0; p < h.length && p < s; p++) {
			var g = h[p];
			if (g && (o = b(g[c])) != null) return o;
		}
	} else if (t === "keyedColumns") {
		var _ = e;
		if (!c) return rm.Not;
		var f = _[c];
		if (!f || me(f)) return rm.Not;
		for (var p = 0; p < f.length && p < s; p++) if ((o = b(f[p])) != null) return o;
	} else if (t === "original") for (var v = e, p = 0; p < v.length && p < s; p++) {
		var g = v[p], y = za(g);
		if (!H(y)) return rm.Not;
		if ((o = b(y[a])) != null) return o;
	}
	function b(e) {
		var t = W(e);
		if (e != null && Number.isFinite(Number(e)) && e !== "") return t ? rm.Might : rm.Not;
		if (t && e !== "-") return rm.Must;
	}
	return rm.Not;
}
// ../../../work/main/frontend/node_modules/echarts/lib/model/internalComponentCreator.js
var dm = q();
function fm(e, t, n) {
	var r = dm.get(t);
	if (!r) return n;
	var i = r(e);
	return i ? n.concat(i) : n;
}
// ../../../work/main/frontend/node_modules/echarts/lib/model/mixin/palette.js
var pm = ro();
ro();
var mm = function() {
	function e() {}
	return e.prototype.getColorFromPalette = function(e, t, n) {
		var r = Ia(this.get("color", !0)), i = this.get("colorLayer", !0);
		return gm(this, pm, r, i, e, t, n);
	}, e.prototype.clearColorPalette = function() {
		_m(this, pm);
	}, e;
}();
function hm(e, t) {
	for (var n = e.length, r = 0; r < n; r++) if (e[r].length > t) return e[r];
	return e[n - 1];
}
function gm(e, t, n, r, i, a, o) {
	a = a || e;
	var s = t(a), c = s.paletteIdx || 0, l = s.paletteNameMap = s.paletteNameMap || {};
	if (l.hasOwnProperty(i)) return l[i];
	var u = o == null || !r ? n : hm(r, o);
	if (u = u || n, u && u.length) {
		var d = u[c];
		return i && (l[i] = d), s.paletteIdx = (c + 1) % u.length, d;
	}
}
function _m(e, t) {
	t(e).paletteIdx = 0, t(e).paletteNameMap = {};
}
// ../../../work/main/frontend/node_modules/echarts/lib/model/Global.js
var vm, ym, bm, xm = "\0_ec_inner", Sm = 1, Cm = function(e) {
	f(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.init = function(e, t, n, r, i, a) {
		r = r || {}, this.option = null, this._theme = new Df(r), this._locale = new Df(i), this._optionManager = a;
	}, t.prototype.setOption = function(e, t, n) {
		var r = Om(t);
		this._optionManager.setOption(e, n, r), this._resetOption(null, r);
	}, t.prototype.resetOption = function(e, t) {
		return this._resetOption(e, Om(t));
	}, t.prototype._resetOption = function(e, t) {
		var n = !1, r = this._optionManager;
		if (!e || e === "recreate") {
			var i = r.mountOption(e === "recreate");
			!this.option || e === "recreate" ? bm(this, i) : (this.restoreData(), this._mergeOption(i, t)), n = !0;
		}
		if ((e === "timeline" || e === "media") && this.restoreData(), !e || e === "recreate" || e === "timeline") {
			var a = r.getTimelineOption(this);
			a && (n = !0, this._mergeOption(a, t));
		}
		if (!e || e === "recreate" || e === "media") {
			var o = r.getMediaOption(this);
			o.length && L(o, function(e) {
				n = !0, this._mergeOption(e, t);
			}, this);
		}
		return n;
	}, t.prototype.mergeOption = function(e) {
		this._mergeOption(e, null);
	}, t.prototype._mergeOption = function(e, t) {
		var n = this.option, r = this._componentsMap, i = this._componentsCount, a = [], o = q(), s = t && t.replaceMergeMainTypeMap;
		am(this), L(e, function(e, t) {
			e != null && (Wp.hasClass(t) ? t && (a.push(t), o.set(t, !0)) : n[t] = n[t] == null ? M(e) : N(n[t], e, !0));
		}), s && s.each(function(e, t) {
			Wp.hasClass(t) && !o.get(t) && (a.push(t), o.set(t, !0));
		}), Wp.topologicalTravel(a, Wp.getAllClassMainTypes(), c, this);
		function c(t) {
			var a = fm(this, t, Ia(e[t])), o = r.get(t), c = Va(o, a, o ? s && s.get(t) ? "replaceMerge" : "normalMerge" : "replaceAll");
			$a(c, t, Wp), n[t] = null, r.set(t, null), i.set(t, 0);
			var l = [], u = [], d = 0, f;
			L(c, function(e, n) {
				var r = e.existing, i = e.newOption;
				if (!i) r && (r.mergeOption({}, this), r.optionUpdated({}, !1));
				else {
					var a = t === "series", o = Wp.getClass(t, e.keyInfo.subType, !a);
					if (!o) return;
					if (t === "tooltip") {
						if (f) return;
						f = !0;
					}
					if (r && r.constructor === o) r.name = e.keyInfo.name, r.mergeOption(i, this), r.optionUpdated(i, !1);
					else {
						var s = P({ componentIndex: n }, e.keyInfo);
						r = new o(i, this, this, s), P(r, s), e.brandNew && (r.__requireNewView = !0), r.init(i, this, this), r.optionUpdated(null, !0);
					}
				}
				r ? (l.push(r.option), u.push(r), d++) : (l.push(void 0), u.push(void 0));
			}, this), n[t] = l, r.set(t, u), i.set(t, d), t === "series" && vm(this);
		}
		this._seriesIndices || vm(this);
	}, t.prototype.getOption = function() {
		var e = M(this.option);
		return L(e, function(t, n) {
			if (Wp.hasClass(n)) {
				for (var r = Ia(t), i = r.length, a = !1, o = i - 1; o >= 0; o--) r[o] && !Qa(r[o]) ? a = !0 : (r[o] = null, !a && i--);
				r.length = i, e[n] = r;
			}
		}), delete e[xm], e;
	}, t.prototype.getTheme = function() {
		return this._theme;
	}, t.prototype.getLocaleModel = function() {
		return this._locale;
	}, t.prototype.setUpdatePayload = function(e) {
		this._payload = e;
	}, t.prototype.getUpdatePayload = function() {
		return this._payload;
	}, t.prototype.getComponent = function(e, t) {
		var n = this._componentsMap.get(e);
		if (n) {
			var r = n[t || 0];
			if (r) return r;
			if (t == null) {
				for (var i = 0; i < n.length; i++) if (n[i]) return n[i];
			}
		}
	}, t.prototype.queryComponents = function(e) {
		var t = e.mainType;
		if (!t) return [];
		var n = e.index, r = e.id, i = e.name, a = this._componentsMap.get(t);
		if (!a || !a.length) return [];
		var o;
		return n == null ? o = r == null ? i == null ? ce(a, function(e) {
			return !!e;
		}) : Em("name", i, a) : Em("id", r, a) : (o = [], L(Ia(n), function(e) {
			a[e] && o.push(a[e]);
		})), Dm(o, e);
	}, t.prototype.findComponents = function(e) {
		var t = e.query, n = e.mainType, r = i(t);
		return a(Dm(r ? this.queryComponents(r) : ce(this._componentsMap.get(n), function(e) {
			return !!e;
		}), e));
		function i(e) {
			var t = n + "Index", r = n + "Id", i = n + "Name";
			return e && (e[t] != null || e[r] != null || e[i] != null) ? {
				mainType: n,
				index: e[t],
				id: e[r],
				name: e[i]
			} : null;
		}
		function a(t) {
			return e.filter ? ce(t, e.filter) : t;
		}
	}, t.prototype.eachComponent = function(e, t, n) {
		var r = this._componentsMap;
		if (U(e)) {
			var i = t, a = e;
			r.each(function(e, t) {
				for (var n = 0; e && n < e.length; n++) {
					var r = e[n];
					r && a.call(i, t, r, r.componentIndex);
				}
			});
		} else for (var o = W(e) ? r.get(e) : G(e) ? this.findComponents(e) : null, s = 0; o && s < o.length; s++) {
			var c = o[s];
			c && t.call(n, c, c.componentIndex);
		}
	}, t.prototype.getSeriesByName = function(e) {
		var t = Xa(e, null);
		return ce(this._componentsMap.get("series"), function(e) {
			return !!e && t != null && e.name === t;
		});
	}, t.prototype.getSeriesByIndex = function(e) {
		return this._componentsMap.get("series")[e];
	}, t.prototype.getSeriesByType = function(e) {
		return ce(this._componentsMap.get("series"), function(t) {
			return !!t && t.subType === e;
		});
	}, t.prototype.getSeries = function() {
		return ce(this._componentsMap.get("series"), function(e) {
			return !!e;
		});
	}, t.prototype.getSeriesCount = function() {
		return this._componentsCount.get("series");
	}, t.prototype.eachSeries = function(e, t) {
		ym(this), L(this._seriesIndices, function(n) {
			var r = this._componentsMap.get("series")[n];
			e.call(t, r, n);
		}, this);
	}, t.prototype.eachRawSeries = function(e, t) {
		L(this._componentsMap.get("series"), function(n) {
			n && e.call(t, n, n.componentIndex);
		});
	}, t.prototype.eachSeriesByType = function(e, t, n) {
		ym(this), L(this._seriesIndices, function(r) {
			var i = this._componentsMap.get("series")[r];
			i.subType === e && t.call(n, i, r);
		}, this);
	}, t.prototype.eachRawSeriesByType = function(e, t, n) {
		return L(this.getSeriesByType(e), t, n);
	}, t.prototype.isSeriesFiltered = function(e) {
		return ym(this), this._seriesIndicesMap.get(e.componentIndex) == null;
	}, t.prototype.getCurrentSeriesIndices = function() {
		return (this._seriesIndices || []).slice();
	}, t.prototype.filterSeries = function(e, t) {
		ym(this);
		var n = [];
		L(this._seriesIndices, function(r) {
			var i = this._componentsMap.get("series")[r];
			e.call(t, i, r) && n.push(r);
		}, this), this._seriesIndices = n, this._seriesIndicesMap = q(n);
	}, t.prototype.restoreData = function(e) {
		vm(this);
		var t = this._componentsMap, n = [];
		t.each(function(e, t) {
			Wp.hasClass(t) && n.push(t);
		}), Wp.topologicalTravel(n, Wp.getAllClassMainTypes(), function(n) {
			L(t.get(n), function(t) {
				t && (n !== "series" || !wm(t, e)) && t.restoreData();
			});
		});
	}, t.internalField = function() {
		vm = function(e) {
			var t = e._seriesIndices = [];
			L(e._componentsMap.get("series"), function(e) {
				e && t.push(e.componentIndex);
			}), e._seriesIndicesMap = q(t);
		}, ym = function(e) {}, bm = function(e, t) {
			e.option = {}, e.option[xm] = Sm, e._componentsMap = q({ series: [] }), e._componentsCount = q();
			var n = t.aria;
			G(n) && n.enabled == null && (n.enabled = !0), Tm(t, e._theme.option), N(t, Jp, !1), e._mergeOption(t, null);
		};
	}(), t;
}(Df);
function wm(e, t) {
	if (t) {
		var n = t.seriesIndex, r = t.seriesId, i = t.seriesName;
		return n != null && e.componentIndex !== n || r != null && e.id !== r || i != null && e.name !== i;
	}
}
function Tm(e, t) {
	var n = e.color && !e.colorLayer;
	L(t, function(t, r) {
		r === "colorLayer" && n || Wp.hasClass(r) || (typeof t == "object" ? e[r] = e[r] ? N(e[r], t, !1) : M(t) : e[r] ?? (e[r] = t));
	});
}
function Em(e, t, n) {
	if (H(t)) {
		var r = q();
		return L(t, function(e) {
			e != null && Xa(e, null) != null && r.set(e, !0);
		}), ce(n, function(t) {
			return t && r.get(t[e]);
		});
	}
	var i = Xa(t, null);
	return ce(n, function(t) {
		return t && i != null && t[e] === i;
	});
}
function Dm(e, t) {
	return t.hasOwnProperty("subType") ? ce(e, function(e) {
		return e && e.subType === t.subType;
	}) : e;
}
function Om(e) {
	var t = q();
	return e && L(Ia(e.replaceMerge), function(e) {
		t.set(e, !0);
	}), { replaceMergeMainTypeMap: t };
}
oe(Cm, mm);
// ../../../work/main/frontend/node_modules/echarts/lib/core/ExtensionAPI.js
var km = [
	"getDom",
	"getZr",
	"getWidth",
	"getHeight",
	"getDevicePixelRatio",
	"dispatchAction",
	"isSSR",
	"isDisposed",
	"on",
	"off",
	"getDataURL",
	"getConnectedDataURL",
	"getOption",
	"getId",
	"updateLabelLayout"
], Am = function() {
	function e(e) {
		L(km, function(t) {
			this[t] = V(e[t], e);
		}, this);
	}
	return e;
}(), jm = {}, Mm = function() {
	function e() {
		this._coordinateSystems = [];
	}
	return e.prototype.create = function(e, t) {
		var n = [];
		L(jm, function(r, i) {
			var a = r.create(e, t);
			n = n.concat(a || []);
		}), this._coordinateSystems = n;
	}, e.prototype.update = function(e, t) {
		L(this._coordinateSystems, function(n) {
			n.update && n.update(e, t);
		});
	}, e.prototype.getCoordinateSystems = function() {
		return this._coordinateSystems.slice();
	}, e.register = function(e, t) {
		jm[e] = t;
	}, e.get = function(e) {
		return jm[e];
	}, e;
}(), Nm = /^(min|max)?(.+)$/, Pm = function() {
	function e(e) {
		this._timelineOptions = [], this._mediaList = [], this._currentMediaIndices = [], this._api = e;
	}
	return e.prototype.setOption = function(e, t, n) {
		e && (L(Ia(e.series), function(e) {
			e && e.data && me(e.data) && Ee(e.data);
		}), L(Ia(e.dataset), function(e) {
			e && e.source && me(e.source) && Ee(e.source);
		})), e = M(e);
		var r = this._optionBackup, i = Fm(e, t, !r);
		this._newBaseOption = i.baseOption, r ? (i.timelineOptions.length && (r.timelineOptions = i.timelineOptions), i.mediaList.length && (r.mediaList = i.mediaList), i.mediaDefault && (r.mediaDefault = i.mediaDefault)) : this._optionBackup = i;
	}, e.prototype.mountOption = function(e) {
		var t = this._optionBackup;
		return this._timelineOptions = t.timelineOptions, this._mediaList = t.mediaList, this._mediaDefault = t.mediaDefault, this._currentMediaIndices = [], M(e ? t.baseOption : this._newBaseOption);
	}, e.prototype.getTimelineOption = function(e) {
		var t, n = this._timelineOptions;
		if (n.length) {
			var r = e.getComponent("timeline");
			r && (t = M(n[r.getCurrentIndex()]));
		}
		return t;
	}, e.prototype.getMediaOption = function(e) {
		var t = this._api.getWidth(), n = this._api.getHeight(), r = this._mediaList, i = this._mediaDefault, a = [], o = [];
		if (!r.length && !i) return o;
		for (var s = 0, c = r.length; s < c; s++) Im(r[s].query, t, n) && a.push(s);
		return !a.length && i && (a = [-1]), a.length && !Rm(a, this._currentMediaIndices) && (o = R(a, function(e) {
			return M(e === -1 ? i.option : r[e].option);
		})), this._currentMediaIndices = a, o;
	}, e;
}();
function Fm(e, t, n) {
	var r = [], i, a, o = e.baseOption, s = e.timeline, c = e.options, l = e.media, u = !!e.media, d = !!(c || s || o && o.timeline);
	o ? (a = o, a.timeline || (a.timeline = s)) : ((d || u) && (e.options = e.media = null), a = e), u && H(l) && L(l, function(e) {
		e && e.option && (e.query ? r.push(e) : i || (i = e));
	}), f(a), L(c, function(e) {
		return f(e);
	}), L(r, function(e) {
		return f(e.option);
	});
	function f(e) {
		L(t, function(t) {
			t(e, n);
		});
	}
	return {
		baseOption: a,
		timelineOptions: c || [],
		mediaDefault: i,
		mediaList: r
	};
}
function Im(e, t, n) {
	var r = {
		width: t,
		height: n,
		aspectratio: t / n
	}, i = !0;
	return L(e, function(e, t) {
		var n = t.match(Nm);
		if (n && n[1] && n[2]) {
			var a = n[1];
			Lm(r[n[2].toLowerCase()], e, a) || (i = !1);
		}
	}), i;
}
function Lm(e, t, n) {
	return n === "min" ? e >= t : n === "max" ? e <= t : e === t;
}
function Rm(e, t) {
	return e.join(",") === t.join(",");
}
// ../../../work/main/frontend/node_modules/echarts/lib/preprocessor/helper/compatStyle.js
var zm = L, Bm = G, Vm = [
	"areaStyle",
	"lineStyle",
	"nodeStyle",
	"linkStyle",
	"chordStyle",
	"label",
	"labelLine"
];
function Hm(e) {
	var t = e && e.itemStyle;
	if (t) for (var n = 0, r = Vm.length; n < r; n++) {
		var i = Vm[n], a = t.normal, o = t.emphasis;
		a && a[i] && (e[i] = e[i] || {}, e[i].normal ? N(e[i].normal, a[i]) : e[i].normal = a[i], a[i] = null), o && o[i] && (e[i] = e[i] || {}, e[i].emphasis ? N(e[i].emphasis, o[i]) : e[i].emphasis = o[i], o[i] = null);
	}
}
function Um(e, t, n) {
	if (e && e[t] && (e[t].normal || e[t].emphasis)) {
		var r = e[t].normal, i = e[t].emphasis;
		r && (n ? (e[t].normal = e[t].emphasis = null, F(e[t], r)) : e[t] = r), i && (e.emphasis = e.emphasis || {}, e.emphasis[t] = i, i.focus && (e.emphasis.focus = i.focus), i.blurScope && (e.emphasis.blurScope = i.blurScope));
	}
}
function Wm(e) {
	Um(e, "itemStyle"), Um(e, "lineStyle"), Um(e, "areaStyle"), Um(e, "label"), Um(e, "labelLine"), Um(e, "upperLabel"), Um(e, "edgeLabel");
}
function Gm(e, t) {
	var n = Bm(e) && e[t], r = Bm(n) && n.textStyle;
	if (r) for (var i = 0, a = Ra.length; i < a; i++) {
		var o = Ra[i];
		r.hasOwnProperty(o) && (n[o] = r[o]);
	}
}
function Km(e) {
	e && (Wm(e), Gm(e, "label"), e.emphasis && Gm(e.emphasis, "label"));
}
function qm(e) {
	if (Bm(e)) {
		Hm(e), Wm(e), Gm(e, "label"), Gm(e, "upperLabel"), Gm(e, "edgeLabel"), e.emphasis && (Gm(e.emphasis, "label"), Gm(e.emphasis, "upperLabel"), Gm(e.emphasis, "edgeLabel"));
		var t = e.markPoint;
		t && (Hm(t), Km(t));
		var n = e.markLine;
		n && (Hm(n), Km(n));
		var r = e.markArea;
		r && Km(r);
		var i = e.data;
		if (e.type === "graph") {
			i = i || e.nodes;
			var a = e.links || e.edges;
			if (a && !me(a)) for (var o = 0; o < a.length; o++) Km(a[o]);
			L(e.categories, function(e) {
				Wm(e);
			});
		}
		if (i && !me(i)) for (var o = 0; o < i.length; o++) Km(i[o]);
		if (t = e.markPoint, t && t.data) for (var s = t.data, o = 0; o < s.length; o++) Km(s[o]);
		if (n = e.markLine, n && n.data) for (var c = n.data, o = 0; o < c.length; o++) H(c[o]) ? (Km(c[o][0]), Km(c[o][1])) : Km(c[o]);
		e.type === "gauge" ? (Gm(e, "axisLabel"), Gm(e, "title"), Gm(e, "detail")) : e.type === "treemap" ? (Um(e.breadcrumb, "itemStyle"), L(e.levels, function(e) {
			Wm(e);
		})) : e.type === "tree" && Wm(e.leaves);
	}
}
function Jm(e) {
	return H(e) ? e : e ? [e] : [];
}
function Ym(e) {
	return (H(e) ? e[0] : e) || {};
}
function Xm(e, t) {
	zm(Jm(e.series), function(e) {
		Bm(e) && qm(e);
	});
	var n = [
		"xAxis",
		"yAxis",
		"radiusAxis",
		"angleAxis",
		"singleAxis",
		"parallelAxis",
		"radar"
	];
	t && n.push("valueAxis", "categoryAxis", "logAxis", "timeAxis"), zm(n, function(t) {
		zm(Jm(e[t]), function(e) {
			e && (Gm(e, "axisLabel"), Gm(e.axisPointer, "label"));
		});
	}), zm(Jm(e.parallel), function(e) {
		var t = e && e.parallelAxisDefault;
		Gm(t, "axisLabel"), Gm(t && t.axisPointer, "label");
	}), zm(Jm(e.calendar), function(e) {
		Um(e, "itemStyle"), Gm(e, "dayLabel"), Gm(e, "monthLabel"), Gm(e, "yearLabel");
	}), zm(Jm(e.radar), function(e) {
		Gm(e, "name"), e.name && e.axisName == null && (e.axisName = e.name, delete e.name), e.nameGap != null && e.axisNameGap == null && (e.axisNameGap = e.nameGap, delete e.nameGap);
	}), zm(Jm(e.geo), function(e) {
		Bm(e) && (Km(e), zm(Jm(e.regions), function(e) {
			Km(e);
		}));
	}), zm(Jm(e.timeline), function(e) {
		Km(e), Um(e, "label"), Um(e, "itemStyle"), Um(e, "controlStyle", !0);
		var t = e.data;
		H(t) && L(t, function(e) {
			G(e) && (Um(e, "label"), Um(e, "itemStyle"));
		});
	}), zm(Jm(e.toolbox), function(e) {
		Um(e, "iconStyle"), zm(e.feature, function(e) {
			Um(e, "iconStyle");
		});
	}), Gm(Ym(e.axisPointer), "label"), Gm(Ym(e.tooltip).axisPointer, "label");
}
// ../../../work/main/frontend/node_modules/echarts/lib/preprocessor/backwardCompat.js
function Zm(e, t) {
	for (var n = t.split(","), r = e, i = 0; i < n.length && (r = r && r[n[i]], r != null); i++);
	return r;
}
function Qm(e, t, n, r) {
	for (var i = t.split(","), a = e, o, s = 0; s < i.length - 1; s++) o = i[s], a[o] ?? (a[o] = {}), a = a[o];
	(r || a[i[s]] == null) && (a[i[s]] = n);
}
function $m(e) {
	e && L(eh, function(t) {
		t[0] in e && !(t[1] in e) && (e[t[1]] = e[t[0]]);
	});
}
var eh = [
	["x", "left"],
	["y", "top"],
	["x2", "right"],
	["y2", "bottom"]
], th = [
	"grid",
	"geo",
	"parallel",
	"legend",
	"toolbox",
	"title",
	"visualMap",
	"dataZoom",
	"timeline"
], nh = [
	["borderRadius", "barBorderRadius"],
	["borderColor", "barBorderColor"],
	["borderWidth", "barBorderWidth"]
];
function rh(e) {
	var t = e && e.itemStyle;
	if (t) for (var n = 0; n < nh.length; n++) {
		var r = nh[n][1], i = nh[n][0];
		t[r] != null && (t[i] = t[r]);
	}
}
function ih(e) {
	e && e.alignTo === "edge" && e.margin != null && e.edgeDistance == null && (e.edgeDistance = e.margin);
}
function ah(e) {
	e && e.downplay && !e.blur && (e.blur = e.downplay);
}
function oh(e) {
	e && e.focusNodeAdjacency != null && (e.emphasis = e.emphasis || {}, e.emphasis.focus ?? (e.emphasis.focus = "adjacency"));
}
function sh(e, t) {
	if (e) for (var n = 0; n < e.length; n++) t(e[n]), e[n] && sh(e[n].children, t);
}
function ch(e, t) {
	Xm(e, t), e.series = Ia(e.series), L(e.series, function(e) {
		if (G(e)) {
			var t = e.type;
			if (t === "line") e.clipOverflow != null && (e.clip = e.clipOverflow);
			else if (t === "pie" || t === "gauge") {
				e.clockWise != null && (e.clockwise = e.clockWise), ih(e.label);
				var n = e.data;
				if (n && !me(n)) for (var r = 0; r < n.length; r++) ih(n[r]);
				e.hoverOffset != null && (e.emphasis = e.emphasis || {}, (e.emphasis.scaleSize = null) && (e.emphasis.scaleSize = e.hoverOffset));
			} else if (t === "gauge") {
				var i = Zm(e, "pointer.color");
				i != null && Qm(e, "itemStyle.color", i);
			} else if (t === "bar") {
				rh(e), rh(e.backgroundStyle), rh(e.emphasis);
				var n = e.data;
				if (n && !me(n)) for (var r = 0; r < n.length; r++) typeof n[r] == "object" && (rh(n[r]), rh(n[r] && n[r].emphasis));
			} else if (t === "sunburst") {
				var a = e.highlightPolicy;
				a && (e.emphasis = e.emphasis || {}, e.emphasis.focus || (e.emphasis.focus = a)), ah(e), sh(e.data, ah);
			} else t === "graph" || t === "sankey" ? oh(e) : t === "map" && (e.mapType && !e.map && (e.map = e.mapType), e.mapLocation && F(e, e.mapLocation));
			e.hoverAnimation != null && (e.emphasis = e.emphasis || {}, e.emphasis && e.emphasis.scale == null && (e.emphasis.scale = e.hoverAnimation)), $m(e);
		}
	}), e.dataRange && (e.visualMap = e.dataRange), L(th, function(t) {
		var n = e[t];
		n && (H(n) || (n = [n]), L(n, function(e) {
			$m(e);
		}));
	});
}
// ../../../work/main/frontend/node_modules/echarts/lib/processor/dataStack.js
function lh(e) {
	var t = q();
	e.eachSeries(function(e) {
		var n = e.get("stack");
		if (n) {
			var r = t.get(n) || t.set(n, []), i = e.getData(), a = {
				stackResultDimension: i.getCalculationInfo("stackResultDimension"),
				stackedOverDimension: i.getCalculationInfo("stackedOverDimension"),
				stackedDimension: i.getCalculationInfo("stackedDimension"),
				stackedByDimension: i.getCalculationInfo("stackedByDimension"),
				isStackedByIndex: i.getCalculationInfo("isStackedByIndex"),
				data: i,
				seriesModel: e
			};
			if (!a.stackedDimension || !(a.isStackedByIndex || a.stackedByDimension)) return;
			r.length && i.setCalculationInfo("stackedOnSeries", r[r.length - 1].seriesModel), r.push(a);
		}
	}), t.each(uh);
}
function uh(e) {
	L(e, function(t, n) {
		var r = [], i = [NaN, NaN], a = [t.stackResultDimension, t.stackedOverDimension], o = t.data, s = t.isStackedByIndex, c = t.seriesModel.get("stackStrategy") || "samesign";
		o.modify(a, function(a, l, u) {
			var d = o.get(t.stackedDimension, u);
			if (isNaN(d)) return i;
			var f, p;
			s ? p = o.getRawIndex(u) : f = o.get(t.stackedByDimension, u);
			for (var m = NaN, h = n - 1; h >= 0; h--) {
				var g = e[h];
				if (s || (p = g.data.rawIndexOf(g.stackedByDimension, f)), p >= 0) {
					var _ = g.data.getByRawIndex(g.stackResultDimension, p);
					if (c === "all" || c === "positive" && _ > 0 || c === "negative" && _ < 0 || c === "samesign" && d >= 0 && _ > 0 || c === "samesign" && d <= 0 && _ < 0) {
						d = va(d, _), m = _;
						break;
					}
				}
			}
			return r[0] = d, r[1] = m, r;
		});
	});
}
// ../../../work/main/frontend/node_modules/echarts/lib/data/Source.js
var dh = function() {
	function e(e) {
		this.data = e.data || (e.sourceFormat === "keyedColumns" ? {} : []), this.sourceFormat = e.sourceFormat || "unknown", this.seriesLayoutBy = e.seriesLayoutBy || "column", this.startIndex = e.startIndex || 0, this.dimensionsDetectedCount = e.dimensionsDetectedCount, this.metaRawOption = e.metaRawOption;
		var t = this.dimensionsDefine = e.dimensionsDefine;
		if (t) for (var n = 0; n < t.length; n++) {
			var r = t[n];
			r.type == null && lm(this, n) === rm.Must && (r.type = "ordinal");
		}
	}
	return e;
}();
function fh(e) {
	return e instanceof dh;
}
function ph(e, t, n) {
	n = n || gh(e);
	var r = t.seriesLayoutBy, i = _h(e, n, r, t.sourceHeader, t.dimensions);
	return new dh({
		data: e,
		sourceFormat: n,
		seriesLayoutBy: r,
		dimensionsDefine: i.dimensionsDefine,
		startIndex: i.startIndex,
		dimensionsDetectedCount: i.dimensionsDetectedCount,
		metaRawOption: M(t)
	});
}
function mh(e) {
	return new dh({
		data: e,
		sourceFormat: me(e) ? em : Xp
	});
}
function hh(e) {
	return new dh({
		data: e.data,
		sourceFormat: e.sourceFormat,
		seriesLayoutBy: e.seriesLayoutBy,
		dimensionsDefine: M(e.dimensionsDefine),
		startIndex: e.startIndex,
		dimensionsDetectedCount: e.dimensionsDetectedCount
	});
}
function gh(e) {
	var t = tm;
	if (me(e)) t = em;
	else if (H(e)) {
		e.length === 0 && (t = Zp);
		for (var n = 0, r = e.length; n < r; n++) {
			var i = e[n];
			if (i != null) {
				if (H(i) || me(i)) {
					t = Zp;
					break;
				}
				if (G(i)) {
					t = Qp;
					break;
				}
			}
		}
	} else if (G(e)) {
		for (var a in e) if (J(e, a) && se(e[a])) {
			t = $p;
			break;
		}
	}
	return t;
}
function _h(e, t, n, r, i) {
	var a, o;
	if (!e) return {
		dimensionsDefine: yh(i),
		startIndex: o,
		dimensionsDetectedCount: a
	};
	if (t === "arrayRows") {
		var s = e;
		r === "auto" || r == null ? bh(function(e) {
			e != null && e !== "-" && (W(e) ? o ?? (o = 1) : o = 0);
		}, n, s, 10) : o = fe(r) ? r : +!!r, !i && o === 1 && (i = [], bh(function(e, t) {
			i[t] = e == null ? "" : e + "";
		}, n, s, Infinity)), a = i ? i.length : n === "row" ? s.length : s[0] ? s[0].length : null;
	} else if (t === "objectRows") i || (i = vh(e));
	else if (t === "keyedColumns") i || (i = [], L(e, function(e, t) {
		i.push(t);
	}));
	else if (t === "original") {
		var c = za(e[0]);
		a = H(c) && c.length || 1;
	}
	return {
		startIndex: o,
		dimensionsDefine: yh(i),
		dimensionsDetectedCount: a
	};
}
function vh(e) {
	for (var t = 0, n; t < e.length && !(n = e[t++]););
	if (n) return B(n);
}
function yh(e) {
	if (e) {
		var t = q();
		return R(e, function(e, n) {
			e = G(e) ? e : { name: e };
			var r = {
				name: e.name,
				displayName: e.displayName,
				type: e.type
			};
			if (r.name == null) return r;
			r.name += "", r.displayName ?? (r.displayName = r.name);
			var i = t.get(r.name);
			return i ? r.name += "-" + i.count++ : t.set(r.name, { count: 1 }), r;
		});
	}
}
function bh(e, t, n, r) {
	if (t === "row") for (var i = 0; i < n.length && i < r; i++) e(n[i] ? n[i][0] : null, i);
	else for (var a = n[0] || [], i = 0; i < a.length && i < r; i++) e(a[i], i);
}
function xh(e) {
	var t = e.sourceFormat;
	return t === "objectRows" || t === "keyedColumns";
}
// ../../../work/main/frontend/node_modules/echarts/lib/data/helper/dataProvider.js
var Sh, Ch, wh, Th, Eh, Dh = function() {
	function e(e, t) {
		var n = fh(e) ? e : mh(e);
		this._source = n;
		var r = this._data = n.data;
		n.sourceFormat === "typedArray" && (this._offset = 0, this._dimSize = t, this._data = r), Eh(this, r, n);
	}
	return e.prototype.getSource = function() {
		return this._source;
	}, e.prototype.count = function() {
		return 0;
	}, e.prototype.getItem = function(e, t) {}, e.prototype.appendData = function(e) {}, e.prototype.clean = function() {}, e.protoInitialize = function() {
		var t = e.prototype;
		t.pure = !1, t.persistent = !0;
	}(), e.internalField = function() {
		var e;
		Eh = function(e, i, a) {
			var o = a.sourceFormat, s = a.seriesLayoutBy, c = a.startIndex, l = a.dimensionsDefine, u = Th[Lh(o, s)];
			P(e, u), o === "typedArray" ? (e.getItem = t, e.count = r, e.fillStorage = n) : (e.getItem = V(Ah(o, s), null, i, c, l), e.count = V(Nh(o, s), null, i, c, l));
		};
		var t = function(e, t) {
			e -= this._offset, t = t || [];
			for (var n = this._data, r = this._dimSize, i = r * e, a = 0; a < r; a++) t[a] = n[i + a];
			return t;
		}, n = function(e, t, n, r) {
			for (var i = this._data, a = this._dimSize, o = 0; o < a; o++) {
				for (var s = r[o], c = s[0] == null ? Infinity : s[0], l = s[1] == null ? -Infinity : s[1], u = t - e, d = n[o], f = 0; f < u; f++) {
					var p = i[f * a + o];
					d[e + f] = p, p < c && (c = p), p > l && (l = p);
				}
				s[0] = c, s[1] = l;
			}
		}, r = function() {
			return this._data ? this._data.length / this._dimSize : 0;
		};
		Th = (e = {}, e[Zp + "_" + nm] = {
			pure: !0,
			appendData: i
		}, e[Zp + "_row"] = {
			pure: !0,
			appendData: function() {
				throw Error("Do not support appendData when set seriesLayoutBy: \"row\".");
			}
		}, e[Qp] = {
			pure: !0,
			appendData: i
		}, e[$p] = {
			pure: !0,
			appendData: function(e) {
				var t = this._data;
				L(e, function(e, n) {
					for (var r = t[n] || (t[n] = []), i = 0; i < (e || []).length; i++) r.push(e[i]);
				});
			}
		}, e[Xp] = { appendData: i }, e[em] = {
			persistent: !1,
			pure: !0,
			appendData: function(e) {
				this._data = e;
			},
			clean: function() {
				this._offset += this.count(), this._data = null;
			}
		}, e);
		function i(e) {
			for (var t = 0; t < e.length; t++) this._data.push(e[t]);
		}
	}(), e;
}(), Oh = function(e, t, n, r) {
	return e[r];
}, kh = (Sh = {}, Sh[Zp + "_" + nm] = function(e, t, n, r) {
	return e[r + t];
}, Sh[Zp + "_row"] = function(e, t, n, r, i) {
	r += t;
	for (var a = i || [], o = e, s = 0; s < o.length; s++) {
		var c = o[s];
		a[s] = c ? c[r] : null;
	}
	return a;
}, Sh[Qp] = Oh, Sh[$p] = function(e, t, n, r, i) {
	for (var a = i || [], o = 0; o < n.length; o++) {
		var s = e[n[o].name];
		a[o] = s ? s[r] : null;
	}
	return a;
}, Sh[Xp] = Oh, Sh);
function Ah(e, t) {
	return kh[Lh(e, t)];
}
var jh = function(e, t, n) {
	return e.length;
}, Mh = (Ch = {}, Ch[Zp + "_" + nm] = function(e, t, n) {
	return Math.max(0, e.length - t);
}, Ch[Zp + "_row"] = function(e, t, n) {
	var r = e[0];
	return r ? Math.max(0, r.length - t) : 0;
}, Ch[Qp] = jh, Ch[$p] = function(e, t, n) {
	var r = e[n[0].name];
	return r ? r.length : 0;
}, Ch[Xp] = jh, Ch);
function Nh(e, t) {
	return Mh[Lh(e, t)];
}
var Ph = function(e, t, n) {
	return e[t];
}, Fh = (wh = {}, wh[Zp] = Ph, wh[Qp] = function(e, t, n) {
	return e[n];
}, wh[$p] = Ph, wh[Xp] = function(e, t, n) {
	var r = za(e);
	return r instanceof Array ? r[t] : r;
}, wh[em] = Ph, wh);
function Ih(e) {
	return Fh[e];
}
function Lh(e, t) {
	return e === "arrayRows" ? e + "_" + t : e;
}
function Rh(e, t, n) {
	if (e) {
		var r = e.getRawDataItem(t);
		if (r != null) {
			var i = e.getStore(), a = i.getSource().sourceFormat;
			if (n != null) {
				var o = e.getDimensionIndex(n), s = i.getDimensionProperty(o);
				return Ih(a)(r, o, s);
			}
			var c = r;
			return a === "original" && (c = za(r)), c;
		}
	}
}
// ../../../work/main/frontend/node_modules/echarts/lib/model/mixin/dataFormat.js
var zh = /\{@(.+?)\}/g, Bh = function() {
	function e() {}
	return e.prototype.getDataParams = function(e, t) {
		var n = this.getData(t), r = this.getRawValue(e, t), i = n.getRawIndex(e), a = n.getName(e), o = n.getRawDataItem(e), s = n.getItemVisual(e, "style"), c = s && s[n.getItemVisual(e, "drawType") || "fill"], l = s && s.stroke, u = this.mainType, d = u === "series", f = n.userOutput && n.userOutput.get();
		return {
			componentType: u,
			componentSubType: this.subType,
			componentIndex: this.componentIndex,
			seriesType: d ? this.subType : null,
			seriesIndex: this.seriesIndex,
			seriesId: d ? this.id : null,
			seriesName: d ? this.name : null,
			name: a,
			dataIndex: i,
			data: o,
			dataType: t,
			value: r,
			color: c,
			borderColor: l,
			dimensionNames: f ? f.fullDimensions : null,
			encode: f ? f.encode : null,
			$vars: [
				"seriesName",
				"name",
				"value"
			]
		};
	}, e.prototype.getFormattedLabel = function(e, t, n, r, i, a) {
		t = t || "normal";
		var o = this.getData(n), s = this.getDataParams(e, n);
		if (a && (s.value = a.interpolatedValue), r != null && H(s.value) && (s.value = s.value[r]), i || (i = o.getItemModel(e).get(t === "normal" ? ["label", "formatter"] : [
			t,
			"label",
			"formatter"
		])), U(i)) return s.status = t, s.dimensionIndex = r, i(s);
		if (W(i)) return kp(i, s).replace(zh, function(t, n) {
			var r = n.length, i = n;
			i.charAt(0) === "[" && i.charAt(r - 1) === "]" && (i = +i.slice(1, r - 1));
			var s = Rh(o, e, i);
			if (a && H(a.interpolatedValue)) {
				var c = o.getDimensionIndex(i);
				c >= 0 && (s = a.interpolatedValue[c]);
			}
			return s == null ? "" : s + "";
		});
	}, e.prototype.getRawValue = function(e, t) {
		return Rh(this.getData(t), e);
	}, e.prototype.formatTooltip = function(e, t, n) {}, e;
}();
function Vh(e) {
	var t, n;
	return G(e) ? e.type && (n = e) : t = e, {
		text: t,
		frag: n
	};
}
// ../../../work/main/frontend/node_modules/echarts/lib/core/task.js
function Hh(e) {
	return new Uh(e);
}
var Uh = function() {
	function e(e) {
		e = e || {}, this._reset = e.reset, this._plan = e.plan, this._count = e.count, this._onDirty = e.onDirty, this._dirty = !0;
	}
	return e.prototype.perform = function(e) {
		var t = this._upstream, n = e && e.skip;
		if (this._dirty && t) {
			var r = this.context;
			r.data = r.outputData = t.context.outputData;
		}
		this.__pipeline && (this.__pipeline.currentTask = this);
		var i;
		this._plan && !n && (i = this._plan(this.context));
		var a = l(this._modBy), o = this._modDataCount || 0, s = l(e && e.modBy), c = e && e.modDataCount || 0;
		(a !== s || o !== c) && (i = "reset");
		function l(e) {
			return !(e >= 1) && (e = 1), e;
		}
		var u;
		(this._dirty || i === "reset") && (this._dirty = !1, u = this._doReset(n)), this._modBy = s, this._modDataCount = c;
		var d = e && e.step;
		if (this._dueEnd = t ? t._outputDueEnd : this._count ? this._count(this.context) : Infinity, this._progress) {
			var f = this._dueIndex, p = Math.min(d == null ? Infinity : this._dueIndex + d, this._dueEnd);
			if (!n && (u || f < p)) {
				var m = this._progress;
				if (H(m)) for (var h = 0; h < m.length; h++) this._doProgress(m[h], f, p, s, c);
				else this._doProgress(m, f, p, s, c);
			}
			this._dueIndex = p;
			var g = this._settedOutputEnd == null ? p : this._settedOutputEnd;
			this._outputDueEnd = g;
		} else this._dueIndex = this._outputDueEnd = this._settedOutputEnd == null ? this._dueEnd : this._settedOutputEnd;
		return this.unfinished();
	}, e.prototype.dirty = function() {
		this._dirty = !0, this._onDirty && this._onDirty(this.context);
	}, e.prototype._doProgress = function(e, t, n, r, i) {
		Wh.reset(t, n, r, i), this._callingProgress = e, this._callingProgress({
			start: t,
			end: n,
			count: n - t,
			next: Wh.next
		}, this.context);
	}, e.prototype._doReset = function(e) {
		this._dueIndex = this._outputDueEnd = this._dueEnd = 0, this._settedOutputEnd = null;
		var t, n;
		!e && this._reset && (t = this._reset(this.context), t && t.progress && (n = t.forceFirstProgress, t = t.progress), H(t) && !t.length && (t = null)), this._progress = t, this._modBy = this._modDataCount = null;
		var r = this._downstream;
		return r && r.dirty(), n;
	}, e.prototype.unfinished = function() {
		return this._progress && this._dueIndex < this._dueEnd;
	}, e.prototype.pipe = function(e) {
		(this._downstream !== e || this._dirty) && (this._downstream = e, e._upstream = this, e.dirty());
	}, e.prototype.dispose = function() {
		this._disposed || (this._upstream && (this._upstream._downstream = null), this._downstream && (this._downstream._upstream = null), this._dirty = !1, this._disposed = !0);
	}, e.prototype.getUpstream = function() {
		return this._upstream;
	}, e.prototype.getDownstream = function() {
		return this._downstream;
	}, e.prototype.setOutputEnd = function(e) {
		this._outputDueEnd = this._settedOutputEnd = e;
	}, e;
}(), Wh = function() {
	var e, t, n, r, i, a = { reset: function(c, l, u, d) {
		t = c, e = l, n = u, r = d, i = Math.ceil(r / n), a.next = n > 1 && r > 0 ? s : o;
	} };
	return a;
	function o() {
		return t < e ? t++ : null;
	}
	function s() {
		var a = t % i * n + Math.ceil(t / i), o = t >= e ? null : a < r ? a : t;
		return t++, o;
	}
}();
// ../../../work/main/frontend/node_modules/echarts/lib/data/helper/dataValueHelper.js
function Gh(e, t) {
	var n = t && t.type;
	return n === "ordinal" ? e : (n === "time" && !fe(e) && e != null && e !== "-" && (e = +Sa(e)), e == null || e === "" ? NaN : Number(e));
}
q({
	number: function(e) {
		return parseFloat(e);
	},
	time: function(e) {
		return +Sa(e);
	},
	trim: function(e) {
		return W(e) ? we(e) : e;
	}
});
var Kh = {
	lt: function(e, t) {
		return e < t;
	},
	lte: function(e, t) {
		return e <= t;
	},
	gt: function(e, t) {
		return e > t;
	},
	gte: function(e, t) {
		return e >= t;
	}
};
(function() {
	function e(e, t) {
		fe(t) || Ma(""), this._opFn = Kh[e], this._rvalFloat = Da(t);
	}
	return e.prototype.evaluate = function(e) {
		return fe(e) ? this._opFn(e, this._rvalFloat) : this._opFn(Da(e), this._rvalFloat);
	}, e;
})();
var qh = function() {
	function e(e, t) {
		var n = e === "desc";
		this._resultLT = n ? 1 : -1, t ?? (t = n ? "min" : "max"), this._incomparable = t === "min" ? -Infinity : Infinity;
	}
	return e.prototype.evaluate = function(e, t) {
		var n = fe(e) ? e : Da(e), r = fe(t) ? t : Da(t), i = isNaN(n), a = isNaN(r);
		if (i && (n = this._incomparable), a && (r = this._incomparable), i && a) {
			var o = W(e), s = W(t);
			o && (n = s ? e : 0), s && (r = o ? t : 0);
		}
		return n < r ? this._resultLT : n > r ? -this._resultLT : 0;
	}, e;
}();
(function() {
	function e(e, t) {
		this._rval = t, this._isEQ = e, this._rvalTypeof = typeof t, this._rvalFloat = Da(t);
	}
	return e.prototype.evaluate = function(e) {
		var t = e === this._rval;
		if (!t) {
			var n = typeof e;
			n !== this._rvalTypeof && (n === "number" || this._rvalTypeof === "number") && (t = Da(e) === this._rvalFloat);
		}
		return this._isEQ ? t : !t;
	}, e;
})();
// ../../../work/main/frontend/node_modules/echarts/lib/data/helper/transform.js
var Jh = function() {
	function e() {}
	return e.prototype.getRawData = function() {
		throw Error("not supported");
	}, e.prototype.getRawDataItem = function(e) {
		throw Error("not supported");
	}, e.prototype.cloneRawData = function() {}, e.prototype.getDimensionInfo = function(e) {}, e.prototype.cloneAllDimensionInfo = function() {}, e.prototype.count = function() {}, e.prototype.retrieveValue = function(e, t) {}, e.prototype.retrieveValueFromItem = function(e, t) {}, e.prototype.convertValue = function(e, t) {
		return Gh(e, t);
	}, e;
}();
function Yh(e, t) {
	var n = new Jh(), r = e.data, i = n.sourceFormat = e.sourceFormat, a = e.startIndex;
	e.seriesLayoutBy !== "column" && Ma("");
	var o = [], s = {}, c = e.dimensionsDefine;
	if (c) L(c, function(e, t) {
		var n = e.name, r = {
			index: t,
			name: n,
			displayName: e.displayName
		};
		o.push(r), n != null && (J(s, n) && Ma(""), s[n] = r);
	});
	else for (var l = 0; l < e.dimensionsDetectedCount; l++) o.push({ index: l });
	var u = Ah(i, nm);
	t.__isBuiltIn && (n.getRawDataItem = function(e) {
		return u(r, a, o, e);
	}, n.getRawData = V(Xh, null, e)), n.cloneRawData = V(Zh, null, e), n.count = V(Nh(i, nm), null, r, a, o);
	var d = Ih(i);
	n.retrieveValue = function(e, t) {
		return f(u(r, a, o, e), t);
	};
	var f = n.retrieveValueFromItem = function(e, t) {
		if (e != null) {
			var n = o[t];
			if (n) return d(e, t, n.name);
		}
	};
	return n.getDimensionInfo = V(Qh, null, o, s), n.cloneAllDimensionInfo = V($h, null, o), n;
}
function Xh(e) {
	var t = e.sourceFormat;
	return ig(t) || Ma(""), e.data;
}
function Zh(e) {
	var t = e.sourceFormat, n = e.data;
	if (ig(t) || Ma(""), t === "arrayRows") {
		for (var r = [], i = 0, a = n.length; i < a; i++) r.push(n[i].slice());
		return r;
	}
	if (t === "objectRows") {
		for (var r = [], i = 0, a = n.length; i < a; i++) r.push(P({}, n[i]));
		return r;
	}
}
function Qh(e, t, n) {
	if (n != null) {
		if (fe(n) || !isNaN(n) && !J(t, n)) return e[n];
		if (J(t, n)) return t[n];
	}
}
function $h(e) {
	return M(e);
}
var eg = q();
function tg(e) {
	e = M(e);
	var t = e.type, n = "";
	t || Ma(n);
	var r = t.split(":");
	r.length !== 2 && Ma(n);
	var i = !1;
	r[0] === "echarts" && (t = r[1], i = !0), e.__isBuiltIn = i, eg.set(t, e);
}
function ng(e, t, n) {
	var r = Ia(e), i = r.length;
	i || Ma("");
	for (var a = 0, o = i; a < o; a++) {
		var s = r[a];
		t = rg(s, t, n, i === 1 ? null : a), a !== o - 1 && (t.length = Math.max(t.length, 1));
	}
	return t;
}
function rg(e, t, n, r) {
	var i = "";
	t.length || Ma(i), G(e) || Ma(i);
	var a = e.type, o = eg.get(a);
	o || Ma(i);
	var s = R(t, function(e) {
		return Yh(e, o);
	});
	return R(Ia(o.transform({
		upstream: s[0],
		upstreamList: s,
		config: M(e.config)
	})), function(e, n) {
		var r = "";
		G(e) || Ma(r), e.data || Ma(r), ig(gh(e.data)) || Ma(r);
		var i, a = t[0];
		if (a && n === 0 && !e.dimensions) {
			var o = a.startIndex;
			o && (e.data = a.data.slice(0, o).concat(e.data)), i = {
				seriesLayoutBy: nm,
				sourceHeader: o,
				dimensions: a.metaRawOption.dimensions
			};
		} else i = {
			seriesLayoutBy: nm,
			sourceHeader: 0,
			dimensions: e.dimensions
		};
		return ph(e.data, i, null);
	});
}
function ig(e) {
	return e === "arrayRows" || e === "objectRows";
}
// ../../../work/main/frontend/node_modules/echarts/lib/data/DataStore.js
var ag = "undefined", og = typeof Uint32Array === ag ? Array : Uint32Array, sg = typeof Uint16Array === ag ? Array : Uint16Array, cg = typeof Int32Array === ag ? Array : Int32Array, lg = typeof Float64Array === ag ? Array : Float64Array, ug = {
	float: lg,
	int: cg,
	ordinal: Array,
	number: Array,
	time: lg
}, dg;
function fg(e) {
	return e > 65535 ? og : sg;
}
function pg() {
	return [Infinity, -Infinity];
}
function mg(e) {
	var t = e.constructor;
	return t === Array ? e.slice() : new t(e);
}
function hg(e, t, n, r, i) {
	var a = ug[n || "float"];
	if (i) {
		var o = e[t], s = o && o.length;
		if (s !== r) {
			for (var c = new a(r), l = 0; l < s; l++) c[l] = o[l];
			e[t] = c;
		}
	} else e[t] = new a(r);
}
var gg = function() {
	function e() {
		this._chunks = [], this._rawExtent = [], this._extent = [], this._count = 0, this._rawCount = 0, this._calcDimNameToIdx = q();
	}
	return e.prototype.initData = function(e, t, n) {
		this._provider = e, this._chunks = [], this._indices = null, this.getRawIndex = this._getRawIdxIdentity;
		var r = e.getSource(), i = this.defaultDimValueGetter = dg[r.sourceFormat];
		this._dimValueGetter = n || i, this._rawExtent = [], xh(r), this._dimensions = R(t, function(e) {
			return {
				type: e.type,
				property: e.property
			};
		}), this._initDataFromProvider(0, e.count());
	}, e.prototype.getProvider = function() {
		return this._provider;
	}, e.prototype.getSource = function() {
		return this._provider.getSource();
	}, e.prototype.ensureCalculationDimension = function(e, t) {
		var n = this._calcDimNameToIdx, r = this._dimensions, i = n.get(e);
		if (i != null) {
			if (r[i].type === t) return i;
		} else i = r.length;
		return r[i] = { type: t }, n.set(e, i), this._chunks[i] = new ug[t || "float"](this._rawCount), this._rawExtent[i] = pg(), i;
	}, e.prototype.collectOrdinalMeta = function(e, t) {
		var n = this._chunks[e], r = this._dimensions[e], i = this._rawExtent, a = r.ordinalOffset || 0, o = n.length;
		a === 0 && (i[e] = pg());
		for (var s = i[e], c = a; c < o; c++) {
			var l = n[c] = t.parseAndCollect(n[c]);
			isNaN(l) || (s[0] = Math.min(l, s[0]), s[1] = Math.max(l, s[1]));
		}
		r.ordinalMeta = t, r.ordinalOffset = o, r.type = "ordinal";
	}, e.prototype.getOrdinalMeta = function(e) {
		return this._dimensions[e].ordinalMeta;
	}, e.prototype.getDimensionProperty = function(e) {
		var t = this._dimensions[e];
		return t && t.property;
	}, e.prototype.appendData = function(e) {
		var t = this._provider, n = this.count();
		t.appendData(e);
		var r = t.count();
		return t.persistent || (r += n), n < r && this._initDataFromProvider(n, r, !0), [n, r];
	}, e.prototype.appendValues = function(e, t) {
		for (var n = this._chunks, r = this._dimensions, i = r.length, a = this._rawExtent, o = this.count(), s = o + Math.max(e.length, t || 0), c = 0; c < i; c++) {
			var l = r[c];
			hg(n, c, l.type, s, !0);
		}
		for (var u = [], d = o; d < s; d++) for (var f = d - o, p = 0; p < i; p++) {
			var l = r[p], m = dg.arrayRows.call(this, e[f] || u, l.property, f, p);
			n[p][d] = m;
			var h = a[p];
			m < h[0] && (h[0] = m), m > h[1] && (h[1] = m);
		}
		return this._rawCount = this._count = s, {
			start: o,
			end: s
		};
	}, e.prototype._initDataFromProvider = function(e, t, n) {
		for (var r = this._provider, i = this._chunks, a = this._dimensions, o = a.length, s = this._rawExtent, c = R(a, function(e) {
			return e.property;
		}), l = 0; l < o; l++) {
			var u = a[l];
			s[l] || (s[l] = pg()), hg(i, l, u.type, t, n);
		}
		if (r.fillStorage) r.fillStorage(e, t, i, s);
		else for (var d = [], f = e; f < t; f++) {
			d = r.getItem(f, d);
			for (var p = 0; p < o; p++) {
				var m = i[p], h = this._dimValueGetter(d, c[p], f, p);
				m[f] = h;
				var g = s[p];
				h < g[0] && (g[0] = h), h > g[1] && (g[1] = h);
			}
		}
		!r.persistent && r.clean && r.clean(), this._rawCount = this._count = t, this._extent = [];
	}, e.prototype.count = function() {
		return this._count;
	}, e.prototype.get = function(e, t) {
		if (!(t >= 0 && t < this._count)) return NaN;
		var n = this._chunks[e];
		return n ? n[this.getRawIndex(t)] : NaN;
	}, e.prototype.getValues = function(e, t) {
		var n = [], r = [];
		if (t == null) {
			t = e, e = [];
			for (var i = 0; i < this._dimensions.length; i++) r.push(i);
		} else r = e;
		for (var i = 0, a = r.length; i < a; i++) n.push(this.get(r[i], t));
		return n;
	}, e.prototype.getByRawIndex = function(e, t) {
		if (!(t >= 0 && t < this._rawCount)) return NaN;
		var n = this._chunks[e];
		return n ? n[t] : NaN;
	}, e.prototype.getSum = function(e) {
		var t = this._chunks[e], n = 0;
		if (t) for (var r = 0, i = this.count(); r < i; r++) {
			var a = this.get(e, r);
			isNaN(a) || (n += a);
		}
		return n;
	}, e.prototype.getMedian = function(e) {
		var t = [];
		this.each([e], function(e) {
			isNaN(e) || t.push(e);
		});
		var n = t.sort(function(e, t) {
			return e - t;
		}), r = this.count();
		return r === 0 ? 0 : r % 2 == 1 ? n[(r - 1) / 2] : (n[r / 2] + n[r / 2 - 1]) / 2;
	}, e.prototype.indexOfRawIndex = function(e) {
		if (e >= this._rawCount || e < 0) return -1;
		if (!this._indices) return e;
		var t = this._indices, n = t[e];
		if (n != null && n < this._count && n === e) return e;
		for (var r = 0, i = this._count - 1; r <= i;) {
			var a = (r + i) / 2 | 0;
			if (t[a] < e) r = a + 1;
			else if (t[a] > e) i = a - 1;
			else return a;
		}
		return -1;
	}, e.prototype.indicesOfNearest = function(e, t, n) {
		var r = this._chunks[e], i = [];
		if (!r) return i;
		n ?? (n = Infinity);
		for (var a = Infinity, o = -1, s = 0, c = 0, l = this.count(); c < l; c++) {
			var u = t - r[this.getRawIndex(c)], d = Math.abs(u);
			d <= n && ((d < a || d === a && u >= 0 && o < 0) && (a = d, o = u, s = 0), u === o && (i[s++] = c));
		}
		return i.length = s, i;
	}, e.prototype.getIndices = function() {
		var e, t = this._indices;
		if (t) {
			var n = t.constructor, r = this._count;
			if (n === Array) {
				e = new n(r);
				for (var i = 0; i < r; i++) e[i] = t[i];
			} else e = new n(t.buffer, 0, r);
		} else {
			var n = fg(this._rawCount);
			e = new n(this.count());
			for (var i = 0; i < e.length; i++) e[i] = i;
		}
		return e;
	}, e.prototype.filter = function(e, t) {
		if (!this._count) return this;
		for (var n = this.clone(), r = n.count(), i = new (fg(n._rawCount))(r), a = [], o = e.length, s = 0, c = e[0], l = n._chunks, u = 0; u < r; u++) {
			var d = void 0, f = n.getRawIndex(u);
			if (o === 0) d = t(u);
			else if (o === 1) {
				var p = l[c][f];
				d = t(p, u);
			} else {
				for (var m = 0; m < o; m++) a[m] = l[e[m]][f];
				a[m] = u, d = t.apply(null, a);
			}
			d && (i[s++] = f);
		}
		return s < r && (n._indices = i), n._count = s, n._extent = [], n._updateGetRawIdx(), n;
	}, e.prototype.selectRange = function(e) {
		var t = this.clone(), n = t._count;
		if (!n) return this;
		var r = B(e), i = r.length;
		if (!i) return this;
		var a = t.count(), o = new (fg(t._rawCount))(a), s = 0, c = r[0], l = e[c][0], u = e[c][1], d = t._chunks, f = !1;
		if (!t._indices) {
			var p = 0;
			if (i === 1) {
				for (var m = d[r[0]], h = 0; h < n; h++) {
					var g = m[h];
					(g >= l && g <= u || isNaN(g)) && (o[s++] = p), p++;
				}
				f = !0;
			} else if (i === 2) {
				for (var m = d[r[0]], _ = d[r[1]], v = e[r[1]][0], y = e[r[1]][1], h = 0; h < n; h++) {
					var g = m[h], b = _[h];
					(g >= l && g <= u || isNaN(g)) && (b >= v && b <= y || isNaN(b)) && (o[s++] = p), p++;
				}
				f = !0;
			}
		}
		if (!f) {
			if (i === 1) for (var h = 0; h < a; h++) {
				var x = t.getRawIndex(h), g = d[r[0]][x];
				(g >= l && g <= u || isNaN(g)) && (o[s++] = x);
			}
			else for (var h = 0; h < a; h++) {
				for (var S = !0, x = t.getRawIndex(h), C = 0; C < i; C++) {
					var w = r[C], g = d[w][x];
					(g < e[w][0] || g > e[w][1]) && (S = !1);
				}
				S && (o[s++] = t.getRawIndex(h));
			}
		}
		return s < a && (t._indices = o), t._count = s, t._extent = [], t._updateGetRawIdx(), t;
	}, e.prototype.map = function(e, t) {
		var n = this.clone(e);
		return this._updateDims(n, e, t), n;
	}, e.prototype.modify = function(e, t) {
		this._updateDims(this, e, t);
	}, e.prototype._updateDims = function(e, t, n) {
		for (var r = e._chunks, i = [], a = t.length, o = e.count(), s = [], c = e._rawExtent, l = 0; l < t.length; l++) c[t[l]] = pg();
		for (var u = 0; u < o; u++) {
			for (var d = e.getRawIndex(u), f = 0; f < a; f++) s[f] = r[t[f]][d];
			s[a] = u;
			var p = n && n.apply(null, s);
			if (p != null) {
				typeof p != "object" && (i[0] = p, p = i);
				for (var l = 0; l < p.length; l++) {
					var m = t[l], h = p[l], g = c[m], _ = r[m];
					_ && (_[d] = h), h < g[0] && (g[0] = h), h > g[1] && (g[1] = h);
				}
			}
		}
	}, e.prototype.lttbDownSample = function(e, t) {
		var n = this.clone([e], !0), r = n._chunks[e], i = this.count(), a = 0, o = Math.floor(1 / t), s = this.getRawIndex(0), c, l, u, d = new (fg(this._rawCount))(Math.min((Math.ceil(i / o) + 2) * 2, i));
		d[a++] = s;
		for (var f = 1; f < i - 1; f += o) {
			for (var p = Math.min(f + o, i - 1), m = Math.min(f + o * 2, i), h = (m + p) / 2, g = 0, _ = p; _ < m; _++) {
				var v = this.getRawIndex(_), y = r[v];
				isNaN(y) || (g += y);
			}
			g /= m - p;
			var b = f, x = Math.min(f + o, i), S = f - 1, C = r[s];
			c = -1, u = b;
			for (var w = -1, T = 0, _ = b; _ < x; _++) {
				var v = this.getRawIndex(_), y = r[v];
				isNaN(y) ? (T++, w < 0 && (w = v)) : (l = Math.abs((S - h) * (y - C) - (S - _) * (g - C)), l > c && (c = l, u = v));
			}
			T > 0 && T < x - b && (d[a++] = Math.min(w, u), u = Math.max(w, u)), d[a++] = u, s = u;
		}
		return d[a++] = this.getRawIndex(i - 1), n._count = a, n._indices = d, n.getRawIndex = this._getRawIdx, n;
	}, e.prototype.minmaxDownSample = function(e, t) {
		for (var n = this.clone([e], !0), r = n._chunks, i = Math.floor(1 / t), a = r[e], o = this.count(), s = new (fg(this._rawCount))(Math.ceil(o / i) * 2), c = 0, l = 0; l < o; l += i) {
			var u = l, d = a[this.getRawIndex(u)], f = l, p = a[this.getRawIndex(f)], m = i;
			l + i > o && (m = o - l);
			for (var h = 0; h < m; h++) {
				var g = a[this.getRawIndex(l + h)];
				g < d && (d = g, u = l + h), g > p && (p = g, f = l + h);
			}
			var _ = this.getRawIndex(u), v = this.getRawIndex(f);
			u < f ? (s[c++] = _, s[c++] = v) : (s[c++] = v, s[c++] = _);
		}
		return n._count = c, n._indices = s, n._updateGetRawIdx(), n;
	}, e.prototype.downSample = function(e, t, n, r) {
		for (var i = this.clone([e], !0), a = i._chunks, o = [], s = Math.floor(1 / t), c = a[e], l = this.count(), u = i._rawExtent[e] = pg(), d = new (fg(this._rawCount))(Math.ceil(l / s)), f = 0, p = 0; p < l; p += s) {
			s > l - p && (s = l - p, o.length = s);
			for (var m = 0; m < s; m++) {
				var h = this.getRawIndex(p + m);
				o[m] = c[h];
			}
			var g = n(o), _ = this.getRawIndex(Math.min(p + r(o, g) || 0, l - 1));
			c[_] = g, g < u[0] && (u[0] = g), g > u[1] && (u[1] = g), d[f++] = _;
		}
		return i._count = f, i._indices = d, i._updateGetRawIdx(), i;
	}, e.prototype.each = function(e, t) {
		if (this._count) for (var n = e.length, r = this._chunks, i = 0, a = this.count(); i < a; i++) {
			var o = this.getRawIndex(i);
			switch (n) {
				case 0:
					t(i);
					break;
				case 1:
					t(r[e[0]][o], i);
					break;
				case 2:
					t(r[e[0]][o], r[e[1]][o], i);
					break;
				default:
					for (var s = 0, c = []; s < n; s++) c[s] = r[e[s]][o];
					c[s] = i, t.apply(null, c);
			}
		}
	}, e.prototype.getDataExtent = function(e) {
		var t = this._chunks[e], n = pg();
		if (!t) return n;
		var r = this.count(), i = !this._indices, a;
		if (i) return this._rawExtent[e].slice();
		if (a = this._extent[e], a) return a.slice();
		a = n;
		for (var o = a[0], s = a[1], c = 0; c < r; c++) {
			var l = t[this.getRawIndex(c)];
			l < o && (o = l), l > s && (s = l);
		}
		return a = [o, s], this._extent[e] = a, a;
	}, e.prototype.getRawDataItem = function(e) {
		var t = this.getRawIndex(e);
		if (this._provider.persistent) return this._provider.getItem(t);
		for (var n = [], r = this._chunks, i = 0; i < r.length; i++) n.push(r[i][t]);
		return n;
	}, e.prototype.clone = function(t, n) {
		var r = new e(), i = this._chunks, a = t && z(t, function(e, t) {
			return e[t] = !0, e;
		}, {});
		if (a) for (var o = 0; o < i.length; o++) r._chunks[o] = a[o] ? mg(i[o]) : i[o];
		else r._chunks = i;
		return this._copyCommonProps(r), n || (r._indices = this._cloneIndices()), r._updateGetRawIdx(), r;
	}, e.prototype._copyCommonProps = function(e) {
		e._count = this._count, e._rawCount = this._rawCount, e._provider = this._provider, e._dimensions = this._dimensions, e._extent = M(this._extent), e._rawExtent = M(this._rawExtent);
	}, e.prototype._cloneIndices = function() {
		if (this._indices) {
			var e = this._indices.constructor, t = void 0;
			if (e === Array) {
				var n = this._indices.length;
				t = new e(n);
				for (var r = 0; r < n; r++) t[r] = this._indices[r];
			} else t = new e(this._indices);
			return t;
		}
		return null;
	}, e.prototype._getRawIdxIdentity = function(e) {
		return e;
	}, e.prototype._getRawIdx = function(e) {
		return e < this._count && e >= 0 ? this._indices[e] : -1;
	}, e.prototype._updateGetRawIdx = function() {
		this.getRawIndex = this._indices ? this._getRawIdx : this._getRawIdxIdentity;
	}, e.internalField = function() {
		function e(e, t, n, r) {
			return Gh(e[r], this._dimensions[r]);
		}
		dg = {
			arrayRows: e,
			objectRows: function(e, t, n, r) {
				return Gh(e[t], this._dimensions[r]);
			},
			keyedColumns: e,
			original: function(e, t, n, r) {
				var i = e && (e.value == null ? e : e.value);
				return Gh(i instanceof Array ? i[r] : i, this._dimensions[r]);
			},
			typedArray: function(e, t, n, r) {
				return e[r];
			}
		};
	}(), e;
}(), _g = function() {
	function e(e) {
		this._sourceList = [], this._storeList = [], this._upstreamSignList = [], this._versionSignBase = 0, this._dirty = !0, this._sourceHost = e;
	}
	return e.prototype.dirty = function() {
		this._setLocalSource([], []), this._storeList = [], this._dirty = !0;
	}, e.prototype._setLocalSource = function(e, t) {
		this._sourceList = e, this._upstreamSignList = t, this._versionSignBase++, this._versionSignBase > 9e10 && (this._versionSignBase = 0);
	}, e.prototype._getVersionSign = function() {
		return this._sourceHost.uid + "_" + this._versionSignBase;
	}, e.prototype.prepareSource = function() {
		this._isDirty() && (this._createSource(), this._dirty = !1);
	}, e.prototype._createSource = function() {
		this._setLocalSource([], []);
		var e = this._sourceHost, t = this._getUpstreamSourceManagers(), n = !!t.length, r, i;
		if (vg(e)) {
			var a = e, o = void 0, s = void 0, c = void 0;
			if (n) {
				var l = t[0];
				l.prepareSource(), c = l.getSource(), o = c.data, s = c.sourceFormat, i = [l._getVersionSign()];
			} else o = a.get("data", !0), s = me(o) ? em : Xp, i = [];
			var u = this._getSourceMetaRawOption() || {}, d = c && c.metaRawOption || {}, f = K(u.seriesLayoutBy, d.seriesLayoutBy) || null, p = K(u.sourceHeader, d.sourceHeader), m = K(u.dimensions, d.dimensions);
			r = f !== d.seriesLayoutBy || !!p != !!d.sourceHeader || m ? [ph(o, {
				seriesLayoutBy: f,
				sourceHeader: p,
				dimensions: m
			}, s)] : [];
		} else {
			var h = e;
			if (n) {
				var g = this._applyTransform(t);
				r = g.sourceList, i = g.upstreamSignList;
			} else r = [ph(h.get("source", !0), this._getSourceMetaRawOption(), null)], i = [];
		}
		this._setLocalSource(r, i);
	}, e.prototype._applyTransform = function(e) {
		var t = this._sourceHost, n = t.get("transform", !0), r = t.get("fromTransformResult", !0);
		r != null && e.length !== 1 && yg("");
		var i, a = [], o = [];
		return L(e, function(e) {
			e.prepareSource();
			var t = e.getSource(r || 0);
			r != null && !t && yg(""), a.push(t), o.push(e._getVersionSign());
		}), n ? i = ng(n, a, { datasetIndex: t.componentIndex }) : r != null && (i = [hh(a[0])]), {
			sourceList: i,
			upstreamSignList: o
		};
	}, e.prototype._isDirty = function() {
		if (this._dirty) return !0;
		for (var e = this._getUpstreamSourceManagers(), t = 0; t < e.length; t++) {
			var n = e[t];
			if (n._isDirty() || this._upstreamSignList[t] !== n._getVersionSign()) return !0;
		}
	}, e.prototype.getSource = function(e) {
		e = e || 0;
		var t = this._sourceList[e];
		if (!t) {
			var n = this._getUpstreamSourceManagers();
			return n[0] && n[0].getSource(e);
		}
		return t;
	}, e.prototype.getSharedDataStore = function(e) {
		var t = e.makeStoreSchema();
		return this._innerGetDataStore(t.dimensions, e.source, t.hash);
	}, e.prototype._innerGetDataStore = function(e, t, n) {
		var r = 0, i = this._storeList, a = i[r];
		a || (a = i[r] = {});
		var o = a[n];
		if (!o) {
			var s = this._getUpstreamSourceManagers()[0];
			vg(this._sourceHost) && s ? o = s._innerGetDataStore(e, t, n) : (o = new gg(), o.initData(new Dh(t, e.length), e)), a[n] = o;
		}
		return o;
	}, e.prototype._getUpstreamSourceManagers = function() {
		var e = this._sourceHost;
		if (vg(e)) {
			var t = sm(e);
			return t ? [t.getSourceManager()] : [];
		}
		return R(cm(e), function(e) {
			return e.getSourceManager();
		});
	}, e.prototype._getSourceMetaRawOption = function() {
		var e = this._sourceHost, t, n, r;
		if (vg(e)) t = e.get("seriesLayoutBy", !0), n = e.get("sourceHeader", !0), r = e.get("dimensions", !0);
		else if (!this._getUpstreamSourceManagers().length) {
			var i = e;
			t = i.get("seriesLayoutBy", !0), n = i.get("sourceHeader", !0), r = i.get("dimensions", !0);
		}
		return {
			seriesLayoutBy: t,
			sourceHeader: n,
			dimensions: r
		};
	}, e;
}();
function vg(e) {
	return e.mainType === "series";
}
function yg(e) {
	throw Error(e);
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/tooltip/tooltipMarkup.js
var bg = "line-height:1";
function xg(e) {
	var t = e.lineHeight;
	return t == null ? bg : "line-height:" + pt(t + "") + "px";
}
function Sg(e, t) {
	var n = e.color || "#6e7079", r = e.fontSize || 12, i = e.fontWeight || "400", a = e.color || "#464646", o = e.fontSize || 14, s = e.fontWeight || "900";
	return t === "html" ? {
		nameStyle: "font-size:" + pt(r + "") + "px;color:" + pt(n) + ";font-weight:" + pt(i + ""),
		valueStyle: "font-size:" + pt(o + "") + "px;color:" + pt(a) + ";font-weight:" + pt(s + "")
	} : {
		nameStyle: {
			fontSize: r,
			fill: n,
			fontWeight: i
		},
		valueStyle: {
			fontSize: o,
			fill: a,
			fontWeight: s
		}
	};
}
var Cg = [
	0,
	10,
	20,
	30
], wg = [
	"",
	"\n",
	"\n\n",
	"\n\n\n"
];
function Tg(e, t) {
	return t.type = e, t;
}
function Eg(e) {
	return e.type === "section";
}
function Dg(e) {
	return Eg(e) ? kg : Ag;
}
function Og(e) {
	if (Eg(e)) {
		var t = 0, n = e.blocks.length, r = n > 1 || n > 0 && !e.noHeader;
		return L(e.blocks, function(e) {
			var n = Og(e);
			n >= t && (t = n + +(r && (!n || Eg(e) && !e.noHeader)));
		}), t;
	}
	return 0;
}
function kg(e, t, n, r) {
	var i = t.noHeader, a = Mg(Og(t)), o = [], s = t.blocks || [];
	Ce(!s || H(s)), s = s || [];
	var c = e.orderMode;
	if (t.sortBlocks && c) {
		s = s.slice();
		var l = {
			valueAsc: "asc",
			valueDesc: "desc"
		};
		if (J(l, c)) {
			var u = new qh(l[c], null);
			s.sort(function(e, t) {
				return u.evaluate(e.sortParam, t.sortParam);
			});
		} else c === "seriesDesc" && s.reverse();
	}
	L(s, function(n, i) {
		var s = t.valueFormatter, c = Dg(n)(s ? P(P({}, e), { valueFormatter: s }) : e, n, i > 0 ? a.html : 0, r);
		c != null && o.push(c);
	});
	var d = e.renderMode === "richText" ? o.join(a.richText) : Ng(r, o.join(""), i ? n : a.html);
	if (i) return d;
	var f = Ep(t.header, "ordinal", e.useUTC), p = Sg(r, e.renderMode).nameStyle, m = xg(r);
	return e.renderMode === "richText" ? Ig(e, f, p) + a.richText + d : Ng(r, "<div style=\"" + p + ";" + m + ";\">" + pt(f) + "</div>" + d, n);
}
function Ag(e, t, n, r) {
	var i = e.renderMode, a = t.noName, o = t.noValue, s = !t.markerType, c = t.name, l = e.useUTC, u = t.valueFormatter || e.valueFormatter || function(e) {
		return e = H(e) ? e : [e], R(e, function(e, t) {
			return Ep(e, H(p) ? p[t] : p, l);
		});
	};
	if (!(a && o)) {
		var d = s ? "" : e.markupStyleCreator.makeTooltipMarker(t.markerType, t.markerColor || "#333", i), f = a ? "" : Ep(c, "ordinal", l), p = t.valueType, m = o ? [] : u(t.value, t.dataIndex), h = !s || !a, g = !s && a, _ = Sg(r, i), v = _.nameStyle, y = _.valueStyle;
		return i === "richText" ? (s ? "" : d) + (a ? "" : Ig(e, f, v)) + (o ? "" : Lg(e, m, h, g, y)) : Ng(r, (s ? "" : d) + (a ? "" : Pg(f, !s, v)) + (o ? "" : Fg(m, h, g, y)), n);
	}
}
function jg(e, t, n, r, i, a) {
	if (e) return Dg(e)({
		useUTC: i,
		renderMode: n,
		orderMode: r,
		markupStyleCreator: t,
		valueFormatter: e.valueFormatter
	}, e, 0, a);
}
function Mg(e) {
	return {
		html: Cg[e],
		richText: wg[e]
	};
}
function Ng(e, t, n) {
	var r = "<div style=\"clear:both\"></div>", i = "margin: " + n + "px 0 0", a = xg(e);
	return "<div style=\"" + i + ";" + a + ";\">" + t + r + "</div>";
}
function Pg(e, t, n) {
	var r = t ? "margin-left:2px" : "";
	return "<span style=\"" + n + ";" + r + "\">" + pt(e) + "</span>";
}
function Fg(e, t, n, r) {
	var i = t ? "float:right;margin-left:" + (n ? "10px" : "20px") : "";
	return e = H(e) ? e : [e], "<span style=\"" + i + ";" + r + "\">" + R(e, function(e) {
		return pt(e);
	}).join("&nbsp;&nbsp;") + "</span>";
}
function Ig(e, t, n) {
	return e.markupStyleCreator.wrapRichTextStyle(t, n);
}
function Lg(e, t, n, r, i) {
	var a = [i], o = r ? 10 : 20;
	return n && a.push({
		padding: [
			0,
			0,
			0,
			o
		],
		align: "right"
	}), e.markupStyleCreator.wrapRichTextStyle(H(t) ? t.join("  ") : t, a);
}
function Rg(e, t) {
	var n = e.getData().getItemVisual(t, "style")[e.visualDrawType];
	return jp(n);
}
function zg(e, t) {
	return e.get("padding") ?? (t === "richText" ? [8, 10] : 10);
}
var Bg = function() {
	function e() {
		this.richTextStyles = {}, this._nextStyleNameId = ka();
	}
	return e.prototype._generateStyleName = function() {
		return "__EC_aUTo_" + this._nextStyleNameId++;
	}, e.prototype.makeTooltipMarker = function(e, t, n) {
		var r = n === "richText" ? this._generateStyleName() : null, i = Ap({
			color: t,
			type: e,
			renderMode: n,
			markerId: r
		});
		return W(i) ? i : (this.richTextStyles[r] = i.style, i.content);
	}, e.prototype.wrapRichTextStyle = function(e, t) {
		var n = {};
		H(t) ? L(t, function(e) {
			return P(n, e);
		}) : P(n, t);
		var r = this._generateStyleName();
		return this.richTextStyles[r] = n, "{" + r + "|" + e + "}";
	}, e;
}();
// ../../../work/main/frontend/node_modules/echarts/lib/component/tooltip/seriesFormatTooltip.js
function Vg(e) {
	var t = e.series, n = e.dataIndex, r = e.multipleSeries, i = t.getData(), a = i.mapDimensionsAll("defaultedTooltip"), o = a.length, s = t.getRawValue(n), c = H(s), l = Rg(t, n), u, d, f, p;
	if (o > 1 || c && !o) {
		var m = Hg(s, t, n, a, l);
		u = m.inlineValues, d = m.inlineValueTypes, f = m.blocks, p = m.inlineValues[0];
	} else if (o) {
		var h = i.getDimensionInfo(a[0]);
		p = u = Rh(i, n, a[0]), d = h.type;
	} else p = u = c ? s[0] : s;
	var g = Za(t), _ = g && t.name || "", v = i.getName(n), y = r ? _ : v;
	return Tg("section", {
		header: _,
		noHeader: r || !g,
		sortParam: p,
		blocks: [Tg("nameValue", {
			markerType: "item",
			markerColor: l,
			name: y,
			noName: !we(y),
			value: u,
			valueType: d,
			dataIndex: n
		})].concat(f || [])
	});
}
function Hg(e, t, n, r, i) {
	var a = t.getData(), o = z(e, function(e, t, n) {
		var r = a.getDimensionInfo(n);
		return e = e || r && r.tooltip !== !1 && r.displayName != null;
	}, !1), s = [], c = [], l = [];
	r.length ? L(r, function(e) {
		u(Rh(a, n, e), e);
	}) : L(e, u);
	function u(e, t) {
		var n = a.getDimensionInfo(t);
		n && n.otherDims.tooltip !== !1 && (o ? l.push(Tg("nameValue", {
			markerType: "subItem",
			markerColor: i,
			name: n.displayName,
			value: e,
			valueType: n.type
		})) : (s.push(e), c.push(n.type)));
	}
	return {
		inlineValues: s,
		inlineValueTypes: c,
		blocks: l
	};
}
// ../../../work/main/frontend/node_modules/echarts/lib/model/Series.js
var Ug = ro();
function Wg(e, t) {
	return e.getName(t) || e.getId(t);
}
var Gg = function(e) {
	f(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t._selectedDataIndicesMap = {}, t;
	}
	return t.prototype.init = function(e, t, n) {
		this.seriesIndex = this.componentIndex, this.dataTask = Hh({
			count: Jg,
			reset: Yg
		}), this.dataTask.context = { model: this }, this.mergeDefaultAndTheme(e, n), (Ug(this).sourceManager = new _g(this)).prepareSource();
		var r = this.getInitialData(e, n);
		Zg(r, this), this.dataTask.context.data = r, Ug(this).dataBeforeProcessed = r, Kg(this), this._initSelectedMapFromData(r);
	}, t.prototype.mergeDefaultAndTheme = function(e, t) {
		var n = zp(this), r = n ? Vp(e) : {}, i = this.subType;
		Wp.hasClass(i) && (i += "Series"), N(e, t.getTheme().get(this.subType)), N(e, this.getDefaultOption()), La(e, "label", ["show"]), this.fillDataTextStyle(e.data), n && Bp(e, r, n);
	}, t.prototype.mergeOption = function(e, t) {
		e = N(this.option, e, !0), this.fillDataTextStyle(e.data);
		var n = zp(this);
		n && Bp(this.option, e, n);
		var r = Ug(this).sourceManager;
		r.dirty(), r.prepareSource();
		var i = this.getInitialData(e, t);
		Zg(i, this), this.dataTask.dirty(), this.dataTask.context.data = i, Ug(this).dataBeforeProcessed = i, Kg(this), this._initSelectedMapFromData(i);
	}, t.prototype.fillDataTextStyle = function(e) {
		if (e && !me(e)) for (var t = ["show"], n = 0; n < e.length; n++) e[n] && e[n].label && La(e[n], "label", t);
	}, t.prototype.getInitialData = function(e, t) {}, t.prototype.appendData = function(e) {
		this.getRawData().appendData(e.data);
	}, t.prototype.getData = function(e) {
		var t = $g(this);
		if (t) {
			var n = t.context.data;
			return e == null || !n.getLinkedData ? n : n.getLinkedData(e);
		}
		return Ug(this).data;
	}, t.prototype.getAllData = function() {
		var e = this.getData();
		return e && e.getLinkedDataAll ? e.getLinkedDataAll() : [{ data: e }];
	}, t.prototype.setData = function(e) {
		var t = $g(this);
		if (t) {
			var n = t.context;
			n.outputData = e, t !== this.dataTask && (n.data = e);
		}
		Ug(this).data = e;
	}, t.prototype.getEncode = function() {
		var e = this.get("encode", !0);
		if (e) return q(e);
	}, t.prototype.getSourceManager = function() {
		return Ug(this).sourceManager;
	}, t.prototype.getSource = function() {
		return this.getSourceManager().getSource();
	}, t.prototype.getRawData = function() {
		return Ug(this).dataBeforeProcessed;
	}, t.prototype.getColorBy = function() {
		return this.get("colorBy") || "series";
	}, t.prototype.isColorBySeries = function() {
		return this.getColorBy() === "series";
	}, t.prototype.getBaseAxis = function() {
		var e = this.coordinateSystem;
		return e && e.getBaseAxis && e.getBaseAxis();
	}, t.prototype.formatTooltip = function(e, t, n) {
		return Vg({
			series: this,
			dataIndex: e,
			multipleSeries: t
		});
	}, t.prototype.isAnimationEnabled = function() {
		var e = this.ecModel;
		if (m.node && !(e && e.ssr)) return !1;
		var t = this.getShallow("animation");
		return t && this.getData().count() > this.getShallow("animationThreshold") && (t = !1), !!t;
	}, t.prototype.restoreData = function() {
		this.dataTask.dirty();
	}, t.prototype.getColorFromPalette = function(e, t, n) {
		var r = this.ecModel, i = mm.prototype.getColorFromPalette.call(this, e, t, n);
		return i || (i = r.getColorFromPalette(e, t, n)), i;
	}, t.prototype.coordDimToDataDim = function(e) {
		return this.getRawData().mapDimensionsAll(e);
	}, t.prototype.getProgressive = function() {
		return this.get("progressive");
	}, t.prototype.getProgressiveThreshold = function() {
		return this.get("progressiveThreshold");
	}, t.prototype.select = function(e, t) {
		this._innerSelect(this.getData(t), e);
	}, t.prototype.unselect = function(e, t) {
		var n = this.option.selectedMap;
		if (n) {
			var r = this.option.selectedMode, i = this.getData(t);
			if (r === "series" || n === "all") this.option.selectedMap = {}, this._selectedDataIndicesMap = {};
			else for (var a = 0; a < e.length; a++) {
				var o = e[a], s = Wg(i, o);
				n[s] = !1, this._selectedDataIndicesMap[s] = -1;
			}
		}
	}, t.prototype.toggleSelect = function(e, t) {
		for (var n = [], r = 0; r < e.length; r++) n[0] = e[r], this.isSelected(e[r], t) ? this.unselect(n, t) : this.select(n, t);
	}, t.prototype.getSelectedDataIndices = function() {
		if (this.option.selectedMap === "all") return [].slice.call(this.getData().getIndices());
		for (var e = this._selectedDataIndicesMap, t = B(e), n = [], r = 0; r < t.length; r++) {
			var i = e[t[r]];
			i >= 0 && n.push(i);
		}
		return n;
	}, t.prototype.isSelected = function(e, t) {
		var n = this.option.selectedMap;
		if (!n) return !1;
		var r = this.getData(t);
		return (n === "all" || n[Wg(r, e)]) && !r.getItemModel(e).get(["select", "disabled"]);
	}, t.prototype.isUniversalTransitionEnabled = function() {
		if (this.__universalTransitionEnabled) return !0;
		var e = this.option.universalTransition;
		return e ? e === !0 || e && e.enabled : !1;
	}, t.prototype._innerSelect = function(e, t) {
		var n, r, i = this.option, a = i.selectedMode, o = t.length;
		if (a && o) {
			if (a === "series") i.selectedMap = "all";
			else if (a === "multiple") {
				G(i.selectedMap) || (i.selectedMap = {});
				for (var s = i.selectedMap, c = 0; c < o; c++) {
					var l = t[c], u = Wg(e, l);
					s[u] = !0, this._selectedDataIndicesMap[u] = e.getRawIndex(l);
				}
			} else if (a === "single" || a === !0) {
				var d = t[o - 1], u = Wg(e, d);
				i.selectedMap = (n = {}, n[u] = !0, n), this._selectedDataIndicesMap = (r = {}, r[u] = e.getRawIndex(d), r);
			}
		}
	}, t.prototype._initSelectedMapFromData = function(e) {
		if (!this.option.selectedMap) {
			var t = [];
			e.hasItemOption && e.each(function(n) {
				var r = e.getRawDataItem(n);
				r && r.selected && t.push(n);
			}), t.length > 0 && this._innerSelect(e, t);
		}
	}, t.registerClass = function(e) {
		return Wp.registerClass(e);
	}, t.protoInitialize = function() {
		var e = t.prototype;
		e.type = "series.__base__", e.seriesIndex = 0, e.ignoreStyleOnData = !1, e.hasSymbolVisual = !1, e.defaultSymbol = "circle", e.visualStyleAccessPath = "itemStyle", e.visualDrawType = "fill";
	}(), t;
}(Wp);
oe(Gg, Bh), oe(Gg, mm), Co(Gg, Wp);
function Kg(e) {
	var t = e.name;
	Za(e) || (e.name = qg(e) || t);
}
function qg(e) {
	var t = e.getRawData(), n = t.mapDimensionsAll("seriesName"), r = [];
	return L(n, function(e) {
		var n = t.getDimensionInfo(e);
		n.displayName && r.push(n.displayName);
	}), r.join(" ");
}
function Jg(e) {
	return e.model.getRawData().count();
}
function Yg(e) {
	var t = e.model;
	return t.setData(t.getRawData().cloneShallow()), Xg;
}
function Xg(e, t) {
	t.outputData && e.end > t.outputData.count() && t.model.getRawData().cloneShallow(t.outputData);
}
function Zg(e, t) {
	L(Me(e.CHANGABLE_METHODS, e.DOWNSAMPLE_METHODS), function(n) {
		e.wrapMethod(n, ue(Qg, t));
	});
}
function Qg(e, t) {
	var n = $g(e);
	return n && n.setOutputEnd((t || this).count()), t;
}
function $g(e) {
	var t = (e.ecModel || {}).scheduler, n = t && t.getPipeline(e.uid);
	if (n) {
		var r = n.currentTask;
		if (r) {
			var i = r.agentStubMap;
			i && (r = i.get(e.uid));
		}
		return r;
	}
}
// ../../../work/main/frontend/node_modules/echarts/lib/view/Component.js
var e_ = function() {
	function e() {
		this.group = new ea(), this.uid = kf("viewComponent");
	}
	return e.prototype.init = function(e, t) {}, e.prototype.render = function(e, t, n, r) {}, e.prototype.dispose = function(e, t) {}, e.prototype.updateView = function(e, t, n, r) {}, e.prototype.updateLayout = function(e, t, n, r) {}, e.prototype.updateVisual = function(e, t, n, r) {}, e.prototype.toggleBlurSeries = function(e, t, n) {}, e.prototype.eachRendered = function(e) {
		var t = this.group;
		t && t.traverse(e);
	}, e;
}();
xo(e_), Oo(e_);
// ../../../work/main/frontend/node_modules/echarts/lib/chart/helper/createRenderPlanner.js
function t_() {
	var e = ro();
	return function(t) {
		var n = e(t), r = t.pipelineContext, i = !!n.large, a = !!n.progressiveRender, o = n.large = !!(r && r.large), s = n.progressiveRender = !!(r && r.progressiveRender);
		return (i !== o || a !== s) && "reset";
	};
}
// ../../../work/main/frontend/node_modules/echarts/lib/view/Chart.js
var n_ = ro(), r_ = t_(), i_ = function() {
	function e() {
		this.group = new ea(), this.uid = kf("viewChart"), this.renderTask = Hh({
			plan: s_,
			reset: c_
		}), this.renderTask.context = { view: this };
	}
	return e.prototype.init = function(e, t) {}, e.prototype.render = function(e, t, n, r) {}, e.prototype.highlight = function(e, t, n, r) {
		var i = e.getData(r && r.dataType);
		i && o_(i, r, "emphasis");
	}, e.prototype.downplay = function(e, t, n, r) {
		var i = e.getData(r && r.dataType);
		i && o_(i, r, "normal");
	}, e.prototype.remove = function(e, t) {
		this.group.removeAll();
	}, e.prototype.dispose = function(e, t) {}, e.prototype.updateView = function(e, t, n, r) {
		this.render(e, t, n, r);
	}, e.prototype.updateLayout = function(e, t, n, r) {
		this.render(e, t, n, r);
	}, e.prototype.updateVisual = function(e, t, n, r) {
		this.render(e, t, n, r);
	}, e.prototype.eachRendered = function(e) {
		$d(this.group, e);
	}, e.markUpdateMethod = function(e, t) {
		n_(e).updateMethod = t;
	}, e.protoInitialize = function() {
		var t = e.prototype;
		t.type = "chart";
	}(), e;
}();
function a_(e, t, n) {
	e && Ul(e) && (t === "emphasis" ? vl : yl)(e, n);
}
function o_(e, t, n) {
	var r = no(e, t), i = t && t.highlightKey != null ? Wl(t.highlightKey) : null;
	r == null ? e.eachItemGraphicEl(function(e) {
		a_(e, n, i);
	}) : L(Ia(r), function(t) {
		a_(e.getItemGraphicEl(t), n, i);
	});
}
xo(i_, ["dispose"]), Oo(i_);
function s_(e) {
	return r_(e.model);
}
function c_(e) {
	var t = e.model, n = e.ecModel, r = e.api, i = e.payload, a = t.pipelineContext.progressiveRender, o = e.view, s = i && n_(i).updateMethod, c = a ? "incrementalPrepareRender" : s && o[s] ? s : "render";
	return c !== "render" && o[c](t, n, r, i), l_[c];
}
var l_ = {
	incrementalPrepareRender: { progress: function(e, t) {
		t.view.incrementalRender(e, t.model, t.ecModel, t.api, t.payload);
	} },
	render: {
		forceFirstProgress: !0,
		progress: function(e, t) {
			t.view.render(t.model, t.ecModel, t.api, t.payload);
		}
	}
}, u_ = "\0__throttleOriginMethod", d_ = "\0__throttleRate", f_ = "\0__throttleType";
function p_(e, t, n) {
	var r, i = 0, a = 0, o = null, s, c, l, u;
	t = t || 0;
	function d() {
		a = (/* @__PURE__ */ new Date()).getTime(), o = null, e.apply(c, l || []);
	}
	var f = function() {
		var e = [...arguments];
		r = (/* @__PURE__ */ new Date()).getTime(), c = this, l = e;
		var f = u || t, p = u || n;
		u = null, s = r - (p ? i : a) - f, clearTimeout(o), p ? o = setTimeout(d, f) : s >= 0 ? d() : o = setTimeout(d, -s), i = r;
	};
	return f.clear = function() {
		o && (clearTimeout(o), o = null);
	}, f.debounceNextCall = function(e) {
		u = e;
	}, f;
}
function m_(e, t, n, r) {
	var i = e[t];
	if (i) {
		var a = i[u_] || i, o = i[f_];
		if (i[d_] !== n || o !== r) {
			if (n == null || !r) return e[t] = a;
			i = e[t] = p_(a, n, r === "debounce"), i[u_] = a, i[f_] = r, i[d_] = n;
		}
		return i;
	}
}
function h_(e, t) {
	var n = e[t];
	n && n[u_] && (n.clear && n.clear(), e[t] = n[u_]);
}
// ../../../work/main/frontend/node_modules/echarts/lib/visual/style.js
var g_ = ro(), __ = {
	itemStyle: ko(wf, !0),
	lineStyle: ko(xf, !0)
}, v_ = {
	lineStyle: "stroke",
	itemStyle: "fill"
};
function y_(e, t) {
	return e.visualStyleMapper || __[t] || (console.warn("Unknown style type '" + t + "'."), __.itemStyle);
}
function b_(e, t) {
	return e.visualDrawType || v_[t] || (console.warn("Unknown style type '" + t + "'."), "fill");
}
var x_ = {
	createOnAllSeries: !0,
	performRawSeries: !0,
	reset: function(e, t) {
		var n = e.getData(), r = e.visualStyleAccessPath || "itemStyle", i = e.getModel(r), a = y_(e, r)(i), o = i.getShallow("decal");
		o && (n.setVisual("decal", o), o.dirty = !0);
		var s = b_(e, r), c = a[s], l = U(c) ? c : null, u = a.fill === "auto" || a.stroke === "auto";
		if (!a[s] || l || u) {
			var d = e.getColorFromPalette(e.name, null, t.getSeriesCount());
			a[s] || (a[s] = d, n.setVisual("colorFromPalette", !0)), a.fill = a.fill === "auto" || U(a.fill) ? d : a.fill, a.stroke = a.stroke === "auto" || U(a.stroke) ? d : a.stroke;
		}
		if (n.setVisual("style", a), n.setVisual("drawType", s), !t.isSeriesFiltered(e) && l) return n.setVisual("colorFromPalette", !1), { dataEach: function(t, n) {
			var r = e.getDataParams(n), i = P({}, a);
			i[s] = l(r), t.setItemVisual(n, "style", i);
		} };
	}
}, S_ = new Df(), C_ = {
	createOnAllSeries: !0,
	performRawSeries: !0,
	reset: function(e, t) {
		if (!(e.ignoreStyleOnData || t.isSeriesFiltered(e))) {
			var n = e.getData(), r = e.visualStyleAccessPath || "itemStyle", i = y_(e, r), a = n.getVisual("drawType");
			return { dataEach: n.hasItemOption ? function(e, t) {
				var n = e.getRawDataItem(t);
				if (n && n[r]) {
					S_.option = n[r];
					var o = i(S_);
					P(e.ensureUniqueItemVisual(t, "style"), o), S_.option.decal && (e.setItemVisual(t, "decal", S_.option.decal), S_.option.decal.dirty = !0), a in o && e.setItemVisual(t, "colorFromPalette", !1);
				}
			} : null };
		}
	}
}, w_ = {
	performRawSeries: !0,
	overallReset: function(e) {
		var t = q();
		e.eachSeries(function(e) {
			var n = e.getColorBy();
			if (!e.isColorBySeries()) {
				var r = e.type + "-" + n, i = t.get(r);
				i || (i = {}, t.set(r, i)), g_(e).scope = i;
			}
		}), e.eachSeries(function(t) {
			if (!(t.isColorBySeries() || e.isSeriesFiltered(t))) {
				var n = t.getRawData(), r = {}, i = t.getData(), a = g_(t).scope, o = b_(t, t.visualStyleAccessPath || "itemStyle");
				i.each(function(e) {
					var t = i.getRawIndex(e);
					r[t] = e;
				}), n.each(function(e) {
					var s = r[e];
					if (i.getItemVisual(s, "colorFromPalette")) {
						var c = i.ensureUniqueItemVisual(s, "style"), l = n.getName(e) || e + "", u = n.count();
						c[o] = t.getColorFromPalette(l, a, u);
					}
				});
			}
		});
	}
}, T_ = Math.PI;
function E_(e, t) {
	t = t || {}, F(t, {
		text: "loading",
		textColor: "#000",
		fontSize: 12,
		fontWeight: "normal",
		fontStyle: "normal",
		fontFamily: "sans-serif",
		maskColor: "rgba(255, 255, 255, 0.8)",
		showSpinner: !0,
		color: "#5470c6",
		spinnerRadius: 10,
		lineWidth: 5,
		zlevel: 0
	});
	var n = new ea(), r = new Cc({
		style: { fill: t.maskColor },
		zlevel: t.zlevel,
		z: 1e4
	});
	n.add(r);
	var i = new Dc({
		style: {
			text: t.text,
			fill: t.textColor,
			fontSize: t.fontSize,
			fontWeight: t.fontWeight,
			fontStyle: t.fontStyle,
			fontFamily: t.fontFamily
		},
		zlevel: t.zlevel,
		z: 10001
	}), a = new Cc({
		style: { fill: "none" },
		textContent: i,
		textConfig: {
			position: "right",
			distance: 10
		},
		zlevel: t.zlevel,
		z: 10001
	});
	n.add(a);
	var o;
	return t.showSpinner && (o = new $u({
		shape: {
			startAngle: -T_ / 2,
			endAngle: -T_ / 2 + .1,
			r: t.spinnerRadius
		},
		style: {
			stroke: t.color,
			lineCap: "round",
			lineWidth: t.lineWidth
		},
		zlevel: t.zlevel,
		z: 10001
	}), o.animateShape(!0).when(1e3, { endAngle: T_ * 3 / 2 }).start("circularInOut"), o.animateShape(!0).when(1e3, { startAngle: T_ * 3 / 2 }).delay(300).start("circularInOut"), n.add(o)), n.resize = function() {
		var n = i.getBoundingRect().width, s = t.showSpinner ? t.spinnerRadius : 0, c = (e.getWidth() - s * 2 - (t.showSpinner && n ? 10 : 0) - n) / 2 - (t.showSpinner && n ? 0 : 5 + n / 2) + (t.showSpinner ? 0 : n / 2) + (n ? 0 : s), l = e.getHeight() / 2;
		t.showSpinner && o.setShape({
			cx: c,
			cy: l
		}), a.setShape({
			x: c - s,
			y: l - s,
			width: s * 2,
			height: s * 2
		}), r.setShape({
			x: 0,
			y: 0,
			width: e.getWidth(),
			height: e.getHeight()
		});
	}, n.resize(), n;
}
// ../../../work/main/frontend/node_modules/echarts/lib/core/Scheduler.js
var D_ = function() {
	function e(e, t, n, r) {
		this._stageTaskMap = q(), this.ecInstance = e, this.api = t, n = this._dataProcessorHandlers = n.slice(), r = this._visualHandlers = r.slice(), this._allHandlers = n.concat(r);
	}
	return e.prototype.restoreData = function(e, t) {
		e.restoreData(t), this._stageTaskMap.each(function(e) {
			var t = e.overallTask;
			t && t.dirty();
		});
	}, e.prototype.getPerformArgs = function(e, t) {
		if (e.__pipeline) {
			var n = this._pipelineMap.get(e.__pipeline.id), r = n.context, i = !t && n.progressiveEnabled && (!r || r.progressiveRender) && e.__idxInPipeline > n.blockIndex ? n.step : null, a = r && r.modDataCount;
			return {
				step: i,
				modBy: a == null ? null : Math.ceil(a / i),
				modDataCount: a
			};
		}
	}, e.prototype.getPipeline = function(e) {
		return this._pipelineMap.get(e);
	}, e.prototype.updateStreamModes = function(e, t) {
		var n = this._pipelineMap.get(e.uid), r = e.getData().count(), i = n.progressiveEnabled && t.incrementalPrepareRender && r >= n.threshold, a = e.get("large") && r >= e.get("largeThreshold");
		e.pipelineContext = n.context = {
			progressiveRender: i,
			modDataCount: e.get("progressiveChunkMode") === "mod" ? r : null,
			large: a
		};
	}, e.prototype.restorePipelines = function(e) {
		var t = this, n = t._pipelineMap = q();
		e.eachSeries(function(e) {
			var r = e.getProgressive(), i = e.uid;
			n.set(i, {
				id: i,
				head: null,
				tail: null,
				threshold: e.getProgressiveThreshold(),
				progressiveEnabled: r && !(e.preventIncremental && e.preventIncremental()),
				blockIndex: -1,
				step: Math.round(r || 700),
				count: 0
			}), t._pipe(e, e.dataTask);
		});
	}, e.prototype.prepareStageTasks = function() {
		var e = this._stageTaskMap, t = this.api.getModel(), n = this.api;
		L(this._allHandlers, function(r) {
			var i = e.get(r.uid) || e.set(r.uid, {});
			Ce(!(r.reset && r.overallReset), ""), r.reset && this._createSeriesStageTask(r, i, t, n), r.overallReset && this._createOverallStageTask(r, i, t, n);
		}, this);
	}, e.prototype.prepareView = function(e, t, n, r) {
		var i = e.renderTask, a = i.context;
		a.model = t, a.ecModel = n, a.api = r, i.__block = !e.incrementalPrepareRender, this._pipe(t, i);
	}, e.prototype.performDataProcessorTasks = function(e, t) {
		this._performStageTasks(this._dataProcessorHandlers, e, t, { block: !0 });
	}, e.prototype.performVisualTasks = function(e, t, n) {
		this._performStageTasks(this._visualHandlers, e, t, n);
	}, e.prototype._performStageTasks = function(e, t, n, r) {
		r = r || {};
		var i = !1, a = this;
		L(e, function(e, s) {
			if (!(r.visualType && r.visualType !== e.visualType)) {
				var c = a._stageTaskMap.get(e.uid), l = c.seriesTaskMap, u = c.overallTask;
				if (u) {
					var d, f = u.agentStubMap;
					f.each(function(e) {
						o(r, e) && (e.dirty(), d = !0);
					}), d && u.dirty(), a.updatePayload(u, n);
					var p = a.getPerformArgs(u, r.block);
					f.each(function(e) {
						e.perform(p);
					}), u.perform(p) && (i = !0);
				} else l && l.each(function(s, c) {
					o(r, s) && s.dirty();
					var l = a.getPerformArgs(s, r.block);
					l.skip = !e.performRawSeries && t.isSeriesFiltered(s.context.model), a.updatePayload(s, n), s.perform(l) && (i = !0);
				});
			}
		});
		function o(e, t) {
			return e.setDirty && (!e.dirtyMap || e.dirtyMap.get(t.__pipeline.id));
		}
		this.unfinished = i || this.unfinished;
	}, e.prototype.performSeriesTasks = function(e) {
		var t;
		e.eachSeries(function(e) {
			t = e.dataTask.perform() || t;
		}), this.unfinished = t || this.unfinished;
	}, e.prototype.plan = function() {
		this._pipelineMap.each(function(e) {
			var t = e.tail;
			do {
				if (t.__block) {
					e.blockIndex = t.__idxInPipeline;
					break;
				}
				t = t.getUpstream();
			} while (t);
		});
	}, e.prototype.updatePayload = function(e, t) {
		t !== "remain" && (e.context.payload = t);
	}, e.prototype._createSeriesStageTask = function(e, t, n, r) {
		var i = this, a = t.seriesTaskMap, o = t.seriesTaskMap = q(), s = e.seriesType, c = e.getTargetSeries;
		e.createOnAllSeries ? n.eachRawSeries(l) : s ? n.eachRawSeriesByType(s, l) : c && c(n, r).each(l);
		function l(t) {
			var s = t.uid, c = o.set(s, a && a.get(s) || Hh({
				plan: M_,
				reset: N_,
				count: I_
			}));
			c.context = {
				model: t,
				ecModel: n,
				api: r,
				useClearVisual: e.isVisual && !e.isLayout,
				plan: e.plan,
				reset: e.reset,
				scheduler: i
			}, i._pipe(t, c);
		}
	}, e.prototype._createOverallStageTask = function(e, t, n, r) {
		var i = this, a = t.overallTask = t.overallTask || Hh({ reset: O_ });
		a.context = {
			ecModel: n,
			api: r,
			overallReset: e.overallReset,
			scheduler: i
		};
		var o = a.agentStubMap, s = a.agentStubMap = q(), c = e.seriesType, l = e.getTargetSeries, u = !0, d = !1;
		Ce(!e.createOnAllSeries, ""), c ? n.eachRawSeriesByType(c, f) : l ? l(n, r).each(f) : (u = !1, L(n.getSeries(), f));
		function f(e) {
			var t = e.uid, n = s.set(t, o && o.get(t) || (d = !0, Hh({
				reset: k_,
				onDirty: j_
			})));
			n.context = {
				model: e,
				overallProgress: u
			}, n.agent = a, n.__block = u, i._pipe(e, n);
		}
		d && a.dirty();
	}, e.prototype._pipe = function(e, t) {
		var n = e.uid, r = this._pipelineMap.get(n);
		!r.head && (r.head = t), r.tail && r.tail.pipe(t), r.tail = t, t.__idxInPipeline = r.count++, t.__pipeline = r;
	}, e.wrapStageHandler = function(e, t) {
		return U(e) && (e = {
			overallReset: e,
			seriesType: L_(e)
		}), e.uid = kf("stageHandler"), t && (e.visualType = t), e;
	}, e;
}();
function O_(e) {
	e.overallReset(e.ecModel, e.api, e.payload);
}
function k_(e) {
	return e.overallProgress && A_;
}
function A_() {
	this.agent.dirty(), this.getDownstream().dirty();
}
function j_() {
	this.agent && this.agent.dirty();
}
function M_(e) {
	return e.plan ? e.plan(e.model, e.ecModel, e.api, e.payload) : null;
}
function N_(e) {
	e.useClearVisual && e.data.clearAllVisual();
	var t = e.resetDefines = Ia(e.reset(e.model, e.ecModel, e.api, e.payload));
	return t.length > 1 ? R(t, function(e, t) {
		return F_(t);
	}) : P_;
}
var P_ = F_(0);
function F_(e) {
	return function(t, n) {
		var r = n.data, i = n.resetDefines[e];
		if (i && i.dataEach) for (var a = t.start; a < t.end; a++) i.dataEach(r, a);
		else i && i.progress && i.progress(t, r);
	};
}
function I_(e) {
	return e.data.count();
}
function L_(e) {
	B_ = null;
	try {
		e(R_, z_);
	} catch {}
	return B_;
}
var R_ = {}, z_ = {}, B_;
V_(R_, Cm), V_(z_, Am), R_.eachSeriesByType = R_.eachRawSeriesByType = function(e) {
	B_ = e;
}, R_.eachComponent = function(e) {
	e.mainType === "series" && e.subType && (B_ = e.subType);
};
function V_(e, t) {
	for (var n in t.prototype) e[n] = Fe;
}
// ../../../work/main/frontend/node_modules/echarts/lib/theme/light.js
var H_ = [
	"#37A2DA",
	"#32C5E9",
	"#67E0E3",
	"#9FE6B8",
	"#FFDB5C",
	"#ff9f7f",
	"#fb7293",
	"#E062AE",
	"#E690D1",
	"#e7bcf3",
	"#9d96f5",
	"#8378EA",
	"#96BFFF"
], U_ = {
	color: H_,
	colorLayer: [
		[
			"#37A2DA",
			"#ffd85c",
			"#fd7b5f"
		],
		[
			"#37A2DA",
			"#67E0E3",
			"#FFDB5C",
			"#ff9f7f",
			"#E062AE",
			"#9d96f5"
		],
		[
			"#37A2DA",
			"#32C5E9",
			"#9FE6B8",
			"#FFDB5C",
			"#ff9f7f",
			"#fb7293",
			"#e7bcf3",
			"#8378EA",
			"#96BFFF"
		],
		H_
	]
}, W_ = "#B9B8CE", G_ = "#100C2A", K_ = function() {
	return {
		axisLine: { lineStyle: { color: W_ } },
		splitLine: { lineStyle: { color: "#484753" } },
		splitArea: { areaStyle: { color: ["rgba(255,255,255,0.02)", "rgba(255,255,255,0.05)"] } },
		minorSplitLine: { lineStyle: { color: "#20203B" } }
	};
}, q_ = [
	"#4992ff",
	"#7cffb2",
	"#fddd60",
	"#ff6e76",
	"#58d9f9",
	"#05c091",
	"#ff8a45",
	"#8d48e3",
	"#dd79ff"
], J_ = {
	darkMode: !0,
	color: q_,
	backgroundColor: G_,
	axisPointer: {
		lineStyle: { color: "#817f91" },
		crossStyle: { color: "#817f91" },
		label: { color: "#fff" }
	},
	legend: {
		textStyle: { color: W_ },
		pageTextStyle: { color: W_ }
	},
	textStyle: { color: W_ },
	title: {
		textStyle: { color: "#EEF1FA" },
		subtextStyle: { color: "#B9B8CE" }
	},
	toolbox: { iconStyle: { borderColor: W_ } },
	dataZoom: {
		borderColor: "#71708A",
		textStyle: { color: W_ },
		brushStyle: { color: "rgba(135,163,206,0.3)" },
		handleStyle: {
			color: "#353450",
			borderColor: "#C5CBE3"
		},
		moveHandleStyle: {
			color: "#B0B6C3",
			opacity: .3
		},
		fillerColor: "rgba(135,163,206,0.2)",
		emphasis: {
			handleStyle: {
				borderColor: "#91B7F2",
				color: "#4D587D"
			},
			moveHandleStyle: {
				color: "#636D9A",
				opacity: .7
			}
		},
		dataBackground: {
			lineStyle: {
				color: "#71708A",
				width: 1
			},
			areaStyle: { color: "#71708A" }
		},
		selectedDataBackground: {
			lineStyle: { color: "#87A3CE" },
			areaStyle: { color: "#87A3CE" }
		}
	},
	visualMap: { textStyle: { color: W_ } },
	timeline: {
		lineStyle: { color: W_ },
		label: { color: W_ },
		controlStyle: {
			color: W_,
			borderColor: W_
		}
	},
	calendar: {
		itemStyle: { color: G_ },
		dayLabel: { color: W_ },
		monthLabel: { color: W_ },
		yearLabel: { color: W_ }
	},
	timeAxis: K_(),
	logAxis: K_(),
	valueAxis: K_(),
	categoryAxis: K_(),
	line: { symbol: "circle" },
	graph: { color: q_ },
	gauge: {
		title: { color: W_ },
		axisLine: { lineStyle: { color: [[1, "rgba(207,212,219,0.2)"]] } },
		axisLabel: { color: W_ },
		detail: { color: "#EEF1FA" }
	},
	candlestick: { itemStyle: {
		color: "#f64e56",
		color0: "#54ea92",
		borderColor: "#f64e56",
		borderColor0: "#54ea92"
	} }
};
J_.categoryAxis.splitLine.show = !1;
// ../../../work/main/frontend/node_modules/echarts/lib/util/ECEventProcessor.js
var Y_ = function() {
	function e() {}
	return e.prototype.normalizeQuery = function(e) {
		var t = {}, n = {}, r = {};
		if (W(e)) {
			var i = vo(e);
			t.mainType = i.main || null, t.subType = i.sub || null;
		} else {
			var a = [
				"Index",
				"Name",
				"Id"
			], o = {
				name: 1,
				dataIndex: 1,
				dataType: 1
			};
			L(e, function(e, i) {
				for (var s = !1, c = 0; c < a.length; c++) {
					var l = a[c], u = i.lastIndexOf(l);
					if (u > 0 && u === i.length - l.length) {
						var d = i.slice(0, u);
						d !== "data" && (t.mainType = d, t[l.toLowerCase()] = e, s = !0);
					}
				}
				o.hasOwnProperty(i) && (n[i] = e, s = !0), s || (r[i] = e);
			});
		}
		return {
			cptQuery: t,
			dataQuery: n,
			otherQuery: r
		};
	}, e.prototype.filter = function(e, t) {
		var n = this.eventInfo;
		if (!n) return !0;
		var r = n.targetEl, i = n.packedEvent, a = n.model, o = n.view;
		if (!a || !o) return !0;
		var s = t.cptQuery, c = t.dataQuery;
		return l(s, a, "mainType") && l(s, a, "subType") && l(s, a, "index", "componentIndex") && l(s, a, "name") && l(s, a, "id") && l(c, i, "name") && l(c, i, "dataIndex") && l(c, i, "dataType") && (!o.filterForExposedEvent || o.filterForExposedEvent(e, t.otherQuery, r, i));
		function l(e, t, n, r) {
			return e[n] == null || t[r || n] === e[n];
		}
	}, e.prototype.afterTrigger = function() {
		this.eventInfo = null;
	}, e;
}(), X_ = [
	"symbol",
	"symbolSize",
	"symbolRotate",
	"symbolOffset"
], Z_ = X_.concat(["symbolKeepAspect"]), Q_ = {
	createOnAllSeries: !0,
	performRawSeries: !0,
	reset: function(e, t) {
		var n = e.getData();
		if (e.legendIcon && n.setVisual("legendIcon", e.legendIcon), !e.hasSymbolVisual) return;
		for (var r = {}, i = {}, a = !1, o = 0; o < X_.length; o++) {
			var s = X_[o], c = e.get(s);
			U(c) ? (a = !0, i[s] = c) : r[s] = c;
		}
		if (r.symbol = r.symbol || e.defaultSymbol, n.setVisual(P({
			legendIcon: e.legendIcon || r.symbol,
			symbolKeepAspect: e.get("symbolKeepAspect")
		}, r)), t.isSeriesFiltered(e)) return;
		var l = B(i);
		function u(t, n) {
			for (var r = e.getRawValue(n), a = e.getDataParams(n), o = 0; o < l.length; o++) {
				var s = l[o];
				t.setItemVisual(n, s, i[s](r, a));
			}
		}
		return { dataEach: a ? u : null };
	}
}, $_ = {
	createOnAllSeries: !0,
	performRawSeries: !0,
	reset: function(e, t) {
		if (!e.hasSymbolVisual || t.isSeriesFiltered(e)) return;
		var n = e.getData();
		function r(e, t) {
			for (var n = e.getItemModel(t), r = 0; r < Z_.length; r++) {
				var i = Z_[r], a = n.getShallow(i, !0);
				a != null && e.setItemVisual(t, i, a);
			}
		}
		return { dataEach: n.hasItemOption ? r : null };
	}
};
// ../../../work/main/frontend/node_modules/echarts/lib/visual/helper.js
function ev(e, t, n) {
	switch (n) {
		case "color": return e.getItemVisual(t, "style")[e.getVisual("drawType")];
		case "opacity": return e.getItemVisual(t, "style").opacity;
		case "symbol":
		case "symbolSize":
		case "liftZ": return e.getItemVisual(t, n);
	}
}
function tv(e, t) {
	switch (t) {
		case "color": return e.getVisual("style")[e.getVisual("drawType")];
		case "opacity": return e.getVisual("style").opacity;
		case "symbol":
		case "symbolSize":
		case "liftZ": return e.getVisual(t);
	}
}
function nv(e, t, n, r) {
	switch (n) {
		case "color":
			var i = e.ensureUniqueItemVisual(t, "style");
			i[e.getVisual("drawType")] = r, e.setItemVisual(t, "colorFromPalette", !1);
			break;
		case "opacity":
			e.ensureUniqueItemVisual(t, "style").opacity = r;
			break;
		case "symbol":
		case "symbolSize":
		case "liftZ": e.setItemVisual(t, n, r);
	}
}
// ../../../work/main/frontend/node_modules/echarts/lib/legacy/dataSelectAction.js
function rv(e, t, n, r, i) {
	var a = e + t;
	n.isSilent(a) || r.eachComponent({
		mainType: "series",
		subType: "pie"
	}, function(e) {
		for (var t = e.seriesIndex, r = e.option.selectedMap, o = i.selected, s = 0; s < o.length; s++) if (o[s].seriesIndex === t) {
			var c = e.getData(), l = no(c, i.fromActionPayload);
			n.trigger(a, {
				type: a,
				seriesId: e.id,
				name: H(l) ? c.getName(l[0]) : c.getName(l),
				selected: W(r) ? r : P({}, r)
			});
		}
	});
}
function iv(e, t, n) {
	e.on("selectchanged", function(e) {
		var r = n.getModel();
		e.isFromClick ? (rv("map", "selectchanged", t, r, e), rv("pie", "selectchanged", t, r, e)) : e.fromAction === "select" ? (rv("map", "selected", t, r, e), rv("pie", "selected", t, r, e)) : e.fromAction === "unselect" && (rv("map", "unselected", t, r, e), rv("pie", "unselected", t, r, e));
	});
}
// ../../../work/main/frontend/node_modules/echarts/lib/util/event.js
function av(e, t, n) {
	for (var r; e && !(t(e) && (r = e, n));) e = e.__hostTarget || e.parent;
	return r;
}
// ../../../work/main/frontend/node_modules/zrender/lib/core/WeakMap.js
var ov = Math.round(Math.random() * 9), sv = typeof Object.defineProperty == "function", cv = function() {
	function e() {
		this._id = "__ec_inner_" + ov++;
	}
	return e.prototype.get = function(e) {
		return this._guard(e)[this._id];
	}, e.prototype.set = function(e, t) {
		var n = this._guard(e);
		return sv ? Object.defineProperty(n, this._id, {
			value: t,
			enumerable: !1,
			configurable: !0
		}) : n[this._id] = t, this;
	}, e.prototype.delete = function(e) {
		return this.has(e) ? (delete this._guard(e)[this._id], !0) : !1;
	}, e.prototype.has = function(e) {
		return !!this._guard(e)[this._id];
	}, e.prototype._guard = function(e) {
		if (e !== Object(e)) throw TypeError("Value of WeakMap is not a non-null object.");
		return e;
	}, e;
}(), lv = Y.extend({
	type: "triangle",
	shape: {
		cx: 0,
		cy: 0,
		width: 0,
		height: 0
	},
	buildPath: function(e, t) {
		var n = t.cx, r = t.cy, i = t.width / 2, a = t.height / 2;
		e.moveTo(n, r - a), e.lineTo(n + i, r + a), e.lineTo(n - i, r + a), e.closePath();
	}
}), uv = {
	line: qu,
	rect: Cc,
	roundRect: Cc,
	square: Cc,
	circle: _u,
	diamond: Y.extend({
		type: "diamond",
		shape: {
			cx: 0,
			cy: 0,
			width: 0,
			height: 0
		},
		buildPath: function(e, t) {
			var n = t.cx, r = t.cy, i = t.width / 2, a = t.height / 2;
			e.moveTo(n, r - a), e.lineTo(n + i, r), e.lineTo(n, r + a), e.lineTo(n - i, r), e.closePath();
		}
	}),
	pin: Y.extend({
		type: "pin",
		shape: {
			x: 0,
			y: 0,
			width: 0,
			height: 0
		},
		buildPath: function(e, t) {
			var n = t.x, r = t.y, i = t.width / 5 * 3, a = Math.max(i, t.height), o = i / 2, s = o * o / (a - o), c = r - a + o + s, l = Math.asin(s / o), u = Math.cos(l) * o, d = Math.sin(l), f = Math.cos(l), p = o * .6, m = o * .7;
			e.moveTo(n - u, c + s), e.arc(n, c, o, Math.PI - l, Math.PI * 2 + l), e.bezierCurveTo(n + u - d * p, c + s + f * p, n, r - m, n, r), e.bezierCurveTo(n, r - m, n - u + d * p, c + s + f * p, n - u, c + s), e.closePath();
		}
	}),
	arrow: Y.extend({
		type: "arrow",
		shape: {
			x: 0,
			y: 0,
			width: 0,
			height: 0
		},
		buildPath: function(e, t) {
			var n = t.height, r = t.width, i = t.x, a = t.y, o = r / 3 * 2;
			e.moveTo(i, a), e.lineTo(i + o, a + n), e.lineTo(i, a + n / 4 * 3), e.lineTo(i - o, a + n), e.lineTo(i, a), e.closePath();
		}
	}),
	triangle: lv
}, dv = {
	line: function(e, t, n, r, i) {
		i.x1 = e, i.y1 = t + r / 2, i.x2 = e + n, i.y2 = t + r / 2;
	},
	rect: function(e, t, n, r, i) {
		i.x = e, i.y = t, i.width = n, i.height = r;
	},
	roundRect: function(e, t, n, r, i) {
		i.x = e, i.y = t, i.width = n, i.height = r, i.r = Math.min(n, r) / 4;
	},
	square: function(e, t, n, r, i) {
		var a = Math.min(n, r);
		i.x = e, i.y = t, i.width = a, i.height = a;
	},
	circle: function(e, t, n, r, i) {
		i.cx = e + n / 2, i.cy = t + r / 2, i.r = Math.min(n, r) / 2;
	},
	diamond: function(e, t, n, r, i) {
		i.cx = e + n / 2, i.cy = t + r / 2, i.width = n, i.height = r;
	},
	pin: function(e, t, n, r, i) {
		i.x = e + n / 2, i.y = t + r / 2, i.width = n, i.height = r;
	},
	arrow: function(e, t, n, r, i) {
		i.x = e + n / 2, i.y = t + r / 2, i.width = n, i.height = r;
	},
	triangle: function(e, t, n, r, i) {
		i.cx = e + n / 2, i.cy = t + r / 2, i.width = n, i.height = r;
	}
}, fv = {};
L(uv, function(e, t) {
	fv[t] = new e();
});
var pv = Y.extend({
	type: "symbol",
	shape: {
		symbolType: "",
		x: 0,
		y: 0,
		width: 0,
		height: 0
	},
	calculateTextPosition: function(e, t, n) {
		var r = Bi(e, t, n), i = this.shape;
		return i && i.symbolType === "pin" && t.position === "inside" && (r.y = n.y + n.height * .4), r;
	},
	buildPath: function(e, t, n) {
		var r = t.symbolType;
		if (r !== "none") {
			var i = fv[r];
			i || (r = "rect", i = fv[r]), dv[r](t.x, t.y, t.width, t.height, i.shape), i.buildPath(e, i.shape, n);
		}
	}
});
function mv(e, t) {
	if (this.type !== "image") {
		var n = this.style;
		this.__isEmptyBrush ? (n.stroke = e, n.fill = t || "#fff", n.lineWidth = 2) : this.shape.symbolType === "line" ? n.stroke = e : n.fill = e, this.markRedraw();
	}
}
function hv(e, t, n, r, i, a, o) {
	var s = e.indexOf("empty") === 0;
	s && (e = e.substr(5, 1).toLowerCase() + e.substr(6));
	var c = e.indexOf("image://") === 0 ? jd(e.slice(8), new qt(t, n, r, i), o ? "center" : "cover") : e.indexOf("path://") === 0 ? Ad(e.slice(7), {}, new qt(t, n, r, i), o ? "center" : "cover") : new pv({ shape: {
		symbolType: e,
		x: t,
		y: n,
		width: r,
		height: i
	} });
	return c.__isEmptyBrush = s, c.setColor = mv, a && c.setColor(a), c;
}
function gv(e) {
	return H(e) || (e = [+e, +e]), [e[0] || 0, e[1] || 0];
}
function _v(e, t) {
	if (e != null) return H(e) || (e = [e, e]), [fa(e[0], t[0]) || 0, fa(K(e[1], e[0]), t[1]) || 0];
}
// ../../../work/main/frontend/node_modules/zrender/lib/canvas/helper.js
function vv(e) {
	return isFinite(e);
}
function yv(e, t, n) {
	var r = t.x == null ? 0 : t.x, i = t.x2 == null ? 1 : t.x2, a = t.y == null ? 0 : t.y, o = t.y2 == null ? 0 : t.y2;
	return t.global || (r = r * n.width + n.x, i = i * n.width + n.x, a = a * n.height + n.y, o = o * n.height + n.y), r = vv(r) ? r : 0, i = vv(i) ? i : 1, a = vv(a) ? a : 0, o = vv(o) ? o : 0, e.createLinearGradient(r, a, i, o);
}
function bv(e, t, n) {
	var r = n.width, i = n.height, a = Math.min(r, i), o = t.x == null ? .5 : t.x, s = t.y == null ? .5 : t.y, c = t.r == null ? .5 : t.r;
	return t.global || (o = o * r + n.x, s = s * i + n.y, c *= a), o = vv(o) ? o : .5, s = vv(s) ? s : .5, c = c >= 0 && vv(c) ? c : .5, e.createRadialGradient(o, s, 0, o, s, c);
}
function xv(e, t, n) {
	for (var r = t.type === "radial" ? bv(e, t, n) : yv(e, t, n), i = t.colorStops, a = 0; a < i.length; a++) r.addColorStop(i[a].offset, i[a].color);
	return r;
}
function Sv(e, t) {
	if (e === t || !e && !t) return !1;
	if (!e || !t || e.length !== t.length) return !0;
	for (var n = 0; n < e.length; n++) if (e[n] !== t[n]) return !0;
	return !1;
}
function Cv(e) {
	return parseInt(e, 10);
}
function wv(e, t, n) {
	var r = ["width", "height"][t], i = ["clientWidth", "clientHeight"][t], a = ["paddingLeft", "paddingTop"][t], o = ["paddingRight", "paddingBottom"][t];
	if (n[r] != null && n[r] !== "auto") return parseFloat(n[r]);
	var s = document.defaultView.getComputedStyle(e);
	return (e[i] || Cv(s[r]) || Cv(e.style[r])) - (Cv(s[a]) || 0) - (Cv(s[o]) || 0) | 0;
}
// ../../../work/main/frontend/node_modules/zrender/lib/canvas/dashStyle.js
function Tv(e, t) {
	return !e || e === "solid" || !(t > 0) ? null : e === "dashed" ? [4 * t, 2 * t] : e === "dotted" ? [t] : fe(e) ? [e] : H(e) ? e : null;
}
function Ev(e) {
	var t = e.style, n = t.lineDash && t.lineWidth > 0 && Tv(t.lineDash, t.lineWidth), r = t.lineDashOffset;
	if (n) {
		var i = t.strokeNoScale && e.getLineScale ? e.getLineScale() : 1;
		i && i !== 1 && (n = R(n, function(e) {
			return e / i;
		}), r /= i);
	}
	return [n, r];
}
// ../../../work/main/frontend/node_modules/zrender/lib/canvas/graphic.js
var Dv = new zs(!0);
function Ov(e) {
	var t = e.stroke;
	return !(t == null || t === "none" || !(e.lineWidth > 0));
}
function kv(e) {
	return typeof e == "string" && e !== "none";
}
function Av(e) {
	var t = e.fill;
	return t != null && t !== "none";
}
function jv(e, t) {
	if (t.fillOpacity != null && t.fillOpacity !== 1) {
		var n = e.globalAlpha;
		e.globalAlpha = t.fillOpacity * t.opacity, e.fill(), e.globalAlpha = n;
	} else e.fill();
}
function Mv(e, t) {
	if (t.strokeOpacity != null && t.strokeOpacity !== 1) {
		var n = e.globalAlpha;
		e.globalAlpha = t.strokeOpacity * t.opacity, e.stroke(), e.globalAlpha = n;
	} else e.stroke();
}
function Nv(e, t, n) {
	var r = Po(t.image, t.__image, n);
	if (Io(r)) {
		var i = e.createPattern(r, t.repeat || "repeat");
		if (typeof DOMMatrix == "function" && i && i.setTransform) {
			var a = new DOMMatrix();
			a.translateSelf(t.x || 0, t.y || 0), a.rotateSelf(0, 0, (t.rotation || 0) * Ie), a.scaleSelf(t.scaleX || 1, t.scaleY || 1), i.setTransform(a);
		}
		return i;
	}
}
function Pv(e, t, n, r) {
	var i, a = Ov(n), o = Av(n), s = n.strokePercent, c = s < 1, l = !t.path;
	(!t.silent || c) && l && t.createPathProxy();
	var u = t.path || Dv, d = t.__dirty;
	if (!r) {
		var f = n.fill, p = n.stroke, m = o && !!f.colorStops, h = a && !!p.colorStops, g = o && !!f.image, _ = a && !!p.image, v = void 0, y = void 0, b = void 0, x = void 0, S = void 0;
		(m || h) && (S = t.getBoundingRect()), m && (v = d ? xv(e, f, S) : t.__canvasFillGradient, t.__canvasFillGradient = v), h && (y = d ? xv(e, p, S) : t.__canvasStrokeGradient, t.__canvasStrokeGradient = y), g && (b = d || !t.__canvasFillPattern ? Nv(e, f, t) : t.__canvasFillPattern, t.__canvasFillPattern = b), _ && (x = d || !t.__canvasStrokePattern ? Nv(e, p, t) : t.__canvasStrokePattern, t.__canvasStrokePattern = b), m ? e.fillStyle = v : g && (b ? e.fillStyle = b : o = !1), h ? e.strokeStyle = y : _ && (x ? e.strokeStyle = x : a = !1);
	}
	var C = t.getGlobalScale();
	u.setScale(C[0], C[1], t.segmentIgnoreThreshold);
	var w, T;
	e.setLineDash && n.lineDash && (i = Ev(t), w = i[0], T = i[1]);
	var E = !0;
	(l || d & 4) && (u.setDPR(e.dpr), c ? u.setContext(null) : (u.setContext(e), E = !1), u.reset(), t.buildPath(u, t.shape, r), u.toStatic(), t.pathUpdated()), E && u.rebuildPath(e, c ? s : 1), w && (e.setLineDash(w), e.lineDashOffset = T), r || (n.strokeFirst ? (a && Mv(e, n), o && jv(e, n)) : (o && jv(e, n), a && Mv(e, n))), w && e.setLineDash([]);
}
function Fv(e, t, n) {
	var r = t.__image = Po(n.image, t.__image, t, t.onload);
	if (r && Io(r)) {
		var i = n.x || 0, a = n.y || 0, o = t.getWidth(), s = t.getHeight(), c = r.width / r.height;
		if (o == null && s != null ? o = s * c : s == null && o != null ? s = o / c : o == null && s == null && (o = r.width, s = r.height), n.sWidth && n.sHeight) {
			var l = n.sx || 0, u = n.sy || 0;
			e.drawImage(r, l, u, n.sWidth, n.sHeight, i, a, o, s);
		} else if (n.sx && n.sy) {
			var l = n.sx, u = n.sy, d = o - l, f = s - u;
			e.drawImage(r, l, u, d, f, i, a, o, s);
		} else e.drawImage(r, i, a, o, s);
	}
}
function Iv(e, t, n) {
	var r, i = n.text;
	if (i != null && (i += ""), i) {
		e.font = n.font || "12px sans-serif", e.textAlign = n.textAlign, e.textBaseline = n.textBaseline;
		var a = void 0, o = void 0;
		e.setLineDash && n.lineDash && (r = Ev(t), a = r[0], o = r[1]), a && (e.setLineDash(a), e.lineDashOffset = o), n.strokeFirst ? (Ov(n) && e.strokeText(i, n.x, n.y), Av(n) && e.fillText(i, n.x, n.y)) : (Av(n) && e.fillText(i, n.x, n.y), Ov(n) && e.strokeText(i, n.x, n.y)), a && e.setLineDash([]);
	}
}
var Lv = [
	"shadowBlur",
	"shadowOffsetX",
	"shadowOffsetY"
], Rv = [
	["lineCap", "butt"],
	["lineJoin", "miter"],
	["miterLimit", 10]
];
function zv(e, t, n, r, i) {
	var a = !1;
	if (!r && (n = n || {}, t === n)) return !1;
	if (r || t.opacity !== n.opacity) {
		Xv(e, i), a = !0;
		var o = Math.max(Math.min(t.opacity, 1), 0);
		e.globalAlpha = isNaN(o) ? $o.opacity : o;
	}
	(r || t.blend !== n.blend) && (a || (Xv(e, i), a = !0), e.globalCompositeOperation = t.blend || $o.blend);
	for (var s = 0; s < Lv.length; s++) {
		var c = Lv[s];
		(r || t[c] !== n[c]) && (a || (Xv(e, i), a = !0), e[c] = e.dpr * (t[c] || 0));
	}
	return (r || t.shadowColor !== n.shadowColor) && (a || (Xv(e, i), a = !0), e.shadowColor = t.shadowColor || $o.shadowColor), a;
}
function Bv(e, t, n, r, i) {
	var a = Zv(t, i.inHover), o = r ? null : n && Zv(n, i.inHover) || {};
	if (a === o) return !1;
	var s = zv(e, a, o, r, i);
	if ((r || a.fill !== o.fill) && (s || (Xv(e, i), s = !0), kv(a.fill) && (e.fillStyle = a.fill)), (r || a.stroke !== o.stroke) && (s || (Xv(e, i), s = !0), kv(a.stroke) && (e.strokeStyle = a.stroke)), (r || a.opacity !== o.opacity) && (s || (Xv(e, i), s = !0), e.globalAlpha = a.opacity == null ? 1 : a.opacity), t.hasStroke()) {
		var c = a.lineWidth / (a.strokeNoScale && t.getLineScale ? t.getLineScale() : 1);
		e.lineWidth !== c && (s || (Xv(e, i), s = !0), e.lineWidth = c);
	}
	for (var l = 0; l < Rv.length; l++) {
		var u = Rv[l], d = u[0];
		(r || a[d] !== o[d]) && (s || (Xv(e, i), s = !0), e[d] = a[d] || u[1]);
	}
	return s;
}
function Vv(e, t, n, r, i) {
	return zv(e, Zv(t, i.inHover), n && Zv(n, i.inHover), r, i);
}
function Hv(e, t) {
	var n = t.transform, r = e.dpr || 1;
	n ? e.setTransform(r * n[0], r * n[1], r * n[2], r * n[3], r * n[4], r * n[5]) : e.setTransform(r, 0, 0, r, 0, 0);
}
function Uv(e, t, n) {
	for (var r = !1, i = 0; i < e.length; i++) {
		var a = e[i];
		r = r || a.isZeroArea(), Hv(t, a), t.beginPath(), a.buildPath(t, a.shape), t.clip();
	}
	n.allClipped = r;
}
function Wv(e, t) {
	return e && t ? e[0] !== t[0] || e[1] !== t[1] || e[2] !== t[2] || e[3] !== t[3] || e[4] !== t[4] || e[5] !== t[5] : !(!e && !t);
}
var Gv = 1, Kv = 2, qv = 3, Jv = 4;
function Yv(e) {
	var t = Av(e), n = Ov(e);
	return !(e.lineDash || !(+t ^ n) || t && typeof e.fill != "string" || n && typeof e.stroke != "string" || e.strokePercent < 1 || e.strokeOpacity < 1 || e.fillOpacity < 1);
}
function Xv(e, t) {
	t.batchFill && e.fill(), t.batchStroke && e.stroke(), t.batchFill = "", t.batchStroke = "";
}
function Zv(e, t) {
	return t && e.__hoverStyle || e.style;
}
function Qv(e, t) {
	$v(e, t, {
		inHover: !1,
		viewWidth: 0,
		viewHeight: 0
	}, !0);
}
function $v(e, t, n, r) {
	var i = t.transform;
	if (!t.shouldBePainted(n.viewWidth, n.viewHeight, !1, !1)) t.__dirty &= -2, t.__isRendered = !1;
	else {
		var a = t.__clipPaths, o = n.prevElClipPaths, s = !1, c = !1;
		if ((!o || Sv(a, o)) && (o && o.length && (Xv(e, n), e.restore(), c = s = !0, n.prevElClipPaths = null, n.allClipped = !1, n.prevEl = null), a && a.length && (Xv(e, n), e.save(), Uv(a, e, n), s = !0), n.prevElClipPaths = a), n.allClipped) t.__isRendered = !1;
		else {
			t.beforeBrush && t.beforeBrush(), t.innerBeforeBrush();
			var l = n.prevEl;
			l || (c = s = !0);
			var u = t instanceof Y && t.autoBatch && Yv(t.style);
			s || Wv(i, l.transform) ? (Xv(e, n), Hv(e, t)) : u || Xv(e, n);
			var d = Zv(t, n.inHover);
			t instanceof Y ? (n.lastDrawType !== Gv && (c = !0, n.lastDrawType = Gv), Bv(e, t, l, c, n), u && (n.batchFill || n.batchStroke) || e.beginPath(), Pv(e, t, d, u), u && (n.batchFill = d.fill || "", n.batchStroke = d.stroke || "")) : t instanceof dc ? (n.lastDrawType !== qv && (c = !0, n.lastDrawType = qv), Bv(e, t, l, c, n), Iv(e, t, d)) : t instanceof hc ? (n.lastDrawType !== Kv && (c = !0, n.lastDrawType = Kv), Vv(e, t, l, c, n), Fv(e, t, d)) : t.getTemporalDisplayables && (n.lastDrawType !== Jv && (c = !0, n.lastDrawType = Jv), ey(e, t, n)), u && r && Xv(e, n), t.innerAfterBrush(), t.afterBrush && t.afterBrush(), n.prevEl = t, t.__dirty = 0, t.__isRendered = !0;
		}
	}
}
function ey(e, t, n) {
	var r = t.getDisplayables(), i = t.getTemporalDisplayables();
	e.save();
	for (var a = {
		prevElClipPaths: null,
		prevEl: null,
		allClipped: !1,
		viewWidth: n.viewWidth,
		viewHeight: n.viewHeight,
		inHover: n.inHover
	}, o = t.getCursor(), s = r.length; o < s; o++) {
		var c = r[o];
		c.beforeBrush && c.beforeBrush(), c.innerBeforeBrush(), $v(e, c, a, o === s - 1), c.innerAfterBrush(), c.afterBrush && c.afterBrush(), a.prevEl = c;
	}
	for (var l = 0, u = i.length; l < u; l++) {
		var c = i[l];
		c.beforeBrush && c.beforeBrush(), c.innerBeforeBrush(), $v(e, c, a, l === u - 1), c.innerAfterBrush(), c.afterBrush && c.afterBrush(), a.prevEl = c;
	}
	t.clearTemporalDisplayables(), t.notClear = !0, e.restore();
}
// ../../../work/main/frontend/node_modules/echarts/lib/util/decal.js
var ty = new cv(), ny = new Qn(100), ry = [
	"symbol",
	"symbolSize",
	"symbolKeepAspect",
	"color",
	"backgroundColor",
	"dashArrayX",
	"dashArrayY",
	"maxTileWidth",
	"maxTileHeight"
];
function iy(e, t) {
	if (e === "none") return null;
	var n = t.getDevicePixelRatio(), r = t.getZr(), i = r.painter.type === "svg";
	e.dirty && ty.delete(e);
	var a = ty.get(e);
	if (a) return a;
	var o = F(e, {
		symbol: "rect",
		symbolSize: 1,
		symbolKeepAspect: !0,
		color: "rgba(0, 0, 0, 0.2)",
		backgroundColor: null,
		dashArrayX: 5,
		dashArrayY: 5,
		rotation: 0,
		maxTileWidth: 512,
		maxTileHeight: 512
	});
	o.backgroundColor === "none" && (o.backgroundColor = null);
	var s = { repeat: "repeat" };
	return c(s), s.rotation = o.rotation, s.scaleX = s.scaleY = i ? 1 : 1 / n, ty.set(e, s), e.dirty = !1, s;
	function c(e) {
		for (var t = [n], a = !0, s = 0; s < ry.length; ++s) {
			var c = o[ry[s]];
			if (c != null && !H(c) && !W(c) && !fe(c) && typeof c != "boolean") {
				a = !1;
				break;
			}
			t.push(c);
		}
		var l;
		if (a) {
			l = t.join(",") + (i ? "-svg" : "");
			var u = ny.get(l);
			u && (i ? e.svgElement = u : e.image = u);
		}
		var d = oy(o.dashArrayX), f = sy(o.dashArrayY), p = ay(o.symbol), m = cy(d), h = ly(f), g = !i && S.createCanvas(), _ = i && {
			tag: "g",
			attrs: {},
			key: "dcl",
			children: []
		}, v = b(), y;
		g && (g.width = v.width * n, g.height = v.height * n, y = g.getContext("2d")), x(), a && ny.put(l, g || _), e.image = g, e.svgElement = _, e.svgWidth = v.width, e.svgHeight = v.height;
		function b() {
			for (var e = 1, t = 0, n = m.length; t < n; ++t) e = ja(e, m[t]);
			for (var r = 1, t = 0, n = p.length; t < n; ++t) r = ja(r, p[t].length);
			e *= r;
			var i = h * m.length * p.length;
			return {
				width: Math.max(1, Math.min(e, o.maxTileWidth)),
				height: Math.max(1, Math.min(i, o.maxTileHeight))
			};
		}
		function x() {
			y && (y.clearRect(0, 0, g.width, g.height), o.backgroundColor && (y.fillStyle = o.backgroundColor, y.fillRect(0, 0, g.width, g.height)));
			for (var e = 0, t = 0; t < f.length; ++t) e += f[t];
			if (e <= 0) return;
			for (var a = -h, s = 0, c = 0, l = 0; a < v.height;) {
				if (s % 2 == 0) {
					for (var u = c / 2 % p.length, m = 0, b = 0, x = 0; m < v.width * 2;) {
						for (var S = 0, t = 0; t < d[l].length; ++t) S += d[l][t];
						if (S <= 0) break;
						if (b % 2 == 0) {
							var C = (1 - o.symbolSize) * .5, w = m + d[l][b] * C, T = a + f[s] * C, E = d[l][b] * o.symbolSize, D = f[s] * o.symbolSize, O = x / 2 % p[u].length;
							k(w, T, E, D, p[u][O]);
						}
						m += d[l][b], ++x, ++b, b === d[l].length && (b = 0);
					}
					++l, l === d.length && (l = 0);
				}
				a += f[s], ++c, ++s, s === f.length && (s = 0);
			}
			function k(e, t, a, s, c) {
				var l = i ? 1 : n, u = hv(c, e * l, t * l, a * l, s * l, o.color, o.symbolKeepAspect);
				if (i) {
					var d = r.painter.renderOneToVNode(u);
					d && _.children.push(d);
				} else Qv(y, u);
			}
		}
	}
}
function ay(e) {
	if (!e || e.length === 0) return [["rect"]];
	if (W(e)) return [[e]];
	for (var t = !0, n = 0; n < e.length; ++n) if (!W(e[n])) {
		t = !1;
		break;
	}
	if (t) return ay([e]);
	for (var r = [], n = 0; n < e.length; ++n) W(e[n]) ? r.push([e[n]]) : r.push(e[n]);
	return r;
}
function oy(e) {
	if (!e || e.length === 0) return [[0, 0]];
	if (fe(e)) {
		var t = Math.ceil(e);
		return [[t, t]];
	}
	for (var n = !0, r = 0; r < e.length; ++r) if (!fe(e[r])) {
		n = !1;
		break;
	}
	if (n) return oy([e]);
	for (var i = [], r = 0; r < e.length; ++r) if (fe(e[r])) {
		var t = Math.ceil(e[r]);
		i.push([t, t]);
	} else {
		var t = R(e[r], function(e) {
			return Math.ceil(e);
		});
		t.length % 2 == 1 ? i.push(t.concat(t)) : i.push(t);
	}
	return i;
}
function sy(e) {
	if (!e || typeof e == "object" && e.length === 0) return [0, 0];
	if (fe(e)) {
		var t = Math.ceil(e);
		return [t, t];
	}
	var n = R(e, function(e) {
		return Math.ceil(e);
	});
	return e.length % 2 ? n.concat(n) : n;
}
function cy(e) {
	return R(e, function(e) {
		return ly(e);
	});
}
function ly(e) {
	for (var t = 0, n = 0; n < e.length; ++n) t += e[n];
	return e.length % 2 == 1 ? t * 2 : t;
}
// ../../../work/main/frontend/node_modules/echarts/lib/visual/decal.js
function uy(e, t) {
	e.eachRawSeries(function(n) {
		if (!e.isSeriesFiltered(n)) {
			var r = n.getData();
			r.hasItemVisual() && r.each(function(e) {
				var n = r.getItemVisual(e, "decal");
				if (n) {
					var i = r.ensureUniqueItemVisual(e, "style");
					i.decal = iy(n, t);
				}
			});
			var i = r.getVisual("decal");
			if (i) {
				var a = r.getVisual("style");
				a.decal = iy(i, t);
			}
		}
	});
}
// ../../../work/main/frontend/node_modules/echarts/lib/core/lifecycle.js
var dy = new et(), fy = {};
function py(e, t) {
	fy[e] = t;
}
function my(e) {
	return fy[e];
}
// ../../../work/main/frontend/node_modules/echarts/lib/core/echarts.js
var hy = 1, gy = 800, _y = 900, vy = 1e3, yy = 2e3, by = 5e3, xy = 1e3, Sy = 1100, Cy = 2e3, wy = 3e3, Ty = 4e3, Ey = 4500, Dy = 4600, Oy = 5e3, ky = 6e3, Ay = 7e3, jy = {
	PROCESSOR: {
		FILTER: vy,
		SERIES_FILTER: gy,
		STATISTIC: by
	},
	VISUAL: {
		LAYOUT: xy,
		PROGRESSIVE_LAYOUT: Sy,
		GLOBAL: Cy,
		CHART: wy,
		POST_CHART_LAYOUT: Dy,
		COMPONENT: Ty,
		BRUSH: Oy,
		CHART_ITEM: Ey,
		ARIA: ky,
		DECAL: Ay
	}
}, My = "__flagInMainProcess", Ny = "__pendingUpdate", Py = "__needsUpdateStatus", Fy = /^[a-zA-Z0-9_]+$/, Iy = "__connectUpdateStatus", Ly = 0, Ry = 1, zy = 2;
function By(e) {
	return function() {
		var t = [...arguments];
		if (this.isDisposed()) this.id;
		else return Hy(this, e, t);
	};
}
function Vy(e) {
	return function() {
		var t = [...arguments];
		return Hy(this, e, t);
	};
}
function Hy(e, t, n) {
	return n[0] = n[0] && n[0].toLowerCase(), et.prototype[t].apply(e, n);
}
var Uy = function(e) {
	f(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t;
}(et), Wy = Uy.prototype;
Wy.on = Vy("on"), Wy.off = Vy("off");
var Gy, Ky, qy, Jy, Yy, Xy, Zy, Qy, $y, eb, tb, nb, rb, ib, ab, ob, sb, cb, lb = function(e) {
	f(t, e);
	function t(t, n, r) {
		var i = e.call(this, new Y_()) || this;
		i._chartsViews = [], i._chartsMap = {}, i._componentsViews = [], i._componentsMap = {}, i._pendingActions = [], r = r || {}, W(n) && (n = _b[n]), i._dom = t;
		var a = "canvas", o = "auto", s = !1;
		r.ssr;
		var c = i._zr = oa(t, {
			renderer: r.renderer || a,
			devicePixelRatio: r.devicePixelRatio,
			width: r.width,
			height: r.height,
			ssr: r.ssr,
			useDirtyRect: K(r.useDirtyRect, s),
			useCoarsePointer: K(r.useCoarsePointer, o),
			pointerSize: r.pointerSize
		});
		i._ssr = r.ssr, i._throttledZrFlush = p_(V(c.flush, c), 17), n = M(n), n && ch(n, !0), i._theme = n, i._locale = Hf(r.locale || Bf), i._coordSysMgr = new Mm();
		var l = i._api = ab(i);
		function u(e, t) {
			return e.__prio - t.__prio;
		}
		return hn(gb, u), hn(mb, u), i._scheduler = new D_(i, l, mb, gb), i._messageCenter = new Uy(), i._initEvents(), i.resize = V(i.resize, i), c.animation.on("frame", i._onframe, i), eb(c, i), tb(c, i), Ee(i), i;
	}
	return t.prototype._onframe = function() {
		if (!this._disposed) {
			cb(this);
			var e = this._scheduler;
			if (this[Ny]) {
				var t = this[Ny].silent;
				this[My] = !0;
				try {
					Gy(this), Jy.update.call(this, null, this[Ny].updateParams);
				} catch (e) {
					throw this[My] = !1, this[Ny] = null, e;
				}
				this._zr.flush(), this[My] = !1, this[Ny] = null, Qy.call(this, t), $y.call(this, t);
			} else if (e.unfinished) {
				var n = hy, r = this._model, i = this._api;
				e.unfinished = !1;
				do {
					var a = +/* @__PURE__ */ new Date();
					e.performSeriesTasks(r), e.performDataProcessorTasks(r), Xy(this, r), e.performVisualTasks(r), ib(this, this._model, i, "remain", {}), n -= +/* @__PURE__ */ new Date() - a;
				} while (n > 0 && e.unfinished);
				e.unfinished || this._zr.flush();
			}
		}
	}, t.prototype.getDom = function() {
		return this._dom;
	}, t.prototype.getId = function() {
		return this.id;
	}, t.prototype.getZr = function() {
		return this._zr;
	}, t.prototype.isSSR = function() {
		return this._ssr;
	}, t.prototype.setOption = function(e, t, n) {
		if (!this[My]) {
			if (this._disposed) this.id;
			else {
				var r, i, a;
				if (G(t) && (n = t.lazyUpdate, r = t.silent, i = t.replaceMerge, a = t.transition, t = t.notMerge), this[My] = !0, !this._model || t) {
					var o = new Pm(this._api), s = this._theme, c = this._model = new Cm();
					c.scheduler = this._scheduler, c.ssr = this._ssr, c.init(null, null, null, s, this._locale, o);
				}
				this._model.setOption(e, { replaceMerge: i }, hb);
				var l = {
					seriesTransition: a,
					optionChanged: !0
				};
				if (n) this[Ny] = {
					silent: r,
					updateParams: l
				}, this[My] = !1, this.getZr().wakeUp();
				else {
					try {
						Gy(this), Jy.update.call(this, null, l);
					} catch (e) {
						throw this[Ny] = null, this[My] = !1, e;
					}
					this._ssr || this._zr.flush(), this[Ny] = null, this[My] = !1, Qy.call(this, r), $y.call(this, r);
				}
			}
		}
	}, t.prototype.setTheme = function() {}, t.prototype.getModel = function() {
		return this._model;
	}, t.prototype.getOption = function() {
		return this._model && this._model.getOption();
	}, t.prototype.getWidth = function() {
		return this._zr.getWidth();
	}, t.prototype.getHeight = function() {
		return this._zr.getHeight();
	}, t.prototype.getDevicePixelRatio = function() {
		return this._zr.painter.dpr || m.hasGlobalWindow && window.devicePixelRatio || 1;
	}, t.prototype.getRenderedCanvas = function(e) {
		return this.renderToCanvas(e);
	}, t.prototype.renderToCanvas = function(e) {
		return e = e || {}, this._zr.painter.getRenderedCanvas({
			backgroundColor: e.backgroundColor || this._model.get("backgroundColor"),
			pixelRatio: e.pixelRatio || this.getDevicePixelRatio()
		});
	}, t.prototype.renderToSVGString = function(e) {
		return e = e || {}, this._zr.painter.renderToString({ useViewBox: e.useViewBox });
	}, t.prototype.getSvgDataURL = function() {
		if (m.svgSupported) {
			var e = this._zr;
			return L(e.storage.getDisplayList(), function(e) {
				e.stopAnimation(null, !0);
			}), e.painter.toDataURL();
		}
	}, t.prototype.getDataURL = function(e) {
		if (this._disposed) this.id;
		else {
			e = e || {};
			var t = e.excludeComponents, n = this._model, r = [], i = this;
			L(t, function(e) {
				n.eachComponent({ mainType: e }, function(e) {
					var t = i._componentsMap[e.__viewId];
					t.group.ignore || (r.push(t), t.group.ignore = !0);
				});
			});
			var a = this._zr.painter.getType() === "svg" ? this.getSvgDataURL() : this.renderToCanvas(e).toDataURL("image/" + (e && e.type || "png"));
			return L(r, function(e) {
				e.group.ignore = !1;
			}), a;
		}
	}, t.prototype.getConnectedDataURL = function(e) {
		if (this._disposed) this.id;
		else {
			var t = e.type === "svg", n = this.group, r = Math.min, i = Math.max, a = Infinity;
			if (bb[n]) {
				var o = a, s = a, c = -a, l = -a, u = [], d = e && e.pixelRatio || this.getDevicePixelRatio();
				L(yb, function(a, d) {
					if (a.group === n) {
						var f = t ? a.getZr().painter.getSvgDom().innerHTML : a.renderToCanvas(M(e)), p = a.getDom().getBoundingClientRect();
						o = r(p.left, o), s = r(p.top, s), c = i(p.right, c), l = i(p.bottom, l), u.push({
							dom: f,
							left: p.left,
							top: p.top
						});
					}
				}), o *= d, s *= d, c *= d, l *= d;
				var f = c - o, p = l - s, m = S.createCanvas(), h = oa(m, { renderer: t ? "svg" : "canvas" });
				if (h.resize({
					width: f,
					height: p
				}), t) {
					var g = "";
					return L(u, function(e) {
						var t = e.left - o, n = e.top - s;
						g += "<g transform=\"translate(" + t + "," + n + ")\">" + e.dom + "</g>";
					}), h.painter.getSvgRoot().innerHTML = g, e.connectedBackgroundColor && h.painter.setBackgroundColor(e.connectedBackgroundColor), h.refreshImmediately(), h.painter.toDataURL();
				}
				return e.connectedBackgroundColor && h.add(new Cc({
					shape: {
						x: 0,
						y: 0,
						width: f,
						height: p
					},
					style: { fill: e.connectedBackgroundColor }
				})), L(u, function(e) {
					var t = new hc({ style: {
						x: e.left * d - o,
						y: e.top * d - s,
						image: e.dom
					} });
					h.add(t);
				}), h.refreshImmediately(), m.toDataURL("image/" + (e && e.type || "png"));
			}
			return this.getDataURL(e);
		}
	}, t.prototype.convertToPixel = function(e, t) {
		return Yy(this, "convertToPixel", e, t);
	}, t.prototype.convertFromPixel = function(e, t) {
		return Yy(this, "convertFromPixel", e, t);
	}, t.prototype.containPixel = function(e, t) {
		if (this._disposed) this.id;
		else {
			var n = this._model, r;
			return L(ao(n, e), function(e, n) {
				n.indexOf("Models") >= 0 && L(e, function(e) {
					var i = e.coordinateSystem;
					if (i && i.containPoint) r = r || !!i.containPoint(t);
					else if (n === "seriesModels") {
						var a = this._chartsMap[e.__viewId];
						a && a.containPoint && (r = r || a.containPoint(t, e));
					}
				}, this);
			}, this), !!r;
		}
	}, t.prototype.getVisual = function(e, t) {
		var n = this._model, r = ao(n, e, { defaultMainType: "series" }), i = r.seriesModel.getData(), a = r.hasOwnProperty("dataIndexInside") ? r.dataIndexInside : r.hasOwnProperty("dataIndex") ? i.indexOfRawIndex(r.dataIndex) : null;
		return a == null ? tv(i, t) : ev(i, a, t);
	}, t.prototype.getViewOfComponentModel = function(e) {
		return this._componentsMap[e.__viewId];
	}, t.prototype.getViewOfSeriesModel = function(e) {
		return this._chartsMap[e.__viewId];
	}, t.prototype._initEvents = function() {
		var e = this;
		L(db, function(t) {
			var n = function(n) {
				var r = e.getModel(), i = n.target, a;
				if (t === "globalout" ? a = {} : i && av(i, function(e) {
					var t = X(e);
					if (t && t.dataIndex != null) {
						var n = t.dataModel || r.getSeriesByIndex(t.seriesIndex);
						return a = n && n.getDataParams(t.dataIndex, t.dataType, i) || {}, !0;
					}
					if (t.eventData) return a = P({}, t.eventData), !0;
				}, !0), a) {
					var o = a.componentType, s = a.componentIndex;
					(o === "markLine" || o === "markPoint" || o === "markArea") && (o = "series", s = a.seriesIndex);
					var c = o && s != null && r.getComponent(o, s), l = c && e[c.mainType === "series" ? "_chartsMap" : "_componentsMap"][c.__viewId];
					a.event = n, a.type = t, e._$eventProcessor.eventInfo = {
						targetEl: i,
						packedEvent: a,
						model: c,
						view: l
					}, e.trigger(t, a);
				}
			};
			n.zrEventfulCallAtLast = !0, e._zr.on(t, n, e);
		}), L(pb, function(t, n) {
			e._messageCenter.on(n, function(e) {
				this.trigger(n, e);
			}, e);
		}), L(["selectchanged"], function(t) {
			e._messageCenter.on(t, function(e) {
				this.trigger(t, e);
			}, e);
		}), iv(this._messageCenter, this, this._api);
	}, t.prototype.isDisposed = function() {
		return this._disposed;
	}, t.prototype.clear = function() {
		this._disposed ? this.id : this.setOption({ series: [] }, !0);
	}, t.prototype.dispose = function() {
		if (this._disposed) this.id;
		else {
			this._disposed = !0, this.getDom() && uo(this.getDom(), Sb, "");
			var e = this, t = e._api, n = e._model;
			L(e._componentsViews, function(e) {
				e.dispose(n, t);
			}), L(e._chartsViews, function(e) {
				e.dispose(n, t);
			}), e._zr.dispose(), e._dom = e._model = e._chartsMap = e._componentsMap = e._chartsViews = e._componentsViews = e._scheduler = e._api = e._zr = e._throttledZrFlush = e._theme = e._coordSysMgr = e._messageCenter = null, delete yb[e.id];
		}
	}, t.prototype.resize = function(e) {
		if (!this[My]) {
			if (this._disposed) this.id;
			else {
				this._zr.resize(e);
				var t = this._model;
				if (this._loadingFX && this._loadingFX.resize(), t) {
					var n = t.resetOption("media"), r = e && e.silent;
					this[Ny] && (r ?? (r = this[Ny].silent), n = !0, this[Ny] = null), this[My] = !0;
					try {
						n && Gy(this), Jy.update.call(this, {
							type: "resize",
							animation: P({ duration: 0 }, e && e.animation)
						});
					} catch (e) {
						throw this[My] = !1, e;
					}
					this[My] = !1, Qy.call(this, r), $y.call(this, r);
				}
			}
		}
	}, t.prototype.showLoading = function(e, t) {
		if (this._disposed) this.id;
		else if (G(e) && (t = e, e = ""), e = e || "default", this.hideLoading(), vb[e]) {
			var n = vb[e](this._api, t), r = this._zr;
			this._loadingFX = n, r.add(n);
		}
	}, t.prototype.hideLoading = function() {
		this._disposed ? this.id : (this._loadingFX && this._zr.remove(this._loadingFX), this._loadingFX = null);
	}, t.prototype.makeActionFromEvent = function(e) {
		var t = P({}, e);
		return t.type = pb[e.type], t;
	}, t.prototype.dispatchAction = function(e, t) {
		if (this._disposed) this.id;
		else if (G(t) || (t = { silent: !!t }), fb[e.type] && this._model) {
			if (this[My]) this._pendingActions.push(e);
			else {
				var n = t.silent;
				Zy.call(this, e, n);
				var r = t.flush;
				r ? this._zr.flush() : r !== !1 && m.browser.weChat && this._throttledZrFlush(), Qy.call(this, n), $y.call(this, n);
			}
		}
	}, t.prototype.updateLabelLayout = function() {
		dy.trigger("series:layoutlabels", this._model, this._api, { updatedSeries: [] });
	}, t.prototype.appendData = function(e) {
		if (this._disposed) this.id;
		else {
			var t = e.seriesIndex;
			this.getModel().getSeriesByIndex(t).appendData(e), this._scheduler.unfinished = !0, this.getZr().wakeUp();
		}
	}, t.internalField = function() {
		Gy = function(e) {
			var t = e._scheduler;
			t.restorePipelines(e._model), t.prepareStageTasks(), Ky(e, !0), Ky(e, !1), t.plan();
		}, Ky = function(e, t) {
			for (var n = e._model, r = e._scheduler, i = t ? e._componentsViews : e._chartsViews, a = t ? e._componentsMap : e._chartsMap, o = e._zr, s = e._api, c = 0; c < i.length; c++) i[c].__alive = !1;
			t ? n.eachComponent(function(e, t) {
				e !== "series" && l(t);
			}) : n.eachSeries(l);
			function l(e) {
				var c = e.__requireNewView;
				e.__requireNewView = !1;
				var l = "_ec_" + e.id + "_" + e.type, u = !c && a[l];
				if (!u) {
					var d = vo(e.type);
					u = new (t ? e_.getClass(d.main, d.sub) : i_.getClass(d.sub))(), u.init(n, s), a[l] = u, i.push(u), o.add(u.group);
				}
				e.__viewId = u.__id = l, u.__alive = !0, u.__model = e, u.group.__ecComponentInfo = {
					mainType: e.mainType,
					index: e.componentIndex
				}, !t && r.prepareView(u, e, n, s);
			}
			for (var c = 0; c < i.length;) {
				var u = i[c];
				u.__alive ? c++ : (!t && u.renderTask.dispose(), o.remove(u.group), u.dispose(n, s), i.splice(c, 1), a[u.__id] === u && delete a[u.__id], u.__id = u.group.__ecComponentInfo = null);
			}
		}, qy = function(e, t, n, r, i) {
			var a = e._model;
			if (a.setUpdatePayload(n), !r) {
				L([].concat(e._componentsViews, e._chartsViews), u);
				return;
			}
			var o = {};
			o[r + "Id"] = n[r + "Id"], o[r + "Index"] = n[r + "Index"], o[r + "Name"] = n[r + "Name"];
			var s = {
				mainType: r,
				query: o
			};
			i && (s.subType = i);
			var c = n.excludeSeriesId, l;
			c != null && (l = q(), L(Ia(c), function(e) {
				var t = Xa(e, null);
				t != null && l.set(t, !0);
			})), a && a.eachComponent(s, function(t) {
				if (!(l && l.get(t.id) != null)) {
					if (Kl(n)) {
						if (t instanceof Gg) n.type === "highlight" && !n.notBlur && !t.get(["emphasis", "disabled"]) && Ol(t, n, e._api);
						else {
							var r = kl(t.mainType, t.componentIndex, n.name, e._api), i = r.focusSelf, a = r.dispatchers;
							n.type === "highlight" && i && !n.notBlur && Dl(t.mainType, t.componentIndex, e._api), a && L(a, function(e) {
								n.type === "highlight" ? vl(e) : yl(e);
							});
						}
					} else Gl(n) && t instanceof Gg && (Ml(t, n, e._api), Nl(t), sb(e));
				}
			}, e), a && a.eachComponent(s, function(t) {
				l && l.get(t.id) != null || u(e[r === "series" ? "_chartsMap" : "_componentsMap"][t.__viewId]);
			}, e);
			function u(r) {
				r && r.__alive && r[t] && r[t](r.__model, a, e._api, n);
			}
		}, Jy = {
			prepareAndUpdate: function(e) {
				Gy(this), Jy.update.call(this, e, { optionChanged: e.newOption != null });
			},
			update: function(t, n) {
				var r = this._model, i = this._api, a = this._zr, o = this._coordSysMgr, s = this._scheduler;
				if (r) {
					r.setUpdatePayload(t), s.restoreData(r, t), s.performSeriesTasks(r), o.create(r, i), s.performDataProcessorTasks(r, t), Xy(this, r), o.update(r, i), e(r), s.performVisualTasks(r, t), nb(this, r, i, t, n);
					var c = r.get("backgroundColor") || "transparent", l = r.get("darkMode");
					a.setBackgroundColor(c), l != null && l !== "auto" && a.setDarkMode(l), dy.trigger("afterupdate", r, i);
				}
			},
			updateTransform: function(t) {
				var n = this, r = this._model, i = this._api;
				if (r) {
					r.setUpdatePayload(t);
					var a = [];
					r.eachComponent(function(e, o) {
						if (e !== "series") {
							var s = n.getViewOfComponentModel(o);
							if (s && s.__alive) {
								if (s.updateTransform) {
									var c = s.updateTransform(o, r, i, t);
									c && c.update && a.push(s);
								} else a.push(s);
							}
						}
					});
					var o = q();
					r.eachSeries(function(e) {
						var a = n._chartsMap[e.__viewId];
						if (a.updateTransform) {
							var s = a.updateTransform(e, r, i, t);
							s && s.update && o.set(e.uid, 1);
						} else o.set(e.uid, 1);
					}), e(r), this._scheduler.performVisualTasks(r, t, {
						setDirty: !0,
						dirtyMap: o
					}), ib(this, r, i, t, {}, o), dy.trigger("afterupdate", r, i);
				}
			},
			updateView: function(t) {
				var n = this._model;
				n && (n.setUpdatePayload(t), i_.markUpdateMethod(t, "updateView"), e(n), this._scheduler.performVisualTasks(n, t, { setDirty: !0 }), nb(this, n, this._api, t, {}), dy.trigger("afterupdate", n, this._api));
			},
			updateVisual: function(t) {
				var n = this, r = this._model;
				r && (r.setUpdatePayload(t), r.eachSeries(function(e) {
					e.getData().clearAllVisual();
				}), i_.markUpdateMethod(t, "updateVisual"), e(r), this._scheduler.performVisualTasks(r, t, {
					visualType: "visual",
					setDirty: !0
				}), r.eachComponent(function(e, i) {
					if (e !== "series") {
						var a = n.getViewOfComponentModel(i);
						a && a.__alive && a.updateVisual(i, r, n._api, t);
					}
				}), r.eachSeries(function(e) {
					n._chartsMap[e.__viewId].updateVisual(e, r, n._api, t);
				}), dy.trigger("afterupdate", r, this._api));
			},
			updateLayout: function(e) {
				Jy.update.call(this, e);
			}
		}, Yy = function(e, t, n, r) {
			if (e._disposed) e.id;
			else for (var i = e._model, a = e._coordSysMgr.getCoordinateSystems(), o, s = ao(i, n), c = 0; c < a.length; c++) {
				var l = a[c];
				if (l[t] && (o = l[t](i, s, r)) != null) return o;
			}
		}, Xy = function(e, t) {
			var n = e._chartsMap, r = e._scheduler;
			t.eachSeries(function(e) {
				r.updateStreamModes(e, n[e.__viewId]);
			});
		}, Zy = function(e, t) {
			var n = this, r = this.getModel(), i = e.type, a = e.escapeConnect, o = fb[i], s = o.actionInfo, c = (s.update || "update").split(":"), l = c.pop(), u = c[0] != null && vo(c[0]);
			this[My] = !0;
			var d = [e], f = !1;
			e.batch && (f = !0, d = R(e.batch, function(t) {
				return t = F(P({}, t), e), t.batch = null, t;
			}));
			var p = [], m, h = Gl(e), g = Kl(e);
			if (g && Tl(this._api), L(d, function(t) {
				if (m = o.action(t, n._model, n._api), m = m || P({}, t), m.type = s.event || m.type, p.push(m), g) {
					var r = oo(e), i = r.queryOptionMap, a = r.mainTypeSpecified ? i.keys()[0] : "series";
					qy(n, l, t, a), sb(n);
				} else h ? (qy(n, l, t, "series"), sb(n)) : u && qy(n, l, t, u.main, u.sub);
			}), l !== "none" && !g && !h && !u) try {
				this[Ny] ? (Gy(this), Jy.update.call(this, e), this[Ny] = null) : Jy[l].call(this, e);
			} catch (e) {
				throw this[My] = !1, e;
			}
			if (m = f ? {
				type: s.event || i,
				escapeConnect: a,
				batch: p
			} : p[0], this[My] = !1, !t) {
				var _ = this._messageCenter;
				if (_.trigger(m.type, m), h) {
					var v = {
						type: "selectchanged",
						escapeConnect: a,
						selected: Pl(r),
						isFromClick: e.isFromClick || !1,
						fromAction: e.type,
						fromActionPayload: e
					};
					_.trigger(v.type, v);
				}
			}
		}, Qy = function(e) {
			for (var t = this._pendingActions; t.length;) {
				var n = t.shift();
				Zy.call(this, n, e);
			}
		}, $y = function(e) {
			!e && this.trigger("updated");
		}, eb = function(e, t) {
			e.on("rendered", function(n) {
				t.trigger("rendered", n), e.animation.isFinished() && !t[Ny] && !t._scheduler.unfinished && !t._pendingActions.length && t.trigger("finished");
			});
		}, tb = function(e, t) {
			e.on("mouseover", function(e) {
				var n = e.target, r = av(n, Ul);
				r && (Al(r, e, t._api), sb(t));
			}).on("mouseout", function(e) {
				var n = e.target, r = av(n, Ul);
				r && (jl(r, e, t._api), sb(t));
			}).on("click", function(e) {
				var n = e.target, r = av(n, function(e) {
					return X(e).dataIndex != null;
				}, !0);
				if (r) {
					var i = r.selected ? "unselect" : "select", a = X(r);
					t._api.dispatchAction({
						type: i,
						dataType: a.dataType,
						dataIndexInside: a.dataIndex,
						seriesIndex: a.seriesIndex,
						isFromClick: !0
					});
				}
			});
		};
		function e(e) {
			e.clearColorPalette(), e.eachSeries(function(e) {
				e.clearColorPalette();
			});
		}
		function t(e) {
			var t = [], n = [], r = !1;
			if (e.eachComponent(function(e, i) {
				var a = i.get("zlevel") || 0, o = i.get("z") || 0, s = i.getZLevelKey();
				r = r || !!s, (e === "series" ? n : t).push({
					zlevel: a,
					z: o,
					idx: i.componentIndex,
					type: e,
					key: s
				});
			}), r) {
				var i = t.concat(n), a, o;
				hn(i, function(e, t) {
					return e.zlevel === t.zlevel ? e.z - t.z : e.zlevel - t.zlevel;
				}), L(i, function(t) {
					var n = e.getComponent(t.type, t.idx), r = t.zlevel, i = t.key;
					a != null && (r = Math.max(a, r)), i ? (r === a && i !== o && r++, o = i) : o && (r === a && r++, o = ""), a = r, n.setZLevel(r);
				});
			}
		}
		nb = function(e, n, r, i, a) {
			t(n), rb(e, n, r, i, a), L(e._chartsViews, function(e) {
				e.__alive = !1;
			}), ib(e, n, r, i, a), L(e._chartsViews, function(e) {
				e.__alive || e.remove(n, r);
			});
		}, rb = function(e, t, n, r, i, o) {
			L(o || e._componentsViews, function(e) {
				var i = e.__model;
				s(i, e), e.render(i, t, n, r), a(i, e), c(i, e);
			});
		}, ib = function(e, t, n, o, l, u) {
			var d = e._scheduler;
			l = P(l || {}, { updatedSeries: t.getSeries() }), dy.trigger("series:beforeupdate", t, n, l);
			var f = !1;
			t.eachSeries(function(t) {
				var n = e._chartsMap[t.__viewId];
				n.__alive = !0;
				var r = n.renderTask;
				d.updatePayload(r, o), s(t, n), u && u.get(t.uid) && r.dirty(), r.perform(d.getPerformArgs(r)) && (f = !0), n.group.silent = !!t.get("silent"), i(t, n), Nl(t);
			}), d.unfinished = f || d.unfinished, dy.trigger("series:layoutlabels", t, n, l), dy.trigger("series:transition", t, n, l), t.eachSeries(function(t) {
				var n = e._chartsMap[t.__viewId];
				a(t, n), c(t, n);
			}), r(e, t), dy.trigger("series:afterupdate", t, n, l);
		}, sb = function(e) {
			e[Py] = !0, e.getZr().wakeUp();
		}, cb = function(e) {
			e[Py] && (e.getZr().storage.traverse(function(e) {
				gd(e) || n(e);
			}), e[Py] = !1);
		};
		function n(e) {
			for (var t = [], n = e.currentStates, r = 0; r < n.length; r++) {
				var i = n[r];
				i !== "emphasis" && i !== "blur" && i !== "select" && t.push(i);
			}
			e.selected && e.states.select && t.push("select"), e.hoverState === 2 && e.states.emphasis ? t.push("emphasis") : e.hoverState === 1 && e.states.blur && t.push("blur"), e.useStates(t);
		}
		function r(e, t) {
			var n = e._zr.storage, r = 0;
			n.traverse(function(e) {
				e.isGroup || r++;
			}), r > t.get("hoverLayerThreshold") && !m.node && !m.worker && t.eachSeries(function(t) {
				if (!t.preventUsingHoverLayer) {
					var n = e._chartsMap[t.__viewId];
					n.__alive && n.eachRendered(function(e) {
						e.states.emphasis && (e.states.emphasis.hoverLayer = !0);
					});
				}
			});
		}
		function i(e, t) {
			var n = e.get("blendMode") || null;
			t.eachRendered(function(e) {
				e.isGroup || (e.style.blend = n);
			});
		}
		function a(e, t) {
			if (!e.preventAutoZ) {
				var n = e.get("z") || 0, r = e.get("zlevel") || 0;
				t.eachRendered(function(e) {
					return o(e, n, r, -Infinity), !0;
				});
			}
		}
		function o(e, t, n, r) {
			var i = e.getTextContent(), a = e.getTextGuideLine();
			if (e.isGroup) for (var s = e.childrenRef(), c = 0; c < s.length; c++) r = Math.max(o(s[c], t, n, r), r);
			else e.z = t, e.zlevel = n, r = Math.max(e.z2, r);
			if (i && (i.z = t, i.zlevel = n, isFinite(r) && (i.z2 = r + 2)), a) {
				var l = e.textGuideLineConfig;
				a.z = t, a.zlevel = n, isFinite(r) && (a.z2 = r + (l && l.showAbove ? 1 : -1));
			}
			return r;
		}
		function s(e, t) {
			t.eachRendered(function(e) {
				if (!gd(e)) {
					var t = e.getTextContent(), n = e.getTextGuideLine();
					e.stateTransition && (e.stateTransition = null), t && t.stateTransition && (t.stateTransition = null), n && n.stateTransition && (n.stateTransition = null), e.hasState() ? (e.prevStates = e.currentStates, e.clearStates()) : e.prevStates && (e.prevStates = null);
				}
			});
		}
		function c(e, t) {
			var r = e.getModel("stateAnimation"), i = e.isAnimationEnabled(), a = r.get("duration"), o = a > 0 ? {
				duration: a,
				delay: r.get("delay"),
				easing: r.get("easing")
			} : null;
			t.eachRendered(function(e) {
				if (e.states && e.states.emphasis) {
					if (gd(e)) return;
					if (e instanceof Y && ql(e), e.__dirty) {
						var t = e.prevStates;
						t && e.useStates(t);
					}
					if (i) {
						e.stateTransition = o;
						var r = e.getTextContent(), a = e.getTextGuideLine();
						r && (r.stateTransition = o), a && (a.stateTransition = o);
					}
					e.__dirty && n(e);
				}
			});
		}
		ab = function(e) {
			return new (function(t) {
				f(n, t);
				function n() {
					return t !== null && t.apply(this, arguments) || this;
				}
				return n.prototype.getCoordinateSystems = function() {
					return e._coordSysMgr.getCoordinateSystems();
				}, n.prototype.getComponentByElement = function(t) {
					for (; t;) {
						var n = t.__ecComponentInfo;
						if (n != null) return e._model.getComponent(n.mainType, n.index);
						t = t.parent;
					}
				}, n.prototype.enterEmphasis = function(t, n) {
					vl(t, n), sb(e);
				}, n.prototype.leaveEmphasis = function(t, n) {
					yl(t, n), sb(e);
				}, n.prototype.enterBlur = function(t) {
					bl(t), sb(e);
				}, n.prototype.leaveBlur = function(t) {
					xl(t), sb(e);
				}, n.prototype.enterSelect = function(t) {
					Sl(t), sb(e);
				}, n.prototype.leaveSelect = function(t) {
					Cl(t), sb(e);
				}, n.prototype.getModel = function() {
					return e.getModel();
				}, n.prototype.getViewOfComponentModel = function(t) {
					return e.getViewOfComponentModel(t);
				}, n.prototype.getViewOfSeriesModel = function(t) {
					return e.getViewOfSeriesModel(t);
				}, n;
			}(Am))(e);
		}, ob = function(e) {
			function t(e, t) {
				for (var n = 0; n < e.length; n++) {
					var r = e[n];
					r[Iy] = t;
				}
			}
			L(pb, function(n, r) {
				e._messageCenter.on(r, function(n) {
					if (bb[e.group] && e[Iy] !== Ly) {
						if (n && n.escapeConnect) return;
						var r = e.makeActionFromEvent(n), i = [];
						L(yb, function(t) {
							t !== e && t.group === e.group && i.push(t);
						}), t(i, Ly), L(i, function(e) {
							e[Iy] !== Ry && e.dispatchAction(r);
						}), t(i, zy);
					}
				});
			});
		};
	}(), t;
}(et), ub = lb.prototype;
ub.on = By("on"), ub.off = By("off"), ub.one = function(e, t, n) {
	var r = this;
	function i() {
		var n = [...arguments];
		t && t.apply && t.apply(this, n), r.off(e, i);
	}
	this.on.call(this, e, i, n);
};
var db = [
	"click",
	"dblclick",
	"mouseover",
	"mouseout",
	"mousemove",
	"mousedown",
	"mouseup",
	"globalout",
	"contextmenu"
], fb = {}, pb = {}, mb = [], hb = [], gb = [], _b = {}, vb = {}, yb = {}, bb = {}, xb = /* @__PURE__ */ new Date() - 0;
/* @__PURE__ */ new Date() - 0;
var Sb = "_echarts_instance_";
function Cb(e, t, n) {
	var r = !(n && n.ssr);
	if (r) {
		var i = wb(e);
		if (i) return i;
	}
	var a = new lb(e, t, n);
	return a.id = "ec_" + xb++, yb[a.id] = a, r && uo(e, Sb, a.id), ob(a), dy.trigger("afterinit", a), a;
}
function wb(e) {
	return yb[fo(e, Sb)];
}
function Tb(e, t) {
	_b[e] = t;
}
function Eb(e) {
	I(hb, e) < 0 && hb.push(e);
}
function Db(e, t) {
	Ib(mb, e, t, yy);
}
function Ob(e) {
	Ab("afterinit", e);
}
function kb(e) {
	Ab("afterupdate", e);
}
function Ab(e, t) {
	dy.on(e, t);
}
function jb(e, t, n) {
	U(t) && (n = t, t = "");
	var r = G(e) ? e.type : [e, e = { event: t }][0];
	e.event = (e.event || r).toLowerCase(), t = e.event, pb[t] || (Ce(Fy.test(r) && Fy.test(t)), fb[r] || (fb[r] = {
		action: n,
		actionInfo: e
	}), pb[t] = r);
}
function Mb(e, t) {
	Mm.register(e, t);
}
function Nb(e, t) {
	Ib(gb, e, t, xy, "layout");
}
function Pb(e, t) {
	Ib(gb, e, t, wy, "visual");
}
var Fb = [];
function Ib(e, t, n, r, i) {
	if ((U(t) || G(t)) && (n = t, t = r), !(I(Fb, n) >= 0)) {
		Fb.push(n);
		var a = D_.wrapStageHandler(n, i);
		a.__prio = t, a.__raw = n, e.push(a);
	}
}
function Lb(e, t) {
	vb[e] = t;
}
function Rb(e, t, n) {
	var r = my("registerMap");
	r && r(e, t, n);
}
var zb = tg;
Pb(Cy, x_), Pb(Ey, C_), Pb(Ey, w_), Pb(Cy, Q_), Pb(Ey, $_), Pb(Ay, uy), Eb(ch), Db(_y, lh), Lb("default", E_), jb({
	type: Jc,
	event: Jc,
	update: Jc
}, Fe), jb({
	type: Yc,
	event: Yc,
	update: Yc
}, Fe), jb({
	type: Xc,
	event: Xc,
	update: Xc
}, Fe), jb({
	type: Zc,
	event: Zc,
	update: Zc
}, Fe), jb({
	type: Qc,
	event: Qc,
	update: Qc
}, Fe), Tb("light", U_), Tb("dark", J_);
// ../../../work/main/frontend/node_modules/echarts/lib/data/DataDiffer.js
function Bb(e) {
	return e == null ? 0 : e.length || 1;
}
function Vb(e) {
	return e;
}
var Hb = function() {
	function e(e, t, n, r, i, a) {
		this._old = e, this._new = t, this._oldKeyGetter = n || Vb, this._newKeyGetter = r || Vb, this.context = i, this._diffModeMultiple = a === "multiple";
	}
	return e.prototype.add = function(e) {
		return this._add = e, this;
	}, e.prototype.update = function(e) {
		return this._update = e, this;
	}, e.prototype.updateManyToOne = function(e) {
		return this._updateManyToOne = e, this;
	}, e.prototype.updateOneToMany = function(e) {
		return this._updateOneToMany = e, this;
	}, e.prototype.updateManyToMany = function(e) {
		return this._updateManyToMany = e, this;
	}, e.prototype.remove = function(e) {
		return this._remove = e, this;
	}, e.prototype.execute = function() {
		this[this._diffModeMultiple ? "_executeMultiple" : "_executeOneToOne"]();
	}, e.prototype._executeOneToOne = function() {
		var e = this._old, t = this._new, n = {}, r = Array(e.length), i = Array(t.length);
		this._initIndexMap(e, null, r, "_oldKeyGetter"), this._initIndexMap(t, n, i, "_newKeyGetter");
		for (var a = 0; a < e.length; a++) {
			var o = r[a], s = n[o], c = Bb(s);
			if (c > 1) {
				var l = s.shift();
				s.length === 1 && (n[o] = s[0]), this._update && this._update(l, a);
			} else c === 1 ? (n[o] = null, this._update && this._update(s, a)) : this._remove && this._remove(a);
		}
		this._performRestAdd(i, n);
	}, e.prototype._executeMultiple = function() {
		var e = this._old, t = this._new, n = {}, r = {}, i = [], a = [];
		this._initIndexMap(e, n, i, "_oldKeyGetter"), this._initIndexMap(t, r, a, "_newKeyGetter");
		for (var o = 0; o < i.length; o++) {
			var s = i[o], c = n[s], l = r[s], u = Bb(c), d = Bb(l);
			if (u > 1 && d === 1) this._updateManyToOne && this._updateManyToOne(l, c), r[s] = null;
			else if (u === 1 && d > 1) this._updateOneToMany && this._updateOneToMany(l, c), r[s] = null;
			else if (u === 1 && d === 1) this._update && this._update(l, c), r[s] = null;
			else if (u > 1 && d > 1) this._updateManyToMany && this._updateManyToMany(l, c), r[s] = null;
			else if (u > 1) for (var f = 0; f < u; f++) this._remove && this._remove(c[f]);
			else this._remove && this._remove(c);
		}
		this._performRestAdd(a, r);
	}, e.prototype._performRestAdd = function(e, t) {
		for (var n = 0; n < e.length; n++) {
			var r = e[n], i = t[r], a = Bb(i);
			if (a > 1) for (var o = 0; o < a; o++) this._add && this._add(i[o]);
			else a === 1 && this._add && this._add(i);
			t[r] = null;
		}
	}, e.prototype._initIndexMap = function(e, t, n, r) {
		for (var i = this._diffModeMultiple, a = 0; a < e.length; a++) {
			var o = "_ec_" + this[r](e[a], a);
			if (i || (n[a] = o), t) {
				var s = t[o], c = Bb(s);
				c === 0 ? (t[o] = a, i && n.push(o)) : c === 1 ? t[o] = [s, a] : s.push(a);
			}
		}
	}, e;
}(), Ub = function() {
	function e(e, t) {
		this._encode = e, this._schema = t;
	}
	return e.prototype.get = function() {
		return {
			fullDimensions: this._getFullDimensionNames(),
			encode: this._encode
		};
	}, e.prototype._getFullDimensionNames = function() {
		return this._cachedDimNames || (this._cachedDimNames = this._schema ? this._schema.makeOutputDimensionNames() : []), this._cachedDimNames;
	}, e;
}();
function Wb(e, t) {
	var n = {}, r = n.encode = {}, i = q(), a = [], o = [], s = {};
	L(e.dimensions, function(t) {
		var n = e.getDimensionInfo(t), c = n.coordDim;
		if (c) {
			var l = n.coordDimIndex;
			Gb(r, c)[l] = t, n.isExtraCoord || (i.set(c, 1), qb(n.type) && (a[0] = t), Gb(s, c)[l] = e.getDimensionIndex(n.name)), n.defaultTooltip && o.push(t);
		}
		Yp.each(function(e, t) {
			var i = Gb(r, t), a = n.otherDims[t];
			a != null && a !== !1 && (i[a] = n.name);
		});
	});
	var c = [], l = {};
	i.each(function(e, t) {
		var n = r[t];
		l[t] = n[0], c = c.concat(n);
	}), n.dataDimsOnCoord = c, n.dataDimIndicesOnCoord = R(c, function(t) {
		return e.getDimensionInfo(t).storeDimIndex;
	}), n.encodeFirstDimNotExtra = l;
	var u = r.label;
	u && u.length && (a = u.slice());
	var d = r.tooltip;
	return d && d.length ? o = d.slice() : o.length || (o = a.slice()), r.defaultedLabel = a, r.defaultedTooltip = o, n.userOutput = new Ub(s, t), n;
}
function Gb(e, t) {
	return e.hasOwnProperty(t) || (e[t] = []), e[t];
}
function Kb(e) {
	return e === "category" ? "ordinal" : e === "time" ? "time" : "float";
}
function qb(e) {
	return e !== "ordinal" && e !== "time";
}
// ../../../work/main/frontend/node_modules/echarts/lib/data/SeriesDimensionDefine.js
var Jb = function() {
	function e(e) {
		this.otherDims = {}, e != null && P(this, e);
	}
	return e;
}(), Yb = ro(), Xb = {
	float: "f",
	int: "i",
	ordinal: "o",
	number: "n",
	time: "t"
}, Zb = function() {
	function e(e) {
		this.dimensions = e.dimensions, this._dimOmitted = e.dimensionOmitted, this.source = e.source, this._fullDimCount = e.fullDimensionCount, this._updateDimOmitted(e.dimensionOmitted);
	}
	return e.prototype.isDimensionOmitted = function() {
		return this._dimOmitted;
	}, e.prototype._updateDimOmitted = function(e) {
		this._dimOmitted = e, e && (this._dimNameMap || (this._dimNameMap = ex(this.source)));
	}, e.prototype.getSourceDimensionIndex = function(e) {
		return K(this._dimNameMap.get(e), -1);
	}, e.prototype.getSourceDimension = function(e) {
		var t = this.source.dimensionsDefine;
		if (t) return t[e];
	}, e.prototype.makeStoreSchema = function() {
		for (var e = this._fullDimCount, t = xh(this.source), n = !tx(e), r = "", i = [], a = 0, o = 0; a < e; a++) {
			var s = void 0, c = void 0, l = void 0, u = this.dimensions[o];
			if (u && u.storeDimIndex === a) s = t ? u.name : null, c = u.type, l = u.ordinalMeta, o++;
			else {
				var d = this.getSourceDimension(a);
				d && (s = t ? d.name : null, c = d.type);
			}
			i.push({
				property: s,
				type: c,
				ordinalMeta: l
			}), !t || s == null || u && u.isCalculationCoord || (r += n ? s.replace(/\`/g, "`1").replace(/\$/g, "`2") : s), r += "$", r += Xb[c] || "f", l && (r += l.uid), r += "$";
		}
		var f = this.source;
		return {
			dimensions: i,
			hash: [
				f.seriesLayoutBy,
				f.startIndex,
				r
			].join("$$")
		};
	}, e.prototype.makeOutputDimensionNames = function() {
		for (var e = [], t = 0, n = 0; t < this._fullDimCount; t++) {
			var r = void 0, i = this.dimensions[n];
			if (i && i.storeDimIndex === t) i.isCalculationCoord || (r = i.name), n++;
			else {
				var a = this.getSourceDimension(t);
				a && (r = a.name);
			}
			e.push(r);
		}
		return e;
	}, e.prototype.appendCalculationDimension = function(e) {
		this.dimensions.push(e), e.isCalculationCoord = !0, this._fullDimCount++, this._updateDimOmitted(!0);
	}, e;
}();
function Qb(e) {
	return e instanceof Zb;
}
function $b(e) {
	for (var t = q(), n = 0; n < (e || []).length; n++) {
		var r = e[n], i = G(r) ? r.name : r;
		i != null && t.get(i) == null && t.set(i, n);
	}
	return t;
}
function ex(e) {
	var t = Yb(e);
	return t.dimNameMap || (t.dimNameMap = $b(e.dimensionsDefine));
}
function tx(e) {
	return e > 30;
}
// ../../../work/main/frontend/node_modules/echarts/lib/data/SeriesData.js
var nx = G, rx = R, ix = typeof Int32Array > "u" ? Array : Int32Array, ax = "e\0\0", ox = -1, sx = [
	"hasItemOption",
	"_nameList",
	"_idList",
	"_invertedIndicesMap",
	"_dimSummary",
	"userOutput",
	"_rawData",
	"_dimValueGetter",
	"_nameDimIdx",
	"_idDimIdx",
	"_nameRepeatCount"
], cx = ["_approximateExtent"], lx, ux, dx, fx, px, mx, hx, gx = function() {
	function e(e, t) {
		this.type = "list", this._dimOmitted = !1, this._nameList = [], this._idList = [], this._visual = {}, this._layout = {}, this._itemVisuals = [], this._itemLayouts = [], this._graphicEls = [], this._approximateExtent = {}, this._calculationInfo = {}, this.hasItemOption = !1, this.TRANSFERABLE_METHODS = [
			"cloneShallow",
			"downSample",
			"minmaxDownSample",
			"lttbDownSample",
			"map"
		], this.CHANGABLE_METHODS = ["filterSelf", "selectRange"], this.DOWNSAMPLE_METHODS = [
			"downSample",
			"minmaxDownSample",
			"lttbDownSample"
		];
		var n, r = !1;
		Qb(e) ? (n = e.dimensions, this._dimOmitted = e.isDimensionOmitted(), this._schema = e) : (r = !0, n = e), n = n || ["x", "y"];
		for (var i = {}, a = [], o = {}, s = !1, c = {}, l = 0; l < n.length; l++) {
			var u = n[l], d = W(u) ? new Jb({ name: u }) : u instanceof Jb ? u : new Jb(u), f = d.name;
			d.type = d.type || "float", d.coordDim || (d.coordDim = f, d.coordDimIndex = 0);
			var p = d.otherDims = d.otherDims || {};
			a.push(f), i[f] = d, c[f] != null && (s = !0), d.createInvertedIndices && (o[f] = []), p.itemName === 0 && (this._nameDimIdx = l), p.itemId === 0 && (this._idDimIdx = l), r && (d.storeDimIndex = l);
		}
		if (this.dimensions = a, this._dimInfos = i, this._initGetDimensionInfo(s), this.hostModel = t, this._invertedIndicesMap = o, this._dimOmitted) {
			var m = this._dimIdxToName = q();
			L(a, function(e) {
				m.set(i[e].storeDimIndex, e);
			});
		}
	}
	return e.prototype.getDimension = function(e) {
		var t = this._recognizeDimIndex(e);
		if (t == null) return e;
		if (t = e, !this._dimOmitted) return this.dimensions[t];
		var n = this._dimIdxToName.get(t);
		if (n != null) return n;
		var r = this._schema.getSourceDimension(t);
		if (r) return r.name;
	}, e.prototype.getDimensionIndex = function(e) {
		var t = this._recognizeDimIndex(e);
		if (t != null) return t;
		if (e == null) return -1;
		var n = this._getDimInfo(e);
		return n ? n.storeDimIndex : this._dimOmitted ? this._schema.getSourceDimensionIndex(e) : -1;
	}, e.prototype._recognizeDimIndex = function(e) {
		if (fe(e) || e != null && !isNaN(e) && !this._getDimInfo(e) && (!this._dimOmitted || this._schema.getSourceDimensionIndex(e) < 0)) return +e;
	}, e.prototype._getStoreDimIndex = function(e) {
		return this.getDimensionIndex(e);
	}, e.prototype.getDimensionInfo = function(e) {
		return this._getDimInfo(this.getDimension(e));
	}, e.prototype._initGetDimensionInfo = function(e) {
		var t = this._dimInfos;
		this._getDimInfo = e ? function(e) {
			return t.hasOwnProperty(e) ? t[e] : void 0;
		} : function(e) {
			return t[e];
		};
	}, e.prototype.getDimensionsOnCoord = function() {
		return this._dimSummary.dataDimsOnCoord.slice();
	}, e.prototype.mapDimension = function(e, t) {
		var n = this._dimSummary;
		if (t == null) return n.encodeFirstDimNotExtra[e];
		var r = n.encode[e];
		return r ? r[t] : null;
	}, e.prototype.mapDimensionsAll = function(e) {
		return (this._dimSummary.encode[e] || []).slice();
	}, e.prototype.getStore = function() {
		return this._store;
	}, e.prototype.initData = function(e, t, n) {
		var r = this, i;
		if (e instanceof gg && (i = e), !i) {
			var a = this.dimensions, o = fh(e) || se(e) ? new Dh(e, a.length) : e;
			i = new gg();
			var s = rx(a, function(e) {
				return {
					type: r._dimInfos[e].type,
					property: e
				};
			});
			i.initData(o, s, n);
		}
		this._store = i, this._nameList = (t || []).slice(), this._idList = [], this._nameRepeatCount = {}, this._doInit(0, i.count()), this._dimSummary = Wb(this, this._schema), this.userOutput = this._dimSummary.userOutput;
	}, e.prototype.appendData = function(e) {
		var t = this._store.appendData(e);
		this._doInit(t[0], t[1]);
	}, e.prototype.appendValues = function(e, t) {
		var n = this._store.appendValues(e, t && t.length), r = n.start, i = n.end, a = this._shouldMakeIdFromName();
		if (this._updateOrdinalMeta(), t) for (var o = r; o < i; o++) {
			var s = o - r;
			this._nameList[o] = t[s], a && hx(this, o);
		}
	}, e.prototype._updateOrdinalMeta = function() {
		for (var e = this._store, t = this.dimensions, n = 0; n < t.length; n++) {
			var r = this._dimInfos[t[n]];
			r.ordinalMeta && e.collectOrdinalMeta(r.storeDimIndex, r.ordinalMeta);
		}
	}, e.prototype._shouldMakeIdFromName = function() {
		var e = this._store.getProvider();
		return this._idDimIdx == null && e.getSource().sourceFormat !== "typedArray" && !e.fillStorage;
	}, e.prototype._doInit = function(e, t) {
		if (!(e >= t)) {
			var n = this._store.getProvider();
			this._updateOrdinalMeta();
			var r = this._nameList, i = this._idList;
			if (n.getSource().sourceFormat === "original" && !n.pure) for (var a = [], o = e; o < t; o++) {
				var s = n.getItem(o, a);
				if (!this.hasItemOption && Ba(s) && (this.hasItemOption = !0), s) {
					var c = s.name;
					r[o] == null && c != null && (r[o] = Xa(c, null));
					var l = s.id;
					i[o] == null && l != null && (i[o] = Xa(l, null));
				}
			}
			if (this._shouldMakeIdFromName()) for (var o = e; o < t; o++) hx(this, o);
			lx(this);
		}
	}, e.prototype.getApproximateExtent = function(e) {
		return this._approximateExtent[e] || this._store.getDataExtent(this._getStoreDimIndex(e));
	}, e.prototype.setApproximateExtent = function(e, t) {
		t = this.getDimension(t), this._approximateExtent[t] = e.slice();
	}, e.prototype.getCalculationInfo = function(e) {
		return this._calculationInfo[e];
	}, e.prototype.setCalculationInfo = function(e, t) {
		nx(e) ? P(this._calculationInfo, e) : this._calculationInfo[e] = t;
	}, e.prototype.getName = function(e) {
		var t = this.getRawIndex(e), n = this._nameList[t];
		return n == null && this._nameDimIdx != null && (n = dx(this, this._nameDimIdx, t)), n ?? (n = ""), n;
	}, e.prototype._getCategory = function(e, t) {
		var n = this._store.get(e, t), r = this._store.getOrdinalMeta(e);
		return r ? r.categories[n] : n;
	}, e.prototype.getId = function(e) {
		return ux(this, this.getRawIndex(e));
	}, e.prototype.count = function() {
		return this._store.count();
	}, e.prototype.get = function(e, t) {
		var n = this._store, r = this._dimInfos[e];
		if (r) return n.get(r.storeDimIndex, t);
	}, e.prototype.getByRawIndex = function(e, t) {
		var n = this._store, r = this._dimInfos[e];
		if (r) return n.getByRawIndex(r.storeDimIndex, t);
	}, e.prototype.getIndices = function() {
		return this._store.getIndices();
	}, e.prototype.getDataExtent = function(e) {
		return this._store.getDataExtent(this._getStoreDimIndex(e));
	}, e.prototype.getSum = function(e) {
		return this._store.getSum(this._getStoreDimIndex(e));
	}, e.prototype.getMedian = function(e) {
		return this._store.getMedian(this._getStoreDimIndex(e));
	}, e.prototype.getValues = function(e, t) {
		var n = this, r = this._store;
		return H(e) ? r.getValues(rx(e, function(e) {
			return n._getStoreDimIndex(e);
		}), t) : r.getValues(e);
	}, e.prototype.hasValue = function(e) {
		for (var t = this._dimSummary.dataDimIndicesOnCoord, n = 0, r = t.length; n < r; n++) if (isNaN(this._store.get(t[n], e))) return !1;
		return !0;
	}, e.prototype.indexOfName = function(e) {
		for (var t = 0, n = this._store.count(); t < n; t++) if (this.getName(t) === e) return t;
		return -1;
	}, e.prototype.getRawIndex = function(e) {
		return this._store.getRawIndex(e);
	}, e.prototype.indexOfRawIndex = function(e) {
		return this._store.indexOfRawIndex(e);
	}, e.prototype.rawIndexOf = function(e, t) {
		var n = e && this._invertedIndicesMap[e], r = n && n[t];
		return r == null || isNaN(r) ? ox : r;
	}, e.prototype.indicesOfNearest = function(e, t, n) {
		return this._store.indicesOfNearest(this._getStoreDimIndex(e), t, n);
	}, e.prototype.each = function(e, t, n) {
		U(e) && (n = t, t = e, e = []);
		var r = n || this, i = rx(fx(e), this._getStoreDimIndex, this);
		this._store.each(i, r ? V(t, r) : t);
	}, e.prototype.filterSelf = function(e, t, n) {
		U(e) && (n = t, t = e, e = []);
		var r = n || this, i = rx(fx(e), this._getStoreDimIndex, this);
		return this._store = this._store.filter(i, r ? V(t, r) : t), this;
	}, e.prototype.selectRange = function(e) {
		var t = this, n = {}, r = B(e), i = [];
		return L(r, function(r) {
			var a = t._getStoreDimIndex(r);
			n[a] = e[r], i.push(a);
		}), this._store = this._store.selectRange(n), this;
	}, e.prototype.mapArray = function(e, t, n) {
		U(e) && (n = t, t = e, e = []), n = n || this;
		var r = [];
		return this.each(e, function() {
			r.push(t && t.apply(this, arguments));
		}, n), r;
	}, e.prototype.map = function(e, t, n, r) {
		var i = n || r || this, a = rx(fx(e), this._getStoreDimIndex, this), o = mx(this);
		return o._store = this._store.map(a, i ? V(t, i) : t), o;
	}, e.prototype.modify = function(e, t, n, r) {
		var i = n || r || this, a = rx(fx(e), this._getStoreDimIndex, this);
		this._store.modify(a, i ? V(t, i) : t);
	}, e.prototype.downSample = function(e, t, n, r) {
		var i = mx(this);
		return i._store = this._store.downSample(this._getStoreDimIndex(e), t, n, r), i;
	}, e.prototype.minmaxDownSample = function(e, t) {
		var n = mx(this);
		return n._store = this._store.minmaxDownSample(this._getStoreDimIndex(e), t), n;
	}, e.prototype.lttbDownSample = function(e, t) {
		var n = mx(this);
		return n._store = this._store.lttbDownSample(this._getStoreDimIndex(e), t), n;
	}, e.prototype.getRawDataItem = function(e) {
		return this._store.getRawDataItem(e);
	}, e.prototype.getItemModel = function(e) {
		var t = this.hostModel;
		return new Df(this.getRawDataItem(e), t, t && t.ecModel);
	}, e.prototype.diff = function(e) {
		var t = this;
		return new Hb(e ? e.getStore().getIndices() : [], this.getStore().getIndices(), function(t) {
			return ux(e, t);
		}, function(e) {
			return ux(t, e);
		});
	}, e.prototype.getVisual = function(e) {
		var t = this._visual;
		return t && t[e];
	}, e.prototype.setVisual = function(e, t) {
		this._visual = this._visual || {}, nx(e) ? P(this._visual, e) : this._visual[e] = t;
	}, e.prototype.getItemVisual = function(e, t) {
		var n = this._itemVisuals[e];
		return (n && n[t]) ?? this.getVisual(t);
	}, e.prototype.hasItemVisual = function() {
		return this._itemVisuals.length > 0;
	}, e.prototype.ensureUniqueItemVisual = function(e, t) {
		var n = this._itemVisuals, r = n[e];
		r || (r = n[e] = {});
		var i = r[t];
		return i ?? (i = this.getVisual(t), H(i) ? i = i.slice() : nx(i) && (i = P({}, i)), r[t] = i), i;
	}, e.prototype.setItemVisual = function(e, t, n) {
		var r = this._itemVisuals[e] || {};
		this._itemVisuals[e] = r, nx(t) ? P(r, t) : r[t] = n;
	}, e.prototype.clearAllVisual = function() {
		this._visual = {}, this._itemVisuals = [];
	}, e.prototype.setLayout = function(e, t) {
		nx(e) ? P(this._layout, e) : this._layout[e] = t;
	}, e.prototype.getLayout = function(e) {
		return this._layout[e];
	}, e.prototype.getItemLayout = function(e) {
		return this._itemLayouts[e];
	}, e.prototype.setItemLayout = function(e, t, n) {
		this._itemLayouts[e] = n ? P(this._itemLayouts[e] || {}, t) : t;
	}, e.prototype.clearItemLayouts = function() {
		this._itemLayouts.length = 0;
	}, e.prototype.setItemGraphicEl = function(e, t) {
		Vc(this.hostModel && this.hostModel.seriesIndex, this.dataType, e, t), this._graphicEls[e] = t;
	}, e.prototype.getItemGraphicEl = function(e) {
		return this._graphicEls[e];
	}, e.prototype.eachItemGraphicEl = function(e, t) {
		L(this._graphicEls, function(n, r) {
			n && e && e.call(t, n, r);
		});
	}, e.prototype.cloneShallow = function(t) {
		return t || (t = new e(this._schema ? this._schema : rx(this.dimensions, this._getDimInfo, this), this.hostModel)), px(t, this), t._store = this._store, t;
	}, e.prototype.wrapMethod = function(e, t) {
		var n = this[e];
		U(n) && (this.__wrappedMethods = this.__wrappedMethods || [], this.__wrappedMethods.push(e), this[e] = function() {
			var e = n.apply(this, arguments);
			return t.apply(this, [e].concat(xe(arguments)));
		});
	}, e.internalField = function() {
		lx = function(e) {
			var t = e._invertedIndicesMap;
			L(t, function(n, r) {
				var i = e._dimInfos[r], a = i.ordinalMeta, o = e._store;
				if (a) {
					n = t[r] = new ix(a.categories.length);
					for (var s = 0; s < n.length; s++) n[s] = ox;
					for (var s = 0; s < o.count(); s++) n[o.get(i.storeDimIndex, s)] = s;
				}
			});
		}, dx = function(e, t, n) {
			return Xa(e._getCategory(t, n), null);
		}, ux = function(e, t) {
			var n = e._idList[t];
			return n == null && e._idDimIdx != null && (n = dx(e, e._idDimIdx, t)), n ?? (n = ax + t), n;
		}, fx = function(e) {
			return H(e) || (e = e == null ? [] : [e]), e;
		}, mx = function(t) {
			var n = new e(t._schema ? t._schema : rx(t.dimensions, t._getDimInfo, t), t.hostModel);
			return px(n, t), n;
		}, px = function(e, t) {
			L(sx.concat(t.__wrappedMethods || []), function(n) {
				t.hasOwnProperty(n) && (e[n] = t[n]);
			}), e.__wrappedMethods = t.__wrappedMethods, L(cx, function(n) {
				e[n] = M(t[n]);
			}), e._calculationInfo = P({}, t._calculationInfo);
		}, hx = function(e, t) {
			var n = e._nameList, r = e._idList, i = e._nameDimIdx, a = e._idDimIdx, o = n[t], s = r[t];
			if (o == null && i != null && (n[t] = o = dx(e, i, t)), s == null && a != null && (r[t] = s = dx(e, a, t)), s == null && o != null) {
				var c = e._nameRepeatCount, l = c[o] = (c[o] || 0) + 1;
				s = o, l > 1 && (s += "__ec__" + l), r[t] = s;
			}
		};
	}(), e;
}();
// ../../../work/main/frontend/node_modules/echarts/lib/data/helper/createDimensions.js
function _x(e, t) {
	fh(e) || (e = mh(e)), t = t || {};
	var n = t.coordDimensions || [], r = t.dimensionsDefine || e.dimensionsDefine || [], i = q(), a = [], o = yx(e, n, r, t.dimensionsCount), s = t.canOmitUnusedDimensions && tx(o), c = r === e.dimensionsDefine, l = c ? ex(e) : $b(r), u = t.encodeDefine;
	!u && t.encodeDefaulter && (u = t.encodeDefaulter(e, o));
	for (var d = q(u), f = new cg(o), p = 0; p < f.length; p++) f[p] = -1;
	function m(e) {
		var t = f[e];
		if (t < 0) {
			var n = r[e], i = G(n) ? n : { name: n }, o = new Jb(), s = i.name;
			return s != null && l.get(s) != null && (o.name = o.displayName = s), i.type != null && (o.type = i.type), i.displayName != null && (o.displayName = i.displayName), f[e] = a.length, o.storeDimIndex = e, a.push(o), o;
		}
		return a[t];
	}
	if (!s) for (var p = 0; p < o; p++) m(p);
	d.each(function(e, t) {
		var n = Ia(e).slice();
		if (n.length === 1 && !W(n[0]) && n[0] < 0) d.set(t, !1);
		else {
			var r = d.set(t, []);
			L(n, function(e, n) {
				var i = W(e) ? l.get(e) : e;
				i != null && i < o && (r[n] = i, g(m(i), t, n));
			});
		}
	});
	var h = 0;
	L(n, function(e) {
		var t, n, r, i;
		if (W(e)) t = e, i = {};
		else {
			i = e, t = i.name;
			var a = i.ordinalMeta;
			i.ordinalMeta = null, i = P({}, i), i.ordinalMeta = a, n = i.dimsDef, r = i.otherDims, i.name = i.coordDim = i.coordDimIndex = i.dimsDef = i.otherDims = null;
		}
		var s = d.get(t);
		if (s !== !1) {
			if (s = Ia(s), !s.length) for (var l = 0; l < (n && n.length || 1); l++) {
				for (; h < o && m(h).coordDim != null;) h++;
				h < o && s.push(h++);
			}
			L(s, function(e, a) {
				var o = m(e);
				if (c && i.type != null && (o.type = i.type), g(F(o, i), t, a), o.name == null && n) {
					var s = n[a];
					!G(s) && (s = { name: s }), o.name = o.displayName = s.name, o.defaultTooltip = s.defaultTooltip;
				}
				r && F(o.otherDims, r);
			});
		}
	});
	function g(e, t, n) {
		Yp.get(t) == null ? (e.coordDim = t, e.coordDimIndex = n, i.set(t, !0)) : e.otherDims[t] = n;
	}
	var _ = t.generateCoord, v = t.generateCoordCount, y = v != null;
	v = _ ? v || 1 : 0;
	var b = _ || "value";
	function x(e) {
		e.name ?? (e.name = e.coordDim);
	}
	if (s) L(a, function(e) {
		x(e);
	}), a.sort(function(e, t) {
		return e.storeDimIndex - t.storeDimIndex;
	});
	else for (var S = 0; S < o; S++) {
		var C = m(S);
		C.coordDim ?? (C.coordDim = bx(b, i, y), C.coordDimIndex = 0, (!_ || v <= 0) && (C.isExtraCoord = !0), v--), x(C), C.type == null && (lm(e, S) === rm.Must || C.isExtraCoord && (C.otherDims.itemName != null || C.otherDims.seriesName != null)) && (C.type = "ordinal");
	}
	return vx(a), new Zb({
		source: e,
		dimensions: a,
		fullDimensionCount: o,
		dimensionOmitted: s
	});
}
function vx(e) {
	for (var t = q(), n = 0; n < e.length; n++) {
		var r = e[n], i = r.name, a = t.get(i) || 0;
		a > 0 && (r.name = i + (a - 1)), a++, t.set(i, a);
	}
}
function yx(e, t, n, r) {
	var i = Math.max(e.dimensionsDetectedCount || 1, t.length, n.length, r || 0);
	return L(t, function(e) {
		var t;
		G(e) && (t = e.dimsDef) && (i = Math.max(i, t.length));
	}), i;
}
function bx(e, t, n) {
	if (n || t.hasKey(e)) {
		for (var r = 0; t.hasKey(e + r);) r++;
		e += r;
	}
	return t.set(e, !0), e;
}
// ../../../work/main/frontend/node_modules/echarts/lib/model/referHelper.js
var xx = function() {
	function e(e) {
		this.coordSysDims = [], this.axisMap = q(), this.categoryAxisMap = q(), this.coordSysName = e;
	}
	return e;
}();
function Sx(e) {
	var t = e.get("coordinateSystem"), n = new xx(t), r = Cx[t];
	if (r) return r(e, n, n.axisMap, n.categoryAxisMap), n;
}
var Cx = {
	cartesian2d: function(e, t, n, r) {
		var i = e.getReferringComponents("xAxis", so).models[0], a = e.getReferringComponents("yAxis", so).models[0];
		t.coordSysDims = ["x", "y"], n.set("x", i), n.set("y", a), Tx(i) && (r.set("x", i), t.firstCategoryDimIndex = 0), Tx(a) && (r.set("y", a), t.firstCategoryDimIndex ?? (t.firstCategoryDimIndex = 1));
	},
	singleAxis: function(e, t, n, r) {
		var i = e.getReferringComponents("singleAxis", so).models[0];
		t.coordSysDims = ["single"], n.set("single", i), Tx(i) && (r.set("single", i), t.firstCategoryDimIndex = 0);
	},
	polar: function(e, t, n, r) {
		var i = e.getReferringComponents("polar", so).models[0], a = i.findAxisModel("radiusAxis"), o = i.findAxisModel("angleAxis");
		t.coordSysDims = ["radius", "angle"], n.set("radius", a), n.set("angle", o), Tx(a) && (r.set("radius", a), t.firstCategoryDimIndex = 0), Tx(o) && (r.set("angle", o), t.firstCategoryDimIndex ?? (t.firstCategoryDimIndex = 1));
	},
	geo: function(e, t, n, r) {
		t.coordSysDims = ["lng", "lat"];
	},
	parallel: function(e, t, n, r) {
		var i = e.ecModel, a = i.getComponent("parallel", e.get("parallelIndex")), o = t.coordSysDims = a.dimensions.slice();
		L(a.parallelAxisIndex, function(e, a) {
			var s = i.getComponent("parallelAxis", e), c = o[a];
			n.set(c, s), Tx(s) && (r.set(c, s), t.firstCategoryDimIndex ?? (t.firstCategoryDimIndex = a));
		});
	}
};
function Tx(e) {
	return e.get("type") === "category";
}
// ../../../work/main/frontend/node_modules/echarts/lib/data/helper/dataStackHelper.js
function Ex(e, t, n) {
	n = n || {};
	var r = n.byIndex, i = n.stackedCoordDimension, a, o, s;
	Dx(t) ? a = t : (o = t.schema, a = o.dimensions, s = t.store);
	var c = !!(e && e.get("stack")), l, u, d, f;
	if (L(a, function(e, t) {
		W(e) && (a[t] = e = { name: e }), c && !e.isExtraCoord && (!r && !l && e.ordinalMeta && (l = e), u || e.type === "ordinal" || e.type === "time" || i && i !== e.coordDim || (u = e));
	}), u && !r && !l && (r = !0), u) {
		d = "__\0ecstackresult_" + e.id, f = "__\0ecstackedover_" + e.id, l && (l.createInvertedIndices = !0);
		var p = u.coordDim, m = u.type, h = 0;
		L(a, function(e) {
			e.coordDim === p && h++;
		});
		var g = {
			name: d,
			coordDim: p,
			coordDimIndex: h,
			type: m,
			isExtraCoord: !0,
			isCalculationCoord: !0,
			storeDimIndex: a.length
		}, _ = {
			name: f,
			coordDim: f,
			coordDimIndex: h + 1,
			type: m,
			isExtraCoord: !0,
			isCalculationCoord: !0,
			storeDimIndex: a.length + 1
		};
		o ? (s && (g.storeDimIndex = s.ensureCalculationDimension(f, m), _.storeDimIndex = s.ensureCalculationDimension(d, m)), o.appendCalculationDimension(g), o.appendCalculationDimension(_)) : (a.push(g), a.push(_));
	}
	return {
		stackedDimension: u && u.name,
		stackedByDimension: l && l.name,
		isStackedByIndex: r,
		stackedOverDimension: f,
		stackResultDimension: d
	};
}
function Dx(e) {
	return !Qb(e.schema);
}
function Ox(e, t) {
	return !!t && t === e.getCalculationInfo("stackedDimension");
}
function kx(e, t) {
	return Ox(e, t) ? e.getCalculationInfo("stackResultDimension") : t;
}
// ../../../work/main/frontend/node_modules/echarts/lib/chart/helper/createSeriesData.js
function Ax(e, t) {
	var n = e.get("coordinateSystem"), r = Mm.get(n), i;
	return t && t.coordSysDims && (i = R(t.coordSysDims, function(e) {
		var n = { name: e }, r = t.axisMap.get(e);
		return r && (n.type = Kb(r.get("type"))), n;
	})), i || (i = r && (r.getDimensionsInfo ? r.getDimensionsInfo() : r.dimensions.slice()) || ["x", "y"]), i;
}
function jx(e, t, n) {
	var r, i;
	return n && L(e, function(e, a) {
		var o = e.coordDim, s = n.categoryAxisMap.get(o);
		s && (r ?? (r = a), e.ordinalMeta = s.getOrdinalMeta(), t && (e.createInvertedIndices = !0)), e.otherDims.itemName != null && (i = !0);
	}), !i && r != null && (e[r].otherDims.itemName = 0), r;
}
function Mx(e, t, n) {
	n = n || {};
	var r = t.getSourceManager(), i, a = !1;
	e ? (a = !0, i = mh(e)) : (i = r.getSource(), a = i.sourceFormat === Xp);
	var o = Sx(t), s = Ax(t, o), c = n.useEncodeDefaulter, l = U(c) ? c : c ? ue(om, s, t) : null, u = {
		coordDimensions: s,
		generateCoord: n.generateCoord,
		encodeDefine: t.getEncode(),
		encodeDefaulter: l,
		canOmitUnusedDimensions: !a
	}, d = _x(i, u), f = jx(d.dimensions, n.createInvertedIndices, o), p = a ? null : r.getSharedDataStore(d), m = Ex(t, {
		schema: d,
		store: p
	}), h = new gx(d, t);
	h.setCalculationInfo(m);
	var g = f != null && Nx(i) ? function(e, t, n, r) {
		return r === f ? n : this.defaultDimValueGetter(e, t, n, r);
	} : null;
	return h.hasItemOption = !1, h.initData(a ? i : p, null, g), h;
}
function Nx(e) {
	if (e.sourceFormat === "original") return !H(za(Px(e.data || [])));
}
function Px(e) {
	for (var t = 0; t < e.length && e[t] == null;) t++;
	return e[t];
}
// ../../../work/main/frontend/node_modules/echarts/lib/scale/Scale.js
var Fx = function() {
	function e(e) {
		this._setting = e || {}, this._extent = [Infinity, -Infinity];
	}
	return e.prototype.getSetting = function(e) {
		return this._setting[e];
	}, e.prototype.unionExtent = function(e) {
		var t = this._extent;
		e[0] < t[0] && (t[0] = e[0]), e[1] > t[1] && (t[1] = e[1]);
	}, e.prototype.unionExtentFromData = function(e, t) {
		this.unionExtent(e.getApproximateExtent(t));
	}, e.prototype.getExtent = function() {
		return this._extent.slice();
	}, e.prototype.setExtent = function(e, t) {
		var n = this._extent;
		isNaN(e) || (n[0] = e), isNaN(t) || (n[1] = t);
	}, e.prototype.isInExtentRange = function(e) {
		return this._extent[0] <= e && this._extent[1] >= e;
	}, e.prototype.isBlank = function() {
		return this._isBlank;
	}, e.prototype.setBlank = function(e) {
		this._isBlank = e;
	}, e;
}();
Oo(Fx);
// ../../../work/main/frontend/node_modules/echarts/lib/data/OrdinalMeta.js
var Ix = 0, Lx = function() {
	function e(e) {
		this.categories = e.categories || [], this._needCollect = e.needCollect, this._deduplication = e.deduplication, this.uid = ++Ix;
	}
	return e.createByAxisModel = function(t) {
		var n = t.option, r = n.data, i = r && R(r, Rx);
		return new e({
			categories: i,
			needCollect: !i,
			deduplication: n.dedplication !== !1
		});
	}, e.prototype.getOrdinal = function(e) {
		return this._getOrCreateMap().get(e);
	}, e.prototype.parseAndCollect = function(e) {
		var t, n = this._needCollect;
		if (!W(e) && !n) return e;
		if (n && !this._deduplication) return t = this.categories.length, this.categories[t] = e, t;
		var r = this._getOrCreateMap();
		return t = r.get(e), t ?? (n ? (t = this.categories.length, this.categories[t] = e, r.set(e, t)) : t = NaN), t;
	}, e.prototype._getOrCreateMap = function() {
		return this._map || (this._map = q(this.categories));
	}, e;
}();
function Rx(e) {
	return G(e) && e.value != null ? e.value : e + "";
}
// ../../../work/main/frontend/node_modules/echarts/lib/scale/helper.js
function zx(e) {
	return e.type === "interval" || e.type === "log";
}
function Bx(e, t, n, r) {
	var i = {}, a = i.interval = Ta((e[1] - e[0]) / t, !0);
	n != null && a < n && (a = i.interval = n), r != null && a > r && (a = i.interval = r);
	var o = i.intervalPrecision = Hx(a);
	return Wx(i.niceTickExtent = [pa(Math.ceil(e[0] / a) * a, o), pa(Math.floor(e[1] / a) * a, o)], e), i;
}
function Vx(e) {
	var t = 10 ** wa(e), n = e / t;
	return n ? n === 2 ? n = 3 : n === 3 ? n = 5 : n *= 2 : n = 1, pa(n * t);
}
function Hx(e) {
	return ha(e) + 2;
}
function Ux(e, t, n) {
	e[t] = Math.max(Math.min(e[t], n[1]), n[0]);
}
function Wx(e, t) {
	!isFinite(e[0]) && (e[0] = t[0]), !isFinite(e[1]) && (e[1] = t[1]), Ux(e, 0, t), Ux(e, 1, t), e[0] > e[1] && (e[0] = e[1]);
}
function Gx(e, t) {
	return e >= t[0] && e <= t[1];
}
function Kx(e, t) {
	return t[1] === t[0] ? .5 : (e - t[0]) / (t[1] - t[0]);
}
function qx(e, t) {
	return e * (t[1] - t[0]) + t[0];
}
// ../../../work/main/frontend/node_modules/echarts/lib/scale/Ordinal.js
var Jx = function(e) {
	f(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		n.type = "ordinal";
		var r = n.getSetting("ordinalMeta");
		return r || (r = new Lx({})), H(r) && (r = new Lx({ categories: R(r, function(e) {
			return G(e) ? e.value : e;
		}) })), n._ordinalMeta = r, n._extent = n.getSetting("extent") || [0, r.categories.length - 1], n;
	}
	return t.prototype.parse = function(e) {
		return e == null ? NaN : W(e) ? this._ordinalMeta.getOrdinal(e) : Math.round(e);
	}, t.prototype.contain = function(e) {
		return e = this.parse(e), Gx(e, this._extent) && this._ordinalMeta.categories[e] != null;
	}, t.prototype.normalize = function(e) {
		return e = this._getTickNumber(this.parse(e)), Kx(e, this._extent);
	}, t.prototype.scale = function(e) {
		return e = Math.round(qx(e, this._extent)), this.getRawOrdinalNumber(e);
	}, t.prototype.getTicks = function() {
		for (var e = [], t = this._extent, n = t[0]; n <= t[1];) e.push({ value: n }), n++;
		return e;
	}, t.prototype.getMinorTicks = function(e) {}, t.prototype.setSortInfo = function(e) {
		if (e == null) this._ordinalNumbersByTick = this._ticksByOrdinalNumber = null;
		else {
			for (var t = e.ordinalNumbers, n = this._ordinalNumbersByTick = [], r = this._ticksByOrdinalNumber = [], i = 0, a = this._ordinalMeta.categories.length, o = Math.min(a, t.length); i < o; ++i) {
				var s = t[i];
				n[i] = s, r[s] = i;
			}
			for (var c = 0; i < a; ++i) {
				for (; r[c] != null;) c++;
				n.push(c), r[c] = i;
			}
		}
	}, t.prototype._getTickNumber = function(e) {
		var t = this._ticksByOrdinalNumber;
		return t && e >= 0 && e < t.length ? t[e] : e;
	}, t.prototype.getRawOrdinalNumber = function(e) {
		var t = this._ordinalNumbersByTick;
		return t && e >= 0 && e < t.length ? t[e] : e;
	}, t.prototype.getLabel = function(e) {
		if (!this.isBlank()) {
			var t = this.getRawOrdinalNumber(e.value), n = this._ordinalMeta.categories[t];
			return n == null ? "" : n + "";
		}
	}, t.prototype.count = function() {
		return this._extent[1] - this._extent[0] + 1;
	}, t.prototype.unionExtentFromData = function(e, t) {
		this.unionExtent(e.getApproximateExtent(t));
	}, t.prototype.isInExtentRange = function(e) {
		return e = this._getTickNumber(e), this._extent[0] <= e && this._extent[1] >= e;
	}, t.prototype.getOrdinalMeta = function() {
		return this._ordinalMeta;
	}, t.prototype.calcNiceTicks = function() {}, t.prototype.calcNiceExtent = function() {}, t.type = "ordinal", t;
}(Fx);
Fx.registerClass(Jx);
// ../../../work/main/frontend/node_modules/echarts/lib/scale/Interval.js
var Yx = pa, Xx = function(e) {
	f(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = "interval", t._interval = 0, t._intervalPrecision = 2, t;
	}
	return t.prototype.parse = function(e) {
		return e;
	}, t.prototype.contain = function(e) {
		return Gx(e, this._extent);
	}, t.prototype.normalize = function(e) {
		return Kx(e, this._extent);
	}, t.prototype.scale = function(e) {
		return qx(e, this._extent);
	}, t.prototype.setExtent = function(e, t) {
		var n = this._extent;
		isNaN(e) || (n[0] = parseFloat(e)), isNaN(t) || (n[1] = parseFloat(t));
	}, t.prototype.unionExtent = function(e) {
		var t = this._extent;
		e[0] < t[0] && (t[0] = e[0]), e[1] > t[1] && (t[1] = e[1]), this.setExtent(t[0], t[1]);
	}, t.prototype.getInterval = function() {
		return this._interval;
	}, t.prototype.setInterval = function(e) {
		this._interval = e, this._niceExtent = this._extent.slice(), this._intervalPrecision = Hx(e);
	}, t.prototype.getTicks = function(e) {
		var t = this._interval, n = this._extent, r = this._niceExtent, i = this._intervalPrecision, a = [];
		if (!t) return a;
		var o = 1e4;
		n[0] < r[0] && (e ? a.push({ value: Yx(r[0] - t, i) }) : a.push({ value: n[0] }));
		for (var s = r[0]; s <= r[1] && (a.push({ value: s }), s = Yx(s + t, i), s !== a[a.length - 1].value);) if (a.length > o) return [];
		var c = a.length ? a[a.length - 1].value : r[1];
		return n[1] > c && (e ? a.push({ value: Yx(c + t, i) }) : a.push({ value: n[1] })), a;
	}, t.prototype.getMinorTicks = function(e) {
		for (var t = this.getTicks(!0), n = [], r = this.getExtent(), i = 1; i < t.length; i++) {
			for (var a = t[i], o = t[i - 1], s = 0, c = [], l = (a.value - o.value) / e; s < e - 1;) {
				var u = Yx(o.value + (s + 1) * l);
				u > r[0] && u < r[1] && c.push(u), s++;
			}
			n.push(c);
		}
		return n;
	}, t.prototype.getLabel = function(e, t) {
		if (e == null) return "";
		var n = t && t.precision;
		return n == null ? n = ha(e.value) || 0 : n === "auto" && (n = this._intervalPrecision), Cp(Yx(e.value, n, !0));
	}, t.prototype.calcNiceTicks = function(e, t, n) {
		e = e || 5;
		var r = this._extent, i = r[1] - r[0];
		if (isFinite(i)) {
			i < 0 && (i = -i, r.reverse());
			var a = Bx(r, e, t, n);
			this._intervalPrecision = a.intervalPrecision, this._interval = a.interval, this._niceExtent = a.niceTickExtent;
		}
	}, t.prototype.calcNiceExtent = function(e) {
		var t = this._extent;
		if (t[0] === t[1]) {
			if (t[0] !== 0) {
				var n = Math.abs(t[0]);
				e.fixMax || (t[1] += n / 2), t[0] -= n / 2;
			} else t[1] = 1;
		}
		var r = t[1] - t[0];
		isFinite(r) || (t[0] = 0, t[1] = 1), this.calcNiceTicks(e.splitNumber, e.minInterval, e.maxInterval);
		var i = this._interval;
		e.fixMin || (t[0] = Yx(Math.floor(t[0] / i) * i)), e.fixMax || (t[1] = Yx(Math.ceil(t[1] / i) * i));
	}, t.prototype.setNiceExtent = function(e, t) {
		this._niceExtent = [e, t];
	}, t.type = "interval", t;
}(Fx);
Fx.registerClass(Xx);
// ../../../work/main/frontend/node_modules/echarts/lib/util/vendor.js
var Zx = typeof Float32Array < "u", Qx = Zx ? Float32Array : Array;
function $x(e) {
	return H(e) ? Zx ? new Float32Array(e) : e : new Qx(e);
}
// ../../../work/main/frontend/node_modules/echarts/lib/layout/barGrid.js
var eS = "__ec_stack_";
function tS(e) {
	return e.get("stack") || eS + e.seriesIndex;
}
function nS(e) {
	return e.dim + e.index;
}
function rS(e) {
	var t = [], n = e.axis, r = "axis0";
	if (n.type === "category") {
		for (var i = n.getBandWidth(), a = 0; a < e.count; a++) t.push(F({
			bandWidth: i,
			axisKey: r,
			stackId: eS + a
		}, e));
		for (var o = sS(t), s = [], a = 0; a < e.count; a++) {
			var c = o[r][eS + a];
			c.offsetCenter = c.offset + c.width / 2, s.push(c);
		}
		return s;
	}
}
function iS(e, t) {
	var n = [];
	return t.eachSeriesByType(e, function(e) {
		dS(e) && n.push(e);
	}), n;
}
function aS(e) {
	var t = {};
	L(e, function(e) {
		var n = e.coordinateSystem.getBaseAxis();
		if (n.type === "time" || n.type === "value") for (var r = e.getData(), i = n.dim + "_" + n.index, a = r.getDimensionIndex(r.mapDimension(n.dim)), o = r.getStore(), s = 0, c = o.count(); s < c; ++s) {
			var l = o.get(a, s);
			t[i] ? t[i].push(l) : t[i] = [l];
		}
	});
	var n = {};
	for (var r in t) if (t.hasOwnProperty(r)) {
		var i = t[r];
		if (i) {
			i.sort(function(e, t) {
				return e - t;
			});
			for (var a = null, o = 1; o < i.length; ++o) {
				var s = i[o] - i[o - 1];
				s > 0 && (a = a === null ? s : Math.min(a, s));
			}
			n[r] = a;
		}
	}
	return n;
}
function oS(e) {
	var t = aS(e), n = [];
	return L(e, function(e) {
		var r = e.coordinateSystem.getBaseAxis(), i = r.getExtent(), a;
		if (r.type === "category") a = r.getBandWidth();
		else if (r.type === "value" || r.type === "time") {
			var o = t[r.dim + "_" + r.index], s = Math.abs(i[1] - i[0]), c = r.scale.getExtent(), l = Math.abs(c[1] - c[0]);
			a = o ? s / l * o : s;
		} else {
			var u = e.getData();
			a = Math.abs(i[1] - i[0]) / u.count();
		}
		var d = fa(e.get("barWidth"), a), f = fa(e.get("barMaxWidth"), a), p = fa(e.get("barMinWidth") || (fS(e) ? .5 : 1), a), m = e.get("barGap"), h = e.get("barCategoryGap");
		n.push({
			bandWidth: a,
			barWidth: d,
			barMaxWidth: f,
			barMinWidth: p,
			barGap: m,
			barCategoryGap: h,
			axisKey: nS(r),
			stackId: tS(e)
		});
	}), sS(n);
}
function sS(e) {
	var t = {};
	L(e, function(e, n) {
		var r = e.axisKey, i = e.bandWidth, a = t[r] || {
			bandWidth: i,
			remainedWidth: i,
			autoWidthCount: 0,
			categoryGap: null,
			gap: "20%",
			stacks: {}
		}, o = a.stacks;
		t[r] = a;
		var s = e.stackId;
		o[s] || a.autoWidthCount++, o[s] = o[s] || {
			width: 0,
			maxWidth: 0
		};
		var c = e.barWidth;
		c && !o[s].width && (o[s].width = c, c = Math.min(a.remainedWidth, c), a.remainedWidth -= c);
		var l = e.barMaxWidth;
		l && (o[s].maxWidth = l);
		var u = e.barMinWidth;
		u && (o[s].minWidth = u);
		var d = e.barGap;
		d != null && (a.gap = d);
		var f = e.barCategoryGap;
		f != null && (a.categoryGap = f);
	});
	var n = {};
	return L(t, function(e, t) {
		n[t] = {};
		var r = e.stacks, i = e.bandWidth, a = e.categoryGap;
		if (a == null) {
			var o = B(r).length;
			a = Math.max(35 - o * 4, 15) + "%";
		}
		var s = fa(a, i), c = fa(e.gap, 1), l = e.remainedWidth, u = e.autoWidthCount, d = (l - s) / (u + (u - 1) * c);
		d = Math.max(d, 0), L(r, function(e) {
			var t = e.maxWidth, n = e.minWidth;
			if (e.width) {
				var r = e.width;
				t && (r = Math.min(r, t)), n && (r = Math.max(r, n)), e.width = r, l -= r + c * r, u--;
			} else {
				var r = d;
				t && t < r && (r = Math.min(t, l)), n && n > r && (r = n), r !== d && (e.width = r, l -= r + c * r, u--);
			}
		}), d = (l - s) / (u + (u - 1) * c), d = Math.max(d, 0);
		var f = 0, p;
		L(r, function(e, t) {
			e.width || (e.width = d), p = e, f += e.width * (1 + c);
		}), p && (f -= p.width * c);
		var m = -f / 2;
		L(r, function(e, r) {
			n[t][r] = n[t][r] || {
				bandWidth: i,
				offset: m,
				width: e.width
			}, m += e.width * (1 + c);
		});
	}), n;
}
function cS(e, t, n) {
	if (e && t) {
		var r = e[nS(t)];
		return r != null && n != null ? r[tS(n)] : r;
	}
}
function lS(e, t) {
	var n = iS(e, t), r = oS(n);
	L(n, function(e) {
		var t = e.getData(), n = e.coordinateSystem.getBaseAxis(), i = tS(e), a = r[nS(n)][i], o = a.offset, s = a.width;
		t.setLayout({
			bandWidth: a.bandWidth,
			offset: o,
			size: s
		});
	});
}
function uS(e) {
	return {
		seriesType: e,
		plan: t_(),
		reset: function(e) {
			if (dS(e)) {
				var t = e.getData(), n = e.coordinateSystem, r = n.getBaseAxis(), i = n.getOtherAxis(r), a = t.getDimensionIndex(t.mapDimension(i.dim)), o = t.getDimensionIndex(t.mapDimension(r.dim)), s = e.get("showBackground", !0), c = t.mapDimension(i.dim), l = t.getCalculationInfo("stackResultDimension"), u = Ox(t, c) && !!t.getCalculationInfo("stackedOnSeries"), d = i.isHorizontal(), f = pS(r, i), p = fS(e), m = e.get("barMinHeight") || 0, h = l && t.getDimensionIndex(l), g = t.getLayout("size"), _ = t.getLayout("offset");
				return { progress: function(e, t) {
					for (var r = e.count, i = p && $x(r * 3), c = p && s && $x(r * 3), l = p && $x(r), v = n.master.getRect(), y = d ? v.width : v.height, b, x = t.getStore(), S = 0; (b = e.next()) != null;) {
						var C = x.get(u ? h : a, b), w = x.get(o, b), T = f, E = void 0;
						u && (E = +C - x.get(a, b));
						var D = void 0, O = void 0, k = void 0, A = void 0;
						if (d) {
							var j = n.dataToPoint([C, w]);
							if (u) {
								var ee = n.dataToPoint([E, w]);
								T = ee[0];
							}
							D = T, O = j[1] + _, k = j[0] - T, A = g, Math.abs(k) < m && (k = (k < 0 ? -1 : 1) * m);
						} else {
							var j = n.dataToPoint([w, C]);
							if (u) {
								var ee = n.dataToPoint([w, E]);
								T = ee[1];
							}
							D = j[0] + _, O = T, k = g, A = j[1] - T, Math.abs(A) < m && (A = (A <= 0 ? -1 : 1) * m);
						}
						p ? (i[S] = D, i[S + 1] = O, i[S + 2] = d ? k : A, c && (c[S] = d ? v.x : D, c[S + 1] = d ? O : v.y, c[S + 2] = y), l[b] = b) : t.setItemLayout(b, {
							x: D,
							y: O,
							width: k,
							height: A
						}), S += 3;
					}
					p && t.setLayout({
						largePoints: i,
						largeDataIndices: l,
						largeBackgroundPoints: c,
						valueAxisHorizontal: d
					});
				} };
			}
		}
	};
}
function dS(e) {
	return e.coordinateSystem && e.coordinateSystem.type === "cartesian2d";
}
function fS(e) {
	return e.pipelineContext && e.pipelineContext.large;
}
function pS(e, t) {
	var n = t.model.get("startValue");
	return n || (n = 0), t.toGlobalCoord(t.dataToCoord(t.type === "log" ? n > 0 ? n : 1 : n));
}
// ../../../work/main/frontend/node_modules/echarts/lib/scale/Time.js
var mS = function(e, t, n, r) {
	for (; n < r;) {
		var i = n + r >>> 1;
		e[i][1] < t ? n = i + 1 : r = i;
	}
	return n;
}, hS = function(e) {
	f(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		return n.type = "time", n;
	}
	return t.prototype.getLabel = function(e) {
		var t = this.getSetting("useUTC");
		return ap(e.value, Qf[ip(np(this._minLevelUnit))] || Qf.second, t, this.getSetting("locale"));
	}, t.prototype.getFormattedLabel = function(e, t, n) {
		var r = this.getSetting("useUTC");
		return op(e, t, n, this.getSetting("locale"), r);
	}, t.prototype.getTicks = function() {
		var e = this._interval, t = this._extent, n = [];
		if (!e) return n;
		n.push({
			value: t[0],
			level: 0
		});
		var r = this.getSetting("useUTC"), i = wS(this._minLevelUnit, this._approxInterval, r, t);
		return n = n.concat(i), n.push({
			value: t[1],
			level: 0
		}), n;
	}, t.prototype.calcNiceExtent = function(e) {
		var t = this._extent;
		if (t[0] === t[1] && (t[0] -= Jf, t[1] += Jf), t[1] === -Infinity && t[0] === Infinity) {
			var n = /* @__PURE__ */ new Date();
			t[1] = +new Date(n.getFullYear(), n.getMonth(), n.getDate()), t[0] = t[1] - Jf;
		}
		this.calcNiceTicks(e.splitNumber, e.minInterval, e.maxInterval);
	}, t.prototype.calcNiceTicks = function(e, t, n) {
		e = e || 10;
		var r = this._extent, i = r[1] - r[0];
		this._approxInterval = i / e, t != null && this._approxInterval < t && (this._approxInterval = t), n != null && this._approxInterval > n && (this._approxInterval = n);
		var a = gS.length, o = Math.min(mS(gS, this._approxInterval, 0, a), a - 1);
		this._interval = gS[o][1], this._minLevelUnit = gS[Math.max(o - 1, 0)][0];
	}, t.prototype.parse = function(e) {
		return fe(e) ? e : +Sa(e);
	}, t.prototype.contain = function(e) {
		return Gx(this.parse(e), this._extent);
	}, t.prototype.normalize = function(e) {
		return Kx(this.parse(e), this._extent);
	}, t.prototype.scale = function(e) {
		return qx(e, this._extent);
	}, t.type = "time", t;
}(Xx), gS = [
	["second", Gf],
	["minute", Kf],
	["hour", qf],
	["quarter-day", qf * 6],
	["half-day", qf * 12],
	["day", Jf * 1.2],
	["half-week", Jf * 3.5],
	["week", Jf * 7],
	["month", Jf * 31],
	["quarter", Jf * 95],
	["half-year", Yf / 2],
	["year", Yf]
];
function _S(e, t, n, r) {
	var i = Sa(t), a = Sa(n), o = function(e) {
		return cp(i, e, r) === cp(a, e, r);
	}, s = function() {
		return o("year");
	}, c = function() {
		return s() && o("month");
	}, l = function() {
		return c() && o("day");
	}, u = function() {
		return l() && o("hour");
	}, d = function() {
		return u() && o("minute");
	}, f = function() {
		return d() && o("second");
	}, p = function() {
		return f() && o("millisecond");
	};
	switch (e) {
		case "year": return s();
		case "month": return c();
		case "day": return l();
		case "hour": return u();
		case "minute": return d();
		case "second": return f();
		case "millisecond": return p();
	}
}
function vS(e, t) {
	return e /= Jf, e > 16 ? 16 : e > 7.5 ? 7 : e > 3.5 ? 4 : e > 1.5 ? 2 : 1;
}
function yS(e) {
	var t = 30 * Jf;
	return e /= t, e > 6 ? 6 : e > 3 ? 3 : e > 2 ? 2 : 1;
}
function bS(e) {
	return e /= qf, e > 12 ? 12 : e > 6 ? 6 : e > 3.5 ? 4 : e > 2 ? 2 : 1;
}
function xS(e, t) {
	return e /= t ? Kf : Gf, e > 30 ? 30 : e > 20 ? 20 : e > 15 ? 15 : e > 10 ? 10 : e > 5 ? 5 : e > 2 ? 2 : 1;
}
function SS(e) {
	return Ta(e, !0);
}
function CS(e, t, n) {
	var r = new Date(e);
	switch (np(t)) {
		case "year":
		case "month": r[_p(n)](0);
		case "day": r[vp(n)](1);
		case "hour": r[yp(n)](0);
		case "minute": r[bp(n)](0);
		case "second": r[xp(n)](0), r[Sp(n)](0);
	}
	return r.getTime();
}
function wS(e, t, n, r) {
	var i = 1e4, a = ep, o = 0;
	function s(e, t, n, i, a, o, s) {
		for (var c = new Date(t), l = t, u = c[i](); l < n && l <= r[1];) s.push({ value: l }), u += e, c[a](u), l = c.getTime();
		s.push({
			value: l,
			notAdd: !0
		});
	}
	function c(e, i, a) {
		var o = [], c = !i.length;
		if (!_S(np(e), r[0], r[1], n)) {
			c && (i = [{ value: CS(new Date(r[0]), e, n) }, { value: r[1] }]);
			for (var l = 0; l < i.length - 1; l++) {
				var u = i[l].value, d = i[l + 1].value;
				if (u !== d) {
					var f = void 0, p = void 0, m = void 0, h = !1;
					switch (e) {
						case "year":
							f = Math.max(1, Math.round(t / Jf / 365)), p = lp(n), m = gp(n);
							break;
						case "half-year":
						case "quarter":
						case "month":
							f = yS(t), p = up(n), m = _p(n);
							break;
						case "week":
						case "half-week":
						case "day":
							f = vS(t, 31), p = dp(n), m = vp(n), h = !0;
							break;
						case "half-day":
						case "quarter-day":
						case "hour":
							f = bS(t), p = fp(n), m = yp(n);
							break;
						case "minute":
							f = xS(t, !0), p = pp(n), m = bp(n);
							break;
						case "second":
							f = xS(t, !1), p = mp(n), m = xp(n);
							break;
						case "millisecond": f = SS(t), p = hp(n), m = Sp(n);
					}
					s(f, u, d, p, m, h, o), e === "year" && a.length > 1 && l === 0 && a.unshift({ value: a[0].value - f });
				}
			}
			for (var l = 0; l < o.length; l++) a.push(o[l]);
			return o;
		}
	}
	for (var l = [], u = [], d = 0, f = 0, p = 0; p < a.length && o++ < i; ++p) {
		var m = np(a[p]);
		if (rp(a[p]) && (c(a[p], l[l.length - 1] || [], u), m !== (a[p + 1] ? np(a[p + 1]) : null))) {
			if (u.length) {
				f = d, u.sort(function(e, t) {
					return e.value - t.value;
				});
				for (var h = [], g = 0; g < u.length; ++g) {
					var _ = u[g].value;
					(g === 0 || u[g - 1].value !== _) && (h.push(u[g]), _ >= r[0] && _ <= r[1] && d++);
				}
				var v = (r[1] - r[0]) / t;
				if (d > v * 1.5 && f > v / 1.5 || (l.push(h), d > v || e === a[p])) break;
			}
			u = [];
		}
	}
	for (var y = ce(R(l, function(e) {
		return ce(e, function(e) {
			return e.value >= r[0] && e.value <= r[1] && !e.notAdd;
		});
	}), function(e) {
		return e.length > 0;
	}), b = [], x = y.length - 1, p = 0; p < y.length; ++p) for (var S = y[p], C = 0; C < S.length; ++C) b.push({
		value: S[C].value,
		level: x - p
	});
	b.sort(function(e, t) {
		return e.value - t.value;
	});
	for (var w = [], p = 0; p < b.length; ++p) (p === 0 || b[p].value !== b[p - 1].value) && w.push(b[p]);
	return w;
}
Fx.registerClass(hS);
// ../../../work/main/frontend/node_modules/echarts/lib/scale/Log.js
var TS = Fx.prototype, ES = Xx.prototype, DS = pa, OS = Math.floor, kS = Math.ceil, AS = Math.pow, jS = Math.log, MS = function(e) {
	f(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = "log", t.base = 10, t._originalScale = new Xx(), t._interval = 0, t;
	}
	return t.prototype.getTicks = function(e) {
		var t = this._originalScale, n = this._extent, r = t.getExtent();
		return R(ES.getTicks.call(this, e), function(e) {
			var t = e.value, i = pa(AS(this.base, t));
			return i = t === n[0] && this._fixMin ? PS(i, r[0]) : i, i = t === n[1] && this._fixMax ? PS(i, r[1]) : i, { value: i };
		}, this);
	}, t.prototype.setExtent = function(e, t) {
		var n = jS(this.base);
		e = jS(Math.max(0, e)) / n, t = jS(Math.max(0, t)) / n, ES.setExtent.call(this, e, t);
	}, t.prototype.getExtent = function() {
		var e = this.base, t = TS.getExtent.call(this);
		t[0] = AS(e, t[0]), t[1] = AS(e, t[1]);
		var n = this._originalScale.getExtent();
		return this._fixMin && (t[0] = PS(t[0], n[0])), this._fixMax && (t[1] = PS(t[1], n[1])), t;
	}, t.prototype.unionExtent = function(e) {
		this._originalScale.unionExtent(e);
		var t = this.base;
		e[0] = jS(e[0]) / jS(t), e[1] = jS(e[1]) / jS(t), TS.unionExtent.call(this, e);
	}, t.prototype.unionExtentFromData = function(e, t) {
		this.unionExtent(e.getApproximateExtent(t));
	}, t.prototype.calcNiceTicks = function(e) {
		e = e || 10;
		var t = this._extent, n = t[1] - t[0];
		if (!(n === Infinity || n <= 0)) {
			var r = Ca(n);
			for (e / n * r <= .5 && (r *= 10); !isNaN(r) && Math.abs(r) < 1 && Math.abs(r) > 0;) r *= 10;
			var i = [pa(kS(t[0] / r) * r), pa(OS(t[1] / r) * r)];
			this._interval = r, this._niceExtent = i;
		}
	}, t.prototype.calcNiceExtent = function(e) {
		ES.calcNiceExtent.call(this, e), this._fixMin = e.fixMin, this._fixMax = e.fixMax;
	}, t.prototype.parse = function(e) {
		return e;
	}, t.prototype.contain = function(e) {
		return e = jS(e) / jS(this.base), Gx(e, this._extent);
	}, t.prototype.normalize = function(e) {
		return e = jS(e) / jS(this.base), Kx(e, this._extent);
	}, t.prototype.scale = function(e) {
		return e = qx(e, this._extent), AS(this.base, e);
	}, t.type = "log", t;
}(Fx), NS = MS.prototype;
NS.getMinorTicks = ES.getMinorTicks, NS.getLabel = ES.getLabel;
function PS(e, t) {
	return DS(e, ha(t));
}
Fx.registerClass(MS);
// ../../../work/main/frontend/node_modules/echarts/lib/coord/scaleRawExtentInfo.js
var FS = function() {
	function e(e, t, n) {
		this._prepareParams(e, t, n);
	}
	return e.prototype._prepareParams = function(e, t, n) {
		n[1] < n[0] && (n = [NaN, NaN]), this._dataMin = n[0], this._dataMax = n[1];
		var r = this._isOrdinal = e.type === "ordinal";
		this._needCrossZero = e.type === "interval" && t.getNeedCrossZero && t.getNeedCrossZero();
		var i = t.get("min", !0);
		i ?? (i = t.get("startValue", !0));
		var a = this._modelMinRaw = i;
		U(a) ? this._modelMinNum = zS(e, a({
			min: n[0],
			max: n[1]
		})) : a !== "dataMin" && (this._modelMinNum = zS(e, a));
		var o = this._modelMaxRaw = t.get("max", !0);
		if (U(o) ? this._modelMaxNum = zS(e, o({
			min: n[0],
			max: n[1]
		})) : o !== "dataMax" && (this._modelMaxNum = zS(e, o)), r) this._axisDataLen = t.getCategories().length;
		else {
			var s = t.get("boundaryGap"), c = H(s) ? s : [s || 0, s || 0];
			this._boundaryGapInner = typeof c[0] == "boolean" || typeof c[1] == "boolean" ? [0, 0] : [zi(c[0], 1), zi(c[1], 1)];
		}
	}, e.prototype.calculate = function() {
		var e = this._isOrdinal, t = this._dataMin, n = this._dataMax, r = this._axisDataLen, i = this._boundaryGapInner, a = e ? null : n - t || Math.abs(t), o = this._modelMinRaw === "dataMin" ? t : this._modelMinNum, s = this._modelMaxRaw === "dataMax" ? n : this._modelMaxNum, c = o != null, l = s != null;
		o ?? (o = e ? r ? 0 : NaN : t - i[0] * a), s ?? (s = e ? r ? r - 1 : NaN : n + i[1] * a), o != null && isFinite(o) || (o = NaN), s != null && isFinite(s) || (s = NaN);
		var u = ve(o) || ve(s) || e && !r;
		this._needCrossZero && (o > 0 && s > 0 && !c && (o = 0), o < 0 && s < 0 && !l && (s = 0));
		var d = this._determinedMin, f = this._determinedMax;
		return d != null && (o = d, c = !0), f != null && (s = f, l = !0), {
			min: o,
			max: s,
			minFixed: c,
			maxFixed: l,
			isBlank: u
		};
	}, e.prototype.modifyDataMinMax = function(e, t) {
		this[LS[e]] = t;
	}, e.prototype.setDeterminedMinMax = function(e, t) {
		var n = IS[e];
		this[n] = t;
	}, e.prototype.freeze = function() {
		this.frozen = !0;
	}, e;
}(), IS = {
	min: "_determinedMin",
	max: "_determinedMax"
}, LS = {
	min: "_dataMin",
	max: "_dataMax"
};
function RS(e, t, n) {
	var r = e.rawExtentInfo;
	return r || (r = new FS(e, t, n), e.rawExtentInfo = r, r);
}
function zS(e, t) {
	return t == null ? null : ve(t) ? NaN : e.parse(t);
}
// ../../../work/main/frontend/node_modules/echarts/lib/coord/axisHelper.js
function BS(e, t) {
	var n = e.type, r = RS(e, t, e.getExtent()).calculate();
	e.setBlank(r.isBlank);
	var i = r.min, a = r.max, o = t.ecModel;
	if (o && n === "time") {
		var s = iS("bar", o), c = !1;
		if (L(s, function(e) {
			c = c || e.getBaseAxis() === t.axis;
		}), c) {
			var l = oS(s), u = VS(i, a, t, l);
			i = u.min, a = u.max;
		}
	}
	return {
		extent: [i, a],
		fixMin: r.minFixed,
		fixMax: r.maxFixed
	};
}
function VS(e, t, n, r) {
	var i = n.axis.getExtent(), a = Math.abs(i[1] - i[0]), o = cS(r, n.axis);
	if (o === void 0) return {
		min: e,
		max: t
	};
	var s = Infinity;
	L(o, function(e) {
		s = Math.min(e.offset, s);
	});
	var c = -Infinity;
	L(o, function(e) {
		c = Math.max(e.offset + e.width, c);
	}), s = Math.abs(s), c = Math.abs(c);
	var l = s + c, u = t - e, d = u / (1 - (s + c) / a) - u;
	return t += c / l * d, e -= s / l * d, {
		min: e,
		max: t
	};
}
function HS(e, t) {
	var n = t, r = BS(e, n), i = r.extent, a = n.get("splitNumber");
	e instanceof MS && (e.base = n.get("logBase"));
	var o = e.type, s = n.get("interval"), c = o === "interval" || o === "time";
	e.setExtent(i[0], i[1]), e.calcNiceExtent({
		splitNumber: a,
		fixMin: r.fixMin,
		fixMax: r.fixMax,
		minInterval: c ? n.get("minInterval") : null,
		maxInterval: c ? n.get("maxInterval") : null
	}), s != null && e.setInterval && e.setInterval(s);
}
function US(e, t) {
	if (t = t || e.get("type"), t) switch (t) {
		case "category": return new Jx({
			ordinalMeta: e.getOrdinalMeta ? e.getOrdinalMeta() : e.getCategories(),
			extent: [Infinity, -Infinity]
		});
		case "time": return new hS({
			locale: e.ecModel.getLocaleModel(),
			useUTC: e.ecModel.get("useUTC")
		});
		default: return new ((Fx.getClass(t)) || Xx)();
	}
}
function WS(e) {
	var t = e.scale.getExtent(), n = t[0], r = t[1];
	return !(n > 0 && r > 0 || n < 0 && r < 0);
}
function GS(e) {
	var t = e.getLabelModel().get("formatter"), n = e.type === "category" ? e.scale.getExtent()[0] : null;
	return e.scale.type === "time" ? function(t) {
		return function(n, r) {
			return e.scale.getFormattedLabel(n, r, t);
		};
	}(t) : W(t) ? function(t) {
		return function(n) {
			var r = e.scale.getLabel(n);
			return t.replace("{value}", r ?? "");
		};
	}(t) : U(t) ? function(t) {
		return function(r, i) {
			return n != null && (i = r.value - n), t(KS(e, r), i, r.level == null ? null : { level: r.level });
		};
	}(t) : function(t) {
		return e.scale.getLabel(t);
	};
}
function KS(e, t) {
	return e.type === "category" ? e.scale.getLabel(t) : t.value;
}
function qS(e) {
	var t = e.model, n = e.scale;
	if (t.get(["axisLabel", "show"]) && !n.isBlank()) {
		var r, i, a = n.getExtent();
		n instanceof Jx ? i = n.count() : (r = n.getTicks(), i = r.length);
		var o = e.getLabelModel(), s = GS(e), c, l = 1;
		i > 40 && (l = Math.ceil(i / 40));
		for (var u = 0; u < i; u += l) {
			var d = s(r ? r[u] : { value: a[0] + u }, u), f = JS(o.getTextRect(d), o.get("rotate") || 0);
			c ? c.union(f) : c = f;
		}
		return c;
	}
}
function JS(e, t) {
	var n = t * Math.PI / 180, r = e.width, i = e.height, a = r * Math.abs(Math.cos(n)) + Math.abs(i * Math.sin(n)), o = r * Math.abs(Math.sin(n)) + Math.abs(i * Math.cos(n));
	return new qt(e.x, e.y, a, o);
}
function YS(e) {
	return e.get("interval") ?? "auto";
}
function XS(e) {
	return e.type === "category" && YS(e.getLabelModel()) === 0;
}
function ZS(e, t) {
	var n = {};
	return L(e.mapDimensionsAll(t), function(t) {
		n[kx(e, t)] = !0;
	}), B(n);
}
function QS(e, t, n) {
	t && L(ZS(t, n), function(n) {
		var r = t.getApproximateExtent(n);
		r[0] < e[0] && (e[0] = r[0]), r[1] > e[1] && (e[1] = r[1]);
	});
}
// ../../../work/main/frontend/node_modules/echarts/lib/coord/axisModelCommonMixin.js
var $S = function() {
	function e() {}
	return e.prototype.getNeedCrossZero = function() {
		return !this.option.scale;
	}, e.prototype.getCoordSysModel = function() {}, e;
}(), eC = [], tC = {
	registerPreprocessor: Eb,
	registerProcessor: Db,
	registerPostInit: Ob,
	registerPostUpdate: kb,
	registerUpdateLifecycle: Ab,
	registerAction: jb,
	registerCoordinateSystem: Mb,
	registerLayout: Nb,
	registerVisual: Pb,
	registerTransform: zb,
	registerLoading: Lb,
	registerMap: Rb,
	registerImpl: py,
	PRIORITY: jy,
	ComponentModel: Wp,
	ComponentView: e_,
	SeriesModel: Gg,
	ChartView: i_,
	registerComponentModel: function(e) {
		Wp.registerClass(e);
	},
	registerComponentView: function(e) {
		e_.registerClass(e);
	},
	registerSeriesModel: function(e) {
		Gg.registerClass(e);
	},
	registerChartView: function(e) {
		i_.registerClass(e);
	},
	registerSubTypeDefaulter: function(e, t) {
		Wp.registerSubTypeDefaulter(e, t);
	},
	registerPainter: function(e, t) {
		sa(e, t);
	}
};
function nC(e) {
	H(e) ? L(e, function(e) {
		nC(e);
	}) : I(eC, e) >= 0 || (eC.push(e), U(e) && (e = { install: e }), e.install(tC));
}
// ../../../work/main/frontend/node_modules/echarts/lib/coord/axisTickLabelBuilder.js
var rC = ro();
function iC(e, t) {
	var n = R(t, function(t) {
		return e.scale.parse(t);
	});
	return e.type === "time" && n.length > 0 && (n.sort(), n.unshift(n[0]), n.push(n[n.length - 1])), n;
}
function aC(e) {
	var t = e.getLabelModel().get("customValues");
	if (t) {
		var n = GS(e), r = e.scale.getExtent();
		return { labels: R(ce(iC(e, t), function(e) {
			return e >= r[0] && e <= r[1];
		}), function(t) {
			var r = { value: t };
			return {
				formattedLabel: n(r),
				rawLabel: e.scale.getLabel(r),
				tickValue: t
			};
		}) };
	}
	return e.type === "category" ? sC(e) : uC(e);
}
function oC(e, t) {
	var n = e.getTickModel().get("customValues");
	if (n) {
		var r = e.scale.getExtent();
		return { ticks: ce(iC(e, n), function(e) {
			return e >= r[0] && e <= r[1];
		}) };
	}
	return e.type === "category" ? lC(e, t) : { ticks: R(e.scale.getTicks(), function(e) {
		return e.value;
	}) };
}
function sC(e) {
	var t = e.getLabelModel(), n = cC(e, t);
	return !t.get("show") || e.scale.isBlank() ? {
		labels: [],
		labelCategoryInterval: n.labelCategoryInterval
	} : n;
}
function cC(e, t) {
	var n = dC(e, "labels"), r = YS(t), i = fC(n, r);
	if (i) return i;
	var a, o;
	return U(r) ? a = vC(e, r) : (o = r === "auto" ? mC(e) : r, a = _C(e, o)), pC(n, r, {
		labels: a,
		labelCategoryInterval: o
	});
}
function lC(e, t) {
	var n = dC(e, "ticks"), r = YS(t), i = fC(n, r);
	if (i) return i;
	var a, o;
	if ((!t.get("show") || e.scale.isBlank()) && (a = []), U(r)) a = vC(e, r, !0);
	else if (r === "auto") {
		var s = cC(e, e.getLabelModel());
		o = s.labelCategoryInterval, a = R(s.labels, function(e) {
			return e.tickValue;
		});
	} else o = r, a = _C(e, o, !0);
	return pC(n, r, {
		ticks: a,
		tickCategoryInterval: o
	});
}
function uC(e) {
	var t = e.scale.getTicks(), n = GS(e);
	return { labels: R(t, function(t, r) {
		return {
			level: t.level,
			formattedLabel: n(t, r),
			rawLabel: e.scale.getLabel(t),
			tickValue: t.value
		};
	}) };
}
function dC(e, t) {
	return rC(e)[t] || (rC(e)[t] = []);
}
function fC(e, t) {
	for (var n = 0; n < e.length; n++) if (e[n].key === t) return e[n].value;
}
function pC(e, t, n) {
	return e.push({
		key: t,
		value: n
	}), n;
}
function mC(e) {
	return rC(e).autoInterval ?? (rC(e).autoInterval = e.calculateCategoryInterval());
}
function hC(e) {
	var t = gC(e), n = GS(e), r = (t.axisRotate - t.labelRotate) / 180 * Math.PI, i = e.scale, a = i.getExtent(), o = i.count();
	if (a[1] - a[0] < 1) return 0;
	var s = 1;
	o > 40 && (s = Math.max(1, Math.floor(o / 40)));
	for (var c = a[0], l = e.dataToCoord(c + 1) - e.dataToCoord(c), u = Math.abs(l * Math.cos(r)), d = Math.abs(l * Math.sin(r)), f = 0, p = 0; c <= a[1]; c += s) {
		var m = 0, h = 0, g = Fi(n({ value: c }), t.font, "center", "top");
		m = g.width * 1.3, h = g.height * 1.3, f = Math.max(f, m, 7), p = Math.max(p, h, 7);
	}
	var _ = f / u, v = p / d;
	isNaN(_) && (_ = Infinity), isNaN(v) && (v = Infinity);
	var y = Math.max(0, Math.floor(Math.min(_, v))), b = rC(e.model), x = e.getExtent(), S = b.lastAutoInterval, C = b.lastTickCount;
	return S != null && C != null && Math.abs(S - y) <= 1 && Math.abs(C - o) <= 1 && S > y && b.axisExtent0 === x[0] && b.axisExtent1 === x[1] ? y = S : (b.lastTickCount = o, b.lastAutoInterval = y, b.axisExtent0 = x[0], b.axisExtent1 = x[1]), y;
}
function gC(e) {
	var t = e.getLabelModel();
	return {
		axisRotate: e.getRotate ? e.getRotate() : e.isHorizontal && !e.isHorizontal() ? 90 : 0,
		labelRotate: t.get("rotate") || 0,
		font: t.getFont()
	};
}
function _C(e, t, n) {
	var r = GS(e), i = e.scale, a = i.getExtent(), o = e.getLabelModel(), s = [], c = Math.max((t || 0) + 1, 1), l = a[0], u = i.count();
	l !== 0 && c > 1 && u / c > 2 && (l = Math.round(Math.ceil(l / c) * c));
	var d = XS(e), f = o.get("showMinLabel") || d, p = o.get("showMaxLabel") || d;
	f && l !== a[0] && h(a[0]);
	for (var m = l; m <= a[1]; m += c) h(m);
	p && m - c !== a[1] && h(a[1]);
	function h(e) {
		var t = { value: e };
		s.push(n ? e : {
			formattedLabel: r(t),
			rawLabel: i.getLabel(t),
			tickValue: e
		});
	}
	return s;
}
function vC(e, t, n) {
	var r = e.scale, i = GS(e), a = [];
	return L(r.getTicks(), function(e) {
		var o = r.getLabel(e), s = e.value;
		t(e.value, o) && a.push(n ? s : {
			formattedLabel: i(e),
			rawLabel: o,
			tickValue: s
		});
	}), a;
}
// ../../../work/main/frontend/node_modules/echarts/lib/coord/Axis.js
var yC = [0, 1], bC = function() {
	function e(e, t, n) {
		this.onBand = !1, this.inverse = !1, this.dim = e, this.scale = t, this._extent = n || [0, 0];
	}
	return e.prototype.contain = function(e) {
		var t = this._extent, n = Math.min(t[0], t[1]), r = Math.max(t[0], t[1]);
		return e >= n && e <= r;
	}, e.prototype.containData = function(e) {
		return this.scale.contain(e);
	}, e.prototype.getExtent = function() {
		return this._extent.slice();
	}, e.prototype.getPixelPrecision = function(e) {
		return _a(e || this.scale.getExtent(), this._extent);
	}, e.prototype.setExtent = function(e, t) {
		var n = this._extent;
		n[0] = e, n[1] = t;
	}, e.prototype.dataToCoord = function(e, t) {
		var n = this._extent, r = this.scale;
		return e = r.normalize(e), this.onBand && r.type === "ordinal" && (n = n.slice(), xC(n, r.count())), da(e, yC, n, t);
	}, e.prototype.coordToData = function(e, t) {
		var n = this._extent, r = this.scale;
		this.onBand && r.type === "ordinal" && (n = n.slice(), xC(n, r.count()));
		var i = da(e, n, yC, t);
		return this.scale.scale(i);
	}, e.prototype.pointToData = function(e, t) {}, e.prototype.getTicksCoords = function(e) {
		e = e || {};
		var t = e.tickModel || this.getTickModel(), n = oC(this, t).ticks, r = R(n, function(e) {
			return {
				coord: this.dataToCoord(this.scale.type === "ordinal" ? this.scale.getRawOrdinalNumber(e) : e),
				tickValue: e
			};
		}, this), i = t.get("alignWithLabel");
		return SC(this, r, i, e.clamp), r;
	}, e.prototype.getMinorTicksCoords = function() {
		if (this.scale.type === "ordinal") return [];
		var e = this.model.getModel("minorTick").get("splitNumber");
		return e > 0 && e < 100 || (e = 5), R(this.scale.getMinorTicks(e), function(e) {
			return R(e, function(e) {
				return {
					coord: this.dataToCoord(e),
					tickValue: e
				};
			}, this);
		}, this);
	}, e.prototype.getViewLabels = function() {
		return aC(this).labels;
	}, e.prototype.getLabelModel = function() {
		return this.model.getModel("axisLabel");
	}, e.prototype.getTickModel = function() {
		return this.model.getModel("axisTick");
	}, e.prototype.getBandWidth = function() {
		var e = this._extent, t = this.scale.getExtent(), n = t[1] - t[0] + +!!this.onBand;
		n === 0 && (n = 1);
		var r = Math.abs(e[1] - e[0]);
		return Math.abs(r) / n;
	}, e.prototype.calculateCategoryInterval = function() {
		return hC(this);
	}, e;
}();
function xC(e, t) {
	var n = (e[1] - e[0]) / t / 2;
	e[0] += n, e[1] -= n;
}
function SC(e, t, n, r) {
	var i = t.length;
	if (!e.onBand || n || !i) return;
	var a = e.getExtent(), o, s;
	if (i === 1) t[0].coord = a[0], o = t[1] = {
		coord: a[1],
		tickValue: t[0].tickValue
	};
	else {
		var c = t[i - 1].tickValue - t[0].tickValue, l = (t[i - 1].coord - t[0].coord) / c;
		L(t, function(e) {
			e.coord -= l / 2;
		});
		var u = e.scale.getExtent();
		s = 1 + u[1] - t[i - 1].tickValue, o = {
			coord: t[i - 1].coord + l * s,
			tickValue: u[1] + 1
		}, t.push(o);
	}
	var d = a[0] > a[1];
	f(t[0].coord, a[0]) && (r ? t[0].coord = a[0] : t.shift()), r && f(a[0], t[0].coord) && t.unshift({ coord: a[0] }), f(a[1], o.coord) && (r ? o.coord = a[1] : t.pop()), r && f(o.coord, a[1]) && t.push({ coord: a[1] });
	function f(e, t) {
		return e = pa(e), t = pa(t), d ? e > t : e < t;
	}
}
// ../../../work/main/frontend/node_modules/echarts/lib/label/labelLayoutHelper.js
function CC(e) {
	for (var t = [], n = 0; n < e.length; n++) {
		var r = e[n];
		if (!r.defaultAttr.ignore) {
			var i = r.label, a = i.getComputedTransform(), o = i.getBoundingRect(), s = !a || a[1] < 1e-5 && a[2] < 1e-5, c = i.style.margin || 0, l = o.clone();
			l.applyTransform(a), l.x -= c / 2, l.y -= c / 2, l.width += c, l.height += c;
			var u = s ? new cd(o, a) : null;
			t.push({
				label: i,
				labelLine: r.labelLine,
				rect: l,
				localRect: o,
				obb: u,
				priority: r.priority,
				defaultAttr: r.defaultAttr,
				layoutOption: r.computedLayoutOption,
				axisAligned: s,
				transform: a
			});
		}
	}
	return t;
}
function wC(e) {
	var t = [];
	e.sort(function(e, t) {
		return t.priority - e.priority;
	});
	var n = new qt(0, 0, 0, 0);
	function r(e) {
		if (!e.ignore) {
			var t = e.ensureState("emphasis");
			t.ignore ?? (t.ignore = !1);
		}
		e.ignore = !0;
	}
	for (var i = 0; i < e.length; i++) {
		var a = e[i], o = a.axisAligned, s = a.localRect, c = a.transform, l = a.label, u = a.labelLine;
		n.copy(a.rect), n.width -= .1, n.height -= .1, n.x += .05, n.y += .05;
		for (var d = a.obb, f = !1, p = 0; p < t.length; p++) {
			var m = t[p];
			if (n.intersect(m.rect) && (o && m.axisAligned || (m.obb || (m.obb = new cd(m.localRect, m.transform)), d || (d = new cd(s, c)), d.intersect(m.obb)))) {
				f = !0;
				break;
			}
		}
		f ? (r(l), u && r(u)) : (l.attr("ignore", a.defaultAttr.ignore), u && u.attr("ignore", a.defaultAttr.labelGuideIgnore), t.push(a));
	}
}
// ../../../work/main/frontend/node_modules/echarts/lib/chart/line/LineSeries.js
var TC = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.hasSymbolVisual = !0, n;
	}
	return t.prototype.getInitialData = function(e) {
		return Mx(null, this, { useEncodeDefaulter: !0 });
	}, t.prototype.getLegendIcon = function(e) {
		var t = new ea(), n = hv("line", 0, e.itemHeight / 2, e.itemWidth, 0, e.lineStyle.stroke, !1);
		t.add(n), n.setStyle(e.lineStyle);
		var r = this.getData().getVisual("symbol"), i = this.getData().getVisual("symbolRotate"), a = r === "none" ? "circle" : r, o = e.itemHeight * .8, s = hv(a, (e.itemWidth - o) / 2, (e.itemHeight - o) / 2, o, o, e.itemStyle.fill);
		return t.add(s), s.setStyle(e.itemStyle), s.rotation = (e.iconRotate === "inherit" ? i : e.iconRotate || 0) * Math.PI / 180, s.setOrigin([e.itemWidth / 2, e.itemHeight / 2]), a.indexOf("empty") > -1 && (s.style.stroke = s.style.fill, s.style.fill = "#fff", s.style.lineWidth = 2), t;
	}, t.type = "series.line", t.dependencies = ["grid", "polar"], t.defaultOption = {
		z: 3,
		coordinateSystem: "cartesian2d",
		legendHoverLink: !0,
		clip: !0,
		label: { position: "top" },
		endLabel: {
			show: !1,
			valueAnimation: !0,
			distance: 8
		},
		lineStyle: {
			width: 2,
			type: "solid"
		},
		emphasis: { scale: !0 },
		step: !1,
		smooth: !1,
		smoothMonotone: null,
		symbol: "emptyCircle",
		symbolSize: 4,
		symbolRotate: null,
		showSymbol: !0,
		showAllSymbol: "auto",
		connectNulls: !1,
		sampling: "none",
		animationEasing: "linear",
		progressive: 0,
		hoverLayerThreshold: Infinity,
		universalTransition: { divideShape: "clone" },
		triggerLineEvent: !1
	}, t;
}(Gg);
// ../../../work/main/frontend/node_modules/echarts/lib/chart/helper/labelHelper.js
function EC(e, t) {
	var n = e.mapDimensionsAll("defaultedLabel"), r = n.length;
	if (r === 1) {
		var i = Rh(e, t, n[0]);
		return i == null ? null : i + "";
	}
	if (r) {
		for (var a = [], o = 0; o < n.length; o++) a.push(Rh(e, t, n[o]));
		return a.join(" ");
	}
}
function DC(e, t) {
	var n = e.mapDimensionsAll("defaultedLabel");
	if (!H(t)) return t + "";
	for (var r = [], i = 0; i < n.length; i++) {
		var a = e.getDimensionIndex(n[i]);
		a >= 0 && r.push(t[a]);
	}
	return r.join(" ");
}
// ../../../work/main/frontend/node_modules/echarts/lib/chart/helper/Symbol.js
var OC = function(e) {
	f(t, e);
	function t(t, n, r, i) {
		var a = e.call(this) || this;
		return a.updateData(t, n, r, i), a;
	}
	return t.prototype._createSymbol = function(e, t, n, r, i) {
		this.removeAll();
		var a = hv(e, -1, -1, 2, 2, null, i);
		a.attr({
			z2: 100,
			culling: !0,
			scaleX: r[0] / 2,
			scaleY: r[1] / 2
		}), a.drift = kC, this._symbolType = e, this.add(a);
	}, t.prototype.stopSymbolAnimation = function(e) {
		this.childAt(0).stopAnimation(null, e);
	}, t.prototype.getSymbolType = function() {
		return this._symbolType;
	}, t.prototype.getSymbolPath = function() {
		return this.childAt(0);
	}, t.prototype.highlight = function() {
		vl(this.childAt(0));
	}, t.prototype.downplay = function() {
		yl(this.childAt(0));
	}, t.prototype.setZ = function(e, t) {
		var n = this.childAt(0);
		n.zlevel = e, n.z = t;
	}, t.prototype.setDraggable = function(e, t) {
		var n = this.childAt(0);
		n.draggable = e, n.cursor = !t && e ? "move" : n.cursor;
	}, t.prototype.updateData = function(e, n, r, i) {
		this.silent = !1;
		var a = e.getItemVisual(n, "symbol") || "circle", o = e.hostModel, s = t.getSymbolSize(e, n), c = a !== this._symbolType, l = i && i.disableAnimation;
		if (c) {
			var u = e.getItemVisual(n, "symbolKeepAspect");
			this._createSymbol(a, e, n, s, u);
		} else {
			var d = this.childAt(0);
			d.silent = !1;
			var f = {
				scaleX: s[0] / 2,
				scaleY: s[1] / 2
			};
			l ? d.attr(f) : md(d, f, o, n), bd(d);
		}
		if (this._updateCommon(e, n, s, r, i), c) {
			var d = this.childAt(0);
			if (!l) {
				var f = {
					scaleX: this._sizeX,
					scaleY: this._sizeY,
					style: { opacity: d.style.opacity }
				};
				d.scaleX = d.scaleY = 0, d.style.opacity = 0, hd(d, f, o, n);
			}
		}
		l && this.childAt(0).stopAnimation("leave");
	}, t.prototype._updateCommon = function(e, t, n, r, i) {
		var a = this.childAt(0), o = e.hostModel, s, c, l, u, d, f, p, m, h;
		if (r && (s = r.emphasisItemStyle, c = r.blurItemStyle, l = r.selectItemStyle, u = r.focus, d = r.blurScope, p = r.labelStatesModels, m = r.hoverScale, h = r.cursorStyle, f = r.emphasisDisabled), !r || e.hasItemOption) {
			var g = r && r.itemModel ? r.itemModel : e.getItemModel(t), _ = g.getModel("emphasis");
			s = _.getModel("itemStyle").getItemStyle(), l = g.getModel(["select", "itemStyle"]).getItemStyle(), c = g.getModel(["blur", "itemStyle"]).getItemStyle(), u = _.get("focus"), d = _.get("blurScope"), f = _.get("disabled"), p = af(g), m = _.getShallow("scale"), h = g.getShallow("cursor");
		}
		var v = e.getItemVisual(t, "symbolRotate");
		a.attr("rotation", (v || 0) * Math.PI / 180 || 0);
		var y = _v(e.getItemVisual(t, "symbolOffset"), n);
		y && (a.x = y[0], a.y = y[1]), h && a.attr("cursor", h);
		var b = e.getItemVisual(t, "style"), x = b.fill;
		if (a instanceof hc) {
			var S = a.style;
			a.useStyle(P({
				image: S.image,
				x: S.x,
				y: S.y,
				width: S.width,
				height: S.height
			}, b));
		} else a.__isEmptyBrush ? a.useStyle(P({}, b)) : a.useStyle(b), a.style.decal = null, a.setColor(x, i && i.symbolInnerColor), a.style.strokeNoScale = !0;
		var C = e.getItemVisual(t, "liftZ"), w = this._z2;
		C == null ? w != null && (a.z2 = w, this._z2 = null) : w ?? (this._z2 = a.z2, a.z2 += C);
		var T = i && i.useNameLabel;
		rf(a, p, {
			labelFetcher: o,
			labelDataIndex: t,
			defaultText: E,
			inheritColor: x,
			defaultOpacity: b.opacity
		});
		function E(t) {
			return T ? e.getName(t) : EC(e, t);
		}
		this._sizeX = n[0] / 2, this._sizeY = n[1] / 2;
		var D = a.ensureState("emphasis");
		D.style = s, a.ensureState("select").style = l, a.ensureState("blur").style = c;
		var O = m == null || m === !0 ? Math.max(1.1, 3 / this._sizeY) : isFinite(m) && m > 0 ? +m : 1;
		D.scaleX = this._sizeX * O, D.scaleY = this._sizeY * O, this.setSymbolScale(1), Ll(this, u, d, f);
	}, t.prototype.setSymbolScale = function(e) {
		this.scaleX = this.scaleY = e;
	}, t.prototype.fadeOut = function(e, t, n) {
		var r = this.childAt(0), i = X(this).dataIndex, a = n && n.animation;
		if (this.silent = r.silent = !0, n && n.fadeLabel) {
			var o = r.getTextContent();
			o && _d(o, { style: { opacity: 0 } }, t, {
				dataIndex: i,
				removeOpt: a,
				cb: function() {
					r.removeTextContent();
				}
			});
		} else r.removeTextContent();
		_d(r, {
			style: { opacity: 0 },
			scaleX: 0,
			scaleY: 0
		}, t, {
			dataIndex: i,
			cb: e,
			removeOpt: a
		});
	}, t.getSymbolSize = function(e, t) {
		return gv(e.getItemVisual(t, "symbolSize"));
	}, t;
}(ea);
function kC(e, t) {
	this.parent.drift(e, t);
}
// ../../../work/main/frontend/node_modules/echarts/lib/chart/helper/SymbolDraw.js
function AC(e, t, n, r) {
	return t && !isNaN(t[0]) && !isNaN(t[1]) && !(r.isIgnore && r.isIgnore(n)) && !(r.clipShape && !r.clipShape.contain(t[0], t[1])) && e.getItemVisual(n, "symbol") !== "none";
}
function jC(e) {
	return e != null && !G(e) && (e = { isIgnore: e }), e || {};
}
function MC(e) {
	var t = e.hostModel, n = t.getModel("emphasis");
	return {
		emphasisItemStyle: n.getModel("itemStyle").getItemStyle(),
		blurItemStyle: t.getModel(["blur", "itemStyle"]).getItemStyle(),
		selectItemStyle: t.getModel(["select", "itemStyle"]).getItemStyle(),
		focus: n.get("focus"),
		blurScope: n.get("blurScope"),
		emphasisDisabled: n.get("disabled"),
		hoverScale: n.get("scale"),
		labelStatesModels: af(t),
		cursorStyle: t.get("cursor")
	};
}
var NC = function() {
	function e(e) {
		this.group = new ea(), this._SymbolCtor = e || OC;
	}
	return e.prototype.updateData = function(e, t) {
		this._progressiveEls = null, t = jC(t);
		var n = this.group, r = e.hostModel, i = this._data, a = this._SymbolCtor, o = t.disableAnimation, s = MC(e), c = { disableAnimation: o }, l = t.getSymbolPoint || function(t) {
			return e.getItemLayout(t);
		};
		i || n.removeAll(), e.diff(i).add(function(r) {
			var i = l(r);
			if (AC(e, i, r, t)) {
				var o = new a(e, r, s, c);
				o.setPosition(i), e.setItemGraphicEl(r, o), n.add(o);
			}
		}).update(function(u, d) {
			var f = i.getItemGraphicEl(d), p = l(u);
			if (!AC(e, p, u, t)) n.remove(f);
			else {
				var m = e.getItemVisual(u, "symbol") || "circle", h = f && f.getSymbolType && f.getSymbolType();
				if (!f || h && h !== m) n.remove(f), f = new a(e, u, s, c), f.setPosition(p);
				else {
					f.updateData(e, u, s, c);
					var g = {
						x: p[0],
						y: p[1]
					};
					o ? f.attr(g) : md(f, g, r);
				}
				n.add(f), e.setItemGraphicEl(u, f);
			}
		}).remove(function(e) {
			var t = i.getItemGraphicEl(e);
			t && t.fadeOut(function() {
				n.remove(t);
			}, r);
		}).execute(), this._getSymbolPoint = l, this._data = e;
	}, e.prototype.updateLayout = function() {
		var e = this, t = this._data;
		t && t.eachItemGraphicEl(function(t, n) {
			var r = e._getSymbolPoint(n);
			t.setPosition(r), t.markRedraw();
		});
	}, e.prototype.incrementalPrepareUpdate = function(e) {
		this._seriesScope = MC(e), this._data = null, this.group.removeAll();
	}, e.prototype.incrementalUpdate = function(e, t, n) {
		this._progressiveEls = [], n = jC(n);
		function r(e) {
			e.isGroup || (e.incremental = !0, e.ensureState("emphasis").hoverLayer = !0);
		}
		for (var i = e.start; i < e.end; i++) {
			var a = t.getItemLayout(i);
			if (AC(t, a, i, n)) {
				var o = new this._SymbolCtor(t, i, this._seriesScope);
				o.traverse(r), o.setPosition(a), this.group.add(o), t.setItemGraphicEl(i, o), this._progressiveEls.push(o);
			}
		}
	}, e.prototype.eachRendered = function(e) {
		$d(this._progressiveEls || this.group, e);
	}, e.prototype.remove = function(e) {
		var t = this.group, n = this._data;
		n && e ? n.eachItemGraphicEl(function(e) {
			e.fadeOut(function() {
				t.remove(e);
			}, n.hostModel);
		}) : t.removeAll();
	}, e;
}();
// ../../../work/main/frontend/node_modules/echarts/lib/chart/line/helper.js
function PC(e, t, n) {
	var r = e.getBaseAxis(), i = e.getOtherAxis(r), a = FC(i, n), o = r.dim, s = i.dim, c = t.mapDimension(s), l = t.mapDimension(o), u = +(s === "x" || s === "radius"), d = R(e.dimensions, function(e) {
		return t.mapDimension(e);
	}), f = !1, p = t.getCalculationInfo("stackResultDimension");
	return Ox(t, d[0]) && (f = !0, d[0] = p), Ox(t, d[1]) && (f = !0, d[1] = p), {
		dataDimsForPoint: d,
		valueStart: a,
		valueAxisDim: s,
		baseAxisDim: o,
		stacked: !!f,
		valueDim: c,
		baseDim: l,
		baseDataOffset: u,
		stackedOverDimension: t.getCalculationInfo("stackedOverDimension")
	};
}
function FC(e, t) {
	var n = 0, r = e.scale.getExtent();
	return t === "start" ? n = r[0] : t === "end" ? n = r[1] : fe(t) && !isNaN(t) ? n = t : r[0] > 0 ? n = r[0] : r[1] < 0 && (n = r[1]), n;
}
function IC(e, t, n, r) {
	var i = NaN;
	e.stacked && (i = n.get(n.getCalculationInfo("stackedOverDimension"), r)), isNaN(i) && (i = e.valueStart);
	var a = e.baseDataOffset, o = [];
	return o[a] = n.get(e.baseDim, r), o[1 - a] = i, t.dataToPoint(o);
}
// ../../../work/main/frontend/node_modules/echarts/lib/chart/line/lineAnimationDiff.js
function LC(e, t) {
	var n = [];
	return t.diff(e).add(function(e) {
		n.push({
			cmd: "+",
			idx: e
		});
	}).update(function(e, t) {
		n.push({
			cmd: "=",
			idx: t,
			idx1: e
		});
	}).remove(function(e) {
		n.push({
			cmd: "-",
			idx: e
		});
	}).execute(), n;
}
function RC(e, t, n, r, i, a, o, s) {
	for (var c = LC(e, t), l = [], u = [], d = [], f = [], p = [], m = [], h = [], g = PC(i, t, o), _ = e.getLayout("points") || [], v = t.getLayout("points") || [], y = 0; y < c.length; y++) {
		var b = c[y], x = !0, S = void 0, C = void 0;
		switch (b.cmd) {
			case "=":
				S = b.idx * 2, C = b.idx1 * 2;
				var w = _[S], T = _[S + 1], E = v[C], D = v[C + 1];
				(isNaN(w) || isNaN(T)) && (w = E, T = D), l.push(w, T), u.push(E, D), d.push(n[S], n[S + 1]), f.push(r[C], r[C + 1]), h.push(t.getRawIndex(b.idx1));
				break;
			case "+":
				var O = b.idx, k = g.dataDimsForPoint, A = i.dataToPoint([t.get(k[0], O), t.get(k[1], O)]);
				C = O * 2, l.push(A[0], A[1]), u.push(v[C], v[C + 1]);
				var j = IC(g, i, t, O);
				d.push(j[0], j[1]), f.push(r[C], r[C + 1]), h.push(t.getRawIndex(O));
				break;
			case "-": x = !1;
		}
		x && (p.push(b), m.push(m.length));
	}
	m.sort(function(e, t) {
		return h[e] - h[t];
	});
	for (var ee = l.length, te = $x(ee), ne = $x(ee), re = $x(ee), ie = $x(ee), M = [], y = 0; y < m.length; y++) {
		var N = m[y], P = y * 2, F = N * 2;
		te[P] = l[F], te[P + 1] = l[F + 1], ne[P] = u[F], ne[P + 1] = u[F + 1], re[P] = d[F], re[P + 1] = d[F + 1], ie[P] = f[F], ie[P + 1] = f[F + 1], M[y] = p[N];
	}
	return {
		current: te,
		next: ne,
		stackedOnCurrent: re,
		stackedOnNext: ie,
		status: M
	};
}
// ../../../work/main/frontend/node_modules/echarts/lib/chart/line/poly.js
var zC = Math.min, BC = Math.max;
function VC(e, t) {
	return isNaN(e) || isNaN(t);
}
function HC(e, t, n, r, i, a, o, s, c) {
	for (var l, u, d, f, p, m, h = n, g = 0; g < r; g++) {
		var _ = t[h * 2], v = t[h * 2 + 1];
		if (h >= i || h < 0) break;
		if (VC(_, v)) {
			if (c) {
				h += a;
				continue;
			}
			break;
		}
		if (h === n) e[a > 0 ? "moveTo" : "lineTo"](_, v), d = _, f = v;
		else {
			var y = _ - l, b = v - u;
			if (y * y + b * b < .5) {
				h += a;
				continue;
			}
			if (o > 0) {
				for (var x = h + a, S = t[x * 2], C = t[x * 2 + 1]; S === _ && C === v && g < r;) g++, x += a, h += a, S = t[x * 2], C = t[x * 2 + 1], _ = t[h * 2], v = t[h * 2 + 1], y = _ - l, b = v - u;
				var w = g + 1;
				if (c) for (; VC(S, C) && w < r;) w++, x += a, S = t[x * 2], C = t[x * 2 + 1];
				var T = .5, E = 0, D = 0, O = void 0, k = void 0;
				if (w >= r || VC(S, C)) p = _, m = v;
				else {
					E = S - l, D = C - u;
					var A = _ - l, j = S - _, ee = v - u, te = C - v, ne = void 0, re = void 0;
					if (s === "x") {
						ne = Math.abs(A), re = Math.abs(j);
						var ie = E > 0 ? 1 : -1;
						p = _ - ie * ne * o, m = v, O = _ + ie * re * o, k = v;
					} else if (s === "y") {
						ne = Math.abs(ee), re = Math.abs(te);
						var M = D > 0 ? 1 : -1;
						p = _, m = v - M * ne * o, O = _, k = v + M * re * o;
					} else ne = Math.sqrt(A * A + ee * ee), re = Math.sqrt(j * j + te * te), T = re / (re + ne), p = _ - E * o * (1 - T), m = v - D * o * (1 - T), O = _ + E * o * T, k = v + D * o * T, O = zC(O, BC(S, _)), k = zC(k, BC(C, v)), O = BC(O, zC(S, _)), k = BC(k, zC(C, v)), E = O - _, D = k - v, p = _ - E * ne / re, m = v - D * ne / re, p = zC(p, BC(l, _)), m = zC(m, BC(u, v)), p = BC(p, zC(l, _)), m = BC(m, zC(u, v)), E = _ - p, D = v - m, O = _ + E * re / ne, k = v + D * re / ne;
				}
				e.bezierCurveTo(d, f, p, m, _, v), d = O, f = k;
			} else e.lineTo(_, v);
		}
		l = _, u = v, h += a;
	}
	return g;
}
var UC = function() {
	function e() {
		this.smooth = 0, this.smoothConstraint = !0;
	}
	return e;
}(), WC = function(e) {
	f(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		return n.type = "ec-polyline", n;
	}
	return t.prototype.getDefaultStyle = function() {
		return {
			stroke: "#000",
			fill: null
		};
	}, t.prototype.getDefaultShape = function() {
		return new UC();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.points, r = 0, i = n.length / 2;
		if (t.connectNulls) {
			for (; i > 0 && VC(n[i * 2 - 2], n[i * 2 - 1]); i--);
			for (; r < i && VC(n[r * 2], n[r * 2 + 1]); r++);
		}
		for (; r < i;) r += HC(e, n, r, i, i, 1, t.smooth, t.smoothMonotone, t.connectNulls) + 1;
	}, t.prototype.getPointOn = function(e, t) {
		this.path || (this.createPathProxy(), this.buildPath(this.path, this.shape));
		for (var n = this.path.data, r = zs.CMD, i, a, o = t === "x", s = [], c = 0; c < n.length;) {
			var l = n[c++], u = void 0, d = void 0, f = void 0, p = void 0, m = void 0, h = void 0, g = void 0;
			switch (l) {
				case r.M:
					i = n[c++], a = n[c++];
					break;
				case r.L:
					if (u = n[c++], d = n[c++], g = o ? (e - i) / (u - i) : (e - a) / (d - a), g <= 1 && g >= 0) {
						var _ = o ? (d - a) * g + a : (u - i) * g + i;
						return o ? [e, _] : [_, e];
					}
					i = u, a = d;
					break;
				case r.C:
					u = n[c++], d = n[c++], f = n[c++], p = n[c++], m = n[c++], h = n[c++];
					var v = o ? Fn(i, u, f, m, e, s) : Fn(a, d, p, h, e, s);
					if (v > 0) for (var y = 0; y < v; y++) {
						var b = s[y];
						if (b <= 1 && b >= 0) {
							var _ = o ? Nn(a, d, p, h, b) : Nn(i, u, f, m, b);
							return o ? [e, _] : [_, e];
						}
					}
					i = m, a = h;
			}
		}
	}, t;
}(Y), GC = function(e) {
	f(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t;
}(UC), KC = function(e) {
	f(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		return n.type = "ec-polygon", n;
	}
	return t.prototype.getDefaultShape = function() {
		return new GC();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.points, r = t.stackedOnPoints, i = 0, a = n.length / 2, o = t.smoothMonotone;
		if (t.connectNulls) {
			for (; a > 0 && VC(n[a * 2 - 2], n[a * 2 - 1]); a--);
			for (; i < a && VC(n[i * 2], n[i * 2 + 1]); i++);
		}
		for (; i < a;) {
			var s = HC(e, n, i, a, a, 1, t.smooth, o, t.connectNulls);
			HC(e, r, i + s - 1, s, a, -1, t.stackedOnSmooth, o, t.connectNulls), i += s + 1, e.closePath();
		}
	}, t;
}(Y);
// ../../../work/main/frontend/node_modules/echarts/lib/chart/helper/createClipPathFromCoordSys.js
function qC(e, t, n, r, i) {
	var a = e.getArea(), o = a.x, s = a.y, c = a.width, l = a.height, u = n.get(["lineStyle", "width"]) || 0;
	o -= u / 2, s -= u / 2, c += u, l += u, c = Math.ceil(c), o !== Math.floor(o) && (o = Math.floor(o), c++);
	var d = new Cc({ shape: {
		x: o,
		y: s,
		width: c,
		height: l
	} });
	if (t) {
		var f = e.getBaseAxis(), p = f.isHorizontal(), m = f.inverse;
		p ? (m && (d.shape.x += c), d.shape.width = 0) : (m || (d.shape.y += l), d.shape.height = 0);
		var h = U(i) ? function(e) {
			i(e, d);
		} : null;
		hd(d, { shape: {
			width: c,
			height: l,
			x: o,
			y: s
		} }, n, null, r, h);
	}
	return d;
}
function JC(e, t, n) {
	var r = e.getArea(), i = pa(r.r0, 1), a = pa(r.r, 1), o = new Iu({ shape: {
		cx: pa(e.cx, 1),
		cy: pa(e.cy, 1),
		r0: i,
		r: a,
		startAngle: r.startAngle,
		endAngle: r.endAngle,
		clockwise: r.clockwise
	} });
	return t && (e.getBaseAxis().dim === "angle" ? o.shape.endAngle = r.startAngle : o.shape.r = i, hd(o, { shape: {
		endAngle: r.endAngle,
		r: a
	} }, n)), o;
}
function YC(e, t, n, r, i) {
	return e ? e.type === "polar" ? JC(e, t, n) : e.type === "cartesian2d" ? qC(e, t, n, r, i) : null : null;
}
// ../../../work/main/frontend/node_modules/echarts/lib/coord/CoordinateSystem.js
function XC(e, t) {
	return e.type === t;
}
// ../../../work/main/frontend/node_modules/echarts/lib/chart/line/LineView.js
function ZC(e, t) {
	if (e.length === t.length) {
		for (var n = 0; n < e.length; n++) if (e[n] !== t[n]) return;
		return !0;
	}
}
function QC(e) {
	for (var t = Infinity, n = Infinity, r = -Infinity, i = -Infinity, a = 0; a < e.length;) {
		var o = e[a++], s = e[a++];
		isNaN(o) || (t = Math.min(o, t), r = Math.max(o, r)), isNaN(s) || (n = Math.min(s, n), i = Math.max(s, i));
	}
	return [[t, n], [r, i]];
}
function $C(e, t) {
	var n = QC(e), r = n[0], i = n[1], a = QC(t), o = a[0], s = a[1];
	return Math.max(Math.abs(r[0] - o[0]), Math.abs(r[1] - o[1]), Math.abs(i[0] - s[0]), Math.abs(i[1] - s[1]));
}
function ew(e) {
	return fe(e) ? e : e ? .5 : 0;
}
function tw(e, t, n) {
	if (!n.valueDim) return [];
	for (var r = t.count(), i = $x(r * 2), a = 0; a < r; a++) {
		var o = IC(n, e, t, a);
		i[a * 2] = o[0], i[a * 2 + 1] = o[1];
	}
	return i;
}
function nw(e, t, n, r, i) {
	var a = n.getBaseAxis(), o = a.dim === "x" || a.dim === "radius" ? 0 : 1, s = [], c = 0, l = [], u = [], d = [], f = [];
	if (i) {
		for (c = 0; c < e.length; c += 2) {
			var p = t || e;
			!isNaN(p[c]) && !isNaN(p[c + 1]) && f.push(e[c], e[c + 1]);
		}
		e = f;
	}
	for (c = 0; c < e.length - 2; c += 2) switch (d[0] = e[c + 2], d[1] = e[c + 3], u[0] = e[c], u[1] = e[c + 1], s.push(u[0], u[1]), r) {
		case "end":
			l[o] = d[o], l[1 - o] = u[1 - o], s.push(l[0], l[1]);
			break;
		case "middle":
			var m = (u[o] + d[o]) / 2, h = [];
			l[o] = h[o] = m, l[1 - o] = u[1 - o], h[1 - o] = d[1 - o], s.push(l[0], l[1]), s.push(h[0], h[1]);
			break;
		default: l[o] = u[o], l[1 - o] = d[1 - o], s.push(l[0], l[1]);
	}
	return s.push(e[c++], e[c++]), s;
}
function rw(e, t) {
	var n = [], r = e.length, i, a;
	function o(e, t, n) {
		var r = e.coord;
		return {
			coord: n,
			color: _r((n - r) / (t.coord - r), [e.color, t.color])
		};
	}
	for (var s = 0; s < r; s++) {
		var c = e[s], l = c.coord;
		if (l < 0) i = c;
		else if (l > t) {
			a ? n.push(o(a, c, t)) : i && n.push(o(i, c, 0), o(i, c, t));
			break;
		} else i && (n.push(o(i, c, 0)), i = null), n.push(c), a = c;
	}
	return n;
}
function iw(e, t, n) {
	var r = e.getVisual("visualMeta");
	if (r && r.length && e.count() && t.type === "cartesian2d") {
		for (var i, a, o = r.length - 1; o >= 0; o--) {
			var s = e.getDimensionInfo(r[o].dimension);
			if (i = s && s.coordDim, i === "x" || i === "y") {
				a = r[o];
				break;
			}
		}
		if (a) {
			var c = t.getAxis(i), l = R(a.stops, function(e) {
				return {
					coord: c.toGlobalCoord(c.dataToCoord(e.value)),
					color: e.color
				};
			}), u = l.length, d = a.outerColors.slice();
			u && l[0].coord > l[u - 1].coord && (l.reverse(), d.reverse());
			var f = rw(l, i === "x" ? n.getWidth() : n.getHeight()), p = f.length;
			if (!p && u) return l[0].coord < 0 ? d[1] ? d[1] : l[u - 1].color : d[0] ? d[0] : l[0].color;
			var m = 10, h = f[0].coord - m, g = f[p - 1].coord + m, _ = g - h;
			if (_ < .001) return "transparent";
			L(f, function(e) {
				e.offset = (e.coord - h) / _;
			}), f.push({
				offset: p ? f[p - 1].offset : .5,
				color: d[1] || "transparent"
			}), f.unshift({
				offset: p ? f[0].offset : .5,
				color: d[0] || "transparent"
			});
			var v = new nd(0, 0, 0, 0, f, !0);
			return v[i] = h, v[i + "2"] = g, v;
		}
	}
}
function aw(e, t, n) {
	var r = e.get("showAllSymbol"), i = r === "auto";
	if (!r || i) {
		var a = n.getAxesByScale("ordinal")[0];
		if (a && !(i && ow(a, t))) {
			var o = t.mapDimension(a.dim), s = {};
			return L(a.getViewLabels(), function(e) {
				var t = a.scale.getRawOrdinalNumber(e.tickValue);
				s[t] = 1;
			}), function(e) {
				return !s.hasOwnProperty(t.get(o, e));
			};
		}
	}
}
function ow(e, t) {
	var n = e.getExtent(), r = Math.abs(n[1] - n[0]) / e.scale.count();
	isNaN(r) && (r = 0);
	for (var i = t.count(), a = Math.max(1, Math.round(i / 5)), o = 0; o < i; o += a) if (OC.getSymbolSize(t, o)[+!!e.isHorizontal()] * 1.5 > r) return !1;
	return !0;
}
function sw(e, t) {
	return isNaN(e) || isNaN(t);
}
function cw(e) {
	for (var t = e.length / 2; t > 0 && sw(e[t * 2 - 2], e[t * 2 - 1]); t--);
	return t - 1;
}
function lw(e, t) {
	return [e[t * 2], e[t * 2 + 1]];
}
function uw(e, t, n) {
	for (var r = e.length / 2, i = n === "x" ? 0 : 1, a, o, s = 0, c = -1, l = 0; l < r; l++) if (o = e[l * 2 + i], !(isNaN(o) || isNaN(e[l * 2 + 1 - i]))) {
		if (l === 0) a = o;
		else {
			if (a <= t && o >= t || a >= t && o <= t) {
				c = l;
				break;
			}
			s = l, a = o;
		}
	}
	return {
		range: [s, c],
		t: (t - a) / (o - a)
	};
}
function dw(e) {
	if (e.get(["endLabel", "show"])) return !0;
	for (var t = 0; t < Kc.length; t++) if (e.get([
		Kc[t],
		"endLabel",
		"show"
	])) return !0;
	return !1;
}
function fw(e, t, n, r) {
	if (XC(t, "cartesian2d")) {
		var i = r.getModel("endLabel"), a = i.get("valueAnimation"), o = r.getData(), s = { lastFrameIndex: 0 }, c = dw(r) ? function(n, r) {
			e._endLabelOnDuring(n, r, o, s, a, i, t);
		} : null, l = t.getBaseAxis().isHorizontal(), u = qC(t, n, r, function() {
			var t = e._endLabel;
			t && n && s.originalX != null && t.attr({
				x: s.originalX,
				y: s.originalY
			});
		}, c);
		if (!r.get("clip", !0)) {
			var d = u.shape, f = Math.max(d.width, d.height);
			l ? (d.y -= f, d.height += f * 2) : (d.x -= f, d.width += f * 2);
		}
		return c && c(1, u), u;
	}
	return JC(t, n, r);
}
function pw(e, t) {
	var n = t.getBaseAxis(), r = n.isHorizontal(), i = n.inverse, a = r ? i ? "right" : "left" : "center", o = r ? "middle" : i ? "top" : "bottom";
	return { normal: {
		align: e.get("align") || a,
		verticalAlign: e.get("verticalAlign") || o
	} };
}
var mw = function(e) {
	f(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.init = function() {
		var e = new ea(), t = new NC();
		this.group.add(t.group), this._symbolDraw = t, this._lineGroup = e, this._changePolyState = V(this._changePolyState, this);
	}, t.prototype.render = function(e, t, n) {
		var r = e.coordinateSystem, i = this.group, a = e.getData(), o = e.getModel("lineStyle"), s = e.getModel("areaStyle"), c = a.getLayout("points") || [], l = r.type === "polar", u = this._coordSys, d = this._symbolDraw, f = this._polyline, p = this._polygon, m = this._lineGroup, h = !t.ssr && e.get("animation"), g = !s.isEmpty(), _ = s.get("origin"), v = PC(r, a, _), y = g && tw(r, a, v), b = e.get("showSymbol"), x = e.get("connectNulls"), S = b && !l && aw(e, a, r), C = this._data;
		C && C.eachItemGraphicEl(function(e, t) {
			e.__temp && (i.remove(e), C.setItemGraphicEl(t, null));
		}), b || d.remove(), i.add(m);
		var w = !l && e.get("step"), T;
		r && r.getArea && e.get("clip", !0) && (T = r.getArea(), T.width == null ? T.r0 && (T.r0 -= .5, T.r += .5) : (T.x -= .1, T.y -= .1, T.width += .2, T.height += .2)), this._clipShapeForSymbol = T;
		var E = iw(a, r, n) || a.getVisual("style")[a.getVisual("drawType")];
		if (!(f && u.type === r.type && w === this._step)) b && d.updateData(a, {
			isIgnore: S,
			clipShape: T,
			disableAnimation: !0,
			getSymbolPoint: function(e) {
				return [c[e * 2], c[e * 2 + 1]];
			}
		}), h && this._initSymbolLabelAnimation(a, r, T), w && (y && (y = nw(y, c, r, w, x)), c = nw(c, null, r, w, x)), f = this._newPolyline(c), g ? p = this._newPolygon(c, y) : p && (m.remove(p), p = this._polygon = null), l || this._initOrUpdateEndLabel(e, r, jp(E)), m.setClipPath(fw(this, r, !0, e));
		else {
			g && !p ? p = this._newPolygon(c, y) : p && !g && (m.remove(p), p = this._polygon = null), l || this._initOrUpdateEndLabel(e, r, jp(E));
			var D = m.getClipPath();
			D ? hd(D, { shape: fw(this, r, !1, e).shape }, e) : m.setClipPath(fw(this, r, !0, e)), b && d.updateData(a, {
				isIgnore: S,
				clipShape: T,
				disableAnimation: !0,
				getSymbolPoint: function(e) {
					return [c[e * 2], c[e * 2 + 1]];
				}
			}), ZC(this._stackedOnPoints, y) && ZC(this._points, c) || (h ? this._doUpdateAnimation(a, y, r, n, w, _, x) : (w && (y && (y = nw(y, c, r, w, x)), c = nw(c, null, r, w, x)), f.setShape({ points: c }), p && p.setShape({
				points: c,
				stackedOnPoints: y
			})));
		}
		var O = e.getModel("emphasis"), k = O.get("focus"), A = O.get("blurScope"), j = O.get("disabled");
		if (f.useStyle(F(o.getLineStyle(), {
			fill: "none",
			stroke: E,
			lineJoin: "bevel"
		})), Vl(f, e, "lineStyle"), f.style.lineWidth > 0 && e.get([
			"emphasis",
			"lineStyle",
			"width"
		]) === "bolder") {
			var ee = f.getState("emphasis").style;
			ee.lineWidth = +f.style.lineWidth + 1;
		}
		X(f).seriesIndex = e.seriesIndex, Ll(f, k, A, j);
		var te = ew(e.get("smooth")), ne = e.get("smoothMonotone");
		if (f.setShape({
			smooth: te,
			smoothMonotone: ne,
			connectNulls: x
		}), p) {
			var re = a.getCalculationInfo("stackedOnSeries"), ie = 0;
			p.useStyle(F(s.getAreaStyle(), {
				fill: E,
				opacity: .7,
				lineJoin: "bevel",
				decal: a.getVisual("style").decal
			})), re && (ie = ew(re.get("smooth"))), p.setShape({
				smooth: te,
				stackedOnSmooth: ie,
				smoothMonotone: ne,
				connectNulls: x
			}), Vl(p, e, "areaStyle"), X(p).seriesIndex = e.seriesIndex, Ll(p, k, A, j);
		}
		var M = this._changePolyState;
		a.eachItemGraphicEl(function(e) {
			e && (e.onHoverStateChange = M);
		}), this._polyline.onHoverStateChange = M, this._data = a, this._coordSys = r, this._stackedOnPoints = y, this._points = c, this._step = w, this._valueOrigin = _, e.get("triggerLineEvent") && (this.packEventData(e, f), p && this.packEventData(e, p));
	}, t.prototype.packEventData = function(e, t) {
		X(t).eventData = {
			componentType: "series",
			componentSubType: "line",
			componentIndex: e.componentIndex,
			seriesIndex: e.seriesIndex,
			seriesName: e.name,
			seriesType: "line"
		};
	}, t.prototype.highlight = function(e, t, n, r) {
		var i = e.getData(), a = no(i, r);
		if (this._changePolyState("emphasis"), !(a instanceof Array) && a != null && a >= 0) {
			var o = i.getLayout("points"), s = i.getItemGraphicEl(a);
			if (!s) {
				var c = o[a * 2], l = o[a * 2 + 1];
				if (isNaN(c) || isNaN(l) || this._clipShapeForSymbol && !this._clipShapeForSymbol.contain(c, l)) return;
				var u = e.get("zlevel") || 0, d = e.get("z") || 0;
				s = new OC(i, a), s.x = c, s.y = l, s.setZ(u, d);
				var f = s.getSymbolPath().getTextContent();
				f && (f.zlevel = u, f.z = d, f.z2 = this._polyline.z2 + 1), s.__temp = !0, i.setItemGraphicEl(a, s), s.stopSymbolAnimation(!0), this.group.add(s);
			}
			s.highlight();
		} else i_.prototype.highlight.call(this, e, t, n, r);
	}, t.prototype.downplay = function(e, t, n, r) {
		var i = e.getData(), a = no(i, r);
		if (this._changePolyState("normal"), a != null && a >= 0) {
			var o = i.getItemGraphicEl(a);
			o && (o.__temp ? (i.setItemGraphicEl(a, null), this.group.remove(o)) : o.downplay());
		} else i_.prototype.downplay.call(this, e, t, n, r);
	}, t.prototype._changePolyState = function(e) {
		var t = this._polygon;
		ll(this._polyline, e), t && ll(t, e);
	}, t.prototype._newPolyline = function(e) {
		var t = this._polyline;
		return t && this._lineGroup.remove(t), t = new WC({
			shape: { points: e },
			segmentIgnoreThreshold: 2,
			z2: 10
		}), this._lineGroup.add(t), this._polyline = t, t;
	}, t.prototype._newPolygon = function(e, t) {
		var n = this._polygon;
		return n && this._lineGroup.remove(n), n = new KC({
			shape: {
				points: e,
				stackedOnPoints: t
			},
			segmentIgnoreThreshold: 2
		}), this._lineGroup.add(n), this._polygon = n, n;
	}, t.prototype._initSymbolLabelAnimation = function(e, t, n) {
		var r, i, a = t.getBaseAxis(), o = a.inverse;
		t.type === "cartesian2d" ? (r = a.isHorizontal(), i = !1) : t.type === "polar" && (r = a.dim === "angle", i = !0);
		var s = e.hostModel, c = s.get("animationDuration");
		U(c) && (c = c(null));
		var l = s.get("animationDelay") || 0, u = U(l) ? l(null) : l;
		e.eachItemGraphicEl(function(e, a) {
			var s = e;
			if (s) {
				var d = [e.x, e.y], f = void 0, p = void 0, m = void 0;
				if (n) {
					if (i) {
						var h = n, g = t.pointToCoord(d);
						r ? (f = h.startAngle, p = h.endAngle, m = -g[1] / 180 * Math.PI) : (f = h.r0, p = h.r, m = g[0]);
					} else {
						var _ = n;
						r ? (f = _.x, p = _.x + _.width, m = e.x) : (f = _.y + _.height, p = _.y, m = e.y);
					}
				}
				var v = p === f ? 0 : (m - f) / (p - f);
				o && (v = 1 - v);
				var y = U(l) ? l(a) : c * v + u, b = s.getSymbolPath(), x = b.getTextContent();
				s.attr({
					scaleX: 0,
					scaleY: 0
				}), s.animateTo({
					scaleX: 1,
					scaleY: 1
				}, {
					duration: 200,
					setToFinal: !0,
					delay: y
				}), x && x.animateFrom({ style: { opacity: 0 } }, {
					duration: 300,
					delay: y
				}), b.disableLabelAnimation = !0;
			}
		});
	}, t.prototype._initOrUpdateEndLabel = function(e, t, n) {
		var r = e.getModel("endLabel");
		if (dw(e)) {
			var i = e.getData(), a = this._polyline, o = i.getLayout("points");
			if (!o) {
				a.removeTextContent(), this._endLabel = null;
				return;
			}
			var s = this._endLabel;
			s || (s = this._endLabel = new Dc({ z2: 200 }), s.ignoreClip = !0, a.setTextContent(this._endLabel), a.disableLabelAnimation = !0);
			var c = cw(o);
			c >= 0 && (rf(a, af(e, "endLabel"), {
				inheritColor: n,
				labelFetcher: e,
				labelDataIndex: c,
				defaultText: function(e, t, n) {
					return n == null ? EC(i, e) : DC(i, n);
				},
				enableTextSetter: !0
			}, pw(r, t)), a.textConfig.position = null);
		} else this._endLabel && (this._polyline.removeTextContent(), this._endLabel = null);
	}, t.prototype._endLabelOnDuring = function(e, t, n, r, i, a, o) {
		var s = this._endLabel, c = this._polyline;
		if (s) {
			e < 1 && r.originalX == null && (r.originalX = s.x, r.originalY = s.y);
			var l = n.getLayout("points"), u = n.hostModel, d = u.get("connectNulls"), f = a.get("precision"), p = a.get("distance") || 0, m = o.getBaseAxis(), h = m.isHorizontal(), g = m.inverse, _ = t.shape, v = g ? h ? _.x : _.y + _.height : h ? _.x + _.width : _.y, y = (h ? p : 0) * (g ? -1 : 1), b = (h ? 0 : -p) * (g ? -1 : 1), x = h ? "x" : "y", S = uw(l, v, x), C = S.range, w = C[1] - C[0], T = void 0;
			if (w >= 1) {
				if (w > 1 && !d) {
					var E = lw(l, C[0]);
					s.attr({
						x: E[0] + y,
						y: E[1] + b
					}), i && (T = u.getRawValue(C[0]));
				} else {
					var E = c.getPointOn(v, x);
					E && s.attr({
						x: E[0] + y,
						y: E[1] + b
					});
					var D = u.getRawValue(C[0]), O = u.getRawValue(C[1]);
					i && (T = mo(n, f, D, O, S.t));
				}
				r.lastFrameIndex = C[0];
			} else {
				var k = e === 1 || r.lastFrameIndex > 0 ? C[0] : 0, E = lw(l, k);
				i && (T = u.getRawValue(k)), s.attr({
					x: E[0] + y,
					y: E[1] + b
				});
			}
			if (i) {
				var A = hf(s);
				typeof A.setLabelText == "function" && A.setLabelText(T);
			}
		}
	}, t.prototype._doUpdateAnimation = function(e, t, n, r, i, a, o) {
		var s = this._polyline, c = this._polygon, l = e.hostModel, u = RC(this._data, e, this._stackedOnPoints, t, this._coordSys, n, this._valueOrigin, a), d = u.current, f = u.stackedOnCurrent, p = u.next, m = u.stackedOnNext;
		if (i && (f = nw(u.stackedOnCurrent, u.current, n, i, o), d = nw(u.current, null, n, i, o), m = nw(u.stackedOnNext, u.next, n, i, o), p = nw(u.next, null, n, i, o)), $C(d, p) > 3e3 || c && $C(f, m) > 3e3) s.stopAnimation(), s.setShape({ points: p }), c && (c.stopAnimation(), c.setShape({
			points: p,
			stackedOnPoints: m
		}));
		else {
			s.shape.__points = u.current, s.shape.points = d;
			var h = { shape: { points: p } };
			u.current !== d && (h.shape.__points = u.next), s.stopAnimation(), md(s, h, l), c && (c.setShape({
				points: d,
				stackedOnPoints: f
			}), c.stopAnimation(), md(c, { shape: { stackedOnPoints: m } }, l), s.shape.points !== c.shape.points && (c.shape.points = s.shape.points));
			for (var g = [], _ = u.status, v = 0; v < _.length; v++) if (_[v].cmd === "=") {
				var y = e.getItemGraphicEl(_[v].idx1);
				y && g.push({
					el: y,
					ptIdx: v
				});
			}
			s.animators && s.animators.length && s.animators[0].during(function() {
				c && c.dirtyShape();
				for (var e = s.shape.__points, t = 0; t < g.length; t++) {
					var n = g[t].el, r = g[t].ptIdx * 2;
					n.x = e[r], n.y = e[r + 1], n.markRedraw();
				}
			});
		}
	}, t.prototype.remove = function(e) {
		var t = this.group, n = this._data;
		this._lineGroup.removeAll(), this._symbolDraw.remove(!0), n && n.eachItemGraphicEl(function(e, r) {
			e.__temp && (t.remove(e), n.setItemGraphicEl(r, null));
		}), this._polyline = this._polygon = this._coordSys = this._points = this._stackedOnPoints = this._endLabel = this._data = null;
	}, t.type = "line", t;
}(i_);
// ../../../work/main/frontend/node_modules/echarts/lib/layout/points.js
function hw(e, t) {
	return {
		seriesType: e,
		plan: t_(),
		reset: function(e) {
			var n = e.getData(), r = e.coordinateSystem, i = e.pipelineContext, a = t || i.large;
			if (r) {
				var o = R(r.dimensions, function(e) {
					return n.mapDimension(e);
				}).slice(0, 2), s = o.length, c = n.getCalculationInfo("stackResultDimension");
				Ox(n, o[0]) && (o[0] = c), Ox(n, o[1]) && (o[1] = c);
				var l = n.getStore(), u = n.getDimensionIndex(o[0]), d = n.getDimensionIndex(o[1]);
				return s && { progress: function(e, t) {
					for (var n = e.end - e.start, i = a && $x(n * s), o = [], c = [], f = e.start, p = 0; f < e.end; f++) {
						var m = void 0;
						if (s === 1) {
							var h = l.get(u, f);
							m = r.dataToPoint(h, null, c);
						} else o[0] = l.get(u, f), o[1] = l.get(d, f), m = r.dataToPoint(o, null, c);
						a ? (i[p++] = m[0], i[p++] = m[1]) : t.setItemLayout(f, m.slice());
					}
					a && t.setLayout("points", i);
				} };
			}
		}
	};
}
// ../../../work/main/frontend/node_modules/echarts/lib/processor/dataSample.js
var gw = {
	average: function(e) {
		for (var t = 0, n = 0, r = 0; r < e.length; r++) isNaN(e[r]) || (t += e[r], n++);
		return n === 0 ? NaN : t / n;
	},
	sum: function(e) {
		for (var t = 0, n = 0; n < e.length; n++) t += e[n] || 0;
		return t;
	},
	max: function(e) {
		for (var t = -Infinity, n = 0; n < e.length; n++) e[n] > t && (t = e[n]);
		return isFinite(t) ? t : NaN;
	},
	min: function(e) {
		for (var t = Infinity, n = 0; n < e.length; n++) e[n] < t && (t = e[n]);
		return isFinite(t) ? t : NaN;
	},
	nearest: function(e) {
		return e[0];
	}
}, _w = function(e) {
	return Math.round(e.length / 2);
};
function vw(e) {
	return {
		seriesType: e,
		reset: function(e, t, n) {
			var r = e.getData(), i = e.get("sampling"), a = e.coordinateSystem, o = r.count();
			if (o > 10 && a.type === "cartesian2d" && i) {
				var s = a.getBaseAxis(), c = a.getOtherAxis(s), l = s.getExtent(), u = n.getDevicePixelRatio(), d = Math.abs(l[1] - l[0]) * (u || 1), f = Math.round(o / d);
				if (isFinite(f) && f > 1) {
					i === "lttb" ? e.setData(r.lttbDownSample(r.mapDimension(c.dim), 1 / f)) : i === "minmax" && e.setData(r.minmaxDownSample(r.mapDimension(c.dim), 1 / f));
					var p = void 0;
					W(i) ? p = gw[i] : U(i) && (p = i), p && e.setData(r.downSample(r.mapDimension(c.dim), 1 / f, p, _w));
				}
			}
		}
	};
}
// ../../../work/main/frontend/node_modules/echarts/lib/chart/line/install.js
function yw(e) {
	e.registerChartView(mw), e.registerSeriesModel(TC), e.registerLayout(hw("line", !0)), e.registerVisual({
		seriesType: "line",
		reset: function(e) {
			var t = e.getData(), n = e.getModel("lineStyle").getLineStyle();
			n && !n.stroke && (n.stroke = t.getVisual("style").fill), t.setVisual("legendLineStyle", n);
		}
	}), e.registerProcessor(e.PRIORITY.PROCESSOR.STATISTIC, vw("line"));
}
// ../../../work/main/frontend/node_modules/echarts/lib/chart/bar/BaseBarSeries.js
var bw = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.getInitialData = function(e, t) {
		return Mx(null, this, { useEncodeDefaulter: !0 });
	}, t.prototype.getMarkerPosition = function(e, t, n) {
		var r = this.coordinateSystem;
		if (r && r.clampData) {
			var i = r.clampData(e), a = r.dataToPoint(i);
			if (n) L(r.getAxes(), function(e, n) {
				if (e.type === "category" && t != null) {
					var r = e.getTicksCoords(), o = e.getTickModel().get("alignWithLabel"), s = i[n], c = t[n] === "x1" || t[n] === "y1";
					if (c && !o && (s += 1), r.length < 2) return;
					if (r.length === 2) {
						a[n] = e.toGlobalCoord(e.getExtent()[+!!c]);
						return;
					}
					for (var l = void 0, u = void 0, d = 1, f = 0; f < r.length; f++) {
						var p = r[f].coord, m = f === r.length - 1 ? r[f - 1].tickValue + d : r[f].tickValue;
						if (m === s) {
							u = p;
							break;
						}
						if (m < s) l = p;
						else if (l != null && m > s) {
							u = (p + l) / 2;
							break;
						}
						f === 1 && (d = m - r[0].tickValue);
					}
					u ?? (l ? l && (u = r[r.length - 1].coord) : u = r[0].coord), a[n] = e.toGlobalCoord(u);
				}
			});
			else {
				var o = this.getData(), s = o.getLayout("offset"), c = o.getLayout("size"), l = +!r.getBaseAxis().isHorizontal();
				a[l] += s + c / 2;
			}
			return a;
		}
		return [NaN, NaN];
	}, t.type = "series.__base_bar__", t.defaultOption = {
		z: 2,
		coordinateSystem: "cartesian2d",
		legendHoverLink: !0,
		barMinHeight: 0,
		barMinAngle: 0,
		large: !1,
		largeThreshold: 400,
		progressive: 3e3,
		progressiveChunkMode: "mod"
	}, t;
}(Gg);
Gg.registerClass(bw);
// ../../../work/main/frontend/node_modules/echarts/lib/chart/bar/BarSeries.js
var xw = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.getInitialData = function() {
		return Mx(null, this, {
			useEncodeDefaulter: !0,
			createInvertedIndices: !!this.get("realtimeSort", !0) || null
		});
	}, t.prototype.getProgressive = function() {
		return this.get("large") ? this.get("progressive") : !1;
	}, t.prototype.getProgressiveThreshold = function() {
		var e = this.get("progressiveThreshold"), t = this.get("largeThreshold");
		return t > e && (e = t), e;
	}, t.prototype.brushSelector = function(e, t, n) {
		return n.rect(t.getItemLayout(e));
	}, t.type = "series.bar", t.dependencies = ["grid", "polar"], t.defaultOption = Mf(bw.defaultOption, {
		clip: !0,
		roundCap: !1,
		showBackground: !1,
		backgroundStyle: {
			color: "rgba(180, 180, 180, 0.2)",
			borderColor: null,
			borderWidth: 0,
			borderType: "solid",
			borderRadius: 0,
			shadowBlur: 0,
			shadowColor: null,
			shadowOffsetX: 0,
			shadowOffsetY: 0,
			opacity: 1
		},
		select: { itemStyle: { borderColor: "#212121" } },
		realtimeSort: !1
	}), t;
}(bw), Sw = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.r0 = 0, this.r = 0, this.startAngle = 0, this.endAngle = Math.PI * 2, this.clockwise = !0;
	}
	return e;
}(), Cw = function(e) {
	f(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		return n.type = "sausage", n;
	}
	return t.prototype.getDefaultShape = function() {
		return new Sw();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.cx, r = t.cy, i = Math.max(t.r0 || 0, 0), a = Math.max(t.r, 0), o = (a - i) * .5, s = i + o, c = t.startAngle, l = t.endAngle, u = t.clockwise, d = Math.PI * 2, f = u ? l - c < d : c - l < d;
		f || (c = l - (u ? d : -d));
		var p = Math.cos(c), m = Math.sin(c), h = Math.cos(l), g = Math.sin(l);
		f ? (e.moveTo(p * i + n, m * i + r), e.arc(p * s + n, m * s + r, o, -Math.PI + c, c, !u)) : e.moveTo(p * a + n, m * a + r), e.arc(n, r, a, c, l, !u), e.arc(h * s + n, g * s + r, o, l - Math.PI * 2, l - Math.PI, !u), i !== 0 && e.arc(n, r, i, l, c, u);
	}, t;
}(Y);
// ../../../work/main/frontend/node_modules/echarts/lib/label/sectorLabel.js
function ww(e, t) {
	t = t || {};
	var n = t.isRoundCap;
	return function(t, r, i) {
		var a = r.position;
		if (!a || a instanceof Array) return Bi(t, r, i);
		var o = e(a), s = r.distance == null ? 5 : r.distance, c = this.shape, l = c.cx, u = c.cy, d = c.r, f = c.r0, p = (d + f) / 2, m = c.startAngle, h = c.endAngle, g = (m + h) / 2, _ = n ? Math.abs(d - f) / 2 : 0, v = Math.cos, y = Math.sin, b = l + d * v(m), x = u + d * y(m), S = "left", C = "top";
		switch (o) {
			case "startArc":
				b = l + (f - s) * v(g), x = u + (f - s) * y(g), S = "center", C = "top";
				break;
			case "insideStartArc":
				b = l + (f + s) * v(g), x = u + (f + s) * y(g), S = "center", C = "bottom";
				break;
			case "startAngle":
				b = l + p * v(m) + Ew(m, s + _, !1), x = u + p * y(m) + Dw(m, s + _, !1), S = "right", C = "middle";
				break;
			case "insideStartAngle":
				b = l + p * v(m) + Ew(m, -s + _, !1), x = u + p * y(m) + Dw(m, -s + _, !1), S = "left", C = "middle";
				break;
			case "middle":
				b = l + p * v(g), x = u + p * y(g), S = "center", C = "middle";
				break;
			case "endArc":
				b = l + (d + s) * v(g), x = u + (d + s) * y(g), S = "center", C = "bottom";
				break;
			case "insideEndArc":
				b = l + (d - s) * v(g), x = u + (d - s) * y(g), S = "center", C = "top";
				break;
			case "endAngle":
				b = l + p * v(h) + Ew(h, s + _, !0), x = u + p * y(h) + Dw(h, s + _, !0), S = "left", C = "middle";
				break;
			case "insideEndAngle":
				b = l + p * v(h) + Ew(h, -s + _, !0), x = u + p * y(h) + Dw(h, -s + _, !0), S = "right", C = "middle";
				break;
			default: return Bi(t, r, i);
		}
		return t = t || {}, t.x = b, t.y = x, t.align = S, t.verticalAlign = C, t;
	};
}
function Tw(e, t, n, r) {
	if (fe(r)) e.setTextConfig({ rotation: r });
	else if (H(t)) e.setTextConfig({ rotation: 0 });
	else {
		var i = e.shape, a = i.clockwise ? i.startAngle : i.endAngle, o = i.clockwise ? i.endAngle : i.startAngle, s = (a + o) / 2, c, l = n(t);
		switch (l) {
			case "startArc":
			case "insideStartArc":
			case "middle":
			case "insideEndArc":
			case "endArc":
				c = s;
				break;
			case "startAngle":
			case "insideStartAngle":
				c = a;
				break;
			case "endAngle":
			case "insideEndAngle":
				c = o;
				break;
			default:
				e.setTextConfig({ rotation: 0 });
				return;
		}
		var u = Math.PI * 1.5 - c;
		l === "middle" && u > Math.PI / 2 && u < Math.PI * 1.5 && (u -= Math.PI), e.setTextConfig({ rotation: u });
	}
}
function Ew(e, t, n) {
	return t * Math.sin(e) * (n ? -1 : 1);
}
function Dw(e, t, n) {
	return t * Math.cos(e) * (n ? 1 : -1);
}
// ../../../work/main/frontend/node_modules/echarts/lib/chart/helper/sectorHelper.js
function Ow(e, t, n) {
	var r = e.get("borderRadius");
	if (r == null) return n ? { cornerRadius: 0 } : null;
	H(r) || (r = [
		r,
		r,
		r,
		r
	]);
	var i = Math.abs(t.r || 0 - t.r0 || 0);
	return { cornerRadius: R(r, function(e) {
		return zi(e, i);
	}) };
}
// ../../../work/main/frontend/node_modules/echarts/lib/chart/bar/BarView.js
var kw = Math.max, Aw = Math.min;
function jw(e, t) {
	var n = e.getArea && e.getArea();
	if (XC(e, "cartesian2d")) {
		var r = e.getBaseAxis();
		if (r.type !== "category" || !r.onBand) {
			var i = t.getLayout("bandWidth");
			r.isHorizontal() ? (n.x -= i, n.width += i * 2) : (n.y -= i, n.height += i * 2);
		}
	}
	return n;
}
var Mw = function(e) {
	f(t, e);
	function t() {
		var n = e.call(this) || this;
		return n.type = t.type, n._isFirstFrame = !0, n;
	}
	return t.prototype.render = function(e, t, n, r) {
		this._model = e, this._removeOnRenderedListener(n), this._updateDrawMode(e);
		var i = e.get("coordinateSystem");
		(i === "cartesian2d" || i === "polar") && (this._progressiveEls = null, this._isLargeDraw ? this._renderLarge(e, t, n) : this._renderNormal(e, t, n, r));
	}, t.prototype.incrementalPrepareRender = function(e) {
		this._clear(), this._updateDrawMode(e), this._updateLargeClip(e);
	}, t.prototype.incrementalRender = function(e, t) {
		this._progressiveEls = [], this._incrementalRenderLarge(e, t);
	}, t.prototype.eachRendered = function(e) {
		$d(this._progressiveEls || this.group, e);
	}, t.prototype._updateDrawMode = function(e) {
		var t = e.pipelineContext.large;
		(this._isLargeDraw == null || t !== this._isLargeDraw) && (this._isLargeDraw = t, this._clear());
	}, t.prototype._renderNormal = function(e, t, n, r) {
		var i = this.group, a = e.getData(), o = this._data, s = e.coordinateSystem, c = s.getBaseAxis(), l;
		s.type === "cartesian2d" ? l = c.isHorizontal() : s.type === "polar" && (l = c.dim === "angle");
		var u = e.isAnimationEnabled() ? e : null, d = Fw(e, s);
		d && this._enableRealtimeSort(d, a, n);
		var f = e.get("clip", !0) || d, p = jw(s, a);
		i.removeClipPath();
		var m = e.get("roundCap", !0), h = e.get("showBackground", !0), g = e.getModel("backgroundStyle"), _ = g.get("borderRadius") || 0, v = [], y = this._backgroundEls, b = r && r.isInitSort, x = r && r.type === "changeAxisOrder";
		function S(e) {
			var t = Vw[s.type](a, e), n = Qw(s, l, t);
			return n.useStyle(g.getItemStyle()), s.type === "cartesian2d" ? n.setShape("r", _) : n.setShape("cornerRadius", _), v[e] = n, n;
		}
		a.diff(o).add(function(t) {
			var n = a.getItemModel(t), r = Vw[s.type](a, t, n);
			if (h && S(t), a.hasValue(t) && Bw[s.type](r)) {
				var o = !1;
				f && (o = Nw[s.type](p, r));
				var g = Pw[s.type](e, a, t, r, l, u, c.model, !1, m);
				d && (g.forceLabelAnimation = !0), Ww(g, a, t, n, r, e, l, s.type === "polar"), b ? g.attr({ shape: r }) : d ? Iw(d, u, g, r, t, l, !1, !1) : hd(g, { shape: r }, e, t), a.setItemGraphicEl(t, g), i.add(g), g.ignore = o;
			}
		}).update(function(t, n) {
			var r = a.getItemModel(t), C = Vw[s.type](a, t, r);
			if (h) {
				var w = void 0;
				y.length === 0 ? w = S(n) : (w = y[n], w.useStyle(g.getItemStyle()), s.type === "cartesian2d" ? w.setShape("r", _) : w.setShape("cornerRadius", _), v[t] = w);
				var T = Vw[s.type](a, t), E = Zw(l, T, s);
				md(w, { shape: E }, u, t);
			}
			var D = o.getItemGraphicEl(n);
			if (!a.hasValue(t) || !Bw[s.type](C)) i.remove(D);
			else {
				var O = !1;
				if (f && (O = Nw[s.type](p, C), O && i.remove(D)), D ? bd(D) : D = Pw[s.type](e, a, t, C, l, u, c.model, !!D, m), d && (D.forceLabelAnimation = !0), x) {
					var k = D.getTextContent();
					if (k) {
						var A = hf(k);
						A.prevValue != null && (A.prevValue = A.value);
					}
				} else Ww(D, a, t, r, C, e, l, s.type === "polar");
				b ? D.attr({ shape: C }) : d ? Iw(d, u, D, C, t, l, !0, x) : md(D, { shape: C }, e, t, null), a.setItemGraphicEl(t, D), D.ignore = O, i.add(D);
			}
		}).remove(function(t) {
			var n = o.getItemGraphicEl(t);
			n && yd(n, e, t);
		}).execute();
		var C = this._backgroundGroup || (this._backgroundGroup = new ea());
		C.removeAll();
		for (var w = 0; w < v.length; ++w) C.add(v[w]);
		i.add(C), this._backgroundEls = v, this._data = a;
	}, t.prototype._renderLarge = function(e, t, n) {
		this._clear(), Jw(e, this.group), this._updateLargeClip(e);
	}, t.prototype._incrementalRenderLarge = function(e, t) {
		this._removeBackground(), Jw(t, this.group, this._progressiveEls, !0);
	}, t.prototype._updateLargeClip = function(e) {
		var t = e.get("clip", !0) && YC(e.coordinateSystem, !1, e), n = this.group;
		t ? n.setClipPath(t) : n.removeClipPath();
	}, t.prototype._enableRealtimeSort = function(e, t, n) {
		var r = this;
		if (t.count()) {
			var i = e.baseAxis;
			if (this._isFirstFrame) this._dispatchInitSort(t, e, n), this._isFirstFrame = !1;
			else {
				var a = function(e) {
					var n = t.getItemGraphicEl(e), r = n && n.shape;
					return r && Math.abs(i.isHorizontal() ? r.height : r.width) || 0;
				};
				this._onRendered = function() {
					r._updateSortWithinSameData(t, a, i, n);
				}, n.getZr().on("rendered", this._onRendered);
			}
		}
	}, t.prototype._dataSort = function(e, t, n) {
		var r = [];
		return e.each(e.mapDimension(t.dim), function(e, t) {
			var i = n(t);
			i = i ?? NaN, r.push({
				dataIndex: t,
				mappedValue: i,
				ordinalNumber: e
			});
		}), r.sort(function(e, t) {
			return t.mappedValue - e.mappedValue;
		}), { ordinalNumbers: R(r, function(e) {
			return e.ordinalNumber;
		}) };
	}, t.prototype._isOrderChangedWithinSameData = function(e, t, n) {
		for (var r = n.scale, i = e.mapDimension(n.dim), a = Number.MAX_VALUE, o = 0, s = r.getOrdinalMeta().categories.length; o < s; ++o) {
			var c = e.rawIndexOf(i, r.getRawOrdinalNumber(o)), l = c < 0 ? Number.MIN_VALUE : t(e.indexOfRawIndex(c));
			if (l > a) return !0;
			a = l;
		}
		return !1;
	}, t.prototype._isOrderDifferentInView = function(e, t) {
		for (var n = t.scale, r = n.getExtent(), i = Math.max(0, r[0]), a = Math.min(r[1], n.getOrdinalMeta().categories.length - 1); i <= a; ++i) if (e.ordinalNumbers[i] !== n.getRawOrdinalNumber(i)) return !0;
	}, t.prototype._updateSortWithinSameData = function(e, t, n, r) {
		if (this._isOrderChangedWithinSameData(e, t, n)) {
			var i = this._dataSort(e, n, t);
			this._isOrderDifferentInView(i, n) && (this._removeOnRenderedListener(r), r.dispatchAction({
				type: "changeAxisOrder",
				componentType: n.dim + "Axis",
				axisId: n.index,
				sortInfo: i
			}));
		}
	}, t.prototype._dispatchInitSort = function(e, t, n) {
		var r = t.baseAxis, i = this._dataSort(e, r, function(n) {
			return e.get(e.mapDimension(t.otherAxis.dim), n);
		});
		n.dispatchAction({
			type: "changeAxisOrder",
			componentType: r.dim + "Axis",
			isInitSort: !0,
			axisId: r.index,
			sortInfo: i
		});
	}, t.prototype.remove = function(e, t) {
		this._clear(this._model), this._removeOnRenderedListener(t);
	}, t.prototype.dispose = function(e, t) {
		this._removeOnRenderedListener(t);
	}, t.prototype._removeOnRenderedListener = function(e) {
		this._onRendered && (e.getZr().off("rendered", this._onRendered), this._onRendered = null);
	}, t.prototype._clear = function(e) {
		var t = this.group, n = this._data;
		e && e.isAnimationEnabled() && n && !this._isLargeDraw ? (this._removeBackground(), this._backgroundEls = [], n.eachItemGraphicEl(function(t) {
			yd(t, e, X(t).dataIndex);
		})) : t.removeAll(), this._data = null, this._isFirstFrame = !0;
	}, t.prototype._removeBackground = function() {
		this.group.remove(this._backgroundGroup), this._backgroundGroup = null;
	}, t.type = "bar", t;
}(i_), Nw = {
	cartesian2d: function(e, t) {
		var n = t.width < 0 ? -1 : 1, r = t.height < 0 ? -1 : 1;
		n < 0 && (t.x += t.width, t.width = -t.width), r < 0 && (t.y += t.height, t.height = -t.height);
		var i = e.x + e.width, a = e.y + e.height, o = kw(t.x, e.x), s = Aw(t.x + t.width, i), c = kw(t.y, e.y), l = Aw(t.y + t.height, a), u = s < o, d = l < c;
		return t.x = u && o > i ? s : o, t.y = d && c > a ? l : c, t.width = u ? 0 : s - o, t.height = d ? 0 : l - c, n < 0 && (t.x += t.width, t.width = -t.width), r < 0 && (t.y += t.height, t.height = -t.height), u || d;
	},
	polar: function(e, t) {
		var n = t.r0 <= t.r ? 1 : -1;
		if (n < 0) {
			var r = t.r;
			t.r = t.r0, t.r0 = r;
		}
		var i = Aw(t.r, e.r), a = kw(t.r0, e.r0);
		t.r = i, t.r0 = a;
		var o = i - a < 0;
		if (n < 0) {
			var r = t.r;
			t.r = t.r0, t.r0 = r;
		}
		return o;
	}
}, Pw = {
	cartesian2d: function(e, t, n, r, i, a, o, s, c) {
		var l = new Cc({
			shape: P({}, r),
			z2: 1
		});
		if (l.__dataIndex = n, l.name = "item", a) {
			var u = l.shape, d = i ? "height" : "width";
			u[d] = 0;
		}
		return l;
	},
	polar: function(e, t, n, r, i, a, o, s, c) {
		var l = !i && c ? Cw : Iu, u = new l({
			shape: r,
			z2: 1
		});
		if (u.name = "item", u.calculateTextPosition = ww(Uw(i), { isRoundCap: l === Cw }), a) {
			var d = u.shape, f = i ? "r" : "endAngle", p = {};
			d[f] = i ? r.r0 : r.startAngle, p[f] = r[f], (s ? md : hd)(u, { shape: p }, a);
		}
		return u;
	}
};
function Fw(e, t) {
	var n = e.get("realtimeSort", !0), r = t.getBaseAxis();
	if (n && r.type === "category" && t.type === "cartesian2d") return {
		baseAxis: r,
		otherAxis: t.getOtherAxis(r)
	};
}
function Iw(e, t, n, r, i, a, o, s) {
	var c, l;
	a ? (l = {
		x: r.x,
		width: r.width
	}, c = {
		y: r.y,
		height: r.height
	}) : (l = {
		y: r.y,
		height: r.height
	}, c = {
		x: r.x,
		width: r.width
	}), s || (o ? md : hd)(n, { shape: c }, t, i, null);
	var u = t ? e.baseAxis.model : null;
	(o ? md : hd)(n, { shape: l }, u, i);
}
function Lw(e, t) {
	for (var n = 0; n < t.length; n++) if (!isFinite(e[t[n]])) return !0;
	return !1;
}
var Rw = [
	"x",
	"y",
	"width",
	"height"
], zw = [
	"cx",
	"cy",
	"r",
	"startAngle",
	"endAngle"
], Bw = {
	cartesian2d: function(e) {
		return !Lw(e, Rw);
	},
	polar: function(e) {
		return !Lw(e, zw);
	}
}, Vw = {
	cartesian2d: function(e, t, n) {
		var r = e.getItemLayout(t), i = n ? Gw(n, r) : 0, a = r.width > 0 ? 1 : -1, o = r.height > 0 ? 1 : -1;
		return {
			x: r.x + a * i / 2,
			y: r.y + o * i / 2,
			width: r.width - a * i,
			height: r.height - o * i
		};
	},
	polar: function(e, t, n) {
		var r = e.getItemLayout(t);
		return {
			cx: r.cx,
			cy: r.cy,
			r0: r.r0,
			r: r.r,
			startAngle: r.startAngle,
			endAngle: r.endAngle,
			clockwise: r.clockwise
		};
	}
};
function Hw(e) {
	return e.startAngle != null && e.endAngle != null && e.startAngle === e.endAngle;
}
function Uw(e) {
	return function(e) {
		var t = e ? "Arc" : "Angle";
		return function(e) {
			switch (e) {
				case "start":
				case "insideStart":
				case "end":
				case "insideEnd": return e + t;
				default: return e;
			}
		};
	}(e);
}
function Ww(e, t, n, r, i, a, o, s) {
	var c = t.getItemVisual(n, "style");
	if (!s) {
		var l = r.get(["itemStyle", "borderRadius"]) || 0;
		e.setShape("r", l);
	} else if (!a.get("roundCap")) {
		var u = e.shape;
		P(u, Ow(r.getModel("itemStyle"), u, !0)), e.setShape(u);
	}
	e.useStyle(c);
	var d = r.getShallow("cursor");
	d && e.attr("cursor", d);
	var f = s ? o ? i.r >= i.r0 ? "endArc" : "startArc" : i.endAngle >= i.startAngle ? "endAngle" : "startAngle" : o ? i.height >= 0 ? "bottom" : "top" : i.width >= 0 ? "right" : "left", p = af(r);
	rf(e, p, {
		labelFetcher: a,
		labelDataIndex: n,
		defaultText: EC(a.getData(), n),
		inheritColor: c.fill,
		defaultOpacity: c.opacity,
		defaultOutsidePosition: f
	});
	var m = e.getTextContent();
	if (s && m) {
		var h = r.get(["label", "position"]);
		e.textConfig.inside = h === "middle" || null, Tw(e, h === "outside" ? f : h, Uw(o), r.get(["label", "rotate"]));
	}
	gf(m, p, a.getRawValue(n), function(e) {
		return DC(t, e);
	});
	var g = r.getModel(["emphasis"]);
	Ll(e, g.get("focus"), g.get("blurScope"), g.get("disabled")), Vl(e, r), Hw(i) && (e.style.fill = "none", e.style.stroke = "none", L(e.states, function(e) {
		e.style && (e.style.fill = e.style.stroke = "none");
	}));
}
function Gw(e, t) {
	var n = e.get(["itemStyle", "borderColor"]);
	if (!n || n === "none") return 0;
	var r = e.get(["itemStyle", "borderWidth"]) || 0, i = isNaN(t.width) ? Number.MAX_VALUE : Math.abs(t.width), a = isNaN(t.height) ? Number.MAX_VALUE : Math.abs(t.height);
	return Math.min(r, i, a);
}
var Kw = function() {
	function e() {}
	return e;
}(), qw = function(e) {
	f(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		return n.type = "largeBar", n;
	}
	return t.prototype.getDefaultShape = function() {
		return new Kw();
	}, t.prototype.buildPath = function(e, t) {
		for (var n = t.points, r = this.baseDimIdx, i = 1 - this.baseDimIdx, a = [], o = [], s = this.barWidth, c = 0; c < n.length; c += 3) o[r] = s, o[i] = n[c + 2], a[r] = n[c + r], a[i] = n[c + i], e.rect(a[0], a[1], o[0], o[1]);
	}, t;
}(Y);
function Jw(e, t, n, r) {
	var i = e.getData(), a = +!!i.getLayout("valueAxisHorizontal"), o = i.getLayout("largeDataIndices"), s = i.getLayout("size"), c = e.getModel("backgroundStyle"), l = i.getLayout("largeBackgroundPoints");
	if (l) {
		var u = new qw({
			shape: { points: l },
			incremental: !!r,
			silent: !0,
			z2: 0
		});
		u.baseDimIdx = a, u.largeDataIndices = o, u.barWidth = s, u.useStyle(c.getItemStyle()), t.add(u), n && n.push(u);
	}
	var d = new qw({
		shape: { points: i.getLayout("largePoints") },
		incremental: !!r,
		ignoreCoarsePointer: !0,
		z2: 1
	});
	d.baseDimIdx = a, d.largeDataIndices = o, d.barWidth = s, t.add(d), d.useStyle(i.getVisual("style")), d.style.stroke = null, X(d).seriesIndex = e.seriesIndex, e.get("silent") || (d.on("mousedown", Yw), d.on("mousemove", Yw)), n && n.push(d);
}
var Yw = p_(function(e) {
	var t = this, n = Xw(t, e.offsetX, e.offsetY);
	X(t).dataIndex = n >= 0 ? n : null;
}, 30, !1);
function Xw(e, t, n) {
	for (var r = e.baseDimIdx, i = 1 - r, a = e.shape.points, o = e.largeDataIndices, s = [], c = [], l = e.barWidth, u = 0, d = a.length / 3; u < d; u++) {
		var f = u * 3;
		if (c[r] = l, c[i] = a[f + 2], s[r] = a[f + r], s[i] = a[f + i], c[i] < 0 && (s[i] += c[i], c[i] = -c[i]), t >= s[0] && t <= s[0] + c[0] && n >= s[1] && n <= s[1] + c[1]) return o[u];
	}
	return -1;
}
function Zw(e, t, n) {
	if (XC(n, "cartesian2d")) {
		var r = t, i = n.getArea();
		return {
			x: e ? r.x : i.x,
			y: e ? i.y : r.y,
			width: e ? r.width : i.width,
			height: e ? i.height : r.height
		};
	}
	var i = n.getArea(), a = t;
	return {
		cx: i.cx,
		cy: i.cy,
		r0: e ? i.r0 : a.r0,
		r: e ? i.r : a.r,
		startAngle: e ? a.startAngle : 0,
		endAngle: e ? a.endAngle : Math.PI * 2
	};
}
function Qw(e, t, n) {
	return new (e.type === "polar" ? Iu : Cc)({
		shape: Zw(t, n, e),
		silent: !0,
		z2: 0
	});
}
// ../../../work/main/frontend/node_modules/echarts/lib/chart/bar/install.js
function $w(e) {
	e.registerChartView(Mw), e.registerSeriesModel(xw), e.registerLayout(e.PRIORITY.VISUAL.LAYOUT, ue(lS, "bar")), e.registerLayout(e.PRIORITY.VISUAL.PROGRESSIVE_LAYOUT, uS("bar")), e.registerProcessor(e.PRIORITY.PROCESSOR.STATISTIC, vw("bar")), e.registerAction({
		type: "changeAxisOrder",
		event: "changeAxisOrder",
		update: "update"
	}, function(e, t) {
		var n = e.componentType || "series";
		t.eachComponent({
			mainType: n,
			query: e
		}, function(t) {
			e.sortInfo && t.axis.setCategorySortInfo(e.sortInfo);
		});
	});
}
// ../../../work/main/frontend/node_modules/echarts/lib/chart/scatter/ScatterSeries.js
var eT = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.hasSymbolVisual = !0, n;
	}
	return t.prototype.getInitialData = function(e, t) {
		return Mx(null, this, { useEncodeDefaulter: !0 });
	}, t.prototype.getProgressive = function() {
		return this.option.progressive ?? (this.option.large ? 5e3 : this.get("progressive"));
	}, t.prototype.getProgressiveThreshold = function() {
		return this.option.progressiveThreshold ?? (this.option.large ? 1e4 : this.get("progressiveThreshold"));
	}, t.prototype.brushSelector = function(e, t, n) {
		return n.point(t.getItemLayout(e));
	}, t.prototype.getZLevelKey = function() {
		return this.getData().count() > this.getProgressiveThreshold() ? this.id : "";
	}, t.type = "series.scatter", t.dependencies = [
		"grid",
		"polar",
		"geo",
		"singleAxis",
		"calendar"
	], t.defaultOption = {
		coordinateSystem: "cartesian2d",
		z: 2,
		legendHoverLink: !0,
		symbolSize: 10,
		large: !1,
		largeThreshold: 2e3,
		itemStyle: { opacity: .8 },
		emphasis: { scale: !0 },
		clip: !0,
		select: { itemStyle: { borderColor: "#212121" } },
		universalTransition: { divideShape: "clone" }
	}, t;
}(Gg), tT = 4, nT = function() {
	function e() {}
	return e;
}(), rT = function(e) {
	f(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		return n._off = 0, n.hoverDataIdx = -1, n;
	}
	return t.prototype.getDefaultShape = function() {
		return new nT();
	}, t.prototype.reset = function() {
		this.notClear = !1, this._off = 0;
	}, t.prototype.buildPath = function(e, t) {
		var n = t.points, r = t.size, i = this.symbolProxy, a = i.shape, o = e.getContext ? e.getContext() : e, s = o && r[0] < tT, c = this.softClipShape, l;
		if (s) this._ctx = o;
		else {
			for (this._ctx = null, l = this._off; l < n.length;) {
				var u = n[l++], d = n[l++];
				isNaN(u) || isNaN(d) || (!c || c.contain(u, d)) && (a.x = u - r[0] / 2, a.y = d - r[1] / 2, a.width = r[0], a.height = r[1], i.buildPath(e, a, !0));
			}
			this.incremental && (this._off = l, this.notClear = !0);
		}
	}, t.prototype.afterBrush = function() {
		var e = this.shape, t = e.points, n = e.size, r = this._ctx, i = this.softClipShape, a;
		if (r) {
			for (a = this._off; a < t.length;) {
				var o = t[a++], s = t[a++];
				isNaN(o) || isNaN(s) || (!i || i.contain(o, s)) && r.fillRect(o - n[0] / 2, s - n[1] / 2, n[0], n[1]);
			}
			this.incremental && (this._off = a, this.notClear = !0);
		}
	}, t.prototype.findDataIndex = function(e, t) {
		for (var n = this.shape, r = n.points, i = n.size, a = Math.max(i[0], 4), o = Math.max(i[1], 4), s = r.length / 2 - 1; s >= 0; s--) {
			var c = s * 2, l = r[c] - a / 2, u = r[c + 1] - o / 2;
			if (e >= l && t >= u && e <= l + a && t <= u + o) return s;
		}
		return -1;
	}, t.prototype.contain = function(e, t) {
		var n = this.transformCoordToLocal(e, t), r = this.getBoundingRect();
		return e = n[0], t = n[1], r.contain(e, t) ? (this.hoverDataIdx = this.findDataIndex(e, t)) >= 0 : (this.hoverDataIdx = -1, !1);
	}, t.prototype.getBoundingRect = function() {
		var e = this._rect;
		if (!e) {
			for (var t = this.shape, n = t.points, r = t.size, i = r[0], a = r[1], o = Infinity, s = Infinity, c = -Infinity, l = -Infinity, u = 0; u < n.length;) {
				var d = n[u++], f = n[u++];
				o = Math.min(d, o), c = Math.max(d, c), s = Math.min(f, s), l = Math.max(f, l);
			}
			e = this._rect = new qt(o - i / 2, s - a / 2, c - o + i, l - s + a);
		}
		return e;
	}, t;
}(Y), iT = function() {
	function e() {
		this.group = new ea();
	}
	return e.prototype.updateData = function(e, t) {
		this._clear();
		var n = this._create();
		n.setShape({ points: e.getLayout("points") }), this._setCommon(n, e, t);
	}, e.prototype.updateLayout = function(e) {
		var t = e.getLayout("points");
		this.group.eachChild(function(e) {
			if (e.startIndex != null) {
				var n = (e.endIndex - e.startIndex) * 2, r = e.startIndex * 4 * 2;
				t = new Float32Array(t.buffer, r, n);
			}
			e.setShape("points", t), e.reset();
		});
	}, e.prototype.incrementalPrepareUpdate = function(e) {
		this._clear();
	}, e.prototype.incrementalUpdate = function(e, t, n) {
		var r = this._newAdded[0], i = t.getLayout("points"), a = r && r.shape.points;
		if (a && a.length < 2e4) {
			var o = a.length, s = new Float32Array(o + i.length);
			s.set(a), s.set(i, o), r.endIndex = e.end, r.setShape({ points: s });
		} else {
			this._newAdded = [];
			var c = this._create();
			c.startIndex = e.start, c.endIndex = e.end, c.incremental = !0, c.setShape({ points: i }), this._setCommon(c, t, n);
		}
	}, e.prototype.eachRendered = function(e) {
		this._newAdded[0] && e(this._newAdded[0]);
	}, e.prototype._create = function() {
		var e = new rT({ cursor: "default" });
		return e.ignoreCoarsePointer = !0, this.group.add(e), this._newAdded.push(e), e;
	}, e.prototype._setCommon = function(e, t, n) {
		var r = t.hostModel;
		n = n || {};
		var i = t.getVisual("symbolSize");
		e.setShape("size", i instanceof Array ? i : [i, i]), e.softClipShape = n.clipShape || null, e.symbolProxy = hv(t.getVisual("symbol"), 0, 0, 0, 0), e.setColor = e.symbolProxy.setColor;
		var a = e.shape.size[0] < tT;
		e.useStyle(r.getModel("itemStyle").getItemStyle(a ? [
			"color",
			"shadowBlur",
			"shadowColor"
		] : ["color"]));
		var o = t.getVisual("style"), s = o && o.fill;
		s && e.setColor(s);
		var c = X(e);
		c.seriesIndex = r.seriesIndex, e.on("mousemove", function(t) {
			c.dataIndex = null;
			var n = e.hoverDataIdx;
			n >= 0 && (c.dataIndex = n + (e.startIndex || 0));
		});
	}, e.prototype.remove = function() {
		this._clear();
	}, e.prototype._clear = function() {
		this._newAdded = [], this.group.removeAll();
	}, e;
}(), aT = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.render = function(e, t, n) {
		var r = e.getData();
		this._updateSymbolDraw(r, e).updateData(r, { clipShape: this._getClipShape(e) }), this._finished = !0;
	}, t.prototype.incrementalPrepareRender = function(e, t, n) {
		var r = e.getData();
		this._updateSymbolDraw(r, e).incrementalPrepareUpdate(r), this._finished = !1;
	}, t.prototype.incrementalRender = function(e, t, n) {
		this._symbolDraw.incrementalUpdate(e, t.getData(), { clipShape: this._getClipShape(t) }), this._finished = e.end === t.getData().count();
	}, t.prototype.updateTransform = function(e, t, n) {
		var r = e.getData();
		if (this.group.dirty(), !this._finished || r.count() > 1e4) return { update: !0 };
		var i = hw("").reset(e, t, n);
		i.progress && i.progress({
			start: 0,
			end: r.count(),
			count: r.count()
		}, r), this._symbolDraw.updateLayout(r);
	}, t.prototype.eachRendered = function(e) {
		this._symbolDraw && this._symbolDraw.eachRendered(e);
	}, t.prototype._getClipShape = function(e) {
		if (e.get("clip", !0)) {
			var t = e.coordinateSystem;
			return t && t.getArea && t.getArea(.1);
		}
	}, t.prototype._updateSymbolDraw = function(e, t) {
		var n = this._symbolDraw, r = t.pipelineContext.large;
		return n && r === this._isLargeDraw || (n && n.remove(), n = this._symbolDraw = r ? new iT() : new NC(), this._isLargeDraw = r, this.group.removeAll()), this.group.add(n.group), n;
	}, t.prototype.remove = function(e, t) {
		this._symbolDraw && this._symbolDraw.remove(!0), this._symbolDraw = null;
	}, t.prototype.dispose = function() {}, t.type = "scatter", t;
}(i_), oT = function(e) {
	f(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.type = "grid", t.dependencies = ["xAxis", "yAxis"], t.layoutMode = "box", t.defaultOption = {
		show: !1,
		z: 0,
		left: "10%",
		top: 60,
		right: "10%",
		bottom: 70,
		containLabel: !1,
		backgroundColor: "rgba(0,0,0,0)",
		borderWidth: 1,
		borderColor: "#ccc"
	}, t;
}(Wp), sT = function(e) {
	f(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.getCoordSysModel = function() {
		return this.getReferringComponents("grid", so).models[0];
	}, t.type = "cartesian2dAxis", t;
}(Wp);
oe(sT, $S);
// ../../../work/main/frontend/node_modules/echarts/lib/coord/axisDefault.js
var cT = {
	show: !0,
	z: 0,
	inverse: !1,
	name: "",
	nameLocation: "end",
	nameRotate: null,
	nameTruncate: {
		maxWidth: null,
		ellipsis: "...",
		placeholder: "."
	},
	nameTextStyle: {},
	nameGap: 15,
	silent: !1,
	triggerEvent: !1,
	tooltip: { show: !1 },
	axisPointer: {},
	axisLine: {
		show: !0,
		onZero: !0,
		onZeroAxisIndex: null,
		lineStyle: {
			color: "#6E7079",
			width: 1,
			type: "solid"
		},
		symbol: ["none", "none"],
		symbolSize: [10, 15]
	},
	axisTick: {
		show: !0,
		inside: !1,
		length: 5,
		lineStyle: { width: 1 }
	},
	axisLabel: {
		show: !0,
		inside: !1,
		rotate: 0,
		showMinLabel: null,
		showMaxLabel: null,
		margin: 8,
		fontSize: 12
	},
	splitLine: {
		show: !0,
		showMinLine: !0,
		showMaxLine: !0,
		lineStyle: {
			color: ["#E0E6F1"],
			width: 1,
			type: "solid"
		}
	},
	splitArea: {
		show: !1,
		areaStyle: { color: ["rgba(250,250,250,0.2)", "rgba(210,219,238,0.2)"] }
	}
}, lT = N({
	boundaryGap: !0,
	deduplication: null,
	splitLine: { show: !1 },
	axisTick: {
		alignWithLabel: !1,
		interval: "auto"
	},
	axisLabel: { interval: "auto" }
}, cT), uT = N({
	boundaryGap: [0, 0],
	axisLine: { show: "auto" },
	axisTick: { show: "auto" },
	splitNumber: 5,
	minorTick: {
		show: !1,
		splitNumber: 5,
		length: 3,
		lineStyle: {}
	},
	minorSplitLine: {
		show: !1,
		lineStyle: {
			color: "#F4F7FD",
			width: 1
		}
	}
}, cT), dT = {
	category: lT,
	value: uT,
	time: N({
		splitNumber: 6,
		axisLabel: {
			showMinLabel: !1,
			showMaxLabel: !1,
			rich: { primary: { fontWeight: "bold" } }
		},
		splitLine: { show: !1 }
	}, uT),
	log: F({ logBase: 10 }, uT)
}, fT = {
	value: 1,
	category: 1,
	time: 1,
	log: 1
};
// ../../../work/main/frontend/node_modules/echarts/lib/coord/axisModelCreator.js
function pT(e, t, n, r) {
	L(fT, function(i, a) {
		var o = N(N({}, dT[a], !0), r, !0), s = function(e) {
			f(n, e);
			function n() {
				var n = e !== null && e.apply(this, arguments) || this;
				return n.type = t + "Axis." + a, n;
			}
			return n.prototype.mergeDefaultAndTheme = function(e, t) {
				var n = zp(this), r = n ? Vp(e) : {};
				N(e, t.getTheme().get(a + "Axis")), N(e, this.getDefaultOption()), e.type = mT(e), n && Bp(e, r, n);
			}, n.prototype.optionUpdated = function() {
				this.option.type === "category" && (this.__ordinalMeta = Lx.createByAxisModel(this));
			}, n.prototype.getCategories = function(e) {
				var t = this.option;
				if (t.type === "category") return e ? t.data : this.__ordinalMeta.categories;
			}, n.prototype.getOrdinalMeta = function() {
				return this.__ordinalMeta;
			}, n.type = t + "Axis." + a, n.defaultOption = o, n;
		}(n);
		e.registerComponentModel(s);
	}), e.registerSubTypeDefaulter(t + "Axis", mT);
}
function mT(e) {
	return e.type || (e.data ? "category" : "value");
}
// ../../../work/main/frontend/node_modules/echarts/lib/coord/cartesian/Cartesian.js
var hT = function() {
	function e(e) {
		this.type = "cartesian", this._dimList = [], this._axes = {}, this.name = e || "";
	}
	return e.prototype.getAxis = function(e) {
		return this._axes[e];
	}, e.prototype.getAxes = function() {
		return R(this._dimList, function(e) {
			return this._axes[e];
		}, this);
	}, e.prototype.getAxesByScale = function(e) {
		return e = e.toLowerCase(), ce(this.getAxes(), function(t) {
			return t.scale.type === e;
		});
	}, e.prototype.addAxis = function(e) {
		var t = e.dim;
		this._axes[t] = e, this._dimList.push(t);
	}, e;
}(), gT = ["x", "y"];
function _T(e) {
	return e.type === "interval" || e.type === "time";
}
var vT = function(e) {
	f(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = "cartesian2d", t.dimensions = gT, t;
	}
	return t.prototype.calcAffineTransform = function() {
		this._transform = this._invTransform = null;
		var e = this.getAxis("x").scale, t = this.getAxis("y").scale;
		if (_T(e) && _T(t)) {
			var n = e.getExtent(), r = t.getExtent(), i = this.dataToPoint([n[0], r[0]]), a = this.dataToPoint([n[1], r[1]]), o = n[1] - n[0], s = r[1] - r[0];
			if (o && s) {
				var c = (a[0] - i[0]) / o, l = (a[1] - i[1]) / s, u = i[0] - n[0] * c, d = i[1] - r[0] * l, f = this._transform = [
					c,
					0,
					0,
					l,
					u,
					d
				];
				this._invTransform = Lt([], f);
			}
		}
	}, t.prototype.getBaseAxis = function() {
		return this.getAxesByScale("ordinal")[0] || this.getAxesByScale("time")[0] || this.getAxis("x");
	}, t.prototype.containPoint = function(e) {
		var t = this.getAxis("x"), n = this.getAxis("y");
		return t.contain(t.toLocalCoord(e[0])) && n.contain(n.toLocalCoord(e[1]));
	}, t.prototype.containData = function(e) {
		return this.getAxis("x").containData(e[0]) && this.getAxis("y").containData(e[1]);
	}, t.prototype.containZone = function(e, t) {
		var n = this.dataToPoint(e), r = this.dataToPoint(t), i = this.getArea(), a = new qt(n[0], n[1], r[0] - n[0], r[1] - n[1]);
		return i.intersect(a);
	}, t.prototype.dataToPoint = function(e, t, n) {
		n = n || [];
		var r = e[0], i = e[1];
		if (this._transform && r != null && isFinite(r) && i != null && isFinite(i)) return Ye(n, e, this._transform);
		var a = this.getAxis("x"), o = this.getAxis("y");
		return n[0] = a.toGlobalCoord(a.dataToCoord(r, t)), n[1] = o.toGlobalCoord(o.dataToCoord(i, t)), n;
	}, t.prototype.clampData = function(e, t) {
		var n = this.getAxis("x").scale, r = this.getAxis("y").scale, i = n.getExtent(), a = r.getExtent(), o = n.parse(e[0]), s = r.parse(e[1]);
		return t = t || [], t[0] = Math.min(Math.max(Math.min(i[0], i[1]), o), Math.max(i[0], i[1])), t[1] = Math.min(Math.max(Math.min(a[0], a[1]), s), Math.max(a[0], a[1])), t;
	}, t.prototype.pointToData = function(e, t) {
		var n = [];
		if (this._invTransform) return Ye(n, e, this._invTransform);
		var r = this.getAxis("x"), i = this.getAxis("y");
		return n[0] = r.coordToData(r.toLocalCoord(e[0]), t), n[1] = i.coordToData(i.toLocalCoord(e[1]), t), n;
	}, t.prototype.getOtherAxis = function(e) {
		return this.getAxis(e.dim === "x" ? "y" : "x");
	}, t.prototype.getArea = function(e) {
		e = e || 0;
		var t = this.getAxis("x").getGlobalExtent(), n = this.getAxis("y").getGlobalExtent(), r = Math.min(t[0], t[1]) - e, i = Math.min(n[0], n[1]) - e;
		return new qt(r, i, Math.max(t[0], t[1]) - r + e, Math.max(n[0], n[1]) - i + e);
	}, t;
}(hT), yT = function(e) {
	f(t, e);
	function t(t, n, r, i, a) {
		var o = e.call(this, t, n, r) || this;
		return o.index = 0, o.type = i || "value", o.position = a || "bottom", o;
	}
	return t.prototype.isHorizontal = function() {
		var e = this.position;
		return e === "top" || e === "bottom";
	}, t.prototype.getGlobalExtent = function(e) {
		var t = this.getExtent();
		return t[0] = this.toGlobalCoord(t[0]), t[1] = this.toGlobalCoord(t[1]), e && t[0] > t[1] && t.reverse(), t;
	}, t.prototype.pointToData = function(e, t) {
		return this.coordToData(this.toLocalCoord(e[this.dim === "x" ? 0 : 1]), t);
	}, t.prototype.setCategorySortInfo = function(e) {
		if (this.type !== "category") return !1;
		this.model.option.categorySortInfo = e, this.scale.setSortInfo(e);
	}, t;
}(bC);
// ../../../work/main/frontend/node_modules/echarts/lib/coord/cartesian/cartesianAxisHelper.js
function bT(e, t, n) {
	n = n || {};
	var r = e.coordinateSystem, i = t.axis, a = {}, o = i.getAxesOnZeroOf()[0], s = i.position, c = o ? "onZero" : s, l = i.dim, u = r.getRect(), d = [
		u.x,
		u.x + u.width,
		u.y,
		u.y + u.height
	], f = {
		left: 0,
		right: 1,
		top: 0,
		bottom: 1,
		onZero: 2
	}, p = t.get("offset") || 0, m = l === "x" ? [d[2] - p, d[3] + p] : [d[0] - p, d[1] + p];
	if (o) {
		var h = o.toGlobalCoord(o.dataToCoord(0));
		m[f.onZero] = Math.max(Math.min(h, m[1]), m[0]);
	}
	a.position = [l === "y" ? m[f[c]] : d[0], l === "x" ? m[f[c]] : d[3]], a.rotation = Math.PI / 2 * (l === "x" ? 0 : 1), a.labelDirection = a.tickDirection = a.nameDirection = {
		top: -1,
		bottom: 1,
		left: -1,
		right: 1
	}[s], a.labelOffset = o ? m[f[s]] - m[f.onZero] : 0, t.get(["axisTick", "inside"]) && (a.tickDirection = -a.tickDirection), ye(n.labelInside, t.get(["axisLabel", "inside"])) && (a.labelDirection = -a.labelDirection);
	var g = t.get(["axisLabel", "rotate"]);
	return a.labelRotate = c === "top" ? -g : g, a.z2 = 1, a;
}
function xT(e) {
	return e.get("coordinateSystem") === "cartesian2d";
}
function ST(e) {
	var t = {
		xAxisModel: null,
		yAxisModel: null
	};
	return L(t, function(n, r) {
		var i = r.replace(/Model$/, "");
		t[r] = e.getReferringComponents(i, so).models[0];
	}), t;
}
// ../../../work/main/frontend/node_modules/echarts/lib/coord/axisAlignTicks.js
var CT = Math.log;
function wT(e, t, n) {
	var r = Xx.prototype, i = r.getTicks.call(n), a = r.getTicks.call(n, !0), o = i.length - 1, s = r.getInterval.call(n), c = BS(e, t), l = c.extent, u = c.fixMin, d = c.fixMax;
	if (e.type === "log") {
		var f = CT(e.base);
		l = [CT(l[0]) / f, CT(l[1]) / f];
	}
	e.setExtent(l[0], l[1]), e.calcNiceExtent({
		splitNumber: o,
		fixMin: u,
		fixMax: d
	});
	var p = r.getExtent.call(e);
	u && (l[0] = p[0]), d && (l[1] = p[1]);
	var m = r.getInterval.call(e), h = l[0], g = l[1];
	if (u && d) m = (g - h) / o;
	else if (u) for (g = l[0] + m * o; g < l[1] && isFinite(g) && isFinite(l[1]);) m = Vx(m), g = l[0] + m * o;
	else if (d) for (h = l[1] - m * o; h > l[0] && isFinite(h) && isFinite(l[0]);) m = Vx(m), h = l[1] - m * o;
	else {
		e.getTicks().length - 1 > o && (m = Vx(m));
		var _ = m * o;
		g = Math.ceil(l[1] / m) * m, h = pa(g - _), h < 0 && l[0] >= 0 ? (h = 0, g = pa(_)) : g > 0 && l[1] <= 0 && (g = 0, h = -pa(_));
	}
	var v = (i[0].value - a[0].value) / s, y = (i[o].value - a[o].value) / s;
	r.setExtent.call(e, h + m * v, g + m * y), r.setInterval.call(e, m), (v || y) && r.setNiceExtent.call(e, h + m, g - m);
}
// ../../../work/main/frontend/node_modules/echarts/lib/coord/cartesian/Grid.js
var TT = function() {
	function e(e, t, n) {
		this.type = "grid", this._coordsMap = {}, this._coordsList = [], this._axesMap = {}, this._axesList = [], this.axisPointerEnabled = !0, this.dimensions = gT, this._initCartesian(e, t, n), this.model = e;
	}
	return e.prototype.getRect = function() {
		return this._rect;
	}, e.prototype.update = function(e, t) {
		var n = this._axesMap;
		this._updateScale(e, this.model);
		function r(e) {
			var t, n = B(e), r = n.length;
			if (r) {
				for (var i = [], a = r - 1; a >= 0; a--) {
					var o = e[+n[a]], s = o.model, c = o.scale;
					zx(c) && s.get("alignTicks") && s.get("interval") == null ? i.push(o) : (HS(c, s), zx(c) && (t = o));
				}
				i.length && (t || (t = i.pop(), HS(t.scale, t.model)), L(i, function(e) {
					wT(e.scale, e.model, t.scale);
				}));
			}
		}
		r(n.x), r(n.y);
		var i = {};
		L(n.x, function(e) {
			DT(n, "y", e, i);
		}), L(n.y, function(e) {
			DT(n, "x", e, i);
		}), this.resize(this.model, t);
	}, e.prototype.resize = function(e, t, n) {
		var r = e.getBoxLayoutParams(), i = !n && e.get("containLabel"), a = Lp(r, {
			width: t.getWidth(),
			height: t.getHeight()
		});
		this._rect = a;
		var o = this._axesList;
		s(), i && (L(o, function(e) {
			if (!e.model.get(["axisLabel", "inside"])) {
				var t = qS(e);
				if (t) {
					var n = e.isHorizontal() ? "height" : "width", r = e.model.get(["axisLabel", "margin"]);
					a[n] -= t[n] + r, e.position === "top" ? a.y += t.height + r : e.position === "left" && (a.x += t.width + r);
				}
			}
		}), s()), L(this._coordsList, function(e) {
			e.calcAffineTransform();
		});
		function s() {
			L(o, function(e) {
				var t = e.isHorizontal(), n = t ? [0, a.width] : [0, a.height], r = +!!e.inverse;
				e.setExtent(n[r], n[1 - r]), kT(e, t ? a.x : a.y);
			});
		}
	}, e.prototype.getAxis = function(e, t) {
		var n = this._axesMap[e];
		if (n != null) return n[t || 0];
	}, e.prototype.getAxes = function() {
		return this._axesList.slice();
	}, e.prototype.getCartesian = function(e, t) {
		if (e != null && t != null) {
			var n = "x" + e + "y" + t;
			return this._coordsMap[n];
		}
		G(e) && (t = e.yAxisIndex, e = e.xAxisIndex);
		for (var r = 0, i = this._coordsList; r < i.length; r++) if (i[r].getAxis("x").index === e || i[r].getAxis("y").index === t) return i[r];
	}, e.prototype.getCartesians = function() {
		return this._coordsList.slice();
	}, e.prototype.convertToPixel = function(e, t, n) {
		var r = this._findConvertTarget(t);
		return r.cartesian ? r.cartesian.dataToPoint(n) : r.axis ? r.axis.toGlobalCoord(r.axis.dataToCoord(n)) : null;
	}, e.prototype.convertFromPixel = function(e, t, n) {
		var r = this._findConvertTarget(t);
		return r.cartesian ? r.cartesian.pointToData(n) : r.axis ? r.axis.coordToData(r.axis.toLocalCoord(n)) : null;
	}, e.prototype._findConvertTarget = function(e) {
		var t = e.seriesModel, n = e.xAxisModel || t && t.getReferringComponents("xAxis", so).models[0], r = e.yAxisModel || t && t.getReferringComponents("yAxis", so).models[0], i = e.gridModel, a = this._coordsList, o, s;
		return t ? (o = t.coordinateSystem, I(a, o) < 0 && (o = null)) : n && r ? o = this.getCartesian(n.componentIndex, r.componentIndex) : n ? s = this.getAxis("x", n.componentIndex) : r ? s = this.getAxis("y", r.componentIndex) : i && i.coordinateSystem === this && (o = this._coordsList[0]), {
			cartesian: o,
			axis: s
		};
	}, e.prototype.containPoint = function(e) {
		var t = this._coordsList[0];
		if (t) return t.containPoint(e);
	}, e.prototype._initCartesian = function(e, t, n) {
		var r = this, i = this, a = {
			left: !1,
			right: !1,
			top: !1,
			bottom: !1
		}, o = {
			x: {},
			y: {}
		}, s = {
			x: 0,
			y: 0
		};
		if (t.eachComponent("xAxis", c("x"), this), t.eachComponent("yAxis", c("y"), this), !s.x || !s.y) {
			this._axesMap = {}, this._axesList = [];
			return;
		}
		this._axesMap = o, L(o.x, function(t, n) {
			L(o.y, function(i, a) {
				var o = "x" + n + "y" + a, s = new vT(o);
				s.master = r, s.model = e, r._coordsMap[o] = s, r._coordsList.push(s), s.addAxis(t), s.addAxis(i);
			});
		});
		function c(t) {
			return function(n, r) {
				if (ET(n, e)) {
					var c = n.get("position");
					t === "x" ? c !== "top" && c !== "bottom" && (c = a.bottom ? "top" : "bottom") : c !== "left" && c !== "right" && (c = a.left ? "right" : "left"), a[c] = !0;
					var l = new yT(t, US(n), [0, 0], n.get("type"), c);
					l.onBand = l.type === "category" && n.get("boundaryGap"), l.inverse = n.get("inverse"), n.axis = l, l.model = n, l.grid = i, l.index = r, i._axesList.push(l), o[t][r] = l, s[t]++;
				}
			};
		}
	}, e.prototype._updateScale = function(e, t) {
		L(this._axesList, function(e) {
			if (e.scale.setExtent(Infinity, -Infinity), e.type === "category") {
				var t = e.model.get("categorySortInfo");
				e.scale.setSortInfo(t);
			}
		}), e.eachSeries(function(e) {
			if (xT(e)) {
				var r = ST(e), i = r.xAxisModel, a = r.yAxisModel;
				if (!ET(i, t) || !ET(a, t)) return;
				var o = this.getCartesian(i.componentIndex, a.componentIndex), s = e.getData(), c = o.getAxis("x"), l = o.getAxis("y");
				n(s, c), n(s, l);
			}
		}, this);
		function n(e, t) {
			L(ZS(e, t.dim), function(n) {
				t.scale.unionExtentFromData(e, n);
			});
		}
	}, e.prototype.getTooltipAxes = function(e) {
		var t = [], n = [];
		return L(this.getCartesians(), function(r) {
			var i = e != null && e !== "auto" ? r.getAxis(e) : r.getBaseAxis(), a = r.getOtherAxis(i);
			I(t, i) < 0 && t.push(i), I(n, a) < 0 && n.push(a);
		}), {
			baseAxes: t,
			otherAxes: n
		};
	}, e.create = function(t, n) {
		var r = [];
		return t.eachComponent("grid", function(i, a) {
			var o = new e(i, t, n);
			o.name = "grid_" + a, o.resize(i, n, !0), i.coordinateSystem = o, r.push(o);
		}), t.eachSeries(function(e) {
			if (xT(e)) {
				var t = ST(e), n = t.xAxisModel, r = t.yAxisModel;
				e.coordinateSystem = n.getCoordSysModel().coordinateSystem.getCartesian(n.componentIndex, r.componentIndex);
			}
		}), r;
	}, e.dimensions = gT, e;
}();
function ET(e, t) {
	return e.getCoordSysModel() === t;
}
function DT(e, t, n, r) {
	n.getAxesOnZeroOf = function() {
		return a ? [a] : [];
	};
	var i = e[t], a, o = n.model, s = o.get(["axisLine", "onZero"]), c = o.get(["axisLine", "onZeroAxisIndex"]);
	if (!s) return;
	if (c != null) OT(i[c]) && (a = i[c]);
	else for (var l in i) if (i.hasOwnProperty(l) && OT(i[l]) && !r[u(i[l])]) {
		a = i[l];
		break;
	}
	a && (r[u(a)] = !0);
	function u(e) {
		return e.dim + "_" + e.index;
	}
}
function OT(e) {
	return e && e.type !== "category" && e.type !== "time" && WS(e);
}
function kT(e, t) {
	var n = e.getExtent(), r = n[0] + n[1];
	e.toGlobalCoord = e.dim === "x" ? function(e) {
		return e + t;
	} : function(e) {
		return r - e + t;
	}, e.toLocalCoord = e.dim === "x" ? function(e) {
		return e - t;
	} : function(e) {
		return r - e + t;
	};
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/axis/AxisBuilder.js
var AT = Math.PI, jT = function() {
	function e(e, t) {
		this.group = new ea(), this.opt = t, this.axisModel = e, F(t, {
			labelOffset: 0,
			nameDirection: 1,
			tickDirection: 1,
			labelDirection: 1,
			silent: !0,
			handleAutoShown: function() {
				return !0;
			}
		});
		var n = new ea({
			x: t.position[0],
			y: t.position[1],
			rotation: t.rotation
		});
		n.updateTransform(), this._transformGroup = n;
	}
	return e.prototype.hasBuilder = function(e) {
		return !!MT[e];
	}, e.prototype.add = function(e) {
		MT[e](this.opt, this.axisModel, this.group, this._transformGroup);
	}, e.prototype.getGroup = function() {
		return this.group;
	}, e.innerTextLayout = function(e, t, n) {
		var r = ya(t - e), i, a;
		return ba(r) ? (a = n > 0 ? "top" : "bottom", i = "center") : ba(r - AT) ? (a = n > 0 ? "bottom" : "top", i = "center") : (a = "middle", i = r > 0 && r < AT ? n > 0 ? "right" : "left" : n > 0 ? "left" : "right"), {
			rotation: r,
			textAlign: i,
			textVerticalAlign: a
		};
	}, e.makeAxisEventDataBase = function(e) {
		var t = {
			componentType: e.mainType,
			componentIndex: e.componentIndex
		};
		return t[e.mainType + "Index"] = e.componentIndex, t;
	}, e.isLabelSilent = function(e) {
		var t = e.get("tooltip");
		return e.get("silent") || !(e.get("triggerEvent") || t && t.show);
	}, e;
}(), MT = {
	axisLine: function(e, t, n, r) {
		var i = t.get(["axisLine", "show"]);
		if (i === "auto" && e.handleAutoShown && (i = e.handleAutoShown("axisLine")), i) {
			var a = t.axis.getExtent(), o = r.transform, s = [a[0], 0], c = [a[1], 0], l = s[0] > c[0];
			o && (Ye(s, s, o), Ye(c, c, o));
			var u = P({ lineCap: "round" }, t.getModel(["axisLine", "lineStyle"]).getLineStyle()), d = new qu({
				shape: {
					x1: s[0],
					y1: s[1],
					x2: c[0],
					y2: c[1]
				},
				style: u,
				strokeContainThreshold: e.strokeContainThreshold || 5,
				silent: !0,
				z2: 1
			});
			Fd(d.shape, d.style.lineWidth), d.anid = "line", n.add(d);
			var f = t.get(["axisLine", "symbol"]);
			if (f != null) {
				var p = t.get(["axisLine", "symbolSize"]);
				W(f) && (f = [f, f]), (W(p) || fe(p)) && (p = [p, p]);
				var m = _v(t.get(["axisLine", "symbolOffset"]) || 0, p), h = p[0], g = p[1];
				L([{
					rotate: e.rotation + Math.PI / 2,
					offset: m[0],
					r: 0
				}, {
					rotate: e.rotation - Math.PI / 2,
					offset: m[1],
					r: Math.sqrt((s[0] - c[0]) * (s[0] - c[0]) + (s[1] - c[1]) * (s[1] - c[1]))
				}], function(t, r) {
					if (f[r] !== "none" && f[r] != null) {
						var i = hv(f[r], -h / 2, -g / 2, h, g, u.stroke, !0), a = t.r + t.offset, o = l ? c : s;
						i.attr({
							rotation: t.rotate,
							x: o[0] + a * Math.cos(e.rotation),
							y: o[1] - a * Math.sin(e.rotation),
							silent: !0,
							z2: 11
						}), n.add(i);
					}
				});
			}
		}
	},
	axisTickLabel: function(e, t, n, r) {
		var i = zT(n, r, t, e), a = VT(n, r, t, e);
		PT(t, a, i), BT(n, r, t, e.tickDirection), t.get(["axisLabel", "hideOverlap"]) && wC(CC(R(a, function(e) {
			return {
				label: e,
				priority: e.z2,
				defaultAttr: { ignore: e.ignore }
			};
		})));
	},
	axisName: function(e, t, n, r) {
		var i = ye(e.axisName, t.get("name"));
		if (i) {
			var a = t.get("nameLocation"), o = e.nameDirection, s = t.getModel("nameTextStyle"), c = t.get("nameGap") || 0, l = t.axis.getExtent(), u = l[0] > l[1] ? -1 : 1, d = [a === "start" ? l[0] - u * c : a === "end" ? l[1] + u * c : (l[0] + l[1]) / 2, LT(a) ? e.labelOffset + o * c : 0], f, p = t.get("nameRotate");
			p != null && (p = p * AT / 180);
			var m;
			LT(a) ? f = jT.innerTextLayout(e.rotation, p ?? e.rotation, o) : (f = NT(e.rotation, a, p || 0, l), m = e.axisNameAvailableWidth, m != null && (m = Math.abs(m / Math.sin(f.rotation)), !isFinite(m) && (m = null)));
			var h = s.getFont(), g = t.get("nameTruncate", !0) || {}, _ = g.ellipsis, v = ye(e.nameTruncateMaxWidth, g.maxWidth, m), y = new Dc({
				x: d[0],
				y: d[1],
				rotation: f.rotation,
				silent: jT.isLabelSilent(t),
				style: of(s, {
					text: i,
					font: h,
					overflow: "truncate",
					width: v,
					ellipsis: _,
					fill: s.getTextColor() || t.get([
						"axisLine",
						"lineStyle",
						"color"
					]),
					align: s.get("align") || f.textAlign,
					verticalAlign: s.get("verticalAlign") || f.textVerticalAlign
				}),
				z2: 1
			});
			if (Zd({
				el: y,
				componentModel: t,
				itemName: i
			}), y.__fullText = i, y.anid = "name", t.get("triggerEvent")) {
				var b = jT.makeAxisEventDataBase(t);
				b.targetType = "axisName", b.name = i, X(y).eventData = b;
			}
			r.add(y), y.updateTransform(), n.add(y), y.decomposeTransform();
		}
	}
};
function NT(e, t, n, r) {
	var i = ya(n - e), a, o, s = r[0] > r[1], c = t === "start" && !s || t !== "start" && s;
	return ba(i - AT / 2) ? (o = c ? "bottom" : "top", a = "center") : ba(i - AT * 1.5) ? (o = c ? "top" : "bottom", a = "center") : (o = "middle", a = i < AT * 1.5 && i > AT / 2 ? c ? "left" : "right" : c ? "right" : "left"), {
		rotation: i,
		textAlign: a,
		textVerticalAlign: o
	};
}
function PT(e, t, n) {
	if (!XS(e.axis)) {
		var r = e.get(["axisLabel", "showMinLabel"]), i = e.get(["axisLabel", "showMaxLabel"]);
		t = t || [], n = n || [];
		var a = t[0], o = t[1], s = t[t.length - 1], c = t[t.length - 2], l = n[0], u = n[1], d = n[n.length - 1], f = n[n.length - 2];
		r === !1 ? (FT(a), FT(l)) : IT(a, o) && (r ? (FT(o), FT(u)) : (FT(a), FT(l))), i === !1 ? (FT(s), FT(d)) : IT(c, s) && (i ? (FT(c), FT(f)) : (FT(s), FT(d)));
	}
}
function FT(e) {
	e && (e.ignore = !0);
}
function IT(e, t) {
	var n = e && e.getBoundingRect().clone(), r = t && t.getBoundingRect().clone();
	if (n && r) {
		var i = jt([]);
		return Ft(i, i, -e.rotation), n.applyTransform(Nt([], i, e.getLocalTransform())), r.applyTransform(Nt([], i, t.getLocalTransform())), n.intersect(r);
	}
}
function LT(e) {
	return e === "middle" || e === "center";
}
function RT(e, t, n, r, i) {
	for (var a = [], o = [], s = [], c = 0; c < e.length; c++) {
		var l = e[c].coord;
		o[0] = l, o[1] = 0, s[0] = l, s[1] = n, t && (Ye(o, o, t), Ye(s, s, t));
		var u = new qu({
			shape: {
				x1: o[0],
				y1: o[1],
				x2: s[0],
				y2: s[1]
			},
			style: r,
			z2: 2,
			autoBatch: !0,
			silent: !0
		});
		Fd(u.shape, u.style.lineWidth), u.anid = i + "_" + e[c].tickValue, a.push(u);
	}
	return a;
}
function zT(e, t, n, r) {
	var i = n.axis, a = n.getModel("axisTick"), o = a.get("show");
	if (o === "auto" && r.handleAutoShown && (o = r.handleAutoShown("axisTick")), o && !i.scale.isBlank()) {
		for (var s = a.getModel("lineStyle"), c = r.tickDirection * a.get("length"), l = RT(i.getTicksCoords(), t.transform, c, F(s.getLineStyle(), { stroke: n.get([
			"axisLine",
			"lineStyle",
			"color"
		]) }), "ticks"), u = 0; u < l.length; u++) e.add(l[u]);
		return l;
	}
}
function BT(e, t, n, r) {
	var i = n.axis, a = n.getModel("minorTick");
	if (a.get("show") && !i.scale.isBlank()) {
		var o = i.getMinorTicksCoords();
		if (o.length) for (var s = a.getModel("lineStyle"), c = r * a.get("length"), l = F(s.getLineStyle(), F(n.getModel("axisTick").getLineStyle(), { stroke: n.get([
			"axisLine",
			"lineStyle",
			"color"
		]) })), u = 0; u < o.length; u++) for (var d = RT(o[u], t.transform, c, l, "minorticks_" + u), f = 0; f < d.length; f++) e.add(d[f]);
	}
}
function VT(e, t, n, r) {
	var i = n.axis;
	if (ye(r.axisLabelShow, n.get(["axisLabel", "show"])) && !i.scale.isBlank()) {
		var a = n.getModel("axisLabel"), o = a.get("margin"), s = i.getViewLabels(), c = (ye(r.labelRotate, a.get("rotate")) || 0) * AT / 180, l = jT.innerTextLayout(r.rotation, c, r.labelDirection), u = n.getCategories && n.getCategories(!0), d = [], f = jT.isLabelSilent(n), p = n.get("triggerEvent");
		return L(s, function(c, m) {
			var h = i.scale.type === "ordinal" ? i.scale.getRawOrdinalNumber(c.tickValue) : c.tickValue, g = c.formattedLabel, _ = c.rawLabel, v = a;
			if (u && u[h]) {
				var y = u[h];
				G(y) && y.textStyle && (v = new Df(y.textStyle, a, n.ecModel));
			}
			var b = v.getTextColor() || n.get([
				"axisLine",
				"lineStyle",
				"color"
			]), x = i.dataToCoord(h), S = v.getShallow("align", !0) || l.textAlign, C = K(v.getShallow("alignMinLabel", !0), S), w = K(v.getShallow("alignMaxLabel", !0), S), T = v.getShallow("verticalAlign", !0) || v.getShallow("baseline", !0) || l.textVerticalAlign, E = K(v.getShallow("verticalAlignMinLabel", !0), T), D = K(v.getShallow("verticalAlignMaxLabel", !0), T), O = new Dc({
				x,
				y: r.labelOffset + r.labelDirection * o,
				rotation: l.rotation,
				silent: f,
				z2: 10 + (c.level || 0),
				style: of(v, {
					text: g,
					align: m === 0 ? C : m === s.length - 1 ? w : S,
					verticalAlign: m === 0 ? E : m === s.length - 1 ? D : T,
					fill: U(b) ? b(i.type === "category" ? _ : i.type === "value" ? h + "" : h, m) : b
				})
			});
			if (O.anid = "label_" + h, Zd({
				el: O,
				componentModel: n,
				itemName: g,
				formatterParamsExtra: {
					isTruncated: function() {
						return O.isTruncated;
					},
					value: _,
					tickIndex: m
				}
			}), p) {
				var k = jT.makeAxisEventDataBase(n);
				k.targetType = "axisLabel", k.value = _, k.tickIndex = m, i.type === "category" && (k.dataIndex = h), X(O).eventData = k;
			}
			t.add(O), O.updateTransform(), d.push(O), e.add(O), O.decomposeTransform();
		}), d;
	}
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/axisPointer/modelHelper.js
function HT(e, t) {
	var n = {
		axesInfo: {},
		seriesInvolved: !1,
		coordSysAxesInfo: {},
		coordSysMap: {}
	};
	return UT(n, e, t), n.seriesInvolved && GT(n, e), n;
}
function UT(e, t, n) {
	var r = t.getComponent("tooltip"), i = t.getComponent("axisPointer"), a = i.get("link", !0) || [], o = [];
	L(n.getCoordinateSystems(), function(n) {
		if (!n.axisPointerEnabled) return;
		var s = QT(n.model), c = e.coordSysAxesInfo[s] = {};
		e.coordSysMap[s] = n;
		var l = n.model.getModel("tooltip", r);
		if (L(n.getAxes(), ue(p, !1, null)), n.getTooltipAxes && r && l.get("show")) {
			var u = l.get("trigger") === "axis", d = l.get(["axisPointer", "type"]) === "cross", f = n.getTooltipAxes(l.get(["axisPointer", "axis"]));
			(u || d) && L(f.baseAxes, ue(p, !d || "cross", u)), d && L(f.otherAxes, ue(p, "cross", !1));
		}
		function p(r, s, u) {
			var d = u.model.getModel("axisPointer", i), f = d.get("show");
			if (f && (f !== "auto" || r || ZT(d))) {
				s ?? (s = d.get("triggerTooltip")), d = r ? WT(u, l, i, t, r, s) : d;
				var p = d.get("snap"), m = d.get("triggerEmphasis"), h = QT(u.model), g = s || p || u.type === "category", _ = e.axesInfo[h] = {
					key: h,
					axis: u,
					coordSys: n,
					axisPointerModel: d,
					triggerTooltip: s,
					triggerEmphasis: m,
					involveSeries: g,
					snap: p,
					useHandle: ZT(d),
					seriesModels: [],
					linkGroup: null
				};
				c[h] = _, e.seriesInvolved = e.seriesInvolved || g;
				var v = KT(a, u);
				if (v != null) {
					var y = o[v] || (o[v] = { axesInfo: {} });
					y.axesInfo[h] = _, y.mapper = a[v].mapper, _.linkGroup = y;
				}
			}
		}
	});
}
function WT(e, t, n, r, i, a) {
	var o = t.getModel("axisPointer"), s = [
		"type",
		"snap",
		"lineStyle",
		"shadowStyle",
		"label",
		"animation",
		"animationDurationUpdate",
		"animationEasingUpdate",
		"z"
	], c = {};
	L(s, function(e) {
		c[e] = M(o.get(e));
	}), c.snap = e.type !== "category" && !!a, o.get("type") === "cross" && (c.type = "line");
	var l = c.label || (c.label = {});
	if (l.show ?? (l.show = !1), i === "cross" && (l.show = o.get(["label", "show"]) ?? !0, !a)) {
		var u = c.lineStyle = o.get("crossStyle");
		u && F(l, u.textStyle);
	}
	return e.model.getModel("axisPointer", new Df(c, n, r));
}
function GT(e, t) {
	t.eachSeries(function(t) {
		var n = t.coordinateSystem, r = t.get(["tooltip", "trigger"], !0), i = t.get(["tooltip", "show"], !0);
		n && r !== "none" && r !== !1 && r !== "item" && i !== !1 && t.get(["axisPointer", "show"], !0) !== !1 && L(e.coordSysAxesInfo[QT(n.model)], function(e) {
			var r = e.axis;
			n.getAxis(r.dim) === r && (e.seriesModels.push(t), e.seriesDataCount ?? (e.seriesDataCount = 0), e.seriesDataCount += t.getData().count());
		});
	});
}
function KT(e, t) {
	for (var n = t.model, r = t.dim, i = 0; i < e.length; i++) {
		var a = e[i] || {};
		if (qT(a[r + "AxisId"], n.id) || qT(a[r + "AxisIndex"], n.componentIndex) || qT(a[r + "AxisName"], n.name)) return i;
	}
}
function qT(e, t) {
	return e === "all" || H(e) && I(e, t) >= 0 || e === t;
}
function JT(e) {
	var t = YT(e);
	if (t) {
		var n = t.axisPointerModel, r = t.axis.scale, i = n.option, a = n.get("status"), o = n.get("value");
		o != null && (o = r.parse(o));
		var s = ZT(n);
		a ?? (i.status = s ? "show" : "hide");
		var c = r.getExtent().slice();
		c[0] > c[1] && c.reverse(), (o == null || o > c[1]) && (o = c[1]), o < c[0] && (o = c[0]), i.value = o, s && (i.status = t.axis.scale.isBlank() ? "hide" : "show");
	}
}
function YT(e) {
	var t = (e.ecModel.getComponent("axisPointer") || {}).coordSysAxesInfo;
	return t && t.axesInfo[QT(e)];
}
function XT(e) {
	var t = YT(e);
	return t && t.axisPointerModel;
}
function ZT(e) {
	return !!e.get(["handle", "show"]);
}
function QT(e) {
	return e.type + "||" + e.id;
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/axis/AxisView.js
var $T = {}, eE = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.render = function(t, n, r, i) {
		this.axisPointerClass && JT(t), e.prototype.render.apply(this, arguments), this._doUpdateAxisPointerClass(t, r, !0);
	}, t.prototype.updateAxisPointer = function(e, t, n, r) {
		this._doUpdateAxisPointerClass(e, n, !1);
	}, t.prototype.remove = function(e, t) {
		var n = this._axisPointer;
		n && n.remove(t);
	}, t.prototype.dispose = function(t, n) {
		this._disposeAxisPointer(n), e.prototype.dispose.apply(this, arguments);
	}, t.prototype._doUpdateAxisPointerClass = function(e, n, r) {
		var i = t.getAxisPointerClass(this.axisPointerClass);
		if (i) {
			var a = XT(e);
			a ? (this._axisPointer || (this._axisPointer = new i())).render(e, a, n, r) : this._disposeAxisPointer(n);
		}
	}, t.prototype._disposeAxisPointer = function(e) {
		this._axisPointer && this._axisPointer.dispose(e), this._axisPointer = null;
	}, t.registerAxisPointerClass = function(e, t) {
		$T[e] = t;
	}, t.getAxisPointerClass = function(e) {
		return e && $T[e];
	}, t.type = "axis", t;
}(e_), tE = ro();
function nE(e, t, n, r) {
	var i = n.axis;
	if (!i.scale.isBlank()) {
		var a = n.getModel("splitArea"), o = a.getModel("areaStyle"), s = o.get("color"), c = r.coordinateSystem.getRect(), l = i.getTicksCoords({
			tickModel: a,
			clamp: !0
		});
		if (l.length) {
			var u = s.length, d = tE(e).splitAreaColors, f = q(), p = 0;
			if (d) for (var m = 0; m < l.length; m++) {
				var h = d.get(l[m].tickValue);
				if (h != null) {
					p = (h + (u - 1) * m) % u;
					break;
				}
			}
			var g = i.toGlobalCoord(l[0].coord), _ = o.getAreaStyle();
			s = H(s) ? s : [s];
			for (var m = 1; m < l.length; m++) {
				var v = i.toGlobalCoord(l[m].coord), y = void 0, b = void 0, x = void 0, S = void 0;
				i.isHorizontal() ? (y = g, b = c.y, x = v - y, S = c.height, g = y + x) : (y = c.x, b = g, x = c.width, S = v - b, g = b + S);
				var C = l[m - 1].tickValue;
				C != null && f.set(C, p), t.add(new Cc({
					anid: C == null ? null : "area_" + C,
					shape: {
						x: y,
						y: b,
						width: x,
						height: S
					},
					style: F({ fill: s[p] }, _),
					autoBatch: !0,
					silent: !0
				})), p = (p + 1) % u;
			}
			tE(e).splitAreaColors = f;
		}
	}
}
function rE(e) {
	tE(e).splitAreaColors = null;
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/axis/CartesianAxisView.js
var iE = [
	"axisLine",
	"axisTickLabel",
	"axisName"
], aE = [
	"splitArea",
	"splitLine",
	"minorSplitLine"
], oE = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.axisPointerClass = "CartesianAxisPointer", n;
	}
	return t.prototype.render = function(t, n, r, i) {
		this.group.removeAll();
		var a = this._axisGroup;
		if (this._axisGroup = new ea(), this.group.add(this._axisGroup), t.get("show")) {
			var o = t.getCoordSysModel(), s = new jT(t, P({ handleAutoShown: function(e) {
				for (var n = o.coordinateSystem.getCartesians(), r = 0; r < n.length; r++) if (zx(n[r].getOtherAxis(t.axis).scale)) return !0;
				return !1;
			} }, bT(o, t)));
			L(iE, s.add, s), this._axisGroup.add(s.getGroup()), L(aE, function(e) {
				t.get([e, "show"]) && sE[e](this, this._axisGroup, t, o);
			}, this), i && i.type === "changeAxisOrder" && i.isInitSort || Ud(a, this._axisGroup, t), e.prototype.render.call(this, t, n, r, i);
		}
	}, t.prototype.remove = function() {
		rE(this);
	}, t.type = "cartesianAxis", t;
}(eE), sE = {
	splitLine: function(e, t, n, r) {
		var i = n.axis;
		if (!i.scale.isBlank()) {
			var a = n.getModel("splitLine"), o = a.getModel("lineStyle"), s = o.get("color"), c = a.get("showMinLine") !== !1, l = a.get("showMaxLine") !== !1;
			s = H(s) ? s : [s];
			for (var u = r.coordinateSystem.getRect(), d = i.isHorizontal(), f = 0, p = i.getTicksCoords({ tickModel: a }), m = [], h = [], g = o.getLineStyle(), _ = 0; _ < p.length; _++) {
				var v = i.toGlobalCoord(p[_].coord);
				if (!(_ === 0 && !c || _ === p.length - 1 && !l)) {
					var y = p[_].tickValue;
					d ? (m[0] = v, m[1] = u.y, h[0] = v, h[1] = u.y + u.height) : (m[0] = u.x, m[1] = v, h[0] = u.x + u.width, h[1] = v);
					var b = f++ % s.length, x = new qu({
						anid: y == null ? null : "line_" + y,
						autoBatch: !0,
						shape: {
							x1: m[0],
							y1: m[1],
							x2: h[0],
							y2: h[1]
						},
						style: F({ stroke: s[b] }, g),
						silent: !0
					});
					Fd(x.shape, g.lineWidth), t.add(x);
				}
			}
		}
	},
	minorSplitLine: function(e, t, n, r) {
		var i = n.axis, a = n.getModel("minorSplitLine").getModel("lineStyle"), o = r.coordinateSystem.getRect(), s = i.isHorizontal(), c = i.getMinorTicksCoords();
		if (c.length) for (var l = [], u = [], d = a.getLineStyle(), f = 0; f < c.length; f++) for (var p = 0; p < c[f].length; p++) {
			var m = i.toGlobalCoord(c[f][p].coord);
			s ? (l[0] = m, l[1] = o.y, u[0] = m, u[1] = o.y + o.height) : (l[0] = o.x, l[1] = m, u[0] = o.x + o.width, u[1] = m);
			var h = new qu({
				anid: "minor_line_" + c[f][p].tickValue,
				autoBatch: !0,
				shape: {
					x1: l[0],
					y1: l[1],
					x2: u[0],
					y2: u[1]
				},
				style: d,
				silent: !0
			});
			Fd(h.shape, d.lineWidth), t.add(h);
		}
	},
	splitArea: function(e, t, n, r) {
		nE(e, t, n, r);
	}
}, cE = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.type = "xAxis", t;
}(oE), lE = function(e) {
	f(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = cE.type, t;
	}
	return t.type = "yAxis", t;
}(oE), uE = function(e) {
	f(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = "grid", t;
	}
	return t.prototype.render = function(e, t) {
		this.group.removeAll(), e.get("show") && this.group.add(new Cc({
			shape: e.coordinateSystem.getRect(),
			style: F({ fill: e.get("backgroundColor") }, e.getItemStyle()),
			silent: !0,
			z2: -1
		}));
	}, t.type = "grid", t;
}(e_), dE = { offset: 0 };
function fE(e) {
	e.registerComponentView(uE), e.registerComponentModel(oT), e.registerCoordinateSystem("cartesian2d", TT), pT(e, "x", sT, dE), pT(e, "y", sT, dE), e.registerComponentView(cE), e.registerComponentView(lE), e.registerPreprocessor(function(e) {
		e.xAxis && e.yAxis && !e.grid && (e.grid = {});
	});
}
// ../../../work/main/frontend/node_modules/echarts/lib/chart/scatter/install.js
function pE(e) {
	nC(fE), e.registerSeriesModel(eT), e.registerChartView(aT), e.registerLayout(hw("scatter"));
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/helper/interactionMutex.js
var mE = "\0_ec_interaction_mutex";
function hE(e, t) {
	return !!gE(e)[t];
}
function gE(e) {
	return e[mE] || (e[mE] = {});
}
jb({
	type: "takeGlobalCursor",
	event: "globalCursorTaken",
	update: "update"
}, Fe);
// ../../../work/main/frontend/node_modules/echarts/lib/component/helper/RoamController.js
var _E = function(e) {
	f(t, e);
	function t(t) {
		var n = e.call(this) || this;
		n._zr = t;
		var r = V(n._mousedownHandler, n), i = V(n._mousemoveHandler, n), a = V(n._mouseupHandler, n), o = V(n._mousewheelHandler, n), s = V(n._pinchHandler, n);
		return n.enable = function(e, n) {
			this.disable(), this._opt = F(M(n) || {}, {
				zoomOnMouseWheel: !0,
				moveOnMouseMove: !0,
				moveOnMouseWheel: !1,
				preventDefaultMouseMove: !0
			}), e ?? (e = !0), (e === !0 || e === "move" || e === "pan") && (t.on("mousedown", r), t.on("mousemove", i), t.on("mouseup", a)), (e === !0 || e === "scale" || e === "zoom") && (t.on("mousewheel", o), t.on("pinch", s));
		}, n.disable = function() {
			t.off("mousedown", r), t.off("mousemove", i), t.off("mouseup", a), t.off("mousewheel", o), t.off("pinch", s);
		}, n;
	}
	return t.prototype.isDragging = function() {
		return this._dragging;
	}, t.prototype.isPinching = function() {
		return this._pinching;
	}, t.prototype.setPointerChecker = function(e) {
		this.pointerChecker = e;
	}, t.prototype.dispose = function() {
		this.disable();
	}, t.prototype._mousedownHandler = function(e) {
		if (!Tt(e)) {
			for (var t = e.target; t;) {
				if (t.draggable) return;
				t = t.__hostTarget || t.parent;
			}
			var n = e.offsetX, r = e.offsetY;
			this.pointerChecker && this.pointerChecker(e, n, r) && (this._x = n, this._y = r, this._dragging = !0);
		}
	}, t.prototype._mousemoveHandler = function(e) {
		if (this._dragging && bE("moveOnMouseMove", e, this._opt) && e.gestureEvent !== "pinch" && !hE(this._zr, "globalPan")) {
			var t = e.offsetX, n = e.offsetY, r = this._x, i = this._y, a = t - r, o = n - i;
			this._x = t, this._y = n, this._opt.preventDefaultMouseMove && wt(e.event), yE(this, "pan", "moveOnMouseMove", e, {
				dx: a,
				dy: o,
				oldX: r,
				oldY: i,
				newX: t,
				newY: n,
				isAvailableBehavior: null
			});
		}
	}, t.prototype._mouseupHandler = function(e) {
		Tt(e) || (this._dragging = !1);
	}, t.prototype._mousewheelHandler = function(e) {
		var t = bE("zoomOnMouseWheel", e, this._opt), n = bE("moveOnMouseWheel", e, this._opt), r = e.wheelDelta, i = Math.abs(r), a = e.offsetX, o = e.offsetY;
		if (r !== 0 && (t || n)) {
			if (t) {
				var s = i > 3 ? 1.4 : i > 1 ? 1.2 : 1.1, c = r > 0 ? s : 1 / s;
				vE(this, "zoom", "zoomOnMouseWheel", e, {
					scale: c,
					originX: a,
					originY: o,
					isAvailableBehavior: null
				});
			}
			if (n) {
				var l = Math.abs(r), u = (r > 0 ? 1 : -1) * (l > 3 ? .4 : l > 1 ? .15 : .05);
				vE(this, "scrollMove", "moveOnMouseWheel", e, {
					scrollDelta: u,
					originX: a,
					originY: o,
					isAvailableBehavior: null
				});
			}
		}
	}, t.prototype._pinchHandler = function(e) {
		if (!hE(this._zr, "globalPan")) {
			var t = e.pinchScale > 1 ? 1.1 : 1 / 1.1;
			vE(this, "zoom", null, e, {
				scale: t,
				originX: e.pinchX,
				originY: e.pinchY,
				isAvailableBehavior: null
			});
		}
	}, t;
}(et);
function vE(e, t, n, r, i) {
	e.pointerChecker && e.pointerChecker(r, i.originX, i.originY) && (wt(r.event), yE(e, t, n, r, i));
}
function yE(e, t, n, r, i) {
	i.isAvailableBehavior = V(bE, null, n, r), e.trigger(t, i);
}
function bE(e, t, n) {
	var r = n[e];
	return !e || r && (!W(r) || t.event[r + "Key"]);
}
// ../../../work/main/frontend/node_modules/echarts/lib/visual/VisualMapping.js
var xE = L, SE = G, CE = -1, wE = function() {
	function e(t) {
		var n = t.mappingMethod, r = t.type, i = this.option = M(t);
		this.type = r, this.mappingMethod = n, this._normalizeData = IE[n];
		var a = e.visualHandlers[r];
		this.applyVisual = a.applyVisual, this.getColorMapper = a.getColorMapper, this._normalizedToVisual = a._normalizedToVisual[n], n === "piecewise" ? (DE(i), TE(i)) : n === "category" ? i.categories ? EE(i) : DE(i, !0) : (Ce(n !== "linear" || i.dataExtent), DE(i));
	}
	return e.prototype.mapValueToVisual = function(e) {
		var t = this._normalizeData(e);
		return this._normalizedToVisual(t, e);
	}, e.prototype.getNormalizer = function() {
		return V(this._normalizeData, this);
	}, e.listVisualTypes = function() {
		return B(e.visualHandlers);
	}, e.isValidType = function(t) {
		return e.visualHandlers.hasOwnProperty(t);
	}, e.eachVisual = function(e, t, n) {
		G(e) ? L(e, t, n) : t.call(n, e);
	}, e.mapVisual = function(t, n, r) {
		var i, a = H(t) ? [] : G(t) ? {} : (i = !0, null);
		return e.eachVisual(t, function(e, t) {
			var o = n.call(r, e, t);
			i ? a = o : a[t] = o;
		}), a;
	}, e.retrieveVisuals = function(t) {
		var n = {}, r;
		return t && xE(e.visualHandlers, function(e, i) {
			t.hasOwnProperty(i) && (n[i] = t[i], r = !0);
		}), r ? n : null;
	}, e.prepareVisualTypes = function(e) {
		if (H(e)) e = e.slice();
		else if (SE(e)) {
			var t = [];
			xE(e, function(e, n) {
				t.push(n);
			}), e = t;
		} else return [];
		return e.sort(function(e, t) {
			return t === "color" && e !== "color" && e.indexOf("color") === 0 ? 1 : -1;
		}), e;
	}, e.dependsOn = function(e, t) {
		return t === "color" ? !!(e && e.indexOf(t) === 0) : e === t;
	}, e.findPieceIndex = function(e, t, n) {
		for (var r, i = Infinity, a = 0, o = t.length; a < o; a++) {
			var s = t[a].value;
			if (s != null) {
				if (s === e || W(s) && s === e + "") return a;
				n && d(s, a);
			}
		}
		for (var a = 0, o = t.length; a < o; a++) {
			var c = t[a], l = c.interval, u = c.close;
			if (l) {
				if (l[0] === -Infinity) {
					if (LE(u[1], e, l[1])) return a;
				} else if (l[1] === Infinity) {
					if (LE(u[0], l[0], e)) return a;
				} else if (LE(u[0], l[0], e) && LE(u[1], e, l[1])) return a;
				n && d(l[0], a), n && d(l[1], a);
			}
		}
		if (n) return e === Infinity ? t.length - 1 : e === -Infinity ? 0 : r;
		function d(t, n) {
			var a = Math.abs(t - e);
			a < i && (i = a, r = n);
		}
	}, e.visualHandlers = {
		color: {
			applyVisual: AE("color"),
			getColorMapper: function() {
				var e = this.option;
				return V(e.mappingMethod === "category" ? function(e, t) {
					return !t && (e = this._normalizeData(e)), jE.call(this, e);
				} : function(t, n, r) {
					var i = !!r;
					return !n && (t = this._normalizeData(t)), r = gr(t, e.parsedVisual, r), i ? r : br(r, "rgba");
				}, this);
			},
			_normalizedToVisual: {
				linear: function(e) {
					return br(gr(e, this.option.parsedVisual), "rgba");
				},
				category: jE,
				piecewise: function(e, t) {
					var n = PE.call(this, t);
					return n ?? (n = br(gr(e, this.option.parsedVisual), "rgba")), n;
				},
				fixed: ME
			}
		},
		colorHue: OE(function(e, t) {
			return vr(e, t);
		}),
		colorSaturation: OE(function(e, t) {
			return vr(e, null, t);
		}),
		colorLightness: OE(function(e, t) {
			return vr(e, null, null, t);
		}),
		colorAlpha: OE(function(e, t) {
			return yr(e, t);
		}),
		decal: {
			applyVisual: AE("decal"),
			_normalizedToVisual: {
				linear: null,
				category: jE,
				piecewise: null,
				fixed: null
			}
		},
		opacity: {
			applyVisual: AE("opacity"),
			_normalizedToVisual: NE([0, 1])
		},
		liftZ: {
			applyVisual: AE("liftZ"),
			_normalizedToVisual: {
				linear: ME,
				category: ME,
				piecewise: ME,
				fixed: ME
			}
		},
		symbol: {
			applyVisual: function(e, t, n) {
				n("symbol", this.mapValueToVisual(e));
			},
			_normalizedToVisual: {
				linear: kE,
				category: jE,
				piecewise: function(e, t) {
					var n = PE.call(this, t);
					return n ?? (n = kE.call(this, e)), n;
				},
				fixed: ME
			}
		},
		symbolSize: {
			applyVisual: AE("symbolSize"),
			_normalizedToVisual: NE([0, 1])
		}
	}, e;
}();
function TE(e) {
	var t = e.pieceList;
	e.hasSpecialVisual = !1, L(t, function(t, n) {
		t.originIndex = n, t.visual != null && (e.hasSpecialVisual = !0);
	});
}
function EE(e) {
	var t = e.categories, n = e.categoryMap = {}, r = e.visual;
	if (xE(t, function(e, t) {
		n[e] = t;
	}), !H(r)) {
		var i = [];
		G(r) ? xE(r, function(e, t) {
			var r = n[t];
			i[r ?? CE] = e;
		}) : i[CE] = r, r = FE(e, i);
	}
	for (var a = t.length - 1; a >= 0; a--) r[a] ?? (delete n[t[a]], t.pop());
}
function DE(e, t) {
	var n = e.visual, r = [];
	G(n) ? xE(n, function(e) {
		r.push(e);
	}) : n != null && r.push(n), !t && r.length === 1 && !{
		color: 1,
		symbol: 1
	}.hasOwnProperty(e.type) && (r[1] = r[0]), FE(e, r);
}
function OE(e) {
	return {
		applyVisual: function(t, n, r) {
			var i = this.mapValueToVisual(t);
			r("color", e(n("color"), i));
		},
		_normalizedToVisual: NE([0, 1])
	};
}
function kE(e) {
	var t = this.option.visual;
	return t[Math.round(da(e, [0, 1], [0, t.length - 1], !0))] || {};
}
function AE(e) {
	return function(t, n, r) {
		r(e, this.mapValueToVisual(t));
	};
}
function jE(e) {
	var t = this.option.visual;
	return t[this.option.loop && e !== CE ? e % t.length : e];
}
function ME() {
	return this.option.visual[0];
}
function NE(e) {
	return {
		linear: function(t) {
			return da(t, e, this.option.visual, !0);
		},
		category: jE,
		piecewise: function(t, n) {
			var r = PE.call(this, n);
			return r ?? (r = da(t, e, this.option.visual, !0)), r;
		},
		fixed: ME
	};
}
function PE(e) {
	var t = this.option, n = t.pieceList;
	if (t.hasSpecialVisual) {
		var r = n[wE.findPieceIndex(e, n)];
		if (r && r.visual) return r.visual[this.type];
	}
}
function FE(e, t) {
	return e.visual = t, e.type === "color" && (e.parsedVisual = R(t, function(e) {
		return fr(e) || [
			0,
			0,
			0,
			1
		];
	})), t;
}
var IE = {
	linear: function(e) {
		return da(e, this.option.dataExtent, [0, 1], !0);
	},
	piecewise: function(e) {
		var t = this.option.pieceList, n = wE.findPieceIndex(e, t, !0);
		if (n != null) return da(n, [0, t.length - 1], [0, 1], !0);
	},
	category: function(e) {
		return (this.option.categories ? this.option.categoryMap[e] : e) ?? CE;
	},
	fixed: Fe
};
function LE(e, t, n) {
	return e ? t <= n : t < n;
}
// ../../../work/main/frontend/node_modules/echarts/lib/chart/helper/LinePath.js
var RE = qu.prototype, zE = Zu.prototype, BE = function() {
	function e() {
		this.x1 = 0, this.y1 = 0, this.x2 = 0, this.y2 = 0, this.percent = 1;
	}
	return e;
}();
(function(e) {
	f(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t;
})(BE);
function VE(e) {
	return isNaN(+e.cpx1) || isNaN(+e.cpy1);
}
var HE = function(e) {
	f(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		return n.type = "ec-line", n;
	}
	return t.prototype.getDefaultStyle = function() {
		return {
			stroke: "#000",
			fill: null
		};
	}, t.prototype.getDefaultShape = function() {
		return new BE();
	}, t.prototype.buildPath = function(e, t) {
		VE(t) ? RE.buildPath.call(this, e, t) : zE.buildPath.call(this, e, t);
	}, t.prototype.pointAt = function(e) {
		return VE(this.shape) ? RE.pointAt.call(this, e) : zE.pointAt.call(this, e);
	}, t.prototype.tangentAt = function(e) {
		var t = this.shape, n = VE(t) ? [t.x2 - t.x1, t.y2 - t.y1] : zE.tangentAt.call(this, e);
		return We(n, n);
	}, t;
}(Y), UE = ["fromSymbol", "toSymbol"];
function WE(e) {
	return "_" + e + "Type";
}
function GE(e, t, n) {
	var r = t.getItemVisual(n, e);
	if (!r || r === "none") return r;
	var i = t.getItemVisual(n, e + "Size"), a = t.getItemVisual(n, e + "Rotate"), o = t.getItemVisual(n, e + "Offset"), s = t.getItemVisual(n, e + "KeepAspect"), c = gv(i), l = _v(o || 0, c);
	return r + c + l + (a || "") + (s || "");
}
function KE(e, t, n) {
	var r = t.getItemVisual(n, e);
	if (r && r !== "none") {
		var i = t.getItemVisual(n, e + "Size"), a = t.getItemVisual(n, e + "Rotate"), o = t.getItemVisual(n, e + "Offset"), s = t.getItemVisual(n, e + "KeepAspect"), c = gv(i), l = _v(o || 0, c), u = hv(r, -c[0] / 2 + l[0], -c[1] / 2 + l[1], c[0], c[1], null, s);
		return u.__specifiedRotation = a == null || isNaN(a) ? void 0 : a * Math.PI / 180 || 0, u.name = e, u;
	}
}
function qE(e) {
	var t = new HE({
		name: "line",
		subPixelOptimize: !0
	});
	return JE(t.shape, e), t;
}
function JE(e, t) {
	e.x1 = t[0][0], e.y1 = t[0][1], e.x2 = t[1][0], e.y2 = t[1][1], e.percent = 1;
	var n = t[2];
	n ? (e.cpx1 = n[0], e.cpy1 = n[1]) : (e.cpx1 = NaN, e.cpy1 = NaN);
}
var YE = function(e) {
	f(t, e);
	function t(t, n, r) {
		var i = e.call(this) || this;
		return i._createLine(t, n, r), i;
	}
	return t.prototype._createLine = function(e, t, n) {
		var r = e.hostModel, i = qE(e.getItemLayout(t));
		i.shape.percent = 0, hd(i, { shape: { percent: 1 } }, r, t), this.add(i), L(UE, function(n) {
			var r = KE(n, e, t);
			this.add(r), this[WE(n)] = GE(n, e, t);
		}, this), this._updateCommonStl(e, t, n);
	}, t.prototype.updateData = function(e, t, n) {
		var r = e.hostModel, i = this.childOfName("line"), a = e.getItemLayout(t), o = { shape: {} };
		JE(o.shape, a), md(i, o, r, t), L(UE, function(n) {
			var r = GE(n, e, t), i = WE(n);
			if (this[i] !== r) {
				this.remove(this.childOfName(n));
				var a = KE(n, e, t);
				this.add(a);
			}
			this[i] = r;
		}, this), this._updateCommonStl(e, t, n);
	}, t.prototype.getLinePath = function() {
		return this.childAt(0);
	}, t.prototype._updateCommonStl = function(e, t, n) {
		var r = e.hostModel, i = this.childOfName("line"), a = n && n.emphasisLineStyle, o = n && n.blurLineStyle, s = n && n.selectLineStyle, c = n && n.labelStatesModels, l = n && n.emphasisDisabled, u = n && n.focus, d = n && n.blurScope;
		if (!n || e.hasItemOption) {
			var f = e.getItemModel(t), p = f.getModel("emphasis");
			a = p.getModel("lineStyle").getLineStyle(), o = f.getModel(["blur", "lineStyle"]).getLineStyle(), s = f.getModel(["select", "lineStyle"]).getLineStyle(), l = p.get("disabled"), u = p.get("focus"), d = p.get("blurScope"), c = af(f);
		}
		var m = e.getItemVisual(t, "style"), h = m.stroke;
		i.useStyle(m), i.style.fill = null, i.style.strokeNoScale = !0, i.ensureState("emphasis").style = a, i.ensureState("blur").style = o, i.ensureState("select").style = s, L(UE, function(e) {
			var t = this.childOfName(e);
			if (t) {
				t.setColor(h), t.style.opacity = m.opacity;
				for (var n = 0; n < Kc.length; n++) {
					var r = Kc[n], a = i.getState(r);
					if (a) {
						var o = a.style || {}, s = t.ensureState(r), c = s.style || (s.style = {});
						o.stroke != null && (c[t.__isEmptyBrush ? "stroke" : "fill"] = o.stroke), o.opacity != null && (c.opacity = o.opacity);
					}
				}
				t.markRedraw();
			}
		}, this);
		var g = r.getRawValue(t);
		rf(this, c, {
			labelDataIndex: t,
			labelFetcher: { getFormattedLabel: function(t, n) {
				return r.getFormattedLabel(t, n, e.dataType);
			} },
			inheritColor: h || "#000",
			defaultOpacity: m.opacity,
			defaultText: (g == null ? e.getName(t) : isFinite(g) ? pa(g) : g) + ""
		});
		var _ = this.getTextContent();
		if (_) {
			var v = c.normal;
			_.__align = _.style.align, _.__verticalAlign = _.style.verticalAlign, _.__position = v.get("position") || "middle";
			var y = v.get("distance");
			H(y) || (y = [y, y]), _.__labelDistance = y;
		}
		this.setTextConfig({
			position: null,
			local: !0,
			inside: !1
		}), Ll(this, u, d, l);
	}, t.prototype.highlight = function() {
		vl(this);
	}, t.prototype.downplay = function() {
		yl(this);
	}, t.prototype.updateLayout = function(e, t) {
		this.setLinePoints(e.getItemLayout(t));
	}, t.prototype.setLinePoints = function(e) {
		var t = this.childOfName("line");
		JE(t.shape, e), t.dirty();
	}, t.prototype.beforeUpdate = function() {
		var e = this, t = e.childOfName("fromSymbol"), n = e.childOfName("toSymbol"), r = e.getTextContent();
		if (!t && !n && (!r || r.ignore)) return;
		for (var i = 1, a = this.parent; a;) a.scaleX && (i /= a.scaleX), a = a.parent;
		var o = e.childOfName("line");
		if (!this.__dirty && !o.__dirty) return;
		var s = o.shape.percent, c = o.pointAt(0), l = o.pointAt(s), u = Be([], l, c);
		We(u, u);
		function d(e, t) {
			var n = e.__specifiedRotation;
			if (n == null) {
				var r = o.tangentAt(t);
				e.attr("rotation", (t === 1 ? -1 : 1) * Math.PI / 2 - Math.atan2(r[1], r[0]));
			} else e.attr("rotation", n);
		}
		if (t && (t.setPosition(c), d(t, 0), t.scaleX = t.scaleY = i * s, t.markRedraw()), n && (n.setPosition(l), d(n, 1), n.scaleX = n.scaleY = i * s, n.markRedraw()), r && !r.ignore) {
			r.x = r.y = 0, r.originX = r.originY = 0;
			var f = void 0, p = void 0, m = r.__labelDistance, h = m[0] * i, g = m[1] * i, _ = s / 2, v = o.tangentAt(_), y = [v[1], -v[0]], b = o.pointAt(_);
			y[1] > 0 && (y[0] = -y[0], y[1] = -y[1]);
			var x = v[0] < 0 ? -1 : 1;
			if (r.__position !== "start" && r.__position !== "end") {
				var S = -Math.atan2(v[1], v[0]);
				l[0] < c[0] && (S = Math.PI + S), r.rotation = S;
			}
			var C = void 0;
			switch (r.__position) {
				case "insideStartTop":
				case "insideMiddleTop":
				case "insideEndTop":
				case "middle":
					C = -g, p = "bottom";
					break;
				case "insideStartBottom":
				case "insideMiddleBottom":
				case "insideEndBottom":
					C = g, p = "top";
					break;
				default: C = 0, p = "middle";
			}
			switch (r.__position) {
				case "end":
					r.x = u[0] * h + l[0], r.y = u[1] * g + l[1], f = u[0] > .8 ? "left" : u[0] < -.8 ? "right" : "center", p = u[1] > .8 ? "top" : u[1] < -.8 ? "bottom" : "middle";
					break;
				case "start":
					r.x = -u[0] * h + c[0], r.y = -u[1] * g + c[1], f = u[0] > .8 ? "right" : u[0] < -.8 ? "left" : "center", p = u[1] > .8 ? "bottom" : u[1] < -.8 ? "top" : "middle";
					break;
				case "insideStartTop":
				case "insideStart":
				case "insideStartBottom":
					r.x = h * x + c[0], r.y = c[1] + C, f = v[0] < 0 ? "right" : "left", r.originX = -h * x, r.originY = -C;
					break;
				case "insideMiddleTop":
				case "insideMiddle":
				case "insideMiddleBottom":
				case "middle":
					r.x = b[0], r.y = b[1] + C, f = "center", r.originY = -C;
					break;
				case "insideEndTop":
				case "insideEnd":
				case "insideEndBottom": r.x = -h * x + l[0], r.y = l[1] + C, f = v[0] >= 0 ? "right" : "left", r.originX = h * x, r.originY = -C;
			}
			r.scaleX = r.scaleY = i, r.setStyle({
				verticalAlign: r.__verticalAlign || p,
				align: r.__align || f
			});
		}
	}, t;
}(ea), XE = function() {
	function e(e) {
		this.group = new ea(), this._LineCtor = e || YE;
	}
	return e.prototype.updateData = function(e) {
		var t = this;
		this._progressiveEls = null;
		var n = this, r = n.group, i = n._lineData;
		n._lineData = e, i || r.removeAll();
		var a = QE(e);
		e.diff(i).add(function(n) {
			t._doAdd(e, n, a);
		}).update(function(n, r) {
			t._doUpdate(i, e, r, n, a);
		}).remove(function(e) {
			r.remove(i.getItemGraphicEl(e));
		}).execute();
	}, e.prototype.updateLayout = function() {
		var e = this._lineData;
		e && e.eachItemGraphicEl(function(t, n) {
			t.updateLayout(e, n);
		}, this);
	}, e.prototype.incrementalPrepareUpdate = function(e) {
		this._seriesScope = QE(e), this._lineData = null, this.group.removeAll();
	}, e.prototype.incrementalUpdate = function(e, t) {
		this._progressiveEls = [];
		function n(e) {
			!e.isGroup && !ZE(e) && (e.incremental = !0, e.ensureState("emphasis").hoverLayer = !0);
		}
		for (var r = e.start; r < e.end; r++) if (eD(t.getItemLayout(r))) {
			var i = new this._LineCtor(t, r, this._seriesScope);
			i.traverse(n), this.group.add(i), t.setItemGraphicEl(r, i), this._progressiveEls.push(i);
		}
	}, e.prototype.remove = function() {
		this.group.removeAll();
	}, e.prototype.eachRendered = function(e) {
		$d(this._progressiveEls || this.group, e);
	}, e.prototype._doAdd = function(e, t, n) {
		if (eD(e.getItemLayout(t))) {
			var r = new this._LineCtor(e, t, n);
			e.setItemGraphicEl(t, r), this.group.add(r);
		}
	}, e.prototype._doUpdate = function(e, t, n, r, i) {
		var a = e.getItemGraphicEl(n);
		eD(t.getItemLayout(r)) ? (a ? a.updateData(t, r, i) : a = new this._LineCtor(t, r, i), t.setItemGraphicEl(r, a), this.group.add(a)) : this.group.remove(a);
	}, e;
}();
function ZE(e) {
	return e.animators && e.animators.length > 0;
}
function QE(e) {
	var t = e.hostModel, n = t.getModel("emphasis");
	return {
		lineStyle: t.getModel("lineStyle").getLineStyle(),
		emphasisLineStyle: n.getModel(["lineStyle"]).getLineStyle(),
		blurLineStyle: t.getModel(["blur", "lineStyle"]).getLineStyle(),
		selectLineStyle: t.getModel(["select", "lineStyle"]).getLineStyle(),
		emphasisDisabled: n.get("disabled"),
		blurScope: n.get("blurScope"),
		focus: n.get("focus"),
		labelStatesModels: af(t)
	};
}
function $E(e) {
	return isNaN(e[0]) || isNaN(e[1]);
}
function eD(e) {
	return e && !$E(e[0]) && !$E(e[1]);
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/helper/sliderMove.js
function tD(e, t, n, r, i, a) {
	e = e || 0;
	var o = n[1] - n[0];
	if (i != null && (i = rD(i, [0, o])), a != null && (a = Math.max(a, i ?? 0)), r === "all") {
		var s = Math.abs(t[1] - t[0]);
		s = rD(s, [0, o]), i = a = rD(s, [i, a]), r = 0;
	}
	t[0] = rD(t[0], n), t[1] = rD(t[1], n);
	var c = nD(t, r);
	t[r] += e;
	var l = i || 0, u = n.slice();
	c.sign < 0 ? u[0] += l : u[1] -= l, t[r] = rD(t[r], u);
	var d = nD(t, r);
	return i != null && (d.sign !== c.sign || d.span < i) && (t[1 - r] = t[r] + c.sign * i), d = nD(t, r), a != null && d.span > a && (t[1 - r] = t[r] + d.sign * a), t;
}
function nD(e, t) {
	var n = e[t] - e[1 - t];
	return {
		span: Math.abs(n),
		sign: n > 0 ? -1 : n < 0 ? 1 : t ? -1 : 1
	};
}
function rD(e, t) {
	return Math.min(t[1] == null ? Infinity : t[1], Math.max(t[0] == null ? -Infinity : t[0], e));
}
// ../../../work/main/frontend/node_modules/echarts/lib/chart/heatmap/HeatmapLayer.js
var iD = 256, aD = function() {
	function e() {
		this.blurSize = 30, this.pointSize = 20, this.maxOpacity = 1, this.minOpacity = 0, this._gradientPixels = {
			inRange: null,
			outOfRange: null
		};
		var e = S.createCanvas();
		this.canvas = e;
	}
	return e.prototype.update = function(e, t, n, r, i, a) {
		var o = this._getBrush(), s = this._getGradient(i, "inRange"), c = this._getGradient(i, "outOfRange"), l = this.pointSize + this.blurSize, u = this.canvas, d = u.getContext("2d"), f = e.length;
		u.width = t, u.height = n;
		for (var p = 0; p < f; ++p) {
			var m = e[p], h = m[0], g = m[1], _ = m[2], v = r(_);
			d.globalAlpha = v, d.drawImage(o, h - l, g - l);
		}
		if (!u.width || !u.height) return u;
		for (var y = d.getImageData(0, 0, u.width, u.height), b = y.data, x = 0, S = b.length, C = this.minOpacity, w = this.maxOpacity - C; x < S;) {
			var v = b[x + 3] / 256, T = Math.floor(v * (iD - 1)) * 4;
			if (v > 0) {
				var E = a(v) ? s : c;
				v > 0 && (v = v * w + C), b[x++] = E[T], b[x++] = E[T + 1], b[x++] = E[T + 2], b[x++] = E[T + 3] * v * 256;
			} else x += 4;
		}
		return d.putImageData(y, 0, 0), u;
	}, e.prototype._getBrush = function() {
		var e = this._brushCanvas || (this._brushCanvas = S.createCanvas()), t = this.pointSize + this.blurSize, n = t * 2;
		e.width = n, e.height = n;
		var r = e.getContext("2d");
		return r.clearRect(0, 0, n, n), r.shadowOffsetX = n, r.shadowBlur = this.blurSize, r.shadowColor = "#000", r.beginPath(), r.arc(-t, t, this.pointSize, 0, Math.PI * 2, !0), r.closePath(), r.fill(), e;
	}, e.prototype._getGradient = function(e, t) {
		for (var n = this._gradientPixels, r = n[t] || (n[t] = /* @__PURE__ */ new Uint8ClampedArray(1024)), i = [
			0,
			0,
			0,
			0
		], a = 0, o = 0; o < 256; o++) e[t](o / 255, !0, i), r[a++] = i[0], r[a++] = i[1], r[a++] = i[2], r[a++] = i[3];
		return r;
	}, e;
}();
// ../../../work/main/frontend/node_modules/echarts/lib/chart/heatmap/HeatmapView.js
function oD(e, t, n) {
	var r = e[1] - e[0];
	t = R(t, function(t) {
		return { interval: [(t.interval[0] - e[0]) / r, (t.interval[1] - e[0]) / r] };
	});
	var i = t.length, a = 0;
	return function(e) {
		for (var r = a; r < i; r++) {
			var o = t[r].interval;
			if (o[0] <= e && e <= o[1]) {
				a = r;
				break;
			}
		}
		if (r === i) for (r = a - 1; r >= 0; r--) {
			var o = t[r].interval;
			if (o[0] <= e && e <= o[1]) {
				a = r;
				break;
			}
		}
		return r >= 0 && r < i && n[r];
	};
}
function sD(e, t) {
	var n = e[1] - e[0];
	return t = [(t[0] - e[0]) / n, (t[1] - e[0]) / n], function(e) {
		return e >= t[0] && e <= t[1];
	};
}
function cD(e) {
	var t = e.dimensions;
	return t[0] === "lng" && t[1] === "lat";
}
var lD = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.render = function(e, t, n) {
		var r;
		t.eachComponent("visualMap", function(t) {
			t.eachTargetSeries(function(n) {
				n === e && (r = t);
			});
		}), this._progressiveEls = null, this.group.removeAll();
		var i = e.coordinateSystem;
		i.type === "cartesian2d" || i.type === "calendar" ? this._renderOnCartesianAndCalendar(e, n, 0, e.getData().count()) : cD(i) && this._renderOnGeo(i, e, r, n);
	}, t.prototype.incrementalPrepareRender = function(e, t, n) {
		this.group.removeAll();
	}, t.prototype.incrementalRender = function(e, t, n, r) {
		var i = t.coordinateSystem;
		i && (cD(i) ? this.render(t, n, r) : (this._progressiveEls = [], this._renderOnCartesianAndCalendar(t, r, e.start, e.end, !0)));
	}, t.prototype.eachRendered = function(e) {
		$d(this._progressiveEls || this.group, e);
	}, t.prototype._renderOnCartesianAndCalendar = function(e, t, n, r, i) {
		var a = e.coordinateSystem, o = XC(a, "cartesian2d"), s, c, l, u;
		if (o) {
			var d = a.getAxis("x"), f = a.getAxis("y");
			s = d.getBandWidth() + .5, c = f.getBandWidth() + .5, l = d.scale.getExtent(), u = f.scale.getExtent();
		}
		for (var p = this.group, m = e.getData(), h = e.getModel(["emphasis", "itemStyle"]).getItemStyle(), g = e.getModel(["blur", "itemStyle"]).getItemStyle(), _ = e.getModel(["select", "itemStyle"]).getItemStyle(), v = e.get(["itemStyle", "borderRadius"]), y = af(e), b = e.getModel("emphasis"), x = b.get("focus"), S = b.get("blurScope"), C = b.get("disabled"), w = o ? [
			m.mapDimension("x"),
			m.mapDimension("y"),
			m.mapDimension("value")
		] : [m.mapDimension("time"), m.mapDimension("value")], T = n; T < r; T++) {
			var E = void 0, D = m.getItemVisual(T, "style");
			if (o) {
				var O = m.get(w[0], T), k = m.get(w[1], T);
				if (isNaN(m.get(w[2], T)) || isNaN(O) || isNaN(k) || O < l[0] || O > l[1] || k < u[0] || k > u[1]) continue;
				var A = a.dataToPoint([O, k]);
				E = new Cc({
					shape: {
						x: A[0] - s / 2,
						y: A[1] - c / 2,
						width: s,
						height: c
					},
					style: D
				});
			} else {
				if (isNaN(m.get(w[1], T))) continue;
				E = new Cc({
					z2: 1,
					shape: a.dataToRect([m.get(w[0], T)]).contentShape,
					style: D
				});
			}
			if (m.hasItemOption) {
				var j = m.getItemModel(T), ee = j.getModel("emphasis");
				h = ee.getModel("itemStyle").getItemStyle(), g = j.getModel(["blur", "itemStyle"]).getItemStyle(), _ = j.getModel(["select", "itemStyle"]).getItemStyle(), v = j.get(["itemStyle", "borderRadius"]), x = ee.get("focus"), S = ee.get("blurScope"), C = ee.get("disabled"), y = af(j);
			}
			E.shape.r = v;
			var te = e.getRawValue(T), ne = "-";
			te && te[2] != null && (ne = te[2] + ""), rf(E, y, {
				labelFetcher: e,
				labelDataIndex: T,
				defaultOpacity: D.opacity,
				defaultText: ne
			}), E.ensureState("emphasis").style = h, E.ensureState("blur").style = g, E.ensureState("select").style = _, Ll(E, x, S, C), E.incremental = i, i && (E.states.emphasis.hoverLayer = !0), p.add(E), m.setItemGraphicEl(T, E), this._progressiveEls && this._progressiveEls.push(E);
		}
	}, t.prototype._renderOnGeo = function(e, t, n, r) {
		var i = n.targetVisuals.inRange, a = n.targetVisuals.outOfRange, o = t.getData(), s = this._hmLayer || this._hmLayer || new aD();
		s.blurSize = t.get("blurSize"), s.pointSize = t.get("pointSize"), s.minOpacity = t.get("minOpacity"), s.maxOpacity = t.get("maxOpacity");
		var c = e.getViewRect().clone(), l = e.getRoamTransform();
		c.applyTransform(l);
		var u = Math.max(c.x, 0), d = Math.max(c.y, 0), f = Math.min(c.width + c.x, r.getWidth()), p = Math.min(c.height + c.y, r.getHeight()), m = f - u, h = p - d, g = [
			o.mapDimension("lng"),
			o.mapDimension("lat"),
			o.mapDimension("value")
		], _ = o.mapArray(g, function(t, n, r) {
			var i = e.dataToPoint([t, n]);
			return i[0] -= u, i[1] -= d, i.push(r), i;
		}), v = n.getExtent(), y = n.type === "visualMap.continuous" ? sD(v, n.option.range) : oD(v, n.getPieceList(), n.option.selected);
		s.update(_, m, h, i.color.getNormalizer(), {
			inRange: i.color.getColorMapper(),
			outOfRange: a.color.getColorMapper()
		}, y);
		var b = new hc({
			style: {
				width: m,
				height: h,
				x: u,
				y: d,
				image: s.canvas
			},
			silent: !0
		});
		this.group.add(b);
	}, t.type = "heatmap", t;
}(i_), uD = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.getInitialData = function(e, t) {
		return Mx(null, this, { generateCoord: "value" });
	}, t.prototype.preventIncremental = function() {
		var e = Mm.get(this.get("coordinateSystem"));
		if (e && e.dimensions) return e.dimensions[0] === "lng" && e.dimensions[1] === "lat";
	}, t.type = "series.heatmap", t.dependencies = [
		"grid",
		"geo",
		"calendar"
	], t.defaultOption = {
		coordinateSystem: "cartesian2d",
		z: 2,
		geoIndex: 0,
		blurSize: 30,
		pointSize: 20,
		maxOpacity: 1,
		minOpacity: 0,
		select: { itemStyle: { borderColor: "#212121" } }
	}, t;
}(Gg);
// ../../../work/main/frontend/node_modules/echarts/lib/chart/heatmap/install.js
function dD(e) {
	e.registerChartView(lD), e.registerSeriesModel(uD);
}
// ../../../work/main/frontend/node_modules/echarts/lib/chart/custom/CustomSeries.js
var fD = {
	color: "fill",
	borderColor: "stroke"
}, pD = {
	symbol: 1,
	symbolSize: 1,
	symbolKeepAspect: 1,
	legendIcon: 1,
	visualMeta: 1,
	liftZ: 1,
	decal: 1
}, mD = ro(), hD = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.optionUpdated = function() {
		this.currentZLevel = this.get("zlevel", !0), this.currentZ = this.get("z", !0);
	}, t.prototype.getInitialData = function(e, t) {
		return Mx(null, this);
	}, t.prototype.getDataParams = function(t, n, r) {
		var i = e.prototype.getDataParams.call(this, t, n);
		return r && (i.info = mD(r).info), i;
	}, t.type = "series.custom", t.dependencies = [
		"grid",
		"polar",
		"geo",
		"singleAxis",
		"calendar"
	], t.defaultOption = {
		coordinateSystem: "cartesian2d",
		z: 2,
		legendHoverLink: !0,
		clip: !1
	}, t;
}(Gg);
// ../../../work/main/frontend/node_modules/echarts/lib/coord/cartesian/prepareCustom.js
function gD(e, t) {
	return t = t || [0, 0], R(["x", "y"], function(n, r) {
		var i = this.getAxis(n), a = t[r], o = e[r] / 2;
		return i.type === "category" ? i.getBandWidth() : Math.abs(i.dataToCoord(a - o) - i.dataToCoord(a + o));
	}, this);
}
function _D(e) {
	var t = e.master.getRect();
	return {
		coordSys: {
			type: "cartesian2d",
			x: t.x,
			y: t.y,
			width: t.width,
			height: t.height
		},
		api: {
			coord: function(t) {
				return e.dataToPoint(t);
			},
			size: V(gD, e)
		}
	};
}
// ../../../work/main/frontend/node_modules/echarts/lib/coord/geo/prepareCustom.js
function vD(e, t) {
	return t = t || [0, 0], R([0, 1], function(n) {
		var r = t[n], i = e[n] / 2, a = [], o = [];
		return a[n] = r - i, o[n] = r + i, a[1 - n] = o[1 - n] = t[1 - n], Math.abs(this.dataToPoint(a)[n] - this.dataToPoint(o)[n]);
	}, this);
}
function yD(e) {
	var t = e.getBoundingRect();
	return {
		coordSys: {
			type: "geo",
			x: t.x,
			y: t.y,
			width: t.width,
			height: t.height,
			zoom: e.getZoom()
		},
		api: {
			coord: function(t) {
				return e.dataToPoint(t);
			},
			size: V(vD, e)
		}
	};
}
// ../../../work/main/frontend/node_modules/echarts/lib/coord/single/prepareCustom.js
function bD(e, t) {
	var n = this.getAxis(), r = t instanceof Array ? t[0] : t, i = (e instanceof Array ? e[0] : e) / 2;
	return n.type === "category" ? n.getBandWidth() : Math.abs(n.dataToCoord(r - i) - n.dataToCoord(r + i));
}
function xD(e) {
	var t = e.getRect();
	return {
		coordSys: {
			type: "singleAxis",
			x: t.x,
			y: t.y,
			width: t.width,
			height: t.height
		},
		api: {
			coord: function(t) {
				return e.dataToPoint(t);
			},
			size: V(bD, e)
		}
	};
}
// ../../../work/main/frontend/node_modules/echarts/lib/coord/polar/prepareCustom.js
function SD(e, t) {
	return t = t || [0, 0], R(["Radius", "Angle"], function(n, r) {
		var i = "get" + n + "Axis", a = this[i](), o = t[r], s = e[r] / 2, c = a.type === "category" ? a.getBandWidth() : Math.abs(a.dataToCoord(o - s) - a.dataToCoord(o + s));
		return n === "Angle" && (c = c * Math.PI / 180), c;
	}, this);
}
function CD(e) {
	var t = e.getRadiusAxis(), n = e.getAngleAxis(), r = t.getExtent();
	return r[0] > r[1] && r.reverse(), {
		coordSys: {
			type: "polar",
			cx: e.cx,
			cy: e.cy,
			r: r[1],
			r0: r[0]
		},
		api: {
			coord: function(r) {
				var i = t.dataToRadius(r[0]), a = n.dataToAngle(r[1]), o = e.coordToPoint([i, a]);
				return o.push(i, a * Math.PI / 180), o;
			},
			size: V(SD, e)
		}
	};
}
// ../../../work/main/frontend/node_modules/echarts/lib/coord/calendar/prepareCustom.js
function wD(e) {
	var t = e.getRect(), n = e.getRangeInfo();
	return {
		coordSys: {
			type: "calendar",
			x: t.x,
			y: t.y,
			width: t.width,
			height: t.height,
			cellWidth: e.getCellWidth(),
			cellHeight: e.getCellHeight(),
			rangeInfo: {
				start: n.start,
				end: n.end,
				weeks: n.weeks,
				dayCount: n.allDay
			}
		},
		api: { coord: function(t, n) {
			return e.dataToPoint(t, n);
		} }
	};
}
// ../../../work/main/frontend/node_modules/echarts/lib/util/styleCompat.js
function TD(e, t, n, r) {
	return e && (e.legacy || e.legacy !== !1 && !n && !r && t !== "tspan" && (t === "text" || J(e, "text")));
}
function ED(e, t, n) {
	var r = e, i, a, o;
	if (t === "text") o = r;
	else {
		o = {}, J(r, "text") && (o.text = r.text), J(r, "rich") && (o.rich = r.rich), J(r, "textFill") && (o.fill = r.textFill), J(r, "textStroke") && (o.stroke = r.textStroke), J(r, "fontFamily") && (o.fontFamily = r.fontFamily), J(r, "fontSize") && (o.fontSize = r.fontSize), J(r, "fontStyle") && (o.fontStyle = r.fontStyle), J(r, "fontWeight") && (o.fontWeight = r.fontWeight), a = {
			type: "text",
			style: o,
			silent: !0
		}, i = {};
		var s = J(r, "textPosition");
		n ? i.position = s ? r.textPosition : "inside" : s && (i.position = r.textPosition), J(r, "textPosition") && (i.position = r.textPosition), J(r, "textOffset") && (i.offset = r.textOffset), J(r, "textRotation") && (i.rotation = r.textRotation), J(r, "textDistance") && (i.distance = r.textDistance);
	}
	return DD(o, e), L(o.rich, function(e) {
		DD(e, e);
	}), {
		textConfig: i,
		textContent: a
	};
}
function DD(e, t) {
	t && (t.font = t.textFont || t.font, J(t, "textStrokeWidth") && (e.lineWidth = t.textStrokeWidth), J(t, "textAlign") && (e.align = t.textAlign), J(t, "textVerticalAlign") && (e.verticalAlign = t.textVerticalAlign), J(t, "textLineHeight") && (e.lineHeight = t.textLineHeight), J(t, "textWidth") && (e.width = t.textWidth), J(t, "textHeight") && (e.height = t.textHeight), J(t, "textBackgroundColor") && (e.backgroundColor = t.textBackgroundColor), J(t, "textPadding") && (e.padding = t.textPadding), J(t, "textBorderColor") && (e.borderColor = t.textBorderColor), J(t, "textBorderWidth") && (e.borderWidth = t.textBorderWidth), J(t, "textBorderRadius") && (e.borderRadius = t.textBorderRadius), J(t, "textBoxShadowColor") && (e.shadowColor = t.textBoxShadowColor), J(t, "textBoxShadowBlur") && (e.shadowBlur = t.textBoxShadowBlur), J(t, "textBoxShadowOffsetX") && (e.shadowOffsetX = t.textBoxShadowOffsetX), J(t, "textBoxShadowOffsetY") && (e.shadowOffsetY = t.textBoxShadowOffsetY));
}
function OD(e, t, n) {
	var r = e;
	r.textPosition = r.textPosition || n.position || "inside", n.offset != null && (r.textOffset = n.offset), n.rotation != null && (r.textRotation = n.rotation), n.distance != null && (r.textDistance = n.distance);
	var i = r.textPosition.indexOf("inside") >= 0, a = e.fill || "#000";
	kD(r, t);
	var o = r.textFill == null;
	return i ? o && (r.textFill = n.insideFill || "#fff", !r.textStroke && n.insideStroke && (r.textStroke = n.insideStroke), !r.textStroke && (r.textStroke = a), r.textStrokeWidth ?? (r.textStrokeWidth = 2)) : (o && (r.textFill = e.fill || n.outsideFill || "#000"), !r.textStroke && n.outsideStroke && (r.textStroke = n.outsideStroke)), r.text = t.text, r.rich = t.rich, L(t.rich, function(e) {
		kD(e, e);
	}), r;
}
function kD(e, t) {
	t && (J(t, "fill") && (e.textFill = t.fill), J(t, "stroke") && (e.textStroke = t.fill), J(t, "lineWidth") && (e.textStrokeWidth = t.lineWidth), J(t, "font") && (e.font = t.font), J(t, "fontStyle") && (e.fontStyle = t.fontStyle), J(t, "fontWeight") && (e.fontWeight = t.fontWeight), J(t, "fontSize") && (e.fontSize = t.fontSize), J(t, "fontFamily") && (e.fontFamily = t.fontFamily), J(t, "align") && (e.textAlign = t.align), J(t, "verticalAlign") && (e.textVerticalAlign = t.verticalAlign), J(t, "lineHeight") && (e.textLineHeight = t.lineHeight), J(t, "width") && (e.textWidth = t.width), J(t, "height") && (e.textHeight = t.height), J(t, "backgroundColor") && (e.textBackgroundColor = t.backgroundColor), J(t, "padding") && (e.textPadding = t.padding), J(t, "borderColor") && (e.textBorderColor = t.borderColor), J(t, "borderWidth") && (e.textBorderWidth = t.borderWidth), J(t, "borderRadius") && (e.textBorderRadius = t.borderRadius), J(t, "shadowColor") && (e.textBoxShadowColor = t.shadowColor), J(t, "shadowBlur") && (e.textBoxShadowBlur = t.shadowBlur), J(t, "shadowOffsetX") && (e.textBoxShadowOffsetX = t.shadowOffsetX), J(t, "shadowOffsetY") && (e.textBoxShadowOffsetY = t.shadowOffsetY), J(t, "textShadowColor") && (e.textShadowColor = t.textShadowColor), J(t, "textShadowBlur") && (e.textShadowBlur = t.textShadowBlur), J(t, "textShadowOffsetX") && (e.textShadowOffsetX = t.textShadowOffsetX), J(t, "textShadowOffsetY") && (e.textShadowOffsetY = t.textShadowOffsetY));
}
// ../../../work/main/frontend/node_modules/echarts/lib/animation/customGraphicTransition.js
var AD = {
	position: ["x", "y"],
	scale: ["scaleX", "scaleY"],
	origin: ["originX", "originY"]
}, jD = B(AD);
z(Ai, function(e, t) {
	return e[t] = 1, e;
}, {}), Ai.join(", ");
var MD = [
	"",
	"style",
	"shape",
	"extra"
], ND = ro();
function PD(e, t, n, r, i) {
	var a = e + "Animation", o = fd(e, r, i) || {}, s = ND(t).userDuring;
	return o.duration > 0 && (o.during = s ? V(WD, {
		el: t,
		userDuring: s
	}) : null, o.setToFinal = !0, o.scope = e), P(o, n[a]), o;
}
function FD(e, t, n, r) {
	r = r || {};
	var i = r.dataIndex, a = r.isInit, o = r.clearStyle, s = n.isAnimationEnabled(), c = ND(e), l = t.style;
	c.userDuring = t.during;
	var u = {}, d = {};
	if (JD(e, t, d), KD("shape", t, d), KD("extra", t, d), !a && s && (qD(e, t, u), GD("shape", e, t, u), GD("extra", e, t, u), YD(e, t, l, u)), d.style = l, zD(e, d, o), VD(e, t), s) {
		if (a) {
			var f = {};
			L(MD, function(e) {
				var n = e ? t[e] : t;
				n && n.enterFrom && (e && (f[e] = f[e] || {}), P(e ? f[e] : f, n.enterFrom));
			});
			var p = PD("enter", e, t, n, i);
			p.duration > 0 && e.animateFrom(f, p);
		} else BD(e, t, i || 0, n, u);
	}
	ID(e, t), l ? e.dirty() : e.markRedraw();
}
function ID(e, t) {
	for (var n = ND(e).leaveToProps, r = 0; r < MD.length; r++) {
		var i = MD[r], a = i ? t[i] : t;
		a && a.leaveTo && (n || (n = ND(e).leaveToProps = {}), i && (n[i] = n[i] || {}), P(i ? n[i] : n, a.leaveTo));
	}
}
function LD(e, t, n, r) {
	if (e) {
		var i = e.parent, a = ND(e).leaveToProps;
		if (a) {
			var o = PD("update", e, t, n, 0);
			o.done = function() {
				i.remove(e), r && r();
			}, e.animateTo(a, o);
		} else i.remove(e), r && r();
	}
}
function RD(e) {
	return e === "all";
}
function zD(e, t, n) {
	var r = t.style;
	if (!e.isGroup && r) {
		if (n) {
			e.useStyle({});
			for (var i = e.animators, a = 0; a < i.length; a++) {
				var o = i[a];
				o.targetName === "style" && o.changeTarget(e.style);
			}
		}
		e.setStyle(r);
	}
	t && (t.style = null, t && e.attr(t), t.style = r);
}
function BD(e, t, n, r, i) {
	if (i) {
		var a = PD("update", e, t, r, n);
		a.duration > 0 && e.animateFrom(i, a);
	}
}
function VD(e, t) {
	J(t, "silent") && (e.silent = t.silent), J(t, "ignore") && (e.ignore = t.ignore), e instanceof rs && J(t, "invisible") && (e.invisible = t.invisible), e instanceof Y && J(t, "autoBatch") && (e.autoBatch = t.autoBatch);
}
var HD = {}, UD = {
	setTransform: function(e, t) {
		return HD.el[e] = t, this;
	},
	getTransform: function(e) {
		return HD.el[e];
	},
	setShape: function(e, t) {
		var n = HD.el, r = n.shape || (n.shape = {});
		return r[e] = t, n.dirtyShape && n.dirtyShape(), this;
	},
	getShape: function(e) {
		var t = HD.el.shape;
		if (t) return t[e];
	},
	setStyle: function(e, t) {
		var n = HD.el, r = n.style;
		return r && (r[e] = t, n.dirtyStyle && n.dirtyStyle()), this;
	},
	getStyle: function(e) {
		var t = HD.el.style;
		if (t) return t[e];
	},
	setExtra: function(e, t) {
		var n = HD.el.extra || (HD.el.extra = {});
		return n[e] = t, this;
	},
	getExtra: function(e) {
		var t = HD.el.extra;
		if (t) return t[e];
	}
};
function WD() {
	var e = this, t = e.el;
	if (t) {
		var n = ND(t).userDuring, r = e.userDuring;
		n === r ? (HD.el = t, r(UD)) : e.el = e.userDuring = null;
	}
}
function GD(e, t, n, r) {
	var i = n[e];
	if (i) {
		var a = t[e], o;
		if (a) {
			var s = n.transition, c = i.transition;
			if (c) {
				if (!o && (o = r[e] = {}), RD(c)) P(o, a);
				else for (var l = Ia(c), u = 0; u < l.length; u++) {
					var d = l[u], f = a[d];
					o[d] = f;
				}
			} else if (RD(s) || I(s, e) >= 0) {
				!o && (o = r[e] = {});
				for (var p = B(a), u = 0; u < p.length; u++) {
					var d = p[u], f = a[d];
					XD(i[d], f) && (o[d] = f);
				}
			}
		}
	}
}
function KD(e, t, n) {
	var r = t[e];
	if (r) for (var i = n[e] = {}, a = B(r), o = 0; o < a.length; o++) {
		var s = a[o];
		i[s] = Pr(r[s]);
	}
}
function qD(e, t, n) {
	for (var r = t.transition, i = RD(r) ? Ai : Ia(r || []), a = 0; a < i.length; a++) {
		var o = i[a];
		o !== "style" && o !== "shape" && o !== "extra" && (n[o] = e[o]);
	}
}
function JD(e, t, n) {
	for (var r = 0; r < jD.length; r++) {
		var i = jD[r], a = AD[i], o = t[i];
		o && (n[a[0]] = o[0], n[a[1]] = o[1]);
	}
	for (var r = 0; r < Ai.length; r++) {
		var s = Ai[r];
		t[s] != null && (n[s] = t[s]);
	}
}
function YD(e, t, n, r) {
	if (n) {
		var i = e.style, a;
		if (i) {
			var o = n.transition, s = t.transition;
			if (o && !RD(o)) {
				var c = Ia(o);
				!a && (a = r.style = {});
				for (var l = 0; l < c.length; l++) {
					var u = c[l], d = i[u];
					a[u] = d;
				}
			} else if (e.getAnimationStyleProps && (RD(s) || RD(o) || I(s, "style") >= 0)) {
				var f = e.getAnimationStyleProps(), p = f ? f.style : null;
				if (p) {
					!a && (a = r.style = {});
					for (var m = B(n), l = 0; l < m.length; l++) {
						var u = m[l];
						if (p[u]) {
							var d = i[u];
							a[u] = d;
						}
					}
				}
			}
		}
	}
}
function XD(e, t) {
	return se(e) ? e !== t : e != null && isFinite(e);
}
// ../../../work/main/frontend/node_modules/echarts/lib/animation/customGraphicKeyframeAnimation.js
var ZD = ro(), QD = [
	"percent",
	"easing",
	"shape",
	"style",
	"extra"
];
function $D(e) {
	e.stopAnimation("keyframe"), e.attr(ZD(e));
}
function eO(e, t, n) {
	if (n.isAnimationEnabled() && t) {
		if (H(t)) L(t, function(t) {
			eO(e, t, n);
		});
		else {
			var r = t.keyframes, i = t.duration;
			if (n && i == null) {
				var a = fd("enter", n, 0);
				i = a && a.duration;
			}
			if (r && i) {
				var o = ZD(e);
				L(MD, function(n) {
					if (!n || e[n]) {
						var a;
						r.sort(function(e, t) {
							return e.percent - t.percent;
						}), L(r, function(r) {
							var s = e.animators, c = n ? r[n] : r;
							if (c) {
								var l = B(c);
								if (n || (l = ce(l, function(e) {
									return I(QD, e) < 0;
								})), l.length) {
									a || (a = e.animate(n, t.loop, !0), a.scope = "keyframe");
									for (var u = 0; u < s.length; u++) s[u] !== a && s[u].targetName === a.targetName && s[u].stopTracks(l);
									n && (o[n] = o[n] || {});
									var d = n ? o[n] : o;
									L(l, function(t) {
										d[t] = ((n ? e[n] : e) || {})[t];
									}), a.whenWithKeys(i * r.percent, c, l, r.easing);
								}
							}
						}), a && a.delay(t.delay || 0).duration(i).start(t.easing);
					}
				});
			}
		}
	}
}
// ../../../work/main/frontend/node_modules/echarts/lib/chart/custom/CustomView.js
var tO = "emphasis", nO = "normal", rO = "blur", iO = "select", aO = [
	nO,
	tO,
	rO,
	iO
], oO = {
	normal: ["itemStyle"],
	emphasis: [tO, "itemStyle"],
	blur: [rO, "itemStyle"],
	select: [iO, "itemStyle"]
}, sO = {
	normal: ["label"],
	emphasis: [tO, "label"],
	blur: [rO, "label"],
	select: [iO, "label"]
}, cO = ["x", "y"], lO = "e\0\0", uO = {
	normal: {},
	emphasis: {},
	blur: {},
	select: {}
}, dO = {
	cartesian2d: _D,
	geo: yD,
	single: xD,
	polar: CD,
	calendar: wD
};
function fO(e) {
	return e instanceof Y;
}
function pO(e) {
	return e instanceof rs;
}
function mO(e, t) {
	t.copyTransform(e), pO(t) && pO(e) && (t.setStyle(e.style), t.z = e.z, t.z2 = e.z2, t.zlevel = e.zlevel, t.invisible = e.invisible, t.ignore = e.ignore, fO(t) && fO(e) && t.setShape(e.shape));
}
var hO = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.render = function(e, t, n, r) {
		this._progressiveEls = null;
		var i = this._data, a = e.getData(), o = this.group, s = xO(e, a, t, n);
		i || o.removeAll(), a.diff(i).add(function(t) {
			CO(n, null, t, s(t, r), e, o, a);
		}).remove(function(t) {
			var n = i.getItemGraphicEl(t);
			n && LD(n, mD(n).option, e);
		}).update(function(t, c) {
			CO(n, i.getItemGraphicEl(c), t, s(t, r), e, o, a);
		}).execute();
		var c = e.get("clip", !0) ? YC(e.coordinateSystem, !1, e) : null;
		c ? o.setClipPath(c) : o.removeClipPath(), this._data = a;
	}, t.prototype.incrementalPrepareRender = function(e, t, n) {
		this.group.removeAll(), this._data = null;
	}, t.prototype.incrementalRender = function(e, t, n, r, i) {
		var a = t.getData(), o = xO(t, a, n, r), s = this._progressiveEls = [];
		function c(e) {
			e.isGroup || (e.incremental = !0, e.ensureState("emphasis").hoverLayer = !0);
		}
		for (var l = e.start; l < e.end; l++) {
			var u = CO(null, null, l, o(l, i), t, this.group, a);
			u && (u.traverse(c), s.push(u));
		}
	}, t.prototype.eachRendered = function(e) {
		$d(this._progressiveEls || this.group, e);
	}, t.prototype.filterForExposedEvent = function(e, t, n, r) {
		var i = t.element;
		if (i == null || n.name === i) return !0;
		for (; (n = n.__hostTarget || n.parent) && n !== this.group;) if (n.name === i) return !0;
		return !1;
	}, t.type = "custom", t;
}(i_);
function gO(e) {
	var t = e.type, n;
	if (t === "path") {
		var r = e.shape, i = r.width != null && r.height != null ? {
			x: r.x || 0,
			y: r.y || 0,
			width: r.width,
			height: r.height
		} : null, a = LO(r);
		n = Ad(a, null, i, r.layout || "center"), mD(n).customPathData = a;
	} else if (t === "image") n = new hc({}), mD(n).customImagePath = e.style.image;
	else if (t === "text") n = new Dc({});
	else if (t === "group") n = new ea();
	else if (t === "compoundPath") throw Error("\"compoundPath\" is not supported yet.");
	else {
		var o = kd(t);
		o || Ma(""), n = new o();
	}
	return mD(n).customGraphicType = t, n.name = e.name, n.z2EmphasisLift = 1, n.z2SelectLift = 1, n;
}
function _O(e, t, n, r, i, a, o) {
	$D(t);
	var s = i && i.normal.cfg;
	s && t.setTextConfig(s), r && r.transition == null && (r.transition = cO);
	var c = r && r.style;
	if (c) {
		if (t.type === "text") {
			var l = c;
			J(l, "textFill") && (l.fill = l.textFill), J(l, "textStroke") && (l.stroke = l.textStroke);
		}
		var u = void 0, d = fO(t) ? c.decal : null;
		e && d && (d.dirty = !0, u = iy(d, e)), c.__decalPattern = u;
	}
	if (pO(t) && c) {
		var u = c.__decalPattern;
		u && (c.decal = u);
	}
	FD(t, r, a, {
		dataIndex: n,
		isInit: o,
		clearStyle: !0
	}), eO(t, r.keyframeAnimation, a);
}
function vO(e, t, n, r, i) {
	var a = t.isGroup ? null : t, o = i && i[e].cfg;
	if (a) {
		var s = a.ensureState(e);
		if (r === !1) {
			var c = a.getState(e);
			c && (c.style = null);
		} else s.style = r || null;
		o && (s.textConfig = o), hl(a);
	}
}
function yO(e, t, n) {
	if (!e.isGroup) {
		var r = e, i = n.currentZ, a = n.currentZLevel;
		r.z = i, r.zlevel = a;
		var o = t.z2;
		o != null && (r.z2 = o || 0);
		for (var s = 0; s < aO.length; s++) bO(r, t, aO[s]);
	}
}
function bO(e, t, n) {
	var r = n === nO, i = r ? t : kO(t, n), a = i ? i.z2 : null, o;
	a != null && (o = r ? e : e.ensureState(n), o.z2 = a || 0);
}
function xO(e, t, n, r) {
	var i = e.get("renderItem"), a = e.coordinateSystem, o = {};
	a && (o = a.prepareCustoms ? a.prepareCustoms(a) : dO[a.type](a));
	for (var s = F({
		getWidth: r.getWidth,
		getHeight: r.getHeight,
		getZr: r.getZr,
		getDevicePixelRatio: r.getDevicePixelRatio,
		value: b,
		style: S,
		ordinalRawValue: x,
		styleEmphasis: C,
		visual: E,
		barLayout: D,
		currentSeriesIndices: O,
		font: k
	}, o.api || {}), c = {
		context: {},
		seriesId: e.id,
		seriesName: e.name,
		seriesIndex: e.seriesIndex,
		coordSys: o.coordSys,
		dataInsideLength: t.count(),
		encode: SO(e.getData())
	}, l, u, d = {}, f = {}, p = {}, m = {}, h = 0; h < aO.length; h++) {
		var g = aO[h];
		p[g] = e.getModel(oO[g]), m[g] = e.getModel(sO[g]);
	}
	function _(e) {
		return e === l ? u || (u = t.getItemModel(e)) : t.getItemModel(e);
	}
	function v(e, n) {
		return t.hasItemOption ? e === l ? d[n] || (d[n] = _(e).getModel(oO[n])) : _(e).getModel(oO[n]) : p[n];
	}
	function y(e, n) {
		return t.hasItemOption ? e === l ? f[n] || (f[n] = _(e).getModel(sO[n])) : _(e).getModel(sO[n]) : m[n];
	}
	return function(e, n) {
		return l = e, u = null, d = {}, f = {}, i && i(F({
			dataIndexInside: e,
			dataIndex: t.getRawIndex(e),
			actionType: n ? n.type : null
		}, c), s);
	};
	function b(e, n) {
		return n ?? (n = l), t.getStore().get(t.getDimensionIndex(e || 0), n);
	}
	function x(e, n) {
		n ?? (n = l), e = e || 0;
		var r = t.getDimensionInfo(e);
		if (!r) {
			var i = t.getDimensionIndex(e);
			return i >= 0 ? t.getStore().get(i, n) : void 0;
		}
		var a = t.get(r.name, n), o = r && r.ordinalMeta;
		return o ? o.categories[a] : a;
	}
	function S(n, r) {
		r ?? (r = l);
		var i = t.getItemVisual(r, "style"), a = i && i.fill, o = i && i.opacity, s = v(r, nO).getItemStyle();
		a != null && (s.fill = a), o != null && (s.opacity = o);
		var c = { inheritColor: W(a) ? a : "#000" }, u = y(r, nO), d = of(u, null, c, !1, !0);
		d.text = u.getShallow("show") ? K(e.getFormattedLabel(r, nO), EC(t, r)) : null;
		var f = sf(u, c, !1);
		return T(n, s), s = OD(s, d, f), n && w(s, n), s.legacy = !0, s;
	}
	function C(n, r) {
		r ?? (r = l);
		var i = v(r, tO).getItemStyle(), a = y(r, tO), o = of(a, null, null, !0, !0);
		o.text = a.getShallow("show") ? be(e.getFormattedLabel(r, tO), e.getFormattedLabel(r, nO), EC(t, r)) : null;
		var s = sf(a, null, !0);
		return T(n, i), i = OD(i, o, s), n && w(i, n), i.legacy = !0, i;
	}
	function w(e, t) {
		for (var n in t) J(t, n) && (e[n] = t[n]);
	}
	function T(e, t) {
		e && (e.textFill && (t.textFill = e.textFill), e.textPosition && (t.textPosition = e.textPosition));
	}
	function E(e, n) {
		if (n ?? (n = l), J(fD, e)) {
			var r = t.getItemVisual(n, "style");
			return r ? r[fD[e]] : null;
		}
		if (J(pD, e)) return t.getItemVisual(n, e);
	}
	function D(e) {
		if (a.type === "cartesian2d") return rS(F({ axis: a.getBaseAxis() }, e));
	}
	function O() {
		return n.getCurrentSeriesIndices();
	}
	function k(e) {
		return mf(e, n);
	}
}
function SO(e) {
	var t = {};
	return L(e.dimensions, function(n) {
		var r = e.getDimensionInfo(n);
		if (!r.isExtraCoord) {
			var i = r.coordDim, a = t[i] = t[i] || [];
			a[r.coordDimIndex] = e.getDimensionIndex(n);
		}
	}), t;
}
function CO(e, t, n, r, i, a, o) {
	if (!r) a.remove(t);
	else {
		var s = wO(e, t, n, r, i, a);
		return s && o.setItemGraphicEl(n, s), s && Ll(s, r.focus, r.blurScope, r.emphasisDisabled), s;
	}
}
function wO(e, t, n, r, i, a) {
	var o = -1, s = t;
	t && TO(t, r, i) && (o = I(a.childrenRef(), t), t = null);
	var c = !t, l = t;
	l ? l.clearStates() : (l = gO(r), s && mO(s, l)), r.morph === !1 ? l.disableMorphing = !0 : l.disableMorphing && (l.disableMorphing = !1), uO.normal.cfg = uO.normal.conOpt = uO.emphasis.cfg = uO.emphasis.conOpt = uO.blur.cfg = uO.blur.conOpt = uO.select.cfg = uO.select.conOpt = null, uO.isLegacy = !1, DO(l, n, r, i, c, uO), EO(l, n, r, i, c), _O(e, l, n, r, uO, i, c), J(r, "info") && (mD(l).info = r.info);
	for (var u = 0; u < aO.length; u++) {
		var d = aO[u];
		if (d !== nO) {
			var f = kO(r, d), p = AO(r, f, d);
			vO(d, l, f, p, uO);
		}
	}
	return yO(l, r, i), r.type === "group" && jO(e, l, n, r, i), o >= 0 ? a.replaceAt(l, o) : a.add(l), l;
}
function TO(e, t, n) {
	var r = mD(e), i = t.type, a = t.shape, o = t.style;
	return n.isUniversalTransitionEnabled() || i != null && i !== r.customGraphicType || i === "path" && RO(a) && LO(a) !== r.customPathData || i === "image" && J(o, "image") && o.image !== r.customImagePath;
}
function EO(e, t, n, r, i) {
	var a = n.clipPath;
	if (a === !1) e && e.getClipPath() && e.removeClipPath();
	else if (a) {
		var o = e.getClipPath();
		o && TO(o, a, r) && (o = null), o || (o = gO(a), e.setClipPath(o)), _O(null, o, t, a, null, r, i);
	}
}
function DO(e, t, n, r, i, a) {
	if (!e.isGroup) {
		OO(n, null, a), OO(n, tO, a);
		var o = a.normal.conOpt, s = a.emphasis.conOpt, c = a.blur.conOpt, l = a.select.conOpt;
		if (o != null || s != null || l != null || c != null) {
			var u = e.getTextContent();
			if (o === !1) u && e.removeTextContent();
			else {
				o = a.normal.conOpt = o || { type: "text" }, u ? u.clearStates() : (u = gO(o), e.setTextContent(u)), _O(null, u, t, o, null, r, i);
				for (var d = o && o.style, f = 0; f < aO.length; f++) {
					var p = aO[f];
					if (p !== nO) {
						var m = a[p].conOpt;
						vO(p, u, m, AO(o, m, p), null);
					}
				}
				d ? u.dirty() : u.markRedraw();
			}
		}
	}
}
function OO(e, t, n) {
	var r = t ? kO(e, t) : e, i = t ? AO(e, r, tO) : e.style, a = e.type, o = r ? r.textConfig : null, s = e.textContent, c = s ? t ? kO(s, t) : s : null;
	if (i && (n.isLegacy || TD(i, a, !!o, !!c))) {
		n.isLegacy = !0;
		var l = ED(i, a, !t);
		!o && l.textConfig && (o = l.textConfig), !c && l.textContent && (c = l.textContent);
	}
	if (!t && c) {
		var u = c;
		!u.type && (u.type = "text");
	}
	var d = t ? n[t] : n.normal;
	d.cfg = o, d.conOpt = c;
}
function kO(e, t) {
	return t ? e ? e[t] : null : e;
}
function AO(e, t, n) {
	var r = t && t.style;
	return r == null && n === tO && e && (r = e.styleEmphasis), r;
}
function jO(e, t, n, r, i) {
	var a = r.children, o = a ? a.length : 0, s = r.$mergeChildren, c = s === "byName" || r.diffChildrenByName, l = s === !1;
	if (o || c || l) {
		if (c) NO({
			api: e,
			oldChildren: t.children() || [],
			newChildren: a || [],
			dataIndex: n,
			seriesModel: i,
			group: t
		});
		else {
			l && t.removeAll();
			for (var u = 0; u < o; u++) {
				var d = a[u], f = t.childAt(u);
				d ? (d.ignore ?? (d.ignore = !1), wO(e, f, n, d, i, t)) : f.ignore = !0;
			}
			for (var p = t.childCount() - 1; p >= u; p--) MO(t, t.childAt(p), i);
		}
	}
}
function MO(e, t, n) {
	t && LD(t, mD(e).option, n);
}
function NO(e) {
	new Hb(e.oldChildren, e.newChildren, PO, PO, e).add(FO).update(FO).remove(IO).execute();
}
function PO(e, t) {
	return (e && e.name) ?? lO + t;
}
function FO(e, t) {
	var n = this.context, r = e == null ? null : n.newChildren[e], i = t == null ? null : n.oldChildren[t];
	wO(n.api, i, n.dataIndex, r, n.seriesModel, n.group);
}
function IO(e) {
	var t = this.context, n = t.oldChildren[e];
	n && LD(n, mD(n).option, t.seriesModel);
}
function LO(e) {
	return e && (e.pathData || e.d);
}
function RO(e) {
	return e && (J(e, "pathData") || J(e, "d"));
}
// ../../../work/main/frontend/node_modules/echarts/lib/chart/custom/install.js
function zO(e) {
	e.registerChartView(hO), e.registerSeriesModel(hD);
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/axisPointer/BaseAxisPointer.js
var BO = ro(), VO = M, HO = V, UO = function() {
	function e() {
		this._dragging = !1, this.animationThreshold = 15;
	}
	return e.prototype.render = function(e, t, n, r) {
		var i = t.get("value"), a = t.get("status");
		if (this._axisModel = e, this._axisPointerModel = t, this._api = n, r || this._lastValue !== i || this._lastStatus !== a) {
			this._lastValue = i, this._lastStatus = a;
			var o = this._group, s = this._handle;
			if (!a || a === "hide") o && o.hide(), s && s.hide();
			else {
				o && o.show(), s && s.show();
				var c = {};
				this.makeElOption(c, i, e, t, n);
				var l = c.graphicKey;
				l !== this._lastGraphicKey && this.clear(n), this._lastGraphicKey = l;
				var u = this._moveAnimation = this.determineAnimation(e, t);
				if (!o) o = this._group = new ea(), this.createPointerEl(o, c, e, t), this.createLabelEl(o, c, e, t), n.getZr().add(o);
				else {
					var d = ue(WO, t, u);
					this.updatePointerEl(o, c, d), this.updateLabelEl(o, c, d, t);
				}
				JO(o, t, !0), this._renderHandle(i);
			}
		}
	}, e.prototype.remove = function(e) {
		this.clear(e);
	}, e.prototype.dispose = function(e) {
		this.clear(e);
	}, e.prototype.determineAnimation = function(e, t) {
		var n = t.get("animation"), r = e.axis, i = r.type === "category", a = t.get("snap");
		if (!a && !i) return !1;
		if (n === "auto" || n == null) {
			var o = this.animationThreshold;
			if (i && r.getBandWidth() > o) return !0;
			if (a) {
				var s = YT(e).seriesDataCount, c = r.getExtent();
				return Math.abs(c[0] - c[1]) / s > o;
			}
			return !1;
		}
		return n === !0;
	}, e.prototype.makeElOption = function(e, t, n, r, i) {}, e.prototype.createPointerEl = function(e, t, n, r) {
		var i = t.pointer;
		if (i) {
			var a = BO(e).pointerEl = new xd[i.type](VO(t.pointer));
			e.add(a);
		}
	}, e.prototype.createLabelEl = function(e, t, n, r) {
		if (t.label) {
			var i = BO(e).labelEl = new Dc(VO(t.label));
			e.add(i), KO(i, r);
		}
	}, e.prototype.updatePointerEl = function(e, t, n) {
		var r = BO(e).pointerEl;
		r && t.pointer && (r.setStyle(t.pointer.style), n(r, { shape: t.pointer.shape }));
	}, e.prototype.updateLabelEl = function(e, t, n, r) {
		var i = BO(e).labelEl;
		i && (i.setStyle(t.label.style), n(i, {
			x: t.label.x,
			y: t.label.y
		}), KO(i, r));
	}, e.prototype._renderHandle = function(e) {
		if (!this._dragging && this.updateHandleTransform) {
			var t = this._axisPointerModel, n = this._api.getZr(), r = this._handle, i = t.getModel("handle"), a = t.get("status");
			if (!i.get("show") || !a || a === "hide") r && n.remove(r), this._handle = null;
			else {
				var o;
				this._handle || (o = !0, r = this._handle = Kd(i.get("icon"), {
					cursor: "move",
					draggable: !0,
					onmousemove: function(e) {
						wt(e.event);
					},
					onmousedown: HO(this._onHandleDragMove, this, 0, 0),
					drift: HO(this._onHandleDragMove, this),
					ondragend: HO(this._onHandleDragEnd, this)
				}), n.add(r)), JO(r, t, !1), r.setStyle(i.getItemStyle(null, [
					"color",
					"borderColor",
					"borderWidth",
					"opacity",
					"shadowColor",
					"shadowBlur",
					"shadowOffsetX",
					"shadowOffsetY"
				]));
				var s = i.get("size");
				H(s) || (s = [s, s]), r.scaleX = s[0] / 2, r.scaleY = s[1] / 2, m_(this, "_doDispatchAxisPointer", i.get("throttle") || 0, "fixRate"), this._moveHandleToValue(e, o);
			}
		}
	}, e.prototype._moveHandleToValue = function(e, t) {
		WO(this._axisPointerModel, !t && this._moveAnimation, this._handle, qO(this.getHandleTransform(e, this._axisModel, this._axisPointerModel)));
	}, e.prototype._onHandleDragMove = function(e, t) {
		var n = this._handle;
		if (n) {
			this._dragging = !0;
			var r = this.updateHandleTransform(qO(n), [e, t], this._axisModel, this._axisPointerModel);
			this._payloadInfo = r, n.stopAnimation(), n.attr(qO(r)), BO(n).lastProp = null, this._doDispatchAxisPointer();
		}
	}, e.prototype._doDispatchAxisPointer = function() {
		if (this._handle) {
			var e = this._payloadInfo, t = this._axisModel;
			this._api.dispatchAction({
				type: "updateAxisPointer",
				x: e.cursorPoint[0],
				y: e.cursorPoint[1],
				tooltipOption: e.tooltipOption,
				axesInfo: [{
					axisDim: t.axis.dim,
					axisIndex: t.componentIndex
				}]
			});
		}
	}, e.prototype._onHandleDragEnd = function() {
		if (this._dragging = !1, this._handle) {
			var e = this._axisPointerModel.get("value");
			this._moveHandleToValue(e), this._api.dispatchAction({ type: "hideTip" });
		}
	}, e.prototype.clear = function(e) {
		this._lastValue = null, this._lastStatus = null;
		var t = e.getZr(), n = this._group, r = this._handle;
		t && n && (this._lastGraphicKey = null, n && t.remove(n), r && t.remove(r), this._group = null, this._handle = null, this._payloadInfo = null), h_(this, "_doDispatchAxisPointer");
	}, e.prototype.doClear = function() {}, e.prototype.buildLabel = function(e, t, n) {
		return n = n || 0, {
			x: e[n],
			y: e[1 - n],
			width: t[n],
			height: t[1 - n]
		};
	}, e;
}();
function WO(e, t, n, r) {
	GO(BO(n).lastProp, r) || (BO(n).lastProp = r, t ? md(n, r, e) : (n.stopAnimation(), n.attr(r)));
}
function GO(e, t) {
	if (G(e) && G(t)) {
		var n = !0;
		return L(t, function(t, r) {
			n = n && GO(e[r], t);
		}), !!n;
	}
	return e === t;
}
function KO(e, t) {
	e[t.get(["label", "show"]) ? "show" : "hide"]();
}
function qO(e) {
	return {
		x: e.x || 0,
		y: e.y || 0,
		rotation: e.rotation || 0
	};
}
function JO(e, t, n) {
	var r = t.get("z"), i = t.get("zlevel");
	e && e.traverse(function(e) {
		e.type !== "group" && (r != null && (e.z = r), i != null && (e.zlevel = i), e.silent = n);
	});
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/axisPointer/viewHelper.js
function YO(e) {
	var t = e.get("type"), n = e.getModel(t + "Style"), r;
	return t === "line" ? (r = n.getLineStyle(), r.fill = null) : t === "shadow" && (r = n.getAreaStyle(), r.stroke = null), r;
}
function XO(e, t, n, r, i) {
	var a = QO(n.get("value"), t.axis, t.ecModel, n.get("seriesDataIndices"), {
		precision: n.get(["label", "precision"]),
		formatter: n.get(["label", "formatter"])
	}), o = n.getModel("label"), s = Tp(o.get("padding") || 0), c = o.getFont(), l = Fi(a, c), u = i.position, d = l.width + s[1] + s[3], f = l.height + s[0] + s[2], p = i.align;
	p === "right" && (u[0] -= d), p === "center" && (u[0] -= d / 2);
	var m = i.verticalAlign;
	m === "bottom" && (u[1] -= f), m === "middle" && (u[1] -= f / 2), ZO(u, d, f, r);
	var h = o.get("backgroundColor");
	h && h !== "auto" || (h = t.get([
		"axisLine",
		"lineStyle",
		"color"
	])), e.label = {
		x: u[0],
		y: u[1],
		style: of(o, {
			text: a,
			font: c,
			fill: o.getTextColor(),
			padding: s,
			backgroundColor: h
		}),
		z2: 10
	};
}
function ZO(e, t, n, r) {
	var i = r.getWidth(), a = r.getHeight();
	e[0] = Math.min(e[0] + t, i) - t, e[1] = Math.min(e[1] + n, a) - n, e[0] = Math.max(e[0], 0), e[1] = Math.max(e[1], 0);
}
function QO(e, t, n, r, i) {
	e = t.scale.parse(e);
	var a = t.scale.getLabel({ value: e }, { precision: i.precision }), o = i.formatter;
	if (o) {
		var s = {
			value: KS(t, { value: e }),
			axisDimension: t.dim,
			axisIndex: t.index,
			seriesData: []
		};
		L(r, function(e) {
			var t = n.getSeriesByIndex(e.seriesIndex), r = e.dataIndexInside, i = t && t.getDataParams(r);
			i && s.seriesData.push(i);
		}), W(o) ? a = o.replace("{value}", a) : U(o) && (a = o(s));
	}
	return a;
}
function $O(e, t, n) {
	var r = At();
	return Ft(r, r, n.rotation), Pt(r, r, n.position), zd([e.dataToCoord(t), (n.labelOffset || 0) + (n.labelDirection || 1) * (n.labelMargin || 0)], r);
}
function ek(e, t, n, r, i, a) {
	var o = jT.innerTextLayout(n.rotation, 0, n.labelDirection);
	n.labelMargin = i.get(["label", "margin"]), XO(t, r, i, a, {
		position: $O(r.axis, e, n),
		align: o.textAlign,
		verticalAlign: o.textVerticalAlign
	});
}
function tk(e, t, n) {
	return n = n || 0, {
		x1: e[n],
		y1: e[1 - n],
		x2: t[n],
		y2: t[1 - n]
	};
}
function nk(e, t, n) {
	return n = n || 0, {
		x: e[n],
		y: e[1 - n],
		width: t[n],
		height: t[1 - n]
	};
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/axisPointer/CartesianAxisPointer.js
var rk = function(e) {
	f(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.makeElOption = function(e, t, n, r, i) {
		var a = n.axis, o = a.grid, s = r.get("type"), c = ik(o, a).getOtherAxis(a).getGlobalExtent(), l = a.toGlobalCoord(a.dataToCoord(t, !0));
		if (s && s !== "none") {
			var u = YO(r), d = ak[s](a, l, c);
			d.style = u, e.graphicKey = d.type, e.pointer = d;
		}
		ek(t, e, bT(o.model, n), n, r, i);
	}, t.prototype.getHandleTransform = function(e, t, n) {
		var r = bT(t.axis.grid.model, t, { labelInside: !1 });
		r.labelMargin = n.get(["handle", "margin"]);
		var i = $O(t.axis, e, r);
		return {
			x: i[0],
			y: i[1],
			rotation: r.rotation + (r.labelDirection < 0 ? Math.PI : 0)
		};
	}, t.prototype.updateHandleTransform = function(e, t, n, r) {
		var i = n.axis, a = i.grid, o = i.getGlobalExtent(!0), s = ik(a, i).getOtherAxis(i).getGlobalExtent(), c = i.dim === "x" ? 0 : 1, l = [e.x, e.y];
		l[c] += t[c], l[c] = Math.min(o[1], l[c]), l[c] = Math.max(o[0], l[c]);
		var u = (s[1] + s[0]) / 2, d = [u, u];
		return d[c] = l[c], {
			x: l[0],
			y: l[1],
			rotation: e.rotation,
			cursorPoint: d,
			tooltipOption: [{ verticalAlign: "middle" }, { align: "center" }][c]
		};
	}, t;
}(UO);
function ik(e, t) {
	var n = {};
	return n[t.dim + "AxisIndex"] = t.index, e.getCartesian(n);
}
var ak = {
	line: function(e, t, n) {
		return {
			type: "Line",
			subPixelOptimize: !0,
			shape: tk([t, n[0]], [t, n[1]], ok(e))
		};
	},
	shadow: function(e, t, n) {
		var r = Math.max(1, e.getBandWidth()), i = n[1] - n[0];
		return {
			type: "Rect",
			shape: nk([t - r / 2, n[0]], [r, i], ok(e))
		};
	}
};
function ok(e) {
	return e.dim === "x" ? 0 : 1;
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/axisPointer/AxisPointerModel.js
var sk = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.type = "axisPointer", t.defaultOption = {
		show: "auto",
		z: 50,
		type: "line",
		snap: !1,
		triggerTooltip: !0,
		triggerEmphasis: !0,
		value: null,
		status: null,
		link: [],
		animation: null,
		animationDurationUpdate: 200,
		lineStyle: {
			color: "#B9BEC9",
			width: 1,
			type: "dashed"
		},
		shadowStyle: { color: "rgba(210,219,238,0.2)" },
		label: {
			show: !0,
			formatter: null,
			precision: "auto",
			margin: 3,
			color: "#fff",
			padding: [
				5,
				7,
				5,
				7
			],
			backgroundColor: "auto",
			borderColor: null,
			borderWidth: 0,
			borderRadius: 3
		},
		handle: {
			show: !1,
			icon: "M10.7,11.9v-1.3H9.3v1.3c-4.9,0.3-8.8,4.4-8.8,9.4c0,5,3.9,9.1,8.8,9.4h1.3c4.9-0.3,8.8-4.4,8.8-9.4C19.5,16.3,15.6,12.2,10.7,11.9z M13.3,24.4H6.7v-1.2h6.6z M13.3,22H6.7v-1.2h6.6z M13.3,19.6H6.7v-1.2h6.6z",
			size: 45,
			margin: 50,
			color: "#333",
			shadowBlur: 3,
			shadowColor: "#aaa",
			shadowOffsetX: 0,
			shadowOffsetY: 2,
			throttle: 40
		}
	}, t;
}(Wp), ck = ro(), lk = L;
function uk(e, t, n) {
	if (!m.node) {
		var r = t.getZr();
		ck(r).records || (ck(r).records = {}), dk(r, t);
		var i = ck(r).records[e] || (ck(r).records[e] = {});
		i.handler = n;
	}
}
function dk(e, t) {
	if (ck(e).initialized) return;
	ck(e).initialized = !0, n("click", ue(mk, "click")), n("mousemove", ue(mk, "mousemove")), n("globalout", pk);
	function n(n, r) {
		e.on(n, function(n) {
			var i = hk(t);
			lk(ck(e).records, function(e) {
				e && r(e, n, i.dispatchAction);
			}), fk(i.pendings, t);
		});
	}
}
function fk(e, t) {
	var n = e.showTip.length, r = e.hideTip.length, i;
	n ? i = e.showTip[n - 1] : r && (i = e.hideTip[r - 1]), i && (i.dispatchAction = null, t.dispatchAction(i));
}
function pk(e, t, n) {
	e.handler("leave", null, n);
}
function mk(e, t, n, r) {
	t.handler(e, n, r);
}
function hk(e) {
	var t = {
		showTip: [],
		hideTip: []
	}, n = function(r) {
		var i = t[r.type];
		i ? i.push(r) : (r.dispatchAction = n, e.dispatchAction(r));
	};
	return {
		dispatchAction: n,
		pendings: t
	};
}
function gk(e, t) {
	if (!m.node) {
		var n = t.getZr();
		(ck(n).records || {})[e] && (ck(n).records[e] = null);
	}
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/axisPointer/AxisPointerView.js
var _k = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.render = function(e, t, n) {
		var r = t.getComponent("tooltip"), i = e.get("triggerOn") || r && r.get("triggerOn") || "mousemove|click";
		uk("axisPointer", n, function(e, t, n) {
			i !== "none" && (e === "leave" || i.indexOf(e) >= 0) && n({
				type: "updateAxisPointer",
				currTrigger: e,
				x: t && t.offsetX,
				y: t && t.offsetY
			});
		});
	}, t.prototype.remove = function(e, t) {
		gk("axisPointer", t);
	}, t.prototype.dispose = function(e, t) {
		gk("axisPointer", t);
	}, t.type = "axisPointer", t;
}(e_);
// ../../../work/main/frontend/node_modules/echarts/lib/component/axisPointer/findPointFromSeries.js
function vk(e, t) {
	var n = [], r = e.seriesIndex, i;
	if (r == null || !(i = t.getSeriesByIndex(r))) return { point: [] };
	var a = i.getData(), o = no(a, e);
	if (o == null || o < 0 || H(o)) return { point: [] };
	var s = a.getItemGraphicEl(o), c = i.coordinateSystem;
	if (i.getTooltipPosition) n = i.getTooltipPosition(o) || [];
	else if (c && c.dataToPoint) {
		if (e.isStacked) {
			var l = c.getBaseAxis(), u = c.getOtherAxis(l).dim, d = l.dim, f = +(u === "x" || u === "radius"), p = a.mapDimension(d), m = [];
			m[f] = a.get(p, o), m[1 - f] = a.get(a.getCalculationInfo("stackResultDimension"), o), n = c.dataToPoint(m) || [];
		} else n = c.dataToPoint(a.getValues(R(c.dimensions, function(e) {
			return a.mapDimension(e);
		}), o)) || [];
	} else if (s) {
		var h = s.getBoundingRect().clone();
		h.applyTransform(s.transform), n = [h.x + h.width / 2, h.y + h.height / 2];
	}
	return {
		point: n,
		el: s
	};
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/axisPointer/axisTrigger.js
var yk = ro();
function bk(e, t, n) {
	var r = e.currTrigger, i = [e.x, e.y], a = e, o = e.dispatchAction || V(n.dispatchAction, n), s = t.getComponent("axisPointer").coordSysAxesInfo;
	if (s) {
		Ak(i) && (i = vk({
			seriesIndex: a.seriesIndex,
			dataIndex: a.dataIndex
		}, t).point);
		var c = Ak(i), l = a.axesInfo, u = s.axesInfo, d = r === "leave" || Ak(i), f = {}, p = {}, m = {
			list: [],
			map: {}
		}, h = {
			showPointer: ue(Ck, p),
			showTooltip: ue(wk, m)
		};
		L(s.coordSysMap, function(e, t) {
			var n = c || e.containPoint(i);
			L(s.coordSysAxesInfo[t], function(e, t) {
				var r = e.axis, a = Ok(l, e);
				if (!d && n && (!l || a)) {
					var o = a && a.value;
					o == null && !c && (o = r.pointToData(i)), o != null && xk(e, o, h, !1, f);
				}
			});
		});
		var g = {};
		return L(u, function(e, t) {
			var n = e.linkGroup;
			n && !p[t] && L(n.axesInfo, function(t, r) {
				var i = p[r];
				if (t !== e && i) {
					var a = i.value;
					n.mapper && (a = e.axis.scale.parse(n.mapper(a, kk(t), kk(e)))), g[e.key] = a;
				}
			});
		}), L(g, function(e, t) {
			xk(u[t], e, h, !0, f);
		}), Tk(p, u, f), Ek(m, i, e, o), Dk(u, o, n), f;
	}
}
function xk(e, t, n, r, i) {
	var a = e.axis;
	if (!a.scale.isBlank() && a.containData(t)) {
		if (!e.involveSeries) n.showPointer(e, t);
		else {
			var o = Sk(t, e), s = o.payloadBatch, c = o.snapToValue;
			s[0] && i.seriesIndex == null && P(i, s[0]), !r && e.snap && a.containData(c) && c != null && (t = c), n.showPointer(e, t, s), n.showTooltip(e, o, c);
		}
	}
}
function Sk(e, t) {
	var n = t.axis, r = n.dim, i = e, a = [], o = Number.MAX_VALUE, s = -1;
	return L(t.seriesModels, function(t, c) {
		var l = t.getData().mapDimensionsAll(r), u, d;
		if (t.getAxisTooltipData) {
			var f = t.getAxisTooltipData(l, e, n);
			d = f.dataIndices, u = f.nestestValue;
		} else {
			if (d = t.getData().indicesOfNearest(l[0], e, n.type === "category" ? .5 : null), !d.length) return;
			u = t.getData().get(l[0], d[0]);
		}
		if (u != null && isFinite(u)) {
			var p = e - u, m = Math.abs(p);
			m <= o && ((m < o || p >= 0 && s < 0) && (o = m, s = p, i = u, a.length = 0), L(d, function(e) {
				a.push({
					seriesIndex: t.seriesIndex,
					dataIndexInside: e,
					dataIndex: t.getData().getRawIndex(e)
				});
			}));
		}
	}), {
		payloadBatch: a,
		snapToValue: i
	};
}
function Ck(e, t, n, r) {
	e[t.key] = {
		value: n,
		payloadBatch: r
	};
}
function wk(e, t, n, r) {
	var i = n.payloadBatch, a = t.axis, o = a.model, s = t.axisPointerModel;
	if (t.triggerTooltip && i.length) {
		var c = t.coordSys.model, l = QT(c), u = e.map[l];
		u || (u = e.map[l] = {
			coordSysId: c.id,
			coordSysIndex: c.componentIndex,
			coordSysType: c.type,
			coordSysMainType: c.mainType,
			dataByAxis: []
		}, e.list.push(u)), u.dataByAxis.push({
			axisDim: a.dim,
			axisIndex: o.componentIndex,
			axisType: o.type,
			axisId: o.id,
			value: r,
			valueLabelOpt: {
				precision: s.get(["label", "precision"]),
				formatter: s.get(["label", "formatter"])
			},
			seriesDataIndices: i.slice()
		});
	}
}
function Tk(e, t, n) {
	var r = n.axesInfo = [];
	L(t, function(t, n) {
		var i = t.axisPointerModel.option, a = e[n];
		a ? (!t.useHandle && (i.status = "show"), i.value = a.value, i.seriesDataIndices = (a.payloadBatch || []).slice()) : !t.useHandle && (i.status = "hide"), i.status === "show" && r.push({
			axisDim: t.axis.dim,
			axisIndex: t.axis.model.componentIndex,
			value: i.value
		});
	});
}
function Ek(e, t, n, r) {
	if (Ak(t) || !e.list.length) r({ type: "hideTip" });
	else {
		var i = ((e.list[0].dataByAxis[0] || {}).seriesDataIndices || [])[0] || {};
		r({
			type: "showTip",
			escapeConnect: !0,
			x: t[0],
			y: t[1],
			tooltipOption: n.tooltipOption,
			position: n.position,
			dataIndexInside: i.dataIndexInside,
			dataIndex: i.dataIndex,
			seriesIndex: i.seriesIndex,
			dataByCoordSys: e.list
		});
	}
}
function Dk(e, t, n) {
	var r = n.getZr(), i = "axisPointerLastHighlights", a = yk(r)[i] || {}, o = yk(r)[i] = {};
	L(e, function(e, t) {
		var n = e.axisPointerModel.option;
		n.status === "show" && e.triggerEmphasis && L(n.seriesDataIndices, function(e) {
			var t = e.seriesIndex + " | " + e.dataIndex;
			o[t] = e;
		});
	});
	var s = [], c = [];
	L(a, function(e, t) {
		!o[t] && c.push(e);
	}), L(o, function(e, t) {
		!a[t] && s.push(e);
	}), c.length && n.dispatchAction({
		type: "downplay",
		escapeConnect: !0,
		notBlur: !0,
		batch: c
	}), s.length && n.dispatchAction({
		type: "highlight",
		escapeConnect: !0,
		notBlur: !0,
		batch: s
	});
}
function Ok(e, t) {
	for (var n = 0; n < (e || []).length; n++) {
		var r = e[n];
		if (t.axis.dim === r.axisDim && t.axis.model.componentIndex === r.axisIndex) return r;
	}
}
function kk(e) {
	var t = e.axis.model, n = {}, r = n.axisDim = e.axis.dim;
	return n.axisIndex = n[r + "AxisIndex"] = t.componentIndex, n.axisName = n[r + "AxisName"] = t.name, n.axisId = n[r + "AxisId"] = t.id, n;
}
function Ak(e) {
	return !e || e[0] == null || isNaN(e[0]) || e[1] == null || isNaN(e[1]);
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/axisPointer/install.js
function jk(e) {
	eE.registerAxisPointerClass("CartesianAxisPointer", rk), e.registerComponentModel(sk), e.registerComponentView(_k), e.registerPreprocessor(function(e) {
		if (e) {
			e.axisPointer && e.axisPointer.length !== 0 || (e.axisPointer = {});
			var t = e.axisPointer.link;
			t && !H(t) && (e.axisPointer.link = [t]);
		}
	}), e.registerProcessor(e.PRIORITY.PROCESSOR.STATISTIC, function(e, t) {
		e.getComponent("axisPointer").coordSysAxesInfo = HT(e, t);
	}), e.registerAction({
		type: "updateAxisPointer",
		event: "updateAxisPointer",
		update: ":updateAxisPointer"
	}, bk);
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/grid/install.js
function Mk(e) {
	nC(fE), nC(jk);
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/dataZoom/helper.js
var Nk = [
	"x",
	"y",
	"radius",
	"angle",
	"single"
], Pk = [
	"cartesian2d",
	"polar",
	"singleAxis"
];
function Fk(e) {
	return I(Pk, e.get("coordinateSystem")) >= 0;
}
function Ik(e) {
	return e + "Axis";
}
function Lk(e, t) {
	var n = q(), r = [], i = q();
	e.eachComponent({
		mainType: "dataZoom",
		query: t
	}, function(e) {
		i.get(e.uid) || s(e);
	});
	var a;
	do
		a = !1, e.eachComponent("dataZoom", o);
	while (a);
	function o(e) {
		!i.get(e.uid) && c(e) && (s(e), a = !0);
	}
	function s(e) {
		i.set(e.uid, !0), r.push(e), l(e);
	}
	function c(e) {
		var t = !1;
		return e.eachTargetAxis(function(e, r) {
			var i = n.get(e);
			i && i[r] && (t = !0);
		}), t;
	}
	function l(e) {
		e.eachTargetAxis(function(e, t) {
			(n.get(e) || n.set(e, []))[t] = !0;
		});
	}
	return r;
}
function Rk(e) {
	var t = e.ecModel, n = {
		infoList: [],
		infoMap: q()
	};
	return e.eachTargetAxis(function(e, r) {
		var i = t.getComponent(Ik(e), r);
		if (i) {
			var a = i.getCoordSysModel();
			if (a) {
				var o = a.uid, s = n.infoMap.get(o);
				s || (s = {
					model: a,
					axisModels: []
				}, n.infoList.push(s), n.infoMap.set(o, s)), s.axisModels.push(i);
			}
		}
	}), n;
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/dataZoom/DataZoomModel.js
var zk = function() {
	function e() {
		this.indexList = [], this.indexMap = [];
	}
	return e.prototype.add = function(e) {
		this.indexMap[e] || (this.indexList.push(e), this.indexMap[e] = !0);
	}, e;
}(), Bk = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n._autoThrottle = !0, n._noTarget = !0, n._rangePropMode = ["percent", "percent"], n;
	}
	return t.prototype.init = function(e, t, n) {
		var r = Vk(e);
		this.settledOption = r, this.mergeDefaultAndTheme(e, n), this._doInit(r);
	}, t.prototype.mergeOption = function(e) {
		var t = Vk(e);
		N(this.option, e, !0), N(this.settledOption, t, !0), this._doInit(t);
	}, t.prototype._doInit = function(e) {
		var t = this.option;
		this._setDefaultThrottle(e), this._updateRangeUse(e);
		var n = this.settledOption;
		L([["start", "startValue"], ["end", "endValue"]], function(e, r) {
			this._rangePropMode[r] === "value" && (t[e[0]] = n[e[0]] = null);
		}, this), this._resetTarget();
	}, t.prototype._resetTarget = function() {
		var e = this.get("orient", !0), t = this._targetAxisInfoMap = q();
		this._fillSpecifiedTargetAxis(t) ? this._orient = e || this._makeAutoOrientByTargetAxis() : (this._orient = e || "horizontal", this._fillAutoTargetAxisByOrient(t, this._orient)), this._noTarget = !0, t.each(function(e) {
			e.indexList.length && (this._noTarget = !1);
		}, this);
	}, t.prototype._fillSpecifiedTargetAxis = function(e) {
		var t = !1;
		return L(Nk, function(n) {
			var r = this.getReferringComponents(Ik(n), co);
			if (r.specified) {
				t = !0;
				var i = new zk();
				L(r.models, function(e) {
					i.add(e.componentIndex);
				}), e.set(n, i);
			}
		}, this), t;
	}, t.prototype._fillAutoTargetAxisByOrient = function(e, t) {
		var n = this.ecModel, r = !0;
		if (r) {
			var i = t === "vertical" ? "y" : "x", a = n.findComponents({ mainType: i + "Axis" });
			o(a, i);
		}
		if (r) {
			var a = n.findComponents({
				mainType: "singleAxis",
				filter: function(e) {
					return e.get("orient", !0) === t;
				}
			});
			o(a, "single");
		}
		function o(t, n) {
			var i = t[0];
			if (i) {
				var a = new zk();
				if (a.add(i.componentIndex), e.set(n, a), r = !1, n === "x" || n === "y") {
					var o = i.getReferringComponents("grid", so).models[0];
					o && L(t, function(e) {
						i.componentIndex !== e.componentIndex && o === e.getReferringComponents("grid", so).models[0] && a.add(e.componentIndex);
					});
				}
			}
		}
		r && L(Nk, function(t) {
			if (r) {
				var i = n.findComponents({
					mainType: Ik(t),
					filter: function(e) {
						return e.get("type", !0) === "category";
					}
				});
				if (i[0]) {
					var a = new zk();
					a.add(i[0].componentIndex), e.set(t, a), r = !1;
				}
			}
		}, this);
	}, t.prototype._makeAutoOrientByTargetAxis = function() {
		var e;
		return this.eachTargetAxis(function(t) {
			!e && (e = t);
		}, this), e === "y" ? "vertical" : "horizontal";
	}, t.prototype._setDefaultThrottle = function(e) {
		if (e.hasOwnProperty("throttle") && (this._autoThrottle = !1), this._autoThrottle) {
			var t = this.ecModel.option;
			this.option.throttle = t.animation && t.animationDurationUpdate > 0 ? 100 : 20;
		}
	}, t.prototype._updateRangeUse = function(e) {
		var t = this._rangePropMode, n = this.get("rangeMode");
		L([["start", "startValue"], ["end", "endValue"]], function(r, i) {
			var a = e[r[0]] != null, o = e[r[1]] != null;
			a && !o ? t[i] = "percent" : !a && o ? t[i] = "value" : n ? t[i] = n[i] : a && (t[i] = "percent");
		});
	}, t.prototype.noTarget = function() {
		return this._noTarget;
	}, t.prototype.getFirstTargetAxisModel = function() {
		var e;
		return this.eachTargetAxis(function(t, n) {
			e ?? (e = this.ecModel.getComponent(Ik(t), n));
		}, this), e;
	}, t.prototype.eachTargetAxis = function(e, t) {
		this._targetAxisInfoMap.each(function(n, r) {
			L(n.indexList, function(n) {
				e.call(t, r, n);
			});
		});
	}, t.prototype.getAxisProxy = function(e, t) {
		var n = this.getAxisModel(e, t);
		if (n) return n.__dzAxisProxy;
	}, t.prototype.getAxisModel = function(e, t) {
		var n = this._targetAxisInfoMap.get(e);
		if (n && n.indexMap[t]) return this.ecModel.getComponent(Ik(e), t);
	}, t.prototype.setRawRange = function(e) {
		var t = this.option, n = this.settledOption;
		L([["start", "startValue"], ["end", "endValue"]], function(r) {
			(e[r[0]] != null || e[r[1]] != null) && (t[r[0]] = n[r[0]] = e[r[0]], t[r[1]] = n[r[1]] = e[r[1]]);
		}, this), this._updateRangeUse(e);
	}, t.prototype.setCalculatedRange = function(e) {
		var t = this.option;
		L([
			"start",
			"startValue",
			"end",
			"endValue"
		], function(n) {
			t[n] = e[n];
		});
	}, t.prototype.getPercentRange = function() {
		var e = this.findRepresentativeAxisProxy();
		if (e) return e.getDataPercentWindow();
	}, t.prototype.getValueRange = function(e, t) {
		if (e == null && t == null) {
			var n = this.findRepresentativeAxisProxy();
			if (n) return n.getDataValueWindow();
		} else return this.getAxisProxy(e, t).getDataValueWindow();
	}, t.prototype.findRepresentativeAxisProxy = function(e) {
		if (e) return e.__dzAxisProxy;
		for (var t, n = this._targetAxisInfoMap.keys(), r = 0; r < n.length; r++) for (var i = n[r], a = this._targetAxisInfoMap.get(i), o = 0; o < a.indexList.length; o++) {
			var s = this.getAxisProxy(i, a.indexList[o]);
			if (s.hostedBy(this)) return s;
			t || (t = s);
		}
		return t;
	}, t.prototype.getRangePropMode = function() {
		return this._rangePropMode.slice();
	}, t.prototype.getOrient = function() {
		return this._orient;
	}, t.type = "dataZoom", t.dependencies = [
		"xAxis",
		"yAxis",
		"radiusAxis",
		"angleAxis",
		"singleAxis",
		"series",
		"toolbox"
	], t.defaultOption = {
		z: 4,
		filterMode: "filter",
		start: 0,
		end: 100
	}, t;
}(Wp);
function Vk(e) {
	var t = {};
	return L([
		"start",
		"end",
		"startValue",
		"endValue",
		"throttle"
	], function(n) {
		e.hasOwnProperty(n) && (t[n] = e[n]);
	}), t;
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/dataZoom/DataZoomView.js
var Hk = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.render = function(e, t, n, r) {
		this.dataZoomModel = e, this.ecModel = t, this.api = n;
	}, t.type = "dataZoom", t;
}(e_), Uk = L, Wk = ma, Gk = function() {
	function e(e, t, n, r) {
		this._dimName = e, this._axisIndex = t, this.ecModel = r, this._dataZoomModel = n;
	}
	return e.prototype.hostedBy = function(e) {
		return this._dataZoomModel === e;
	}, e.prototype.getDataValueWindow = function() {
		return this._valueWindow.slice();
	}, e.prototype.getDataPercentWindow = function() {
		return this._percentWindow.slice();
	}, e.prototype.getTargetSeriesModels = function() {
		var e = [];
		return this.ecModel.eachSeries(function(t) {
			if (Fk(t)) {
				var n = Ik(this._dimName), r = t.getReferringComponents(n, so).models[0];
				r && this._axisIndex === r.componentIndex && e.push(t);
			}
		}, this), e;
	}, e.prototype.getAxisModel = function() {
		return this.ecModel.getComponent(this._dimName + "Axis", this._axisIndex);
	}, e.prototype.getMinMaxSpan = function() {
		return M(this._minMaxSpan);
	}, e.prototype.calculateDataWindow = function(e) {
		var t = this._dataExtent, n = this.getAxisModel().axis.scale, r = this._dataZoomModel.getRangePropMode(), i = [0, 100], a = [], o = [], s;
		Uk(["start", "end"], function(c, l) {
			var u = e[c], d = e[c + "Value"];
			r[l] === "percent" ? (u ?? (u = i[l]), d = n.parse(da(u, i, t))) : (s = !0, d = d == null ? t[l] : n.parse(d), u = da(d, t, i)), o[l] = d == null || isNaN(d) ? t[l] : d, a[l] = u == null || isNaN(u) ? i[l] : u;
		}), Wk(o), Wk(a);
		var c = this._minMaxSpan;
		s ? l(o, a, t, i, !1) : l(a, o, i, t, !0);
		function l(e, t, r, i, a) {
			var o = a ? "Span" : "ValueSpan";
			tD(0, e, r, "all", c["min" + o], c["max" + o]);
			for (var s = 0; s < 2; s++) t[s] = da(e[s], r, i, !0), a && (t[s] = n.parse(t[s]));
		}
		return {
			valueWindow: o,
			percentWindow: a
		};
	}, e.prototype.reset = function(e) {
		if (e === this._dataZoomModel) {
			var t = this.getTargetSeriesModels();
			this._dataExtent = Kk(this, this._dimName, t), this._updateMinMaxSpan();
			var n = this.calculateDataWindow(e.settledOption);
			this._valueWindow = n.valueWindow, this._percentWindow = n.percentWindow, this._setAxisModel();
		}
	}, e.prototype.filterData = function(e, t) {
		if (e !== this._dataZoomModel) return;
		var n = this._dimName, r = this.getTargetSeriesModels(), i = e.get("filterMode"), a = this._valueWindow;
		if (i === "none") return;
		Uk(r, function(e) {
			var t = e.getData(), r = t.mapDimensionsAll(n);
			if (r.length) {
				if (i === "weakFilter") {
					var s = t.getStore(), c = R(r, function(e) {
						return t.getDimensionIndex(e);
					}, t);
					t.filterSelf(function(e) {
						for (var t, n, i, o = 0; o < r.length; o++) {
							var l = s.get(c[o], e), u = !isNaN(l), d = l < a[0], f = l > a[1];
							if (u && !d && !f) return !0;
							u && (i = !0), d && (t = !0), f && (n = !0);
						}
						return i && t && n;
					});
				} else Uk(r, function(n) {
					if (i === "empty") e.setData(t = t.map(n, function(e) {
						return o(e) ? e : NaN;
					}));
					else {
						var r = {};
						r[n] = a, t.selectRange(r);
					}
				});
				Uk(r, function(e) {
					t.setApproximateExtent(a, e);
				});
			}
		});
		function o(e) {
			return e >= a[0] && e <= a[1];
		}
	}, e.prototype._updateMinMaxSpan = function() {
		var e = this._minMaxSpan = {}, t = this._dataZoomModel, n = this._dataExtent;
		Uk(["min", "max"], function(r) {
			var i = t.get(r + "Span"), a = t.get(r + "ValueSpan");
			a != null && (a = this.getAxisModel().axis.scale.parse(a)), a == null ? i != null && (a = da(i, [0, 100], n, !0) - n[0]) : i = da(n[0] + a, n, [0, 100], !0), e[r + "Span"] = i, e[r + "ValueSpan"] = a;
		}, this);
	}, e.prototype._setAxisModel = function() {
		var e = this.getAxisModel(), t = this._percentWindow, n = this._valueWindow;
		if (t) {
			var r = _a(n, [0, 500]);
			r = Math.min(r, 20);
			var i = e.axis.scale.rawExtentInfo;
			t[0] !== 0 && i.setDeterminedMinMax("min", +n[0].toFixed(r)), t[1] !== 100 && i.setDeterminedMinMax("max", +n[1].toFixed(r)), i.freeze();
		}
	}, e;
}();
function Kk(e, t, n) {
	var r = [Infinity, -Infinity];
	Uk(n, function(e) {
		QS(r, e.getData(), t);
	});
	var i = e.getAxisModel(), a = RS(i.axis.scale, i, r).calculate();
	return [a.min, a.max];
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/dataZoom/dataZoomProcessor.js
var qk = {
	getTargetSeries: function(e) {
		function t(t) {
			e.eachComponent("dataZoom", function(n) {
				n.eachTargetAxis(function(r, i) {
					t(r, i, e.getComponent(Ik(r), i), n);
				});
			});
		}
		t(function(e, t, n, r) {
			n.__dzAxisProxy = null;
		});
		var n = [];
		t(function(t, r, i, a) {
			i.__dzAxisProxy || (i.__dzAxisProxy = new Gk(t, r, a, e), n.push(i.__dzAxisProxy));
		});
		var r = q();
		return L(n, function(e) {
			L(e.getTargetSeriesModels(), function(e) {
				r.set(e.uid, e);
			});
		}), r;
	},
	overallReset: function(e, t) {
		e.eachComponent("dataZoom", function(e) {
			e.eachTargetAxis(function(t, n) {
				e.getAxisProxy(t, n).reset(e);
			}), e.eachTargetAxis(function(n, r) {
				e.getAxisProxy(n, r).filterData(e, t);
			});
		}), e.eachComponent("dataZoom", function(e) {
			var t = e.findRepresentativeAxisProxy();
			if (t) {
				var n = t.getDataPercentWindow(), r = t.getDataValueWindow();
				e.setCalculatedRange({
					start: n[0],
					end: n[1],
					startValue: r[0],
					endValue: r[1]
				});
			}
		});
	}
};
// ../../../work/main/frontend/node_modules/echarts/lib/component/dataZoom/dataZoomAction.js
function Jk(e) {
	e.registerAction("dataZoom", function(e, t) {
		L(Lk(t, e), function(t) {
			t.setRawRange({
				start: e.start,
				end: e.end,
				startValue: e.startValue,
				endValue: e.endValue
			});
		});
	});
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/dataZoom/installCommon.js
var Yk = !1;
function Xk(e) {
	Yk || (Yk = !0, e.registerProcessor(e.PRIORITY.PROCESSOR.FILTER, qk), Jk(e), e.registerSubTypeDefaulter("dataZoom", function() {
		return "slider";
	}));
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/helper/listComponent.js
function Zk(e, t) {
	var n = Tp(t.get("padding")), r = t.getItemStyle(["color", "opacity"]);
	return r.fill = t.get("backgroundColor"), e = new Cc({
		shape: {
			x: e.x - n[3],
			y: e.y - n[0],
			width: e.width + n[1] + n[3],
			height: e.height + n[0] + n[2],
			r: t.get("borderRadius")
		},
		style: r,
		silent: !0,
		z2: -1
	}), e;
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/tooltip/TooltipModel.js
var Qk = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.type = "tooltip", t.dependencies = ["axisPointer"], t.defaultOption = {
		z: 60,
		show: !0,
		showContent: !0,
		trigger: "item",
		triggerOn: "mousemove|click",
		alwaysShowContent: !1,
		displayMode: "single",
		renderMode: "auto",
		confine: null,
		showDelay: 0,
		hideDelay: 100,
		transitionDuration: .4,
		enterable: !1,
		backgroundColor: "#fff",
		shadowBlur: 10,
		shadowColor: "rgba(0, 0, 0, .2)",
		shadowOffsetX: 1,
		shadowOffsetY: 2,
		borderRadius: 4,
		borderWidth: 1,
		padding: null,
		extraCssText: "",
		axisPointer: {
			type: "line",
			axis: "auto",
			animation: "auto",
			animationDurationUpdate: 200,
			animationEasingUpdate: "exponentialOut",
			crossStyle: {
				color: "#999",
				width: 1,
				type: "dashed",
				textStyle: {}
			}
		},
		textStyle: {
			color: "#666",
			fontSize: 14
		}
	}, t;
}(Wp);
// ../../../work/main/frontend/node_modules/echarts/lib/component/tooltip/helper.js
function $k(e) {
	var t = e.get("confine");
	return t == null ? e.get("renderMode") === "richText" : !!t;
}
function eA(e) {
	if (m.domSupported) {
		for (var t = document.documentElement.style, n = 0, r = e.length; n < r; n++) if (e[n] in t) return e[n];
	}
}
var tA = eA([
	"transform",
	"webkitTransform",
	"OTransform",
	"MozTransform",
	"msTransform"
]), nA = eA([
	"webkitTransition",
	"transition",
	"OTransition",
	"MozTransition",
	"msTransition"
]);
function rA(e, t) {
	if (!e) return t;
	t = wp(t, !0);
	var n = e.indexOf(t);
	return e = n === -1 ? t : "-" + e.slice(0, n) + "-" + t, e.toLowerCase();
}
function iA(e, t) {
	var n = e.currentStyle || document.defaultView && document.defaultView.getComputedStyle(e);
	return n ? t ? n[t] : n : null;
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/tooltip/TooltipHTMLContent.js
var aA = rA(nA, "transition"), oA = rA(tA, "transform"), sA = "position:absolute;display:block;border-style:solid;white-space:nowrap;z-index:9999999;" + (m.transform3dSupported ? "will-change:transform;" : "");
function cA(e) {
	return e = e === "left" ? "right" : e === "right" ? "left" : e === "top" ? "bottom" : "top", e;
}
function lA(e, t, n) {
	if (!W(n) || n === "inside") return "";
	var r = e.get("backgroundColor"), i = e.get("borderWidth");
	t = jp(t);
	var a = cA(n), o = Math.max(Math.round(i) * 1.5, 6), s = "", c = oA + ":", l;
	I(["left", "right"], a) > -1 ? (s += "top:50%", c += "translateY(-50%) rotate(" + (l = a === "left" ? -225 : -45) + "deg)") : (s += "left:50%", c += "translateX(-50%) rotate(" + (l = a === "top" ? 225 : 45) + "deg)");
	var u = l * Math.PI / 180, d = o + i, f = d * Math.abs(Math.cos(u)) + d * Math.abs(Math.sin(u)), p = Math.round(((f - Math.SQRT2 * i) / 2 + Math.SQRT2 * i - (f - d) / 2) * 100) / 100;
	s += ";" + a + ":-" + p + "px";
	var m = t + " solid " + i + "px;";
	return "<div style=\"" + [
		"position:absolute;width:" + o + "px;height:" + o + "px;z-index:-1;",
		s + ";" + c + ";",
		"border-bottom:" + m,
		"border-right:" + m,
		"background-color:" + r + ";"
	].join("") + "\"></div>";
}
function uA(e, t) {
	var n = "cubic-bezier(0.23,1,0.32,1)", r = " " + e / 2 + "s " + n, i = "opacity" + r + ",visibility" + r;
	return t || (r = " " + e + "s " + n, i += m.transformSupported ? "," + oA + r : ",left" + r + ",top" + r), aA + ":" + i;
}
function dA(e, t, n) {
	var r = e.toFixed(0) + "px", i = t.toFixed(0) + "px";
	if (!m.transformSupported) return n ? "top:" + i + ";left:" + r + ";" : [["top", i], ["left", r]];
	var a = m.transform3dSupported, o = "translate" + (a ? "3d" : "") + "(" + r + "," + i + (a ? ",0" : "") + ")";
	return n ? "top:0;left:0;" + oA + ":" + o + ";" : [
		["top", 0],
		["left", 0],
		[tA, o]
	];
}
function fA(e) {
	var t = [], n = e.get("fontSize"), r = e.getTextColor();
	r && t.push("color:" + r), t.push("font:" + e.getFont());
	var i = K(e.get("lineHeight"), Math.round(n * 3 / 2));
	n && t.push("line-height:" + i + "px");
	var a = e.get("textShadowColor"), o = e.get("textShadowBlur") || 0, s = e.get("textShadowOffsetX") || 0, c = e.get("textShadowOffsetY") || 0;
	return a && o && t.push("text-shadow:" + s + "px " + c + "px " + o + "px " + a), L(["decoration", "align"], function(n) {
		var r = e.get(n);
		r && t.push("text-" + n + ":" + r);
	}), t.join(";");
}
function pA(e, t, n) {
	var r = [], i = e.get("transitionDuration"), a = e.get("backgroundColor"), o = e.get("shadowBlur"), s = e.get("shadowColor"), c = e.get("shadowOffsetX"), l = e.get("shadowOffsetY"), u = e.getModel("textStyle"), d = zg(e, "html"), f = c + "px " + l + "px " + o + "px " + s;
	return r.push("box-shadow:" + f), t && i && r.push(uA(i, n)), a && r.push("background-color:" + a), L([
		"width",
		"color",
		"radius"
	], function(t) {
		var n = "border-" + t, i = wp(n), a = e.get(i);
		a != null && r.push(n + ":" + a + (t === "color" ? "" : "px"));
	}), r.push(fA(u)), d != null && r.push("padding:" + Tp(d).join("px ") + "px"), r.join(";") + ";";
}
function mA(e, t, n, r, i) {
	var a = t && t.painter;
	if (n) {
		var o = a && a.getViewportRoot();
		o && ot(e, o, n, r, i);
	} else {
		e[0] = r, e[1] = i;
		var s = a && a.getViewportRootOffset();
		s && (e[0] += s.offsetLeft, e[1] += s.offsetTop);
	}
	e[2] = e[0] / t.getWidth(), e[3] = e[1] / t.getHeight();
}
var hA = function() {
	function e(e, t) {
		if (this._show = !1, this._styleCoord = [
			0,
			0,
			0,
			0
		], this._enterable = !0, this._alwaysShowContent = !1, this._firstShow = !0, this._longHide = !0, m.wxa) return null;
		var n = document.createElement("div");
		n.domBelongToZr = !0, this.el = n;
		var r = this._zr = e.getZr(), i = t.appendTo, a = i && (W(i) ? document.querySelector(i) : he(i) ? i : U(i) && i(e.getDom()));
		mA(this._styleCoord, r, a, e.getWidth() / 2, e.getHeight() / 2), (a || e.getDom()).appendChild(n), this._api = e, this._container = a;
		var o = this;
		n.onmouseenter = function() {
			o._enterable && (clearTimeout(o._hideTimeout), o._show = !0), o._inContent = !0;
		}, n.onmousemove = function(e) {
			if (e = e || window.event, !o._enterable) {
				var t = r.handler;
				bt(r.painter.getViewportRoot(), e, !0), t.dispatch("mousemove", e);
			}
		}, n.onmouseleave = function() {
			o._inContent = !1, o._enterable && o._show && o.hideLater(o._hideDelay);
		};
	}
	return e.prototype.update = function(e) {
		if (!this._container) {
			var t = this._api.getDom(), n = iA(t, "position"), r = t.style;
			r.position !== "absolute" && n !== "absolute" && (r.position = "relative");
		}
		var i = e.get("alwaysShowContent");
		i && this._moveIfResized(), this._alwaysShowContent = i, this.el.className = e.get("className") || "";
	}, e.prototype.show = function(e, t) {
		clearTimeout(this._hideTimeout), clearTimeout(this._longHideTimeout);
		var n = this.el, r = n.style, i = this._styleCoord;
		n.innerHTML ? r.cssText = sA + pA(e, !this._firstShow, this._longHide) + dA(i[0], i[1], !0) + ("border-color:" + jp(t) + ";") + (e.get("extraCssText") || "") + (";pointer-events:" + (this._enterable ? "auto" : "none")) : r.display = "none", this._show = !0, this._firstShow = !1, this._longHide = !1;
	}, e.prototype.setContent = function(e, t, n, r, i) {
		var a = this.el;
		if (e == null) a.innerHTML = "";
		else {
			var o = "";
			if (W(i) && n.get("trigger") === "item" && !$k(n) && (o = lA(n, r, i)), W(e)) a.innerHTML = e + o;
			else if (e) {
				a.innerHTML = "", H(e) || (e = [e]);
				for (var s = 0; s < e.length; s++) he(e[s]) && e[s].parentNode !== a && a.appendChild(e[s]);
				if (o && a.childNodes.length) {
					var c = document.createElement("div");
					c.innerHTML = o, a.appendChild(c);
				}
			}
		}
	}, e.prototype.setEnterable = function(e) {
		this._enterable = e;
	}, e.prototype.getSize = function() {
		var e = this.el;
		return e ? [e.offsetWidth, e.offsetHeight] : [0, 0];
	}, e.prototype.moveTo = function(e, t) {
		if (this.el) {
			var n = this._styleCoord;
			if (mA(n, this._zr, this._container, e, t), n[0] != null && n[1] != null) {
				var r = this.el.style;
				L(dA(n[0], n[1]), function(e) {
					r[e[0]] = e[1];
				});
			}
		}
	}, e.prototype._moveIfResized = function() {
		var e = this._styleCoord[2], t = this._styleCoord[3];
		this.moveTo(e * this._zr.getWidth(), t * this._zr.getHeight());
	}, e.prototype.hide = function() {
		var e = this, t = this.el.style;
		t.visibility = "hidden", t.opacity = "0", m.transform3dSupported && (t.willChange = ""), this._show = !1, this._longHideTimeout = setTimeout(function() {
			return e._longHide = !0;
		}, 500);
	}, e.prototype.hideLater = function(e) {
		this._show && !(this._inContent && this._enterable) && !this._alwaysShowContent && (e ? (this._hideDelay = e, this._show = !1, this._hideTimeout = setTimeout(V(this.hide, this), e)) : this.hide());
	}, e.prototype.isShow = function() {
		return this._show;
	}, e.prototype.dispose = function() {
		clearTimeout(this._hideTimeout), clearTimeout(this._longHideTimeout);
		var e = this.el.parentNode;
		e && e.removeChild(this.el), this.el = this._container = null;
	}, e;
}(), gA = function() {
	function e(e) {
		this._show = !1, this._styleCoord = [
			0,
			0,
			0,
			0
		], this._alwaysShowContent = !1, this._enterable = !0, this._zr = e.getZr(), yA(this._styleCoord, this._zr, e.getWidth() / 2, e.getHeight() / 2);
	}
	return e.prototype.update = function(e) {
		var t = e.get("alwaysShowContent");
		t && this._moveIfResized(), this._alwaysShowContent = t;
	}, e.prototype.show = function() {
		this._hideTimeout && clearTimeout(this._hideTimeout), this.el.show(), this._show = !0;
	}, e.prototype.setContent = function(e, t, n, r, i) {
		var a = this;
		G(e) && Ma(""), this.el && this._zr.remove(this.el);
		var o = n.getModel("textStyle");
		this.el = new Dc({
			style: {
				rich: t.richTextStyles,
				text: e,
				lineHeight: 22,
				borderWidth: 1,
				borderColor: r,
				textShadowColor: o.get("textShadowColor"),
				fill: n.get(["textStyle", "color"]),
				padding: zg(n, "richText"),
				verticalAlign: "top",
				align: "left"
			},
			z: n.get("z")
		}), L([
			"backgroundColor",
			"borderRadius",
			"shadowColor",
			"shadowBlur",
			"shadowOffsetX",
			"shadowOffsetY"
		], function(e) {
			a.el.style[e] = n.get(e);
		}), L([
			"textShadowBlur",
			"textShadowOffsetX",
			"textShadowOffsetY"
		], function(e) {
			a.el.style[e] = o.get(e) || 0;
		}), this._zr.add(this.el);
		var s = this;
		this.el.on("mouseover", function() {
			s._enterable && (clearTimeout(s._hideTimeout), s._show = !0), s._inContent = !0;
		}), this.el.on("mouseout", function() {
			s._enterable && s._show && s.hideLater(s._hideDelay), s._inContent = !1;
		});
	}, e.prototype.setEnterable = function(e) {
		this._enterable = e;
	}, e.prototype.getSize = function() {
		var e = this.el, t = this.el.getBoundingRect(), n = vA(e.style);
		return [t.width + n.left + n.right, t.height + n.top + n.bottom];
	}, e.prototype.moveTo = function(e, t) {
		var n = this.el;
		if (n) {
			var r = this._styleCoord;
			yA(r, this._zr, e, t), e = r[0], t = r[1];
			var i = n.style, a = _A(i.borderWidth || 0), o = vA(i);
			n.x = e + a + o.left, n.y = t + a + o.top, n.markRedraw();
		}
	}, e.prototype._moveIfResized = function() {
		var e = this._styleCoord[2], t = this._styleCoord[3];
		this.moveTo(e * this._zr.getWidth(), t * this._zr.getHeight());
	}, e.prototype.hide = function() {
		this.el && this.el.hide(), this._show = !1;
	}, e.prototype.hideLater = function(e) {
		this._show && !(this._inContent && this._enterable) && !this._alwaysShowContent && (e ? (this._hideDelay = e, this._show = !1, this._hideTimeout = setTimeout(V(this.hide, this), e)) : this.hide());
	}, e.prototype.isShow = function() {
		return this._show;
	}, e.prototype.dispose = function() {
		this._zr.remove(this.el);
	}, e;
}();
function _A(e) {
	return Math.max(0, e);
}
function vA(e) {
	var t = _A(e.shadowBlur || 0), n = _A(e.shadowOffsetX || 0), r = _A(e.shadowOffsetY || 0);
	return {
		left: _A(t - n),
		right: _A(t + n),
		top: _A(t - r),
		bottom: _A(t + r)
	};
}
function yA(e, t, n, r) {
	e[0] = n, e[1] = r, e[2] = e[0] / t.getWidth(), e[3] = e[1] / t.getHeight();
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/tooltip/TooltipView.js
var bA = new Cc({ shape: {
	x: -1,
	y: -1,
	width: 2,
	height: 2
} }), xA = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.init = function(e, t) {
		if (!m.node && t.getDom()) {
			var n = e.getComponent("tooltip"), r = this._renderMode = po(n.get("renderMode"));
			this._tooltipContent = r === "richText" ? new gA(t) : new hA(t, { appendTo: n.get("appendToBody", !0) ? "body" : n.get("appendTo", !0) });
		}
	}, t.prototype.render = function(e, t, n) {
		if (!m.node && n.getDom()) {
			this.group.removeAll(), this._tooltipModel = e, this._ecModel = t, this._api = n;
			var r = this._tooltipContent;
			r.update(e), r.setEnterable(e.get("enterable")), this._initGlobalListener(), this._keepShow(), this._renderMode !== "richText" && e.get("transitionDuration") ? m_(this, "_updatePosition", 50, "fixRate") : h_(this, "_updatePosition");
		}
	}, t.prototype._initGlobalListener = function() {
		var e = this._tooltipModel.get("triggerOn");
		uk("itemTooltip", this._api, V(function(t, n, r) {
			e !== "none" && (e.indexOf(t) >= 0 ? this._tryShow(n, r) : t === "leave" && this._hide(r));
		}, this));
	}, t.prototype._keepShow = function() {
		var e = this._tooltipModel, t = this._ecModel, n = this._api, r = e.get("triggerOn");
		if (this._lastX != null && this._lastY != null && r !== "none" && r !== "click") {
			var i = this;
			clearTimeout(this._refreshUpdateTimeout), this._refreshUpdateTimeout = setTimeout(function() {
				!n.isDisposed() && i.manuallyShowTip(e, t, n, {
					x: i._lastX,
					y: i._lastY,
					dataByCoordSys: i._lastDataByCoordSys
				});
			});
		}
	}, t.prototype.manuallyShowTip = function(e, t, n, r) {
		if (r.from !== this.uid && !m.node && n.getDom()) {
			var i = CA(r, n);
			this._ticket = "";
			var a = r.dataByCoordSys, o = OA(r, t, n);
			if (o) {
				var s = o.el.getBoundingRect().clone();
				s.applyTransform(o.el.transform), this._tryShow({
					offsetX: s.x + s.width / 2,
					offsetY: s.y + s.height / 2,
					target: o.el,
					position: r.position,
					positionDefault: "bottom"
				}, i);
			} else if (r.tooltip && r.x != null && r.y != null) {
				var c = bA;
				c.x = r.x, c.y = r.y, c.update(), X(c).tooltipConfig = {
					name: null,
					option: r.tooltip
				}, this._tryShow({
					offsetX: r.x,
					offsetY: r.y,
					target: c
				}, i);
			} else if (a) this._tryShow({
				offsetX: r.x,
				offsetY: r.y,
				position: r.position,
				dataByCoordSys: a,
				tooltipOption: r.tooltipOption
			}, i);
			else if (r.seriesIndex != null) {
				if (this._manuallyAxisShowTip(e, t, n, r)) return;
				var l = vk(r, t), u = l.point[0], d = l.point[1];
				u != null && d != null && this._tryShow({
					offsetX: u,
					offsetY: d,
					target: l.el,
					position: r.position,
					positionDefault: "bottom"
				}, i);
			} else r.x != null && r.y != null && (n.dispatchAction({
				type: "updateAxisPointer",
				x: r.x,
				y: r.y
			}), this._tryShow({
				offsetX: r.x,
				offsetY: r.y,
				position: r.position,
				target: n.getZr().findHover(r.x, r.y).target
			}, i));
		}
	}, t.prototype.manuallyHideTip = function(e, t, n, r) {
		var i = this._tooltipContent;
		this._tooltipModel && i.hideLater(this._tooltipModel.get("hideDelay")), this._lastX = this._lastY = this._lastDataByCoordSys = null, r.from !== this.uid && this._hide(CA(r, n));
	}, t.prototype._manuallyAxisShowTip = function(e, t, n, r) {
		var i = r.seriesIndex, a = r.dataIndex, o = t.getComponent("axisPointer").coordSysAxesInfo;
		if (i != null && a != null && o != null) {
			var s = t.getSeriesByIndex(i);
			if (s && SA([
				s.getData().getItemModel(a),
				s,
				(s.coordinateSystem || {}).model
			], this._tooltipModel).get("trigger") === "axis") return n.dispatchAction({
				type: "updateAxisPointer",
				seriesIndex: i,
				dataIndex: a,
				position: r.position
			}), !0;
		}
	}, t.prototype._tryShow = function(e, t) {
		var n = e.target;
		if (this._tooltipModel) {
			this._lastX = e.offsetX, this._lastY = e.offsetY;
			var r = e.dataByCoordSys;
			if (r && r.length) this._showAxisTooltip(r, e);
			else if (n) {
				if (X(n).ssrType === "legend") return;
				this._lastDataByCoordSys = null;
				var i, a;
				av(n, function(e) {
					if (X(e).dataIndex != null) return i = e, !0;
					if (X(e).tooltipConfig != null) return a = e, !0;
				}, !0), i ? this._showSeriesItemTooltip(e, i, t) : a ? this._showComponentItemTooltip(e, a, t) : this._hide(t);
			} else this._lastDataByCoordSys = null, this._hide(t);
		}
	}, t.prototype._showOrMove = function(e, t) {
		var n = e.get("showDelay");
		t = V(t, this), clearTimeout(this._showTimout), n > 0 ? this._showTimout = setTimeout(t, n) : t();
	}, t.prototype._showAxisTooltip = function(e, t) {
		var n = this._ecModel, r = this._tooltipModel, i = [t.offsetX, t.offsetY], a = SA([t.tooltipOption], r), o = this._renderMode, s = [], c = Tg("section", {
			blocks: [],
			noHeader: !0
		}), l = [], u = new Bg();
		L(e, function(e) {
			L(e.dataByAxis, function(e) {
				var t = n.getComponent(e.axisDim + "Axis", e.axisIndex), i = e.value;
				if (t && i != null) {
					var a = QO(i, t.axis, n, e.seriesDataIndices, e.valueLabelOpt), d = Tg("section", {
						header: a,
						noHeader: !we(a),
						sortBlocks: !0,
						blocks: []
					});
					c.blocks.push(d), L(e.seriesDataIndices, function(c) {
						var f = n.getSeriesByIndex(c.seriesIndex), p = c.dataIndexInside, m = f.getDataParams(p);
						if (!(m.dataIndex < 0)) {
							m.axisDim = e.axisDim, m.axisIndex = e.axisIndex, m.axisType = e.axisType, m.axisId = e.axisId, m.axisValue = KS(t.axis, { value: i }), m.axisValueLabel = a, m.marker = u.makeTooltipMarker("item", jp(m.color), o);
							var h = Vh(f.formatTooltip(p, !0, null)), g = h.frag;
							if (g) {
								var _ = SA([f], r).get("valueFormatter");
								d.blocks.push(_ ? P({ valueFormatter: _ }, g) : g);
							}
							h.text && l.push(h.text), s.push(m);
						}
					});
				}
			});
		}), c.blocks.reverse(), l.reverse();
		var d = t.position, f = jg(c, u, o, a.get("order"), n.get("useUTC"), a.get("textStyle"));
		f && l.unshift(f);
		var p = o === "richText" ? "\n\n" : "<br/>", m = l.join(p);
		this._showOrMove(a, function() {
			this._updateContentNotChangedOnAxis(e, s) ? this._updatePosition(a, d, i[0], i[1], this._tooltipContent, s) : this._showTooltipContent(a, m, s, Math.random() + "", i[0], i[1], d, null, u);
		});
	}, t.prototype._showSeriesItemTooltip = function(e, t, n) {
		var r = this._ecModel, i = X(t), a = i.seriesIndex, o = r.getSeriesByIndex(a), s = i.dataModel || o, c = i.dataIndex, l = i.dataType, u = s.getData(l), d = this._renderMode, f = e.positionDefault, p = SA([
			u.getItemModel(c),
			s,
			o && (o.coordinateSystem || {}).model
		], this._tooltipModel, f ? { position: f } : null), m = p.get("trigger");
		if (m == null || m === "item") {
			var h = s.getDataParams(c, l), g = new Bg();
			h.marker = g.makeTooltipMarker("item", jp(h.color), d);
			var _ = Vh(s.formatTooltip(c, !1, l)), v = p.get("order"), y = p.get("valueFormatter"), b = _.frag, x = b ? jg(y ? P({ valueFormatter: y }, b) : b, g, d, v, r.get("useUTC"), p.get("textStyle")) : _.text, S = "item_" + s.name + "_" + c;
			this._showOrMove(p, function() {
				this._showTooltipContent(p, x, h, S, e.offsetX, e.offsetY, e.position, e.target, g);
			}), n({
				type: "showTip",
				dataIndexInside: c,
				dataIndex: u.getRawIndex(c),
				seriesIndex: a,
				from: this.uid
			});
		}
	}, t.prototype._showComponentItemTooltip = function(e, t, n) {
		var r = this._renderMode === "html", i = X(t), a = i.tooltipConfig.option || {}, o = a.encodeHTMLContent;
		if (W(a)) {
			var s = a;
			a = {
				content: s,
				formatter: s
			}, o = !0;
		}
		o && r && a.content && (a = M(a), a.content = pt(a.content));
		var c = [a], l = this._ecModel.getComponent(i.componentMainType, i.componentIndex);
		l && c.push(l), c.push({ formatter: a.content });
		var u = e.positionDefault, d = SA(c, this._tooltipModel, u ? { position: u } : null), f = d.get("content"), p = Math.random() + "", m = new Bg();
		this._showOrMove(d, function() {
			var n = M(d.get("formatterParams") || {});
			this._showTooltipContent(d, f, n, p, e.offsetX, e.offsetY, e.position, t, m);
		}), n({
			type: "showTip",
			from: this.uid
		});
	}, t.prototype._showTooltipContent = function(e, t, n, r, i, a, o, s, c) {
		if (this._ticket = "", e.get("showContent") && e.get("show")) {
			var l = this._tooltipContent;
			l.setEnterable(e.get("enterable"));
			var u = e.get("formatter");
			o = o || e.get("position");
			var d = t, f = this._getNearestPoint([i, a], n, e.get("trigger"), e.get("borderColor")).color;
			if (u) {
				if (W(u)) {
					var p = e.ecModel.get("useUTC"), m = H(n) ? n[0] : n, h = m && m.axisType && m.axisType.indexOf("time") >= 0;
					d = u, h && (d = ap(m.axisValue, d, p)), d = kp(d, n, !0);
				} else if (U(u)) {
					var g = V(function(t, r) {
						t === this._ticket && (l.setContent(r, c, e, f, o), this._updatePosition(e, o, i, a, l, n, s));
					}, this);
					this._ticket = r, d = u(n, r, g);
				} else d = u;
			}
			l.setContent(d, c, e, f, o), l.show(e, f), this._updatePosition(e, o, i, a, l, n, s);
		}
	}, t.prototype._getNearestPoint = function(e, t, n, r) {
		if (n === "axis" || H(t)) return { color: r || (this._renderMode === "html" ? "#fff" : "none") };
		if (!H(t)) return { color: r || t.color || t.borderColor };
	}, t.prototype._updatePosition = function(e, t, n, r, i, a, o) {
		var s = this._api.getWidth(), c = this._api.getHeight();
		t = t || e.get("position");
		var l = i.getSize(), u = e.get("align"), d = e.get("verticalAlign"), f = o && o.getBoundingRect().clone();
		if (o && f.applyTransform(o.transform), U(t) && (t = t([n, r], a, i.el, f, {
			viewSize: [s, c],
			contentSize: l.slice()
		})), H(t)) n = fa(t[0], s), r = fa(t[1], c);
		else if (G(t)) {
			var p = t;
			p.width = l[0], p.height = l[1];
			var m = Lp(p, {
				width: s,
				height: c
			});
			n = m.x, r = m.y, u = null, d = null;
		} else if (W(t) && o) {
			var h = EA(t, f, l, e.get("borderWidth"));
			n = h[0], r = h[1];
		} else {
			var h = wA(n, r, i, s, c, u ? null : 20, d ? null : 20);
			n = h[0], r = h[1];
		}
		if (u && (n -= DA(u) ? l[0] / 2 : u === "right" ? l[0] : 0), d && (r -= DA(d) ? l[1] / 2 : d === "bottom" ? l[1] : 0), $k(e)) {
			var h = TA(n, r, i, s, c);
			n = h[0], r = h[1];
		}
		i.moveTo(n, r);
	}, t.prototype._updateContentNotChangedOnAxis = function(e, t) {
		var n = this._lastDataByCoordSys, r = this._cbParamsList, i = !!n && n.length === e.length;
		return i && L(n, function(n, a) {
			var o = n.dataByAxis || [], s = (e[a] || {}).dataByAxis || [];
			i = i && o.length === s.length, i && L(o, function(e, n) {
				var a = s[n] || {}, o = e.seriesDataIndices || [], c = a.seriesDataIndices || [];
				i = i && e.value === a.value && e.axisType === a.axisType && e.axisId === a.axisId && o.length === c.length, i && L(o, function(e, t) {
					var n = c[t];
					i = i && e.seriesIndex === n.seriesIndex && e.dataIndex === n.dataIndex;
				}), r && L(e.seriesDataIndices, function(e) {
					var n = e.seriesIndex, a = t[n], o = r[n];
					a && o && o.data !== a.data && (i = !1);
				});
			});
		}), this._lastDataByCoordSys = e, this._cbParamsList = t, !!i;
	}, t.prototype._hide = function(e) {
		this._lastDataByCoordSys = null, e({
			type: "hideTip",
			from: this.uid
		});
	}, t.prototype.dispose = function(e, t) {
		!m.node && t.getDom() && (h_(this, "_updatePosition"), this._tooltipContent.dispose(), gk("itemTooltip", t));
	}, t.type = "tooltip", t;
}(e_);
function SA(e, t, n) {
	var r = t.ecModel, i;
	n ? (i = new Df(n, r, r), i = new Df(t.option, i, r)) : i = t;
	for (var a = e.length - 1; a >= 0; a--) {
		var o = e[a];
		o && (o instanceof Df && (o = o.get("tooltip", !0)), W(o) && (o = { formatter: o }), o && (i = new Df(o, i, r)));
	}
	return i;
}
function CA(e, t) {
	return e.dispatchAction || V(t.dispatchAction, t);
}
function wA(e, t, n, r, i, a, o) {
	var s = n.getSize(), c = s[0], l = s[1];
	return a != null && (e + c + a + 2 > r ? e -= c + a : e += a), o != null && (t + l + o > i ? t -= l + o : t += o), [e, t];
}
function TA(e, t, n, r, i) {
	var a = n.getSize(), o = a[0], s = a[1];
	return e = Math.min(e + o, r) - o, t = Math.min(t + s, i) - s, e = Math.max(e, 0), t = Math.max(t, 0), [e, t];
}
function EA(e, t, n, r) {
	var i = n[0], a = n[1], o = Math.ceil(Math.SQRT2 * r) + 8, s = 0, c = 0, l = t.width, u = t.height;
	switch (e) {
		case "inside":
			s = t.x + l / 2 - i / 2, c = t.y + u / 2 - a / 2;
			break;
		case "top":
			s = t.x + l / 2 - i / 2, c = t.y - a - o;
			break;
		case "bottom":
			s = t.x + l / 2 - i / 2, c = t.y + u + o;
			break;
		case "left":
			s = t.x - i - o, c = t.y + u / 2 - a / 2;
			break;
		case "right": s = t.x + l + o, c = t.y + u / 2 - a / 2;
	}
	return [s, c];
}
function DA(e) {
	return e === "center" || e === "middle";
}
function OA(e, t, n) {
	var r = oo(e).queryOptionMap, i = r.keys()[0];
	if (i && i !== "series") {
		var a = lo(t, i, r.get(i), {
			useDefault: !1,
			enableAll: !1,
			enableNone: !1
		}).models[0];
		if (a) {
			var o = n.getViewOfComponentModel(a), s;
			if (o.group.traverse(function(t) {
				var n = X(t).tooltipConfig;
				if (n && n.name === e.name) return s = t, !0;
			}), s) return {
				componentMainType: i,
				componentIndex: a.componentIndex,
				el: s
			};
		}
	}
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/tooltip/install.js
function kA(e) {
	nC(jk), e.registerComponentModel(Qk), e.registerComponentView(xA), e.registerAction({
		type: "showTip",
		event: "showTip",
		update: "tooltip:manuallyShowTip"
	}, Fe), e.registerAction({
		type: "hideTip",
		event: "hideTip",
		update: "tooltip:manuallyHideTip"
	}, Fe);
}
// ../../../work/main/frontend/node_modules/echarts/lib/visual/visualSolution.js
var AA = L;
function jA(e) {
	if (e) {
		for (var t in e) if (e.hasOwnProperty(t)) return !0;
	}
}
function MA(e, t, n) {
	var r = {};
	return AA(t, function(t) {
		var a = r[t] = i();
		AA(e[t], function(e, r) {
			if (wE.isValidType(r)) {
				var i = {
					type: r,
					visual: e
				};
				n && n(i, t), a[r] = new wE(i), r === "opacity" && (i = M(i), i.type = "colorAlpha", a.__hidden.__alphaForOpacity = new wE(i));
			}
		});
	}), r;
	function i() {
		var e = function() {};
		return e.prototype.__hidden = e.prototype, new e();
	}
}
function NA(e, t, n) {
	var r;
	L(n, function(e) {
		t.hasOwnProperty(e) && jA(t[e]) && (r = !0);
	}), r && L(n, function(n) {
		t.hasOwnProperty(n) && jA(t[n]) ? e[n] = M(t[n]) : delete e[n];
	});
}
function PA(e, t, n, r) {
	var i = {};
	return L(e, function(e) {
		i[e] = wE.prepareVisualTypes(t[e]);
	}), { progress: function(e, a) {
		var o;
		r != null && (o = a.getDimensionIndex(r));
		function s(e) {
			return ev(a, l, e);
		}
		function c(e, t) {
			nv(a, l, e, t);
		}
		for (var l, u = a.getStore(); (l = e.next()) != null;) {
			var d = a.getRawDataItem(l);
			if (!(d && d.visualMap === !1)) for (var f = r == null ? l : u.get(o, l), p = n(f), m = t[p], h = i[p], g = 0, _ = h.length; g < _; g++) {
				var v = h[g];
				m[v] && m[v].applyVisual(f, s, c);
			}
		}
	} };
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/marker/checkMarkerInSeries.js
function FA(e, t) {
	if (!e) return !1;
	for (var n = H(e) ? e : [e], r = 0; r < n.length; r++) if (n[r] && n[r][t]) return !0;
	return !1;
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/marker/MarkerModel.js
function IA(e) {
	La(e, "label", ["show"]);
}
var LA = ro(), RA = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.createdBySelf = !1, n;
	}
	return t.prototype.init = function(e, t, n) {
		this.mergeDefaultAndTheme(e, n), this._mergeOption(e, n, !1, !0);
	}, t.prototype.isAnimationEnabled = function() {
		if (m.node) return !1;
		var e = this.__hostSeries;
		return this.getShallow("animation") && e && e.isAnimationEnabled();
	}, t.prototype.mergeOption = function(e, t) {
		this._mergeOption(e, t, !1, !1);
	}, t.prototype._mergeOption = function(e, t, n, r) {
		var i = this.mainType;
		n || t.eachSeries(function(e) {
			var n = e.get(this.mainType, !0), a = LA(e)[i];
			!n || !n.data ? LA(e)[i] = null : (a ? a._mergeOption(n, t, !0) : (r && IA(n), L(n.data, function(e) {
				e instanceof Array ? (IA(e[0]), IA(e[1])) : IA(e);
			}), a = this.createMarkerModelFromSeries(n, this, t), P(a, {
				mainType: this.mainType,
				seriesIndex: e.seriesIndex,
				name: e.name,
				createdBySelf: !0
			}), a.__hostSeries = e), LA(e)[i] = a);
		}, this);
	}, t.prototype.formatTooltip = function(e, t, n) {
		var r = this.getData(), i = this.getRawValue(e), a = r.getName(e);
		return Tg("section", {
			header: this.name,
			blocks: [Tg("nameValue", {
				name: a,
				value: i,
				noName: !a,
				noValue: i == null
			})]
		});
	}, t.prototype.getData = function() {
		return this._data;
	}, t.prototype.setData = function(e) {
		this._data = e;
	}, t.prototype.getDataParams = function(e, t) {
		var n = Bh.prototype.getDataParams.call(this, e, t), r = this.__hostSeries;
		return r && (n.seriesId = r.id, n.seriesName = r.name, n.seriesType = r.subType), n;
	}, t.getMarkerModelFromSeries = function(e, t) {
		return LA(e)[t];
	}, t.type = "marker", t.dependencies = [
		"series",
		"grid",
		"polar",
		"geo"
	], t;
}(Wp);
oe(RA, Bh.prototype);
// ../../../work/main/frontend/node_modules/echarts/lib/component/marker/markerHelper.js
function zA(e) {
	return !(isNaN(parseFloat(e.x)) && isNaN(parseFloat(e.y)));
}
function BA(e) {
	return !isNaN(parseFloat(e.x)) && !isNaN(parseFloat(e.y));
}
function VA(e, t, n, r, i, a) {
	var o = [], s = Ox(t, r) ? t.getCalculationInfo("stackResultDimension") : r, c = JA(t, s, e), l = t.indicesOfNearest(s, c)[0];
	o[i] = t.get(n, l), o[a] = t.get(s, l);
	var u = t.get(r, l), d = ha(t.get(r, l));
	return d = Math.min(d, 20), d >= 0 && (o[a] = +o[a].toFixed(d)), [o, u];
}
var HA = {
	min: ue(VA, "min"),
	max: ue(VA, "max"),
	average: ue(VA, "average"),
	median: ue(VA, "median")
};
function UA(e, t) {
	if (t) {
		var n = e.getData(), r = e.coordinateSystem, i = r && r.dimensions;
		if (!BA(t) && !H(t.coord) && H(i)) {
			var a = WA(t, n, r, e);
			if (t = M(t), t.type && HA[t.type] && a.baseAxis && a.valueAxis) {
				var o = I(i, a.baseAxis.dim), s = I(i, a.valueAxis.dim), c = HA[t.type](n, a.baseDataDim, a.valueDataDim, o, s);
				t.coord = c[0], t.value = c[1];
			} else t.coord = [t.xAxis == null ? t.radiusAxis : t.xAxis, t.yAxis == null ? t.angleAxis : t.yAxis];
		}
		if (t.coord == null || !H(i)) t.coord = [];
		else for (var l = t.coord, u = 0; u < 2; u++) HA[l[u]] && (l[u] = JA(n, n.mapDimension(i[u]), l[u]));
		return t;
	}
}
function WA(e, t, n, r) {
	var i = {};
	return e.valueIndex != null || e.valueDim != null ? (i.valueDataDim = e.valueIndex == null ? e.valueDim : t.getDimension(e.valueIndex), i.valueAxis = n.getAxis(GA(r, i.valueDataDim)), i.baseAxis = n.getOtherAxis(i.valueAxis), i.baseDataDim = t.mapDimension(i.baseAxis.dim)) : (i.baseAxis = r.getBaseAxis(), i.valueAxis = n.getOtherAxis(i.baseAxis), i.baseDataDim = t.mapDimension(i.baseAxis.dim), i.valueDataDim = t.mapDimension(i.valueAxis.dim)), i;
}
function GA(e, t) {
	var n = e.getData().getDimensionInfo(t);
	return n && n.coordDim;
}
function KA(e, t) {
	return e && e.containData && t.coord && !zA(t) ? e.containData(t.coord) : !0;
}
function qA(e, t) {
	return e ? function(e, n, r, i) {
		return Gh(i < 2 ? e.coord && e.coord[i] : e.value, t[i]);
	} : function(e, n, r, i) {
		return Gh(e.value, t[i]);
	};
}
function JA(e, t, n) {
	if (n === "average") {
		var r = 0, i = 0;
		return e.each(t, function(e, t) {
			isNaN(e) || (r += e, i++);
		}), r / i;
	}
	return n === "median" ? e.getMedian(t) : e.getDataExtent(t)[+(n === "max")];
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/marker/MarkerView.js
var YA = ro(), XA = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.init = function() {
		this.markerGroupMap = q();
	}, t.prototype.render = function(e, t, n) {
		var r = this, i = this.markerGroupMap;
		i.each(function(e) {
			YA(e).keep = !1;
		}), t.eachSeries(function(e) {
			var i = RA.getMarkerModelFromSeries(e, r.type);
			i && r.renderSeries(e, i, t, n);
		}), i.each(function(e) {
			!YA(e).keep && r.group.remove(e.group);
		});
	}, t.prototype.markKeep = function(e) {
		YA(e).keep = !0;
	}, t.prototype.toggleBlurSeries = function(e, t) {
		var n = this;
		L(e, function(e) {
			var r = RA.getMarkerModelFromSeries(e, n.type);
			r && r.getData().eachItemGraphicEl(function(e) {
				e && (t ? bl(e) : xl(e));
			});
		});
	}, t.type = "marker", t;
}(e_), ZA = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.createMarkerModelFromSeries = function(e, n, r) {
		return new t(e, n, r);
	}, t.type = "markLine", t.defaultOption = {
		z: 5,
		symbol: ["circle", "arrow"],
		symbolSize: [8, 16],
		symbolOffset: 0,
		precision: 2,
		tooltip: { trigger: "item" },
		label: {
			show: !0,
			position: "end",
			distance: 5
		},
		lineStyle: { type: "dashed" },
		emphasis: {
			label: { show: !0 },
			lineStyle: { width: 3 }
		},
		animationEasing: "linear"
	}, t;
}(RA), QA = ro(), $A = function(e, t, n, r) {
	var i = e.getData(), a;
	if (H(r)) a = r;
	else {
		var o = r.type;
		if (o === "min" || o === "max" || o === "average" || o === "median" || r.xAxis != null || r.yAxis != null) {
			var s = void 0, c = void 0;
			if (r.yAxis != null || r.xAxis != null) s = t.getAxis(r.yAxis == null ? "x" : "y"), c = ye(r.yAxis, r.xAxis);
			else {
				var l = WA(r, i, t, e);
				s = l.valueAxis, c = JA(i, kx(i, l.valueDataDim), o);
			}
			var u = s.dim === "x" ? 0 : 1, d = 1 - u, f = M(r), p = { coord: [] };
			f.type = null, f.coord = [], f.coord[d] = -Infinity, p.coord[d] = Infinity;
			var m = n.get("precision");
			m >= 0 && fe(c) && (c = +c.toFixed(Math.min(m, 20))), f.coord[u] = p.coord[u] = c, a = [
				f,
				p,
				{
					type: o,
					valueIndex: r.valueIndex,
					value: c
				}
			];
		} else a = [];
	}
	var h = [
		UA(e, a[0]),
		UA(e, a[1]),
		P({}, a[2])
	];
	return h[2].type = h[2].type || null, N(h[2], h[0]), N(h[2], h[1]), h;
};
function ej(e) {
	return !isNaN(e) && !isFinite(e);
}
function tj(e, t, n, r) {
	var i = 1 - e, a = r.dimensions[e];
	return ej(t[i]) && ej(n[i]) && t[e] === n[e] && r.getAxis(a).containData(t[e]);
}
function nj(e, t) {
	if (e.type === "cartesian2d") {
		var n = t[0].coord, r = t[1].coord;
		if (n && r && (tj(1, n, r, e) || tj(0, n, r, e))) return !0;
	}
	return KA(e, t[0]) && KA(e, t[1]);
}
function rj(e, t, n, r, i) {
	var a = r.coordinateSystem, o = e.getItemModel(t), s, c = fa(o.get("x"), i.getWidth()), l = fa(o.get("y"), i.getHeight());
	if (!isNaN(c) && !isNaN(l)) s = [c, l];
	else {
		if (r.getMarkerPosition) s = r.getMarkerPosition(e.getValues(e.dimensions, t));
		else {
			var u = a.dimensions, d = e.get(u[0], t), f = e.get(u[1], t);
			s = a.dataToPoint([d, f]);
		}
		if (XC(a, "cartesian2d")) {
			var p = a.getAxis("x"), m = a.getAxis("y"), u = a.dimensions;
			ej(e.get(u[0], t)) ? s[0] = p.toGlobalCoord(p.getExtent()[+!n]) : ej(e.get(u[1], t)) && (s[1] = m.toGlobalCoord(m.getExtent()[+!n]));
		}
		isNaN(c) || (s[0] = c), isNaN(l) || (s[1] = l);
	}
	e.setItemLayout(t, s);
}
var ij = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.updateTransform = function(e, t, n) {
		t.eachSeries(function(e) {
			var t = RA.getMarkerModelFromSeries(e, "markLine");
			if (t) {
				var r = t.getData(), i = QA(t).from, a = QA(t).to;
				i.each(function(t) {
					rj(i, t, !0, e, n), rj(a, t, !1, e, n);
				}), r.each(function(e) {
					r.setItemLayout(e, [i.getItemLayout(e), a.getItemLayout(e)]);
				}), this.markerGroupMap.get(e.id).updateLayout();
			}
		}, this);
	}, t.prototype.renderSeries = function(e, t, n, r) {
		var i = e.coordinateSystem, a = e.id, o = e.getData(), s = this.markerGroupMap, c = s.get(a) || s.set(a, new XE());
		this.group.add(c.group);
		var l = aj(i, e, t), u = l.from, d = l.to, f = l.line;
		QA(t).from = u, QA(t).to = d, t.setData(f);
		var p = t.get("symbol"), m = t.get("symbolSize"), h = t.get("symbolRotate"), g = t.get("symbolOffset");
		H(p) || (p = [p, p]), H(m) || (m = [m, m]), H(h) || (h = [h, h]), H(g) || (g = [g, g]), l.from.each(function(e) {
			_(u, e, !0), _(d, e, !1);
		}), f.each(function(e) {
			var t = f.getItemModel(e).getModel("lineStyle").getLineStyle();
			f.setItemLayout(e, [u.getItemLayout(e), d.getItemLayout(e)]), t.stroke ?? (t.stroke = u.getItemVisual(e, "style").fill), f.setItemVisual(e, {
				fromSymbolKeepAspect: u.getItemVisual(e, "symbolKeepAspect"),
				fromSymbolOffset: u.getItemVisual(e, "symbolOffset"),
				fromSymbolRotate: u.getItemVisual(e, "symbolRotate"),
				fromSymbolSize: u.getItemVisual(e, "symbolSize"),
				fromSymbol: u.getItemVisual(e, "symbol"),
				toSymbolKeepAspect: d.getItemVisual(e, "symbolKeepAspect"),
				toSymbolOffset: d.getItemVisual(e, "symbolOffset"),
				toSymbolRotate: d.getItemVisual(e, "symbolRotate"),
				toSymbolSize: d.getItemVisual(e, "symbolSize"),
				toSymbol: d.getItemVisual(e, "symbol"),
				style: t
			});
		}), c.updateData(f), l.line.eachItemGraphicEl(function(e) {
			X(e).dataModel = t, e.traverse(function(e) {
				X(e).dataModel = t;
			});
		});
		function _(t, n, i) {
			var a = t.getItemModel(n);
			rj(t, n, i, e, r);
			var s = a.getModel("itemStyle").getItemStyle();
			s.fill ?? (s.fill = tv(o, "color")), t.setItemVisual(n, {
				symbolKeepAspect: a.get("symbolKeepAspect"),
				symbolOffset: K(a.get("symbolOffset", !0), g[+!i]),
				symbolRotate: K(a.get("symbolRotate", !0), h[+!i]),
				symbolSize: K(a.get("symbolSize"), m[+!i]),
				symbol: K(a.get("symbol", !0), p[+!i]),
				style: s
			});
		}
		this.markKeep(c), c.group.silent = t.get("silent") || e.get("silent");
	}, t.type = "markLine", t;
}(XA);
function aj(e, t, n) {
	var r = e ? R(e && e.dimensions, function(e) {
		return P(P({}, t.getData().getDimensionInfo(t.getData().mapDimension(e)) || {}), {
			name: e,
			ordinalMeta: null
		});
	}) : [{
		name: "value",
		type: "float"
	}], i = new gx(r, n), a = new gx(r, n), o = new gx([], n), s = R(n.get("data"), ue($A, t, e, n));
	e && (s = ce(s, ue(nj, e)));
	var c = qA(!!e, r);
	return i.initData(R(s, function(e) {
		return e[0];
	}), null, c), a.initData(R(s, function(e) {
		return e[1];
	}), null, c), o.initData(R(s, function(e) {
		return e[2];
	})), o.hasItemOption = !0, {
		from: i,
		to: a,
		line: o
	};
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/marker/installMarkLine.js
function oj(e) {
	e.registerComponentModel(ZA), e.registerComponentView(ij), e.registerPreprocessor(function(e) {
		FA(e.series, "markLine") && (e.markLine = e.markLine || {});
	});
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/legend/LegendModel.js
var sj = function(e, t) {
	if (t === "all") return {
		type: "all",
		title: e.getLocaleModel().get([
			"legend",
			"selector",
			"all"
		])
	};
	if (t === "inverse") return {
		type: "inverse",
		title: e.getLocaleModel().get([
			"legend",
			"selector",
			"inverse"
		])
	};
}, cj = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.layoutMode = {
			type: "box",
			ignoreSize: !0
		}, n;
	}
	return t.prototype.init = function(e, t, n) {
		this.mergeDefaultAndTheme(e, n), e.selected = e.selected || {}, this._updateSelector(e);
	}, t.prototype.mergeOption = function(t, n) {
		e.prototype.mergeOption.call(this, t, n), this._updateSelector(t);
	}, t.prototype._updateSelector = function(e) {
		var t = e.selector, n = this.ecModel;
		t === !0 && (t = e.selector = ["all", "inverse"]), H(t) && L(t, function(e, r) {
			W(e) && (e = { type: e }), t[r] = N(e, sj(n, e.type));
		});
	}, t.prototype.optionUpdated = function() {
		this._updateData(this.ecModel);
		var e = this._data;
		if (e[0] && this.get("selectedMode") === "single") {
			for (var t = !1, n = 0; n < e.length; n++) {
				var r = e[n].get("name");
				if (this.isSelected(r)) {
					this.select(r), t = !0;
					break;
				}
			}
			!t && this.select(e[0].get("name"));
		}
	}, t.prototype._updateData = function(e) {
		var t = [], n = [];
		e.eachRawSeries(function(r) {
			var i = r.name;
			n.push(i);
			var a;
			if (r.legendVisualProvider) {
				var o = r.legendVisualProvider.getAllNames();
				e.isSeriesFiltered(r) || (n = n.concat(o)), o.length ? t = t.concat(o) : a = !0;
			} else a = !0;
			a && Za(r) && t.push(r.name);
		}), this._availableNames = n;
		var r = this.get("data") || t, i = q(), a = R(r, function(e) {
			return (W(e) || fe(e)) && (e = { name: e }), i.get(e.name) ? null : (i.set(e.name, !0), new Df(e, this, this.ecModel));
		}, this);
		this._data = ce(a, function(e) {
			return !!e;
		});
	}, t.prototype.getData = function() {
		return this._data;
	}, t.prototype.select = function(e) {
		var t = this.option.selected;
		if (this.get("selectedMode") === "single") {
			var n = this._data;
			L(n, function(e) {
				t[e.get("name")] = !1;
			});
		}
		t[e] = !0;
	}, t.prototype.unSelect = function(e) {
		this.get("selectedMode") !== "single" && (this.option.selected[e] = !1);
	}, t.prototype.toggleSelected = function(e) {
		var t = this.option.selected;
		t.hasOwnProperty(e) || (t[e] = !0), this[t[e] ? "unSelect" : "select"](e);
	}, t.prototype.allSelect = function() {
		var e = this._data, t = this.option.selected;
		L(e, function(e) {
			t[e.get("name", !0)] = !0;
		});
	}, t.prototype.inverseSelect = function() {
		var e = this._data, t = this.option.selected;
		L(e, function(e) {
			var n = e.get("name", !0);
			t.hasOwnProperty(n) || (t[n] = !0), t[n] = !t[n];
		});
	}, t.prototype.isSelected = function(e) {
		var t = this.option.selected;
		return !(t.hasOwnProperty(e) && !t[e]) && I(this._availableNames, e) >= 0;
	}, t.prototype.getOrient = function() {
		return this.get("orient") === "vertical" ? {
			index: 1,
			name: "vertical"
		} : {
			index: 0,
			name: "horizontal"
		};
	}, t.type = "legend.plain", t.dependencies = ["series"], t.defaultOption = {
		z: 4,
		show: !0,
		orient: "horizontal",
		left: "center",
		top: 0,
		align: "auto",
		backgroundColor: "rgba(0,0,0,0)",
		borderColor: "#ccc",
		borderRadius: 0,
		borderWidth: 0,
		padding: 5,
		itemGap: 10,
		itemWidth: 25,
		itemHeight: 14,
		symbolRotate: "inherit",
		symbolKeepAspect: !0,
		inactiveColor: "#ccc",
		inactiveBorderColor: "#ccc",
		inactiveBorderWidth: "auto",
		itemStyle: {
			color: "inherit",
			opacity: "inherit",
			borderColor: "inherit",
			borderWidth: "auto",
			borderCap: "inherit",
			borderJoin: "inherit",
			borderDashOffset: "inherit",
			borderMiterLimit: "inherit"
		},
		lineStyle: {
			width: "auto",
			color: "inherit",
			inactiveColor: "#ccc",
			inactiveWidth: 2,
			opacity: "inherit",
			type: "inherit",
			cap: "inherit",
			join: "inherit",
			dashOffset: "inherit",
			miterLimit: "inherit"
		},
		textStyle: { color: "#333" },
		selectedMode: !0,
		selector: !1,
		selectorLabel: {
			show: !0,
			borderRadius: 10,
			padding: [
				3,
				5,
				3,
				5
			],
			fontSize: 12,
			fontFamily: "sans-serif",
			color: "#666",
			borderWidth: 1,
			borderColor: "#666"
		},
		emphasis: { selectorLabel: {
			show: !0,
			color: "#eee",
			backgroundColor: "#666"
		} },
		selectorPosition: "auto",
		selectorItemGap: 7,
		selectorButtonGap: 10,
		tooltip: { show: !1 }
	}, t;
}(Wp), lj = ue, uj = L, dj = ea, fj = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.newlineDisabled = !1, n;
	}
	return t.prototype.init = function() {
		this.group.add(this._contentGroup = new dj()), this.group.add(this._selectorGroup = new dj()), this._isFirstRender = !0;
	}, t.prototype.getContentGroup = function() {
		return this._contentGroup;
	}, t.prototype.getSelectorGroup = function() {
		return this._selectorGroup;
	}, t.prototype.render = function(e, t, n) {
		var r = this._isFirstRender;
		if (this._isFirstRender = !1, this.resetInner(), e.get("show", !0)) {
			var i = e.get("align"), a = e.get("orient");
			i && i !== "auto" || (i = e.get("left") === "right" && a === "vertical" ? "right" : "left");
			var o = e.get("selector", !0), s = e.get("selectorPosition", !0);
			o && (!s || s === "auto") && (s = a === "horizontal" ? "end" : "start"), this.renderInner(i, e, t, n, o, a, s);
			var c = e.getBoxLayoutParams(), l = {
				width: n.getWidth(),
				height: n.getHeight()
			}, u = e.get("padding"), d = Lp(c, l, u), f = this.layoutInner(e, i, d, r, o, s), p = Lp(F({
				width: f.width,
				height: f.height
			}, c), l, u);
			this.group.x = p.x - f.x, this.group.y = p.y - f.y, this.group.markRedraw(), this.group.add(this._backgroundEl = Zk(f, e));
		}
	}, t.prototype.resetInner = function() {
		this.getContentGroup().removeAll(), this._backgroundEl && this.group.remove(this._backgroundEl), this.getSelectorGroup().removeAll();
	}, t.prototype.renderInner = function(e, t, n, r, i, a, o) {
		var s = this.getContentGroup(), c = q(), l = t.get("selectedMode"), u = [];
		n.eachRawSeries(function(e) {
			!e.get("legendHoverLink") && u.push(e.id);
		}), uj(t.getData(), function(i, a) {
			var o = i.get("name");
			if (!this.newlineDisabled && (o === "" || o === "\n")) {
				var d = new dj();
				d.newline = !0, s.add(d);
			} else {
				var f = n.getSeriesByName(o)[0];
				if (!c.get(o)) {
					if (f) {
						var p = f.getData(), m = p.getVisual("legendLineStyle") || {}, h = p.getVisual("legendIcon"), g = p.getVisual("style"), _ = this._createItem(f, o, a, i, t, e, m, g, h, l, r);
						_.on("click", lj(hj, o, null, r, u)).on("mouseover", lj(_j, f.name, null, r, u)).on("mouseout", lj(vj, f.name, null, r, u)), n.ssr && _.eachChild(function(e) {
							var t = X(e);
							t.seriesIndex = f.seriesIndex, t.dataIndex = a, t.ssrType = "legend";
						}), c.set(o, !0);
					} else n.eachRawSeries(function(s) {
						if (!c.get(o) && s.legendVisualProvider) {
							var d = s.legendVisualProvider;
							if (!d.containName(o)) return;
							var f = d.indexOfName(o), p = d.getItemVisual(f, "style"), m = d.getItemVisual(f, "legendIcon"), h = fr(p.fill);
							h && h[3] === 0 && (h[3] = .2, p = P(P({}, p), { fill: br(h, "rgba") }));
							var g = this._createItem(s, o, a, i, t, e, {}, p, m, l, r);
							g.on("click", lj(hj, null, o, r, u)).on("mouseover", lj(_j, null, o, r, u)).on("mouseout", lj(vj, null, o, r, u)), n.ssr && g.eachChild(function(e) {
								var t = X(e);
								t.seriesIndex = s.seriesIndex, t.dataIndex = a, t.ssrType = "legend";
							}), c.set(o, !0);
						}
					}, this);
				}
			}
		}, this), i && this._createSelector(i, t, r, a, o);
	}, t.prototype._createSelector = function(e, t, n, r, i) {
		var a = this.getSelectorGroup();
		uj(e, function(e) {
			var r = e.type, i = new Dc({
				style: {
					x: 0,
					y: 0,
					align: "center",
					verticalAlign: "middle"
				},
				onclick: function() {
					n.dispatchAction({
						type: r === "all" ? "legendAllSelect" : "legendInverseSelect",
						legendId: t.id
					});
				}
			});
			a.add(i), rf(i, {
				normal: t.getModel("selectorLabel"),
				emphasis: t.getModel(["emphasis", "selectorLabel"])
			}, { defaultText: e.title }), Fl(i);
		});
	}, t.prototype._createItem = function(e, t, n, r, i, a, o, s, c, l, u) {
		var d = e.visualDrawType, f = i.get("itemWidth"), p = i.get("itemHeight"), m = i.isSelected(t), h = r.get("symbolRotate"), g = r.get("symbolKeepAspect"), _ = r.get("icon");
		c = _ || c || "roundRect";
		var v = pj(c, r, o, s, d, m, u), y = new dj(), b = r.getModel("textStyle");
		if (U(e.getLegendIcon) && (!_ || _ === "inherit")) y.add(e.getLegendIcon({
			itemWidth: f,
			itemHeight: p,
			icon: c,
			iconRotate: h,
			itemStyle: v.itemStyle,
			lineStyle: v.lineStyle,
			symbolKeepAspect: g
		}));
		else {
			var x = _ === "inherit" && e.getData().getVisual("symbol") ? h === "inherit" ? e.getData().getVisual("symbolRotate") : h : 0;
			y.add(mj({
				itemWidth: f,
				itemHeight: p,
				icon: c,
				iconRotate: x,
				itemStyle: v.itemStyle,
				lineStyle: v.lineStyle,
				symbolKeepAspect: g
			}));
		}
		var S = a === "left" ? f + 5 : -5, C = a, w = i.get("formatter"), T = t;
		W(w) && w ? T = w.replace("{name}", t ?? "") : U(w) && (T = w(t));
		var E = m ? b.getTextColor() : r.get("inactiveColor");
		y.add(new Dc({ style: of(b, {
			text: T,
			x: S,
			y: p / 2,
			fill: E,
			align: C,
			verticalAlign: "middle"
		}, { inheritColor: E }) }));
		var D = new Cc({
			shape: y.getBoundingRect(),
			style: { fill: "transparent" }
		}), O = r.getModel("tooltip");
		return O.get("show") && Zd({
			el: D,
			componentModel: i,
			itemName: t,
			itemTooltipOption: O.option
		}), y.add(D), y.eachChild(function(e) {
			e.silent = !0;
		}), D.silent = !l, this.getContentGroup().add(y), Fl(y), y.__legendDataIndex = n, y;
	}, t.prototype.layoutInner = function(e, t, n, r, i, a) {
		var o = this.getContentGroup(), s = this.getSelectorGroup();
		Ip(e.get("orient"), o, e.get("itemGap"), n.width, n.height);
		var c = o.getBoundingRect(), l = [-c.x, -c.y];
		if (s.markRedraw(), o.markRedraw(), i) {
			Ip("horizontal", s, e.get("selectorItemGap", !0));
			var u = s.getBoundingRect(), d = [-u.x, -u.y], f = e.get("selectorButtonGap", !0), p = e.getOrient().index, m = p === 0 ? "width" : "height", h = p === 0 ? "height" : "width", g = p === 0 ? "y" : "x";
			a === "end" ? d[p] += c[m] + f : l[p] += u[m] + f, d[1 - p] += c[h] / 2 - u[h] / 2, s.x = d[0], s.y = d[1], o.x = l[0], o.y = l[1];
			var _ = {
				x: 0,
				y: 0
			};
			return _[m] = c[m] + f + u[m], _[h] = Math.max(c[h], u[h]), _[g] = Math.min(0, u[g] + d[1 - p]), _;
		}
		return o.x = l[0], o.y = l[1], this.group.getBoundingRect();
	}, t.prototype.remove = function() {
		this.getContentGroup().removeAll(), this._isFirstRender = !0;
	}, t.type = "legend.plain", t;
}(e_);
function pj(e, t, n, r, i, a, o) {
	function s(e, t) {
		e.lineWidth === "auto" && (e.lineWidth = t.lineWidth > 0 ? 2 : 0), uj(e, function(n, r) {
			e[r] === "inherit" && (e[r] = t[r]);
		});
	}
	var c = t.getModel("itemStyle"), l = c.getItemStyle(), u = e.lastIndexOf("empty", 0) === 0 ? "fill" : "stroke", d = c.getShallow("decal");
	l.decal = !d || d === "inherit" ? r.decal : iy(d, o), l.fill === "inherit" && (l.fill = r[i]), l.stroke === "inherit" && (l.stroke = r[u]), l.opacity === "inherit" && (l.opacity = (i === "fill" ? r : n).opacity), s(l, r);
	var f = t.getModel("lineStyle"), p = f.getLineStyle();
	if (s(p, n), l.fill === "auto" && (l.fill = r.fill), l.stroke === "auto" && (l.stroke = r.fill), p.stroke === "auto" && (p.stroke = r.fill), !a) {
		var m = t.get("inactiveBorderWidth"), h = l[u];
		l.lineWidth = m === "auto" ? r.lineWidth > 0 && h ? 2 : 0 : l.lineWidth, l.fill = t.get("inactiveColor"), l.stroke = t.get("inactiveBorderColor"), p.stroke = f.get("inactiveColor"), p.lineWidth = f.get("inactiveWidth");
	}
	return {
		itemStyle: l,
		lineStyle: p
	};
}
function mj(e) {
	var t = e.icon || "roundRect", n = hv(t, 0, 0, e.itemWidth, e.itemHeight, e.itemStyle.fill, e.symbolKeepAspect);
	return n.setStyle(e.itemStyle), n.rotation = (e.iconRotate || 0) * Math.PI / 180, n.setOrigin([e.itemWidth / 2, e.itemHeight / 2]), t.indexOf("empty") > -1 && (n.style.stroke = n.style.fill, n.style.fill = "#fff", n.style.lineWidth = 2), n;
}
function hj(e, t, n, r) {
	vj(e, t, n, r), n.dispatchAction({
		type: "legendToggleSelect",
		name: e ?? t
	}), _j(e, t, n, r);
}
function gj(e) {
	for (var t = e.getZr().storage.getDisplayList(), n, r = 0, i = t.length; r < i && !(n = t[r].states.emphasis);) r++;
	return n && n.hoverLayer;
}
function _j(e, t, n, r) {
	gj(n) || n.dispatchAction({
		type: "highlight",
		seriesName: e,
		name: t,
		excludeSeriesId: r
	});
}
function vj(e, t, n, r) {
	gj(n) || n.dispatchAction({
		type: "downplay",
		seriesName: e,
		name: t,
		excludeSeriesId: r
	});
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/legend/legendFilter.js
function yj(e) {
	var t = e.findComponents({ mainType: "legend" });
	t && t.length && e.filterSeries(function(e) {
		for (var n = 0; n < t.length; n++) if (!t[n].isSelected(e.name)) return !1;
		return !0;
	});
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/legend/legendAction.js
function bj(e, t, n) {
	var r = e === "allSelect" || e === "inverseSelect", i = {}, a = [];
	n.eachComponent({
		mainType: "legend",
		query: t
	}, function(n) {
		r ? n[e]() : n[e](t.name), xj(n, i), a.push(n.componentIndex);
	});
	var o = {};
	return n.eachComponent("legend", function(e) {
		L(i, function(t, n) {
			e[t ? "select" : "unSelect"](n);
		}), xj(e, o);
	}), r ? {
		selected: o,
		legendIndex: a
	} : {
		name: t.name,
		selected: o
	};
}
function xj(e, t) {
	var n = t || {};
	return L(e.getData(), function(t) {
		var r = t.get("name");
		if (r !== "\n" && r !== "") {
			var i = e.isSelected(r);
			n[r] = J(n, r) ? n[r] && i : i;
		}
	}), n;
}
function Sj(e) {
	e.registerAction("legendToggleSelect", "legendselectchanged", ue(bj, "toggleSelected")), e.registerAction("legendAllSelect", "legendselectall", ue(bj, "allSelect")), e.registerAction("legendInverseSelect", "legendinverseselect", ue(bj, "inverseSelect")), e.registerAction("legendSelect", "legendselected", ue(bj, "select")), e.registerAction("legendUnSelect", "legendunselected", ue(bj, "unSelect"));
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/legend/installLegendPlain.js
function Cj(e) {
	e.registerComponentModel(cj), e.registerComponentView(fj), e.registerProcessor(e.PRIORITY.PROCESSOR.SERIES_FILTER, yj), e.registerSubTypeDefaulter("legend", function() {
		return "plain";
	}), Sj(e);
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/legend/ScrollableLegendModel.js
var wj = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.setScrollDataIndex = function(e) {
		this.option.scrollDataIndex = e;
	}, t.prototype.init = function(t, n, r) {
		var i = Vp(t);
		e.prototype.init.call(this, t, n, r), Tj(this, t, i);
	}, t.prototype.mergeOption = function(t, n) {
		e.prototype.mergeOption.call(this, t, n), Tj(this, this.option, t);
	}, t.type = "legend.scroll", t.defaultOption = Mf(cj.defaultOption, {
		scrollDataIndex: 0,
		pageButtonItemGap: 5,
		pageButtonGap: null,
		pageButtonPosition: "end",
		pageFormatter: "{current}/{total}",
		pageIcons: {
			horizontal: ["M0,0L12,-10L12,10z", "M0,0L-12,-10L-12,10z"],
			vertical: ["M0,0L20,0L10,-20z", "M0,0L20,0L10,20z"]
		},
		pageIconColor: "#2f4554",
		pageIconInactiveColor: "#aaa",
		pageIconSize: 15,
		pageTextStyle: { color: "#333" },
		animationDurationUpdate: 800
	}), t;
}(cj);
function Tj(e, t, n) {
	var r = e.getOrient(), i = [1, 1];
	i[r.index] = 0, Bp(t, n, {
		type: "box",
		ignoreSize: !!i
	});
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/legend/ScrollableLegendView.js
var Ej = ea, Dj = ["width", "height"], Oj = ["x", "y"], kj = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.newlineDisabled = !0, n._currentIndex = 0, n;
	}
	return t.prototype.init = function() {
		e.prototype.init.call(this), this.group.add(this._containerGroup = new Ej()), this._containerGroup.add(this.getContentGroup()), this.group.add(this._controllerGroup = new Ej());
	}, t.prototype.resetInner = function() {
		e.prototype.resetInner.call(this), this._controllerGroup.removeAll(), this._containerGroup.removeClipPath(), this._containerGroup.__rectSize = null;
	}, t.prototype.renderInner = function(t, n, r, i, a, o, s) {
		var c = this;
		e.prototype.renderInner.call(this, t, n, r, i, a, o, s);
		var l = this._controllerGroup, u = n.get("pageIconSize", !0), d = H(u) ? u : [u, u];
		p("pagePrev", 0);
		var f = n.getModel("pageTextStyle");
		l.add(new Dc({
			name: "pageText",
			style: {
				text: "xx/xx",
				fill: f.getTextColor(),
				font: f.getFont(),
				verticalAlign: "middle",
				align: "center"
			},
			silent: !0
		})), p("pageNext", 1);
		function p(e, t) {
			var r = e + "DataIndex", a = Kd(n.get("pageIcons", !0)[n.getOrient().name][t], { onclick: V(c._pageGo, c, r, n, i) }, {
				x: -d[0] / 2,
				y: -d[1] / 2,
				width: d[0],
				height: d[1]
			});
			a.name = e, l.add(a);
		}
	}, t.prototype.layoutInner = function(e, t, n, r, i, a) {
		var o = this.getSelectorGroup(), s = e.getOrient().index, c = Dj[s], l = Oj[s], u = Dj[1 - s], d = Oj[1 - s];
		i && Ip("horizontal", o, e.get("selectorItemGap", !0));
		var f = e.get("selectorButtonGap", !0), p = o.getBoundingRect(), m = [-p.x, -p.y], h = M(n);
		i && (h[c] = n[c] - p[c] - f);
		var g = this._layoutContentAndController(e, r, h, s, c, u, d, l);
		if (i) {
			if (a === "end") m[s] += g[c] + f;
			else {
				var _ = p[c] + f;
				m[s] -= _, g[l] -= _;
			}
			g[c] += p[c] + f, m[1 - s] += g[d] + g[u] / 2 - p[u] / 2, g[u] = Math.max(g[u], p[u]), g[d] = Math.min(g[d], p[d] + m[1 - s]), o.x = m[0], o.y = m[1], o.markRedraw();
		}
		return g;
	}, t.prototype._layoutContentAndController = function(e, t, n, r, i, a, o, s) {
		var c = this.getContentGroup(), l = this._containerGroup, u = this._controllerGroup;
		Ip(e.get("orient"), c, e.get("itemGap"), r ? n.width : null, r ? null : n.height), Ip("horizontal", u, e.get("pageButtonItemGap", !0));
		var d = c.getBoundingRect(), f = u.getBoundingRect(), p = this._showController = d[i] > n[i], m = [-d.x, -d.y];
		t || (m[r] = c[s]);
		var h = [0, 0], g = [-f.x, -f.y], _ = K(e.get("pageButtonGap", !0), e.get("itemGap", !0));
		p && (e.get("pageButtonPosition", !0) === "end" ? g[r] += n[i] - f[i] : h[r] += f[i] + _), g[1 - r] += d[a] / 2 - f[a] / 2, c.setPosition(m), l.setPosition(h), u.setPosition(g);
		var v = {
			x: 0,
			y: 0
		};
		if (v[i] = p ? n[i] : d[i], v[a] = Math.max(d[a], f[a]), v[o] = Math.min(0, f[o] + g[1 - r]), l.__rectSize = n[i], p) {
			var y = {
				x: 0,
				y: 0
			};
			y[i] = Math.max(n[i] - f[i] - _, 0), y[a] = v[a], l.setClipPath(new Cc({ shape: y })), l.__rectSize = y[i];
		} else u.eachChild(function(e) {
			e.attr({
				invisible: !0,
				silent: !0
			});
		});
		var b = this._getPageInfo(e);
		return b.pageIndex != null && md(c, {
			x: b.contentPosition[0],
			y: b.contentPosition[1]
		}, p ? e : null), this._updatePageInfoView(e, b), v;
	}, t.prototype._pageGo = function(e, t, n) {
		var r = this._getPageInfo(t)[e];
		r != null && n.dispatchAction({
			type: "legendScroll",
			scrollDataIndex: r,
			legendId: t.id
		});
	}, t.prototype._updatePageInfoView = function(e, t) {
		var n = this._controllerGroup;
		L(["pagePrev", "pageNext"], function(r) {
			var i = t[r + "DataIndex"] != null, a = n.childOfName(r);
			a && (a.setStyle("fill", i ? e.get("pageIconColor", !0) : e.get("pageIconInactiveColor", !0)), a.cursor = i ? "pointer" : "default");
		});
		var r = n.childOfName("pageText"), i = e.get("pageFormatter"), a = t.pageIndex, o = a == null ? 0 : a + 1, s = t.pageCount;
		r && i && r.setStyle("text", W(i) ? i.replace("{current}", o == null ? "" : o + "").replace("{total}", s == null ? "" : s + "") : i({
			current: o,
			total: s
		}));
	}, t.prototype._getPageInfo = function(e) {
		var t = e.get("scrollDataIndex", !0), n = this.getContentGroup(), r = this._containerGroup.__rectSize, i = e.getOrient().index, a = Dj[i], o = Oj[i], s = this._findTargetItemIndex(t), c = n.children(), l = c[s], u = c.length, d = +!!u, f = {
			contentPosition: [n.x, n.y],
			pageCount: d,
			pageIndex: d - 1,
			pagePrevDataIndex: null,
			pageNextDataIndex: null
		};
		if (!l) return f;
		var p = v(l);
		f.contentPosition[i] = -p.s;
		for (var m = s + 1, h = p, g = p, _ = null; m <= u; ++m) _ = v(c[m]), (!_ && g.e > h.s + r || _ && !y(_, h.s)) && (h = g.i > h.i ? g : _, h && (f.pageNextDataIndex ?? (f.pageNextDataIndex = h.i), ++f.pageCount)), g = _;
		for (var m = s - 1, h = p, g = p, _ = null; m >= -1; --m) _ = v(c[m]), (!_ || !y(g, _.s)) && h.i < g.i && (g = h, f.pagePrevDataIndex ?? (f.pagePrevDataIndex = h.i), ++f.pageCount, ++f.pageIndex), h = _;
		return f;
		function v(e) {
			if (e) {
				var t = e.getBoundingRect(), n = t[o] + e[o];
				return {
					s: n,
					e: n + t[a],
					i: e.__legendDataIndex
				};
			}
		}
		function y(e, t) {
			return e.e >= t && e.s <= t + r;
		}
	}, t.prototype._findTargetItemIndex = function(e) {
		if (!this._showController) return 0;
		var t, n = this.getContentGroup(), r;
		return n.eachChild(function(n, i) {
			var a = n.__legendDataIndex;
			r == null && a != null && (r = i), a === e && (t = i);
		}), t ?? r;
	}, t.type = "legend.scroll", t;
}(fj);
// ../../../work/main/frontend/node_modules/echarts/lib/component/legend/scrollableLegendAction.js
function Aj(e) {
	e.registerAction("legendScroll", "legendscroll", function(e, t) {
		var n = e.scrollDataIndex;
		n != null && t.eachComponent({
			mainType: "legend",
			subType: "scroll",
			query: e
		}, function(e) {
			e.setScrollDataIndex(n);
		});
	});
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/legend/installLegendScroll.js
function jj(e) {
	nC(Cj), e.registerComponentModel(wj), e.registerComponentView(kj), Aj(e);
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/legend/install.js
function Mj(e) {
	nC(Cj), nC(jj);
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/dataZoom/InsideZoomModel.js
var Nj = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.type = "dataZoom.inside", t.defaultOption = Mf(Bk.defaultOption, {
		disabled: !1,
		zoomLock: !1,
		zoomOnMouseWheel: !0,
		moveOnMouseMove: !0,
		moveOnMouseWheel: !1,
		preventDefaultMouseMove: !0
	}), t;
}(Bk), Pj = ro();
function Fj(e, t, n) {
	Pj(e).coordSysRecordMap.each(function(e) {
		var r = e.dataZoomInfoMap.get(t.uid);
		r && (r.getRange = n);
	});
}
function Ij(e, t) {
	for (var n = Pj(e).coordSysRecordMap, r = n.keys(), i = 0; i < r.length; i++) {
		var a = r[i], o = n.get(a), s = o.dataZoomInfoMap;
		if (s) {
			var c = t.uid;
			s.get(c) && (s.removeKey(c), s.keys().length || Lj(n, o));
		}
	}
}
function Lj(e, t) {
	if (t) {
		e.removeKey(t.model.uid);
		var n = t.controller;
		n && n.dispose();
	}
}
function Rj(e, t) {
	var n = {
		model: t,
		containsPoint: ue(Bj, t),
		dispatchAction: ue(zj, e),
		dataZoomInfoMap: null,
		controller: null
	}, r = n.controller = new _E(e.getZr());
	return L([
		"pan",
		"zoom",
		"scrollMove"
	], function(e) {
		r.on(e, function(t) {
			var r = [];
			n.dataZoomInfoMap.each(function(i) {
				if (t.isAvailableBehavior(i.model.option)) {
					var a = (i.getRange || {})[e], o = a && a(i.dzReferCoordSysInfo, n.model.mainType, n.controller, t);
					!i.model.get("disabled", !0) && o && r.push({
						dataZoomId: i.model.id,
						start: o[0],
						end: o[1]
					});
				}
			}), r.length && n.dispatchAction(r);
		});
	}), n;
}
function zj(e, t) {
	e.isDisposed() || e.dispatchAction({
		type: "dataZoom",
		animation: {
			easing: "cubicOut",
			duration: 100
		},
		batch: t
	});
}
function Bj(e, t, n, r) {
	return e.coordinateSystem.containPoint([n, r]);
}
function Vj(e) {
	var t, n = "type_", r = {
		type_true: 2,
		type_move: 1,
		type_false: 0,
		type_undefined: -1
	}, i = !0;
	return e.each(function(e) {
		var a = e.model, o = a.get("disabled", !0) ? !1 : !a.get("zoomLock", !0) || "move";
		r[n + o] > r[n + t] && (t = o), i = i && a.get("preventDefaultMouseMove", !0);
	}), {
		controlType: t,
		opt: {
			zoomOnMouseWheel: !0,
			moveOnMouseMove: !0,
			moveOnMouseWheel: !0,
			preventDefaultMouseMove: !!i
		}
	};
}
function Hj(e) {
	e.registerProcessor(e.PRIORITY.PROCESSOR.FILTER, function(e, t) {
		var n = Pj(t), r = n.coordSysRecordMap || (n.coordSysRecordMap = q());
		r.each(function(e) {
			e.dataZoomInfoMap = null;
		}), e.eachComponent({
			mainType: "dataZoom",
			subType: "inside"
		}, function(e) {
			L(Rk(e).infoList, function(n) {
				var i = n.model.uid, a = r.get(i) || r.set(i, Rj(t, n.model));
				(a.dataZoomInfoMap || (a.dataZoomInfoMap = q())).set(e.uid, {
					dzReferCoordSysInfo: n,
					model: e,
					getRange: null
				});
			});
		}), r.each(function(e) {
			var t = e.controller, n, i = e.dataZoomInfoMap;
			if (i) {
				var a = i.keys()[0];
				a != null && (n = i.get(a));
			}
			if (!n) Lj(r, e);
			else {
				var o = Vj(i);
				t.enable(o.controlType, o.opt), t.setPointerChecker(e.containsPoint), m_(e, "dispatchAction", n.model.get("throttle", !0), "fixRate");
			}
		});
	});
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/dataZoom/InsideZoomView.js
var Uj = function(e) {
	f(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = "dataZoom.inside", t;
	}
	return t.prototype.render = function(t, n, r) {
		e.prototype.render.apply(this, arguments), t.noTarget() ? this._clear() : (this.range = t.getPercentRange(), Fj(r, t, {
			pan: V(Wj.pan, this),
			zoom: V(Wj.zoom, this),
			scrollMove: V(Wj.scrollMove, this)
		}));
	}, t.prototype.dispose = function() {
		this._clear(), e.prototype.dispose.apply(this, arguments);
	}, t.prototype._clear = function() {
		Ij(this.api, this.dataZoomModel), this.range = null;
	}, t.type = "dataZoom.inside", t;
}(Hk), Wj = {
	zoom: function(e, t, n, r) {
		var i = this.range, a = i.slice(), o = e.axisModels[0];
		if (o) {
			var s = Kj[t](null, [r.originX, r.originY], o, n, e), c = (s.signal > 0 ? s.pixelStart + s.pixelLength - s.pixel : s.pixel - s.pixelStart) / s.pixelLength * (a[1] - a[0]) + a[0], l = Math.max(1 / r.scale, 0);
			a[0] = (a[0] - c) * l + c, a[1] = (a[1] - c) * l + c;
			var u = this.dataZoomModel.findRepresentativeAxisProxy().getMinMaxSpan();
			if (tD(0, a, [0, 100], 0, u.minSpan, u.maxSpan), this.range = a, i[0] !== a[0] || i[1] !== a[1]) return a;
		}
	},
	pan: Gj(function(e, t, n, r, i, a) {
		var o = Kj[r]([a.oldX, a.oldY], [a.newX, a.newY], t, i, n);
		return o.signal * (e[1] - e[0]) * o.pixel / o.pixelLength;
	}),
	scrollMove: Gj(function(e, t, n, r, i, a) {
		return Kj[r]([0, 0], [a.scrollDelta, a.scrollDelta], t, i, n).signal * (e[1] - e[0]) * a.scrollDelta;
	})
};
function Gj(e) {
	return function(t, n, r, i) {
		var a = this.range, o = a.slice(), s = t.axisModels[0];
		if (s && (tD(e(o, s, t, n, r, i), o, [0, 100], "all"), this.range = o, a[0] !== o[0] || a[1] !== o[1])) return o;
	};
}
var Kj = {
	grid: function(e, t, n, r, i) {
		var a = n.axis, o = {}, s = i.model.coordinateSystem.getRect();
		return e = e || [0, 0], a.dim === "x" ? (o.pixel = t[0] - e[0], o.pixelLength = s.width, o.pixelStart = s.x, o.signal = a.inverse ? 1 : -1) : (o.pixel = t[1] - e[1], o.pixelLength = s.height, o.pixelStart = s.y, o.signal = a.inverse ? -1 : 1), o;
	},
	polar: function(e, t, n, r, i) {
		var a = n.axis, o = {}, s = i.model.coordinateSystem, c = s.getRadiusAxis().getExtent(), l = s.getAngleAxis().getExtent();
		return e = e ? s.pointToCoord(e) : [0, 0], t = s.pointToCoord(t), n.mainType === "radiusAxis" ? (o.pixel = t[0] - e[0], o.pixelLength = c[1] - c[0], o.pixelStart = c[0], o.signal = a.inverse ? 1 : -1) : (o.pixel = t[1] - e[1], o.pixelLength = l[1] - l[0], o.pixelStart = l[0], o.signal = a.inverse ? -1 : 1), o;
	},
	singleAxis: function(e, t, n, r, i) {
		var a = n.axis, o = i.model.coordinateSystem.getRect(), s = {};
		return e = e || [0, 0], a.orient === "horizontal" ? (s.pixel = t[0] - e[0], s.pixelLength = o.width, s.pixelStart = o.x, s.signal = a.inverse ? 1 : -1) : (s.pixel = t[1] - e[1], s.pixelLength = o.height, s.pixelStart = o.y, s.signal = a.inverse ? -1 : 1), s;
	}
};
// ../../../work/main/frontend/node_modules/echarts/lib/component/dataZoom/installDataZoomInside.js
function qj(e) {
	Xk(e), e.registerComponentModel(Nj), e.registerComponentView(Uj), Hj(e);
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/dataZoom/SliderZoomModel.js
var Jj = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.type = "dataZoom.slider", t.layoutMode = "box", t.defaultOption = Mf(Bk.defaultOption, {
		show: !0,
		right: "ph",
		top: "ph",
		width: "ph",
		height: "ph",
		left: null,
		bottom: null,
		borderColor: "#d2dbee",
		borderRadius: 3,
		backgroundColor: "rgba(47,69,84,0)",
		dataBackground: {
			lineStyle: {
				color: "#d2dbee",
				width: .5
			},
			areaStyle: {
				color: "#d2dbee",
				opacity: .2
			}
		},
		selectedDataBackground: {
			lineStyle: {
				color: "#8fb0f7",
				width: .5
			},
			areaStyle: {
				color: "#8fb0f7",
				opacity: .2
			}
		},
		fillerColor: "rgba(135,175,274,0.2)",
		handleIcon: "path://M-9.35,34.56V42m0-40V9.5m-2,0h4a2,2,0,0,1,2,2v21a2,2,0,0,1-2,2h-4a2,2,0,0,1-2-2v-21A2,2,0,0,1-11.35,9.5Z",
		handleSize: "100%",
		handleStyle: {
			color: "#fff",
			borderColor: "#ACB8D1"
		},
		moveHandleSize: 7,
		moveHandleIcon: "path://M-320.9-50L-320.9-50c18.1,0,27.1,9,27.1,27.1V85.7c0,18.1-9,27.1-27.1,27.1l0,0c-18.1,0-27.1-9-27.1-27.1V-22.9C-348-41-339-50-320.9-50z M-212.3-50L-212.3-50c18.1,0,27.1,9,27.1,27.1V85.7c0,18.1-9,27.1-27.1,27.1l0,0c-18.1,0-27.1-9-27.1-27.1V-22.9C-239.4-41-230.4-50-212.3-50z M-103.7-50L-103.7-50c18.1,0,27.1,9,27.1,27.1V85.7c0,18.1-9,27.1-27.1,27.1l0,0c-18.1,0-27.1-9-27.1-27.1V-22.9C-130.9-41-121.8-50-103.7-50z",
		moveHandleStyle: {
			color: "#D2DBEE",
			opacity: .7
		},
		showDetail: !0,
		showDataShadow: "auto",
		realtime: !0,
		zoomLock: !1,
		textStyle: { color: "#6E7079" },
		brushSelect: !0,
		brushStyle: { color: "rgba(135,175,274,0.15)" },
		emphasis: {
			handleLabel: { show: !0 },
			handleStyle: { borderColor: "#8FB0F7" },
			moveHandleStyle: { color: "#8FB0F7" }
		}
	}), t;
}(Bk), Yj = Cc, Xj = 7, Zj = 1, Qj = 30, $j = 7, eM = "horizontal", tM = "vertical", nM = 5, rM = [
	"line",
	"bar",
	"candlestick",
	"scatter"
], iM = {
	easing: "cubicOut",
	duration: 100,
	delay: 0
}, aM = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n._displayables = {}, n;
	}
	return t.prototype.init = function(e, t) {
		this.api = t, this._onBrush = V(this._onBrush, this), this._onBrushEnd = V(this._onBrushEnd, this);
	}, t.prototype.render = function(t, n, r, i) {
		e.prototype.render.apply(this, arguments), m_(this, "_dispatchZoomAction", t.get("throttle"), "fixRate"), this._orient = t.getOrient(), t.get("show") === !1 ? this.group.removeAll() : t.noTarget() ? (this._clear(), this.group.removeAll()) : (i && i.type === "dataZoom" && i.from === this.uid || this._buildView(), this._updateView());
	}, t.prototype.dispose = function() {
		this._clear(), e.prototype.dispose.apply(this, arguments);
	}, t.prototype._clear = function() {
		h_(this, "_dispatchZoomAction");
		var e = this.api.getZr();
		e.off("mousemove", this._onBrush), e.off("mouseup", this._onBrushEnd);
	}, t.prototype._buildView = function() {
		var e = this.group;
		e.removeAll(), this._brushing = !1, this._displayables.brushRect = null, this._resetLocation(), this._resetInterval();
		var t = this._displayables.sliderGroup = new ea();
		this._renderBackground(), this._renderHandle(), this._renderDataShadow(), e.add(t), this._positionGroup();
	}, t.prototype._resetLocation = function() {
		var e = this.dataZoomModel, t = this.api, n = e.get("brushSelect") ? $j : 0, r = this._findCoordRect(), i = {
			width: t.getWidth(),
			height: t.getHeight()
		}, a = this._orient === eM ? {
			right: i.width - r.x - r.width,
			top: i.height - Qj - Xj - n,
			width: r.width,
			height: Qj
		} : {
			right: Xj,
			top: r.y,
			width: Qj,
			height: r.height
		}, o = Vp(e.option);
		L([
			"right",
			"top",
			"width",
			"height"
		], function(e) {
			o[e] === "ph" && (o[e] = a[e]);
		});
		var s = Lp(o, i);
		this._location = {
			x: s.x,
			y: s.y
		}, this._size = [s.width, s.height], this._orient === tM && this._size.reverse();
	}, t.prototype._positionGroup = function() {
		var e = this.group, t = this._location, n = this._orient, r = this.dataZoomModel.getFirstTargetAxisModel(), i = r && r.get("inverse"), a = this._displayables.sliderGroup, o = (this._dataShadowInfo || {}).otherAxisInverse;
		a.attr(n === eM && !i ? {
			scaleY: o ? 1 : -1,
			scaleX: 1
		} : n === eM && i ? {
			scaleY: o ? 1 : -1,
			scaleX: -1
		} : n === tM && !i ? {
			scaleY: o ? -1 : 1,
			scaleX: 1,
			rotation: Math.PI / 2
		} : {
			scaleY: o ? -1 : 1,
			scaleX: -1,
			rotation: Math.PI / 2
		});
		var s = e.getBoundingRect([a]);
		e.x = t.x - s.x, e.y = t.y - s.y, e.markRedraw();
	}, t.prototype._getViewExtent = function() {
		return [0, this._size[0]];
	}, t.prototype._renderBackground = function() {
		var e = this.dataZoomModel, t = this._size, n = this._displayables.sliderGroup, r = e.get("brushSelect");
		n.add(new Yj({
			silent: !0,
			shape: {
				x: 0,
				y: 0,
				width: t[0],
				height: t[1]
			},
			style: { fill: e.get("backgroundColor") },
			z2: -40
		}));
		var i = new Yj({
			shape: {
				x: 0,
				y: 0,
				width: t[0],
				height: t[1]
			},
			style: { fill: "transparent" },
			z2: 0,
			onclick: V(this._onClickPanel, this)
		}), a = this.api.getZr();
		r ? (i.on("mousedown", this._onBrushStart, this), i.cursor = "crosshair", a.on("mousemove", this._onBrush), a.on("mouseup", this._onBrushEnd)) : (a.off("mousemove", this._onBrush), a.off("mouseup", this._onBrushEnd)), n.add(i);
	}, t.prototype._renderDataShadow = function() {
		var e = this._dataShadowInfo = this._prepareDataShadowInfo();
		if (this._displayables.dataShadowSegs = [], !e) return;
		var t = this._size, n = this._shadowSize || [], r = e.series, i = r.getRawData(), a = r.getShadowDim && r.getShadowDim(), o = a && i.getDimensionInfo(a) ? r.getShadowDim() : e.otherDim;
		if (o == null) return;
		var s = this._shadowPolygonPts, c = this._shadowPolylinePts;
		if (i !== this._shadowData || o !== this._shadowDim || t[0] !== n[0] || t[1] !== n[1]) {
			var l = i.getDataExtent(o), u = (l[1] - l[0]) * .3;
			l = [l[0] - u, l[1] + u];
			var d = [0, t[1]], f = [0, t[0]], p = [[t[0], 0], [0, 0]], m = [], h = f[1] / (i.count() - 1), g = 0, _ = Math.round(i.count() / t[0]), v;
			i.each([o], function(e, t) {
				if (_ > 0 && t % _) g += h;
				else {
					var n = e == null || isNaN(e) || e === "", r = n ? 0 : da(e, l, d, !0);
					n && !v && t ? (p.push([p[p.length - 1][0], 0]), m.push([m[m.length - 1][0], 0])) : !n && v && (p.push([g, 0]), m.push([g, 0])), p.push([g, r]), m.push([g, r]), g += h, v = n;
				}
			}), s = this._shadowPolygonPts = p, c = this._shadowPolylinePts = m;
		}
		this._shadowData = i, this._shadowDim = o, this._shadowSize = [t[0], t[1]];
		var y = this.dataZoomModel;
		function b(e) {
			var t = y.getModel(e ? "selectedDataBackground" : "dataBackground"), n = new ea(), r = new Hu({
				shape: { points: s },
				segmentIgnoreThreshold: 1,
				style: t.getModel("areaStyle").getAreaStyle(),
				silent: !0,
				z2: -20
			}), i = new Wu({
				shape: { points: c },
				segmentIgnoreThreshold: 1,
				style: t.getModel("lineStyle").getLineStyle(),
				silent: !0,
				z2: -19
			});
			return n.add(r), n.add(i), n;
		}
		for (var x = 0; x < 3; x++) {
			var S = b(x === 1);
			this._displayables.sliderGroup.add(S), this._displayables.dataShadowSegs.push(S);
		}
	}, t.prototype._prepareDataShadowInfo = function() {
		var e = this.dataZoomModel, t = e.get("showDataShadow");
		if (t !== !1) {
			var n, r = this.ecModel;
			return e.eachTargetAxis(function(i, a) {
				L(e.getAxisProxy(i, a).getTargetSeriesModels(), function(e) {
					if (!n && !(t !== !0 && I(rM, e.get("type")) < 0)) {
						var o = r.getComponent(Ik(i), a).axis, s = oM(i), c, l = e.coordinateSystem;
						s != null && l.getOtherAxis && (c = l.getOtherAxis(o).inverse), s = e.getData().mapDimension(s), n = {
							thisAxis: o,
							series: e,
							thisDim: i,
							otherDim: s,
							otherAxisInverse: c
						};
					}
				}, this);
			}, this), n;
		}
	}, t.prototype._renderHandle = function() {
		var e = this.group, t = this._displayables, n = t.handles = [null, null], r = t.handleLabels = [null, null], i = this._displayables.sliderGroup, a = this._size, o = this.dataZoomModel, s = this.api, c = o.get("borderRadius") || 0, l = o.get("brushSelect"), u = t.filler = new Yj({
			silent: l,
			style: { fill: o.get("fillerColor") },
			textConfig: { position: "inside" }
		});
		i.add(u), i.add(new Yj({
			silent: !0,
			subPixelOptimize: !0,
			shape: {
				x: 0,
				y: 0,
				width: a[0],
				height: a[1],
				r: c
			},
			style: {
				stroke: o.get("dataBackgroundColor") || o.get("borderColor"),
				lineWidth: Zj,
				fill: "rgba(0,0,0,0)"
			}
		})), L([0, 1], function(t) {
			var a = o.get("handleIcon");
			!fv[a] && a.indexOf("path://") < 0 && a.indexOf("image://") < 0 && (a = "path://" + a);
			var s = hv(a, -1, 0, 2, 2, null, !0);
			s.attr({
				cursor: sM(this._orient),
				draggable: !0,
				drift: V(this._onDragMove, this, t),
				ondragend: V(this._onDragEnd, this),
				onmouseover: V(this._showDataInfo, this, !0),
				onmouseout: V(this._showDataInfo, this, !1),
				z2: 5
			});
			var c = s.getBoundingRect(), l = o.get("handleSize");
			this._handleHeight = fa(l, this._size[1]), this._handleWidth = c.width / c.height * this._handleHeight, s.setStyle(o.getModel("handleStyle").getItemStyle()), s.style.strokeNoScale = !0, s.rectHover = !0, s.ensureState("emphasis").style = o.getModel(["emphasis", "handleStyle"]).getItemStyle(), Fl(s);
			var u = o.get("handleColor");
			u != null && (s.style.fill = u), i.add(n[t] = s);
			var d = o.getModel("textStyle"), f = (o.get("handleLabel") || {}).show || !1;
			e.add(r[t] = new Dc({
				silent: !0,
				invisible: !f,
				style: of(d, {
					x: 0,
					y: 0,
					text: "",
					verticalAlign: "middle",
					align: "center",
					fill: d.getTextColor(),
					font: d.getFont()
				}),
				z2: 10
			}));
		}, this);
		var d = u;
		if (l) {
			var f = fa(o.get("moveHandleSize"), a[1]), p = t.moveHandle = new Cc({
				style: o.getModel("moveHandleStyle").getItemStyle(),
				silent: !0,
				shape: {
					r: [
						0,
						0,
						2,
						2
					],
					y: a[1] - .5,
					height: f
				}
			}), m = f * .8, h = t.moveHandleIcon = hv(o.get("moveHandleIcon"), -m / 2, -m / 2, m, m, "#fff", !0);
			h.silent = !0, h.y = a[1] + f / 2 - .5, p.ensureState("emphasis").style = o.getModel(["emphasis", "moveHandleStyle"]).getItemStyle();
			var g = Math.min(a[1] / 2, Math.max(f, 10));
			d = t.moveZone = new Cc({
				invisible: !0,
				shape: {
					y: a[1] - g,
					height: f + g
				}
			}), d.on("mouseover", function() {
				s.enterEmphasis(p);
			}).on("mouseout", function() {
				s.leaveEmphasis(p);
			}), i.add(p), i.add(h), i.add(d);
		}
		d.attr({
			draggable: !0,
			cursor: sM(this._orient),
			drift: V(this._onDragMove, this, "all"),
			ondragstart: V(this._showDataInfo, this, !0),
			ondragend: V(this._onDragEnd, this),
			onmouseover: V(this._showDataInfo, this, !0),
			onmouseout: V(this._showDataInfo, this, !1)
		});
	}, t.prototype._resetInterval = function() {
		var e = this._range = this.dataZoomModel.getPercentRange(), t = this._getViewExtent();
		this._handleEnds = [da(e[0], [0, 100], t, !0), da(e[1], [0, 100], t, !0)];
	}, t.prototype._updateInterval = function(e, t) {
		var n = this.dataZoomModel, r = this._handleEnds, i = this._getViewExtent(), a = n.findRepresentativeAxisProxy().getMinMaxSpan(), o = [0, 100];
		tD(t, r, i, n.get("zoomLock") ? "all" : e, a.minSpan == null ? null : da(a.minSpan, o, i, !0), a.maxSpan == null ? null : da(a.maxSpan, o, i, !0));
		var s = this._range, c = this._range = ma([da(r[0], i, o, !0), da(r[1], i, o, !0)]);
		return !s || s[0] !== c[0] || s[1] !== c[1];
	}, t.prototype._updateView = function(e) {
		var t = this._displayables, n = this._handleEnds, r = ma(n.slice()), i = this._size;
		L([0, 1], function(e) {
			var r = t.handles[e], a = this._handleHeight;
			r.attr({
				scaleX: a / 2,
				scaleY: a / 2,
				x: n[e] + (e ? -1 : 1),
				y: i[1] / 2 - a / 2
			});
		}, this), t.filler.setShape({
			x: r[0],
			y: 0,
			width: r[1] - r[0],
			height: i[1]
		});
		var a = {
			x: r[0],
			width: r[1] - r[0]
		};
		t.moveHandle && (t.moveHandle.setShape(a), t.moveZone.setShape(a), t.moveZone.getBoundingRect(), t.moveHandleIcon && t.moveHandleIcon.attr("x", a.x + a.width / 2));
		for (var o = t.dataShadowSegs, s = [
			0,
			r[0],
			r[1],
			i[0]
		], c = 0; c < o.length; c++) {
			var l = o[c], u = l.getClipPath();
			u || (u = new Cc(), l.setClipPath(u)), u.setShape({
				x: s[c],
				y: 0,
				width: s[c + 1] - s[c],
				height: i[1]
			});
		}
		this._updateDataInfo(e);
	}, t.prototype._updateDataInfo = function(e) {
		var t = this.dataZoomModel, n = this._displayables, r = n.handleLabels, i = this._orient, a = ["", ""];
		if (t.get("showDetail")) {
			var o = t.findRepresentativeAxisProxy();
			if (o) {
				var s = o.getAxisModel().axis, c = this._range, l = e ? o.calculateDataWindow({
					start: c[0],
					end: c[1]
				}).valueWindow : o.getDataValueWindow();
				a = [this._formatLabel(l[0], s), this._formatLabel(l[1], s)];
			}
		}
		var u = ma(this._handleEnds.slice());
		d.call(this, 0), d.call(this, 1);
		function d(e) {
			var t = Rd(n.handles[e].parent, this.group), o = Bd(e === 0 ? "right" : "left", t), s = this._handleWidth / 2 + nM, c = zd([u[e] + (e === 0 ? -s : s), this._size[1] / 2], t);
			r[e].setStyle({
				x: c[0],
				y: c[1],
				verticalAlign: i === eM ? "middle" : o,
				align: i === eM ? o : "center",
				text: a[e]
			});
		}
	}, t.prototype._formatLabel = function(e, t) {
		var n = this.dataZoomModel, r = n.get("labelFormatter"), i = n.get("labelPrecision");
		(i == null || i === "auto") && (i = t.getPixelPrecision());
		var a = e == null || isNaN(e) ? "" : t.type === "category" || t.type === "time" ? t.scale.getLabel({ value: Math.round(e) }) : e.toFixed(Math.min(i, 20));
		return U(r) ? r(e, a) : W(r) ? r.replace("{value}", a) : a;
	}, t.prototype._showDataInfo = function(e) {
		var t = (this.dataZoomModel.get("handleLabel") || {}).show || !1, n = this.dataZoomModel.getModel(["emphasis", "handleLabel"]).get("show") || !1, r = e || this._dragging ? n : t, i = this._displayables, a = i.handleLabels;
		a[0].attr("invisible", !r), a[1].attr("invisible", !r), i.moveHandle && this.api[r ? "enterEmphasis" : "leaveEmphasis"](i.moveHandle, 1);
	}, t.prototype._onDragMove = function(e, t, n, r) {
		this._dragging = !0, wt(r.event);
		var i = this._displayables.sliderGroup.getLocalTransform(), a = zd([t, n], i, !0), o = this._updateInterval(e, a[0]), s = this.dataZoomModel.get("realtime");
		this._updateView(!s), o && s && this._dispatchZoomAction(!0);
	}, t.prototype._onDragEnd = function() {
		this._dragging = !1, this._showDataInfo(!1), !this.dataZoomModel.get("realtime") && this._dispatchZoomAction(!1);
	}, t.prototype._onClickPanel = function(e) {
		var t = this._size, n = this._displayables.sliderGroup.transformCoordToLocal(e.offsetX, e.offsetY);
		if (!(n[0] < 0 || n[0] > t[0] || n[1] < 0 || n[1] > t[1])) {
			var r = this._handleEnds, i = (r[0] + r[1]) / 2, a = this._updateInterval("all", n[0] - i);
			this._updateView(), a && this._dispatchZoomAction(!1);
		}
	}, t.prototype._onBrushStart = function(e) {
		var t = e.offsetX, n = e.offsetY;
		this._brushStart = new Rt(t, n), this._brushing = !0, this._brushStartTime = +/* @__PURE__ */ new Date();
	}, t.prototype._onBrushEnd = function(e) {
		if (this._brushing) {
			var t = this._displayables.brushRect;
			if (this._brushing = !1, t) {
				t.attr("ignore", !0);
				var n = t.shape;
				if (!(+/* @__PURE__ */ new Date() - this._brushStartTime < 200 && Math.abs(n.width) < 5)) {
					var r = this._getViewExtent(), i = [0, 100];
					this._range = ma([da(n.x, r, i, !0), da(n.x + n.width, r, i, !0)]), this._handleEnds = [n.x, n.x + n.width], this._updateView(), this._dispatchZoomAction(!1);
				}
			}
		}
	}, t.prototype._onBrush = function(e) {
		this._brushing && (wt(e.event), this._updateBrushRect(e.offsetX, e.offsetY));
	}, t.prototype._updateBrushRect = function(e, t) {
		var n = this._displayables, r = this.dataZoomModel, i = n.brushRect;
		i || (i = n.brushRect = new Yj({
			silent: !0,
			style: r.getModel("brushStyle").getItemStyle()
		}), n.sliderGroup.add(i)), i.attr("ignore", !1);
		var a = this._brushStart, o = this._displayables.sliderGroup, s = o.transformCoordToLocal(e, t), c = o.transformCoordToLocal(a.x, a.y), l = this._size;
		s[0] = Math.max(Math.min(l[0], s[0]), 0), i.setShape({
			x: c[0],
			y: 0,
			width: s[0] - c[0],
			height: l[1]
		});
	}, t.prototype._dispatchZoomAction = function(e) {
		var t = this._range;
		this.api.dispatchAction({
			type: "dataZoom",
			from: this.uid,
			dataZoomId: this.dataZoomModel.id,
			animation: e ? iM : null,
			start: t[0],
			end: t[1]
		});
	}, t.prototype._findCoordRect = function() {
		var e, t = Rk(this.dataZoomModel).infoList;
		if (!e && t.length) {
			var n = t[0].model.coordinateSystem;
			e = n.getRect && n.getRect();
		}
		if (!e) {
			var r = this.api.getWidth(), i = this.api.getHeight();
			e = {
				x: r * .2,
				y: i * .2,
				width: r * .6,
				height: i * .6
			};
		}
		return e;
	}, t.type = "dataZoom.slider", t;
}(Hk);
function oM(e) {
	return {
		x: "y",
		y: "x",
		radius: "angle",
		angle: "radius"
	}[e];
}
function sM(e) {
	return e === "vertical" ? "ns-resize" : "ew-resize";
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/dataZoom/installDataZoomSlider.js
function cM(e) {
	e.registerComponentModel(Jj), e.registerComponentView(aM), Xk(e);
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/dataZoom/install.js
function lM(e) {
	nC(qj), nC(cM);
}
// ../../../work/main/frontend/node_modules/echarts/lib/visual/visualDefault.js
var uM = { get: function(e, t, n) {
	var r = M((dM[e] || {})[t]);
	return n && H(r) ? r[r.length - 1] : r;
} }, dM = {
	color: {
		active: ["#006edd", "#e0ffff"],
		inactive: ["rgba(0,0,0,0)"]
	},
	colorHue: {
		active: [0, 360],
		inactive: [0, 0]
	},
	colorSaturation: {
		active: [.3, 1],
		inactive: [0, 0]
	},
	colorLightness: {
		active: [.9, .5],
		inactive: [0, 0]
	},
	colorAlpha: {
		active: [.3, 1],
		inactive: [0, 0]
	},
	opacity: {
		active: [.3, 1],
		inactive: [0, 0]
	},
	symbol: {
		active: [
			"circle",
			"roundRect",
			"diamond"
		],
		inactive: ["none"]
	},
	symbolSize: {
		active: [10, 50],
		inactive: [0, 0]
	}
}, fM = wE.mapVisual, pM = wE.eachVisual, mM = H, hM = L, gM = ma, _M = da, vM = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.stateList = ["inRange", "outOfRange"], n.replacableOptionKeys = [
			"inRange",
			"outOfRange",
			"target",
			"controller",
			"color"
		], n.layoutMode = {
			type: "box",
			ignoreSize: !0
		}, n.dataBound = [-Infinity, Infinity], n.targetVisuals = {}, n.controllerVisuals = {}, n;
	}
	return t.prototype.init = function(e, t, n) {
		this.mergeDefaultAndTheme(e, n);
	}, t.prototype.optionUpdated = function(e, t) {
		var n = this.option;
		!t && NA(n, e, this.replacableOptionKeys), this.textStyleModel = this.getModel("textStyle"), this.resetItemSize(), this.completeVisualOption();
	}, t.prototype.resetVisual = function(e) {
		var t = this.stateList;
		e = V(e, this), this.controllerVisuals = MA(this.option.controller, t, e), this.targetVisuals = MA(this.option.target, t, e);
	}, t.prototype.getItemSymbol = function() {
		return null;
	}, t.prototype.getTargetSeriesIndices = function() {
		var e = this.option.seriesIndex, t = [];
		return e == null || e === "all" ? this.ecModel.eachSeries(function(e, n) {
			t.push(n);
		}) : t = Ia(e), t;
	}, t.prototype.eachTargetSeries = function(e, t) {
		L(this.getTargetSeriesIndices(), function(n) {
			var r = this.ecModel.getSeriesByIndex(n);
			r && e.call(t, r);
		}, this);
	}, t.prototype.isTargetSeries = function(e) {
		var t = !1;
		return this.eachTargetSeries(function(n) {
			n === e && (t = !0);
		}), t;
	}, t.prototype.formatValueText = function(e, t, n) {
		var r = this.option, i = r.precision, a = this.dataBound, o = r.formatter, s;
		n = n || ["<", ">"], H(e) && (e = e.slice(), s = !0);
		var c = t ? e : s ? [l(e[0]), l(e[1])] : l(e);
		return W(o) ? o.replace("{value}", s ? c[0] : c).replace("{value2}", s ? c[1] : c) : U(o) ? s ? o(e[0], e[1]) : o(e) : s ? e[0] === a[0] ? n[0] + " " + c[1] : e[1] === a[1] ? n[1] + " " + c[0] : c[0] + " - " + c[1] : c;
		function l(e) {
			return e === a[0] ? "min" : e === a[1] ? "max" : (+e).toFixed(Math.min(i, 20));
		}
	}, t.prototype.resetExtent = function() {
		var e = this.option, t = gM([e.min, e.max]);
		this._dataExtent = t;
	}, t.prototype.getDataDimensionIndex = function(e) {
		var t = this.option.dimension;
		if (t != null) return e.getDimensionIndex(t);
		for (var n = e.dimensions, r = n.length - 1; r >= 0; r--) {
			var i = n[r], a = e.getDimensionInfo(i);
			if (!a.isCalculationCoord) return a.storeDimIndex;
		}
	}, t.prototype.getExtent = function() {
		return this._dataExtent.slice();
	}, t.prototype.completeVisualOption = function() {
		var e = this.ecModel, t = this.option, n = {
			inRange: t.inRange,
			outOfRange: t.outOfRange
		}, r = t.target || (t.target = {}), i = t.controller || (t.controller = {});
		N(r, n), N(i, n);
		var a = this.isCategory();
		o.call(this, r), o.call(this, i), s.call(this, r, "inRange", "outOfRange"), c.call(this, i);
		function o(n) {
			mM(t.color) && !n.inRange && (n.inRange = { color: t.color.slice().reverse() }), n.inRange = n.inRange || { color: e.get("gradientColor") };
		}
		function s(e, t, n) {
			var r = e[t], i = e[n];
			r && !i && (i = e[n] = {}, hM(r, function(e, t) {
				if (wE.isValidType(t)) {
					var n = uM.get(t, "inactive", a);
					n != null && (i[t] = n, t === "color" && !i.hasOwnProperty("opacity") && !i.hasOwnProperty("colorAlpha") && (i.opacity = [0, 0]));
				}
			}));
		}
		function c(e) {
			var t = (e.inRange || {}).symbol || (e.outOfRange || {}).symbol, n = (e.inRange || {}).symbolSize || (e.outOfRange || {}).symbolSize, r = this.get("inactiveColor"), i = this.getItemSymbol() || "roundRect";
			hM(this.stateList, function(o) {
				var s = this.itemSize, c = e[o];
				c || (c = e[o] = { color: a ? r : [r] }), c.symbol ?? (c.symbol = t && M(t) || (a ? i : [i])), c.symbolSize ?? (c.symbolSize = n && M(n) || (a ? s[0] : [s[0], s[0]])), c.symbol = fM(c.symbol, function(e) {
					return e === "none" ? i : e;
				});
				var l = c.symbolSize;
				if (l != null) {
					var u = -Infinity;
					pM(l, function(e) {
						e > u && (u = e);
					}), c.symbolSize = fM(l, function(e) {
						return _M(e, [0, u], [0, s[0]], !0);
					});
				}
			}, this);
		}
	}, t.prototype.resetItemSize = function() {
		this.itemSize = [parseFloat(this.get("itemWidth")), parseFloat(this.get("itemHeight"))];
	}, t.prototype.isCategory = function() {
		return !!this.option.categories;
	}, t.prototype.setSelected = function(e) {}, t.prototype.getSelected = function() {
		return null;
	}, t.prototype.getValueState = function(e) {
		return null;
	}, t.prototype.getVisualMeta = function(e) {
		return null;
	}, t.type = "visualMap", t.dependencies = ["series"], t.defaultOption = {
		show: !0,
		z: 4,
		seriesIndex: "all",
		min: 0,
		max: 200,
		left: 0,
		right: null,
		top: null,
		bottom: 0,
		itemWidth: null,
		itemHeight: null,
		inverse: !1,
		orient: "vertical",
		backgroundColor: "rgba(0,0,0,0)",
		borderColor: "#ccc",
		contentColor: "#5793f3",
		inactiveColor: "#aaa",
		borderWidth: 0,
		padding: 5,
		textGap: 10,
		precision: 0,
		textStyle: { color: "#333" }
	}, t;
}(Wp), yM = [20, 140], bM = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.optionUpdated = function(t, n) {
		e.prototype.optionUpdated.apply(this, arguments), this.resetExtent(), this.resetVisual(function(e) {
			e.mappingMethod = "linear", e.dataExtent = this.getExtent();
		}), this._resetRange();
	}, t.prototype.resetItemSize = function() {
		e.prototype.resetItemSize.apply(this, arguments);
		var t = this.itemSize;
		(t[0] == null || isNaN(t[0])) && (t[0] = yM[0]), (t[1] == null || isNaN(t[1])) && (t[1] = yM[1]);
	}, t.prototype._resetRange = function() {
		var e = this.getExtent(), t = this.option.range;
		!t || t.auto ? (e.auto = 1, this.option.range = e) : H(t) && (t[0] > t[1] && t.reverse(), t[0] = Math.max(t[0], e[0]), t[1] = Math.min(t[1], e[1]));
	}, t.prototype.completeVisualOption = function() {
		e.prototype.completeVisualOption.apply(this, arguments), L(this.stateList, function(e) {
			var t = this.option.controller[e].symbolSize;
			t && t[0] !== t[1] && (t[0] = t[1] / 3);
		}, this);
	}, t.prototype.setSelected = function(e) {
		this.option.range = e.slice(), this._resetRange();
	}, t.prototype.getSelected = function() {
		var e = this.getExtent(), t = ma((this.get("range") || []).slice());
		return t[0] > e[1] && (t[0] = e[1]), t[1] > e[1] && (t[1] = e[1]), t[0] < e[0] && (t[0] = e[0]), t[1] < e[0] && (t[1] = e[0]), t;
	}, t.prototype.getValueState = function(e) {
		var t = this.option.range, n = this.getExtent();
		return (t[0] <= n[0] || t[0] <= e) && (t[1] >= n[1] || e <= t[1]) ? "inRange" : "outOfRange";
	}, t.prototype.findTargetDataIndices = function(e) {
		var t = [];
		return this.eachTargetSeries(function(n) {
			var r = [], i = n.getData();
			i.each(this.getDataDimensionIndex(i), function(t, n) {
				e[0] <= t && t <= e[1] && r.push(n);
			}, this), t.push({
				seriesId: n.id,
				dataIndex: r
			});
		}, this), t;
	}, t.prototype.getVisualMeta = function(e) {
		var t = xM(this, "outOfRange", this.getExtent()), n = xM(this, "inRange", this.option.range.slice()), r = [];
		function i(t, n) {
			r.push({
				value: t,
				color: e(t, n)
			});
		}
		for (var a = 0, o = 0, s = n.length, c = t.length; o < c && (!n.length || t[o] <= n[0]); o++) t[o] < n[a] && i(t[o], "outOfRange");
		for (var l = 1; a < s; a++, l = 0) l && r.length && i(n[a], "outOfRange"), i(n[a], "inRange");
		for (var l = 1; o < c; o++) (!n.length || n[n.length - 1] < t[o]) && (l && (r.length && i(r[r.length - 1].value, "outOfRange"), l = 0), i(t[o], "outOfRange"));
		var u = r.length;
		return {
			stops: r,
			outerColors: [u ? r[0].color : "transparent", u ? r[u - 1].color : "transparent"]
		};
	}, t.type = "visualMap.continuous", t.defaultOption = Mf(vM.defaultOption, {
		align: "auto",
		calculable: !1,
		hoverLink: !0,
		realtime: !0,
		handleIcon: "path://M-11.39,9.77h0a3.5,3.5,0,0,1-3.5,3.5h-22a3.5,3.5,0,0,1-3.5-3.5h0a3.5,3.5,0,0,1,3.5-3.5h22A3.5,3.5,0,0,1-11.39,9.77Z",
		handleSize: "120%",
		handleStyle: {
			borderColor: "#fff",
			borderWidth: 1
		},
		indicatorIcon: "circle",
		indicatorSize: "50%",
		indicatorStyle: {
			borderColor: "#fff",
			borderWidth: 2,
			shadowBlur: 2,
			shadowOffsetX: 1,
			shadowOffsetY: 1,
			shadowColor: "rgba(0,0,0,0.2)"
		}
	}), t;
}(vM);
function xM(e, t, n) {
	if (n[0] === n[1]) return n.slice();
	for (var r = 200, i = (n[1] - n[0]) / r, a = n[0], o = [], s = 0; s <= r && a < n[1]; s++) o.push(a), a += i;
	return o.push(n[1]), o;
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/visualMap/VisualMapView.js
var SM = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.autoPositionValues = {
			left: 1,
			right: 1,
			top: 1,
			bottom: 1
		}, n;
	}
	return t.prototype.init = function(e, t) {
		this.ecModel = e, this.api = t;
	}, t.prototype.render = function(e, t, n, r) {
		this.visualMapModel = e, e.get("show") === !1 ? this.group.removeAll() : this.doRender(e, t, n, r);
	}, t.prototype.renderBackground = function(e) {
		var t = this.visualMapModel, n = Tp(t.get("padding") || 0), r = e.getBoundingRect();
		e.add(new Cc({
			z2: -1,
			silent: !0,
			shape: {
				x: r.x - n[3],
				y: r.y - n[0],
				width: r.width + n[3] + n[1],
				height: r.height + n[0] + n[2]
			},
			style: {
				fill: t.get("backgroundColor"),
				stroke: t.get("borderColor"),
				lineWidth: t.get("borderWidth")
			}
		}));
	}, t.prototype.getControllerVisual = function(e, t, n) {
		n = n || {};
		var r = n.forceState, i = this.visualMapModel, a = {};
		t === "color" && (a.color = i.get("contentColor"));
		function o(e) {
			return a[e];
		}
		function s(e, t) {
			a[e] = t;
		}
		var c = i.controllerVisuals[r || i.getValueState(e)];
		return L(wE.prepareVisualTypes(c), function(r) {
			var i = c[r];
			n.convertOpacityToAlpha && r === "opacity" && (r = "colorAlpha", i = c.__alphaForOpacity), wE.dependsOn(r, t) && i && i.applyVisual(e, o, s);
		}), a[t];
	}, t.prototype.positionGroup = function(e) {
		var t = this.visualMapModel, n = this.api;
		Rp(e, t.getBoxLayoutParams(), {
			width: n.getWidth(),
			height: n.getHeight()
		});
	}, t.prototype.doRender = function(e, t, n, r) {}, t.type = "visualMap", t;
}(e_), CM = [[
	"left",
	"right",
	"width"
], [
	"top",
	"bottom",
	"height"
]];
function wM(e, t, n) {
	var r = e.option, i = r.align;
	if (i != null && i !== "auto") return i;
	for (var a = {
		width: t.getWidth(),
		height: t.getHeight()
	}, o = +(r.orient === "horizontal"), s = CM[o], c = [
		0,
		null,
		10
	], l = {}, u = 0; u < 3; u++) l[CM[1 - o][u]] = c[u], l[s[u]] = u === 2 ? n[0] : r[s[u]];
	var d = [[
		"x",
		"width",
		3
	], [
		"y",
		"height",
		0
	]][o], f = Lp(l, a, r.padding);
	return s[(f.margin[d[2]] || 0) + f[d[0]] + f[d[1]] * .5 < a[d[1]] * .5 ? 0 : 1];
}
function TM(e, t) {
	return L(e || [], function(e) {
		e.dataIndex != null && (e.dataIndexInside = e.dataIndex, e.dataIndex = null), e.highlightKey = "visualMap" + (t ? t.componentIndex : "");
	}), e;
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/visualMap/ContinuousView.js
var EM = da, DM = L, OM = Math.min, kM = Math.max, AM = 12, jM = 6, MM = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n._shapes = {}, n._dataInterval = [], n._handleEnds = [], n._hoverLinkDataIndices = [], n;
	}
	return t.prototype.init = function(t, n) {
		e.prototype.init.call(this, t, n), this._hoverLinkFromSeriesMouseOver = V(this._hoverLinkFromSeriesMouseOver, this), this._hideIndicator = V(this._hideIndicator, this);
	}, t.prototype.doRender = function(e, t, n, r) {
		r && r.type === "selectDataRange" && r.from === this.uid || this._buildView();
	}, t.prototype._buildView = function() {
		this.group.removeAll();
		var e = this.visualMapModel, t = this.group;
		this._orient = e.get("orient"), this._useHandle = e.get("calculable"), this._resetInterval(), this._renderBar(t);
		var n = e.get("text");
		this._renderEndsText(t, n, 0), this._renderEndsText(t, n, 1), this._updateView(!0), this.renderBackground(t), this._updateView(), this._enableHoverLinkToSeries(), this._enableHoverLinkFromSeries(), this.positionGroup(t);
	}, t.prototype._renderEndsText = function(e, t, n) {
		if (t) {
			var r = t[1 - n];
			r = r == null ? "" : r + "";
			var i = this.visualMapModel, a = i.get("textGap"), o = i.itemSize, s = this._shapes.mainGroup, c = this._applyTransform([o[0] / 2, n === 0 ? -a : o[1] + a], s), l = this._applyTransform(n === 0 ? "bottom" : "top", s), u = this._orient, d = this.visualMapModel.textStyleModel;
			this.group.add(new Dc({ style: of(d, {
				x: c[0],
				y: c[1],
				verticalAlign: u === "horizontal" ? "middle" : l,
				align: u === "horizontal" ? l : "center",
				text: r
			}) }));
		}
	}, t.prototype._renderBar = function(e) {
		var t = this.visualMapModel, n = this._shapes, r = t.itemSize, i = this._orient, a = this._useHandle, o = wM(t, this.api, r), s = n.mainGroup = this._createBarGroup(o), c = new ea();
		s.add(c), c.add(n.outOfRange = NM()), c.add(n.inRange = NM(null, a ? IM(this._orient) : null, V(this._dragHandle, this, "all", !1), V(this._dragHandle, this, "all", !0))), c.setClipPath(new Cc({ shape: {
			x: 0,
			y: 0,
			width: r[0],
			height: r[1],
			r: 3
		} }));
		var l = t.textStyleModel.getTextRect("国"), u = kM(l.width, l.height);
		a && (n.handleThumbs = [], n.handleLabels = [], n.handleLabelPoints = [], this._createHandle(t, s, 0, r, u, i), this._createHandle(t, s, 1, r, u, i)), this._createIndicator(t, s, r, u, i), e.add(s);
	}, t.prototype._createHandle = function(e, t, n, r, i, a) {
		var o = V(this._dragHandle, this, n, !1), s = V(this._dragHandle, this, n, !0), c = zi(e.get("handleSize"), r[0]), l = hv(e.get("handleIcon"), -c / 2, -c / 2, c, c, null, !0), u = IM(this._orient);
		l.attr({
			cursor: u,
			draggable: !0,
			drift: o,
			ondragend: s,
			onmousemove: function(e) {
				wt(e.event);
			}
		}), l.x = r[0] / 2, l.useStyle(e.getModel("handleStyle").getItemStyle()), l.setStyle({
			strokeNoScale: !0,
			strokeFirst: !0
		}), l.style.lineWidth *= 2, l.ensureState("emphasis").style = e.getModel(["emphasis", "handleStyle"]).getItemStyle(), Hl(l, !0), t.add(l);
		var d = this.visualMapModel.textStyleModel, f = new Dc({
			cursor: u,
			draggable: !0,
			drift: o,
			onmousemove: function(e) {
				wt(e.event);
			},
			ondragend: s,
			style: of(d, {
				x: 0,
				y: 0,
				text: ""
			})
		});
		f.ensureState("blur").style = { opacity: .1 }, f.stateTransition = { duration: 200 }, this.group.add(f);
		var p = [c, 0], m = this._shapes;
		m.handleThumbs[n] = l, m.handleLabelPoints[n] = p, m.handleLabels[n] = f;
	}, t.prototype._createIndicator = function(e, t, n, r, i) {
		var a = zi(e.get("indicatorSize"), n[0]), o = hv(e.get("indicatorIcon"), -a / 2, -a / 2, a, a, null, !0);
		o.attr({
			cursor: "move",
			invisible: !0,
			silent: !0,
			x: n[0] / 2
		});
		var s = e.getModel("indicatorStyle").getItemStyle();
		if (o instanceof hc) {
			var c = o.style;
			o.useStyle(P({
				image: c.image,
				x: c.x,
				y: c.y,
				width: c.width,
				height: c.height
			}, s));
		} else o.useStyle(s);
		t.add(o);
		var l = this.visualMapModel.textStyleModel, u = new Dc({
			silent: !0,
			invisible: !0,
			style: of(l, {
				x: 0,
				y: 0,
				text: ""
			})
		});
		this.group.add(u);
		var d = [(i === "horizontal" ? r / 2 : jM) + n[0] / 2, 0], f = this._shapes;
		f.indicator = o, f.indicatorLabel = u, f.indicatorLabelPoint = d, this._firstShowIndicator = !0;
	}, t.prototype._dragHandle = function(e, t, n, r) {
		if (this._useHandle) {
			if (this._dragging = !t, !t) {
				var i = this._applyTransform([n, r], this._shapes.mainGroup, !0);
				this._updateInterval(e, i[1]), this._hideIndicator(), this._updateView();
			}
			t === !this.visualMapModel.get("realtime") && this.api.dispatchAction({
				type: "selectDataRange",
				from: this.uid,
				visualMapId: this.visualMapModel.id,
				selected: this._dataInterval.slice()
			}), t ? !this._hovering && this._clearHoverLinkToSeries() : FM(this.visualMapModel) && this._doHoverLinkToSeries(this._handleEnds[e], !1);
		}
	}, t.prototype._resetInterval = function() {
		var e = this.visualMapModel, t = this._dataInterval = e.getSelected(), n = e.getExtent(), r = [0, e.itemSize[1]];
		this._handleEnds = [EM(t[0], n, r, !0), EM(t[1], n, r, !0)];
	}, t.prototype._updateInterval = function(e, t) {
		t = t || 0;
		var n = this.visualMapModel, r = this._handleEnds, i = [0, n.itemSize[1]];
		tD(t, r, i, e, 0);
		var a = n.getExtent();
		this._dataInterval = [EM(r[0], i, a, !0), EM(r[1], i, a, !0)];
	}, t.prototype._updateView = function(e) {
		var t = this.visualMapModel, n = t.getExtent(), r = this._shapes, i = [0, t.itemSize[1]], a = e ? i : this._handleEnds, o = this._createBarVisual(this._dataInterval, n, a, "inRange"), s = this._createBarVisual(n, n, i, "outOfRange");
		r.inRange.setStyle({ fill: o.barColor }).setShape("points", o.barPoints), r.outOfRange.setStyle({ fill: s.barColor }).setShape("points", s.barPoints), this._updateHandle(a, o);
	}, t.prototype._createBarVisual = function(e, t, n, r) {
		var i = {
			forceState: r,
			convertOpacityToAlpha: !0
		}, a = this._makeColorGradient(e, i), o = [this.getControllerVisual(e[0], "symbolSize", i), this.getControllerVisual(e[1], "symbolSize", i)], s = this._createBarPoints(n, o);
		return {
			barColor: new nd(0, 0, 0, 1, a),
			barPoints: s,
			handlesColor: [a[0].color, a[a.length - 1].color]
		};
	}, t.prototype._makeColorGradient = function(e, t) {
		var n = 100, r = [], i = (e[1] - e[0]) / n;
		r.push({
			color: this.getControllerVisual(e[0], "color", t),
			offset: 0
		});
		for (var a = 1; a < n; a++) {
			var o = e[0] + i * a;
			if (o > e[1]) break;
			r.push({
				color: this.getControllerVisual(o, "color", t),
				offset: a / n
			});
		}
		return r.push({
			color: this.getControllerVisual(e[1], "color", t),
			offset: 1
		}), r;
	}, t.prototype._createBarPoints = function(e, t) {
		var n = this.visualMapModel.itemSize;
		return [
			[n[0] - t[0], e[0]],
			[n[0], e[0]],
			[n[0], e[1]],
			[n[0] - t[1], e[1]]
		];
	}, t.prototype._createBarGroup = function(e) {
		var t = this._orient, n = this.visualMapModel.get("inverse");
		return new ea(t === "horizontal" && !n ? {
			scaleX: e === "bottom" ? 1 : -1,
			rotation: Math.PI / 2
		} : t === "horizontal" && n ? {
			scaleX: e === "bottom" ? -1 : 1,
			rotation: -Math.PI / 2
		} : t === "vertical" && !n ? {
			scaleX: e === "left" ? 1 : -1,
			scaleY: -1
		} : { scaleX: e === "left" ? 1 : -1 });
	}, t.prototype._updateHandle = function(e, t) {
		if (this._useHandle) {
			var n = this._shapes, r = this.visualMapModel, i = n.handleThumbs, a = n.handleLabels, o = r.itemSize, s = r.getExtent(), c = this._applyTransform("left", n.mainGroup);
			DM([0, 1], function(l) {
				var u = i[l];
				u.setStyle("fill", t.handlesColor[l]), u.y = e[l];
				var d = EM(e[l], [0, o[1]], s, !0), f = this.getControllerVisual(d, "symbolSize");
				u.scaleX = u.scaleY = f / o[0], u.x = o[0] - f / 2;
				var p = zd(n.handleLabelPoints[l], Rd(u, this.group));
				if (this._orient === "horizontal") {
					var m = c === "left" || c === "top" ? (o[0] - f) / 2 : (o[0] - f) / -2;
					p[1] += m;
				}
				a[l].setStyle({
					x: p[0],
					y: p[1],
					text: r.formatValueText(this._dataInterval[l]),
					verticalAlign: "middle",
					align: this._orient === "vertical" ? this._applyTransform("left", n.mainGroup) : "center"
				});
			}, this);
		}
	}, t.prototype._showIndicator = function(e, t, n, r) {
		var i = this.visualMapModel, a = i.getExtent(), o = i.itemSize, s = [0, o[1]], c = this._shapes, l = c.indicator;
		if (l) {
			l.attr("invisible", !1);
			var u = this.getControllerVisual(e, "color", { convertOpacityToAlpha: !0 }), d = this.getControllerVisual(e, "symbolSize"), f = EM(e, a, s, !0), p = o[0] - d / 2, m = {
				x: l.x,
				y: l.y
			};
			l.y = f, l.x = p;
			var h = zd(c.indicatorLabelPoint, Rd(l, this.group)), g = c.indicatorLabel;
			g.attr("invisible", !1);
			var _ = this._applyTransform("left", c.mainGroup), v = this._orient === "horizontal";
			g.setStyle({
				text: (n || "") + i.formatValueText(t),
				verticalAlign: v ? _ : "middle",
				align: v ? "center" : _
			});
			var y = {
				x: p,
				y: f,
				style: { fill: u }
			}, b = { style: {
				x: h[0],
				y: h[1]
			} };
			if (i.ecModel.isAnimationEnabled() && !this._firstShowIndicator) {
				var x = {
					duration: 100,
					easing: "cubicInOut",
					additive: !0
				};
				l.x = m.x, l.y = m.y, l.animateTo(y, x), g.animateTo(b, x);
			} else l.attr(y), g.attr(b);
			this._firstShowIndicator = !1;
			var S = this._shapes.handleLabels;
			if (S) for (var C = 0; C < S.length; C++) this.api.enterBlur(S[C]);
		}
	}, t.prototype._enableHoverLinkToSeries = function() {
		var e = this;
		this._shapes.mainGroup.on("mousemove", function(t) {
			if (e._hovering = !0, !e._dragging) {
				var n = e.visualMapModel.itemSize, r = e._applyTransform([t.offsetX, t.offsetY], e._shapes.mainGroup, !0, !0);
				r[1] = OM(kM(0, r[1]), n[1]), e._doHoverLinkToSeries(r[1], 0 <= r[0] && r[0] <= n[0]);
			}
		}).on("mouseout", function() {
			e._hovering = !1, !e._dragging && e._clearHoverLinkToSeries();
		});
	}, t.prototype._enableHoverLinkFromSeries = function() {
		var e = this.api.getZr();
		this.visualMapModel.option.hoverLink ? (e.on("mouseover", this._hoverLinkFromSeriesMouseOver, this), e.on("mouseout", this._hideIndicator, this)) : this._clearHoverLinkFromSeries();
	}, t.prototype._doHoverLinkToSeries = function(e, t) {
		var n = this.visualMapModel, r = n.itemSize;
		if (n.option.hoverLink) {
			var i = [0, r[1]], a = n.getExtent();
			e = OM(kM(i[0], e), i[1]);
			var o = PM(n, a, i), s = [e - o, e + o], c = EM(e, i, a, !0), l = [EM(s[0], i, a, !0), EM(s[1], i, a, !0)];
			s[0] < i[0] && (l[0] = -Infinity), s[1] > i[1] && (l[1] = Infinity), t && (l[0] === -Infinity ? this._showIndicator(c, l[1], "< ", o) : l[1] === Infinity ? this._showIndicator(c, l[0], "> ", o) : this._showIndicator(c, c, "≈ ", o));
			var u = this._hoverLinkDataIndices, d = [];
			(t || FM(n)) && (d = this._hoverLinkDataIndices = n.findTargetDataIndices(l));
			var f = to(u, d);
			this._dispatchHighDown("downplay", TM(f[0], n)), this._dispatchHighDown("highlight", TM(f[1], n));
		}
	}, t.prototype._hoverLinkFromSeriesMouseOver = function(e) {
		var t;
		if (av(e.target, function(e) {
			var n = X(e);
			if (n.dataIndex != null) return t = n, !0;
		}, !0), t) {
			var n = this.ecModel.getSeriesByIndex(t.seriesIndex), r = this.visualMapModel;
			if (r.isTargetSeries(n)) {
				var i = n.getData(t.dataType), a = i.getStore().get(r.getDataDimensionIndex(i), t.dataIndex);
				isNaN(a) || this._showIndicator(a, a);
			}
		}
	}, t.prototype._hideIndicator = function() {
		var e = this._shapes;
		e.indicator && e.indicator.attr("invisible", !0), e.indicatorLabel && e.indicatorLabel.attr("invisible", !0);
		var t = this._shapes.handleLabels;
		if (t) for (var n = 0; n < t.length; n++) this.api.leaveBlur(t[n]);
	}, t.prototype._clearHoverLinkToSeries = function() {
		this._hideIndicator();
		var e = this._hoverLinkDataIndices;
		this._dispatchHighDown("downplay", TM(e, this.visualMapModel)), e.length = 0;
	}, t.prototype._clearHoverLinkFromSeries = function() {
		this._hideIndicator();
		var e = this.api.getZr();
		e.off("mouseover", this._hoverLinkFromSeriesMouseOver), e.off("mouseout", this._hideIndicator);
	}, t.prototype._applyTransform = function(e, t, n, r) {
		var i = Rd(t, r ? null : this.group);
		return H(e) ? zd(e, i, n) : Bd(e, i, n);
	}, t.prototype._dispatchHighDown = function(e, t) {
		t && t.length && this.api.dispatchAction({
			type: e,
			batch: t
		});
	}, t.prototype.dispose = function() {
		this._clearHoverLinkFromSeries(), this._clearHoverLinkToSeries();
	}, t.type = "visualMap.continuous", t;
}(SM);
function NM(e, t, n, r) {
	return new Hu({
		shape: { points: e },
		draggable: !!n,
		cursor: t,
		drift: n,
		onmousemove: function(e) {
			wt(e.event);
		},
		ondragend: r
	});
}
function PM(e, t, n) {
	var r = AM / 2, i = e.get("hoverLinkDataSize");
	return i && (r = EM(i, t, n, !0) / 2), r;
}
function FM(e) {
	return !!(e.get("hoverLinkOnHandle") ?? e.get("realtime"));
}
function IM(e) {
	return e === "vertical" ? "ns-resize" : "ew-resize";
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/visualMap/visualMapAction.js
var LM = {
	type: "selectDataRange",
	event: "dataRangeSelected",
	update: "update"
}, RM = function(e, t) {
	t.eachComponent({
		mainType: "visualMap",
		query: e
	}, function(t) {
		t.setSelected(e.selected);
	});
}, zM = [{
	createOnAllSeries: !0,
	reset: function(e, t) {
		var n = [];
		return t.eachComponent("visualMap", function(t) {
			var r = e.pipelineContext;
			!t.isTargetSeries(e) || r && r.large || n.push(PA(t.stateList, t.targetVisuals, V(t.getValueState, t), t.getDataDimensionIndex(e.getData())));
		}), n;
	}
}, {
	createOnAllSeries: !0,
	reset: function(e, t) {
		var n = e.getData(), r = [];
		t.eachComponent("visualMap", function(t) {
			if (t.isTargetSeries(e)) {
				var i = t.getVisualMeta(V(BM, null, e, t)) || {
					stops: [],
					outerColors: []
				}, a = t.getDataDimensionIndex(n);
				a >= 0 && (i.dimension = a, r.push(i));
			}
		}), e.getData().setVisual("visualMeta", r);
	}
}];
function BM(e, t, n, r) {
	for (var i = t.targetVisuals[r], a = wE.prepareVisualTypes(i), o = { color: tv(e.getData(), "color") }, s = 0, c = a.length; s < c; s++) {
		var l = a[s], u = i[l === "opacity" ? "__alphaForOpacity" : l];
		u && u.applyVisual(n, d, f);
	}
	return o.color;
	function d(e) {
		return o[e];
	}
	function f(e, t) {
		o[e] = t;
	}
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/visualMap/preprocessor.js
var VM = L;
function HM(e) {
	var t = e && e.visualMap;
	H(t) || (t = t ? [t] : []), VM(t, function(e) {
		if (e) {
			UM(e, "splitList") && !UM(e, "pieces") && (e.pieces = e.splitList, delete e.splitList);
			var t = e.pieces;
			t && H(t) && VM(t, function(e) {
				G(e) && (UM(e, "start") && !UM(e, "min") && (e.min = e.start), UM(e, "end") && !UM(e, "max") && (e.max = e.end));
			});
		}
	});
}
function UM(e, t) {
	return e && e.hasOwnProperty && e.hasOwnProperty(t);
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/visualMap/installCommon.js
var WM = !1;
function GM(e) {
	WM || (WM = !0, e.registerSubTypeDefaulter("visualMap", function(e) {
		return !e.categories && (!(e.pieces ? e.pieces.length > 0 : e.splitNumber > 0) || e.calculable) ? "continuous" : "piecewise";
	}), e.registerAction(LM, RM), L(zM, function(t) {
		e.registerVisual(e.PRIORITY.VISUAL.COMPONENT, t);
	}), e.registerPreprocessor(HM));
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/visualMap/installVisualMapContinuous.js
function KM(e) {
	e.registerComponentModel(bM), e.registerComponentView(MM), GM(e);
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/visualMap/PiecewiseModel.js
var qM = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n._pieceList = [], n;
	}
	return t.prototype.optionUpdated = function(t, n) {
		e.prototype.optionUpdated.apply(this, arguments), this.resetExtent();
		var r = this._mode = this._determineMode();
		this._pieceList = [], JM[this._mode].call(this, this._pieceList), this._resetSelected(t, n);
		var i = this.option.categories;
		this.resetVisual(function(e, t) {
			r === "categories" ? (e.mappingMethod = "category", e.categories = M(i)) : (e.dataExtent = this.getExtent(), e.mappingMethod = "piecewise", e.pieceList = R(this._pieceList, function(e) {
				return e = M(e), t !== "inRange" && (e.visual = null), e;
			}));
		});
	}, t.prototype.completeVisualOption = function() {
		var t = this.option, n = {}, r = wE.listVisualTypes(), i = this.isCategory();
		L(t.pieces, function(e) {
			L(r, function(t) {
				e.hasOwnProperty(t) && (n[t] = 1);
			});
		}), L(n, function(e, n) {
			var r = !1;
			L(this.stateList, function(e) {
				r = r || a(t, e, n) || a(t.target, e, n);
			}, this), !r && L(this.stateList, function(e) {
				(t[e] || (t[e] = {}))[n] = uM.get(n, e === "inRange" ? "active" : "inactive", i);
			});
		}, this);
		function a(e, t, n) {
			return e && e[t] && e[t].hasOwnProperty(n);
		}
		e.prototype.completeVisualOption.apply(this, arguments);
	}, t.prototype._resetSelected = function(e, t) {
		var n = this.option, r = this._pieceList, i = (t ? n : e).selected || {};
		if (n.selected = i, L(r, function(e, t) {
			var n = this.getSelectedMapKey(e);
			i.hasOwnProperty(n) || (i[n] = !0);
		}, this), n.selectedMode === "single") {
			var a = !1;
			L(r, function(e, t) {
				var n = this.getSelectedMapKey(e);
				i[n] && (a ? i[n] = !1 : a = !0);
			}, this);
		}
	}, t.prototype.getItemSymbol = function() {
		return this.get("itemSymbol");
	}, t.prototype.getSelectedMapKey = function(e) {
		return this._mode === "categories" ? e.value + "" : e.index + "";
	}, t.prototype.getPieceList = function() {
		return this._pieceList;
	}, t.prototype._determineMode = function() {
		var e = this.option;
		return e.pieces && e.pieces.length > 0 ? "pieces" : this.option.categories ? "categories" : "splitNumber";
	}, t.prototype.setSelected = function(e) {
		this.option.selected = M(e);
	}, t.prototype.getValueState = function(e) {
		var t = wE.findPieceIndex(e, this._pieceList);
		return t == null ? "outOfRange" : this.option.selected[this.getSelectedMapKey(this._pieceList[t])] ? "inRange" : "outOfRange";
	}, t.prototype.findTargetDataIndices = function(e) {
		var t = [], n = this._pieceList;
		return this.eachTargetSeries(function(r) {
			var i = [], a = r.getData();
			a.each(this.getDataDimensionIndex(a), function(t, r) {
				wE.findPieceIndex(t, n) === e && i.push(r);
			}, this), t.push({
				seriesId: r.id,
				dataIndex: i
			});
		}, this), t;
	}, t.prototype.getRepresentValue = function(e) {
		var t;
		if (this.isCategory()) t = e.value;
		else if (e.value != null) t = e.value;
		else {
			var n = e.interval || [];
			t = n[0] === -Infinity && n[1] === Infinity ? 0 : (n[0] + n[1]) / 2;
		}
		return t;
	}, t.prototype.getVisualMeta = function(e) {
		if (this.isCategory()) return;
		var t = [], n = ["", ""], r = this;
		function i(i, a) {
			var o = r.getRepresentValue({ interval: i });
			a || (a = r.getValueState(o));
			var s = e(o, a);
			i[0] === -Infinity ? n[0] = s : i[1] === Infinity ? n[1] = s : t.push({
				value: i[0],
				color: s
			}, {
				value: i[1],
				color: s
			});
		}
		var a = this._pieceList.slice();
		if (!a.length) a.push({ interval: [-Infinity, Infinity] });
		else {
			var o = a[0].interval[0];
			o !== -Infinity && a.unshift({ interval: [-Infinity, o] }), o = a[a.length - 1].interval[1], o !== Infinity && a.push({ interval: [o, Infinity] });
		}
		var s = -Infinity;
		return L(a, function(e) {
			var t = e.interval;
			t && (t[0] > s && i([s, t[0]], "outOfRange"), i(t.slice()), s = t[1]);
		}, this), {
			stops: t,
			outerColors: n
		};
	}, t.type = "visualMap.piecewise", t.defaultOption = Mf(vM.defaultOption, {
		selected: null,
		minOpen: !1,
		maxOpen: !1,
		align: "auto",
		itemWidth: 20,
		itemHeight: 14,
		itemSymbol: "roundRect",
		pieces: null,
		categories: null,
		splitNumber: 5,
		selectedMode: "multiple",
		itemGap: 10,
		hoverLink: !0
	}), t;
}(vM), JM = {
	splitNumber: function(e) {
		var t = this.option, n = Math.min(t.precision, 20), r = this.getExtent(), i = t.splitNumber;
		i = Math.max(parseInt(i, 10), 1), t.splitNumber = i;
		for (var a = (r[1] - r[0]) / i; +a.toFixed(n) !== a && n < 5;) n++;
		t.precision = n, a = +a.toFixed(n), t.minOpen && e.push({
			interval: [-Infinity, r[0]],
			close: [0, 0]
		});
		for (var o = 0, s = r[0]; o < i; s += a, o++) {
			var c = o === i - 1 ? r[1] : s + a;
			e.push({
				interval: [s, c],
				close: [1, 1]
			});
		}
		t.maxOpen && e.push({
			interval: [r[1], Infinity],
			close: [0, 0]
		}), Ea(e), L(e, function(e, t) {
			e.index = t, e.text = this.formatValueText(e.interval);
		}, this);
	},
	categories: function(e) {
		var t = this.option;
		L(t.categories, function(t) {
			e.push({
				text: this.formatValueText(t, !0),
				value: t
			});
		}, this), YM(t, e);
	},
	pieces: function(e) {
		var t = this.option;
		L(t.pieces, function(t, n) {
			G(t) || (t = { value: t });
			var r = {
				text: "",
				index: n
			};
			if (t.label != null && (r.text = t.label), t.hasOwnProperty("value")) {
				var i = r.value = t.value;
				r.interval = [i, i], r.close = [1, 1];
			} else {
				for (var a = r.interval = [], o = r.close = [0, 0], s = [
					1,
					0,
					1
				], c = [-Infinity, Infinity], l = [], u = 0; u < 2; u++) {
					for (var d = [[
						"gte",
						"gt",
						"min"
					], [
						"lte",
						"lt",
						"max"
					]][u], f = 0; f < 3 && a[u] == null; f++) a[u] = t[d[f]], o[u] = s[f], l[u] = f === 2;
					a[u] ?? (a[u] = c[u]);
				}
				l[0] && a[1] === Infinity && (o[0] = 0), l[1] && a[0] === -Infinity && (o[1] = 0), a[0] === a[1] && o[0] && o[1] && (r.value = a[0]);
			}
			r.visual = wE.retrieveVisuals(t), e.push(r);
		}, this), YM(t, e), Ea(e), L(e, function(e) {
			var t = e.close, n = [["<", "≤"][t[1]], [">", "≥"][t[0]]];
			e.text = e.text || this.formatValueText(e.value == null ? e.interval : e.value, !1, n);
		}, this);
	}
};
function YM(e, t) {
	var n = e.inverse;
	(e.orient === "vertical" ? !n : n) && t.reverse();
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/visualMap/PiecewiseView.js
var XM = function(e) {
	f(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.doRender = function() {
		var e = this.group;
		e.removeAll();
		var t = this.visualMapModel, n = t.get("textGap"), r = t.textStyleModel, i = r.getFont(), a = r.getTextColor(), o = this._getItemAlign(), s = t.itemSize, c = this._getViewData(), l = c.endsText, u = ye(t.get("showLabel", !0), !l), d = !t.get("selectedMode");
		l && this._renderEndsText(e, l[0], s, u, o), L(c.viewPieceList, function(r) {
			var c = r.piece, l = new ea();
			l.onclick = V(this._onItemClick, this, c), this._enableHoverLink(l, r.indexInModelPieceList);
			var f = t.getRepresentValue(c);
			if (this._createItemSymbol(l, f, [
				0,
				0,
				s[0],
				s[1]
			], d), u) {
				var p = this.visualMapModel.getValueState(f);
				l.add(new Dc({
					style: {
						x: o === "right" ? -n : s[0] + n,
						y: s[1] / 2,
						text: c.text,
						verticalAlign: "middle",
						align: o,
						font: i,
						fill: a,
						opacity: p === "outOfRange" ? .5 : 1
					},
					silent: d
				}));
			}
			e.add(l);
		}, this), l && this._renderEndsText(e, l[1], s, u, o), Ip(t.get("orient"), e, t.get("itemGap")), this.renderBackground(e), this.positionGroup(e);
	}, t.prototype._enableHoverLink = function(e, t) {
		var n = this;
		e.on("mouseover", function() {
			return r("highlight");
		}).on("mouseout", function() {
			return r("downplay");
		});
		var r = function(e) {
			var r = n.visualMapModel;
			r.option.hoverLink && n.api.dispatchAction({
				type: e,
				batch: TM(r.findTargetDataIndices(t), r)
			});
		};
	}, t.prototype._getItemAlign = function() {
		var e = this.visualMapModel, t = e.option;
		if (t.orient === "vertical") return wM(e, this.api, e.itemSize);
		var n = t.align;
		return n && n !== "auto" || (n = "left"), n;
	}, t.prototype._renderEndsText = function(e, t, n, r, i) {
		if (t) {
			var a = new ea(), o = this.visualMapModel.textStyleModel;
			a.add(new Dc({ style: of(o, {
				x: r ? i === "right" ? n[0] : 0 : n[0] / 2,
				y: n[1] / 2,
				verticalAlign: "middle",
				align: r ? i : "center",
				text: t
			}) })), e.add(a);
		}
	}, t.prototype._getViewData = function() {
		var e = this.visualMapModel, t = R(e.getPieceList(), function(e, t) {
			return {
				piece: e,
				indexInModelPieceList: t
			};
		}), n = e.get("text"), r = e.get("orient"), i = e.get("inverse");
		return (r === "horizontal" ? i : !i) ? t.reverse() : n && (n = n.slice().reverse()), {
			viewPieceList: t,
			endsText: n
		};
	}, t.prototype._createItemSymbol = function(e, t, n, r) {
		var i = hv(this.getControllerVisual(t, "symbol"), n[0], n[1], n[2], n[3], this.getControllerVisual(t, "color"));
		i.silent = r, e.add(i);
	}, t.prototype._onItemClick = function(e) {
		var t = this.visualMapModel, n = t.option, r = n.selectedMode;
		if (r) {
			var i = M(n.selected), a = t.getSelectedMapKey(e);
			r === "single" || r === !0 ? (i[a] = !0, L(i, function(e, t) {
				i[t] = t === a;
			})) : i[a] = !i[a], this.api.dispatchAction({
				type: "selectDataRange",
				from: this.uid,
				visualMapId: this.visualMapModel.id,
				selected: i
			});
		}
	}, t.type = "visualMap.piecewise", t;
}(SM);
// ../../../work/main/frontend/node_modules/echarts/lib/component/visualMap/installVisualMapPiecewise.js
function ZM(e) {
	e.registerComponentModel(qM), e.registerComponentView(XM), GM(e);
}
// ../../../work/main/frontend/node_modules/echarts/lib/component/visualMap/install.js
function QM(e) {
	nC(KM), nC(ZM);
}
// ../../../work/main/frontend/node_modules/zrender/lib/canvas/Layer.js
function $M(e, t, n) {
	var r = S.createCanvas(), i = t.getWidth(), a = t.getHeight(), o = r.style;
	return o && (o.position = "absolute", o.left = "0", o.top = "0", o.width = i + "px", o.height = a + "px", r.setAttribute("data-zr-dom-id", e)), r.width = i * n, r.height = a * n, r;
}
var eN = function(e) {
	f(t, e);
	function t(t, n, r) {
		var i = e.call(this) || this;
		i.motionBlur = !1, i.lastFrameAlpha = .7, i.dpr = 1, i.virtual = !1, i.config = {}, i.incremental = !1, i.zlevel = 0, i.maxRepaintRectCount = 5, i.__dirty = !0, i.__firstTimePaint = !0, i.__used = !1, i.__drawIndex = 0, i.__startIndex = 0, i.__endIndex = 0, i.__prevStartIndex = null, i.__prevEndIndex = null;
		var a;
		r = r || _i, typeof t == "string" ? a = $M(t, n, r) : G(t) && (a = t, t = a.id), i.id = t, i.dom = a;
		var o = a.style;
		return o && (Pe(a), a.onselectstart = function() {
			return !1;
		}, o.padding = "0", o.margin = "0", o.borderWidth = "0"), i.painter = n, i.dpr = r, i;
	}
	return t.prototype.getElementCount = function() {
		return this.__endIndex - this.__startIndex;
	}, t.prototype.afterBrush = function() {
		this.__prevStartIndex = this.__startIndex, this.__prevEndIndex = this.__endIndex;
	}, t.prototype.initContext = function() {
		this.ctx = this.dom.getContext("2d"), this.ctx.dpr = this.dpr;
	}, t.prototype.setUnpainted = function() {
		this.__firstTimePaint = !0;
	}, t.prototype.createBackBuffer = function() {
		var e = this.dpr;
		this.domBack = $M("back-" + this.id, this.painter, e), this.ctxBack = this.domBack.getContext("2d"), e !== 1 && this.ctxBack.scale(e, e);
	}, t.prototype.createRepaintRects = function(e, t, n, r) {
		if (this.__firstTimePaint) return this.__firstTimePaint = !1, null;
		var i = [], a = this.maxRepaintRectCount, o = !1, s = new qt(0, 0, 0, 0);
		function c(e) {
			if (e.isFinite() && !e.isZero()) {
				if (i.length === 0) {
					var t = new qt(0, 0, 0, 0);
					t.copy(e), i.push(t);
				} else {
					for (var n = !1, r = Infinity, c = 0, l = 0; l < i.length; ++l) {
						var u = i[l];
						if (u.intersect(e)) {
							var d = new qt(0, 0, 0, 0);
							d.copy(u), d.union(e), i[l] = d, n = !0;
							break;
						}
						if (o) {
							s.copy(e), s.union(u);
							var f = e.width * e.height, p = u.width * u.height, m = s.width * s.height - f - p;
							m < r && (r = m, c = l);
						}
					}
					if (o && (i[c].union(e), n = !0), !n) {
						var t = new qt(0, 0, 0, 0);
						t.copy(e), i.push(t);
					}
					o || (o = i.length >= a);
				}
			}
		}
		for (var l = this.__startIndex; l < this.__endIndex; ++l) {
			var u = e[l];
			if (u) {
				var d = u.shouldBePainted(n, r, !0, !0), f = u.__isRendered && (u.__dirty & 1 || !d) ? u.getPrevPaintRect() : null;
				f && c(f);
				var p = d && (u.__dirty & 1 || !u.__isRendered) ? u.getPaintRect() : null;
				p && c(p);
			}
		}
		for (var l = this.__prevStartIndex; l < this.__prevEndIndex; ++l) {
			var u = t[l], d = u && u.shouldBePainted(n, r, !0, !0);
			if (u && (!d || !u.__zr) && u.__isRendered) {
				var f = u.getPrevPaintRect();
				f && c(f);
			}
		}
		var m;
		do {
			m = !1;
			for (var l = 0; l < i.length;) if (i[l].isZero()) i.splice(l, 1);
			else {
				for (var h = l + 1; h < i.length;) i[l].intersect(i[h]) ? (m = !0, i[l].union(i[h]), i.splice(h, 1)) : h++;
				l++;
			}
		} while (m);
		return this._paintRects = i, i;
	}, t.prototype.debugGetPaintRects = function() {
		return (this._paintRects || []).slice();
	}, t.prototype.resize = function(e, t) {
		var n = this.dpr, r = this.dom, i = r.style, a = this.domBack;
		i && (i.width = e + "px", i.height = t + "px"), r.width = e * n, r.height = t * n, a && (a.width = e * n, a.height = t * n, n !== 1 && this.ctxBack.scale(n, n));
	}, t.prototype.clear = function(e, t, n) {
		var r = this.dom, i = this.ctx, a = r.width, o = r.height;
		t = t || this.clearColor;
		var s = this.motionBlur && !e, c = this.lastFrameAlpha, l = this.dpr, u = this;
		s && (this.domBack || this.createBackBuffer(), this.ctxBack.globalCompositeOperation = "copy", this.ctxBack.drawImage(r, 0, 0, a / l, o / l));
		var d = this.domBack;
		function f(e, n, r, a) {
			if (i.clearRect(e, n, r, a), t && t !== "transparent") {
				var o = void 0;
				ge(t) ? (o = (t.global || t.__width === r && t.__height === a) && t.__canvasGradient || xv(i, t, {
					x: 0,
					y: 0,
					width: r,
					height: a
				}), t.__canvasGradient = o, t.__width = r, t.__height = a) : _e(t) && (t.scaleX = t.scaleX || l, t.scaleY = t.scaleY || l, o = Nv(i, t, { dirty: function() {
					u.setUnpainted(), u.painter.refresh();
				} })), i.save(), i.fillStyle = o || t, i.fillRect(e, n, r, a), i.restore();
			}
			s && (i.save(), i.globalAlpha = c, i.drawImage(d, e, n, r, a), i.restore());
		}
		!n || s ? f(0, 0, a, o) : n.length && L(n, function(e) {
			f(e.x * l, e.y * l, e.width * l, e.height * l);
		});
	}, t;
}(et), tN = 1e5, nN = 314159, rN = .01, iN = .001;
function aN(e) {
	return e ? e.__builtin__ ? !0 : typeof e.resize == "function" && typeof e.refresh == "function" : !1;
}
function oN(e, t) {
	var n = document.createElement("div");
	return n.style.cssText = [
		"position:relative",
		"width:" + e + "px",
		"height:" + t + "px",
		"padding:0",
		"margin:0",
		"border-width:0"
	].join(";") + ";", n;
}
var sN = function() {
	function e(e, t, n, r) {
		this.type = "canvas", this._zlevelList = [], this._prevDisplayList = [], this._layers = {}, this._layerConfig = {}, this._needsManuallyCompositing = !1, this.type = "canvas";
		var i = !e.nodeName || e.nodeName.toUpperCase() === "CANVAS";
		this._opts = n = P({}, n || {}), this.dpr = n.devicePixelRatio || _i, this._singleCanvas = i, this.root = e, e.style && (Pe(e), e.innerHTML = ""), this.storage = t;
		var a = this._zlevelList;
		this._prevDisplayList = [];
		var o = this._layers;
		if (i) {
			var s = e, c = s.width, l = s.height;
			n.width != null && (c = n.width), n.height != null && (l = n.height), this.dpr = n.devicePixelRatio || 1, s.width = c * this.dpr, s.height = l * this.dpr, this._width = c, this._height = l;
			var u = new eN(s, this, this.dpr);
			u.__builtin__ = !0, u.initContext(), o[nN] = u, u.zlevel = nN, a.push(nN), this._domRoot = e;
		} else {
			this._width = wv(e, 0, n), this._height = wv(e, 1, n);
			var d = this._domRoot = oN(this._width, this._height);
			e.appendChild(d);
		}
	}
	return e.prototype.getType = function() {
		return "canvas";
	}, e.prototype.isSingleCanvas = function() {
		return this._singleCanvas;
	}, e.prototype.getViewportRoot = function() {
		return this._domRoot;
	}, e.prototype.getViewportRootOffset = function() {
		var e = this.getViewportRoot();
		if (e) return {
			offsetLeft: e.offsetLeft || 0,
			offsetTop: e.offsetTop || 0
		};
	}, e.prototype.refresh = function(e) {
		var t = this.storage.getDisplayList(!0), n = this._prevDisplayList, r = this._zlevelList;
		this._redrawId = Math.random(), this._paintList(t, n, e, this._redrawId);
		for (var i = 0; i < r.length; i++) {
			var a = r[i], o = this._layers[a];
			if (!o.__builtin__ && o.refresh) {
				var s = i === 0 ? this._backgroundColor : null;
				o.refresh(s);
			}
		}
		return this._opts.useDirtyRect && (this._prevDisplayList = t.slice()), this;
	}, e.prototype.refreshHover = function() {
		this._paintHoverList(this.storage.getDisplayList(!1));
	}, e.prototype._paintHoverList = function(e) {
		var t = e.length, n = this._hoverlayer;
		if (n && n.clear(), t) {
			for (var r = {
				inHover: !0,
				viewWidth: this._width,
				viewHeight: this._height
			}, i, a = 0; a < t; a++) {
				var o = e[a];
				o.__inHover && (n || (n = this._hoverlayer = this.getLayer(tN)), i || (i = n.ctx, i.save()), $v(i, o, r, a === t - 1));
			}
			i && i.restore();
		}
	}, e.prototype.getHoverLayer = function() {
		return this.getLayer(tN);
	}, e.prototype.paintOne = function(e, t) {
		Qv(e, t);
	}, e.prototype._paintList = function(e, t, n, r) {
		if (this._redrawId === r) {
			n = n || !1, this._updateLayerStatus(e);
			var i = this._doPaintList(e, t, n), a = i.finished, o = i.needsRefreshHover;
			if (this._needsManuallyCompositing && this._compositeManually(), o && this._paintHoverList(e), a) this.eachLayer(function(e) {
				e.afterBrush && e.afterBrush();
			});
			else {
				var s = this;
				bn(function() {
					s._paintList(e, t, n, r);
				});
			}
		}
	}, e.prototype._compositeManually = function() {
		var e = this.getLayer(nN).ctx, t = this._domRoot.width, n = this._domRoot.height;
		e.clearRect(0, 0, t, n), this.eachBuiltinLayer(function(r) {
			r.virtual && e.drawImage(r.dom, 0, 0, t, n);
		});
	}, e.prototype._doPaintList = function(e, t, n) {
		for (var r = this, i = [], a = this._opts.useDirtyRect, o = 0; o < this._zlevelList.length; o++) {
			var s = this._zlevelList[o], c = this._layers[s];
			c.__builtin__ && c !== this._hoverlayer && (c.__dirty || n) && i.push(c);
		}
		for (var l = !0, u = !1, d = function(o) {
			var s = i[o], c = s.ctx, d = a && s.createRepaintRects(e, t, f._width, f._height), p = n ? s.__startIndex : s.__drawIndex, m = !n && s.incremental && Date.now, h = m && Date.now(), g = s.zlevel === f._zlevelList[0] ? f._backgroundColor : null;
			if (s.__startIndex === s.__endIndex) s.clear(!1, g, d);
			else if (p === s.__startIndex) {
				var _ = e[p];
				_.incremental && _.notClear && !n || s.clear(!1, g, d);
			}
			p === -1 && (console.error("For some unknown reason. drawIndex is -1"), p = s.__startIndex);
			var v, y = function(t) {
				var n = {
					inHover: !1,
					allClipped: !1,
					prevEl: null,
					viewWidth: r._width,
					viewHeight: r._height
				};
				for (v = p; v < s.__endIndex; v++) {
					var i = e[v];
					if (i.__inHover && (u = !0), r._doPaintEl(i, s, a, t, n, v === s.__endIndex - 1), m && Date.now() - h > 15) break;
				}
				n.prevElClipPaths && c.restore();
			};
			if (d) {
				if (d.length === 0) v = s.__endIndex;
				else for (var b = f.dpr, x = 0; x < d.length; ++x) {
					var S = d[x];
					c.save(), c.beginPath(), c.rect(S.x * b, S.y * b, S.width * b, S.height * b), c.clip(), y(S), c.restore();
				}
			} else c.save(), y(), c.restore();
			s.__drawIndex = v, s.__drawIndex < s.__endIndex && (l = !1);
		}, f = this, p = 0; p < i.length; p++) d(p);
		return m.wxa && L(this._layers, function(e) {
			e && e.ctx && e.ctx.draw && e.ctx.draw();
		}), {
			finished: l,
			needsRefreshHover: u
		};
	}, e.prototype._doPaintEl = function(e, t, n, r, i, a) {
		var o = t.ctx;
		if (n) {
			var s = e.getPaintRect();
			(!r || s && s.intersect(r)) && ($v(o, e, i, a), e.setPrevPaintRect(s));
		} else $v(o, e, i, a);
	}, e.prototype.getLayer = function(e, t) {
		this._singleCanvas && !this._needsManuallyCompositing && (e = nN);
		var n = this._layers[e];
		return n || (n = new eN("zr_" + e, this, this.dpr), n.zlevel = e, n.__builtin__ = !0, this._layerConfig[e] ? N(n, this._layerConfig[e], !0) : this._layerConfig[e - rN] && N(n, this._layerConfig[e - rN], !0), t && (n.virtual = t), this.insertLayer(e, n), n.initContext()), n;
	}, e.prototype.insertLayer = function(e, t) {
		var n = this._layers, r = this._zlevelList, i = r.length, a = this._domRoot, o = null, s = -1;
		if (!n[e] && aN(t)) {
			if (i > 0 && e > r[0]) {
				for (s = 0; s < i - 1 && !(r[s] < e && r[s + 1] > e); s++);
				o = n[r[s]];
			}
			if (r.splice(s + 1, 0, e), n[e] = t, !t.virtual) {
				if (o) {
					var c = o.dom;
					c.nextSibling ? a.insertBefore(t.dom, c.nextSibling) : a.appendChild(t.dom);
				} else a.firstChild ? a.insertBefore(t.dom, a.firstChild) : a.appendChild(t.dom);
			}
			t.painter || (t.painter = this);
		}
	}, e.prototype.eachLayer = function(e, t) {
		for (var n = this._zlevelList, r = 0; r < n.length; r++) {
			var i = n[r];
			e.call(t, this._layers[i], i);
		}
	}, e.prototype.eachBuiltinLayer = function(e, t) {
		for (var n = this._zlevelList, r = 0; r < n.length; r++) {
			var i = n[r], a = this._layers[i];
			a.__builtin__ && e.call(t, a, i);
		}
	}, e.prototype.eachOtherLayer = function(e, t) {
		for (var n = this._zlevelList, r = 0; r < n.length; r++) {
			var i = n[r], a = this._layers[i];
			a.__builtin__ || e.call(t, a, i);
		}
	}, e.prototype.getLayers = function() {
		return this._layers;
	}, e.prototype._updateLayerStatus = function(e) {
		this.eachBuiltinLayer(function(e, t) {
			e.__dirty = e.__used = !1;
		});
		function t(e) {
			i && (i.__endIndex !== e && (i.__dirty = !0), i.__endIndex = e);
		}
		if (this._singleCanvas) for (var n = 1; n < e.length; n++) {
			var r = e[n];
			if (r.zlevel !== e[n - 1].zlevel || r.incremental) {
				this._needsManuallyCompositing = !0;
				break;
			}
		}
		for (var i = null, a = 0, o, s = 0; s < e.length; s++) {
			var r = e[s], c = r.zlevel, l = void 0;
			o !== c && (o = c, a = 0), r.incremental ? (l = this.getLayer(c + iN, this._needsManuallyCompositing), l.incremental = !0, a = 1) : l = this.getLayer(c + (a > 0 ? rN : 0), this._needsManuallyCompositing), l.__builtin__ || ie("ZLevel " + c + " has been used by unkown layer " + l.id), l !== i && (l.__used = !0, l.__startIndex !== s && (l.__dirty = !0), l.__startIndex = s, l.incremental ? l.__drawIndex = -1 : l.__drawIndex = s, t(s), i = l), r.__dirty & 1 && !r.__inHover && (l.__dirty = !0, l.incremental && l.__drawIndex < 0 && (l.__drawIndex = s));
		}
		t(s), this.eachBuiltinLayer(function(e, t) {
			!e.__used && e.getElementCount() > 0 && (e.__dirty = !0, e.__startIndex = e.__endIndex = e.__drawIndex = 0), e.__dirty && e.__drawIndex < 0 && (e.__drawIndex = e.__startIndex);
		});
	}, e.prototype.clear = function() {
		return this.eachBuiltinLayer(this._clearLayer), this;
	}, e.prototype._clearLayer = function(e) {
		e.clear();
	}, e.prototype.setBackgroundColor = function(e) {
		this._backgroundColor = e, L(this._layers, function(e) {
			e.setUnpainted();
		});
	}, e.prototype.configLayer = function(e, t) {
		if (t) {
			var n = this._layerConfig;
			n[e] ? N(n[e], t, !0) : n[e] = t;
			for (var r = 0; r < this._zlevelList.length; r++) {
				var i = this._zlevelList[r];
				if (i === e || i === e + rN) {
					var a = this._layers[i];
					N(a, n[e], !0);
				}
			}
		}
	}, e.prototype.delLayer = function(e) {
		var t = this._layers, n = this._zlevelList, r = t[e];
		r && (r.dom.parentNode.removeChild(r.dom), delete t[e], n.splice(I(n, e), 1));
	}, e.prototype.resize = function(e, t) {
		if (this._domRoot.style) {
			var n = this._domRoot;
			n.style.display = "none";
			var r = this._opts, i = this.root;
			if (e != null && (r.width = e), t != null && (r.height = t), e = wv(i, 0, r), t = wv(i, 1, r), n.style.display = "", this._width !== e || t !== this._height) {
				for (var a in n.style.width = e + "px", n.style.height = t + "px", this._layers) this._layers.hasOwnProperty(a) && this._layers[a].resize(e, t);
				this.refresh(!0);
			}
			this._width = e, this._height = t;
		} else {
			if (e == null || t == null) return;
			this._width = e, this._height = t, this.getLayer(nN).resize(e, t);
		}
		return this;
	}, e.prototype.clearLayer = function(e) {
		var t = this._layers[e];
		t && t.clear();
	}, e.prototype.dispose = function() {
		this.root.innerHTML = "", this.root = this.storage = this._domRoot = this._layers = null;
	}, e.prototype.getRenderedCanvas = function(e) {
		if (e = e || {}, this._singleCanvas && !this._compositeManually) return this._layers[nN].dom;
		var t = new eN("image", this, e.pixelRatio || this.dpr);
		t.initContext(), t.clear(!1, e.backgroundColor || this._backgroundColor);
		var n = t.ctx;
		if (e.pixelRatio <= this.dpr) {
			this.refresh();
			var r = t.dom.width, i = t.dom.height;
			this.eachLayer(function(e) {
				e.__builtin__ ? n.drawImage(e.dom, 0, 0, r, i) : e.renderToCanvas && (n.save(), e.renderToCanvas(n), n.restore());
			});
		} else for (var a = {
			inHover: !1,
			viewWidth: this._width,
			viewHeight: this._height
		}, o = this.storage.getDisplayList(!0), s = 0, c = o.length; s < c; s++) {
			var l = o[s];
			$v(n, l, a, s === c - 1);
		}
		return t.dom;
	}, e.prototype.getWidth = function() {
		return this._width;
	}, e.prototype.getHeight = function() {
		return this._height;
	}, e;
}();
// ../../../work/main/frontend/node_modules/echarts/lib/renderer/installCanvasRenderer.js
function cN(e) {
	e.registerPainter("canvas", sN);
}
// src/dom.ts
function Z(e, t = {}, ...n) {
	let r = document.createElement(e);
	for (let [e, n] of Object.entries(t)) r.setAttribute(e, n);
	for (let e of n) e != null && e !== !1 && r.append(typeof e == "number" ? String(e) : e);
	return r;
}
function lN(e) {
	return String(e).replace(/[&<>"']/g, (e) => ({
		"&": "&amp;",
		"<": "&lt;",
		">": "&gt;",
		"\"": "&quot;",
		"'": "&#39;"
	})[e]);
}
function uN(e, t, n = `${t}s`) {
	return `${e} ${e === 1 ? t : n}`;
}
function Q(e, t = 1) {
	return e == null ? "—" : Math.abs(e) >= 1e3 ? `${(e / 1e3).toFixed(t)} ms` : `${Math.abs(e) < .5 ? "0" : e.toFixed(0)} µs`;
}
function dN(e, t, n, r, i) {
	let a = Z("div", { class: "table-wrap" }), o = e.slice(), s = r ?? -1, c = !0, l = () => {
		if (s >= 0 && t[s].sort) {
			let n = t[s].sort;
			o = e.slice().sort((e, t) => c ? n(t) - n(e) : n(e) - n(t));
		}
		let r = Z("tr", {}, ...t.map((e, t) => {
			let n = Z("th", e.sort ? { class: "sortable" } : {}, e.label + (t === s ? c ? " ▼" : " ▲" : ""));
			return e.sort && (n.onclick = () => {
				c = t !== s || !c, s = t, l();
			}), n;
		})), u = o.slice(0, 500).map((e) => {
			let r = n ? { class: "clickable" } : {};
			i && (r["data-id"] = i(e));
			let a = Z("tr", r, ...t.map((t) => {
				let n = t.value(e);
				return Z("td", {}, n instanceof Node ? n : String(n ?? "—"));
			}));
			return n && (a.onclick = () => n(e)), a;
		});
		a.replaceChildren(Z("table", {}, Z("thead", {}, r), Z("tbody", {}, ...u))), e.length > 500 && a.append(Z("p", { class: "note" }, `first 500 of ${e.length} rows`));
	};
	return l(), a;
}
function fN(e, t = "copy link") {
	let n = Z("span", { class: "copy" }), r = Z("button", {
		class: "copy-link",
		type: "button"
	}, t);
	return r.onclick = async (i) => {
		i.stopPropagation();
		let a = e();
		n.querySelector("input")?.remove();
		try {
			await navigator.clipboard.writeText(a), r.textContent = "copied", setTimeout(() => {
				r.textContent = t;
			}, 1500);
		} catch {
			let e = Z("input", {
				value: a,
				readonly: "",
				"aria-label": "link"
			});
			n.append(e), e.select();
		}
	}, n.append(r), n;
}
// src/theme.ts
function pN() {
	try {
		return window.parent === window ? null : window.parent.document.body;
	} catch {
		return null;
	}
}
var mN = window.matchMedia?.("(prefers-color-scheme: dark)");
function hN() {
	let e = pN();
	return e ? e.classList.contains("dark-mode") : !!mN?.matches;
}
function gN(e) {
	let t = hN();
	document.documentElement.classList.toggle("dark", t);
	let n = () => {
		hN() !== t && (t = !t, document.documentElement.classList.toggle("dark", t), e());
	}, r = pN();
	r ? new MutationObserver(n).observe(r, {
		attributes: !0,
		attributeFilter: ["class"]
	}) : mN?.addEventListener("change", n);
}
// src/charts.ts
nC([
	$w,
	zO,
	dD,
	yw,
	pE,
	lM,
	Mk,
	Mj,
	oj,
	kA,
	QM,
	cN
]);
var _N = [];
function vN(e, t, n, r) {
	let i = Z("div", r ? {
		class: "chart",
		style: `height:${t}px`,
		"data-chart": r
	} : {
		class: "chart",
		style: `height:${t}px`
	});
	e.append(i);
	let a = Cb(i, hN() ? "dark" : void 0, { renderer: "canvas" });
	return a.setOption({
		animation: !1,
		backgroundColor: "transparent",
		...n
	}), i.xrankChart = a, _N.push(a), a;
}
function yN(e, t) {
	e.getZr().on("click", (n) => {
		let r = [n.offsetX, n.offsetY];
		if (e.isDisposed() || !e.containPixel({ gridIndex: 0 }, r)) return;
		let i = e.convertFromPixel({ gridIndex: 0 }, r);
		Array.isArray(i) && Number.isFinite(i[1]) && setTimeout(() => t(Math.round(i[1])), 0);
	}), e.getZr().on("mousemove", (t) => {
		e.isDisposed() || e.getZr().setCursorStyle(e.containPixel({ gridIndex: 0 }, [t.offsetX, t.offsetY]) ? "pointer" : "default");
	});
}
function bN(e) {
	for (let t = _N.length - 1; t >= 0; t--) (!e || e.contains(_N[t].getDom())) && (_N[t].dispose(), _N.splice(t, 1));
}
window.addEventListener("resize", () => _N.forEach((e) => e.resize()));
// src/style.ts
var $ = {
	wait: "#f4a261",
	spread: "#fbd9b6",
	service: "#2a9d8f",
	serviceLight: "#a8dcd5",
	compute: "#457b9d",
	computeLight: "#a9c6da",
	host: "#9b5de5",
	held: "#c0392b",
	heldLight: "#f6c9b9",
	heldMid: "#e76f51",
	divergence: "#c0392b",
	late: "#e76f51",
	lateLight: "#f6c9b9",
	noise: "#9e9e9e",
	peer: "#b0bec5",
	event: "#90a4ae",
	idle: "#d5dde1",
	a: "#78909c",
	b: "#f57c00"
}, xN = `
:root { --fg: #212121; --bg: #fafafa; --panel: #fff; --border: #e0e0e0; --line: #eee; --muted: #666; --soft: #555;
  --hover: #fff3e0; --accent: #f57c00; --link: #1a5fb4; --err: #b71c1c; --chip: #eee; color-scheme: light; }
:root.dark { --fg: #e0e0e0; --bg: #303030; --panel: #3a3a3a; --border: #555; --line: #474747; --muted: #aaa;
  --soft: #bbb; --hover: #4a3b2a; --accent: #ff9800; --link: #8ab4f8; --err: #ef9a9a; --chip: #555; color-scheme: dark; }

body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0; color: var(--fg); background: var(--bg); }
header { display: flex; gap: 12px; align-items: center; padding: 8px 16px; background: var(--panel); border-bottom: 1px solid var(--border); flex-wrap: wrap; }
header h1 { font-size: 16px; margin: 0 8px 0 0; }
nav button { border: 0; background: none; color: var(--fg); padding: 8px 12px; cursor: pointer; font: inherit; border-bottom: 2px solid transparent; }
nav button.active { border-bottom-color: var(--accent); font-weight: 600; }
main { padding: 12px 16px; }
.table-wrap { max-height: 420px; overflow: auto; background: var(--panel); border: 1px solid var(--border); }
table { border-collapse: collapse; width: 100%; font-size: 13px; }
th, td { padding: 4px 8px; border-bottom: 1px solid var(--line); text-align: left; white-space: nowrap; }
td:last-child { white-space: normal; }
th.sortable { cursor: pointer; } tr.clickable { cursor: pointer; } tr.clickable:hover, tr.chosen { background: var(--hover); }
.chart { width: 100%; background: var(--panel); border: 1px solid var(--border); margin: 8px 0; }
.findings li { margin: 6px 0; } .findings li.error { color: var(--err); } .findings li.info { color: var(--soft); }
.badge { padding: 2px 8px; border-radius: 10px; background: var(--chip); font-weight: 600; white-space: nowrap; }
.badge.fixed { background: #ffccbc; color: #212121; } .badge.rotating { background: #fff9c4; color: #212121; } .badge.topology { background: #d1c4e9; color: #212121; } .badge.transient { background: #ffe0b2; color: #212121; }
.key { display: inline-block; width: 12px; height: 12px; vertical-align: middle; }
.key.wait { background: ${$.wait}; } .key.spread { background: ${$.spread}; } .key.service { background: ${$.service}; }
.key.div { background: none; outline: 2px solid ${$.divergence}; outline-offset: -2px; } .key.compute { background: ${$.compute}; }
.key.host { background: ${$.host}; } .key.event { background: ${$.event}; } .key.idle { background: ${$.idle}; } .key.late { background: ${$.late}; } .key.lateLight { background: ${$.lateLight}; }
.key.spread.faint { background: ${$.spread}; } .key.serviceLight { background: ${$.serviceLight}; } .key.hop { width: 2px; height: 14px; background: #888; } .key.mark { width: 2px; height: 14px; background: #888; }
.error { color: var(--err); } .note { color: var(--muted); } .progress { color: var(--muted); }
.loading { margin: 24px 0; } .loading p.progress { margin: 0 0 6px; } .loading progress { width: 360px; max-width: 100%; accent-color: var(--accent); }
.link input, .copy input { width: 420px; font-size: 12px; margin-left: 6px; }
.link a.download { margin-left: 10px; font-size: 12px; color: var(--link); }
button.copy-link { font: inherit; font-size: 12px; padding: 1px 8px; cursor: pointer; background: var(--panel); color: var(--fg); border: 1px solid var(--border); border-radius: 3px; }
.findings .copy button.copy-link { font-size: 11px; padding: 0 6px; color: var(--soft); }
.findings a.go { font-size: 12px; }
h3.chosen { display: inline-block; margin-right: 8px; }
.pickers { display: flex; gap: 20px; align-items: center; flex-wrap: wrap; margin: 4px 0 8px; }
.pickers label { font-weight: 600; } .pickers select { margin-left: 4px; font: inherit; }
.swatch { display: inline-block; width: 10px; height: 10px; border-radius: 2px; vertical-align: baseline; }
.swatch.a { background: ${$.a}; } .swatch.b { background: ${$.b}; }
.idents { display: flex; flex-direction: column; gap: 2px; color: var(--soft); margin: 4px 0; }
.headline { background: var(--panel); border: 1px solid var(--border); border-left: 6px solid #9e9e9e; padding: 10px 14px; margin: 8px 0; }
.headline.better { border-left-color: #2e7d32; } .headline.worse { border-left-color: #c62828; }
.headline strong { display: block; font-size: 18px; margin-bottom: 4px; }
.headline.better strong { color: #1b5e20; } .headline.worse strong { color: var(--err); }
:root.dark .headline.better strong { color: #a5d6a7; }
.headline .sub { color: var(--fg); line-height: 1.9; }
.summary { margin: 6px 0 10px; padding-left: 20px; } .summary li { margin: 2px 0; }
.v { display: inline-block; padding: 0 8px; border-radius: 10px; font-weight: 600; font-size: 12px; line-height: 18px; white-space: nowrap; }
.v.lower { background: #c8e6c9; color: #1b5e20; } .v.higher { background: #ffcdd2; color: #b71c1c; } .v.unchanged { background: #eceff1; color: #546e7a; }
.metrics td.num, td.num { font-variant-numeric: tabular-nums; text-align: right; }
.metrics th { text-align: right; } .metrics th:first-child, .metrics th:last-child { text-align: left; }
.metrics tr.m-higher td:first-child { border-left: 3px solid #c62828; } .metrics tr.m-lower td:first-child { border-left: 3px solid #2e7d32; }
.metrics tr.m-unchanged td:first-child { border-left: 3px solid transparent; }
.grid2 { display: grid; grid-template-columns: repeat(auto-fit, minmax(460px, 1fr)); gap: 12px; margin: 8px 0; }
.grid2 > * { min-width: 0; }
.panel h3, .panel h4 { margin: 4px 0 6px; }
.card { background: var(--panel); border: 1px solid var(--border); padding: 8px 12px; margin: 6px 0; }
.card .basis { color: var(--soft); font-size: 13px; margin-top: 4px; }
.changed { font-weight: 600; color: var(--err); }
td.worse { color: var(--err); font-weight: 600; }
.zoombar { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; margin: 6px 0; color: var(--soft); }
.zoombar select { font: inherit; } .zoombar .zoomed { font-weight: 600; }
.zoombar button.back { font: inherit; padding: 2px 10px; cursor: pointer; background: var(--hover); color: var(--fg); border: 1px solid var(--accent); border-radius: 3px; }
p.lead { background: var(--panel); border-left: 4px solid var(--accent); padding: 6px 10px; }
section[data-section] { scroll-margin-top: 8px; }
p.legend { font-size: 13px; color: var(--soft); margin: 2px 0 10px; } p.legend .key { margin: 0 4px 0 10px; } p.legend .key:first-child { margin-left: 0; }
table.evidence { width: auto; } table.evidence td { white-space: normal; } table.evidence th { color: var(--soft); font-weight: 600; padding-right: 16px; }
.pathline { margin: 6px 0; }
section.first { background: var(--panel); border: 1px solid var(--border); padding: 6px 14px 4px; margin: 10px 0 14px; }
section.first h3 { margin: 6px 0 2px; } section.first h4 { margin: 6px 0 0; font-size: 13px; color: var(--soft); }
section.first .grid2 { margin: 0; } section.first .chart { border: 0; margin: 2px 0; }
section.first p.legend { margin: 0 0 4px; font-size: 12px; }
section.first p.caption { margin: 4px 0 6px; padding: 6px 10px; border-left: 4px solid ${$.divergence}; background: var(--bg); }
section.first .mini-path { min-height: 150px; }
ol.findings { list-style: none; padding-left: 0; margin: 6px 0; }
ol.findings li { display: grid; grid-template-columns: 176px 1fr; gap: 12px; align-items: baseline; margin: 8px 0; }
ol.findings.nocost li { grid-template-columns: 1fr; } ol.findings.nocost .cost { display: none; }
section.first p.caption.healthy { border-left-color: var(--border); }
.cost { display: flex; align-items: center; gap: 6px; font-size: 12px; font-weight: 600; font-variant-numeric: tabular-nums; color: var(--fg); }
.cost-track { flex: 0 0 110px; height: 10px; background: var(--chip); border-radius: 2px; overflow: hidden; align-self: center; }
.cost-fill { display: block; height: 100%; min-width: 2px; background: var(--soft); }
details.minor { margin: 4px 0 12px; } details.minor > summary { cursor: pointer; color: var(--soft); }
section.defs h3 { margin-bottom: 4px; } section.defs dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 14px; margin: 0 0 8px; font-size: 13px; }
section.defs dt { font-weight: 600; } section.defs dd { margin: 0; color: var(--soft); }
`, SN = 64, CN = new Intl.Collator(void 0, { numeric: !0 }).compare;
function wN(e) {
	return e.ranks.filter((e) => e.status !== "not_profiled").map((e) => e.rank);
}
function TN(e) {
	return wN(e).length > SN;
}
function EN(e) {
	let t = new Map(Object.entries(e.groups ?? {}));
	for (let n of e.collectives) !t.has(n.pg) && n.group_ranks && ![
		"send",
		"recv",
		"sendrecv"
	].includes(n.op) && t.set(n.pg, n.group_ranks);
	return t;
}
var DN = /* @__PURE__ */ new WeakMap();
function ON(e) {
	let t = DN.get(e);
	if (t) return t;
	let n = wN(e).length, r = [];
	for (let [t, i] of [...EN(e)].sort((e, t) => CN(e[0], t[0]))) {
		if (i.length < 2 || i.length >= n) continue;
		let e = r.find((e) => e.size === i.length && !i.some((t) => e.seen.has(t)));
		e ? (e.pgs.push(t), i.forEach((t) => e.seen.add(t))) : r.push({
			key: t,
			size: i.length,
			pgs: [t],
			seen: new Set(i)
		});
	}
	let i = r.map(({ key: e, size: t, pgs: n }) => ({
		key: e,
		size: t,
		pgs: n
	}));
	return DN.set(e, i), i;
}
function kN(e) {
	return e.pgs.length > 3 ? `${e.pgs.slice(0, 2).join(", ")} … ${e.pgs[e.pgs.length - 1]}` : e.pgs.join(", ");
}
function AN(e) {
	let t = [["host", "host"]];
	for (let n of ON(e)) n.pgs.length > 1 && t.push([`pg:${n.key}`, `process group (${n.pgs.length} groups of ${n.size}: ${kN(n)})`]), t.push([n.key, `position in the process group${n.pgs.length > 1 ? "s" : ""} of ${n.size} (${kN(n)})`]);
	return t;
}
var jN = /* @__PURE__ */ new WeakMap();
function MN(e, t) {
	let n = AN(e).some(([e]) => e === t) ? t : "host", r = jN.get(e) ?? /* @__PURE__ */ new Map();
	jN.set(e, r);
	let i = r.get(n);
	if (i) return i;
	let a = new Map(e.ranks.map((e) => [e.rank, e])), o = n.startsWith("pg:") ? n.slice(3) : n, s = ON(e).find((e) => e.key === o), c = EN(e), l = /* @__PURE__ */ new Map();
	for (let e of s?.pgs ?? []) for (let t of c.get(e) ?? []) l.set(t, e);
	let u, d = "host", f = "hosts";
	n === "host" ? u = (e) => {
		let t = a.get(e)?.host ?? "?";
		return [t, t];
	} : n.startsWith("pg:") ? (d = "process group", f = "process groups", u = (e) => {
		let t = l.get(e);
		return t === void 0 ? ["~", "no group"] : [t, `pg ${t}`];
	}) : (d = "position", f = "positions", u = (e) => {
		let t = l.get(e), n = t === void 0 ? void 0 : a.get(e)?.pg_positions?.[t] ?? c.get(t)?.indexOf(e);
		return n === void 0 ? ["~", "no position"] : [`pos ${n}`, `position ${n}`];
	});
	let p = /* @__PURE__ */ new Map();
	for (let t of wN(e)) {
		let [e, n] = u(t), r = p.get(e) ?? {
			key: e,
			label: n,
			ranks: []
		};
		r.ranks.push(t), p.set(e, r);
	}
	let m = [...p.values()].sort((e, t) => CN(e.key, t.key));
	m.forEach((e) => e.ranks.sort((e, t) => e - t));
	let h = /* @__PURE__ */ new Map();
	for (let e of m) for (let t of e.ranks) h.set(t, e);
	let g = {
		by: n,
		noun: d,
		plural: f,
		groups: m,
		of: h
	};
	return r.set(n, g), g;
}
function NN(e) {
	if (!e.length) return "none";
	let t = e[0], n = e[e.length - 1];
	return n - t + 1 === e.length ? e.length === 1 ? String(t) : `${t}–${n}` : e.length <= 4 ? e.join(", ") : `${e.slice(0, 3).join(", ")}, … (${e.length})`;
}
function PN(e, t) {
	let n = null, r = null;
	for (let i of e) {
		let e = t(i);
		e != null && Number.isFinite(e) && (r === null || e > r) && (r = e, n = i);
	}
	return {
		rank: n,
		value: r
	};
}
function FN(e, t) {
	let n = AN(e), r = Z("select", { "aria-label": "group ranks by" }, ...n.map(([e, t]) => Z("option", { value: e }, `group by ${t}`)));
	return t && n.some(([e]) => e === t) && (r.value = t), r;
}
function IN(e, t, n, r) {
	let i = Z("div", { class: "zoombar" }), a = FN(e, t.by);
	if (a.onchange = () => r(a.value, void 0), n) {
		let e = Z("button", {
			type: "button",
			class: "back"
		}, `← all ${t.plural}`);
		return e.onclick = () => r(t.by, void 0), i.append(e, Z("span", { class: "zoomed" }, ` ${t.noun} ${n.label}: ranks ${NN(n.ranks)} (${n.ranks.length})`), " ", a), i;
	}
	let o = Z("select", { "aria-label": "zoom into" }, Z("option", { value: "" }, `zoom into a ${t.noun}…`), ...t.groups.map((e) => Z("option", { value: e.key }, `${e.label} (${e.ranks.length} ranks: ${NN(e.ranks)})`)));
	return o.onchange = () => {
		o.value && r(t.by, o.value);
	}, i.append(Z("span", {}, `${wN(e).length} ranks in ${t.groups.length} ${t.groups.length === 1 ? t.noun : t.plural}; click a row to zoom in, or `), o, " ", a), i;
}
// src/lanes.ts
var LN = $.wait, RN = $.spread, zN = $.service, BN = 64;
function VN(e, t, n = 1) {
	return (r, i) => {
		let a = i.coord([0, i.value(0)])[1], o = i.coord([i.value(1), 0])[0], s = i.coord([i.value(2), 0])[0], c = i.size([0, 1])[1] * e;
		return {
			type: "rect",
			shape: {
				x: o,
				y: a - c / 2,
				width: Math.max(s - o, 1),
				height: c
			},
			style: {
				fill: t(i),
				opacity: n
			}
		};
	};
}
function HN(e) {
	return {
		type: "value",
		scale: !0,
		name: e,
		nameLocation: "middle",
		nameGap: 26,
		axisLabel: {
			formatter: (e) => UN(e),
			alignMinLabel: "left",
			alignMaxLabel: "right"
		}
	};
}
function UN(e) {
	let t = e / 1e3, n = Math.abs(t);
	return `${n >= 100 || n === Math.round(n) ? t.toFixed(0) : n >= 10 ? t.toFixed(1) : t.toFixed(2)} ms`;
}
function WN(e, t, n, r) {
	let i = t.length, a = Math.max(150, (i > 40 ? 12 : 24) * Math.min(i, BN) + 80), o = n.map((e) => e.tip), s = i > BN, c = s ? Math.max(0, Math.min(i - BN, (r.focus ?? 0) - Math.floor(BN / 2))) : 0, l = vN(e, a, {
		grid: {
			left: 110,
			right: s ? 44 : 24,
			top: r.mark ? 26 : 10,
			bottom: 44
		},
		xAxis: HN(r.axis),
		yAxis: {
			type: "category",
			data: t.map((e) => e.label),
			inverse: !0,
			triggerEvent: !!r.onLane
		},
		dataZoom: [...r.zoomX ? [{
			type: "inside",
			xAxisIndex: 0
		}] : [], ...s ? [{
			type: "slider",
			yAxisIndex: 0,
			right: 6,
			width: 16,
			startValue: c,
			endValue: c + BN - 1,
			showDetail: !1,
			brushSelect: !1
		}] : []],
		tooltip: { formatter: (e) => lN(o[e.dataIndex] ?? "") },
		series: [{
			type: "custom",
			encode: {
				x: [1, 2],
				y: 0
			},
			data: n.map((e) => ({
				value: [
					e.lane,
					e.x0 - r.origin,
					e.x1 - r.origin
				],
				itemStyle: { color: e.color }
			})),
			renderItem: VN(.6, (e) => e.visual("color")),
			markLine: r.mark ? {
				symbol: "none",
				silent: !0,
				data: [{ xAxis: r.mark.x - r.origin }],
				lineStyle: { color: $.divergence },
				label: {
					formatter: r.mark.label,
					position: "start",
					distance: 4
				}
			} : void 0
		}]
	}, r.name);
	if (r.onLane) {
		let e = r.onLane;
		yN(l, (t) => {
			t >= 0 && t < i && e(t);
		}), l.on("click", (n) => {
			if (n.componentType === "yAxis") {
				let r = t.findIndex((e) => e.label === n.value);
				r >= 0 && setTimeout(() => e(r), 0);
			}
		});
	}
}
function GN(e) {
	let t = /p2p:(\d+)->(\d+)/.exec(e.id);
	return t ? {
		src: Number(t[1]),
		dst: Number(t[2])
	} : null;
}
function KN(e, t) {
	let n = [], r = GN(e);
	for (let [i, a] of Object.entries(e.ranks ?? {})) {
		let o = t.get(Number(i));
		if (o === void 0 || a.ready_us === null || a.end_us === null) continue;
		let s = Math.min(a.ready_us + (a.wait_us ?? 0), a.end_us);
		s > a.ready_us && n.push({
			lane: o,
			x0: a.ready_us,
			x1: s,
			color: LN,
			tip: `${e.id} rank ${i}: waited ${Q(s - a.ready_us, 2)}`
		});
		let c = Q(a.service_us ?? a.end_us - s, 2);
		r && Number(i) === r.src ? n.push({
			lane: o,
			x0: s,
			x1: a.end_us,
			color: $.serviceLight,
			tip: `${e.id} rank ${i}: its send's record ran ${c} after both ends were ready (not the transfer: the receive's end is)`
		}) : n.push({
			lane: o,
			x0: s,
			x1: a.end_us,
			color: zN,
			tip: `${e.id} rank ${i}: service ${c}`
		});
	}
	return n;
}
function qN(e, t, n) {
	let r = Object.entries(e.ranks ?? {}), i = Math.max(...r.map(([, e]) => e.ready_us ?? -Infinity)), a = /* @__PURE__ */ new Map();
	for (let [e, n] of r) {
		let r = t.of.get(Number(e));
		if (!r || n.ready_us === null || n.end_us === null) continue;
		let i = a.get(r.key);
		i ? (i.lo = Math.min(i.lo, n.ready_us), n.ready_us > i.hi && (i.hi = n.ready_us, i.hiRank = Number(e)), i.end = Math.max(i.end, n.end_us), i.n++) : a.set(r.key, {
			lo: n.ready_us,
			hi: n.ready_us,
			hiRank: Number(e),
			end: n.end_us,
			n: 1
		});
	}
	let o = [];
	for (let [r, s] of a) {
		let a = n.get(r);
		if (a === void 0) continue;
		let c = t.of.get(s.hiRank).label, l = `${e.id} · ${t.noun} ${c}, ${s.n} ranks: latest arrival rank ${s.hiRank}` + (s.hi >= i ? " (the last of all)" : `, ${Q(i - s.hi, 2)} before the last`) + `; longest wait ${Q(i - s.lo, 2)}`;
		s.hi > s.lo && o.push({
			lane: a,
			x0: s.lo,
			x1: s.hi,
			color: RN,
			tip: l
		}), i > s.hi && o.push({
			lane: a,
			x0: s.hi,
			x1: i,
			color: LN,
			tip: l
		}), o.push({
			lane: a,
			x0: Math.max(i, s.hi),
			x1: Math.max(s.end, i),
			color: zN,
			tip: l
		});
	}
	return o;
}
function JN(e, t = "") {
	return Z("p", { class: "legend" }, ...e.flatMap(([e, t]) => [Z("span", { class: `key ${e}` }), t]), t ? ` — ${t}` : "");
}
function YN(e, t = !1) {
	return JN([
		...e ? [["spread", "some ranks of the group waiting"]] : [],
		["wait", e ? "the whole group waiting for the last arrival" : "waiting for the last arrival (arrival skew)"],
		["service", t ? "the receive after it (the post-last-arrival tail)" : "after it (service: the post-last-arrival tail)"],
		...t ? [["serviceLight", "the send's own record after it (not the transfer)"]] : []
	], e ? "click a group's row for its ranks" : "");
}
// src/path.ts
var XN = {
	compute: $.compute,
	comm: $.service,
	wait: $.wait,
	"host gap": $.host
}, ZN = {
	compute: "compute",
	comm: "communication",
	wait: "waiting",
	"host gap": "host gap"
}, QN = 6, $N = 2, eP = 6;
function tP(e, t, n, r = QN) {
	let i = [...new Set(t.step.critical_path.map((e) => e.rank))], a = t.step.critical_rank ?? i[0], o = e.stragglers.roles?.find((e) => e.ranks.includes(a))?.ranks ?? [], s = Object.keys(t.ranks).map(Number).sort((e, t) => e - t), c = n ? s : o.filter((e) => e !== a).slice(0, r);
	return [.../* @__PURE__ */ new Set([
		a,
		...i,
		...c
	])].filter((e) => e != null);
}
function nP(e, t, n, r) {
	return `rank ${e}${e === t ? " · critical" : n.has(e) ? " · on path" : r.has(e) ? " · role peer" : ""}`;
}
function rP(e, t) {
	let n = [];
	for (let r of e.collectives) for (let [e, i] of Object.entries(r.ranks ?? {})) {
		let a = t.get(Number(e));
		if (a === void 0 || i.ready_us === null || i.end_us === null) continue;
		let o = Math.min(i.ready_us + (i.wait_us ?? 0), i.end_us);
		o > i.ready_us && n.push({
			lane: a,
			x0: i.ready_us,
			x1: o,
			color: $.spread,
			h: .3,
			opacity: 1,
			layer: "other",
			tip: `rank ${e} waited ${Q(o - i.ready_us, 2)} in ${r.op} ${r.id}`
		}), n.push({
			lane: a,
			x0: o,
			x1: i.end_us,
			color: $.serviceLight,
			h: .3,
			opacity: 1,
			layer: "other",
			tip: `rank ${e}: ${r.op} ${r.id}, service ${Q(i.end_us - o, 2)}`
		});
	}
	return n;
}
function iP(e, t) {
	return e.gaps.flatMap((e) => {
		let n = t.get(e.rank), r = e.stream === void 0 ? `host gap ${Q(e.dur_us, 2)}` : `stream ${e.stream} idle ${Q(e.dur_us, 2)} with no recorded cause`, i = e.peer_median_us === null ? "" : ` (peers' median ${Q(e.peer_median_us, 2)})`;
		return n === void 0 ? [] : [{
			lane: n,
			x0: e.start_us,
			x1: e.start_us + e.dur_us,
			color: $.host,
			h: .5,
			opacity: 1,
			layer: "gap",
			tip: `rank ${e.rank}: ${r} after ${e.before}, before ${e.after}${i}`
		}];
	});
}
function aP(e, t, n, r) {
	return e.flatMap((e, i) => {
		let a = t.get(e.rank), o = r.filter((t) => {
			let n = sP(t);
			return t.rank === e.rank && n !== null && n[0] < e.start_us + e.dur_us && n[1] > e.start_us;
		}).map((e) => `; the divergence inside it is blamed on ${e.cause} (+${Q(e.cause_us)}, lag ${Q(e.lag_us)})`);
		return a === void 0 ? [] : [{
			lane: a,
			x0: e.start_us,
			x1: e.start_us + e.dur_us,
			color: XN[e.kind],
			h: .7,
			opacity: 1,
			layer: "path",
			tip: `path #${i + 1}, rank ${e.rank}: ${ZN[e.kind]} ${e.event} — ${Q(e.dur_us, 2)}, from ${UN(e.start_us - n)}${o.join("")}`
		}];
	});
}
function oP(e) {
	return `${e.cause} +${Q(e.cause_us)}`;
}
function sP(e) {
	let t = e.evidence.segment;
	if (t && typeof t.start_us == "number" && typeof t.end_us == "number") return [t.start_us, t.end_us];
	let n = e.evidence.event_us;
	return Array.isArray(n) && n.length === 2 ? [n[0], n[1]] : null;
}
function cP(e, t) {
	let n = [];
	for (let r = 1; r < e.length; r++) {
		let i = t.get(e[r - 1].rank), a = t.get(e[r].rank);
		i !== void 0 && a !== void 0 && i !== a && n.push([
			e[r].start_us,
			i,
			a
		]);
	}
	return n;
}
function lP(e) {
	return (t, n) => {
		let r = e[n.value(3)], i = n.coord([0, r.lane])[1], a = n.coord([r.x0, 0])[0], o = n.coord([r.x1, 0])[0], s = n.size([0, 1])[1] * r.h;
		return {
			type: "rect",
			shape: {
				x: a,
				y: i - s / 2,
				width: Math.max(o - a, 1.5),
				height: s
			},
			style: {
				fill: r.color,
				opacity: r.opacity
			}
		};
	};
}
function uP(e, t) {
	let n = t.coord([t.value(0), 0])[0], r = t.coord([0, t.value(1)])[1], i = t.coord([0, t.value(2)])[1], a = i > r ? 1 : -1, o = i - a * t.size([0, 1])[1] * .35;
	return {
		type: "group",
		children: [{
			type: "line",
			shape: {
				x1: n,
				y1: r,
				x2: n,
				y2: o
			},
			style: {
				stroke: t.visual("color"),
				lineWidth: 1.5
			}
		}, {
			type: "polygon",
			shape: { points: [
				[n - 4, o - a * 6],
				[n + 4, o - a * 6],
				[n, o]
			] },
			style: { fill: t.visual("color") }
		}]
	};
}
function dP(e, t) {
	let n = t.coord([0, t.value(0)])[1], r = t.coord([t.value(1), 0])[0], i = t.coord([t.value(2), 0])[0], a = t.size([0, 1])[1] * .9;
	return {
		type: "group",
		children: [{
			type: "rect",
			shape: {
				x: r,
				y: n - a / 2,
				width: Math.max(i - r, 3),
				height: a
			},
			style: {
				fill: "none",
				stroke: $.divergence,
				lineWidth: 2
			}
		}, {
			type: "text",
			style: {
				x: r,
				y: n - a / 2 - 2,
				text: t.value(3),
				fill: $.divergence,
				fontSize: 11,
				verticalAlign: "bottom",
				width: Math.max(i - r, Number(t.value(4)) || 40),
				overflow: "truncate"
			}
		}]
	};
}
function fP(e, t, n, r, i, a = !1, o) {
	let s = n.step.critical_path, c = a ? tP(e, n, Object.keys(n.ranks).length <= eP, $N) : tP(e, n, i), l = new Map(c.map((e, t) => [e, t])), u = n.step.critical_rank, d = new Set(e.stragglers.roles?.find((e) => u !== null && e.ranks.includes(u))?.ranks ?? []), f = new Set(s.map((e) => e.rank)), p = n.step.start_us ?? Math.min(...s.map((e) => e.start_us)), m = [
		...rP(n, l),
		...aP(s, l, p, r),
		...iP(n, l)
	].map((e) => ({
		...e,
		x0: e.x0 - p,
		x1: e.x1 - p
	})), h = r.flatMap((e) => {
		let t = sP(e), n = l.get(e.rank), r = a ? e === o ? oP(e) : "" : oP(e);
		return t && n !== void 0 ? [[
			n,
			t[0] - p,
			t[1] - p,
			r,
			a && e === o ? 400 : 40,
			`rank ${e.rank}: ${e.summary}`
		]] : [];
	}), g = m.map((e) => e.tip), _ = vN(t, Math.max(a ? 140 : 170, (a ? 26 : 30) * c.length + (a ? 70 : 90)), {
		grid: {
			left: a ? 118 : 140,
			right: a ? 16 : 28,
			top: 24,
			bottom: a ? 40 : 44
		},
		xAxis: HN(a ? `ms since step ${n.step.step} began` : `ms since step ${n.step.step} began (its earliest rank's ProfilerStep start, common clock)`),
		yAxis: {
			type: "category",
			data: c.map((e) => nP(e, u, f, d)),
			inverse: !0
		},
		dataZoom: a ? [] : [{
			type: "inside",
			xAxisIndex: 0
		}],
		tooltip: {
			confine: !0,
			extraCssText: "max-width:520px;white-space:normal",
			formatter: (e) => lN(e.seriesIndex === 0 ? g[e.value[3]] : e.seriesIndex === 2 ? e.value[5] : `the path moves from ${c[e.value[1]]} to ${c[e.value[2]]}`)
		},
		series: [
			{
				type: "custom",
				encode: {
					x: [1, 2],
					y: 0
				},
				renderItem: lP(m),
				data: m.map((e, t) => [
					e.lane,
					e.x0,
					e.x1,
					t
				])
			},
			{
				type: "custom",
				encode: { x: 0 },
				renderItem: uP,
				itemStyle: { color: "#888" },
				z: 3,
				data: cP(s, l).map(([e, t, n]) => [
					e - p,
					t,
					n
				])
			},
			{
				type: "custom",
				encode: {
					x: [1, 2],
					y: 0
				},
				renderItem: dP,
				z: 4,
				data: h
			}
		]
	}, a ? "critical-path-mini" : "critical-path");
	_.getDom().xrankBars = m.map(({ lane: e, x0: t, x1: n, color: r, layer: i }) => ({
		lane: e,
		x0: t,
		x1: n,
		color: r,
		layer: i
	})), t.append(a ? JN([
		["compute", "compute"],
		["service", "communication"],
		["wait", "waiting"],
		["host", "host gap"],
		["div", "divergence, named by its cause"]
	]) : JN([
		["compute", "compute"],
		["service", "communication"],
		["wait", "waiting"],
		["host", "host gap"],
		["div", "divergence, named by its cause"],
		["hop", "the path moves to another rank"],
		["spread", "a rank's own wait"],
		["serviceLight", "and service in its other collectives"]
	], "full height: the critical path"));
}
function pP(e, t) {
	let [n, r] = t.values, i = Math.min(n, r), a = t.divergence ? $.divergence : $.late, o = t.divergence ? [
		[
			0,
			0,
			i,
			0
		],
		[
			1,
			0,
			r,
			1
		],
		...n > r ? [[
			0,
			r,
			n,
			2
		]] : []
	] : [[
		0,
		0,
		n,
		0
	], [
		1,
		0,
		r,
		1
	]], s = [
		$.compute,
		$.event,
		a
	], c = t.tips;
	vN(e, 150, {
		grid: {
			left: 118,
			right: 70,
			top: 30,
			bottom: 40
		},
		xAxis: {
			...HN(t.axis),
			scale: !1,
			min: 0
		},
		yAxis: {
			type: "category",
			data: t.rows,
			inverse: !0,
			axisLabel: { fontWeight: "bold" }
		},
		tooltip: {
			confine: !0,
			extraCssText: "max-width:520px;white-space:normal",
			formatter: (e) => lN(c[e.value[3]])
		},
		series: [{
			type: "custom",
			encode: {
				x: [1, 2],
				y: 0
			},
			data: o,
			renderItem: (e, i) => {
				let o = i.value(3), c = i.coord([0, i.value(0)])[1], l = i.coord([i.value(1), 0])[0], u = i.coord([i.value(2), 0])[0], d = i.size([0, 1])[1] * .5, f = {
					type: "rect",
					shape: {
						x: l,
						y: c - d / 2,
						width: Math.max(u - l, 2),
						height: d
					},
					style: o === 2 ? {
						fill: a,
						opacity: .25,
						stroke: a,
						lineWidth: 2
					} : { fill: s[o] }
				}, p = o === 1 || o === 2 || o === 0 && (n <= r || !t.divergence) ? [{
					type: "text",
					style: {
						x: u + 6,
						y: c,
						text: Q(o === 1 ? r : n),
						fill: o === 1 ? $.event : o === 2 ? a : $.compute,
						fontSize: 12,
						fontWeight: "bold",
						verticalAlign: "middle"
					}
				}] : [], m = o === 0 ? [{
					type: "text",
					style: {
						x: i.coord([0, 0])[0] + 4,
						y: c - d / 2 - 3,
						text: t.label,
						fill: t.divergence ? $.divergence : "#888",
						fontSize: 12,
						fontWeight: "bold",
						verticalAlign: "bottom"
					}
				}] : [];
				return {
					type: "group",
					children: [
						f,
						...p,
						...m
					]
				};
			}
		}]
	}, "cause").getDom().setAttribute("data-label", t.label);
}
function mP(e, t) {
	let n = e.step.start_us ?? Math.min(...e.step.critical_path.map((e) => e.start_us));
	return dN(e.step.critical_path.map((e, t) => ({
		h: e,
		i: t
	})), [
		{
			label: "#",
			value: ({ i: e }) => e + 1
		},
		{
			label: "rank",
			value: ({ h: e }) => e.rank
		},
		{
			label: "what",
			value: ({ h: e }) => ZN[e.kind]
		},
		{
			label: "event",
			value: ({ h: e }) => e.event
		},
		{
			label: "from",
			value: ({ h: e }) => UN(e.start_us - n)
		},
		{
			label: "duration",
			value: ({ h: e }) => Q(e.dur_us, 2),
			sort: ({ h: e }) => e.dur_us
		},
		{
			label: "toward collective",
			value: ({ h: e }) => e.collective ?? "—"
		}
	], (e) => {
		e.h.collective && t(e.h.collective);
	});
}
function hP(e, t) {
	let n = e.step.critical_path;
	if (!n.length) return `Step ${e.step.step} has no critical path (no collective links its ranks).`;
	let r = [];
	for (let e of n) r[r.length - 1] !== e.rank && r.push(e.rank);
	let i = /* @__PURE__ */ new Map();
	for (let t of n) {
		let n = t.kind === "compute" ? e.gaps.filter((e) => e.rank === t.rank && e.stream === void 0).reduce((e, n) => e + Math.max(0, Math.min(t.start_us + t.dur_us, n.start_us + n.dur_us) - Math.max(t.start_us, n.start_us)), 0) : 0;
		i.set(t.kind, (i.get(t.kind) ?? 0) + t.dur_us - n), n > 0 && i.set("host gap", (i.get("host gap") ?? 0) + n);
	}
	let a = n.reduce((e, t) => e + t.dur_us, 0), o = [...i].sort((e, t) => t[1] - e[1]).map(([e, t]) => `${ZN[e]} ${Q(t)}`), s = r.length - 1, c = s ? `runs through ranks ${r.join(" → ")} (${uN(s, "hop")} across ranks, ` : `stays on rank ${r[0]} (`, l = e.step.critical_collective ? t.get(e.step.critical_collective) : void 0;
	return `Step ${e.step.step}'s critical path ${c}${uN(n.length, "link")}, ${Q(a)}: ${o.join(", ")})` + (l ? `; rank ${e.step.critical_rank} arrived last at ${l.id}.` : ".");
}
// src/walkback.ts
var gP = {
	compared_with: "compared with",
	peers: "peers compared",
	mode: "walked",
	node: "graph node",
	segment: "where the lag grew",
	inside: "the block around the unrecorded time",
	event: "the cause's recorded event",
	uncovered_us: "time in the segment no event covers",
	uncovered_peer_median_us: "the same on the peers (median)",
	dur_us: "the cause's event took",
	peer_median_dur_us: "the same event on the peers (median)",
	event_us: "the cause's event",
	shapes: "input shapes",
	peer_shapes: "the peers' input shapes",
	shaped_op: "op whose shapes differ",
	all_to_all: "all-to-all it fed",
	tail_us: "post-last-arrival tail",
	note: "note",
	kernel: "its kernel",
	extra_ops: "ops the peers did not run",
	extra_op_count: "how many such ops",
	reshaped_share: "share of time in reshaped ops"
}, _P = /* @__PURE__ */ new Set([
	"dur_us",
	"peer_median_dur_us",
	"uncovered_us",
	"uncovered_peer_median_us"
]), vP = {
	host: "ops on the thread that enqueues the collectives",
	device: "kernels on the rank's streams"
};
function yP(e, t, n) {
	if (t == null) return "—";
	if (e === "mode" && typeof t == "string") return vP[t] ?? t;
	if (e === "event_us" && Array.isArray(t) && t.length === 2 && n !== null) return `${UN(Number(t[0]) - n)} to ${UN(Number(t[1]) - n)} after the step began (${Q(Number(t[1]) - Number(t[0]))})`;
	if (e === "segment" && typeof t == "object") {
		let e = t, r = n !== null && typeof e.start_us == "number" && typeof e.end_us == "number" ? `, ${UN(e.start_us - n)} to ${UN(Number(e.end_us) - n)} after the step began` : "";
		return `from the end of ${e.after} to the end of ${e.until}: ${Q(Number(e.critical_us), 2)} on this rank, ${Q(Number(e.peer_median_us), 2)} on the peers (median)${r}`;
	}
	if (e === "all_to_all" && typeof t == "object") {
		let e = t;
		return `${e.collective}: ${e.bytes} B against the peers' median ${e.peer_median_bytes} B (${e.ratio}×)`;
	}
	return _P.has(e) && typeof t == "number" ? Q(t) : e.endsWith("_us") && typeof t == "number" ? Q(t, 2) : e.endsWith("_share") && typeof t == "number" ? `${t}×` : Array.isArray(t) ? t.map(String).join(", ") : typeof t == "object" ? Object.entries(t).map(([e, t]) => `${gP[e] ?? e.replace(/_/g, " ")}: ${yP(e, t, n)}`).join("; ") : String(t);
}
function bP(e) {
	return e.evidence.compared_with === "role peers" ? "its role peers'" : "its own other steps'";
}
var xP = /* @__PURE__ */ new Set(["lag_total_us", "event_excess_us"]);
function SP(e, t) {
	let n = (e, t, n = "") => Z("tr", n ? { "data-key": n } : {}, Z("th", {}, e), Z("td", {}, t)), r = bP(e);
	return Z("div", { class: "table-wrap" }, Z("table", {
		class: "evidence",
		"data-evidence": ""
	}, Z("tbody", {}, n("the cause (what the lag is blamed on)", `${e.cause}: +${Q(e.cause_us)} beyond ${r} median of the same`, "cause"), n("the lag (the node's excess over its expected duration)", `${Q(e.lag_us)}: ${Q(e.dur_us)} against ${r} ${Q(e.peer_median_us)} (noise ${Q(e.noise_us)})`, "lag"), n("fixing it saves", e.cost_us === null ? "— (not replayed)" : Q(e.cost_us), "cost"), ...Object.entries(e.evidence).filter(([e]) => !xP.has(e)).map(([e, r]) => n(gP[e] ?? e.replace(/_/g, " "), yP(e, r, t), e)))));
}
function CP(e, t, n) {
	let r = Object.keys(t.ranks).sort((e, n) => e === String(t.critical_rank) ? -1 : n === String(t.critical_rank) ? 1 : Number(e) - Number(n)), i = [], a = [], o = (e, t, n, r, o, s) => {
		i.push({
			value: [
				e,
				t,
				n,
				a.length,
				o
			],
			itemStyle: { color: r }
		}), a.push(s);
	}, s = sP(n), c = s && t.anchor_us !== null && t.anchor_us !== void 0 && n.kind === "host_gap" ? [s[0] - t.anchor_us, s[1] - t.anchor_us] : null, l = (e, t, r, i, a) => {
		let s = e === 0 && c ? [Math.max(r, c[0]), Math.min(i, c[1])] : null;
		!s || s[1] <= s[0] ? o(e, r, i, $.idle, .35, `rank ${t}: no event ${a} ${Q(i - r, 2)}`) : (s[0] > r && o(e, r, s[0], $.idle, .35, `rank ${t}: no event for ${Q(s[0] - r, 2)}`), o(e, s[0], s[1], $.host, .35, `rank ${t}: host gap, no event for ${Q(s[1] - s[0], 2)} — in the divergence blamed on ${n.cause} (+${Q(n.cause_us)}, lag ${Q(n.lag_us)})`), i > s[1] && o(e, s[1], i, $.idle, .35, `rank ${t}: no event for ${Q(i - s[1], 2)}`));
	};
	r.forEach((e, r) => {
		let i = t.ranks[e], a = 0;
		i.forEach(([i, s, c], u) => {
			s > a + 1 && l(r, e, a, s, "for"), a = Math.max(a, c);
			let d = e === String(t.critical_rank) && u === t.divergence && n.kind !== "host_gap" && (i === n.cause || i === n.evidence.event);
			o(r, s, c, d ? $.divergence : $.event, .6, d ? `rank ${e}: ${i}, ${Q(c - s)} — the cause: ${n.cause}, +${Q(n.cause_us)} beyond ${bP(n)} median (lag ${Q(n.lag_us)})` : `rank ${e}: ${i}, ${Q(c - s, 2)}`);
		});
		let s = t.ready_us?.[e];
		s !== void 0 && s > a + 1 && l(r, e, a, s, "in the last");
	});
	let u = c ? [[
		0,
		c[0],
		c[1],
		oP(n)
	]] : [], d = r.flatMap((e, n) => t.ready_us?.[e] === void 0 ? [] : [[n, t.ready_us[e]]]);
	vN(e, 90 + 40 * r.length, {
		grid: {
			left: 110,
			right: 28,
			top: 24,
			bottom: 44
		},
		xAxis: {
			type: "value",
			name: "ms after each rank's anchor (the end of its previous shared collective, or its step start)",
			nameLocation: "middle",
			nameGap: 26,
			axisLabel: {
				formatter: (e) => UN(e),
				alignMaxLabel: "right"
			}
		},
		yAxis: {
			type: "category",
			data: r.map((e) => e === String(t.critical_rank) ? `rank ${e} (last)` : `rank ${e}`),
			inverse: !0
		},
		tooltip: {
			confine: !0,
			extraCssText: "max-width:520px;white-space:normal",
			formatter: (e) => lN(e.seriesIndex === 0 ? a[e.value[3]] : e.seriesIndex === 1 ? n.summary : `${r[e.value[0]]} ready`)
		},
		series: [
			{
				type: "custom",
				encode: {
					x: [1, 2],
					y: 0
				},
				data: i,
				renderItem: (e, t) => {
					let n = t.coord([0, t.value(0)])[1], r = t.coord([t.value(1), 0])[0], i = t.coord([t.value(2), 0])[0], a = t.size([0, 1])[1] * t.value(4);
					return {
						type: "rect",
						shape: {
							x: r,
							y: n - a / 2,
							width: Math.max(i - r, 1),
							height: a
						},
						style: { fill: t.visual("color") }
					};
				}
			},
			{
				type: "custom",
				encode: {
					x: [1, 2],
					y: 0
				},
				data: u,
				z: 4,
				renderItem: dP
			},
			{
				type: "custom",
				encode: {
					x: 1,
					y: 0
				},
				data: d,
				z: 3,
				renderItem: (e, t) => {
					let n = t.coord([0, t.value(0)])[1], r = t.coord([t.value(1), 0])[0], i = t.size([0, 1])[1] * .8;
					return {
						type: "line",
						shape: {
							x1: r,
							y1: n - i / 2,
							x2: r,
							y2: n + i / 2
						},
						style: {
							stroke: "#888",
							lineWidth: 2
						}
					};
				}
			}
		]
	}, "window"), e.append(JN([
		["event", "an event of the walked lane"],
		["idle", "no event recorded"],
		["host", "host gap"],
		["div", "the divergence's cause"],
		["mark", "ready for the collective"]
	]));
}
// src/views.ts
function wP(e, t) {
	let n = t.step ?? void 0, r = t.collective ?? void 0;
	switch (t.kind) {
		case "straggler": {
			let t = e.stragglers, n = TN(e) && ["fixed", "topology"].includes(t.class) && t.ranks.length ? MN(e, "host").of.get(t.ranks[0]) : void 0;
			return {
				tab: "history",
				sel: n ? { zoom: n.key } : {}
			};
		}
		case "divergence":
		case "propagation":
		case "skew": return r ? {
			tab: "aligned",
			sel: {
				collective: r,
				step: n
			}
		} : {
			tab: "spread",
			sel: {}
		};
		case "gap": return {
			tab: "evidence",
			sel: n === void 0 ? { section: "gaps" } : { step: n }
		};
		case "clock": return {
			tab: "evidence",
			sel: { section: "clock" }
		};
		case "ranks":
		case "error": return {
			tab: "evidence",
			sel: { section: "ranks" }
		};
		case "mismatch": return {
			tab: "evidence",
			sel: { section: "mismatches" }
		};
		case "hang": return {
			tab: "hang",
			sel: {}
		};
	}
	return r ? {
		tab: "aligned",
		sel: {
			collective: r,
			step: n
		}
	} : n === void 0 ? {
		tab: "findings",
		sel: {}
	} : e.gaps.some((e) => e.step === n) ? {
		tab: "evidence",
		sel: { step: n }
	} : {
		tab: "aligned",
		sel: { step: n }
	};
}
var TP = {
	compute: "compute",
	workload: "workload",
	host_gap: "host gap",
	input: "input",
	allocation: "allocation",
	transfer: "transfer",
	collective: "taken up late",
	unknown: "unknown"
};
function EP(e, t) {
	if (e.p_value === null) return "";
	let n = e.p_value < .001 ? e.p_value.toExponential(1) : e.p_value.toPrecision(2), r = e.steps_held ?? 0;
	return e.class === "topology" ? `p = ${n}: the chance that the ranks holding back every one of the ${uN(r, "held-back step")} would fall in that group were each step's holder drawn at random (Bonferroni over the candidate groups)` : `p = ${n}: the chance that some rank of ${t} would hold back ${e.ranks.length ? e.critical_counts[String(e.ranks[0])] ?? 0 : 0} or more of the ${uN(r, "held-back step")} were each step's holder drawn at random (binomial, Bonferroni over the ranks)`;
}
function DP(e, t, n, r) {
	let i = Z("a", {
		href: e.link(t, n),
		class: "go"
	}, r);
	return i.onclick = (r) => {
		r.preventDefault(), e.open(t, n);
	}, i;
}
function OP(e) {
	let t = e.stragglers;
	return Z("div", { class: "verdict" }, Z("span", { class: `badge ${t.class}` }, t.class === "none" ? "no straggler" : `${t.class} straggler`), t.ranks.length ? ` ${t.ranks.length === 1 ? "rank" : "ranks"} ${t.ranks.join(", ")}` : "", ` — ${t.steps_held ?? 0} of ${uN(t.steps_used, "step")} held back`);
}
function kP(e, t, n) {
	return e.divergences.filter((e) => e.step === t).sort((e, t) => (t.cost_us ?? -1) - (e.cost_us ?? -1) || Number(t.collective === n) - Number(e.collective === n))[0];
}
function AP(e, t) {
	return (e.stragglers.roles?.find((e) => e.ranks.includes(t))?.ranks ?? []).filter((e) => e !== t);
}
function jP(e, t, n) {
	let r = e.worst_step, i = r ? e.steps.find((e) => e.step === r.step) : void 0, a = Z("section", {
		class: "first",
		"data-section": "worst"
	});
	if (t.append(a), !r || !i) {
		a.append(Z("p", { class: "note" }, "No profiler step is aligned across the ranks: there is no step to show."));
		return;
	}
	let o = kP(e, r.step, r.collective ?? null), s = i.held_by ?? [], c = e.divergences.filter((e) => s.includes(e.rank) && e.step === r.step).length;
	a.append(Z("h3", {}, s.length ? `Step ${r.step}, the worst step: held back by ${s.length === 1 ? "rank" : "ranks"} ${s.join(", ")}` + (i.held_cost_us !== null && i.held_cost_us !== void 0 ? ` (${Q(i.held_cost_us)} in all, ${uN(c, "divergence")})` : "") : `Step ${r.step}, the longest step: no rank held it back beyond noise`));
	let u = Z("div", { class: "grid2 first-grid" }), d = Z("div", { class: "panel" }), f = Z("div", { class: "panel" }, Z("h4", {}, `Critical path of the worst step (step ${r.step})`));
	if (u.append(d, f), a.append(u), o) {
		let t = AP(e, o.rank), n = o.evidence.compared_with === "role peers" ? `its role peers' median${t.length ? ` (${t.length === 1 ? "rank" : "ranks"} ${t.join(", ")})` : ""}` : "its own other steps' median", r = o.collective ? `its stretch up to ${o.collective}` : "the diverging node";
		d.append(Z("h4", {}, s.includes(o.rank) ? "Its costliest divergence" : "Its costliest divergence (under the threshold)")), pP(d, {
			rows: [`rank ${o.rank}`, o.evidence.compared_with === "role peers" ? "peers' median" : "other steps"],
			values: [o.dur_us, o.peer_median_us ?? 0],
			divergence: !0,
			label: `${o.cause} +${Q(o.cause_us)} · lag ${Q(o.lag_us)}` + (o.cost_us === null ? "" : ` · saves ${Q(o.cost_us)}`),
			axis: `ms: rank ${o.rank}'s time for ${r}, against ${n}`,
			tips: [
				`rank ${o.rank}: ${Q(o.dur_us)} for ${r}`,
				`${n}: ${Q(o.peer_median_us)}`,
				o.summary
			]
		}), a.append(Z("p", {
			class: "caption",
			"data-summary": ""
		}, o.summary));
	} else {
		let e = i.max_rank;
		d.append(Z("h4", {}, "Its slowest rank against the median")), pP(d, {
			rows: [`rank ${e}`, "ranks' median"],
			values: [i.time_max_us ?? 0, i.time_us ?? 0],
			divergence: !1,
			label: "within noise: no cause to name",
			axis: `ms: the step's longest ProfilerStep (rank ${e}) against the median over its ranks`,
			tips: [
				`rank ${e}: ${Q(i.time_max_us)}`,
				`the ranks' median: ${Q(i.time_us)}`,
				""
			]
		}), a.append(Z("p", { class: "caption healthy" }, `No divergence above noise in step ${r.step}: no rank held it back. Its longest ProfilerStep (rank ${e}) took ${Q(i.time_max_us)} against the ranks' median of ${Q(i.time_us)}.`));
	}
	a.append(Z("p", {}, DP(n, "aligned", {
		step: r.step,
		collective: r.collective ?? void 0
	}, "open the full critical path and walk-back in the Aligned tab →")));
	let p = Z("div", { class: "mini-path" }, Z("p", { class: "progress" }, `loading step ${r.step}…`));
	f.append(p), l(n.run, r.step).then(({ status: t, body: n }) => {
		p.isConnected && (t !== 200 || !n.step.critical_path.length ? p.replaceChildren(Z("p", { class: "note" }, t === 200 ? `Step ${r.step} has no critical path (no collective links its ranks).` : `no detail for step ${r.step}`)) : (p.replaceChildren(), fP(e, p, n, e.divergences.filter((e) => e.step === r.step), !0, !0, o)));
	});
}
function MP(e, t) {
	if (e == null) return Z("span", { class: "cost none" });
	let n = t ? Math.min(1, Math.max(0, e / t)) : 0;
	return Z("span", {
		class: "cost",
		title: `acting on it saves ${Q(e)} per step; the bar is scaled to the median step, ${Q(t)}`
	}, Z("span", { class: "cost-track" }, Z("span", {
		class: "cost-fill",
		style: `width:${(100 * n).toFixed(1)}%`
	})), Z("span", { class: "cost-ms" }, Q(e)));
}
function NP(e, t, n) {
	let r = Z("ol", { class: t.some((e) => e.cost_us !== null && e.cost_us !== void 0) ? "findings" : "findings nocost" });
	for (let i of t) {
		let t = wP(e, i), a = Z("span", { class: "text" }, i.text, " ");
		t.tab !== "findings" && a.append(DP(n, t.tab, t.sel, "show"), " "), a.append(fN(() => n.link(t.tab, t.sel))), r.append(Z("li", {
			class: i.severity,
			"data-kind": i.kind ?? ""
		}, MP(i.cost_us, e.settings.median_step_us), a));
	}
	return r;
}
function PP(e) {
	let t = e.settings, n = `${Math.round(100 * t.material_fraction)} %`, r = [
		["held back", `a rank held a step back when replaying its diverging nodes at their expected durations shortens the step by the material threshold (${Q(t.material_threshold_us)}, ${n} of the median step, ${Q(t.median_step_us)}) or more; two ranks can hold a step only together. The verdict counts these steps.`],
		["critical rank", "the rank whose compute and host gaps make up most of the step's critical path."],
		["divergence", "a node of a rank's program (its stretch up to a collective) that took longer than expected (its role peers' median of the same stretch, else its own other steps') by more than the run's noise."],
		["lag", "what the divergence's node took beyond its expected duration."],
		["cause", "what the lag is blamed on: an event whose own excess over its role peers is at least half the lag, a set of events that explain it together, time no recorded event covers inside a block, a collective taken up late or its transfer; else no single cause."],
		["noise", "the robust spread of the role members' excess (1.4826 × the median absolute deviation)."],
		["saves (cost)", `how much sooner the step would end with the node at its expected duration (the replay of the step's happens-before graph). The bars beside the findings are scaled to the median step (${Q(t.median_step_us)}); findings below the material threshold are folded.`]
	];
	return Z("section", {
		class: "defs",
		"data-section": "definitions"
	}, Z("h3", {}, "Definitions"), Z("dl", {}, ...r.flatMap(([e, t]) => [Z("dt", {}, e), Z("dd", {}, t)])));
}
function FP(e, t, n) {
	let r = e.stragglers, i = EP(r, e.ranks.filter((e) => e.status !== "not_profiled").length);
	t.append(OP(e)), jP(e, t, n);
	let a = e.findings.filter((e) => !e.minor), o = e.findings.filter((e) => e.minor);
	t.append(Z("h3", {}, "Findings, by what acting on them saves per step"), NP(e, a, n)), o.length && t.append(Z("details", { class: "minor" }, Z("summary", {}, `${uN(o.length, "smaller finding")} (each saves less than the material threshold, ${Q(e.settings.material_threshold_us)})`), NP(e, o, n))), t.append(PP(e)), i && t.append(Z("p", {
		class: "note",
		"data-p": ""
	}, i + "."));
}
function IP(e, t, n, r) {
	if (t && !n) {
		let n = /* @__PURE__ */ new Set();
		for (let r of e) for (let e of Object.keys(r.ranks ?? {})) {
			let r = t.of.get(Number(e))?.key;
			r && n.add(r);
		}
		let i = t.groups.filter((e) => n.has(e.key)).map((e) => ({
			label: e.label,
			group: e
		})), a = new Map(i.map((e, t) => [e.group.key, t])), o = r === null ? void 0 : t.of.get(r)?.key;
		return {
			lanes: i,
			segs: e.flatMap((e) => qN(e, t, a)),
			focus: o === void 0 ? 0 : a.get(o) ?? 0
		};
	}
	let i = n ? new Set(n.ranks) : null, a = [...new Set(e.flatMap((e) => Object.keys(e.ranks ?? {}).map(Number)))].filter((e) => !i || i.has(e)).sort((e, t) => e - t), o = new Map(a.map((e, t) => [e, t]));
	return {
		lanes: a.map((e) => ({ label: `rank ${e}` })),
		segs: e.flatMap((e) => KN(e, o)),
		focus: r === null ? 0 : o.get(r) ?? 0
	};
}
function LP(e, t, n, r, i) {
	let { lanes: a, segs: o, focus: s } = IP(t.collectives, n, r, t.step.critical_rank);
	e.append(Z("h4", {}, r ? `Every rank of ${n.noun} ${r.label} in step ${t.step.step}` : `Every ${n.noun} in step ${t.step.step}`)), a.length ? (WN(e, a, o, {
		focus: s,
		zoomX: !0,
		name: "step-lanes",
		origin: t.step.start_us ?? 0,
		axis: `ms since step ${t.step.step} began (its earliest rank's ProfilerStep start, common clock)`,
		onLane: r ? void 0 : (e) => i(a[e].group.key)
	}), e.append(YN(!r))) : e.append(Z("p", { class: "note" }, `No rank of ${r?.label ?? "this group"} in step ${t.step.step}.`));
}
async function RP(e, t, n, r, i, a, o, s, c) {
	let { status: u, body: d } = await l(n, r);
	if (i()) {
		if (bN(t), u !== 200) t.replaceChildren(Z("p", { class: "error" }, `no detail for step ${r}`));
		else {
			if (t.replaceChildren(Z("p", { class: "pathline" }, hP(d, new Map(e.collectives.map((e) => [e.id, e]))))), d.step.critical_path.length) {
				fP(e, t, d, e.divergences.filter((e) => e.step === r), !a);
				let n = d.step.replay_error_pct;
				t.append(Z("p", { class: "note" }, "The path's times are the replay of the measured durations" + (n == null ? "" : ` (it ends ${Math.abs(n).toFixed(2)} % from the measured step)`) + "; the faint bars are measured.")), t.append(Z("details", {}, Z("summary", {}, `The path's ${d.step.critical_path.length} links`), mP(d, c)));
			}
			a && LP(t, d, a, o, s);
		}
	}
}
function zP(e, t, n, r) {
	e.append(Z("h3", {}, `Walk-back on rank ${t.rank}`), Z("p", {
		class: "divergence",
		"data-summary": ""
	}, t.summary), SP(t, r), Z("p", { class: "next" }, t.next_measurement)), n && (e.append(Z("h4", {}, `Events on rank ${t.rank} and two peers up to the collective`)), CP(e, n, t));
}
function BP(e, t) {
	if (!TN(e)) return {
		g: null,
		zoom: void 0
	};
	let n = MN(e, t.group);
	return {
		g: n,
		zoom: n.groups.find((e) => e.key === t.zoom)
	};
}
function VP(e, t, n = {}) {
	return (r, i) => e.open(t, {
		...e.sel,
		...n,
		group: r === "host" ? void 0 : r,
		zoom: i
	});
}
function HP(e) {
	let t = GN(e);
	if (e.tail_us !== null) return `post-last-arrival tail ${Q(e.tail_us, 2)}` + (t ? ` (rank ${t.dst}'s receive after both were ready)` : "");
	let n = e.ranks ?? {}, r = Object.values(n).map((e) => e.ready_us).filter((e) => e !== null), i = t ? n[String(t.dst)] : void 0;
	if (t && i?.end_us !== null && i?.end_us !== void 0 && r.length >= 2) {
		let n = Math.max(...r) - i.end_us;
		return `post-last-arrival tail not measured: rank ${t.dst}'s receive ended ${Q(n, 2)} before rank ${e.last_rank} was ready (the clocks' error); the bar after the last arrival is the send's own record`;
	}
	return "post-last-arrival tail not measured (fewer than two members recorded it)";
}
function UP(e, t, n, r, i, a) {
	let o = t.collective, s = o.expected_skew_us !== null && o.expected_skew_us !== void 0 ? ` (${Q(o.expected_skew_us, 2)} expected at its place in the program)` : "";
	e.replaceChildren(Z("h3", {}, `${o.op} ${o.id} — step ${o.step ?? "—"}`), Z("p", {}, `arrival skew ${Q(o.skew_us, 2)}${s} · ${HP(o)} · clock-free skew ${Q(o.skew_clockfree_us, 2)} · last rank ${o.last_rank}` + (n ? ` (${n.noun} ${n.of.get(o.last_rank)?.label ?? "?"})` : "") + (o.cost_us ? ` · the divergence that surfaced here cost its step ${Q(o.cost_us)}` : "")));
	let c = Object.values(o.ranks ?? {}).map((e) => e.ready_us).filter((e) => e !== null), l = IP([o], n, r, o.last_rank);
	if (l.lanes.length && c.length) {
		let t = Math.max(...c);
		WN(e, l.lanes, l.segs, {
			focus: l.focus,
			name: "collective-lanes",
			origin: Math.min(...c),
			axis: `ms since the first rank was ready for ${o.id}`,
			mark: {
				x: t,
				label: `last arrival: rank ${o.last_rank}`
			},
			onLane: n && !r ? (e) => i(l.lanes[e].group.key) : void 0
		}), e.append(YN(!!n && !r, !!GN(o) && !(n && !r)));
	} else e.append(Z("p", { class: "note" }, `No rank of ${n?.noun} ${r?.label} takes part in ${o.id}.`));
	t.divergence && zP(e, t.divergence, t.window, a);
}
function WP(e) {
	return e.skew_us === null ? -1 : Math.max(0, e.skew_us - (e.expected_skew_us ?? 0));
}
function GP(e) {
	return e.slice().sort((e, t) => (t.cost_us ?? 0) - (e.cost_us ?? 0) || WP(t) - WP(e) || (t.skew_us ?? -1) - (e.skew_us ?? -1));
}
function KP(e, t, n, r = {}) {
	let { g: i, zoom: a } = BP(e, r), o = VP(n, "aligned");
	i && t.append(IN(e, i, a, o));
	let s = (e) => o(i.by, e), l = Z("div", { class: "detail" }), u = new Map(e.collectives.map((e) => [e.id, e])), d = new Map(e.steps.map((e) => [e.step, e.start_us])), f = e.steps.filter((e) => e.critical_collective), p = Z("div", {}), m = Z("select", { "aria-label": "step" }, ...f.map((t) => Z("option", { value: String(t.step) }, t.held_by?.length ? `step ${t.step} — held back by ${t.held_by.length === 1 ? "rank" : "ranks"} ${t.held_by.join(", ")}` + (t.held_cost_us !== null && t.held_cost_us !== void 0 ? ` (${Q(t.held_cost_us)})` : "") + (t.step === e.worst_step?.step ? " · the worst step" : "") : `step ${t.step} — last rank ${t.critical_rank} at ${t.critical_collective}, within noise`))), h = (t) => e.worst_step && e.worst_step.step === t && e.worst_step.collective ? e.worst_step.collective : e.divergences.filter((e) => e.step === t && e.collective && u.has(e.collective)).sort((e, t) => (t.cost_us ?? -1) - (e.cost_us ?? -1))[0]?.collective ?? f.find((e) => e.step === t)?.critical_collective ?? void 0, g = (e) => e != null && f.some((t) => t.step === e), _ = Z("section", { "data-section": "path" }, Z("h3", {}, "Critical path of one step "), m, p), v = 0, y, b = (t) => {
		m.value = String(t), y = t;
		let r = ++v;
		bN(p), p.replaceChildren(Z("p", { class: "progress" }, `loading step ${t}…`)), RP(e, p, n.run, t, () => r === v && p.isConnected, i, a, s, (e) => void S(e, !0));
	}, x = 0, S = async (e, r = !1) => {
		let o = ++x, p = u.get(e)?.step, h = g(p) && y !== p;
		h && b(p), n.select({
			collective: e,
			step: f.length ? Number(m.value) : void 0
		});
		for (let n of Array.from(t.querySelectorAll("tr[data-id]"))) n.classList.toggle("chosen", n.getAttribute("data-id") === e);
		r && (h ? _ : l).scrollIntoView({
			block: "start",
			behavior: "smooth"
		}), l.replaceChildren(Z("p", {}, `loading ${e}…`));
		let { status: v, body: S } = await c(n.run, e);
		o === x && l.isConnected && (bN(l), v === 200 ? UP(l, S, i, a, s, d.get(S.collective.step ?? NaN) ?? null) : l.replaceChildren(Z("p", { class: "error" }, `no detail for ${e}`)));
	};
	f.length && (t.append(_), m.onchange = () => {
		let e = f.find((e) => String(e.step) === m.value);
		b(e.step);
		let t = h(e.step);
		t && S(t);
	}), t.append(l);
	let C = GP(e.collectives.filter((e) => e.skew_us !== null)), w = e.truncated?.collectives;
	t.append(Z("h3", {}, "Every collective, worst first"), Z("p", {}, `${w ? `${e.collectives.length} of ${w} collectives (those the findings and steps name, then the largest skews; every collective of a step is in its lanes)` : uN(e.collectives.length, "collective")}, worst first: by what the divergence that surfaced at each cost its step, then by its arrival skew beyond the skew expected at its place in the program (its median on the steps no rank held back: a pipeline's scheduled wait); material when skew ≥ ${Q(e.settings.material_threshold_us, 2)}. Click one for its step's critical path, its lanes and walk-back.`)), t.append(dN(C, [
		{
			label: "collective",
			value: (e) => e.id
		},
		{
			label: "op",
			value: (e) => e.op
		},
		{
			label: "step",
			value: (e) => e.step,
			sort: (e) => e.step ?? -1
		},
		{
			label: "cost",
			value: (e) => e.cost_us ? Q(e.cost_us, 2) : "",
			sort: (e) => e.cost_us ?? 0
		},
		{
			label: "arrival skew",
			value: (e) => Q(e.skew_us, 2),
			sort: (e) => e.skew_us ?? 0
		},
		{
			label: "expected skew",
			value: (e) => e.expected_skew_us === null || e.expected_skew_us === void 0 ? "" : Q(e.expected_skew_us, 2),
			sort: (e) => e.expected_skew_us ?? 0
		},
		{
			label: "beyond expected",
			value: (e) => Q(WP(e), 2),
			sort: WP
		},
		{
			label: "tail",
			value: (e) => Q(e.tail_us, 2),
			sort: (e) => e.tail_us ?? 0
		},
		{
			label: "last rank",
			value: (e) => e.last_rank,
			sort: (e) => e.last_rank
		},
		{
			label: "material",
			value: (e) => e.material ? "yes" : ""
		}
	], (e) => void S(e.id, !0), void 0, (e) => e.id));
	let T = e.worst_step ?? void 0, E = r.collective && u.has(r.collective) ? r.collective : void 0, D = g(r.step) ? r.step : g(u.get(E ?? "")?.step) ? u.get(E).step : g(T?.step) ? T.step : C.length && g(C[0].step) ? C[0].step : f[0]?.step, O = r.collective && !u.has(r.collective) && e.truncated?.collectives ? r.collective : E ?? (g(r.step) ? h(r.step) : T?.collective && (u.has(T.collective) || e.truncated?.collectives) ? T.collective : D === void 0 ? C[0]?.id : h(D));
	D !== void 0 && !(O && g(u.get(O)?.step)) && b(D), O ? S(O) : r.collective && l.replaceChildren(Z("p", { class: "error" }, `no collective ${r.collective} in ${e.run}`));
}
function qP(e, ...t) {
	return Z("section", { "data-section": e }, ...t);
}
function JP(e, t, n, r = {}) {
	let i = [
		{
			label: "rank",
			value: (e) => e.rank,
			sort: (e) => e.rank
		},
		{
			label: "step",
			value: (e) => e.step,
			sort: (e) => e.step
		},
		{
			label: "gap",
			value: (e) => Q(e.dur_us),
			sort: (e) => e.dur_us
		},
		{
			label: "peers",
			value: (e) => Q(e.peer_median_us)
		},
		{
			label: "where",
			value: (e) => e.stream === void 0 ? "launching thread" : `stream ${e.stream}`
		},
		{
			label: "after",
			value: (e) => e.before
		},
		{
			label: "before",
			value: (e) => e.after
		}
	], a = e.truncated?.gaps;
	if (r.step !== void 0) {
		let o = r.step, s = Z("a", {
			href: n.link("evidence"),
			class: "go"
		}, "all steps");
		s.onclick = (e) => {
			e.preventDefault(), n.open("evidence");
		};
		let c = Z("div", {}), u = (e) => c.replaceChildren(e.length ? dN(e, i, void 0, 2) : Z("p", {}, `No gap in step ${o}.`));
		t.append(qP("step", Z("h3", { class: "chosen" }, `Unexplained time in step ${o} `), s, c)), a ? (c.append(Z("p", { class: "progress" }, `loading step ${o}…`)), l(n.run, o).then((e) => {
			c.isConnected && u(e.status === 200 ? e.body.gaps : []);
		})) : u(e.gaps.filter((e) => e.step === o));
	}
	t.append(qP("gaps", Z("h3", {}, "Unexplained time on the launching thread or a GPU stream"), e.gaps.length ? dN(e.gaps, i, void 0, 2) : Z("p", {}, "No gap longer than on the peers."), a ? Z("p", { class: "note" }, `the ${e.gaps.length} longest of ${a} gaps; a step's link shows all of its own`) : ""));
	let o = qP("ranks", Z("h3", {}, "Ranks, files and warnings")), s = [
		{
			label: "rank",
			value: (e) => e.rank,
			sort: (e) => e.rank
		},
		{
			label: "host",
			value: (e) => e.host
		},
		{
			label: "status",
			value: (e) => e.status
		},
		{
			label: "warnings",
			value: (e) => e.warnings.join("; ")
		}
	], { g: c, zoom: u } = BP(e, r);
	if (!c) o.append(dN(e.ranks, s));
	else {
		o.append(IN(e, c, u, VP(n, "evidence", { section: "ranks" })));
		let t = new Map(e.ranks.map((e) => [e.rank, e]));
		if (u) o.append(dN(u.ranks.map((e) => t.get(e)), s));
		else {
			let r = /* @__PURE__ */ new Map();
			for (let t of e.gaps) {
				let e = c.of.get(t.rank)?.key;
				if (e === void 0) continue;
				let n = r.get(e) ?? {
					n: 0,
					us: 0
				};
				n.n++, n.us += t.dur_us, r.set(e, n);
			}
			let i = (e) => t.get(e)?.warnings.length ?? 0;
			o.append(dN(c.groups, [
				{
					label: c.noun,
					value: (e) => e.label
				},
				{
					label: "ranks",
					value: (e) => `${NN(e.ranks)} (${e.ranks.length})`,
					sort: (e) => e.ranks.length
				},
				{
					label: "status",
					value: (e) => {
						let n = /* @__PURE__ */ new Map();
						for (let r of e.ranks) {
							let e = t.get(r)?.status ?? "?";
							n.set(e, (n.get(e) ?? 0) + 1);
						}
						return [...n].map(([e, t]) => `${t} ${e}`).join(", ");
					},
					sort: (e) => e.ranks.filter((e) => t.get(e)?.status !== "ok").length
				},
				{
					label: "warnings",
					value: (e) => {
						let t = PN(e.ranks, i);
						return t.value ? `${e.ranks.reduce((e, t) => e + i(t), 0)} (most: rank ${t.rank})` : "";
					},
					sort: (e) => e.ranks.reduce((e, t) => e + i(t), 0)
				},
				{
					label: "gaps",
					value: (e) => {
						let t = r.get(e.key);
						return t ? `${t.n} (${Q(t.us)})` : "";
					},
					sort: (e) => r.get(e.key)?.us ?? 0
				}
			], (e) => VP(n, "evidence", { section: "ranks" })(c.by, e.key)));
		}
	}
	for (let t of e.errors) o.append(Z("p", { class: "error" }, `${t.file}: ${t.reason}`));
	t.append(o);
	let d = e.mismatches ?? [];
	(d.length || r.section === "mismatches") && t.append(qP("mismatches", Z("h3", {}, "Collectives whose op or size differ from their peers'"), d.length ? dN(d, [
		{
			label: "collective",
			value: (e) => e.collective
		},
		{
			label: "rank",
			value: (e) => e.rank,
			sort: (e) => e.rank
		},
		{
			label: "this rank recorded",
			value: (e) => e.got
		},
		{
			label: "its peers recorded",
			value: (e) => e.expected
		}
	]) : Z("p", {}, "None."), e.truncated?.mismatches ? Z("p", { class: "note" }, `the first ${d.length} of ${e.truncated.mismatches}`) : ""));
	let f = e.clock, p = qP("clock", Z("h3", {}, "Clock"), Z("p", {}, `${f.method}; residual ${Q(f.residual_us, 3)}` + (f.clock_suspect ? " — clock suspect: trust the clock-free skews" : "")));
	if (c) {
		let t = MN(e, "host"), n = (e, t) => {
			let n = e.filter((e) => e != null);
			if (!n.length) return "—";
			let r = Math.min(...n), i = Math.max(...n);
			return r === i ? t(r) : `${t(r)} … ${t(i)}`;
		};
		p.append(dN(t.groups, [
			{
				label: "host",
				value: (e) => e.label
			},
			{
				label: "ranks",
				value: (e) => NN(e.ranks)
			},
			{
				label: "offset",
				value: (e) => n(e.ranks.map((e) => f.offsets_us[String(e)] ?? void 0), (e) => Q(e, 3)),
				sort: (e) => f.offsets_us[String(e.ranks[0])] ?? 0
			},
			{
				label: "drift (ppm)",
				value: (e) => n(e.ranks.map((e) => f.drift_ppm[String(e)] ?? void 0), String)
			}
		]));
	} else p.append(dN(Object.entries(f.offsets_us), [
		{
			label: "rank",
			value: ([e]) => e
		},
		{
			label: "offset",
			value: ([, e]) => Q(e, 3)
		},
		{
			label: "drift (ppm)",
			value: ([e]) => f.drift_ppm[e] ?? 0
		}
	]));
	if (t.append(p), r.section) {
		let e = Array.from(t.querySelectorAll("[data-section]")).find((e) => e.getAttribute("data-section") === r.section);
		e && requestAnimationFrame(() => e.scrollIntoView({ block: "start" }));
	}
}
// src/compare.ts
var YP = $.a, XP = $.b, ZP = "step_time_max_p50_us";
function QP(e, t = 2) {
	return e == null || !Number.isFinite(e) ? "—" : `${(e / 1e3).toFixed(t)} ms`;
}
var $P = (e, t = 2) => `${e < 0 ? "−" : "+"}${Math.abs(e / 1e3).toFixed(t)}`;
function eF(e, t) {
	return e == null ? "—" : t === "us" ? QP(e) : `${e} ${t}`;
}
function tF(e) {
	if (e.delta === null || e.delta === void 0) return "—";
	let t = e.unit === "us" ? `${$P(e.delta)} ms` : `${e.delta >= 0 ? "+" : ""}${e.delta} ${e.unit}`;
	return e.a ? `${t} (${e.delta >= 0 ? "+" : "−"}${Math.abs(100 * e.delta / e.a).toFixed(1)} %)` : t;
}
function nF(e) {
	for (let [t, n] of Object.entries(e)) {
		let e = /^ci(\d+)$/.exec(t);
		if (e && Array.isArray(n) && n.length === 2 && typeof n[0] == "number" && typeof n[1] == "number") return {
			level: Number(e[1]),
			lo: n[0],
			hi: n[1]
		};
	}
	return null;
}
function rF(e) {
	let t = nF(e);
	return t ? e.unit === "us" ? `${$P(t.lo)} … ${$P(t.hi)} ms` : `${t.lo} … ${t.hi} ${e.unit}` : e.note ?? "—";
}
var iF = {
	lower: "lower · better",
	higher: "higher · worse",
	unchanged: "unchanged",
	inconclusive: "inconclusive · too few steps"
};
function aF(e) {
	return Z("span", { class: `v ${e in iF ? e : "unchanged"}` }, iF[e] ?? e);
}
function oF(e) {
	if (!e || !e.length) return "none";
	let t = [...e].sort((e, t) => e - t), n = [];
	for (let e = 0; e < t.length;) {
		let r = e;
		for (; r + 1 < t.length && t[r + 1] === t[r] + 1;) r++;
		n.push(r > e ? `${t[e]}–${t[r]}` : String(t[e])), e = r + 1;
	}
	return n.join(", ");
}
function sF(e) {
	let t = e.ranks ?? [], n = e.class ?? "none";
	return t.length ? `${n} (rank${t.length > 1 ? "s" : ""} ${t.join(", ")})` : n;
}
function cF(e) {
	let t = e.class ?? "none";
	return Z("span", { class: `badge ${t}` }, t === "none" ? "no straggler" : `${t} straggler`);
}
function lF(e) {
	let t = e.ranks ?? [];
	return [cF(e), t.length ? ` ${t.length === 1 ? "rank" : "ranks"} ${t.join(", ")}` : ""];
}
var uF = [
	"a",
	"b",
	"span_a",
	"span_b",
	"steps_a",
	"steps_b"
];
function dF(e) {
	let t = (t) => {
		let n = e.get(t);
		return n !== null && /^[1-9]\d{0,8}$/.test(n) ? Number(n) : void 0;
	};
	return {
		a: e.get("a") ?? void 0,
		b: e.get("b") ?? void 0,
		span_a: t("span_a"),
		span_b: t("span_b"),
		steps_a: e.get("steps_a") ?? void 0,
		steps_b: e.get("steps_b") ?? void 0
	};
}
function fF(e) {
	return {
		a: e.a,
		b: e.b,
		span_a: e.span_a,
		span_b: e.span_b,
		steps_a: e.steps_a,
		steps_b: e.steps_b
	};
}
function pF(e) {
	let t = /^(\d{1,9})?:(\d{1,9})?$/.exec(e);
	return e ? !t || t[1] === void 0 && t[2] === void 0 ? `steps take A:B, A: or :B (ProfilerStep numbers), not "${e}"` : t[1] !== void 0 && t[2] !== void 0 && Number(t[2]) < Number(t[1]) ? `steps take A:B with A ≤ B, not "${e}"` : null : null;
}
var mF = class {
	constructor(e, t) {
		this.key = e, this.runs = t;
		let n = e.toUpperCase();
		this.run = Z("select", { "aria-label": `run ${n}` }, ...t.map((e) => Z("option", { value: e.name }, e.name))), this.span = Z("select", {
			"aria-label": `span of ${n}`,
			title: "the profiler window of the run to compare"
		}), this.steps = Z("input", {
			type: "text",
			"aria-label": `steps of ${n}`,
			placeholder: "all steps",
			size: "9",
			spellcheck: "false",
			style: "margin-left: 4px; font: inherit",
			title: "ProfilerStep numbers to compare, both included: A:B, A: or :B (empty: every step)"
		});
	}
	set(e, t, n) {
		let r = this.runs.find((t) => t.name === e)?.spans ?? 0;
		this.run.value = e, this.span.replaceChildren(Z("option", { value: "" }, "latest span"), ...Array.from({ length: r }, (e, t) => Z("option", { value: String(t + 1) }, `span ${t + 1} of ${r}`))), this.span.value = t !== void 0 && t <= r ? String(t) : "", this.steps.value = n ?? "";
	}
	sel() {
		let e = this.steps.value.trim();
		return {
			[this.key]: this.run.value,
			[`span_${this.key}`]: this.span.value ? Number(this.span.value) : void 0,
			[`steps_${this.key}`]: e || void 0
		};
	}
	label() {
		return Z("label", {}, Z("span", { class: `swatch ${this.key}` }), ` ${this.key.toUpperCase()} (${this.key === "a" ? "before" : "after"}) `, this.run, this.span, this.steps);
	}
};
function hF(e, t, n, r) {
	let i = n.map((e) => e.name), a = (e) => e !== void 0 && i.includes(e), o = t.sel, s = a(o.a) ? o.a : a(r) ? r : i[0], c = a(o.b) ? o.b : i.find((e) => e !== s) ?? s, [l, u] = [new mF("a", n), new mF("b", n)];
	l.set(s, o.span_a, o.steps_a), u.set(c, o.span_b, o.steps_b);
	let d = Z("button", {
		type: "button",
		title: "swap A and B"
	}, "⇄ swap"), f = Z("p", { class: "note" }), p = [o.a, o.b].filter((e) => e !== void 0 && !a(e));
	p.length ? f.textContent = `No run named ${p.join(", ")} under the logdir; showing ${c} against ${s}.` : s === c && (f.textContent = "Only one run under the logdir: it is compared with itself.");
	let m = Z("div", { class: "compare-body" });
	e.append(Z("div", { class: "pickers" }, l.label(), u.label(), d), f, m);
	let h = 0, g = () => {
		let e = ++h, n = [l, u].map((e) => [e, pF(e.steps.value.trim())]).filter(([, e]) => e);
		for (let e of [l, u]) {
			let t = n.some(([t]) => t === e);
			e.steps.setAttribute("aria-invalid", String(t)), e.steps.style.outline = t ? "2px solid #d32f2f" : "";
		}
		if (n.length) {
			bN(m), m.replaceChildren(Z("p", { class: "error" }, n.map(([e, t]) => `${e.key.toUpperCase()}: ${t}`).join(" · ")));
			return;
		}
		let r = {
			...l.sel(),
			...u.sel()
		};
		t.select(r), _F(m, r, () => e === h && m.isConnected);
	};
	for (let e of [l, u]) e.run.onchange = () => {
		e.set(e.run.value, void 0, e.steps.value), g();
	}, e.span.onchange = g, e.steps.onchange = g;
	d.onclick = () => {
		let [e, t] = [l.sel(), u.sel()];
		l.set(t.b, t.span_b, t.steps_b), u.set(e.a, e.span_a, e.steps_a), g();
	}, g();
}
function gF(e) {
	let t = [e.span ? `span ${e.span}` : "", e.steps ? `steps ${e.steps}` : ""].filter((e) => e);
	return t.length ? ` (${t.join(", ")})` : "";
}
async function _F(e, t, n) {
	bN(e), e.replaceChildren(Z("p", { class: "progress" }, `comparing ${t.b} against ${t.a}…`));
	let { a: r, b: i, ...a } = t;
	for (;;) {
		let t = await u(r, i, a);
		if (!n()) return;
		if (t.status === 200) {
			vF(e, t.body);
			return;
		}
		if (t.status === 202 || t.status === 500) {
			let n = t.body, r = (e, t) => `${e} ${t.name}${gF(t)}: ${t.state === "loading" ? `analysing, ${Math.round(t.progress * 100)} %` : t.state === "error" ? `could not be analysed: ${t.error}` : t.state}`;
			if (e.replaceChildren(Z("p", { class: t.status === 202 ? "progress" : "error" }, `${r("A", n.a)} · ${r("B", n.b)}`)), t.status === 500) return;
			await new Promise((e) => setTimeout(e, 500));
		} else {
			e.replaceChildren(Z("p", { class: "error" }, typeof t.body == "string" && t.body ? t.body : `error ${t.status}`));
			return;
		}
	}
}
function vF(e, t) {
	bN(e), e.replaceChildren();
	let n = (e, t) => Z("span", { class: "ident" }, Z("span", { class: `swatch ${e}` }), ` ${e.toUpperCase()} `, Z("b", {}, t.run), ` — span ${t.span}, ranks ${oF(t.ranks)} of ${t.world_size}, steps ${oF(t.steps)}, ${uN(t.collectives, "collective")}`);
	e.append(Z("p", { class: "idents" }, n("a", t.a), n("b", t.b))), e.append(yF(t)), t.summary.length && e.append(Z("ul", { class: "summary" }, ...t.summary.map((e) => Z("li", {}, e)))), e.append(Z("h3", {}, "Metrics over the matched steps")), e.append(bF(t.metrics));
	let r = Z("div", { class: "grid2" }), i = Z("div", { class: "panel" }, Z("h3", {}, "Per-step maximum step time")), a = Z("div", { class: "panel" }, Z("h3", {}, "Largest arrival skew per step"));
	r.append(i, a), e.append(r), t.per_step.length ? (SF(i, t, "time_max_us", "step time (max over ranks)"), SF(a, t, "skew_max_us", "largest arrival skew")) : (i.append(Z("p", { class: "note" }, "No matched step.")), a.append(Z("p", { class: "note" }, "No matched step.")));
	let o = Z("div", { class: "grid2" }), s = Z("div", {
		class: "panel",
		"data-section": "stragglers"
	}, Z("h3", {}, "Straggler verdict"));
	for (let [e, n, r] of [[
		"a",
		t.stragglers.a,
		t.a.run
	], [
		"b",
		t.stragglers.b,
		t.b.run
	]]) s.append(Z("div", { class: "card" }, Z("span", { class: `swatch ${e}` }), ` ${e.toUpperCase()} ${r}: `, ...lF(n), n.basis ? Z("div", { class: "basis" }, n.basis) : null));
	let c = t.stragglers.class_changed || t.stragglers.ranks_changed;
	s.append(Z("p", { class: c ? "changed" : "note" }, c ? `Verdict changed: ${sF(t.stragglers.a)} → ${sF(t.stragglers.b)}.` : `Verdict unchanged: ${sF(t.stragglers.a)}.`));
	let l = Z("div", { class: "panel" }, Z("h3", {}, "How often each rank was last (matched steps)"));
	o.append(s, l), e.append(o), CF(l, t), e.append(Z("h3", {}, "Divergences (critical rank, op, kind) over the matched steps"));
	let u = Z("div", { class: "grid2" });
	u.append(wF("appeared", "Appeared in B", t.divergences.appeared), wF("grown", "Grown in B (at least 2× the cost)", t.divergences.grown), wF("vanished", "Vanished in B", t.divergences.vanished)), e.append(u);
	let d = t.divergences.persisting.length - t.divergences.grown.length;
	e.append(Z("p", { class: "note" }, "steps: how many matched steps had the pattern as the critical rank's divergence; lag: its median there." + (d > 0 ? ` ${d} more pattern(s) persist without growing.` : "")));
	let f = Z("div", { class: "grid2" });
	f.append(TF(t), EF(t)), e.append(f);
}
function yF(e) {
	let t = e.metrics.find((e) => e.name === ZP), n = (t) => e.metrics.filter((e) => e.verdict === t).length, [r, i, a, o] = [
		n("lower"),
		n("higher"),
		n("unchanged"),
		n("inconclusive")
	], s = e.outcome.verdict === "worse" || e.outcome.verdict === "better" ? e.outcome.verdict : "same", c = e.outcome.answer, l = Z("div", {
		class: `headline ${s}`,
		"data-verdict": s
	}, Z("strong", {}, c)), u = Z("div", { class: "sub" });
	return t && t.a !== null && t.b !== null && u.append(`${t.label}: ${eF(t.a, t.unit)} → ${eF(t.b, t.unit)}, ${tF(t)}`, nF(t) ? ` (${nF(t).level} % interval ${rF(t)})` : "", " · "), u.append(Z("span", { class: "v lower" }, `${r} better`), " ", Z("span", { class: "v higher" }, `${i} worse`), " ", Z("span", { class: "v unchanged" }, `${a} unchanged`), o ? ` · ${o} inconclusive (too few steps: ${e.outcome.matched_steps} matched, at least ${e.outcome.min_steps} needed)` : "", ` of ${e.metrics.length} metrics · straggler: `, ...lF(e.stragglers.a), " → ", ...lF(e.stragglers.b)), l.append(u), l;
}
function bF(e) {
	let t = [...new Set(e.map((e) => nF(e)?.level).filter((e) => e !== void 0))], n = Z("tr", {}, ...[
		"metric",
		"A",
		"B",
		"change (B − A)",
		t.length === 1 ? `${t[0]} % interval of the change` : "interval of the change",
		"p",
		"n (A / B)",
		"verdict"
	].map((e) => Z("th", {}, e))), r = e.map((e) => Z("tr", {
		"data-metric": e.name,
		class: `m-${e.verdict}`
	}, Z("td", {}, e.label), Z("td", { class: "num" }, eF(e.a, e.unit)), Z("td", { class: "num" }, eF(e.b, e.unit)), Z("td", { class: "num" }, tF(e)), Z("td", { class: "num" }, rF(e)), Z("td", { class: "num" }, e.p_value === null ? "—" : e.p_value < .001 ? "< 0.001" : e.p_value.toFixed(3)), Z("td", {
		class: "num",
		title: e.n_of ? `how many ${e.n_of} each run's value rests on` : ""
	}, `${e.n_a} / ${e.n_b}${e.n_of ? ` ${e.n_of}` : ""}`), Z("td", {}, aF(e.verdict))));
	return Z("div", { class: "table-wrap metrics" }, Z("table", {}, Z("thead", {}, n), Z("tbody", {}, ...r)));
}
function xF(e) {
	return e.step_a === e.step_b ? String(e.step_a) : `${e.step_a}/${e.step_b}`;
}
function SF(e, t, n, r) {
	let i = t.per_step, a = (e) => e == null ? null : e / 1e3, o = i.length > 60, s = (e, t, r) => ({
		name: t,
		type: o ? "line" : "bar",
		showSymbol: !1,
		itemStyle: { color: r },
		lineStyle: { color: r },
		data: i.map((t) => a(t[`${n}_${e}`]))
	}), c = `A ${t.a.run}`, l = `B ${t.b.run}`;
	vN(e, 240, {
		grid: {
			left: 60,
			right: 16,
			top: 34,
			bottom: 40
		},
		legend: {
			data: [c, l],
			top: 4
		},
		tooltip: {
			trigger: "axis",
			formatter: (e) => {
				let t = i[e[0]?.dataIndex ?? 0];
				return [
					`step A ${lN(t.step_a)} · B ${lN(t.step_b)} — ${lN(r)}`,
					...e.map((e) => `${lN(e.seriesName)}: ${e.value === null || e.value === void 0 ? "—" : lN(e.value.toFixed(2))} ms`),
					`critical rank: A ${lN(t.critical_rank_a ?? "—")} · B ${lN(t.critical_rank_b ?? "—")}`
				].join("<br>");
			}
		},
		xAxis: {
			type: "category",
			name: "step",
			nameLocation: "middle",
			nameGap: 26,
			data: i.map(xF)
		},
		yAxis: {
			type: "value",
			name: "ms"
		},
		dataZoom: o ? [{ type: "inside" }] : void 0,
		series: [s("a", c, YP), s("b", l, XP)]
	});
}
function CF(e, t) {
	let n = [.../* @__PURE__ */ new Set([
		...t.matched.ranks.map(String),
		...Object.keys(t.critical_history.a),
		...Object.keys(t.critical_history.b)
	])].map(Number).sort((e, t) => e - t);
	n.length ? vN(e, 240, {
		grid: {
			left: 50,
			right: 16,
			top: 34,
			bottom: 30
		},
		legend: {
			data: [`A ${t.a.run}`, `B ${t.b.run}`],
			top: 4
		},
		tooltip: { trigger: "axis" },
		xAxis: {
			type: "category",
			data: n.map((e) => `rank ${e}`)
		},
		yAxis: {
			type: "value",
			name: "steps",
			minInterval: 1
		},
		series: [{
			name: `A ${t.a.run}`,
			type: "bar",
			itemStyle: { color: YP },
			data: n.map((e) => t.critical_history.a[String(e)] ?? 0)
		}, {
			name: `B ${t.b.run}`,
			type: "bar",
			itemStyle: { color: XP },
			data: n.map((e) => t.critical_history.b[String(e)] ?? 0)
		}]
	}) : e.append(Z("p", { class: "note" }, "No critical rank in the matched steps."));
}
function wF(e, t, n) {
	let r = Z("div", {
		class: "panel",
		"data-section": e
	}, Z("h4", {}, `${t} (${n.length})`));
	return n.length ? (r.append(dN(n, [
		{
			label: "rank",
			value: (e) => e.rank,
			sort: (e) => e.rank
		},
		{
			label: "op",
			value: (e) => e.op
		},
		{
			label: "kind",
			value: (e) => TP[e.kind] ?? e.kind
		},
		{
			label: "steps A → B",
			value: (e) => `${e.count_a} → ${e.count_b}`,
			sort: (e) => e.count_b - e.count_a
		},
		{
			label: "lag A",
			value: (e) => QP(e.lag_median_us_a),
			sort: (e) => e.lag_median_us_a ?? 0
		},
		{
			label: "lag B",
			value: (e) => QP(e.lag_median_us_b),
			sort: (e) => e.lag_median_us_b ?? 0
		}
	])), r) : (r.append(Z("p", { class: "note" }, "none")), r);
}
function TF(e) {
	let t = e.evidence.a, n = e.evidence.b, r = (e, r, i) => {
		let a = i ? i(n) > i(t) : !1;
		return Z("tr", {}, Z("td", {}, e), Z("td", {}, r(t)), Z("td", a ? { class: "worse" } : {}, r(n)));
	}, i = Z("div", {
		class: "panel",
		"data-section": "evidence"
	}, Z("h3", {}, "Missing evidence (matched steps)"));
	return i.append(Z("div", { class: "table-wrap" }, Z("table", {}, Z("thead", {}, Z("tr", {}, Z("th", {}, ""), Z("th", {}, `A ${e.a.run}`), Z("th", {}, `B ${e.b.run}`))), Z("tbody", {}, r("unexplained gaps", (e) => `${e.gaps} (${QP(e.gap_us)})`, (e) => e.gap_us ?? 0), r("files that could not be read", (e) => String(e.errors), (e) => e.errors), r("rank warnings", (e) => String(e.warnings), (e) => e.warnings), r("ranks not profiled", (e) => oF(e.not_profiled), (e) => e.not_profiled?.length ?? 0), r("mismatched collectives", (e) => String(e.mismatches), (e) => e.mismatches), r("clock residual", (e) => QP(e.clock_residual_us, 3)))))), i;
}
function EF(e) {
	let t = e.unmatched, n = e.matched, r = Z("div", {
		class: "panel",
		"data-section": "unmatched"
	}, Z("h3", {}, "What was compared, and what was not"));
	return r.append(Z("p", {}, `Compared ${uN(n.steps.length, "step")} matched by ${n.by}, ${uN(n.collectives, "collective")}, ranks ${oF(n.ranks)}.`)), r.append(Z("div", { class: "table-wrap" }, Z("table", {}, Z("thead", {}, Z("tr", {}, Z("th", {}, "not compared"), Z("th", {}, `only in A ${e.a.run}`), Z("th", {}, `only in B ${e.b.run}`))), Z("tbody", {}, Z("tr", {}, Z("td", {}, "steps"), Z("td", {}, oF(t.steps_only_a)), Z("td", {}, oF(t.steps_only_b))), Z("tr", {}, Z("td", {}, "ranks"), Z("td", {}, oF(t.ranks_only_a)), Z("td", {}, oF(t.ranks_only_b))), Z("tr", {}, Z("td", {}, "collectives"), Z("td", {}, String(t.collectives_only_a)), Z("td", {}, String(t.collectives_only_b))))))), r;
}
// src/hang.ts
function DF(e) {
	return (/* @__PURE__ */ new Date(e / 1e6)).toISOString().replace("T", " ").replace("Z", " UTC");
}
var OF = (e) => e.map((e) => `[${(Array.isArray(e) ? e : [e]).join(", ")}]`).join(" ") || "(no input)", kF = (e) => e.length === 1 ? `rank ${e[0]}` : `ranks ${e.join(", ")}`;
function AF(e, t) {
	let n = e.collective, r = n ? `${n.op} seq ${n.seq} of PG ${n.pg}` : "", i = e.mismatched.find((e) => e.rank === t);
	if (i) return `entered ${i.op} ${OF(i.sizes)} at seq ${i.seq} of PG ${i.pg} where the others entered ${String(i.expected.op)}: a desync`;
	let a = e.waiting_since_ns[String(t)];
	if (a !== void 0) return `waits in ${r} since ${DF(a)}`;
	if (e.waiting_ranks.includes(t)) return "waits in another group's divergence (below)";
	let o = e.missing.find((e) => e.rank === t);
	if (o) {
		let e = o.last;
		return `never entered ${r}` + (e ? `; its last record: ${e.op} seq ${e.seq} of PG ${e.pg}${e.retired ? "" : " (unfinished)"} at ${DF(e.created_ns)}` : "");
	}
	if (e.completed_ranks.includes(t)) return `completed ${r}`;
	if (e.no_dump_ranks.includes(t)) return "no dump: unknown, not guessed";
	let s = e.damaged.find((e) => e.rank === t);
	return s ? `dump not read (${s.reason}): unknown` : "—";
}
function jF(e) {
	let t = Z("div", {});
	for (let n of e.missing) n.last?.frames.length && t.append(Z("h4", {}, `Rank ${n.rank}'s last record's stack (innermost first)`), dN(n.last.frames, [
		{
			label: "function",
			value: (e) => String(e.name)
		},
		{
			label: "file",
			value: (e) => String(e.filename)
		},
		{
			label: "line",
			value: (e) => String(e.line)
		}
	]));
	return t;
}
function MF(e, t) {
	let n = [.../* @__PURE__ */ new Set([...t.missing_ranks, ...t.mismatched.map((e) => e.rank)])];
	if (!e.steps.length || !n.length) return Z("p", { class: "note" }, "No profiler trace of this job's steps beside the dumps.");
	let r = e.steps[0].step, i = e.steps[e.steps.length - 1].step, a = n.map((t) => {
		let n = e.stragglers.critical_counts[String(t)] ?? 0, r = e.divergences.filter((e) => e.rank === t);
		return Z("li", {}, `rank ${t}: last in ${uN(n, "step")} of the profiled ${uN(e.steps.length, "step")}` + (r.length ? `; ${uN(r.length, "divergence")}, the largest ${r[0].op} (${r[0].kind})` : "; no divergence"));
	});
	return Z("div", {}, Z("p", {}, `The profiler traces of the same job cover steps ${r}–${i}, before the hang (the profiler writes at the end of its window, the recorder when the job hangs):`), Z("ul", {}, ...a));
}
function NF(e, t, n) {
	let r = e.hang;
	if (!r) {
		t.append(Z("p", {}, "This run has no Flight Recorder dump."));
		return;
	}
	let i = e.findings.find((e) => e.kind === "hang");
	t.append(Z("p", {
		class: "lead",
		"data-hang": ""
	}, i?.text ?? "The dumps show no hang."));
	let a = [.../* @__PURE__ */ new Set([
		...e.ranks.map((e) => e.rank),
		...r.no_dump_ranks,
		...r.damaged.map((e) => e.rank),
		...r.process_groups.flatMap((e) => e.ranks)
	])].sort((e, t) => e - t);
	t.append(Z("h3", {}, "Each rank at the hang"), dN(a, [
		{
			label: "rank",
			value: (e) => e,
			sort: (e) => e
		},
		{
			label: "dump",
			value: (e) => r.no_dump_ranks.includes(e) ? "none" : r.damaged.some((t) => t.rank === e) ? "not read" : "read"
		},
		{
			label: "at the hang",
			value: (e) => AF(r, e)
		}
	])), r.also.length && t.append(Z("h3", {}, "Other groups that parted ways"), dN(r.also, [
		{
			label: "PG",
			value: (e) => e.pg
		},
		{
			label: "collective",
			value: (e) => `${e.op} seq ${e.seq}`
		},
		{
			label: "waiting",
			value: (e) => e.waiting_ranks.length ? kF(e.waiting_ranks) : "—"
		},
		{
			label: "never entered",
			value: (e) => e.missing_ranks.length ? kF(e.missing_ranks) : "—"
		}
	])), t.append(Z("h3", {}, "Process groups in the dumps"), dN(r.process_groups, [
		{
			label: "PG",
			value: (e) => e.pg + (e.p2p ? " (point-to-point)" : "")
		},
		{
			label: "ranks",
			value: (e) => e.ranks.join(", ")
		},
		{
			label: "last completed by all",
			value: (e) => e.last_completed_by_all ?? "—"
		},
		{
			label: "parts ways at",
			value: (e) => e.diverges_at === null ? "—" : `seq ${e.diverges_at}`
		}
	]));
	for (let e of r.damaged) t.append(Z("p", { class: "error" }, `${e.file} (rank ${e.rank}): ${e.reason}`));
	if (t.append(jF(r), Z("h3", {}, "The profiled steps of the same job"), MF(e, r)), e.steps.length) {
		let e = Z("a", {
			href: n.link("history"),
			class: "go"
		}, "its critical-rank history");
		e.onclick = (e) => {
			e.preventDefault(), n.open("history");
		}, t.append(Z("p", {}, "See ", e, "."));
	}
}
// src/history.ts
function PF(e) {
	let t = new Set(e.stragglers.warmup_steps ?? []);
	return e.steps.flatMap((e, n) => {
		let r = t.has(e.step);
		return e.held_by.length ? [{
			i: n,
			step: e.step,
			ranks: e.held_by,
			held: !0,
			costMs: (e.held_cost_us ?? 0) / 1e3,
			warm: r
		}] : e.critical_rank === null ? [] : [{
			i: n,
			step: e.step,
			ranks: [e.critical_rank],
			held: !1,
			costMs: null,
			warm: r
		}];
	});
}
function FF(e) {
	let t = /* @__PURE__ */ new Map(), n = /* @__PURE__ */ new Map();
	for (let r of e) if (!r.warm) for (let e of r.ranks) (r.held ? t : n).set(e, ((r.held ? t : n).get(e) ?? 0) + 1);
	return {
		held: (e) => t.get(e) ?? 0,
		noise: (e) => n.get(e) ?? 0
	};
}
var IF = (e) => {
	let t = e.settings?.material_threshold_us;
	return t == null ? "the material threshold" : `the material threshold (${Q(t, 2)})`;
}, LF = (e) => Z("span", {
	class: "key",
	style: e
}), RF = `background: repeating-linear-gradient(135deg, ${$.noise} 0 2px, transparent 2px 5px); outline: 1px solid ${$.noise}; outline-offset: -1px`;
function zF(e, t) {
	return Z("div", {
		class: "legend",
		"data-definition": ""
	}, Z("p", { class: "legend" }, Z("b", {}, "Who held each step back. "), LF(`background: linear-gradient(90deg, ${$.heldLight}, ${$.heldMid}, ${$.held})`), `Held the step back: replaying the rank's diverging work at its role peers' durations shortens the step by ${IF(e)} or more; its cell is lit, shaded by what it cost the step (ms, the colour bar). `, LF(RF), "Last within noise: no rank held the step back; the faint, hatched cell is the step's critical rank (the rank whose compute and host gaps make up most of its critical path), last by less than the threshold."), Z("p", { class: "legend" }, `${t} The chart below counts the same cells: the steps each held back (the verdict's count) and those it was last within noise. Click a cell to open that step in the Aligned tab.`));
}
function BF(e, t, n, r, i) {
	let a = [];
	for (let o = e + t + i; o < e + n + t + r; o += i) {
		let i = Math.max(e, o - (t + r)), s = Math.min(e + n, o - t);
		s > i && a.push({
			type: "line",
			shape: {
				x1: i,
				y1: o - i,
				x2: s,
				y2: o - s
			},
			style: {
				stroke: $.noise,
				lineWidth: 1
			},
			silent: !0
		});
	}
	return a;
}
function VF(e, t, n, r, i, a) {
	let o = n.length > 40, s = o ? Math.max(5, Math.floor(640 / n.length)) : 22, c = new Set(r.map((e) => e.j)), l = Math.ceil(14 / s), u = c.size * l * 2 <= n.length, d = r.filter((e) => e.held), f = r.filter((e) => !e.held), p = new Map(r.map((e) => [`${e.i}:${e.j}`, e])), m = Math.max(0, ...d.map((e) => e.costMs)), h = hN(), g = () => (e.clientWidth - 140 - (d.length ? 96 : 24)) / Math.max(1, t.length), _ = (e, t) => t >= 14 ? e >= 74 ? 2 : +(e >= 44) : 0, v = vN(e, Math.max(200, s * n.length + 90), {
		grid: {
			left: 140,
			right: d.length ? 96 : 24,
			top: 16,
			bottom: 56
		},
		tooltip: { formatter: (e) => lN(p.get(`${e.value[0]}:${e.value[1]}`)?.tip ?? "") + "<br><i>click: open this step</i>" },
		xAxis: {
			type: "category",
			data: t.map(String),
			name: "step",
			nameLocation: "middle",
			nameGap: 28,
			splitArea: { show: !1 },
			axisLabel: { hideOverlap: !0 }
		},
		yAxis: {
			type: "category",
			data: n,
			inverse: !0,
			triggerEvent: !!a,
			axisLabel: l > 1 ? {
				fontSize: 10,
				hideOverlap: !0,
				interval: u ? (e) => c.has(e) || e % l === 0 && ![...c].some((t) => Math.abs(t - e) < l) : (e) => e % l === 0
			} : {}
		},
		visualMap: {
			show: d.length > 0,
			type: "continuous",
			seriesIndex: 0,
			min: 0,
			max: Math.max(m, .001),
			calculable: !1,
			orient: "vertical",
			right: 8,
			top: 16,
			itemWidth: 12,
			itemHeight: Math.max(60, Math.min(160, s * n.length - 30)),
			text: [`${m.toFixed(1)} ms`, "0 ms"],
			textGap: 6,
			inRange: { color: [
				$.heldLight,
				$.heldMid,
				$.held
			] }
		},
		dataZoom: [{
			type: "inside",
			xAxisIndex: 0
		}, ...o ? [] : [{
			type: "inside",
			yAxisIndex: 0
		}]],
		series: [{
			name: "held the step back",
			type: "heatmap",
			data: d.map((e) => ({
				value: [
					e.i,
					e.j,
					e.costMs
				],
				label: { color: e.costMs < .45 * m ? "#4a1a14" : "#fff" }
			})),
			itemStyle: {
				borderColor: "rgba(255,255,255,0.6)",
				borderWidth: +!o
			},
			label: {
				show: !o,
				fontSize: 10,
				formatter: (e) => _(g(), s) ? `${e.value[2].toFixed(1)} ms` : ""
			}
		}, {
			name: "last within noise",
			type: "custom",
			data: f.map((e) => [e.i, e.j]),
			renderItem: (e, t) => {
				let [n, r] = t.coord([t.value(0), t.value(1)]), [i, a] = t.size([1, 1]), o = {
					x: n - i / 2 + 1,
					y: r - a / 2 + 1,
					width: Math.max(1, i - 2),
					height: Math.max(1, a - 2)
				}, s = _(i, a);
				return {
					type: "group",
					children: [
						{
							type: "rect",
							shape: o,
							style: {
								fill: $.noise,
								opacity: .18,
								stroke: $.noise,
								lineWidth: 1
							}
						},
						...a >= 4 ? BF(o.x, o.y, o.width, o.height, 6) : [],
						...s ? [{
							type: "text",
							silent: !0,
							style: {
								text: s === 2 ? "within noise" : "noise",
								x: n,
								y: r,
								align: "center",
								verticalAlign: "middle",
								fontSize: 10,
								fill: h ? "#ddd" : "#555",
								backgroundColor: h ? "rgba(0,0,0,0.55)" : "rgba(255,255,255,0.7)",
								padding: [0, 2]
							}
						}] : []
					]
				};
			}
		}]
	}, "history");
	return v.getZr().on("click", (e) => {
		let t = [e.offsetX, e.offsetY];
		if (v.isDisposed() || !v.containPixel({ gridIndex: 0 }, t)) return;
		let r = v.convertFromPixel({ gridIndex: 0 }, t);
		if (!Array.isArray(r) || !Number.isFinite(r[0]) || !Number.isFinite(r[1])) return;
		let [o, s] = [Math.round(r[0]), Math.round(r[1])];
		p.has(`${o}:${s}`) ? setTimeout(() => i(o, s), 0) : a && s >= 0 && s < n.length && setTimeout(() => a(s), 0);
	}), v.getZr().on("mousemove", (e) => {
		if (v.isDisposed()) return;
		let t = [e.offsetX, e.offsetY], n = !1;
		if (v.containPixel({ gridIndex: 0 }, t)) {
			let e = v.convertFromPixel({ gridIndex: 0 }, t);
			n = !!a || Array.isArray(e) && p.has(`${Math.round(e[0])}:${Math.round(e[1])}`);
		}
		v.getZr().setCursorStyle(n ? "pointer" : "default");
	}), a && v.on("click", (e) => {
		if (e.componentType === "yAxis") {
			let t = n.indexOf(e.value);
			t >= 0 && setTimeout(() => a(t), 0);
		}
	}), v;
}
function HF(e, t, n, r, i, a, o) {
	let s = n.length > 16 && n.some((e) => e.length > 6), c = vN(e, 240 + (s ? 30 : 0), {
		grid: {
			left: 60,
			right: 20,
			top: 36,
			bottom: s ? 74 : 44
		},
		legend: {
			data: ["held the step back", "last within noise"],
			top: 4
		},
		tooltip: {
			trigger: "axis",
			axisPointer: { type: "shadow" },
			formatter: (e) => lN(a[e[0].dataIndex])
		},
		xAxis: {
			type: "category",
			data: n,
			name: t,
			nameLocation: "middle",
			nameGap: s ? 58 : 28,
			axisLabel: {
				hideOverlap: !0,
				rotate: s ? 40 : 0
			}
		},
		yAxis: {
			type: "value",
			name: "steps",
			minInterval: 1
		},
		series: [{
			name: "held the step back",
			type: "bar",
			stack: "last",
			data: r.map((e) => e || null),
			itemStyle: { color: $.held }
		}, {
			name: "last within noise",
			type: "bar",
			stack: "last",
			data: i.map((e) => e || null),
			itemStyle: {
				color: "rgba(158,158,158,0.25)",
				borderColor: $.noise,
				borderWidth: 1,
				decal: {
					symbol: "rect",
					symbolSize: 1,
					dashArrayX: [1, 0],
					dashArrayY: [2, 4],
					rotation: -Math.PI / 4,
					color: $.noise
				}
			}
		}]
	}, "last-counts");
	o && c.on("click", (e) => {
		e.componentType === "series" && setTimeout(() => o(e.dataIndex), 0);
	});
}
var UF = (e) => Z("h3", {}, `How often each ${e} was last: the steps it held back, and those it was last within noise`);
function WF(e, t) {
	let n = e.warm ? " (a warm-up step, kept out of the verdict)" : "";
	if (e.held) {
		let r = e.ranks.length > 1 ? ` (ranks ${e.ranks.join(", ")} together)` : "";
		return `step ${e.step}: ${t} held the step back${r}, costing it ${e.costMs.toFixed(2)} ms${n}`;
	}
	return `step ${e.step}: ${t} was last within noise: no rank held the step back; it is the step's critical rank${n}`;
}
var GF = (e, t) => `held back ${uN(e, "step")}, last within noise in ${t}`;
function KF(e, t, n, r = {}) {
	let i = e.stragglers;
	t.append(Z("p", { class: "verdict" }, `${i.class}: ${i.basis ?? ""}`));
	let { g: a, zoom: o } = BP(e, r), s = PF(e);
	if (!a) {
		YF(e, t, n, r, s);
		return;
	}
	let c = VP(n, "history");
	if (t.append(IN(e, a, o, c)), o) {
		JF(e, t, n, a, o, s);
		return;
	}
	let l = e.steps.map((e) => e.step), u = FF(s), d = new Map(a.groups.map((e, t) => [e.key, t])), f = a.groups.map(() => ({
		held: 0,
		noise: 0
	})), p = [];
	for (let e of s) {
		let t = /* @__PURE__ */ new Map();
		for (let n of e.ranks) {
			let e = d.get(a.of.get(n)?.key ?? "");
			e !== void 0 && t.set(e, [...t.get(e) ?? [], n]);
		}
		for (let [n, r] of t) e.warm || f[n][e.held ? "held" : "noise"]++, p.push({
			i: e.i,
			j: n,
			held: e.held,
			costMs: e.costMs ?? 0,
			tip: WF(e, `${a.noun} ${a.groups[n].label}: rank${r.length > 1 ? "s" : ""} ${r.join(", ")}`)
		});
	}
	let m = (e) => f.reduce((t, n, r) => n[e] > f[t][e] ? r : t, 0), h = m("held"), g = a.groups[f[h].held ? h : m("noise")];
	if (g) {
		let o = Z("a", {
			href: n.link("history", {
				...r,
				zoom: g.key
			}),
			class: "go",
			"data-zoom": g.key
		}, `zoom into ${g.label}`);
		o.onclick = (e) => {
			e.preventDefault(), c(a.by, g.key);
		};
		let s = a.groups.indexOf(g), l = g.ranks.reduce((e, t) => u.held(t) > u.held(e) ? t : e, g.ranks[0]);
		t.append(Z("p", { class: "lead" }, f[s].held ? `Held steps back most often: ${a.noun} ${g.label} (ranks ${NN(g.ranks)}), ${f[s].held} of ${uN(i.steps_used ?? e.steps.length, "step")}; its rank ${l} held back ${u.held(l)}. ` : `No rank held a step back; the last rank was within noise, most often in ${a.noun} ${g.label} (${uN(f[s].noise, "step")}). `, o));
	}
	let _ = new Set(a.groups.map((e) => e.ranks.length));
	t.append(zF(e, `One row per ${a.noun}: a cell is lit where a rank of the ${a.noun} held the step back, faint where the step's last rank within noise belongs to it. Click a row's label (or an empty part of the row) to see its ranks.`)), VF(t, l, a.groups.map((e) => _.size > 1 ? `${e.label} (${e.ranks.length})` : e.label), p, (e, t) => n.open("aligned", {
		step: l[e],
		group: a.by === "host" ? void 0 : a.by,
		zoom: a.groups[t].key
	}), (e) => c(a.by, a.groups[e].key)), t.append(UF(a.noun)), HF(t, a.noun, a.groups.map((e) => e.label), f.map((e) => e.held), f.map((e) => e.noise), a.groups.map((e, t) => {
		let n = e.ranks.filter((e) => u.held(e)).map((e) => `rank ${e}: ${u.held(e)}`);
		return `${a.noun} ${e.label}: ${GF(f[t].held, f[t].noise)}` + (n.length ? ` (held back by ${n.slice(0, 4).join(", ")}${n.length > 4 ? ", …" : ""})` : "");
	}), (e) => c(a.by, a.groups[e].key));
}
function qF(e, t) {
	let n = new Map(t.map((e, t) => [e, t]));
	return e.flatMap((e) => e.ranks.filter((e) => n.has(e)).map((t) => ({
		i: e.i,
		j: n.get(t),
		held: e.held,
		costMs: e.costMs ?? 0,
		tip: WF(e, `rank ${t}`)
	})));
}
function JF(e, t, n, r, i, a) {
	let o = e.steps.map((e) => e.step), s = FF(a), c = i.ranks.reduce((e, t) => s.held(t) > s.held(e) ? t : e, i.ranks[0]), l = e.stragglers.steps_used ?? e.steps.length, u = new Set(a.filter((e) => e.held && !e.warm && e.ranks.some((e) => i.ranks.includes(e))).map((e) => e.step));
	t.append(Z("p", { class: "lead" }, s.held(c) ? `In ${r.noun} ${i.label}, rank ${c} held back ${s.held(c)} of ${uN(l, "step")}` + (u.size > s.held(c) ? `; its ranks held back ${u.size} in all.` : ".") : `No rank of ${r.noun} ${i.label} held a step back.`)), t.append(zF(e, `One row per rank of ${r.noun} ${i.label}.`)), VF(t, o, i.ranks.map((e) => `rank ${e}`), qF(a, i.ranks), (e) => n.open("aligned", {
		step: o[e],
		group: r.by === "host" ? void 0 : r.by,
		zoom: i.key
	})), t.append(UF("rank")), HF(t, "rank", i.ranks.map((e) => `rank ${e}`), i.ranks.map(s.held), i.ranks.map(s.noise), i.ranks.map((e) => `rank ${e}: ${GF(s.held(e), s.noise(e))}`));
}
function YF(e, t, n, r, i) {
	let a = FF(i), o = wN(e), s = e.stragglers.steps_used ?? e.steps.length, c = i.filter((e) => e.held && !e.warm), l = i.filter((e) => !e.held && !e.warm), u = o.filter((e) => a.held(e)).sort((e, t) => a.held(t) - a.held(e) || e - t), d = u.length === 1 ? `Rank ${u[0]} held back ${a.held(u[0])} of ${uN(s, "step")}` + (c.length === 1 ? ` (step ${c[0].step}, costing it ${c[0].costMs.toFixed(1)} ms).` : ".") : u.length ? `${uN(c.length, "step")} of ${s} held back, by ${uN(u.length, "rank")}: ` + u.slice(0, 4).map((e) => `rank ${e} in ${a.held(e)}`).join(", ") + (u.length > 4 ? `, and ${uN(u.length - 4, "other rank")}.` : ".") : "No rank held a step back.";
	t.append(Z("p", { class: "lead" }, d + (l.length ? ` In ${uN(l.length, "step")} no rank held the step back: its last rank was within noise.` : "")));
	let f = FN(e, r.group), p = Z("div", {});
	t.append(zF(e, "One row per rank."), f, p);
	let m = e.steps.map((e) => e.step), h = () => {
		bN(p), p.replaceChildren();
		let t = MN(e, f.value).groups.flatMap((e) => e.ranks.map((t) => ({
			r: t,
			label: `${e.label} · rank ${t}`
		})));
		VF(p, m, t.map((e) => e.label), qF(i, t.map((e) => e.r)), (e) => n.open("aligned", { step: m[e] }));
	};
	f.onchange = () => {
		n.select({ group: f.value === "host" ? void 0 : f.value }), h();
	}, h(), t.append(UF("rank")), HF(t, "rank", o.map((e) => `rank ${e}`), o.map(a.held), o.map(a.noise), o.map((e) => `rank ${e}: ${GF(a.held(e), a.noise(e))}`));
}
// src/spread.ts
function XF(e) {
	let t = /* @__PURE__ */ new Map();
	for (let n of e) n != null && t.set(n, (t.get(n) ?? 0) + 1);
	let n = {
		rank: null,
		k: 0
	};
	for (let [e, r] of t) (r > n.k || r === n.k && n.rank !== null && e < n.rank) && (n = {
		rank: e,
		k: r
	});
	return n;
}
function ZF(e) {
	let t = [];
	e.forEach((n, r) => {
		(r === 0 || n !== e[r - 1]) && t.push(r);
	});
	let n = Math.max(1, Math.ceil(t.length / 14)), r = new Set(t.filter((e, t) => t % n === 0));
	return {
		interval: (e) => r.has(e),
		hideOverlap: !0,
		formatter: (t, n) => e[n] === null ? "" : `step ${e[n]}`
	};
}
function QF(e, t, n, r = {}) {
	let i = e.collectives.filter((e) => e.skew_us !== null), a = !!e.truncated?.collectives;
	t.append(Z("h3", {}, a ? "Arrival skew and post-last-arrival tail per collective: the largest of each step" : "Arrival skew and post-last-arrival tail per collective"));
	let o = a ? e.steps.map((e) => `step ${e.step}`) : i.map((e) => e.id), s = (t) => {
		if (a) return `step ${e.steps[t].step}: its largest`;
		let n = i[t];
		return `${n.op} ${n.id}, step ${n.step ?? "—"}; last rank ${n.last_rank}`;
	};
	vN(t, 280, {
		grid: {
			left: 64,
			right: 24,
			top: 36,
			bottom: 80
		},
		legend: {
			data: ["arrival skew", "post-last-arrival tail"],
			top: 4
		},
		tooltip: {
			trigger: "axis",
			formatter: (e) => lN(`${s(e[0].dataIndex)}`) + "<br>" + e.map((e) => `${e.marker}${lN(e.seriesName)}: ${lN(Q(e.value * 1e3, 2))}`).join("<br>")
		},
		xAxis: {
			type: "category",
			data: o,
			name: a ? "step" : "collective, in the order of the run (labelled at a step's first)",
			nameLocation: "middle",
			nameGap: 26,
			axisLabel: a ? { hideOverlap: !0 } : ZF(i.map((e) => e.step ?? null)),
			axisTick: a ? {} : { interval: (e) => e === 0 || i[e].step !== i[e - 1].step }
		},
		yAxis: {
			type: "value",
			name: "ms",
			nameLocation: "end"
		},
		dataZoom: [{ type: "inside" }, {
			type: "slider",
			bottom: 4,
			height: 16,
			showDetail: !1
		}],
		color: [$.wait, $.service],
		series: [{
			name: "arrival skew",
			type: "line",
			showSymbol: !1,
			data: a ? e.steps.map((e) => (e.skew_max_us ?? 0) / 1e3) : i.map((e) => (e.skew_us ?? 0) / 1e3)
		}, {
			name: "post-last-arrival tail",
			type: "line",
			showSymbol: !1,
			data: a ? e.steps.map((e) => (e.tail_max_us ?? 0) / 1e3) : i.map((e) => (e.tail_us ?? 0) / 1e3)
		}]
	});
	let c = XF(e.steps.map((e) => e.work_max_us === null ? null : e.max_rank)), l = e.steps.filter((e) => e.work_max_us !== null).length, u = c.rank !== null && c.k * 2 > l;
	t.append(Z("h3", { "data-slowest": c.rank === null ? "" : String(c.rank) }, u ? `Per-step work: rank ${c.rank} (the slowest in ${c.k} of ${uN(l, "step")}) against the median rank` : "Per-step work: each step's slowest rank (named on its bar) against the median rank"), Z("p", { class: "note" }, "A rank's own work in a step: its step time minus the time it waited in collectives" + (e.steps.length <= 48 ? "; above each bar, the step's slowest rank." : "; the slowest rank of a step in its tooltip.")));
	let d = e.steps.length <= 16, f = c.k === l ? `rank ${c.rank}, the slowest in every step` : "each step's slowest rank";
	vN(t, 270, {
		grid: {
			left: 64,
			right: 24,
			top: 40,
			bottom: 44
		},
		legend: {
			data: [f, "median rank"],
			top: 4
		},
		tooltip: {
			trigger: "axis",
			axisPointer: { type: "shadow" },
			formatter: (t) => {
				let n = e.steps[t[0].dataIndex], r = n.work_max_us !== null && n.work_median_us !== null ? n.work_max_us - n.work_median_us : null;
				return lN(`step ${n.step}`) + "<br>" + t.map((e) => `${e.marker}${lN(e.seriesIndex === 0 ? `rank ${n.max_rank} (slowest)` : "median rank")}: ${lN(Q((e.value ?? 0) * 1e3, 2))}`).join("<br>") + (r === null ? "" : `<br>${lN(`rank ${n.max_rank} is ${Q(r, 2)} above the median`)}`);
			}
		},
		xAxis: {
			type: "category",
			data: e.steps.map((e) => String(e.step)),
			name: "step",
			nameLocation: "middle",
			nameGap: 28,
			axisLabel: { hideOverlap: !0 }
		},
		yAxis: {
			type: "value",
			name: "ms of own work"
		},
		color: [$.compute, $.peer],
		series: [{
			name: f,
			type: "bar",
			data: e.steps.map((e) => e.work_max_us === null ? null : e.work_max_us / 1e3),
			label: {
				show: e.steps.length <= 48,
				position: "top",
				fontSize: 10,
				formatter: (t) => e.steps[t.dataIndex].work_max_us === null ? "" : d ? `rank ${e.steps[t.dataIndex].max_rank}` : String(e.steps[t.dataIndex].max_rank)
			},
			labelLayout: { hideOverlap: !0 }
		}, {
			name: "median rank",
			type: "bar",
			data: e.steps.map((e) => e.work_median_us === null ? null : e.work_median_us / 1e3)
		}]
	}, "work"), nI(e, t), rI(e, t, n, r);
	let p = (e) => {
		let t = Math.max(1, ...e), n = Array(20).fill(0);
		for (let r of e) n[Math.min(19, Math.floor(r / t * 20))]++;
		return {
			top: t,
			bins: n
		};
	};
	for (let [e, n] of [["arrival skew", i.map((e) => e.skew_us ?? 0)], ["post-last-arrival tail", i.map((e) => e.tail_us ?? 0)]]) {
		let r = p(n), o = (e) => Q(e * r.top / 20, r.top < 2e4 ? 2 : 1), s = (e) => Q((e + .5) * r.top / 20, r.top < 2e4 ? 2 : 1);
		t.append(Z("h3", {}, `Distribution of ${e}${a ? ` (the ${i.length} collectives of the summary)` : ""}`)), vN(t, 220, {
			grid: {
				left: 64,
				right: 36,
				top: 30,
				bottom: 48
			},
			tooltip: { formatter: (t) => lN(`${uN(t.value, "collective")} with ${e} from ${o(t.dataIndex)} to ${o(t.dataIndex + 1)}`) },
			xAxis: {
				type: "category",
				data: r.bins.map((e, t) => s(t)),
				axisLabel: {
					interval: 3,
					hideOverlap: !0
				},
				axisTick: {
					alignWithLabel: !0,
					interval: 3
				},
				name: `${e} (bin centre)`,
				nameLocation: "middle",
				nameGap: 30
			},
			yAxis: {
				type: "value",
				name: "collectives",
				minInterval: 1
			},
			series: [{
				type: "bar",
				data: r.bins,
				itemStyle: { color: e === "arrival skew" ? $.wait : $.service }
			}]
		});
	}
}
var $F = .05;
function eI(e) {
	let t = e.flatMap((e) => [
		e.step_max_p50_us,
		e.step_max_p90_us,
		e.iid_max_p50_us
	]).filter((e) => e != null).map((e) => e / 1e3), n = Math.min(...t), r = Math.max(...t), i = Math.max(.05 * r, .15 * (r - n)), a = (r + i - Math.max(0, n - i)) / 5, o = 10 ** Math.floor(Math.log10(a)), s = [
		1,
		2,
		2.5,
		5,
		10
	].map((e) => e * o).find((e) => e >= a) ?? 10 * o, c = (e) => Number(e.toPrecision(6));
	return {
		min: c(Math.max(0, Math.floor((n - i) / s) * s)),
		max: c(Math.ceil((r + i) / s) * s),
		interval: s
	};
}
function tI(e) {
	let t = e[e.length - 1], n = t.step_max_p50_us, r = t.iid_max_p50_us;
	if (n == null || r == null || r <= 0) return Z("p", {});
	let i = (n - r) / r, a = `${(100 * Math.abs(i)).toFixed(i !== 0 && Math.abs(i) < .001 ? 2 : 1)} %`;
	return Z("p", { "data-maxima": i > $F ? "above" : "within" }, `At ${t.ranks} ranks the measured median maximum is ${Q(n, 2)}, ${a} ${i >= 0 ? "above" : "below"} independent draws (${Q(r, 2)}): ` + (i > $F ? "the slowest rank is slow by structure, not by sampling (more than 5 % above chance)." : "within 5 % of chance, so this curve shows no structural straggler."));
}
function nI(e, t) {
	let n = e.maxima, r = (n?.rows ?? []).filter((e) => e.ranks >= 1);
	if (!n || !r.length) return;
	let i = Z("div", { "data-section": "maxima" }, Z("h3", {}, "Per-step maximum against rank count"));
	i.append(Z("p", { class: "note" }, "The slowest rank's work per step in random subsets of n ranks (median and 90th percentile), against the maximum of n independent draws from the step's pooled work (what chance alone gives as ranks are added)."), tI(r)), t.append(i);
	let a = (e) => r.map((t) => [Math.log2(t.ranks), t[e] === null ? null : t[e] / 1e3]), o = (e) => String(Math.round(2 ** e));
	vN(i, 260, {
		grid: {
			left: 60,
			right: 20,
			top: 34,
			bottom: 44
		},
		legend: {
			data: [
				"measured p50",
				"measured p90",
				"independent draws (p50)"
			],
			top: 4
		},
		tooltip: {
			trigger: "axis",
			valueFormatter: (e) => `${e.toFixed(3)} ms`,
			axisPointer: { label: { formatter: (e) => `${o(e.value)} ranks` } }
		},
		xAxis: {
			type: "value",
			name: "ranks (log scale)",
			nameLocation: "middle",
			nameGap: 26,
			interval: 1,
			min: Math.log2(r[0].ranks),
			max: Math.log2(r[r.length - 1].ranks),
			axisLabel: { formatter: o }
		},
		yAxis: {
			type: "value",
			name: "ms of own work",
			...eI(r)
		},
		series: [
			{
				name: "measured p50",
				type: "line",
				data: a("step_max_p50_us"),
				itemStyle: { color: $.compute }
			},
			{
				name: "measured p90",
				type: "line",
				data: a("step_max_p90_us"),
				itemStyle: { color: $.computeLight }
			},
			{
				name: "independent draws (p50)",
				type: "line",
				data: a("iid_max_p50_us"),
				itemStyle: { color: $.noise },
				lineStyle: { type: "dashed" }
			}
		]
	}, "maxima");
	let s = r.filter((e) => e.ranks > 1 && e.top_rank_share !== null && e.top_rank_share !== void 0), c = s[s.length - 1];
	n.top_rank !== null && c && i.append(Z("p", { "data-share": String(c.top_rank_share) }, `Top rank: rank ${n.top_rank}, the most often slowest, is the slowest in ${(100 * c.top_rank_share).toFixed(0)} % of the subsets of ${c.ranks} ranks that include it (${(100 / c.ranks).toFixed(+(c.ranks > 100))} % if it were chance).`));
}
function rI(e, t, n, r) {
	let { g: i, zoom: a } = BP(e, r), o = new Map(e.collectives.map((e) => [e.id, e])), s = [.../* @__PURE__ */ new Set([...e.steps.map((e) => e.critical_collective), ...e.collectives.slice().sort((e, t) => (t.skew_us ?? 0) - (e.skew_us ?? 0)).slice(0, 20).map((e) => e.id)])].filter((e) => !!e && o.has(e)).sort((e, t) => (o.get(t).skew_us ?? 0) - (o.get(e).skew_us ?? 0));
	if (!s.length) return;
	let l = r.collective && o.has(r.collective) ? r.collective : s[0];
	s.includes(l) || s.unshift(l);
	let u = Z("select", { "aria-label": "collective" }, ...s.map((e) => {
		let t = o.get(e);
		return Z("option", { value: e }, `${t.op} ${e} (step ${t.step ?? "—"}, skew ${Q(t.skew_us, 2)})`);
	}));
	u.value = l;
	let d = Z("div", { "data-section": "arrival" });
	t.append(Z("h3", {}, i && !a ? `Arrival at one collective, per ${i.noun}` : "Arrival at one collective, per rank")), i && t.append(IN(e, i, a, VP(n, "spread", { collective: u.value }))), t.append(u, d);
	let f = 0, p = async (t) => {
		let r = ++f, { status: o, body: s } = await c(n.run, t);
		if (r !== f || !d.isConnected) return;
		if (bN(d), d.replaceChildren(), o !== 200) {
			d.append(Z("p", { class: "error" }, `no detail for ${t}`));
			return;
		}
		let l = Object.entries(s.collective.ranks ?? {}).filter(([, e]) => e.ready_us !== null).map(([e, t]) => [Number(e), t.ready_us]);
		if (!l.length) return;
		let u = Math.min(...l.map(([, e]) => e)), p = s.collective, m = e.steps.find((e) => e.step === p.step), h = new Set(m?.held_by ?? []), g, _ = [], v = 0;
		if (i && !a) {
			let e = /* @__PURE__ */ new Map();
			for (let [t, n] of l) {
				let r = i.of.get(t)?.key;
				if (r === void 0) continue;
				let a = e.get(r) ?? {
					lo: n,
					hi: n,
					who: t,
					n: 0,
					held: []
				};
				a.lo = Math.min(a.lo, n), n >= a.hi && (a.hi = n, a.who = t), a.n++, h.has(t) && a.held.push(t), e.set(r, a);
			}
			let t = i.groups.filter((t) => e.has(t.key));
			g = t.map((e) => ({
				label: e.label,
				group: e
			})), t.forEach((t, n) => {
				let r = e.get(t.key), a = `${i.noun} ${t.label}, ${r.n} ranks: ready ${Q(r.lo - u, 2)} to ${Q(r.hi - u, 2)} after the first rank; its last rank ${r.who}` + (r.held.length ? `; rank ${r.held.join(", ")} held step ${p.step} back` : "");
				_.push({
					lane: n,
					x0: 0,
					x1: r.hi - u,
					color: r.held.length ? $.held : $.wait,
					tip: a
				}), r.who === p.last_rank && (v = n);
			});
		} else {
			let e = a ? new Set(a.ranks) : null, t = l.filter(([t]) => !e || e.has(t)).sort((e, t) => e[0] - t[0]);
			g = t.map(([e]) => ({ label: e === p.last_rank ? `rank ${e} (last)` : `rank ${e}` })), t.forEach(([e, t], n) => {
				_.push({
					lane: n,
					x0: 0,
					x1: t - u,
					color: h.has(e) ? $.held : $.wait,
					tip: `rank ${e}: ready ${Q(t - u, 2)} after the first rank` + (h.has(e) ? `; it held step ${p.step} back` : "")
				}), e === p.last_rank && (v = n);
			});
		}
		let y = l.find(([e]) => e === p.last_rank)?.[1];
		if (d.append(Z("p", { "data-last": String(p.last_rank) }, `Last ready: rank ${p.last_rank}` + (i ? ` (${i.noun} ${i.of.get(p.last_rank)?.label ?? "?"})` : "") + (y === void 0 ? "" : `, ${Q(y - u, 2)} after the first rank (the arrival skew)`) + (m ? h.size ? `; step ${m.step} was held back by rank${h.size > 1 ? "s" : ""} ${[...h].join(", ")}.` : `; no rank held step ${m.step} back (its last rank was within noise).` : "."))), !g.length) {
			d.append(Z("p", { class: "note" }, `No rank of ${a?.label} takes part in ${t}.`));
			return;
		}
		WN(d, g, _, {
			focus: v,
			name: "arrival",
			origin: 0,
			axis: `ms after the first rank was ready for ${t}`,
			onLane: i && !a ? (e) => VP(n, "spread", { collective: t })(i.by, g[e].group.key) : void 0
		});
		let b = (e) => Z("span", {
			class: "key",
			style: `background: ${e}`
		});
		d.append(Z("p", { class: "legend" }, b($.wait), i && !a ? `how long after the first rank the ${i.noun}'s last rank became ready (waiting: the longest is the arrival skew)` : "how long after the first rank each rank became ready (waiting: the last one's is the arrival skew)", ...h.size ? [b($.held), `the same, for the rank that held step ${p.step} back`] : [], i && !a ? " — click a row for its ranks" : ""));
	};
	u.onchange = () => {
		n.select({ collective: u.value }), p(u.value);
	}, p(l);
}
// src/main.ts
var iI = [
	["findings", "Findings"],
	["hang", "Hang"],
	["aligned", "Aligned collectives"],
	["spread", "Readiness spread"],
	["history", "Critical-rank history"],
	["evidence", "Missing evidence"],
	["compare", "Compare"]
], aI = {
	aligned: [
		"collective",
		"step",
		"group",
		"zoom"
	],
	spread: [
		"collective",
		"group",
		"zoom"
	],
	evidence: [
		"step",
		"section",
		"group",
		"zoom"
	],
	history: ["group", "zoom"],
	compare: [...uF]
};
function oI(e, t) {
	let n = {};
	for (let r of aI[e] ?? []) t[r] !== void 0 && t[r] !== "" && (n[r] = t[r]);
	return n;
}
function sI(e) {
	let t = new URLSearchParams(e), n = t.get("tab") ?? "findings", r = {
		run: t.get("run") ?? "",
		tab: iI.some(([e]) => e === n) ? n : "findings"
	}, i = t.get("step"), a = {
		collective: t.get("collective") ?? void 0,
		group: t.get("group") ?? void 0,
		zoom: t.get("zoom") ?? void 0,
		section: t.get("section") ?? void 0,
		...dF(t),
		step: i !== null && /^-?\d+$/.test(i) ? Number(i) : void 0
	};
	return {
		...r,
		...oI(r.tab, a)
	};
}
function cI(e) {
	let t = new URL("index.html", document.baseURI);
	t.searchParams.set("run", e.run), t.searchParams.set("tab", e.tab);
	for (let [n, r] of Object.entries(oI(e.tab, e))) t.searchParams.set(n, String(r));
	return t.toString();
}
function lI(e) {
	let t = new URL("export", document.baseURI);
	return t.searchParams.set("run", e), t.toString();
}
var uI = (e) => new Promise((t) => setTimeout(t, e));
function dI(e) {
	let t = Date.now(), n = Z("span", {}, e), r = Z("span", { class: "elapsed" }, "0 s"), i = Z("progress", { "aria-label": "progress" }), a = Z("div", { class: "loading" }, Z("p", { class: "progress" }, n, " · ", r), i), o = setInterval(() => {
		r.textContent = `${Math.floor((Date.now() - t) / 1e3)} s`;
	}, 1e3);
	return {
		node: a,
		set(e, t = null) {
			n.textContent = e, t === null ? i.removeAttribute("value") : (i.max = 1, i.value = t);
		},
		stop: () => clearInterval(o)
	};
}
async function fI() {
	document.head.append(Z("style", {}, xN));
	let e = document.body.hasAttribute("data-xrank-standalone"), t = sI(location.search), n = Z("header", {}, Z("h1", {}, "Cross-rank")), r = Z("select", { "aria-label": "run" }), i = Z("nav", {}), c = Z("span", { class: "link" }), l = Z("main", {});
	n.append(r, i, c), document.body.append(n, l), r.hidden = !0;
	let u = dI("Waiting for TensorBoard's list of runs…");
	l.append(u.node);
	let d;
	for (;;) {
		try {
			let e = await o();
			if (e.status === 200 && Array.isArray(e.body)) {
				d = e.body;
				break;
			}
			u.set(`TensorBoard answered ${e.status} to the list of runs; asking again…`);
		} catch {
			u.set("No answer from TensorBoard to the list of runs; asking again…");
		}
		await uI(2e3);
	}
	if (u.stop(), r.hidden = !1, !d.length) {
		l.replaceChildren(Z("p", {}, "No run with PyTorch Profiler traces of several ranks under the logdir."));
		return;
	}
	d.some((e) => e.name === t.run) || (t.run = (d.find((e) => e.default) ?? d[0]).name);
	for (let e of d) r.append(Z("option", { value: e.name }, `${e.name} (${e.ranks} ranks)`));
	r.value = t.run;
	let f = (n) => {
		let r = e ? cI(t) : location.href;
		n ? history.pushState({ xrank: t }, "", r) : history.replaceState({ xrank: t }, "", r);
	}, p = null, m = null, h = {
		get run() {
			return t.run;
		},
		get sel() {
			return oI(t.tab, t);
		},
		open: (e, n = {}) => {
			t = {
				run: t.run,
				tab: e,
				...fF(t),
				...oI(e, n)
			}, f(!0), g(), window.scrollTo(0, 0);
		},
		select: (e) => {
			t = {
				...t,
				...e
			};
			for (let n of Object.keys(e)) e[n] === void 0 && delete t[n];
			f(!1);
		},
		link: (e, n = {}) => cI({
			run: t.run,
			tab: e,
			...oI(e, n)
		})
	}, g = () => {
		bN(), r.hidden = t.tab === "compare", i.replaceChildren(...iI.filter(([e]) => e !== "hang" || p?.hang || t.tab === "hang").map(([e, n]) => {
			let r = Z("button", e === t.tab ? {
				class: "active",
				"data-tab": e
			} : { "data-tab": e }, n);
			return r.onclick = () => h.open(e), r;
		})), c.replaceChildren(fN(() => cI(t))), t.tab !== "compare" && c.append(Z("a", {
			class: "download",
			href: lI(t.run),
			download: "",
			title: "every rank in one clock-corrected Chrome trace (Perfetto, chrome://tracing)"
		}, "merged trace ↓")), l.replaceChildren();
		let e = t.tab;
		e === "compare" ? hF(l, h, d, t.run) : p ? e === "findings" ? FP(p, l, h) : e === "aligned" ? KP(p, l, h, h.sel) : e === "spread" ? QF(p, l, h, h.sel) : e === "history" ? KF(p, l, h, h.sel) : e === "evidence" ? JP(p, l, h, h.sel) : e === "hang" && NF(p, l, h) : m && l.append(m);
	}, _ = async () => {
		p = null, a();
		let e = t.run, n = dI(`analysing ${e}…`);
		m = n.node, t.tab !== "compare" && g();
		try {
			for (;;) {
				let { status: r, body: i } = await s(e);
				if (e !== t.run) return;
				if (r === 200) {
					p = i;
					break;
				}
				let a = i;
				if (r !== 202) {
					m.replaceWith(m = Z("p", { class: "error" }, (typeof i == "string" ? i : a.error) || `error ${r}`));
					return;
				}
				n.set(`analysing ${e}: ${Math.round(a.progress * 100)}%`, a.progress), await uI(500);
			}
		} finally {
			n.stop();
		}
		m = null, t.tab !== "compare" && g();
	};
	r.onchange = () => {
		t = {
			run: r.value,
			tab: t.tab,
			...fF(t)
		}, f(!0), _();
	}, window.addEventListener("popstate", (e) => {
		let n = e.state?.xrank ?? sI(location.search), i = n.run !== t.run;
		t = d.some((e) => e.name === n.run) ? n : {
			...n,
			run: t.run
		}, r.value = t.run, i ? _() : g();
	}), gN(() => g()), f(!1), t.tab === "compare" && g(), await _();
	let v = new Map(d.map((e) => [e.name, e.version]));
	setInterval(async () => {
		d = (await o()).body;
		let e = d.find((e) => e.name === t.run);
		e && e.state === "ready" && (v.has(e.name) || v.set(e.name, e.version), e.version > v.get(e.name) && (v.set(e.name, e.version), await _()));
	}, 1e4);
}
document.body?.hasAttribute("data-xrank-standalone") && fI();
export { lI as exportFor, cI as linkFor, fI as render, sI as stateFrom };
