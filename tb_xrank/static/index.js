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
	let t = await fetch(new URL(e, document.baseURI).toString());
	return {
		status: t.status,
		body: await t.json()
	};
}
var r = () => n("runs"), i = (e) => n(`summary?run=${encodeURIComponent(e)}`), a = (e, t) => n(`collective?run=${encodeURIComponent(e)}&id=${encodeURIComponent(t)}`), o = function(e, t) {
	return o = Object.setPrototypeOf || { __proto__: [] } instanceof Array && function(e, t) {
		e.__proto__ = t;
	} || function(e, t) {
		for (var n in t) Object.prototype.hasOwnProperty.call(t, n) && (e[n] = t[n]);
	}, o(e, t);
};
function s(e, t) {
	if (typeof t != "function" && t !== null) throw TypeError("Class extends value " + String(t) + " is not a constructor or null");
	o(e, t);
	function n() {
		this.constructor = e;
	}
	e.prototype = t === null ? Object.create(t) : (n.prototype = t.prototype, new n());
}
// node_modules/zrender/lib/core/env.js
var c = function() {
	function e() {
		this.firefox = !1, this.ie = !1, this.edge = !1, this.newEdge = !1, this.weChat = !1;
	}
	return e;
}(), l = new (function() {
	function e() {
		this.browser = new c(), this.node = !1, this.wxa = !1, this.worker = !1, this.svgSupported = !1, this.touchEventsSupported = !1, this.pointerEventsSupported = !1, this.domSupported = !1, this.transformSupported = !1, this.transform3dSupported = !1, this.hasGlobalWindow = typeof window < "u";
	}
	return e;
}())();
typeof wx == "object" && typeof wx.getSystemInfoSync == "function" ? (l.wxa = !0, l.touchEventsSupported = !0) : typeof document > "u" && typeof self < "u" ? l.worker = !0 : !l.hasGlobalWindow || "Deno" in window ? (l.node = !0, l.svgSupported = !0) : u(navigator.userAgent, l);
function u(e, t) {
	var n = t.browser, r = e.match(/Firefox\/([\d.]+)/), i = e.match(/MSIE\s([\d.]+)/) || e.match(/Trident\/.+?rv:(([\d.]+))/), a = e.match(/Edge?\/([\d.]+)/), o = /micromessenger/i.test(e);
	r && (n.firefox = !0, n.version = r[1]), i && (n.ie = !0, n.version = i[1]), a && (n.edge = !0, n.version = a[1], n.newEdge = +a[1].split(".")[0] > 18), o && (n.weChat = !0), t.svgSupported = typeof SVGRect < "u", t.touchEventsSupported = "ontouchstart" in window && !n.ie && !n.edge, t.pointerEventsSupported = "onpointerdown" in window && (n.edge || n.ie && +n.version >= 11), t.domSupported = typeof document < "u";
	var s = document.documentElement.style;
	t.transform3dSupported = (n.ie && "transition" in s || n.edge || "WebKitCSSMatrix" in window && "m11" in new WebKitCSSMatrix() || "MozPerspective" in s) && !("OTransition" in s), t.transformSupported = t.transform3dSupported || n.ie && +n.version >= 9;
}
var d = "12px sans-serif", f = 20, p = 100, m = "007LLmW'55;N0500LLLLLLLLLL00NNNLzWW\\\\WQb\\0FWLg\\bWb\\WQ\\WrWWQ000CL5LLFLL0LL**F*gLLLL5F0LF\\FFF5.5N";
function h(e) {
	var t = {};
	if (typeof JSON > "u") return t;
	for (var n = 0; n < e.length; n++) {
		var r = String.fromCharCode(n + 32);
		t[r] = (e.charCodeAt(n) - f) / p;
	}
	return t;
}
var g = h(m), _ = {
	createCanvas: function() {
		return typeof document < "u" && document.createElement("canvas");
	},
	measureText: (function() {
		var e, t;
		return function(n, r) {
			if (!e) {
				var i = _.createCanvas();
				e = i && i.getContext("2d");
			}
			if (e) return t !== r && (t = e.font = r || "12px sans-serif"), e.measureText(n);
			n = n || "", r = r || "12px sans-serif";
			var a = /((?:\d+)?\.?\d*)px/.exec(r), o = a && +a[1] || 12, s = 0;
			if (r.indexOf("mono") >= 0) s = o * n.length;
			else for (var c = 0; c < n.length; c++) {
				var l = g[n[c]];
				s += l == null ? o : l * o;
			}
			return { width: s };
		};
	})(),
	loadImage: function(e, t, n) {
		var r = new Image();
		return r.onload = t, r.onerror = n, r.src = e, r;
	}
}, v = ne([
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
}, {}), y = ne([
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
}, {}), b = Object.prototype.toString, x = Array.prototype, S = x.forEach, C = x.filter, w = x.slice, T = x.map, E = function() {}.constructor, D = E ? E.prototype : null, O = "__proto__", k = 2311;
function A() {
	return k++;
}
function j() {
	var e = [...arguments];
	typeof console < "u" && console.error.apply(console, e);
}
function M(e) {
	if (typeof e != "object" || !e) return e;
	var t = e, n = b.call(e);
	if (n === "[object Array]") {
		if (!xe(e)) {
			t = [];
			for (var r = 0, i = e.length; r < i; r++) t[r] = M(e[r]);
		}
	} else if (y[n]) {
		if (!xe(e)) {
			var a = e.constructor;
			if (a.from) t = a.from(e);
			else {
				t = new a(e.length);
				for (var r = 0, i = e.length; r < i; r++) t[r] = e[r];
			}
		}
	} else if (!v[n] && !xe(e) && !le(e)) for (var o in t = {}, e) e.hasOwnProperty(o) && o !== O && (t[o] = M(e[o]));
	return t;
}
function N(e, t, n) {
	if (!K(t) || !K(e)) return n ? M(t) : e;
	for (var r in t) if (t.hasOwnProperty(r) && r !== O) {
		var i = e[r], a = t[r];
		K(a) && K(i) && !U(a) && !U(i) && !le(a) && !le(i) && !se(a) && !se(i) && !xe(a) && !xe(i) ? N(i, a, n) : (n || !(r in e)) && (e[r] = M(t[r]));
	}
	return e;
}
function P(e, t) {
	if (Object.assign) Object.assign(e, t);
	else for (var n in t) t.hasOwnProperty(n) && n !== O && (e[n] = t[n]);
	return e;
}
function F(e, t, n) {
	for (var r = B(t), i = 0, a = r.length; i < a; i++) {
		var o = r[i];
		(n ? t[o] != null : e[o] == null) && (e[o] = t[o]);
	}
	return e;
}
_.createCanvas;
function I(e, t) {
	if (e) {
		if (e.indexOf) return e.indexOf(t);
		for (var n = 0, r = e.length; n < r; n++) if (e[n] === t) return n;
	}
	return -1;
}
function ee(e, t) {
	var n = e.prototype;
	function r() {}
	for (var i in r.prototype = t.prototype, e.prototype = new r(), n) n.hasOwnProperty(i) && (e.prototype[i] = n[i]);
	e.prototype.constructor = e, e.superClass = t;
}
function te(e, t, n) {
	if (e = "prototype" in e ? e.prototype : e, t = "prototype" in t ? t.prototype : t, Object.getOwnPropertyNames) for (var r = Object.getOwnPropertyNames(t), i = 0; i < r.length; i++) {
		var a = r[i];
		a !== "constructor" && (n ? t[a] != null : e[a] == null) && (e[a] = t[a]);
	}
	else F(e, t, n);
}
function L(e) {
	return !e || typeof e == "string" ? !1 : typeof e.length == "number";
}
function R(e, t, n) {
	if (e && t) {
		if (e.forEach && e.forEach === S) e.forEach(t, n);
		else if (e.length === +e.length) for (var r = 0, i = e.length; r < i; r++) t.call(n, e[r], r, e);
		else for (var a in e) e.hasOwnProperty(a) && t.call(n, e[a], a, e);
	}
}
function z(e, t, n) {
	if (!e) return [];
	if (!t) return he(e);
	if (e.map && e.map === T) return e.map(t, n);
	for (var r = [], i = 0, a = e.length; i < a; i++) r.push(t.call(n, e[i], i, e));
	return r;
}
function ne(e, t, n, r) {
	if (e && t) {
		for (var i = 0, a = e.length; i < a; i++) n = t.call(r, n, e[i], i, e);
		return n;
	}
}
function re(e, t, n) {
	if (!e) return [];
	if (!t) return he(e);
	if (e.filter && e.filter === C) return e.filter(t, n);
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
function ie(e, t) {
	var n = [...arguments].slice(2);
	return function() {
		return e.apply(t, n.concat(w.call(arguments)));
	};
}
var V = D && W(D.bind) ? D.call.bind(D.bind) : ie;
function H(e) {
	var t = [...arguments].slice(1);
	return function() {
		return e.apply(this, t.concat(w.call(arguments)));
	};
}
function U(e) {
	return Array.isArray ? Array.isArray(e) : b.call(e) === "[object Array]";
}
function W(e) {
	return typeof e == "function";
}
function G(e) {
	return typeof e == "string";
}
function ae(e) {
	return b.call(e) === "[object String]";
}
function oe(e) {
	return typeof e == "number";
}
function K(e) {
	var t = typeof e;
	return t === "function" || !!e && t === "object";
}
function se(e) {
	return !!v[b.call(e)];
}
function ce(e) {
	return !!y[b.call(e)];
}
function le(e) {
	return typeof e == "object" && typeof e.nodeType == "number" && typeof e.ownerDocument == "object";
}
function ue(e) {
	return e.colorStops != null;
}
function de(e) {
	return e.image != null;
}
function fe(e) {
	return e !== e;
}
function pe() {
	for (var e = [...arguments], t = 0, n = e.length; t < n; t++) if (e[t] != null) return e[t];
}
function q(e, t) {
	return e ?? t;
}
function me(e, t, n) {
	return e ?? t ?? n;
}
function he(e) {
	var t = [...arguments].slice(1);
	return w.apply(e, t);
}
function ge(e) {
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
function _e(e, t) {
	if (!e) throw Error(t);
}
function ve(e) {
	return e == null ? null : typeof e.trim == "function" ? e.trim() : e.replace(/^[\s\uFEFF\xA0]+|[\s\uFEFF\xA0]+$/g, "");
}
var ye = "__ec_primitive__";
function be(e) {
	e[ye] = !0;
}
function xe(e) {
	return e[ye];
}
var Se = function() {
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
}(), Ce = typeof Map == "function";
function we() {
	return Ce ? /* @__PURE__ */ new Map() : new Se();
}
var Te = function() {
	function e(t) {
		var n = U(t);
		this.data = we();
		var r = this;
		t instanceof e ? t.each(i) : t && R(t, i);
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
		return Ce ? Array.from(e) : e;
	}, e.prototype.removeKey = function(e) {
		this.data.delete(e);
	}, e;
}();
function J(e) {
	return new Te(e);
}
function Ee(e, t) {
	for (var n = new e.constructor(e.length + t.length), r = 0; r < e.length; r++) n[r] = e[r];
	for (var i = e.length, r = 0; r < t.length; r++) n[r + i] = t[r];
	return n;
}
function De(e, t) {
	var n;
	if (Object.create) n = Object.create(e);
	else {
		var r = function() {};
		r.prototype = e, n = new r();
	}
	return t && P(n, t), n;
}
function Oe(e) {
	var t = e.style;
	t.webkitUserSelect = "none", t.userSelect = "none", t.webkitTapHighlightColor = "rgba(0,0,0,0)", t["-webkit-touch-callout"] = "none";
}
function Y(e, t) {
	return e.hasOwnProperty(t);
}
function ke() {}
var Ae = 180 / Math.PI;
// node_modules/zrender/lib/core/vector.js
function je(e, t) {
	return e ?? (e = 0), t ?? (t = 0), [e, t];
}
function Me(e) {
	return [e[0], e[1]];
}
function Ne(e, t, n) {
	return e[0] = t[0] + n[0], e[1] = t[1] + n[1], e;
}
function Pe(e, t, n) {
	return e[0] = t[0] - n[0], e[1] = t[1] - n[1], e;
}
function Fe(e) {
	return Math.sqrt(Ie(e));
}
function Ie(e) {
	return e[0] * e[0] + e[1] * e[1];
}
function Le(e, t, n) {
	return e[0] = t[0] * n, e[1] = t[1] * n, e;
}
function Re(e, t) {
	var n = Fe(t);
	return n === 0 ? (e[0] = 0, e[1] = 0) : (e[0] = t[0] / n, e[1] = t[1] / n), e;
}
function ze(e, t) {
	return Math.sqrt((e[0] - t[0]) * (e[0] - t[0]) + (e[1] - t[1]) * (e[1] - t[1]));
}
var Be = ze;
function Ve(e, t) {
	return (e[0] - t[0]) * (e[0] - t[0]) + (e[1] - t[1]) * (e[1] - t[1]);
}
var He = Ve;
function Ue(e, t, n) {
	var r = t[0], i = t[1];
	return e[0] = n[0] * r + n[2] * i + n[4], e[1] = n[1] * r + n[3] * i + n[5], e;
}
function We(e, t, n) {
	return e[0] = Math.min(t[0], n[0]), e[1] = Math.min(t[1], n[1]), e;
}
function Ge(e, t, n) {
	return e[0] = Math.max(t[0], n[0]), e[1] = Math.max(t[1], n[1]), e;
}
// node_modules/zrender/lib/mixin/Draggable.js
var Ke = function() {
	function e(e, t) {
		this.target = e, this.topTarget = t && t.topTarget;
	}
	return e;
}(), qe = function() {
	function e(e) {
		this.handler = e, e.on("mousedown", this._dragStart, this), e.on("mousemove", this._drag, this), e.on("mouseup", this._dragEnd, this);
	}
	return e.prototype._dragStart = function(e) {
		for (var t = e.target; t && !t.draggable;) t = t.parent || t.__hostTarget;
		t && (this._draggingTarget = t, t.dragging = !0, this._x = e.offsetX, this._y = e.offsetY, this.handler.dispatchToElement(new Ke(t, e), "dragstart", e.event));
	}, e.prototype._drag = function(e) {
		var t = this._draggingTarget;
		if (t) {
			var n = e.offsetX, r = e.offsetY, i = n - this._x, a = r - this._y;
			this._x = n, this._y = r, t.drift(i, a, e), this.handler.dispatchToElement(new Ke(t, e), "drag", e.event);
			var o = this.handler.findHover(n, r, t).target, s = this._dropTarget;
			this._dropTarget = o, t !== o && (s && o !== s && this.handler.dispatchToElement(new Ke(s, e), "dragleave", e.event), o && o !== s && this.handler.dispatchToElement(new Ke(o, e), "dragenter", e.event));
		}
	}, e.prototype._dragEnd = function(e) {
		var t = this._draggingTarget;
		t && (t.dragging = !1), this.handler.dispatchToElement(new Ke(t, e), "dragend", e.event), this._dropTarget && this.handler.dispatchToElement(new Ke(this._dropTarget, e), "drop", e.event), this._draggingTarget = null, this._dropTarget = null;
	}, e;
}(), Je = function() {
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
}(), Ye = Math.log(2);
function Xe(e, t, n, r, i, a) {
	var o = r + "-" + i, s = e.length;
	if (a.hasOwnProperty(o)) return a[o];
	if (t === 1) {
		var c = Math.round(Math.log((1 << s) - 1 & ~i) / Ye);
		return e[n][c];
	}
	for (var l = r | 1 << n, u = n + 1; r & 1 << u;) u++;
	for (var d = 0, f = 0, p = 0; f < s; f++) {
		var m = 1 << f;
		m & i || (d += (p % 2 ? -1 : 1) * e[n][f] * Xe(e, t - 1, u, l, i | m, a), p++);
	}
	return a[o] = d, d;
}
function Ze(e, t) {
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
	], r = {}, i = Xe(n, 8, 0, 0, 0, r);
	if (i !== 0) {
		for (var a = [], o = 0; o < 8; o++) for (var s = 0; s < 8; s++) a[s] ?? (a[s] = 0), a[s] += ((o + s) % 2 ? -1 : 1) * Xe(n, 7, +(o === 0), 1 << o, 1 << s, r) / i * t[o];
		return function(e, t, n) {
			var r = t * a[6] + n * a[7] + 1;
			e[0] = (t * a[0] + n * a[1] + a[2]) / r, e[1] = (t * a[3] + n * a[4] + a[5]) / r;
		};
	}
}
// node_modules/zrender/lib/core/dom.js
var Qe = "___zrEVENTSAVED", $e = [];
function et(e, t, n, r, i) {
	return tt($e, t, r, i, !0) && tt(e, n, $e[0], $e[1]);
}
function tt(e, t, n, r, i) {
	if (t.getBoundingClientRect && l.domSupported && !it(t)) {
		var a = t[Qe] || (t[Qe] = {}), o = rt(nt(t, a), a, i);
		if (o) return o(e, n, r), !0;
	}
	return !1;
}
function nt(e, t) {
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
function rt(e, t, n) {
	for (var r = n ? "invTrans" : "trans", i = t[r], a = t.srcCoords, o = [], s = [], c = !0, l = 0; l < 4; l++) {
		var u = e[l].getBoundingClientRect(), d = 2 * l, f = u.left, p = u.top;
		o.push(f, p), c = c && a && f === a[d] && p === a[d + 1], s.push(e[l].offsetLeft, e[l].offsetTop);
	}
	return c && i ? i : (t.srcCoords = o, t[r] = n ? Ze(s, o) : Ze(o, s));
}
function it(e) {
	return e.nodeName.toUpperCase() === "CANVAS";
}
var at = /([&<>"'])/g, ot = {
	"&": "&amp;",
	"<": "&lt;",
	">": "&gt;",
	"\"": "&quot;",
	"'": "&#39;"
};
function st(e) {
	return e == null ? "" : (e + "").replace(at, function(e, t) {
		return ot[t];
	});
}
// node_modules/zrender/lib/core/event.js
var ct = /^(?:mouse|pointer|contextmenu|drag|drop)|click/, lt = [], ut = l.browser.firefox && +l.browser.version.split(".")[0] < 39;
function dt(e, t, n, r) {
	return n = n || {}, r ? ft(e, t, n) : ut && t.layerX != null && t.layerX !== t.offsetX ? (n.zrX = t.layerX, n.zrY = t.layerY) : t.offsetX == null ? ft(e, t, n) : (n.zrX = t.offsetX, n.zrY = t.offsetY), n;
}
function ft(e, t, n) {
	if (l.domSupported && e.getBoundingClientRect) {
		var r = t.clientX, i = t.clientY;
		if (it(e)) {
			var a = e.getBoundingClientRect();
			n.zrX = r - a.left, n.zrY = i - a.top;
			return;
		}
		if (tt(lt, e, r, i)) {
			n.zrX = lt[0], n.zrY = lt[1];
			return;
		}
	}
	n.zrX = n.zrY = 0;
}
function pt(e) {
	return e || window.event;
}
function mt(e, t, n) {
	if (t = pt(t), t.zrX != null) return t;
	var r = t.type;
	if (r && r.indexOf("touch") >= 0) {
		var i = r === "touchend" ? t.changedTouches[0] : t.targetTouches[0];
		i && dt(e, i, t, n);
	} else {
		dt(e, t, t, n);
		var a = ht(t);
		t.zrDelta = a ? a / 120 : -(t.detail || 0) / 3;
	}
	var o = t.button;
	return t.which == null && o !== void 0 && ct.test(t.type) && (t.which = o & 1 ? 1 : o & 2 ? 3 : o & 4 ? 2 : 0), t;
}
function ht(e) {
	var t = e.wheelDelta;
	if (t) return t;
	var n = e.deltaX, r = e.deltaY;
	if (n == null || r == null) return t;
	var i = Math.abs(r === 0 ? n : r), a = r > 0 ? -1 : r < 0 ? 1 : n > 0 ? -1 : 1;
	return 3 * i * a;
}
function gt(e, t, n, r) {
	e.addEventListener(t, n, r);
}
function _t(e, t, n, r) {
	e.removeEventListener(t, n, r);
}
var vt = function(e) {
	e.preventDefault(), e.stopPropagation(), e.cancelBubble = !0;
};
function yt(e) {
	return e.which === 2 || e.which === 3;
}
// node_modules/zrender/lib/core/GestureMgr.js
var bt = function() {
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
				var s = r[a], c = dt(n, s, {});
				i.points.push([c.zrX, c.zrY]), i.touches.push(s);
			}
			this._track.push(i);
		}
	}, e.prototype._recognize = function(e) {
		for (var t in Ct) if (Ct.hasOwnProperty(t)) {
			var n = Ct[t](this._track, e);
			if (n) return n;
		}
	}, e;
}();
function xt(e) {
	var t = e[1][0] - e[0][0], n = e[1][1] - e[0][1];
	return Math.sqrt(t * t + n * n);
}
function St(e) {
	return [(e[0][0] + e[1][0]) / 2, (e[0][1] + e[1][1]) / 2];
}
var Ct = { pinch: function(e, t) {
	var n = e.length;
	if (n) {
		var r = (e[n - 1] || {}).points, i = (e[n - 2] || {}).points || r;
		if (i && i.length > 1 && r && r.length > 1) {
			var a = xt(r) / xt(i);
			!isFinite(a) && (a = 1), t.pinchScale = a;
			var o = St(r);
			return t.pinchX = o[0], t.pinchY = o[1], {
				type: "pinch",
				target: e[0].target,
				event: t
			};
		}
	}
} };
// node_modules/zrender/lib/core/matrix.js
function wt() {
	return [
		1,
		0,
		0,
		1,
		0,
		0
	];
}
function Tt(e) {
	return e[0] = 1, e[1] = 0, e[2] = 0, e[3] = 1, e[4] = 0, e[5] = 0, e;
}
function Et(e, t) {
	return e[0] = t[0], e[1] = t[1], e[2] = t[2], e[3] = t[3], e[4] = t[4], e[5] = t[5], e;
}
function Dt(e, t, n) {
	var r = t[0] * n[0] + t[2] * n[1], i = t[1] * n[0] + t[3] * n[1], a = t[0] * n[2] + t[2] * n[3], o = t[1] * n[2] + t[3] * n[3], s = t[0] * n[4] + t[2] * n[5] + t[4], c = t[1] * n[4] + t[3] * n[5] + t[5];
	return e[0] = r, e[1] = i, e[2] = a, e[3] = o, e[4] = s, e[5] = c, e;
}
function Ot(e, t, n) {
	return e[0] = t[0], e[1] = t[1], e[2] = t[2], e[3] = t[3], e[4] = t[4] + n[0], e[5] = t[5] + n[1], e;
}
function kt(e, t, n, r) {
	r === void 0 && (r = [0, 0]);
	var i = t[0], a = t[2], o = t[4], s = t[1], c = t[3], l = t[5], u = Math.sin(n), d = Math.cos(n);
	return e[0] = i * d + s * u, e[1] = -i * u + s * d, e[2] = a * d + c * u, e[3] = -a * u + d * c, e[4] = d * (o - r[0]) + u * (l - r[1]) + r[0], e[5] = d * (l - r[1]) - u * (o - r[0]) + r[1], e;
}
function At(e, t, n) {
	var r = n[0], i = n[1];
	return e[0] = t[0] * r, e[1] = t[1] * i, e[2] = t[2] * r, e[3] = t[3] * i, e[4] = t[4] * r, e[5] = t[5] * i, e;
}
function jt(e, t) {
	var n = t[0], r = t[2], i = t[4], a = t[1], o = t[3], s = t[5], c = n * o - a * r;
	return c ? (c = 1 / c, e[0] = o * c, e[1] = -a * c, e[2] = -r * c, e[3] = n * c, e[4] = (r * s - o * i) * c, e[5] = (a * i - n * s) * c, e) : null;
}
// node_modules/zrender/lib/core/Point.js
var Mt = function() {
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
}(), Nt = Math.min, Pt = Math.max, Ft = new Mt(), It = new Mt(), Lt = new Mt(), Rt = new Mt(), zt = new Mt(), Bt = new Mt(), X = function() {
	function e(e, t, n, r) {
		n < 0 && (e += n, n = -n), r < 0 && (t += r, r = -r), this.x = e, this.y = t, this.width = n, this.height = r;
	}
	return e.prototype.union = function(e) {
		var t = Nt(e.x, this.x), n = Nt(e.y, this.y);
		this.width = isFinite(this.x) && isFinite(this.width) ? Pt(e.x + e.width, this.x + this.width) - t : e.width, this.height = isFinite(this.y) && isFinite(this.height) ? Pt(e.y + e.height, this.y + this.height) - n : e.height, this.x = t, this.y = n;
	}, e.prototype.applyTransform = function(t) {
		e.applyTransform(this, this, t);
	}, e.prototype.calculateTransform = function(e) {
		var t = this, n = e.width / t.width, r = e.height / t.height, i = wt();
		return Ot(i, i, [-t.x, -t.y]), At(i, i, [n, r]), Ot(i, i, [e.x, e.y]), i;
	}, e.prototype.intersect = function(t, n) {
		if (!t) return !1;
		t instanceof e || (t = e.create(t));
		var r = this, i = r.x, a = r.x + r.width, o = r.y, s = r.y + r.height, c = t.x, l = t.x + t.width, u = t.y, d = t.y + t.height, f = !(a < c || l < i || s < u || d < o);
		if (n) {
			var p = Infinity, m = 0, h = Math.abs(a - c), g = Math.abs(l - i), _ = Math.abs(s - u), v = Math.abs(d - o), y = Math.min(h, g), b = Math.min(_, v);
			a < c || l < i ? y > m && (m = y, h < g ? Mt.set(Bt, -h, 0) : Mt.set(Bt, g, 0)) : y < p && (p = y, h < g ? Mt.set(zt, h, 0) : Mt.set(zt, -g, 0)), s < u || d < o ? b > m && (m = b, _ < v ? Mt.set(Bt, 0, -_) : Mt.set(Bt, 0, v)) : y < p && (p = y, _ < v ? Mt.set(zt, 0, _) : Mt.set(zt, 0, -v));
		}
		return n && Mt.copy(n, f ? zt : Bt), f;
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
			Ft.x = Lt.x = n.x, Ft.y = Rt.y = n.y, It.x = Rt.x = n.x + n.width, It.y = Lt.y = n.y + n.height, Ft.transform(r), Rt.transform(r), It.transform(r), Lt.transform(r), t.x = Nt(Ft.x, It.x, Lt.x, Rt.x), t.y = Nt(Ft.y, It.y, Lt.y, Rt.y);
			var c = Pt(Ft.x, It.x, Lt.x, Rt.x), l = Pt(Ft.y, It.y, Lt.y, Rt.y);
			t.width = c - t.x, t.height = l - t.y;
		}
	}, e;
}(), Vt = "silent";
function Ht(e, t, n) {
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
		stop: Ut
	};
}
function Ut() {
	vt(this.event);
}
var Wt = function(e) {
	s(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.handler = null, t;
	}
	return t.prototype.dispose = function() {}, t.prototype.setCursor = function() {}, t;
}(Je), Gt = function() {
	function e(e, t) {
		this.x = e, this.y = t;
	}
	return e;
}(), Kt = [
	"click",
	"dblclick",
	"mousewheel",
	"mouseout",
	"mouseup",
	"mousedown",
	"mousemove",
	"contextmenu"
], qt = new X(0, 0, 0, 0), Jt = function(e) {
	s(t, e);
	function t(t, n, r, i, a) {
		var o = e.call(this) || this;
		return o._hovered = new Gt(0, 0), o.storage = t, o.painter = n, o.painterRoot = i, o._pointerSize = a, r = r || new Wt(), o.proxy = null, o.setHandlerProxy(r), o._draggingMgr = new qe(o), o;
	}
	return t.prototype.setHandlerProxy = function(e) {
		this.proxy && this.proxy.dispose(), e && (R(Kt, function(t) {
			e.on && e.on(t, this[t], this);
		}, this), e.handler = this), this.proxy = e;
	}, t.prototype.mousemove = function(e) {
		var t = e.zrX, n = e.zrY, r = Zt(this, t, n), i = this._hovered, a = i.target;
		a && !a.__zr && (i = this.findHover(i.x, i.y), a = i.target);
		var o = this._hovered = r ? new Gt(t, n) : this.findHover(t, n), s = o.target, c = this.proxy;
		c.setCursor && c.setCursor(s ? s.cursor : "default"), a && s !== a && this.dispatchToElement(i, "mouseout", e), this.dispatchToElement(o, "mousemove", e), s && s !== a && this.dispatchToElement(o, "mouseover", e);
	}, t.prototype.mouseout = function(e) {
		var t = e.zrEventControl;
		t !== "only_globalout" && this.dispatchToElement(this._hovered, "mouseout", e), t !== "no_globalout" && this.trigger("globalout", {
			type: "globalout",
			event: e
		});
	}, t.prototype.resize = function() {
		this._hovered = new Gt(0, 0);
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
			for (var i = "on" + t, a = Ht(t, e, n); r && (r[i] && (a.cancelBubble = !!r[i].call(r, a)), r.trigger(t, a), r = r.__hostTarget ? r.__hostTarget : r.parent, !a.cancelBubble););
			a.cancelBubble || (this.trigger(t, a), this.painter && this.painter.eachOtherLayer && this.painter.eachOtherLayer(function(e) {
				typeof e[i] == "function" && e[i].call(e, a), e.trigger && e.trigger(t, a);
			}));
		}
	}, t.prototype.findHover = function(e, t, n) {
		var r = this.storage.getDisplayList(), i = new Gt(e, t);
		if (Xt(r, i, e, t, n), this._pointerSize && !i.target) {
			for (var a = [], o = this._pointerSize, s = o / 2, c = new X(e - s, t - s, o, o), l = r.length - 1; l >= 0; l--) {
				var u = r[l];
				u === n || u.ignore || u.ignoreCoarsePointer || u.parent && u.parent.ignoreCoarsePointer || (qt.copy(u.getBoundingRect()), u.transform && qt.applyTransform(u.transform), qt.intersect(c) && a.push(u));
			}
			if (a.length) {
				for (var d = 4, f = Math.PI / 12, p = Math.PI * 2, m = 0; m < s; m += d) for (var h = 0; h < p; h += f) if (Xt(a, i, e + m * Math.cos(h), t + m * Math.sin(h), n), i.target) return i;
			}
		}
		return i;
	}, t.prototype.processGesture = function(e, t) {
		this._gestureMgr || (this._gestureMgr = new bt());
		var n = this._gestureMgr;
		t === "start" && n.clear();
		var r = n.recognize(e, this.findHover(e.zrX, e.zrY, null).target, this.proxy.dom);
		if (t === "end" && n.clear(), r) {
			var i = r.type;
			e.gestureEvent = i;
			var a = new Gt();
			a.target = r.target, this.dispatchToElement(a, i, r.event);
		}
	}, t;
}(Je);
R([
	"click",
	"mousedown",
	"mouseup",
	"mousewheel",
	"dblclick",
	"contextmenu"
], function(e) {
	Jt.prototype[e] = function(t) {
		var n = t.zrX, r = t.zrY, i = Zt(this, n, r), a, o;
		if (e === "mouseup" && i || (a = this.findHover(n, r), o = a.target), e === "mousedown") this._downEl = o, this._downPoint = [t.zrX, t.zrY], this._upEl = o;
		else if (e === "mouseup") this._upEl = o;
		else if (e === "click") {
			if (this._downEl !== this._upEl || !this._downPoint || Be(this._downPoint, [t.zrX, t.zrY]) > 4) return;
			this._downPoint = null;
		}
		this.dispatchToElement(a, e, t);
	};
});
function Yt(e, t, n) {
	if (e[e.rectHover ? "rectContain" : "contain"](t, n)) {
		for (var r = e, i = void 0, a = !1; r;) {
			if (r.ignoreClip && (a = !0), !a) {
				var o = r.getClipPath();
				if (o && !o.contain(t, n)) return !1;
			}
			r.silent && (i = !0), r = r.__hostTarget || r.parent;
		}
		return !i || Vt;
	}
	return !1;
}
function Xt(e, t, n, r, i) {
	for (var a = e.length - 1; a >= 0; a--) {
		var o = e[a], s = void 0;
		if (o !== i && !o.ignore && (s = Yt(o, n, r)) && (!t.topTarget && (t.topTarget = o), s !== Vt)) {
			t.target = o;
			break;
		}
	}
}
function Zt(e, t, n) {
	var r = e.painter;
	return t < 0 || t > r.getWidth() || n < 0 || n > r.getHeight();
}
// node_modules/zrender/lib/core/timsort.js
var Qt = 32, $t = 7;
function en(e) {
	for (var t = 0; e >= Qt;) t |= e & 1, e >>= 1;
	return e + t;
}
function tn(e, t, n, r) {
	var i = t + 1;
	if (i === n) return 1;
	if (r(e[i++], e[t]) < 0) {
		for (; i < n && r(e[i], e[i - 1]) < 0;) i++;
		nn(e, t, i);
	} else for (; i < n && r(e[i], e[i - 1]) >= 0;) i++;
	return i - t;
}
function nn(e, t, n) {
	for (n--; t < n;) {
		var r = e[t];
		e[t++] = e[n], e[n--] = r;
	}
}
function rn(e, t, n, r, i) {
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
function an(e, t, n, r, i, a) {
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
function on(e, t, n, r, i, a) {
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
function sn(e, t) {
	var n = $t, r, i, a = 0, o = [];
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
		var u = on(e[c], e, o, s, 0, t);
		o += u, s -= u, s !== 0 && (l = an(e[o + s - 1], e, c, l, l - 1, t), l !== 0 && (s <= l ? d(o, s, c, l) : f(o, s, c, l)));
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
					if (p = on(e[u], o, l, i, 0, t), p !== 0) {
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
					if (m = an(o[l], e, u, s, 0, t), m !== 0) {
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
				} while (p >= $t || m >= $t);
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
					if (h = i - on(o[u], e, r, i, i - 1, t), h !== 0) {
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
					if (g = s - an(e[l], o, 0, s, s - 1, t), g !== 0) {
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
				} while (h >= $t || g >= $t);
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
function cn(e, t, n, r) {
	n || (n = 0), r || (r = e.length);
	var i = r - n;
	if (!(i < 2)) {
		var a = 0;
		if (i < Qt) a = tn(e, n, r, t), rn(e, n, r, n + a, t);
		else {
			var o = sn(e, t), s = en(i);
			do {
				if (a = tn(e, n, r, t), a < s) {
					var c = i;
					c > s && (c = s), rn(e, n, n + c, n + a, t), a = c;
				}
				o.pushRun(n, a), o.mergeRuns(), i -= a, n += a;
			} while (i !== 0);
			o.forceMergeRuns();
		}
	}
}
// node_modules/zrender/lib/Storage.js
var ln = !1;
function un() {
	ln || (ln = !0, console.warn("z / z2 / zlevel of displayable is invalid, which may cause unexpected errors"));
}
function dn(e, t) {
	return e.zlevel === t.zlevel ? e.z === t.z ? e.z2 - t.z2 : e.z - t.z : e.zlevel - t.zlevel;
}
var fn = function() {
	function e() {
		this._roots = [], this._displayList = [], this._displayListLen = 0, this.displayableSortFunc = dn;
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
		n.length = this._displayListLen, cn(n, dn);
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
				t && t.length ? l.__clipPaths = t : l.__clipPaths && l.__clipPaths.length > 0 && (l.__clipPaths = []), isNaN(l.z) && (un(), l.z = 0), isNaN(l.z2) && (un(), l.z2 = 0), isNaN(l.zlevel) && (un(), l.zlevel = 0), this._displayList[this._displayListLen++] = l;
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
}(), pn = l.hasGlobalWindow && (window.requestAnimationFrame && window.requestAnimationFrame.bind(window) || window.msRequestAnimationFrame && window.msRequestAnimationFrame.bind(window) || window.mozRequestAnimationFrame || window.webkitRequestAnimationFrame) || function(e) {
	return setTimeout(e, 16);
}, mn = {
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
		return 1 - mn.bounceOut(1 - e);
	},
	bounceOut: function(e) {
		return e < 1 / 2.75 ? 7.5625 * e * e : e < 2 / 2.75 ? 7.5625 * (e -= 1.5 / 2.75) * e + .75 : e < 2.5 / 2.75 ? 7.5625 * (e -= 2.25 / 2.75) * e + .9375 : 7.5625 * (e -= 2.625 / 2.75) * e + .984375;
	},
	bounceInOut: function(e) {
		return e < .5 ? mn.bounceIn(e * 2) * .5 : mn.bounceOut(e * 2 - 1) * .5 + .5;
	}
}, hn = Math.pow, gn = Math.sqrt, _n = 1e-8, vn = 1e-4, yn = gn(3), bn = 1 / 3, xn = je(), Sn = je(), Cn = je();
function wn(e) {
	return e > -_n && e < _n;
}
function Tn(e) {
	return e > _n || e < -_n;
}
function En(e, t, n, r, i) {
	var a = 1 - i;
	return a * a * (a * e + 3 * i * t) + i * i * (i * r + 3 * a * n);
}
function Dn(e, t, n, r, i) {
	var a = 1 - i;
	return 3 * (((t - e) * a + 2 * (n - t) * i) * a + (r - n) * i * i);
}
function On(e, t, n, r, i, a) {
	var o = r + 3 * (t - n) - e, s = 3 * (n - t * 2 + e), c = 3 * (t - e), l = e - i, u = s * s - 3 * o * c, d = s * c - 9 * o * l, f = c * c - 3 * s * l, p = 0;
	if (wn(u) && wn(d)) {
		if (wn(s)) a[0] = 0;
		else {
			var m = -c / s;
			m >= 0 && m <= 1 && (a[p++] = m);
		}
	} else {
		var h = d * d - 4 * u * f;
		if (wn(h)) {
			var g = d / u, m = -s / o + g, _ = -g / 2;
			m >= 0 && m <= 1 && (a[p++] = m), _ >= 0 && _ <= 1 && (a[p++] = _);
		} else if (h > 0) {
			var v = gn(h), y = u * s + 1.5 * o * (-d + v), b = u * s + 1.5 * o * (-d - v);
			y = y < 0 ? -hn(-y, bn) : hn(y, bn), b = b < 0 ? -hn(-b, bn) : hn(b, bn);
			var m = (-s - (y + b)) / (3 * o);
			m >= 0 && m <= 1 && (a[p++] = m);
		} else {
			var x = (2 * u * s - 3 * o * d) / (2 * gn(u * u * u)), S = Math.acos(x) / 3, C = gn(u), w = Math.cos(S), m = (-s - 2 * C * w) / (3 * o), _ = (-s + C * (w + yn * Math.sin(S))) / (3 * o), T = (-s + C * (w - yn * Math.sin(S))) / (3 * o);
			m >= 0 && m <= 1 && (a[p++] = m), _ >= 0 && _ <= 1 && (a[p++] = _), T >= 0 && T <= 1 && (a[p++] = T);
		}
	}
	return p;
}
function kn(e, t, n, r, i) {
	var a = 6 * n - 12 * t + 6 * e, o = 9 * t + 3 * r - 3 * e - 9 * n, s = 3 * t - 3 * e, c = 0;
	if (wn(o)) {
		if (Tn(a)) {
			var l = -s / a;
			l >= 0 && l <= 1 && (i[c++] = l);
		}
	} else {
		var u = a * a - 4 * o * s;
		if (wn(u)) i[0] = -a / (2 * o);
		else if (u > 0) {
			var d = gn(u), l = (-a + d) / (2 * o), f = (-a - d) / (2 * o);
			l >= 0 && l <= 1 && (i[c++] = l), f >= 0 && f <= 1 && (i[c++] = f);
		}
	}
	return c;
}
function An(e, t, n, r, i, a) {
	var o = (t - e) * i + e, s = (n - t) * i + t, c = (r - n) * i + n, l = (s - o) * i + o, u = (c - s) * i + s, d = (u - l) * i + l;
	a[0] = e, a[1] = o, a[2] = l, a[3] = d, a[4] = d, a[5] = u, a[6] = c, a[7] = r;
}
function jn(e, t, n, r, i, a, o, s, c, l, u) {
	var d, f = .005, p = Infinity, m, h, g, _;
	xn[0] = c, xn[1] = l;
	for (var v = 0; v < 1; v += .05) Sn[0] = En(e, n, i, o, v), Sn[1] = En(t, r, a, s, v), g = He(xn, Sn), g < p && (d = v, p = g);
	p = Infinity;
	for (var y = 0; y < 32 && !(f < vn); y++) m = d - f, h = d + f, Sn[0] = En(e, n, i, o, m), Sn[1] = En(t, r, a, s, m), g = He(Sn, xn), m >= 0 && g < p ? (d = m, p = g) : (Cn[0] = En(e, n, i, o, h), Cn[1] = En(t, r, a, s, h), _ = He(Cn, xn), h <= 1 && _ < p ? (d = h, p = _) : f *= .5);
	return u && (u[0] = En(e, n, i, o, d), u[1] = En(t, r, a, s, d)), gn(p);
}
function Mn(e, t, n, r, i, a, o, s, c) {
	for (var l = e, u = t, d = 0, f = 1 / c, p = 1; p <= c; p++) {
		var m = p * f, h = En(e, n, i, o, m), g = En(t, r, a, s, m), _ = h - l, v = g - u;
		d += Math.sqrt(_ * _ + v * v), l = h, u = g;
	}
	return d;
}
function Nn(e, t, n, r) {
	var i = 1 - r;
	return i * (i * e + 2 * r * t) + r * r * n;
}
function Pn(e, t, n, r) {
	return 2 * ((1 - r) * (t - e) + r * (n - t));
}
function Fn(e, t, n, r, i) {
	var a = e - 2 * t + n, o = 2 * (t - e), s = e - r, c = 0;
	if (wn(a)) {
		if (Tn(o)) {
			var l = -s / o;
			l >= 0 && l <= 1 && (i[c++] = l);
		}
	} else {
		var u = o * o - 4 * a * s;
		if (wn(u)) {
			var l = -o / (2 * a);
			l >= 0 && l <= 1 && (i[c++] = l);
		} else if (u > 0) {
			var d = gn(u), l = (-o + d) / (2 * a), f = (-o - d) / (2 * a);
			l >= 0 && l <= 1 && (i[c++] = l), f >= 0 && f <= 1 && (i[c++] = f);
		}
	}
	return c;
}
function In(e, t, n) {
	var r = e + n - 2 * t;
	return r === 0 ? .5 : (e - t) / r;
}
function Ln(e, t, n, r, i) {
	var a = (t - e) * r + e, o = (n - t) * r + t, s = (o - a) * r + a;
	i[0] = e, i[1] = a, i[2] = s, i[3] = s, i[4] = o, i[5] = n;
}
function Rn(e, t, n, r, i, a, o, s, c) {
	var l, u = .005, d = Infinity;
	xn[0] = o, xn[1] = s;
	for (var f = 0; f < 1; f += .05) {
		Sn[0] = Nn(e, n, i, f), Sn[1] = Nn(t, r, a, f);
		var p = He(xn, Sn);
		p < d && (l = f, d = p);
	}
	d = Infinity;
	for (var m = 0; m < 32 && !(u < vn); m++) {
		var h = l - u, g = l + u;
		Sn[0] = Nn(e, n, i, h), Sn[1] = Nn(t, r, a, h);
		var p = He(Sn, xn);
		if (h >= 0 && p < d) l = h, d = p;
		else {
			Cn[0] = Nn(e, n, i, g), Cn[1] = Nn(t, r, a, g);
			var _ = He(Cn, xn);
			g <= 1 && _ < d ? (l = g, d = _) : u *= .5;
		}
	}
	return c && (c[0] = Nn(e, n, i, l), c[1] = Nn(t, r, a, l)), gn(d);
}
function zn(e, t, n, r, i, a, o) {
	for (var s = e, c = t, l = 0, u = 1 / o, d = 1; d <= o; d++) {
		var f = d * u, p = Nn(e, n, i, f), m = Nn(t, r, a, f), h = p - s, g = m - c;
		l += Math.sqrt(h * h + g * g), s = p, c = m;
	}
	return l;
}
// node_modules/zrender/lib/animation/cubicEasing.js
var Bn = /cubic-bezier\(([0-9,\.e ]+)\)/;
function Vn(e) {
	var t = e && Bn.exec(e);
	if (t) {
		var n = t[1].split(","), r = +ve(n[0]), i = +ve(n[1]), a = +ve(n[2]), o = +ve(n[3]);
		if (isNaN(r + i + a + o)) return;
		var s = [];
		return function(e) {
			return e <= 0 ? 0 : e >= 1 ? 1 : On(0, r, a, 1, e, s) && En(0, i, o, 1, s[0]);
		};
	}
}
// node_modules/zrender/lib/animation/Clip.js
var Hn = function() {
	function e(e) {
		this._inited = !1, this._startTime = 0, this._pausedTime = 0, this._paused = !1, this._life = e.life || 1e3, this._delay = e.delay || 0, this.loop = e.loop || !1, this.onframe = e.onframe || ke, this.ondestroy = e.ondestroy || ke, this.onrestart = e.onrestart || ke, e.easing && this.setEasing(e.easing);
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
		this.easing = e, this.easingFunc = W(e) ? e : mn[e] || Vn(e);
	}, e;
}(), Un = function() {
	function e(e) {
		this.value = e;
	}
	return e;
}(), Wn = function() {
	function e() {
		this._len = 0;
	}
	return e.prototype.insert = function(e) {
		var t = new Un(e);
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
}(), Gn = function() {
	function e(e) {
		this._list = new Wn(), this._maxSize = 10, this._map = {}, this._maxSize = e;
	}
	return e.prototype.put = function(e, t) {
		var n = this._list, r = this._map, i = null;
		if (r[e] == null) {
			var a = n.len(), o = this._lastRemovedEntry;
			if (a >= this._maxSize && a > 0) {
				var s = n.head;
				n.remove(s), delete r[s.key], i = s.value, this._lastRemovedEntry = s;
			}
			o ? o.value = t : o = new Un(t), o.key = e, n.insertEntry(o), r[e] = o;
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
}(), Kn = {
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
function qn(e) {
	return e = Math.round(e), e < 0 ? 0 : e > 255 ? 255 : e;
}
function Jn(e) {
	return e = Math.round(e), e < 0 ? 0 : e > 360 ? 360 : e;
}
function Yn(e) {
	return e < 0 ? 0 : e > 1 ? 1 : e;
}
function Xn(e) {
	var t = e;
	return t.length && t.charAt(t.length - 1) === "%" ? qn(parseFloat(t) / 100 * 255) : qn(parseInt(t, 10));
}
function Zn(e) {
	var t = e;
	return t.length && t.charAt(t.length - 1) === "%" ? Yn(parseFloat(t) / 100) : Yn(parseFloat(t));
}
function Qn(e, t, n) {
	return n < 0 ? n += 1 : n > 1 && --n, n * 6 < 1 ? e + (t - e) * n * 6 : n * 2 < 1 ? t : n * 3 < 2 ? e + (t - e) * (2 / 3 - n) * 6 : e;
}
function $n(e, t, n) {
	return e + (t - e) * n;
}
function er(e, t, n, r, i) {
	return e[0] = t, e[1] = n, e[2] = r, e[3] = i, e;
}
function tr(e, t) {
	return e[0] = t[0], e[1] = t[1], e[2] = t[2], e[3] = t[3], e;
}
var nr = new Gn(20), rr = null;
function ir(e, t) {
	rr && tr(rr, t), rr = nr.put(e, rr || t.slice());
}
function ar(e, t) {
	if (e) {
		t = t || [];
		var n = nr.get(e);
		if (n) return tr(t, n);
		e += "";
		var r = e.replace(/ /g, "").toLowerCase();
		if (r in Kn) return tr(t, Kn[r]), ir(e, t), t;
		var i = r.length;
		if (r.charAt(0) === "#") {
			if (i === 4 || i === 5) {
				var a = parseInt(r.slice(1, 4), 16);
				if (!(a >= 0 && a <= 4095)) {
					er(t, 0, 0, 0, 1);
					return;
				}
				return er(t, (a & 3840) >> 4 | (a & 3840) >> 8, a & 240 | (a & 240) >> 4, a & 15 | (a & 15) << 4, i === 5 ? parseInt(r.slice(4), 16) / 15 : 1), ir(e, t), t;
			}
			if (i === 7 || i === 9) {
				var a = parseInt(r.slice(1, 7), 16);
				if (!(a >= 0 && a <= 16777215)) {
					er(t, 0, 0, 0, 1);
					return;
				}
				return er(t, (a & 16711680) >> 16, (a & 65280) >> 8, a & 255, i === 9 ? parseInt(r.slice(7), 16) / 255 : 1), ir(e, t), t;
			}
		} else {
			var o = r.indexOf("("), s = r.indexOf(")");
			if (o !== -1 && s + 1 === i) {
				var c = r.substr(0, o), l = r.substr(o + 1, s - (o + 1)).split(","), u = 1;
				switch (c) {
					case "rgba":
						if (l.length !== 4) return l.length === 3 ? er(t, +l[0], +l[1], +l[2], 1) : er(t, 0, 0, 0, 1);
						u = Zn(l.pop());
					case "rgb":
						if (l.length >= 3) return er(t, Xn(l[0]), Xn(l[1]), Xn(l[2]), l.length === 3 ? u : Zn(l[3])), ir(e, t), t;
						er(t, 0, 0, 0, 1);
						return;
					case "hsla":
						if (l.length !== 4) {
							er(t, 0, 0, 0, 1);
							return;
						}
						return l[3] = Zn(l[3]), or(l, t), ir(e, t), t;
					case "hsl":
						if (l.length !== 3) {
							er(t, 0, 0, 0, 1);
							return;
						}
						return or(l, t), ir(e, t), t;
					default: return;
				}
			}
			er(t, 0, 0, 0, 1);
		}
	}
}
function or(e, t) {
	var n = (parseFloat(e[0]) % 360 + 360) % 360 / 360, r = Zn(e[1]), i = Zn(e[2]), a = i <= .5 ? i * (r + 1) : i + r - i * r, o = i * 2 - a;
	return t = t || [], er(t, qn(Qn(o, a, n + 1 / 3) * 255), qn(Qn(o, a, n) * 255), qn(Qn(o, a, n - 1 / 3) * 255), 1), e.length === 4 && (t[3] = e[3]), t;
}
function sr(e) {
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
function cr(e, t) {
	var n = ar(e);
	if (n) {
		for (var r = 0; r < 3; r++) t < 0 ? n[r] = n[r] * (1 - t) | 0 : n[r] = (255 - n[r]) * t + n[r] | 0, n[r] > 255 ? n[r] = 255 : n[r] < 0 && (n[r] = 0);
		return pr(n, n.length === 4 ? "rgba" : "rgb");
	}
}
function lr(e, t, n) {
	if (t && t.length && e >= 0 && e <= 1) {
		n = n || [];
		var r = e * (t.length - 1), i = Math.floor(r), a = Math.ceil(r), o = t[i], s = t[a], c = r - i;
		return n[0] = qn($n(o[0], s[0], c)), n[1] = qn($n(o[1], s[1], c)), n[2] = qn($n(o[2], s[2], c)), n[3] = Yn($n(o[3], s[3], c)), n;
	}
}
function ur(e, t, n) {
	if (t && t.length && e >= 0 && e <= 1) {
		var r = e * (t.length - 1), i = Math.floor(r), a = Math.ceil(r), o = ar(t[i]), s = ar(t[a]), c = r - i, l = pr([
			qn($n(o[0], s[0], c)),
			qn($n(o[1], s[1], c)),
			qn($n(o[2], s[2], c)),
			Yn($n(o[3], s[3], c))
		], "rgba");
		return n ? {
			color: l,
			leftIndex: i,
			rightIndex: a,
			value: r
		} : l;
	}
}
function dr(e, t, n, r) {
	var i = ar(e);
	if (e) return i = sr(i), t != null && (i[0] = Jn(t)), n != null && (i[1] = Zn(n)), r != null && (i[2] = Zn(r)), pr(or(i), "rgba");
}
function fr(e, t) {
	var n = ar(e);
	if (n && t != null) return n[3] = Yn(t), pr(n, "rgba");
}
function pr(e, t) {
	if (e && e.length) {
		var n = e[0] + "," + e[1] + "," + e[2];
		return (t === "rgba" || t === "hsva" || t === "hsla") && (n += "," + e[3]), t + "(" + n + ")";
	}
}
function mr(e, t) {
	var n = ar(e);
	return n ? (.299 * n[0] + .587 * n[1] + .114 * n[2]) * n[3] / 255 + (1 - n[3]) * t : 0;
}
var hr = new Gn(100);
function gr(e) {
	if (G(e)) {
		var t = hr.get(e);
		return t || (t = cr(e, -.1), hr.put(e, t)), t;
	}
	if (ue(e)) {
		var n = P({}, e);
		return n.colorStops = z(e.colorStops, function(e) {
			return {
				offset: e.offset,
				color: cr(e.color, -.1)
			};
		}), n;
	}
	return e;
}
// node_modules/zrender/lib/svg/helper.js
function _r(e) {
	return e.type === "linear";
}
function vr(e) {
	return e.type === "radial";
}
(function() {
	return l.hasGlobalWindow && W(window.btoa) ? function(e) {
		return window.btoa(unescape(encodeURIComponent(e)));
	} : typeof Buffer < "u" ? function(e) {
		return Buffer.from(e).toString("base64");
	} : function(e) {
		return null;
	};
})();
// node_modules/zrender/lib/animation/Animator.js
var yr = Array.prototype.slice;
function br(e, t, n) {
	return (t - e) * n + e;
}
function xr(e, t, n, r) {
	for (var i = t.length, a = 0; a < i; a++) e[a] = br(t[a], n[a], r);
	return e;
}
function Sr(e, t, n, r) {
	for (var i = t.length, a = i && t[0].length, o = 0; o < i; o++) {
		e[o] || (e[o] = []);
		for (var s = 0; s < a; s++) e[o][s] = br(t[o][s], n[o][s], r);
	}
	return e;
}
function Cr(e, t, n, r) {
	for (var i = t.length, a = 0; a < i; a++) e[a] = t[a] + n[a] * r;
	return e;
}
function wr(e, t, n, r) {
	for (var i = t.length, a = i && t[0].length, o = 0; o < i; o++) {
		e[o] || (e[o] = []);
		for (var s = 0; s < a; s++) e[o][s] = t[o][s] + n[o][s] * r;
	}
	return e;
}
function Tr(e, t) {
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
function Er(e, t, n) {
	var r = e, i = t;
	if (r.push && i.push) {
		var a = r.length, o = i.length;
		if (a !== o) {
			if (a > o) r.length = o;
			else for (var s = a; s < o; s++) r.push(n === 1 ? i[s] : yr.call(i[s]));
		}
		for (var c = r[0] && r[0].length, s = 0; s < r.length; s++) if (n === 1) isNaN(r[s]) && (r[s] = i[s]);
		else for (var l = 0; l < c; l++) isNaN(r[s][l]) && (r[s][l] = i[s][l]);
	}
}
function Dr(e) {
	if (L(e)) {
		var t = e.length;
		if (L(e[0])) {
			for (var n = [], r = 0; r < t; r++) n.push(yr.call(e[r]));
			return n;
		}
		return yr.call(e);
	}
	return e;
}
function Or(e) {
	return e[0] = Math.floor(e[0]) || 0, e[1] = Math.floor(e[1]) || 0, e[2] = Math.floor(e[2]) || 0, e[3] = e[3] == null ? 1 : e[3], "rgba(" + e.join(",") + ")";
}
function kr(e) {
	return L(e && e[0]) ? 2 : 1;
}
var Ar = 0, jr = 1, Mr = 2, Nr = 3, Pr = 4, Fr = 5, Ir = 6;
function Lr(e) {
	return e === Pr || e === Fr;
}
function Rr(e) {
	return e === jr || e === Mr;
}
var zr = [
	0,
	0,
	0,
	0
], Br = function() {
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
		var r = this.keyframes, i = r.length, a = !1, o = Ir, s = t;
		if (L(t)) {
			var c = kr(t);
			o = c, (c === 1 && !oe(t[0]) || c === 2 && !oe(t[0][0])) && (a = !0);
		} else if (oe(t) && !fe(t)) o = Ar;
		else if (G(t)) {
			if (!isNaN(+t)) o = Ar;
			else {
				var l = ar(t);
				l && (s = l, o = Nr);
			}
		} else if (ue(t)) {
			var u = P({}, s);
			u.colorStops = z(t.colorStops, function(e) {
				return {
					offset: e.offset,
					color: ar(e.color)
				};
			}), _r(t) ? o = Pr : vr(t) && (o = Fr), s = u;
		}
		i === 0 ? this.valType = o : (o !== this.valType || o === Ir) && (a = !0), this.discrete = this.discrete || a;
		var d = {
			time: e,
			value: s,
			rawValue: t,
			percent: 0
		};
		return n && (d.easing = n, d.easingFunc = W(n) ? n : mn[n] || Vn(n)), r.push(d), d;
	}, e.prototype.prepare = function(e, t) {
		var n = this.keyframes;
		this._needsSort && n.sort(function(e, t) {
			return e.time - t.time;
		});
		for (var r = this.valType, i = n.length, a = n[i - 1], o = this.discrete, s = Rr(r), c = Lr(r), l = 0; l < i; l++) {
			var u = n[l], d = u.value, f = a.value;
			u.percent = u.time / e, o || (s && l !== i - 1 ? Er(d, f, r) : c && Tr(d.colorStops, f.colorStops));
		}
		if (!o && r !== Fr && t && this.needsAnimate() && t.needsAnimate() && r === t.valType && !t._finished) {
			this._additiveTrack = t;
			for (var p = n[0].value, l = 0; l < i; l++) r === Ar ? n[l].additiveValue = n[l].value - p : r === Nr ? n[l].additiveValue = Cr([], n[l].value, p, -1) : Rr(r) && (n[l].additiveValue = r === jr ? Cr([], n[l].value, p, -1) : wr([], n[l].value, p, -1));
		}
	}, e.prototype.step = function(e, t) {
		if (!this._finished) {
			this._additiveTrack && this._additiveTrack._finished && (this._additiveTrack = null);
			var n = this._additiveTrack != null, r = n ? "additiveValue" : "value", i = this.valType, a = this.keyframes, o = a.length, s = this.propName, c = i === Nr, l, u = this._lastFr, d = Math.min, f, p;
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
				var g = n ? this._additiveValue : c ? zr : e[s];
				if ((Rr(i) || c) && !g && (g = this._additiveValue = []), this.discrete) e[s] = h < 1 ? f.rawValue : p.rawValue;
				else if (Rr(i)) i === jr ? xr(g, f[r], p[r], h) : Sr(g, f[r], p[r], h);
				else if (Lr(i)) {
					var _ = f[r], v = p[r], y = i === Pr;
					e[s] = {
						type: y ? "linear" : "radial",
						x: br(_.x, v.x, h),
						y: br(_.y, v.y, h),
						colorStops: z(_.colorStops, function(e, t) {
							var n = v.colorStops[t];
							return {
								offset: br(e.offset, n.offset, h),
								color: Or(xr([], e.color, n.color, h))
							};
						}),
						global: v.global
					}, y ? (e[s].x2 = br(_.x2, v.x2, h), e[s].y2 = br(_.y2, v.y2, h)) : e[s].r = br(_.r, v.r, h);
				} else if (c) xr(g, f[r], p[r], h), n || (e[s] = Or(g));
				else {
					var b = br(f[r], p[r], h);
					n ? this._additiveValue = b : e[s] = b;
				}
				n && this._addToTarget(e);
			}
		}
	}, e.prototype._addToTarget = function(e) {
		var t = this.valType, n = this.propName, r = this._additiveValue;
		t === Ar ? e[n] = e[n] + r : t === Nr ? (ar(e[n], zr), Cr(zr, zr, r, 1), e[n] = Or(zr)) : t === jr ? Cr(e[n], e[n], r, 1) : t === Mr && wr(e[n], e[n], r, 1);
	}, e;
}(), Vr = function() {
	function e(e, t, n, r) {
		this._tracks = {}, this._trackKeys = [], this._maxTime = 0, this._started = 0, this._clip = null, this._target = e, this._loop = t, t && r ? j("Can' use additive animation on looped animation.") : (this._additiveAnimators = r, this._allowDiscrete = n);
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
				s = i[o] = new Br(o);
				var c = void 0, l = this._getAdditiveTrack(o);
				if (l) {
					var u = l.keyframes, d = u[u.length - 1];
					c = d && d.value, l.valType === Nr && c && (c = Or(c));
				} else c = this._target[o];
				if (c == null) continue;
				e > 0 && s.addKeyframe(0, Dr(c), r), this._trackKeys.push(o);
			}
			s.addKeyframe(e, Dr(t[o]), r);
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
				var d = new Hn({
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
		return z(this._trackKeys, function(t) {
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
					s && (e[i] = Dr(s.rawValue));
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
// node_modules/zrender/lib/animation/Animation.js
function Hr() {
	return (/* @__PURE__ */ new Date()).getTime();
}
var Ur = function(e) {
	s(t, e);
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
		for (var t = Hr() - this._pausedTime, n = t - this._time, r = this._head; r;) {
			var i = r.next;
			r.step(t, n) && (r.ondestroy(), this.removeClip(r)), r = i;
		}
		this._time = t, e || (this.trigger("frame", n), this.stage.update && this.stage.update());
	}, t.prototype._startLoop = function() {
		var e = this;
		this._running = !0;
		function t() {
			e._running && (pn(t), !e._paused && e.update());
		}
		pn(t);
	}, t.prototype.start = function() {
		this._running || (this._time = Hr(), this._pausedTime = 0, this._startLoop());
	}, t.prototype.stop = function() {
		this._running = !1;
	}, t.prototype.pause = function() {
		this._paused || (this._pauseStart = Hr(), this._paused = !0);
	}, t.prototype.resume = function() {
		this._paused && (this._pausedTime += Hr() - this._pauseStart, this._paused = !1);
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
		var n = new Vr(e, t.loop);
		return this.addAnimator(n), n;
	}, t;
}(Je), Wr = 300, Gr = l.domSupported, Kr = (function() {
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
		pointer: z(e, function(e) {
			var t = e.replace("mouse", "pointer");
			return n.hasOwnProperty(t) ? t : e;
		})
	};
})(), qr = {
	mouse: ["mousemove", "mouseup"],
	pointer: ["pointermove", "pointerup"]
}, Jr = !1;
function Yr(e) {
	var t = e.pointerType;
	return t === "pen" || t === "touch";
}
function Xr(e) {
	e.touching = !0, e.touchTimer != null && (clearTimeout(e.touchTimer), e.touchTimer = null), e.touchTimer = setTimeout(function() {
		e.touching = !1, e.touchTimer = null;
	}, 700);
}
function Zr(e) {
	e && (e.zrByTouch = !0);
}
function Qr(e, t) {
	return mt(e.dom, new ei(e, t), !0);
}
function $r(e, t) {
	for (var n = t, r = !1; n && n.nodeType !== 9 && !(r = n.domBelongToZr || n !== t && n === e.painterRoot);) n = n.parentNode;
	return r;
}
var ei = function() {
	function e(e, t) {
		this.stopPropagation = ke, this.stopImmediatePropagation = ke, this.preventDefault = ke, this.type = t.type, this.target = this.currentTarget = e.dom, this.pointerType = t.pointerType, this.clientX = t.clientX, this.clientY = t.clientY;
	}
	return e;
}(), ti = {
	mousedown: function(e) {
		e = mt(this.dom, e), this.__mayPointerCapture = [e.zrX, e.zrY], this.trigger("mousedown", e);
	},
	mousemove: function(e) {
		e = mt(this.dom, e);
		var t = this.__mayPointerCapture;
		t && (e.zrX !== t[0] || e.zrY !== t[1]) && this.__togglePointerCapture(!0), this.trigger("mousemove", e);
	},
	mouseup: function(e) {
		e = mt(this.dom, e), this.__togglePointerCapture(!1), this.trigger("mouseup", e);
	},
	mouseout: function(e) {
		e = mt(this.dom, e);
		var t = e.toElement || e.relatedTarget;
		$r(this, t) || (this.__pointerCapturing && (e.zrEventControl = "no_globalout"), this.trigger("mouseout", e));
	},
	wheel: function(e) {
		Jr = !0, e = mt(this.dom, e), this.trigger("mousewheel", e);
	},
	mousewheel: function(e) {
		Jr || (e = mt(this.dom, e), this.trigger("mousewheel", e));
	},
	touchstart: function(e) {
		e = mt(this.dom, e), Zr(e), this.__lastTouchMoment = /* @__PURE__ */ new Date(), this.handler.processGesture(e, "start"), ti.mousemove.call(this, e), ti.mousedown.call(this, e);
	},
	touchmove: function(e) {
		e = mt(this.dom, e), Zr(e), this.handler.processGesture(e, "change"), ti.mousemove.call(this, e);
	},
	touchend: function(e) {
		e = mt(this.dom, e), Zr(e), this.handler.processGesture(e, "end"), ti.mouseup.call(this, e), +/* @__PURE__ */ new Date() - this.__lastTouchMoment < Wr && ti.click.call(this, e);
	},
	pointerdown: function(e) {
		ti.mousedown.call(this, e);
	},
	pointermove: function(e) {
		Yr(e) || ti.mousemove.call(this, e);
	},
	pointerup: function(e) {
		ti.mouseup.call(this, e);
	},
	pointerout: function(e) {
		Yr(e) || ti.mouseout.call(this, e);
	}
};
R([
	"click",
	"dblclick",
	"contextmenu"
], function(e) {
	ti[e] = function(t) {
		t = mt(this.dom, t), this.trigger(e, t);
	};
});
var ni = {
	pointermove: function(e) {
		Yr(e) || ni.mousemove.call(this, e);
	},
	pointerup: function(e) {
		ni.mouseup.call(this, e);
	},
	mousemove: function(e) {
		this.trigger("mousemove", e);
	},
	mouseup: function(e) {
		var t = this.__pointerCapturing;
		this.__togglePointerCapture(!1), this.trigger("mouseup", e), t && (e.zrEventControl = "only_globalout", this.trigger("mouseout", e));
	}
};
function ri(e, t) {
	var n = t.domHandlers;
	l.pointerEventsSupported ? R(Kr.pointer, function(r) {
		ai(t, r, function(t) {
			n[r].call(e, t);
		});
	}) : (l.touchEventsSupported && R(Kr.touch, function(r) {
		ai(t, r, function(i) {
			n[r].call(e, i), Xr(t);
		});
	}), R(Kr.mouse, function(r) {
		ai(t, r, function(i) {
			i = pt(i), t.touching || n[r].call(e, i);
		});
	}));
}
function ii(e, t) {
	l.pointerEventsSupported ? R(qr.pointer, n) : l.touchEventsSupported || R(qr.mouse, n);
	function n(n) {
		function r(r) {
			r = pt(r), $r(e, r.target) || (r = Qr(e, r), t.domHandlers[n].call(e, r));
		}
		ai(t, n, r, { capture: !0 });
	}
}
function ai(e, t, n, r) {
	e.mounted[t] = n, e.listenerOpts[t] = r, gt(e.domTarget, t, n, r);
}
function oi(e) {
	var t = e.mounted;
	for (var n in t) t.hasOwnProperty(n) && _t(e.domTarget, n, t[n], e.listenerOpts[n]);
	e.mounted = {};
}
var si = function() {
	function e(e, t) {
		this.mounted = {}, this.listenerOpts = {}, this.touching = !1, this.domTarget = e, this.domHandlers = t;
	}
	return e;
}(), ci = function(e) {
	s(t, e);
	function t(t, n) {
		var r = e.call(this) || this;
		return r.__pointerCapturing = !1, r.dom = t, r.painterRoot = n, r._localHandlerScope = new si(t, ti), Gr && (r._globalHandlerScope = new si(document, ni)), ri(r, r._localHandlerScope), r;
	}
	return t.prototype.dispose = function() {
		oi(this._localHandlerScope), Gr && oi(this._globalHandlerScope);
	}, t.prototype.setCursor = function(e) {
		this.dom.style && (this.dom.style.cursor = e || "default");
	}, t.prototype.__togglePointerCapture = function(e) {
		if (this.__mayPointerCapture = null, Gr && +this.__pointerCapturing ^ e) {
			this.__pointerCapturing = e;
			var t = this._globalHandlerScope;
			e ? ii(this, t) : oi(t);
		}
	}, t;
}(Je), li = 1;
l.hasGlobalWindow && (li = Math.max(window.devicePixelRatio || window.screen && window.screen.deviceXDPI / window.screen.logicalXDPI || 1, 1));
var ui = li, di = .4, fi = "#333", pi = "#ccc", mi = "#eee", hi = Tt, gi = 5e-5;
function _i(e) {
	return e > gi || e < -gi;
}
var vi = [], yi = [], bi = wt(), xi = Math.abs, Si = function() {
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
		return _i(this.rotation) || _i(this.x) || _i(this.y) || _i(this.scaleX - 1) || _i(this.scaleY - 1) || _i(this.skewX) || _i(this.skewY);
	}, e.prototype.updateTransform = function() {
		var e = this.parent && this.parent.transform, t = this.needLocalTransform(), n = this.transform;
		t || e ? (n = n || wt(), t ? this.getLocalTransform(n) : hi(n), e && (t ? Dt(n, e, n) : Et(n, e)), this.transform = n, this._resolveGlobalScaleRatio(n)) : n && (hi(n), this.invTransform = null);
	}, e.prototype._resolveGlobalScaleRatio = function(e) {
		var t = this.globalScaleRatio;
		if (t != null && t !== 1) {
			this.getGlobalScale(vi);
			var n = vi[0] < 0 ? -1 : 1, r = vi[1] < 0 ? -1 : 1, i = ((vi[0] - n) * t + n) / vi[0] || 0, a = ((vi[1] - r) * t + r) / vi[1] || 0;
			e[0] *= i, e[1] *= i, e[2] *= a, e[3] *= a;
		}
		this.invTransform = this.invTransform || wt(), jt(this.invTransform, e);
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
			e && e.transform && (e.invTransform = e.invTransform || wt(), Dt(yi, e.invTransform, t), t = yi);
			var n = this.originX, r = this.originY;
			(n || r) && (bi[4] = n, bi[5] = r, Dt(yi, t, bi), yi[4] -= n, yi[5] -= r, t = yi), this.setLocalTransform(t);
		}
	}, e.prototype.getGlobalScale = function(e) {
		var t = this.transform;
		return e = e || [], t ? (e[0] = Math.sqrt(t[0] * t[0] + t[1] * t[1]), e[1] = Math.sqrt(t[2] * t[2] + t[3] * t[3]), t[0] < 0 && (e[0] = -e[0]), t[3] < 0 && (e[1] = -e[1]), e) : (e[0] = 1, e[1] = 1, e);
	}, e.prototype.transformCoordToLocal = function(e, t) {
		var n = [e, t], r = this.invTransform;
		return r && Ue(n, n, r), n;
	}, e.prototype.transformCoordToGlobal = function(e, t) {
		var n = [e, t], r = this.transform;
		return r && Ue(n, n, r), n;
	}, e.prototype.getLineScale = function() {
		var e = this.transform;
		return e && xi(e[0] - 1) > 1e-10 && xi(e[3] - 1) > 1e-10 ? Math.sqrt(xi(e[0] * e[3] - e[2] * e[1])) : 1;
	}, e.prototype.copyTransform = function(e) {
		wi(this, e);
	}, e.getLocalTransform = function(e, t) {
		t = t || [];
		var n = e.originX || 0, r = e.originY || 0, i = e.scaleX, a = e.scaleY, o = e.anchorX, s = e.anchorY, c = e.rotation || 0, l = e.x, u = e.y, d = e.skewX ? Math.tan(e.skewX) : 0, f = e.skewY ? Math.tan(-e.skewY) : 0;
		if (n || r || o || s) {
			var p = n + o, m = r + s;
			t[4] = -p * i - d * m * a, t[5] = -m * a - f * p * i;
		} else t[4] = t[5] = 0;
		return t[0] = i, t[3] = a, t[1] = f * i, t[2] = d * a, c && kt(t, t, c), t[4] += n + l, t[5] += r + u, t;
	}, e.initDefaultProps = (function() {
		var t = e.prototype;
		t.scaleX = t.scaleY = t.globalScaleRatio = 1, t.x = t.y = t.originX = t.originY = t.skewX = t.skewY = t.rotation = t.anchorX = t.anchorY = 0;
	})(), e;
}(), Ci = [
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
function wi(e, t) {
	for (var n = 0; n < Ci.length; n++) {
		var r = Ci[n];
		e[r] = t[r];
	}
}
// node_modules/zrender/lib/contain/text.js
var Ti = {};
function Ei(e, t) {
	t = t || "12px sans-serif";
	var n = Ti[t];
	n || (n = Ti[t] = new Gn(500));
	var r = n.get(e);
	return r ?? (r = _.measureText(e, t).width, n.put(e, r)), r;
}
function Di(e, t, n, r) {
	var i = Ei(e, t), a = ji(t);
	return new X(ki(0, i, n), Ai(0, a, r), i, a);
}
function Oi(e, t, n, r) {
	var i = ((e || "") + "").split("\n");
	if (i.length === 1) return Di(i[0], t, n, r);
	for (var a = new X(0, 0, 0, 0), o = 0; o < i.length; o++) {
		var s = Di(i[o], t, n, r);
		o === 0 ? a.copy(s) : a.union(s);
	}
	return a;
}
function ki(e, t, n) {
	return n === "right" ? e -= t : n === "center" && (e -= t / 2), e;
}
function Ai(e, t, n) {
	return n === "middle" ? e -= t / 2 : n === "bottom" && (e -= t), e;
}
function ji(e) {
	return Ei("国", e);
}
function Mi(e, t) {
	return typeof e == "string" ? e.lastIndexOf("%") >= 0 ? parseFloat(e) / 100 * t : parseFloat(e) : e;
}
function Ni(e, t, n) {
	var r = t.position || "inside", i = t.distance == null ? 5 : t.distance, a = n.height, o = n.width, s = a / 2, c = n.x, l = n.y, u = "left", d = "top";
	if (r instanceof Array) c += Mi(r[0], n.width), l += Mi(r[1], n.height), u = null, d = null;
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
// node_modules/zrender/lib/Element.js
var Pi = "__zr_normal__", Fi = Ci.concat(["ignore"]), Ii = ne(Ci, function(e, t) {
	return e[t] = !0, e;
}, { ignore: !1 }), Li = {}, Ri = new X(0, 0, 0, 0), zi = function() {
	function e(e) {
		this.id = A(), this.animators = [], this.currentStates = [], this.states = {}, this._init(e);
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
				var l = Ri;
				n.layoutRect ? l.copy(n.layoutRect) : l.copy(this.getBoundingRect()), r || l.applyTransform(this.transform), this.calculateTextPosition ? this.calculateTextPosition(Li, n, l) : Ni(Li, n, l), i.x = Li.x, i.y = Li.y, a = Li.align, o = Li.verticalAlign;
				var u = n.origin;
				if (u && n.rotation != null) {
					var d = void 0, f = void 0;
					u === "center" ? (d = l.width * .5, f = l.height * .5) : (d = Mi(u[0], l.width), f = Mi(u[1], l.height)), c = !0, i.originX = -i.x + d + (r ? 0 : l.x), i.originY = -i.y + f + (r ? 0 : l.y);
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
		return this.__zr && this.__zr.isDarkMode() ? pi : fi;
	}, e.prototype.getOutsideStroke = function(e) {
		var t = this.__zr && this.__zr.getBackgroundColor(), n = typeof t == "string" && ar(t);
		n || (n = [
			255,
			255,
			255,
			1
		]);
		for (var r = n[3], i = this.__zr.isDarkMode(), a = 0; a < 3; a++) n[a] = n[a] * r + (i ? 0 : 255) * (1 - r);
		return n[3] = 1, pr(n, "rgba");
	}, e.prototype.traverse = function(e, t) {}, e.prototype.attrKV = function(e, t) {
		e === "textConfig" ? this.setTextConfig(t) : e === "textContent" ? this.setTextContent(t) : e === "clipPath" ? this.setClipPath(t) : e === "extra" ? (this.extra = this.extra || {}, P(this.extra, t)) : this[e] = t;
	}, e.prototype.hide = function() {
		this.ignore = !0, this.markRedraw();
	}, e.prototype.show = function() {
		this.ignore = !1, this.markRedraw();
	}, e.prototype.attr = function(e, t) {
		if (typeof e == "string") this.attrKV(e, t);
		else if (K(e)) for (var n = B(e), r = 0; r < n.length; r++) {
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
		t || (t = this._normalState = {}), e.textConfig && !t.textConfig && (t.textConfig = this.textConfig), this._savePrimaryToNormal(e, t, Fi);
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
		this.useState(Pi, !1, e);
	}, e.prototype.useState = function(e, t, n, r) {
		var i = e === Pi;
		if (this.hasState() || !i) {
			var a = this.currentStates, o = this.stateTransition;
			if (!(I(a, e) >= 0 && (t || a.length === 1))) {
				var s;
				if (this.stateProxy && !i && (s = this.stateProxy(e)), s || (s = this.states && this.states[e]), !s && !i) j("State " + e + " not exists.");
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
		for (var s = {}, c = !1, l = 0; l < Fi.length; l++) {
			var u = Fi[l], d = i && Ii[u];
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
		t !== e && (t && t !== e && this.removeTextContent(), e.innerTransformable = new Si(), this._attachComponent(e), this._textContent = e, this.markRedraw());
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
		var r = new Vr(e ? this[e] : this, t, n);
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
		Bi(this, e, t, n);
	}, e.prototype.animateFrom = function(e, t, n) {
		Bi(this, e, t, n, !0);
	}, e.prototype._transitionState = function(e, t, n, r) {
		for (var i = Bi(this, t, n, r), a = 0; a < i.length; a++) i[a].__fromStateTransition = e;
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
te(zi, Je), te(zi, Si);
function Bi(e, t, n, r, i) {
	n = n || {};
	var a = [];
	Ki(e, "", e, t, n, r, a, i);
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
function Vi(e, t, n) {
	for (var r = 0; r < n; r++) e[r] = t[r];
}
function Hi(e) {
	return L(e[0]);
}
function Ui(e, t, n) {
	if (L(t[n])) {
		if (L(e[n]) || (e[n] = []), ce(t[n])) {
			var r = t[n].length;
			e[n].length !== r && (e[n] = new t[n].constructor(r), Vi(e[n], t[n], r));
		} else {
			var i = t[n], a = e[n], o = i.length;
			if (Hi(i)) for (var s = i[0].length, c = 0; c < o; c++) a[c] ? Vi(a[c], i[c], s) : a[c] = Array.prototype.slice.call(i[c]);
			else Vi(a, i, o);
			a.length = i.length;
		}
	} else e[n] = t[n];
}
function Wi(e, t) {
	return e === t || L(e) && L(t) && Gi(e, t);
}
function Gi(e, t) {
	var n = e.length;
	if (n !== t.length) return !1;
	for (var r = 0; r < n; r++) if (e[r] !== t[r]) return !1;
	return !0;
}
function Ki(e, t, n, r, i, a, o, s) {
	for (var c = B(r), l = i.duration, u = i.delay, d = i.additive, f = i.setToFinal, p = !K(a), m = e.animators, h = [], g = 0; g < c.length; g++) {
		var _ = c[g], v = r[_];
		if (v != null && n[_] != null && (p || a[_])) {
			if (K(v) && !L(v) && !ue(v)) {
				if (t) {
					s || (n[_] = v, e.updateDuringAnimation(t));
					continue;
				}
				Ki(e, _, n[_], v, i, a && a[_], o, s);
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
	if (i.force || (h = re(h, function(e) {
		return !Wi(r[e], n[e]);
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
				T[_] = Dr(n[_]), Ui(n, r, _);
			}
		}
		var x = new Vr(n, !1, !1, d ? re(m, function(e) {
			return e.targetName === t;
		}) : null);
		x.targetName = t, i.scope && (x.scope = i.scope), f && C && x.whenWithKeys(0, C, h), T && x.whenWithKeys(0, T, h), x.whenWithKeys(l ?? 500, s ? w : r, h).delay(u || 0), e.addAnimator(x, t), o.push(x);
	}
}
// node_modules/zrender/lib/graphic/Group.js
var qi = function(e) {
	s(t, e);
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
		for (var t = new X(0, 0, 0, 0), n = e || this._children, r = [], i = null, a = 0; a < n.length; a++) {
			var o = n[a];
			if (!(o.ignore || o.invisible)) {
				var s = o.getBoundingRect(), c = o.getLocalTransform(r);
				c ? (X.applyTransform(t, s, c), i = i || t.clone(), i.union(t)) : (i = i || s.clone(), i.union(s));
			}
		}
		return i || t;
	}, t;
}(zi);
qi.prototype.type = "group";
// node_modules/zrender/lib/zrender.js
var Ji = {}, Yi = {};
function Xi(e) {
	delete Yi[e];
}
function Zi(e) {
	if (!e) return !1;
	if (typeof e == "string") return mr(e, 1) < di;
	if (e.colorStops) {
		for (var t = e.colorStops, n = 0, r = t.length, i = 0; i < r; i++) n += mr(t[i].color, 1);
		return n /= r, n < di;
	}
	return !1;
}
var Qi = function() {
	function e(e, t, n) {
		var r = this;
		this._sleepAfterStill = 10, this._stillFrameAccum = 0, this._needsRefresh = !0, this._needsRefreshHover = !0, this._darkMode = !1, n = n || {}, this.dom = t, this.id = e;
		var i = new fn(), a = n.renderer || "canvas";
		Ji[a] || (a = B(Ji)[0]), n.useDirtyRect = n.useDirtyRect != null && n.useDirtyRect;
		var o = new Ji[a](t, i, n, e), s = n.ssr || o.ssrOnly;
		this.storage = i, this.painter = o;
		var c = !l.node && !l.worker && !s ? new ci(o.getViewportRoot(), o.root) : null, u = n.useCoarsePointer, d = u == null || u === "auto" ? l.touchEventsSupported : !!u, f = 44, p;
		d && (p = q(n.pointerSize, f)), this.handler = new Jt(i, o, c, o.root, p), this.animation = new Ur({ stage: { update: s ? null : function() {
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
		this._disposed || (this.painter.setBackgroundColor && this.painter.setBackgroundColor(e), this.refresh(), this._backgroundColor = e, this._darkMode = Zi(e));
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
		var t, n = Hr();
		this._needsRefresh && (t = !0, this.refreshImmediately(e)), this._needsRefreshHover && (t = !0, this.refreshHoverImmediately());
		var r = Hr();
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
			for (var e = this.storage.getRoots(), t = 0; t < e.length; t++) e[t] instanceof qi && e[t].removeSelfFromZr(this);
			this.storage.delAllRoots(), this.painter.clear();
		}
	}, e.prototype.dispose = function() {
		this._disposed || (this.animation.stop(), this.clear(), this.storage.dispose(), this.painter.dispose(), this.handler.dispose(), this.animation = this.storage = this.painter = this.handler = null, this._disposed = !0, Xi(this.id));
	}, e;
}();
function $i(e, t) {
	var n = new Qi(A(), e, t);
	return Yi[n.id] = n, n;
}
function ea(e, t) {
	Ji[e] = t;
}
// node_modules/echarts/lib/util/number.js
var ta = 1e-4, na = 20;
function ra(e) {
	return e.replace(/^\s+|\s+$/g, "");
}
function ia(e, t, n, r) {
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
function aa(e, t) {
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
	return G(e) ? ra(e).match(/%$/) ? parseFloat(e) / 100 * t : parseFloat(e) : e == null ? NaN : +e;
}
function oa(e, t, n) {
	return t ?? (t = 10), t = Math.min(Math.max(0, t), na), e = (+e).toFixed(t), n ? e : +e;
}
function sa(e) {
	return e.sort(function(e, t) {
		return e - t;
	}), e;
}
function ca(e) {
	if (e = +e, isNaN(e)) return 0;
	if (e > 1e-14) {
		for (var t = 1, n = 0; n < 15; n++, t *= 10) if (Math.round(e * t) / t === e) return n;
	}
	return la(e);
}
function la(e) {
	var t = e.toString().toLowerCase(), n = t.indexOf("e"), r = n > 0 ? +t.slice(n + 1) : 0, i = n > 0 ? n : t.length, a = t.indexOf("."), o = a < 0 ? 0 : i - 1 - a;
	return Math.max(0, o - r);
}
function ua(e, t) {
	var n = Math.log, r = Math.LN10, i = Math.floor(n(e[1] - e[0]) / r), a = Math.round(n(Math.abs(t[1] - t[0])) / r), o = Math.min(Math.max(-i + a, 0), 20);
	return isFinite(o) ? o : 20;
}
function da(e, t) {
	var n = Math.max(ca(e), ca(t)), r = e + t;
	return n > na ? r : oa(r, n);
}
function fa(e) {
	var t = Math.PI * 2;
	return (e % t + t) % t;
}
function pa(e) {
	return e > -ta && e < ta;
}
var ma = /^(?:(\d{4})(?:[-\/](\d{1,2})(?:[-\/](\d{1,2})(?:[T ](\d{1,2})(?::(\d{1,2})(?::(\d{1,2})(?:[.,](\d+))?)?)?(Z|[\+\-]\d\d:?\d\d)?)?)?)?)?$/;
function ha(e) {
	if (e instanceof Date) return e;
	if (G(e)) {
		var t = ma.exec(e);
		if (!t) return /* @__PURE__ */ new Date(NaN);
		if (t[8]) {
			var n = +t[4] || 0;
			return t[8].toUpperCase() !== "Z" && (n -= +t[8].slice(0, 3)), new Date(Date.UTC(+t[1], (t[2] || 1) - 1, +t[3] || 1, n, +(t[5] || 0), +t[6] || 0, t[7] ? +t[7].substring(0, 3) : 0));
		}
		return new Date(+t[1], (t[2] || 1) - 1, +t[3] || 1, +t[4] || 0, +(t[5] || 0), +t[6] || 0, t[7] ? +t[7].substring(0, 3) : 0);
	}
	return e == null ? /* @__PURE__ */ new Date(NaN) : new Date(Math.round(e));
}
function ga(e) {
	return 10 ** _a(e);
}
function _a(e) {
	if (e === 0) return 0;
	var t = Math.floor(Math.log(e) / Math.LN10);
	return e / 10 ** t >= 10 && t++, t;
}
function va(e, t) {
	var n = _a(e), r = 10 ** n, i = e / r;
	return e = (t ? i < 1.5 ? 1 : i < 2.5 ? 2 : i < 4 ? 3 : i < 7 ? 5 : 10 : i < 1 ? 1 : i < 2 ? 2 : i < 3 ? 3 : i < 5 ? 5 : 10) * r, n >= -20 ? +e.toFixed(n < 0 ? -n : 0) : e;
}
function ya(e) {
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
function ba(e) {
	var t = parseFloat(e);
	return t == e && (t !== 0 || !G(e) || e.indexOf("x") <= 0) ? t : NaN;
}
function xa(e) {
	return !isNaN(ba(e));
}
function Sa() {
	return Math.round(Math.random() * 9);
}
function Ca(e, t) {
	return t === 0 ? e : Ca(t, e % t);
}
function wa(e, t) {
	return e == null ? t : t == null ? e : e * t / Ca(e, t);
}
function Ta(e) {
	throw Error(e);
}
// node_modules/echarts/lib/util/model.js
function Ea(e, t, n) {
	return (t - e) * n + e;
}
var Da = "series\0", Oa = "\0_ec_\0";
function ka(e) {
	return e instanceof Array ? e : e == null ? [] : [e];
}
function Aa(e, t, n) {
	if (e) {
		e[t] = e[t] || {}, e.emphasis = e.emphasis || {}, e.emphasis[t] = e.emphasis[t] || {};
		for (var r = 0, i = n.length; r < i; r++) {
			var a = n[r];
			!e.emphasis[t].hasOwnProperty(a) && e[t].hasOwnProperty(a) && (e.emphasis[t][a] = e[t][a]);
		}
	}
}
var ja = /* @__PURE__ */ "fontStyle.fontWeight.fontSize.fontFamily.rich.tag.color.textBorderColor.textBorderWidth.width.height.lineHeight.align.verticalAlign.baseline.shadowColor.shadowBlur.shadowOffsetX.shadowOffsetY.textShadowColor.textShadowBlur.textShadowOffsetX.textShadowOffsetY.backgroundColor.borderColor.borderWidth.borderRadius.padding".split(".");
function Ma(e) {
	return K(e) && !U(e) && !(e instanceof Date) ? e.value : e;
}
function Na(e) {
	return K(e) && !(e instanceof Array);
}
function Pa(e, t, n) {
	var r = n === "normalMerge", i = n === "replaceMerge", a = n === "replaceAll";
	e = e || [], t = (t || []).slice();
	var o = J();
	R(t, function(e, n) {
		K(e) || (t[n] = null);
	});
	var s = Fa(e, o, n);
	return (r || i) && Ia(s, e, o, t), r && La(s, t), r || i ? Ra(s, t, i) : a && za(s, t), Ba(s), s;
}
function Fa(e, t, n) {
	var r = [];
	if (n === "replaceAll") return r;
	for (var i = 0; i < e.length; i++) {
		var a = e[i];
		a && a.id != null && t.set(a.id, i), r.push({
			existing: n === "replaceMerge" || Ga(a) ? null : a,
			newOption: null,
			keyInfo: null,
			brandNew: null
		});
	}
	return r;
}
function Ia(e, t, n, r) {
	R(r, function(i, a) {
		if (i && i.id != null) {
			var o = Ha(i.id), s = n.get(o);
			if (s != null) {
				var c = e[s];
				_e(!c.newOption, "Duplicated option on id \"" + o + "\"."), c.newOption = i, c.existing = t[s], r[a] = null;
			}
		}
	});
}
function La(e, t) {
	R(t, function(n, r) {
		if (n && n.name != null) for (var i = 0; i < e.length; i++) {
			var a = e[i].existing;
			if (!e[i].newOption && a && (a.id == null || n.id == null) && !Ga(n) && !Ga(a) && Va("name", a, n)) {
				e[i].newOption = n, t[r] = null;
				return;
			}
		}
	});
}
function Ra(e, t, n) {
	R(t, function(t) {
		if (t) {
			for (var r, i = 0; (r = e[i]) && (r.newOption || Ga(r.existing) || r.existing && t.id != null && !Va("id", t, r.existing));) i++;
			r ? (r.newOption = t, r.brandNew = n) : e.push({
				newOption: t,
				brandNew: n,
				existing: null,
				keyInfo: null
			}), i++;
		}
	});
}
function za(e, t) {
	R(t, function(t) {
		e.push({
			newOption: t,
			brandNew: !0,
			existing: null,
			keyInfo: null
		});
	});
}
function Ba(e) {
	var t = J();
	R(e, function(e) {
		var n = e.existing;
		n && t.set(n.id, e);
	}), R(e, function(e) {
		var n = e.newOption;
		_e(!n || n.id == null || !t.get(n.id) || t.get(n.id) === e, "id duplicates: " + (n && n.id)), n && n.id != null && t.set(n.id, e), !e.keyInfo && (e.keyInfo = {});
	}), R(e, function(e, n) {
		var r = e.existing, i = e.newOption, a = e.keyInfo;
		if (K(i)) {
			if (a.name = i.name == null ? r ? r.name : Da + n : Ha(i.name), r) a.id = Ha(r.id);
			else if (i.id != null) a.id = Ha(i.id);
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
function Va(e, t, n) {
	var r = Ua(t[e], null), i = Ua(n[e], null);
	return r != null && i != null && r === i;
}
function Ha(e) {
	return Ua(e, "");
}
function Ua(e, t) {
	return e == null ? t : G(e) ? e : oe(e) || ae(e) ? e + "" : t;
}
function Wa(e) {
	var t = e.name;
	return !!(t && t.indexOf(Da));
}
function Ga(e) {
	return e && e.id != null && Ha(e.id).indexOf(Oa) === 0;
}
function Ka(e, t, n) {
	R(e, function(e) {
		var r = e.newOption;
		K(r) && (e.keyInfo.mainType = t, e.keyInfo.subType = qa(t, r, e.existing, n));
	});
}
function qa(e, t, n, r) {
	return t.type ? t.type : n ? n.subType : r.determineSubType(e, t);
}
function Ja(e, t) {
	var n = {}, r = {};
	return i(e || [], n), i(t || [], r, n), [a(n), a(r)];
	function i(e, t, n) {
		for (var r = 0, i = e.length; r < i; r++) {
			var a = Ua(e[r].seriesId, null);
			if (a == null) return;
			for (var o = ka(e[r].dataIndex), s = n && n[a], c = 0, l = o.length; c < l; c++) {
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
function Ya(e, t) {
	if (t.dataIndexInside != null) return t.dataIndexInside;
	if (t.dataIndex != null) return U(t.dataIndex) ? z(t.dataIndex, function(t) {
		return e.indexOfRawIndex(t);
	}) : e.indexOfRawIndex(t.dataIndex);
	if (t.name != null) return U(t.name) ? z(t.name, function(t) {
		return e.indexOfName(t);
	}) : e.indexOfName(t.name);
}
function Xa() {
	var e = "__ec_inner_" + Za++;
	return function(t) {
		return t[e] || (t[e] = {});
	};
}
var Za = Sa();
function Qa(e, t, n) {
	var r = $a(t, n), i = r.mainTypeSpecified, a = r.queryOptionMap, o = r.others, s = n ? n.defaultMainType : null;
	return !i && s && a.set(s, {}), a.each(function(t, r) {
		var i = no(e, r, t, {
			useDefault: s === r,
			enableAll: n && n.enableAll != null ? n.enableAll : !0,
			enableNone: n && n.enableNone != null ? n.enableNone : !0
		});
		o[r + "Models"] = i.models, o[r + "Model"] = i.models[0];
	}), o;
}
function $a(e, t) {
	var n;
	if (G(e)) {
		var r = {};
		r[e + "Index"] = 0, n = r;
	} else n = e;
	var i = J(), a = {}, o = !1;
	return R(n, function(e, n) {
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
var eo = {
	useDefault: !0,
	enableAll: !1,
	enableNone: !1
}, to = {
	useDefault: !1,
	enableAll: !0,
	enableNone: !0
};
function no(e, t, n, r) {
	r = r || eo;
	var i = n.index, a = n.id, o = n.name, s = {
		models: null,
		specified: i != null || a != null || o != null
	};
	if (!s.specified) {
		var c = void 0;
		return s.models = r.useDefault && (c = e.getComponent(t)) ? [c] : [], s;
	}
	return i === "none" || i === !1 ? (_e(r.enableNone, "`\"none\"` or `false` is not a valid value on index option."), s.models = [], s) : (i === "all" && (_e(r.enableAll, "`\"all\"` is not a valid value on index option."), i = a = o = null), s.models = e.queryComponents({
		mainType: t,
		index: i,
		id: a,
		name: o
	}), s);
}
function ro(e, t, n) {
	e.setAttribute ? e.setAttribute(t, n) : e[t] = n;
}
function io(e, t) {
	return e.getAttribute ? e.getAttribute(t) : e[t];
}
function ao(e) {
	return e === "auto" ? l.domSupported ? "html" : "richText" : e || "html";
}
function oo(e, t, n, r, i) {
	var a = t == null || t === "auto";
	if (r == null) return r;
	if (oe(r)) {
		var o = Ea(n || 0, r, i);
		return oa(o, a ? Math.max(ca(n || 0), ca(r)) : t);
	}
	if (G(r)) return i < 1 ? n : r;
	for (var s = [], c = n, l = r, u = Math.max(c ? c.length : 0, l.length), d = 0; d < u; ++d) {
		var f = e.getDimensionInfo(d);
		if (f && f.type === "ordinal") s[d] = (i < 1 && c ? c : l)[d];
		else {
			var p = c && c[d] ? c[d] : 0, m = l[d], o = Ea(p, m, i);
			s[d] = oa(o, a ? Math.max(ca(p), ca(m)) : t);
		}
	}
	return s;
}
// node_modules/echarts/lib/util/clazz.js
var so = ".", co = "___EC__COMPONENT__CONTAINER___", lo = "___EC__EXTENDED_CLASS___";
function uo(e) {
	var t = {
		main: "",
		sub: ""
	};
	if (e) {
		var n = e.split(so);
		t.main = n[0] || "", t.sub = n[1] || "";
	}
	return t;
}
function fo(e) {
	_e(/^[a-zA-Z0-9_]+([.][a-zA-Z0-9_]+)?$/.test(e), "componentType \"" + e + "\" illegal");
}
function po(e) {
	return !!(e && e[lo]);
}
function mo(e, t) {
	e.$constructor = e, e.extend = function(e) {
		var t = this, n;
		return ho(t) ? n = function(e) {
			s(t, e);
			function t() {
				return e.apply(this, arguments) || this;
			}
			return t;
		}(t) : (n = function() {
			(e.$constructor || t).apply(this, arguments);
		}, ee(n, this)), P(n.prototype, e), n[lo] = !0, n.extend = this.extend, n.superCall = yo, n.superApply = bo, n.superClass = t, n;
	};
}
function ho(e) {
	return W(e) && /^class\s/.test(Function.prototype.toString.call(e));
}
function go(e, t) {
	e.extend = t.extend;
}
var _o = Math.round(Math.random() * 10);
function vo(e) {
	var t = ["__\0is_clz", _o++].join("_");
	e.prototype[t] = !0, e.isInstance = function(e) {
		return !!(e && e[t]);
	};
}
function yo(e, t) {
	var n = [...arguments].slice(2);
	return this.superClass.prototype[t].apply(e, n);
}
function bo(e, t, n) {
	return this.superClass.prototype[t].apply(e, n);
}
function xo(e) {
	var t = {};
	e.registerClass = function(e) {
		var r = e.type || e.prototype.type;
		if (r) {
			fo(r), e.prototype.type = r;
			var i = uo(r);
			if (!i.sub) t[i.main] = e;
			else if (i.sub !== co) {
				var a = n(i);
				a[i.sub] = e;
			}
		}
		return e;
	}, e.getClass = function(e, n, r) {
		var i = t[e];
		if (i && i[co] && (i = n ? i[n] : null), r && !i) throw Error(n ? "Component " + e + "." + (n || "") + " is used but not imported." : e + ".type should be specified.");
		return i;
	}, e.getClassesByMainType = function(e) {
		var n = uo(e), r = [], i = t[n.main];
		return i && i[co] ? R(i, function(e, t) {
			t !== co && r.push(e);
		}) : r.push(i), r;
	}, e.hasClass = function(e) {
		return !!t[uo(e).main];
	}, e.getAllClassMainTypes = function() {
		var e = [];
		return R(t, function(t, n) {
			e.push(n);
		}), e;
	}, e.hasSubTypes = function(e) {
		var n = t[uo(e).main];
		return n && n[co];
	};
	function n(e) {
		var n = t[e.main];
		return n && n[co] || (n = t[e.main] = {}, n[co] = !0), n;
	}
}
// node_modules/echarts/lib/model/mixin/makeStyleMapper.js
function So(e, t) {
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
var Co = So([
	["fill", "color"],
	["shadowBlur"],
	["shadowOffsetX"],
	["shadowOffsetY"],
	["opacity"],
	["shadowColor"]
]), wo = function() {
	function e() {}
	return e.prototype.getAreaStyle = function(e, t) {
		return Co(this, e, t);
	}, e;
}(), To = new Gn(50);
function Eo(e) {
	if (typeof e == "string") {
		var t = To.get(e);
		return t && t.image;
	}
	return e;
}
function Do(e, t, n, r, i) {
	if (!e) return t;
	if (typeof e == "string") {
		if (t && t.__zrImageSrc === e || !n) return t;
		var a = To.get(e), o = {
			hostEl: n,
			cb: r,
			cbPayload: i
		};
		return a ? (t = a.image, !ko(t) && a.pending.push(o)) : (t = _.loadImage(e, Oo, Oo), t.__zrImageSrc = e, To.put(e, t.__cachedImgObj = {
			image: t,
			pending: [o]
		})), t;
	}
	return e;
}
function Oo() {
	var e = this.__cachedImgObj;
	this.onload = this.onerror = this.__cachedImgObj = null;
	for (var t = 0; t < e.pending.length; t++) {
		var n = e.pending[t], r = n.cb;
		r && r(this, n.cbPayload), n.hostEl.dirty();
	}
	e.pending.length = 0;
}
function ko(e) {
	return e && e.width && e.height;
}
// node_modules/zrender/lib/graphic/helper/parseText.js
var Ao = /\{([a-zA-Z0-9_]+)\|([^}]*)\}/g;
function jo(e, t, n, r, i, a) {
	if (!n) e.text = "", e.isTruncated = !1;
	else {
		var o = (t + "").split("\n");
		a = Mo(n, r, i, a);
		for (var s = !1, c = {}, l = 0, u = o.length; l < u; l++) No(c, o[l], a), o[l] = c.textLine, s = s || c.isTruncated;
		e.text = o.join("\n"), e.isTruncated = s;
	}
}
function Mo(e, t, n, r) {
	r = r || {};
	var i = P({}, r);
	i.font = t, n = q(n, "..."), i.maxIterations = q(r.maxIterations, 2);
	var a = i.minChar = q(r.minChar, 0);
	i.cnCharWidth = Ei("国", t);
	var o = i.ascCharWidth = Ei("a", t);
	i.placeholder = q(r.placeholder, "");
	for (var s = e = Math.max(0, e - 1), c = 0; c < a && s >= o; c++) s -= o;
	var l = Ei(n, t);
	return l > s && (n = "", l = 0), s = e - l, i.ellipsis = n, i.ellipsisWidth = l, i.contentWidth = s, i.containerWidth = e, i;
}
function No(e, t, n) {
	var r = n.containerWidth, i = n.font, a = n.contentWidth;
	if (!r) e.textLine = "", e.isTruncated = !1;
	else {
		var o = Ei(t, i);
		if (o <= r) e.textLine = t, e.isTruncated = !1;
		else {
			for (var s = 0;; s++) {
				if (o <= a || s >= n.maxIterations) {
					t += n.ellipsis;
					break;
				}
				var c = s === 0 ? Po(t, a, n.ascCharWidth, n.cnCharWidth) : o > 0 ? Math.floor(t.length * a / o) : 0;
				t = t.substr(0, c), o = Ei(t, i);
			}
			t === "" && (t = n.placeholder), e.textLine = t, e.isTruncated = !0;
		}
	}
}
function Po(e, t, n, r) {
	for (var i = 0, a = 0, o = e.length; a < o && i < t; a++) {
		var s = e.charCodeAt(a);
		i += 0 <= s && s <= 127 ? n : r;
	}
	return a;
}
function Fo(e, t) {
	e != null && (e += "");
	var n = t.overflow, r = t.padding, i = t.font, a = n === "truncate", o = ji(i), s = q(t.lineHeight, o), c = !!t.backgroundColor, l = t.lineOverflow === "truncate", u = !1, d = t.width, f = d != null && (n === "break" || n === "breakAll") ? e ? Wo(e, t.font, d, n === "breakAll", 0).lines : [] : e ? e.split("\n") : [], p = f.length * s, m = q(t.height, p);
	if (p > m && l) {
		var h = Math.floor(m / s);
		u = u || f.length > h, f = f.slice(0, h);
	}
	if (e && a && d != null) for (var g = Mo(d, i, t.ellipsis, {
		minChar: t.truncateMinChar,
		placeholder: t.placeholder
	}), _ = {}, v = 0; v < f.length; v++) No(_, f[v], g), f[v] = _.textLine, u = u || _.isTruncated;
	for (var y = m, b = 0, v = 0; v < f.length; v++) b = Math.max(Ei(f[v], i), b);
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
var Io = function() {
	function e() {}
	return e;
}(), Lo = function() {
	function e(e) {
		this.tokens = [], e && (this.tokens = e);
	}
	return e;
}(), Ro = function() {
	function e() {
		this.width = 0, this.height = 0, this.contentWidth = 0, this.contentHeight = 0, this.outerWidth = 0, this.outerHeight = 0, this.lines = [], this.isTruncated = !1;
	}
	return e;
}();
function zo(e, t) {
	var n = new Ro();
	if (e != null && (e += ""), !e) return n;
	for (var r = t.width, i = t.height, a = t.overflow, o = (a === "break" || a === "breakAll") && r != null ? {
		width: r,
		accumWidth: 0,
		breakAll: a === "breakAll"
	} : null, s = Ao.lastIndex = 0, c; (c = Ao.exec(e)) != null;) {
		var l = c.index;
		l > s && Bo(n, e.substring(s, l), t, o), Bo(n, c[2], t, o, c[1]), s = Ao.lastIndex;
	}
	s < e.length && Bo(n, e.substring(s, e.length), t, o);
	var u = [], d = 0, f = 0, p = t.padding, m = a === "truncate", h = t.lineOverflow === "truncate", g = {};
	function _(e, t, n) {
		e.width = t, e.lineHeight = n, d += n, f = Math.max(f, t);
	}
	outer: for (var v = 0; v < n.lines.length; v++) {
		for (var y = n.lines[v], b = 0, x = 0, S = 0; S < y.tokens.length; S++) {
			var C = y.tokens[S], w = C.styleName && t.rich[C.styleName] || {}, T = C.textPadding = w.padding, E = T ? T[1] + T[3] : 0, D = C.font = w.font || t.font;
			C.contentHeight = ji(D);
			var O = q(w.height, C.contentHeight);
			if (C.innerHeight = O, T && (O += T[0] + T[2]), C.height = O, C.lineHeight = me(w.lineHeight, t.lineHeight, O), C.align = w && w.align || t.align, C.verticalAlign = w && w.verticalAlign || "middle", h && i != null && d + C.lineHeight > i) {
				var k = n.lines.length;
				S > 0 ? (y.tokens = y.tokens.slice(0, S), _(y, x, b), n.lines = n.lines.slice(0, v + 1)) : n.lines = n.lines.slice(0, v), n.isTruncated = n.isTruncated || n.lines.length < k;
				break outer;
			}
			var A = w.width, j = A == null || A === "auto";
			if (typeof A == "string" && A.charAt(A.length - 1) === "%") C.percentWidth = A, u.push(C), C.contentWidth = Ei(C.text, D);
			else {
				if (j) {
					var M = w.backgroundColor, N = M && M.image;
					N && (N = Eo(N), ko(N) && (C.width = Math.max(C.width, N.width * O / N.height)));
				}
				var P = m && r != null ? r - x : null;
				P != null && P < C.width ? !j || P < E ? (C.text = "", C.width = C.contentWidth = 0) : (jo(g, C.text, P - E, D, t.ellipsis, { minChar: t.truncateMinChar }), C.text = g.text, n.isTruncated = n.isTruncated || g.isTruncated, C.width = C.contentWidth = Ei(C.text, D)) : C.contentWidth = Ei(C.text, D);
			}
			C.width += E, x += C.width, w && (b = Math.max(b, C.lineHeight));
		}
		_(y, x, b);
	}
	n.outerWidth = n.width = q(r, f), n.outerHeight = n.height = q(i, d), n.contentHeight = d, n.contentWidth = f, p && (n.outerWidth += p[1] + p[3], n.outerHeight += p[0] + p[2]);
	for (var v = 0; v < u.length; v++) {
		var C = u[v], F = C.percentWidth;
		C.width = parseInt(F, 10) / 100 * n.width;
	}
	return n;
}
function Bo(e, t, n, r, i) {
	var a = t === "", o = i && n.rich[i] || {}, s = e.lines, c = o.font || n.font, l = !1, u, d;
	if (r) {
		var f = o.padding, p = f ? f[1] + f[3] : 0;
		if (o.width != null && o.width !== "auto") {
			var m = Mi(o.width, r.width) + p;
			s.length > 0 && m + r.accumWidth > r.width && (u = t.split("\n"), l = !0), r.accumWidth = m;
		} else {
			var h = Wo(t, c, r.width, r.breakAll, r.accumWidth);
			r.accumWidth = h.accumWidth + p, d = h.linesWidths, u = h.lines;
		}
	} else u = t.split("\n");
	for (var g = 0; g < u.length; g++) {
		var _ = u[g], v = new Io();
		if (v.styleName = i, v.text = _, v.isLineHolder = !_ && !a, v.width = typeof o.width == "number" ? o.width : d ? d[g] : Ei(_, c), !g && !l) {
			var y = (s[s.length - 1] || (s[0] = new Lo())).tokens, b = y.length;
			b === 1 && y[0].isLineHolder ? y[0] = v : (_ || !b || a) && y.push(v);
		} else s.push(new Lo([v]));
	}
}
function Vo(e) {
	var t = e.charCodeAt(0);
	return t >= 32 && t <= 591 || t >= 880 && t <= 4351 || t >= 4608 && t <= 5119 || t >= 7680 && t <= 8303;
}
var Ho = ne(",&?/;] ".split(""), function(e, t) {
	return e[t] = !0, e;
}, {});
function Uo(e) {
	return !Vo(e) || !!Ho[e];
}
function Wo(e, t, n, r, i) {
	for (var a = [], o = [], s = "", c = "", l = 0, u = 0, d = 0; d < e.length; d++) {
		var f = e.charAt(d);
		if (f === "\n") c && (s += c, u += l), a.push(s), o.push(u), s = "", c = "", l = 0, u = 0;
		else {
			var p = Ei(f, t), m = !r && !Uo(f);
			(a.length ? u + p > n : i + u + p > n) ? u ? (s || c) && (m ? (s || (s = c, c = "", l = 0, u = l), a.push(s), o.push(u - l), c += f, l += p, s = "", u = l) : (c && (s += c, c = "", l = 0), a.push(s), o.push(u), s = f, u = p)) : m ? (a.push(c), o.push(l), c = f, l = p) : (a.push(f), o.push(p)) : (u += p, m ? (c += f, l += p) : (c && (s += c, c = "", l = 0), s += f));
		}
	}
	return !a.length && !s && (s = e, c = "", l = 0), c && (s += c), s && (a.push(s), o.push(u)), a.length === 1 && (u += i), {
		accumWidth: u,
		lines: a,
		linesWidths: o
	};
}
// node_modules/zrender/lib/graphic/Displayable.js
var Go = "__zr_style_" + Math.round(Math.random() * 10), Ko = {
	shadowBlur: 0,
	shadowOffsetX: 0,
	shadowOffsetY: 0,
	shadowColor: "#000",
	opacity: 1,
	blend: "source-over"
}, qo = { style: {
	shadowBlur: !0,
	shadowOffsetX: !0,
	shadowOffsetY: !0,
	shadowColor: !0,
	opacity: !0
} };
Ko[Go] = !0;
var Jo = [
	"z",
	"z2",
	"invisible"
], Yo = ["invisible"], Xo = function(e) {
	s(t, e);
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
		if (this.ignore || this.invisible || this.style.opacity === 0 || this.culling && $o(this, e, t) || i && !i[0] && !i[3]) return !1;
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
			e = this._paintRect || (this._paintRect = new X(0, 0, 0, 0)), t ? X.applyTransform(e, n, t) : e.copy(n), (i || a || o) && (e.width += i * 2 + Math.abs(a), e.height += i * 2 + Math.abs(o), e.x = Math.min(e.x, e.x + a - i), e.y = Math.min(e.y, e.y + o - i));
			var s = this.dirtyRectTolerance;
			e.isZero() || (e.x = Math.floor(e.x - s), e.y = Math.floor(e.y - s), e.width = Math.ceil(e.width + 1 + s * 2), e.height = Math.ceil(e.height + 1 + s * 2));
		}
		return e;
	}, t.prototype.setPrevPaintRect = function(e) {
		e ? (this._prevPaintRect = this._prevPaintRect || new X(0, 0, 0, 0), this._prevPaintRect.copy(e)) : this._prevPaintRect = null;
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
		return De(Ko, e);
	}, t.prototype.useStyle = function(e) {
		e[Go] || (e = this.createStyle(e)), this.__inHover ? this.__hoverStyle = e : this.style = e, this.dirtyStyle();
	}, t.prototype.isStyleObject = function(e) {
		return e[Go];
	}, t.prototype._innerSaveToNormal = function(t) {
		e.prototype._innerSaveToNormal.call(this, t);
		var n = this._normalState;
		t.style && !n.style && (n.style = this._mergeStyle(this.createStyle(), this.style)), this._savePrimaryToNormal(t, n, Jo);
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
		for (var m = this.__inHover ? Yo : Jo, d = 0; d < m.length; d++) {
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
		return qo;
	}, t.initDefaultProps = (function() {
		var e = t.prototype;
		e.type = "displayable", e.invisible = !1, e.z = 0, e.z2 = 0, e.zlevel = 0, e.culling = !1, e.cursor = "pointer", e.rectHover = !1, e.incremental = !1, e._rect = null, e.dirtyRectTolerance = 0, e.__dirty = 3;
	})(), t;
}(zi), Zo = new X(0, 0, 0, 0), Qo = new X(0, 0, 0, 0);
function $o(e, t, n) {
	return Zo.copy(e.getBoundingRect()), e.transform && Zo.applyTransform(e.transform), Qo.width = t, Qo.height = n, !Zo.intersect(Qo);
}
// node_modules/zrender/lib/core/bbox.js
var es = Math.min, ts = Math.max, ns = Math.sin, rs = Math.cos, is = Math.PI * 2, as = je(), os = je(), ss = je();
function cs(e, t, n, r, i, a) {
	i[0] = es(e, n), i[1] = es(t, r), a[0] = ts(e, n), a[1] = ts(t, r);
}
var ls = [], us = [];
function ds(e, t, n, r, i, a, o, s, c, l) {
	var u = kn, d = En, f = u(e, n, i, o, ls);
	c[0] = Infinity, c[1] = Infinity, l[0] = -Infinity, l[1] = -Infinity;
	for (var p = 0; p < f; p++) {
		var m = d(e, n, i, o, ls[p]);
		c[0] = es(m, c[0]), l[0] = ts(m, l[0]);
	}
	f = u(t, r, a, s, us);
	for (var p = 0; p < f; p++) {
		var h = d(t, r, a, s, us[p]);
		c[1] = es(h, c[1]), l[1] = ts(h, l[1]);
	}
	c[0] = es(e, c[0]), l[0] = ts(e, l[0]), c[0] = es(o, c[0]), l[0] = ts(o, l[0]), c[1] = es(t, c[1]), l[1] = ts(t, l[1]), c[1] = es(s, c[1]), l[1] = ts(s, l[1]);
}
function fs(e, t, n, r, i, a, o, s) {
	var c = In, l = Nn, u = ts(es(c(e, n, i), 1), 0), d = ts(es(c(t, r, a), 1), 0), f = l(e, n, i, u), p = l(t, r, a, d);
	o[0] = es(e, i, f), o[1] = es(t, a, p), s[0] = ts(e, i, f), s[1] = ts(t, a, p);
}
function ps(e, t, n, r, i, a, o, s, c) {
	var l = We, u = Ge, d = Math.abs(i - a);
	if (d % is < 1e-4 && d > 1e-4) s[0] = e - n, s[1] = t - r, c[0] = e + n, c[1] = t + r;
	else {
		if (as[0] = rs(i) * n + e, as[1] = ns(i) * r + t, os[0] = rs(a) * n + e, os[1] = ns(a) * r + t, l(s, as, os), u(c, as, os), i %= is, i < 0 && (i += is), a %= is, a < 0 && (a += is), i > a && !o ? a += is : i < a && o && (i += is), o) {
			var f = a;
			a = i, i = f;
		}
		for (var p = 0; p < a; p += Math.PI / 2) p > i && (ss[0] = rs(p) * n + e, ss[1] = ns(p) * r + t, l(s, ss, s), u(c, ss, c));
	}
}
// node_modules/zrender/lib/core/PathProxy.js
var ms = {
	M: 1,
	L: 2,
	C: 3,
	Q: 4,
	A: 5,
	Z: 6,
	R: 7
}, hs = [], gs = [], _s = [], vs = [], ys = [], bs = [], xs = Math.min, Ss = Math.max, Cs = Math.cos, ws = Math.sin, Ts = Math.abs, Es = Math.PI, Ds = Es * 2, Os = typeof Float32Array < "u", ks = [];
function As(e) {
	return Math.round(e / Es * 1e8) / 1e8 % 2 * Es;
}
function js(e, t) {
	var n = As(e[0]);
	n < 0 && (n += Ds);
	var r = n - e[0], i = e[1];
	i += r, !t && i - n >= Ds ? i = n + Ds : t && n - i >= Ds ? i = n - Ds : !t && n > i ? i = n + (Ds - As(n - i)) : t && n < i && (i = n - (Ds - As(i - n))), e[0] = n, e[1] = i;
}
var Ms = function() {
	function e(e) {
		this.dpr = 1, this._xi = 0, this._yi = 0, this._x0 = 0, this._y0 = 0, this._len = 0, e && (this._saveData = !1), this._saveData && (this.data = []);
	}
	return e.prototype.increaseVersion = function() {
		this._version++;
	}, e.prototype.getVersion = function() {
		return this._version;
	}, e.prototype.setScale = function(e, t, n) {
		n = n || 0, n > 0 && (this._ux = Ts(n / ui / e) || 0, this._uy = Ts(n / ui / t) || 0);
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
		return this._drawPendingPt(), this.addData(ms.M, e, t), this._ctx && this._ctx.moveTo(e, t), this._x0 = e, this._y0 = t, this._xi = e, this._yi = t, this;
	}, e.prototype.lineTo = function(e, t) {
		var n = Ts(e - this._xi), r = Ts(t - this._yi), i = n > this._ux || r > this._uy;
		if (this.addData(ms.L, e, t), this._ctx && i && this._ctx.lineTo(e, t), i) this._xi = e, this._yi = t, this._pendingPtDist = 0;
		else {
			var a = n * n + r * r;
			a > this._pendingPtDist && (this._pendingPtX = e, this._pendingPtY = t, this._pendingPtDist = a);
		}
		return this;
	}, e.prototype.bezierCurveTo = function(e, t, n, r, i, a) {
		return this._drawPendingPt(), this.addData(ms.C, e, t, n, r, i, a), this._ctx && this._ctx.bezierCurveTo(e, t, n, r, i, a), this._xi = i, this._yi = a, this;
	}, e.prototype.quadraticCurveTo = function(e, t, n, r) {
		return this._drawPendingPt(), this.addData(ms.Q, e, t, n, r), this._ctx && this._ctx.quadraticCurveTo(e, t, n, r), this._xi = n, this._yi = r, this;
	}, e.prototype.arc = function(e, t, n, r, i, a) {
		this._drawPendingPt(), ks[0] = r, ks[1] = i, js(ks, a), r = ks[0], i = ks[1];
		var o = i - r;
		return this.addData(ms.A, e, t, n, n, r, o, 0, +!a), this._ctx && this._ctx.arc(e, t, n, r, i, a), this._xi = Cs(i) * n + e, this._yi = ws(i) * n + t, this;
	}, e.prototype.arcTo = function(e, t, n, r, i) {
		return this._drawPendingPt(), this._ctx && this._ctx.arcTo(e, t, n, r, i), this;
	}, e.prototype.rect = function(e, t, n, r) {
		return this._drawPendingPt(), this._ctx && this._ctx.rect(e, t, n, r), this.addData(ms.R, e, t, n, r), this;
	}, e.prototype.closePath = function() {
		this._drawPendingPt(), this.addData(ms.Z);
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
		!(this.data && this.data.length === t) && Os && (this.data = new Float32Array(t));
		for (var n = 0; n < t; n++) this.data[n] = e[n];
		this._len = t;
	}, e.prototype.appendPath = function(e) {
		e instanceof Array || (e = [e]);
		for (var t = e.length, n = 0, r = this._len, i = 0; i < t; i++) n += e[i].len();
		Os && this.data instanceof Float32Array && (this.data = new Float32Array(r + n));
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
			e instanceof Array && (e.length = this._len, Os && this._len > 11 && (this.data = new Float32Array(e)));
		}
	}, e.prototype.getBoundingRect = function() {
		_s[0] = _s[1] = ys[0] = ys[1] = Number.MAX_VALUE, vs[0] = vs[1] = bs[0] = bs[1] = -Number.MAX_VALUE;
		for (var e = this.data, t = 0, n = 0, r = 0, i = 0, a = 0; a < this._len;) {
			var o = e[a++], s = a === 1;
			switch (s && (t = e[a], n = e[a + 1], r = t, i = n), o) {
				case ms.M:
					t = r = e[a++], n = i = e[a++], ys[0] = r, ys[1] = i, bs[0] = r, bs[1] = i;
					break;
				case ms.L:
					cs(t, n, e[a], e[a + 1], ys, bs), t = e[a++], n = e[a++];
					break;
				case ms.C:
					ds(t, n, e[a++], e[a++], e[a++], e[a++], e[a], e[a + 1], ys, bs), t = e[a++], n = e[a++];
					break;
				case ms.Q:
					fs(t, n, e[a++], e[a++], e[a], e[a + 1], ys, bs), t = e[a++], n = e[a++];
					break;
				case ms.A:
					var c = e[a++], l = e[a++], u = e[a++], d = e[a++], f = e[a++], p = e[a++] + f;
					a += 1;
					var m = !e[a++];
					s && (r = Cs(f) * u + c, i = ws(f) * d + l), ps(c, l, u, d, f, p, m, ys, bs), t = Cs(p) * u + c, n = ws(p) * d + l;
					break;
				case ms.R:
					r = t = e[a++], i = n = e[a++];
					var h = e[a++], g = e[a++];
					cs(r, i, r + h, i + g, ys, bs);
					break;
				case ms.Z: t = r, n = i;
			}
			We(_s, _s, ys), Ge(vs, vs, bs);
		}
		return a === 0 && (_s[0] = _s[1] = vs[0] = vs[1] = 0), new X(_s[0], _s[1], vs[0] - _s[0], vs[1] - _s[1]);
	}, e.prototype._calculateLength = function() {
		var e = this.data, t = this._len, n = this._ux, r = this._uy, i = 0, a = 0, o = 0, s = 0;
		this._pathSegLen || (this._pathSegLen = []);
		for (var c = this._pathSegLen, l = 0, u = 0, d = 0; d < t;) {
			var f = e[d++], p = d === 1;
			p && (i = e[d], a = e[d + 1], o = i, s = a);
			var m = -1;
			switch (f) {
				case ms.M:
					i = o = e[d++], a = s = e[d++];
					break;
				case ms.L:
					var h = e[d++], g = e[d++], _ = h - i, v = g - a;
					(Ts(_) > n || Ts(v) > r || d === t - 1) && (m = Math.sqrt(_ * _ + v * v), i = h, a = g);
					break;
				case ms.C:
					var y = e[d++], b = e[d++], h = e[d++], g = e[d++], x = e[d++], S = e[d++];
					m = Mn(i, a, y, b, h, g, x, S, 10), i = x, a = S;
					break;
				case ms.Q:
					var y = e[d++], b = e[d++], h = e[d++], g = e[d++];
					m = zn(i, a, y, b, h, g, 10), i = h, a = g;
					break;
				case ms.A:
					var C = e[d++], w = e[d++], T = e[d++], E = e[d++], D = e[d++], O = e[d++], k = O + D;
					d += 1, p && (o = Cs(D) * T + C, s = ws(D) * E + w), m = Ss(T, E) * xs(Ds, Math.abs(O)), i = Cs(k) * T + C, a = ws(k) * E + w;
					break;
				case ms.R:
					o = i = e[d++], s = a = e[d++];
					var A = e[d++], j = e[d++];
					m = A * 2 + j * 2;
					break;
				case ms.Z:
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
			switch (C && (c = n[x], l = n[x + 1], o = c, s = l), S !== ms.L && v > 0 && (e.lineTo(y, b), v = 0), S) {
				case ms.M:
					o = c = n[x++], s = l = n[x++], e.moveTo(c, l);
					break;
				case ms.L:
					u = n[x++], d = n[x++];
					var w = Ts(u - c), T = Ts(d - l);
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
				case ms.C:
					var k = n[x++], A = n[x++], j = n[x++], M = n[x++], N = n[x++], P = n[x++];
					if (f) {
						var E = p[g++];
						if (h + E > _) {
							var D = (_ - h) / E;
							An(c, k, j, N, D, hs), An(l, A, M, P, D, gs), e.bezierCurveTo(hs[1], gs[1], hs[2], gs[2], hs[3], gs[3]);
							break lo;
						}
						h += E;
					}
					e.bezierCurveTo(k, A, j, M, N, P), c = N, l = P;
					break;
				case ms.Q:
					var k = n[x++], A = n[x++], j = n[x++], M = n[x++];
					if (f) {
						var E = p[g++];
						if (h + E > _) {
							var D = (_ - h) / E;
							Ln(c, k, j, D, hs), Ln(l, A, M, D, gs), e.quadraticCurveTo(hs[1], gs[1], hs[2], gs[2]);
							break lo;
						}
						h += E;
					}
					e.quadraticCurveTo(k, A, j, M), c = j, l = M;
					break;
				case ms.A:
					var F = n[x++], I = n[x++], ee = n[x++], te = n[x++], L = n[x++], R = n[x++], z = n[x++], ne = !n[x++], re = ee > te ? ee : te, B = Ts(ee - te) > .001, ie = L + R, V = !1;
					if (f) {
						var E = p[g++];
						h + E > _ && (ie = L + R * (_ - h) / E, V = !0), h += E;
					}
					if (B && e.ellipse ? e.ellipse(F, I, ee, te, z, L, ie, ne) : e.arc(F, I, re, L, ie, ne), V) break lo;
					C && (o = Cs(L) * ee + F, s = ws(L) * te + I), c = Cs(ie) * ee + F, l = ws(ie) * te + I;
					break;
				case ms.R:
					o = c = n[x], s = l = n[x + 1], u = n[x++], d = n[x++];
					var H = n[x++], U = n[x++];
					if (f) {
						var E = p[g++];
						if (h + E > _) {
							var W = _ - h;
							e.moveTo(u, d), e.lineTo(u + xs(W, H), d), W -= H, W > 0 && e.lineTo(u + H, d + xs(W, U)), W -= U, W > 0 && e.lineTo(u + Ss(H - W, 0), d + U), W -= H, W > 0 && e.lineTo(u, d + Ss(U - W, 0));
							break lo;
						}
						h += E;
					}
					e.rect(u, d, H, U);
					break;
				case ms.Z:
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
	}, e.CMD = ms, e.initDefaultProps = (function() {
		var t = e.prototype;
		t._saveData = !0, t._ux = 0, t._uy = 0, t._pendingPtDist = 0, t._version = 0;
	})(), e;
}();
// node_modules/zrender/lib/contain/line.js
function Ns(e, t, n, r, i, a, o) {
	if (i === 0) return !1;
	var s = i, c = 0, l = e;
	if (o > t + s && o > r + s || o < t - s && o < r - s || a > e + s && a > n + s || a < e - s && a < n - s) return !1;
	if (e !== n) c = (t - r) / (e - n), l = (e * r - n * t) / (e - n);
	else return Math.abs(a - e) <= s / 2;
	var u = c * a - o + l;
	return u * u / (c * c + 1) <= s / 2 * s / 2;
}
// node_modules/zrender/lib/contain/cubic.js
function Ps(e, t, n, r, i, a, o, s, c, l, u) {
	if (c === 0) return !1;
	var d = c;
	return u > t + d && u > r + d && u > a + d && u > s + d || u < t - d && u < r - d && u < a - d && u < s - d || l > e + d && l > n + d && l > i + d && l > o + d || l < e - d && l < n - d && l < i - d && l < o - d ? !1 : jn(e, t, n, r, i, a, o, s, l, u, null) <= d / 2;
}
// node_modules/zrender/lib/contain/quadratic.js
function Fs(e, t, n, r, i, a, o, s, c) {
	if (o === 0) return !1;
	var l = o;
	return c > t + l && c > r + l && c > a + l || c < t - l && c < r - l && c < a - l || s > e + l && s > n + l && s > i + l || s < e - l && s < n - l && s < i - l ? !1 : Rn(e, t, n, r, i, a, s, c, null) <= l / 2;
}
// node_modules/zrender/lib/contain/util.js
var Is = Math.PI * 2;
function Ls(e) {
	return e %= Is, e < 0 && (e += Is), e;
}
// node_modules/zrender/lib/contain/arc.js
var Rs = Math.PI * 2;
function zs(e, t, n, r, i, a, o, s, c) {
	if (o === 0) return !1;
	var l = o;
	s -= e, c -= t;
	var u = Math.sqrt(s * s + c * c);
	if (u - l > n || u + l < n) return !1;
	if (Math.abs(r - i) % Rs < 1e-4) return !0;
	if (a) {
		var d = r;
		r = Ls(i), i = Ls(d);
	} else r = Ls(r), i = Ls(i);
	r > i && (i += Rs);
	var f = Math.atan2(c, s);
	return f < 0 && (f += Rs), f >= r && f <= i || f + Rs >= r && f + Rs <= i;
}
// node_modules/zrender/lib/contain/windingLine.js
function Bs(e, t, n, r, i, a) {
	if (a > t && a > r || a < t && a < r || r === t) return 0;
	var o = (a - t) / (r - t), s = r < t ? 1 : -1;
	(o === 1 || o === 0) && (s = r < t ? .5 : -.5);
	var c = o * (n - e) + e;
	return c === i ? Infinity : c > i ? s : 0;
}
// node_modules/zrender/lib/contain/path.js
var Vs = Ms.CMD, Hs = Math.PI * 2, Us = 1e-4;
function Ws(e, t) {
	return Math.abs(e - t) < Us;
}
var Gs = [
	-1,
	-1,
	-1
], Ks = [-1, -1];
function qs() {
	var e = Ks[0];
	Ks[0] = Ks[1], Ks[1] = e;
}
function Js(e, t, n, r, i, a, o, s, c, l) {
	if (l > t && l > r && l > a && l > s || l < t && l < r && l < a && l < s) return 0;
	var u = On(t, r, a, s, l, Gs);
	if (u === 0) return 0;
	for (var d = 0, f = -1, p = void 0, m = void 0, h = 0; h < u; h++) {
		var g = Gs[h], _ = g === 0 || g === 1 ? .5 : 1;
		En(e, n, i, o, g) < c || (f < 0 && (f = kn(t, r, a, s, Ks), Ks[1] < Ks[0] && f > 1 && qs(), p = En(t, r, a, s, Ks[0]), f > 1 && (m = En(t, r, a, s, Ks[1]))), f === 2 ? g < Ks[0] ? d += p < t ? _ : -_ : g < Ks[1] ? d += m < p ? _ : -_ : d += s < m ? _ : -_ : g < Ks[0] ? d += p < t ? _ : -_ : d += s < p ? _ : -_);
	}
	return d;
}
function Ys(e, t, n, r, i, a, o, s) {
	if (s > t && s > r && s > a || s < t && s < r && s < a) return 0;
	var c = Fn(t, r, a, s, Gs);
	if (c === 0) return 0;
	var l = In(t, r, a);
	if (l >= 0 && l <= 1) {
		for (var u = 0, d = Nn(t, r, a, l), f = 0; f < c; f++) {
			var p = Gs[f] === 0 || Gs[f] === 1 ? .5 : 1, m = Nn(e, n, i, Gs[f]);
			m < o || (Gs[f] < l ? u += d < t ? p : -p : u += a < d ? p : -p);
		}
		return u;
	}
	var p = Gs[0] === 0 || Gs[0] === 1 ? .5 : 1, m = Nn(e, n, i, Gs[0]);
	return m < o ? 0 : a < t ? p : -p;
}
function Xs(e, t, n, r, i, a, o, s) {
	if (s -= t, s > n || s < -n) return 0;
	var c = Math.sqrt(n * n - s * s);
	Gs[0] = -c, Gs[1] = c;
	var l = Math.abs(r - i);
	if (l < 1e-4) return 0;
	if (l >= Hs - 1e-4) {
		r = 0, i = Hs;
		var u = a ? 1 : -1;
		return o >= Gs[0] + e && o <= Gs[1] + e ? u : 0;
	}
	if (r > i) {
		var d = r;
		r = i, i = d;
	}
	r < 0 && (r += Hs, i += Hs);
	for (var f = 0, p = 0; p < 2; p++) {
		var m = Gs[p];
		if (m + e > o) {
			var h = Math.atan2(s, m), u = a ? 1 : -1;
			h < 0 && (h = Hs + h), (h >= r && h <= i || h + Hs >= r && h + Hs <= i) && (h > Math.PI / 2 && h < Math.PI * 1.5 && (u = -u), f += u);
		}
	}
	return f;
}
function Zs(e, t, n, r, i) {
	for (var a = e.data, o = e.len(), s = 0, c = 0, l = 0, u = 0, d = 0, f, p, m = 0; m < o;) {
		var h = a[m++], g = m === 1;
		switch (h === Vs.M && m > 1 && (n || (s += Bs(c, l, u, d, r, i))), g && (c = a[m], l = a[m + 1], u = c, d = l), h) {
			case Vs.M:
				u = a[m++], d = a[m++], c = u, l = d;
				break;
			case Vs.L:
				if (n) {
					if (Ns(c, l, a[m], a[m + 1], t, r, i)) return !0;
				} else s += Bs(c, l, a[m], a[m + 1], r, i) || 0;
				c = a[m++], l = a[m++];
				break;
			case Vs.C:
				if (n) {
					if (Ps(c, l, a[m++], a[m++], a[m++], a[m++], a[m], a[m + 1], t, r, i)) return !0;
				} else s += Js(c, l, a[m++], a[m++], a[m++], a[m++], a[m], a[m + 1], r, i) || 0;
				c = a[m++], l = a[m++];
				break;
			case Vs.Q:
				if (n) {
					if (Fs(c, l, a[m++], a[m++], a[m], a[m + 1], t, r, i)) return !0;
				} else s += Ys(c, l, a[m++], a[m++], a[m], a[m + 1], r, i) || 0;
				c = a[m++], l = a[m++];
				break;
			case Vs.A:
				var _ = a[m++], v = a[m++], y = a[m++], b = a[m++], x = a[m++], S = a[m++];
				m += 1;
				var C = !!(1 - a[m++]);
				f = Math.cos(x) * y + _, p = Math.sin(x) * b + v, g ? (u = f, d = p) : s += Bs(c, l, f, p, r, i);
				var w = (r - _) * b / y + _;
				if (n) {
					if (zs(_, v, b, x, x + S, C, t, w, i)) return !0;
				} else s += Xs(_, v, b, x, x + S, C, w, i);
				c = Math.cos(x + S) * y + _, l = Math.sin(x + S) * b + v;
				break;
			case Vs.R:
				u = c = a[m++], d = l = a[m++];
				var T = a[m++], E = a[m++];
				if (f = u + T, p = d + E, n) {
					if (Ns(u, d, f, d, t, r, i) || Ns(f, d, f, p, t, r, i) || Ns(f, p, u, p, t, r, i) || Ns(u, p, u, d, t, r, i)) return !0;
				} else s += Bs(f, d, f, p, r, i), s += Bs(u, p, u, d, r, i);
				break;
			case Vs.Z:
				if (n) {
					if (Ns(c, l, u, d, t, r, i)) return !0;
				} else s += Bs(c, l, u, d, r, i);
				c = u, l = d;
		}
	}
	return !n && !Ws(l, d) && (s += Bs(c, l, u, d, r, i) || 0), s !== 0;
}
function Qs(e, t, n) {
	return Zs(e, 0, !1, t, n);
}
function $s(e, t, n, r) {
	return Zs(e, t, !0, n, r);
}
// node_modules/zrender/lib/graphic/Path.js
var ec = F({
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
}, Ko), tc = { style: F({
	fill: !0,
	stroke: !0,
	strokePercent: !0,
	fillOpacity: !0,
	strokeOpacity: !0,
	lineDashOffset: !0,
	lineWidth: !0,
	miterLimit: !0
}, qo.style) }, nc = Ci.concat([
	"invisible",
	"culling",
	"z",
	"z2",
	"zlevel",
	"parent"
]), Z = function(e) {
	s(t, e);
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
			for (var s = 0; s < nc.length; ++s) i[nc[s]] = this[nc[s]];
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
			if (G(e)) {
				var t = mr(e, 0);
				return t > .5 ? fi : t > .2 ? mi : pi;
			}
			if (e) return pi;
		}
		return fi;
	}, t.prototype.getInsideTextStroke = function(e) {
		var t = this.style.fill;
		if (G(t)) {
			var n = this.__zr;
			if (!!(n && n.isDarkMode()) == mr(e, 0) < .4) return t;
		}
	}, t.prototype.buildPath = function(e, t, n) {}, t.prototype.pathUpdated = function() {
		this.__dirty &= -5;
	}, t.prototype.getUpdatedPathProxy = function(e) {
		return !this.path && this.createPathProxy(), this.path.beginPath(), this.buildPath(this.path, this.shape, e), this.path;
	}, t.prototype.createPathProxy = function() {
		this.path = new Ms(!1);
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
				if (s > 1e-10 && (this.hasFill() || (o = Math.max(o, this.strokeContainThreshold)), $s(a, o / s, e, t))) return !0;
			}
			if (this.hasFill()) return Qs(a, e, t);
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
		return De(ec, e);
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
		return tc;
	}, t.prototype.isZeroArea = function() {
		return !1;
	}, t.extend = function(e) {
		var n = function(t) {
			s(n, t);
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
}(Xo), rc = F({
	strokeFirst: !0,
	font: d,
	x: 0,
	y: 0,
	textAlign: "left",
	textBaseline: "top",
	miterLimit: 2
}, ec), ic = function(e) {
	s(t, e);
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
		return De(rc, e);
	}, t.prototype.setBoundingRect = function(e) {
		this._rect = e;
	}, t.prototype.getBoundingRect = function() {
		var e = this.style;
		if (!this._rect) {
			var t = e.text;
			t == null ? t = "" : t += "";
			var n = Oi(t, e.font, e.textAlign, e.textBaseline);
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
}(Xo);
ic.prototype.type = "tspan";
// node_modules/zrender/lib/graphic/Image.js
var ac = F({
	x: 0,
	y: 0
}, Ko), oc = { style: F({
	x: !0,
	y: !0,
	width: !0,
	height: !0,
	sx: !0,
	sy: !0,
	sWidth: !0,
	sHeight: !0
}, qo.style) };
function sc(e) {
	return !!(e && typeof e != "string" && e.width && e.height);
}
var cc = function(e) {
	s(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.createStyle = function(e) {
		return De(ac, e);
	}, t.prototype._getSize = function(e) {
		var t = this.style, n = t[e];
		if (n != null) return n;
		var r = sc(t.image) ? t.image : this.__image;
		if (!r) return 0;
		var i = e === "width" ? "height" : "width", a = t[i];
		return a == null ? r[e] : r[e] / r[i] * a;
	}, t.prototype.getWidth = function() {
		return this._getSize("width");
	}, t.prototype.getHeight = function() {
		return this._getSize("height");
	}, t.prototype.getAnimationStyleProps = function() {
		return oc;
	}, t.prototype.getBoundingRect = function() {
		var e = this.style;
		return this._rect || (this._rect = new X(e.x || 0, e.y || 0, this.getWidth(), this.getHeight())), this._rect;
	}, t;
}(Xo);
cc.prototype.type = "image";
// node_modules/zrender/lib/graphic/helper/roundRect.js
function lc(e, t) {
	var n = t.x, r = t.y, i = t.width, a = t.height, o = t.r, s, c, l, u;
	i < 0 && (n += i, i = -i), a < 0 && (r += a, a = -a), typeof o == "number" ? s = c = l = u = o : o instanceof Array ? o.length === 1 ? s = c = l = u = o[0] : o.length === 2 ? (s = l = o[0], c = u = o[1]) : o.length === 3 ? (s = o[0], c = u = o[1], l = o[2]) : (s = o[0], c = o[1], l = o[2], u = o[3]) : s = c = l = u = 0;
	var d;
	s + c > i && (d = s + c, s *= i / d, c *= i / d), l + u > i && (d = l + u, l *= i / d, u *= i / d), c + l > a && (d = c + l, c *= a / d, l *= a / d), s + u > a && (d = s + u, s *= a / d, u *= a / d), e.moveTo(n + s, r), e.lineTo(n + i - c, r), c !== 0 && e.arc(n + i - c, r + c, c, -Math.PI / 2, 0), e.lineTo(n + i, r + a - l), l !== 0 && e.arc(n + i - l, r + a - l, l, 0, Math.PI / 2), e.lineTo(n + u, r + a), u !== 0 && e.arc(n + u, r + a - u, u, Math.PI / 2, Math.PI), e.lineTo(n, r + s), s !== 0 && e.arc(n + s, r + s, s, Math.PI, Math.PI * 1.5);
}
// node_modules/zrender/lib/graphic/helper/subPixelOptimize.js
var uc = Math.round;
function dc(e, t, n) {
	if (t) {
		var r = t.x1, i = t.x2, a = t.y1, o = t.y2;
		e.x1 = r, e.x2 = i, e.y1 = a, e.y2 = o;
		var s = n && n.lineWidth;
		return s && (uc(r * 2) === uc(i * 2) && (e.x1 = e.x2 = pc(r, s, !0)), uc(a * 2) === uc(o * 2) && (e.y1 = e.y2 = pc(a, s, !0))), e;
	}
}
function fc(e, t, n) {
	if (t) {
		var r = t.x, i = t.y, a = t.width, o = t.height;
		e.x = r, e.y = i, e.width = a, e.height = o;
		var s = n && n.lineWidth;
		return s && (e.x = pc(r, s, !0), e.y = pc(i, s, !0), e.width = Math.max(pc(r + a, s, !1) - e.x, a === 0 ? 0 : 1), e.height = Math.max(pc(i + o, s, !1) - e.y, o === 0 ? 0 : 1)), e;
	}
}
function pc(e, t, n) {
	if (!t) return e;
	var r = uc(e * 2);
	return (r + uc(t)) % 2 == 0 ? r / 2 : (r + (n ? 1 : -1)) / 2;
}
// node_modules/zrender/lib/graphic/shape/Rect.js
var mc = function() {
	function e() {
		this.x = 0, this.y = 0, this.width = 0, this.height = 0;
	}
	return e;
}(), hc = {}, gc = function(e) {
	s(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new mc();
	}, t.prototype.buildPath = function(e, t) {
		var n, r, i, a;
		if (this.subPixelOptimize) {
			var o = fc(hc, t, this.style);
			n = o.x, r = o.y, i = o.width, a = o.height, o.r = t.r, t = o;
		} else n = t.x, r = t.y, i = t.width, a = t.height;
		t.r ? lc(e, t) : e.rect(n, r, i, a);
	}, t.prototype.isZeroArea = function() {
		return !this.shape.width || !this.shape.height;
	}, t;
}(Z);
gc.prototype.type = "rect";
// node_modules/zrender/lib/graphic/Text.js
var _c = { fill: "#000" }, vc = 2, yc = { style: F({
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
}, qo.style) }, bc = function(e) {
	s(t, e);
	function t(t) {
		var n = e.call(this) || this;
		return n.type = "text", n._children = [], n._defaultStyle = _c, n.attr(t), n;
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
		this._childCursor = 0, Dc(this.style), this.style.rich ? this._updateRichTexts() : this._updatePlainTexts(), this._children.length = this._childCursor, this.styleUpdated();
	}, t.prototype.addSelfToZr = function(t) {
		e.prototype.addSelfToZr.call(this, t);
		for (var n = 0; n < this._children.length; n++) this._children[n].__zr = t;
	}, t.prototype.removeSelfFromZr = function(t) {
		e.prototype.removeSelfFromZr.call(this, t);
		for (var n = 0; n < this._children.length; n++) this._children[n].__zr = null;
	}, t.prototype.getBoundingRect = function() {
		if (this.styleChanged() && this._updateSubTexts(), !this._rect) {
			for (var e = new X(0, 0, 0, 0), t = this._children, n = [], r = null, i = 0; i < t.length; i++) {
				var a = t[i], o = a.getBoundingRect(), s = a.getLocalTransform(n);
				s ? (e.copy(o), e.applyTransform(s), r = r || e.clone(), r.union(e)) : (r = r || o.clone(), r.union(o));
			}
			this._rect = r || e;
		}
		return this._rect;
	}, t.prototype.setDefaultTextStyle = function(e) {
		this._defaultStyle = e || _c;
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
		return yc;
	}, t.prototype._getOrCreateChild = function(e) {
		var t = this._children[this._childCursor];
		return t && t instanceof e || (t = new e()), this._children[this._childCursor++] = t, t.__zr = this.__zr, t.parent = this, t;
	}, t.prototype._updatePlainTexts = function() {
		var e = this.style, t = e.font || "12px sans-serif", n = e.padding, r = Fo(Mc(e), e), i = Nc(e), a = !!e.backgroundColor, o = r.outerHeight, s = r.outerWidth, c = r.contentWidth, l = r.lines, u = r.lineHeight, d = this._defaultStyle;
		this.isTruncated = !!r.isTruncated;
		var f = e.x || 0, p = e.y || 0, m = e.align || d.align || "left", h = e.verticalAlign || d.verticalAlign || "top", g = f, _ = Ai(p, r.contentHeight, h);
		if (i || n) {
			var v = ki(f, s, m), y = Ai(p, o, h);
			i && this._renderBackground(e, e, v, y, s, o);
		}
		_ += u / 2, n && (g = jc(f, m, n), h === "top" ? _ += n[0] : h === "bottom" && (_ -= n[2]));
		for (var b = 0, x = !1, S = Ac("fill" in e ? e.fill : (x = !0, d.fill)), C = kc("stroke" in e ? e.stroke : !a && (!d.autoStroke || x) ? (b = vc, d.stroke) : null), w = e.textShadowBlur > 0, T = e.width != null && (e.overflow === "truncate" || e.overflow === "break" || e.overflow === "breakAll"), E = r.calculatedLineHeight, D = 0; D < l.length; D++) {
			var O = this._getOrCreateChild(ic), k = O.createStyle();
			O.useStyle(k), k.text = l[D], k.x = g, k.y = _, m && (k.textAlign = m), k.textBaseline = "middle", k.opacity = e.opacity, k.strokeFirst = !0, w && (k.shadowBlur = e.textShadowBlur || 0, k.shadowColor = e.textShadowColor || "transparent", k.shadowOffsetX = e.textShadowOffsetX || 0, k.shadowOffsetY = e.textShadowOffsetY || 0), k.stroke = C, k.fill = S, C && (k.lineWidth = e.lineWidth || b, k.lineDash = e.lineDash, k.lineDashOffset = e.lineDashOffset || 0), k.font = t, Tc(k, e), _ += u, T && O.setBoundingRect(new X(ki(k.x, c, k.textAlign), Ai(k.y, E, k.textBaseline), c, E));
		}
	}, t.prototype._updateRichTexts = function() {
		var e = this.style, t = zo(Mc(e), e), n = t.width, r = t.outerWidth, i = t.outerHeight, a = e.padding, o = e.x || 0, s = e.y || 0, c = this._defaultStyle, l = e.align || c.align, u = e.verticalAlign || c.verticalAlign;
		this.isTruncated = !!t.isTruncated;
		var d = ki(o, r, l), f = Ai(s, i, u), p = d, m = f;
		a && (p += a[3], m += a[0]);
		var h = p + n;
		Nc(e) && this._renderBackground(e, e, d, f, r, i);
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
		c === "top" ? l = r + e.height / 2 : c === "bottom" && (l = r + n - e.height / 2), !e.isLineHolder && Nc(s) && this._renderBackground(s, t, a === "right" ? i - e.width : a === "center" ? i - e.width / 2 : i, l - e.height / 2, e.width, e.height);
		var u = !!s.backgroundColor, d = e.textPadding;
		d && (i = jc(i, a, d), l -= e.height / 2 - d[0] - e.innerHeight / 2);
		var f = this._getOrCreateChild(ic), p = f.createStyle();
		f.useStyle(p);
		var m = this._defaultStyle, h = !1, g = 0, _ = Ac("fill" in s ? s.fill : "fill" in t ? t.fill : (h = !0, m.fill)), v = kc("stroke" in s ? s.stroke : "stroke" in t ? t.stroke : !u && !o && (!m.autoStroke || h) ? (g = vc, m.stroke) : null), y = s.textShadowBlur > 0 || t.textShadowBlur > 0;
		p.text = e.text, p.x = i, p.y = l, y && (p.shadowBlur = s.textShadowBlur || t.textShadowBlur || 0, p.shadowColor = s.textShadowColor || t.textShadowColor || "transparent", p.shadowOffsetX = s.textShadowOffsetX || t.textShadowOffsetX || 0, p.shadowOffsetY = s.textShadowOffsetY || t.textShadowOffsetY || 0), p.textAlign = a, p.textBaseline = "middle", p.font = e.font || "12px sans-serif", p.opacity = me(s.opacity, t.opacity, 1), Tc(p, s), v && (p.lineWidth = me(s.lineWidth, t.lineWidth, g), p.lineDash = q(s.lineDash, t.lineDash), p.lineDashOffset = t.lineDashOffset || 0, p.stroke = v), _ && (p.fill = _);
		var b = e.contentWidth, x = e.contentHeight;
		f.setBoundingRect(new X(ki(p.x, b, p.textAlign), Ai(p.y, x, p.textBaseline), b, x));
	}, t.prototype._renderBackground = function(e, t, n, r, i, a) {
		var o = e.backgroundColor, s = e.borderWidth, c = e.borderColor, l = o && o.image, u = o && !l, d = e.borderRadius, f = this, p, m;
		if (u || e.lineHeight || s && c) {
			p = this._getOrCreateChild(gc), p.useStyle(p.createStyle()), p.style.fill = null;
			var h = p.shape;
			h.x = n, h.y = r, h.width = i, h.height = a, h.r = d, p.dirtyShape();
		}
		if (u) {
			var g = p.style;
			g.fill = o || null, g.fillOpacity = q(e.fillOpacity, 1);
		} else if (l) {
			m = this._getOrCreateChild(cc), m.onload = function() {
				f.dirtyStyle();
			};
			var _ = m.style;
			_.image = o.image, _.x = n, _.y = r, _.width = i, _.height = a;
		}
		if (s && c) {
			var g = p.style;
			g.lineWidth = s, g.stroke = c, g.strokeOpacity = q(e.strokeOpacity, 1), g.lineDash = e.borderDash, g.lineDashOffset = e.borderDashOffset || 0, p.strokeContainThreshold = 0, p.hasFill() && p.hasStroke() && (g.strokeFirst = !0, g.lineWidth *= 2);
		}
		var v = (p || m).style;
		v.shadowBlur = e.shadowBlur || 0, v.shadowColor = e.shadowColor || "transparent", v.shadowOffsetX = e.shadowOffsetX || 0, v.shadowOffsetY = e.shadowOffsetY || 0, v.opacity = me(e.opacity, t.opacity, 1);
	}, t.makeFont = function(e) {
		var t = "";
		return Ec(e) && (t = [
			e.fontStyle,
			e.fontWeight,
			wc(e.fontSize),
			e.fontFamily || "sans-serif"
		].join(" ")), t && ve(t) || e.textFont || e.font;
	}, t;
}(Xo), xc = {
	left: !0,
	right: 1,
	center: 1
}, Sc = {
	top: 1,
	bottom: 1,
	middle: 1
}, Cc = [
	"fontStyle",
	"fontWeight",
	"fontSize",
	"fontFamily"
];
function wc(e) {
	return typeof e == "string" && (e.indexOf("px") !== -1 || e.indexOf("rem") !== -1 || e.indexOf("em") !== -1) ? e : isNaN(+e) ? "12px" : e + "px";
}
function Tc(e, t) {
	for (var n = 0; n < Cc.length; n++) {
		var r = Cc[n], i = t[r];
		i != null && (e[r] = i);
	}
}
function Ec(e) {
	return e.fontSize != null || e.fontFamily || e.fontWeight;
}
function Dc(e) {
	return Oc(e), R(e.rich, Oc), e;
}
function Oc(e) {
	if (e) {
		e.font = bc.makeFont(e);
		var t = e.align;
		t === "middle" && (t = "center"), e.align = t == null || xc[t] ? t : "left";
		var n = e.verticalAlign;
		n === "center" && (n = "middle"), e.verticalAlign = n == null || Sc[n] ? n : "top", e.padding && (e.padding = ge(e.padding));
	}
}
function kc(e, t) {
	return e == null || t <= 0 || e === "transparent" || e === "none" ? null : e.image || e.colorStops ? "#000" : e;
}
function Ac(e) {
	return e == null || e === "none" ? null : e.image || e.colorStops ? "#000" : e;
}
function jc(e, t, n) {
	return t === "right" ? e - n[1] : t === "center" ? e + n[3] / 2 - n[1] / 2 : e + n[3];
}
function Mc(e) {
	var t = e.text;
	return t != null && (t += ""), t;
}
function Nc(e) {
	return !!(e.backgroundColor || e.lineHeight || e.borderWidth && e.borderColor);
}
// node_modules/echarts/lib/util/innerStore.js
var Q = Xa(), Pc = function(e, t, n, r) {
	if (r) {
		var i = Q(r);
		i.dataIndex = n, i.dataType = t, i.seriesIndex = e, i.ssrType = "chart", r.type === "group" && r.traverse(function(r) {
			var i = Q(r);
			i.seriesIndex = e, i.dataIndex = n, i.dataType = t, i.ssrType = "chart";
		});
	}
}, Fc = 1, Ic = {}, Lc = Xa(), Rc = Xa(), zc = [
	"emphasis",
	"blur",
	"select"
], Bc = [
	"normal",
	"emphasis",
	"blur",
	"select"
], Vc = "highlight", Hc = "downplay", Uc = "select", Wc = "unselect", Gc = "toggleSelect";
function Kc(e) {
	return e != null && e !== "none";
}
function qc(e, t, n) {
	e.onHoverStateChange && (e.hoverState || 0) !== n && e.onHoverStateChange(t), e.hoverState = n;
}
function Jc(e) {
	qc(e, "emphasis", 2);
}
function Yc(e) {
	e.hoverState === 2 && qc(e, "normal", 0);
}
function Xc(e) {
	qc(e, "blur", 1);
}
function Zc(e) {
	e.hoverState === 1 && qc(e, "normal", 0);
}
function Qc(e) {
	e.selected = !0;
}
function $c(e) {
	e.selected = !1;
}
function el(e, t, n) {
	t(e, n);
}
function tl(e, t, n) {
	el(e, t, n), e.isGroup && e.traverse(function(e) {
		el(e, t, n);
	});
}
function nl(e, t) {
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
function rl(e, t, n, r) {
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
function il(e, t, n, r) {
	var i = n && I(n, "select") >= 0, a = !1;
	if (e instanceof Z) {
		var o = Lc(e), s = i && o.selectFill || o.normalFill, c = i && o.selectStroke || o.normalStroke;
		if (Kc(s) || Kc(c)) {
			r = r || {};
			var l = r.style || {};
			l.fill === "inherit" ? (a = !0, r = P({}, r), l = P({}, l), l.fill = s) : !Kc(l.fill) && Kc(s) ? (a = !0, r = P({}, r), l = P({}, l), l.fill = gr(s)) : !Kc(l.stroke) && Kc(c) && (a || (r = P({}, r), l = P({}, l)), l.stroke = gr(c)), r.style = l;
		}
	}
	if (r && r.z2 == null) {
		a || (r = P({}, r));
		var u = e.z2EmphasisLift;
		r.z2 = e.z2 + (u ?? 10);
	}
	return r;
}
function al(e, t, n) {
	if (n && n.z2 == null) {
		n = P({}, n);
		var r = e.z2SelectLift;
		n.z2 = e.z2 + (r ?? 9);
	}
	return n;
}
function ol(e, t, n) {
	var r = I(e.currentStates, t) >= 0, i = e.style.opacity, a = r ? null : rl(e, ["opacity"], t, { opacity: 1 });
	n = n || {};
	var o = n.style || {};
	return o.opacity ?? (n = P({}, n), o = P({ opacity: r ? i : a.opacity * .1 }, o), n.style = o), n;
}
function sl(e, t) {
	var n = this.states[e];
	if (this.style) {
		if (e === "emphasis") return il(this, e, t, n);
		if (e === "blur") return ol(this, e, n);
		if (e === "select") return al(this, e, n);
	}
	return n;
}
function cl(e) {
	e.stateProxy = sl;
	var t = e.getTextContent(), n = e.getTextGuideLine();
	t && (t.stateProxy = sl), n && (n.stateProxy = sl);
}
function ll(e, t) {
	!_l(e, t) && !e.__highByOuter && tl(e, Jc);
}
function ul(e, t) {
	!_l(e, t) && !e.__highByOuter && tl(e, Yc);
}
function dl(e, t) {
	e.__highByOuter |= 1 << (t || 0), tl(e, Jc);
}
function fl(e, t) {
	!(e.__highByOuter &= ~(1 << (t || 0))) && tl(e, Yc);
}
function pl(e) {
	tl(e, Xc);
}
function ml(e) {
	tl(e, Zc);
}
function hl(e) {
	tl(e, Qc);
}
function gl(e) {
	tl(e, $c);
}
function _l(e, t) {
	return e.__highDownSilentOnTouch && t.zrByTouch;
}
function vl(e) {
	var t = e.getModel(), n = [], r = [];
	t.eachComponent(function(t, i) {
		var a = Rc(i), o = t === "series", s = o ? e.getViewOfSeriesModel(i) : e.getViewOfComponentModel(i);
		!o && r.push(s), a.isBlured && (s.group.traverse(function(e) {
			Zc(e);
		}), o && n.push(i)), a.isBlured = !1;
	}), R(r, function(e) {
		e && e.toggleBlurSeries && e.toggleBlurSeries(n, !1, t);
	});
}
function yl(e, t, n, r) {
	var i = r.getModel();
	n = n || "coordinateSystem";
	function a(e, t) {
		for (var n = 0; n < t.length; n++) {
			var r = e.getItemGraphicEl(t[n]);
			r && ml(r);
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
					e.__highByOuter && i && t === "self" || Xc(e);
				}), L(t)) a(e.getData(), t);
				else if (K(t)) for (var u = B(t), d = 0; d < u.length; d++) a(e.getData(u[d]), t[u[d]]);
				c.push(e), Rc(e).isBlured = !0;
			}
		}), i.eachComponent(function(e, t) {
			if (e !== "series") {
				var n = r.getViewOfComponentModel(t);
				n && n.toggleBlurSeries && n.toggleBlurSeries(c, !0, i);
			}
		});
	}
}
function bl(e, t, n) {
	if (e != null && t != null) {
		var r = n.getModel().getComponent(e, t);
		if (r) {
			Rc(r).isBlured = !0;
			var i = n.getViewOfComponentModel(r);
			i && i.focusBlurEnabled && i.group.traverse(function(e) {
				Xc(e);
			});
		}
	}
}
function xl(e, t, n) {
	var r = e.seriesIndex, i = e.getData(t.dataType);
	if (i) {
		var a = Ya(i, t);
		a = (U(a) ? a[0] : a) || 0;
		var o = i.getItemGraphicEl(a);
		if (!o) for (var s = i.count(), c = 0; !o && c < s;) o = i.getItemGraphicEl(c++);
		if (o) {
			var l = Q(o);
			yl(r, l.focus, l.blurScope, n);
		} else {
			var u = e.get(["emphasis", "focus"]), d = e.get(["emphasis", "blurScope"]);
			u != null && yl(r, u, d, n);
		}
	}
}
function Sl(e, t, n, r) {
	var i = {
		focusSelf: !1,
		dispatchers: null
	};
	if (e == null || e === "series" || t == null || n == null) return i;
	var a = r.getModel().getComponent(e, t);
	if (!a) return i;
	var o = r.getViewOfComponentModel(a);
	if (!o || !o.findHighDownDispatchers) return i;
	for (var s = o.findHighDownDispatchers(n), c, l = 0; l < s.length; l++) if (Q(s[l]).focus === "self") {
		c = !0;
		break;
	}
	return {
		focusSelf: c,
		dispatchers: s
	};
}
function Cl(e, t, n) {
	var r = Q(e), i = Sl(r.componentMainType, r.componentIndex, r.componentHighDownName, n), a = i.dispatchers, o = i.focusSelf;
	a ? (o && bl(r.componentMainType, r.componentIndex, n), R(a, function(e) {
		return ll(e, t);
	})) : (yl(r.seriesIndex, r.focus, r.blurScope, n), r.focus === "self" && bl(r.componentMainType, r.componentIndex, n), ll(e, t));
}
function wl(e, t, n) {
	vl(n);
	var r = Q(e), i = Sl(r.componentMainType, r.componentIndex, r.componentHighDownName, n).dispatchers;
	i ? R(i, function(e) {
		return ul(e, t);
	}) : ul(e, t);
}
function Tl(e, t, n) {
	if (Rl(t)) {
		var r = t.dataType, i = Ya(e.getData(r), t);
		U(i) || (i = [i]), e[t.type === "toggleSelect" ? "toggleSelect" : t.type === "select" ? "select" : "unselect"](i, r);
	}
}
function El(e) {
	R(e.getAllData(), function(t) {
		var n = t.data, r = t.type;
		n.eachItemGraphicEl(function(t, n) {
			e.isSelected(n, r) ? hl(t) : gl(t);
		});
	});
}
function Dl(e) {
	var t = [];
	return e.eachSeries(function(e) {
		R(e.getAllData(), function(n) {
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
function Ol(e, t, n) {
	Fl(e, !0), tl(e, cl), jl(e, t, n);
}
function kl(e) {
	Fl(e, !1);
}
function Al(e, t, n, r) {
	r ? kl(e) : Ol(e, t, n);
}
function jl(e, t, n) {
	var r = Q(e);
	t == null ? r.focus && (r.focus = null) : (r.focus = t, r.blurScope = n);
}
var Ml = [
	"emphasis",
	"blur",
	"select"
], Nl = {
	itemStyle: "getItemStyle",
	lineStyle: "getLineStyle",
	areaStyle: "getAreaStyle"
};
function Pl(e, t, n, r) {
	n = n || "itemStyle";
	for (var i = 0; i < Ml.length; i++) {
		var a = Ml[i], o = t.getModel([a, n]), s = e.ensureState(a);
		s.style = r ? r(o) : o[Nl[n]]();
	}
}
function Fl(e, t) {
	var n = t === !1, r = e;
	e.highDownSilentOnTouch && (r.__highDownSilentOnTouch = e.highDownSilentOnTouch), (!n || r.__highDownDispatcher) && (r.__highByOuter = r.__highByOuter || 0, r.__highDownDispatcher = !n);
}
function Il(e) {
	return !!(e && e.__highDownDispatcher);
}
function Ll(e) {
	var t = Ic[e];
	return t == null && Fc <= 32 && (t = Ic[e] = Fc++), t;
}
function Rl(e) {
	var t = e.type;
	return t === "select" || t === "unselect" || t === "toggleSelect";
}
function zl(e) {
	var t = e.type;
	return t === "highlight" || t === "downplay";
}
function Bl(e) {
	var t = Lc(e);
	t.normalFill = e.style.fill, t.normalStroke = e.style.stroke;
	var n = e.states.select || {};
	t.selectFill = n.style && n.style.fill || null, t.selectStroke = n.style && n.style.stroke || null;
}
// node_modules/zrender/lib/tool/transformPath.js
var Vl = Ms.CMD, Hl = [
	[],
	[],
	[]
], Ul = Math.sqrt, Wl = Math.atan2;
function Gl(e, t) {
	if (t) {
		var n = e.data, r = e.len(), i, a, o, s, c, l, u = Vl.M, d = Vl.C, f = Vl.L, p = Vl.R, m = Vl.A, h = Vl.Q;
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
					var g = t[4], _ = t[5], v = Ul(t[0] * t[0] + t[1] * t[1]), y = Ul(t[2] * t[2] + t[3] * t[3]), b = Wl(-t[1] / y, t[0] / v);
					n[o] *= v, n[o++] += g, n[o] *= y, n[o++] += _, n[o++] *= v, n[o++] *= y, n[o++] += b, n[o++] += b, o += 2, s = o;
					break;
				case p: l[0] = n[o++], l[1] = n[o++], Ue(l, l, t), n[s++] = l[0], n[s++] = l[1], l[0] += n[o++], l[1] += n[o++], Ue(l, l, t), n[s++] = l[0], n[s++] = l[1];
			}
			for (c = 0; c < a; c++) {
				var x = Hl[c];
				x[0] = n[o++], x[1] = n[o++], Ue(x, x, t), n[s++] = x[0], n[s++] = x[1];
			}
		}
		e.increaseVersion();
	}
}
// node_modules/zrender/lib/tool/path.js
var Kl = Math.sqrt, ql = Math.sin, Jl = Math.cos, Yl = Math.PI;
function Xl(e) {
	return Math.sqrt(e[0] * e[0] + e[1] * e[1]);
}
function Zl(e, t) {
	return (e[0] * t[0] + e[1] * t[1]) / (Xl(e) * Xl(t));
}
function Ql(e, t) {
	return (e[0] * t[1] < e[1] * t[0] ? -1 : 1) * Math.acos(Zl(e, t));
}
function $l(e, t, n, r, i, a, o, s, c, l, u) {
	var d = Yl / 180 * c, f = Jl(d) * (e - n) / 2 + ql(d) * (t - r) / 2, p = -1 * ql(d) * (e - n) / 2 + Jl(d) * (t - r) / 2, m = f * f / (o * o) + p * p / (s * s);
	m > 1 && (o *= Kl(m), s *= Kl(m));
	var h = (i === a ? -1 : 1) * Kl((o * o * (s * s) - o * o * (p * p) - s * s * (f * f)) / (o * o * (p * p) + s * s * (f * f))) || 0, g = h * o * p / s, _ = h * -s * f / o, v = (e + n) / 2 + Jl(d) * g - ql(d) * _, y = (t + r) / 2 + ql(d) * g + Jl(d) * _, b = Ql([1, 0], [(f - g) / o, (p - _) / s]), x = [(f - g) / o, (p - _) / s], S = [(-1 * f - g) / o, (-1 * p - _) / s], C = Ql(x, S);
	if (Zl(x, S) <= -1 && (C = Yl), Zl(x, S) >= 1 && (C = 0), C < 0) {
		var w = Math.round(C / Yl * 1e6) / 1e6;
		C = Yl * 2 + w % 2 * Yl;
	}
	u.addData(l, v, y, o, s, b, C, d, a);
}
var eu = /([mlvhzcqtsa])([^mlvhzcqtsa]*)/gi, tu = /-?([0-9]*\.)?[0-9]+([eE]-?[0-9]+)?/g;
function nu(e) {
	var t = new Ms();
	if (!e) return t;
	var n = 0, r = 0, i = n, a = r, o, s = Ms.CMD, c = e.match(eu);
	if (!c) return t;
	for (var l = 0; l < c.length; l++) {
		for (var u = c[l], d = u.charAt(0), f = void 0, p = u.match(tu) || [], m = p.length, h = 0; h < m; h++) p[h] = parseFloat(p[h]);
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
					y = p[g++], b = p[g++], x = p[g++], S = p[g++], C = p[g++], w = n, T = r, n = p[g++], r = p[g++], f = s.A, $l(w, T, n, r, S, C, y, b, x, f, t);
					break;
				case "a": y = p[g++], b = p[g++], x = p[g++], S = p[g++], C = p[g++], w = n, T = r, n += p[g++], r += p[g++], f = s.A, $l(w, T, n, r, S, C, y, b, x, f, t);
			}
		}
		(d === "z" || d === "Z") && (f = s.Z, t.addData(f), n = i, r = a), o = f;
	}
	return t.toStatic(), t;
}
var ru = function(e) {
	s(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.applyTransform = function(e) {}, t;
}(Z);
function iu(e) {
	return e.setData != null;
}
function au(e, t) {
	var n = nu(e), r = P({}, t);
	return r.buildPath = function(e) {
		if (iu(e)) {
			e.setData(n.data);
			var t = e.getContext();
			t && e.rebuildPath(t, 1);
		} else {
			var t = e;
			n.rebuildPath(t, 1);
		}
	}, r.applyTransform = function(e) {
		Gl(n, e), this.dirtyShape();
	}, r;
}
function ou(e, t) {
	return new ru(au(e, t));
}
function su(e, t) {
	var n = au(e, t);
	return function(e) {
		s(t, e);
		function t(t) {
			var r = e.call(this, t) || this;
			return r.applyTransform = n.applyTransform, r.buildPath = n.buildPath, r;
		}
		return t;
	}(ru);
}
function cu(e, t) {
	for (var n = [], r = e.length, i = 0; i < r; i++) {
		var a = e[i];
		n.push(a.getUpdatedPathProxy(!0));
	}
	var o = new Z(t);
	return o.createPathProxy(), o.buildPath = function(e) {
		if (iu(e)) {
			e.appendPath(n);
			var t = e.getContext();
			t && e.rebuildPath(t, 1);
		}
	}, o;
}
// node_modules/zrender/lib/graphic/shape/Circle.js
var lu = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.r = 0;
	}
	return e;
}(), uu = function(e) {
	s(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new lu();
	}, t.prototype.buildPath = function(e, t) {
		e.moveTo(t.cx + t.r, t.cy), e.arc(t.cx, t.cy, t.r, 0, Math.PI * 2);
	}, t;
}(Z);
uu.prototype.type = "circle";
// node_modules/zrender/lib/graphic/shape/Ellipse.js
var du = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.rx = 0, this.ry = 0;
	}
	return e;
}(), fu = function(e) {
	s(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new du();
	}, t.prototype.buildPath = function(e, t) {
		var n = .5522848, r = t.cx, i = t.cy, a = t.rx, o = t.ry, s = a * n, c = o * n;
		e.moveTo(r - a, i), e.bezierCurveTo(r - a, i - c, r - s, i - o, r, i - o), e.bezierCurveTo(r + s, i - o, r + a, i - c, r + a, i), e.bezierCurveTo(r + a, i + c, r + s, i + o, r, i + o), e.bezierCurveTo(r - s, i + o, r - a, i + c, r - a, i), e.closePath();
	}, t;
}(Z);
fu.prototype.type = "ellipse";
// node_modules/zrender/lib/graphic/helper/roundSector.js
var pu = Math.PI, mu = pu * 2, hu = Math.sin, gu = Math.cos, _u = Math.acos, vu = Math.atan2, yu = Math.abs, bu = Math.sqrt, xu = Math.max, Su = Math.min, Cu = 1e-4;
function wu(e, t, n, r, i, a, o, s) {
	var c = n - e, l = r - t, u = o - i, d = s - a, f = d * c - u * l;
	if (!(f * f < Cu)) return f = (u * (t - a) - d * (e - i)) / f, [e + f * c, t + f * l];
}
function Tu(e, t, n, r, i, a, o) {
	var s = e - n, c = t - r, l = (o ? a : -a) / bu(s * s + c * c), u = l * c, d = -l * s, f = e + u, p = t + d, m = n + u, h = r + d, g = (f + m) / 2, _ = (p + h) / 2, v = m - f, y = h - p, b = v * v + y * y, x = i - a, S = f * h - m * p, C = (y < 0 ? -1 : 1) * bu(xu(0, x * x * b - S * S)), w = (S * y - v * C) / b, T = (-S * v - y * C) / b, E = (S * y + v * C) / b, D = (-S * v + y * C) / b, O = w - g, k = T - _, A = E - g, j = D - _;
	return O * O + k * k > A * A + j * j && (w = E, T = D), {
		cx: w,
		cy: T,
		x0: -u,
		y0: -d,
		x1: w * (i / x - 1),
		y1: T * (i / x - 1)
	};
}
function Eu(e) {
	var t;
	if (U(e)) {
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
function Du(e, t) {
	var n, r = xu(t.r, 0), i = xu(t.r0 || 0, 0), a = r > 0;
	if (a || i > 0) {
		if (a || (r = i, i = 0), i > r) {
			var o = r;
			r = i, i = o;
		}
		var s = t.startAngle, c = t.endAngle;
		if (!(isNaN(s) || isNaN(c))) {
			var l = t.cx, u = t.cy, d = !!t.clockwise, f = yu(c - s), p = f > mu && f % mu;
			if (p > Cu && (f = p), !(r > Cu)) e.moveTo(l, u);
			else if (f > mu - Cu) e.moveTo(l + r * gu(s), u + r * hu(s)), e.arc(l, u, r, s, c, !d), i > Cu && (e.moveTo(l + i * gu(c), u + i * hu(c)), e.arc(l, u, i, c, s, d));
			else {
				var m = void 0, h = void 0, g = void 0, _ = void 0, v = void 0, y = void 0, b = void 0, x = void 0, S = void 0, C = void 0, w = void 0, T = void 0, E = void 0, D = void 0, O = void 0, k = void 0, A = r * gu(s), j = r * hu(s), M = i * gu(c), N = i * hu(c), P = f > Cu;
				if (P) {
					var F = t.cornerRadius;
					F && (n = Eu(F), m = n[0], h = n[1], g = n[2], _ = n[3]);
					var I = yu(r - i) / 2;
					if (v = Su(I, g), y = Su(I, _), b = Su(I, m), x = Su(I, h), w = S = xu(v, y), T = C = xu(b, x), (S > Cu || C > Cu) && (E = r * gu(c), D = r * hu(c), O = i * gu(s), k = i * hu(s), f < pu)) {
						var ee = wu(A, j, O, k, E, D, M, N);
						if (ee) {
							var te = A - ee[0], L = j - ee[1], R = E - ee[0], z = D - ee[1], ne = 1 / hu(_u((te * R + L * z) / (bu(te * te + L * L) * bu(R * R + z * z))) / 2), re = bu(ee[0] * ee[0] + ee[1] * ee[1]);
							w = Su(S, (r - re) / (ne + 1)), T = Su(C, (i - re) / (ne - 1));
						}
					}
				}
				if (!P) e.moveTo(l + A, u + j);
				else if (w > Cu) {
					var B = Su(g, w), ie = Su(_, w), V = Tu(O, k, A, j, r, B, d), H = Tu(E, D, M, N, r, ie, d);
					e.moveTo(l + V.cx + V.x0, u + V.cy + V.y0), w < S && B === ie ? e.arc(l + V.cx, u + V.cy, w, vu(V.y0, V.x0), vu(H.y0, H.x0), !d) : (B > 0 && e.arc(l + V.cx, u + V.cy, B, vu(V.y0, V.x0), vu(V.y1, V.x1), !d), e.arc(l, u, r, vu(V.cy + V.y1, V.cx + V.x1), vu(H.cy + H.y1, H.cx + H.x1), !d), ie > 0 && e.arc(l + H.cx, u + H.cy, ie, vu(H.y1, H.x1), vu(H.y0, H.x0), !d));
				} else e.moveTo(l + A, u + j), e.arc(l, u, r, s, c, !d);
				if (!(i > Cu) || !P) e.lineTo(l + M, u + N);
				else if (T > Cu) {
					var B = Su(m, T), ie = Su(h, T), V = Tu(M, N, E, D, i, -ie, d), H = Tu(A, j, O, k, i, -B, d);
					e.lineTo(l + V.cx + V.x0, u + V.cy + V.y0), T < C && B === ie ? e.arc(l + V.cx, u + V.cy, T, vu(V.y0, V.x0), vu(H.y0, H.x0), !d) : (ie > 0 && e.arc(l + V.cx, u + V.cy, ie, vu(V.y0, V.x0), vu(V.y1, V.x1), !d), e.arc(l, u, i, vu(V.cy + V.y1, V.cx + V.x1), vu(H.cy + H.y1, H.cx + H.x1), d), B > 0 && e.arc(l + H.cx, u + H.cy, B, vu(H.y1, H.x1), vu(H.y0, H.x0), !d));
				} else e.lineTo(l + M, u + N), e.arc(l, u, i, c, s, d);
			}
			e.closePath();
		}
	}
}
// node_modules/zrender/lib/graphic/shape/Sector.js
var Ou = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.r0 = 0, this.r = 0, this.startAngle = 0, this.endAngle = Math.PI * 2, this.clockwise = !0, this.cornerRadius = 0;
	}
	return e;
}(), ku = function(e) {
	s(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new Ou();
	}, t.prototype.buildPath = function(e, t) {
		Du(e, t);
	}, t.prototype.isZeroArea = function() {
		return this.shape.startAngle === this.shape.endAngle || this.shape.r === this.shape.r0;
	}, t;
}(Z);
ku.prototype.type = "sector";
// node_modules/zrender/lib/graphic/shape/Ring.js
var Au = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.r = 0, this.r0 = 0;
	}
	return e;
}(), ju = function(e) {
	s(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new Au();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.cx, r = t.cy, i = Math.PI * 2;
		e.moveTo(n + t.r, r), e.arc(n, r, t.r, 0, i, !1), e.moveTo(n + t.r0, r), e.arc(n, r, t.r0, 0, i, !0);
	}, t;
}(Z);
ju.prototype.type = "ring";
// node_modules/zrender/lib/graphic/helper/smoothBezier.js
function Mu(e, t, n, r) {
	var i = [], a = [], o = [], s = [], c, l, u, d;
	if (r) {
		u = [Infinity, Infinity], d = [-Infinity, -Infinity];
		for (var f = 0, p = e.length; f < p; f++) We(u, u, e[f]), Ge(d, d, e[f]);
		We(u, u, r[0]), Ge(d, d, r[1]);
	}
	for (var f = 0, p = e.length; f < p; f++) {
		var m = e[f];
		if (n) c = e[f ? f - 1 : p - 1], l = e[(f + 1) % p];
		else if (f === 0 || f === p - 1) {
			i.push(Me(e[f]));
			continue;
		} else c = e[f - 1], l = e[f + 1];
		Pe(a, l, c), Le(a, a, t);
		var h = ze(m, c), g = ze(m, l), _ = h + g;
		_ !== 0 && (h /= _, g /= _), Le(o, a, -h), Le(s, a, g);
		var v = Ne([], m, o), y = Ne([], m, s);
		r && (Ge(v, v, u), We(v, v, d), Ge(y, y, u), We(y, y, d)), i.push(v), i.push(y);
	}
	return n && i.push(i.shift()), i;
}
// node_modules/zrender/lib/graphic/helper/poly.js
function Nu(e, t, n) {
	var r = t.smooth, i = t.points;
	if (i && i.length >= 2) {
		if (r) {
			var a = Mu(i, r, n, t.smoothConstraint);
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
// node_modules/zrender/lib/graphic/shape/Polygon.js
var Pu = function() {
	function e() {
		this.points = null, this.smooth = 0, this.smoothConstraint = null;
	}
	return e;
}(), Fu = function(e) {
	s(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new Pu();
	}, t.prototype.buildPath = function(e, t) {
		Nu(e, t, !0);
	}, t;
}(Z);
Fu.prototype.type = "polygon";
// node_modules/zrender/lib/graphic/shape/Polyline.js
var Iu = function() {
	function e() {
		this.points = null, this.percent = 1, this.smooth = 0, this.smoothConstraint = null;
	}
	return e;
}(), Lu = function(e) {
	s(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultStyle = function() {
		return {
			stroke: "#000",
			fill: null
		};
	}, t.prototype.getDefaultShape = function() {
		return new Iu();
	}, t.prototype.buildPath = function(e, t) {
		Nu(e, t, !1);
	}, t;
}(Z);
Lu.prototype.type = "polyline";
// node_modules/zrender/lib/graphic/shape/Line.js
var Ru = {}, zu = function() {
	function e() {
		this.x1 = 0, this.y1 = 0, this.x2 = 0, this.y2 = 0, this.percent = 1;
	}
	return e;
}(), Bu = function(e) {
	s(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultStyle = function() {
		return {
			stroke: "#000",
			fill: null
		};
	}, t.prototype.getDefaultShape = function() {
		return new zu();
	}, t.prototype.buildPath = function(e, t) {
		var n, r, i, a;
		if (this.subPixelOptimize) {
			var o = dc(Ru, t, this.style);
			n = o.x1, r = o.y1, i = o.x2, a = o.y2;
		} else n = t.x1, r = t.y1, i = t.x2, a = t.y2;
		var s = t.percent;
		s !== 0 && (e.moveTo(n, r), s < 1 && (i = n * (1 - s) + i * s, a = r * (1 - s) + a * s), e.lineTo(i, a));
	}, t.prototype.pointAt = function(e) {
		var t = this.shape;
		return [t.x1 * (1 - e) + t.x2 * e, t.y1 * (1 - e) + t.y2 * e];
	}, t;
}(Z);
Bu.prototype.type = "line";
// node_modules/zrender/lib/graphic/shape/BezierCurve.js
var Vu = [], Hu = function() {
	function e() {
		this.x1 = 0, this.y1 = 0, this.x2 = 0, this.y2 = 0, this.cpx1 = 0, this.cpy1 = 0, this.percent = 1;
	}
	return e;
}();
function Uu(e, t, n) {
	var r = e.cpx2, i = e.cpy2;
	return r != null || i != null ? [(n ? Dn : En)(e.x1, e.cpx1, e.cpx2, e.x2, t), (n ? Dn : En)(e.y1, e.cpy1, e.cpy2, e.y2, t)] : [(n ? Pn : Nn)(e.x1, e.cpx1, e.x2, t), (n ? Pn : Nn)(e.y1, e.cpy1, e.y2, t)];
}
var Wu = function(e) {
	s(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultStyle = function() {
		return {
			stroke: "#000",
			fill: null
		};
	}, t.prototype.getDefaultShape = function() {
		return new Hu();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.x1, r = t.y1, i = t.x2, a = t.y2, o = t.cpx1, s = t.cpy1, c = t.cpx2, l = t.cpy2, u = t.percent;
		u !== 0 && (e.moveTo(n, r), c == null || l == null ? (u < 1 && (Ln(n, o, i, u, Vu), o = Vu[1], i = Vu[2], Ln(r, s, a, u, Vu), s = Vu[1], a = Vu[2]), e.quadraticCurveTo(o, s, i, a)) : (u < 1 && (An(n, o, c, i, u, Vu), o = Vu[1], c = Vu[2], i = Vu[3], An(r, s, l, a, u, Vu), s = Vu[1], l = Vu[2], a = Vu[3]), e.bezierCurveTo(o, s, c, l, i, a)));
	}, t.prototype.pointAt = function(e) {
		return Uu(this.shape, e, !1);
	}, t.prototype.tangentAt = function(e) {
		var t = Uu(this.shape, e, !0);
		return Re(t, t);
	}, t;
}(Z);
Wu.prototype.type = "bezier-curve";
// node_modules/zrender/lib/graphic/shape/Arc.js
var Gu = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.r = 0, this.startAngle = 0, this.endAngle = Math.PI * 2, this.clockwise = !0;
	}
	return e;
}(), Ku = function(e) {
	s(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultStyle = function() {
		return {
			stroke: "#000",
			fill: null
		};
	}, t.prototype.getDefaultShape = function() {
		return new Gu();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.cx, r = t.cy, i = Math.max(t.r, 0), a = t.startAngle, o = t.endAngle, s = t.clockwise, c = Math.cos(a), l = Math.sin(a);
		e.moveTo(c * i + n, l * i + r), e.arc(n, r, i, a, o, !s);
	}, t;
}(Z);
Ku.prototype.type = "arc";
// node_modules/zrender/lib/graphic/CompoundPath.js
var qu = function(e) {
	s(t, e);
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
		return this._updatePathDirty.call(this), Z.prototype.getBoundingRect.call(this);
	}, t;
}(Z), Ju = function() {
	function e(e) {
		this.colorStops = e || [];
	}
	return e.prototype.addColorStop = function(e, t) {
		this.colorStops.push({
			offset: e,
			color: t
		});
	}, e;
}(), Yu = function(e) {
	s(t, e);
	function t(t, n, r, i, a, o) {
		var s = e.call(this, a) || this;
		return s.x = t ?? 0, s.y = n ?? 0, s.x2 = r ?? 1, s.y2 = i ?? 0, s.type = "linear", s.global = o || !1, s;
	}
	return t;
}(Ju), Xu = function(e) {
	s(t, e);
	function t(t, n, r, i, a) {
		var o = e.call(this, i) || this;
		return o.x = t ?? .5, o.y = n ?? .5, o.r = r ?? .5, o.type = "radial", o.global = a || !1, o;
	}
	return t;
}(Ju), Zu = [0, 0], Qu = [0, 0], $u = new Mt(), ed = new Mt(), td = function() {
	function e(e, t) {
		this._corners = [], this._axes = [], this._origin = [0, 0];
		for (var n = 0; n < 4; n++) this._corners[n] = new Mt();
		for (var n = 0; n < 2; n++) this._axes[n] = new Mt();
		e && this.fromBoundingRect(e, t);
	}
	return e.prototype.fromBoundingRect = function(e, t) {
		var n = this._corners, r = this._axes, i = e.x, a = e.y, o = i + e.width, s = a + e.height;
		if (n[0].set(i, a), n[1].set(o, a), n[2].set(o, s), n[3].set(i, s), t) for (var c = 0; c < 4; c++) n[c].transform(t);
		Mt.sub(r[0], n[1], n[0]), Mt.sub(r[1], n[3], n[0]), r[0].normalize(), r[1].normalize();
		for (var c = 0; c < 2; c++) this._origin[c] = r[c].dot(n[0]);
	}, e.prototype.intersect = function(e, t) {
		var n = !0, r = !t;
		return $u.set(Infinity, Infinity), ed.set(0, 0), !this._intersectCheckOneSide(this, e, $u, ed, r, 1) && (n = !1, r) || !this._intersectCheckOneSide(e, this, $u, ed, r, -1) && (n = !1, r) || r || Mt.copy(t, n ? $u : ed), n;
	}, e.prototype._intersectCheckOneSide = function(e, t, n, r, i, a) {
		for (var o = !0, s = 0; s < 2; s++) {
			var c = this._axes[s];
			if (this._getProjMinMaxOnAxis(s, e._corners, Zu), this._getProjMinMaxOnAxis(s, t._corners, Qu), Zu[1] < Qu[0] || Zu[0] > Qu[1]) {
				if (o = !1, i) return o;
				var l = Math.abs(Qu[0] - Zu[1]), u = Math.abs(Zu[0] - Qu[1]);
				Math.min(l, u) > r.len() && (l < u ? Mt.scale(r, c, -l * a) : Mt.scale(r, c, u * a));
			} else if (n) {
				var l = Math.abs(Qu[0] - Zu[1]), u = Math.abs(Zu[0] - Qu[1]);
				Math.min(l, u) < n.len() && (l < u ? Mt.scale(n, c, l * a) : Mt.scale(n, c, -u * a));
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
}(), nd = [], rd = function(e) {
	s(t, e);
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
			for (var e = new X(Infinity, Infinity, -Infinity, -Infinity), t = 0; t < this._displayables.length; t++) {
				var n = this._displayables[t], r = n.getBoundingRect().clone();
				n.needLocalTransform() && r.applyTransform(n.getLocalTransform(nd)), e.union(r);
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
}(Xo), id = Xa();
function ad(e, t, n, r, i) {
	var a;
	if (t && t.ecModel) {
		var o = t.ecModel.getUpdatePayload();
		a = o && o.animation;
	}
	var s = t && t.isAnimationEnabled(), c = e === "update";
	if (s) {
		var l = void 0, u = void 0, d = void 0;
		return r ? (l = q(r.duration, 200), u = q(r.easing, "cubicOut"), d = 0) : (l = t.getShallow(c ? "animationDurationUpdate" : "animationDuration"), u = t.getShallow(c ? "animationEasingUpdate" : "animationEasing"), d = t.getShallow(c ? "animationDelayUpdate" : "animationDelay")), a && (a.duration != null && (l = a.duration), a.easing != null && (u = a.easing), a.delay != null && (d = a.delay)), W(d) && (d = d(n, i)), W(l) && (l = l(n)), {
			duration: l || 0,
			delay: d,
			easing: u
		};
	}
	return null;
}
function od(e, t, n, r, i, a, o) {
	var s = !1, c;
	W(i) ? (o = a, a = i, i = null) : K(i) && (a = i.cb, o = i.during, s = i.isFrom, c = i.removeOpt, i = i.dataIndex);
	var l = e === "leave";
	l || t.stopAnimation("leave");
	var u = ad(e, r, i, l ? c || {} : null, r && r.getAnimationDelayParams ? r.getAnimationDelayParams(t, i) : null);
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
function sd(e, t, n, r, i, a) {
	od("update", e, t, n, r, i, a);
}
function cd(e, t, n, r, i, a) {
	od("enter", e, t, n, r, i, a);
}
function ld(e) {
	if (!e.__zr) return !0;
	for (var t = 0; t < e.animators.length; t++) if (e.animators[t].scope === "leave") return !0;
	return !1;
}
function ud(e, t, n, r, i, a) {
	ld(e) || od("leave", e, t, n, r, i, a);
}
function dd(e, t, n, r) {
	e.removeTextContent(), e.removeTextGuideLine(), ud(e, { style: { opacity: 0 } }, t, n, r);
}
function fd(e, t, n) {
	function r() {
		e.parent && e.parent.remove(e);
	}
	e.isGroup ? e.traverse(function(e) {
		e.isGroup || dd(e, t, n, r);
	}) : dd(e, t, n, r);
}
function pd(e) {
	id(e).oldStyle = e.style;
}
// node_modules/echarts/lib/util/graphic.js
var md = /* @__PURE__ */ t({
	Arc: () => Ku,
	BezierCurve: () => Wu,
	BoundingRect: () => X,
	Circle: () => uu,
	CompoundPath: () => qu,
	Ellipse: () => fu,
	Group: () => qi,
	Image: () => cc,
	IncrementalDisplayable: () => rd,
	Line: () => Bu,
	LinearGradient: () => Yu,
	OrientedBoundingRect: () => td,
	Path: () => Z,
	Point: () => Mt,
	Polygon: () => Fu,
	Polyline: () => Lu,
	RadialGradient: () => Xu,
	Rect: () => gc,
	Ring: () => ju,
	Sector: () => ku,
	Text: () => bc,
	applyTransform: () => Md,
	clipPointsByRect: () => Ld,
	clipRectByRect: () => Rd,
	createIcon: () => zd,
	extendPath: () => bd,
	extendShape: () => vd,
	getShapeClass: () => Sd,
	getTransform: () => jd,
	groupTransition: () => Id,
	initProps: () => cd,
	isElementRemoved: () => ld,
	lineLineIntersect: () => Vd,
	linePolygonIntersect: () => Bd,
	makeImage: () => wd,
	makePath: () => Cd,
	mergePath: () => Ed,
	registerShape: () => xd,
	removeElement: () => ud,
	removeElementWithFadeOut: () => fd,
	resizePath: () => Dd,
	setTooltipConfig: () => Wd,
	subPixelOptimize: () => Ad,
	subPixelOptimizeLine: () => Od,
	subPixelOptimizeRect: () => kd,
	transformDirection: () => Nd,
	traverseElements: () => Kd,
	updateProps: () => sd
}), hd = Math.max, gd = Math.min, _d = {};
function vd(e) {
	return Z.extend(e);
}
var yd = su;
function bd(e, t) {
	return yd(e, t);
}
function xd(e, t) {
	_d[e] = t;
}
function Sd(e) {
	if (_d.hasOwnProperty(e)) return _d[e];
}
function Cd(e, t, n, r) {
	var i = ou(e, t);
	return n && (r === "center" && (n = Td(n, i.getBoundingRect())), Dd(i, n)), i;
}
function wd(e, t, n) {
	var r = new cc({
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
				r.setStyle(Td(t, i));
			}
		}
	});
	return r;
}
function Td(e, t) {
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
var Ed = cu;
function Dd(e, t) {
	if (e.applyTransform) {
		var n = e.getBoundingRect().calculateTransform(t);
		e.applyTransform(n);
	}
}
function Od(e, t) {
	return dc(e, e, { lineWidth: t }), e;
}
function kd(e) {
	return fc(e.shape, e.shape, e.style), e;
}
var Ad = pc;
function jd(e, t) {
	for (var n = Tt([]); e && e !== t;) Dt(n, e.getLocalTransform(), n), e = e.parent;
	return n;
}
function Md(e, t, n) {
	return t && !L(t) && (t = Si.getLocalTransform(t)), n && (t = jt([], t)), Ue([], e, t);
}
function Nd(e, t, n) {
	var r = t[4] === 0 || t[5] === 0 || t[0] === 0 ? 1 : Math.abs(2 * t[4] / t[0]), i = t[4] === 0 || t[5] === 0 || t[2] === 0 ? 1 : Math.abs(2 * t[4] / t[2]), a = [e === "left" ? -r : e === "right" ? r : 0, e === "top" ? -i : e === "bottom" ? i : 0];
	return a = Md(a, t, n), Math.abs(a[0]) > Math.abs(a[1]) ? a[0] > 0 ? "right" : "left" : a[1] > 0 ? "bottom" : "top";
}
function Pd(e) {
	return !e.isGroup;
}
function Fd(e) {
	return e.shape != null;
}
function Id(e, t, n) {
	if (!e || !t) return;
	function r(e) {
		var t = {};
		return e.traverse(function(e) {
			Pd(e) && e.anid && (t[e.anid] = e);
		}), t;
	}
	function i(e) {
		var t = {
			x: e.x,
			y: e.y,
			rotation: e.rotation
		};
		return Fd(e) && (t.shape = P({}, e.shape)), t;
	}
	var a = r(e);
	t.traverse(function(e) {
		if (Pd(e) && e.anid) {
			var t = a[e.anid];
			if (t) {
				var r = i(e);
				e.attr(i(t)), sd(e, r, n, Q(e).dataIndex);
			}
		}
	});
}
function Ld(e, t) {
	return z(e, function(e) {
		var n = e[0];
		n = hd(n, t.x), n = gd(n, t.x + t.width);
		var r = e[1];
		return r = hd(r, t.y), r = gd(r, t.y + t.height), [n, r];
	});
}
function Rd(e, t) {
	var n = hd(e.x, t.x), r = gd(e.x + e.width, t.x + t.width), i = hd(e.y, t.y), a = gd(e.y + e.height, t.y + t.height);
	if (r >= n && a >= i) return {
		x: n,
		y: i,
		width: r - n,
		height: a - i
	};
}
function zd(e, t, n) {
	var r = P({ rectHover: !0 }, t), i = r.style = { strokeNoScale: !0 };
	if (n = n || {
		x: -1,
		y: -1,
		width: 2,
		height: 2
	}, e) return e.indexOf("image://") === 0 ? (i.image = e.slice(8), F(i, n), new cc(r)) : Cd(e.replace("path://", ""), r, n, "center");
}
function Bd(e, t, n, r, i) {
	for (var a = 0, o = i[i.length - 1]; a < i.length; a++) {
		var s = i[a];
		if (Vd(e, t, n, r, s[0], s[1], o[0], o[1])) return !0;
		o = s;
	}
}
function Vd(e, t, n, r, i, a, o, s) {
	var c = n - e, l = r - t, u = o - i, d = s - a, f = Hd(u, d, c, l);
	if (Ud(f)) return !1;
	var p = e - i, m = t - a, h = Hd(p, m, c, l) / f;
	if (h < 0 || h > 1) return !1;
	var g = Hd(p, m, u, d) / f;
	return !(g < 0 || g > 1);
}
function Hd(e, t, n, r) {
	return e * r - n * t;
}
function Ud(e) {
	return e <= 1e-6 && e >= -1e-6;
}
function Wd(e) {
	var t = e.itemTooltipOption, n = e.componentModel, r = e.itemName, i = G(t) ? { formatter: t } : t, a = n.mainType, o = n.componentIndex, s = {
		componentType: a,
		name: r,
		$vars: ["name"]
	};
	s[a + "Index"] = o;
	var c = e.formatterParamsExtra;
	c && R(B(c), function(e) {
		Y(s, e) || (s[e] = c[e], s.$vars.push(e));
	});
	var l = Q(e.el);
	l.componentMainType = a, l.componentIndex = o, l.tooltipConfig = {
		name: r,
		option: F({
			content: r,
			encodeHTMLContent: !0,
			formatterParams: s
		}, i)
	};
}
function Gd(e, t) {
	var n;
	e.isGroup && (n = t(e)), n || e.traverse(t);
}
function Kd(e, t) {
	if (e) {
		if (U(e)) for (var n = 0; n < e.length; n++) Gd(e[n], t);
		else Gd(e, t);
	}
}
xd("circle", uu), xd("ellipse", fu), xd("sector", ku), xd("ring", ju), xd("polygon", Fu), xd("polyline", Lu), xd("rect", gc), xd("line", Bu), xd("bezierCurve", Wu), xd("arc", Ku);
// node_modules/echarts/lib/label/labelStyle.js
var qd = {};
function Jd(e, t) {
	for (var n = 0; n < zc.length; n++) {
		var r = zc[n], i = t[r], a = e.ensureState(r);
		a.style = a.style || {}, a.style.text = i;
	}
	var o = e.currentStates.slice();
	e.clearStates(!0), e.setStyle({ text: t.normal }), e.useStates(o, !0);
}
function Yd(e, t, n) {
	var r = e.labelFetcher, i = e.labelDataIndex, a = e.labelDimIndex, o = t.normal, s;
	r && (s = r.getFormattedLabel(i, "normal", null, a, o && o.get("formatter"), n == null ? null : { interpolatedValue: n })), s ?? (s = W(e.defaultText) ? e.defaultText(i, e, n) : e.defaultText);
	for (var c = { normal: s }, l = 0; l < zc.length; l++) {
		var u = zc[l], d = t[u];
		c[u] = q(r ? r.getFormattedLabel(i, u, null, a, d && d.get("formatter")) : null, s);
	}
	return c;
}
function Xd(e, t, n, r) {
	n = n || qd;
	for (var i = e instanceof bc, a = !1, o = 0; o < Bc.length; o++) {
		var s = t[Bc[o]];
		if (s && s.getShallow("show")) {
			a = !0;
			break;
		}
	}
	var c = i ? e : e.getTextContent();
	if (a) {
		i || (c || (c = new bc(), e.setTextContent(c)), e.stateProxy && (c.stateProxy = e.stateProxy));
		var l = Yd(n, t), u = t.normal, d = !!u.getShallow("show"), f = Qd(u, r && r.normal, n, !1, !i);
		f.text = l.normal, i || e.setTextConfig($d(u, n, !1));
		for (var o = 0; o < zc.length; o++) {
			var p = zc[o], s = t[p];
			if (s) {
				var m = c.ensureState(p), h = !!q(s.getShallow("show"), d);
				if (h !== d && (m.ignore = !h), m.style = Qd(s, r && r[p], n, !0, !i), m.style.text = l[p], !i) {
					var g = e.ensureState(p);
					g.textConfig = $d(s, n, !0);
				}
			}
		}
		c.silent = !!u.getShallow("silent"), c.style.x != null && (f.x = c.style.x), c.style.y != null && (f.y = c.style.y), c.ignore = !d, c.useStyle(f), c.dirty(), n.enableTextSetter && (cf(c).setLabelText = function(e) {
			var r = Yd(n, t, e);
			Jd(c, r);
		});
	} else c && (c.ignore = !0);
	e.dirty();
}
function Zd(e, t) {
	t = t || "label";
	for (var n = { normal: e.getModel(t) }, r = 0; r < zc.length; r++) {
		var i = zc[r];
		n[i] = e.getModel([i, t]);
	}
	return n;
}
function Qd(e, t, n, r, i) {
	var a = {};
	return ef(a, e, n, r, i), t && P(a, t), a;
}
function $d(e, t, n) {
	t = t || {};
	var r = {}, i, a = e.getShallow("rotate"), o = q(e.getShallow("distance"), n ? null : 5), s = e.getShallow("offset");
	return i = e.getShallow("position") || (n ? null : "inside"), i === "outside" && (i = t.defaultOutsidePosition || "top"), i != null && (r.position = i), s != null && (r.offset = s), a != null && (a *= Math.PI / 180, r.rotation = a), o != null && (r.distance = o), r.outsideFill = e.get("color") === "inherit" ? t.inheritColor || null : "auto", r;
}
function ef(e, t, n, r, i) {
	n = n || qd;
	var a = t.ecModel, o = a && a.option.textStyle, s = tf(t), c;
	if (s) {
		for (var l in c = {}, s) if (s.hasOwnProperty(l)) {
			var u = t.getModel(["rich", l]);
			of(c[l] = {}, u, o, n, r, i, !1, !0);
		}
	}
	c && (e.rich = c);
	var d = t.get("overflow");
	d && (e.overflow = d);
	var f = t.get("minMargin");
	f != null && (e.margin = f), of(e, t, o, n, r, i, !0, !1);
}
function tf(e) {
	for (var t; e && e !== e.ecModel;) {
		var n = (e.option || qd).rich;
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
var nf = [
	"fontStyle",
	"fontWeight",
	"fontSize",
	"fontFamily",
	"textShadowColor",
	"textShadowBlur",
	"textShadowOffsetX",
	"textShadowOffsetY"
], rf = [
	"align",
	"lineHeight",
	"width",
	"height",
	"tag",
	"verticalAlign",
	"ellipsis"
], af = [
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
function of(e, t, n, r, i, a, o, s) {
	n = !i && n || qd;
	var c = r && r.inheritColor, l = t.getShallow("color"), u = t.getShallow("textBorderColor"), d = q(t.getShallow("opacity"), n.opacity);
	(l === "inherit" || l === "auto") && (l = c || null), (u === "inherit" || u === "auto") && (u = c || null), a || (l = l || n.color, u = u || n.textBorderColor), l != null && (e.fill = l), u != null && (e.stroke = u);
	var f = q(t.getShallow("textBorderWidth"), n.textBorderWidth);
	f != null && (e.lineWidth = f);
	var p = q(t.getShallow("textBorderType"), n.textBorderType);
	p != null && (e.lineDash = p);
	var m = q(t.getShallow("textBorderDashOffset"), n.textBorderDashOffset);
	m != null && (e.lineDashOffset = m), !i && d == null && !s && (d = r && r.defaultOpacity), d != null && (e.opacity = d), !i && !a && e.fill == null && r.inheritColor && (e.fill = r.inheritColor);
	for (var h = 0; h < nf.length; h++) {
		var g = nf[h], _ = q(t.getShallow(g), n[g]);
		_ != null && (e[g] = _);
	}
	for (var h = 0; h < rf.length; h++) {
		var g = rf[h], _ = t.getShallow(g);
		_ != null && (e[g] = _);
	}
	if (e.verticalAlign == null) {
		var v = t.getShallow("baseline");
		v != null && (e.verticalAlign = v);
	}
	if (!o || !r.disableBox) {
		for (var h = 0; h < af.length; h++) {
			var g = af[h], _ = t.getShallow(g);
			_ != null && (e[g] = _);
		}
		var y = t.getShallow("borderType");
		y != null && (e.borderDash = y), (e.backgroundColor === "auto" || e.backgroundColor === "inherit") && c && (e.backgroundColor = c), (e.borderColor === "auto" || e.borderColor === "inherit") && c && (e.borderColor = c);
	}
}
function sf(e, t) {
	var n = t && t.getModel("textStyle");
	return ve([
		e.fontStyle || n && n.getShallow("fontStyle") || "",
		e.fontWeight || n && n.getShallow("fontWeight") || "",
		(e.fontSize || n && n.getShallow("fontSize") || 12) + "px",
		e.fontFamily || n && n.getShallow("fontFamily") || "sans-serif"
	].join(" "));
}
var cf = Xa();
function lf(e, t, n, r) {
	if (e) {
		var i = cf(e);
		i.prevValue = i.value, i.value = n;
		var a = t.normal;
		i.valueAnimation = a.get("valueAnimation"), i.valueAnimation && (i.precision = a.get("precision"), i.defaultInterpolatedText = r, i.statesModels = t);
	}
}
// node_modules/echarts/lib/model/mixin/textStyle.js
var uf = ["textStyle", "color"], df = [
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
], ff = new bc(), pf = function() {
	function e() {}
	return e.prototype.getTextColor = function(e) {
		var t = this.ecModel;
		return this.getShallow("color") || (!e && t ? t.get(uf) : null);
	}, e.prototype.getFont = function() {
		return sf({
			fontStyle: this.getShallow("fontStyle"),
			fontWeight: this.getShallow("fontWeight"),
			fontSize: this.getShallow("fontSize"),
			fontFamily: this.getShallow("fontFamily")
		}, this.ecModel);
	}, e.prototype.getTextRect = function(e) {
		for (var t = {
			text: e,
			verticalAlign: this.getShallow("verticalAlign") || this.getShallow("baseline")
		}, n = 0; n < df.length; n++) t[df[n]] = this.getShallow(df[n]);
		return ff.useStyle(t), ff.update(), ff.getBoundingRect();
	}, e;
}(), mf = [
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
], hf = So(mf), gf = function() {
	function e() {}
	return e.prototype.getLineStyle = function(e) {
		return hf(this, e);
	}, e;
}(), _f = [
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
], vf = So(_f), yf = function() {
	function e() {}
	return e.prototype.getItemStyle = function(e, t) {
		return vf(this, e, t);
	}, e;
}(), bf = function() {
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
		if (!l.node && this.option) {
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
mo(bf), vo(bf), te(bf, gf), te(bf, yf), te(bf, wo), te(bf, pf);
// node_modules/echarts/lib/util/component.js
var xf = Math.round(Math.random() * 10);
function Sf(e) {
	return [e || "", xf++].join("_");
}
function Cf(e) {
	var t = {};
	e.registerSubTypeDefaulter = function(e, n) {
		var r = uo(e);
		t[r.main] = n;
	}, e.determineSubType = function(n, r) {
		var i = r.type;
		if (!i) {
			var a = uo(n).main;
			e.hasSubTypes(n) && t[a] && (i = t[a](r));
		}
		return i;
	};
}
function wf(e, t) {
	e.topologicalTravel = function(e, t, r, i) {
		if (!e.length) return;
		var a = n(t), o = a.graph, s = a.noEntryList, c = {};
		for (R(e, function(e) {
			c[e] = !0;
		}); s.length;) {
			var l = s.pop(), u = o[l], d = !!c[l];
			d && (r.call(i, l, u.originalDeps.slice()), delete c[l]), R(u.successor, d ? p : f);
		}
		R(c, function() {
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
		return R(e, function(o) {
			var s = r(n, o), c = i(s.originalDeps = t(o), e);
			s.entryCount = c.length, s.entryCount === 0 && a.push(o), R(c, function(e) {
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
		return R(e, function(e) {
			I(t, e) >= 0 && n.push(e);
		}), n;
	}
}
function Tf(e, t) {
	return N(N({}, e, !0), t, !0);
}
// node_modules/echarts/lib/i18n/langEN.js
var Ef = {
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
}, Df = {
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
}, Of = "ZH", kf = "EN", Af = kf, jf = {}, Mf = {}, Nf = l.domSupported ? function() {
	return (document.documentElement.lang || navigator.language || navigator.browserLanguage || Af).toUpperCase().indexOf(Of) > -1 ? Of : Af;
}() : Af;
function Pf(e, t) {
	e = e.toUpperCase(), Mf[e] = new bf(t), jf[e] = t;
}
function Ff(e) {
	if (G(e)) {
		var t = jf[e.toUpperCase()] || {};
		return e === Of || e === kf ? M(t) : N(M(t), M(jf[Af]), !1);
	}
	return N(M(e), M(jf[Af]), !1);
}
function If(e) {
	return Mf[e];
}
function Lf() {
	return Mf[Af];
}
Pf(kf, Ef), Pf(Of, Df);
// node_modules/echarts/lib/util/time.js
var Rf = 1e3, zf = Rf * 60, Bf = zf * 60, Vf = Bf * 24, Hf = Vf * 365, Uf = {
	year: "{yyyy}",
	month: "{MMM}",
	day: "{d}",
	hour: "{HH}:{mm}",
	minute: "{HH}:{mm}",
	second: "{HH}:{mm}:{ss}",
	millisecond: "{HH}:{mm}:{ss} {SSS}",
	none: "{yyyy}-{MM}-{dd} {HH}:{mm}:{ss} {SSS}"
}, Wf = "{yyyy}-{MM}-{dd}", Gf = {
	year: "{yyyy}",
	month: "{yyyy}-{MM}",
	day: Wf,
	hour: Wf + " " + Uf.hour,
	minute: Wf + " " + Uf.minute,
	second: Wf + " " + Uf.second,
	millisecond: Uf.none
}, Kf = [
	"year",
	"month",
	"day",
	"hour",
	"minute",
	"second",
	"millisecond"
], qf = [
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
function Jf(e, t) {
	return e += "", "0000".substr(0, t - e.length) + e;
}
function Yf(e) {
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
function Xf(e) {
	return e === Yf(e);
}
function Zf(e) {
	switch (e) {
		case "year":
		case "month": return "day";
		case "millisecond": return "millisecond";
		default: return "second";
	}
}
function Qf(e, t, n, r) {
	var i = ha(e), a = i[np(n)](), o = i[rp(n)]() + 1, s = Math.floor((o - 1) / 3) + 1, c = i[ip(n)](), l = i["get" + (n ? "UTC" : "") + "Day"](), u = i[ap(n)](), d = (u - 1) % 12 + 1, f = i[op(n)](), p = i[sp(n)](), m = i[cp(n)](), h = u >= 12 ? "pm" : "am", g = h.toUpperCase(), _ = (r instanceof bf ? r : If(r || Nf) || Lf()).getModel("time"), v = _.get("month"), y = _.get("monthAbbr"), b = _.get("dayOfWeek"), x = _.get("dayOfWeekAbbr");
	return (t || "").replace(/{a}/g, h + "").replace(/{A}/g, g + "").replace(/{yyyy}/g, a + "").replace(/{yy}/g, Jf(a % 100 + "", 2)).replace(/{Q}/g, s + "").replace(/{MMMM}/g, v[o - 1]).replace(/{MMM}/g, y[o - 1]).replace(/{MM}/g, Jf(o, 2)).replace(/{M}/g, o + "").replace(/{dd}/g, Jf(c, 2)).replace(/{d}/g, c + "").replace(/{eeee}/g, b[l]).replace(/{ee}/g, x[l]).replace(/{e}/g, l + "").replace(/{HH}/g, Jf(u, 2)).replace(/{H}/g, u + "").replace(/{hh}/g, Jf(d + "", 2)).replace(/{h}/g, d + "").replace(/{mm}/g, Jf(f, 2)).replace(/{m}/g, f + "").replace(/{ss}/g, Jf(p, 2)).replace(/{s}/g, p + "").replace(/{SSS}/g, Jf(m, 3)).replace(/{S}/g, m + "");
}
function $f(e, t, n, r, i) {
	var a = null;
	if (G(n)) a = n;
	else if (W(n)) a = n(e.value, t, { level: e.level });
	else {
		var o = P({}, Uf);
		if (e.level > 0) for (var s = 0; s < Kf.length; ++s) o[Kf[s]] = "{primary|" + o[Kf[s]] + "}";
		var c = n ? n.inherit === !1 ? n : F(n, o) : o, l = ep(e.value, i);
		if (c[l]) a = c[l];
		else if (c.inherit) {
			for (var s = qf.indexOf(l) - 1; s >= 0; --s) if (c[l]) {
				a = c[l];
				break;
			}
			a = a || o.none;
		}
		if (U(a)) {
			var u = e.level == null ? 0 : e.level >= 0 ? e.level : a.length + e.level;
			u = Math.min(u, a.length - 1), a = a[u];
		}
	}
	return Qf(new Date(e.value), a, i, r);
}
function ep(e, t) {
	var n = ha(e), r = n[rp(t)]() + 1, i = n[ip(t)](), a = n[ap(t)](), o = n[op(t)](), s = n[sp(t)](), c = n[cp(t)]() === 0, l = c && s === 0, u = l && o === 0, d = u && a === 0, f = d && i === 1;
	return f && r === 1 ? "year" : f ? "month" : d ? "day" : u ? "hour" : l ? "minute" : c ? "second" : "millisecond";
}
function tp(e, t, n) {
	var r = oe(e) ? ha(e) : e;
	switch (t = t || ep(e, n), t) {
		case "year": return r[np(n)]();
		case "half-year": return +(r[rp(n)]() >= 6);
		case "quarter": return Math.floor((r[rp(n)]() + 1) / 4);
		case "month": return r[rp(n)]();
		case "day": return r[ip(n)]();
		case "half-day": return r[ap(n)]() / 24;
		case "hour": return r[ap(n)]();
		case "minute": return r[op(n)]();
		case "second": return r[sp(n)]();
		case "millisecond": return r[cp(n)]();
	}
}
function np(e) {
	return e ? "getUTCFullYear" : "getFullYear";
}
function rp(e) {
	return e ? "getUTCMonth" : "getMonth";
}
function ip(e) {
	return e ? "getUTCDate" : "getDate";
}
function ap(e) {
	return e ? "getUTCHours" : "getHours";
}
function op(e) {
	return e ? "getUTCMinutes" : "getMinutes";
}
function sp(e) {
	return e ? "getUTCSeconds" : "getSeconds";
}
function cp(e) {
	return e ? "getUTCMilliseconds" : "getMilliseconds";
}
function lp(e) {
	return e ? "setUTCFullYear" : "setFullYear";
}
function up(e) {
	return e ? "setUTCMonth" : "setMonth";
}
function dp(e) {
	return e ? "setUTCDate" : "setDate";
}
function fp(e) {
	return e ? "setUTCHours" : "setHours";
}
function pp(e) {
	return e ? "setUTCMinutes" : "setMinutes";
}
function mp(e) {
	return e ? "setUTCSeconds" : "setSeconds";
}
function hp(e) {
	return e ? "setUTCMilliseconds" : "setMilliseconds";
}
// node_modules/echarts/lib/util/format.js
function gp(e) {
	if (!xa(e)) return G(e) ? e : "-";
	var t = (e + "").split(".");
	return t[0].replace(/(\d{1,3})(?=(?:\d{3})+(?!\d))/g, "$1,") + (t.length > 1 ? "." + t[1] : "");
}
function _p(e, t) {
	return e = (e || "").toLowerCase().replace(/-(.)/g, function(e, t) {
		return t.toUpperCase();
	}), t && e && (e = e.charAt(0).toUpperCase() + e.slice(1)), e;
}
var vp = ge;
function yp(e, t, n) {
	var r = "{yyyy}-{MM}-{dd} {HH}:{mm}:{ss}";
	function i(e) {
		return e && ve(e) ? e : "-";
	}
	function a(e) {
		return !(e == null || isNaN(e) || !isFinite(e));
	}
	var o = t === "time", s = e instanceof Date;
	if (o || s) {
		var c = o ? ha(e) : e;
		if (!isNaN(+c)) return Qf(c, r, n);
		if (s) return "-";
	}
	if (t === "ordinal") return ae(e) ? i(e) : oe(e) && a(e) ? e + "" : "-";
	var l = ba(e);
	return a(l) ? gp(l) : ae(e) ? i(e) : typeof e == "boolean" ? e + "" : "-";
}
var bp = [
	"a",
	"b",
	"c",
	"d",
	"e",
	"f",
	"g"
], xp = function(e, t) {
	return "{" + e + (t ?? "") + "}";
};
function Sp(e, t, n) {
	U(t) || (t = [t]);
	var r = t.length;
	if (!r) return "";
	for (var i = t[0].$vars || [], a = 0; a < i.length; a++) {
		var o = bp[a];
		e = e.replace(xp(o), xp(o, 0));
	}
	for (var s = 0; s < r; s++) for (var c = 0; c < i.length; c++) {
		var l = t[s][i[c]];
		e = e.replace(xp(bp[c], s), n ? st(l) : l);
	}
	return e;
}
function Cp(e, t) {
	var n = G(e) ? {
		color: e,
		extraCssText: t
	} : e || {}, r = n.color, i = n.type;
	t = n.extraCssText;
	var a = n.renderMode || "html";
	return r ? a === "html" ? i === "subItem" ? "<span style=\"display:inline-block;vertical-align:middle;margin-right:8px;margin-left:3px;border-radius:4px;width:4px;height:4px;background-color:" + st(r) + ";" + (t || "") + "\"></span>" : "<span style=\"display:inline-block;margin-right:4px;border-radius:10px;width:10px;height:10px;background-color:" + st(r) + ";" + (t || "") + "\"></span>" : {
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
function wp(e, t) {
	return t = t || "transparent", G(e) ? e : K(e) && e.colorStops && (e.colorStops[0] || {}).color || t;
}
// node_modules/echarts/lib/util/layout.js
var Tp = R, Ep = [
	"left",
	"right",
	"top",
	"bottom",
	"width",
	"height"
], Dp = [[
	"width",
	"left",
	"right"
], [
	"height",
	"top",
	"bottom"
]];
function Op(e, t, n, r, i) {
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
var kp = Op;
H(Op, "vertical"), H(Op, "horizontal");
function Ap(e, t, n) {
	n = vp(n || 0);
	var r = t.width, i = t.height, a = aa(e.left, r), o = aa(e.top, i), s = aa(e.right, r), c = aa(e.bottom, i), l = aa(e.width, r), u = aa(e.height, i), d = n[2] + n[0], f = n[1] + n[3], p = e.aspect;
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
	var m = new X(a + n[3], o + n[0], l, u);
	return m.margin = n, m;
}
function jp(e, t, n, r, i, a) {
	var o = !i || !i.hv || i.hv[0], s = !i || !i.hv || i.hv[1], c = i && i.boundingMode || "all";
	if (a = a || e, a.x = e.x, a.y = e.y, !o && !s) return !1;
	var l;
	if (c === "raw") l = e.type === "group" ? new X(0, 0, +t.width || 0, +t.height || 0) : e.getBoundingRect();
	else if (l = e.getBoundingRect(), e.needLocalTransform()) {
		var u = e.getLocalTransform();
		l = l.clone(), l.applyTransform(u);
	}
	var d = Ap(F({
		width: l.width,
		height: l.height
	}, t), n, r), f = o ? d.x - l.x : 0, p = s ? d.y - l.y : 0;
	return c === "raw" ? (a.x = f, a.y = p) : (a.x += f, a.y += p), a === e && e.markRedraw(), !0;
}
function Mp(e) {
	var t = e.layoutMode || e.constructor.layoutMode;
	return K(t) ? t : t ? { type: t } : null;
}
function Np(e, t, n) {
	var r = n && n.ignoreSize;
	!U(r) && (r = [r, r]);
	var i = o(Dp[0], 0), a = o(Dp[1], 1);
	l(Dp[0], e, i), l(Dp[1], e, a);
	function o(n, i) {
		var a = {}, o = 0, l = {}, u = 0, d = 2;
		if (Tp(n, function(t) {
			l[t] = e[t];
		}), Tp(n, function(e) {
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
		Tp(e, function(e) {
			t[e] = n[e];
		});
	}
}
function Pp(e) {
	return Fp({}, e);
}
function Fp(e, t) {
	return t && e && Tp(Ep, function(n) {
		t.hasOwnProperty(n) && (e[n] = t[n]);
	}), e;
}
// node_modules/echarts/lib/model/Component.js
var Ip = Xa(), Lp = function(e) {
	s(t, e);
	function t(t, n, r) {
		var i = e.call(this, t, n, r) || this;
		return i.uid = Sf("ec_cpt_model"), i;
	}
	return t.prototype.init = function(e, t, n) {
		this.mergeDefaultAndTheme(e, n);
	}, t.prototype.mergeDefaultAndTheme = function(e, t) {
		var n = Mp(this), r = n ? Pp(e) : {};
		N(e, t.getTheme().get(this.mainType)), N(e, this.getDefaultOption()), n && Np(e, r, n);
	}, t.prototype.mergeOption = function(e, t) {
		N(this.option, e, !0);
		var n = Mp(this);
		n && Np(this.option, e, n);
	}, t.prototype.optionUpdated = function(e, t) {}, t.prototype.getDefaultOption = function() {
		var e = this.constructor;
		if (!po(e)) return e.defaultOption;
		var t = Ip(this);
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
		return no(this.ecModel, e, {
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
}(bf);
go(Lp, bf), xo(Lp), Cf(Lp), wf(Lp, Rp);
function Rp(e) {
	var t = [];
	return R(Lp.getClassesByMainType(e), function(e) {
		t = t.concat(e.dependencies || e.prototype.dependencies || []);
	}), t = z(t, function(e) {
		return uo(e).main;
	}), e !== "dataset" && I(t, "dataset") <= 0 && t.unshift("dataset"), t;
}
// node_modules/echarts/lib/model/globalDefault.js
var zp = "";
typeof navigator < "u" && (zp = navigator.platform || "");
var Bp = "rgba(0, 0, 0, 0.2)", Vp = {
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
			color: Bp,
			dashArrayX: [1, 0],
			dashArrayY: [2, 5],
			symbolSize: 1,
			rotation: Math.PI / 6
		},
		{
			color: Bp,
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
			color: Bp,
			dashArrayX: [1, 0],
			dashArrayY: [4, 3],
			rotation: -Math.PI / 4
		},
		{
			color: Bp,
			dashArrayX: [[6, 6], [
				0,
				6,
				6,
				0
			]],
			dashArrayY: [6, 0]
		},
		{
			color: Bp,
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
			color: Bp,
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
		fontFamily: zp.match(/^Win/) ? "Microsoft YaHei" : "sans-serif",
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
}, Hp = J([
	"tooltip",
	"label",
	"itemName",
	"itemId",
	"itemGroupId",
	"itemChildGroupId",
	"seriesName"
]), Up = "original", Wp = "arrayRows", Gp = "objectRows", Kp = "keyedColumns", qp = "typedArray", Jp = "unknown", Yp = "column", Xp = {
	Must: 1,
	Might: 2,
	Not: 3
}, Zp = Xa();
function Qp(e) {
	Zp(e).datasetMap = J();
}
function $p(e, t, n) {
	var r = {}, i = em(t);
	if (!i || !e) return r;
	var a = [], o = [], s = t.ecModel, c = Zp(s).datasetMap, l = i.uid + "_" + n.seriesLayoutBy, u, d;
	e = e.slice(), R(e, function(t, n) {
		var i = K(t) ? t : e[n] = { name: t };
		i.type === "ordinal" && u == null && (u = n, d = m(i)), r[i.name] = [];
	});
	var f = c.get(l) || c.set(l, {
		categoryWayDim: d,
		valueWayDim: 0
	});
	R(e, function(e, t) {
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
function em(e) {
	if (!e.get("data", !0)) return no(e.ecModel, "dataset", {
		index: e.get("datasetIndex", !0),
		id: e.get("datasetId", !0)
	}, eo).models[0];
}
function tm(e) {
	return !e.get("transform", !0) && !e.get("fromTransformResult", !0) ? [] : no(e.ecModel, "dataset", {
		index: e.get("fromDatasetIndex", !0),
		id: e.get("fromDatasetId", !0)
	}, eo).models;
}
function nm(e, t) {
	return rm(e.data, e.sourceFormat, e.seriesLayoutBy, e.dimensionsDefine, e.startIndex, t);
}
function rm(e, t, n, r, i, a) {
	var o, s = 5;
	if (ce(e)) return Xp.Not;
	var c, l;
	if (r) {
		var u = r[a];
		K(u) ? (c = u.name, l = u.type) : G(u) && (c = u);
	}
	if (l != null) return l === "ordinal" ? Xp.Must : Xp.Not;
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
		if (!c) return Xp.Not;
		for (var p = 0; p < h.length && p < s; p++) {
			var g = h[p];
			if (g && (o = b(g[c])) != null) return o;
		}
	} else if (t === "keyedColumns") {
		var _ = e;
		if (!c) return Xp.Not;
		var f = _[c];
		if (!f || ce(f)) return Xp.Not;
		for (var p = 0; p < f.length && p < s; p++) if ((o = b(f[p])) != null) return o;
	} else if (t === "original") for (var v = e, p = 0; p < v.length && p < s; p++) {
		var g = v[p], y = Ma(g);
		if (!U(y)) return Xp.Not;
		if ((o = b(y[a])) != null) return o;
	}
	function b(e) {
		var t = G(e);
		if (e != null && Number.isFinite(Number(e)) && e !== "") return t ? Xp.Might : Xp.Not;
		if (t && e !== "-") return Xp.Must;
	}
	return Xp.Not;
}
// node_modules/echarts/lib/model/internalComponentCreator.js
var im = J();
function am(e, t, n) {
	var r = im.get(t);
	if (!r) return n;
	var i = r(e);
	return i ? n.concat(i) : n;
}
// node_modules/echarts/lib/model/mixin/palette.js
var om = Xa();
Xa();
var sm = function() {
	function e() {}
	return e.prototype.getColorFromPalette = function(e, t, n) {
		var r = ka(this.get("color", !0)), i = this.get("colorLayer", !0);
		return lm(this, om, r, i, e, t, n);
	}, e.prototype.clearColorPalette = function() {
		um(this, om);
	}, e;
}();
function cm(e, t) {
	for (var n = e.length, r = 0; r < n; r++) if (e[r].length > t) return e[r];
	return e[n - 1];
}
function lm(e, t, n, r, i, a, o) {
	a = a || e;
	var s = t(a), c = s.paletteIdx || 0, l = s.paletteNameMap = s.paletteNameMap || {};
	if (l.hasOwnProperty(i)) return l[i];
	var u = o == null || !r ? n : cm(r, o);
	if (u = u || n, u && u.length) {
		var d = u[c];
		return i && (l[i] = d), s.paletteIdx = (c + 1) % u.length, d;
	}
}
function um(e, t) {
	t(e).paletteIdx = 0, t(e).paletteNameMap = {};
}
// node_modules/echarts/lib/model/Global.js
var dm, fm, pm, mm = "\0_ec_inner", hm = 1, gm = function(e) {
	s(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.init = function(e, t, n, r, i, a) {
		r = r || {}, this.option = null, this._theme = new bf(r), this._locale = new bf(i), this._optionManager = a;
	}, t.prototype.setOption = function(e, t, n) {
		var r = xm(t);
		this._optionManager.setOption(e, n, r), this._resetOption(null, r);
	}, t.prototype.resetOption = function(e, t) {
		return this._resetOption(e, xm(t));
	}, t.prototype._resetOption = function(e, t) {
		var n = !1, r = this._optionManager;
		if (!e || e === "recreate") {
			var i = r.mountOption(e === "recreate");
			!this.option || e === "recreate" ? pm(this, i) : (this.restoreData(), this._mergeOption(i, t)), n = !0;
		}
		if ((e === "timeline" || e === "media") && this.restoreData(), !e || e === "recreate" || e === "timeline") {
			var a = r.getTimelineOption(this);
			a && (n = !0, this._mergeOption(a, t));
		}
		if (!e || e === "recreate" || e === "media") {
			var o = r.getMediaOption(this);
			o.length && R(o, function(e) {
				n = !0, this._mergeOption(e, t);
			}, this);
		}
		return n;
	}, t.prototype.mergeOption = function(e) {
		this._mergeOption(e, null);
	}, t.prototype._mergeOption = function(e, t) {
		var n = this.option, r = this._componentsMap, i = this._componentsCount, a = [], o = J(), s = t && t.replaceMergeMainTypeMap;
		Qp(this), R(e, function(e, t) {
			e != null && (Lp.hasClass(t) ? t && (a.push(t), o.set(t, !0)) : n[t] = n[t] == null ? M(e) : N(n[t], e, !0));
		}), s && s.each(function(e, t) {
			Lp.hasClass(t) && !o.get(t) && (a.push(t), o.set(t, !0));
		}), Lp.topologicalTravel(a, Lp.getAllClassMainTypes(), c, this);
		function c(t) {
			var a = am(this, t, ka(e[t])), o = r.get(t), c = Pa(o, a, o ? s && s.get(t) ? "replaceMerge" : "normalMerge" : "replaceAll");
			Ka(c, t, Lp), n[t] = null, r.set(t, null), i.set(t, 0);
			var l = [], u = [], d = 0, f;
			R(c, function(e, n) {
				var r = e.existing, i = e.newOption;
				if (!i) r && (r.mergeOption({}, this), r.optionUpdated({}, !1));
				else {
					var a = t === "series", o = Lp.getClass(t, e.keyInfo.subType, !a);
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
			}, this), n[t] = l, r.set(t, u), i.set(t, d), t === "series" && dm(this);
		}
		this._seriesIndices || dm(this);
	}, t.prototype.getOption = function() {
		var e = M(this.option);
		return R(e, function(t, n) {
			if (Lp.hasClass(n)) {
				for (var r = ka(t), i = r.length, a = !1, o = i - 1; o >= 0; o--) r[o] && !Ga(r[o]) ? a = !0 : (r[o] = null, !a && i--);
				r.length = i, e[n] = r;
			}
		}), delete e[mm], e;
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
		return n == null ? o = r == null ? i == null ? re(a, function(e) {
			return !!e;
		}) : ym("name", i, a) : ym("id", r, a) : (o = [], R(ka(n), function(e) {
			a[e] && o.push(a[e]);
		})), bm(o, e);
	}, t.prototype.findComponents = function(e) {
		var t = e.query, n = e.mainType, r = i(t);
		return a(bm(r ? this.queryComponents(r) : re(this._componentsMap.get(n), function(e) {
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
			return e.filter ? re(t, e.filter) : t;
		}
	}, t.prototype.eachComponent = function(e, t, n) {
		var r = this._componentsMap;
		if (W(e)) {
			var i = t, a = e;
			r.each(function(e, t) {
				for (var n = 0; e && n < e.length; n++) {
					var r = e[n];
					r && a.call(i, t, r, r.componentIndex);
				}
			});
		} else for (var o = G(e) ? r.get(e) : K(e) ? this.findComponents(e) : null, s = 0; o && s < o.length; s++) {
			var c = o[s];
			c && t.call(n, c, c.componentIndex);
		}
	}, t.prototype.getSeriesByName = function(e) {
		var t = Ua(e, null);
		return re(this._componentsMap.get("series"), function(e) {
			return !!e && t != null && e.name === t;
		});
	}, t.prototype.getSeriesByIndex = function(e) {
		return this._componentsMap.get("series")[e];
	}, t.prototype.getSeriesByType = function(e) {
		return re(this._componentsMap.get("series"), function(t) {
			return !!t && t.subType === e;
		});
	}, t.prototype.getSeries = function() {
		return re(this._componentsMap.get("series"), function(e) {
			return !!e;
		});
	}, t.prototype.getSeriesCount = function() {
		return this._componentsCount.get("series");
	}, t.prototype.eachSeries = function(e, t) {
		fm(this), R(this._seriesIndices, function(n) {
			var r = this._componentsMap.get("series")[n];
			e.call(t, r, n);
		}, this);
	}, t.prototype.eachRawSeries = function(e, t) {
		R(this._componentsMap.get("series"), function(n) {
			n && e.call(t, n, n.componentIndex);
		});
	}, t.prototype.eachSeriesByType = function(e, t, n) {
		fm(this), R(this._seriesIndices, function(r) {
			var i = this._componentsMap.get("series")[r];
			i.subType === e && t.call(n, i, r);
		}, this);
	}, t.prototype.eachRawSeriesByType = function(e, t, n) {
		return R(this.getSeriesByType(e), t, n);
	}, t.prototype.isSeriesFiltered = function(e) {
		return fm(this), this._seriesIndicesMap.get(e.componentIndex) == null;
	}, t.prototype.getCurrentSeriesIndices = function() {
		return (this._seriesIndices || []).slice();
	}, t.prototype.filterSeries = function(e, t) {
		fm(this);
		var n = [];
		R(this._seriesIndices, function(r) {
			var i = this._componentsMap.get("series")[r];
			e.call(t, i, r) && n.push(r);
		}, this), this._seriesIndices = n, this._seriesIndicesMap = J(n);
	}, t.prototype.restoreData = function(e) {
		dm(this);
		var t = this._componentsMap, n = [];
		t.each(function(e, t) {
			Lp.hasClass(t) && n.push(t);
		}), Lp.topologicalTravel(n, Lp.getAllClassMainTypes(), function(n) {
			R(t.get(n), function(t) {
				t && (n !== "series" || !_m(t, e)) && t.restoreData();
			});
		});
	}, t.internalField = function() {
		dm = function(e) {
			var t = e._seriesIndices = [];
			R(e._componentsMap.get("series"), function(e) {
				e && t.push(e.componentIndex);
			}), e._seriesIndicesMap = J(t);
		}, fm = function(e) {}, pm = function(e, t) {
			e.option = {}, e.option[mm] = hm, e._componentsMap = J({ series: [] }), e._componentsCount = J();
			var n = t.aria;
			K(n) && n.enabled == null && (n.enabled = !0), vm(t, e._theme.option), N(t, Vp, !1), e._mergeOption(t, null);
		};
	}(), t;
}(bf);
function _m(e, t) {
	if (t) {
		var n = t.seriesIndex, r = t.seriesId, i = t.seriesName;
		return n != null && e.componentIndex !== n || r != null && e.id !== r || i != null && e.name !== i;
	}
}
function vm(e, t) {
	var n = e.color && !e.colorLayer;
	R(t, function(t, r) {
		r === "colorLayer" && n || Lp.hasClass(r) || (typeof t == "object" ? e[r] = e[r] ? N(e[r], t, !1) : M(t) : e[r] ?? (e[r] = t));
	});
}
function ym(e, t, n) {
	if (U(t)) {
		var r = J();
		return R(t, function(e) {
			e != null && Ua(e, null) != null && r.set(e, !0);
		}), re(n, function(t) {
			return t && r.get(t[e]);
		});
	}
	var i = Ua(t, null);
	return re(n, function(t) {
		return t && i != null && t[e] === i;
	});
}
function bm(e, t) {
	return t.hasOwnProperty("subType") ? re(e, function(e) {
		return e && e.subType === t.subType;
	}) : e;
}
function xm(e) {
	var t = J();
	return e && R(ka(e.replaceMerge), function(e) {
		t.set(e, !0);
	}), { replaceMergeMainTypeMap: t };
}
te(gm, sm);
// node_modules/echarts/lib/core/ExtensionAPI.js
var Sm = [
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
], Cm = function() {
	function e(e) {
		R(Sm, function(t) {
			this[t] = V(e[t], e);
		}, this);
	}
	return e;
}(), wm = {}, Tm = function() {
	function e() {
		this._coordinateSystems = [];
	}
	return e.prototype.create = function(e, t) {
		var n = [];
		R(wm, function(r, i) {
			var a = r.create(e, t);
			n = n.concat(a || []);
		}), this._coordinateSystems = n;
	}, e.prototype.update = function(e, t) {
		R(this._coordinateSystems, function(n) {
			n.update && n.update(e, t);
		});
	}, e.prototype.getCoordinateSystems = function() {
		return this._coordinateSystems.slice();
	}, e.register = function(e, t) {
		wm[e] = t;
	}, e.get = function(e) {
		return wm[e];
	}, e;
}(), Em = /^(min|max)?(.+)$/, Dm = function() {
	function e(e) {
		this._timelineOptions = [], this._mediaList = [], this._currentMediaIndices = [], this._api = e;
	}
	return e.prototype.setOption = function(e, t, n) {
		e && (R(ka(e.series), function(e) {
			e && e.data && ce(e.data) && be(e.data);
		}), R(ka(e.dataset), function(e) {
			e && e.source && ce(e.source) && be(e.source);
		})), e = M(e);
		var r = this._optionBackup, i = Om(e, t, !r);
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
		for (var s = 0, c = r.length; s < c; s++) km(r[s].query, t, n) && a.push(s);
		return !a.length && i && (a = [-1]), a.length && !jm(a, this._currentMediaIndices) && (o = z(a, function(e) {
			return M(e === -1 ? i.option : r[e].option);
		})), this._currentMediaIndices = a, o;
	}, e;
}();
function Om(e, t, n) {
	var r = [], i, a, o = e.baseOption, s = e.timeline, c = e.options, l = e.media, u = !!e.media, d = !!(c || s || o && o.timeline);
	o ? (a = o, a.timeline || (a.timeline = s)) : ((d || u) && (e.options = e.media = null), a = e), u && U(l) && R(l, function(e) {
		e && e.option && (e.query ? r.push(e) : i || (i = e));
	}), f(a), R(c, function(e) {
		return f(e);
	}), R(r, function(e) {
		return f(e.option);
	});
	function f(e) {
		R(t, function(t) {
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
function km(e, t, n) {
	var r = {
		width: t,
		height: n,
		aspectratio: t / n
	}, i = !0;
	return R(e, function(e, t) {
		var n = t.match(Em);
		if (n && n[1] && n[2]) {
			var a = n[1];
			Am(r[n[2].toLowerCase()], e, a) || (i = !1);
		}
	}), i;
}
function Am(e, t, n) {
	return n === "min" ? e >= t : n === "max" ? e <= t : e === t;
}
function jm(e, t) {
	return e.join(",") === t.join(",");
}
// node_modules/echarts/lib/preprocessor/helper/compatStyle.js
var Mm = R, Nm = K, Pm = [
	"areaStyle",
	"lineStyle",
	"nodeStyle",
	"linkStyle",
	"chordStyle",
	"label",
	"labelLine"
];
function Fm(e) {
	var t = e && e.itemStyle;
	if (t) for (var n = 0, r = Pm.length; n < r; n++) {
		var i = Pm[n], a = t.normal, o = t.emphasis;
		a && a[i] && (e[i] = e[i] || {}, e[i].normal ? N(e[i].normal, a[i]) : e[i].normal = a[i], a[i] = null), o && o[i] && (e[i] = e[i] || {}, e[i].emphasis ? N(e[i].emphasis, o[i]) : e[i].emphasis = o[i], o[i] = null);
	}
}
function Im(e, t, n) {
	if (e && e[t] && (e[t].normal || e[t].emphasis)) {
		var r = e[t].normal, i = e[t].emphasis;
		r && (n ? (e[t].normal = e[t].emphasis = null, F(e[t], r)) : e[t] = r), i && (e.emphasis = e.emphasis || {}, e.emphasis[t] = i, i.focus && (e.emphasis.focus = i.focus), i.blurScope && (e.emphasis.blurScope = i.blurScope));
	}
}
function Lm(e) {
	Im(e, "itemStyle"), Im(e, "lineStyle"), Im(e, "areaStyle"), Im(e, "label"), Im(e, "labelLine"), Im(e, "upperLabel"), Im(e, "edgeLabel");
}
function Rm(e, t) {
	var n = Nm(e) && e[t], r = Nm(n) && n.textStyle;
	if (r) for (var i = 0, a = ja.length; i < a; i++) {
		var o = ja[i];
		r.hasOwnProperty(o) && (n[o] = r[o]);
	}
}
function zm(e) {
	e && (Lm(e), Rm(e, "label"), e.emphasis && Rm(e.emphasis, "label"));
}
function Bm(e) {
	if (Nm(e)) {
		Fm(e), Lm(e), Rm(e, "label"), Rm(e, "upperLabel"), Rm(e, "edgeLabel"), e.emphasis && (Rm(e.emphasis, "label"), Rm(e.emphasis, "upperLabel"), Rm(e.emphasis, "edgeLabel"));
		var t = e.markPoint;
		t && (Fm(t), zm(t));
		var n = e.markLine;
		n && (Fm(n), zm(n));
		var r = e.markArea;
		r && zm(r);
		var i = e.data;
		if (e.type === "graph") {
			i = i || e.nodes;
			var a = e.links || e.edges;
			if (a && !ce(a)) for (var o = 0; o < a.length; o++) zm(a[o]);
			R(e.categories, function(e) {
				Lm(e);
			});
		}
		if (i && !ce(i)) for (var o = 0; o < i.length; o++) zm(i[o]);
		if (t = e.markPoint, t && t.data) for (var s = t.data, o = 0; o < s.length; o++) zm(s[o]);
		if (n = e.markLine, n && n.data) for (var c = n.data, o = 0; o < c.length; o++) U(c[o]) ? (zm(c[o][0]), zm(c[o][1])) : zm(c[o]);
		e.type === "gauge" ? (Rm(e, "axisLabel"), Rm(e, "title"), Rm(e, "detail")) : e.type === "treemap" ? (Im(e.breadcrumb, "itemStyle"), R(e.levels, function(e) {
			Lm(e);
		})) : e.type === "tree" && Lm(e.leaves);
	}
}
function Vm(e) {
	return U(e) ? e : e ? [e] : [];
}
function Hm(e) {
	return (U(e) ? e[0] : e) || {};
}
function Um(e, t) {
	Mm(Vm(e.series), function(e) {
		Nm(e) && Bm(e);
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
	t && n.push("valueAxis", "categoryAxis", "logAxis", "timeAxis"), Mm(n, function(t) {
		Mm(Vm(e[t]), function(e) {
			e && (Rm(e, "axisLabel"), Rm(e.axisPointer, "label"));
		});
	}), Mm(Vm(e.parallel), function(e) {
		var t = e && e.parallelAxisDefault;
		Rm(t, "axisLabel"), Rm(t && t.axisPointer, "label");
	}), Mm(Vm(e.calendar), function(e) {
		Im(e, "itemStyle"), Rm(e, "dayLabel"), Rm(e, "monthLabel"), Rm(e, "yearLabel");
	}), Mm(Vm(e.radar), function(e) {
		Rm(e, "name"), e.name && e.axisName == null && (e.axisName = e.name, delete e.name), e.nameGap != null && e.axisNameGap == null && (e.axisNameGap = e.nameGap, delete e.nameGap);
	}), Mm(Vm(e.geo), function(e) {
		Nm(e) && (zm(e), Mm(Vm(e.regions), function(e) {
			zm(e);
		}));
	}), Mm(Vm(e.timeline), function(e) {
		zm(e), Im(e, "label"), Im(e, "itemStyle"), Im(e, "controlStyle", !0);
		var t = e.data;
		U(t) && R(t, function(e) {
			K(e) && (Im(e, "label"), Im(e, "itemStyle"));
		});
	}), Mm(Vm(e.toolbox), function(e) {
		Im(e, "iconStyle"), Mm(e.feature, function(e) {
			Im(e, "iconStyle");
		});
	}), Rm(Hm(e.axisPointer), "label"), Rm(Hm(e.tooltip).axisPointer, "label");
}
// node_modules/echarts/lib/preprocessor/backwardCompat.js
function Wm(e, t) {
	for (var n = t.split(","), r = e, i = 0; i < n.length && (r = r && r[n[i]], r != null); i++);
	return r;
}
function Gm(e, t, n, r) {
	for (var i = t.split(","), a = e, o, s = 0; s < i.length - 1; s++) o = i[s], a[o] ?? (a[o] = {}), a = a[o];
	(r || a[i[s]] == null) && (a[i[s]] = n);
}
function Km(e) {
	e && R(qm, function(t) {
		t[0] in e && !(t[1] in e) && (e[t[1]] = e[t[0]]);
	});
}
var qm = [
	["x", "left"],
	["y", "top"],
	["x2", "right"],
	["y2", "bottom"]
], Jm = [
	"grid",
	"geo",
	"parallel",
	"legend",
	"toolbox",
	"title",
	"visualMap",
	"dataZoom",
	"timeline"
], Ym = [
	["borderRadius", "barBorderRadius"],
	["borderColor", "barBorderColor"],
	["borderWidth", "barBorderWidth"]
];
function Xm(e) {
	var t = e && e.itemStyle;
	if (t) for (var n = 0; n < Ym.length; n++) {
		var r = Ym[n][1], i = Ym[n][0];
		t[r] != null && (t[i] = t[r]);
	}
}
function Zm(e) {
	e && e.alignTo === "edge" && e.margin != null && e.edgeDistance == null && (e.edgeDistance = e.margin);
}
function Qm(e) {
	e && e.downplay && !e.blur && (e.blur = e.downplay);
}
function $m(e) {
	e && e.focusNodeAdjacency != null && (e.emphasis = e.emphasis || {}, e.emphasis.focus ?? (e.emphasis.focus = "adjacency"));
}
function eh(e, t) {
	if (e) for (var n = 0; n < e.length; n++) t(e[n]), e[n] && eh(e[n].children, t);
}
function th(e, t) {
	Um(e, t), e.series = ka(e.series), R(e.series, function(e) {
		if (K(e)) {
			var t = e.type;
			if (t === "line") e.clipOverflow != null && (e.clip = e.clipOverflow);
			else if (t === "pie" || t === "gauge") {
				e.clockWise != null && (e.clockwise = e.clockWise), Zm(e.label);
				var n = e.data;
				if (n && !ce(n)) for (var r = 0; r < n.length; r++) Zm(n[r]);
				e.hoverOffset != null && (e.emphasis = e.emphasis || {}, (e.emphasis.scaleSize = null) && (e.emphasis.scaleSize = e.hoverOffset));
			} else if (t === "gauge") {
				var i = Wm(e, "pointer.color");
				i != null && Gm(e, "itemStyle.color", i);
			} else if (t === "bar") {
				Xm(e), Xm(e.backgroundStyle), Xm(e.emphasis);
				var n = e.data;
				if (n && !ce(n)) for (var r = 0; r < n.length; r++) typeof n[r] == "object" && (Xm(n[r]), Xm(n[r] && n[r].emphasis));
			} else if (t === "sunburst") {
				var a = e.highlightPolicy;
				a && (e.emphasis = e.emphasis || {}, e.emphasis.focus || (e.emphasis.focus = a)), Qm(e), eh(e.data, Qm);
			} else t === "graph" || t === "sankey" ? $m(e) : t === "map" && (e.mapType && !e.map && (e.map = e.mapType), e.mapLocation && F(e, e.mapLocation));
			e.hoverAnimation != null && (e.emphasis = e.emphasis || {}, e.emphasis && e.emphasis.scale == null && (e.emphasis.scale = e.hoverAnimation)), Km(e);
		}
	}), e.dataRange && (e.visualMap = e.dataRange), R(Jm, function(t) {
		var n = e[t];
		n && (U(n) || (n = [n]), R(n, function(e) {
			Km(e);
		}));
	});
}
// node_modules/echarts/lib/processor/dataStack.js
function nh(e) {
	var t = J();
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
	}), t.each(rh);
}
function rh(e) {
	R(e, function(t, n) {
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
						d = da(d, _), m = _;
						break;
					}
				}
			}
			return r[0] = d, r[1] = m, r;
		});
	});
}
// node_modules/echarts/lib/data/Source.js
var ih = function() {
	function e(e) {
		this.data = e.data || (e.sourceFormat === "keyedColumns" ? {} : []), this.sourceFormat = e.sourceFormat || "unknown", this.seriesLayoutBy = e.seriesLayoutBy || "column", this.startIndex = e.startIndex || 0, this.dimensionsDetectedCount = e.dimensionsDetectedCount, this.metaRawOption = e.metaRawOption;
		var t = this.dimensionsDefine = e.dimensionsDefine;
		if (t) for (var n = 0; n < t.length; n++) {
			var r = t[n];
			r.type == null && nm(this, n) === Xp.Must && (r.type = "ordinal");
		}
	}
	return e;
}();
function ah(e) {
	return e instanceof ih;
}
function oh(e, t, n) {
	n = n || lh(e);
	var r = t.seriesLayoutBy, i = uh(e, n, r, t.sourceHeader, t.dimensions);
	return new ih({
		data: e,
		sourceFormat: n,
		seriesLayoutBy: r,
		dimensionsDefine: i.dimensionsDefine,
		startIndex: i.startIndex,
		dimensionsDetectedCount: i.dimensionsDetectedCount,
		metaRawOption: M(t)
	});
}
function sh(e) {
	return new ih({
		data: e,
		sourceFormat: ce(e) ? qp : Up
	});
}
function ch(e) {
	return new ih({
		data: e.data,
		sourceFormat: e.sourceFormat,
		seriesLayoutBy: e.seriesLayoutBy,
		dimensionsDefine: M(e.dimensionsDefine),
		startIndex: e.startIndex,
		dimensionsDetectedCount: e.dimensionsDetectedCount
	});
}
function lh(e) {
	var t = Jp;
	if (ce(e)) t = qp;
	else if (U(e)) {
		e.length === 0 && (t = Wp);
		for (var n = 0, r = e.length; n < r; n++) {
			var i = e[n];
			if (i != null) {
				if (U(i) || ce(i)) {
					t = Wp;
					break;
				}
				if (K(i)) {
					t = Gp;
					break;
				}
			}
		}
	} else if (K(e)) {
		for (var a in e) if (Y(e, a) && L(e[a])) {
			t = Kp;
			break;
		}
	}
	return t;
}
function uh(e, t, n, r, i) {
	var a, o;
	if (!e) return {
		dimensionsDefine: fh(i),
		startIndex: o,
		dimensionsDetectedCount: a
	};
	if (t === "arrayRows") {
		var s = e;
		r === "auto" || r == null ? ph(function(e) {
			e != null && e !== "-" && (G(e) ? o ?? (o = 1) : o = 0);
		}, n, s, 10) : o = oe(r) ? r : +!!r, !i && o === 1 && (i = [], ph(function(e, t) {
			i[t] = e == null ? "" : e + "";
		}, n, s, Infinity)), a = i ? i.length : n === "row" ? s.length : s[0] ? s[0].length : null;
	} else if (t === "objectRows") i || (i = dh(e));
	else if (t === "keyedColumns") i || (i = [], R(e, function(e, t) {
		i.push(t);
	}));
	else if (t === "original") {
		var c = Ma(e[0]);
		a = U(c) && c.length || 1;
	}
	return {
		startIndex: o,
		dimensionsDefine: fh(i),
		dimensionsDetectedCount: a
	};
}
function dh(e) {
	for (var t = 0, n; t < e.length && !(n = e[t++]););
	if (n) return B(n);
}
function fh(e) {
	if (e) {
		var t = J();
		return z(e, function(e, n) {
			e = K(e) ? e : { name: e };
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
function ph(e, t, n, r) {
	if (t === "row") for (var i = 0; i < n.length && i < r; i++) e(n[i] ? n[i][0] : null, i);
	else for (var a = n[0] || [], i = 0; i < a.length && i < r; i++) e(a[i], i);
}
function mh(e) {
	var t = e.sourceFormat;
	return t === "objectRows" || t === "keyedColumns";
}
// node_modules/echarts/lib/data/helper/dataProvider.js
var hh, gh, _h, vh, yh, bh = function() {
	function e(e, t) {
		var n = ah(e) ? e : sh(e);
		this._source = n;
		var r = this._data = n.data;
		n.sourceFormat === "typedArray" && (this._offset = 0, this._dimSize = t, this._data = r), yh(this, r, n);
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
		yh = function(e, i, a) {
			var o = a.sourceFormat, s = a.seriesLayoutBy, c = a.startIndex, l = a.dimensionsDefine, u = vh[Ah(o, s)];
			P(e, u), o === "typedArray" ? (e.getItem = t, e.count = r, e.fillStorage = n) : (e.getItem = V(Ch(o, s), null, i, c, l), e.count = V(Eh(o, s), null, i, c, l));
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
		vh = (e = {}, e[Wp + "_" + Yp] = {
			pure: !0,
			appendData: i
		}, e[Wp + "_row"] = {
			pure: !0,
			appendData: function() {
				throw Error("Do not support appendData when set seriesLayoutBy: \"row\".");
			}
		}, e[Gp] = {
			pure: !0,
			appendData: i
		}, e[Kp] = {
			pure: !0,
			appendData: function(e) {
				var t = this._data;
				R(e, function(e, n) {
					for (var r = t[n] || (t[n] = []), i = 0; i < (e || []).length; i++) r.push(e[i]);
				});
			}
		}, e[Up] = { appendData: i }, e[qp] = {
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
}(), xh = function(e, t, n, r) {
	return e[r];
}, Sh = (hh = {}, hh[Wp + "_" + Yp] = function(e, t, n, r) {
	return e[r + t];
}, hh[Wp + "_row"] = function(e, t, n, r, i) {
	r += t;
	for (var a = i || [], o = e, s = 0; s < o.length; s++) {
		var c = o[s];
		a[s] = c ? c[r] : null;
	}
	return a;
}, hh[Gp] = xh, hh[Kp] = function(e, t, n, r, i) {
	for (var a = i || [], o = 0; o < n.length; o++) {
		var s = e[n[o].name];
		a[o] = s ? s[r] : null;
	}
	return a;
}, hh[Up] = xh, hh);
function Ch(e, t) {
	return Sh[Ah(e, t)];
}
var wh = function(e, t, n) {
	return e.length;
}, Th = (gh = {}, gh[Wp + "_" + Yp] = function(e, t, n) {
	return Math.max(0, e.length - t);
}, gh[Wp + "_row"] = function(e, t, n) {
	var r = e[0];
	return r ? Math.max(0, r.length - t) : 0;
}, gh[Gp] = wh, gh[Kp] = function(e, t, n) {
	var r = e[n[0].name];
	return r ? r.length : 0;
}, gh[Up] = wh, gh);
function Eh(e, t) {
	return Th[Ah(e, t)];
}
var Dh = function(e, t, n) {
	return e[t];
}, Oh = (_h = {}, _h[Wp] = Dh, _h[Gp] = function(e, t, n) {
	return e[n];
}, _h[Kp] = Dh, _h[Up] = function(e, t, n) {
	var r = Ma(e);
	return r instanceof Array ? r[t] : r;
}, _h[qp] = Dh, _h);
function kh(e) {
	return Oh[e];
}
function Ah(e, t) {
	return e === "arrayRows" ? e + "_" + t : e;
}
function jh(e, t, n) {
	if (e) {
		var r = e.getRawDataItem(t);
		if (r != null) {
			var i = e.getStore(), a = i.getSource().sourceFormat;
			if (n != null) {
				var o = e.getDimensionIndex(n), s = i.getDimensionProperty(o);
				return kh(a)(r, o, s);
			}
			var c = r;
			return a === "original" && (c = Ma(r)), c;
		}
	}
}
// node_modules/echarts/lib/model/mixin/dataFormat.js
var Mh = /\{@(.+?)\}/g, Nh = function() {
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
		if (a && (s.value = a.interpolatedValue), r != null && U(s.value) && (s.value = s.value[r]), i || (i = o.getItemModel(e).get(t === "normal" ? ["label", "formatter"] : [
			t,
			"label",
			"formatter"
		])), W(i)) return s.status = t, s.dimensionIndex = r, i(s);
		if (G(i)) return Sp(i, s).replace(Mh, function(t, n) {
			var r = n.length, i = n;
			i.charAt(0) === "[" && i.charAt(r - 1) === "]" && (i = +i.slice(1, r - 1));
			var s = jh(o, e, i);
			if (a && U(a.interpolatedValue)) {
				var c = o.getDimensionIndex(i);
				c >= 0 && (s = a.interpolatedValue[c]);
			}
			return s == null ? "" : s + "";
		});
	}, e.prototype.getRawValue = function(e, t) {
		return jh(this.getData(t), e);
	}, e.prototype.formatTooltip = function(e, t, n) {}, e;
}();
function Ph(e) {
	var t, n;
	return K(e) ? e.type && (n = e) : t = e, {
		text: t,
		frag: n
	};
}
// node_modules/echarts/lib/core/task.js
function Fh(e) {
	return new Ih(e);
}
var Ih = function() {
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
				if (U(m)) for (var h = 0; h < m.length; h++) this._doProgress(m[h], f, p, s, c);
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
		Lh.reset(t, n, r, i), this._callingProgress = e, this._callingProgress({
			start: t,
			end: n,
			count: n - t,
			next: Lh.next
		}, this.context);
	}, e.prototype._doReset = function(e) {
		this._dueIndex = this._outputDueEnd = this._dueEnd = 0, this._settedOutputEnd = null;
		var t, n;
		!e && this._reset && (t = this._reset(this.context), t && t.progress && (n = t.forceFirstProgress, t = t.progress), U(t) && !t.length && (t = null)), this._progress = t, this._modBy = this._modDataCount = null;
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
}(), Lh = function() {
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
// node_modules/echarts/lib/data/helper/dataValueHelper.js
function Rh(e, t) {
	var n = t && t.type;
	return n === "ordinal" ? e : (n === "time" && !oe(e) && e != null && e !== "-" && (e = +ha(e)), e == null || e === "" ? NaN : Number(e));
}
J({
	number: function(e) {
		return parseFloat(e);
	},
	time: function(e) {
		return +ha(e);
	},
	trim: function(e) {
		return G(e) ? ve(e) : e;
	}
});
var zh = {
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
		oe(t) || Ta(""), this._opFn = zh[e], this._rvalFloat = ba(t);
	}
	return e.prototype.evaluate = function(e) {
		return oe(e) ? this._opFn(e, this._rvalFloat) : this._opFn(ba(e), this._rvalFloat);
	}, e;
})();
var Bh = function() {
	function e(e, t) {
		var n = e === "desc";
		this._resultLT = n ? 1 : -1, t ?? (t = n ? "min" : "max"), this._incomparable = t === "min" ? -Infinity : Infinity;
	}
	return e.prototype.evaluate = function(e, t) {
		var n = oe(e) ? e : ba(e), r = oe(t) ? t : ba(t), i = isNaN(n), a = isNaN(r);
		if (i && (n = this._incomparable), a && (r = this._incomparable), i && a) {
			var o = G(e), s = G(t);
			o && (n = s ? e : 0), s && (r = o ? t : 0);
		}
		return n < r ? this._resultLT : n > r ? -this._resultLT : 0;
	}, e;
}();
(function() {
	function e(e, t) {
		this._rval = t, this._isEQ = e, this._rvalTypeof = typeof t, this._rvalFloat = ba(t);
	}
	return e.prototype.evaluate = function(e) {
		var t = e === this._rval;
		if (!t) {
			var n = typeof e;
			n !== this._rvalTypeof && (n === "number" || this._rvalTypeof === "number") && (t = ba(e) === this._rvalFloat);
		}
		return this._isEQ ? t : !t;
	}, e;
})();
// node_modules/echarts/lib/data/helper/transform.js
var Vh = function() {
	function e() {}
	return e.prototype.getRawData = function() {
		throw Error("not supported");
	}, e.prototype.getRawDataItem = function(e) {
		throw Error("not supported");
	}, e.prototype.cloneRawData = function() {}, e.prototype.getDimensionInfo = function(e) {}, e.prototype.cloneAllDimensionInfo = function() {}, e.prototype.count = function() {}, e.prototype.retrieveValue = function(e, t) {}, e.prototype.retrieveValueFromItem = function(e, t) {}, e.prototype.convertValue = function(e, t) {
		return Rh(e, t);
	}, e;
}();
function Hh(e, t) {
	var n = new Vh(), r = e.data, i = n.sourceFormat = e.sourceFormat, a = e.startIndex;
	e.seriesLayoutBy !== "column" && Ta("");
	var o = [], s = {}, c = e.dimensionsDefine;
	if (c) R(c, function(e, t) {
		var n = e.name, r = {
			index: t,
			name: n,
			displayName: e.displayName
		};
		o.push(r), n != null && (Y(s, n) && Ta(""), s[n] = r);
	});
	else for (var l = 0; l < e.dimensionsDetectedCount; l++) o.push({ index: l });
	var u = Ch(i, Yp);
	t.__isBuiltIn && (n.getRawDataItem = function(e) {
		return u(r, a, o, e);
	}, n.getRawData = V(Uh, null, e)), n.cloneRawData = V(Wh, null, e), n.count = V(Eh(i, Yp), null, r, a, o);
	var d = kh(i);
	n.retrieveValue = function(e, t) {
		return f(u(r, a, o, e), t);
	};
	var f = n.retrieveValueFromItem = function(e, t) {
		if (e != null) {
			var n = o[t];
			if (n) return d(e, t, n.name);
		}
	};
	return n.getDimensionInfo = V(Gh, null, o, s), n.cloneAllDimensionInfo = V(Kh, null, o), n;
}
function Uh(e) {
	var t = e.sourceFormat;
	return Zh(t) || Ta(""), e.data;
}
function Wh(e) {
	var t = e.sourceFormat, n = e.data;
	if (Zh(t) || Ta(""), t === "arrayRows") {
		for (var r = [], i = 0, a = n.length; i < a; i++) r.push(n[i].slice());
		return r;
	}
	if (t === "objectRows") {
		for (var r = [], i = 0, a = n.length; i < a; i++) r.push(P({}, n[i]));
		return r;
	}
}
function Gh(e, t, n) {
	if (n != null) {
		if (oe(n) || !isNaN(n) && !Y(t, n)) return e[n];
		if (Y(t, n)) return t[n];
	}
}
function Kh(e) {
	return M(e);
}
var qh = J();
function Jh(e) {
	e = M(e);
	var t = e.type, n = "";
	t || Ta(n);
	var r = t.split(":");
	r.length !== 2 && Ta(n);
	var i = !1;
	r[0] === "echarts" && (t = r[1], i = !0), e.__isBuiltIn = i, qh.set(t, e);
}
function Yh(e, t, n) {
	var r = ka(e), i = r.length;
	i || Ta("");
	for (var a = 0, o = i; a < o; a++) {
		var s = r[a];
		t = Xh(s, t, n, i === 1 ? null : a), a !== o - 1 && (t.length = Math.max(t.length, 1));
	}
	return t;
}
function Xh(e, t, n, r) {
	var i = "";
	t.length || Ta(i), K(e) || Ta(i);
	var a = e.type, o = qh.get(a);
	o || Ta(i);
	var s = z(t, function(e) {
		return Hh(e, o);
	});
	return z(ka(o.transform({
		upstream: s[0],
		upstreamList: s,
		config: M(e.config)
	})), function(e, n) {
		var r = "";
		K(e) || Ta(r), e.data || Ta(r), Zh(lh(e.data)) || Ta(r);
		var i, a = t[0];
		if (a && n === 0 && !e.dimensions) {
			var o = a.startIndex;
			o && (e.data = a.data.slice(0, o).concat(e.data)), i = {
				seriesLayoutBy: Yp,
				sourceHeader: o,
				dimensions: a.metaRawOption.dimensions
			};
		} else i = {
			seriesLayoutBy: Yp,
			sourceHeader: 0,
			dimensions: e.dimensions
		};
		return oh(e.data, i, null);
	});
}
function Zh(e) {
	return e === "arrayRows" || e === "objectRows";
}
// node_modules/echarts/lib/data/DataStore.js
var Qh = "undefined", $h = typeof Uint32Array === Qh ? Array : Uint32Array, eg = typeof Uint16Array === Qh ? Array : Uint16Array, tg = typeof Int32Array === Qh ? Array : Int32Array, ng = typeof Float64Array === Qh ? Array : Float64Array, rg = {
	float: ng,
	int: tg,
	ordinal: Array,
	number: Array,
	time: ng
}, ig;
function ag(e) {
	return e > 65535 ? $h : eg;
}
function og() {
	return [Infinity, -Infinity];
}
function sg(e) {
	var t = e.constructor;
	return t === Array ? e.slice() : new t(e);
}
function cg(e, t, n, r, i) {
	var a = rg[n || "float"];
	if (i) {
		var o = e[t], s = o && o.length;
		if (s !== r) {
			for (var c = new a(r), l = 0; l < s; l++) c[l] = o[l];
			e[t] = c;
		}
	} else e[t] = new a(r);
}
var lg = function() {
	function e() {
		this._chunks = [], this._rawExtent = [], this._extent = [], this._count = 0, this._rawCount = 0, this._calcDimNameToIdx = J();
	}
	return e.prototype.initData = function(e, t, n) {
		this._provider = e, this._chunks = [], this._indices = null, this.getRawIndex = this._getRawIdxIdentity;
		var r = e.getSource(), i = this.defaultDimValueGetter = ig[r.sourceFormat];
		this._dimValueGetter = n || i, this._rawExtent = [], mh(r), this._dimensions = z(t, function(e) {
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
		return r[i] = { type: t }, n.set(e, i), this._chunks[i] = new rg[t || "float"](this._rawCount), this._rawExtent[i] = og(), i;
	}, e.prototype.collectOrdinalMeta = function(e, t) {
		var n = this._chunks[e], r = this._dimensions[e], i = this._rawExtent, a = r.ordinalOffset || 0, o = n.length;
		a === 0 && (i[e] = og());
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
			cg(n, c, l.type, s, !0);
		}
		for (var u = [], d = o; d < s; d++) for (var f = d - o, p = 0; p < i; p++) {
			var l = r[p], m = ig.arrayRows.call(this, e[f] || u, l.property, f, p);
			n[p][d] = m;
			var h = a[p];
			m < h[0] && (h[0] = m), m > h[1] && (h[1] = m);
		}
		return this._rawCount = this._count = s, {
			start: o,
			end: s
		};
	}, e.prototype._initDataFromProvider = function(e, t, n) {
		for (var r = this._provider, i = this._chunks, a = this._dimensions, o = a.length, s = this._rawExtent, c = z(a, function(e) {
			return e.property;
		}), l = 0; l < o; l++) {
			var u = a[l];
			s[l] || (s[l] = og()), cg(i, l, u.type, t, n);
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
			var n = ag(this._rawCount);
			e = new n(this.count());
			for (var i = 0; i < e.length; i++) e[i] = i;
		}
		return e;
	}, e.prototype.filter = function(e, t) {
		if (!this._count) return this;
		for (var n = this.clone(), r = n.count(), i = new (ag(n._rawCount))(r), a = [], o = e.length, s = 0, c = e[0], l = n._chunks, u = 0; u < r; u++) {
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
		var a = t.count(), o = new (ag(t._rawCount))(a), s = 0, c = r[0], l = e[c][0], u = e[c][1], d = t._chunks, f = !1;
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
		for (var r = e._chunks, i = [], a = t.length, o = e.count(), s = [], c = e._rawExtent, l = 0; l < t.length; l++) c[t[l]] = og();
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
		var n = this.clone([e], !0), r = n._chunks[e], i = this.count(), a = 0, o = Math.floor(1 / t), s = this.getRawIndex(0), c, l, u, d = new (ag(this._rawCount))(Math.min((Math.ceil(i / o) + 2) * 2, i));
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
		for (var n = this.clone([e], !0), r = n._chunks, i = Math.floor(1 / t), a = r[e], o = this.count(), s = new (ag(this._rawCount))(Math.ceil(o / i) * 2), c = 0, l = 0; l < o; l += i) {
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
		for (var i = this.clone([e], !0), a = i._chunks, o = [], s = Math.floor(1 / t), c = a[e], l = this.count(), u = i._rawExtent[e] = og(), d = new (ag(this._rawCount))(Math.ceil(l / s)), f = 0, p = 0; p < l; p += s) {
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
		var t = this._chunks[e], n = og();
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
		var r = new e(), i = this._chunks, a = t && ne(t, function(e, t) {
			return e[t] = !0, e;
		}, {});
		if (a) for (var o = 0; o < i.length; o++) r._chunks[o] = a[o] ? sg(i[o]) : i[o];
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
			return Rh(e[r], this._dimensions[r]);
		}
		ig = {
			arrayRows: e,
			objectRows: function(e, t, n, r) {
				return Rh(e[t], this._dimensions[r]);
			},
			keyedColumns: e,
			original: function(e, t, n, r) {
				var i = e && (e.value == null ? e : e.value);
				return Rh(i instanceof Array ? i[r] : i, this._dimensions[r]);
			},
			typedArray: function(e, t, n, r) {
				return e[r];
			}
		};
	}(), e;
}(), ug = function() {
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
		if (dg(e)) {
			var a = e, o = void 0, s = void 0, c = void 0;
			if (n) {
				var l = t[0];
				l.prepareSource(), c = l.getSource(), o = c.data, s = c.sourceFormat, i = [l._getVersionSign()];
			} else o = a.get("data", !0), s = ce(o) ? qp : Up, i = [];
			var u = this._getSourceMetaRawOption() || {}, d = c && c.metaRawOption || {}, f = q(u.seriesLayoutBy, d.seriesLayoutBy) || null, p = q(u.sourceHeader, d.sourceHeader), m = q(u.dimensions, d.dimensions);
			r = f !== d.seriesLayoutBy || !!p != !!d.sourceHeader || m ? [oh(o, {
				seriesLayoutBy: f,
				sourceHeader: p,
				dimensions: m
			}, s)] : [];
		} else {
			var h = e;
			if (n) {
				var g = this._applyTransform(t);
				r = g.sourceList, i = g.upstreamSignList;
			} else r = [oh(h.get("source", !0), this._getSourceMetaRawOption(), null)], i = [];
		}
		this._setLocalSource(r, i);
	}, e.prototype._applyTransform = function(e) {
		var t = this._sourceHost, n = t.get("transform", !0), r = t.get("fromTransformResult", !0);
		r != null && e.length !== 1 && fg("");
		var i, a = [], o = [];
		return R(e, function(e) {
			e.prepareSource();
			var t = e.getSource(r || 0);
			r != null && !t && fg(""), a.push(t), o.push(e._getVersionSign());
		}), n ? i = Yh(n, a, { datasetIndex: t.componentIndex }) : r != null && (i = [ch(a[0])]), {
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
			dg(this._sourceHost) && s ? o = s._innerGetDataStore(e, t, n) : (o = new lg(), o.initData(new bh(t, e.length), e)), a[n] = o;
		}
		return o;
	}, e.prototype._getUpstreamSourceManagers = function() {
		var e = this._sourceHost;
		if (dg(e)) {
			var t = em(e);
			return t ? [t.getSourceManager()] : [];
		}
		return z(tm(e), function(e) {
			return e.getSourceManager();
		});
	}, e.prototype._getSourceMetaRawOption = function() {
		var e = this._sourceHost, t, n, r;
		if (dg(e)) t = e.get("seriesLayoutBy", !0), n = e.get("sourceHeader", !0), r = e.get("dimensions", !0);
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
function dg(e) {
	return e.mainType === "series";
}
function fg(e) {
	throw Error(e);
}
// node_modules/echarts/lib/component/tooltip/tooltipMarkup.js
var pg = "line-height:1";
function mg(e) {
	var t = e.lineHeight;
	return t == null ? pg : "line-height:" + st(t + "") + "px";
}
function hg(e, t) {
	var n = e.color || "#6e7079", r = e.fontSize || 12, i = e.fontWeight || "400", a = e.color || "#464646", o = e.fontSize || 14, s = e.fontWeight || "900";
	return t === "html" ? {
		nameStyle: "font-size:" + st(r + "") + "px;color:" + st(n) + ";font-weight:" + st(i + ""),
		valueStyle: "font-size:" + st(o + "") + "px;color:" + st(a) + ";font-weight:" + st(s + "")
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
var gg = [
	0,
	10,
	20,
	30
], _g = [
	"",
	"\n",
	"\n\n",
	"\n\n\n"
];
function vg(e, t) {
	return t.type = e, t;
}
function yg(e) {
	return e.type === "section";
}
function bg(e) {
	return yg(e) ? Sg : Cg;
}
function xg(e) {
	if (yg(e)) {
		var t = 0, n = e.blocks.length, r = n > 1 || n > 0 && !e.noHeader;
		return R(e.blocks, function(e) {
			var n = xg(e);
			n >= t && (t = n + +(r && (!n || yg(e) && !e.noHeader)));
		}), t;
	}
	return 0;
}
function Sg(e, t, n, r) {
	var i = t.noHeader, a = Tg(xg(t)), o = [], s = t.blocks || [];
	_e(!s || U(s)), s = s || [];
	var c = e.orderMode;
	if (t.sortBlocks && c) {
		s = s.slice();
		var l = {
			valueAsc: "asc",
			valueDesc: "desc"
		};
		if (Y(l, c)) {
			var u = new Bh(l[c], null);
			s.sort(function(e, t) {
				return u.evaluate(e.sortParam, t.sortParam);
			});
		} else c === "seriesDesc" && s.reverse();
	}
	R(s, function(n, i) {
		var s = t.valueFormatter, c = bg(n)(s ? P(P({}, e), { valueFormatter: s }) : e, n, i > 0 ? a.html : 0, r);
		c != null && o.push(c);
	});
	var d = e.renderMode === "richText" ? o.join(a.richText) : Eg(r, o.join(""), i ? n : a.html);
	if (i) return d;
	var f = yp(t.header, "ordinal", e.useUTC), p = hg(r, e.renderMode).nameStyle, m = mg(r);
	return e.renderMode === "richText" ? kg(e, f, p) + a.richText + d : Eg(r, "<div style=\"" + p + ";" + m + ";\">" + st(f) + "</div>" + d, n);
}
function Cg(e, t, n, r) {
	var i = e.renderMode, a = t.noName, o = t.noValue, s = !t.markerType, c = t.name, l = e.useUTC, u = t.valueFormatter || e.valueFormatter || function(e) {
		return e = U(e) ? e : [e], z(e, function(e, t) {
			return yp(e, U(p) ? p[t] : p, l);
		});
	};
	if (!(a && o)) {
		var d = s ? "" : e.markupStyleCreator.makeTooltipMarker(t.markerType, t.markerColor || "#333", i), f = a ? "" : yp(c, "ordinal", l), p = t.valueType, m = o ? [] : u(t.value, t.dataIndex), h = !s || !a, g = !s && a, _ = hg(r, i), v = _.nameStyle, y = _.valueStyle;
		return i === "richText" ? (s ? "" : d) + (a ? "" : kg(e, f, v)) + (o ? "" : Ag(e, m, h, g, y)) : Eg(r, (s ? "" : d) + (a ? "" : Dg(f, !s, v)) + (o ? "" : Og(m, h, g, y)), n);
	}
}
function wg(e, t, n, r, i, a) {
	if (e) return bg(e)({
		useUTC: i,
		renderMode: n,
		orderMode: r,
		markupStyleCreator: t,
		valueFormatter: e.valueFormatter
	}, e, 0, a);
}
function Tg(e) {
	return {
		html: gg[e],
		richText: _g[e]
	};
}
function Eg(e, t, n) {
	var r = "<div style=\"clear:both\"></div>", i = "margin: " + n + "px 0 0", a = mg(e);
	return "<div style=\"" + i + ";" + a + ";\">" + t + r + "</div>";
}
function Dg(e, t, n) {
	var r = t ? "margin-left:2px" : "";
	return "<span style=\"" + n + ";" + r + "\">" + st(e) + "</span>";
}
function Og(e, t, n, r) {
	var i = t ? "float:right;margin-left:" + (n ? "10px" : "20px") : "";
	return e = U(e) ? e : [e], "<span style=\"" + i + ";" + r + "\">" + z(e, function(e) {
		return st(e);
	}).join("&nbsp;&nbsp;") + "</span>";
}
function kg(e, t, n) {
	return e.markupStyleCreator.wrapRichTextStyle(t, n);
}
function Ag(e, t, n, r, i) {
	var a = [i], o = r ? 10 : 20;
	return n && a.push({
		padding: [
			0,
			0,
			0,
			o
		],
		align: "right"
	}), e.markupStyleCreator.wrapRichTextStyle(U(t) ? t.join("  ") : t, a);
}
function jg(e, t) {
	var n = e.getData().getItemVisual(t, "style")[e.visualDrawType];
	return wp(n);
}
function Mg(e, t) {
	return e.get("padding") ?? (t === "richText" ? [8, 10] : 10);
}
var Ng = function() {
	function e() {
		this.richTextStyles = {}, this._nextStyleNameId = Sa();
	}
	return e.prototype._generateStyleName = function() {
		return "__EC_aUTo_" + this._nextStyleNameId++;
	}, e.prototype.makeTooltipMarker = function(e, t, n) {
		var r = n === "richText" ? this._generateStyleName() : null, i = Cp({
			color: t,
			type: e,
			renderMode: n,
			markerId: r
		});
		return G(i) ? i : (this.richTextStyles[r] = i.style, i.content);
	}, e.prototype.wrapRichTextStyle = function(e, t) {
		var n = {};
		U(t) ? R(t, function(e) {
			return P(n, e);
		}) : P(n, t);
		var r = this._generateStyleName();
		return this.richTextStyles[r] = n, "{" + r + "|" + e + "}";
	}, e;
}();
// node_modules/echarts/lib/component/tooltip/seriesFormatTooltip.js
function Pg(e) {
	var t = e.series, n = e.dataIndex, r = e.multipleSeries, i = t.getData(), a = i.mapDimensionsAll("defaultedTooltip"), o = a.length, s = t.getRawValue(n), c = U(s), l = jg(t, n), u, d, f, p;
	if (o > 1 || c && !o) {
		var m = Fg(s, t, n, a, l);
		u = m.inlineValues, d = m.inlineValueTypes, f = m.blocks, p = m.inlineValues[0];
	} else if (o) {
		var h = i.getDimensionInfo(a[0]);
		p = u = jh(i, n, a[0]), d = h.type;
	} else p = u = c ? s[0] : s;
	var g = Wa(t), _ = g && t.name || "", v = i.getName(n), y = r ? _ : v;
	return vg("section", {
		header: _,
		noHeader: r || !g,
		sortParam: p,
		blocks: [vg("nameValue", {
			markerType: "item",
			markerColor: l,
			name: y,
			noName: !ve(y),
			value: u,
			valueType: d,
			dataIndex: n
		})].concat(f || [])
	});
}
function Fg(e, t, n, r, i) {
	var a = t.getData(), o = ne(e, function(e, t, n) {
		var r = a.getDimensionInfo(n);
		return e = e || r && r.tooltip !== !1 && r.displayName != null;
	}, !1), s = [], c = [], l = [];
	r.length ? R(r, function(e) {
		u(jh(a, n, e), e);
	}) : R(e, u);
	function u(e, t) {
		var n = a.getDimensionInfo(t);
		n && n.otherDims.tooltip !== !1 && (o ? l.push(vg("nameValue", {
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
// node_modules/echarts/lib/model/Series.js
var Ig = Xa();
function Lg(e, t) {
	return e.getName(t) || e.getId(t);
}
var Rg = function(e) {
	s(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t._selectedDataIndicesMap = {}, t;
	}
	return t.prototype.init = function(e, t, n) {
		this.seriesIndex = this.componentIndex, this.dataTask = Fh({
			count: Vg,
			reset: Hg
		}), this.dataTask.context = { model: this }, this.mergeDefaultAndTheme(e, n), (Ig(this).sourceManager = new ug(this)).prepareSource();
		var r = this.getInitialData(e, n);
		Wg(r, this), this.dataTask.context.data = r, Ig(this).dataBeforeProcessed = r, zg(this), this._initSelectedMapFromData(r);
	}, t.prototype.mergeDefaultAndTheme = function(e, t) {
		var n = Mp(this), r = n ? Pp(e) : {}, i = this.subType;
		Lp.hasClass(i) && (i += "Series"), N(e, t.getTheme().get(this.subType)), N(e, this.getDefaultOption()), Aa(e, "label", ["show"]), this.fillDataTextStyle(e.data), n && Np(e, r, n);
	}, t.prototype.mergeOption = function(e, t) {
		e = N(this.option, e, !0), this.fillDataTextStyle(e.data);
		var n = Mp(this);
		n && Np(this.option, e, n);
		var r = Ig(this).sourceManager;
		r.dirty(), r.prepareSource();
		var i = this.getInitialData(e, t);
		Wg(i, this), this.dataTask.dirty(), this.dataTask.context.data = i, Ig(this).dataBeforeProcessed = i, zg(this), this._initSelectedMapFromData(i);
	}, t.prototype.fillDataTextStyle = function(e) {
		if (e && !ce(e)) for (var t = ["show"], n = 0; n < e.length; n++) e[n] && e[n].label && Aa(e[n], "label", t);
	}, t.prototype.getInitialData = function(e, t) {}, t.prototype.appendData = function(e) {
		this.getRawData().appendData(e.data);
	}, t.prototype.getData = function(e) {
		var t = Kg(this);
		if (t) {
			var n = t.context.data;
			return e == null || !n.getLinkedData ? n : n.getLinkedData(e);
		}
		return Ig(this).data;
	}, t.prototype.getAllData = function() {
		var e = this.getData();
		return e && e.getLinkedDataAll ? e.getLinkedDataAll() : [{ data: e }];
	}, t.prototype.setData = function(e) {
		var t = Kg(this);
		if (t) {
			var n = t.context;
			n.outputData = e, t !== this.dataTask && (n.data = e);
		}
		Ig(this).data = e;
	}, t.prototype.getEncode = function() {
		var e = this.get("encode", !0);
		if (e) return J(e);
	}, t.prototype.getSourceManager = function() {
		return Ig(this).sourceManager;
	}, t.prototype.getSource = function() {
		return this.getSourceManager().getSource();
	}, t.prototype.getRawData = function() {
		return Ig(this).dataBeforeProcessed;
	}, t.prototype.getColorBy = function() {
		return this.get("colorBy") || "series";
	}, t.prototype.isColorBySeries = function() {
		return this.getColorBy() === "series";
	}, t.prototype.getBaseAxis = function() {
		var e = this.coordinateSystem;
		return e && e.getBaseAxis && e.getBaseAxis();
	}, t.prototype.formatTooltip = function(e, t, n) {
		return Pg({
			series: this,
			dataIndex: e,
			multipleSeries: t
		});
	}, t.prototype.isAnimationEnabled = function() {
		var e = this.ecModel;
		if (l.node && !(e && e.ssr)) return !1;
		var t = this.getShallow("animation");
		return t && this.getData().count() > this.getShallow("animationThreshold") && (t = !1), !!t;
	}, t.prototype.restoreData = function() {
		this.dataTask.dirty();
	}, t.prototype.getColorFromPalette = function(e, t, n) {
		var r = this.ecModel, i = sm.prototype.getColorFromPalette.call(this, e, t, n);
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
				var o = e[a], s = Lg(i, o);
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
		return (n === "all" || n[Lg(r, e)]) && !r.getItemModel(e).get(["select", "disabled"]);
	}, t.prototype.isUniversalTransitionEnabled = function() {
		if (this.__universalTransitionEnabled) return !0;
		var e = this.option.universalTransition;
		return e ? e === !0 || e && e.enabled : !1;
	}, t.prototype._innerSelect = function(e, t) {
		var n, r, i = this.option, a = i.selectedMode, o = t.length;
		if (a && o) {
			if (a === "series") i.selectedMap = "all";
			else if (a === "multiple") {
				K(i.selectedMap) || (i.selectedMap = {});
				for (var s = i.selectedMap, c = 0; c < o; c++) {
					var l = t[c], u = Lg(e, l);
					s[u] = !0, this._selectedDataIndicesMap[u] = e.getRawIndex(l);
				}
			} else if (a === "single" || a === !0) {
				var d = t[o - 1], u = Lg(e, d);
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
		return Lp.registerClass(e);
	}, t.protoInitialize = function() {
		var e = t.prototype;
		e.type = "series.__base__", e.seriesIndex = 0, e.ignoreStyleOnData = !1, e.hasSymbolVisual = !1, e.defaultSymbol = "circle", e.visualStyleAccessPath = "itemStyle", e.visualDrawType = "fill";
	}(), t;
}(Lp);
te(Rg, Nh), te(Rg, sm), go(Rg, Lp);
function zg(e) {
	var t = e.name;
	Wa(e) || (e.name = Bg(e) || t);
}
function Bg(e) {
	var t = e.getRawData(), n = t.mapDimensionsAll("seriesName"), r = [];
	return R(n, function(e) {
		var n = t.getDimensionInfo(e);
		n.displayName && r.push(n.displayName);
	}), r.join(" ");
}
function Vg(e) {
	return e.model.getRawData().count();
}
function Hg(e) {
	var t = e.model;
	return t.setData(t.getRawData().cloneShallow()), Ug;
}
function Ug(e, t) {
	t.outputData && e.end > t.outputData.count() && t.model.getRawData().cloneShallow(t.outputData);
}
function Wg(e, t) {
	R(Ee(e.CHANGABLE_METHODS, e.DOWNSAMPLE_METHODS), function(n) {
		e.wrapMethod(n, H(Gg, t));
	});
}
function Gg(e, t) {
	var n = Kg(e);
	return n && n.setOutputEnd((t || this).count()), t;
}
function Kg(e) {
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
// node_modules/echarts/lib/view/Component.js
var qg = function() {
	function e() {
		this.group = new qi(), this.uid = Sf("viewComponent");
	}
	return e.prototype.init = function(e, t) {}, e.prototype.render = function(e, t, n, r) {}, e.prototype.dispose = function(e, t) {}, e.prototype.updateView = function(e, t, n, r) {}, e.prototype.updateLayout = function(e, t, n, r) {}, e.prototype.updateVisual = function(e, t, n, r) {}, e.prototype.toggleBlurSeries = function(e, t, n) {}, e.prototype.eachRendered = function(e) {
		var t = this.group;
		t && t.traverse(e);
	}, e;
}();
mo(qg), xo(qg);
// node_modules/echarts/lib/chart/helper/createRenderPlanner.js
function Jg() {
	var e = Xa();
	return function(t) {
		var n = e(t), r = t.pipelineContext, i = !!n.large, a = !!n.progressiveRender, o = n.large = !!(r && r.large), s = n.progressiveRender = !!(r && r.progressiveRender);
		return (i !== o || a !== s) && "reset";
	};
}
// node_modules/echarts/lib/view/Chart.js
var Yg = Xa(), Xg = Jg(), Zg = function() {
	function e() {
		this.group = new qi(), this.uid = Sf("viewChart"), this.renderTask = Fh({
			plan: e_,
			reset: t_
		}), this.renderTask.context = { view: this };
	}
	return e.prototype.init = function(e, t) {}, e.prototype.render = function(e, t, n, r) {}, e.prototype.highlight = function(e, t, n, r) {
		var i = e.getData(r && r.dataType);
		i && $g(i, r, "emphasis");
	}, e.prototype.downplay = function(e, t, n, r) {
		var i = e.getData(r && r.dataType);
		i && $g(i, r, "normal");
	}, e.prototype.remove = function(e, t) {
		this.group.removeAll();
	}, e.prototype.dispose = function(e, t) {}, e.prototype.updateView = function(e, t, n, r) {
		this.render(e, t, n, r);
	}, e.prototype.updateLayout = function(e, t, n, r) {
		this.render(e, t, n, r);
	}, e.prototype.updateVisual = function(e, t, n, r) {
		this.render(e, t, n, r);
	}, e.prototype.eachRendered = function(e) {
		Kd(this.group, e);
	}, e.markUpdateMethod = function(e, t) {
		Yg(e).updateMethod = t;
	}, e.protoInitialize = function() {
		var t = e.prototype;
		t.type = "chart";
	}(), e;
}();
function Qg(e, t, n) {
	e && Il(e) && (t === "emphasis" ? dl : fl)(e, n);
}
function $g(e, t, n) {
	var r = Ya(e, t), i = t && t.highlightKey != null ? Ll(t.highlightKey) : null;
	r == null ? e.eachItemGraphicEl(function(e) {
		Qg(e, n, i);
	}) : R(ka(r), function(t) {
		Qg(e.getItemGraphicEl(t), n, i);
	});
}
mo(Zg, ["dispose"]), xo(Zg);
function e_(e) {
	return Xg(e.model);
}
function t_(e) {
	var t = e.model, n = e.ecModel, r = e.api, i = e.payload, a = t.pipelineContext.progressiveRender, o = e.view, s = i && Yg(i).updateMethod, c = a ? "incrementalPrepareRender" : s && o[s] ? s : "render";
	return c !== "render" && o[c](t, n, r, i), n_[c];
}
var n_ = {
	incrementalPrepareRender: { progress: function(e, t) {
		t.view.incrementalRender(e, t.model, t.ecModel, t.api, t.payload);
	} },
	render: {
		forceFirstProgress: !0,
		progress: function(e, t) {
			t.view.render(t.model, t.ecModel, t.api, t.payload);
		}
	}
}, r_ = "\0__throttleOriginMethod", i_ = "\0__throttleRate", a_ = "\0__throttleType";
function o_(e, t, n) {
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
function s_(e, t, n, r) {
	var i = e[t];
	if (i) {
		var a = i[r_] || i, o = i[a_];
		if (i[i_] !== n || o !== r) {
			if (n == null || !r) return e[t] = a;
			i = e[t] = o_(a, n, r === "debounce"), i[r_] = a, i[a_] = r, i[i_] = n;
		}
		return i;
	}
}
function c_(e, t) {
	var n = e[t];
	n && n[r_] && (n.clear && n.clear(), e[t] = n[r_]);
}
// node_modules/echarts/lib/visual/style.js
var l_ = Xa(), u_ = {
	itemStyle: So(_f, !0),
	lineStyle: So(mf, !0)
}, d_ = {
	lineStyle: "stroke",
	itemStyle: "fill"
};
function f_(e, t) {
	return e.visualStyleMapper || u_[t] || (console.warn("Unknown style type '" + t + "'."), u_.itemStyle);
}
function p_(e, t) {
	return e.visualDrawType || d_[t] || (console.warn("Unknown style type '" + t + "'."), "fill");
}
var m_ = {
	createOnAllSeries: !0,
	performRawSeries: !0,
	reset: function(e, t) {
		var n = e.getData(), r = e.visualStyleAccessPath || "itemStyle", i = e.getModel(r), a = f_(e, r)(i), o = i.getShallow("decal");
		o && (n.setVisual("decal", o), o.dirty = !0);
		var s = p_(e, r), c = a[s], l = W(c) ? c : null, u = a.fill === "auto" || a.stroke === "auto";
		if (!a[s] || l || u) {
			var d = e.getColorFromPalette(e.name, null, t.getSeriesCount());
			a[s] || (a[s] = d, n.setVisual("colorFromPalette", !0)), a.fill = a.fill === "auto" || W(a.fill) ? d : a.fill, a.stroke = a.stroke === "auto" || W(a.stroke) ? d : a.stroke;
		}
		if (n.setVisual("style", a), n.setVisual("drawType", s), !t.isSeriesFiltered(e) && l) return n.setVisual("colorFromPalette", !1), { dataEach: function(t, n) {
			var r = e.getDataParams(n), i = P({}, a);
			i[s] = l(r), t.setItemVisual(n, "style", i);
		} };
	}
}, h_ = new bf(), g_ = {
	createOnAllSeries: !0,
	performRawSeries: !0,
	reset: function(e, t) {
		if (!(e.ignoreStyleOnData || t.isSeriesFiltered(e))) {
			var n = e.getData(), r = e.visualStyleAccessPath || "itemStyle", i = f_(e, r), a = n.getVisual("drawType");
			return { dataEach: n.hasItemOption ? function(e, t) {
				var n = e.getRawDataItem(t);
				if (n && n[r]) {
					h_.option = n[r];
					var o = i(h_);
					P(e.ensureUniqueItemVisual(t, "style"), o), h_.option.decal && (e.setItemVisual(t, "decal", h_.option.decal), h_.option.decal.dirty = !0), a in o && e.setItemVisual(t, "colorFromPalette", !1);
				}
			} : null };
		}
	}
}, __ = {
	performRawSeries: !0,
	overallReset: function(e) {
		var t = J();
		e.eachSeries(function(e) {
			var n = e.getColorBy();
			if (!e.isColorBySeries()) {
				var r = e.type + "-" + n, i = t.get(r);
				i || (i = {}, t.set(r, i)), l_(e).scope = i;
			}
		}), e.eachSeries(function(t) {
			if (!(t.isColorBySeries() || e.isSeriesFiltered(t))) {
				var n = t.getRawData(), r = {}, i = t.getData(), a = l_(t).scope, o = p_(t, t.visualStyleAccessPath || "itemStyle");
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
}, v_ = Math.PI;
function y_(e, t) {
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
	var n = new qi(), r = new gc({
		style: { fill: t.maskColor },
		zlevel: t.zlevel,
		z: 1e4
	});
	n.add(r);
	var i = new bc({
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
	}), a = new gc({
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
	return t.showSpinner && (o = new Ku({
		shape: {
			startAngle: -v_ / 2,
			endAngle: -v_ / 2 + .1,
			r: t.spinnerRadius
		},
		style: {
			stroke: t.color,
			lineCap: "round",
			lineWidth: t.lineWidth
		},
		zlevel: t.zlevel,
		z: 10001
	}), o.animateShape(!0).when(1e3, { endAngle: v_ * 3 / 2 }).start("circularInOut"), o.animateShape(!0).when(1e3, { startAngle: v_ * 3 / 2 }).delay(300).start("circularInOut"), n.add(o)), n.resize = function() {
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
// node_modules/echarts/lib/core/Scheduler.js
var b_ = function() {
	function e(e, t, n, r) {
		this._stageTaskMap = J(), this.ecInstance = e, this.api = t, n = this._dataProcessorHandlers = n.slice(), r = this._visualHandlers = r.slice(), this._allHandlers = n.concat(r);
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
		var t = this, n = t._pipelineMap = J();
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
		R(this._allHandlers, function(r) {
			var i = e.get(r.uid) || e.set(r.uid, {});
			_e(!(r.reset && r.overallReset), ""), r.reset && this._createSeriesStageTask(r, i, t, n), r.overallReset && this._createOverallStageTask(r, i, t, n);
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
		R(e, function(e, s) {
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
		var i = this, a = t.seriesTaskMap, o = t.seriesTaskMap = J(), s = e.seriesType, c = e.getTargetSeries;
		e.createOnAllSeries ? n.eachRawSeries(l) : s ? n.eachRawSeriesByType(s, l) : c && c(n, r).each(l);
		function l(t) {
			var s = t.uid, c = o.set(s, a && a.get(s) || Fh({
				plan: T_,
				reset: E_,
				count: k_
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
		var i = this, a = t.overallTask = t.overallTask || Fh({ reset: x_ });
		a.context = {
			ecModel: n,
			api: r,
			overallReset: e.overallReset,
			scheduler: i
		};
		var o = a.agentStubMap, s = a.agentStubMap = J(), c = e.seriesType, l = e.getTargetSeries, u = !0, d = !1;
		_e(!e.createOnAllSeries, ""), c ? n.eachRawSeriesByType(c, f) : l ? l(n, r).each(f) : (u = !1, R(n.getSeries(), f));
		function f(e) {
			var t = e.uid, n = s.set(t, o && o.get(t) || (d = !0, Fh({
				reset: S_,
				onDirty: w_
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
		return W(e) && (e = {
			overallReset: e,
			seriesType: A_(e)
		}), e.uid = Sf("stageHandler"), t && (e.visualType = t), e;
	}, e;
}();
function x_(e) {
	e.overallReset(e.ecModel, e.api, e.payload);
}
function S_(e) {
	return e.overallProgress && C_;
}
function C_() {
	this.agent.dirty(), this.getDownstream().dirty();
}
function w_() {
	this.agent && this.agent.dirty();
}
function T_(e) {
	return e.plan ? e.plan(e.model, e.ecModel, e.api, e.payload) : null;
}
function E_(e) {
	e.useClearVisual && e.data.clearAllVisual();
	var t = e.resetDefines = ka(e.reset(e.model, e.ecModel, e.api, e.payload));
	return t.length > 1 ? z(t, function(e, t) {
		return O_(t);
	}) : D_;
}
var D_ = O_(0);
function O_(e) {
	return function(t, n) {
		var r = n.data, i = n.resetDefines[e];
		if (i && i.dataEach) for (var a = t.start; a < t.end; a++) i.dataEach(r, a);
		else i && i.progress && i.progress(t, r);
	};
}
function k_(e) {
	return e.data.count();
}
function A_(e) {
	N_ = null;
	try {
		e(j_, M_);
	} catch {}
	return N_;
}
var j_ = {}, M_ = {}, N_;
P_(j_, gm), P_(M_, Cm), j_.eachSeriesByType = j_.eachRawSeriesByType = function(e) {
	N_ = e;
}, j_.eachComponent = function(e) {
	e.mainType === "series" && e.subType && (N_ = e.subType);
};
function P_(e, t) {
	for (var n in t.prototype) e[n] = ke;
}
// node_modules/echarts/lib/theme/light.js
var F_ = [
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
], I_ = {
	color: F_,
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
		F_
	]
}, L_ = "#B9B8CE", R_ = "#100C2A", z_ = function() {
	return {
		axisLine: { lineStyle: { color: L_ } },
		splitLine: { lineStyle: { color: "#484753" } },
		splitArea: { areaStyle: { color: ["rgba(255,255,255,0.02)", "rgba(255,255,255,0.05)"] } },
		minorSplitLine: { lineStyle: { color: "#20203B" } }
	};
}, B_ = [
	"#4992ff",
	"#7cffb2",
	"#fddd60",
	"#ff6e76",
	"#58d9f9",
	"#05c091",
	"#ff8a45",
	"#8d48e3",
	"#dd79ff"
], V_ = {
	darkMode: !0,
	color: B_,
	backgroundColor: R_,
	axisPointer: {
		lineStyle: { color: "#817f91" },
		crossStyle: { color: "#817f91" },
		label: { color: "#fff" }
	},
	legend: {
		textStyle: { color: L_ },
		pageTextStyle: { color: L_ }
	},
	textStyle: { color: L_ },
	title: {
		textStyle: { color: "#EEF1FA" },
		subtextStyle: { color: "#B9B8CE" }
	},
	toolbox: { iconStyle: { borderColor: L_ } },
	dataZoom: {
		borderColor: "#71708A",
		textStyle: { color: L_ },
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
	visualMap: { textStyle: { color: L_ } },
	timeline: {
		lineStyle: { color: L_ },
		label: { color: L_ },
		controlStyle: {
			color: L_,
			borderColor: L_
		}
	},
	calendar: {
		itemStyle: { color: R_ },
		dayLabel: { color: L_ },
		monthLabel: { color: L_ },
		yearLabel: { color: L_ }
	},
	timeAxis: z_(),
	logAxis: z_(),
	valueAxis: z_(),
	categoryAxis: z_(),
	line: { symbol: "circle" },
	graph: { color: B_ },
	gauge: {
		title: { color: L_ },
		axisLine: { lineStyle: { color: [[1, "rgba(207,212,219,0.2)"]] } },
		axisLabel: { color: L_ },
		detail: { color: "#EEF1FA" }
	},
	candlestick: { itemStyle: {
		color: "#f64e56",
		color0: "#54ea92",
		borderColor: "#f64e56",
		borderColor0: "#54ea92"
	} }
};
V_.categoryAxis.splitLine.show = !1;
// node_modules/echarts/lib/util/ECEventProcessor.js
var H_ = function() {
	function e() {}
	return e.prototype.normalizeQuery = function(e) {
		var t = {}, n = {}, r = {};
		if (G(e)) {
			var i = uo(e);
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
			R(e, function(e, i) {
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
}(), U_ = [
	"symbol",
	"symbolSize",
	"symbolRotate",
	"symbolOffset"
], W_ = U_.concat(["symbolKeepAspect"]), G_ = {
	createOnAllSeries: !0,
	performRawSeries: !0,
	reset: function(e, t) {
		var n = e.getData();
		if (e.legendIcon && n.setVisual("legendIcon", e.legendIcon), !e.hasSymbolVisual) return;
		for (var r = {}, i = {}, a = !1, o = 0; o < U_.length; o++) {
			var s = U_[o], c = e.get(s);
			W(c) ? (a = !0, i[s] = c) : r[s] = c;
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
}, K_ = {
	createOnAllSeries: !0,
	performRawSeries: !0,
	reset: function(e, t) {
		if (!e.hasSymbolVisual || t.isSeriesFiltered(e)) return;
		var n = e.getData();
		function r(e, t) {
			for (var n = e.getItemModel(t), r = 0; r < W_.length; r++) {
				var i = W_[r], a = n.getShallow(i, !0);
				a != null && e.setItemVisual(t, i, a);
			}
		}
		return { dataEach: n.hasItemOption ? r : null };
	}
};
// node_modules/echarts/lib/visual/helper.js
function q_(e, t, n) {
	switch (n) {
		case "color": return e.getItemVisual(t, "style")[e.getVisual("drawType")];
		case "opacity": return e.getItemVisual(t, "style").opacity;
		case "symbol":
		case "symbolSize":
		case "liftZ": return e.getItemVisual(t, n);
	}
}
function J_(e, t) {
	switch (t) {
		case "color": return e.getVisual("style")[e.getVisual("drawType")];
		case "opacity": return e.getVisual("style").opacity;
		case "symbol":
		case "symbolSize":
		case "liftZ": return e.getVisual(t);
	}
}
function Y_(e, t, n, r) {
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
// node_modules/echarts/lib/legacy/dataSelectAction.js
function X_(e, t, n, r, i) {
	var a = e + t;
	n.isSilent(a) || r.eachComponent({
		mainType: "series",
		subType: "pie"
	}, function(e) {
		for (var t = e.seriesIndex, r = e.option.selectedMap, o = i.selected, s = 0; s < o.length; s++) if (o[s].seriesIndex === t) {
			var c = e.getData(), l = Ya(c, i.fromActionPayload);
			n.trigger(a, {
				type: a,
				seriesId: e.id,
				name: U(l) ? c.getName(l[0]) : c.getName(l),
				selected: G(r) ? r : P({}, r)
			});
		}
	});
}
function Z_(e, t, n) {
	e.on("selectchanged", function(e) {
		var r = n.getModel();
		e.isFromClick ? (X_("map", "selectchanged", t, r, e), X_("pie", "selectchanged", t, r, e)) : e.fromAction === "select" ? (X_("map", "selected", t, r, e), X_("pie", "selected", t, r, e)) : e.fromAction === "unselect" && (X_("map", "unselected", t, r, e), X_("pie", "unselected", t, r, e));
	});
}
// node_modules/echarts/lib/util/event.js
function Q_(e, t, n) {
	for (var r; e && !(t(e) && (r = e, n));) e = e.__hostTarget || e.parent;
	return r;
}
// node_modules/zrender/lib/core/WeakMap.js
var $_ = Math.round(Math.random() * 9), ev = typeof Object.defineProperty == "function", tv = function() {
	function e() {
		this._id = "__ec_inner_" + $_++;
	}
	return e.prototype.get = function(e) {
		return this._guard(e)[this._id];
	}, e.prototype.set = function(e, t) {
		var n = this._guard(e);
		return ev ? Object.defineProperty(n, this._id, {
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
}(), nv = Z.extend({
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
}), rv = {
	line: Bu,
	rect: gc,
	roundRect: gc,
	square: gc,
	circle: uu,
	diamond: Z.extend({
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
	pin: Z.extend({
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
	arrow: Z.extend({
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
	triangle: nv
}, iv = {
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
}, av = {};
R(rv, function(e, t) {
	av[t] = new e();
});
var ov = Z.extend({
	type: "symbol",
	shape: {
		symbolType: "",
		x: 0,
		y: 0,
		width: 0,
		height: 0
	},
	calculateTextPosition: function(e, t, n) {
		var r = Ni(e, t, n), i = this.shape;
		return i && i.symbolType === "pin" && t.position === "inside" && (r.y = n.y + n.height * .4), r;
	},
	buildPath: function(e, t, n) {
		var r = t.symbolType;
		if (r !== "none") {
			var i = av[r];
			i || (r = "rect", i = av[r]), iv[r](t.x, t.y, t.width, t.height, i.shape), i.buildPath(e, i.shape, n);
		}
	}
});
function sv(e, t) {
	if (this.type !== "image") {
		var n = this.style;
		this.__isEmptyBrush ? (n.stroke = e, n.fill = t || "#fff", n.lineWidth = 2) : this.shape.symbolType === "line" ? n.stroke = e : n.fill = e, this.markRedraw();
	}
}
function cv(e, t, n, r, i, a, o) {
	var s = e.indexOf("empty") === 0;
	s && (e = e.substr(5, 1).toLowerCase() + e.substr(6));
	var c = e.indexOf("image://") === 0 ? wd(e.slice(8), new X(t, n, r, i), o ? "center" : "cover") : e.indexOf("path://") === 0 ? Cd(e.slice(7), {}, new X(t, n, r, i), o ? "center" : "cover") : new ov({ shape: {
		symbolType: e,
		x: t,
		y: n,
		width: r,
		height: i
	} });
	return c.__isEmptyBrush = s, c.setColor = sv, a && c.setColor(a), c;
}
function lv(e) {
	return U(e) || (e = [+e, +e]), [e[0] || 0, e[1] || 0];
}
function uv(e, t) {
	if (e != null) return U(e) || (e = [e, e]), [aa(e[0], t[0]) || 0, aa(q(e[1], e[0]), t[1]) || 0];
}
// node_modules/zrender/lib/canvas/helper.js
function dv(e) {
	return isFinite(e);
}
function fv(e, t, n) {
	var r = t.x == null ? 0 : t.x, i = t.x2 == null ? 1 : t.x2, a = t.y == null ? 0 : t.y, o = t.y2 == null ? 0 : t.y2;
	return t.global || (r = r * n.width + n.x, i = i * n.width + n.x, a = a * n.height + n.y, o = o * n.height + n.y), r = dv(r) ? r : 0, i = dv(i) ? i : 1, a = dv(a) ? a : 0, o = dv(o) ? o : 0, e.createLinearGradient(r, a, i, o);
}
function pv(e, t, n) {
	var r = n.width, i = n.height, a = Math.min(r, i), o = t.x == null ? .5 : t.x, s = t.y == null ? .5 : t.y, c = t.r == null ? .5 : t.r;
	return t.global || (o = o * r + n.x, s = s * i + n.y, c *= a), o = dv(o) ? o : .5, s = dv(s) ? s : .5, c = c >= 0 && dv(c) ? c : .5, e.createRadialGradient(o, s, 0, o, s, c);
}
function mv(e, t, n) {
	for (var r = t.type === "radial" ? pv(e, t, n) : fv(e, t, n), i = t.colorStops, a = 0; a < i.length; a++) r.addColorStop(i[a].offset, i[a].color);
	return r;
}
function hv(e, t) {
	if (e === t || !e && !t) return !1;
	if (!e || !t || e.length !== t.length) return !0;
	for (var n = 0; n < e.length; n++) if (e[n] !== t[n]) return !0;
	return !1;
}
function gv(e) {
	return parseInt(e, 10);
}
function _v(e, t, n) {
	var r = ["width", "height"][t], i = ["clientWidth", "clientHeight"][t], a = ["paddingLeft", "paddingTop"][t], o = ["paddingRight", "paddingBottom"][t];
	if (n[r] != null && n[r] !== "auto") return parseFloat(n[r]);
	var s = document.defaultView.getComputedStyle(e);
	return (e[i] || gv(s[r]) || gv(e.style[r])) - (gv(s[a]) || 0) - (gv(s[o]) || 0) | 0;
}
// node_modules/zrender/lib/canvas/dashStyle.js
function vv(e, t) {
	return !e || e === "solid" || !(t > 0) ? null : e === "dashed" ? [4 * t, 2 * t] : e === "dotted" ? [t] : oe(e) ? [e] : U(e) ? e : null;
}
function yv(e) {
	var t = e.style, n = t.lineDash && t.lineWidth > 0 && vv(t.lineDash, t.lineWidth), r = t.lineDashOffset;
	if (n) {
		var i = t.strokeNoScale && e.getLineScale ? e.getLineScale() : 1;
		i && i !== 1 && (n = z(n, function(e) {
			return e / i;
		}), r /= i);
	}
	return [n, r];
}
// node_modules/zrender/lib/canvas/graphic.js
var bv = new Ms(!0);
function xv(e) {
	var t = e.stroke;
	return !(t == null || t === "none" || !(e.lineWidth > 0));
}
function Sv(e) {
	return typeof e == "string" && e !== "none";
}
function Cv(e) {
	var t = e.fill;
	return t != null && t !== "none";
}
function wv(e, t) {
	if (t.fillOpacity != null && t.fillOpacity !== 1) {
		var n = e.globalAlpha;
		e.globalAlpha = t.fillOpacity * t.opacity, e.fill(), e.globalAlpha = n;
	} else e.fill();
}
function Tv(e, t) {
	if (t.strokeOpacity != null && t.strokeOpacity !== 1) {
		var n = e.globalAlpha;
		e.globalAlpha = t.strokeOpacity * t.opacity, e.stroke(), e.globalAlpha = n;
	} else e.stroke();
}
function Ev(e, t, n) {
	var r = Do(t.image, t.__image, n);
	if (ko(r)) {
		var i = e.createPattern(r, t.repeat || "repeat");
		if (typeof DOMMatrix == "function" && i && i.setTransform) {
			var a = new DOMMatrix();
			a.translateSelf(t.x || 0, t.y || 0), a.rotateSelf(0, 0, (t.rotation || 0) * Ae), a.scaleSelf(t.scaleX || 1, t.scaleY || 1), i.setTransform(a);
		}
		return i;
	}
}
function Dv(e, t, n, r) {
	var i, a = xv(n), o = Cv(n), s = n.strokePercent, c = s < 1, l = !t.path;
	(!t.silent || c) && l && t.createPathProxy();
	var u = t.path || bv, d = t.__dirty;
	if (!r) {
		var f = n.fill, p = n.stroke, m = o && !!f.colorStops, h = a && !!p.colorStops, g = o && !!f.image, _ = a && !!p.image, v = void 0, y = void 0, b = void 0, x = void 0, S = void 0;
		(m || h) && (S = t.getBoundingRect()), m && (v = d ? mv(e, f, S) : t.__canvasFillGradient, t.__canvasFillGradient = v), h && (y = d ? mv(e, p, S) : t.__canvasStrokeGradient, t.__canvasStrokeGradient = y), g && (b = d || !t.__canvasFillPattern ? Ev(e, f, t) : t.__canvasFillPattern, t.__canvasFillPattern = b), _ && (x = d || !t.__canvasStrokePattern ? Ev(e, p, t) : t.__canvasStrokePattern, t.__canvasStrokePattern = b), m ? e.fillStyle = v : g && (b ? e.fillStyle = b : o = !1), h ? e.strokeStyle = y : _ && (x ? e.strokeStyle = x : a = !1);
	}
	var C = t.getGlobalScale();
	u.setScale(C[0], C[1], t.segmentIgnoreThreshold);
	var w, T;
	e.setLineDash && n.lineDash && (i = yv(t), w = i[0], T = i[1]);
	var E = !0;
	(l || d & 4) && (u.setDPR(e.dpr), c ? u.setContext(null) : (u.setContext(e), E = !1), u.reset(), t.buildPath(u, t.shape, r), u.toStatic(), t.pathUpdated()), E && u.rebuildPath(e, c ? s : 1), w && (e.setLineDash(w), e.lineDashOffset = T), r || (n.strokeFirst ? (a && Tv(e, n), o && wv(e, n)) : (o && wv(e, n), a && Tv(e, n))), w && e.setLineDash([]);
}
function Ov(e, t, n) {
	var r = t.__image = Do(n.image, t.__image, t, t.onload);
	if (r && ko(r)) {
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
function kv(e, t, n) {
	var r, i = n.text;
	if (i != null && (i += ""), i) {
		e.font = n.font || "12px sans-serif", e.textAlign = n.textAlign, e.textBaseline = n.textBaseline;
		var a = void 0, o = void 0;
		e.setLineDash && n.lineDash && (r = yv(t), a = r[0], o = r[1]), a && (e.setLineDash(a), e.lineDashOffset = o), n.strokeFirst ? (xv(n) && e.strokeText(i, n.x, n.y), Cv(n) && e.fillText(i, n.x, n.y)) : (Cv(n) && e.fillText(i, n.x, n.y), xv(n) && e.strokeText(i, n.x, n.y)), a && e.setLineDash([]);
	}
}
var Av = [
	"shadowBlur",
	"shadowOffsetX",
	"shadowOffsetY"
], jv = [
	["lineCap", "butt"],
	["lineJoin", "miter"],
	["miterLimit", 10]
];
function Mv(e, t, n, r, i) {
	var a = !1;
	if (!r && (n = n || {}, t === n)) return !1;
	if (r || t.opacity !== n.opacity) {
		Uv(e, i), a = !0;
		var o = Math.max(Math.min(t.opacity, 1), 0);
		e.globalAlpha = isNaN(o) ? Ko.opacity : o;
	}
	(r || t.blend !== n.blend) && (a || (Uv(e, i), a = !0), e.globalCompositeOperation = t.blend || Ko.blend);
	for (var s = 0; s < Av.length; s++) {
		var c = Av[s];
		(r || t[c] !== n[c]) && (a || (Uv(e, i), a = !0), e[c] = e.dpr * (t[c] || 0));
	}
	return (r || t.shadowColor !== n.shadowColor) && (a || (Uv(e, i), a = !0), e.shadowColor = t.shadowColor || Ko.shadowColor), a;
}
function Nv(e, t, n, r, i) {
	var a = Wv(t, i.inHover), o = r ? null : n && Wv(n, i.inHover) || {};
	if (a === o) return !1;
	var s = Mv(e, a, o, r, i);
	if ((r || a.fill !== o.fill) && (s || (Uv(e, i), s = !0), Sv(a.fill) && (e.fillStyle = a.fill)), (r || a.stroke !== o.stroke) && (s || (Uv(e, i), s = !0), Sv(a.stroke) && (e.strokeStyle = a.stroke)), (r || a.opacity !== o.opacity) && (s || (Uv(e, i), s = !0), e.globalAlpha = a.opacity == null ? 1 : a.opacity), t.hasStroke()) {
		var c = a.lineWidth / (a.strokeNoScale && t.getLineScale ? t.getLineScale() : 1);
		e.lineWidth !== c && (s || (Uv(e, i), s = !0), e.lineWidth = c);
	}
	for (var l = 0; l < jv.length; l++) {
		var u = jv[l], d = u[0];
		(r || a[d] !== o[d]) && (s || (Uv(e, i), s = !0), e[d] = a[d] || u[1]);
	}
	return s;
}
function Pv(e, t, n, r, i) {
	return Mv(e, Wv(t, i.inHover), n && Wv(n, i.inHover), r, i);
}
function Fv(e, t) {
	var n = t.transform, r = e.dpr || 1;
	n ? e.setTransform(r * n[0], r * n[1], r * n[2], r * n[3], r * n[4], r * n[5]) : e.setTransform(r, 0, 0, r, 0, 0);
}
function Iv(e, t, n) {
	for (var r = !1, i = 0; i < e.length; i++) {
		var a = e[i];
		r = r || a.isZeroArea(), Fv(t, a), t.beginPath(), a.buildPath(t, a.shape), t.clip();
	}
	n.allClipped = r;
}
function Lv(e, t) {
	return e && t ? e[0] !== t[0] || e[1] !== t[1] || e[2] !== t[2] || e[3] !== t[3] || e[4] !== t[4] || e[5] !== t[5] : !(!e && !t);
}
var Rv = 1, zv = 2, Bv = 3, Vv = 4;
function Hv(e) {
	var t = Cv(e), n = xv(e);
	return !(e.lineDash || !(+t ^ n) || t && typeof e.fill != "string" || n && typeof e.stroke != "string" || e.strokePercent < 1 || e.strokeOpacity < 1 || e.fillOpacity < 1);
}
function Uv(e, t) {
	t.batchFill && e.fill(), t.batchStroke && e.stroke(), t.batchFill = "", t.batchStroke = "";
}
function Wv(e, t) {
	return t && e.__hoverStyle || e.style;
}
function Gv(e, t) {
	Kv(e, t, {
		inHover: !1,
		viewWidth: 0,
		viewHeight: 0
	}, !0);
}
function Kv(e, t, n, r) {
	var i = t.transform;
	if (!t.shouldBePainted(n.viewWidth, n.viewHeight, !1, !1)) t.__dirty &= -2, t.__isRendered = !1;
	else {
		var a = t.__clipPaths, o = n.prevElClipPaths, s = !1, c = !1;
		if ((!o || hv(a, o)) && (o && o.length && (Uv(e, n), e.restore(), c = s = !0, n.prevElClipPaths = null, n.allClipped = !1, n.prevEl = null), a && a.length && (Uv(e, n), e.save(), Iv(a, e, n), s = !0), n.prevElClipPaths = a), n.allClipped) t.__isRendered = !1;
		else {
			t.beforeBrush && t.beforeBrush(), t.innerBeforeBrush();
			var l = n.prevEl;
			l || (c = s = !0);
			var u = t instanceof Z && t.autoBatch && Hv(t.style);
			s || Lv(i, l.transform) ? (Uv(e, n), Fv(e, t)) : u || Uv(e, n);
			var d = Wv(t, n.inHover);
			t instanceof Z ? (n.lastDrawType !== Rv && (c = !0, n.lastDrawType = Rv), Nv(e, t, l, c, n), u && (n.batchFill || n.batchStroke) || e.beginPath(), Dv(e, t, d, u), u && (n.batchFill = d.fill || "", n.batchStroke = d.stroke || "")) : t instanceof ic ? (n.lastDrawType !== Bv && (c = !0, n.lastDrawType = Bv), Nv(e, t, l, c, n), kv(e, t, d)) : t instanceof cc ? (n.lastDrawType !== zv && (c = !0, n.lastDrawType = zv), Pv(e, t, l, c, n), Ov(e, t, d)) : t.getTemporalDisplayables && (n.lastDrawType !== Vv && (c = !0, n.lastDrawType = Vv), qv(e, t, n)), u && r && Uv(e, n), t.innerAfterBrush(), t.afterBrush && t.afterBrush(), n.prevEl = t, t.__dirty = 0, t.__isRendered = !0;
		}
	}
}
function qv(e, t, n) {
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
		c.beforeBrush && c.beforeBrush(), c.innerBeforeBrush(), Kv(e, c, a, o === s - 1), c.innerAfterBrush(), c.afterBrush && c.afterBrush(), a.prevEl = c;
	}
	for (var l = 0, u = i.length; l < u; l++) {
		var c = i[l];
		c.beforeBrush && c.beforeBrush(), c.innerBeforeBrush(), Kv(e, c, a, l === u - 1), c.innerAfterBrush(), c.afterBrush && c.afterBrush(), a.prevEl = c;
	}
	t.clearTemporalDisplayables(), t.notClear = !0, e.restore();
}
// node_modules/echarts/lib/util/decal.js
var Jv = new tv(), Yv = new Gn(100), Xv = [
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
function Zv(e, t) {
	if (e === "none") return null;
	var n = t.getDevicePixelRatio(), r = t.getZr(), i = r.painter.type === "svg";
	e.dirty && Jv.delete(e);
	var a = Jv.get(e);
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
	return c(s), s.rotation = o.rotation, s.scaleX = s.scaleY = i ? 1 : 1 / n, Jv.set(e, s), e.dirty = !1, s;
	function c(e) {
		for (var t = [n], a = !0, s = 0; s < Xv.length; ++s) {
			var c = o[Xv[s]];
			if (c != null && !U(c) && !G(c) && !oe(c) && typeof c != "boolean") {
				a = !1;
				break;
			}
			t.push(c);
		}
		var l;
		if (a) {
			l = t.join(",") + (i ? "-svg" : "");
			var u = Yv.get(l);
			u && (i ? e.svgElement = u : e.image = u);
		}
		var d = $v(o.dashArrayX), f = ey(o.dashArrayY), p = Qv(o.symbol), m = ty(d), h = ny(f), g = !i && _.createCanvas(), v = i && {
			tag: "g",
			attrs: {},
			key: "dcl",
			children: []
		}, y = x(), b;
		g && (g.width = y.width * n, g.height = y.height * n, b = g.getContext("2d")), S(), a && Yv.put(l, g || v), e.image = g, e.svgElement = v, e.svgWidth = y.width, e.svgHeight = y.height;
		function x() {
			for (var e = 1, t = 0, n = m.length; t < n; ++t) e = wa(e, m[t]);
			for (var r = 1, t = 0, n = p.length; t < n; ++t) r = wa(r, p[t].length);
			e *= r;
			var i = h * m.length * p.length;
			return {
				width: Math.max(1, Math.min(e, o.maxTileWidth)),
				height: Math.max(1, Math.min(i, o.maxTileHeight))
			};
		}
		function S() {
			b && (b.clearRect(0, 0, g.width, g.height), o.backgroundColor && (b.fillStyle = o.backgroundColor, b.fillRect(0, 0, g.width, g.height)));
			for (var e = 0, t = 0; t < f.length; ++t) e += f[t];
			if (e <= 0) return;
			for (var a = -h, s = 0, c = 0, l = 0; a < y.height;) {
				if (s % 2 == 0) {
					for (var u = c / 2 % p.length, m = 0, _ = 0, x = 0; m < y.width * 2;) {
						for (var S = 0, t = 0; t < d[l].length; ++t) S += d[l][t];
						if (S <= 0) break;
						if (_ % 2 == 0) {
							var C = (1 - o.symbolSize) * .5, w = m + d[l][_] * C, T = a + f[s] * C, E = d[l][_] * o.symbolSize, D = f[s] * o.symbolSize, O = x / 2 % p[u].length;
							k(w, T, E, D, p[u][O]);
						}
						m += d[l][_], ++x, ++_, _ === d[l].length && (_ = 0);
					}
					++l, l === d.length && (l = 0);
				}
				a += f[s], ++c, ++s, s === f.length && (s = 0);
			}
			function k(e, t, a, s, c) {
				var l = i ? 1 : n, u = cv(c, e * l, t * l, a * l, s * l, o.color, o.symbolKeepAspect);
				if (i) {
					var d = r.painter.renderOneToVNode(u);
					d && v.children.push(d);
				} else Gv(b, u);
			}
		}
	}
}
function Qv(e) {
	if (!e || e.length === 0) return [["rect"]];
	if (G(e)) return [[e]];
	for (var t = !0, n = 0; n < e.length; ++n) if (!G(e[n])) {
		t = !1;
		break;
	}
	if (t) return Qv([e]);
	for (var r = [], n = 0; n < e.length; ++n) G(e[n]) ? r.push([e[n]]) : r.push(e[n]);
	return r;
}
function $v(e) {
	if (!e || e.length === 0) return [[0, 0]];
	if (oe(e)) {
		var t = Math.ceil(e);
		return [[t, t]];
	}
	for (var n = !0, r = 0; r < e.length; ++r) if (!oe(e[r])) {
		n = !1;
		break;
	}
	if (n) return $v([e]);
	for (var i = [], r = 0; r < e.length; ++r) if (oe(e[r])) {
		var t = Math.ceil(e[r]);
		i.push([t, t]);
	} else {
		var t = z(e[r], function(e) {
			return Math.ceil(e);
		});
		t.length % 2 == 1 ? i.push(t.concat(t)) : i.push(t);
	}
	return i;
}
function ey(e) {
	if (!e || typeof e == "object" && e.length === 0) return [0, 0];
	if (oe(e)) {
		var t = Math.ceil(e);
		return [t, t];
	}
	var n = z(e, function(e) {
		return Math.ceil(e);
	});
	return e.length % 2 ? n.concat(n) : n;
}
function ty(e) {
	return z(e, function(e) {
		return ny(e);
	});
}
function ny(e) {
	for (var t = 0, n = 0; n < e.length; ++n) t += e[n];
	return e.length % 2 == 1 ? t * 2 : t;
}
// node_modules/echarts/lib/visual/decal.js
function ry(e, t) {
	e.eachRawSeries(function(n) {
		if (!e.isSeriesFiltered(n)) {
			var r = n.getData();
			r.hasItemVisual() && r.each(function(e) {
				var n = r.getItemVisual(e, "decal");
				if (n) {
					var i = r.ensureUniqueItemVisual(e, "style");
					i.decal = Zv(n, t);
				}
			});
			var i = r.getVisual("decal");
			if (i) {
				var a = r.getVisual("style");
				a.decal = Zv(i, t);
			}
		}
	});
}
// node_modules/echarts/lib/core/lifecycle.js
var iy = new Je(), ay = {};
function oy(e, t) {
	ay[e] = t;
}
function sy(e) {
	return ay[e];
}
// node_modules/echarts/lib/core/echarts.js
var cy = 1, ly = 800, uy = 900, dy = 1e3, fy = 2e3, py = 5e3, my = 1e3, hy = 1100, gy = 2e3, _y = 3e3, vy = 4e3, yy = 4500, by = 4600, xy = 5e3, Sy = 6e3, Cy = 7e3, wy = {
	PROCESSOR: {
		FILTER: dy,
		SERIES_FILTER: ly,
		STATISTIC: py
	},
	VISUAL: {
		LAYOUT: my,
		PROGRESSIVE_LAYOUT: hy,
		GLOBAL: gy,
		CHART: _y,
		POST_CHART_LAYOUT: by,
		COMPONENT: vy,
		BRUSH: xy,
		CHART_ITEM: yy,
		ARIA: Sy,
		DECAL: Cy
	}
}, Ty = "__flagInMainProcess", Ey = "__pendingUpdate", Dy = "__needsUpdateStatus", Oy = /^[a-zA-Z0-9_]+$/, ky = "__connectUpdateStatus", Ay = 0, jy = 1, My = 2;
function Ny(e) {
	return function() {
		var t = [...arguments];
		if (this.isDisposed()) this.id;
		else return Fy(this, e, t);
	};
}
function Py(e) {
	return function() {
		var t = [...arguments];
		return Fy(this, e, t);
	};
}
function Fy(e, t, n) {
	return n[0] = n[0] && n[0].toLowerCase(), Je.prototype[t].apply(e, n);
}
var Iy = function(e) {
	s(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t;
}(Je), Ly = Iy.prototype;
Ly.on = Py("on"), Ly.off = Py("off");
var Ry, zy, By, Vy, Hy, Uy, Wy, Gy, Ky, qy, Jy, Yy, Xy, Zy, Qy, $y, eb, tb, nb = function(e) {
	s(t, e);
	function t(t, n, r) {
		var i = e.call(this, new H_()) || this;
		i._chartsViews = [], i._chartsMap = {}, i._componentsViews = [], i._componentsMap = {}, i._pendingActions = [], r = r || {}, G(n) && (n = ub[n]), i._dom = t;
		var a = "canvas", o = "auto", s = !1;
		r.ssr;
		var c = i._zr = $i(t, {
			renderer: r.renderer || a,
			devicePixelRatio: r.devicePixelRatio,
			width: r.width,
			height: r.height,
			ssr: r.ssr,
			useDirtyRect: q(r.useDirtyRect, s),
			useCoarsePointer: q(r.useCoarsePointer, o),
			pointerSize: r.pointerSize
		});
		i._ssr = r.ssr, i._throttledZrFlush = o_(V(c.flush, c), 17), n = M(n), n && th(n, !0), i._theme = n, i._locale = Ff(r.locale || Nf), i._coordSysMgr = new Tm();
		var l = i._api = Qy(i);
		function u(e, t) {
			return e.__prio - t.__prio;
		}
		return cn(lb, u), cn(sb, u), i._scheduler = new b_(i, l, sb, lb), i._messageCenter = new Iy(), i._initEvents(), i.resize = V(i.resize, i), c.animation.on("frame", i._onframe, i), qy(c, i), Jy(c, i), be(i), i;
	}
	return t.prototype._onframe = function() {
		if (!this._disposed) {
			tb(this);
			var e = this._scheduler;
			if (this[Ey]) {
				var t = this[Ey].silent;
				this[Ty] = !0;
				try {
					Ry(this), Vy.update.call(this, null, this[Ey].updateParams);
				} catch (e) {
					throw this[Ty] = !1, this[Ey] = null, e;
				}
				this._zr.flush(), this[Ty] = !1, this[Ey] = null, Gy.call(this, t), Ky.call(this, t);
			} else if (e.unfinished) {
				var n = cy, r = this._model, i = this._api;
				e.unfinished = !1;
				do {
					var a = +/* @__PURE__ */ new Date();
					e.performSeriesTasks(r), e.performDataProcessorTasks(r), Uy(this, r), e.performVisualTasks(r), Zy(this, this._model, i, "remain", {}), n -= +/* @__PURE__ */ new Date() - a;
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
		if (!this[Ty]) {
			if (this._disposed) this.id;
			else {
				var r, i, a;
				if (K(t) && (n = t.lazyUpdate, r = t.silent, i = t.replaceMerge, a = t.transition, t = t.notMerge), this[Ty] = !0, !this._model || t) {
					var o = new Dm(this._api), s = this._theme, c = this._model = new gm();
					c.scheduler = this._scheduler, c.ssr = this._ssr, c.init(null, null, null, s, this._locale, o);
				}
				this._model.setOption(e, { replaceMerge: i }, cb);
				var l = {
					seriesTransition: a,
					optionChanged: !0
				};
				if (n) this[Ey] = {
					silent: r,
					updateParams: l
				}, this[Ty] = !1, this.getZr().wakeUp();
				else {
					try {
						Ry(this), Vy.update.call(this, null, l);
					} catch (e) {
						throw this[Ey] = null, this[Ty] = !1, e;
					}
					this._ssr || this._zr.flush(), this[Ey] = null, this[Ty] = !1, Gy.call(this, r), Ky.call(this, r);
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
		return this._zr.painter.dpr || l.hasGlobalWindow && window.devicePixelRatio || 1;
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
		if (l.svgSupported) {
			var e = this._zr;
			return R(e.storage.getDisplayList(), function(e) {
				e.stopAnimation(null, !0);
			}), e.painter.toDataURL();
		}
	}, t.prototype.getDataURL = function(e) {
		if (this._disposed) this.id;
		else {
			e = e || {};
			var t = e.excludeComponents, n = this._model, r = [], i = this;
			R(t, function(e) {
				n.eachComponent({ mainType: e }, function(e) {
					var t = i._componentsMap[e.__viewId];
					t.group.ignore || (r.push(t), t.group.ignore = !0);
				});
			});
			var a = this._zr.painter.getType() === "svg" ? this.getSvgDataURL() : this.renderToCanvas(e).toDataURL("image/" + (e && e.type || "png"));
			return R(r, function(e) {
				e.group.ignore = !1;
			}), a;
		}
	}, t.prototype.getConnectedDataURL = function(e) {
		if (this._disposed) this.id;
		else {
			var t = e.type === "svg", n = this.group, r = Math.min, i = Math.max, a = Infinity;
			if (pb[n]) {
				var o = a, s = a, c = -a, l = -a, u = [], d = e && e.pixelRatio || this.getDevicePixelRatio();
				R(fb, function(a, d) {
					if (a.group === n) {
						var f = t ? a.getZr().painter.getSvgDom().innerHTML : a.renderToCanvas(M(e)), p = a.getDom().getBoundingClientRect();
						o = r(p.left, o), s = r(p.top, s), c = i(p.right, c), l = i(p.bottom, l), u.push({
							dom: f,
							left: p.left,
							top: p.top
						});
					}
				}), o *= d, s *= d, c *= d, l *= d;
				var f = c - o, p = l - s, m = _.createCanvas(), h = $i(m, { renderer: t ? "svg" : "canvas" });
				if (h.resize({
					width: f,
					height: p
				}), t) {
					var g = "";
					return R(u, function(e) {
						var t = e.left - o, n = e.top - s;
						g += "<g transform=\"translate(" + t + "," + n + ")\">" + e.dom + "</g>";
					}), h.painter.getSvgRoot().innerHTML = g, e.connectedBackgroundColor && h.painter.setBackgroundColor(e.connectedBackgroundColor), h.refreshImmediately(), h.painter.toDataURL();
				}
				return e.connectedBackgroundColor && h.add(new gc({
					shape: {
						x: 0,
						y: 0,
						width: f,
						height: p
					},
					style: { fill: e.connectedBackgroundColor }
				})), R(u, function(e) {
					var t = new cc({ style: {
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
		return Hy(this, "convertToPixel", e, t);
	}, t.prototype.convertFromPixel = function(e, t) {
		return Hy(this, "convertFromPixel", e, t);
	}, t.prototype.containPixel = function(e, t) {
		if (this._disposed) this.id;
		else {
			var n = this._model, r;
			return R(Qa(n, e), function(e, n) {
				n.indexOf("Models") >= 0 && R(e, function(e) {
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
		var n = this._model, r = Qa(n, e, { defaultMainType: "series" }), i = r.seriesModel.getData(), a = r.hasOwnProperty("dataIndexInside") ? r.dataIndexInside : r.hasOwnProperty("dataIndex") ? i.indexOfRawIndex(r.dataIndex) : null;
		return a == null ? J_(i, t) : q_(i, a, t);
	}, t.prototype.getViewOfComponentModel = function(e) {
		return this._componentsMap[e.__viewId];
	}, t.prototype.getViewOfSeriesModel = function(e) {
		return this._chartsMap[e.__viewId];
	}, t.prototype._initEvents = function() {
		var e = this;
		R(ib, function(t) {
			var n = function(n) {
				var r = e.getModel(), i = n.target, a;
				if (t === "globalout" ? a = {} : i && Q_(i, function(e) {
					var t = Q(e);
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
		}), R(ob, function(t, n) {
			e._messageCenter.on(n, function(e) {
				this.trigger(n, e);
			}, e);
		}), R(["selectchanged"], function(t) {
			e._messageCenter.on(t, function(e) {
				this.trigger(t, e);
			}, e);
		}), Z_(this._messageCenter, this, this._api);
	}, t.prototype.isDisposed = function() {
		return this._disposed;
	}, t.prototype.clear = function() {
		this._disposed ? this.id : this.setOption({ series: [] }, !0);
	}, t.prototype.dispose = function() {
		if (this._disposed) this.id;
		else {
			this._disposed = !0, this.getDom() && ro(this.getDom(), hb, "");
			var e = this, t = e._api, n = e._model;
			R(e._componentsViews, function(e) {
				e.dispose(n, t);
			}), R(e._chartsViews, function(e) {
				e.dispose(n, t);
			}), e._zr.dispose(), e._dom = e._model = e._chartsMap = e._componentsMap = e._chartsViews = e._componentsViews = e._scheduler = e._api = e._zr = e._throttledZrFlush = e._theme = e._coordSysMgr = e._messageCenter = null, delete fb[e.id];
		}
	}, t.prototype.resize = function(e) {
		if (!this[Ty]) {
			if (this._disposed) this.id;
			else {
				this._zr.resize(e);
				var t = this._model;
				if (this._loadingFX && this._loadingFX.resize(), t) {
					var n = t.resetOption("media"), r = e && e.silent;
					this[Ey] && (r ?? (r = this[Ey].silent), n = !0, this[Ey] = null), this[Ty] = !0;
					try {
						n && Ry(this), Vy.update.call(this, {
							type: "resize",
							animation: P({ duration: 0 }, e && e.animation)
						});
					} catch (e) {
						throw this[Ty] = !1, e;
					}
					this[Ty] = !1, Gy.call(this, r), Ky.call(this, r);
				}
			}
		}
	}, t.prototype.showLoading = function(e, t) {
		if (this._disposed) this.id;
		else if (K(e) && (t = e, e = ""), e = e || "default", this.hideLoading(), db[e]) {
			var n = db[e](this._api, t), r = this._zr;
			this._loadingFX = n, r.add(n);
		}
	}, t.prototype.hideLoading = function() {
		this._disposed ? this.id : (this._loadingFX && this._zr.remove(this._loadingFX), this._loadingFX = null);
	}, t.prototype.makeActionFromEvent = function(e) {
		var t = P({}, e);
		return t.type = ob[e.type], t;
	}, t.prototype.dispatchAction = function(e, t) {
		if (this._disposed) this.id;
		else if (K(t) || (t = { silent: !!t }), ab[e.type] && this._model) {
			if (this[Ty]) this._pendingActions.push(e);
			else {
				var n = t.silent;
				Wy.call(this, e, n);
				var r = t.flush;
				r ? this._zr.flush() : r !== !1 && l.browser.weChat && this._throttledZrFlush(), Gy.call(this, n), Ky.call(this, n);
			}
		}
	}, t.prototype.updateLabelLayout = function() {
		iy.trigger("series:layoutlabels", this._model, this._api, { updatedSeries: [] });
	}, t.prototype.appendData = function(e) {
		if (this._disposed) this.id;
		else {
			var t = e.seriesIndex;
			this.getModel().getSeriesByIndex(t).appendData(e), this._scheduler.unfinished = !0, this.getZr().wakeUp();
		}
	}, t.internalField = function() {
		Ry = function(e) {
			var t = e._scheduler;
			t.restorePipelines(e._model), t.prepareStageTasks(), zy(e, !0), zy(e, !1), t.plan();
		}, zy = function(e, t) {
			for (var n = e._model, r = e._scheduler, i = t ? e._componentsViews : e._chartsViews, a = t ? e._componentsMap : e._chartsMap, o = e._zr, s = e._api, c = 0; c < i.length; c++) i[c].__alive = !1;
			t ? n.eachComponent(function(e, t) {
				e !== "series" && l(t);
			}) : n.eachSeries(l);
			function l(e) {
				var c = e.__requireNewView;
				e.__requireNewView = !1;
				var l = "_ec_" + e.id + "_" + e.type, u = !c && a[l];
				if (!u) {
					var d = uo(e.type);
					u = new (t ? qg.getClass(d.main, d.sub) : Zg.getClass(d.sub))(), u.init(n, s), a[l] = u, i.push(u), o.add(u.group);
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
		}, By = function(e, t, n, r, i) {
			var a = e._model;
			if (a.setUpdatePayload(n), !r) {
				R([].concat(e._componentsViews, e._chartsViews), u);
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
			c != null && (l = J(), R(ka(c), function(e) {
				var t = Ua(e, null);
				t != null && l.set(t, !0);
			})), a && a.eachComponent(s, function(t) {
				if (!(l && l.get(t.id) != null)) {
					if (zl(n)) {
						if (t instanceof Rg) n.type === "highlight" && !n.notBlur && !t.get(["emphasis", "disabled"]) && xl(t, n, e._api);
						else {
							var r = Sl(t.mainType, t.componentIndex, n.name, e._api), i = r.focusSelf, a = r.dispatchers;
							n.type === "highlight" && i && !n.notBlur && bl(t.mainType, t.componentIndex, e._api), a && R(a, function(e) {
								n.type === "highlight" ? dl(e) : fl(e);
							});
						}
					} else Rl(n) && t instanceof Rg && (Tl(t, n, e._api), El(t), eb(e));
				}
			}, e), a && a.eachComponent(s, function(t) {
				l && l.get(t.id) != null || u(e[r === "series" ? "_chartsMap" : "_componentsMap"][t.__viewId]);
			}, e);
			function u(r) {
				r && r.__alive && r[t] && r[t](r.__model, a, e._api, n);
			}
		}, Vy = {
			prepareAndUpdate: function(e) {
				Ry(this), Vy.update.call(this, e, { optionChanged: e.newOption != null });
			},
			update: function(t, n) {
				var r = this._model, i = this._api, a = this._zr, o = this._coordSysMgr, s = this._scheduler;
				if (r) {
					r.setUpdatePayload(t), s.restoreData(r, t), s.performSeriesTasks(r), o.create(r, i), s.performDataProcessorTasks(r, t), Uy(this, r), o.update(r, i), e(r), s.performVisualTasks(r, t), Yy(this, r, i, t, n);
					var c = r.get("backgroundColor") || "transparent", l = r.get("darkMode");
					a.setBackgroundColor(c), l != null && l !== "auto" && a.setDarkMode(l), iy.trigger("afterupdate", r, i);
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
					var o = J();
					r.eachSeries(function(e) {
						var a = n._chartsMap[e.__viewId];
						if (a.updateTransform) {
							var s = a.updateTransform(e, r, i, t);
							s && s.update && o.set(e.uid, 1);
						} else o.set(e.uid, 1);
					}), e(r), this._scheduler.performVisualTasks(r, t, {
						setDirty: !0,
						dirtyMap: o
					}), Zy(this, r, i, t, {}, o), iy.trigger("afterupdate", r, i);
				}
			},
			updateView: function(t) {
				var n = this._model;
				n && (n.setUpdatePayload(t), Zg.markUpdateMethod(t, "updateView"), e(n), this._scheduler.performVisualTasks(n, t, { setDirty: !0 }), Yy(this, n, this._api, t, {}), iy.trigger("afterupdate", n, this._api));
			},
			updateVisual: function(t) {
				var n = this, r = this._model;
				r && (r.setUpdatePayload(t), r.eachSeries(function(e) {
					e.getData().clearAllVisual();
				}), Zg.markUpdateMethod(t, "updateVisual"), e(r), this._scheduler.performVisualTasks(r, t, {
					visualType: "visual",
					setDirty: !0
				}), r.eachComponent(function(e, i) {
					if (e !== "series") {
						var a = n.getViewOfComponentModel(i);
						a && a.__alive && a.updateVisual(i, r, n._api, t);
					}
				}), r.eachSeries(function(e) {
					n._chartsMap[e.__viewId].updateVisual(e, r, n._api, t);
				}), iy.trigger("afterupdate", r, this._api));
			},
			updateLayout: function(e) {
				Vy.update.call(this, e);
			}
		}, Hy = function(e, t, n, r) {
			if (e._disposed) e.id;
			else for (var i = e._model, a = e._coordSysMgr.getCoordinateSystems(), o, s = Qa(i, n), c = 0; c < a.length; c++) {
				var l = a[c];
				if (l[t] && (o = l[t](i, s, r)) != null) return o;
			}
		}, Uy = function(e, t) {
			var n = e._chartsMap, r = e._scheduler;
			t.eachSeries(function(e) {
				r.updateStreamModes(e, n[e.__viewId]);
			});
		}, Wy = function(e, t) {
			var n = this, r = this.getModel(), i = e.type, a = e.escapeConnect, o = ab[i], s = o.actionInfo, c = (s.update || "update").split(":"), l = c.pop(), u = c[0] != null && uo(c[0]);
			this[Ty] = !0;
			var d = [e], f = !1;
			e.batch && (f = !0, d = z(e.batch, function(t) {
				return t = F(P({}, t), e), t.batch = null, t;
			}));
			var p = [], m, h = Rl(e), g = zl(e);
			if (g && vl(this._api), R(d, function(t) {
				if (m = o.action(t, n._model, n._api), m = m || P({}, t), m.type = s.event || m.type, p.push(m), g) {
					var r = $a(e), i = r.queryOptionMap, a = r.mainTypeSpecified ? i.keys()[0] : "series";
					By(n, l, t, a), eb(n);
				} else h ? (By(n, l, t, "series"), eb(n)) : u && By(n, l, t, u.main, u.sub);
			}), l !== "none" && !g && !h && !u) try {
				this[Ey] ? (Ry(this), Vy.update.call(this, e), this[Ey] = null) : Vy[l].call(this, e);
			} catch (e) {
				throw this[Ty] = !1, e;
			}
			if (m = f ? {
				type: s.event || i,
				escapeConnect: a,
				batch: p
			} : p[0], this[Ty] = !1, !t) {
				var _ = this._messageCenter;
				if (_.trigger(m.type, m), h) {
					var v = {
						type: "selectchanged",
						escapeConnect: a,
						selected: Dl(r),
						isFromClick: e.isFromClick || !1,
						fromAction: e.type,
						fromActionPayload: e
					};
					_.trigger(v.type, v);
				}
			}
		}, Gy = function(e) {
			for (var t = this._pendingActions; t.length;) {
				var n = t.shift();
				Wy.call(this, n, e);
			}
		}, Ky = function(e) {
			!e && this.trigger("updated");
		}, qy = function(e, t) {
			e.on("rendered", function(n) {
				t.trigger("rendered", n), e.animation.isFinished() && !t[Ey] && !t._scheduler.unfinished && !t._pendingActions.length && t.trigger("finished");
			});
		}, Jy = function(e, t) {
			e.on("mouseover", function(e) {
				var n = e.target, r = Q_(n, Il);
				r && (Cl(r, e, t._api), eb(t));
			}).on("mouseout", function(e) {
				var n = e.target, r = Q_(n, Il);
				r && (wl(r, e, t._api), eb(t));
			}).on("click", function(e) {
				var n = e.target, r = Q_(n, function(e) {
					return Q(e).dataIndex != null;
				}, !0);
				if (r) {
					var i = r.selected ? "unselect" : "select", a = Q(r);
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
				cn(i, function(e, t) {
					return e.zlevel === t.zlevel ? e.z - t.z : e.zlevel - t.zlevel;
				}), R(i, function(t) {
					var n = e.getComponent(t.type, t.idx), r = t.zlevel, i = t.key;
					a != null && (r = Math.max(a, r)), i ? (r === a && i !== o && r++, o = i) : o && (r === a && r++, o = ""), a = r, n.setZLevel(r);
				});
			}
		}
		Yy = function(e, n, r, i, a) {
			t(n), Xy(e, n, r, i, a), R(e._chartsViews, function(e) {
				e.__alive = !1;
			}), Zy(e, n, r, i, a), R(e._chartsViews, function(e) {
				e.__alive || e.remove(n, r);
			});
		}, Xy = function(e, t, n, r, i, o) {
			R(o || e._componentsViews, function(e) {
				var i = e.__model;
				c(i, e), e.render(i, t, n, r), a(i, e), u(i, e);
			});
		}, Zy = function(e, t, n, o, s, l) {
			var d = e._scheduler;
			s = P(s || {}, { updatedSeries: t.getSeries() }), iy.trigger("series:beforeupdate", t, n, s);
			var f = !1;
			t.eachSeries(function(t) {
				var n = e._chartsMap[t.__viewId];
				n.__alive = !0;
				var r = n.renderTask;
				d.updatePayload(r, o), c(t, n), l && l.get(t.uid) && r.dirty(), r.perform(d.getPerformArgs(r)) && (f = !0), n.group.silent = !!t.get("silent"), i(t, n), El(t);
			}), d.unfinished = f || d.unfinished, iy.trigger("series:layoutlabels", t, n, s), iy.trigger("series:transition", t, n, s), t.eachSeries(function(t) {
				var n = e._chartsMap[t.__viewId];
				a(t, n), u(t, n);
			}), r(e, t), iy.trigger("series:afterupdate", t, n, s);
		}, eb = function(e) {
			e[Dy] = !0, e.getZr().wakeUp();
		}, tb = function(e) {
			e[Dy] && (e.getZr().storage.traverse(function(e) {
				ld(e) || n(e);
			}), e[Dy] = !1);
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
			}), r > t.get("hoverLayerThreshold") && !l.node && !l.worker && t.eachSeries(function(t) {
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
		function c(e, t) {
			t.eachRendered(function(e) {
				if (!ld(e)) {
					var t = e.getTextContent(), n = e.getTextGuideLine();
					e.stateTransition && (e.stateTransition = null), t && t.stateTransition && (t.stateTransition = null), n && n.stateTransition && (n.stateTransition = null), e.hasState() ? (e.prevStates = e.currentStates, e.clearStates()) : e.prevStates && (e.prevStates = null);
				}
			});
		}
		function u(e, t) {
			var r = e.getModel("stateAnimation"), i = e.isAnimationEnabled(), a = r.get("duration"), o = a > 0 ? {
				duration: a,
				delay: r.get("delay"),
				easing: r.get("easing")
			} : null;
			t.eachRendered(function(e) {
				if (e.states && e.states.emphasis) {
					if (ld(e)) return;
					if (e instanceof Z && Bl(e), e.__dirty) {
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
		Qy = function(e) {
			return new (function(t) {
				s(n, t);
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
					dl(t, n), eb(e);
				}, n.prototype.leaveEmphasis = function(t, n) {
					fl(t, n), eb(e);
				}, n.prototype.enterBlur = function(t) {
					pl(t), eb(e);
				}, n.prototype.leaveBlur = function(t) {
					ml(t), eb(e);
				}, n.prototype.enterSelect = function(t) {
					hl(t), eb(e);
				}, n.prototype.leaveSelect = function(t) {
					gl(t), eb(e);
				}, n.prototype.getModel = function() {
					return e.getModel();
				}, n.prototype.getViewOfComponentModel = function(t) {
					return e.getViewOfComponentModel(t);
				}, n.prototype.getViewOfSeriesModel = function(t) {
					return e.getViewOfSeriesModel(t);
				}, n;
			}(Cm))(e);
		}, $y = function(e) {
			function t(e, t) {
				for (var n = 0; n < e.length; n++) {
					var r = e[n];
					r[ky] = t;
				}
			}
			R(ob, function(n, r) {
				e._messageCenter.on(r, function(n) {
					if (pb[e.group] && e[ky] !== Ay) {
						if (n && n.escapeConnect) return;
						var r = e.makeActionFromEvent(n), i = [];
						R(fb, function(t) {
							t !== e && t.group === e.group && i.push(t);
						}), t(i, Ay), R(i, function(e) {
							e[ky] !== jy && e.dispatchAction(r);
						}), t(i, My);
					}
				});
			});
		};
	}(), t;
}(Je), rb = nb.prototype;
rb.on = Ny("on"), rb.off = Ny("off"), rb.one = function(e, t, n) {
	var r = this;
	function i() {
		var n = [...arguments];
		t && t.apply && t.apply(this, n), r.off(e, i);
	}
	this.on.call(this, e, i, n);
};
var ib = [
	"click",
	"dblclick",
	"mouseover",
	"mouseout",
	"mousemove",
	"mousedown",
	"mouseup",
	"globalout",
	"contextmenu"
], ab = {}, ob = {}, sb = [], cb = [], lb = [], ub = {}, db = {}, fb = {}, pb = {}, mb = /* @__PURE__ */ new Date() - 0;
/* @__PURE__ */ new Date() - 0;
var hb = "_echarts_instance_";
function gb(e, t, n) {
	var r = !(n && n.ssr);
	if (r) {
		var i = _b(e);
		if (i) return i;
	}
	var a = new nb(e, t, n);
	return a.id = "ec_" + mb++, fb[a.id] = a, r && ro(e, hb, a.id), $y(a), iy.trigger("afterinit", a), a;
}
function _b(e) {
	return fb[io(e, hb)];
}
function vb(e, t) {
	ub[e] = t;
}
function yb(e) {
	I(cb, e) < 0 && cb.push(e);
}
function bb(e, t) {
	kb(sb, e, t, fy);
}
function xb(e) {
	Cb("afterinit", e);
}
function Sb(e) {
	Cb("afterupdate", e);
}
function Cb(e, t) {
	iy.on(e, t);
}
function wb(e, t, n) {
	W(t) && (n = t, t = "");
	var r = K(e) ? e.type : [e, e = { event: t }][0];
	e.event = (e.event || r).toLowerCase(), t = e.event, ob[t] || (_e(Oy.test(r) && Oy.test(t)), ab[r] || (ab[r] = {
		action: n,
		actionInfo: e
	}), ob[t] = r);
}
function Tb(e, t) {
	Tm.register(e, t);
}
function Eb(e, t) {
	kb(lb, e, t, my, "layout");
}
function Db(e, t) {
	kb(lb, e, t, _y, "visual");
}
var Ob = [];
function kb(e, t, n, r, i) {
	if ((W(t) || K(t)) && (n = t, t = r), !(I(Ob, n) >= 0)) {
		Ob.push(n);
		var a = b_.wrapStageHandler(n, i);
		a.__prio = t, a.__raw = n, e.push(a);
	}
}
function Ab(e, t) {
	db[e] = t;
}
function jb(e, t, n) {
	var r = sy("registerMap");
	r && r(e, t, n);
}
var Mb = Jh;
Db(gy, m_), Db(yy, g_), Db(yy, __), Db(gy, G_), Db(yy, K_), Db(Cy, ry), yb(th), bb(uy, nh), Ab("default", y_), wb({
	type: Vc,
	event: Vc,
	update: Vc
}, ke), wb({
	type: Hc,
	event: Hc,
	update: Hc
}, ke), wb({
	type: Uc,
	event: Uc,
	update: Uc
}, ke), wb({
	type: Wc,
	event: Wc,
	update: Wc
}, ke), wb({
	type: Gc,
	event: Gc,
	update: Gc
}, ke), vb("light", I_), vb("dark", V_);
// node_modules/echarts/lib/data/DataDiffer.js
function Nb(e) {
	return e == null ? 0 : e.length || 1;
}
function Pb(e) {
	return e;
}
var Fb = function() {
	function e(e, t, n, r, i, a) {
		this._old = e, this._new = t, this._oldKeyGetter = n || Pb, this._newKeyGetter = r || Pb, this.context = i, this._diffModeMultiple = a === "multiple";
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
			var o = r[a], s = n[o], c = Nb(s);
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
			var s = i[o], c = n[s], l = r[s], u = Nb(c), d = Nb(l);
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
			var r = e[n], i = t[r], a = Nb(i);
			if (a > 1) for (var o = 0; o < a; o++) this._add && this._add(i[o]);
			else a === 1 && this._add && this._add(i);
			t[r] = null;
		}
	}, e.prototype._initIndexMap = function(e, t, n, r) {
		for (var i = this._diffModeMultiple, a = 0; a < e.length; a++) {
			var o = "_ec_" + this[r](e[a], a);
			if (i || (n[a] = o), t) {
				var s = t[o], c = Nb(s);
				c === 0 ? (t[o] = a, i && n.push(o)) : c === 1 ? t[o] = [s, a] : s.push(a);
			}
		}
	}, e;
}(), Ib = function() {
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
function Lb(e, t) {
	var n = {}, r = n.encode = {}, i = J(), a = [], o = [], s = {};
	R(e.dimensions, function(t) {
		var n = e.getDimensionInfo(t), c = n.coordDim;
		if (c) {
			var l = n.coordDimIndex;
			Rb(r, c)[l] = t, n.isExtraCoord || (i.set(c, 1), Bb(n.type) && (a[0] = t), Rb(s, c)[l] = e.getDimensionIndex(n.name)), n.defaultTooltip && o.push(t);
		}
		Hp.each(function(e, t) {
			var i = Rb(r, t), a = n.otherDims[t];
			a != null && a !== !1 && (i[a] = n.name);
		});
	});
	var c = [], l = {};
	i.each(function(e, t) {
		var n = r[t];
		l[t] = n[0], c = c.concat(n);
	}), n.dataDimsOnCoord = c, n.dataDimIndicesOnCoord = z(c, function(t) {
		return e.getDimensionInfo(t).storeDimIndex;
	}), n.encodeFirstDimNotExtra = l;
	var u = r.label;
	u && u.length && (a = u.slice());
	var d = r.tooltip;
	return d && d.length ? o = d.slice() : o.length || (o = a.slice()), r.defaultedLabel = a, r.defaultedTooltip = o, n.userOutput = new Ib(s, t), n;
}
function Rb(e, t) {
	return e.hasOwnProperty(t) || (e[t] = []), e[t];
}
function zb(e) {
	return e === "category" ? "ordinal" : e === "time" ? "time" : "float";
}
function Bb(e) {
	return e !== "ordinal" && e !== "time";
}
// node_modules/echarts/lib/data/SeriesDimensionDefine.js
var Vb = function() {
	function e(e) {
		this.otherDims = {}, e != null && P(this, e);
	}
	return e;
}(), Hb = Xa(), Ub = {
	float: "f",
	int: "i",
	ordinal: "o",
	number: "n",
	time: "t"
}, Wb = function() {
	function e(e) {
		this.dimensions = e.dimensions, this._dimOmitted = e.dimensionOmitted, this.source = e.source, this._fullDimCount = e.fullDimensionCount, this._updateDimOmitted(e.dimensionOmitted);
	}
	return e.prototype.isDimensionOmitted = function() {
		return this._dimOmitted;
	}, e.prototype._updateDimOmitted = function(e) {
		this._dimOmitted = e, e && (this._dimNameMap || (this._dimNameMap = qb(this.source)));
	}, e.prototype.getSourceDimensionIndex = function(e) {
		return q(this._dimNameMap.get(e), -1);
	}, e.prototype.getSourceDimension = function(e) {
		var t = this.source.dimensionsDefine;
		if (t) return t[e];
	}, e.prototype.makeStoreSchema = function() {
		for (var e = this._fullDimCount, t = mh(this.source), n = !Jb(e), r = "", i = [], a = 0, o = 0; a < e; a++) {
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
			}), !t || s == null || u && u.isCalculationCoord || (r += n ? s.replace(/\`/g, "`1").replace(/\$/g, "`2") : s), r += "$", r += Ub[c] || "f", l && (r += l.uid), r += "$";
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
function Gb(e) {
	return e instanceof Wb;
}
function Kb(e) {
	for (var t = J(), n = 0; n < (e || []).length; n++) {
		var r = e[n], i = K(r) ? r.name : r;
		i != null && t.get(i) == null && t.set(i, n);
	}
	return t;
}
function qb(e) {
	var t = Hb(e);
	return t.dimNameMap || (t.dimNameMap = Kb(e.dimensionsDefine));
}
function Jb(e) {
	return e > 30;
}
// node_modules/echarts/lib/data/SeriesData.js
var Yb = K, Xb = z, Zb = typeof Int32Array > "u" ? Array : Int32Array, Qb = "e\0\0", $b = -1, ex = [
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
], tx = ["_approximateExtent"], nx, rx, ix, ax, ox, sx, cx, lx = function() {
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
		Gb(e) ? (n = e.dimensions, this._dimOmitted = e.isDimensionOmitted(), this._schema = e) : (r = !0, n = e), n = n || ["x", "y"];
		for (var i = {}, a = [], o = {}, s = !1, c = {}, l = 0; l < n.length; l++) {
			var u = n[l], d = G(u) ? new Vb({ name: u }) : u instanceof Vb ? u : new Vb(u), f = d.name;
			d.type = d.type || "float", d.coordDim || (d.coordDim = f, d.coordDimIndex = 0);
			var p = d.otherDims = d.otherDims || {};
			a.push(f), i[f] = d, c[f] != null && (s = !0), d.createInvertedIndices && (o[f] = []), p.itemName === 0 && (this._nameDimIdx = l), p.itemId === 0 && (this._idDimIdx = l), r && (d.storeDimIndex = l);
		}
		if (this.dimensions = a, this._dimInfos = i, this._initGetDimensionInfo(s), this.hostModel = t, this._invertedIndicesMap = o, this._dimOmitted) {
			var m = this._dimIdxToName = J();
			R(a, function(e) {
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
		if (oe(e) || e != null && !isNaN(e) && !this._getDimInfo(e) && (!this._dimOmitted || this._schema.getSourceDimensionIndex(e) < 0)) return +e;
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
		if (e instanceof lg && (i = e), !i) {
			var a = this.dimensions, o = ah(e) || L(e) ? new bh(e, a.length) : e;
			i = new lg();
			var s = Xb(a, function(e) {
				return {
					type: r._dimInfos[e].type,
					property: e
				};
			});
			i.initData(o, s, n);
		}
		this._store = i, this._nameList = (t || []).slice(), this._idList = [], this._nameRepeatCount = {}, this._doInit(0, i.count()), this._dimSummary = Lb(this, this._schema), this.userOutput = this._dimSummary.userOutput;
	}, e.prototype.appendData = function(e) {
		var t = this._store.appendData(e);
		this._doInit(t[0], t[1]);
	}, e.prototype.appendValues = function(e, t) {
		var n = this._store.appendValues(e, t && t.length), r = n.start, i = n.end, a = this._shouldMakeIdFromName();
		if (this._updateOrdinalMeta(), t) for (var o = r; o < i; o++) {
			var s = o - r;
			this._nameList[o] = t[s], a && cx(this, o);
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
				if (!this.hasItemOption && Na(s) && (this.hasItemOption = !0), s) {
					var c = s.name;
					r[o] == null && c != null && (r[o] = Ua(c, null));
					var l = s.id;
					i[o] == null && l != null && (i[o] = Ua(l, null));
				}
			}
			if (this._shouldMakeIdFromName()) for (var o = e; o < t; o++) cx(this, o);
			nx(this);
		}
	}, e.prototype.getApproximateExtent = function(e) {
		return this._approximateExtent[e] || this._store.getDataExtent(this._getStoreDimIndex(e));
	}, e.prototype.setApproximateExtent = function(e, t) {
		t = this.getDimension(t), this._approximateExtent[t] = e.slice();
	}, e.prototype.getCalculationInfo = function(e) {
		return this._calculationInfo[e];
	}, e.prototype.setCalculationInfo = function(e, t) {
		Yb(e) ? P(this._calculationInfo, e) : this._calculationInfo[e] = t;
	}, e.prototype.getName = function(e) {
		var t = this.getRawIndex(e), n = this._nameList[t];
		return n == null && this._nameDimIdx != null && (n = ix(this, this._nameDimIdx, t)), n ?? (n = ""), n;
	}, e.prototype._getCategory = function(e, t) {
		var n = this._store.get(e, t), r = this._store.getOrdinalMeta(e);
		return r ? r.categories[n] : n;
	}, e.prototype.getId = function(e) {
		return rx(this, this.getRawIndex(e));
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
		return U(e) ? r.getValues(Xb(e, function(e) {
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
		return r == null || isNaN(r) ? $b : r;
	}, e.prototype.indicesOfNearest = function(e, t, n) {
		return this._store.indicesOfNearest(this._getStoreDimIndex(e), t, n);
	}, e.prototype.each = function(e, t, n) {
		W(e) && (n = t, t = e, e = []);
		var r = n || this, i = Xb(ax(e), this._getStoreDimIndex, this);
		this._store.each(i, r ? V(t, r) : t);
	}, e.prototype.filterSelf = function(e, t, n) {
		W(e) && (n = t, t = e, e = []);
		var r = n || this, i = Xb(ax(e), this._getStoreDimIndex, this);
		return this._store = this._store.filter(i, r ? V(t, r) : t), this;
	}, e.prototype.selectRange = function(e) {
		var t = this, n = {}, r = B(e), i = [];
		return R(r, function(r) {
			var a = t._getStoreDimIndex(r);
			n[a] = e[r], i.push(a);
		}), this._store = this._store.selectRange(n), this;
	}, e.prototype.mapArray = function(e, t, n) {
		W(e) && (n = t, t = e, e = []), n = n || this;
		var r = [];
		return this.each(e, function() {
			r.push(t && t.apply(this, arguments));
		}, n), r;
	}, e.prototype.map = function(e, t, n, r) {
		var i = n || r || this, a = Xb(ax(e), this._getStoreDimIndex, this), o = sx(this);
		return o._store = this._store.map(a, i ? V(t, i) : t), o;
	}, e.prototype.modify = function(e, t, n, r) {
		var i = n || r || this, a = Xb(ax(e), this._getStoreDimIndex, this);
		this._store.modify(a, i ? V(t, i) : t);
	}, e.prototype.downSample = function(e, t, n, r) {
		var i = sx(this);
		return i._store = this._store.downSample(this._getStoreDimIndex(e), t, n, r), i;
	}, e.prototype.minmaxDownSample = function(e, t) {
		var n = sx(this);
		return n._store = this._store.minmaxDownSample(this._getStoreDimIndex(e), t), n;
	}, e.prototype.lttbDownSample = function(e, t) {
		var n = sx(this);
		return n._store = this._store.lttbDownSample(this._getStoreDimIndex(e), t), n;
	}, e.prototype.getRawDataItem = function(e) {
		return this._store.getRawDataItem(e);
	}, e.prototype.getItemModel = function(e) {
		var t = this.hostModel;
		return new bf(this.getRawDataItem(e), t, t && t.ecModel);
	}, e.prototype.diff = function(e) {
		var t = this;
		return new Fb(e ? e.getStore().getIndices() : [], this.getStore().getIndices(), function(t) {
			return rx(e, t);
		}, function(e) {
			return rx(t, e);
		});
	}, e.prototype.getVisual = function(e) {
		var t = this._visual;
		return t && t[e];
	}, e.prototype.setVisual = function(e, t) {
		this._visual = this._visual || {}, Yb(e) ? P(this._visual, e) : this._visual[e] = t;
	}, e.prototype.getItemVisual = function(e, t) {
		var n = this._itemVisuals[e];
		return (n && n[t]) ?? this.getVisual(t);
	}, e.prototype.hasItemVisual = function() {
		return this._itemVisuals.length > 0;
	}, e.prototype.ensureUniqueItemVisual = function(e, t) {
		var n = this._itemVisuals, r = n[e];
		r || (r = n[e] = {});
		var i = r[t];
		return i ?? (i = this.getVisual(t), U(i) ? i = i.slice() : Yb(i) && (i = P({}, i)), r[t] = i), i;
	}, e.prototype.setItemVisual = function(e, t, n) {
		var r = this._itemVisuals[e] || {};
		this._itemVisuals[e] = r, Yb(t) ? P(r, t) : r[t] = n;
	}, e.prototype.clearAllVisual = function() {
		this._visual = {}, this._itemVisuals = [];
	}, e.prototype.setLayout = function(e, t) {
		Yb(e) ? P(this._layout, e) : this._layout[e] = t;
	}, e.prototype.getLayout = function(e) {
		return this._layout[e];
	}, e.prototype.getItemLayout = function(e) {
		return this._itemLayouts[e];
	}, e.prototype.setItemLayout = function(e, t, n) {
		this._itemLayouts[e] = n ? P(this._itemLayouts[e] || {}, t) : t;
	}, e.prototype.clearItemLayouts = function() {
		this._itemLayouts.length = 0;
	}, e.prototype.setItemGraphicEl = function(e, t) {
		Pc(this.hostModel && this.hostModel.seriesIndex, this.dataType, e, t), this._graphicEls[e] = t;
	}, e.prototype.getItemGraphicEl = function(e) {
		return this._graphicEls[e];
	}, e.prototype.eachItemGraphicEl = function(e, t) {
		R(this._graphicEls, function(n, r) {
			n && e && e.call(t, n, r);
		});
	}, e.prototype.cloneShallow = function(t) {
		return t || (t = new e(this._schema ? this._schema : Xb(this.dimensions, this._getDimInfo, this), this.hostModel)), ox(t, this), t._store = this._store, t;
	}, e.prototype.wrapMethod = function(e, t) {
		var n = this[e];
		W(n) && (this.__wrappedMethods = this.__wrappedMethods || [], this.__wrappedMethods.push(e), this[e] = function() {
			var e = n.apply(this, arguments);
			return t.apply(this, [e].concat(he(arguments)));
		});
	}, e.internalField = function() {
		nx = function(e) {
			var t = e._invertedIndicesMap;
			R(t, function(n, r) {
				var i = e._dimInfos[r], a = i.ordinalMeta, o = e._store;
				if (a) {
					n = t[r] = new Zb(a.categories.length);
					for (var s = 0; s < n.length; s++) n[s] = $b;
					for (var s = 0; s < o.count(); s++) n[o.get(i.storeDimIndex, s)] = s;
				}
			});
		}, ix = function(e, t, n) {
			return Ua(e._getCategory(t, n), null);
		}, rx = function(e, t) {
			var n = e._idList[t];
			return n == null && e._idDimIdx != null && (n = ix(e, e._idDimIdx, t)), n ?? (n = Qb + t), n;
		}, ax = function(e) {
			return U(e) || (e = e == null ? [] : [e]), e;
		}, sx = function(t) {
			var n = new e(t._schema ? t._schema : Xb(t.dimensions, t._getDimInfo, t), t.hostModel);
			return ox(n, t), n;
		}, ox = function(e, t) {
			R(ex.concat(t.__wrappedMethods || []), function(n) {
				t.hasOwnProperty(n) && (e[n] = t[n]);
			}), e.__wrappedMethods = t.__wrappedMethods, R(tx, function(n) {
				e[n] = M(t[n]);
			}), e._calculationInfo = P({}, t._calculationInfo);
		}, cx = function(e, t) {
			var n = e._nameList, r = e._idList, i = e._nameDimIdx, a = e._idDimIdx, o = n[t], s = r[t];
			if (o == null && i != null && (n[t] = o = ix(e, i, t)), s == null && a != null && (r[t] = s = ix(e, a, t)), s == null && o != null) {
				var c = e._nameRepeatCount, l = c[o] = (c[o] || 0) + 1;
				s = o, l > 1 && (s += "__ec__" + l), r[t] = s;
			}
		};
	}(), e;
}();
// node_modules/echarts/lib/data/helper/createDimensions.js
function ux(e, t) {
	ah(e) || (e = sh(e)), t = t || {};
	var n = t.coordDimensions || [], r = t.dimensionsDefine || e.dimensionsDefine || [], i = J(), a = [], o = fx(e, n, r, t.dimensionsCount), s = t.canOmitUnusedDimensions && Jb(o), c = r === e.dimensionsDefine, l = c ? qb(e) : Kb(r), u = t.encodeDefine;
	!u && t.encodeDefaulter && (u = t.encodeDefaulter(e, o));
	for (var d = J(u), f = new tg(o), p = 0; p < f.length; p++) f[p] = -1;
	function m(e) {
		var t = f[e];
		if (t < 0) {
			var n = r[e], i = K(n) ? n : { name: n }, o = new Vb(), s = i.name;
			return s != null && l.get(s) != null && (o.name = o.displayName = s), i.type != null && (o.type = i.type), i.displayName != null && (o.displayName = i.displayName), f[e] = a.length, o.storeDimIndex = e, a.push(o), o;
		}
		return a[t];
	}
	if (!s) for (var p = 0; p < o; p++) m(p);
	d.each(function(e, t) {
		var n = ka(e).slice();
		if (n.length === 1 && !G(n[0]) && n[0] < 0) d.set(t, !1);
		else {
			var r = d.set(t, []);
			R(n, function(e, n) {
				var i = G(e) ? l.get(e) : e;
				i != null && i < o && (r[n] = i, g(m(i), t, n));
			});
		}
	});
	var h = 0;
	R(n, function(e) {
		var t, n, r, i;
		if (G(e)) t = e, i = {};
		else {
			i = e, t = i.name;
			var a = i.ordinalMeta;
			i.ordinalMeta = null, i = P({}, i), i.ordinalMeta = a, n = i.dimsDef, r = i.otherDims, i.name = i.coordDim = i.coordDimIndex = i.dimsDef = i.otherDims = null;
		}
		var s = d.get(t);
		if (s !== !1) {
			if (s = ka(s), !s.length) for (var l = 0; l < (n && n.length || 1); l++) {
				for (; h < o && m(h).coordDim != null;) h++;
				h < o && s.push(h++);
			}
			R(s, function(e, a) {
				var o = m(e);
				if (c && i.type != null && (o.type = i.type), g(F(o, i), t, a), o.name == null && n) {
					var s = n[a];
					!K(s) && (s = { name: s }), o.name = o.displayName = s.name, o.defaultTooltip = s.defaultTooltip;
				}
				r && F(o.otherDims, r);
			});
		}
	});
	function g(e, t, n) {
		Hp.get(t) == null ? (e.coordDim = t, e.coordDimIndex = n, i.set(t, !0)) : e.otherDims[t] = n;
	}
	var _ = t.generateCoord, v = t.generateCoordCount, y = v != null;
	v = _ ? v || 1 : 0;
	var b = _ || "value";
	function x(e) {
		e.name ?? (e.name = e.coordDim);
	}
	if (s) R(a, function(e) {
		x(e);
	}), a.sort(function(e, t) {
		return e.storeDimIndex - t.storeDimIndex;
	});
	else for (var S = 0; S < o; S++) {
		var C = m(S);
		C.coordDim ?? (C.coordDim = px(b, i, y), C.coordDimIndex = 0, (!_ || v <= 0) && (C.isExtraCoord = !0), v--), x(C), C.type == null && (nm(e, S) === Xp.Must || C.isExtraCoord && (C.otherDims.itemName != null || C.otherDims.seriesName != null)) && (C.type = "ordinal");
	}
	return dx(a), new Wb({
		source: e,
		dimensions: a,
		fullDimensionCount: o,
		dimensionOmitted: s
	});
}
function dx(e) {
	for (var t = J(), n = 0; n < e.length; n++) {
		var r = e[n], i = r.name, a = t.get(i) || 0;
		a > 0 && (r.name = i + (a - 1)), a++, t.set(i, a);
	}
}
function fx(e, t, n, r) {
	var i = Math.max(e.dimensionsDetectedCount || 1, t.length, n.length, r || 0);
	return R(t, function(e) {
		var t;
		K(e) && (t = e.dimsDef) && (i = Math.max(i, t.length));
	}), i;
}
function px(e, t, n) {
	if (n || t.hasKey(e)) {
		for (var r = 0; t.hasKey(e + r);) r++;
		e += r;
	}
	return t.set(e, !0), e;
}
// node_modules/echarts/lib/model/referHelper.js
var mx = function() {
	function e(e) {
		this.coordSysDims = [], this.axisMap = J(), this.categoryAxisMap = J(), this.coordSysName = e;
	}
	return e;
}();
function hx(e) {
	var t = e.get("coordinateSystem"), n = new mx(t), r = gx[t];
	if (r) return r(e, n, n.axisMap, n.categoryAxisMap), n;
}
var gx = {
	cartesian2d: function(e, t, n, r) {
		var i = e.getReferringComponents("xAxis", eo).models[0], a = e.getReferringComponents("yAxis", eo).models[0];
		t.coordSysDims = ["x", "y"], n.set("x", i), n.set("y", a), _x(i) && (r.set("x", i), t.firstCategoryDimIndex = 0), _x(a) && (r.set("y", a), t.firstCategoryDimIndex ?? (t.firstCategoryDimIndex = 1));
	},
	singleAxis: function(e, t, n, r) {
		var i = e.getReferringComponents("singleAxis", eo).models[0];
		t.coordSysDims = ["single"], n.set("single", i), _x(i) && (r.set("single", i), t.firstCategoryDimIndex = 0);
	},
	polar: function(e, t, n, r) {
		var i = e.getReferringComponents("polar", eo).models[0], a = i.findAxisModel("radiusAxis"), o = i.findAxisModel("angleAxis");
		t.coordSysDims = ["radius", "angle"], n.set("radius", a), n.set("angle", o), _x(a) && (r.set("radius", a), t.firstCategoryDimIndex = 0), _x(o) && (r.set("angle", o), t.firstCategoryDimIndex ?? (t.firstCategoryDimIndex = 1));
	},
	geo: function(e, t, n, r) {
		t.coordSysDims = ["lng", "lat"];
	},
	parallel: function(e, t, n, r) {
		var i = e.ecModel, a = i.getComponent("parallel", e.get("parallelIndex")), o = t.coordSysDims = a.dimensions.slice();
		R(a.parallelAxisIndex, function(e, a) {
			var s = i.getComponent("parallelAxis", e), c = o[a];
			n.set(c, s), _x(s) && (r.set(c, s), t.firstCategoryDimIndex ?? (t.firstCategoryDimIndex = a));
		});
	}
};
function _x(e) {
	return e.get("type") === "category";
}
// node_modules/echarts/lib/data/helper/dataStackHelper.js
function vx(e, t, n) {
	n = n || {};
	var r = n.byIndex, i = n.stackedCoordDimension, a, o, s;
	yx(t) ? a = t : (o = t.schema, a = o.dimensions, s = t.store);
	var c = !!(e && e.get("stack")), l, u, d, f;
	if (R(a, function(e, t) {
		G(e) && (a[t] = e = { name: e }), c && !e.isExtraCoord && (!r && !l && e.ordinalMeta && (l = e), u || e.type === "ordinal" || e.type === "time" || i && i !== e.coordDim || (u = e));
	}), u && !r && !l && (r = !0), u) {
		d = "__\0ecstackresult_" + e.id, f = "__\0ecstackedover_" + e.id, l && (l.createInvertedIndices = !0);
		var p = u.coordDim, m = u.type, h = 0;
		R(a, function(e) {
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
function yx(e) {
	return !Gb(e.schema);
}
function bx(e, t) {
	return !!t && t === e.getCalculationInfo("stackedDimension");
}
function xx(e, t) {
	return bx(e, t) ? e.getCalculationInfo("stackResultDimension") : t;
}
// node_modules/echarts/lib/chart/helper/createSeriesData.js
function Sx(e, t) {
	var n = e.get("coordinateSystem"), r = Tm.get(n), i;
	return t && t.coordSysDims && (i = z(t.coordSysDims, function(e) {
		var n = { name: e }, r = t.axisMap.get(e);
		return r && (n.type = zb(r.get("type"))), n;
	})), i || (i = r && (r.getDimensionsInfo ? r.getDimensionsInfo() : r.dimensions.slice()) || ["x", "y"]), i;
}
function Cx(e, t, n) {
	var r, i;
	return n && R(e, function(e, a) {
		var o = e.coordDim, s = n.categoryAxisMap.get(o);
		s && (r ?? (r = a), e.ordinalMeta = s.getOrdinalMeta(), t && (e.createInvertedIndices = !0)), e.otherDims.itemName != null && (i = !0);
	}), !i && r != null && (e[r].otherDims.itemName = 0), r;
}
function Tx(e, t, n) {
	n = n || {};
	var r = t.getSourceManager(), i, a = !1;
	e ? (a = !0, i = sh(e)) : (i = r.getSource(), a = i.sourceFormat === Up);
	var o = hx(t), s = Sx(t, o), c = n.useEncodeDefaulter, l = W(c) ? c : c ? H($p, s, t) : null, u = {
		coordDimensions: s,
		generateCoord: n.generateCoord,
		encodeDefine: t.getEncode(),
		encodeDefaulter: l,
		canOmitUnusedDimensions: !a
	}, d = ux(i, u), f = Cx(d.dimensions, n.createInvertedIndices, o), p = a ? null : r.getSharedDataStore(d), m = vx(t, {
		schema: d,
		store: p
	}), h = new lx(d, t);
	h.setCalculationInfo(m);
	var g = f != null && Ex(i) ? function(e, t, n, r) {
		return r === f ? n : this.defaultDimValueGetter(e, t, n, r);
	} : null;
	return h.hasItemOption = !1, h.initData(a ? i : p, null, g), h;
}
function Ex(e) {
	if (e.sourceFormat === "original") return !U(Ma(Dx(e.data || [])));
}
function Dx(e) {
	for (var t = 0; t < e.length && e[t] == null;) t++;
	return e[t];
}
// node_modules/echarts/lib/scale/Scale.js
var Ox = function() {
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
xo(Ox);
// node_modules/echarts/lib/data/OrdinalMeta.js
var kx = 0, Ax = function() {
	function e(e) {
		this.categories = e.categories || [], this._needCollect = e.needCollect, this._deduplication = e.deduplication, this.uid = ++kx;
	}
	return e.createByAxisModel = function(t) {
		var n = t.option, r = n.data, i = r && z(r, jx);
		return new e({
			categories: i,
			needCollect: !i,
			deduplication: n.dedplication !== !1
		});
	}, e.prototype.getOrdinal = function(e) {
		return this._getOrCreateMap().get(e);
	}, e.prototype.parseAndCollect = function(e) {
		var t, n = this._needCollect;
		if (!G(e) && !n) return e;
		if (n && !this._deduplication) return t = this.categories.length, this.categories[t] = e, t;
		var r = this._getOrCreateMap();
		return t = r.get(e), t ?? (n ? (t = this.categories.length, this.categories[t] = e, r.set(e, t)) : t = NaN), t;
	}, e.prototype._getOrCreateMap = function() {
		return this._map || (this._map = J(this.categories));
	}, e;
}();
function jx(e) {
	return K(e) && e.value != null ? e.value : e + "";
}
// node_modules/echarts/lib/scale/helper.js
function Mx(e) {
	return e.type === "interval" || e.type === "log";
}
function Nx(e, t, n, r) {
	var i = {}, a = i.interval = va((e[1] - e[0]) / t, !0);
	n != null && a < n && (a = i.interval = n), r != null && a > r && (a = i.interval = r);
	var o = i.intervalPrecision = Fx(a);
	return Lx(i.niceTickExtent = [oa(Math.ceil(e[0] / a) * a, o), oa(Math.floor(e[1] / a) * a, o)], e), i;
}
function Px(e) {
	var t = 10 ** _a(e), n = e / t;
	return n ? n === 2 ? n = 3 : n === 3 ? n = 5 : n *= 2 : n = 1, oa(n * t);
}
function Fx(e) {
	return ca(e) + 2;
}
function Ix(e, t, n) {
	e[t] = Math.max(Math.min(e[t], n[1]), n[0]);
}
function Lx(e, t) {
	!isFinite(e[0]) && (e[0] = t[0]), !isFinite(e[1]) && (e[1] = t[1]), Ix(e, 0, t), Ix(e, 1, t), e[0] > e[1] && (e[0] = e[1]);
}
function Rx(e, t) {
	return e >= t[0] && e <= t[1];
}
function zx(e, t) {
	return t[1] === t[0] ? .5 : (e - t[0]) / (t[1] - t[0]);
}
function Bx(e, t) {
	return e * (t[1] - t[0]) + t[0];
}
// node_modules/echarts/lib/scale/Ordinal.js
var Vx = function(e) {
	s(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		n.type = "ordinal";
		var r = n.getSetting("ordinalMeta");
		return r || (r = new Ax({})), U(r) && (r = new Ax({ categories: z(r, function(e) {
			return K(e) ? e.value : e;
		}) })), n._ordinalMeta = r, n._extent = n.getSetting("extent") || [0, r.categories.length - 1], n;
	}
	return t.prototype.parse = function(e) {
		return e == null ? NaN : G(e) ? this._ordinalMeta.getOrdinal(e) : Math.round(e);
	}, t.prototype.contain = function(e) {
		return e = this.parse(e), Rx(e, this._extent) && this._ordinalMeta.categories[e] != null;
	}, t.prototype.normalize = function(e) {
		return e = this._getTickNumber(this.parse(e)), zx(e, this._extent);
	}, t.prototype.scale = function(e) {
		return e = Math.round(Bx(e, this._extent)), this.getRawOrdinalNumber(e);
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
}(Ox);
Ox.registerClass(Vx);
// node_modules/echarts/lib/scale/Interval.js
var Hx = oa, Ux = function(e) {
	s(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = "interval", t._interval = 0, t._intervalPrecision = 2, t;
	}
	return t.prototype.parse = function(e) {
		return e;
	}, t.prototype.contain = function(e) {
		return Rx(e, this._extent);
	}, t.prototype.normalize = function(e) {
		return zx(e, this._extent);
	}, t.prototype.scale = function(e) {
		return Bx(e, this._extent);
	}, t.prototype.setExtent = function(e, t) {
		var n = this._extent;
		isNaN(e) || (n[0] = parseFloat(e)), isNaN(t) || (n[1] = parseFloat(t));
	}, t.prototype.unionExtent = function(e) {
		var t = this._extent;
		e[0] < t[0] && (t[0] = e[0]), e[1] > t[1] && (t[1] = e[1]), this.setExtent(t[0], t[1]);
	}, t.prototype.getInterval = function() {
		return this._interval;
	}, t.prototype.setInterval = function(e) {
		this._interval = e, this._niceExtent = this._extent.slice(), this._intervalPrecision = Fx(e);
	}, t.prototype.getTicks = function(e) {
		var t = this._interval, n = this._extent, r = this._niceExtent, i = this._intervalPrecision, a = [];
		if (!t) return a;
		var o = 1e4;
		n[0] < r[0] && (e ? a.push({ value: Hx(r[0] - t, i) }) : a.push({ value: n[0] }));
		for (var s = r[0]; s <= r[1] && (a.push({ value: s }), s = Hx(s + t, i), s !== a[a.length - 1].value);) if (a.length > o) return [];
		var c = a.length ? a[a.length - 1].value : r[1];
		return n[1] > c && (e ? a.push({ value: Hx(c + t, i) }) : a.push({ value: n[1] })), a;
	}, t.prototype.getMinorTicks = function(e) {
		for (var t = this.getTicks(!0), n = [], r = this.getExtent(), i = 1; i < t.length; i++) {
			for (var a = t[i], o = t[i - 1], s = 0, c = [], l = (a.value - o.value) / e; s < e - 1;) {
				var u = Hx(o.value + (s + 1) * l);
				u > r[0] && u < r[1] && c.push(u), s++;
			}
			n.push(c);
		}
		return n;
	}, t.prototype.getLabel = function(e, t) {
		if (e == null) return "";
		var n = t && t.precision;
		return n == null ? n = ca(e.value) || 0 : n === "auto" && (n = this._intervalPrecision), gp(Hx(e.value, n, !0));
	}, t.prototype.calcNiceTicks = function(e, t, n) {
		e = e || 5;
		var r = this._extent, i = r[1] - r[0];
		if (isFinite(i)) {
			i < 0 && (i = -i, r.reverse());
			var a = Nx(r, e, t, n);
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
		e.fixMin || (t[0] = Hx(Math.floor(t[0] / i) * i)), e.fixMax || (t[1] = Hx(Math.ceil(t[1] / i) * i));
	}, t.prototype.setNiceExtent = function(e, t) {
		this._niceExtent = [e, t];
	}, t.type = "interval", t;
}(Ox);
Ox.registerClass(Ux);
// node_modules/echarts/lib/util/vendor.js
var Wx = typeof Float32Array < "u", Gx = Wx ? Float32Array : Array;
function Kx(e) {
	return U(e) ? Wx ? new Float32Array(e) : e : new Gx(e);
}
// node_modules/echarts/lib/layout/barGrid.js
var qx = "__ec_stack_";
function Jx(e) {
	return e.get("stack") || qx + e.seriesIndex;
}
function Yx(e) {
	return e.dim + e.index;
}
function Xx(e) {
	var t = [], n = e.axis, r = "axis0";
	if (n.type === "category") {
		for (var i = n.getBandWidth(), a = 0; a < e.count; a++) t.push(F({
			bandWidth: i,
			axisKey: r,
			stackId: qx + a
		}, e));
		for (var o = eS(t), s = [], a = 0; a < e.count; a++) {
			var c = o[r][qx + a];
			c.offsetCenter = c.offset + c.width / 2, s.push(c);
		}
		return s;
	}
}
function Zx(e, t) {
	var n = [];
	return t.eachSeriesByType(e, function(e) {
		iS(e) && n.push(e);
	}), n;
}
function Qx(e) {
	var t = {};
	R(e, function(e) {
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
function $x(e) {
	var t = Qx(e), n = [];
	return R(e, function(e) {
		var r = e.coordinateSystem.getBaseAxis(), i = r.getExtent(), a;
		if (r.type === "category") a = r.getBandWidth();
		else if (r.type === "value" || r.type === "time") {
			var o = t[r.dim + "_" + r.index], s = Math.abs(i[1] - i[0]), c = r.scale.getExtent(), l = Math.abs(c[1] - c[0]);
			a = o ? s / l * o : s;
		} else {
			var u = e.getData();
			a = Math.abs(i[1] - i[0]) / u.count();
		}
		var d = aa(e.get("barWidth"), a), f = aa(e.get("barMaxWidth"), a), p = aa(e.get("barMinWidth") || (aS(e) ? .5 : 1), a), m = e.get("barGap"), h = e.get("barCategoryGap");
		n.push({
			bandWidth: a,
			barWidth: d,
			barMaxWidth: f,
			barMinWidth: p,
			barGap: m,
			barCategoryGap: h,
			axisKey: Yx(r),
			stackId: Jx(e)
		});
	}), eS(n);
}
function eS(e) {
	var t = {};
	R(e, function(e, n) {
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
	return R(t, function(e, t) {
		n[t] = {};
		var r = e.stacks, i = e.bandWidth, a = e.categoryGap;
		if (a == null) {
			var o = B(r).length;
			a = Math.max(35 - o * 4, 15) + "%";
		}
		var s = aa(a, i), c = aa(e.gap, 1), l = e.remainedWidth, u = e.autoWidthCount, d = (l - s) / (u + (u - 1) * c);
		d = Math.max(d, 0), R(r, function(e) {
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
		R(r, function(e, t) {
			e.width || (e.width = d), p = e, f += e.width * (1 + c);
		}), p && (f -= p.width * c);
		var m = -f / 2;
		R(r, function(e, r) {
			n[t][r] = n[t][r] || {
				bandWidth: i,
				offset: m,
				width: e.width
			}, m += e.width * (1 + c);
		});
	}), n;
}
function tS(e, t, n) {
	if (e && t) {
		var r = e[Yx(t)];
		return r != null && n != null ? r[Jx(n)] : r;
	}
}
function nS(e, t) {
	var n = Zx(e, t), r = $x(n);
	R(n, function(e) {
		var t = e.getData(), n = e.coordinateSystem.getBaseAxis(), i = Jx(e), a = r[Yx(n)][i], o = a.offset, s = a.width;
		t.setLayout({
			bandWidth: a.bandWidth,
			offset: o,
			size: s
		});
	});
}
function rS(e) {
	return {
		seriesType: e,
		plan: Jg(),
		reset: function(e) {
			if (iS(e)) {
				var t = e.getData(), n = e.coordinateSystem, r = n.getBaseAxis(), i = n.getOtherAxis(r), a = t.getDimensionIndex(t.mapDimension(i.dim)), o = t.getDimensionIndex(t.mapDimension(r.dim)), s = e.get("showBackground", !0), c = t.mapDimension(i.dim), l = t.getCalculationInfo("stackResultDimension"), u = bx(t, c) && !!t.getCalculationInfo("stackedOnSeries"), d = i.isHorizontal(), f = oS(r, i), p = aS(e), m = e.get("barMinHeight") || 0, h = l && t.getDimensionIndex(l), g = t.getLayout("size"), _ = t.getLayout("offset");
				return { progress: function(e, t) {
					for (var r = e.count, i = p && Kx(r * 3), c = p && s && Kx(r * 3), l = p && Kx(r), v = n.master.getRect(), y = d ? v.width : v.height, b, x = t.getStore(), S = 0; (b = e.next()) != null;) {
						var C = x.get(u ? h : a, b), w = x.get(o, b), T = f, E = void 0;
						u && (E = +C - x.get(a, b));
						var D = void 0, O = void 0, k = void 0, A = void 0;
						if (d) {
							var j = n.dataToPoint([C, w]);
							if (u) {
								var M = n.dataToPoint([E, w]);
								T = M[0];
							}
							D = T, O = j[1] + _, k = j[0] - T, A = g, Math.abs(k) < m && (k = (k < 0 ? -1 : 1) * m);
						} else {
							var j = n.dataToPoint([w, C]);
							if (u) {
								var M = n.dataToPoint([w, E]);
								T = M[1];
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
function iS(e) {
	return e.coordinateSystem && e.coordinateSystem.type === "cartesian2d";
}
function aS(e) {
	return e.pipelineContext && e.pipelineContext.large;
}
function oS(e, t) {
	var n = t.model.get("startValue");
	return n || (n = 0), t.toGlobalCoord(t.dataToCoord(t.type === "log" ? n > 0 ? n : 1 : n));
}
// node_modules/echarts/lib/scale/Time.js
var sS = function(e, t, n, r) {
	for (; n < r;) {
		var i = n + r >>> 1;
		e[i][1] < t ? n = i + 1 : r = i;
	}
	return n;
}, cS = function(e) {
	s(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		return n.type = "time", n;
	}
	return t.prototype.getLabel = function(e) {
		var t = this.getSetting("useUTC");
		return Qf(e.value, Gf[Zf(Yf(this._minLevelUnit))] || Gf.second, t, this.getSetting("locale"));
	}, t.prototype.getFormattedLabel = function(e, t, n) {
		var r = this.getSetting("useUTC");
		return $f(e, t, n, this.getSetting("locale"), r);
	}, t.prototype.getTicks = function() {
		var e = this._interval, t = this._extent, n = [];
		if (!e) return n;
		n.push({
			value: t[0],
			level: 0
		});
		var r = this.getSetting("useUTC"), i = _S(this._minLevelUnit, this._approxInterval, r, t);
		return n = n.concat(i), n.push({
			value: t[1],
			level: 0
		}), n;
	}, t.prototype.calcNiceExtent = function(e) {
		var t = this._extent;
		if (t[0] === t[1] && (t[0] -= Vf, t[1] += Vf), t[1] === -Infinity && t[0] === Infinity) {
			var n = /* @__PURE__ */ new Date();
			t[1] = +new Date(n.getFullYear(), n.getMonth(), n.getDate()), t[0] = t[1] - Vf;
		}
		this.calcNiceTicks(e.splitNumber, e.minInterval, e.maxInterval);
	}, t.prototype.calcNiceTicks = function(e, t, n) {
		e = e || 10;
		var r = this._extent, i = r[1] - r[0];
		this._approxInterval = i / e, t != null && this._approxInterval < t && (this._approxInterval = t), n != null && this._approxInterval > n && (this._approxInterval = n);
		var a = lS.length, o = Math.min(sS(lS, this._approxInterval, 0, a), a - 1);
		this._interval = lS[o][1], this._minLevelUnit = lS[Math.max(o - 1, 0)][0];
	}, t.prototype.parse = function(e) {
		return oe(e) ? e : +ha(e);
	}, t.prototype.contain = function(e) {
		return Rx(this.parse(e), this._extent);
	}, t.prototype.normalize = function(e) {
		return zx(this.parse(e), this._extent);
	}, t.prototype.scale = function(e) {
		return Bx(e, this._extent);
	}, t.type = "time", t;
}(Ux), lS = [
	["second", Rf],
	["minute", zf],
	["hour", Bf],
	["quarter-day", Bf * 6],
	["half-day", Bf * 12],
	["day", Vf * 1.2],
	["half-week", Vf * 3.5],
	["week", Vf * 7],
	["month", Vf * 31],
	["quarter", Vf * 95],
	["half-year", Hf / 2],
	["year", Hf]
];
function uS(e, t, n, r) {
	var i = ha(t), a = ha(n), o = function(e) {
		return tp(i, e, r) === tp(a, e, r);
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
function dS(e, t) {
	return e /= Vf, e > 16 ? 16 : e > 7.5 ? 7 : e > 3.5 ? 4 : e > 1.5 ? 2 : 1;
}
function fS(e) {
	var t = 30 * Vf;
	return e /= t, e > 6 ? 6 : e > 3 ? 3 : e > 2 ? 2 : 1;
}
function pS(e) {
	return e /= Bf, e > 12 ? 12 : e > 6 ? 6 : e > 3.5 ? 4 : e > 2 ? 2 : 1;
}
function mS(e, t) {
	return e /= t ? zf : Rf, e > 30 ? 30 : e > 20 ? 20 : e > 15 ? 15 : e > 10 ? 10 : e > 5 ? 5 : e > 2 ? 2 : 1;
}
function hS(e) {
	return va(e, !0);
}
function gS(e, t, n) {
	var r = new Date(e);
	switch (Yf(t)) {
		case "year":
		case "month": r[up(n)](0);
		case "day": r[dp(n)](1);
		case "hour": r[fp(n)](0);
		case "minute": r[pp(n)](0);
		case "second": r[mp(n)](0), r[hp(n)](0);
	}
	return r.getTime();
}
function _S(e, t, n, r) {
	var i = 1e4, a = qf, o = 0;
	function s(e, t, n, i, a, o, s) {
		for (var c = new Date(t), l = t, u = c[i](); l < n && l <= r[1];) s.push({ value: l }), u += e, c[a](u), l = c.getTime();
		s.push({
			value: l,
			notAdd: !0
		});
	}
	function c(e, i, a) {
		var o = [], c = !i.length;
		if (!uS(Yf(e), r[0], r[1], n)) {
			c && (i = [{ value: gS(new Date(r[0]), e, n) }, { value: r[1] }]);
			for (var l = 0; l < i.length - 1; l++) {
				var u = i[l].value, d = i[l + 1].value;
				if (u !== d) {
					var f = void 0, p = void 0, m = void 0, h = !1;
					switch (e) {
						case "year":
							f = Math.max(1, Math.round(t / Vf / 365)), p = np(n), m = lp(n);
							break;
						case "half-year":
						case "quarter":
						case "month":
							f = fS(t), p = rp(n), m = up(n);
							break;
						case "week":
						case "half-week":
						case "day":
							f = dS(t, 31), p = ip(n), m = dp(n), h = !0;
							break;
						case "half-day":
						case "quarter-day":
						case "hour":
							f = pS(t), p = ap(n), m = fp(n);
							break;
						case "minute":
							f = mS(t, !0), p = op(n), m = pp(n);
							break;
						case "second":
							f = mS(t, !1), p = sp(n), m = mp(n);
							break;
						case "millisecond": f = hS(t), p = cp(n), m = hp(n);
					}
					s(f, u, d, p, m, h, o), e === "year" && a.length > 1 && l === 0 && a.unshift({ value: a[0].value - f });
				}
			}
			for (var l = 0; l < o.length; l++) a.push(o[l]);
			return o;
		}
	}
	for (var l = [], u = [], d = 0, f = 0, p = 0; p < a.length && o++ < i; ++p) {
		var m = Yf(a[p]);
		if (Xf(a[p]) && (c(a[p], l[l.length - 1] || [], u), m !== (a[p + 1] ? Yf(a[p + 1]) : null))) {
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
	for (var y = re(z(l, function(e) {
		return re(e, function(e) {
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
Ox.registerClass(cS);
// node_modules/echarts/lib/scale/Log.js
var vS = Ox.prototype, yS = Ux.prototype, bS = oa, xS = Math.floor, SS = Math.ceil, CS = Math.pow, wS = Math.log, TS = function(e) {
	s(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = "log", t.base = 10, t._originalScale = new Ux(), t._interval = 0, t;
	}
	return t.prototype.getTicks = function(e) {
		var t = this._originalScale, n = this._extent, r = t.getExtent();
		return z(yS.getTicks.call(this, e), function(e) {
			var t = e.value, i = oa(CS(this.base, t));
			return i = t === n[0] && this._fixMin ? DS(i, r[0]) : i, i = t === n[1] && this._fixMax ? DS(i, r[1]) : i, { value: i };
		}, this);
	}, t.prototype.setExtent = function(e, t) {
		var n = wS(this.base);
		e = wS(Math.max(0, e)) / n, t = wS(Math.max(0, t)) / n, yS.setExtent.call(this, e, t);
	}, t.prototype.getExtent = function() {
		var e = this.base, t = vS.getExtent.call(this);
		t[0] = CS(e, t[0]), t[1] = CS(e, t[1]);
		var n = this._originalScale.getExtent();
		return this._fixMin && (t[0] = DS(t[0], n[0])), this._fixMax && (t[1] = DS(t[1], n[1])), t;
	}, t.prototype.unionExtent = function(e) {
		this._originalScale.unionExtent(e);
		var t = this.base;
		e[0] = wS(e[0]) / wS(t), e[1] = wS(e[1]) / wS(t), vS.unionExtent.call(this, e);
	}, t.prototype.unionExtentFromData = function(e, t) {
		this.unionExtent(e.getApproximateExtent(t));
	}, t.prototype.calcNiceTicks = function(e) {
		e = e || 10;
		var t = this._extent, n = t[1] - t[0];
		if (!(n === Infinity || n <= 0)) {
			var r = ga(n);
			for (e / n * r <= .5 && (r *= 10); !isNaN(r) && Math.abs(r) < 1 && Math.abs(r) > 0;) r *= 10;
			var i = [oa(SS(t[0] / r) * r), oa(xS(t[1] / r) * r)];
			this._interval = r, this._niceExtent = i;
		}
	}, t.prototype.calcNiceExtent = function(e) {
		yS.calcNiceExtent.call(this, e), this._fixMin = e.fixMin, this._fixMax = e.fixMax;
	}, t.prototype.parse = function(e) {
		return e;
	}, t.prototype.contain = function(e) {
		return e = wS(e) / wS(this.base), Rx(e, this._extent);
	}, t.prototype.normalize = function(e) {
		return e = wS(e) / wS(this.base), zx(e, this._extent);
	}, t.prototype.scale = function(e) {
		return e = Bx(e, this._extent), CS(this.base, e);
	}, t.type = "log", t;
}(Ox), ES = TS.prototype;
ES.getMinorTicks = yS.getMinorTicks, ES.getLabel = yS.getLabel;
function DS(e, t) {
	return bS(e, ca(t));
}
Ox.registerClass(TS);
// node_modules/echarts/lib/coord/scaleRawExtentInfo.js
var OS = function() {
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
		W(a) ? this._modelMinNum = MS(e, a({
			min: n[0],
			max: n[1]
		})) : a !== "dataMin" && (this._modelMinNum = MS(e, a));
		var o = this._modelMaxRaw = t.get("max", !0);
		if (W(o) ? this._modelMaxNum = MS(e, o({
			min: n[0],
			max: n[1]
		})) : o !== "dataMax" && (this._modelMaxNum = MS(e, o)), r) this._axisDataLen = t.getCategories().length;
		else {
			var s = t.get("boundaryGap"), c = U(s) ? s : [s || 0, s || 0];
			this._boundaryGapInner = typeof c[0] == "boolean" || typeof c[1] == "boolean" ? [0, 0] : [Mi(c[0], 1), Mi(c[1], 1)];
		}
	}, e.prototype.calculate = function() {
		var e = this._isOrdinal, t = this._dataMin, n = this._dataMax, r = this._axisDataLen, i = this._boundaryGapInner, a = e ? null : n - t || Math.abs(t), o = this._modelMinRaw === "dataMin" ? t : this._modelMinNum, s = this._modelMaxRaw === "dataMax" ? n : this._modelMaxNum, c = o != null, l = s != null;
		o ?? (o = e ? r ? 0 : NaN : t - i[0] * a), s ?? (s = e ? r ? r - 1 : NaN : n + i[1] * a), o != null && isFinite(o) || (o = NaN), s != null && isFinite(s) || (s = NaN);
		var u = fe(o) || fe(s) || e && !r;
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
		this[AS[e]] = t;
	}, e.prototype.setDeterminedMinMax = function(e, t) {
		var n = kS[e];
		this[n] = t;
	}, e.prototype.freeze = function() {
		this.frozen = !0;
	}, e;
}(), kS = {
	min: "_determinedMin",
	max: "_determinedMax"
}, AS = {
	min: "_dataMin",
	max: "_dataMax"
};
function jS(e, t, n) {
	var r = e.rawExtentInfo;
	return r || (r = new OS(e, t, n), e.rawExtentInfo = r, r);
}
function MS(e, t) {
	return t == null ? null : fe(t) ? NaN : e.parse(t);
}
// node_modules/echarts/lib/coord/axisHelper.js
function NS(e, t) {
	var n = e.type, r = jS(e, t, e.getExtent()).calculate();
	e.setBlank(r.isBlank);
	var i = r.min, a = r.max, o = t.ecModel;
	if (o && n === "time") {
		var s = Zx("bar", o), c = !1;
		if (R(s, function(e) {
			c = c || e.getBaseAxis() === t.axis;
		}), c) {
			var l = $x(s), u = PS(i, a, t, l);
			i = u.min, a = u.max;
		}
	}
	return {
		extent: [i, a],
		fixMin: r.minFixed,
		fixMax: r.maxFixed
	};
}
function PS(e, t, n, r) {
	var i = n.axis.getExtent(), a = Math.abs(i[1] - i[0]), o = tS(r, n.axis);
	if (o === void 0) return {
		min: e,
		max: t
	};
	var s = Infinity;
	R(o, function(e) {
		s = Math.min(e.offset, s);
	});
	var c = -Infinity;
	R(o, function(e) {
		c = Math.max(e.offset + e.width, c);
	}), s = Math.abs(s), c = Math.abs(c);
	var l = s + c, u = t - e, d = u / (1 - (s + c) / a) - u;
	return t += c / l * d, e -= s / l * d, {
		min: e,
		max: t
	};
}
function FS(e, t) {
	var n = t, r = NS(e, n), i = r.extent, a = n.get("splitNumber");
	e instanceof TS && (e.base = n.get("logBase"));
	var o = e.type, s = n.get("interval"), c = o === "interval" || o === "time";
	e.setExtent(i[0], i[1]), e.calcNiceExtent({
		splitNumber: a,
		fixMin: r.fixMin,
		fixMax: r.fixMax,
		minInterval: c ? n.get("minInterval") : null,
		maxInterval: c ? n.get("maxInterval") : null
	}), s != null && e.setInterval && e.setInterval(s);
}
function IS(e, t) {
	if (t = t || e.get("type"), t) switch (t) {
		case "category": return new Vx({
			ordinalMeta: e.getOrdinalMeta ? e.getOrdinalMeta() : e.getCategories(),
			extent: [Infinity, -Infinity]
		});
		case "time": return new cS({
			locale: e.ecModel.getLocaleModel(),
			useUTC: e.ecModel.get("useUTC")
		});
		default: return new ((Ox.getClass(t)) || Ux)();
	}
}
function LS(e) {
	var t = e.scale.getExtent(), n = t[0], r = t[1];
	return !(n > 0 && r > 0 || n < 0 && r < 0);
}
function RS(e) {
	var t = e.getLabelModel().get("formatter"), n = e.type === "category" ? e.scale.getExtent()[0] : null;
	return e.scale.type === "time" ? function(t) {
		return function(n, r) {
			return e.scale.getFormattedLabel(n, r, t);
		};
	}(t) : G(t) ? function(t) {
		return function(n) {
			var r = e.scale.getLabel(n);
			return t.replace("{value}", r ?? "");
		};
	}(t) : W(t) ? function(t) {
		return function(r, i) {
			return n != null && (i = r.value - n), t(zS(e, r), i, r.level == null ? null : { level: r.level });
		};
	}(t) : function(t) {
		return e.scale.getLabel(t);
	};
}
function zS(e, t) {
	return e.type === "category" ? e.scale.getLabel(t) : t.value;
}
function BS(e) {
	var t = e.model, n = e.scale;
	if (t.get(["axisLabel", "show"]) && !n.isBlank()) {
		var r, i, a = n.getExtent();
		n instanceof Vx ? i = n.count() : (r = n.getTicks(), i = r.length);
		var o = e.getLabelModel(), s = RS(e), c, l = 1;
		i > 40 && (l = Math.ceil(i / 40));
		for (var u = 0; u < i; u += l) {
			var d = s(r ? r[u] : { value: a[0] + u }, u), f = VS(o.getTextRect(d), o.get("rotate") || 0);
			c ? c.union(f) : c = f;
		}
		return c;
	}
}
function VS(e, t) {
	var n = t * Math.PI / 180, r = e.width, i = e.height, a = r * Math.abs(Math.cos(n)) + Math.abs(i * Math.sin(n)), o = r * Math.abs(Math.sin(n)) + Math.abs(i * Math.cos(n));
	return new X(e.x, e.y, a, o);
}
function HS(e) {
	return e.get("interval") ?? "auto";
}
function US(e) {
	return e.type === "category" && HS(e.getLabelModel()) === 0;
}
function WS(e, t) {
	var n = {};
	return R(e.mapDimensionsAll(t), function(t) {
		n[xx(e, t)] = !0;
	}), B(n);
}
function GS(e, t, n) {
	t && R(WS(t, n), function(n) {
		var r = t.getApproximateExtent(n);
		r[0] < e[0] && (e[0] = r[0]), r[1] > e[1] && (e[1] = r[1]);
	});
}
// node_modules/echarts/lib/coord/axisModelCommonMixin.js
var KS = function() {
	function e() {}
	return e.prototype.getNeedCrossZero = function() {
		return !this.option.scale;
	}, e.prototype.getCoordSysModel = function() {}, e;
}(), qS = [], JS = {
	registerPreprocessor: yb,
	registerProcessor: bb,
	registerPostInit: xb,
	registerPostUpdate: Sb,
	registerUpdateLifecycle: Cb,
	registerAction: wb,
	registerCoordinateSystem: Tb,
	registerLayout: Eb,
	registerVisual: Db,
	registerTransform: Mb,
	registerLoading: Ab,
	registerMap: jb,
	registerImpl: oy,
	PRIORITY: wy,
	ComponentModel: Lp,
	ComponentView: qg,
	SeriesModel: Rg,
	ChartView: Zg,
	registerComponentModel: function(e) {
		Lp.registerClass(e);
	},
	registerComponentView: function(e) {
		qg.registerClass(e);
	},
	registerSeriesModel: function(e) {
		Rg.registerClass(e);
	},
	registerChartView: function(e) {
		Zg.registerClass(e);
	},
	registerSubTypeDefaulter: function(e, t) {
		Lp.registerSubTypeDefaulter(e, t);
	},
	registerPainter: function(e, t) {
		ea(e, t);
	}
};
function YS(e) {
	U(e) ? R(e, function(e) {
		YS(e);
	}) : I(qS, e) >= 0 || (qS.push(e), W(e) && (e = { install: e }), e.install(JS));
}
// node_modules/echarts/lib/coord/axisTickLabelBuilder.js
var XS = Xa();
function ZS(e, t) {
	var n = z(t, function(t) {
		return e.scale.parse(t);
	});
	return e.type === "time" && n.length > 0 && (n.sort(), n.unshift(n[0]), n.push(n[n.length - 1])), n;
}
function QS(e) {
	var t = e.getLabelModel().get("customValues");
	if (t) {
		var n = RS(e), r = e.scale.getExtent();
		return { labels: z(re(ZS(e, t), function(e) {
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
	return e.type === "category" ? eC(e) : rC(e);
}
function $S(e, t) {
	var n = e.getTickModel().get("customValues");
	if (n) {
		var r = e.scale.getExtent();
		return { ticks: re(ZS(e, n), function(e) {
			return e >= r[0] && e <= r[1];
		}) };
	}
	return e.type === "category" ? nC(e, t) : { ticks: z(e.scale.getTicks(), function(e) {
		return e.value;
	}) };
}
function eC(e) {
	var t = e.getLabelModel(), n = tC(e, t);
	return !t.get("show") || e.scale.isBlank() ? {
		labels: [],
		labelCategoryInterval: n.labelCategoryInterval
	} : n;
}
function tC(e, t) {
	var n = iC(e, "labels"), r = HS(t), i = aC(n, r);
	if (i) return i;
	var a, o;
	return W(r) ? a = dC(e, r) : (o = r === "auto" ? sC(e) : r, a = uC(e, o)), oC(n, r, {
		labels: a,
		labelCategoryInterval: o
	});
}
function nC(e, t) {
	var n = iC(e, "ticks"), r = HS(t), i = aC(n, r);
	if (i) return i;
	var a, o;
	if ((!t.get("show") || e.scale.isBlank()) && (a = []), W(r)) a = dC(e, r, !0);
	else if (r === "auto") {
		var s = tC(e, e.getLabelModel());
		o = s.labelCategoryInterval, a = z(s.labels, function(e) {
			return e.tickValue;
		});
	} else o = r, a = uC(e, o, !0);
	return oC(n, r, {
		ticks: a,
		tickCategoryInterval: o
	});
}
function rC(e) {
	var t = e.scale.getTicks(), n = RS(e);
	return { labels: z(t, function(t, r) {
		return {
			level: t.level,
			formattedLabel: n(t, r),
			rawLabel: e.scale.getLabel(t),
			tickValue: t.value
		};
	}) };
}
function iC(e, t) {
	return XS(e)[t] || (XS(e)[t] = []);
}
function aC(e, t) {
	for (var n = 0; n < e.length; n++) if (e[n].key === t) return e[n].value;
}
function oC(e, t, n) {
	return e.push({
		key: t,
		value: n
	}), n;
}
function sC(e) {
	return XS(e).autoInterval ?? (XS(e).autoInterval = e.calculateCategoryInterval());
}
function cC(e) {
	var t = lC(e), n = RS(e), r = (t.axisRotate - t.labelRotate) / 180 * Math.PI, i = e.scale, a = i.getExtent(), o = i.count();
	if (a[1] - a[0] < 1) return 0;
	var s = 1;
	o > 40 && (s = Math.max(1, Math.floor(o / 40)));
	for (var c = a[0], l = e.dataToCoord(c + 1) - e.dataToCoord(c), u = Math.abs(l * Math.cos(r)), d = Math.abs(l * Math.sin(r)), f = 0, p = 0; c <= a[1]; c += s) {
		var m = 0, h = 0, g = Oi(n({ value: c }), t.font, "center", "top");
		m = g.width * 1.3, h = g.height * 1.3, f = Math.max(f, m, 7), p = Math.max(p, h, 7);
	}
	var _ = f / u, v = p / d;
	isNaN(_) && (_ = Infinity), isNaN(v) && (v = Infinity);
	var y = Math.max(0, Math.floor(Math.min(_, v))), b = XS(e.model), x = e.getExtent(), S = b.lastAutoInterval, C = b.lastTickCount;
	return S != null && C != null && Math.abs(S - y) <= 1 && Math.abs(C - o) <= 1 && S > y && b.axisExtent0 === x[0] && b.axisExtent1 === x[1] ? y = S : (b.lastTickCount = o, b.lastAutoInterval = y, b.axisExtent0 = x[0], b.axisExtent1 = x[1]), y;
}
function lC(e) {
	var t = e.getLabelModel();
	return {
		axisRotate: e.getRotate ? e.getRotate() : e.isHorizontal && !e.isHorizontal() ? 90 : 0,
		labelRotate: t.get("rotate") || 0,
		font: t.getFont()
	};
}
function uC(e, t, n) {
	var r = RS(e), i = e.scale, a = i.getExtent(), o = e.getLabelModel(), s = [], c = Math.max((t || 0) + 1, 1), l = a[0], u = i.count();
	l !== 0 && c > 1 && u / c > 2 && (l = Math.round(Math.ceil(l / c) * c));
	var d = US(e), f = o.get("showMinLabel") || d, p = o.get("showMaxLabel") || d;
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
function dC(e, t, n) {
	var r = e.scale, i = RS(e), a = [];
	return R(r.getTicks(), function(e) {
		var o = r.getLabel(e), s = e.value;
		t(e.value, o) && a.push(n ? s : {
			formattedLabel: i(e),
			rawLabel: o,
			tickValue: s
		});
	}), a;
}
// node_modules/echarts/lib/coord/Axis.js
var fC = [0, 1], pC = function() {
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
		return ua(e || this.scale.getExtent(), this._extent);
	}, e.prototype.setExtent = function(e, t) {
		var n = this._extent;
		n[0] = e, n[1] = t;
	}, e.prototype.dataToCoord = function(e, t) {
		var n = this._extent, r = this.scale;
		return e = r.normalize(e), this.onBand && r.type === "ordinal" && (n = n.slice(), mC(n, r.count())), ia(e, fC, n, t);
	}, e.prototype.coordToData = function(e, t) {
		var n = this._extent, r = this.scale;
		this.onBand && r.type === "ordinal" && (n = n.slice(), mC(n, r.count()));
		var i = ia(e, n, fC, t);
		return this.scale.scale(i);
	}, e.prototype.pointToData = function(e, t) {}, e.prototype.getTicksCoords = function(e) {
		e = e || {};
		var t = e.tickModel || this.getTickModel(), n = $S(this, t).ticks, r = z(n, function(e) {
			return {
				coord: this.dataToCoord(this.scale.type === "ordinal" ? this.scale.getRawOrdinalNumber(e) : e),
				tickValue: e
			};
		}, this), i = t.get("alignWithLabel");
		return hC(this, r, i, e.clamp), r;
	}, e.prototype.getMinorTicksCoords = function() {
		if (this.scale.type === "ordinal") return [];
		var e = this.model.getModel("minorTick").get("splitNumber");
		return e > 0 && e < 100 || (e = 5), z(this.scale.getMinorTicks(e), function(e) {
			return z(e, function(e) {
				return {
					coord: this.dataToCoord(e),
					tickValue: e
				};
			}, this);
		}, this);
	}, e.prototype.getViewLabels = function() {
		return QS(this).labels;
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
		return cC(this);
	}, e;
}();
function mC(e, t) {
	var n = (e[1] - e[0]) / t / 2;
	e[0] += n, e[1] -= n;
}
function hC(e, t, n, r) {
	var i = t.length;
	if (!e.onBand || n || !i) return;
	var a = e.getExtent(), o, s;
	if (i === 1) t[0].coord = a[0], o = t[1] = {
		coord: a[1],
		tickValue: t[0].tickValue
	};
	else {
		var c = t[i - 1].tickValue - t[0].tickValue, l = (t[i - 1].coord - t[0].coord) / c;
		R(t, function(e) {
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
		return e = oa(e), t = oa(t), d ? e > t : e < t;
	}
}
// node_modules/echarts/lib/label/labelLayoutHelper.js
function gC(e) {
	for (var t = [], n = 0; n < e.length; n++) {
		var r = e[n];
		if (!r.defaultAttr.ignore) {
			var i = r.label, a = i.getComputedTransform(), o = i.getBoundingRect(), s = !a || a[1] < 1e-5 && a[2] < 1e-5, c = i.style.margin || 0, l = o.clone();
			l.applyTransform(a), l.x -= c / 2, l.y -= c / 2, l.width += c, l.height += c;
			var u = s ? new td(o, a) : null;
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
function _C(e) {
	var t = [];
	e.sort(function(e, t) {
		return t.priority - e.priority;
	});
	var n = new X(0, 0, 0, 0);
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
			if (n.intersect(m.rect) && (o && m.axisAligned || (m.obb || (m.obb = new td(m.localRect, m.transform)), d || (d = new td(s, c)), d.intersect(m.obb)))) {
				f = !0;
				break;
			}
		}
		f ? (r(l), u && r(u)) : (l.attr("ignore", a.defaultAttr.ignore), u && u.attr("ignore", a.defaultAttr.labelGuideIgnore), t.push(a));
	}
}
// node_modules/echarts/lib/chart/line/LineSeries.js
var vC = function(e) {
	s(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.hasSymbolVisual = !0, n;
	}
	return t.prototype.getInitialData = function(e) {
		return Tx(null, this, { useEncodeDefaulter: !0 });
	}, t.prototype.getLegendIcon = function(e) {
		var t = new qi(), n = cv("line", 0, e.itemHeight / 2, e.itemWidth, 0, e.lineStyle.stroke, !1);
		t.add(n), n.setStyle(e.lineStyle);
		var r = this.getData().getVisual("symbol"), i = this.getData().getVisual("symbolRotate"), a = r === "none" ? "circle" : r, o = e.itemHeight * .8, s = cv(a, (e.itemWidth - o) / 2, (e.itemHeight - o) / 2, o, o, e.itemStyle.fill);
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
}(Rg);
// node_modules/echarts/lib/chart/helper/labelHelper.js
function yC(e, t) {
	var n = e.mapDimensionsAll("defaultedLabel"), r = n.length;
	if (r === 1) {
		var i = jh(e, t, n[0]);
		return i == null ? null : i + "";
	}
	if (r) {
		for (var a = [], o = 0; o < n.length; o++) a.push(jh(e, t, n[o]));
		return a.join(" ");
	}
}
function bC(e, t) {
	var n = e.mapDimensionsAll("defaultedLabel");
	if (!U(t)) return t + "";
	for (var r = [], i = 0; i < n.length; i++) {
		var a = e.getDimensionIndex(n[i]);
		a >= 0 && r.push(t[a]);
	}
	return r.join(" ");
}
// node_modules/echarts/lib/chart/helper/Symbol.js
var xC = function(e) {
	s(t, e);
	function t(t, n, r, i) {
		var a = e.call(this) || this;
		return a.updateData(t, n, r, i), a;
	}
	return t.prototype._createSymbol = function(e, t, n, r, i) {
		this.removeAll();
		var a = cv(e, -1, -1, 2, 2, null, i);
		a.attr({
			z2: 100,
			culling: !0,
			scaleX: r[0] / 2,
			scaleY: r[1] / 2
		}), a.drift = SC, this._symbolType = e, this.add(a);
	}, t.prototype.stopSymbolAnimation = function(e) {
		this.childAt(0).stopAnimation(null, e);
	}, t.prototype.getSymbolType = function() {
		return this._symbolType;
	}, t.prototype.getSymbolPath = function() {
		return this.childAt(0);
	}, t.prototype.highlight = function() {
		dl(this.childAt(0));
	}, t.prototype.downplay = function() {
		fl(this.childAt(0));
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
			l ? d.attr(f) : sd(d, f, o, n), pd(d);
		}
		if (this._updateCommon(e, n, s, r, i), c) {
			var d = this.childAt(0);
			if (!l) {
				var f = {
					scaleX: this._sizeX,
					scaleY: this._sizeY,
					style: { opacity: d.style.opacity }
				};
				d.scaleX = d.scaleY = 0, d.style.opacity = 0, cd(d, f, o, n);
			}
		}
		l && this.childAt(0).stopAnimation("leave");
	}, t.prototype._updateCommon = function(e, t, n, r, i) {
		var a = this.childAt(0), o = e.hostModel, s, c, l, u, d, f, p, m, h;
		if (r && (s = r.emphasisItemStyle, c = r.blurItemStyle, l = r.selectItemStyle, u = r.focus, d = r.blurScope, p = r.labelStatesModels, m = r.hoverScale, h = r.cursorStyle, f = r.emphasisDisabled), !r || e.hasItemOption) {
			var g = r && r.itemModel ? r.itemModel : e.getItemModel(t), _ = g.getModel("emphasis");
			s = _.getModel("itemStyle").getItemStyle(), l = g.getModel(["select", "itemStyle"]).getItemStyle(), c = g.getModel(["blur", "itemStyle"]).getItemStyle(), u = _.get("focus"), d = _.get("blurScope"), f = _.get("disabled"), p = Zd(g), m = _.getShallow("scale"), h = g.getShallow("cursor");
		}
		var v = e.getItemVisual(t, "symbolRotate");
		a.attr("rotation", (v || 0) * Math.PI / 180 || 0);
		var y = uv(e.getItemVisual(t, "symbolOffset"), n);
		y && (a.x = y[0], a.y = y[1]), h && a.attr("cursor", h);
		var b = e.getItemVisual(t, "style"), x = b.fill;
		if (a instanceof cc) {
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
		Xd(a, p, {
			labelFetcher: o,
			labelDataIndex: t,
			defaultText: E,
			inheritColor: x,
			defaultOpacity: b.opacity
		});
		function E(t) {
			return T ? e.getName(t) : yC(e, t);
		}
		this._sizeX = n[0] / 2, this._sizeY = n[1] / 2;
		var D = a.ensureState("emphasis");
		D.style = s, a.ensureState("select").style = l, a.ensureState("blur").style = c;
		var O = m == null || m === !0 ? Math.max(1.1, 3 / this._sizeY) : isFinite(m) && m > 0 ? +m : 1;
		D.scaleX = this._sizeX * O, D.scaleY = this._sizeY * O, this.setSymbolScale(1), Al(this, u, d, f);
	}, t.prototype.setSymbolScale = function(e) {
		this.scaleX = this.scaleY = e;
	}, t.prototype.fadeOut = function(e, t, n) {
		var r = this.childAt(0), i = Q(this).dataIndex, a = n && n.animation;
		if (this.silent = r.silent = !0, n && n.fadeLabel) {
			var o = r.getTextContent();
			o && ud(o, { style: { opacity: 0 } }, t, {
				dataIndex: i,
				removeOpt: a,
				cb: function() {
					r.removeTextContent();
				}
			});
		} else r.removeTextContent();
		ud(r, {
			style: { opacity: 0 },
			scaleX: 0,
			scaleY: 0
		}, t, {
			dataIndex: i,
			cb: e,
			removeOpt: a
		});
	}, t.getSymbolSize = function(e, t) {
		return lv(e.getItemVisual(t, "symbolSize"));
	}, t;
}(qi);
function SC(e, t) {
	this.parent.drift(e, t);
}
// node_modules/echarts/lib/chart/helper/SymbolDraw.js
function CC(e, t, n, r) {
	return t && !isNaN(t[0]) && !isNaN(t[1]) && !(r.isIgnore && r.isIgnore(n)) && !(r.clipShape && !r.clipShape.contain(t[0], t[1])) && e.getItemVisual(n, "symbol") !== "none";
}
function wC(e) {
	return e != null && !K(e) && (e = { isIgnore: e }), e || {};
}
function TC(e) {
	var t = e.hostModel, n = t.getModel("emphasis");
	return {
		emphasisItemStyle: n.getModel("itemStyle").getItemStyle(),
		blurItemStyle: t.getModel(["blur", "itemStyle"]).getItemStyle(),
		selectItemStyle: t.getModel(["select", "itemStyle"]).getItemStyle(),
		focus: n.get("focus"),
		blurScope: n.get("blurScope"),
		emphasisDisabled: n.get("disabled"),
		hoverScale: n.get("scale"),
		labelStatesModels: Zd(t),
		cursorStyle: t.get("cursor")
	};
}
var EC = function() {
	function e(e) {
		this.group = new qi(), this._SymbolCtor = e || xC;
	}
	return e.prototype.updateData = function(e, t) {
		this._progressiveEls = null, t = wC(t);
		var n = this.group, r = e.hostModel, i = this._data, a = this._SymbolCtor, o = t.disableAnimation, s = TC(e), c = { disableAnimation: o }, l = t.getSymbolPoint || function(t) {
			return e.getItemLayout(t);
		};
		i || n.removeAll(), e.diff(i).add(function(r) {
			var i = l(r);
			if (CC(e, i, r, t)) {
				var o = new a(e, r, s, c);
				o.setPosition(i), e.setItemGraphicEl(r, o), n.add(o);
			}
		}).update(function(u, d) {
			var f = i.getItemGraphicEl(d), p = l(u);
			if (!CC(e, p, u, t)) n.remove(f);
			else {
				var m = e.getItemVisual(u, "symbol") || "circle", h = f && f.getSymbolType && f.getSymbolType();
				if (!f || h && h !== m) n.remove(f), f = new a(e, u, s, c), f.setPosition(p);
				else {
					f.updateData(e, u, s, c);
					var g = {
						x: p[0],
						y: p[1]
					};
					o ? f.attr(g) : sd(f, g, r);
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
		this._seriesScope = TC(e), this._data = null, this.group.removeAll();
	}, e.prototype.incrementalUpdate = function(e, t, n) {
		this._progressiveEls = [], n = wC(n);
		function r(e) {
			e.isGroup || (e.incremental = !0, e.ensureState("emphasis").hoverLayer = !0);
		}
		for (var i = e.start; i < e.end; i++) {
			var a = t.getItemLayout(i);
			if (CC(t, a, i, n)) {
				var o = new this._SymbolCtor(t, i, this._seriesScope);
				o.traverse(r), o.setPosition(a), this.group.add(o), t.setItemGraphicEl(i, o), this._progressiveEls.push(o);
			}
		}
	}, e.prototype.eachRendered = function(e) {
		Kd(this._progressiveEls || this.group, e);
	}, e.prototype.remove = function(e) {
		var t = this.group, n = this._data;
		n && e ? n.eachItemGraphicEl(function(e) {
			e.fadeOut(function() {
				t.remove(e);
			}, n.hostModel);
		}) : t.removeAll();
	}, e;
}();
// node_modules/echarts/lib/chart/line/helper.js
function DC(e, t, n) {
	var r = e.getBaseAxis(), i = e.getOtherAxis(r), a = OC(i, n), o = r.dim, s = i.dim, c = t.mapDimension(s), l = t.mapDimension(o), u = +(s === "x" || s === "radius"), d = z(e.dimensions, function(e) {
		return t.mapDimension(e);
	}), f = !1, p = t.getCalculationInfo("stackResultDimension");
	return bx(t, d[0]) && (f = !0, d[0] = p), bx(t, d[1]) && (f = !0, d[1] = p), {
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
function OC(e, t) {
	var n = 0, r = e.scale.getExtent();
	return t === "start" ? n = r[0] : t === "end" ? n = r[1] : oe(t) && !isNaN(t) ? n = t : r[0] > 0 ? n = r[0] : r[1] < 0 && (n = r[1]), n;
}
function kC(e, t, n, r) {
	var i = NaN;
	e.stacked && (i = n.get(n.getCalculationInfo("stackedOverDimension"), r)), isNaN(i) && (i = e.valueStart);
	var a = e.baseDataOffset, o = [];
	return o[a] = n.get(e.baseDim, r), o[1 - a] = i, t.dataToPoint(o);
}
// node_modules/echarts/lib/chart/line/lineAnimationDiff.js
function AC(e, t) {
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
function jC(e, t, n, r, i, a, o, s) {
	for (var c = AC(e, t), l = [], u = [], d = [], f = [], p = [], m = [], h = [], g = DC(i, t, o), _ = e.getLayout("points") || [], v = t.getLayout("points") || [], y = 0; y < c.length; y++) {
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
				var j = kC(g, i, t, O);
				d.push(j[0], j[1]), f.push(r[C], r[C + 1]), h.push(t.getRawIndex(O));
				break;
			case "-": x = !1;
		}
		x && (p.push(b), m.push(m.length));
	}
	m.sort(function(e, t) {
		return h[e] - h[t];
	});
	for (var M = l.length, N = Kx(M), P = Kx(M), F = Kx(M), I = Kx(M), ee = [], y = 0; y < m.length; y++) {
		var te = m[y], L = y * 2, R = te * 2;
		N[L] = l[R], N[L + 1] = l[R + 1], P[L] = u[R], P[L + 1] = u[R + 1], F[L] = d[R], F[L + 1] = d[R + 1], I[L] = f[R], I[L + 1] = f[R + 1], ee[y] = p[te];
	}
	return {
		current: N,
		next: P,
		stackedOnCurrent: F,
		stackedOnNext: I,
		status: ee
	};
}
// node_modules/echarts/lib/chart/line/poly.js
var MC = Math.min, NC = Math.max;
function PC(e, t) {
	return isNaN(e) || isNaN(t);
}
function FC(e, t, n, r, i, a, o, s, c) {
	for (var l, u, d, f, p, m, h = n, g = 0; g < r; g++) {
		var _ = t[h * 2], v = t[h * 2 + 1];
		if (h >= i || h < 0) break;
		if (PC(_, v)) {
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
				if (c) for (; PC(S, C) && w < r;) w++, x += a, S = t[x * 2], C = t[x * 2 + 1];
				var T = .5, E = 0, D = 0, O = void 0, k = void 0;
				if (w >= r || PC(S, C)) p = _, m = v;
				else {
					E = S - l, D = C - u;
					var A = _ - l, j = S - _, M = v - u, N = C - v, P = void 0, F = void 0;
					if (s === "x") {
						P = Math.abs(A), F = Math.abs(j);
						var I = E > 0 ? 1 : -1;
						p = _ - I * P * o, m = v, O = _ + I * F * o, k = v;
					} else if (s === "y") {
						P = Math.abs(M), F = Math.abs(N);
						var ee = D > 0 ? 1 : -1;
						p = _, m = v - ee * P * o, O = _, k = v + ee * F * o;
					} else P = Math.sqrt(A * A + M * M), F = Math.sqrt(j * j + N * N), T = F / (F + P), p = _ - E * o * (1 - T), m = v - D * o * (1 - T), O = _ + E * o * T, k = v + D * o * T, O = MC(O, NC(S, _)), k = MC(k, NC(C, v)), O = NC(O, MC(S, _)), k = NC(k, MC(C, v)), E = O - _, D = k - v, p = _ - E * P / F, m = v - D * P / F, p = MC(p, NC(l, _)), m = MC(m, NC(u, v)), p = NC(p, MC(l, _)), m = NC(m, MC(u, v)), E = _ - p, D = v - m, O = _ + E * F / P, k = v + D * F / P;
				}
				e.bezierCurveTo(d, f, p, m, _, v), d = O, f = k;
			} else e.lineTo(_, v);
		}
		l = _, u = v, h += a;
	}
	return g;
}
var IC = function() {
	function e() {
		this.smooth = 0, this.smoothConstraint = !0;
	}
	return e;
}(), LC = function(e) {
	s(t, e);
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
		return new IC();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.points, r = 0, i = n.length / 2;
		if (t.connectNulls) {
			for (; i > 0 && PC(n[i * 2 - 2], n[i * 2 - 1]); i--);
			for (; r < i && PC(n[r * 2], n[r * 2 + 1]); r++);
		}
		for (; r < i;) r += FC(e, n, r, i, i, 1, t.smooth, t.smoothMonotone, t.connectNulls) + 1;
	}, t.prototype.getPointOn = function(e, t) {
		this.path || (this.createPathProxy(), this.buildPath(this.path, this.shape));
		for (var n = this.path.data, r = Ms.CMD, i, a, o = t === "x", s = [], c = 0; c < n.length;) {
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
					var v = o ? On(i, u, f, m, e, s) : On(a, d, p, h, e, s);
					if (v > 0) for (var y = 0; y < v; y++) {
						var b = s[y];
						if (b <= 1 && b >= 0) {
							var _ = o ? En(a, d, p, h, b) : En(i, u, f, m, b);
							return o ? [e, _] : [_, e];
						}
					}
					i = m, a = h;
			}
		}
	}, t;
}(Z), RC = function(e) {
	s(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t;
}(IC), zC = function(e) {
	s(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		return n.type = "ec-polygon", n;
	}
	return t.prototype.getDefaultShape = function() {
		return new RC();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.points, r = t.stackedOnPoints, i = 0, a = n.length / 2, o = t.smoothMonotone;
		if (t.connectNulls) {
			for (; a > 0 && PC(n[a * 2 - 2], n[a * 2 - 1]); a--);
			for (; i < a && PC(n[i * 2], n[i * 2 + 1]); i++);
		}
		for (; i < a;) {
			var s = FC(e, n, i, a, a, 1, t.smooth, o, t.connectNulls);
			FC(e, r, i + s - 1, s, a, -1, t.stackedOnSmooth, o, t.connectNulls), i += s + 1, e.closePath();
		}
	}, t;
}(Z);
// node_modules/echarts/lib/chart/helper/createClipPathFromCoordSys.js
function BC(e, t, n, r, i) {
	var a = e.getArea(), o = a.x, s = a.y, c = a.width, l = a.height, u = n.get(["lineStyle", "width"]) || 0;
	o -= u / 2, s -= u / 2, c += u, l += u, c = Math.ceil(c), o !== Math.floor(o) && (o = Math.floor(o), c++);
	var d = new gc({ shape: {
		x: o,
		y: s,
		width: c,
		height: l
	} });
	if (t) {
		var f = e.getBaseAxis(), p = f.isHorizontal(), m = f.inverse;
		p ? (m && (d.shape.x += c), d.shape.width = 0) : (m || (d.shape.y += l), d.shape.height = 0);
		var h = W(i) ? function(e) {
			i(e, d);
		} : null;
		cd(d, { shape: {
			width: c,
			height: l,
			x: o,
			y: s
		} }, n, null, r, h);
	}
	return d;
}
function VC(e, t, n) {
	var r = e.getArea(), i = oa(r.r0, 1), a = oa(r.r, 1), o = new ku({ shape: {
		cx: oa(e.cx, 1),
		cy: oa(e.cy, 1),
		r0: i,
		r: a,
		startAngle: r.startAngle,
		endAngle: r.endAngle,
		clockwise: r.clockwise
	} });
	return t && (e.getBaseAxis().dim === "angle" ? o.shape.endAngle = r.startAngle : o.shape.r = i, cd(o, { shape: {
		endAngle: r.endAngle,
		r: a
	} }, n)), o;
}
function HC(e, t, n, r, i) {
	return e ? e.type === "polar" ? VC(e, t, n) : e.type === "cartesian2d" ? BC(e, t, n, r, i) : null : null;
}
// node_modules/echarts/lib/coord/CoordinateSystem.js
function UC(e, t) {
	return e.type === t;
}
// node_modules/echarts/lib/chart/line/LineView.js
function WC(e, t) {
	if (e.length === t.length) {
		for (var n = 0; n < e.length; n++) if (e[n] !== t[n]) return;
		return !0;
	}
}
function GC(e) {
	for (var t = Infinity, n = Infinity, r = -Infinity, i = -Infinity, a = 0; a < e.length;) {
		var o = e[a++], s = e[a++];
		isNaN(o) || (t = Math.min(o, t), r = Math.max(o, r)), isNaN(s) || (n = Math.min(s, n), i = Math.max(s, i));
	}
	return [[t, n], [r, i]];
}
function KC(e, t) {
	var n = GC(e), r = n[0], i = n[1], a = GC(t), o = a[0], s = a[1];
	return Math.max(Math.abs(r[0] - o[0]), Math.abs(r[1] - o[1]), Math.abs(i[0] - s[0]), Math.abs(i[1] - s[1]));
}
function qC(e) {
	return oe(e) ? e : e ? .5 : 0;
}
function JC(e, t, n) {
	if (!n.valueDim) return [];
	for (var r = t.count(), i = Kx(r * 2), a = 0; a < r; a++) {
		var o = kC(n, e, t, a);
		i[a * 2] = o[0], i[a * 2 + 1] = o[1];
	}
	return i;
}
function YC(e, t, n, r, i) {
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
function XC(e, t) {
	var n = [], r = e.length, i, a;
	function o(e, t, n) {
		var r = e.coord;
		return {
			coord: n,
			color: ur((n - r) / (t.coord - r), [e.color, t.color])
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
function ZC(e, t, n) {
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
			var c = t.getAxis(i), l = z(a.stops, function(e) {
				return {
					coord: c.toGlobalCoord(c.dataToCoord(e.value)),
					color: e.color
				};
			}), u = l.length, d = a.outerColors.slice();
			u && l[0].coord > l[u - 1].coord && (l.reverse(), d.reverse());
			var f = XC(l, i === "x" ? n.getWidth() : n.getHeight()), p = f.length;
			if (!p && u) return l[0].coord < 0 ? d[1] ? d[1] : l[u - 1].color : d[0] ? d[0] : l[0].color;
			var m = 10, h = f[0].coord - m, g = f[p - 1].coord + m, _ = g - h;
			if (_ < .001) return "transparent";
			R(f, function(e) {
				e.offset = (e.coord - h) / _;
			}), f.push({
				offset: p ? f[p - 1].offset : .5,
				color: d[1] || "transparent"
			}), f.unshift({
				offset: p ? f[0].offset : .5,
				color: d[0] || "transparent"
			});
			var v = new Yu(0, 0, 0, 0, f, !0);
			return v[i] = h, v[i + "2"] = g, v;
		}
	}
}
function QC(e, t, n) {
	var r = e.get("showAllSymbol"), i = r === "auto";
	if (!r || i) {
		var a = n.getAxesByScale("ordinal")[0];
		if (a && !(i && $C(a, t))) {
			var o = t.mapDimension(a.dim), s = {};
			return R(a.getViewLabels(), function(e) {
				var t = a.scale.getRawOrdinalNumber(e.tickValue);
				s[t] = 1;
			}), function(e) {
				return !s.hasOwnProperty(t.get(o, e));
			};
		}
	}
}
function $C(e, t) {
	var n = e.getExtent(), r = Math.abs(n[1] - n[0]) / e.scale.count();
	isNaN(r) && (r = 0);
	for (var i = t.count(), a = Math.max(1, Math.round(i / 5)), o = 0; o < i; o += a) if (xC.getSymbolSize(t, o)[+!!e.isHorizontal()] * 1.5 > r) return !1;
	return !0;
}
function ew(e, t) {
	return isNaN(e) || isNaN(t);
}
function tw(e) {
	for (var t = e.length / 2; t > 0 && ew(e[t * 2 - 2], e[t * 2 - 1]); t--);
	return t - 1;
}
function nw(e, t) {
	return [e[t * 2], e[t * 2 + 1]];
}
function rw(e, t, n) {
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
function iw(e) {
	if (e.get(["endLabel", "show"])) return !0;
	for (var t = 0; t < zc.length; t++) if (e.get([
		zc[t],
		"endLabel",
		"show"
	])) return !0;
	return !1;
}
function aw(e, t, n, r) {
	if (UC(t, "cartesian2d")) {
		var i = r.getModel("endLabel"), a = i.get("valueAnimation"), o = r.getData(), s = { lastFrameIndex: 0 }, c = iw(r) ? function(n, r) {
			e._endLabelOnDuring(n, r, o, s, a, i, t);
		} : null, l = t.getBaseAxis().isHorizontal(), u = BC(t, n, r, function() {
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
	return VC(t, n, r);
}
function ow(e, t) {
	var n = t.getBaseAxis(), r = n.isHorizontal(), i = n.inverse, a = r ? i ? "right" : "left" : "center", o = r ? "middle" : i ? "top" : "bottom";
	return { normal: {
		align: e.get("align") || a,
		verticalAlign: e.get("verticalAlign") || o
	} };
}
var sw = function(e) {
	s(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.init = function() {
		var e = new qi(), t = new EC();
		this.group.add(t.group), this._symbolDraw = t, this._lineGroup = e, this._changePolyState = V(this._changePolyState, this);
	}, t.prototype.render = function(e, t, n) {
		var r = e.coordinateSystem, i = this.group, a = e.getData(), o = e.getModel("lineStyle"), s = e.getModel("areaStyle"), c = a.getLayout("points") || [], l = r.type === "polar", u = this._coordSys, d = this._symbolDraw, f = this._polyline, p = this._polygon, m = this._lineGroup, h = !t.ssr && e.get("animation"), g = !s.isEmpty(), _ = s.get("origin"), v = DC(r, a, _), y = g && JC(r, a, v), b = e.get("showSymbol"), x = e.get("connectNulls"), S = b && !l && QC(e, a, r), C = this._data;
		C && C.eachItemGraphicEl(function(e, t) {
			e.__temp && (i.remove(e), C.setItemGraphicEl(t, null));
		}), b || d.remove(), i.add(m);
		var w = !l && e.get("step"), T;
		r && r.getArea && e.get("clip", !0) && (T = r.getArea(), T.width == null ? T.r0 && (T.r0 -= .5, T.r += .5) : (T.x -= .1, T.y -= .1, T.width += .2, T.height += .2)), this._clipShapeForSymbol = T;
		var E = ZC(a, r, n) || a.getVisual("style")[a.getVisual("drawType")];
		if (!(f && u.type === r.type && w === this._step)) b && d.updateData(a, {
			isIgnore: S,
			clipShape: T,
			disableAnimation: !0,
			getSymbolPoint: function(e) {
				return [c[e * 2], c[e * 2 + 1]];
			}
		}), h && this._initSymbolLabelAnimation(a, r, T), w && (y && (y = YC(y, c, r, w, x)), c = YC(c, null, r, w, x)), f = this._newPolyline(c), g ? p = this._newPolygon(c, y) : p && (m.remove(p), p = this._polygon = null), l || this._initOrUpdateEndLabel(e, r, wp(E)), m.setClipPath(aw(this, r, !0, e));
		else {
			g && !p ? p = this._newPolygon(c, y) : p && !g && (m.remove(p), p = this._polygon = null), l || this._initOrUpdateEndLabel(e, r, wp(E));
			var D = m.getClipPath();
			D ? cd(D, { shape: aw(this, r, !1, e).shape }, e) : m.setClipPath(aw(this, r, !0, e)), b && d.updateData(a, {
				isIgnore: S,
				clipShape: T,
				disableAnimation: !0,
				getSymbolPoint: function(e) {
					return [c[e * 2], c[e * 2 + 1]];
				}
			}), WC(this._stackedOnPoints, y) && WC(this._points, c) || (h ? this._doUpdateAnimation(a, y, r, n, w, _, x) : (w && (y && (y = YC(y, c, r, w, x)), c = YC(c, null, r, w, x)), f.setShape({ points: c }), p && p.setShape({
				points: c,
				stackedOnPoints: y
			})));
		}
		var O = e.getModel("emphasis"), k = O.get("focus"), A = O.get("blurScope"), j = O.get("disabled");
		if (f.useStyle(F(o.getLineStyle(), {
			fill: "none",
			stroke: E,
			lineJoin: "bevel"
		})), Pl(f, e, "lineStyle"), f.style.lineWidth > 0 && e.get([
			"emphasis",
			"lineStyle",
			"width"
		]) === "bolder") {
			var M = f.getState("emphasis").style;
			M.lineWidth = +f.style.lineWidth + 1;
		}
		Q(f).seriesIndex = e.seriesIndex, Al(f, k, A, j);
		var N = qC(e.get("smooth")), P = e.get("smoothMonotone");
		if (f.setShape({
			smooth: N,
			smoothMonotone: P,
			connectNulls: x
		}), p) {
			var I = a.getCalculationInfo("stackedOnSeries"), ee = 0;
			p.useStyle(F(s.getAreaStyle(), {
				fill: E,
				opacity: .7,
				lineJoin: "bevel",
				decal: a.getVisual("style").decal
			})), I && (ee = qC(I.get("smooth"))), p.setShape({
				smooth: N,
				stackedOnSmooth: ee,
				smoothMonotone: P,
				connectNulls: x
			}), Pl(p, e, "areaStyle"), Q(p).seriesIndex = e.seriesIndex, Al(p, k, A, j);
		}
		var te = this._changePolyState;
		a.eachItemGraphicEl(function(e) {
			e && (e.onHoverStateChange = te);
		}), this._polyline.onHoverStateChange = te, this._data = a, this._coordSys = r, this._stackedOnPoints = y, this._points = c, this._step = w, this._valueOrigin = _, e.get("triggerLineEvent") && (this.packEventData(e, f), p && this.packEventData(e, p));
	}, t.prototype.packEventData = function(e, t) {
		Q(t).eventData = {
			componentType: "series",
			componentSubType: "line",
			componentIndex: e.componentIndex,
			seriesIndex: e.seriesIndex,
			seriesName: e.name,
			seriesType: "line"
		};
	}, t.prototype.highlight = function(e, t, n, r) {
		var i = e.getData(), a = Ya(i, r);
		if (this._changePolyState("emphasis"), !(a instanceof Array) && a != null && a >= 0) {
			var o = i.getLayout("points"), s = i.getItemGraphicEl(a);
			if (!s) {
				var c = o[a * 2], l = o[a * 2 + 1];
				if (isNaN(c) || isNaN(l) || this._clipShapeForSymbol && !this._clipShapeForSymbol.contain(c, l)) return;
				var u = e.get("zlevel") || 0, d = e.get("z") || 0;
				s = new xC(i, a), s.x = c, s.y = l, s.setZ(u, d);
				var f = s.getSymbolPath().getTextContent();
				f && (f.zlevel = u, f.z = d, f.z2 = this._polyline.z2 + 1), s.__temp = !0, i.setItemGraphicEl(a, s), s.stopSymbolAnimation(!0), this.group.add(s);
			}
			s.highlight();
		} else Zg.prototype.highlight.call(this, e, t, n, r);
	}, t.prototype.downplay = function(e, t, n, r) {
		var i = e.getData(), a = Ya(i, r);
		if (this._changePolyState("normal"), a != null && a >= 0) {
			var o = i.getItemGraphicEl(a);
			o && (o.__temp ? (i.setItemGraphicEl(a, null), this.group.remove(o)) : o.downplay());
		} else Zg.prototype.downplay.call(this, e, t, n, r);
	}, t.prototype._changePolyState = function(e) {
		var t = this._polygon;
		nl(this._polyline, e), t && nl(t, e);
	}, t.prototype._newPolyline = function(e) {
		var t = this._polyline;
		return t && this._lineGroup.remove(t), t = new LC({
			shape: { points: e },
			segmentIgnoreThreshold: 2,
			z2: 10
		}), this._lineGroup.add(t), this._polyline = t, t;
	}, t.prototype._newPolygon = function(e, t) {
		var n = this._polygon;
		return n && this._lineGroup.remove(n), n = new zC({
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
		W(c) && (c = c(null));
		var l = s.get("animationDelay") || 0, u = W(l) ? l(null) : l;
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
				var y = W(l) ? l(a) : c * v + u, b = s.getSymbolPath(), x = b.getTextContent();
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
		if (iw(e)) {
			var i = e.getData(), a = this._polyline, o = i.getLayout("points");
			if (!o) {
				a.removeTextContent(), this._endLabel = null;
				return;
			}
			var s = this._endLabel;
			s || (s = this._endLabel = new bc({ z2: 200 }), s.ignoreClip = !0, a.setTextContent(this._endLabel), a.disableLabelAnimation = !0);
			var c = tw(o);
			c >= 0 && (Xd(a, Zd(e, "endLabel"), {
				inheritColor: n,
				labelFetcher: e,
				labelDataIndex: c,
				defaultText: function(e, t, n) {
					return n == null ? yC(i, e) : bC(i, n);
				},
				enableTextSetter: !0
			}, ow(r, t)), a.textConfig.position = null);
		} else this._endLabel && (this._polyline.removeTextContent(), this._endLabel = null);
	}, t.prototype._endLabelOnDuring = function(e, t, n, r, i, a, o) {
		var s = this._endLabel, c = this._polyline;
		if (s) {
			e < 1 && r.originalX == null && (r.originalX = s.x, r.originalY = s.y);
			var l = n.getLayout("points"), u = n.hostModel, d = u.get("connectNulls"), f = a.get("precision"), p = a.get("distance") || 0, m = o.getBaseAxis(), h = m.isHorizontal(), g = m.inverse, _ = t.shape, v = g ? h ? _.x : _.y + _.height : h ? _.x + _.width : _.y, y = (h ? p : 0) * (g ? -1 : 1), b = (h ? 0 : -p) * (g ? -1 : 1), x = h ? "x" : "y", S = rw(l, v, x), C = S.range, w = C[1] - C[0], T = void 0;
			if (w >= 1) {
				if (w > 1 && !d) {
					var E = nw(l, C[0]);
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
					i && (T = oo(n, f, D, O, S.t));
				}
				r.lastFrameIndex = C[0];
			} else {
				var k = e === 1 || r.lastFrameIndex > 0 ? C[0] : 0, E = nw(l, k);
				i && (T = u.getRawValue(k)), s.attr({
					x: E[0] + y,
					y: E[1] + b
				});
			}
			if (i) {
				var A = cf(s);
				typeof A.setLabelText == "function" && A.setLabelText(T);
			}
		}
	}, t.prototype._doUpdateAnimation = function(e, t, n, r, i, a, o) {
		var s = this._polyline, c = this._polygon, l = e.hostModel, u = jC(this._data, e, this._stackedOnPoints, t, this._coordSys, n, this._valueOrigin, a), d = u.current, f = u.stackedOnCurrent, p = u.next, m = u.stackedOnNext;
		if (i && (f = YC(u.stackedOnCurrent, u.current, n, i, o), d = YC(u.current, null, n, i, o), m = YC(u.stackedOnNext, u.next, n, i, o), p = YC(u.next, null, n, i, o)), KC(d, p) > 3e3 || c && KC(f, m) > 3e3) s.stopAnimation(), s.setShape({ points: p }), c && (c.stopAnimation(), c.setShape({
			points: p,
			stackedOnPoints: m
		}));
		else {
			s.shape.__points = u.current, s.shape.points = d;
			var h = { shape: { points: p } };
			u.current !== d && (h.shape.__points = u.next), s.stopAnimation(), sd(s, h, l), c && (c.setShape({
				points: d,
				stackedOnPoints: f
			}), c.stopAnimation(), sd(c, { shape: { stackedOnPoints: m } }, l), s.shape.points !== c.shape.points && (c.shape.points = s.shape.points));
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
}(Zg);
// node_modules/echarts/lib/layout/points.js
function cw(e, t) {
	return {
		seriesType: e,
		plan: Jg(),
		reset: function(e) {
			var n = e.getData(), r = e.coordinateSystem, i = e.pipelineContext, a = t || i.large;
			if (r) {
				var o = z(r.dimensions, function(e) {
					return n.mapDimension(e);
				}).slice(0, 2), s = o.length, c = n.getCalculationInfo("stackResultDimension");
				bx(n, o[0]) && (o[0] = c), bx(n, o[1]) && (o[1] = c);
				var l = n.getStore(), u = n.getDimensionIndex(o[0]), d = n.getDimensionIndex(o[1]);
				return s && { progress: function(e, t) {
					for (var n = e.end - e.start, i = a && Kx(n * s), o = [], c = [], f = e.start, p = 0; f < e.end; f++) {
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
// node_modules/echarts/lib/processor/dataSample.js
var lw = {
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
}, uw = function(e) {
	return Math.round(e.length / 2);
};
function dw(e) {
	return {
		seriesType: e,
		reset: function(e, t, n) {
			var r = e.getData(), i = e.get("sampling"), a = e.coordinateSystem, o = r.count();
			if (o > 10 && a.type === "cartesian2d" && i) {
				var s = a.getBaseAxis(), c = a.getOtherAxis(s), l = s.getExtent(), u = n.getDevicePixelRatio(), d = Math.abs(l[1] - l[0]) * (u || 1), f = Math.round(o / d);
				if (isFinite(f) && f > 1) {
					i === "lttb" ? e.setData(r.lttbDownSample(r.mapDimension(c.dim), 1 / f)) : i === "minmax" && e.setData(r.minmaxDownSample(r.mapDimension(c.dim), 1 / f));
					var p = void 0;
					G(i) ? p = lw[i] : W(i) && (p = i), p && e.setData(r.downSample(r.mapDimension(c.dim), 1 / f, p, uw));
				}
			}
		}
	};
}
// node_modules/echarts/lib/chart/line/install.js
function fw(e) {
	e.registerChartView(sw), e.registerSeriesModel(vC), e.registerLayout(cw("line", !0)), e.registerVisual({
		seriesType: "line",
		reset: function(e) {
			var t = e.getData(), n = e.getModel("lineStyle").getLineStyle();
			n && !n.stroke && (n.stroke = t.getVisual("style").fill), t.setVisual("legendLineStyle", n);
		}
	}), e.registerProcessor(e.PRIORITY.PROCESSOR.STATISTIC, dw("line"));
}
// node_modules/echarts/lib/chart/bar/BaseBarSeries.js
var pw = function(e) {
	s(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.getInitialData = function(e, t) {
		return Tx(null, this, { useEncodeDefaulter: !0 });
	}, t.prototype.getMarkerPosition = function(e, t, n) {
		var r = this.coordinateSystem;
		if (r && r.clampData) {
			var i = r.clampData(e), a = r.dataToPoint(i);
			if (n) R(r.getAxes(), function(e, n) {
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
}(Rg);
Rg.registerClass(pw);
// node_modules/echarts/lib/chart/bar/BarSeries.js
var mw = function(e) {
	s(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.getInitialData = function() {
		return Tx(null, this, {
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
	}, t.type = "series.bar", t.dependencies = ["grid", "polar"], t.defaultOption = Tf(pw.defaultOption, {
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
}(pw), hw = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.r0 = 0, this.r = 0, this.startAngle = 0, this.endAngle = Math.PI * 2, this.clockwise = !0;
	}
	return e;
}(), gw = function(e) {
	s(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		return n.type = "sausage", n;
	}
	return t.prototype.getDefaultShape = function() {
		return new hw();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.cx, r = t.cy, i = Math.max(t.r0 || 0, 0), a = Math.max(t.r, 0), o = (a - i) * .5, s = i + o, c = t.startAngle, l = t.endAngle, u = t.clockwise, d = Math.PI * 2, f = u ? l - c < d : c - l < d;
		f || (c = l - (u ? d : -d));
		var p = Math.cos(c), m = Math.sin(c), h = Math.cos(l), g = Math.sin(l);
		f ? (e.moveTo(p * i + n, m * i + r), e.arc(p * s + n, m * s + r, o, -Math.PI + c, c, !u)) : e.moveTo(p * a + n, m * a + r), e.arc(n, r, a, c, l, !u), e.arc(h * s + n, g * s + r, o, l - Math.PI * 2, l - Math.PI, !u), i !== 0 && e.arc(n, r, i, l, c, u);
	}, t;
}(Z);
// node_modules/echarts/lib/label/sectorLabel.js
function _w(e, t) {
	t = t || {};
	var n = t.isRoundCap;
	return function(t, r, i) {
		var a = r.position;
		if (!a || a instanceof Array) return Ni(t, r, i);
		var o = e(a), s = r.distance == null ? 5 : r.distance, c = this.shape, l = c.cx, u = c.cy, d = c.r, f = c.r0, p = (d + f) / 2, m = c.startAngle, h = c.endAngle, g = (m + h) / 2, _ = n ? Math.abs(d - f) / 2 : 0, v = Math.cos, y = Math.sin, b = l + d * v(m), x = u + d * y(m), S = "left", C = "top";
		switch (o) {
			case "startArc":
				b = l + (f - s) * v(g), x = u + (f - s) * y(g), S = "center", C = "top";
				break;
			case "insideStartArc":
				b = l + (f + s) * v(g), x = u + (f + s) * y(g), S = "center", C = "bottom";
				break;
			case "startAngle":
				b = l + p * v(m) + yw(m, s + _, !1), x = u + p * y(m) + bw(m, s + _, !1), S = "right", C = "middle";
				break;
			case "insideStartAngle":
				b = l + p * v(m) + yw(m, -s + _, !1), x = u + p * y(m) + bw(m, -s + _, !1), S = "left", C = "middle";
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
				b = l + p * v(h) + yw(h, s + _, !0), x = u + p * y(h) + bw(h, s + _, !0), S = "left", C = "middle";
				break;
			case "insideEndAngle":
				b = l + p * v(h) + yw(h, -s + _, !0), x = u + p * y(h) + bw(h, -s + _, !0), S = "right", C = "middle";
				break;
			default: return Ni(t, r, i);
		}
		return t = t || {}, t.x = b, t.y = x, t.align = S, t.verticalAlign = C, t;
	};
}
function vw(e, t, n, r) {
	if (oe(r)) e.setTextConfig({ rotation: r });
	else if (U(t)) e.setTextConfig({ rotation: 0 });
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
function yw(e, t, n) {
	return t * Math.sin(e) * (n ? -1 : 1);
}
function bw(e, t, n) {
	return t * Math.cos(e) * (n ? 1 : -1);
}
// node_modules/echarts/lib/chart/helper/sectorHelper.js
function xw(e, t, n) {
	var r = e.get("borderRadius");
	if (r == null) return n ? { cornerRadius: 0 } : null;
	U(r) || (r = [
		r,
		r,
		r,
		r
	]);
	var i = Math.abs(t.r || 0 - t.r0 || 0);
	return { cornerRadius: z(r, function(e) {
		return Mi(e, i);
	}) };
}
// node_modules/echarts/lib/chart/bar/BarView.js
var Sw = Math.max, Cw = Math.min;
function ww(e, t) {
	var n = e.getArea && e.getArea();
	if (UC(e, "cartesian2d")) {
		var r = e.getBaseAxis();
		if (r.type !== "category" || !r.onBand) {
			var i = t.getLayout("bandWidth");
			r.isHorizontal() ? (n.x -= i, n.width += i * 2) : (n.y -= i, n.height += i * 2);
		}
	}
	return n;
}
var Tw = function(e) {
	s(t, e);
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
		Kd(this._progressiveEls || this.group, e);
	}, t.prototype._updateDrawMode = function(e) {
		var t = e.pipelineContext.large;
		(this._isLargeDraw == null || t !== this._isLargeDraw) && (this._isLargeDraw = t, this._clear());
	}, t.prototype._renderNormal = function(e, t, n, r) {
		var i = this.group, a = e.getData(), o = this._data, s = e.coordinateSystem, c = s.getBaseAxis(), l;
		s.type === "cartesian2d" ? l = c.isHorizontal() : s.type === "polar" && (l = c.dim === "angle");
		var u = e.isAnimationEnabled() ? e : null, d = Ow(e, s);
		d && this._enableRealtimeSort(d, a, n);
		var f = e.get("clip", !0) || d, p = ww(s, a);
		i.removeClipPath();
		var m = e.get("roundCap", !0), h = e.get("showBackground", !0), g = e.getModel("backgroundStyle"), _ = g.get("borderRadius") || 0, v = [], y = this._backgroundEls, b = r && r.isInitSort, x = r && r.type === "changeAxisOrder";
		function S(e) {
			var t = Pw[s.type](a, e), n = Gw(s, l, t);
			return n.useStyle(g.getItemStyle()), s.type === "cartesian2d" ? n.setShape("r", _) : n.setShape("cornerRadius", _), v[e] = n, n;
		}
		a.diff(o).add(function(t) {
			var n = a.getItemModel(t), r = Pw[s.type](a, t, n);
			if (h && S(t), a.hasValue(t) && Nw[s.type](r)) {
				var o = !1;
				f && (o = Ew[s.type](p, r));
				var g = Dw[s.type](e, a, t, r, l, u, c.model, !1, m);
				d && (g.forceLabelAnimation = !0), Lw(g, a, t, n, r, e, l, s.type === "polar"), b ? g.attr({ shape: r }) : d ? kw(d, u, g, r, t, l, !1, !1) : cd(g, { shape: r }, e, t), a.setItemGraphicEl(t, g), i.add(g), g.ignore = o;
			}
		}).update(function(t, n) {
			var r = a.getItemModel(t), C = Pw[s.type](a, t, r);
			if (h) {
				var w = void 0;
				y.length === 0 ? w = S(n) : (w = y[n], w.useStyle(g.getItemStyle()), s.type === "cartesian2d" ? w.setShape("r", _) : w.setShape("cornerRadius", _), v[t] = w);
				var T = Pw[s.type](a, t), E = Ww(l, T, s);
				sd(w, { shape: E }, u, t);
			}
			var D = o.getItemGraphicEl(n);
			if (!a.hasValue(t) || !Nw[s.type](C)) i.remove(D);
			else {
				var O = !1;
				if (f && (O = Ew[s.type](p, C), O && i.remove(D)), D ? pd(D) : D = Dw[s.type](e, a, t, C, l, u, c.model, !!D, m), d && (D.forceLabelAnimation = !0), x) {
					var k = D.getTextContent();
					if (k) {
						var A = cf(k);
						A.prevValue != null && (A.prevValue = A.value);
					}
				} else Lw(D, a, t, r, C, e, l, s.type === "polar");
				b ? D.attr({ shape: C }) : d ? kw(d, u, D, C, t, l, !0, x) : sd(D, { shape: C }, e, t, null), a.setItemGraphicEl(t, D), D.ignore = O, i.add(D);
			}
		}).remove(function(t) {
			var n = o.getItemGraphicEl(t);
			n && fd(n, e, t);
		}).execute();
		var C = this._backgroundGroup || (this._backgroundGroup = new qi());
		C.removeAll();
		for (var w = 0; w < v.length; ++w) C.add(v[w]);
		i.add(C), this._backgroundEls = v, this._data = a;
	}, t.prototype._renderLarge = function(e, t, n) {
		this._clear(), Vw(e, this.group), this._updateLargeClip(e);
	}, t.prototype._incrementalRenderLarge = function(e, t) {
		this._removeBackground(), Vw(t, this.group, this._progressiveEls, !0);
	}, t.prototype._updateLargeClip = function(e) {
		var t = e.get("clip", !0) && HC(e.coordinateSystem, !1, e), n = this.group;
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
		}), { ordinalNumbers: z(r, function(e) {
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
			fd(t, e, Q(t).dataIndex);
		})) : t.removeAll(), this._data = null, this._isFirstFrame = !0;
	}, t.prototype._removeBackground = function() {
		this.group.remove(this._backgroundGroup), this._backgroundGroup = null;
	}, t.type = "bar", t;
}(Zg), Ew = {
	cartesian2d: function(e, t) {
		var n = t.width < 0 ? -1 : 1, r = t.height < 0 ? -1 : 1;
		n < 0 && (t.x += t.width, t.width = -t.width), r < 0 && (t.y += t.height, t.height = -t.height);
		var i = e.x + e.width, a = e.y + e.height, o = Sw(t.x, e.x), s = Cw(t.x + t.width, i), c = Sw(t.y, e.y), l = Cw(t.y + t.height, a), u = s < o, d = l < c;
		return t.x = u && o > i ? s : o, t.y = d && c > a ? l : c, t.width = u ? 0 : s - o, t.height = d ? 0 : l - c, n < 0 && (t.x += t.width, t.width = -t.width), r < 0 && (t.y += t.height, t.height = -t.height), u || d;
	},
	polar: function(e, t) {
		var n = t.r0 <= t.r ? 1 : -1;
		if (n < 0) {
			var r = t.r;
			t.r = t.r0, t.r0 = r;
		}
		var i = Cw(t.r, e.r), a = Sw(t.r0, e.r0);
		t.r = i, t.r0 = a;
		var o = i - a < 0;
		if (n < 0) {
			var r = t.r;
			t.r = t.r0, t.r0 = r;
		}
		return o;
	}
}, Dw = {
	cartesian2d: function(e, t, n, r, i, a, o, s, c) {
		var l = new gc({
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
		var l = !i && c ? gw : ku, u = new l({
			shape: r,
			z2: 1
		});
		if (u.name = "item", u.calculateTextPosition = _w(Iw(i), { isRoundCap: l === gw }), a) {
			var d = u.shape, f = i ? "r" : "endAngle", p = {};
			d[f] = i ? r.r0 : r.startAngle, p[f] = r[f], (s ? sd : cd)(u, { shape: p }, a);
		}
		return u;
	}
};
function Ow(e, t) {
	var n = e.get("realtimeSort", !0), r = t.getBaseAxis();
	if (n && r.type === "category" && t.type === "cartesian2d") return {
		baseAxis: r,
		otherAxis: t.getOtherAxis(r)
	};
}
function kw(e, t, n, r, i, a, o, s) {
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
	}), s || (o ? sd : cd)(n, { shape: c }, t, i, null);
	var u = t ? e.baseAxis.model : null;
	(o ? sd : cd)(n, { shape: l }, u, i);
}
function Aw(e, t) {
	for (var n = 0; n < t.length; n++) if (!isFinite(e[t[n]])) return !0;
	return !1;
}
var jw = [
	"x",
	"y",
	"width",
	"height"
], Mw = [
	"cx",
	"cy",
	"r",
	"startAngle",
	"endAngle"
], Nw = {
	cartesian2d: function(e) {
		return !Aw(e, jw);
	},
	polar: function(e) {
		return !Aw(e, Mw);
	}
}, Pw = {
	cartesian2d: function(e, t, n) {
		var r = e.getItemLayout(t), i = n ? Rw(n, r) : 0, a = r.width > 0 ? 1 : -1, o = r.height > 0 ? 1 : -1;
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
function Fw(e) {
	return e.startAngle != null && e.endAngle != null && e.startAngle === e.endAngle;
}
function Iw(e) {
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
function Lw(e, t, n, r, i, a, o, s) {
	var c = t.getItemVisual(n, "style");
	if (!s) {
		var l = r.get(["itemStyle", "borderRadius"]) || 0;
		e.setShape("r", l);
	} else if (!a.get("roundCap")) {
		var u = e.shape;
		P(u, xw(r.getModel("itemStyle"), u, !0)), e.setShape(u);
	}
	e.useStyle(c);
	var d = r.getShallow("cursor");
	d && e.attr("cursor", d);
	var f = s ? o ? i.r >= i.r0 ? "endArc" : "startArc" : i.endAngle >= i.startAngle ? "endAngle" : "startAngle" : o ? i.height >= 0 ? "bottom" : "top" : i.width >= 0 ? "right" : "left", p = Zd(r);
	Xd(e, p, {
		labelFetcher: a,
		labelDataIndex: n,
		defaultText: yC(a.getData(), n),
		inheritColor: c.fill,
		defaultOpacity: c.opacity,
		defaultOutsidePosition: f
	});
	var m = e.getTextContent();
	if (s && m) {
		var h = r.get(["label", "position"]);
		e.textConfig.inside = h === "middle" || null, vw(e, h === "outside" ? f : h, Iw(o), r.get(["label", "rotate"]));
	}
	lf(m, p, a.getRawValue(n), function(e) {
		return bC(t, e);
	});
	var g = r.getModel(["emphasis"]);
	Al(e, g.get("focus"), g.get("blurScope"), g.get("disabled")), Pl(e, r), Fw(i) && (e.style.fill = "none", e.style.stroke = "none", R(e.states, function(e) {
		e.style && (e.style.fill = e.style.stroke = "none");
	}));
}
function Rw(e, t) {
	var n = e.get(["itemStyle", "borderColor"]);
	if (!n || n === "none") return 0;
	var r = e.get(["itemStyle", "borderWidth"]) || 0, i = isNaN(t.width) ? Number.MAX_VALUE : Math.abs(t.width), a = isNaN(t.height) ? Number.MAX_VALUE : Math.abs(t.height);
	return Math.min(r, i, a);
}
var zw = function() {
	function e() {}
	return e;
}(), Bw = function(e) {
	s(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		return n.type = "largeBar", n;
	}
	return t.prototype.getDefaultShape = function() {
		return new zw();
	}, t.prototype.buildPath = function(e, t) {
		for (var n = t.points, r = this.baseDimIdx, i = 1 - this.baseDimIdx, a = [], o = [], s = this.barWidth, c = 0; c < n.length; c += 3) o[r] = s, o[i] = n[c + 2], a[r] = n[c + r], a[i] = n[c + i], e.rect(a[0], a[1], o[0], o[1]);
	}, t;
}(Z);
function Vw(e, t, n, r) {
	var i = e.getData(), a = +!!i.getLayout("valueAxisHorizontal"), o = i.getLayout("largeDataIndices"), s = i.getLayout("size"), c = e.getModel("backgroundStyle"), l = i.getLayout("largeBackgroundPoints");
	if (l) {
		var u = new Bw({
			shape: { points: l },
			incremental: !!r,
			silent: !0,
			z2: 0
		});
		u.baseDimIdx = a, u.largeDataIndices = o, u.barWidth = s, u.useStyle(c.getItemStyle()), t.add(u), n && n.push(u);
	}
	var d = new Bw({
		shape: { points: i.getLayout("largePoints") },
		incremental: !!r,
		ignoreCoarsePointer: !0,
		z2: 1
	});
	d.baseDimIdx = a, d.largeDataIndices = o, d.barWidth = s, t.add(d), d.useStyle(i.getVisual("style")), d.style.stroke = null, Q(d).seriesIndex = e.seriesIndex, e.get("silent") || (d.on("mousedown", Hw), d.on("mousemove", Hw)), n && n.push(d);
}
var Hw = o_(function(e) {
	var t = this, n = Uw(t, e.offsetX, e.offsetY);
	Q(t).dataIndex = n >= 0 ? n : null;
}, 30, !1);
function Uw(e, t, n) {
	for (var r = e.baseDimIdx, i = 1 - r, a = e.shape.points, o = e.largeDataIndices, s = [], c = [], l = e.barWidth, u = 0, d = a.length / 3; u < d; u++) {
		var f = u * 3;
		if (c[r] = l, c[i] = a[f + 2], s[r] = a[f + r], s[i] = a[f + i], c[i] < 0 && (s[i] += c[i], c[i] = -c[i]), t >= s[0] && t <= s[0] + c[0] && n >= s[1] && n <= s[1] + c[1]) return o[u];
	}
	return -1;
}
function Ww(e, t, n) {
	if (UC(n, "cartesian2d")) {
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
function Gw(e, t, n) {
	return new (e.type === "polar" ? ku : gc)({
		shape: Ww(t, n, e),
		silent: !0,
		z2: 0
	});
}
// node_modules/echarts/lib/chart/bar/install.js
function Kw(e) {
	e.registerChartView(Tw), e.registerSeriesModel(mw), e.registerLayout(e.PRIORITY.VISUAL.LAYOUT, H(nS, "bar")), e.registerLayout(e.PRIORITY.VISUAL.PROGRESSIVE_LAYOUT, rS("bar")), e.registerProcessor(e.PRIORITY.PROCESSOR.STATISTIC, dw("bar")), e.registerAction({
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
// node_modules/echarts/lib/chart/scatter/ScatterSeries.js
var qw = function(e) {
	s(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.hasSymbolVisual = !0, n;
	}
	return t.prototype.getInitialData = function(e, t) {
		return Tx(null, this, { useEncodeDefaulter: !0 });
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
}(Rg), Jw = 4, Yw = function() {
	function e() {}
	return e;
}(), Xw = function(e) {
	s(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		return n._off = 0, n.hoverDataIdx = -1, n;
	}
	return t.prototype.getDefaultShape = function() {
		return new Yw();
	}, t.prototype.reset = function() {
		this.notClear = !1, this._off = 0;
	}, t.prototype.buildPath = function(e, t) {
		var n = t.points, r = t.size, i = this.symbolProxy, a = i.shape, o = e.getContext ? e.getContext() : e, s = o && r[0] < Jw, c = this.softClipShape, l;
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
			e = this._rect = new X(o - i / 2, s - a / 2, c - o + i, l - s + a);
		}
		return e;
	}, t;
}(Z), Zw = function() {
	function e() {
		this.group = new qi();
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
		var e = new Xw({ cursor: "default" });
		return e.ignoreCoarsePointer = !0, this.group.add(e), this._newAdded.push(e), e;
	}, e.prototype._setCommon = function(e, t, n) {
		var r = t.hostModel;
		n = n || {};
		var i = t.getVisual("symbolSize");
		e.setShape("size", i instanceof Array ? i : [i, i]), e.softClipShape = n.clipShape || null, e.symbolProxy = cv(t.getVisual("symbol"), 0, 0, 0, 0), e.setColor = e.symbolProxy.setColor;
		var a = e.shape.size[0] < Jw;
		e.useStyle(r.getModel("itemStyle").getItemStyle(a ? [
			"color",
			"shadowBlur",
			"shadowColor"
		] : ["color"]));
		var o = t.getVisual("style"), s = o && o.fill;
		s && e.setColor(s);
		var c = Q(e);
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
}(), Qw = function(e) {
	s(t, e);
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
		var i = cw("").reset(e, t, n);
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
		return n && r === this._isLargeDraw || (n && n.remove(), n = this._symbolDraw = r ? new Zw() : new EC(), this._isLargeDraw = r, this.group.removeAll()), this.group.add(n.group), n;
	}, t.prototype.remove = function(e, t) {
		this._symbolDraw && this._symbolDraw.remove(!0), this._symbolDraw = null;
	}, t.prototype.dispose = function() {}, t.type = "scatter", t;
}(Zg), $w = function(e) {
	s(t, e);
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
}(Lp), eT = function(e) {
	s(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.getCoordSysModel = function() {
		return this.getReferringComponents("grid", eo).models[0];
	}, t.type = "cartesian2dAxis", t;
}(Lp);
te(eT, KS);
// node_modules/echarts/lib/coord/axisDefault.js
var tT = {
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
}, nT = N({
	boundaryGap: !0,
	deduplication: null,
	splitLine: { show: !1 },
	axisTick: {
		alignWithLabel: !1,
		interval: "auto"
	},
	axisLabel: { interval: "auto" }
}, tT), rT = N({
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
}, tT), iT = {
	category: nT,
	value: rT,
	time: N({
		splitNumber: 6,
		axisLabel: {
			showMinLabel: !1,
			showMaxLabel: !1,
			rich: { primary: { fontWeight: "bold" } }
		},
		splitLine: { show: !1 }
	}, rT),
	log: F({ logBase: 10 }, rT)
}, aT = {
	value: 1,
	category: 1,
	time: 1,
	log: 1
};
// node_modules/echarts/lib/coord/axisModelCreator.js
function oT(e, t, n, r) {
	R(aT, function(i, a) {
		var o = N(N({}, iT[a], !0), r, !0), c = function(e) {
			s(n, e);
			function n() {
				var n = e !== null && e.apply(this, arguments) || this;
				return n.type = t + "Axis." + a, n;
			}
			return n.prototype.mergeDefaultAndTheme = function(e, t) {
				var n = Mp(this), r = n ? Pp(e) : {};
				N(e, t.getTheme().get(a + "Axis")), N(e, this.getDefaultOption()), e.type = sT(e), n && Np(e, r, n);
			}, n.prototype.optionUpdated = function() {
				this.option.type === "category" && (this.__ordinalMeta = Ax.createByAxisModel(this));
			}, n.prototype.getCategories = function(e) {
				var t = this.option;
				if (t.type === "category") return e ? t.data : this.__ordinalMeta.categories;
			}, n.prototype.getOrdinalMeta = function() {
				return this.__ordinalMeta;
			}, n.type = t + "Axis." + a, n.defaultOption = o, n;
		}(n);
		e.registerComponentModel(c);
	}), e.registerSubTypeDefaulter(t + "Axis", sT);
}
function sT(e) {
	return e.type || (e.data ? "category" : "value");
}
// node_modules/echarts/lib/coord/cartesian/Cartesian.js
var cT = function() {
	function e(e) {
		this.type = "cartesian", this._dimList = [], this._axes = {}, this.name = e || "";
	}
	return e.prototype.getAxis = function(e) {
		return this._axes[e];
	}, e.prototype.getAxes = function() {
		return z(this._dimList, function(e) {
			return this._axes[e];
		}, this);
	}, e.prototype.getAxesByScale = function(e) {
		return e = e.toLowerCase(), re(this.getAxes(), function(t) {
			return t.scale.type === e;
		});
	}, e.prototype.addAxis = function(e) {
		var t = e.dim;
		this._axes[t] = e, this._dimList.push(t);
	}, e;
}(), lT = ["x", "y"];
function uT(e) {
	return e.type === "interval" || e.type === "time";
}
var dT = function(e) {
	s(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = "cartesian2d", t.dimensions = lT, t;
	}
	return t.prototype.calcAffineTransform = function() {
		this._transform = this._invTransform = null;
		var e = this.getAxis("x").scale, t = this.getAxis("y").scale;
		if (uT(e) && uT(t)) {
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
				this._invTransform = jt([], f);
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
		var n = this.dataToPoint(e), r = this.dataToPoint(t), i = this.getArea(), a = new X(n[0], n[1], r[0] - n[0], r[1] - n[1]);
		return i.intersect(a);
	}, t.prototype.dataToPoint = function(e, t, n) {
		n = n || [];
		var r = e[0], i = e[1];
		if (this._transform && r != null && isFinite(r) && i != null && isFinite(i)) return Ue(n, e, this._transform);
		var a = this.getAxis("x"), o = this.getAxis("y");
		return n[0] = a.toGlobalCoord(a.dataToCoord(r, t)), n[1] = o.toGlobalCoord(o.dataToCoord(i, t)), n;
	}, t.prototype.clampData = function(e, t) {
		var n = this.getAxis("x").scale, r = this.getAxis("y").scale, i = n.getExtent(), a = r.getExtent(), o = n.parse(e[0]), s = r.parse(e[1]);
		return t = t || [], t[0] = Math.min(Math.max(Math.min(i[0], i[1]), o), Math.max(i[0], i[1])), t[1] = Math.min(Math.max(Math.min(a[0], a[1]), s), Math.max(a[0], a[1])), t;
	}, t.prototype.pointToData = function(e, t) {
		var n = [];
		if (this._invTransform) return Ue(n, e, this._invTransform);
		var r = this.getAxis("x"), i = this.getAxis("y");
		return n[0] = r.coordToData(r.toLocalCoord(e[0]), t), n[1] = i.coordToData(i.toLocalCoord(e[1]), t), n;
	}, t.prototype.getOtherAxis = function(e) {
		return this.getAxis(e.dim === "x" ? "y" : "x");
	}, t.prototype.getArea = function(e) {
		e = e || 0;
		var t = this.getAxis("x").getGlobalExtent(), n = this.getAxis("y").getGlobalExtent(), r = Math.min(t[0], t[1]) - e, i = Math.min(n[0], n[1]) - e;
		return new X(r, i, Math.max(t[0], t[1]) - r + e, Math.max(n[0], n[1]) - i + e);
	}, t;
}(cT), fT = function(e) {
	s(t, e);
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
}(pC);
// node_modules/echarts/lib/coord/cartesian/cartesianAxisHelper.js
function pT(e, t, n) {
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
	}[s], a.labelOffset = o ? m[f[s]] - m[f.onZero] : 0, t.get(["axisTick", "inside"]) && (a.tickDirection = -a.tickDirection), pe(n.labelInside, t.get(["axisLabel", "inside"])) && (a.labelDirection = -a.labelDirection);
	var g = t.get(["axisLabel", "rotate"]);
	return a.labelRotate = c === "top" ? -g : g, a.z2 = 1, a;
}
function mT(e) {
	return e.get("coordinateSystem") === "cartesian2d";
}
function hT(e) {
	var t = {
		xAxisModel: null,
		yAxisModel: null
	};
	return R(t, function(n, r) {
		var i = r.replace(/Model$/, "");
		t[r] = e.getReferringComponents(i, eo).models[0];
	}), t;
}
// node_modules/echarts/lib/coord/axisAlignTicks.js
var gT = Math.log;
function _T(e, t, n) {
	var r = Ux.prototype, i = r.getTicks.call(n), a = r.getTicks.call(n, !0), o = i.length - 1, s = r.getInterval.call(n), c = NS(e, t), l = c.extent, u = c.fixMin, d = c.fixMax;
	if (e.type === "log") {
		var f = gT(e.base);
		l = [gT(l[0]) / f, gT(l[1]) / f];
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
	else if (u) for (g = l[0] + m * o; g < l[1] && isFinite(g) && isFinite(l[1]);) m = Px(m), g = l[0] + m * o;
	else if (d) for (h = l[1] - m * o; h > l[0] && isFinite(h) && isFinite(l[0]);) m = Px(m), h = l[1] - m * o;
	else {
		e.getTicks().length - 1 > o && (m = Px(m));
		var _ = m * o;
		g = Math.ceil(l[1] / m) * m, h = oa(g - _), h < 0 && l[0] >= 0 ? (h = 0, g = oa(_)) : g > 0 && l[1] <= 0 && (g = 0, h = -oa(_));
	}
	var v = (i[0].value - a[0].value) / s, y = (i[o].value - a[o].value) / s;
	r.setExtent.call(e, h + m * v, g + m * y), r.setInterval.call(e, m), (v || y) && r.setNiceExtent.call(e, h + m, g - m);
}
// node_modules/echarts/lib/coord/cartesian/Grid.js
var vT = function() {
	function e(e, t, n) {
		this.type = "grid", this._coordsMap = {}, this._coordsList = [], this._axesMap = {}, this._axesList = [], this.axisPointerEnabled = !0, this.dimensions = lT, this._initCartesian(e, t, n), this.model = e;
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
					Mx(c) && s.get("alignTicks") && s.get("interval") == null ? i.push(o) : (FS(c, s), Mx(c) && (t = o));
				}
				i.length && (t || (t = i.pop(), FS(t.scale, t.model)), R(i, function(e) {
					_T(e.scale, e.model, t.scale);
				}));
			}
		}
		r(n.x), r(n.y);
		var i = {};
		R(n.x, function(e) {
			bT(n, "y", e, i);
		}), R(n.y, function(e) {
			bT(n, "x", e, i);
		}), this.resize(this.model, t);
	}, e.prototype.resize = function(e, t, n) {
		var r = e.getBoxLayoutParams(), i = !n && e.get("containLabel"), a = Ap(r, {
			width: t.getWidth(),
			height: t.getHeight()
		});
		this._rect = a;
		var o = this._axesList;
		s(), i && (R(o, function(e) {
			if (!e.model.get(["axisLabel", "inside"])) {
				var t = BS(e);
				if (t) {
					var n = e.isHorizontal() ? "height" : "width", r = e.model.get(["axisLabel", "margin"]);
					a[n] -= t[n] + r, e.position === "top" ? a.y += t.height + r : e.position === "left" && (a.x += t.width + r);
				}
			}
		}), s()), R(this._coordsList, function(e) {
			e.calcAffineTransform();
		});
		function s() {
			R(o, function(e) {
				var t = e.isHorizontal(), n = t ? [0, a.width] : [0, a.height], r = +!!e.inverse;
				e.setExtent(n[r], n[1 - r]), ST(e, t ? a.x : a.y);
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
		K(e) && (t = e.yAxisIndex, e = e.xAxisIndex);
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
		var t = e.seriesModel, n = e.xAxisModel || t && t.getReferringComponents("xAxis", eo).models[0], r = e.yAxisModel || t && t.getReferringComponents("yAxis", eo).models[0], i = e.gridModel, a = this._coordsList, o, s;
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
		this._axesMap = o, R(o.x, function(t, n) {
			R(o.y, function(i, a) {
				var o = "x" + n + "y" + a, s = new dT(o);
				s.master = r, s.model = e, r._coordsMap[o] = s, r._coordsList.push(s), s.addAxis(t), s.addAxis(i);
			});
		});
		function c(t) {
			return function(n, r) {
				if (yT(n, e)) {
					var c = n.get("position");
					t === "x" ? c !== "top" && c !== "bottom" && (c = a.bottom ? "top" : "bottom") : c !== "left" && c !== "right" && (c = a.left ? "right" : "left"), a[c] = !0;
					var l = new fT(t, IS(n), [0, 0], n.get("type"), c);
					l.onBand = l.type === "category" && n.get("boundaryGap"), l.inverse = n.get("inverse"), n.axis = l, l.model = n, l.grid = i, l.index = r, i._axesList.push(l), o[t][r] = l, s[t]++;
				}
			};
		}
	}, e.prototype._updateScale = function(e, t) {
		R(this._axesList, function(e) {
			if (e.scale.setExtent(Infinity, -Infinity), e.type === "category") {
				var t = e.model.get("categorySortInfo");
				e.scale.setSortInfo(t);
			}
		}), e.eachSeries(function(e) {
			if (mT(e)) {
				var r = hT(e), i = r.xAxisModel, a = r.yAxisModel;
				if (!yT(i, t) || !yT(a, t)) return;
				var o = this.getCartesian(i.componentIndex, a.componentIndex), s = e.getData(), c = o.getAxis("x"), l = o.getAxis("y");
				n(s, c), n(s, l);
			}
		}, this);
		function n(e, t) {
			R(WS(e, t.dim), function(n) {
				t.scale.unionExtentFromData(e, n);
			});
		}
	}, e.prototype.getTooltipAxes = function(e) {
		var t = [], n = [];
		return R(this.getCartesians(), function(r) {
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
			if (mT(e)) {
				var t = hT(e), n = t.xAxisModel, r = t.yAxisModel;
				e.coordinateSystem = n.getCoordSysModel().coordinateSystem.getCartesian(n.componentIndex, r.componentIndex);
			}
		}), r;
	}, e.dimensions = lT, e;
}();
function yT(e, t) {
	return e.getCoordSysModel() === t;
}
function bT(e, t, n, r) {
	n.getAxesOnZeroOf = function() {
		return a ? [a] : [];
	};
	var i = e[t], a, o = n.model, s = o.get(["axisLine", "onZero"]), c = o.get(["axisLine", "onZeroAxisIndex"]);
	if (!s) return;
	if (c != null) xT(i[c]) && (a = i[c]);
	else for (var l in i) if (i.hasOwnProperty(l) && xT(i[l]) && !r[u(i[l])]) {
		a = i[l];
		break;
	}
	a && (r[u(a)] = !0);
	function u(e) {
		return e.dim + "_" + e.index;
	}
}
function xT(e) {
	return e && e.type !== "category" && e.type !== "time" && LS(e);
}
function ST(e, t) {
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
// node_modules/echarts/lib/component/axis/AxisBuilder.js
var CT = Math.PI, wT = function() {
	function e(e, t) {
		this.group = new qi(), this.opt = t, this.axisModel = e, F(t, {
			labelOffset: 0,
			nameDirection: 1,
			tickDirection: 1,
			labelDirection: 1,
			silent: !0,
			handleAutoShown: function() {
				return !0;
			}
		});
		var n = new qi({
			x: t.position[0],
			y: t.position[1],
			rotation: t.rotation
		});
		n.updateTransform(), this._transformGroup = n;
	}
	return e.prototype.hasBuilder = function(e) {
		return !!TT[e];
	}, e.prototype.add = function(e) {
		TT[e](this.opt, this.axisModel, this.group, this._transformGroup);
	}, e.prototype.getGroup = function() {
		return this.group;
	}, e.innerTextLayout = function(e, t, n) {
		var r = fa(t - e), i, a;
		return pa(r) ? (a = n > 0 ? "top" : "bottom", i = "center") : pa(r - CT) ? (a = n > 0 ? "bottom" : "top", i = "center") : (a = "middle", i = r > 0 && r < CT ? n > 0 ? "right" : "left" : n > 0 ? "left" : "right"), {
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
}(), TT = {
	axisLine: function(e, t, n, r) {
		var i = t.get(["axisLine", "show"]);
		if (i === "auto" && e.handleAutoShown && (i = e.handleAutoShown("axisLine")), i) {
			var a = t.axis.getExtent(), o = r.transform, s = [a[0], 0], c = [a[1], 0], l = s[0] > c[0];
			o && (Ue(s, s, o), Ue(c, c, o));
			var u = P({ lineCap: "round" }, t.getModel(["axisLine", "lineStyle"]).getLineStyle()), d = new Bu({
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
			Od(d.shape, d.style.lineWidth), d.anid = "line", n.add(d);
			var f = t.get(["axisLine", "symbol"]);
			if (f != null) {
				var p = t.get(["axisLine", "symbolSize"]);
				G(f) && (f = [f, f]), (G(p) || oe(p)) && (p = [p, p]);
				var m = uv(t.get(["axisLine", "symbolOffset"]) || 0, p), h = p[0], g = p[1];
				R([{
					rotate: e.rotation + Math.PI / 2,
					offset: m[0],
					r: 0
				}, {
					rotate: e.rotation - Math.PI / 2,
					offset: m[1],
					r: Math.sqrt((s[0] - c[0]) * (s[0] - c[0]) + (s[1] - c[1]) * (s[1] - c[1]))
				}], function(t, r) {
					if (f[r] !== "none" && f[r] != null) {
						var i = cv(f[r], -h / 2, -g / 2, h, g, u.stroke, !0), a = t.r + t.offset, o = l ? c : s;
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
		var i = MT(n, r, t, e), a = PT(n, r, t, e);
		DT(t, a, i), NT(n, r, t, e.tickDirection), t.get(["axisLabel", "hideOverlap"]) && _C(gC(z(a, function(e) {
			return {
				label: e,
				priority: e.z2,
				defaultAttr: { ignore: e.ignore }
			};
		})));
	},
	axisName: function(e, t, n, r) {
		var i = pe(e.axisName, t.get("name"));
		if (i) {
			var a = t.get("nameLocation"), o = e.nameDirection, s = t.getModel("nameTextStyle"), c = t.get("nameGap") || 0, l = t.axis.getExtent(), u = l[0] > l[1] ? -1 : 1, d = [a === "start" ? l[0] - u * c : a === "end" ? l[1] + u * c : (l[0] + l[1]) / 2, AT(a) ? e.labelOffset + o * c : 0], f, p = t.get("nameRotate");
			p != null && (p = p * CT / 180);
			var m;
			AT(a) ? f = wT.innerTextLayout(e.rotation, p ?? e.rotation, o) : (f = ET(e.rotation, a, p || 0, l), m = e.axisNameAvailableWidth, m != null && (m = Math.abs(m / Math.sin(f.rotation)), !isFinite(m) && (m = null)));
			var h = s.getFont(), g = t.get("nameTruncate", !0) || {}, _ = g.ellipsis, v = pe(e.nameTruncateMaxWidth, g.maxWidth, m), y = new bc({
				x: d[0],
				y: d[1],
				rotation: f.rotation,
				silent: wT.isLabelSilent(t),
				style: Qd(s, {
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
			if (Wd({
				el: y,
				componentModel: t,
				itemName: i
			}), y.__fullText = i, y.anid = "name", t.get("triggerEvent")) {
				var b = wT.makeAxisEventDataBase(t);
				b.targetType = "axisName", b.name = i, Q(y).eventData = b;
			}
			r.add(y), y.updateTransform(), n.add(y), y.decomposeTransform();
		}
	}
};
function ET(e, t, n, r) {
	var i = fa(n - e), a, o, s = r[0] > r[1], c = t === "start" && !s || t !== "start" && s;
	return pa(i - CT / 2) ? (o = c ? "bottom" : "top", a = "center") : pa(i - CT * 1.5) ? (o = c ? "top" : "bottom", a = "center") : (o = "middle", a = i < CT * 1.5 && i > CT / 2 ? c ? "left" : "right" : c ? "right" : "left"), {
		rotation: i,
		textAlign: a,
		textVerticalAlign: o
	};
}
function DT(e, t, n) {
	if (!US(e.axis)) {
		var r = e.get(["axisLabel", "showMinLabel"]), i = e.get(["axisLabel", "showMaxLabel"]);
		t = t || [], n = n || [];
		var a = t[0], o = t[1], s = t[t.length - 1], c = t[t.length - 2], l = n[0], u = n[1], d = n[n.length - 1], f = n[n.length - 2];
		r === !1 ? (OT(a), OT(l)) : kT(a, o) && (r ? (OT(o), OT(u)) : (OT(a), OT(l))), i === !1 ? (OT(s), OT(d)) : kT(c, s) && (i ? (OT(c), OT(f)) : (OT(s), OT(d)));
	}
}
function OT(e) {
	e && (e.ignore = !0);
}
function kT(e, t) {
	var n = e && e.getBoundingRect().clone(), r = t && t.getBoundingRect().clone();
	if (n && r) {
		var i = Tt([]);
		return kt(i, i, -e.rotation), n.applyTransform(Dt([], i, e.getLocalTransform())), r.applyTransform(Dt([], i, t.getLocalTransform())), n.intersect(r);
	}
}
function AT(e) {
	return e === "middle" || e === "center";
}
function jT(e, t, n, r, i) {
	for (var a = [], o = [], s = [], c = 0; c < e.length; c++) {
		var l = e[c].coord;
		o[0] = l, o[1] = 0, s[0] = l, s[1] = n, t && (Ue(o, o, t), Ue(s, s, t));
		var u = new Bu({
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
		Od(u.shape, u.style.lineWidth), u.anid = i + "_" + e[c].tickValue, a.push(u);
	}
	return a;
}
function MT(e, t, n, r) {
	var i = n.axis, a = n.getModel("axisTick"), o = a.get("show");
	if (o === "auto" && r.handleAutoShown && (o = r.handleAutoShown("axisTick")), o && !i.scale.isBlank()) {
		for (var s = a.getModel("lineStyle"), c = r.tickDirection * a.get("length"), l = jT(i.getTicksCoords(), t.transform, c, F(s.getLineStyle(), { stroke: n.get([
			"axisLine",
			"lineStyle",
			"color"
		]) }), "ticks"), u = 0; u < l.length; u++) e.add(l[u]);
		return l;
	}
}
function NT(e, t, n, r) {
	var i = n.axis, a = n.getModel("minorTick");
	if (a.get("show") && !i.scale.isBlank()) {
		var o = i.getMinorTicksCoords();
		if (o.length) for (var s = a.getModel("lineStyle"), c = r * a.get("length"), l = F(s.getLineStyle(), F(n.getModel("axisTick").getLineStyle(), { stroke: n.get([
			"axisLine",
			"lineStyle",
			"color"
		]) })), u = 0; u < o.length; u++) for (var d = jT(o[u], t.transform, c, l, "minorticks_" + u), f = 0; f < d.length; f++) e.add(d[f]);
	}
}
function PT(e, t, n, r) {
	var i = n.axis;
	if (pe(r.axisLabelShow, n.get(["axisLabel", "show"])) && !i.scale.isBlank()) {
		var a = n.getModel("axisLabel"), o = a.get("margin"), s = i.getViewLabels(), c = (pe(r.labelRotate, a.get("rotate")) || 0) * CT / 180, l = wT.innerTextLayout(r.rotation, c, r.labelDirection), u = n.getCategories && n.getCategories(!0), d = [], f = wT.isLabelSilent(n), p = n.get("triggerEvent");
		return R(s, function(c, m) {
			var h = i.scale.type === "ordinal" ? i.scale.getRawOrdinalNumber(c.tickValue) : c.tickValue, g = c.formattedLabel, _ = c.rawLabel, v = a;
			if (u && u[h]) {
				var y = u[h];
				K(y) && y.textStyle && (v = new bf(y.textStyle, a, n.ecModel));
			}
			var b = v.getTextColor() || n.get([
				"axisLine",
				"lineStyle",
				"color"
			]), x = i.dataToCoord(h), S = v.getShallow("align", !0) || l.textAlign, C = q(v.getShallow("alignMinLabel", !0), S), w = q(v.getShallow("alignMaxLabel", !0), S), T = v.getShallow("verticalAlign", !0) || v.getShallow("baseline", !0) || l.textVerticalAlign, E = q(v.getShallow("verticalAlignMinLabel", !0), T), D = q(v.getShallow("verticalAlignMaxLabel", !0), T), O = new bc({
				x,
				y: r.labelOffset + r.labelDirection * o,
				rotation: l.rotation,
				silent: f,
				z2: 10 + (c.level || 0),
				style: Qd(v, {
					text: g,
					align: m === 0 ? C : m === s.length - 1 ? w : S,
					verticalAlign: m === 0 ? E : m === s.length - 1 ? D : T,
					fill: W(b) ? b(i.type === "category" ? _ : i.type === "value" ? h + "" : h, m) : b
				})
			});
			if (O.anid = "label_" + h, Wd({
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
				var k = wT.makeAxisEventDataBase(n);
				k.targetType = "axisLabel", k.value = _, k.tickIndex = m, i.type === "category" && (k.dataIndex = h), Q(O).eventData = k;
			}
			t.add(O), O.updateTransform(), d.push(O), e.add(O), O.decomposeTransform();
		}), d;
	}
}
// node_modules/echarts/lib/component/axisPointer/modelHelper.js
function FT(e, t) {
	var n = {
		axesInfo: {},
		seriesInvolved: !1,
		coordSysAxesInfo: {},
		coordSysMap: {}
	};
	return IT(n, e, t), n.seriesInvolved && RT(n, e), n;
}
function IT(e, t, n) {
	var r = t.getComponent("tooltip"), i = t.getComponent("axisPointer"), a = i.get("link", !0) || [], o = [];
	R(n.getCoordinateSystems(), function(n) {
		if (!n.axisPointerEnabled) return;
		var s = GT(n.model), c = e.coordSysAxesInfo[s] = {};
		e.coordSysMap[s] = n;
		var l = n.model.getModel("tooltip", r);
		if (R(n.getAxes(), H(p, !1, null)), n.getTooltipAxes && r && l.get("show")) {
			var u = l.get("trigger") === "axis", d = l.get(["axisPointer", "type"]) === "cross", f = n.getTooltipAxes(l.get(["axisPointer", "axis"]));
			(u || d) && R(f.baseAxes, H(p, !d || "cross", u)), d && R(f.otherAxes, H(p, "cross", !1));
		}
		function p(r, s, u) {
			var d = u.model.getModel("axisPointer", i), f = d.get("show");
			if (f && (f !== "auto" || r || WT(d))) {
				s ?? (s = d.get("triggerTooltip")), d = r ? LT(u, l, i, t, r, s) : d;
				var p = d.get("snap"), m = d.get("triggerEmphasis"), h = GT(u.model), g = s || p || u.type === "category", _ = e.axesInfo[h] = {
					key: h,
					axis: u,
					coordSys: n,
					axisPointerModel: d,
					triggerTooltip: s,
					triggerEmphasis: m,
					involveSeries: g,
					snap: p,
					useHandle: WT(d),
					seriesModels: [],
					linkGroup: null
				};
				c[h] = _, e.seriesInvolved = e.seriesInvolved || g;
				var v = zT(a, u);
				if (v != null) {
					var y = o[v] || (o[v] = { axesInfo: {} });
					y.axesInfo[h] = _, y.mapper = a[v].mapper, _.linkGroup = y;
				}
			}
		}
	});
}
function LT(e, t, n, r, i, a) {
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
	R(s, function(e) {
		c[e] = M(o.get(e));
	}), c.snap = e.type !== "category" && !!a, o.get("type") === "cross" && (c.type = "line");
	var l = c.label || (c.label = {});
	if (l.show ?? (l.show = !1), i === "cross" && (l.show = o.get(["label", "show"]) ?? !0, !a)) {
		var u = c.lineStyle = o.get("crossStyle");
		u && F(l, u.textStyle);
	}
	return e.model.getModel("axisPointer", new bf(c, n, r));
}
function RT(e, t) {
	t.eachSeries(function(t) {
		var n = t.coordinateSystem, r = t.get(["tooltip", "trigger"], !0), i = t.get(["tooltip", "show"], !0);
		n && r !== "none" && r !== !1 && r !== "item" && i !== !1 && t.get(["axisPointer", "show"], !0) !== !1 && R(e.coordSysAxesInfo[GT(n.model)], function(e) {
			var r = e.axis;
			n.getAxis(r.dim) === r && (e.seriesModels.push(t), e.seriesDataCount ?? (e.seriesDataCount = 0), e.seriesDataCount += t.getData().count());
		});
	});
}
function zT(e, t) {
	for (var n = t.model, r = t.dim, i = 0; i < e.length; i++) {
		var a = e[i] || {};
		if (BT(a[r + "AxisId"], n.id) || BT(a[r + "AxisIndex"], n.componentIndex) || BT(a[r + "AxisName"], n.name)) return i;
	}
}
function BT(e, t) {
	return e === "all" || U(e) && I(e, t) >= 0 || e === t;
}
function VT(e) {
	var t = HT(e);
	if (t) {
		var n = t.axisPointerModel, r = t.axis.scale, i = n.option, a = n.get("status"), o = n.get("value");
		o != null && (o = r.parse(o));
		var s = WT(n);
		a ?? (i.status = s ? "show" : "hide");
		var c = r.getExtent().slice();
		c[0] > c[1] && c.reverse(), (o == null || o > c[1]) && (o = c[1]), o < c[0] && (o = c[0]), i.value = o, s && (i.status = t.axis.scale.isBlank() ? "hide" : "show");
	}
}
function HT(e) {
	var t = (e.ecModel.getComponent("axisPointer") || {}).coordSysAxesInfo;
	return t && t.axesInfo[GT(e)];
}
function UT(e) {
	var t = HT(e);
	return t && t.axisPointerModel;
}
function WT(e) {
	return !!e.get(["handle", "show"]);
}
function GT(e) {
	return e.type + "||" + e.id;
}
// node_modules/echarts/lib/component/axis/AxisView.js
var KT = {}, qT = function(e) {
	s(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.render = function(t, n, r, i) {
		this.axisPointerClass && VT(t), e.prototype.render.apply(this, arguments), this._doUpdateAxisPointerClass(t, r, !0);
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
			var a = UT(e);
			a ? (this._axisPointer || (this._axisPointer = new i())).render(e, a, n, r) : this._disposeAxisPointer(n);
		}
	}, t.prototype._disposeAxisPointer = function(e) {
		this._axisPointer && this._axisPointer.dispose(e), this._axisPointer = null;
	}, t.registerAxisPointerClass = function(e, t) {
		KT[e] = t;
	}, t.getAxisPointerClass = function(e) {
		return e && KT[e];
	}, t.type = "axis", t;
}(qg), JT = Xa();
function YT(e, t, n, r) {
	var i = n.axis;
	if (!i.scale.isBlank()) {
		var a = n.getModel("splitArea"), o = a.getModel("areaStyle"), s = o.get("color"), c = r.coordinateSystem.getRect(), l = i.getTicksCoords({
			tickModel: a,
			clamp: !0
		});
		if (l.length) {
			var u = s.length, d = JT(e).splitAreaColors, f = J(), p = 0;
			if (d) for (var m = 0; m < l.length; m++) {
				var h = d.get(l[m].tickValue);
				if (h != null) {
					p = (h + (u - 1) * m) % u;
					break;
				}
			}
			var g = i.toGlobalCoord(l[0].coord), _ = o.getAreaStyle();
			s = U(s) ? s : [s];
			for (var m = 1; m < l.length; m++) {
				var v = i.toGlobalCoord(l[m].coord), y = void 0, b = void 0, x = void 0, S = void 0;
				i.isHorizontal() ? (y = g, b = c.y, x = v - y, S = c.height, g = y + x) : (y = c.x, b = g, x = c.width, S = v - b, g = b + S);
				var C = l[m - 1].tickValue;
				C != null && f.set(C, p), t.add(new gc({
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
			JT(e).splitAreaColors = f;
		}
	}
}
function XT(e) {
	JT(e).splitAreaColors = null;
}
// node_modules/echarts/lib/component/axis/CartesianAxisView.js
var ZT = [
	"axisLine",
	"axisTickLabel",
	"axisName"
], QT = [
	"splitArea",
	"splitLine",
	"minorSplitLine"
], $T = function(e) {
	s(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.axisPointerClass = "CartesianAxisPointer", n;
	}
	return t.prototype.render = function(t, n, r, i) {
		this.group.removeAll();
		var a = this._axisGroup;
		if (this._axisGroup = new qi(), this.group.add(this._axisGroup), t.get("show")) {
			var o = t.getCoordSysModel(), s = new wT(t, P({ handleAutoShown: function(e) {
				for (var n = o.coordinateSystem.getCartesians(), r = 0; r < n.length; r++) if (Mx(n[r].getOtherAxis(t.axis).scale)) return !0;
				return !1;
			} }, pT(o, t)));
			R(ZT, s.add, s), this._axisGroup.add(s.getGroup()), R(QT, function(e) {
				t.get([e, "show"]) && eE[e](this, this._axisGroup, t, o);
			}, this), i && i.type === "changeAxisOrder" && i.isInitSort || Id(a, this._axisGroup, t), e.prototype.render.call(this, t, n, r, i);
		}
	}, t.prototype.remove = function() {
		XT(this);
	}, t.type = "cartesianAxis", t;
}(qT), eE = {
	splitLine: function(e, t, n, r) {
		var i = n.axis;
		if (!i.scale.isBlank()) {
			var a = n.getModel("splitLine"), o = a.getModel("lineStyle"), s = o.get("color"), c = a.get("showMinLine") !== !1, l = a.get("showMaxLine") !== !1;
			s = U(s) ? s : [s];
			for (var u = r.coordinateSystem.getRect(), d = i.isHorizontal(), f = 0, p = i.getTicksCoords({ tickModel: a }), m = [], h = [], g = o.getLineStyle(), _ = 0; _ < p.length; _++) {
				var v = i.toGlobalCoord(p[_].coord);
				if (!(_ === 0 && !c || _ === p.length - 1 && !l)) {
					var y = p[_].tickValue;
					d ? (m[0] = v, m[1] = u.y, h[0] = v, h[1] = u.y + u.height) : (m[0] = u.x, m[1] = v, h[0] = u.x + u.width, h[1] = v);
					var b = f++ % s.length, x = new Bu({
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
					Od(x.shape, g.lineWidth), t.add(x);
				}
			}
		}
	},
	minorSplitLine: function(e, t, n, r) {
		var i = n.axis, a = n.getModel("minorSplitLine").getModel("lineStyle"), o = r.coordinateSystem.getRect(), s = i.isHorizontal(), c = i.getMinorTicksCoords();
		if (c.length) for (var l = [], u = [], d = a.getLineStyle(), f = 0; f < c.length; f++) for (var p = 0; p < c[f].length; p++) {
			var m = i.toGlobalCoord(c[f][p].coord);
			s ? (l[0] = m, l[1] = o.y, u[0] = m, u[1] = o.y + o.height) : (l[0] = o.x, l[1] = m, u[0] = o.x + o.width, u[1] = m);
			var h = new Bu({
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
			Od(h.shape, d.lineWidth), t.add(h);
		}
	},
	splitArea: function(e, t, n, r) {
		YT(e, t, n, r);
	}
}, tE = function(e) {
	s(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.type = "xAxis", t;
}($T), nE = function(e) {
	s(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = tE.type, t;
	}
	return t.type = "yAxis", t;
}($T), rE = function(e) {
	s(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = "grid", t;
	}
	return t.prototype.render = function(e, t) {
		this.group.removeAll(), e.get("show") && this.group.add(new gc({
			shape: e.coordinateSystem.getRect(),
			style: F({ fill: e.get("backgroundColor") }, e.getItemStyle()),
			silent: !0,
			z2: -1
		}));
	}, t.type = "grid", t;
}(qg), iE = { offset: 0 };
function aE(e) {
	e.registerComponentView(rE), e.registerComponentModel($w), e.registerCoordinateSystem("cartesian2d", vT), oT(e, "x", eT, iE), oT(e, "y", eT, iE), e.registerComponentView(tE), e.registerComponentView(nE), e.registerPreprocessor(function(e) {
		e.xAxis && e.yAxis && !e.grid && (e.grid = {});
	});
}
// node_modules/echarts/lib/chart/scatter/install.js
function oE(e) {
	YS(aE), e.registerSeriesModel(qw), e.registerChartView(Qw), e.registerLayout(cw("scatter"));
}
// node_modules/echarts/lib/component/helper/interactionMutex.js
var sE = "\0_ec_interaction_mutex";
function cE(e, t) {
	return !!lE(e)[t];
}
function lE(e) {
	return e[sE] || (e[sE] = {});
}
wb({
	type: "takeGlobalCursor",
	event: "globalCursorTaken",
	update: "update"
}, ke);
// node_modules/echarts/lib/component/helper/RoamController.js
var uE = function(e) {
	s(t, e);
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
		if (!yt(e)) {
			for (var t = e.target; t;) {
				if (t.draggable) return;
				t = t.__hostTarget || t.parent;
			}
			var n = e.offsetX, r = e.offsetY;
			this.pointerChecker && this.pointerChecker(e, n, r) && (this._x = n, this._y = r, this._dragging = !0);
		}
	}, t.prototype._mousemoveHandler = function(e) {
		if (this._dragging && pE("moveOnMouseMove", e, this._opt) && e.gestureEvent !== "pinch" && !cE(this._zr, "globalPan")) {
			var t = e.offsetX, n = e.offsetY, r = this._x, i = this._y, a = t - r, o = n - i;
			this._x = t, this._y = n, this._opt.preventDefaultMouseMove && vt(e.event), fE(this, "pan", "moveOnMouseMove", e, {
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
		yt(e) || (this._dragging = !1);
	}, t.prototype._mousewheelHandler = function(e) {
		var t = pE("zoomOnMouseWheel", e, this._opt), n = pE("moveOnMouseWheel", e, this._opt), r = e.wheelDelta, i = Math.abs(r), a = e.offsetX, o = e.offsetY;
		if (r !== 0 && (t || n)) {
			if (t) {
				var s = i > 3 ? 1.4 : i > 1 ? 1.2 : 1.1, c = r > 0 ? s : 1 / s;
				dE(this, "zoom", "zoomOnMouseWheel", e, {
					scale: c,
					originX: a,
					originY: o,
					isAvailableBehavior: null
				});
			}
			if (n) {
				var l = Math.abs(r), u = (r > 0 ? 1 : -1) * (l > 3 ? .4 : l > 1 ? .15 : .05);
				dE(this, "scrollMove", "moveOnMouseWheel", e, {
					scrollDelta: u,
					originX: a,
					originY: o,
					isAvailableBehavior: null
				});
			}
		}
	}, t.prototype._pinchHandler = function(e) {
		if (!cE(this._zr, "globalPan")) {
			var t = e.pinchScale > 1 ? 1.1 : 1 / 1.1;
			dE(this, "zoom", null, e, {
				scale: t,
				originX: e.pinchX,
				originY: e.pinchY,
				isAvailableBehavior: null
			});
		}
	}, t;
}(Je);
function dE(e, t, n, r, i) {
	e.pointerChecker && e.pointerChecker(r, i.originX, i.originY) && (vt(r.event), fE(e, t, n, r, i));
}
function fE(e, t, n, r, i) {
	i.isAvailableBehavior = V(pE, null, n, r), e.trigger(t, i);
}
function pE(e, t, n) {
	var r = n[e];
	return !e || r && (!G(r) || t.event[r + "Key"]);
}
// node_modules/echarts/lib/visual/VisualMapping.js
var mE = R, hE = K, gE = -1, _E = function() {
	function e(t) {
		var n = t.mappingMethod, r = t.type, i = this.option = M(t);
		this.type = r, this.mappingMethod = n, this._normalizeData = kE[n];
		var a = e.visualHandlers[r];
		this.applyVisual = a.applyVisual, this.getColorMapper = a.getColorMapper, this._normalizedToVisual = a._normalizedToVisual[n], n === "piecewise" ? (bE(i), vE(i)) : n === "category" ? i.categories ? yE(i) : bE(i, !0) : (_e(n !== "linear" || i.dataExtent), bE(i));
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
		K(e) ? R(e, t, n) : t.call(n, e);
	}, e.mapVisual = function(t, n, r) {
		var i, a = U(t) ? [] : K(t) ? {} : (i = !0, null);
		return e.eachVisual(t, function(e, t) {
			var o = n.call(r, e, t);
			i ? a = o : a[t] = o;
		}), a;
	}, e.retrieveVisuals = function(t) {
		var n = {}, r;
		return t && mE(e.visualHandlers, function(e, i) {
			t.hasOwnProperty(i) && (n[i] = t[i], r = !0);
		}), r ? n : null;
	}, e.prepareVisualTypes = function(e) {
		if (U(e)) e = e.slice();
		else if (hE(e)) {
			var t = [];
			mE(e, function(e, n) {
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
				if (s === e || G(s) && s === e + "") return a;
				n && d(s, a);
			}
		}
		for (var a = 0, o = t.length; a < o; a++) {
			var c = t[a], l = c.interval, u = c.close;
			if (l) {
				if (l[0] === -Infinity) {
					if (AE(u[1], e, l[1])) return a;
				} else if (l[1] === Infinity) {
					if (AE(u[0], l[0], e)) return a;
				} else if (AE(u[0], l[0], e) && AE(u[1], e, l[1])) return a;
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
			applyVisual: CE("color"),
			getColorMapper: function() {
				var e = this.option;
				return V(e.mappingMethod === "category" ? function(e, t) {
					return !t && (e = this._normalizeData(e)), wE.call(this, e);
				} : function(t, n, r) {
					var i = !!r;
					return !n && (t = this._normalizeData(t)), r = lr(t, e.parsedVisual, r), i ? r : pr(r, "rgba");
				}, this);
			},
			_normalizedToVisual: {
				linear: function(e) {
					return pr(lr(e, this.option.parsedVisual), "rgba");
				},
				category: wE,
				piecewise: function(e, t) {
					var n = DE.call(this, t);
					return n ?? (n = pr(lr(e, this.option.parsedVisual), "rgba")), n;
				},
				fixed: TE
			}
		},
		colorHue: xE(function(e, t) {
			return dr(e, t);
		}),
		colorSaturation: xE(function(e, t) {
			return dr(e, null, t);
		}),
		colorLightness: xE(function(e, t) {
			return dr(e, null, null, t);
		}),
		colorAlpha: xE(function(e, t) {
			return fr(e, t);
		}),
		decal: {
			applyVisual: CE("decal"),
			_normalizedToVisual: {
				linear: null,
				category: wE,
				piecewise: null,
				fixed: null
			}
		},
		opacity: {
			applyVisual: CE("opacity"),
			_normalizedToVisual: EE([0, 1])
		},
		liftZ: {
			applyVisual: CE("liftZ"),
			_normalizedToVisual: {
				linear: TE,
				category: TE,
				piecewise: TE,
				fixed: TE
			}
		},
		symbol: {
			applyVisual: function(e, t, n) {
				n("symbol", this.mapValueToVisual(e));
			},
			_normalizedToVisual: {
				linear: SE,
				category: wE,
				piecewise: function(e, t) {
					var n = DE.call(this, t);
					return n ?? (n = SE.call(this, e)), n;
				},
				fixed: TE
			}
		},
		symbolSize: {
			applyVisual: CE("symbolSize"),
			_normalizedToVisual: EE([0, 1])
		}
	}, e;
}();
function vE(e) {
	var t = e.pieceList;
	e.hasSpecialVisual = !1, R(t, function(t, n) {
		t.originIndex = n, t.visual != null && (e.hasSpecialVisual = !0);
	});
}
function yE(e) {
	var t = e.categories, n = e.categoryMap = {}, r = e.visual;
	if (mE(t, function(e, t) {
		n[e] = t;
	}), !U(r)) {
		var i = [];
		K(r) ? mE(r, function(e, t) {
			var r = n[t];
			i[r ?? gE] = e;
		}) : i[gE] = r, r = OE(e, i);
	}
	for (var a = t.length - 1; a >= 0; a--) r[a] ?? (delete n[t[a]], t.pop());
}
function bE(e, t) {
	var n = e.visual, r = [];
	K(n) ? mE(n, function(e) {
		r.push(e);
	}) : n != null && r.push(n), !t && r.length === 1 && !{
		color: 1,
		symbol: 1
	}.hasOwnProperty(e.type) && (r[1] = r[0]), OE(e, r);
}
function xE(e) {
	return {
		applyVisual: function(t, n, r) {
			var i = this.mapValueToVisual(t);
			r("color", e(n("color"), i));
		},
		_normalizedToVisual: EE([0, 1])
	};
}
function SE(e) {
	var t = this.option.visual;
	return t[Math.round(ia(e, [0, 1], [0, t.length - 1], !0))] || {};
}
function CE(e) {
	return function(t, n, r) {
		r(e, this.mapValueToVisual(t));
	};
}
function wE(e) {
	var t = this.option.visual;
	return t[this.option.loop && e !== gE ? e % t.length : e];
}
function TE() {
	return this.option.visual[0];
}
function EE(e) {
	return {
		linear: function(t) {
			return ia(t, e, this.option.visual, !0);
		},
		category: wE,
		piecewise: function(t, n) {
			var r = DE.call(this, n);
			return r ?? (r = ia(t, e, this.option.visual, !0)), r;
		},
		fixed: TE
	};
}
function DE(e) {
	var t = this.option, n = t.pieceList;
	if (t.hasSpecialVisual) {
		var r = n[_E.findPieceIndex(e, n)];
		if (r && r.visual) return r.visual[this.type];
	}
}
function OE(e, t) {
	return e.visual = t, e.type === "color" && (e.parsedVisual = z(t, function(e) {
		return ar(e) || [
			0,
			0,
			0,
			1
		];
	})), t;
}
var kE = {
	linear: function(e) {
		return ia(e, this.option.dataExtent, [0, 1], !0);
	},
	piecewise: function(e) {
		var t = this.option.pieceList, n = _E.findPieceIndex(e, t, !0);
		if (n != null) return ia(n, [0, t.length - 1], [0, 1], !0);
	},
	category: function(e) {
		return (this.option.categories ? this.option.categoryMap[e] : e) ?? gE;
	},
	fixed: ke
};
function AE(e, t, n) {
	return e ? t <= n : t < n;
}
// node_modules/echarts/lib/chart/helper/LinePath.js
var jE = Bu.prototype, ME = Wu.prototype, NE = function() {
	function e() {
		this.x1 = 0, this.y1 = 0, this.x2 = 0, this.y2 = 0, this.percent = 1;
	}
	return e;
}();
(function(e) {
	s(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t;
})(NE);
function PE(e) {
	return isNaN(+e.cpx1) || isNaN(+e.cpy1);
}
var FE = function(e) {
	s(t, e);
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
		return new NE();
	}, t.prototype.buildPath = function(e, t) {
		PE(t) ? jE.buildPath.call(this, e, t) : ME.buildPath.call(this, e, t);
	}, t.prototype.pointAt = function(e) {
		return PE(this.shape) ? jE.pointAt.call(this, e) : ME.pointAt.call(this, e);
	}, t.prototype.tangentAt = function(e) {
		var t = this.shape, n = PE(t) ? [t.x2 - t.x1, t.y2 - t.y1] : ME.tangentAt.call(this, e);
		return Re(n, n);
	}, t;
}(Z), IE = ["fromSymbol", "toSymbol"];
function LE(e) {
	return "_" + e + "Type";
}
function RE(e, t, n) {
	var r = t.getItemVisual(n, e);
	if (!r || r === "none") return r;
	var i = t.getItemVisual(n, e + "Size"), a = t.getItemVisual(n, e + "Rotate"), o = t.getItemVisual(n, e + "Offset"), s = t.getItemVisual(n, e + "KeepAspect"), c = lv(i), l = uv(o || 0, c);
	return r + c + l + (a || "") + (s || "");
}
function zE(e, t, n) {
	var r = t.getItemVisual(n, e);
	if (r && r !== "none") {
		var i = t.getItemVisual(n, e + "Size"), a = t.getItemVisual(n, e + "Rotate"), o = t.getItemVisual(n, e + "Offset"), s = t.getItemVisual(n, e + "KeepAspect"), c = lv(i), l = uv(o || 0, c), u = cv(r, -c[0] / 2 + l[0], -c[1] / 2 + l[1], c[0], c[1], null, s);
		return u.__specifiedRotation = a == null || isNaN(a) ? void 0 : a * Math.PI / 180 || 0, u.name = e, u;
	}
}
function BE(e) {
	var t = new FE({
		name: "line",
		subPixelOptimize: !0
	});
	return VE(t.shape, e), t;
}
function VE(e, t) {
	e.x1 = t[0][0], e.y1 = t[0][1], e.x2 = t[1][0], e.y2 = t[1][1], e.percent = 1;
	var n = t[2];
	n ? (e.cpx1 = n[0], e.cpy1 = n[1]) : (e.cpx1 = NaN, e.cpy1 = NaN);
}
var HE = function(e) {
	s(t, e);
	function t(t, n, r) {
		var i = e.call(this) || this;
		return i._createLine(t, n, r), i;
	}
	return t.prototype._createLine = function(e, t, n) {
		var r = e.hostModel, i = BE(e.getItemLayout(t));
		i.shape.percent = 0, cd(i, { shape: { percent: 1 } }, r, t), this.add(i), R(IE, function(n) {
			var r = zE(n, e, t);
			this.add(r), this[LE(n)] = RE(n, e, t);
		}, this), this._updateCommonStl(e, t, n);
	}, t.prototype.updateData = function(e, t, n) {
		var r = e.hostModel, i = this.childOfName("line"), a = e.getItemLayout(t), o = { shape: {} };
		VE(o.shape, a), sd(i, o, r, t), R(IE, function(n) {
			var r = RE(n, e, t), i = LE(n);
			if (this[i] !== r) {
				this.remove(this.childOfName(n));
				var a = zE(n, e, t);
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
			a = p.getModel("lineStyle").getLineStyle(), o = f.getModel(["blur", "lineStyle"]).getLineStyle(), s = f.getModel(["select", "lineStyle"]).getLineStyle(), l = p.get("disabled"), u = p.get("focus"), d = p.get("blurScope"), c = Zd(f);
		}
		var m = e.getItemVisual(t, "style"), h = m.stroke;
		i.useStyle(m), i.style.fill = null, i.style.strokeNoScale = !0, i.ensureState("emphasis").style = a, i.ensureState("blur").style = o, i.ensureState("select").style = s, R(IE, function(e) {
			var t = this.childOfName(e);
			if (t) {
				t.setColor(h), t.style.opacity = m.opacity;
				for (var n = 0; n < zc.length; n++) {
					var r = zc[n], a = i.getState(r);
					if (a) {
						var o = a.style || {}, s = t.ensureState(r), c = s.style || (s.style = {});
						o.stroke != null && (c[t.__isEmptyBrush ? "stroke" : "fill"] = o.stroke), o.opacity != null && (c.opacity = o.opacity);
					}
				}
				t.markRedraw();
			}
		}, this);
		var g = r.getRawValue(t);
		Xd(this, c, {
			labelDataIndex: t,
			labelFetcher: { getFormattedLabel: function(t, n) {
				return r.getFormattedLabel(t, n, e.dataType);
			} },
			inheritColor: h || "#000",
			defaultOpacity: m.opacity,
			defaultText: (g == null ? e.getName(t) : isFinite(g) ? oa(g) : g) + ""
		});
		var _ = this.getTextContent();
		if (_) {
			var v = c.normal;
			_.__align = _.style.align, _.__verticalAlign = _.style.verticalAlign, _.__position = v.get("position") || "middle";
			var y = v.get("distance");
			U(y) || (y = [y, y]), _.__labelDistance = y;
		}
		this.setTextConfig({
			position: null,
			local: !0,
			inside: !1
		}), Al(this, u, d, l);
	}, t.prototype.highlight = function() {
		dl(this);
	}, t.prototype.downplay = function() {
		fl(this);
	}, t.prototype.updateLayout = function(e, t) {
		this.setLinePoints(e.getItemLayout(t));
	}, t.prototype.setLinePoints = function(e) {
		var t = this.childOfName("line");
		VE(t.shape, e), t.dirty();
	}, t.prototype.beforeUpdate = function() {
		var e = this, t = e.childOfName("fromSymbol"), n = e.childOfName("toSymbol"), r = e.getTextContent();
		if (!t && !n && (!r || r.ignore)) return;
		for (var i = 1, a = this.parent; a;) a.scaleX && (i /= a.scaleX), a = a.parent;
		var o = e.childOfName("line");
		if (!this.__dirty && !o.__dirty) return;
		var s = o.shape.percent, c = o.pointAt(0), l = o.pointAt(s), u = Pe([], l, c);
		Re(u, u);
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
}(qi), UE = function() {
	function e(e) {
		this.group = new qi(), this._LineCtor = e || HE;
	}
	return e.prototype.updateData = function(e) {
		var t = this;
		this._progressiveEls = null;
		var n = this, r = n.group, i = n._lineData;
		n._lineData = e, i || r.removeAll();
		var a = GE(e);
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
		this._seriesScope = GE(e), this._lineData = null, this.group.removeAll();
	}, e.prototype.incrementalUpdate = function(e, t) {
		this._progressiveEls = [];
		function n(e) {
			!e.isGroup && !WE(e) && (e.incremental = !0, e.ensureState("emphasis").hoverLayer = !0);
		}
		for (var r = e.start; r < e.end; r++) if (qE(t.getItemLayout(r))) {
			var i = new this._LineCtor(t, r, this._seriesScope);
			i.traverse(n), this.group.add(i), t.setItemGraphicEl(r, i), this._progressiveEls.push(i);
		}
	}, e.prototype.remove = function() {
		this.group.removeAll();
	}, e.prototype.eachRendered = function(e) {
		Kd(this._progressiveEls || this.group, e);
	}, e.prototype._doAdd = function(e, t, n) {
		if (qE(e.getItemLayout(t))) {
			var r = new this._LineCtor(e, t, n);
			e.setItemGraphicEl(t, r), this.group.add(r);
		}
	}, e.prototype._doUpdate = function(e, t, n, r, i) {
		var a = e.getItemGraphicEl(n);
		qE(t.getItemLayout(r)) ? (a ? a.updateData(t, r, i) : a = new this._LineCtor(t, r, i), t.setItemGraphicEl(r, a), this.group.add(a)) : this.group.remove(a);
	}, e;
}();
function WE(e) {
	return e.animators && e.animators.length > 0;
}
function GE(e) {
	var t = e.hostModel, n = t.getModel("emphasis");
	return {
		lineStyle: t.getModel("lineStyle").getLineStyle(),
		emphasisLineStyle: n.getModel(["lineStyle"]).getLineStyle(),
		blurLineStyle: t.getModel(["blur", "lineStyle"]).getLineStyle(),
		selectLineStyle: t.getModel(["select", "lineStyle"]).getLineStyle(),
		emphasisDisabled: n.get("disabled"),
		blurScope: n.get("blurScope"),
		focus: n.get("focus"),
		labelStatesModels: Zd(t)
	};
}
function KE(e) {
	return isNaN(e[0]) || isNaN(e[1]);
}
function qE(e) {
	return e && !KE(e[0]) && !KE(e[1]);
}
// node_modules/echarts/lib/component/helper/sliderMove.js
function JE(e, t, n, r, i, a) {
	e = e || 0;
	var o = n[1] - n[0];
	if (i != null && (i = XE(i, [0, o])), a != null && (a = Math.max(a, i ?? 0)), r === "all") {
		var s = Math.abs(t[1] - t[0]);
		s = XE(s, [0, o]), i = a = XE(s, [i, a]), r = 0;
	}
	t[0] = XE(t[0], n), t[1] = XE(t[1], n);
	var c = YE(t, r);
	t[r] += e;
	var l = i || 0, u = n.slice();
	c.sign < 0 ? u[0] += l : u[1] -= l, t[r] = XE(t[r], u);
	var d = YE(t, r);
	return i != null && (d.sign !== c.sign || d.span < i) && (t[1 - r] = t[r] + c.sign * i), d = YE(t, r), a != null && d.span > a && (t[1 - r] = t[r] + d.sign * a), t;
}
function YE(e, t) {
	var n = e[t] - e[1 - t];
	return {
		span: Math.abs(n),
		sign: n > 0 ? -1 : n < 0 ? 1 : t ? -1 : 1
	};
}
function XE(e, t) {
	return Math.min(t[1] == null ? Infinity : t[1], Math.max(t[0] == null ? -Infinity : t[0], e));
}
// node_modules/echarts/lib/chart/heatmap/HeatmapLayer.js
var ZE = 256, QE = function() {
	function e() {
		this.blurSize = 30, this.pointSize = 20, this.maxOpacity = 1, this.minOpacity = 0, this._gradientPixels = {
			inRange: null,
			outOfRange: null
		};
		var e = _.createCanvas();
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
			var v = b[x + 3] / 256, T = Math.floor(v * (ZE - 1)) * 4;
			if (v > 0) {
				var E = a(v) ? s : c;
				v > 0 && (v = v * w + C), b[x++] = E[T], b[x++] = E[T + 1], b[x++] = E[T + 2], b[x++] = E[T + 3] * v * 256;
			} else x += 4;
		}
		return d.putImageData(y, 0, 0), u;
	}, e.prototype._getBrush = function() {
		var e = this._brushCanvas || (this._brushCanvas = _.createCanvas()), t = this.pointSize + this.blurSize, n = t * 2;
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
// node_modules/echarts/lib/chart/heatmap/HeatmapView.js
function $E(e, t, n) {
	var r = e[1] - e[0];
	t = z(t, function(t) {
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
function eD(e, t) {
	var n = e[1] - e[0];
	return t = [(t[0] - e[0]) / n, (t[1] - e[0]) / n], function(e) {
		return e >= t[0] && e <= t[1];
	};
}
function tD(e) {
	var t = e.dimensions;
	return t[0] === "lng" && t[1] === "lat";
}
var nD = function(e) {
	s(t, e);
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
		i.type === "cartesian2d" || i.type === "calendar" ? this._renderOnCartesianAndCalendar(e, n, 0, e.getData().count()) : tD(i) && this._renderOnGeo(i, e, r, n);
	}, t.prototype.incrementalPrepareRender = function(e, t, n) {
		this.group.removeAll();
	}, t.prototype.incrementalRender = function(e, t, n, r) {
		var i = t.coordinateSystem;
		i && (tD(i) ? this.render(t, n, r) : (this._progressiveEls = [], this._renderOnCartesianAndCalendar(t, r, e.start, e.end, !0)));
	}, t.prototype.eachRendered = function(e) {
		Kd(this._progressiveEls || this.group, e);
	}, t.prototype._renderOnCartesianAndCalendar = function(e, t, n, r, i) {
		var a = e.coordinateSystem, o = UC(a, "cartesian2d"), s, c, l, u;
		if (o) {
			var d = a.getAxis("x"), f = a.getAxis("y");
			s = d.getBandWidth() + .5, c = f.getBandWidth() + .5, l = d.scale.getExtent(), u = f.scale.getExtent();
		}
		for (var p = this.group, m = e.getData(), h = e.getModel(["emphasis", "itemStyle"]).getItemStyle(), g = e.getModel(["blur", "itemStyle"]).getItemStyle(), _ = e.getModel(["select", "itemStyle"]).getItemStyle(), v = e.get(["itemStyle", "borderRadius"]), y = Zd(e), b = e.getModel("emphasis"), x = b.get("focus"), S = b.get("blurScope"), C = b.get("disabled"), w = o ? [
			m.mapDimension("x"),
			m.mapDimension("y"),
			m.mapDimension("value")
		] : [m.mapDimension("time"), m.mapDimension("value")], T = n; T < r; T++) {
			var E = void 0, D = m.getItemVisual(T, "style");
			if (o) {
				var O = m.get(w[0], T), k = m.get(w[1], T);
				if (isNaN(m.get(w[2], T)) || isNaN(O) || isNaN(k) || O < l[0] || O > l[1] || k < u[0] || k > u[1]) continue;
				var A = a.dataToPoint([O, k]);
				E = new gc({
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
				E = new gc({
					z2: 1,
					shape: a.dataToRect([m.get(w[0], T)]).contentShape,
					style: D
				});
			}
			if (m.hasItemOption) {
				var j = m.getItemModel(T), M = j.getModel("emphasis");
				h = M.getModel("itemStyle").getItemStyle(), g = j.getModel(["blur", "itemStyle"]).getItemStyle(), _ = j.getModel(["select", "itemStyle"]).getItemStyle(), v = j.get(["itemStyle", "borderRadius"]), x = M.get("focus"), S = M.get("blurScope"), C = M.get("disabled"), y = Zd(j);
			}
			E.shape.r = v;
			var N = e.getRawValue(T), P = "-";
			N && N[2] != null && (P = N[2] + ""), Xd(E, y, {
				labelFetcher: e,
				labelDataIndex: T,
				defaultOpacity: D.opacity,
				defaultText: P
			}), E.ensureState("emphasis").style = h, E.ensureState("blur").style = g, E.ensureState("select").style = _, Al(E, x, S, C), E.incremental = i, i && (E.states.emphasis.hoverLayer = !0), p.add(E), m.setItemGraphicEl(T, E), this._progressiveEls && this._progressiveEls.push(E);
		}
	}, t.prototype._renderOnGeo = function(e, t, n, r) {
		var i = n.targetVisuals.inRange, a = n.targetVisuals.outOfRange, o = t.getData(), s = this._hmLayer || this._hmLayer || new QE();
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
		}), v = n.getExtent(), y = n.type === "visualMap.continuous" ? eD(v, n.option.range) : $E(v, n.getPieceList(), n.option.selected);
		s.update(_, m, h, i.color.getNormalizer(), {
			inRange: i.color.getColorMapper(),
			outOfRange: a.color.getColorMapper()
		}, y);
		var b = new cc({
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
}(Zg), rD = function(e) {
	s(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.getInitialData = function(e, t) {
		return Tx(null, this, { generateCoord: "value" });
	}, t.prototype.preventIncremental = function() {
		var e = Tm.get(this.get("coordinateSystem"));
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
}(Rg);
// node_modules/echarts/lib/chart/heatmap/install.js
function iD(e) {
	e.registerChartView(nD), e.registerSeriesModel(rD);
}
// node_modules/echarts/lib/chart/custom/CustomSeries.js
var aD = {
	color: "fill",
	borderColor: "stroke"
}, oD = {
	symbol: 1,
	symbolSize: 1,
	symbolKeepAspect: 1,
	legendIcon: 1,
	visualMeta: 1,
	liftZ: 1,
	decal: 1
}, sD = Xa(), cD = function(e) {
	s(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.optionUpdated = function() {
		this.currentZLevel = this.get("zlevel", !0), this.currentZ = this.get("z", !0);
	}, t.prototype.getInitialData = function(e, t) {
		return Tx(null, this);
	}, t.prototype.getDataParams = function(t, n, r) {
		var i = e.prototype.getDataParams.call(this, t, n);
		return r && (i.info = sD(r).info), i;
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
}(Rg);
// node_modules/echarts/lib/coord/cartesian/prepareCustom.js
function lD(e, t) {
	return t = t || [0, 0], z(["x", "y"], function(n, r) {
		var i = this.getAxis(n), a = t[r], o = e[r] / 2;
		return i.type === "category" ? i.getBandWidth() : Math.abs(i.dataToCoord(a - o) - i.dataToCoord(a + o));
	}, this);
}
function uD(e) {
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
			size: V(lD, e)
		}
	};
}
// node_modules/echarts/lib/coord/geo/prepareCustom.js
function dD(e, t) {
	return t = t || [0, 0], z([0, 1], function(n) {
		var r = t[n], i = e[n] / 2, a = [], o = [];
		return a[n] = r - i, o[n] = r + i, a[1 - n] = o[1 - n] = t[1 - n], Math.abs(this.dataToPoint(a)[n] - this.dataToPoint(o)[n]);
	}, this);
}
function fD(e) {
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
			size: V(dD, e)
		}
	};
}
// node_modules/echarts/lib/coord/single/prepareCustom.js
function pD(e, t) {
	var n = this.getAxis(), r = t instanceof Array ? t[0] : t, i = (e instanceof Array ? e[0] : e) / 2;
	return n.type === "category" ? n.getBandWidth() : Math.abs(n.dataToCoord(r - i) - n.dataToCoord(r + i));
}
function mD(e) {
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
			size: V(pD, e)
		}
	};
}
// node_modules/echarts/lib/coord/polar/prepareCustom.js
function hD(e, t) {
	return t = t || [0, 0], z(["Radius", "Angle"], function(n, r) {
		var i = "get" + n + "Axis", a = this[i](), o = t[r], s = e[r] / 2, c = a.type === "category" ? a.getBandWidth() : Math.abs(a.dataToCoord(o - s) - a.dataToCoord(o + s));
		return n === "Angle" && (c = c * Math.PI / 180), c;
	}, this);
}
function gD(e) {
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
			size: V(hD, e)
		}
	};
}
// node_modules/echarts/lib/coord/calendar/prepareCustom.js
function _D(e) {
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
// node_modules/echarts/lib/util/styleCompat.js
function vD(e, t, n, r) {
	return e && (e.legacy || e.legacy !== !1 && !n && !r && t !== "tspan" && (t === "text" || Y(e, "text")));
}
function yD(e, t, n) {
	var r = e, i, a, o;
	if (t === "text") o = r;
	else {
		o = {}, Y(r, "text") && (o.text = r.text), Y(r, "rich") && (o.rich = r.rich), Y(r, "textFill") && (o.fill = r.textFill), Y(r, "textStroke") && (o.stroke = r.textStroke), Y(r, "fontFamily") && (o.fontFamily = r.fontFamily), Y(r, "fontSize") && (o.fontSize = r.fontSize), Y(r, "fontStyle") && (o.fontStyle = r.fontStyle), Y(r, "fontWeight") && (o.fontWeight = r.fontWeight), a = {
			type: "text",
			style: o,
			silent: !0
		}, i = {};
		var s = Y(r, "textPosition");
		n ? i.position = s ? r.textPosition : "inside" : s && (i.position = r.textPosition), Y(r, "textPosition") && (i.position = r.textPosition), Y(r, "textOffset") && (i.offset = r.textOffset), Y(r, "textRotation") && (i.rotation = r.textRotation), Y(r, "textDistance") && (i.distance = r.textDistance);
	}
	return bD(o, e), R(o.rich, function(e) {
		bD(e, e);
	}), {
		textConfig: i,
		textContent: a
	};
}
function bD(e, t) {
	t && (t.font = t.textFont || t.font, Y(t, "textStrokeWidth") && (e.lineWidth = t.textStrokeWidth), Y(t, "textAlign") && (e.align = t.textAlign), Y(t, "textVerticalAlign") && (e.verticalAlign = t.textVerticalAlign), Y(t, "textLineHeight") && (e.lineHeight = t.textLineHeight), Y(t, "textWidth") && (e.width = t.textWidth), Y(t, "textHeight") && (e.height = t.textHeight), Y(t, "textBackgroundColor") && (e.backgroundColor = t.textBackgroundColor), Y(t, "textPadding") && (e.padding = t.textPadding), Y(t, "textBorderColor") && (e.borderColor = t.textBorderColor), Y(t, "textBorderWidth") && (e.borderWidth = t.textBorderWidth), Y(t, "textBorderRadius") && (e.borderRadius = t.textBorderRadius), Y(t, "textBoxShadowColor") && (e.shadowColor = t.textBoxShadowColor), Y(t, "textBoxShadowBlur") && (e.shadowBlur = t.textBoxShadowBlur), Y(t, "textBoxShadowOffsetX") && (e.shadowOffsetX = t.textBoxShadowOffsetX), Y(t, "textBoxShadowOffsetY") && (e.shadowOffsetY = t.textBoxShadowOffsetY));
}
function xD(e, t, n) {
	var r = e;
	r.textPosition = r.textPosition || n.position || "inside", n.offset != null && (r.textOffset = n.offset), n.rotation != null && (r.textRotation = n.rotation), n.distance != null && (r.textDistance = n.distance);
	var i = r.textPosition.indexOf("inside") >= 0, a = e.fill || "#000";
	SD(r, t);
	var o = r.textFill == null;
	return i ? o && (r.textFill = n.insideFill || "#fff", !r.textStroke && n.insideStroke && (r.textStroke = n.insideStroke), !r.textStroke && (r.textStroke = a), r.textStrokeWidth ?? (r.textStrokeWidth = 2)) : (o && (r.textFill = e.fill || n.outsideFill || "#000"), !r.textStroke && n.outsideStroke && (r.textStroke = n.outsideStroke)), r.text = t.text, r.rich = t.rich, R(t.rich, function(e) {
		SD(e, e);
	}), r;
}
function SD(e, t) {
	t && (Y(t, "fill") && (e.textFill = t.fill), Y(t, "stroke") && (e.textStroke = t.fill), Y(t, "lineWidth") && (e.textStrokeWidth = t.lineWidth), Y(t, "font") && (e.font = t.font), Y(t, "fontStyle") && (e.fontStyle = t.fontStyle), Y(t, "fontWeight") && (e.fontWeight = t.fontWeight), Y(t, "fontSize") && (e.fontSize = t.fontSize), Y(t, "fontFamily") && (e.fontFamily = t.fontFamily), Y(t, "align") && (e.textAlign = t.align), Y(t, "verticalAlign") && (e.textVerticalAlign = t.verticalAlign), Y(t, "lineHeight") && (e.textLineHeight = t.lineHeight), Y(t, "width") && (e.textWidth = t.width), Y(t, "height") && (e.textHeight = t.height), Y(t, "backgroundColor") && (e.textBackgroundColor = t.backgroundColor), Y(t, "padding") && (e.textPadding = t.padding), Y(t, "borderColor") && (e.textBorderColor = t.borderColor), Y(t, "borderWidth") && (e.textBorderWidth = t.borderWidth), Y(t, "borderRadius") && (e.textBorderRadius = t.borderRadius), Y(t, "shadowColor") && (e.textBoxShadowColor = t.shadowColor), Y(t, "shadowBlur") && (e.textBoxShadowBlur = t.shadowBlur), Y(t, "shadowOffsetX") && (e.textBoxShadowOffsetX = t.shadowOffsetX), Y(t, "shadowOffsetY") && (e.textBoxShadowOffsetY = t.shadowOffsetY), Y(t, "textShadowColor") && (e.textShadowColor = t.textShadowColor), Y(t, "textShadowBlur") && (e.textShadowBlur = t.textShadowBlur), Y(t, "textShadowOffsetX") && (e.textShadowOffsetX = t.textShadowOffsetX), Y(t, "textShadowOffsetY") && (e.textShadowOffsetY = t.textShadowOffsetY));
}
// node_modules/echarts/lib/animation/customGraphicTransition.js
var CD = {
	position: ["x", "y"],
	scale: ["scaleX", "scaleY"],
	origin: ["originX", "originY"]
}, wD = B(CD);
ne(Ci, function(e, t) {
	return e[t] = 1, e;
}, {}), Ci.join(", ");
var TD = [
	"",
	"style",
	"shape",
	"extra"
], ED = Xa();
function DD(e, t, n, r, i) {
	var a = e + "Animation", o = ad(e, r, i) || {}, s = ED(t).userDuring;
	return o.duration > 0 && (o.during = s ? V(LD, {
		el: t,
		userDuring: s
	}) : null, o.setToFinal = !0, o.scope = e), P(o, n[a]), o;
}
function OD(e, t, n, r) {
	r = r || {};
	var i = r.dataIndex, a = r.isInit, o = r.clearStyle, s = n.isAnimationEnabled(), c = ED(e), l = t.style;
	c.userDuring = t.during;
	var u = {}, d = {};
	if (VD(e, t, d), zD("shape", t, d), zD("extra", t, d), !a && s && (BD(e, t, u), RD("shape", e, t, u), RD("extra", e, t, u), HD(e, t, l, u)), d.style = l, MD(e, d, o), PD(e, t), s) {
		if (a) {
			var f = {};
			R(TD, function(e) {
				var n = e ? t[e] : t;
				n && n.enterFrom && (e && (f[e] = f[e] || {}), P(e ? f[e] : f, n.enterFrom));
			});
			var p = DD("enter", e, t, n, i);
			p.duration > 0 && e.animateFrom(f, p);
		} else ND(e, t, i || 0, n, u);
	}
	kD(e, t), l ? e.dirty() : e.markRedraw();
}
function kD(e, t) {
	for (var n = ED(e).leaveToProps, r = 0; r < TD.length; r++) {
		var i = TD[r], a = i ? t[i] : t;
		a && a.leaveTo && (n || (n = ED(e).leaveToProps = {}), i && (n[i] = n[i] || {}), P(i ? n[i] : n, a.leaveTo));
	}
}
function AD(e, t, n, r) {
	if (e) {
		var i = e.parent, a = ED(e).leaveToProps;
		if (a) {
			var o = DD("update", e, t, n, 0);
			o.done = function() {
				i.remove(e), r && r();
			}, e.animateTo(a, o);
		} else i.remove(e), r && r();
	}
}
function jD(e) {
	return e === "all";
}
function MD(e, t, n) {
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
function ND(e, t, n, r, i) {
	if (i) {
		var a = DD("update", e, t, r, n);
		a.duration > 0 && e.animateFrom(i, a);
	}
}
function PD(e, t) {
	Y(t, "silent") && (e.silent = t.silent), Y(t, "ignore") && (e.ignore = t.ignore), e instanceof Xo && Y(t, "invisible") && (e.invisible = t.invisible), e instanceof Z && Y(t, "autoBatch") && (e.autoBatch = t.autoBatch);
}
var FD = {}, ID = {
	setTransform: function(e, t) {
		return FD.el[e] = t, this;
	},
	getTransform: function(e) {
		return FD.el[e];
	},
	setShape: function(e, t) {
		var n = FD.el, r = n.shape || (n.shape = {});
		return r[e] = t, n.dirtyShape && n.dirtyShape(), this;
	},
	getShape: function(e) {
		var t = FD.el.shape;
		if (t) return t[e];
	},
	setStyle: function(e, t) {
		var n = FD.el, r = n.style;
		return r && (r[e] = t, n.dirtyStyle && n.dirtyStyle()), this;
	},
	getStyle: function(e) {
		var t = FD.el.style;
		if (t) return t[e];
	},
	setExtra: function(e, t) {
		var n = FD.el.extra || (FD.el.extra = {});
		return n[e] = t, this;
	},
	getExtra: function(e) {
		var t = FD.el.extra;
		if (t) return t[e];
	}
};
function LD() {
	var e = this, t = e.el;
	if (t) {
		var n = ED(t).userDuring, r = e.userDuring;
		n === r ? (FD.el = t, r(ID)) : e.el = e.userDuring = null;
	}
}
function RD(e, t, n, r) {
	var i = n[e];
	if (i) {
		var a = t[e], o;
		if (a) {
			var s = n.transition, c = i.transition;
			if (c) {
				if (!o && (o = r[e] = {}), jD(c)) P(o, a);
				else for (var l = ka(c), u = 0; u < l.length; u++) {
					var d = l[u], f = a[d];
					o[d] = f;
				}
			} else if (jD(s) || I(s, e) >= 0) {
				!o && (o = r[e] = {});
				for (var p = B(a), u = 0; u < p.length; u++) {
					var d = p[u], f = a[d];
					UD(i[d], f) && (o[d] = f);
				}
			}
		}
	}
}
function zD(e, t, n) {
	var r = t[e];
	if (r) for (var i = n[e] = {}, a = B(r), o = 0; o < a.length; o++) {
		var s = a[o];
		i[s] = Dr(r[s]);
	}
}
function BD(e, t, n) {
	for (var r = t.transition, i = jD(r) ? Ci : ka(r || []), a = 0; a < i.length; a++) {
		var o = i[a];
		o !== "style" && o !== "shape" && o !== "extra" && (n[o] = e[o]);
	}
}
function VD(e, t, n) {
	for (var r = 0; r < wD.length; r++) {
		var i = wD[r], a = CD[i], o = t[i];
		o && (n[a[0]] = o[0], n[a[1]] = o[1]);
	}
	for (var r = 0; r < Ci.length; r++) {
		var s = Ci[r];
		t[s] != null && (n[s] = t[s]);
	}
}
function HD(e, t, n, r) {
	if (n) {
		var i = e.style, a;
		if (i) {
			var o = n.transition, s = t.transition;
			if (o && !jD(o)) {
				var c = ka(o);
				!a && (a = r.style = {});
				for (var l = 0; l < c.length; l++) {
					var u = c[l], d = i[u];
					a[u] = d;
				}
			} else if (e.getAnimationStyleProps && (jD(s) || jD(o) || I(s, "style") >= 0)) {
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
function UD(e, t) {
	return L(e) ? e !== t : e != null && isFinite(e);
}
// node_modules/echarts/lib/animation/customGraphicKeyframeAnimation.js
var WD = Xa(), GD = [
	"percent",
	"easing",
	"shape",
	"style",
	"extra"
];
function KD(e) {
	e.stopAnimation("keyframe"), e.attr(WD(e));
}
function qD(e, t, n) {
	if (n.isAnimationEnabled() && t) {
		if (U(t)) R(t, function(t) {
			qD(e, t, n);
		});
		else {
			var r = t.keyframes, i = t.duration;
			if (n && i == null) {
				var a = ad("enter", n, 0);
				i = a && a.duration;
			}
			if (r && i) {
				var o = WD(e);
				R(TD, function(n) {
					if (!n || e[n]) {
						var a;
						r.sort(function(e, t) {
							return e.percent - t.percent;
						}), R(r, function(r) {
							var s = e.animators, c = n ? r[n] : r;
							if (c) {
								var l = B(c);
								if (n || (l = re(l, function(e) {
									return I(GD, e) < 0;
								})), l.length) {
									a || (a = e.animate(n, t.loop, !0), a.scope = "keyframe");
									for (var u = 0; u < s.length; u++) s[u] !== a && s[u].targetName === a.targetName && s[u].stopTracks(l);
									n && (o[n] = o[n] || {});
									var d = n ? o[n] : o;
									R(l, function(t) {
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
// node_modules/echarts/lib/chart/custom/CustomView.js
var JD = "emphasis", YD = "normal", XD = "blur", ZD = "select", QD = [
	YD,
	JD,
	XD,
	ZD
], $D = {
	normal: ["itemStyle"],
	emphasis: [JD, "itemStyle"],
	blur: [XD, "itemStyle"],
	select: [ZD, "itemStyle"]
}, eO = {
	normal: ["label"],
	emphasis: [JD, "label"],
	blur: [XD, "label"],
	select: [ZD, "label"]
}, tO = ["x", "y"], nO = "e\0\0", rO = {
	normal: {},
	emphasis: {},
	blur: {},
	select: {}
}, iO = {
	cartesian2d: uD,
	geo: fD,
	single: mD,
	polar: gD,
	calendar: _D
};
function aO(e) {
	return e instanceof Z;
}
function oO(e) {
	return e instanceof Xo;
}
function sO(e, t) {
	t.copyTransform(e), oO(t) && oO(e) && (t.setStyle(e.style), t.z = e.z, t.z2 = e.z2, t.zlevel = e.zlevel, t.invisible = e.invisible, t.ignore = e.ignore, aO(t) && aO(e) && t.setShape(e.shape));
}
var cO = function(e) {
	s(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.render = function(e, t, n, r) {
		this._progressiveEls = null;
		var i = this._data, a = e.getData(), o = this.group, s = mO(e, a, t, n);
		i || o.removeAll(), a.diff(i).add(function(t) {
			gO(n, null, t, s(t, r), e, o, a);
		}).remove(function(t) {
			var n = i.getItemGraphicEl(t);
			n && AD(n, sD(n).option, e);
		}).update(function(t, c) {
			gO(n, i.getItemGraphicEl(c), t, s(t, r), e, o, a);
		}).execute();
		var c = e.get("clip", !0) ? HC(e.coordinateSystem, !1, e) : null;
		c ? o.setClipPath(c) : o.removeClipPath(), this._data = a;
	}, t.prototype.incrementalPrepareRender = function(e, t, n) {
		this.group.removeAll(), this._data = null;
	}, t.prototype.incrementalRender = function(e, t, n, r, i) {
		var a = t.getData(), o = mO(t, a, n, r), s = this._progressiveEls = [];
		function c(e) {
			e.isGroup || (e.incremental = !0, e.ensureState("emphasis").hoverLayer = !0);
		}
		for (var l = e.start; l < e.end; l++) {
			var u = gO(null, null, l, o(l, i), t, this.group, a);
			u && (u.traverse(c), s.push(u));
		}
	}, t.prototype.eachRendered = function(e) {
		Kd(this._progressiveEls || this.group, e);
	}, t.prototype.filterForExposedEvent = function(e, t, n, r) {
		var i = t.element;
		if (i == null || n.name === i) return !0;
		for (; (n = n.__hostTarget || n.parent) && n !== this.group;) if (n.name === i) return !0;
		return !1;
	}, t.type = "custom", t;
}(Zg);
function lO(e) {
	var t = e.type, n;
	if (t === "path") {
		var r = e.shape, i = r.width != null && r.height != null ? {
			x: r.x || 0,
			y: r.y || 0,
			width: r.width,
			height: r.height
		} : null, a = AO(r);
		n = Cd(a, null, i, r.layout || "center"), sD(n).customPathData = a;
	} else if (t === "image") n = new cc({}), sD(n).customImagePath = e.style.image;
	else if (t === "text") n = new bc({});
	else if (t === "group") n = new qi();
	else if (t === "compoundPath") throw Error("\"compoundPath\" is not supported yet.");
	else {
		var o = Sd(t);
		o || Ta(""), n = new o();
	}
	return sD(n).customGraphicType = t, n.name = e.name, n.z2EmphasisLift = 1, n.z2SelectLift = 1, n;
}
function uO(e, t, n, r, i, a, o) {
	KD(t);
	var s = i && i.normal.cfg;
	s && t.setTextConfig(s), r && r.transition == null && (r.transition = tO);
	var c = r && r.style;
	if (c) {
		if (t.type === "text") {
			var l = c;
			Y(l, "textFill") && (l.fill = l.textFill), Y(l, "textStroke") && (l.stroke = l.textStroke);
		}
		var u = void 0, d = aO(t) ? c.decal : null;
		e && d && (d.dirty = !0, u = Zv(d, e)), c.__decalPattern = u;
	}
	if (oO(t) && c) {
		var u = c.__decalPattern;
		u && (c.decal = u);
	}
	OD(t, r, a, {
		dataIndex: n,
		isInit: o,
		clearStyle: !0
	}), qD(t, r.keyframeAnimation, a);
}
function dO(e, t, n, r, i) {
	var a = t.isGroup ? null : t, o = i && i[e].cfg;
	if (a) {
		var s = a.ensureState(e);
		if (r === !1) {
			var c = a.getState(e);
			c && (c.style = null);
		} else s.style = r || null;
		o && (s.textConfig = o), cl(a);
	}
}
function fO(e, t, n) {
	if (!e.isGroup) {
		var r = e, i = n.currentZ, a = n.currentZLevel;
		r.z = i, r.zlevel = a;
		var o = t.z2;
		o != null && (r.z2 = o || 0);
		for (var s = 0; s < QD.length; s++) pO(r, t, QD[s]);
	}
}
function pO(e, t, n) {
	var r = n === YD, i = r ? t : SO(t, n), a = i ? i.z2 : null, o;
	a != null && (o = r ? e : e.ensureState(n), o.z2 = a || 0);
}
function mO(e, t, n, r) {
	var i = e.get("renderItem"), a = e.coordinateSystem, o = {};
	a && (o = a.prepareCustoms ? a.prepareCustoms(a) : iO[a.type](a));
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
		encode: hO(e.getData())
	}, l, u, d = {}, f = {}, p = {}, m = {}, h = 0; h < QD.length; h++) {
		var g = QD[h];
		p[g] = e.getModel($D[g]), m[g] = e.getModel(eO[g]);
	}
	function _(e) {
		return e === l ? u || (u = t.getItemModel(e)) : t.getItemModel(e);
	}
	function v(e, n) {
		return t.hasItemOption ? e === l ? d[n] || (d[n] = _(e).getModel($D[n])) : _(e).getModel($D[n]) : p[n];
	}
	function y(e, n) {
		return t.hasItemOption ? e === l ? f[n] || (f[n] = _(e).getModel(eO[n])) : _(e).getModel(eO[n]) : m[n];
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
		var i = t.getItemVisual(r, "style"), a = i && i.fill, o = i && i.opacity, s = v(r, YD).getItemStyle();
		a != null && (s.fill = a), o != null && (s.opacity = o);
		var c = { inheritColor: G(a) ? a : "#000" }, u = y(r, YD), d = Qd(u, null, c, !1, !0);
		d.text = u.getShallow("show") ? q(e.getFormattedLabel(r, YD), yC(t, r)) : null;
		var f = $d(u, c, !1);
		return T(n, s), s = xD(s, d, f), n && w(s, n), s.legacy = !0, s;
	}
	function C(n, r) {
		r ?? (r = l);
		var i = v(r, JD).getItemStyle(), a = y(r, JD), o = Qd(a, null, null, !0, !0);
		o.text = a.getShallow("show") ? me(e.getFormattedLabel(r, JD), e.getFormattedLabel(r, YD), yC(t, r)) : null;
		var s = $d(a, null, !0);
		return T(n, i), i = xD(i, o, s), n && w(i, n), i.legacy = !0, i;
	}
	function w(e, t) {
		for (var n in t) Y(t, n) && (e[n] = t[n]);
	}
	function T(e, t) {
		e && (e.textFill && (t.textFill = e.textFill), e.textPosition && (t.textPosition = e.textPosition));
	}
	function E(e, n) {
		if (n ?? (n = l), Y(aD, e)) {
			var r = t.getItemVisual(n, "style");
			return r ? r[aD[e]] : null;
		}
		if (Y(oD, e)) return t.getItemVisual(n, e);
	}
	function D(e) {
		if (a.type === "cartesian2d") return Xx(F({ axis: a.getBaseAxis() }, e));
	}
	function O() {
		return n.getCurrentSeriesIndices();
	}
	function k(e) {
		return sf(e, n);
	}
}
function hO(e) {
	var t = {};
	return R(e.dimensions, function(n) {
		var r = e.getDimensionInfo(n);
		if (!r.isExtraCoord) {
			var i = r.coordDim, a = t[i] = t[i] || [];
			a[r.coordDimIndex] = e.getDimensionIndex(n);
		}
	}), t;
}
function gO(e, t, n, r, i, a, o) {
	if (!r) a.remove(t);
	else {
		var s = _O(e, t, n, r, i, a);
		return s && o.setItemGraphicEl(n, s), s && Al(s, r.focus, r.blurScope, r.emphasisDisabled), s;
	}
}
function _O(e, t, n, r, i, a) {
	var o = -1, s = t;
	t && vO(t, r, i) && (o = I(a.childrenRef(), t), t = null);
	var c = !t, l = t;
	l ? l.clearStates() : (l = lO(r), s && sO(s, l)), r.morph === !1 ? l.disableMorphing = !0 : l.disableMorphing && (l.disableMorphing = !1), rO.normal.cfg = rO.normal.conOpt = rO.emphasis.cfg = rO.emphasis.conOpt = rO.blur.cfg = rO.blur.conOpt = rO.select.cfg = rO.select.conOpt = null, rO.isLegacy = !1, bO(l, n, r, i, c, rO), yO(l, n, r, i, c), uO(e, l, n, r, rO, i, c), Y(r, "info") && (sD(l).info = r.info);
	for (var u = 0; u < QD.length; u++) {
		var d = QD[u];
		if (d !== YD) {
			var f = SO(r, d), p = CO(r, f, d);
			dO(d, l, f, p, rO);
		}
	}
	return fO(l, r, i), r.type === "group" && wO(e, l, n, r, i), o >= 0 ? a.replaceAt(l, o) : a.add(l), l;
}
function vO(e, t, n) {
	var r = sD(e), i = t.type, a = t.shape, o = t.style;
	return n.isUniversalTransitionEnabled() || i != null && i !== r.customGraphicType || i === "path" && jO(a) && AO(a) !== r.customPathData || i === "image" && Y(o, "image") && o.image !== r.customImagePath;
}
function yO(e, t, n, r, i) {
	var a = n.clipPath;
	if (a === !1) e && e.getClipPath() && e.removeClipPath();
	else if (a) {
		var o = e.getClipPath();
		o && vO(o, a, r) && (o = null), o || (o = lO(a), e.setClipPath(o)), uO(null, o, t, a, null, r, i);
	}
}
function bO(e, t, n, r, i, a) {
	if (!e.isGroup) {
		xO(n, null, a), xO(n, JD, a);
		var o = a.normal.conOpt, s = a.emphasis.conOpt, c = a.blur.conOpt, l = a.select.conOpt;
		if (o != null || s != null || l != null || c != null) {
			var u = e.getTextContent();
			if (o === !1) u && e.removeTextContent();
			else {
				o = a.normal.conOpt = o || { type: "text" }, u ? u.clearStates() : (u = lO(o), e.setTextContent(u)), uO(null, u, t, o, null, r, i);
				for (var d = o && o.style, f = 0; f < QD.length; f++) {
					var p = QD[f];
					if (p !== YD) {
						var m = a[p].conOpt;
						dO(p, u, m, CO(o, m, p), null);
					}
				}
				d ? u.dirty() : u.markRedraw();
			}
		}
	}
}
function xO(e, t, n) {
	var r = t ? SO(e, t) : e, i = t ? CO(e, r, JD) : e.style, a = e.type, o = r ? r.textConfig : null, s = e.textContent, c = s ? t ? SO(s, t) : s : null;
	if (i && (n.isLegacy || vD(i, a, !!o, !!c))) {
		n.isLegacy = !0;
		var l = yD(i, a, !t);
		!o && l.textConfig && (o = l.textConfig), !c && l.textContent && (c = l.textContent);
	}
	if (!t && c) {
		var u = c;
		!u.type && (u.type = "text");
	}
	var d = t ? n[t] : n.normal;
	d.cfg = o, d.conOpt = c;
}
function SO(e, t) {
	return t ? e ? e[t] : null : e;
}
function CO(e, t, n) {
	var r = t && t.style;
	return r == null && n === JD && e && (r = e.styleEmphasis), r;
}
function wO(e, t, n, r, i) {
	var a = r.children, o = a ? a.length : 0, s = r.$mergeChildren, c = s === "byName" || r.diffChildrenByName, l = s === !1;
	if (o || c || l) {
		if (c) EO({
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
				d ? (d.ignore ?? (d.ignore = !1), _O(e, f, n, d, i, t)) : f.ignore = !0;
			}
			for (var p = t.childCount() - 1; p >= u; p--) TO(t, t.childAt(p), i);
		}
	}
}
function TO(e, t, n) {
	t && AD(t, sD(e).option, n);
}
function EO(e) {
	new Fb(e.oldChildren, e.newChildren, DO, DO, e).add(OO).update(OO).remove(kO).execute();
}
function DO(e, t) {
	return (e && e.name) ?? nO + t;
}
function OO(e, t) {
	var n = this.context, r = e == null ? null : n.newChildren[e], i = t == null ? null : n.oldChildren[t];
	_O(n.api, i, n.dataIndex, r, n.seriesModel, n.group);
}
function kO(e) {
	var t = this.context, n = t.oldChildren[e];
	n && AD(n, sD(n).option, t.seriesModel);
}
function AO(e) {
	return e && (e.pathData || e.d);
}
function jO(e) {
	return e && (Y(e, "pathData") || Y(e, "d"));
}
// node_modules/echarts/lib/chart/custom/install.js
function MO(e) {
	e.registerChartView(cO), e.registerSeriesModel(cD);
}
// node_modules/echarts/lib/component/axisPointer/BaseAxisPointer.js
var NO = Xa(), PO = M, FO = V, IO = function() {
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
				if (!o) o = this._group = new qi(), this.createPointerEl(o, c, e, t), this.createLabelEl(o, c, e, t), n.getZr().add(o);
				else {
					var d = H(LO, t, u);
					this.updatePointerEl(o, c, d), this.updateLabelEl(o, c, d, t);
				}
				VO(o, t, !0), this._renderHandle(i);
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
				var s = HT(e).seriesDataCount, c = r.getExtent();
				return Math.abs(c[0] - c[1]) / s > o;
			}
			return !1;
		}
		return n === !0;
	}, e.prototype.makeElOption = function(e, t, n, r, i) {}, e.prototype.createPointerEl = function(e, t, n, r) {
		var i = t.pointer;
		if (i) {
			var a = NO(e).pointerEl = new md[i.type](PO(t.pointer));
			e.add(a);
		}
	}, e.prototype.createLabelEl = function(e, t, n, r) {
		if (t.label) {
			var i = NO(e).labelEl = new bc(PO(t.label));
			e.add(i), zO(i, r);
		}
	}, e.prototype.updatePointerEl = function(e, t, n) {
		var r = NO(e).pointerEl;
		r && t.pointer && (r.setStyle(t.pointer.style), n(r, { shape: t.pointer.shape }));
	}, e.prototype.updateLabelEl = function(e, t, n, r) {
		var i = NO(e).labelEl;
		i && (i.setStyle(t.label.style), n(i, {
			x: t.label.x,
			y: t.label.y
		}), zO(i, r));
	}, e.prototype._renderHandle = function(e) {
		if (!this._dragging && this.updateHandleTransform) {
			var t = this._axisPointerModel, n = this._api.getZr(), r = this._handle, i = t.getModel("handle"), a = t.get("status");
			if (!i.get("show") || !a || a === "hide") r && n.remove(r), this._handle = null;
			else {
				var o;
				this._handle || (o = !0, r = this._handle = zd(i.get("icon"), {
					cursor: "move",
					draggable: !0,
					onmousemove: function(e) {
						vt(e.event);
					},
					onmousedown: FO(this._onHandleDragMove, this, 0, 0),
					drift: FO(this._onHandleDragMove, this),
					ondragend: FO(this._onHandleDragEnd, this)
				}), n.add(r)), VO(r, t, !1), r.setStyle(i.getItemStyle(null, [
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
				U(s) || (s = [s, s]), r.scaleX = s[0] / 2, r.scaleY = s[1] / 2, s_(this, "_doDispatchAxisPointer", i.get("throttle") || 0, "fixRate"), this._moveHandleToValue(e, o);
			}
		}
	}, e.prototype._moveHandleToValue = function(e, t) {
		LO(this._axisPointerModel, !t && this._moveAnimation, this._handle, BO(this.getHandleTransform(e, this._axisModel, this._axisPointerModel)));
	}, e.prototype._onHandleDragMove = function(e, t) {
		var n = this._handle;
		if (n) {
			this._dragging = !0;
			var r = this.updateHandleTransform(BO(n), [e, t], this._axisModel, this._axisPointerModel);
			this._payloadInfo = r, n.stopAnimation(), n.attr(BO(r)), NO(n).lastProp = null, this._doDispatchAxisPointer();
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
		t && n && (this._lastGraphicKey = null, n && t.remove(n), r && t.remove(r), this._group = null, this._handle = null, this._payloadInfo = null), c_(this, "_doDispatchAxisPointer");
	}, e.prototype.doClear = function() {}, e.prototype.buildLabel = function(e, t, n) {
		return n = n || 0, {
			x: e[n],
			y: e[1 - n],
			width: t[n],
			height: t[1 - n]
		};
	}, e;
}();
function LO(e, t, n, r) {
	RO(NO(n).lastProp, r) || (NO(n).lastProp = r, t ? sd(n, r, e) : (n.stopAnimation(), n.attr(r)));
}
function RO(e, t) {
	if (K(e) && K(t)) {
		var n = !0;
		return R(t, function(t, r) {
			n = n && RO(e[r], t);
		}), !!n;
	}
	return e === t;
}
function zO(e, t) {
	e[t.get(["label", "show"]) ? "show" : "hide"]();
}
function BO(e) {
	return {
		x: e.x || 0,
		y: e.y || 0,
		rotation: e.rotation || 0
	};
}
function VO(e, t, n) {
	var r = t.get("z"), i = t.get("zlevel");
	e && e.traverse(function(e) {
		e.type !== "group" && (r != null && (e.z = r), i != null && (e.zlevel = i), e.silent = n);
	});
}
// node_modules/echarts/lib/component/axisPointer/viewHelper.js
function HO(e) {
	var t = e.get("type"), n = e.getModel(t + "Style"), r;
	return t === "line" ? (r = n.getLineStyle(), r.fill = null) : t === "shadow" && (r = n.getAreaStyle(), r.stroke = null), r;
}
function UO(e, t, n, r, i) {
	var a = GO(n.get("value"), t.axis, t.ecModel, n.get("seriesDataIndices"), {
		precision: n.get(["label", "precision"]),
		formatter: n.get(["label", "formatter"])
	}), o = n.getModel("label"), s = vp(o.get("padding") || 0), c = o.getFont(), l = Oi(a, c), u = i.position, d = l.width + s[1] + s[3], f = l.height + s[0] + s[2], p = i.align;
	p === "right" && (u[0] -= d), p === "center" && (u[0] -= d / 2);
	var m = i.verticalAlign;
	m === "bottom" && (u[1] -= f), m === "middle" && (u[1] -= f / 2), WO(u, d, f, r);
	var h = o.get("backgroundColor");
	h && h !== "auto" || (h = t.get([
		"axisLine",
		"lineStyle",
		"color"
	])), e.label = {
		x: u[0],
		y: u[1],
		style: Qd(o, {
			text: a,
			font: c,
			fill: o.getTextColor(),
			padding: s,
			backgroundColor: h
		}),
		z2: 10
	};
}
function WO(e, t, n, r) {
	var i = r.getWidth(), a = r.getHeight();
	e[0] = Math.min(e[0] + t, i) - t, e[1] = Math.min(e[1] + n, a) - n, e[0] = Math.max(e[0], 0), e[1] = Math.max(e[1], 0);
}
function GO(e, t, n, r, i) {
	e = t.scale.parse(e);
	var a = t.scale.getLabel({ value: e }, { precision: i.precision }), o = i.formatter;
	if (o) {
		var s = {
			value: zS(t, { value: e }),
			axisDimension: t.dim,
			axisIndex: t.index,
			seriesData: []
		};
		R(r, function(e) {
			var t = n.getSeriesByIndex(e.seriesIndex), r = e.dataIndexInside, i = t && t.getDataParams(r);
			i && s.seriesData.push(i);
		}), G(o) ? a = o.replace("{value}", a) : W(o) && (a = o(s));
	}
	return a;
}
function KO(e, t, n) {
	var r = wt();
	return kt(r, r, n.rotation), Ot(r, r, n.position), Md([e.dataToCoord(t), (n.labelOffset || 0) + (n.labelDirection || 1) * (n.labelMargin || 0)], r);
}
function qO(e, t, n, r, i, a) {
	var o = wT.innerTextLayout(n.rotation, 0, n.labelDirection);
	n.labelMargin = i.get(["label", "margin"]), UO(t, r, i, a, {
		position: KO(r.axis, e, n),
		align: o.textAlign,
		verticalAlign: o.textVerticalAlign
	});
}
function JO(e, t, n) {
	return n = n || 0, {
		x1: e[n],
		y1: e[1 - n],
		x2: t[n],
		y2: t[1 - n]
	};
}
function YO(e, t, n) {
	return n = n || 0, {
		x: e[n],
		y: e[1 - n],
		width: t[n],
		height: t[1 - n]
	};
}
// node_modules/echarts/lib/component/axisPointer/CartesianAxisPointer.js
var XO = function(e) {
	s(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.makeElOption = function(e, t, n, r, i) {
		var a = n.axis, o = a.grid, s = r.get("type"), c = ZO(o, a).getOtherAxis(a).getGlobalExtent(), l = a.toGlobalCoord(a.dataToCoord(t, !0));
		if (s && s !== "none") {
			var u = HO(r), d = QO[s](a, l, c);
			d.style = u, e.graphicKey = d.type, e.pointer = d;
		}
		qO(t, e, pT(o.model, n), n, r, i);
	}, t.prototype.getHandleTransform = function(e, t, n) {
		var r = pT(t.axis.grid.model, t, { labelInside: !1 });
		r.labelMargin = n.get(["handle", "margin"]);
		var i = KO(t.axis, e, r);
		return {
			x: i[0],
			y: i[1],
			rotation: r.rotation + (r.labelDirection < 0 ? Math.PI : 0)
		};
	}, t.prototype.updateHandleTransform = function(e, t, n, r) {
		var i = n.axis, a = i.grid, o = i.getGlobalExtent(!0), s = ZO(a, i).getOtherAxis(i).getGlobalExtent(), c = i.dim === "x" ? 0 : 1, l = [e.x, e.y];
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
}(IO);
function ZO(e, t) {
	var n = {};
	return n[t.dim + "AxisIndex"] = t.index, e.getCartesian(n);
}
var QO = {
	line: function(e, t, n) {
		return {
			type: "Line",
			subPixelOptimize: !0,
			shape: JO([t, n[0]], [t, n[1]], $O(e))
		};
	},
	shadow: function(e, t, n) {
		var r = Math.max(1, e.getBandWidth()), i = n[1] - n[0];
		return {
			type: "Rect",
			shape: YO([t - r / 2, n[0]], [r, i], $O(e))
		};
	}
};
function $O(e) {
	return e.dim === "x" ? 0 : 1;
}
// node_modules/echarts/lib/component/axisPointer/AxisPointerModel.js
var ek = function(e) {
	s(t, e);
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
}(Lp), tk = Xa(), nk = R;
function rk(e, t, n) {
	if (!l.node) {
		var r = t.getZr();
		tk(r).records || (tk(r).records = {}), ik(r, t);
		var i = tk(r).records[e] || (tk(r).records[e] = {});
		i.handler = n;
	}
}
function ik(e, t) {
	if (tk(e).initialized) return;
	tk(e).initialized = !0, n("click", H(sk, "click")), n("mousemove", H(sk, "mousemove")), n("globalout", ok);
	function n(n, r) {
		e.on(n, function(n) {
			var i = ck(t);
			nk(tk(e).records, function(e) {
				e && r(e, n, i.dispatchAction);
			}), ak(i.pendings, t);
		});
	}
}
function ak(e, t) {
	var n = e.showTip.length, r = e.hideTip.length, i;
	n ? i = e.showTip[n - 1] : r && (i = e.hideTip[r - 1]), i && (i.dispatchAction = null, t.dispatchAction(i));
}
function ok(e, t, n) {
	e.handler("leave", null, n);
}
function sk(e, t, n, r) {
	t.handler(e, n, r);
}
function ck(e) {
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
function lk(e, t) {
	if (!l.node) {
		var n = t.getZr();
		(tk(n).records || {})[e] && (tk(n).records[e] = null);
	}
}
// node_modules/echarts/lib/component/axisPointer/AxisPointerView.js
var uk = function(e) {
	s(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.render = function(e, t, n) {
		var r = t.getComponent("tooltip"), i = e.get("triggerOn") || r && r.get("triggerOn") || "mousemove|click";
		rk("axisPointer", n, function(e, t, n) {
			i !== "none" && (e === "leave" || i.indexOf(e) >= 0) && n({
				type: "updateAxisPointer",
				currTrigger: e,
				x: t && t.offsetX,
				y: t && t.offsetY
			});
		});
	}, t.prototype.remove = function(e, t) {
		lk("axisPointer", t);
	}, t.prototype.dispose = function(e, t) {
		lk("axisPointer", t);
	}, t.type = "axisPointer", t;
}(qg);
// node_modules/echarts/lib/component/axisPointer/findPointFromSeries.js
function dk(e, t) {
	var n = [], r = e.seriesIndex, i;
	if (r == null || !(i = t.getSeriesByIndex(r))) return { point: [] };
	var a = i.getData(), o = Ya(a, e);
	if (o == null || o < 0 || U(o)) return { point: [] };
	var s = a.getItemGraphicEl(o), c = i.coordinateSystem;
	if (i.getTooltipPosition) n = i.getTooltipPosition(o) || [];
	else if (c && c.dataToPoint) {
		if (e.isStacked) {
			var l = c.getBaseAxis(), u = c.getOtherAxis(l).dim, d = l.dim, f = +(u === "x" || u === "radius"), p = a.mapDimension(d), m = [];
			m[f] = a.get(p, o), m[1 - f] = a.get(a.getCalculationInfo("stackResultDimension"), o), n = c.dataToPoint(m) || [];
		} else n = c.dataToPoint(a.getValues(z(c.dimensions, function(e) {
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
// node_modules/echarts/lib/component/axisPointer/axisTrigger.js
var fk = Xa();
function pk(e, t, n) {
	var r = e.currTrigger, i = [e.x, e.y], a = e, o = e.dispatchAction || V(n.dispatchAction, n), s = t.getComponent("axisPointer").coordSysAxesInfo;
	if (s) {
		Ck(i) && (i = dk({
			seriesIndex: a.seriesIndex,
			dataIndex: a.dataIndex
		}, t).point);
		var c = Ck(i), l = a.axesInfo, u = s.axesInfo, d = r === "leave" || Ck(i), f = {}, p = {}, m = {
			list: [],
			map: {}
		}, h = {
			showPointer: H(gk, p),
			showTooltip: H(_k, m)
		};
		R(s.coordSysMap, function(e, t) {
			var n = c || e.containPoint(i);
			R(s.coordSysAxesInfo[t], function(e, t) {
				var r = e.axis, a = xk(l, e);
				if (!d && n && (!l || a)) {
					var o = a && a.value;
					o == null && !c && (o = r.pointToData(i)), o != null && mk(e, o, h, !1, f);
				}
			});
		});
		var g = {};
		return R(u, function(e, t) {
			var n = e.linkGroup;
			n && !p[t] && R(n.axesInfo, function(t, r) {
				var i = p[r];
				if (t !== e && i) {
					var a = i.value;
					n.mapper && (a = e.axis.scale.parse(n.mapper(a, Sk(t), Sk(e)))), g[e.key] = a;
				}
			});
		}), R(g, function(e, t) {
			mk(u[t], e, h, !0, f);
		}), vk(p, u, f), yk(m, i, e, o), bk(u, o, n), f;
	}
}
function mk(e, t, n, r, i) {
	var a = e.axis;
	if (!a.scale.isBlank() && a.containData(t)) {
		if (!e.involveSeries) n.showPointer(e, t);
		else {
			var o = hk(t, e), s = o.payloadBatch, c = o.snapToValue;
			s[0] && i.seriesIndex == null && P(i, s[0]), !r && e.snap && a.containData(c) && c != null && (t = c), n.showPointer(e, t, s), n.showTooltip(e, o, c);
		}
	}
}
function hk(e, t) {
	var n = t.axis, r = n.dim, i = e, a = [], o = Number.MAX_VALUE, s = -1;
	return R(t.seriesModels, function(t, c) {
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
			m <= o && ((m < o || p >= 0 && s < 0) && (o = m, s = p, i = u, a.length = 0), R(d, function(e) {
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
function gk(e, t, n, r) {
	e[t.key] = {
		value: n,
		payloadBatch: r
	};
}
function _k(e, t, n, r) {
	var i = n.payloadBatch, a = t.axis, o = a.model, s = t.axisPointerModel;
	if (t.triggerTooltip && i.length) {
		var c = t.coordSys.model, l = GT(c), u = e.map[l];
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
function vk(e, t, n) {
	var r = n.axesInfo = [];
	R(t, function(t, n) {
		var i = t.axisPointerModel.option, a = e[n];
		a ? (!t.useHandle && (i.status = "show"), i.value = a.value, i.seriesDataIndices = (a.payloadBatch || []).slice()) : !t.useHandle && (i.status = "hide"), i.status === "show" && r.push({
			axisDim: t.axis.dim,
			axisIndex: t.axis.model.componentIndex,
			value: i.value
		});
	});
}
function yk(e, t, n, r) {
	if (Ck(t) || !e.list.length) r({ type: "hideTip" });
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
function bk(e, t, n) {
	var r = n.getZr(), i = "axisPointerLastHighlights", a = fk(r)[i] || {}, o = fk(r)[i] = {};
	R(e, function(e, t) {
		var n = e.axisPointerModel.option;
		n.status === "show" && e.triggerEmphasis && R(n.seriesDataIndices, function(e) {
			var t = e.seriesIndex + " | " + e.dataIndex;
			o[t] = e;
		});
	});
	var s = [], c = [];
	R(a, function(e, t) {
		!o[t] && c.push(e);
	}), R(o, function(e, t) {
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
function xk(e, t) {
	for (var n = 0; n < (e || []).length; n++) {
		var r = e[n];
		if (t.axis.dim === r.axisDim && t.axis.model.componentIndex === r.axisIndex) return r;
	}
}
function Sk(e) {
	var t = e.axis.model, n = {}, r = n.axisDim = e.axis.dim;
	return n.axisIndex = n[r + "AxisIndex"] = t.componentIndex, n.axisName = n[r + "AxisName"] = t.name, n.axisId = n[r + "AxisId"] = t.id, n;
}
function Ck(e) {
	return !e || e[0] == null || isNaN(e[0]) || e[1] == null || isNaN(e[1]);
}
// node_modules/echarts/lib/component/axisPointer/install.js
function wk(e) {
	qT.registerAxisPointerClass("CartesianAxisPointer", XO), e.registerComponentModel(ek), e.registerComponentView(uk), e.registerPreprocessor(function(e) {
		if (e) {
			e.axisPointer && e.axisPointer.length !== 0 || (e.axisPointer = {});
			var t = e.axisPointer.link;
			t && !U(t) && (e.axisPointer.link = [t]);
		}
	}), e.registerProcessor(e.PRIORITY.PROCESSOR.STATISTIC, function(e, t) {
		e.getComponent("axisPointer").coordSysAxesInfo = FT(e, t);
	}), e.registerAction({
		type: "updateAxisPointer",
		event: "updateAxisPointer",
		update: ":updateAxisPointer"
	}, pk);
}
// node_modules/echarts/lib/component/grid/install.js
function Tk(e) {
	YS(aE), YS(wk);
}
// node_modules/echarts/lib/component/dataZoom/helper.js
var Ek = [
	"x",
	"y",
	"radius",
	"angle",
	"single"
], Dk = [
	"cartesian2d",
	"polar",
	"singleAxis"
];
function Ok(e) {
	return I(Dk, e.get("coordinateSystem")) >= 0;
}
function kk(e) {
	return e + "Axis";
}
function Ak(e, t) {
	var n = J(), r = [], i = J();
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
function jk(e) {
	var t = e.ecModel, n = {
		infoList: [],
		infoMap: J()
	};
	return e.eachTargetAxis(function(e, r) {
		var i = t.getComponent(kk(e), r);
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
// node_modules/echarts/lib/component/dataZoom/DataZoomModel.js
var Mk = function() {
	function e() {
		this.indexList = [], this.indexMap = [];
	}
	return e.prototype.add = function(e) {
		this.indexMap[e] || (this.indexList.push(e), this.indexMap[e] = !0);
	}, e;
}(), Nk = function(e) {
	s(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n._autoThrottle = !0, n._noTarget = !0, n._rangePropMode = ["percent", "percent"], n;
	}
	return t.prototype.init = function(e, t, n) {
		var r = Pk(e);
		this.settledOption = r, this.mergeDefaultAndTheme(e, n), this._doInit(r);
	}, t.prototype.mergeOption = function(e) {
		var t = Pk(e);
		N(this.option, e, !0), N(this.settledOption, t, !0), this._doInit(t);
	}, t.prototype._doInit = function(e) {
		var t = this.option;
		this._setDefaultThrottle(e), this._updateRangeUse(e);
		var n = this.settledOption;
		R([["start", "startValue"], ["end", "endValue"]], function(e, r) {
			this._rangePropMode[r] === "value" && (t[e[0]] = n[e[0]] = null);
		}, this), this._resetTarget();
	}, t.prototype._resetTarget = function() {
		var e = this.get("orient", !0), t = this._targetAxisInfoMap = J();
		this._fillSpecifiedTargetAxis(t) ? this._orient = e || this._makeAutoOrientByTargetAxis() : (this._orient = e || "horizontal", this._fillAutoTargetAxisByOrient(t, this._orient)), this._noTarget = !0, t.each(function(e) {
			e.indexList.length && (this._noTarget = !1);
		}, this);
	}, t.prototype._fillSpecifiedTargetAxis = function(e) {
		var t = !1;
		return R(Ek, function(n) {
			var r = this.getReferringComponents(kk(n), to);
			if (r.specified) {
				t = !0;
				var i = new Mk();
				R(r.models, function(e) {
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
				var a = new Mk();
				if (a.add(i.componentIndex), e.set(n, a), r = !1, n === "x" || n === "y") {
					var o = i.getReferringComponents("grid", eo).models[0];
					o && R(t, function(e) {
						i.componentIndex !== e.componentIndex && o === e.getReferringComponents("grid", eo).models[0] && a.add(e.componentIndex);
					});
				}
			}
		}
		r && R(Ek, function(t) {
			if (r) {
				var i = n.findComponents({
					mainType: kk(t),
					filter: function(e) {
						return e.get("type", !0) === "category";
					}
				});
				if (i[0]) {
					var a = new Mk();
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
		R([["start", "startValue"], ["end", "endValue"]], function(r, i) {
			var a = e[r[0]] != null, o = e[r[1]] != null;
			a && !o ? t[i] = "percent" : !a && o ? t[i] = "value" : n ? t[i] = n[i] : a && (t[i] = "percent");
		});
	}, t.prototype.noTarget = function() {
		return this._noTarget;
	}, t.prototype.getFirstTargetAxisModel = function() {
		var e;
		return this.eachTargetAxis(function(t, n) {
			e ?? (e = this.ecModel.getComponent(kk(t), n));
		}, this), e;
	}, t.prototype.eachTargetAxis = function(e, t) {
		this._targetAxisInfoMap.each(function(n, r) {
			R(n.indexList, function(n) {
				e.call(t, r, n);
			});
		});
	}, t.prototype.getAxisProxy = function(e, t) {
		var n = this.getAxisModel(e, t);
		if (n) return n.__dzAxisProxy;
	}, t.prototype.getAxisModel = function(e, t) {
		var n = this._targetAxisInfoMap.get(e);
		if (n && n.indexMap[t]) return this.ecModel.getComponent(kk(e), t);
	}, t.prototype.setRawRange = function(e) {
		var t = this.option, n = this.settledOption;
		R([["start", "startValue"], ["end", "endValue"]], function(r) {
			(e[r[0]] != null || e[r[1]] != null) && (t[r[0]] = n[r[0]] = e[r[0]], t[r[1]] = n[r[1]] = e[r[1]]);
		}, this), this._updateRangeUse(e);
	}, t.prototype.setCalculatedRange = function(e) {
		var t = this.option;
		R([
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
}(Lp);
function Pk(e) {
	var t = {};
	return R([
		"start",
		"end",
		"startValue",
		"endValue",
		"throttle"
	], function(n) {
		e.hasOwnProperty(n) && (t[n] = e[n]);
	}), t;
}
// node_modules/echarts/lib/component/dataZoom/DataZoomView.js
var Fk = function(e) {
	s(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.render = function(e, t, n, r) {
		this.dataZoomModel = e, this.ecModel = t, this.api = n;
	}, t.type = "dataZoom", t;
}(qg), Ik = R, Lk = sa, Rk = function() {
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
			if (Ok(t)) {
				var n = kk(this._dimName), r = t.getReferringComponents(n, eo).models[0];
				r && this._axisIndex === r.componentIndex && e.push(t);
			}
		}, this), e;
	}, e.prototype.getAxisModel = function() {
		return this.ecModel.getComponent(this._dimName + "Axis", this._axisIndex);
	}, e.prototype.getMinMaxSpan = function() {
		return M(this._minMaxSpan);
	}, e.prototype.calculateDataWindow = function(e) {
		var t = this._dataExtent, n = this.getAxisModel().axis.scale, r = this._dataZoomModel.getRangePropMode(), i = [0, 100], a = [], o = [], s;
		Ik(["start", "end"], function(c, l) {
			var u = e[c], d = e[c + "Value"];
			r[l] === "percent" ? (u ?? (u = i[l]), d = n.parse(ia(u, i, t))) : (s = !0, d = d == null ? t[l] : n.parse(d), u = ia(d, t, i)), o[l] = d == null || isNaN(d) ? t[l] : d, a[l] = u == null || isNaN(u) ? i[l] : u;
		}), Lk(o), Lk(a);
		var c = this._minMaxSpan;
		s ? l(o, a, t, i, !1) : l(a, o, i, t, !0);
		function l(e, t, r, i, a) {
			var o = a ? "Span" : "ValueSpan";
			JE(0, e, r, "all", c["min" + o], c["max" + o]);
			for (var s = 0; s < 2; s++) t[s] = ia(e[s], r, i, !0), a && (t[s] = n.parse(t[s]));
		}
		return {
			valueWindow: o,
			percentWindow: a
		};
	}, e.prototype.reset = function(e) {
		if (e === this._dataZoomModel) {
			var t = this.getTargetSeriesModels();
			this._dataExtent = zk(this, this._dimName, t), this._updateMinMaxSpan();
			var n = this.calculateDataWindow(e.settledOption);
			this._valueWindow = n.valueWindow, this._percentWindow = n.percentWindow, this._setAxisModel();
		}
	}, e.prototype.filterData = function(e, t) {
		if (e !== this._dataZoomModel) return;
		var n = this._dimName, r = this.getTargetSeriesModels(), i = e.get("filterMode"), a = this._valueWindow;
		if (i === "none") return;
		Ik(r, function(e) {
			var t = e.getData(), r = t.mapDimensionsAll(n);
			if (r.length) {
				if (i === "weakFilter") {
					var s = t.getStore(), c = z(r, function(e) {
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
				} else Ik(r, function(n) {
					if (i === "empty") e.setData(t = t.map(n, function(e) {
						return o(e) ? e : NaN;
					}));
					else {
						var r = {};
						r[n] = a, t.selectRange(r);
					}
				});
				Ik(r, function(e) {
					t.setApproximateExtent(a, e);
				});
			}
		});
		function o(e) {
			return e >= a[0] && e <= a[1];
		}
	}, e.prototype._updateMinMaxSpan = function() {
		var e = this._minMaxSpan = {}, t = this._dataZoomModel, n = this._dataExtent;
		Ik(["min", "max"], function(r) {
			var i = t.get(r + "Span"), a = t.get(r + "ValueSpan");
			a != null && (a = this.getAxisModel().axis.scale.parse(a)), a == null ? i != null && (a = ia(i, [0, 100], n, !0) - n[0]) : i = ia(n[0] + a, n, [0, 100], !0), e[r + "Span"] = i, e[r + "ValueSpan"] = a;
		}, this);
	}, e.prototype._setAxisModel = function() {
		var e = this.getAxisModel(), t = this._percentWindow, n = this._valueWindow;
		if (t) {
			var r = ua(n, [0, 500]);
			r = Math.min(r, 20);
			var i = e.axis.scale.rawExtentInfo;
			t[0] !== 0 && i.setDeterminedMinMax("min", +n[0].toFixed(r)), t[1] !== 100 && i.setDeterminedMinMax("max", +n[1].toFixed(r)), i.freeze();
		}
	}, e;
}();
function zk(e, t, n) {
	var r = [Infinity, -Infinity];
	Ik(n, function(e) {
		GS(r, e.getData(), t);
	});
	var i = e.getAxisModel(), a = jS(i.axis.scale, i, r).calculate();
	return [a.min, a.max];
}
// node_modules/echarts/lib/component/dataZoom/dataZoomProcessor.js
var Bk = {
	getTargetSeries: function(e) {
		function t(t) {
			e.eachComponent("dataZoom", function(n) {
				n.eachTargetAxis(function(r, i) {
					t(r, i, e.getComponent(kk(r), i), n);
				});
			});
		}
		t(function(e, t, n, r) {
			n.__dzAxisProxy = null;
		});
		var n = [];
		t(function(t, r, i, a) {
			i.__dzAxisProxy || (i.__dzAxisProxy = new Rk(t, r, a, e), n.push(i.__dzAxisProxy));
		});
		var r = J();
		return R(n, function(e) {
			R(e.getTargetSeriesModels(), function(e) {
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
// node_modules/echarts/lib/component/dataZoom/dataZoomAction.js
function Vk(e) {
	e.registerAction("dataZoom", function(e, t) {
		R(Ak(t, e), function(t) {
			t.setRawRange({
				start: e.start,
				end: e.end,
				startValue: e.startValue,
				endValue: e.endValue
			});
		});
	});
}
// node_modules/echarts/lib/component/dataZoom/installCommon.js
var Hk = !1;
function Uk(e) {
	Hk || (Hk = !0, e.registerProcessor(e.PRIORITY.PROCESSOR.FILTER, Bk), Vk(e), e.registerSubTypeDefaulter("dataZoom", function() {
		return "slider";
	}));
}
// node_modules/echarts/lib/component/helper/listComponent.js
function Wk(e, t) {
	var n = vp(t.get("padding")), r = t.getItemStyle(["color", "opacity"]);
	return r.fill = t.get("backgroundColor"), e = new gc({
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
// node_modules/echarts/lib/component/tooltip/TooltipModel.js
var Gk = function(e) {
	s(t, e);
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
}(Lp);
// node_modules/echarts/lib/component/tooltip/helper.js
function Kk(e) {
	var t = e.get("confine");
	return t == null ? e.get("renderMode") === "richText" : !!t;
}
function qk(e) {
	if (l.domSupported) {
		for (var t = document.documentElement.style, n = 0, r = e.length; n < r; n++) if (e[n] in t) return e[n];
	}
}
var Jk = qk([
	"transform",
	"webkitTransform",
	"OTransform",
	"MozTransform",
	"msTransform"
]), Yk = qk([
	"webkitTransition",
	"transition",
	"OTransition",
	"MozTransition",
	"msTransition"
]);
function Xk(e, t) {
	if (!e) return t;
	t = _p(t, !0);
	var n = e.indexOf(t);
	return e = n === -1 ? t : "-" + e.slice(0, n) + "-" + t, e.toLowerCase();
}
function Zk(e, t) {
	var n = e.currentStyle || document.defaultView && document.defaultView.getComputedStyle(e);
	return n ? t ? n[t] : n : null;
}
// node_modules/echarts/lib/component/tooltip/TooltipHTMLContent.js
var Qk = Xk(Yk, "transition"), $k = Xk(Jk, "transform"), eA = "position:absolute;display:block;border-style:solid;white-space:nowrap;z-index:9999999;" + (l.transform3dSupported ? "will-change:transform;" : "");
function tA(e) {
	return e = e === "left" ? "right" : e === "right" ? "left" : e === "top" ? "bottom" : "top", e;
}
function nA(e, t, n) {
	if (!G(n) || n === "inside") return "";
	var r = e.get("backgroundColor"), i = e.get("borderWidth");
	t = wp(t);
	var a = tA(n), o = Math.max(Math.round(i) * 1.5, 6), s = "", c = $k + ":", l;
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
function rA(e, t) {
	var n = "cubic-bezier(0.23,1,0.32,1)", r = " " + e / 2 + "s " + n, i = "opacity" + r + ",visibility" + r;
	return t || (r = " " + e + "s " + n, i += l.transformSupported ? "," + $k + r : ",left" + r + ",top" + r), Qk + ":" + i;
}
function iA(e, t, n) {
	var r = e.toFixed(0) + "px", i = t.toFixed(0) + "px";
	if (!l.transformSupported) return n ? "top:" + i + ";left:" + r + ";" : [["top", i], ["left", r]];
	var a = l.transform3dSupported, o = "translate" + (a ? "3d" : "") + "(" + r + "," + i + (a ? ",0" : "") + ")";
	return n ? "top:0;left:0;" + $k + ":" + o + ";" : [
		["top", 0],
		["left", 0],
		[Jk, o]
	];
}
function aA(e) {
	var t = [], n = e.get("fontSize"), r = e.getTextColor();
	r && t.push("color:" + r), t.push("font:" + e.getFont());
	var i = q(e.get("lineHeight"), Math.round(n * 3 / 2));
	n && t.push("line-height:" + i + "px");
	var a = e.get("textShadowColor"), o = e.get("textShadowBlur") || 0, s = e.get("textShadowOffsetX") || 0, c = e.get("textShadowOffsetY") || 0;
	return a && o && t.push("text-shadow:" + s + "px " + c + "px " + o + "px " + a), R(["decoration", "align"], function(n) {
		var r = e.get(n);
		r && t.push("text-" + n + ":" + r);
	}), t.join(";");
}
function oA(e, t, n) {
	var r = [], i = e.get("transitionDuration"), a = e.get("backgroundColor"), o = e.get("shadowBlur"), s = e.get("shadowColor"), c = e.get("shadowOffsetX"), l = e.get("shadowOffsetY"), u = e.getModel("textStyle"), d = Mg(e, "html"), f = c + "px " + l + "px " + o + "px " + s;
	return r.push("box-shadow:" + f), t && i && r.push(rA(i, n)), a && r.push("background-color:" + a), R([
		"width",
		"color",
		"radius"
	], function(t) {
		var n = "border-" + t, i = _p(n), a = e.get(i);
		a != null && r.push(n + ":" + a + (t === "color" ? "" : "px"));
	}), r.push(aA(u)), d != null && r.push("padding:" + vp(d).join("px ") + "px"), r.join(";") + ";";
}
function sA(e, t, n, r, i) {
	var a = t && t.painter;
	if (n) {
		var o = a && a.getViewportRoot();
		o && et(e, o, n, r, i);
	} else {
		e[0] = r, e[1] = i;
		var s = a && a.getViewportRootOffset();
		s && (e[0] += s.offsetLeft, e[1] += s.offsetTop);
	}
	e[2] = e[0] / t.getWidth(), e[3] = e[1] / t.getHeight();
}
var cA = function() {
	function e(e, t) {
		if (this._show = !1, this._styleCoord = [
			0,
			0,
			0,
			0
		], this._enterable = !0, this._alwaysShowContent = !1, this._firstShow = !0, this._longHide = !0, l.wxa) return null;
		var n = document.createElement("div");
		n.domBelongToZr = !0, this.el = n;
		var r = this._zr = e.getZr(), i = t.appendTo, a = i && (G(i) ? document.querySelector(i) : le(i) ? i : W(i) && i(e.getDom()));
		sA(this._styleCoord, r, a, e.getWidth() / 2, e.getHeight() / 2), (a || e.getDom()).appendChild(n), this._api = e, this._container = a;
		var o = this;
		n.onmouseenter = function() {
			o._enterable && (clearTimeout(o._hideTimeout), o._show = !0), o._inContent = !0;
		}, n.onmousemove = function(e) {
			if (e = e || window.event, !o._enterable) {
				var t = r.handler;
				mt(r.painter.getViewportRoot(), e, !0), t.dispatch("mousemove", e);
			}
		}, n.onmouseleave = function() {
			o._inContent = !1, o._enterable && o._show && o.hideLater(o._hideDelay);
		};
	}
	return e.prototype.update = function(e) {
		if (!this._container) {
			var t = this._api.getDom(), n = Zk(t, "position"), r = t.style;
			r.position !== "absolute" && n !== "absolute" && (r.position = "relative");
		}
		var i = e.get("alwaysShowContent");
		i && this._moveIfResized(), this._alwaysShowContent = i, this.el.className = e.get("className") || "";
	}, e.prototype.show = function(e, t) {
		clearTimeout(this._hideTimeout), clearTimeout(this._longHideTimeout);
		var n = this.el, r = n.style, i = this._styleCoord;
		n.innerHTML ? r.cssText = eA + oA(e, !this._firstShow, this._longHide) + iA(i[0], i[1], !0) + ("border-color:" + wp(t) + ";") + (e.get("extraCssText") || "") + (";pointer-events:" + (this._enterable ? "auto" : "none")) : r.display = "none", this._show = !0, this._firstShow = !1, this._longHide = !1;
	}, e.prototype.setContent = function(e, t, n, r, i) {
		var a = this.el;
		if (e == null) a.innerHTML = "";
		else {
			var o = "";
			if (G(i) && n.get("trigger") === "item" && !Kk(n) && (o = nA(n, r, i)), G(e)) a.innerHTML = e + o;
			else if (e) {
				a.innerHTML = "", U(e) || (e = [e]);
				for (var s = 0; s < e.length; s++) le(e[s]) && e[s].parentNode !== a && a.appendChild(e[s]);
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
			if (sA(n, this._zr, this._container, e, t), n[0] != null && n[1] != null) {
				var r = this.el.style;
				R(iA(n[0], n[1]), function(e) {
					r[e[0]] = e[1];
				});
			}
		}
	}, e.prototype._moveIfResized = function() {
		var e = this._styleCoord[2], t = this._styleCoord[3];
		this.moveTo(e * this._zr.getWidth(), t * this._zr.getHeight());
	}, e.prototype.hide = function() {
		var e = this, t = this.el.style;
		t.visibility = "hidden", t.opacity = "0", l.transform3dSupported && (t.willChange = ""), this._show = !1, this._longHideTimeout = setTimeout(function() {
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
}(), lA = function() {
	function e(e) {
		this._show = !1, this._styleCoord = [
			0,
			0,
			0,
			0
		], this._alwaysShowContent = !1, this._enterable = !0, this._zr = e.getZr(), fA(this._styleCoord, this._zr, e.getWidth() / 2, e.getHeight() / 2);
	}
	return e.prototype.update = function(e) {
		var t = e.get("alwaysShowContent");
		t && this._moveIfResized(), this._alwaysShowContent = t;
	}, e.prototype.show = function() {
		this._hideTimeout && clearTimeout(this._hideTimeout), this.el.show(), this._show = !0;
	}, e.prototype.setContent = function(e, t, n, r, i) {
		var a = this;
		K(e) && Ta(""), this.el && this._zr.remove(this.el);
		var o = n.getModel("textStyle");
		this.el = new bc({
			style: {
				rich: t.richTextStyles,
				text: e,
				lineHeight: 22,
				borderWidth: 1,
				borderColor: r,
				textShadowColor: o.get("textShadowColor"),
				fill: n.get(["textStyle", "color"]),
				padding: Mg(n, "richText"),
				verticalAlign: "top",
				align: "left"
			},
			z: n.get("z")
		}), R([
			"backgroundColor",
			"borderRadius",
			"shadowColor",
			"shadowBlur",
			"shadowOffsetX",
			"shadowOffsetY"
		], function(e) {
			a.el.style[e] = n.get(e);
		}), R([
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
		var e = this.el, t = this.el.getBoundingRect(), n = dA(e.style);
		return [t.width + n.left + n.right, t.height + n.top + n.bottom];
	}, e.prototype.moveTo = function(e, t) {
		var n = this.el;
		if (n) {
			var r = this._styleCoord;
			fA(r, this._zr, e, t), e = r[0], t = r[1];
			var i = n.style, a = uA(i.borderWidth || 0), o = dA(i);
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
function uA(e) {
	return Math.max(0, e);
}
function dA(e) {
	var t = uA(e.shadowBlur || 0), n = uA(e.shadowOffsetX || 0), r = uA(e.shadowOffsetY || 0);
	return {
		left: uA(t - n),
		right: uA(t + n),
		top: uA(t - r),
		bottom: uA(t + r)
	};
}
function fA(e, t, n, r) {
	e[0] = n, e[1] = r, e[2] = e[0] / t.getWidth(), e[3] = e[1] / t.getHeight();
}
// node_modules/echarts/lib/component/tooltip/TooltipView.js
var pA = new gc({ shape: {
	x: -1,
	y: -1,
	width: 2,
	height: 2
} }), mA = function(e) {
	s(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.init = function(e, t) {
		if (!l.node && t.getDom()) {
			var n = e.getComponent("tooltip"), r = this._renderMode = ao(n.get("renderMode"));
			this._tooltipContent = r === "richText" ? new lA(t) : new cA(t, { appendTo: n.get("appendToBody", !0) ? "body" : n.get("appendTo", !0) });
		}
	}, t.prototype.render = function(e, t, n) {
		if (!l.node && n.getDom()) {
			this.group.removeAll(), this._tooltipModel = e, this._ecModel = t, this._api = n;
			var r = this._tooltipContent;
			r.update(e), r.setEnterable(e.get("enterable")), this._initGlobalListener(), this._keepShow(), this._renderMode !== "richText" && e.get("transitionDuration") ? s_(this, "_updatePosition", 50, "fixRate") : c_(this, "_updatePosition");
		}
	}, t.prototype._initGlobalListener = function() {
		var e = this._tooltipModel.get("triggerOn");
		rk("itemTooltip", this._api, V(function(t, n, r) {
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
		if (r.from !== this.uid && !l.node && n.getDom()) {
			var i = gA(r, n);
			this._ticket = "";
			var a = r.dataByCoordSys, o = xA(r, t, n);
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
				var c = pA;
				c.x = r.x, c.y = r.y, c.update(), Q(c).tooltipConfig = {
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
				var u = dk(r, t), d = u.point[0], f = u.point[1];
				d != null && f != null && this._tryShow({
					offsetX: d,
					offsetY: f,
					target: u.el,
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
		this._tooltipModel && i.hideLater(this._tooltipModel.get("hideDelay")), this._lastX = this._lastY = this._lastDataByCoordSys = null, r.from !== this.uid && this._hide(gA(r, n));
	}, t.prototype._manuallyAxisShowTip = function(e, t, n, r) {
		var i = r.seriesIndex, a = r.dataIndex, o = t.getComponent("axisPointer").coordSysAxesInfo;
		if (i != null && a != null && o != null) {
			var s = t.getSeriesByIndex(i);
			if (s && hA([
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
				if (Q(n).ssrType === "legend") return;
				this._lastDataByCoordSys = null;
				var i, a;
				Q_(n, function(e) {
					if (Q(e).dataIndex != null) return i = e, !0;
					if (Q(e).tooltipConfig != null) return a = e, !0;
				}, !0), i ? this._showSeriesItemTooltip(e, i, t) : a ? this._showComponentItemTooltip(e, a, t) : this._hide(t);
			} else this._lastDataByCoordSys = null, this._hide(t);
		}
	}, t.prototype._showOrMove = function(e, t) {
		var n = e.get("showDelay");
		t = V(t, this), clearTimeout(this._showTimout), n > 0 ? this._showTimout = setTimeout(t, n) : t();
	}, t.prototype._showAxisTooltip = function(e, t) {
		var n = this._ecModel, r = this._tooltipModel, i = [t.offsetX, t.offsetY], a = hA([t.tooltipOption], r), o = this._renderMode, s = [], c = vg("section", {
			blocks: [],
			noHeader: !0
		}), l = [], u = new Ng();
		R(e, function(e) {
			R(e.dataByAxis, function(e) {
				var t = n.getComponent(e.axisDim + "Axis", e.axisIndex), i = e.value;
				if (t && i != null) {
					var a = GO(i, t.axis, n, e.seriesDataIndices, e.valueLabelOpt), d = vg("section", {
						header: a,
						noHeader: !ve(a),
						sortBlocks: !0,
						blocks: []
					});
					c.blocks.push(d), R(e.seriesDataIndices, function(c) {
						var f = n.getSeriesByIndex(c.seriesIndex), p = c.dataIndexInside, m = f.getDataParams(p);
						if (!(m.dataIndex < 0)) {
							m.axisDim = e.axisDim, m.axisIndex = e.axisIndex, m.axisType = e.axisType, m.axisId = e.axisId, m.axisValue = zS(t.axis, { value: i }), m.axisValueLabel = a, m.marker = u.makeTooltipMarker("item", wp(m.color), o);
							var h = Ph(f.formatTooltip(p, !0, null)), g = h.frag;
							if (g) {
								var _ = hA([f], r).get("valueFormatter");
								d.blocks.push(_ ? P({ valueFormatter: _ }, g) : g);
							}
							h.text && l.push(h.text), s.push(m);
						}
					});
				}
			});
		}), c.blocks.reverse(), l.reverse();
		var d = t.position, f = wg(c, u, o, a.get("order"), n.get("useUTC"), a.get("textStyle"));
		f && l.unshift(f);
		var p = o === "richText" ? "\n\n" : "<br/>", m = l.join(p);
		this._showOrMove(a, function() {
			this._updateContentNotChangedOnAxis(e, s) ? this._updatePosition(a, d, i[0], i[1], this._tooltipContent, s) : this._showTooltipContent(a, m, s, Math.random() + "", i[0], i[1], d, null, u);
		});
	}, t.prototype._showSeriesItemTooltip = function(e, t, n) {
		var r = this._ecModel, i = Q(t), a = i.seriesIndex, o = r.getSeriesByIndex(a), s = i.dataModel || o, c = i.dataIndex, l = i.dataType, u = s.getData(l), d = this._renderMode, f = e.positionDefault, p = hA([
			u.getItemModel(c),
			s,
			o && (o.coordinateSystem || {}).model
		], this._tooltipModel, f ? { position: f } : null), m = p.get("trigger");
		if (m == null || m === "item") {
			var h = s.getDataParams(c, l), g = new Ng();
			h.marker = g.makeTooltipMarker("item", wp(h.color), d);
			var _ = Ph(s.formatTooltip(c, !1, l)), v = p.get("order"), y = p.get("valueFormatter"), b = _.frag, x = b ? wg(y ? P({ valueFormatter: y }, b) : b, g, d, v, r.get("useUTC"), p.get("textStyle")) : _.text, S = "item_" + s.name + "_" + c;
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
		var r = this._renderMode === "html", i = Q(t), a = i.tooltipConfig.option || {}, o = a.encodeHTMLContent;
		if (G(a)) {
			var s = a;
			a = {
				content: s,
				formatter: s
			}, o = !0;
		}
		o && r && a.content && (a = M(a), a.content = st(a.content));
		var c = [a], l = this._ecModel.getComponent(i.componentMainType, i.componentIndex);
		l && c.push(l), c.push({ formatter: a.content });
		var u = e.positionDefault, d = hA(c, this._tooltipModel, u ? { position: u } : null), f = d.get("content"), p = Math.random() + "", m = new Ng();
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
				if (G(u)) {
					var p = e.ecModel.get("useUTC"), m = U(n) ? n[0] : n, h = m && m.axisType && m.axisType.indexOf("time") >= 0;
					d = u, h && (d = Qf(m.axisValue, d, p)), d = Sp(d, n, !0);
				} else if (W(u)) {
					var g = V(function(t, r) {
						t === this._ticket && (l.setContent(r, c, e, f, o), this._updatePosition(e, o, i, a, l, n, s));
					}, this);
					this._ticket = r, d = u(n, r, g);
				} else d = u;
			}
			l.setContent(d, c, e, f, o), l.show(e, f), this._updatePosition(e, o, i, a, l, n, s);
		}
	}, t.prototype._getNearestPoint = function(e, t, n, r) {
		if (n === "axis" || U(t)) return { color: r || (this._renderMode === "html" ? "#fff" : "none") };
		if (!U(t)) return { color: r || t.color || t.borderColor };
	}, t.prototype._updatePosition = function(e, t, n, r, i, a, o) {
		var s = this._api.getWidth(), c = this._api.getHeight();
		t = t || e.get("position");
		var l = i.getSize(), u = e.get("align"), d = e.get("verticalAlign"), f = o && o.getBoundingRect().clone();
		if (o && f.applyTransform(o.transform), W(t) && (t = t([n, r], a, i.el, f, {
			viewSize: [s, c],
			contentSize: l.slice()
		})), U(t)) n = aa(t[0], s), r = aa(t[1], c);
		else if (K(t)) {
			var p = t;
			p.width = l[0], p.height = l[1];
			var m = Ap(p, {
				width: s,
				height: c
			});
			n = m.x, r = m.y, u = null, d = null;
		} else if (G(t) && o) {
			var h = yA(t, f, l, e.get("borderWidth"));
			n = h[0], r = h[1];
		} else {
			var h = _A(n, r, i, s, c, u ? null : 20, d ? null : 20);
			n = h[0], r = h[1];
		}
		if (u && (n -= bA(u) ? l[0] / 2 : u === "right" ? l[0] : 0), d && (r -= bA(d) ? l[1] / 2 : d === "bottom" ? l[1] : 0), Kk(e)) {
			var h = vA(n, r, i, s, c);
			n = h[0], r = h[1];
		}
		i.moveTo(n, r);
	}, t.prototype._updateContentNotChangedOnAxis = function(e, t) {
		var n = this._lastDataByCoordSys, r = this._cbParamsList, i = !!n && n.length === e.length;
		return i && R(n, function(n, a) {
			var o = n.dataByAxis || [], s = (e[a] || {}).dataByAxis || [];
			i = i && o.length === s.length, i && R(o, function(e, n) {
				var a = s[n] || {}, o = e.seriesDataIndices || [], c = a.seriesDataIndices || [];
				i = i && e.value === a.value && e.axisType === a.axisType && e.axisId === a.axisId && o.length === c.length, i && R(o, function(e, t) {
					var n = c[t];
					i = i && e.seriesIndex === n.seriesIndex && e.dataIndex === n.dataIndex;
				}), r && R(e.seriesDataIndices, function(e) {
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
		!l.node && t.getDom() && (c_(this, "_updatePosition"), this._tooltipContent.dispose(), lk("itemTooltip", t));
	}, t.type = "tooltip", t;
}(qg);
function hA(e, t, n) {
	var r = t.ecModel, i;
	n ? (i = new bf(n, r, r), i = new bf(t.option, i, r)) : i = t;
	for (var a = e.length - 1; a >= 0; a--) {
		var o = e[a];
		o && (o instanceof bf && (o = o.get("tooltip", !0)), G(o) && (o = { formatter: o }), o && (i = new bf(o, i, r)));
	}
	return i;
}
function gA(e, t) {
	return e.dispatchAction || V(t.dispatchAction, t);
}
function _A(e, t, n, r, i, a, o) {
	var s = n.getSize(), c = s[0], l = s[1];
	return a != null && (e + c + a + 2 > r ? e -= c + a : e += a), o != null && (t + l + o > i ? t -= l + o : t += o), [e, t];
}
function vA(e, t, n, r, i) {
	var a = n.getSize(), o = a[0], s = a[1];
	return e = Math.min(e + o, r) - o, t = Math.min(t + s, i) - s, e = Math.max(e, 0), t = Math.max(t, 0), [e, t];
}
function yA(e, t, n, r) {
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
function bA(e) {
	return e === "center" || e === "middle";
}
function xA(e, t, n) {
	var r = $a(e).queryOptionMap, i = r.keys()[0];
	if (i && i !== "series") {
		var a = no(t, i, r.get(i), {
			useDefault: !1,
			enableAll: !1,
			enableNone: !1
		}).models[0];
		if (a) {
			var o = n.getViewOfComponentModel(a), s;
			if (o.group.traverse(function(t) {
				var n = Q(t).tooltipConfig;
				if (n && n.name === e.name) return s = t, !0;
			}), s) return {
				componentMainType: i,
				componentIndex: a.componentIndex,
				el: s
			};
		}
	}
}
// node_modules/echarts/lib/component/tooltip/install.js
function SA(e) {
	YS(wk), e.registerComponentModel(Gk), e.registerComponentView(mA), e.registerAction({
		type: "showTip",
		event: "showTip",
		update: "tooltip:manuallyShowTip"
	}, ke), e.registerAction({
		type: "hideTip",
		event: "hideTip",
		update: "tooltip:manuallyHideTip"
	}, ke);
}
// node_modules/echarts/lib/visual/visualSolution.js
var CA = R;
function wA(e) {
	if (e) {
		for (var t in e) if (e.hasOwnProperty(t)) return !0;
	}
}
function TA(e, t, n) {
	var r = {};
	return CA(t, function(t) {
		var a = r[t] = i();
		CA(e[t], function(e, r) {
			if (_E.isValidType(r)) {
				var i = {
					type: r,
					visual: e
				};
				n && n(i, t), a[r] = new _E(i), r === "opacity" && (i = M(i), i.type = "colorAlpha", a.__hidden.__alphaForOpacity = new _E(i));
			}
		});
	}), r;
	function i() {
		var e = function() {};
		return e.prototype.__hidden = e.prototype, new e();
	}
}
function EA(e, t, n) {
	var r;
	R(n, function(e) {
		t.hasOwnProperty(e) && wA(t[e]) && (r = !0);
	}), r && R(n, function(n) {
		t.hasOwnProperty(n) && wA(t[n]) ? e[n] = M(t[n]) : delete e[n];
	});
}
function DA(e, t, n, r) {
	var i = {};
	return R(e, function(e) {
		i[e] = _E.prepareVisualTypes(t[e]);
	}), { progress: function(e, a) {
		var o;
		r != null && (o = a.getDimensionIndex(r));
		function s(e) {
			return q_(a, l, e);
		}
		function c(e, t) {
			Y_(a, l, e, t);
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
// node_modules/echarts/lib/component/marker/checkMarkerInSeries.js
function OA(e, t) {
	if (!e) return !1;
	for (var n = U(e) ? e : [e], r = 0; r < n.length; r++) if (n[r] && n[r][t]) return !0;
	return !1;
}
// node_modules/echarts/lib/component/marker/MarkerModel.js
function kA(e) {
	Aa(e, "label", ["show"]);
}
var AA = Xa(), jA = function(e) {
	s(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.createdBySelf = !1, n;
	}
	return t.prototype.init = function(e, t, n) {
		this.mergeDefaultAndTheme(e, n), this._mergeOption(e, n, !1, !0);
	}, t.prototype.isAnimationEnabled = function() {
		if (l.node) return !1;
		var e = this.__hostSeries;
		return this.getShallow("animation") && e && e.isAnimationEnabled();
	}, t.prototype.mergeOption = function(e, t) {
		this._mergeOption(e, t, !1, !1);
	}, t.prototype._mergeOption = function(e, t, n, r) {
		var i = this.mainType;
		n || t.eachSeries(function(e) {
			var n = e.get(this.mainType, !0), a = AA(e)[i];
			!n || !n.data ? AA(e)[i] = null : (a ? a._mergeOption(n, t, !0) : (r && kA(n), R(n.data, function(e) {
				e instanceof Array ? (kA(e[0]), kA(e[1])) : kA(e);
			}), a = this.createMarkerModelFromSeries(n, this, t), P(a, {
				mainType: this.mainType,
				seriesIndex: e.seriesIndex,
				name: e.name,
				createdBySelf: !0
			}), a.__hostSeries = e), AA(e)[i] = a);
		}, this);
	}, t.prototype.formatTooltip = function(e, t, n) {
		var r = this.getData(), i = this.getRawValue(e), a = r.getName(e);
		return vg("section", {
			header: this.name,
			blocks: [vg("nameValue", {
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
		var n = Nh.prototype.getDataParams.call(this, e, t), r = this.__hostSeries;
		return r && (n.seriesId = r.id, n.seriesName = r.name, n.seriesType = r.subType), n;
	}, t.getMarkerModelFromSeries = function(e, t) {
		return AA(e)[t];
	}, t.type = "marker", t.dependencies = [
		"series",
		"grid",
		"polar",
		"geo"
	], t;
}(Lp);
te(jA, Nh.prototype);
// node_modules/echarts/lib/component/marker/markerHelper.js
function MA(e) {
	return !(isNaN(parseFloat(e.x)) && isNaN(parseFloat(e.y)));
}
function NA(e) {
	return !isNaN(parseFloat(e.x)) && !isNaN(parseFloat(e.y));
}
function PA(e, t, n, r, i, a) {
	var o = [], s = bx(t, r) ? t.getCalculationInfo("stackResultDimension") : r, c = VA(t, s, e), l = t.indicesOfNearest(s, c)[0];
	o[i] = t.get(n, l), o[a] = t.get(s, l);
	var u = t.get(r, l), d = ca(t.get(r, l));
	return d = Math.min(d, 20), d >= 0 && (o[a] = +o[a].toFixed(d)), [o, u];
}
var FA = {
	min: H(PA, "min"),
	max: H(PA, "max"),
	average: H(PA, "average"),
	median: H(PA, "median")
};
function IA(e, t) {
	if (t) {
		var n = e.getData(), r = e.coordinateSystem, i = r && r.dimensions;
		if (!NA(t) && !U(t.coord) && U(i)) {
			var a = LA(t, n, r, e);
			if (t = M(t), t.type && FA[t.type] && a.baseAxis && a.valueAxis) {
				var o = I(i, a.baseAxis.dim), s = I(i, a.valueAxis.dim), c = FA[t.type](n, a.baseDataDim, a.valueDataDim, o, s);
				t.coord = c[0], t.value = c[1];
			} else t.coord = [t.xAxis == null ? t.radiusAxis : t.xAxis, t.yAxis == null ? t.angleAxis : t.yAxis];
		}
		if (t.coord == null || !U(i)) t.coord = [];
		else for (var l = t.coord, u = 0; u < 2; u++) FA[l[u]] && (l[u] = VA(n, n.mapDimension(i[u]), l[u]));
		return t;
	}
}
function LA(e, t, n, r) {
	var i = {};
	return e.valueIndex != null || e.valueDim != null ? (i.valueDataDim = e.valueIndex == null ? e.valueDim : t.getDimension(e.valueIndex), i.valueAxis = n.getAxis(RA(r, i.valueDataDim)), i.baseAxis = n.getOtherAxis(i.valueAxis), i.baseDataDim = t.mapDimension(i.baseAxis.dim)) : (i.baseAxis = r.getBaseAxis(), i.valueAxis = n.getOtherAxis(i.baseAxis), i.baseDataDim = t.mapDimension(i.baseAxis.dim), i.valueDataDim = t.mapDimension(i.valueAxis.dim)), i;
}
function RA(e, t) {
	var n = e.getData().getDimensionInfo(t);
	return n && n.coordDim;
}
function zA(e, t) {
	return e && e.containData && t.coord && !MA(t) ? e.containData(t.coord) : !0;
}
function BA(e, t) {
	return e ? function(e, n, r, i) {
		return Rh(i < 2 ? e.coord && e.coord[i] : e.value, t[i]);
	} : function(e, n, r, i) {
		return Rh(e.value, t[i]);
	};
}
function VA(e, t, n) {
	if (n === "average") {
		var r = 0, i = 0;
		return e.each(t, function(e, t) {
			isNaN(e) || (r += e, i++);
		}), r / i;
	}
	return n === "median" ? e.getMedian(t) : e.getDataExtent(t)[+(n === "max")];
}
// node_modules/echarts/lib/component/marker/MarkerView.js
var HA = Xa(), UA = function(e) {
	s(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.init = function() {
		this.markerGroupMap = J();
	}, t.prototype.render = function(e, t, n) {
		var r = this, i = this.markerGroupMap;
		i.each(function(e) {
			HA(e).keep = !1;
		}), t.eachSeries(function(e) {
			var i = jA.getMarkerModelFromSeries(e, r.type);
			i && r.renderSeries(e, i, t, n);
		}), i.each(function(e) {
			!HA(e).keep && r.group.remove(e.group);
		});
	}, t.prototype.markKeep = function(e) {
		HA(e).keep = !0;
	}, t.prototype.toggleBlurSeries = function(e, t) {
		var n = this;
		R(e, function(e) {
			var r = jA.getMarkerModelFromSeries(e, n.type);
			r && r.getData().eachItemGraphicEl(function(e) {
				e && (t ? pl(e) : ml(e));
			});
		});
	}, t.type = "marker", t;
}(qg), WA = function(e) {
	s(t, e);
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
}(jA), GA = Xa(), KA = function(e, t, n, r) {
	var i = e.getData(), a;
	if (U(r)) a = r;
	else {
		var o = r.type;
		if (o === "min" || o === "max" || o === "average" || o === "median" || r.xAxis != null || r.yAxis != null) {
			var s = void 0, c = void 0;
			if (r.yAxis != null || r.xAxis != null) s = t.getAxis(r.yAxis == null ? "x" : "y"), c = pe(r.yAxis, r.xAxis);
			else {
				var l = LA(r, i, t, e);
				s = l.valueAxis, c = VA(i, xx(i, l.valueDataDim), o);
			}
			var u = s.dim === "x" ? 0 : 1, d = 1 - u, f = M(r), p = { coord: [] };
			f.type = null, f.coord = [], f.coord[d] = -Infinity, p.coord[d] = Infinity;
			var m = n.get("precision");
			m >= 0 && oe(c) && (c = +c.toFixed(Math.min(m, 20))), f.coord[u] = p.coord[u] = c, a = [
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
		IA(e, a[0]),
		IA(e, a[1]),
		P({}, a[2])
	];
	return h[2].type = h[2].type || null, N(h[2], h[0]), N(h[2], h[1]), h;
};
function qA(e) {
	return !isNaN(e) && !isFinite(e);
}
function JA(e, t, n, r) {
	var i = 1 - e, a = r.dimensions[e];
	return qA(t[i]) && qA(n[i]) && t[e] === n[e] && r.getAxis(a).containData(t[e]);
}
function YA(e, t) {
	if (e.type === "cartesian2d") {
		var n = t[0].coord, r = t[1].coord;
		if (n && r && (JA(1, n, r, e) || JA(0, n, r, e))) return !0;
	}
	return zA(e, t[0]) && zA(e, t[1]);
}
function XA(e, t, n, r, i) {
	var a = r.coordinateSystem, o = e.getItemModel(t), s, c = aa(o.get("x"), i.getWidth()), l = aa(o.get("y"), i.getHeight());
	if (!isNaN(c) && !isNaN(l)) s = [c, l];
	else {
		if (r.getMarkerPosition) s = r.getMarkerPosition(e.getValues(e.dimensions, t));
		else {
			var u = a.dimensions, d = e.get(u[0], t), f = e.get(u[1], t);
			s = a.dataToPoint([d, f]);
		}
		if (UC(a, "cartesian2d")) {
			var p = a.getAxis("x"), m = a.getAxis("y"), u = a.dimensions;
			qA(e.get(u[0], t)) ? s[0] = p.toGlobalCoord(p.getExtent()[+!n]) : qA(e.get(u[1], t)) && (s[1] = m.toGlobalCoord(m.getExtent()[+!n]));
		}
		isNaN(c) || (s[0] = c), isNaN(l) || (s[1] = l);
	}
	e.setItemLayout(t, s);
}
var ZA = function(e) {
	s(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.updateTransform = function(e, t, n) {
		t.eachSeries(function(e) {
			var t = jA.getMarkerModelFromSeries(e, "markLine");
			if (t) {
				var r = t.getData(), i = GA(t).from, a = GA(t).to;
				i.each(function(t) {
					XA(i, t, !0, e, n), XA(a, t, !1, e, n);
				}), r.each(function(e) {
					r.setItemLayout(e, [i.getItemLayout(e), a.getItemLayout(e)]);
				}), this.markerGroupMap.get(e.id).updateLayout();
			}
		}, this);
	}, t.prototype.renderSeries = function(e, t, n, r) {
		var i = e.coordinateSystem, a = e.id, o = e.getData(), s = this.markerGroupMap, c = s.get(a) || s.set(a, new UE());
		this.group.add(c.group);
		var l = QA(i, e, t), u = l.from, d = l.to, f = l.line;
		GA(t).from = u, GA(t).to = d, t.setData(f);
		var p = t.get("symbol"), m = t.get("symbolSize"), h = t.get("symbolRotate"), g = t.get("symbolOffset");
		U(p) || (p = [p, p]), U(m) || (m = [m, m]), U(h) || (h = [h, h]), U(g) || (g = [g, g]), l.from.each(function(e) {
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
			Q(e).dataModel = t, e.traverse(function(e) {
				Q(e).dataModel = t;
			});
		});
		function _(t, n, i) {
			var a = t.getItemModel(n);
			XA(t, n, i, e, r);
			var s = a.getModel("itemStyle").getItemStyle();
			s.fill ?? (s.fill = J_(o, "color")), t.setItemVisual(n, {
				symbolKeepAspect: a.get("symbolKeepAspect"),
				symbolOffset: q(a.get("symbolOffset", !0), g[+!i]),
				symbolRotate: q(a.get("symbolRotate", !0), h[+!i]),
				symbolSize: q(a.get("symbolSize"), m[+!i]),
				symbol: q(a.get("symbol", !0), p[+!i]),
				style: s
			});
		}
		this.markKeep(c), c.group.silent = t.get("silent") || e.get("silent");
	}, t.type = "markLine", t;
}(UA);
function QA(e, t, n) {
	var r = e ? z(e && e.dimensions, function(e) {
		return P(P({}, t.getData().getDimensionInfo(t.getData().mapDimension(e)) || {}), {
			name: e,
			ordinalMeta: null
		});
	}) : [{
		name: "value",
		type: "float"
	}], i = new lx(r, n), a = new lx(r, n), o = new lx([], n), s = z(n.get("data"), H(KA, t, e, n));
	e && (s = re(s, H(YA, e)));
	var c = BA(!!e, r);
	return i.initData(z(s, function(e) {
		return e[0];
	}), null, c), a.initData(z(s, function(e) {
		return e[1];
	}), null, c), o.initData(z(s, function(e) {
		return e[2];
	})), o.hasItemOption = !0, {
		from: i,
		to: a,
		line: o
	};
}
// node_modules/echarts/lib/component/marker/installMarkLine.js
function $A(e) {
	e.registerComponentModel(WA), e.registerComponentView(ZA), e.registerPreprocessor(function(e) {
		OA(e.series, "markLine") && (e.markLine = e.markLine || {});
	});
}
// node_modules/echarts/lib/component/legend/LegendModel.js
var ej = function(e, t) {
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
}, tj = function(e) {
	s(t, e);
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
		t === !0 && (t = e.selector = ["all", "inverse"]), U(t) && R(t, function(e, r) {
			G(e) && (e = { type: e }), t[r] = N(e, ej(n, e.type));
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
			a && Wa(r) && t.push(r.name);
		}), this._availableNames = n;
		var r = this.get("data") || t, i = J(), a = z(r, function(e) {
			return (G(e) || oe(e)) && (e = { name: e }), i.get(e.name) ? null : (i.set(e.name, !0), new bf(e, this, this.ecModel));
		}, this);
		this._data = re(a, function(e) {
			return !!e;
		});
	}, t.prototype.getData = function() {
		return this._data;
	}, t.prototype.select = function(e) {
		var t = this.option.selected;
		if (this.get("selectedMode") === "single") {
			var n = this._data;
			R(n, function(e) {
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
		R(e, function(e) {
			t[e.get("name", !0)] = !0;
		});
	}, t.prototype.inverseSelect = function() {
		var e = this._data, t = this.option.selected;
		R(e, function(e) {
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
}(Lp), nj = H, rj = R, ij = qi, aj = function(e) {
	s(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.newlineDisabled = !1, n;
	}
	return t.prototype.init = function() {
		this.group.add(this._contentGroup = new ij()), this.group.add(this._selectorGroup = new ij()), this._isFirstRender = !0;
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
			}, u = e.get("padding"), d = Ap(c, l, u), f = this.layoutInner(e, i, d, r, o, s), p = Ap(F({
				width: f.width,
				height: f.height
			}, c), l, u);
			this.group.x = p.x - f.x, this.group.y = p.y - f.y, this.group.markRedraw(), this.group.add(this._backgroundEl = Wk(f, e));
		}
	}, t.prototype.resetInner = function() {
		this.getContentGroup().removeAll(), this._backgroundEl && this.group.remove(this._backgroundEl), this.getSelectorGroup().removeAll();
	}, t.prototype.renderInner = function(e, t, n, r, i, a, o) {
		var s = this.getContentGroup(), c = J(), l = t.get("selectedMode"), u = [];
		n.eachRawSeries(function(e) {
			!e.get("legendHoverLink") && u.push(e.id);
		}), rj(t.getData(), function(i, a) {
			var o = i.get("name");
			if (!this.newlineDisabled && (o === "" || o === "\n")) {
				var d = new ij();
				d.newline = !0, s.add(d);
			} else {
				var f = n.getSeriesByName(o)[0];
				if (!c.get(o)) {
					if (f) {
						var p = f.getData(), m = p.getVisual("legendLineStyle") || {}, h = p.getVisual("legendIcon"), g = p.getVisual("style"), _ = this._createItem(f, o, a, i, t, e, m, g, h, l, r);
						_.on("click", nj(cj, o, null, r, u)).on("mouseover", nj(uj, f.name, null, r, u)).on("mouseout", nj(dj, f.name, null, r, u)), n.ssr && _.eachChild(function(e) {
							var t = Q(e);
							t.seriesIndex = f.seriesIndex, t.dataIndex = a, t.ssrType = "legend";
						}), c.set(o, !0);
					} else n.eachRawSeries(function(s) {
						if (!c.get(o) && s.legendVisualProvider) {
							var d = s.legendVisualProvider;
							if (!d.containName(o)) return;
							var f = d.indexOfName(o), p = d.getItemVisual(f, "style"), m = d.getItemVisual(f, "legendIcon"), h = ar(p.fill);
							h && h[3] === 0 && (h[3] = .2, p = P(P({}, p), { fill: pr(h, "rgba") }));
							var g = this._createItem(s, o, a, i, t, e, {}, p, m, l, r);
							g.on("click", nj(cj, null, o, r, u)).on("mouseover", nj(uj, null, o, r, u)).on("mouseout", nj(dj, null, o, r, u)), n.ssr && g.eachChild(function(e) {
								var t = Q(e);
								t.seriesIndex = s.seriesIndex, t.dataIndex = a, t.ssrType = "legend";
							}), c.set(o, !0);
						}
					}, this);
				}
			}
		}, this), i && this._createSelector(i, t, r, a, o);
	}, t.prototype._createSelector = function(e, t, n, r, i) {
		var a = this.getSelectorGroup();
		rj(e, function(e) {
			var r = e.type, i = new bc({
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
			a.add(i), Xd(i, {
				normal: t.getModel("selectorLabel"),
				emphasis: t.getModel(["emphasis", "selectorLabel"])
			}, { defaultText: e.title }), Ol(i);
		});
	}, t.prototype._createItem = function(e, t, n, r, i, a, o, s, c, l, u) {
		var d = e.visualDrawType, f = i.get("itemWidth"), p = i.get("itemHeight"), m = i.isSelected(t), h = r.get("symbolRotate"), g = r.get("symbolKeepAspect"), _ = r.get("icon");
		c = _ || c || "roundRect";
		var v = oj(c, r, o, s, d, m, u), y = new ij(), b = r.getModel("textStyle");
		if (W(e.getLegendIcon) && (!_ || _ === "inherit")) y.add(e.getLegendIcon({
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
			y.add(sj({
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
		G(w) && w ? T = w.replace("{name}", t ?? "") : W(w) && (T = w(t));
		var E = m ? b.getTextColor() : r.get("inactiveColor");
		y.add(new bc({ style: Qd(b, {
			text: T,
			x: S,
			y: p / 2,
			fill: E,
			align: C,
			verticalAlign: "middle"
		}, { inheritColor: E }) }));
		var D = new gc({
			shape: y.getBoundingRect(),
			style: { fill: "transparent" }
		}), O = r.getModel("tooltip");
		return O.get("show") && Wd({
			el: D,
			componentModel: i,
			itemName: t,
			itemTooltipOption: O.option
		}), y.add(D), y.eachChild(function(e) {
			e.silent = !0;
		}), D.silent = !l, this.getContentGroup().add(y), Ol(y), y.__legendDataIndex = n, y;
	}, t.prototype.layoutInner = function(e, t, n, r, i, a) {
		var o = this.getContentGroup(), s = this.getSelectorGroup();
		kp(e.get("orient"), o, e.get("itemGap"), n.width, n.height);
		var c = o.getBoundingRect(), l = [-c.x, -c.y];
		if (s.markRedraw(), o.markRedraw(), i) {
			kp("horizontal", s, e.get("selectorItemGap", !0));
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
}(qg);
function oj(e, t, n, r, i, a, o) {
	function s(e, t) {
		e.lineWidth === "auto" && (e.lineWidth = t.lineWidth > 0 ? 2 : 0), rj(e, function(n, r) {
			e[r] === "inherit" && (e[r] = t[r]);
		});
	}
	var c = t.getModel("itemStyle"), l = c.getItemStyle(), u = e.lastIndexOf("empty", 0) === 0 ? "fill" : "stroke", d = c.getShallow("decal");
	l.decal = !d || d === "inherit" ? r.decal : Zv(d, o), l.fill === "inherit" && (l.fill = r[i]), l.stroke === "inherit" && (l.stroke = r[u]), l.opacity === "inherit" && (l.opacity = (i === "fill" ? r : n).opacity), s(l, r);
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
function sj(e) {
	var t = e.icon || "roundRect", n = cv(t, 0, 0, e.itemWidth, e.itemHeight, e.itemStyle.fill, e.symbolKeepAspect);
	return n.setStyle(e.itemStyle), n.rotation = (e.iconRotate || 0) * Math.PI / 180, n.setOrigin([e.itemWidth / 2, e.itemHeight / 2]), t.indexOf("empty") > -1 && (n.style.stroke = n.style.fill, n.style.fill = "#fff", n.style.lineWidth = 2), n;
}
function cj(e, t, n, r) {
	dj(e, t, n, r), n.dispatchAction({
		type: "legendToggleSelect",
		name: e ?? t
	}), uj(e, t, n, r);
}
function lj(e) {
	for (var t = e.getZr().storage.getDisplayList(), n, r = 0, i = t.length; r < i && !(n = t[r].states.emphasis);) r++;
	return n && n.hoverLayer;
}
function uj(e, t, n, r) {
	lj(n) || n.dispatchAction({
		type: "highlight",
		seriesName: e,
		name: t,
		excludeSeriesId: r
	});
}
function dj(e, t, n, r) {
	lj(n) || n.dispatchAction({
		type: "downplay",
		seriesName: e,
		name: t,
		excludeSeriesId: r
	});
}
// node_modules/echarts/lib/component/legend/legendFilter.js
function fj(e) {
	var t = e.findComponents({ mainType: "legend" });
	t && t.length && e.filterSeries(function(e) {
		for (var n = 0; n < t.length; n++) if (!t[n].isSelected(e.name)) return !1;
		return !0;
	});
}
// node_modules/echarts/lib/component/legend/legendAction.js
function pj(e, t, n) {
	var r = e === "allSelect" || e === "inverseSelect", i = {}, a = [];
	n.eachComponent({
		mainType: "legend",
		query: t
	}, function(n) {
		r ? n[e]() : n[e](t.name), mj(n, i), a.push(n.componentIndex);
	});
	var o = {};
	return n.eachComponent("legend", function(e) {
		R(i, function(t, n) {
			e[t ? "select" : "unSelect"](n);
		}), mj(e, o);
	}), r ? {
		selected: o,
		legendIndex: a
	} : {
		name: t.name,
		selected: o
	};
}
function mj(e, t) {
	var n = t || {};
	return R(e.getData(), function(t) {
		var r = t.get("name");
		if (r !== "\n" && r !== "") {
			var i = e.isSelected(r);
			n[r] = Y(n, r) ? n[r] && i : i;
		}
	}), n;
}
function hj(e) {
	e.registerAction("legendToggleSelect", "legendselectchanged", H(pj, "toggleSelected")), e.registerAction("legendAllSelect", "legendselectall", H(pj, "allSelect")), e.registerAction("legendInverseSelect", "legendinverseselect", H(pj, "inverseSelect")), e.registerAction("legendSelect", "legendselected", H(pj, "select")), e.registerAction("legendUnSelect", "legendunselected", H(pj, "unSelect"));
}
// node_modules/echarts/lib/component/legend/installLegendPlain.js
function gj(e) {
	e.registerComponentModel(tj), e.registerComponentView(aj), e.registerProcessor(e.PRIORITY.PROCESSOR.SERIES_FILTER, fj), e.registerSubTypeDefaulter("legend", function() {
		return "plain";
	}), hj(e);
}
// node_modules/echarts/lib/component/legend/ScrollableLegendModel.js
var _j = function(e) {
	s(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.setScrollDataIndex = function(e) {
		this.option.scrollDataIndex = e;
	}, t.prototype.init = function(t, n, r) {
		var i = Pp(t);
		e.prototype.init.call(this, t, n, r), vj(this, t, i);
	}, t.prototype.mergeOption = function(t, n) {
		e.prototype.mergeOption.call(this, t, n), vj(this, this.option, t);
	}, t.type = "legend.scroll", t.defaultOption = Tf(tj.defaultOption, {
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
}(tj);
function vj(e, t, n) {
	var r = e.getOrient(), i = [1, 1];
	i[r.index] = 0, Np(t, n, {
		type: "box",
		ignoreSize: !!i
	});
}
// node_modules/echarts/lib/component/legend/ScrollableLegendView.js
var yj = qi, bj = ["width", "height"], xj = ["x", "y"], Sj = function(e) {
	s(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.newlineDisabled = !0, n._currentIndex = 0, n;
	}
	return t.prototype.init = function() {
		e.prototype.init.call(this), this.group.add(this._containerGroup = new yj()), this._containerGroup.add(this.getContentGroup()), this.group.add(this._controllerGroup = new yj());
	}, t.prototype.resetInner = function() {
		e.prototype.resetInner.call(this), this._controllerGroup.removeAll(), this._containerGroup.removeClipPath(), this._containerGroup.__rectSize = null;
	}, t.prototype.renderInner = function(t, n, r, i, a, o, s) {
		var c = this;
		e.prototype.renderInner.call(this, t, n, r, i, a, o, s);
		var l = this._controllerGroup, u = n.get("pageIconSize", !0), d = U(u) ? u : [u, u];
		p("pagePrev", 0);
		var f = n.getModel("pageTextStyle");
		l.add(new bc({
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
			var r = e + "DataIndex", a = zd(n.get("pageIcons", !0)[n.getOrient().name][t], { onclick: V(c._pageGo, c, r, n, i) }, {
				x: -d[0] / 2,
				y: -d[1] / 2,
				width: d[0],
				height: d[1]
			});
			a.name = e, l.add(a);
		}
	}, t.prototype.layoutInner = function(e, t, n, r, i, a) {
		var o = this.getSelectorGroup(), s = e.getOrient().index, c = bj[s], l = xj[s], u = bj[1 - s], d = xj[1 - s];
		i && kp("horizontal", o, e.get("selectorItemGap", !0));
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
		kp(e.get("orient"), c, e.get("itemGap"), r ? n.width : null, r ? null : n.height), kp("horizontal", u, e.get("pageButtonItemGap", !0));
		var d = c.getBoundingRect(), f = u.getBoundingRect(), p = this._showController = d[i] > n[i], m = [-d.x, -d.y];
		t || (m[r] = c[s]);
		var h = [0, 0], g = [-f.x, -f.y], _ = q(e.get("pageButtonGap", !0), e.get("itemGap", !0));
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
			y[i] = Math.max(n[i] - f[i] - _, 0), y[a] = v[a], l.setClipPath(new gc({ shape: y })), l.__rectSize = y[i];
		} else u.eachChild(function(e) {
			e.attr({
				invisible: !0,
				silent: !0
			});
		});
		var b = this._getPageInfo(e);
		return b.pageIndex != null && sd(c, {
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
		R(["pagePrev", "pageNext"], function(r) {
			var i = t[r + "DataIndex"] != null, a = n.childOfName(r);
			a && (a.setStyle("fill", i ? e.get("pageIconColor", !0) : e.get("pageIconInactiveColor", !0)), a.cursor = i ? "pointer" : "default");
		});
		var r = n.childOfName("pageText"), i = e.get("pageFormatter"), a = t.pageIndex, o = a == null ? 0 : a + 1, s = t.pageCount;
		r && i && r.setStyle("text", G(i) ? i.replace("{current}", o == null ? "" : o + "").replace("{total}", s == null ? "" : s + "") : i({
			current: o,
			total: s
		}));
	}, t.prototype._getPageInfo = function(e) {
		var t = e.get("scrollDataIndex", !0), n = this.getContentGroup(), r = this._containerGroup.__rectSize, i = e.getOrient().index, a = bj[i], o = xj[i], s = this._findTargetItemIndex(t), c = n.children(), l = c[s], u = c.length, d = +!!u, f = {
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
}(aj);
// node_modules/echarts/lib/component/legend/scrollableLegendAction.js
function Cj(e) {
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
// node_modules/echarts/lib/component/legend/installLegendScroll.js
function wj(e) {
	YS(gj), e.registerComponentModel(_j), e.registerComponentView(Sj), Cj(e);
}
// node_modules/echarts/lib/component/legend/install.js
function Tj(e) {
	YS(gj), YS(wj);
}
// node_modules/echarts/lib/component/dataZoom/InsideZoomModel.js
var Ej = function(e) {
	s(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.type = "dataZoom.inside", t.defaultOption = Tf(Nk.defaultOption, {
		disabled: !1,
		zoomLock: !1,
		zoomOnMouseWheel: !0,
		moveOnMouseMove: !0,
		moveOnMouseWheel: !1,
		preventDefaultMouseMove: !0
	}), t;
}(Nk), Dj = Xa();
function Oj(e, t, n) {
	Dj(e).coordSysRecordMap.each(function(e) {
		var r = e.dataZoomInfoMap.get(t.uid);
		r && (r.getRange = n);
	});
}
function kj(e, t) {
	for (var n = Dj(e).coordSysRecordMap, r = n.keys(), i = 0; i < r.length; i++) {
		var a = r[i], o = n.get(a), s = o.dataZoomInfoMap;
		if (s) {
			var c = t.uid;
			s.get(c) && (s.removeKey(c), s.keys().length || Aj(n, o));
		}
	}
}
function Aj(e, t) {
	if (t) {
		e.removeKey(t.model.uid);
		var n = t.controller;
		n && n.dispose();
	}
}
function jj(e, t) {
	var n = {
		model: t,
		containsPoint: H(Nj, t),
		dispatchAction: H(Mj, e),
		dataZoomInfoMap: null,
		controller: null
	}, r = n.controller = new uE(e.getZr());
	return R([
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
function Mj(e, t) {
	e.isDisposed() || e.dispatchAction({
		type: "dataZoom",
		animation: {
			easing: "cubicOut",
			duration: 100
		},
		batch: t
	});
}
function Nj(e, t, n, r) {
	return e.coordinateSystem.containPoint([n, r]);
}
function Pj(e) {
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
function Fj(e) {
	e.registerProcessor(e.PRIORITY.PROCESSOR.FILTER, function(e, t) {
		var n = Dj(t), r = n.coordSysRecordMap || (n.coordSysRecordMap = J());
		r.each(function(e) {
			e.dataZoomInfoMap = null;
		}), e.eachComponent({
			mainType: "dataZoom",
			subType: "inside"
		}, function(e) {
			R(jk(e).infoList, function(n) {
				var i = n.model.uid, a = r.get(i) || r.set(i, jj(t, n.model));
				(a.dataZoomInfoMap || (a.dataZoomInfoMap = J())).set(e.uid, {
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
			if (!n) Aj(r, e);
			else {
				var o = Pj(i);
				t.enable(o.controlType, o.opt), t.setPointerChecker(e.containsPoint), s_(e, "dispatchAction", n.model.get("throttle", !0), "fixRate");
			}
		});
	});
}
// node_modules/echarts/lib/component/dataZoom/InsideZoomView.js
var Ij = function(e) {
	s(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = "dataZoom.inside", t;
	}
	return t.prototype.render = function(t, n, r) {
		e.prototype.render.apply(this, arguments), t.noTarget() ? this._clear() : (this.range = t.getPercentRange(), Oj(r, t, {
			pan: V(Lj.pan, this),
			zoom: V(Lj.zoom, this),
			scrollMove: V(Lj.scrollMove, this)
		}));
	}, t.prototype.dispose = function() {
		this._clear(), e.prototype.dispose.apply(this, arguments);
	}, t.prototype._clear = function() {
		kj(this.api, this.dataZoomModel), this.range = null;
	}, t.type = "dataZoom.inside", t;
}(Fk), Lj = {
	zoom: function(e, t, n, r) {
		var i = this.range, a = i.slice(), o = e.axisModels[0];
		if (o) {
			var s = zj[t](null, [r.originX, r.originY], o, n, e), c = (s.signal > 0 ? s.pixelStart + s.pixelLength - s.pixel : s.pixel - s.pixelStart) / s.pixelLength * (a[1] - a[0]) + a[0], l = Math.max(1 / r.scale, 0);
			a[0] = (a[0] - c) * l + c, a[1] = (a[1] - c) * l + c;
			var u = this.dataZoomModel.findRepresentativeAxisProxy().getMinMaxSpan();
			if (JE(0, a, [0, 100], 0, u.minSpan, u.maxSpan), this.range = a, i[0] !== a[0] || i[1] !== a[1]) return a;
		}
	},
	pan: Rj(function(e, t, n, r, i, a) {
		var o = zj[r]([a.oldX, a.oldY], [a.newX, a.newY], t, i, n);
		return o.signal * (e[1] - e[0]) * o.pixel / o.pixelLength;
	}),
	scrollMove: Rj(function(e, t, n, r, i, a) {
		return zj[r]([0, 0], [a.scrollDelta, a.scrollDelta], t, i, n).signal * (e[1] - e[0]) * a.scrollDelta;
	})
};
function Rj(e) {
	return function(t, n, r, i) {
		var a = this.range, o = a.slice(), s = t.axisModels[0];
		if (s && (JE(e(o, s, t, n, r, i), o, [0, 100], "all"), this.range = o, a[0] !== o[0] || a[1] !== o[1])) return o;
	};
}
var zj = {
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
// node_modules/echarts/lib/component/dataZoom/installDataZoomInside.js
function Bj(e) {
	Uk(e), e.registerComponentModel(Ej), e.registerComponentView(Ij), Fj(e);
}
// node_modules/echarts/lib/component/dataZoom/SliderZoomModel.js
var Vj = function(e) {
	s(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.type = "dataZoom.slider", t.layoutMode = "box", t.defaultOption = Tf(Nk.defaultOption, {
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
}(Nk), Hj = gc, Uj = 7, Wj = 1, Gj = 30, Kj = 7, qj = "horizontal", Jj = "vertical", Yj = 5, Xj = [
	"line",
	"bar",
	"candlestick",
	"scatter"
], Zj = {
	easing: "cubicOut",
	duration: 100,
	delay: 0
}, Qj = function(e) {
	s(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n._displayables = {}, n;
	}
	return t.prototype.init = function(e, t) {
		this.api = t, this._onBrush = V(this._onBrush, this), this._onBrushEnd = V(this._onBrushEnd, this);
	}, t.prototype.render = function(t, n, r, i) {
		e.prototype.render.apply(this, arguments), s_(this, "_dispatchZoomAction", t.get("throttle"), "fixRate"), this._orient = t.getOrient(), t.get("show") === !1 ? this.group.removeAll() : t.noTarget() ? (this._clear(), this.group.removeAll()) : (i && i.type === "dataZoom" && i.from === this.uid || this._buildView(), this._updateView());
	}, t.prototype.dispose = function() {
		this._clear(), e.prototype.dispose.apply(this, arguments);
	}, t.prototype._clear = function() {
		c_(this, "_dispatchZoomAction");
		var e = this.api.getZr();
		e.off("mousemove", this._onBrush), e.off("mouseup", this._onBrushEnd);
	}, t.prototype._buildView = function() {
		var e = this.group;
		e.removeAll(), this._brushing = !1, this._displayables.brushRect = null, this._resetLocation(), this._resetInterval();
		var t = this._displayables.sliderGroup = new qi();
		this._renderBackground(), this._renderHandle(), this._renderDataShadow(), e.add(t), this._positionGroup();
	}, t.prototype._resetLocation = function() {
		var e = this.dataZoomModel, t = this.api, n = e.get("brushSelect") ? Kj : 0, r = this._findCoordRect(), i = {
			width: t.getWidth(),
			height: t.getHeight()
		}, a = this._orient === qj ? {
			right: i.width - r.x - r.width,
			top: i.height - Gj - Uj - n,
			width: r.width,
			height: Gj
		} : {
			right: Uj,
			top: r.y,
			width: Gj,
			height: r.height
		}, o = Pp(e.option);
		R([
			"right",
			"top",
			"width",
			"height"
		], function(e) {
			o[e] === "ph" && (o[e] = a[e]);
		});
		var s = Ap(o, i);
		this._location = {
			x: s.x,
			y: s.y
		}, this._size = [s.width, s.height], this._orient === Jj && this._size.reverse();
	}, t.prototype._positionGroup = function() {
		var e = this.group, t = this._location, n = this._orient, r = this.dataZoomModel.getFirstTargetAxisModel(), i = r && r.get("inverse"), a = this._displayables.sliderGroup, o = (this._dataShadowInfo || {}).otherAxisInverse;
		a.attr(n === qj && !i ? {
			scaleY: o ? 1 : -1,
			scaleX: 1
		} : n === qj && i ? {
			scaleY: o ? 1 : -1,
			scaleX: -1
		} : n === Jj && !i ? {
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
		n.add(new Hj({
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
		var i = new Hj({
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
					var n = e == null || isNaN(e) || e === "", r = n ? 0 : ia(e, l, d, !0);
					n && !v && t ? (p.push([p[p.length - 1][0], 0]), m.push([m[m.length - 1][0], 0])) : !n && v && (p.push([g, 0]), m.push([g, 0])), p.push([g, r]), m.push([g, r]), g += h, v = n;
				}
			}), s = this._shadowPolygonPts = p, c = this._shadowPolylinePts = m;
		}
		this._shadowData = i, this._shadowDim = o, this._shadowSize = [t[0], t[1]];
		var y = this.dataZoomModel;
		function b(e) {
			var t = y.getModel(e ? "selectedDataBackground" : "dataBackground"), n = new qi(), r = new Fu({
				shape: { points: s },
				segmentIgnoreThreshold: 1,
				style: t.getModel("areaStyle").getAreaStyle(),
				silent: !0,
				z2: -20
			}), i = new Lu({
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
				R(e.getAxisProxy(i, a).getTargetSeriesModels(), function(e) {
					if (!n && !(t !== !0 && I(Xj, e.get("type")) < 0)) {
						var o = r.getComponent(kk(i), a).axis, s = $j(i), c, l = e.coordinateSystem;
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
		var e = this.group, t = this._displayables, n = t.handles = [null, null], r = t.handleLabels = [null, null], i = this._displayables.sliderGroup, a = this._size, o = this.dataZoomModel, s = this.api, c = o.get("borderRadius") || 0, l = o.get("brushSelect"), u = t.filler = new Hj({
			silent: l,
			style: { fill: o.get("fillerColor") },
			textConfig: { position: "inside" }
		});
		i.add(u), i.add(new Hj({
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
				lineWidth: Wj,
				fill: "rgba(0,0,0,0)"
			}
		})), R([0, 1], function(t) {
			var a = o.get("handleIcon");
			!av[a] && a.indexOf("path://") < 0 && a.indexOf("image://") < 0 && (a = "path://" + a);
			var s = cv(a, -1, 0, 2, 2, null, !0);
			s.attr({
				cursor: eM(this._orient),
				draggable: !0,
				drift: V(this._onDragMove, this, t),
				ondragend: V(this._onDragEnd, this),
				onmouseover: V(this._showDataInfo, this, !0),
				onmouseout: V(this._showDataInfo, this, !1),
				z2: 5
			});
			var c = s.getBoundingRect(), l = o.get("handleSize");
			this._handleHeight = aa(l, this._size[1]), this._handleWidth = c.width / c.height * this._handleHeight, s.setStyle(o.getModel("handleStyle").getItemStyle()), s.style.strokeNoScale = !0, s.rectHover = !0, s.ensureState("emphasis").style = o.getModel(["emphasis", "handleStyle"]).getItemStyle(), Ol(s);
			var u = o.get("handleColor");
			u != null && (s.style.fill = u), i.add(n[t] = s);
			var d = o.getModel("textStyle"), f = (o.get("handleLabel") || {}).show || !1;
			e.add(r[t] = new bc({
				silent: !0,
				invisible: !f,
				style: Qd(d, {
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
			var f = aa(o.get("moveHandleSize"), a[1]), p = t.moveHandle = new gc({
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
			}), m = f * .8, h = t.moveHandleIcon = cv(o.get("moveHandleIcon"), -m / 2, -m / 2, m, m, "#fff", !0);
			h.silent = !0, h.y = a[1] + f / 2 - .5, p.ensureState("emphasis").style = o.getModel(["emphasis", "moveHandleStyle"]).getItemStyle();
			var g = Math.min(a[1] / 2, Math.max(f, 10));
			d = t.moveZone = new gc({
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
			cursor: eM(this._orient),
			drift: V(this._onDragMove, this, "all"),
			ondragstart: V(this._showDataInfo, this, !0),
			ondragend: V(this._onDragEnd, this),
			onmouseover: V(this._showDataInfo, this, !0),
			onmouseout: V(this._showDataInfo, this, !1)
		});
	}, t.prototype._resetInterval = function() {
		var e = this._range = this.dataZoomModel.getPercentRange(), t = this._getViewExtent();
		this._handleEnds = [ia(e[0], [0, 100], t, !0), ia(e[1], [0, 100], t, !0)];
	}, t.prototype._updateInterval = function(e, t) {
		var n = this.dataZoomModel, r = this._handleEnds, i = this._getViewExtent(), a = n.findRepresentativeAxisProxy().getMinMaxSpan(), o = [0, 100];
		JE(t, r, i, n.get("zoomLock") ? "all" : e, a.minSpan == null ? null : ia(a.minSpan, o, i, !0), a.maxSpan == null ? null : ia(a.maxSpan, o, i, !0));
		var s = this._range, c = this._range = sa([ia(r[0], i, o, !0), ia(r[1], i, o, !0)]);
		return !s || s[0] !== c[0] || s[1] !== c[1];
	}, t.prototype._updateView = function(e) {
		var t = this._displayables, n = this._handleEnds, r = sa(n.slice()), i = this._size;
		R([0, 1], function(e) {
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
			u || (u = new gc(), l.setClipPath(u)), u.setShape({
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
		var u = sa(this._handleEnds.slice());
		d.call(this, 0), d.call(this, 1);
		function d(e) {
			var t = jd(n.handles[e].parent, this.group), o = Nd(e === 0 ? "right" : "left", t), s = this._handleWidth / 2 + Yj, c = Md([u[e] + (e === 0 ? -s : s), this._size[1] / 2], t);
			r[e].setStyle({
				x: c[0],
				y: c[1],
				verticalAlign: i === qj ? "middle" : o,
				align: i === qj ? o : "center",
				text: a[e]
			});
		}
	}, t.prototype._formatLabel = function(e, t) {
		var n = this.dataZoomModel, r = n.get("labelFormatter"), i = n.get("labelPrecision");
		(i == null || i === "auto") && (i = t.getPixelPrecision());
		var a = e == null || isNaN(e) ? "" : t.type === "category" || t.type === "time" ? t.scale.getLabel({ value: Math.round(e) }) : e.toFixed(Math.min(i, 20));
		return W(r) ? r(e, a) : G(r) ? r.replace("{value}", a) : a;
	}, t.prototype._showDataInfo = function(e) {
		var t = (this.dataZoomModel.get("handleLabel") || {}).show || !1, n = this.dataZoomModel.getModel(["emphasis", "handleLabel"]).get("show") || !1, r = e || this._dragging ? n : t, i = this._displayables, a = i.handleLabels;
		a[0].attr("invisible", !r), a[1].attr("invisible", !r), i.moveHandle && this.api[r ? "enterEmphasis" : "leaveEmphasis"](i.moveHandle, 1);
	}, t.prototype._onDragMove = function(e, t, n, r) {
		this._dragging = !0, vt(r.event);
		var i = this._displayables.sliderGroup.getLocalTransform(), a = Md([t, n], i, !0), o = this._updateInterval(e, a[0]), s = this.dataZoomModel.get("realtime");
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
		this._brushStart = new Mt(t, n), this._brushing = !0, this._brushStartTime = +/* @__PURE__ */ new Date();
	}, t.prototype._onBrushEnd = function(e) {
		if (this._brushing) {
			var t = this._displayables.brushRect;
			if (this._brushing = !1, t) {
				t.attr("ignore", !0);
				var n = t.shape;
				if (!(+/* @__PURE__ */ new Date() - this._brushStartTime < 200 && Math.abs(n.width) < 5)) {
					var r = this._getViewExtent(), i = [0, 100];
					this._range = sa([ia(n.x, r, i, !0), ia(n.x + n.width, r, i, !0)]), this._handleEnds = [n.x, n.x + n.width], this._updateView(), this._dispatchZoomAction(!1);
				}
			}
		}
	}, t.prototype._onBrush = function(e) {
		this._brushing && (vt(e.event), this._updateBrushRect(e.offsetX, e.offsetY));
	}, t.prototype._updateBrushRect = function(e, t) {
		var n = this._displayables, r = this.dataZoomModel, i = n.brushRect;
		i || (i = n.brushRect = new Hj({
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
			animation: e ? Zj : null,
			start: t[0],
			end: t[1]
		});
	}, t.prototype._findCoordRect = function() {
		var e, t = jk(this.dataZoomModel).infoList;
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
}(Fk);
function $j(e) {
	return {
		x: "y",
		y: "x",
		radius: "angle",
		angle: "radius"
	}[e];
}
function eM(e) {
	return e === "vertical" ? "ns-resize" : "ew-resize";
}
// node_modules/echarts/lib/component/dataZoom/installDataZoomSlider.js
function tM(e) {
	e.registerComponentModel(Vj), e.registerComponentView(Qj), Uk(e);
}
// node_modules/echarts/lib/component/dataZoom/install.js
function nM(e) {
	YS(Bj), YS(tM);
}
// node_modules/echarts/lib/visual/visualDefault.js
var rM = { get: function(e, t, n) {
	var r = M((iM[e] || {})[t]);
	return n && U(r) ? r[r.length - 1] : r;
} }, iM = {
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
}, aM = _E.mapVisual, oM = _E.eachVisual, sM = U, cM = R, lM = sa, uM = ia, dM = function(e) {
	s(t, e);
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
		!t && EA(n, e, this.replacableOptionKeys), this.textStyleModel = this.getModel("textStyle"), this.resetItemSize(), this.completeVisualOption();
	}, t.prototype.resetVisual = function(e) {
		var t = this.stateList;
		e = V(e, this), this.controllerVisuals = TA(this.option.controller, t, e), this.targetVisuals = TA(this.option.target, t, e);
	}, t.prototype.getItemSymbol = function() {
		return null;
	}, t.prototype.getTargetSeriesIndices = function() {
		var e = this.option.seriesIndex, t = [];
		return e == null || e === "all" ? this.ecModel.eachSeries(function(e, n) {
			t.push(n);
		}) : t = ka(e), t;
	}, t.prototype.eachTargetSeries = function(e, t) {
		R(this.getTargetSeriesIndices(), function(n) {
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
		n = n || ["<", ">"], U(e) && (e = e.slice(), s = !0);
		var c = t ? e : s ? [l(e[0]), l(e[1])] : l(e);
		return G(o) ? o.replace("{value}", s ? c[0] : c).replace("{value2}", s ? c[1] : c) : W(o) ? s ? o(e[0], e[1]) : o(e) : s ? e[0] === a[0] ? n[0] + " " + c[1] : e[1] === a[1] ? n[1] + " " + c[0] : c[0] + " - " + c[1] : c;
		function l(e) {
			return e === a[0] ? "min" : e === a[1] ? "max" : (+e).toFixed(Math.min(i, 20));
		}
	}, t.prototype.resetExtent = function() {
		var e = this.option, t = lM([e.min, e.max]);
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
			sM(t.color) && !n.inRange && (n.inRange = { color: t.color.slice().reverse() }), n.inRange = n.inRange || { color: e.get("gradientColor") };
		}
		function s(e, t, n) {
			var r = e[t], i = e[n];
			r && !i && (i = e[n] = {}, cM(r, function(e, t) {
				if (_E.isValidType(t)) {
					var n = rM.get(t, "inactive", a);
					n != null && (i[t] = n, t === "color" && !i.hasOwnProperty("opacity") && !i.hasOwnProperty("colorAlpha") && (i.opacity = [0, 0]));
				}
			}));
		}
		function c(e) {
			var t = (e.inRange || {}).symbol || (e.outOfRange || {}).symbol, n = (e.inRange || {}).symbolSize || (e.outOfRange || {}).symbolSize, r = this.get("inactiveColor"), i = this.getItemSymbol() || "roundRect";
			cM(this.stateList, function(o) {
				var s = this.itemSize, c = e[o];
				c || (c = e[o] = { color: a ? r : [r] }), c.symbol ?? (c.symbol = t && M(t) || (a ? i : [i])), c.symbolSize ?? (c.symbolSize = n && M(n) || (a ? s[0] : [s[0], s[0]])), c.symbol = aM(c.symbol, function(e) {
					return e === "none" ? i : e;
				});
				var l = c.symbolSize;
				if (l != null) {
					var u = -Infinity;
					oM(l, function(e) {
						e > u && (u = e);
					}), c.symbolSize = aM(l, function(e) {
						return uM(e, [0, u], [0, s[0]], !0);
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
}(Lp), fM = [20, 140], pM = function(e) {
	s(t, e);
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
		(t[0] == null || isNaN(t[0])) && (t[0] = fM[0]), (t[1] == null || isNaN(t[1])) && (t[1] = fM[1]);
	}, t.prototype._resetRange = function() {
		var e = this.getExtent(), t = this.option.range;
		!t || t.auto ? (e.auto = 1, this.option.range = e) : U(t) && (t[0] > t[1] && t.reverse(), t[0] = Math.max(t[0], e[0]), t[1] = Math.min(t[1], e[1]));
	}, t.prototype.completeVisualOption = function() {
		e.prototype.completeVisualOption.apply(this, arguments), R(this.stateList, function(e) {
			var t = this.option.controller[e].symbolSize;
			t && t[0] !== t[1] && (t[0] = t[1] / 3);
		}, this);
	}, t.prototype.setSelected = function(e) {
		this.option.range = e.slice(), this._resetRange();
	}, t.prototype.getSelected = function() {
		var e = this.getExtent(), t = sa((this.get("range") || []).slice());
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
		var t = mM(this, "outOfRange", this.getExtent()), n = mM(this, "inRange", this.option.range.slice()), r = [];
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
	}, t.type = "visualMap.continuous", t.defaultOption = Tf(dM.defaultOption, {
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
}(dM);
function mM(e, t, n) {
	if (n[0] === n[1]) return n.slice();
	for (var r = 200, i = (n[1] - n[0]) / r, a = n[0], o = [], s = 0; s <= r && a < n[1]; s++) o.push(a), a += i;
	return o.push(n[1]), o;
}
// node_modules/echarts/lib/component/visualMap/VisualMapView.js
var hM = function(e) {
	s(t, e);
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
		var t = this.visualMapModel, n = vp(t.get("padding") || 0), r = e.getBoundingRect();
		e.add(new gc({
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
		return R(_E.prepareVisualTypes(c), function(r) {
			var i = c[r];
			n.convertOpacityToAlpha && r === "opacity" && (r = "colorAlpha", i = c.__alphaForOpacity), _E.dependsOn(r, t) && i && i.applyVisual(e, o, s);
		}), a[t];
	}, t.prototype.positionGroup = function(e) {
		var t = this.visualMapModel, n = this.api;
		jp(e, t.getBoxLayoutParams(), {
			width: n.getWidth(),
			height: n.getHeight()
		});
	}, t.prototype.doRender = function(e, t, n, r) {}, t.type = "visualMap", t;
}(qg), gM = [[
	"left",
	"right",
	"width"
], [
	"top",
	"bottom",
	"height"
]];
function _M(e, t, n) {
	var r = e.option, i = r.align;
	if (i != null && i !== "auto") return i;
	for (var a = {
		width: t.getWidth(),
		height: t.getHeight()
	}, o = +(r.orient === "horizontal"), s = gM[o], c = [
		0,
		null,
		10
	], l = {}, u = 0; u < 3; u++) l[gM[1 - o][u]] = c[u], l[s[u]] = u === 2 ? n[0] : r[s[u]];
	var d = [[
		"x",
		"width",
		3
	], [
		"y",
		"height",
		0
	]][o], f = Ap(l, a, r.padding);
	return s[(f.margin[d[2]] || 0) + f[d[0]] + f[d[1]] * .5 < a[d[1]] * .5 ? 0 : 1];
}
function vM(e, t) {
	return R(e || [], function(e) {
		e.dataIndex != null && (e.dataIndexInside = e.dataIndex, e.dataIndex = null), e.highlightKey = "visualMap" + (t ? t.componentIndex : "");
	}), e;
}
// node_modules/echarts/lib/component/visualMap/ContinuousView.js
var yM = ia, bM = R, xM = Math.min, SM = Math.max, CM = 12, wM = 6, TM = function(e) {
	s(t, e);
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
			this.group.add(new bc({ style: Qd(d, {
				x: c[0],
				y: c[1],
				verticalAlign: u === "horizontal" ? "middle" : l,
				align: u === "horizontal" ? l : "center",
				text: r
			}) }));
		}
	}, t.prototype._renderBar = function(e) {
		var t = this.visualMapModel, n = this._shapes, r = t.itemSize, i = this._orient, a = this._useHandle, o = _M(t, this.api, r), s = n.mainGroup = this._createBarGroup(o), c = new qi();
		s.add(c), c.add(n.outOfRange = EM()), c.add(n.inRange = EM(null, a ? kM(this._orient) : null, V(this._dragHandle, this, "all", !1), V(this._dragHandle, this, "all", !0))), c.setClipPath(new gc({ shape: {
			x: 0,
			y: 0,
			width: r[0],
			height: r[1],
			r: 3
		} }));
		var l = t.textStyleModel.getTextRect("国"), u = SM(l.width, l.height);
		a && (n.handleThumbs = [], n.handleLabels = [], n.handleLabelPoints = [], this._createHandle(t, s, 0, r, u, i), this._createHandle(t, s, 1, r, u, i)), this._createIndicator(t, s, r, u, i), e.add(s);
	}, t.prototype._createHandle = function(e, t, n, r, i, a) {
		var o = V(this._dragHandle, this, n, !1), s = V(this._dragHandle, this, n, !0), c = Mi(e.get("handleSize"), r[0]), l = cv(e.get("handleIcon"), -c / 2, -c / 2, c, c, null, !0), u = kM(this._orient);
		l.attr({
			cursor: u,
			draggable: !0,
			drift: o,
			ondragend: s,
			onmousemove: function(e) {
				vt(e.event);
			}
		}), l.x = r[0] / 2, l.useStyle(e.getModel("handleStyle").getItemStyle()), l.setStyle({
			strokeNoScale: !0,
			strokeFirst: !0
		}), l.style.lineWidth *= 2, l.ensureState("emphasis").style = e.getModel(["emphasis", "handleStyle"]).getItemStyle(), Fl(l, !0), t.add(l);
		var d = this.visualMapModel.textStyleModel, f = new bc({
			cursor: u,
			draggable: !0,
			drift: o,
			onmousemove: function(e) {
				vt(e.event);
			},
			ondragend: s,
			style: Qd(d, {
				x: 0,
				y: 0,
				text: ""
			})
		});
		f.ensureState("blur").style = { opacity: .1 }, f.stateTransition = { duration: 200 }, this.group.add(f);
		var p = [c, 0], m = this._shapes;
		m.handleThumbs[n] = l, m.handleLabelPoints[n] = p, m.handleLabels[n] = f;
	}, t.prototype._createIndicator = function(e, t, n, r, i) {
		var a = Mi(e.get("indicatorSize"), n[0]), o = cv(e.get("indicatorIcon"), -a / 2, -a / 2, a, a, null, !0);
		o.attr({
			cursor: "move",
			invisible: !0,
			silent: !0,
			x: n[0] / 2
		});
		var s = e.getModel("indicatorStyle").getItemStyle();
		if (o instanceof cc) {
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
		var l = this.visualMapModel.textStyleModel, u = new bc({
			silent: !0,
			invisible: !0,
			style: Qd(l, {
				x: 0,
				y: 0,
				text: ""
			})
		});
		this.group.add(u);
		var d = [(i === "horizontal" ? r / 2 : wM) + n[0] / 2, 0], f = this._shapes;
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
			}), t ? !this._hovering && this._clearHoverLinkToSeries() : OM(this.visualMapModel) && this._doHoverLinkToSeries(this._handleEnds[e], !1);
		}
	}, t.prototype._resetInterval = function() {
		var e = this.visualMapModel, t = this._dataInterval = e.getSelected(), n = e.getExtent(), r = [0, e.itemSize[1]];
		this._handleEnds = [yM(t[0], n, r, !0), yM(t[1], n, r, !0)];
	}, t.prototype._updateInterval = function(e, t) {
		t = t || 0;
		var n = this.visualMapModel, r = this._handleEnds, i = [0, n.itemSize[1]];
		JE(t, r, i, e, 0);
		var a = n.getExtent();
		this._dataInterval = [yM(r[0], i, a, !0), yM(r[1], i, a, !0)];
	}, t.prototype._updateView = function(e) {
		var t = this.visualMapModel, n = t.getExtent(), r = this._shapes, i = [0, t.itemSize[1]], a = e ? i : this._handleEnds, o = this._createBarVisual(this._dataInterval, n, a, "inRange"), s = this._createBarVisual(n, n, i, "outOfRange");
		r.inRange.setStyle({ fill: o.barColor }).setShape("points", o.barPoints), r.outOfRange.setStyle({ fill: s.barColor }).setShape("points", s.barPoints), this._updateHandle(a, o);
	}, t.prototype._createBarVisual = function(e, t, n, r) {
		var i = {
			forceState: r,
			convertOpacityToAlpha: !0
		}, a = this._makeColorGradient(e, i), o = [this.getControllerVisual(e[0], "symbolSize", i), this.getControllerVisual(e[1], "symbolSize", i)], s = this._createBarPoints(n, o);
		return {
			barColor: new Yu(0, 0, 0, 1, a),
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
		return new qi(t === "horizontal" && !n ? {
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
			bM([0, 1], function(l) {
				var u = i[l];
				u.setStyle("fill", t.handlesColor[l]), u.y = e[l];
				var d = yM(e[l], [0, o[1]], s, !0), f = this.getControllerVisual(d, "symbolSize");
				u.scaleX = u.scaleY = f / o[0], u.x = o[0] - f / 2;
				var p = Md(n.handleLabelPoints[l], jd(u, this.group));
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
			var u = this.getControllerVisual(e, "color", { convertOpacityToAlpha: !0 }), d = this.getControllerVisual(e, "symbolSize"), f = yM(e, a, s, !0), p = o[0] - d / 2, m = {
				x: l.x,
				y: l.y
			};
			l.y = f, l.x = p;
			var h = Md(c.indicatorLabelPoint, jd(l, this.group)), g = c.indicatorLabel;
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
				r[1] = xM(SM(0, r[1]), n[1]), e._doHoverLinkToSeries(r[1], 0 <= r[0] && r[0] <= n[0]);
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
			e = xM(SM(i[0], e), i[1]);
			var o = DM(n, a, i), s = [e - o, e + o], c = yM(e, i, a, !0), l = [yM(s[0], i, a, !0), yM(s[1], i, a, !0)];
			s[0] < i[0] && (l[0] = -Infinity), s[1] > i[1] && (l[1] = Infinity), t && (l[0] === -Infinity ? this._showIndicator(c, l[1], "< ", o) : l[1] === Infinity ? this._showIndicator(c, l[0], "> ", o) : this._showIndicator(c, c, "≈ ", o));
			var u = this._hoverLinkDataIndices, d = [];
			(t || OM(n)) && (d = this._hoverLinkDataIndices = n.findTargetDataIndices(l));
			var f = Ja(u, d);
			this._dispatchHighDown("downplay", vM(f[0], n)), this._dispatchHighDown("highlight", vM(f[1], n));
		}
	}, t.prototype._hoverLinkFromSeriesMouseOver = function(e) {
		var t;
		if (Q_(e.target, function(e) {
			var n = Q(e);
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
		this._dispatchHighDown("downplay", vM(e, this.visualMapModel)), e.length = 0;
	}, t.prototype._clearHoverLinkFromSeries = function() {
		this._hideIndicator();
		var e = this.api.getZr();
		e.off("mouseover", this._hoverLinkFromSeriesMouseOver), e.off("mouseout", this._hideIndicator);
	}, t.prototype._applyTransform = function(e, t, n, r) {
		var i = jd(t, r ? null : this.group);
		return U(e) ? Md(e, i, n) : Nd(e, i, n);
	}, t.prototype._dispatchHighDown = function(e, t) {
		t && t.length && this.api.dispatchAction({
			type: e,
			batch: t
		});
	}, t.prototype.dispose = function() {
		this._clearHoverLinkFromSeries(), this._clearHoverLinkToSeries();
	}, t.type = "visualMap.continuous", t;
}(hM);
function EM(e, t, n, r) {
	return new Fu({
		shape: { points: e },
		draggable: !!n,
		cursor: t,
		drift: n,
		onmousemove: function(e) {
			vt(e.event);
		},
		ondragend: r
	});
}
function DM(e, t, n) {
	var r = CM / 2, i = e.get("hoverLinkDataSize");
	return i && (r = yM(i, t, n, !0) / 2), r;
}
function OM(e) {
	return !!(e.get("hoverLinkOnHandle") ?? e.get("realtime"));
}
function kM(e) {
	return e === "vertical" ? "ns-resize" : "ew-resize";
}
// node_modules/echarts/lib/component/visualMap/visualMapAction.js
var AM = {
	type: "selectDataRange",
	event: "dataRangeSelected",
	update: "update"
}, jM = function(e, t) {
	t.eachComponent({
		mainType: "visualMap",
		query: e
	}, function(t) {
		t.setSelected(e.selected);
	});
}, MM = [{
	createOnAllSeries: !0,
	reset: function(e, t) {
		var n = [];
		return t.eachComponent("visualMap", function(t) {
			var r = e.pipelineContext;
			!t.isTargetSeries(e) || r && r.large || n.push(DA(t.stateList, t.targetVisuals, V(t.getValueState, t), t.getDataDimensionIndex(e.getData())));
		}), n;
	}
}, {
	createOnAllSeries: !0,
	reset: function(e, t) {
		var n = e.getData(), r = [];
		t.eachComponent("visualMap", function(t) {
			if (t.isTargetSeries(e)) {
				var i = t.getVisualMeta(V(NM, null, e, t)) || {
					stops: [],
					outerColors: []
				}, a = t.getDataDimensionIndex(n);
				a >= 0 && (i.dimension = a, r.push(i));
			}
		}), e.getData().setVisual("visualMeta", r);
	}
}];
function NM(e, t, n, r) {
	for (var i = t.targetVisuals[r], a = _E.prepareVisualTypes(i), o = { color: J_(e.getData(), "color") }, s = 0, c = a.length; s < c; s++) {
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
// node_modules/echarts/lib/component/visualMap/preprocessor.js
var PM = R;
function FM(e) {
	var t = e && e.visualMap;
	U(t) || (t = t ? [t] : []), PM(t, function(e) {
		if (e) {
			IM(e, "splitList") && !IM(e, "pieces") && (e.pieces = e.splitList, delete e.splitList);
			var t = e.pieces;
			t && U(t) && PM(t, function(e) {
				K(e) && (IM(e, "start") && !IM(e, "min") && (e.min = e.start), IM(e, "end") && !IM(e, "max") && (e.max = e.end));
			});
		}
	});
}
function IM(e, t) {
	return e && e.hasOwnProperty && e.hasOwnProperty(t);
}
// node_modules/echarts/lib/component/visualMap/installCommon.js
var LM = !1;
function RM(e) {
	LM || (LM = !0, e.registerSubTypeDefaulter("visualMap", function(e) {
		return !e.categories && (!(e.pieces ? e.pieces.length > 0 : e.splitNumber > 0) || e.calculable) ? "continuous" : "piecewise";
	}), e.registerAction(AM, jM), R(MM, function(t) {
		e.registerVisual(e.PRIORITY.VISUAL.COMPONENT, t);
	}), e.registerPreprocessor(FM));
}
// node_modules/echarts/lib/component/visualMap/installVisualMapContinuous.js
function zM(e) {
	e.registerComponentModel(pM), e.registerComponentView(TM), RM(e);
}
// node_modules/echarts/lib/component/visualMap/PiecewiseModel.js
var BM = function(e) {
	s(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n._pieceList = [], n;
	}
	return t.prototype.optionUpdated = function(t, n) {
		e.prototype.optionUpdated.apply(this, arguments), this.resetExtent();
		var r = this._mode = this._determineMode();
		this._pieceList = [], VM[this._mode].call(this, this._pieceList), this._resetSelected(t, n);
		var i = this.option.categories;
		this.resetVisual(function(e, t) {
			r === "categories" ? (e.mappingMethod = "category", e.categories = M(i)) : (e.dataExtent = this.getExtent(), e.mappingMethod = "piecewise", e.pieceList = z(this._pieceList, function(e) {
				return e = M(e), t !== "inRange" && (e.visual = null), e;
			}));
		});
	}, t.prototype.completeVisualOption = function() {
		var t = this.option, n = {}, r = _E.listVisualTypes(), i = this.isCategory();
		R(t.pieces, function(e) {
			R(r, function(t) {
				e.hasOwnProperty(t) && (n[t] = 1);
			});
		}), R(n, function(e, n) {
			var r = !1;
			R(this.stateList, function(e) {
				r = r || a(t, e, n) || a(t.target, e, n);
			}, this), !r && R(this.stateList, function(e) {
				(t[e] || (t[e] = {}))[n] = rM.get(n, e === "inRange" ? "active" : "inactive", i);
			});
		}, this);
		function a(e, t, n) {
			return e && e[t] && e[t].hasOwnProperty(n);
		}
		e.prototype.completeVisualOption.apply(this, arguments);
	}, t.prototype._resetSelected = function(e, t) {
		var n = this.option, r = this._pieceList, i = (t ? n : e).selected || {};
		if (n.selected = i, R(r, function(e, t) {
			var n = this.getSelectedMapKey(e);
			i.hasOwnProperty(n) || (i[n] = !0);
		}, this), n.selectedMode === "single") {
			var a = !1;
			R(r, function(e, t) {
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
		var t = _E.findPieceIndex(e, this._pieceList);
		return t == null ? "outOfRange" : this.option.selected[this.getSelectedMapKey(this._pieceList[t])] ? "inRange" : "outOfRange";
	}, t.prototype.findTargetDataIndices = function(e) {
		var t = [], n = this._pieceList;
		return this.eachTargetSeries(function(r) {
			var i = [], a = r.getData();
			a.each(this.getDataDimensionIndex(a), function(t, r) {
				_E.findPieceIndex(t, n) === e && i.push(r);
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
		return R(a, function(e) {
			var t = e.interval;
			t && (t[0] > s && i([s, t[0]], "outOfRange"), i(t.slice()), s = t[1]);
		}, this), {
			stops: t,
			outerColors: n
		};
	}, t.type = "visualMap.piecewise", t.defaultOption = Tf(dM.defaultOption, {
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
}(dM), VM = {
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
		}), ya(e), R(e, function(e, t) {
			e.index = t, e.text = this.formatValueText(e.interval);
		}, this);
	},
	categories: function(e) {
		var t = this.option;
		R(t.categories, function(t) {
			e.push({
				text: this.formatValueText(t, !0),
				value: t
			});
		}, this), HM(t, e);
	},
	pieces: function(e) {
		var t = this.option;
		R(t.pieces, function(t, n) {
			K(t) || (t = { value: t });
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
			r.visual = _E.retrieveVisuals(t), e.push(r);
		}, this), HM(t, e), ya(e), R(e, function(e) {
			var t = e.close, n = [["<", "≤"][t[1]], [">", "≥"][t[0]]];
			e.text = e.text || this.formatValueText(e.value == null ? e.interval : e.value, !1, n);
		}, this);
	}
};
function HM(e, t) {
	var n = e.inverse;
	(e.orient === "vertical" ? !n : n) && t.reverse();
}
// node_modules/echarts/lib/component/visualMap/PiecewiseView.js
var UM = function(e) {
	s(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.doRender = function() {
		var e = this.group;
		e.removeAll();
		var t = this.visualMapModel, n = t.get("textGap"), r = t.textStyleModel, i = r.getFont(), a = r.getTextColor(), o = this._getItemAlign(), s = t.itemSize, c = this._getViewData(), l = c.endsText, u = pe(t.get("showLabel", !0), !l), d = !t.get("selectedMode");
		l && this._renderEndsText(e, l[0], s, u, o), R(c.viewPieceList, function(r) {
			var c = r.piece, l = new qi();
			l.onclick = V(this._onItemClick, this, c), this._enableHoverLink(l, r.indexInModelPieceList);
			var f = t.getRepresentValue(c);
			if (this._createItemSymbol(l, f, [
				0,
				0,
				s[0],
				s[1]
			], d), u) {
				var p = this.visualMapModel.getValueState(f);
				l.add(new bc({
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
		}, this), l && this._renderEndsText(e, l[1], s, u, o), kp(t.get("orient"), e, t.get("itemGap")), this.renderBackground(e), this.positionGroup(e);
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
				batch: vM(r.findTargetDataIndices(t), r)
			});
		};
	}, t.prototype._getItemAlign = function() {
		var e = this.visualMapModel, t = e.option;
		if (t.orient === "vertical") return _M(e, this.api, e.itemSize);
		var n = t.align;
		return n && n !== "auto" || (n = "left"), n;
	}, t.prototype._renderEndsText = function(e, t, n, r, i) {
		if (t) {
			var a = new qi(), o = this.visualMapModel.textStyleModel;
			a.add(new bc({ style: Qd(o, {
				x: r ? i === "right" ? n[0] : 0 : n[0] / 2,
				y: n[1] / 2,
				verticalAlign: "middle",
				align: r ? i : "center",
				text: t
			}) })), e.add(a);
		}
	}, t.prototype._getViewData = function() {
		var e = this.visualMapModel, t = z(e.getPieceList(), function(e, t) {
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
		var i = cv(this.getControllerVisual(t, "symbol"), n[0], n[1], n[2], n[3], this.getControllerVisual(t, "color"));
		i.silent = r, e.add(i);
	}, t.prototype._onItemClick = function(e) {
		var t = this.visualMapModel, n = t.option, r = n.selectedMode;
		if (r) {
			var i = M(n.selected), a = t.getSelectedMapKey(e);
			r === "single" || r === !0 ? (i[a] = !0, R(i, function(e, t) {
				i[t] = t === a;
			})) : i[a] = !i[a], this.api.dispatchAction({
				type: "selectDataRange",
				from: this.uid,
				visualMapId: this.visualMapModel.id,
				selected: i
			});
		}
	}, t.type = "visualMap.piecewise", t;
}(hM);
// node_modules/echarts/lib/component/visualMap/installVisualMapPiecewise.js
function WM(e) {
	e.registerComponentModel(BM), e.registerComponentView(UM), RM(e);
}
// node_modules/echarts/lib/component/visualMap/install.js
function GM(e) {
	YS(zM), YS(WM);
}
// node_modules/zrender/lib/canvas/Layer.js
function KM(e, t, n) {
	var r = _.createCanvas(), i = t.getWidth(), a = t.getHeight(), o = r.style;
	return o && (o.position = "absolute", o.left = "0", o.top = "0", o.width = i + "px", o.height = a + "px", r.setAttribute("data-zr-dom-id", e)), r.width = i * n, r.height = a * n, r;
}
var qM = function(e) {
	s(t, e);
	function t(t, n, r) {
		var i = e.call(this) || this;
		i.motionBlur = !1, i.lastFrameAlpha = .7, i.dpr = 1, i.virtual = !1, i.config = {}, i.incremental = !1, i.zlevel = 0, i.maxRepaintRectCount = 5, i.__dirty = !0, i.__firstTimePaint = !0, i.__used = !1, i.__drawIndex = 0, i.__startIndex = 0, i.__endIndex = 0, i.__prevStartIndex = null, i.__prevEndIndex = null;
		var a;
		r = r || ui, typeof t == "string" ? a = KM(t, n, r) : K(t) && (a = t, t = a.id), i.id = t, i.dom = a;
		var o = a.style;
		return o && (Oe(a), a.onselectstart = function() {
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
		this.domBack = KM("back-" + this.id, this.painter, e), this.ctxBack = this.domBack.getContext("2d"), e !== 1 && this.ctxBack.scale(e, e);
	}, t.prototype.createRepaintRects = function(e, t, n, r) {
		if (this.__firstTimePaint) return this.__firstTimePaint = !1, null;
		var i = [], a = this.maxRepaintRectCount, o = !1, s = new X(0, 0, 0, 0);
		function c(e) {
			if (e.isFinite() && !e.isZero()) {
				if (i.length === 0) {
					var t = new X(0, 0, 0, 0);
					t.copy(e), i.push(t);
				} else {
					for (var n = !1, r = Infinity, c = 0, l = 0; l < i.length; ++l) {
						var u = i[l];
						if (u.intersect(e)) {
							var d = new X(0, 0, 0, 0);
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
						var t = new X(0, 0, 0, 0);
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
				ue(t) ? (o = (t.global || t.__width === r && t.__height === a) && t.__canvasGradient || mv(i, t, {
					x: 0,
					y: 0,
					width: r,
					height: a
				}), t.__canvasGradient = o, t.__width = r, t.__height = a) : de(t) && (t.scaleX = t.scaleX || l, t.scaleY = t.scaleY || l, o = Ev(i, t, { dirty: function() {
					u.setUnpainted(), u.painter.refresh();
				} })), i.save(), i.fillStyle = o || t, i.fillRect(e, n, r, a), i.restore();
			}
			s && (i.save(), i.globalAlpha = c, i.drawImage(d, e, n, r, a), i.restore());
		}
		!n || s ? f(0, 0, a, o) : n.length && R(n, function(e) {
			f(e.x * l, e.y * l, e.width * l, e.height * l);
		});
	}, t;
}(Je), JM = 1e5, YM = 314159, XM = .01, ZM = .001;
function QM(e) {
	return e ? e.__builtin__ ? !0 : typeof e.resize == "function" && typeof e.refresh == "function" : !1;
}
function $M(e, t) {
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
var eN = function() {
	function e(e, t, n, r) {
		this.type = "canvas", this._zlevelList = [], this._prevDisplayList = [], this._layers = {}, this._layerConfig = {}, this._needsManuallyCompositing = !1, this.type = "canvas";
		var i = !e.nodeName || e.nodeName.toUpperCase() === "CANVAS";
		this._opts = n = P({}, n || {}), this.dpr = n.devicePixelRatio || ui, this._singleCanvas = i, this.root = e, e.style && (Oe(e), e.innerHTML = ""), this.storage = t;
		var a = this._zlevelList;
		this._prevDisplayList = [];
		var o = this._layers;
		if (i) {
			var s = e, c = s.width, l = s.height;
			n.width != null && (c = n.width), n.height != null && (l = n.height), this.dpr = n.devicePixelRatio || 1, s.width = c * this.dpr, s.height = l * this.dpr, this._width = c, this._height = l;
			var u = new qM(s, this, this.dpr);
			u.__builtin__ = !0, u.initContext(), o[YM] = u, u.zlevel = YM, a.push(YM), this._domRoot = e;
		} else {
			this._width = _v(e, 0, n), this._height = _v(e, 1, n);
			var d = this._domRoot = $M(this._width, this._height);
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
				o.__inHover && (n || (n = this._hoverlayer = this.getLayer(JM)), i || (i = n.ctx, i.save()), Kv(i, o, r, a === t - 1));
			}
			i && i.restore();
		}
	}, e.prototype.getHoverLayer = function() {
		return this.getLayer(JM);
	}, e.prototype.paintOne = function(e, t) {
		Gv(e, t);
	}, e.prototype._paintList = function(e, t, n, r) {
		if (this._redrawId === r) {
			n = n || !1, this._updateLayerStatus(e);
			var i = this._doPaintList(e, t, n), a = i.finished, o = i.needsRefreshHover;
			if (this._needsManuallyCompositing && this._compositeManually(), o && this._paintHoverList(e), a) this.eachLayer(function(e) {
				e.afterBrush && e.afterBrush();
			});
			else {
				var s = this;
				pn(function() {
					s._paintList(e, t, n, r);
				});
			}
		}
	}, e.prototype._compositeManually = function() {
		var e = this.getLayer(YM).ctx, t = this._domRoot.width, n = this._domRoot.height;
		e.clearRect(0, 0, t, n), this.eachBuiltinLayer(function(r) {
			r.virtual && e.drawImage(r.dom, 0, 0, t, n);
		});
	}, e.prototype._doPaintList = function(e, t, n) {
		for (var r = this, i = [], a = this._opts.useDirtyRect, o = 0; o < this._zlevelList.length; o++) {
			var s = this._zlevelList[o], c = this._layers[s];
			c.__builtin__ && c !== this._hoverlayer && (c.__dirty || n) && i.push(c);
		}
		for (var u = !0, d = !1, f = function(o) {
			var s = i[o], c = s.ctx, l = a && s.createRepaintRects(e, t, p._width, p._height), f = n ? s.__startIndex : s.__drawIndex, m = !n && s.incremental && Date.now, h = m && Date.now(), g = s.zlevel === p._zlevelList[0] ? p._backgroundColor : null;
			if (s.__startIndex === s.__endIndex) s.clear(!1, g, l);
			else if (f === s.__startIndex) {
				var _ = e[f];
				_.incremental && _.notClear && !n || s.clear(!1, g, l);
			}
			f === -1 && (console.error("For some unknown reason. drawIndex is -1"), f = s.__startIndex);
			var v, y = function(t) {
				var n = {
					inHover: !1,
					allClipped: !1,
					prevEl: null,
					viewWidth: r._width,
					viewHeight: r._height
				};
				for (v = f; v < s.__endIndex; v++) {
					var i = e[v];
					if (i.__inHover && (d = !0), r._doPaintEl(i, s, a, t, n, v === s.__endIndex - 1), m && Date.now() - h > 15) break;
				}
				n.prevElClipPaths && c.restore();
			};
			if (l) {
				if (l.length === 0) v = s.__endIndex;
				else for (var b = p.dpr, x = 0; x < l.length; ++x) {
					var S = l[x];
					c.save(), c.beginPath(), c.rect(S.x * b, S.y * b, S.width * b, S.height * b), c.clip(), y(S), c.restore();
				}
			} else c.save(), y(), c.restore();
			s.__drawIndex = v, s.__drawIndex < s.__endIndex && (u = !1);
		}, p = this, m = 0; m < i.length; m++) f(m);
		return l.wxa && R(this._layers, function(e) {
			e && e.ctx && e.ctx.draw && e.ctx.draw();
		}), {
			finished: u,
			needsRefreshHover: d
		};
	}, e.prototype._doPaintEl = function(e, t, n, r, i, a) {
		var o = t.ctx;
		if (n) {
			var s = e.getPaintRect();
			(!r || s && s.intersect(r)) && (Kv(o, e, i, a), e.setPrevPaintRect(s));
		} else Kv(o, e, i, a);
	}, e.prototype.getLayer = function(e, t) {
		this._singleCanvas && !this._needsManuallyCompositing && (e = YM);
		var n = this._layers[e];
		return n || (n = new qM("zr_" + e, this, this.dpr), n.zlevel = e, n.__builtin__ = !0, this._layerConfig[e] ? N(n, this._layerConfig[e], !0) : this._layerConfig[e - XM] && N(n, this._layerConfig[e - XM], !0), t && (n.virtual = t), this.insertLayer(e, n), n.initContext()), n;
	}, e.prototype.insertLayer = function(e, t) {
		var n = this._layers, r = this._zlevelList, i = r.length, a = this._domRoot, o = null, s = -1;
		if (!n[e] && QM(t)) {
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
			o !== c && (o = c, a = 0), r.incremental ? (l = this.getLayer(c + ZM, this._needsManuallyCompositing), l.incremental = !0, a = 1) : l = this.getLayer(c + (a > 0 ? XM : 0), this._needsManuallyCompositing), l.__builtin__ || j("ZLevel " + c + " has been used by unkown layer " + l.id), l !== i && (l.__used = !0, l.__startIndex !== s && (l.__dirty = !0), l.__startIndex = s, l.incremental ? l.__drawIndex = -1 : l.__drawIndex = s, t(s), i = l), r.__dirty & 1 && !r.__inHover && (l.__dirty = !0, l.incremental && l.__drawIndex < 0 && (l.__drawIndex = s));
		}
		t(s), this.eachBuiltinLayer(function(e, t) {
			!e.__used && e.getElementCount() > 0 && (e.__dirty = !0, e.__startIndex = e.__endIndex = e.__drawIndex = 0), e.__dirty && e.__drawIndex < 0 && (e.__drawIndex = e.__startIndex);
		});
	}, e.prototype.clear = function() {
		return this.eachBuiltinLayer(this._clearLayer), this;
	}, e.prototype._clearLayer = function(e) {
		e.clear();
	}, e.prototype.setBackgroundColor = function(e) {
		this._backgroundColor = e, R(this._layers, function(e) {
			e.setUnpainted();
		});
	}, e.prototype.configLayer = function(e, t) {
		if (t) {
			var n = this._layerConfig;
			n[e] ? N(n[e], t, !0) : n[e] = t;
			for (var r = 0; r < this._zlevelList.length; r++) {
				var i = this._zlevelList[r];
				if (i === e || i === e + XM) {
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
			if (e != null && (r.width = e), t != null && (r.height = t), e = _v(i, 0, r), t = _v(i, 1, r), n.style.display = "", this._width !== e || t !== this._height) {
				for (var a in n.style.width = e + "px", n.style.height = t + "px", this._layers) this._layers.hasOwnProperty(a) && this._layers[a].resize(e, t);
				this.refresh(!0);
			}
			this._width = e, this._height = t;
		} else {
			if (e == null || t == null) return;
			this._width = e, this._height = t, this.getLayer(YM).resize(e, t);
		}
		return this;
	}, e.prototype.clearLayer = function(e) {
		var t = this._layers[e];
		t && t.clear();
	}, e.prototype.dispose = function() {
		this.root.innerHTML = "", this.root = this.storage = this._domRoot = this._layers = null;
	}, e.prototype.getRenderedCanvas = function(e) {
		if (e = e || {}, this._singleCanvas && !this._compositeManually) return this._layers[YM].dom;
		var t = new qM("image", this, e.pixelRatio || this.dpr);
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
			Kv(n, l, a, s === c - 1);
		}
		return t.dom;
	}, e.prototype.getWidth = function() {
		return this._width;
	}, e.prototype.getHeight = function() {
		return this._height;
	}, e;
}();
// node_modules/echarts/lib/renderer/installCanvasRenderer.js
function tN(e) {
	e.registerPainter("canvas", eN);
}
// src/dom.ts
function $(e, t = {}, ...n) {
	let r = document.createElement(e);
	for (let [e, n] of Object.entries(t)) r.setAttribute(e, n);
	for (let e of n) e != null && e !== !1 && r.append(typeof e == "number" ? String(e) : e);
	return r;
}
function nN(e) {
	return String(e).replace(/[&<>"']/g, (e) => ({
		"&": "&amp;",
		"<": "&lt;",
		">": "&gt;",
		"\"": "&quot;",
		"'": "&#39;"
	})[e]);
}
function rN(e, t = 1) {
	return e == null ? "—" : Math.abs(e) >= 1e3 ? `${(e / 1e3).toFixed(t)} ms` : `${e.toFixed(0)} µs`;
}
function iN(e, t, n, r) {
	let i = $("div", { class: "table-wrap" }), a = e.slice(), o = r ?? -1, s = !0, c = () => {
		if (o >= 0 && t[o].sort) {
			let n = t[o].sort;
			a = e.slice().sort((e, t) => s ? n(t) - n(e) : n(e) - n(t));
		}
		let r = $("tr", {}, ...t.map((e, t) => {
			let n = $("th", e.sort ? { class: "sortable" } : {}, e.label + (t === o ? s ? " ▼" : " ▲" : ""));
			return e.sort && (n.onclick = () => {
				s = t !== o || !s, o = t, c();
			}), n;
		})), l = a.slice(0, 500).map((e) => {
			let r = $("tr", n ? { class: "clickable" } : {}, ...t.map((t) => $("td", {}, String(t.value(e) ?? "—"))));
			return n && (r.onclick = () => n(e)), r;
		});
		i.replaceChildren($("table", {}, $("thead", {}, r), $("tbody", {}, ...l))), e.length > 500 && i.append($("p", { class: "note" }, `first 500 of ${e.length} rows`));
	};
	return c(), i;
}
// src/charts.ts
YS([
	Kw,
	MO,
	iD,
	fw,
	oE,
	nM,
	Tk,
	Tj,
	$A,
	SA,
	GM,
	tN
]);
var aN = [];
function oN(e, t, n) {
	let r = $("div", {
		class: "chart",
		style: `height:${t}px`
	});
	e.append(r);
	let i = gb(r, void 0, { renderer: "canvas" });
	return i.setOption({
		animation: !1,
		...n
	}), aN.push(i), i;
}
function sN() {
	for (; aN.length;) aN.pop().dispose();
}
window.addEventListener("resize", () => aN.forEach((e) => e.resize()));
// src/style.ts
var cN = "\nbody { font: 14px/1.45 system-ui, -apple-system, \"Segoe UI\", Roboto, sans-serif; margin: 0; color: #212121; background: #fafafa; }\nheader { display: flex; gap: 12px; align-items: center; padding: 8px 16px; background: #fff; border-bottom: 1px solid #e0e0e0; flex-wrap: wrap; }\nheader h1 { font-size: 16px; margin: 0 8px 0 0; }\nnav button { border: 0; background: none; padding: 8px 12px; cursor: pointer; font: inherit; border-bottom: 2px solid transparent; }\nnav button.active { border-bottom-color: #f57c00; font-weight: 600; }\nmain { padding: 12px 16px; }\n.table-wrap { max-height: 420px; overflow: auto; background: #fff; border: 1px solid #e0e0e0; }\ntable { border-collapse: collapse; width: 100%; font-size: 13px; }\nth, td { padding: 4px 8px; border-bottom: 1px solid #eee; text-align: left; white-space: nowrap; }\ntd:last-child { white-space: normal; }\nth.sortable { cursor: pointer; } tr.clickable { cursor: pointer; } tr.clickable:hover { background: #fff3e0; }\n.chart { width: 100%; background: #fff; border: 1px solid #e0e0e0; margin: 8px 0; }\n.findings li { margin: 6px 0; } .findings li.error { color: #b71c1c; } .findings li.info { color: #555; }\n.badge { padding: 2px 8px; border-radius: 10px; background: #eee; font-weight: 600; }\n.badge.fixed { background: #ffccbc; } .badge.rotating { background: #fff9c4; } .badge.topology { background: #d1c4e9; }\n.key { display: inline-block; width: 12px; height: 12px; vertical-align: middle; }\n.key.wait { background: #f4a261; } .key.service { background: #2a9d8f; } .key.div { background: #c0392b; }\npre.evidence { background: #fff; border: 1px solid #e0e0e0; padding: 8px; overflow: auto; max-height: 220px; }\n.error { color: #b71c1c; } .note { color: #666; } .progress { color: #666; }\n.link input { width: 420px; font-size: 12px; }\n", lN = {
	compute: "compute",
	workload: "workload",
	host_gap: "host gap",
	input: "input",
	allocation: "allocation",
	collective: "propagated",
	unknown: "unknown"
};
function uN(e, t, n) {
	let r = e.stragglers;
	t.append($("div", { class: "verdict" }, $("span", { class: `badge ${r.class}` }, r.class === "none" ? "no straggler" : `${r.class} straggler`), r.ranks.length ? ` ${r.ranks.length === 1 ? "rank" : "ranks"} ${r.ranks.join(", ")}` : "", ` — ${r.steps_used} steps with material skew`, r.p_value === null ? "" : `, p = ${r.p_value.toPrecision(2)}`));
	let i = $("ol", { class: "findings" });
	for (let t of e.findings) {
		let e = $("li", { class: t.severity }, t.text);
		if (t.collective) {
			let r = $("a", {
				href: "#",
				class: "go"
			}, " show");
			r.onclick = (e) => {
				e.preventDefault(), n.open("aligned", t.collective);
			}, e.append(r);
		}
		i.append(e);
	}
	t.append(i);
	let a = e.steps.filter((e) => e.critical_collective).sort((e, t) => t.work_max_us - e.work_max_us)[0];
	if (a) {
		t.append($("h3", {}, `Critical path of the worst step (${a.step})`));
		let n = e.divergences.find((e) => e.collective === a.critical_collective);
		t.append($("p", {}, `Rank ${a.critical_rank} arrived last at ${a.critical_collective}` + (n ? `; its lag grew ${rN(n.lag_us)} at ${n.op} (${lN[n.kind]})` : "") + `; step work max ${rN(a.work_max_us)} against median ${rN(a.work_median_us)}.`));
	}
}
function dN(e, t, n = 1) {
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
function fN(e, t) {
	let n = Object.keys(t.ranks ?? {}).map(Number).sort((e, t) => e - t), r = Math.max(...n.map((e) => t.ranks[String(e)].ready_us ?? -Infinity)), i = n.flatMap((e, n) => {
		let i = t.ranks[String(e)];
		return i.ready_us === null || i.end_us === null ? [] : [[
			n,
			i.ready_us,
			Math.max(i.ready_us, r),
			"wait"
		], [
			n,
			Math.max(i.ready_us, r),
			i.end_us,
			"service"
		]];
	});
	oN(e, Math.max(160, 28 * n.length + 60), {
		grid: {
			left: 70,
			right: 20,
			top: 20,
			bottom: 30
		},
		xAxis: {
			type: "value",
			scale: !0,
			axisLabel: { formatter: (e) => `${(e / 1e3).toFixed(1)} ms` }
		},
		yAxis: {
			type: "category",
			data: n.map((e) => `rank ${e}`),
			inverse: !0
		},
		tooltip: { formatter: (e) => `${nN(e.value[3])}: ${nN(rN(e.value[2] - e.value[1], 2))}` },
		series: [{
			type: "custom",
			encode: {
				x: [1, 2],
				y: 0
			},
			data: i,
			renderItem: dN(.6, (e) => e.value(3) === "wait" ? "#f4a261" : "#2a9d8f"),
			markLine: {
				symbol: "none",
				data: [{
					xAxis: r,
					name: "last arrival"
				}],
				lineStyle: { color: "#c0392b" },
				label: { formatter: `last arrival (rank ${t.last_rank})` }
			}
		}]
	}), e.append($("p", { class: "legend" }, $("span", { class: "key wait" }), " waiting for the last arrival  ", $("span", { class: "key service" }), " after it (service)"));
}
function pN(e, t, n) {
	let r = e.steps.filter((e) => e.critical_collective);
	if (!r.length) return;
	let i = $("select", { "aria-label": "step" }, ...r.map((e) => $("option", { value: String(e.step) }, `step ${e.step} — last rank ${e.critical_rank} at ${e.critical_collective}`))), o = $("div", {});
	t.append($("h3", {}, "Lanes of one step "), i, o);
	let s = async () => {
		let t = Number(i.value), r = e.collectives.filter((e) => e.step === t).map((e) => e.id), s = (await Promise.all(r.map((e) => a(n.run, e)))).filter((e) => e.status === 200).map((e) => e.body.collective), c = [...new Set(s.flatMap((e) => Object.keys(e.ranks ?? {}).map(Number)))].sort((e, t) => e - t), l = [];
		for (let e of s) {
			let t = Object.values(e.ranks ?? {}).map((e) => e.ready_us ?? -Infinity), n = Math.max(...t);
			for (let [t, r] of Object.entries(e.ranks ?? {})) {
				if (r.ready_us === null || r.end_us === null) continue;
				let i = c.indexOf(Number(t));
				l.push({
					value: [
						i,
						r.ready_us,
						Math.max(r.ready_us, n),
						`${e.id} wait`
					],
					itemStyle: { color: "#f4a261" }
				}), l.push({
					value: [
						i,
						Math.max(r.ready_us, n),
						r.end_us,
						`${e.id} service`
					],
					itemStyle: { color: "#2a9d8f" }
				});
			}
		}
		o.replaceChildren(), oN(o, Math.max(140, 24 * c.length + 60), {
			grid: {
				left: 70,
				right: 20,
				top: 10,
				bottom: 30
			},
			xAxis: {
				type: "value",
				scale: !0,
				axisLabel: { formatter: (e) => `${(e / 1e3).toFixed(1)} ms` }
			},
			yAxis: {
				type: "category",
				data: c.map((e) => `rank ${e}`),
				inverse: !0
			},
			dataZoom: [{
				type: "inside",
				xAxisIndex: 0
			}],
			tooltip: { formatter: (e) => `${nN(e.value[3])}: ${nN(rN(e.value[2] - e.value[1], 2))}` },
			series: [{
				type: "custom",
				encode: {
					x: [1, 2],
					y: 0
				},
				data: l,
				renderItem: dN(.6, (e) => e.visual("color"))
			}]
		});
	};
	i.onchange = () => void s(), i.value = String(r.slice().sort((e, t) => t.work_max_us - e.work_max_us)[0].step), s();
}
function mN(e, t) {
	let n = Object.keys(t.ranks).map(Number);
	n.sort((e, n) => e === t.critical_rank ? -1 : n === t.critical_rank ? 1 : e - n);
	let r = [];
	n.forEach((e, n) => t.ranks[String(e)].forEach(([i, a, o], s) => r.push({
		value: [
			n,
			a,
			o,
			i
		],
		itemStyle: { color: e === t.critical_rank && s === t.divergence ? "#c0392b" : "#90a4ae" }
	}))), oN(e, 60 + 40 * n.length, {
		grid: {
			left: 90,
			right: 20,
			top: 10,
			bottom: 30
		},
		xAxis: {
			type: "value",
			axisLabel: { formatter: (e) => `${(e / 1e3).toFixed(1)} ms` }
		},
		yAxis: {
			type: "category",
			data: n.map((e) => e === t.critical_rank ? `rank ${e} (last)` : `rank ${e}`),
			inverse: !0
		},
		tooltip: { formatter: (e) => `${nN(e.value[3])}: ${nN(rN(e.value[2] - e.value[1], 2))}` },
		series: [{
			type: "custom",
			encode: {
				x: [1, 2],
				y: 0
			},
			data: r,
			renderItem: dN(.5, (e) => e.visual("color"), .75)
		}]
	}), e.append($("p", { class: "legend" }, "Events from each rank's anchor to its readiness; ", $("span", { class: "key div" }), " the divergence on the last rank."));
}
function hN(e, t, n, r) {
	let i = $("div", { class: "detail" }), o = async (e) => {
		i.replaceChildren($("p", {}, `loading ${e}…`));
		let { status: t, body: r } = await a(n.run, e);
		if (t !== 200) {
			i.replaceChildren($("p", { class: "error" }, `no detail for ${e}`));
			return;
		}
		let o = r.collective;
		i.replaceChildren($("h3", {}, `${o.op} ${o.id} — step ${o.step ?? "—"}`), $("p", {}, `arrival skew ${rN(o.skew_us, 2)} · post-last-arrival tail ${rN(o.tail_us, 2)} · clock-free skew ${rN(o.skew_clockfree_us, 2)} · last rank ${o.last_rank}`)), fN(i, o);
		let s = r.divergence;
		s && (i.append($("h3", {}, `Walk-back on rank ${s.rank}`), $("p", { class: "divergence" }, `${lN[s.kind]}: the lag grew ${rN(s.lag_us)} at ${s.op} (peers' median for the same segment ${rN(s.peer_median_us)}); fixing it saves ${rN(s.cost_us)}.`), $("pre", { class: "evidence" }, JSON.stringify(s.evidence, null, 1)), $("p", { class: "next" }, s.next_measurement)), r.window && mN(i, r.window)), n.open("aligned", e);
	}, s = e.collectives.filter((e) => e.skew_us !== null);
	pN(e, t, n), t.append($("p", {}, `${e.collectives.length} collectives; material when skew ≥ ${rN(e.settings.material_threshold_us, 2)}. Click one for its lanes and walk-back.`)), t.append(iN(s, [
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
			label: "skew",
			value: (e) => rN(e.skew_us, 2),
			sort: (e) => e.skew_us ?? 0
		},
		{
			label: "tail",
			value: (e) => rN(e.tail_us, 2),
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
	], (e) => void o(e.id), 3)), t.append(i);
	let c = r ?? s.slice().sort((e, t) => (t.skew_us ?? 0) - (e.skew_us ?? 0))[0]?.id;
	c && o(c);
}
function gN(e, t) {
	let n = e.collectives.filter((e) => e.skew_us !== null);
	t.append($("h3", {}, "Arrival skew and post-last-arrival tail per collective")), oN(t, 280, {
		grid: {
			left: 60,
			right: 20,
			top: 30,
			bottom: 60
		},
		legend: { data: ["skew", "tail"] },
		tooltip: {
			trigger: "axis",
			valueFormatter: (e) => rN(e * 1e3, 2)
		},
		xAxis: {
			type: "category",
			data: n.map((e) => e.id)
		},
		yAxis: {
			type: "value",
			name: "ms"
		},
		dataZoom: [{ type: "inside" }, { type: "slider" }],
		series: [{
			name: "skew",
			type: "line",
			showSymbol: !1,
			data: n.map((e) => (e.skew_us ?? 0) / 1e3)
		}, {
			name: "tail",
			type: "line",
			showSymbol: !1,
			data: n.map((e) => (e.tail_us ?? 0) / 1e3)
		}]
	}), t.append($("h3", {}, "Per-step work: maximum against median")), oN(t, 260, {
		grid: {
			left: 60,
			right: 20,
			top: 30,
			bottom: 40
		},
		legend: { data: ["max", "median"] },
		tooltip: {
			trigger: "axis",
			valueFormatter: (e) => `${e.toFixed(2)} ms`
		},
		xAxis: {
			type: "category",
			data: e.steps.map((e) => String(e.step))
		},
		yAxis: {
			type: "value",
			name: "ms"
		},
		series: [{
			name: "max",
			type: "bar",
			data: e.steps.map((e) => e.work_max_us / 1e3)
		}, {
			name: "median",
			type: "bar",
			data: e.steps.map((e) => e.work_median_us / 1e3)
		}]
	});
	let r = (e) => {
		let t = Math.max(1, ...e), n = Array(20).fill(0);
		for (let r of e) n[Math.min(19, Math.floor(r / t * 20))]++;
		return {
			top: t,
			bins: n
		};
	};
	for (let [e, i] of [["arrival skew", n.map((e) => e.skew_us ?? 0)], ["post-last-arrival tail", n.map((e) => e.tail_us ?? 0)]]) {
		let n = r(i);
		t.append($("h3", {}, `Distribution of ${e}`)), oN(t, 200, {
			grid: {
				left: 60,
				right: 20,
				top: 20,
				bottom: 40
			},
			tooltip: {},
			xAxis: {
				type: "category",
				data: n.bins.map((e, t) => rN((t + .5) * n.top / 20))
			},
			yAxis: { type: "value" },
			series: [{
				type: "bar",
				data: n.bins
			}]
		});
	}
}
function _N(e, t) {
	let n = e.stragglers;
	t.append($("p", { class: "verdict" }, `${n.class}: ${n.basis ?? ""}`));
	let r = new Map(e.ranks.map((e) => [e.rank, e])), i = [...new Set(e.ranks.flatMap((e) => Object.keys(e.pg_positions ?? {})))].sort(), a = $("select", { "aria-label": "group ranks by" }, $("option", { value: "host" }, "group by host"), ...i.map((e) => $("option", { value: e }, `group by position in process group ${e}`)));
	t.append(a);
	let o = $("div", {});
	t.append(o);
	let s = () => {
		o.replaceChildren(), vN(e, o, a.value, r);
	};
	a.onchange = s, s(), t.append($("h3", {}, "How often each rank was last"));
	let c = e.ranks.filter((e) => e.status !== "not_profiled").map((e) => e.rank);
	oN(t, 220, {
		grid: {
			left: 60,
			right: 20,
			top: 20,
			bottom: 40
		},
		tooltip: {},
		xAxis: {
			type: "category",
			data: c.map((e) => `rank ${e}`)
		},
		yAxis: {
			type: "value",
			name: "steps"
		},
		series: [{
			type: "bar",
			data: c.map((e) => n.critical_counts[String(e)] ?? 0)
		}]
	});
}
function vN(e, t, n, r) {
	let i = (e) => n === "host" ? r.get(e)?.host ?? "?" : `pos ${r.get(e)?.pg_positions?.[n] ?? "—"}`, a = e.ranks.filter((e) => e.status !== "not_profiled").map((e) => e.rank).sort((e, t) => i(e).localeCompare(i(t)) || e - t), o = e.steps.map((e) => e.step), s = new Map(e.collectives.map((e) => [e.id, e])), c = [];
	e.steps.forEach((e, t) => {
		let n = e.critical_collective ? s.get(e.critical_collective) : void 0;
		n && e.critical_rank !== null && c.push([
			t,
			a.indexOf(e.critical_rank),
			(n.skew_us ?? 0) / 1e3
		]);
	}), oN(t, Math.max(220, 18 * a.length + 80), {
		grid: {
			left: 140,
			right: 60,
			top: 20,
			bottom: 60
		},
		tooltip: { formatter: (e) => `step ${nN(o[e.value[0]])}, rank ${nN(a[e.value[1]])} last by ${nN(e.value[2].toFixed(2))} ms` },
		xAxis: {
			type: "category",
			data: o.map(String),
			name: "step"
		},
		yAxis: {
			type: "category",
			data: a.map((e) => `${i(e)} · rank ${e}`),
			inverse: !0
		},
		visualMap: {
			min: 0,
			max: Math.max(1, ...c.map((e) => e[2])),
			calculable: !0,
			orient: "vertical",
			right: 0,
			top: 20
		},
		dataZoom: [{
			type: "inside",
			xAxisIndex: 0
		}, {
			type: "inside",
			yAxisIndex: 0
		}],
		series: [{
			type: "heatmap",
			data: c
		}]
	});
}
function yN(e, t) {
	t.append($("h3", {}, "Unexplained time on the launching thread")), t.append(e.gaps.length ? iN(e.gaps, [
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
			value: (e) => rN(e.dur_us),
			sort: (e) => e.dur_us
		},
		{
			label: "peers",
			value: (e) => rN(e.peer_median_us)
		},
		{
			label: "after",
			value: (e) => e.before
		},
		{
			label: "before",
			value: (e) => e.after
		}
	], void 0, 2) : $("p", {}, "No gap longer than on the peers.")), t.append($("h3", {}, "Ranks, files and warnings")), t.append(iN(e.ranks, [
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
	]));
	for (let n of e.errors) t.append($("p", { class: "error" }, `${n.file}: ${n.reason}`));
	let n = e.clock;
	t.append($("h3", {}, "Clock"), $("p", {}, `${n.method}; residual ${rN(n.residual_us, 3)}` + (n.clock_suspect ? " — clock suspect: trust the clock-free skews" : ""))), t.append(iN(Object.entries(n.offsets_us), [
		{
			label: "rank",
			value: ([e]) => e
		},
		{
			label: "offset",
			value: ([, e]) => rN(e, 3)
		},
		{
			label: "drift (ppm)",
			value: ([e]) => n.drift_ppm[e] ?? 0
		}
	]));
}
function bN(e) {
	e.append($("p", {}, "Comparing two runs side by side arrives with the comparison feature; until then, analyse each run in its own view."));
}
// src/main.ts
var xN = [
	["findings", "Findings"],
	["aligned", "Aligned collectives"],
	["spread", "Readiness spread"],
	["history", "Critical-rank history"],
	["evidence", "Missing evidence"],
	["compare", "Compare"]
];
function SN() {
	let e = new URLSearchParams(location.search), t = e.get("tab") ?? "findings";
	return {
		run: e.get("run") ?? "",
		tab: xN.some(([e]) => e === t) ? t : "findings",
		collective: e.get("collective") ?? void 0
	};
}
function CN(e) {
	let t = new URL("index.html", document.baseURI);
	return t.searchParams.set("run", e.run), t.searchParams.set("tab", e.tab), e.collective && t.searchParams.set("collective", e.collective), t.toString();
}
async function wN() {
	document.head.append($("style", {}, cN));
	let e = SN(), t = $("header", {}, $("h1", {}, "Cross-rank")), n = $("select", { "aria-label": "run" }), a = $("nav", {}), o = $("span", { class: "link" }), s = $("main", {});
	t.append(n, a, o), document.body.append(t, s);
	let c = (await r()).body;
	if (!c.length) {
		s.replaceChildren($("p", {}, "No run with PyTorch Profiler traces of several ranks under the logdir."));
		return;
	}
	c.some((t) => t.name === e.run) || (e.run = c[0].name);
	for (let e of c) n.append($("option", { value: e.name }, `${e.name} (${e.ranks} ranks)`));
	n.value = e.run;
	let l = null, u = () => {
		sN(), a.replaceChildren(...xN.map(([t, n]) => {
			let r = $("button", t === e.tab ? {
				class: "active",
				"data-tab": t
			} : { "data-tab": t }, n);
			return r.onclick = () => {
				e.tab = t, e.collective = void 0, u();
			}, r;
		}));
		let t = $("button", {}, "copy link");
		if (t.onclick = async () => {
			let n = CN(e);
			try {
				await navigator.clipboard.writeText(n), t.textContent = "copied";
			} catch {
				o.replaceChildren($("input", {
					value: n,
					readonly: ""
				}));
			}
		}, o.replaceChildren(t), s.replaceChildren(), !l) return;
		let n = {
			run: e.run,
			open: (t, n) => {
				let r = t !== e.tab;
				e.tab = t, e.collective = n, r && u();
			}
		}, r = e.tab;
		r === "findings" ? uN(l, s, n) : r === "aligned" ? hN(l, s, n, e.collective) : r === "spread" ? gN(l, s) : r === "history" ? _N(l, s) : r === "evidence" ? yN(l, s) : bN(s);
	}, d = async () => {
		for (l = null, u();;) {
			let { status: t, body: n } = await i(e.run);
			if (t === 200) {
				l = n;
				break;
			}
			let r = n;
			if (t !== 202) {
				s.replaceChildren($("p", { class: "error" }, r.error ?? `error ${t}`));
				return;
			}
			s.replaceChildren($("p", { class: "progress" }, `analysing ${e.run}: ${Math.round(r.progress * 100)}%`)), await new Promise((e) => setTimeout(e, 500));
		}
		u();
	};
	n.onchange = () => {
		e.run = n.value, e.collective = void 0, d();
	}, await d();
	let f = new Map((await r()).body.map((e) => [e.name, e.version]));
	setInterval(async () => {
		let t = (await r()).body.find((t) => t.name === e.run);
		t && t.state === "ready" && (f.has(t.name) || f.set(t.name, t.version), t.version > f.get(t.name) && (f.set(t.name, t.version), await d()));
	}, 1e4);
}
document.body?.hasAttribute("data-xrank-standalone") && wN();
export { CN as linkFor, wN as render };
