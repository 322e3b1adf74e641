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
var a = () => {
	r.clear(), p.clear();
}, o = (e, t) => `run=${encodeURIComponent(e)}${t === void 0 ? "" : `&span=${t}`}`, s = () => n("runs"), c = (e, t) => n(`summary?${o(e, t)}`), l = (e, t, n) => i(`collective?${o(e, n)}&id=${encodeURIComponent(t)}`), u = (e, t, n) => i(`step?${o(e, n)}&step=${t}`), d = (e) => i(`service?${o(e)}`), f = (e) => n(`overtime?${o(e)}`), p = /* @__PURE__ */ new Map();
async function m(e, t, n) {
	for (;;) {
		let r = p.get(e);
		if (r) return r;
		let { status: i, body: a } = await f(e);
		if (i === 200) {
			p.set(e, a);
			continue;
		}
		let o = a;
		if (i !== 202) return (typeof a == "string" ? a : o.error) || `error ${i}`;
		if (!n()) return null;
		t(o), await new Promise((e) => setTimeout(e, 500));
	}
}
var h = (e, t, r = {}) => {
	let i = new URLSearchParams({
		a: e,
		b: t
	});
	for (let [e, t] of Object.entries(r)) t !== void 0 && i.set(e, String(t));
	return n(`compare?${i}`);
}, g = function(e, t) {
	return g = Object.setPrototypeOf || { __proto__: [] } instanceof Array && function(e, t) {
		e.__proto__ = t;
	} || function(e, t) {
		for (var n in t) Object.prototype.hasOwnProperty.call(t, n) && (e[n] = t[n]);
	}, g(e, t);
};
function _(e, t) {
	if (typeof t != "function" && t !== null) throw TypeError("Class extends value " + String(t) + " is not a constructor or null");
	g(e, t);
	function n() {
		this.constructor = e;
	}
	e.prototype = t === null ? Object.create(t) : (n.prototype = t.prototype, new n());
}
// node_modules/zrender/lib/core/env.js
var v = function() {
	function e() {
		this.firefox = !1, this.ie = !1, this.edge = !1, this.newEdge = !1, this.weChat = !1;
	}
	return e;
}(), y = new (function() {
	function e() {
		this.browser = new v(), this.node = !1, this.wxa = !1, this.worker = !1, this.svgSupported = !1, this.touchEventsSupported = !1, this.pointerEventsSupported = !1, this.domSupported = !1, this.transformSupported = !1, this.transform3dSupported = !1, this.hasGlobalWindow = typeof window < "u";
	}
	return e;
}())();
typeof wx == "object" && typeof wx.getSystemInfoSync == "function" ? (y.wxa = !0, y.touchEventsSupported = !0) : typeof document > "u" && typeof self < "u" ? y.worker = !0 : !y.hasGlobalWindow || "Deno" in window ? (y.node = !0, y.svgSupported = !0) : b(navigator.userAgent, y);
function b(e, t) {
	var n = t.browser, r = e.match(/Firefox\/([\d.]+)/), i = e.match(/MSIE\s([\d.]+)/) || e.match(/Trident\/.+?rv:(([\d.]+))/), a = e.match(/Edge?\/([\d.]+)/), o = /micromessenger/i.test(e);
	r && (n.firefox = !0, n.version = r[1]), i && (n.ie = !0, n.version = i[1]), a && (n.edge = !0, n.version = a[1], n.newEdge = +a[1].split(".")[0] > 18), o && (n.weChat = !0), t.svgSupported = typeof SVGRect < "u", t.touchEventsSupported = "ontouchstart" in window && !n.ie && !n.edge, t.pointerEventsSupported = "onpointerdown" in window && (n.edge || n.ie && +n.version >= 11), t.domSupported = typeof document < "u";
	var s = document.documentElement.style;
	t.transform3dSupported = (n.ie && "transition" in s || n.edge || "WebKitCSSMatrix" in window && "m11" in new WebKitCSSMatrix() || "MozPerspective" in s) && !("OTransition" in s), t.transformSupported = t.transform3dSupported || n.ie && +n.version >= 9;
}
var x = "12px sans-serif", S = 20, C = 100, w = "007LLmW'55;N0500LLLLLLLLLL00NNNLzWW\\\\WQb\\0FWLg\\bWb\\WQ\\WrWWQ000CL5LLFLL0LL**F*gLLLL5F0LF\\FFF5.5N";
function T(e) {
	var t = {};
	if (typeof JSON > "u") return t;
	for (var n = 0; n < e.length; n++) {
		var r = String.fromCharCode(n + 32);
		t[r] = (e.charCodeAt(n) - S) / C;
	}
	return t;
}
var E = T(w), D = {
	createCanvas: function() {
		return typeof document < "u" && document.createElement("canvas");
	},
	measureText: (function() {
		var e, t;
		return function(n, r) {
			if (!e) {
				var i = D.createCanvas();
				e = i && i.getContext("2d");
			}
			if (e) return t !== r && (t = e.font = r || "12px sans-serif"), e.measureText(n);
			n = n || "", r = r || "12px sans-serif";
			var a = /((?:\d+)?\.?\d*)px/.exec(r), o = a && +a[1] || 12, s = 0;
			if (r.indexOf("mono") >= 0) s = o * n.length;
			else for (var c = 0; c < n.length; c++) {
				var l = E[n[c]];
				s += l == null ? o : l * o;
			}
			return { width: s };
		};
	})(),
	loadImage: function(e, t, n) {
		var r = new Image();
		return r.onload = t, r.onerror = n, r.src = e, r;
	}
}, O = me([
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
}, {}), k = me([
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
}, {}), A = Object.prototype.toString, j = Array.prototype, ee = j.forEach, te = j.filter, ne = j.slice, re = j.map, ie = function() {}.constructor, ae = ie ? ie.prototype : null, oe = "__proto__", se = 2311;
function ce() {
	return se++;
}
function le() {
	var e = [...arguments];
	typeof console < "u" && console.error.apply(console, e);
}
function M(e) {
	if (typeof e != "object" || !e) return e;
	var t = e, n = A.call(e);
	if (n === "[object Array]") {
		if (!Fe(e)) {
			t = [];
			for (var r = 0, i = e.length; r < i; r++) t[r] = M(e[r]);
		}
	} else if (k[n]) {
		if (!Fe(e)) {
			var a = e.constructor;
			if (a.from) t = a.from(e);
			else {
				t = new a(e.length);
				for (var r = 0, i = e.length; r < i; r++) t[r] = e[r];
			}
		}
	} else if (!O[n] && !Fe(e) && !Ce(e)) for (var o in t = {}, e) e.hasOwnProperty(o) && o !== oe && (t[o] = M(e[o]));
	return t;
}
function N(e, t, n) {
	if (!U(t) || !U(e)) return n ? M(t) : e;
	for (var r in t) if (t.hasOwnProperty(r) && r !== oe) {
		var i = e[r], a = t[r];
		U(a) && U(i) && !B(a) && !B(i) && !Ce(a) && !Ce(i) && !xe(a) && !xe(i) && !Fe(a) && !Fe(i) ? N(i, a, n) : (n || !(r in e)) && (e[r] = M(t[r]));
	}
	return e;
}
function ue(e, t) {
	for (var n = e[0], r = 1, i = e.length; r < i; r++) n = N(n, e[r], t);
	return n;
}
function P(e, t) {
	if (Object.assign) Object.assign(e, t);
	else for (var n in t) t.hasOwnProperty(n) && n !== oe && (e[n] = t[n]);
	return e;
}
function F(e, t, n) {
	for (var r = ge(t), i = 0, a = r.length; i < a; i++) {
		var o = r[i];
		(n ? t[o] != null : e[o] == null) && (e[o] = t[o]);
	}
	return e;
}
D.createCanvas;
function I(e, t) {
	if (e) {
		if (e.indexOf) return e.indexOf(t);
		for (var n = 0, r = e.length; n < r; n++) if (e[n] === t) return n;
	}
	return -1;
}
function de(e, t) {
	var n = e.prototype;
	function r() {}
	for (var i in r.prototype = t.prototype, e.prototype = new r(), n) n.hasOwnProperty(i) && (e.prototype[i] = n[i]);
	e.prototype.constructor = e, e.superClass = t;
}
function fe(e, t, n) {
	if (e = "prototype" in e ? e.prototype : e, t = "prototype" in t ? t.prototype : t, Object.getOwnPropertyNames) for (var r = Object.getOwnPropertyNames(t), i = 0; i < r.length; i++) {
		var a = r[i];
		a !== "constructor" && (n ? t[a] != null : e[a] == null) && (e[a] = t[a]);
	}
	else F(e, t, n);
}
function pe(e) {
	return !e || typeof e == "string" ? !1 : typeof e.length == "number";
}
function L(e, t, n) {
	if (e && t) {
		if (e.forEach && e.forEach === ee) e.forEach(t, n);
		else if (e.length === +e.length) for (var r = 0, i = e.length; r < i; r++) t.call(n, e[r], r, e);
		else for (var a in e) e.hasOwnProperty(a) && t.call(n, e[a], a, e);
	}
}
function R(e, t, n) {
	if (!e) return [];
	if (!t) return ke(e);
	if (e.map && e.map === re) return e.map(t, n);
	for (var r = [], i = 0, a = e.length; i < a; i++) r.push(t.call(n, e[i], i, e));
	return r;
}
function me(e, t, n, r) {
	if (e && t) {
		for (var i = 0, a = e.length; i < a; i++) n = t.call(r, n, e[i], i, e);
		return n;
	}
}
function he(e, t, n) {
	if (!e) return [];
	if (!t) return ke(e);
	if (e.filter && e.filter === te) return e.filter(t, n);
	for (var r = [], i = 0, a = e.length; i < a; i++) t.call(n, e[i], i, e) && r.push(e[i]);
	return r;
}
function ge(e) {
	if (!e) return [];
	if (Object.keys) return Object.keys(e);
	var t = [];
	for (var n in e) e.hasOwnProperty(n) && t.push(n);
	return t;
}
function _e(e, t) {
	var n = [...arguments].slice(2);
	return function() {
		return e.apply(t, n.concat(ne.call(arguments)));
	};
}
var z = ae && V(ae.bind) ? ae.call.bind(ae.bind) : _e;
function ve(e) {
	var t = [...arguments].slice(1);
	return function() {
		return e.apply(this, t.concat(ne.call(arguments)));
	};
}
function B(e) {
	return Array.isArray ? Array.isArray(e) : A.call(e) === "[object Array]";
}
function V(e) {
	return typeof e == "function";
}
function H(e) {
	return typeof e == "string";
}
function ye(e) {
	return A.call(e) === "[object String]";
}
function be(e) {
	return typeof e == "number";
}
function U(e) {
	var t = typeof e;
	return t === "function" || !!e && t === "object";
}
function xe(e) {
	return !!O[A.call(e)];
}
function Se(e) {
	return !!k[A.call(e)];
}
function Ce(e) {
	return typeof e == "object" && typeof e.nodeType == "number" && typeof e.ownerDocument == "object";
}
function we(e) {
	return e.colorStops != null;
}
function Te(e) {
	return e.image != null;
}
function Ee(e) {
	return e !== e;
}
function De() {
	for (var e = [...arguments], t = 0, n = e.length; t < n; t++) if (e[t] != null) return e[t];
}
function W(e, t) {
	return e ?? t;
}
function Oe(e, t, n) {
	return e ?? t ?? n;
}
function ke(e) {
	var t = [...arguments].slice(1);
	return ne.apply(e, t);
}
function Ae(e) {
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
function je(e, t) {
	if (!e) throw Error(t);
}
function Me(e) {
	return e == null ? null : typeof e.trim == "function" ? e.trim() : e.replace(/^[\s\uFEFF\xA0]+|[\s\uFEFF\xA0]+$/g, "");
}
var Ne = "__ec_primitive__";
function Pe(e) {
	e[Ne] = !0;
}
function Fe(e) {
	return e[Ne];
}
var Ie = function() {
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
		return ge(this.data);
	}, e.prototype.forEach = function(e) {
		var t = this.data;
		for (var n in t) t.hasOwnProperty(n) && e(t[n], n);
	}, e;
}(), Le = typeof Map == "function";
function Re() {
	return Le ? /* @__PURE__ */ new Map() : new Ie();
}
var ze = function() {
	function e(t) {
		var n = B(t);
		this.data = Re();
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
		return Le ? Array.from(e) : e;
	}, e.prototype.removeKey = function(e) {
		this.data.delete(e);
	}, e;
}();
function G(e) {
	return new ze(e);
}
function Be(e, t) {
	for (var n = new e.constructor(e.length + t.length), r = 0; r < e.length; r++) n[r] = e[r];
	for (var i = e.length, r = 0; r < t.length; r++) n[r + i] = t[r];
	return n;
}
function Ve(e, t) {
	var n;
	if (Object.create) n = Object.create(e);
	else {
		var r = function() {};
		r.prototype = e, n = new r();
	}
	return t && P(n, t), n;
}
function He(e) {
	var t = e.style;
	t.webkitUserSelect = "none", t.userSelect = "none", t.webkitTapHighlightColor = "rgba(0,0,0,0)", t["-webkit-touch-callout"] = "none";
}
function K(e, t) {
	return e.hasOwnProperty(t);
}
function Ue() {}
var We = 180 / Math.PI;
// node_modules/zrender/lib/core/vector.js
function Ge(e, t) {
	return e ?? (e = 0), t ?? (t = 0), [e, t];
}
function Ke(e) {
	return [e[0], e[1]];
}
function qe(e, t, n) {
	return e[0] = t[0] + n[0], e[1] = t[1] + n[1], e;
}
function Je(e, t, n) {
	return e[0] = t[0] - n[0], e[1] = t[1] - n[1], e;
}
function Ye(e) {
	return Math.sqrt(Xe(e));
}
function Xe(e) {
	return e[0] * e[0] + e[1] * e[1];
}
function Ze(e, t, n) {
	return e[0] = t[0] * n, e[1] = t[1] * n, e;
}
function Qe(e, t) {
	var n = Ye(t);
	return n === 0 ? (e[0] = 0, e[1] = 0) : (e[0] = t[0] / n, e[1] = t[1] / n), e;
}
function $e(e, t) {
	return Math.sqrt((e[0] - t[0]) * (e[0] - t[0]) + (e[1] - t[1]) * (e[1] - t[1]));
}
var et = $e;
function tt(e, t) {
	return (e[0] - t[0]) * (e[0] - t[0]) + (e[1] - t[1]) * (e[1] - t[1]);
}
var nt = tt;
function rt(e, t, n) {
	var r = t[0], i = t[1];
	return e[0] = n[0] * r + n[2] * i + n[4], e[1] = n[1] * r + n[3] * i + n[5], e;
}
function it(e, t, n) {
	return e[0] = Math.min(t[0], n[0]), e[1] = Math.min(t[1], n[1]), e;
}
function at(e, t, n) {
	return e[0] = Math.max(t[0], n[0]), e[1] = Math.max(t[1], n[1]), e;
}
// node_modules/zrender/lib/mixin/Draggable.js
var ot = function() {
	function e(e, t) {
		this.target = e, this.topTarget = t && t.topTarget;
	}
	return e;
}(), st = function() {
	function e(e) {
		this.handler = e, e.on("mousedown", this._dragStart, this), e.on("mousemove", this._drag, this), e.on("mouseup", this._dragEnd, this);
	}
	return e.prototype._dragStart = function(e) {
		for (var t = e.target; t && !t.draggable;) t = t.parent || t.__hostTarget;
		t && (this._draggingTarget = t, t.dragging = !0, this._x = e.offsetX, this._y = e.offsetY, this.handler.dispatchToElement(new ot(t, e), "dragstart", e.event));
	}, e.prototype._drag = function(e) {
		var t = this._draggingTarget;
		if (t) {
			var n = e.offsetX, r = e.offsetY, i = n - this._x, a = r - this._y;
			this._x = n, this._y = r, t.drift(i, a, e), this.handler.dispatchToElement(new ot(t, e), "drag", e.event);
			var o = this.handler.findHover(n, r, t).target, s = this._dropTarget;
			this._dropTarget = o, t !== o && (s && o !== s && this.handler.dispatchToElement(new ot(s, e), "dragleave", e.event), o && o !== s && this.handler.dispatchToElement(new ot(o, e), "dragenter", e.event));
		}
	}, e.prototype._dragEnd = function(e) {
		var t = this._draggingTarget;
		t && (t.dragging = !1), this.handler.dispatchToElement(new ot(t, e), "dragend", e.event), this._dropTarget && this.handler.dispatchToElement(new ot(this._dropTarget, e), "drop", e.event), this._draggingTarget = null, this._dropTarget = null;
	}, e;
}(), ct = function() {
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
}(), lt = Math.log(2);
function ut(e, t, n, r, i, a) {
	var o = r + "-" + i, s = e.length;
	if (a.hasOwnProperty(o)) return a[o];
	if (t === 1) {
		var c = Math.round(Math.log((1 << s) - 1 & ~i) / lt);
		return e[n][c];
	}
	for (var l = r | 1 << n, u = n + 1; r & 1 << u;) u++;
	for (var d = 0, f = 0, p = 0; f < s; f++) {
		var m = 1 << f;
		m & i || (d += (p % 2 ? -1 : 1) * e[n][f] * ut(e, t - 1, u, l, i | m, a), p++);
	}
	return a[o] = d, d;
}
function dt(e, t) {
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
	], r = {}, i = ut(n, 8, 0, 0, 0, r);
	if (i !== 0) {
		for (var a = [], o = 0; o < 8; o++) for (var s = 0; s < 8; s++) a[s] ?? (a[s] = 0), a[s] += ((o + s) % 2 ? -1 : 1) * ut(n, 7, +(o === 0), 1 << o, 1 << s, r) / i * t[o];
		return function(e, t, n) {
			var r = t * a[6] + n * a[7] + 1;
			e[0] = (t * a[0] + n * a[1] + a[2]) / r, e[1] = (t * a[3] + n * a[4] + a[5]) / r;
		};
	}
}
// node_modules/zrender/lib/core/dom.js
var ft = "___zrEVENTSAVED", pt = [];
function mt(e, t, n, r, i) {
	return ht(pt, t, r, i, !0) && ht(e, n, pt[0], pt[1]);
}
function ht(e, t, n, r, i) {
	if (t.getBoundingClientRect && y.domSupported && !vt(t)) {
		var a = t[ft] || (t[ft] = {}), o = _t(gt(t, a), a, i);
		if (o) return o(e, n, r), !0;
	}
	return !1;
}
function gt(e, t) {
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
function _t(e, t, n) {
	for (var r = n ? "invTrans" : "trans", i = t[r], a = t.srcCoords, o = [], s = [], c = !0, l = 0; l < 4; l++) {
		var u = e[l].getBoundingClientRect(), d = 2 * l, f = u.left, p = u.top;
		o.push(f, p), c = c && a && f === a[d] && p === a[d + 1], s.push(e[l].offsetLeft, e[l].offsetTop);
	}
	return c && i ? i : (t.srcCoords = o, t[r] = n ? dt(s, o) : dt(o, s));
}
function vt(e) {
	return e.nodeName.toUpperCase() === "CANVAS";
}
var yt = /([&<>"'])/g, bt = {
	"&": "&amp;",
	"<": "&lt;",
	">": "&gt;",
	"\"": "&quot;",
	"'": "&#39;"
};
function xt(e) {
	return e == null ? "" : (e + "").replace(yt, function(e, t) {
		return bt[t];
	});
}
// node_modules/zrender/lib/core/event.js
var St = /^(?:mouse|pointer|contextmenu|drag|drop)|click/, Ct = [], wt = y.browser.firefox && +y.browser.version.split(".")[0] < 39;
function Tt(e, t, n, r) {
	return n = n || {}, r ? Et(e, t, n) : wt && t.layerX != null && t.layerX !== t.offsetX ? (n.zrX = t.layerX, n.zrY = t.layerY) : t.offsetX == null ? Et(e, t, n) : (n.zrX = t.offsetX, n.zrY = t.offsetY), n;
}
function Et(e, t, n) {
	if (y.domSupported && e.getBoundingClientRect) {
		var r = t.clientX, i = t.clientY;
		if (vt(e)) {
			var a = e.getBoundingClientRect();
			n.zrX = r - a.left, n.zrY = i - a.top;
			return;
		}
		if (ht(Ct, e, r, i)) {
			n.zrX = Ct[0], n.zrY = Ct[1];
			return;
		}
	}
	n.zrX = n.zrY = 0;
}
function Dt(e) {
	return e || window.event;
}
function Ot(e, t, n) {
	if (t = Dt(t), t.zrX != null) return t;
	var r = t.type;
	if (r && r.indexOf("touch") >= 0) {
		var i = r === "touchend" ? t.changedTouches[0] : t.targetTouches[0];
		i && Tt(e, i, t, n);
	} else {
		Tt(e, t, t, n);
		var a = kt(t);
		t.zrDelta = a ? a / 120 : -(t.detail || 0) / 3;
	}
	var o = t.button;
	return t.which == null && o !== void 0 && St.test(t.type) && (t.which = o & 1 ? 1 : o & 2 ? 3 : o & 4 ? 2 : 0), t;
}
function kt(e) {
	var t = e.wheelDelta;
	if (t) return t;
	var n = e.deltaX, r = e.deltaY;
	if (n == null || r == null) return t;
	var i = Math.abs(r === 0 ? n : r), a = r > 0 ? -1 : r < 0 ? 1 : n > 0 ? -1 : 1;
	return 3 * i * a;
}
function At(e, t, n, r) {
	e.addEventListener(t, n, r);
}
function jt(e, t, n, r) {
	e.removeEventListener(t, n, r);
}
var Mt = function(e) {
	e.preventDefault(), e.stopPropagation(), e.cancelBubble = !0;
};
function Nt(e) {
	return e.which === 2 || e.which === 3;
}
// node_modules/zrender/lib/core/GestureMgr.js
var Pt = function() {
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
				var s = r[a], c = Tt(n, s, {});
				i.points.push([c.zrX, c.zrY]), i.touches.push(s);
			}
			this._track.push(i);
		}
	}, e.prototype._recognize = function(e) {
		for (var t in Lt) if (Lt.hasOwnProperty(t)) {
			var n = Lt[t](this._track, e);
			if (n) return n;
		}
	}, e;
}();
function Ft(e) {
	var t = e[1][0] - e[0][0], n = e[1][1] - e[0][1];
	return Math.sqrt(t * t + n * n);
}
function It(e) {
	return [(e[0][0] + e[1][0]) / 2, (e[0][1] + e[1][1]) / 2];
}
var Lt = { pinch: function(e, t) {
	var n = e.length;
	if (n) {
		var r = (e[n - 1] || {}).points, i = (e[n - 2] || {}).points || r;
		if (i && i.length > 1 && r && r.length > 1) {
			var a = Ft(r) / Ft(i);
			!isFinite(a) && (a = 1), t.pinchScale = a;
			var o = It(r);
			return t.pinchX = o[0], t.pinchY = o[1], {
				type: "pinch",
				target: e[0].target,
				event: t
			};
		}
	}
} };
// node_modules/zrender/lib/core/matrix.js
function Rt() {
	return [
		1,
		0,
		0,
		1,
		0,
		0
	];
}
function zt(e) {
	return e[0] = 1, e[1] = 0, e[2] = 0, e[3] = 1, e[4] = 0, e[5] = 0, e;
}
function Bt(e, t) {
	return e[0] = t[0], e[1] = t[1], e[2] = t[2], e[3] = t[3], e[4] = t[4], e[5] = t[5], e;
}
function Vt(e, t, n) {
	var r = t[0] * n[0] + t[2] * n[1], i = t[1] * n[0] + t[3] * n[1], a = t[0] * n[2] + t[2] * n[3], o = t[1] * n[2] + t[3] * n[3], s = t[0] * n[4] + t[2] * n[5] + t[4], c = t[1] * n[4] + t[3] * n[5] + t[5];
	return e[0] = r, e[1] = i, e[2] = a, e[3] = o, e[4] = s, e[5] = c, e;
}
function Ht(e, t, n) {
	return e[0] = t[0], e[1] = t[1], e[2] = t[2], e[3] = t[3], e[4] = t[4] + n[0], e[5] = t[5] + n[1], e;
}
function Ut(e, t, n, r) {
	r === void 0 && (r = [0, 0]);
	var i = t[0], a = t[2], o = t[4], s = t[1], c = t[3], l = t[5], u = Math.sin(n), d = Math.cos(n);
	return e[0] = i * d + s * u, e[1] = -i * u + s * d, e[2] = a * d + c * u, e[3] = -a * u + d * c, e[4] = d * (o - r[0]) + u * (l - r[1]) + r[0], e[5] = d * (l - r[1]) - u * (o - r[0]) + r[1], e;
}
function Wt(e, t, n) {
	var r = n[0], i = n[1];
	return e[0] = t[0] * r, e[1] = t[1] * i, e[2] = t[2] * r, e[3] = t[3] * i, e[4] = t[4] * r, e[5] = t[5] * i, e;
}
function Gt(e, t) {
	var n = t[0], r = t[2], i = t[4], a = t[1], o = t[3], s = t[5], c = n * o - a * r;
	return c ? (c = 1 / c, e[0] = o * c, e[1] = -a * c, e[2] = -r * c, e[3] = n * c, e[4] = (r * s - o * i) * c, e[5] = (a * i - n * s) * c, e) : null;
}
// node_modules/zrender/lib/core/Point.js
var Kt = function() {
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
}(), qt = Math.min, Jt = Math.max, Yt = new Kt(), Xt = new Kt(), Zt = new Kt(), Qt = new Kt(), $t = new Kt(), en = new Kt(), q = function() {
	function e(e, t, n, r) {
		n < 0 && (e += n, n = -n), r < 0 && (t += r, r = -r), this.x = e, this.y = t, this.width = n, this.height = r;
	}
	return e.prototype.union = function(e) {
		var t = qt(e.x, this.x), n = qt(e.y, this.y);
		this.width = isFinite(this.x) && isFinite(this.width) ? Jt(e.x + e.width, this.x + this.width) - t : e.width, this.height = isFinite(this.y) && isFinite(this.height) ? Jt(e.y + e.height, this.y + this.height) - n : e.height, this.x = t, this.y = n;
	}, e.prototype.applyTransform = function(t) {
		e.applyTransform(this, this, t);
	}, e.prototype.calculateTransform = function(e) {
		var t = this, n = e.width / t.width, r = e.height / t.height, i = Rt();
		return Ht(i, i, [-t.x, -t.y]), Wt(i, i, [n, r]), Ht(i, i, [e.x, e.y]), i;
	}, e.prototype.intersect = function(t, n) {
		if (!t) return !1;
		t instanceof e || (t = e.create(t));
		var r = this, i = r.x, a = r.x + r.width, o = r.y, s = r.y + r.height, c = t.x, l = t.x + t.width, u = t.y, d = t.y + t.height, f = !(a < c || l < i || s < u || d < o);
		if (n) {
			var p = Infinity, m = 0, h = Math.abs(a - c), g = Math.abs(l - i), _ = Math.abs(s - u), v = Math.abs(d - o), y = Math.min(h, g), b = Math.min(_, v);
			a < c || l < i ? y > m && (m = y, h < g ? Kt.set(en, -h, 0) : Kt.set(en, g, 0)) : y < p && (p = y, h < g ? Kt.set($t, h, 0) : Kt.set($t, -g, 0)), s < u || d < o ? b > m && (m = b, _ < v ? Kt.set(en, 0, -_) : Kt.set(en, 0, v)) : y < p && (p = y, _ < v ? Kt.set($t, 0, _) : Kt.set($t, 0, -v));
		}
		return n && Kt.copy(n, f ? $t : en), f;
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
			Yt.x = Zt.x = n.x, Yt.y = Qt.y = n.y, Xt.x = Qt.x = n.x + n.width, Xt.y = Zt.y = n.y + n.height, Yt.transform(r), Qt.transform(r), Xt.transform(r), Zt.transform(r), t.x = qt(Yt.x, Xt.x, Zt.x, Qt.x), t.y = qt(Yt.y, Xt.y, Zt.y, Qt.y);
			var c = Jt(Yt.x, Xt.x, Zt.x, Qt.x), l = Jt(Yt.y, Xt.y, Zt.y, Qt.y);
			t.width = c - t.x, t.height = l - t.y;
		}
	}, e;
}(), tn = "silent";
function nn(e, t, n) {
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
		stop: rn
	};
}
function rn() {
	Mt(this.event);
}
var an = function(e) {
	_(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.handler = null, t;
	}
	return t.prototype.dispose = function() {}, t.prototype.setCursor = function() {}, t;
}(ct), on = function() {
	function e(e, t) {
		this.x = e, this.y = t;
	}
	return e;
}(), sn = [
	"click",
	"dblclick",
	"mousewheel",
	"mouseout",
	"mouseup",
	"mousedown",
	"mousemove",
	"contextmenu"
], cn = new q(0, 0, 0, 0), ln = function(e) {
	_(t, e);
	function t(t, n, r, i, a) {
		var o = e.call(this) || this;
		return o._hovered = new on(0, 0), o.storage = t, o.painter = n, o.painterRoot = i, o._pointerSize = a, r = r || new an(), o.proxy = null, o.setHandlerProxy(r), o._draggingMgr = new st(o), o;
	}
	return t.prototype.setHandlerProxy = function(e) {
		this.proxy && this.proxy.dispose(), e && (L(sn, function(t) {
			e.on && e.on(t, this[t], this);
		}, this), e.handler = this), this.proxy = e;
	}, t.prototype.mousemove = function(e) {
		var t = e.zrX, n = e.zrY, r = fn(this, t, n), i = this._hovered, a = i.target;
		a && !a.__zr && (i = this.findHover(i.x, i.y), a = i.target);
		var o = this._hovered = r ? new on(t, n) : this.findHover(t, n), s = o.target, c = this.proxy;
		c.setCursor && c.setCursor(s ? s.cursor : "default"), a && s !== a && this.dispatchToElement(i, "mouseout", e), this.dispatchToElement(o, "mousemove", e), s && s !== a && this.dispatchToElement(o, "mouseover", e);
	}, t.prototype.mouseout = function(e) {
		var t = e.zrEventControl;
		t !== "only_globalout" && this.dispatchToElement(this._hovered, "mouseout", e), t !== "no_globalout" && this.trigger("globalout", {
			type: "globalout",
			event: e
		});
	}, t.prototype.resize = function() {
		this._hovered = new on(0, 0);
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
			for (var i = "on" + t, a = nn(t, e, n); r && (r[i] && (a.cancelBubble = !!r[i].call(r, a)), r.trigger(t, a), r = r.__hostTarget ? r.__hostTarget : r.parent, !a.cancelBubble););
			a.cancelBubble || (this.trigger(t, a), this.painter && this.painter.eachOtherLayer && this.painter.eachOtherLayer(function(e) {
				typeof e[i] == "function" && e[i].call(e, a), e.trigger && e.trigger(t, a);
			}));
		}
	}, t.prototype.findHover = function(e, t, n) {
		var r = this.storage.getDisplayList(), i = new on(e, t);
		if (dn(r, i, e, t, n), this._pointerSize && !i.target) {
			for (var a = [], o = this._pointerSize, s = o / 2, c = new q(e - s, t - s, o, o), l = r.length - 1; l >= 0; l--) {
				var u = r[l];
				u === n || u.ignore || u.ignoreCoarsePointer || u.parent && u.parent.ignoreCoarsePointer || (cn.copy(u.getBoundingRect()), u.transform && cn.applyTransform(u.transform), cn.intersect(c) && a.push(u));
			}
			if (a.length) {
				for (var d = 4, f = Math.PI / 12, p = Math.PI * 2, m = 0; m < s; m += d) for (var h = 0; h < p; h += f) if (dn(a, i, e + m * Math.cos(h), t + m * Math.sin(h), n), i.target) return i;
			}
		}
		return i;
	}, t.prototype.processGesture = function(e, t) {
		this._gestureMgr || (this._gestureMgr = new Pt());
		var n = this._gestureMgr;
		t === "start" && n.clear();
		var r = n.recognize(e, this.findHover(e.zrX, e.zrY, null).target, this.proxy.dom);
		if (t === "end" && n.clear(), r) {
			var i = r.type;
			e.gestureEvent = i;
			var a = new on();
			a.target = r.target, this.dispatchToElement(a, i, r.event);
		}
	}, t;
}(ct);
L([
	"click",
	"mousedown",
	"mouseup",
	"mousewheel",
	"dblclick",
	"contextmenu"
], function(e) {
	ln.prototype[e] = function(t) {
		var n = t.zrX, r = t.zrY, i = fn(this, n, r), a, o;
		if (e === "mouseup" && i || (a = this.findHover(n, r), o = a.target), e === "mousedown") this._downEl = o, this._downPoint = [t.zrX, t.zrY], this._upEl = o;
		else if (e === "mouseup") this._upEl = o;
		else if (e === "click") {
			if (this._downEl !== this._upEl || !this._downPoint || et(this._downPoint, [t.zrX, t.zrY]) > 4) return;
			this._downPoint = null;
		}
		this.dispatchToElement(a, e, t);
	};
});
function un(e, t, n) {
	if (e[e.rectHover ? "rectContain" : "contain"](t, n)) {
		for (var r = e, i = void 0, a = !1; r;) {
			if (r.ignoreClip && (a = !0), !a) {
				var o = r.getClipPath();
				if (o && !o.contain(t, n)) return !1;
			}
			r.silent && (i = !0), r = r.__hostTarget || r.parent;
		}
		return !i || tn;
	}
	return !1;
}
function dn(e, t, n, r, i) {
	for (var a = e.length - 1; a >= 0; a--) {
		var o = e[a], s = void 0;
		if (o !== i && !o.ignore && (s = un(o, n, r)) && (!t.topTarget && (t.topTarget = o), s !== tn)) {
			t.target = o;
			break;
		}
	}
}
function fn(e, t, n) {
	var r = e.painter;
	return t < 0 || t > r.getWidth() || n < 0 || n > r.getHeight();
}
// node_modules/zrender/lib/core/timsort.js
var pn = 32, mn = 7;
function hn(e) {
	for (var t = 0; e >= pn;) t |= e & 1, e >>= 1;
	return e + t;
}
function gn(e, t, n, r) {
	var i = t + 1;
	if (i === n) return 1;
	if (r(e[i++], e[t]) < 0) {
		for (; i < n && r(e[i], e[i - 1]) < 0;) i++;
		_n(e, t, i);
	} else for (; i < n && r(e[i], e[i - 1]) >= 0;) i++;
	return i - t;
}
function _n(e, t, n) {
	for (n--; t < n;) {
		var r = e[t];
		e[t++] = e[n], e[n--] = r;
	}
}
function vn(e, t, n, r, i) {
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
function yn(e, t, n, r, i, a) {
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
function bn(e, t, n, r, i, a) {
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
function xn(e, t) {
	var n = mn, r, i, a = 0, o = [];
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
		var u = bn(e[c], e, o, s, 0, t);
		o += u, s -= u, s !== 0 && (l = yn(e[o + s - 1], e, c, l, l - 1, t), l !== 0 && (s <= l ? d(o, s, c, l) : f(o, s, c, l)));
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
					if (p = bn(e[u], o, l, i, 0, t), p !== 0) {
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
					if (m = yn(o[l], e, u, s, 0, t), m !== 0) {
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
				} while (p >= mn || m >= mn);
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
					if (h = i - bn(o[u], e, r, i, i - 1, t), h !== 0) {
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
					if (g = s - yn(e[l], o, 0, s, s - 1, t), g !== 0) {
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
				} while (h >= mn || g >= mn);
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
function Sn(e, t, n, r) {
	n || (n = 0), r || (r = e.length);
	var i = r - n;
	if (!(i < 2)) {
		var a = 0;
		if (i < pn) a = gn(e, n, r, t), vn(e, n, r, n + a, t);
		else {
			var o = xn(e, t), s = hn(i);
			do {
				if (a = gn(e, n, r, t), a < s) {
					var c = i;
					c > s && (c = s), vn(e, n, n + c, n + a, t), a = c;
				}
				o.pushRun(n, a), o.mergeRuns(), i -= a, n += a;
			} while (i !== 0);
			o.forceMergeRuns();
		}
	}
}
// node_modules/zrender/lib/Storage.js
var Cn = !1;
function wn() {
	Cn || (Cn = !0, console.warn("z / z2 / zlevel of displayable is invalid, which may cause unexpected errors"));
}
function Tn(e, t) {
	return e.zlevel === t.zlevel ? e.z === t.z ? e.z2 - t.z2 : e.z - t.z : e.zlevel - t.zlevel;
}
var En = function() {
	function e() {
		this._roots = [], this._displayList = [], this._displayListLen = 0, this.displayableSortFunc = Tn;
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
		n.length = this._displayListLen, Sn(n, Tn);
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
				t && t.length ? l.__clipPaths = t : l.__clipPaths && l.__clipPaths.length > 0 && (l.__clipPaths = []), isNaN(l.z) && (wn(), l.z = 0), isNaN(l.z2) && (wn(), l.z2 = 0), isNaN(l.zlevel) && (wn(), l.zlevel = 0), this._displayList[this._displayListLen++] = l;
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
}(), Dn = y.hasGlobalWindow && (window.requestAnimationFrame && window.requestAnimationFrame.bind(window) || window.msRequestAnimationFrame && window.msRequestAnimationFrame.bind(window) || window.mozRequestAnimationFrame || window.webkitRequestAnimationFrame) || function(e) {
	return setTimeout(e, 16);
}, On = {
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
		return 1 - On.bounceOut(1 - e);
	},
	bounceOut: function(e) {
		return e < 1 / 2.75 ? 7.5625 * e * e : e < 2 / 2.75 ? 7.5625 * (e -= 1.5 / 2.75) * e + .75 : e < 2.5 / 2.75 ? 7.5625 * (e -= 2.25 / 2.75) * e + .9375 : 7.5625 * (e -= 2.625 / 2.75) * e + .984375;
	},
	bounceInOut: function(e) {
		return e < .5 ? On.bounceIn(e * 2) * .5 : On.bounceOut(e * 2 - 1) * .5 + .5;
	}
}, kn = Math.pow, An = Math.sqrt, jn = 1e-8, Mn = 1e-4, Nn = An(3), Pn = 1 / 3, Fn = Ge(), In = Ge(), Ln = Ge();
function Rn(e) {
	return e > -jn && e < jn;
}
function zn(e) {
	return e > jn || e < -jn;
}
function Bn(e, t, n, r, i) {
	var a = 1 - i;
	return a * a * (a * e + 3 * i * t) + i * i * (i * r + 3 * a * n);
}
function Vn(e, t, n, r, i) {
	var a = 1 - i;
	return 3 * (((t - e) * a + 2 * (n - t) * i) * a + (r - n) * i * i);
}
function Hn(e, t, n, r, i, a) {
	var o = r + 3 * (t - n) - e, s = 3 * (n - t * 2 + e), c = 3 * (t - e), l = e - i, u = s * s - 3 * o * c, d = s * c - 9 * o * l, f = c * c - 3 * s * l, p = 0;
	if (Rn(u) && Rn(d)) {
		if (Rn(s)) a[0] = 0;
		else {
			var m = -c / s;
			m >= 0 && m <= 1 && (a[p++] = m);
		}
	} else {
		var h = d * d - 4 * u * f;
		if (Rn(h)) {
			var g = d / u, m = -s / o + g, _ = -g / 2;
			m >= 0 && m <= 1 && (a[p++] = m), _ >= 0 && _ <= 1 && (a[p++] = _);
		} else if (h > 0) {
			var v = An(h), y = u * s + 1.5 * o * (-d + v), b = u * s + 1.5 * o * (-d - v);
			y = y < 0 ? -kn(-y, Pn) : kn(y, Pn), b = b < 0 ? -kn(-b, Pn) : kn(b, Pn);
			var m = (-s - (y + b)) / (3 * o);
			m >= 0 && m <= 1 && (a[p++] = m);
		} else {
			var x = (2 * u * s - 3 * o * d) / (2 * An(u * u * u)), S = Math.acos(x) / 3, C = An(u), w = Math.cos(S), m = (-s - 2 * C * w) / (3 * o), _ = (-s + C * (w + Nn * Math.sin(S))) / (3 * o), T = (-s + C * (w - Nn * Math.sin(S))) / (3 * o);
			m >= 0 && m <= 1 && (a[p++] = m), _ >= 0 && _ <= 1 && (a[p++] = _), T >= 0 && T <= 1 && (a[p++] = T);
		}
	}
	return p;
}
function Un(e, t, n, r, i) {
	var a = 6 * n - 12 * t + 6 * e, o = 9 * t + 3 * r - 3 * e - 9 * n, s = 3 * t - 3 * e, c = 0;
	if (Rn(o)) {
		if (zn(a)) {
			var l = -s / a;
			l >= 0 && l <= 1 && (i[c++] = l);
		}
	} else {
		var u = a * a - 4 * o * s;
		if (Rn(u)) i[0] = -a / (2 * o);
		else if (u > 0) {
			var d = An(u), l = (-a + d) / (2 * o), f = (-a - d) / (2 * o);
			l >= 0 && l <= 1 && (i[c++] = l), f >= 0 && f <= 1 && (i[c++] = f);
		}
	}
	return c;
}
function Wn(e, t, n, r, i, a) {
	var o = (t - e) * i + e, s = (n - t) * i + t, c = (r - n) * i + n, l = (s - o) * i + o, u = (c - s) * i + s, d = (u - l) * i + l;
	a[0] = e, a[1] = o, a[2] = l, a[3] = d, a[4] = d, a[5] = u, a[6] = c, a[7] = r;
}
function Gn(e, t, n, r, i, a, o, s, c, l, u) {
	var d, f = .005, p = Infinity, m, h, g, _;
	Fn[0] = c, Fn[1] = l;
	for (var v = 0; v < 1; v += .05) In[0] = Bn(e, n, i, o, v), In[1] = Bn(t, r, a, s, v), g = nt(Fn, In), g < p && (d = v, p = g);
	p = Infinity;
	for (var y = 0; y < 32 && !(f < Mn); y++) m = d - f, h = d + f, In[0] = Bn(e, n, i, o, m), In[1] = Bn(t, r, a, s, m), g = nt(In, Fn), m >= 0 && g < p ? (d = m, p = g) : (Ln[0] = Bn(e, n, i, o, h), Ln[1] = Bn(t, r, a, s, h), _ = nt(Ln, Fn), h <= 1 && _ < p ? (d = h, p = _) : f *= .5);
	return u && (u[0] = Bn(e, n, i, o, d), u[1] = Bn(t, r, a, s, d)), An(p);
}
function Kn(e, t, n, r, i, a, o, s, c) {
	for (var l = e, u = t, d = 0, f = 1 / c, p = 1; p <= c; p++) {
		var m = p * f, h = Bn(e, n, i, o, m), g = Bn(t, r, a, s, m), _ = h - l, v = g - u;
		d += Math.sqrt(_ * _ + v * v), l = h, u = g;
	}
	return d;
}
function qn(e, t, n, r) {
	var i = 1 - r;
	return i * (i * e + 2 * r * t) + r * r * n;
}
function Jn(e, t, n, r) {
	return 2 * ((1 - r) * (t - e) + r * (n - t));
}
function Yn(e, t, n, r, i) {
	var a = e - 2 * t + n, o = 2 * (t - e), s = e - r, c = 0;
	if (Rn(a)) {
		if (zn(o)) {
			var l = -s / o;
			l >= 0 && l <= 1 && (i[c++] = l);
		}
	} else {
		var u = o * o - 4 * a * s;
		if (Rn(u)) {
			var l = -o / (2 * a);
			l >= 0 && l <= 1 && (i[c++] = l);
		} else if (u > 0) {
			var d = An(u), l = (-o + d) / (2 * a), f = (-o - d) / (2 * a);
			l >= 0 && l <= 1 && (i[c++] = l), f >= 0 && f <= 1 && (i[c++] = f);
		}
	}
	return c;
}
function Xn(e, t, n) {
	var r = e + n - 2 * t;
	return r === 0 ? .5 : (e - t) / r;
}
function Zn(e, t, n, r, i) {
	var a = (t - e) * r + e, o = (n - t) * r + t, s = (o - a) * r + a;
	i[0] = e, i[1] = a, i[2] = s, i[3] = s, i[4] = o, i[5] = n;
}
function Qn(e, t, n, r, i, a, o, s, c) {
	var l, u = .005, d = Infinity;
	Fn[0] = o, Fn[1] = s;
	for (var f = 0; f < 1; f += .05) {
		In[0] = qn(e, n, i, f), In[1] = qn(t, r, a, f);
		var p = nt(Fn, In);
		p < d && (l = f, d = p);
	}
	d = Infinity;
	for (var m = 0; m < 32 && !(u < Mn); m++) {
		var h = l - u, g = l + u;
		In[0] = qn(e, n, i, h), In[1] = qn(t, r, a, h);
		var p = nt(In, Fn);
		if (h >= 0 && p < d) l = h, d = p;
		else {
			Ln[0] = qn(e, n, i, g), Ln[1] = qn(t, r, a, g);
			var _ = nt(Ln, Fn);
			g <= 1 && _ < d ? (l = g, d = _) : u *= .5;
		}
	}
	return c && (c[0] = qn(e, n, i, l), c[1] = qn(t, r, a, l)), An(d);
}
function $n(e, t, n, r, i, a, o) {
	for (var s = e, c = t, l = 0, u = 1 / o, d = 1; d <= o; d++) {
		var f = d * u, p = qn(e, n, i, f), m = qn(t, r, a, f), h = p - s, g = m - c;
		l += Math.sqrt(h * h + g * g), s = p, c = m;
	}
	return l;
}
// node_modules/zrender/lib/animation/cubicEasing.js
var er = /cubic-bezier\(([0-9,\.e ]+)\)/;
function tr(e) {
	var t = e && er.exec(e);
	if (t) {
		var n = t[1].split(","), r = +Me(n[0]), i = +Me(n[1]), a = +Me(n[2]), o = +Me(n[3]);
		if (isNaN(r + i + a + o)) return;
		var s = [];
		return function(e) {
			return e <= 0 ? 0 : e >= 1 ? 1 : Hn(0, r, a, 1, e, s) && Bn(0, i, o, 1, s[0]);
		};
	}
}
// node_modules/zrender/lib/animation/Clip.js
var nr = function() {
	function e(e) {
		this._inited = !1, this._startTime = 0, this._pausedTime = 0, this._paused = !1, this._life = e.life || 1e3, this._delay = e.delay || 0, this.loop = e.loop || !1, this.onframe = e.onframe || Ue, this.ondestroy = e.ondestroy || Ue, this.onrestart = e.onrestart || Ue, e.easing && this.setEasing(e.easing);
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
		this.easing = e, this.easingFunc = V(e) ? e : On[e] || tr(e);
	}, e;
}(), rr = function() {
	function e(e) {
		this.value = e;
	}
	return e;
}(), ir = function() {
	function e() {
		this._len = 0;
	}
	return e.prototype.insert = function(e) {
		var t = new rr(e);
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
}(), ar = function() {
	function e(e) {
		this._list = new ir(), this._maxSize = 10, this._map = {}, this._maxSize = e;
	}
	return e.prototype.put = function(e, t) {
		var n = this._list, r = this._map, i = null;
		if (r[e] == null) {
			var a = n.len(), o = this._lastRemovedEntry;
			if (a >= this._maxSize && a > 0) {
				var s = n.head;
				n.remove(s), delete r[s.key], i = s.value, this._lastRemovedEntry = s;
			}
			o ? o.value = t : o = new rr(t), o.key = e, n.insertEntry(o), r[e] = o;
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
}(), or = {
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
function sr(e) {
	return e = Math.round(e), e < 0 ? 0 : e > 255 ? 255 : e;
}
function cr(e) {
	return e = Math.round(e), e < 0 ? 0 : e > 360 ? 360 : e;
}
function lr(e) {
	return e < 0 ? 0 : e > 1 ? 1 : e;
}
function ur(e) {
	var t = e;
	return t.length && t.charAt(t.length - 1) === "%" ? sr(parseFloat(t) / 100 * 255) : sr(parseInt(t, 10));
}
function dr(e) {
	var t = e;
	return t.length && t.charAt(t.length - 1) === "%" ? lr(parseFloat(t) / 100) : lr(parseFloat(t));
}
function fr(e, t, n) {
	return n < 0 ? n += 1 : n > 1 && --n, n * 6 < 1 ? e + (t - e) * n * 6 : n * 2 < 1 ? t : n * 3 < 2 ? e + (t - e) * (2 / 3 - n) * 6 : e;
}
function pr(e, t, n) {
	return e + (t - e) * n;
}
function mr(e, t, n, r, i) {
	return e[0] = t, e[1] = n, e[2] = r, e[3] = i, e;
}
function hr(e, t) {
	return e[0] = t[0], e[1] = t[1], e[2] = t[2], e[3] = t[3], e;
}
var gr = new ar(20), _r = null;
function vr(e, t) {
	_r && hr(_r, t), _r = gr.put(e, _r || t.slice());
}
function yr(e, t) {
	if (e) {
		t = t || [];
		var n = gr.get(e);
		if (n) return hr(t, n);
		e += "";
		var r = e.replace(/ /g, "").toLowerCase();
		if (r in or) return hr(t, or[r]), vr(e, t), t;
		var i = r.length;
		if (r.charAt(0) === "#") {
			if (i === 4 || i === 5) {
				var a = parseInt(r.slice(1, 4), 16);
				if (!(a >= 0 && a <= 4095)) {
					mr(t, 0, 0, 0, 1);
					return;
				}
				return mr(t, (a & 3840) >> 4 | (a & 3840) >> 8, a & 240 | (a & 240) >> 4, a & 15 | (a & 15) << 4, i === 5 ? parseInt(r.slice(4), 16) / 15 : 1), vr(e, t), t;
			}
			if (i === 7 || i === 9) {
				var a = parseInt(r.slice(1, 7), 16);
				if (!(a >= 0 && a <= 16777215)) {
					mr(t, 0, 0, 0, 1);
					return;
				}
				return mr(t, (a & 16711680) >> 16, (a & 65280) >> 8, a & 255, i === 9 ? parseInt(r.slice(7), 16) / 255 : 1), vr(e, t), t;
			}
		} else {
			var o = r.indexOf("("), s = r.indexOf(")");
			if (o !== -1 && s + 1 === i) {
				var c = r.substr(0, o), l = r.substr(o + 1, s - (o + 1)).split(","), u = 1;
				switch (c) {
					case "rgba":
						if (l.length !== 4) return l.length === 3 ? mr(t, +l[0], +l[1], +l[2], 1) : mr(t, 0, 0, 0, 1);
						u = dr(l.pop());
					case "rgb":
						if (l.length >= 3) return mr(t, ur(l[0]), ur(l[1]), ur(l[2]), l.length === 3 ? u : dr(l[3])), vr(e, t), t;
						mr(t, 0, 0, 0, 1);
						return;
					case "hsla":
						if (l.length !== 4) {
							mr(t, 0, 0, 0, 1);
							return;
						}
						return l[3] = dr(l[3]), br(l, t), vr(e, t), t;
					case "hsl":
						if (l.length !== 3) {
							mr(t, 0, 0, 0, 1);
							return;
						}
						return br(l, t), vr(e, t), t;
					default: return;
				}
			}
			mr(t, 0, 0, 0, 1);
		}
	}
}
function br(e, t) {
	var n = (parseFloat(e[0]) % 360 + 360) % 360 / 360, r = dr(e[1]), i = dr(e[2]), a = i <= .5 ? i * (r + 1) : i + r - i * r, o = i * 2 - a;
	return t = t || [], mr(t, sr(fr(o, a, n + 1 / 3) * 255), sr(fr(o, a, n) * 255), sr(fr(o, a, n - 1 / 3) * 255), 1), e.length === 4 && (t[3] = e[3]), t;
}
function xr(e) {
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
function Sr(e, t) {
	var n = yr(e);
	if (n) {
		for (var r = 0; r < 3; r++) t < 0 ? n[r] = n[r] * (1 - t) | 0 : n[r] = (255 - n[r]) * t + n[r] | 0, n[r] > 255 ? n[r] = 255 : n[r] < 0 && (n[r] = 0);
		return Dr(n, n.length === 4 ? "rgba" : "rgb");
	}
}
function Cr(e, t, n) {
	if (t && t.length && e >= 0 && e <= 1) {
		n = n || [];
		var r = e * (t.length - 1), i = Math.floor(r), a = Math.ceil(r), o = t[i], s = t[a], c = r - i;
		return n[0] = sr(pr(o[0], s[0], c)), n[1] = sr(pr(o[1], s[1], c)), n[2] = sr(pr(o[2], s[2], c)), n[3] = lr(pr(o[3], s[3], c)), n;
	}
}
function wr(e, t, n) {
	if (t && t.length && e >= 0 && e <= 1) {
		var r = e * (t.length - 1), i = Math.floor(r), a = Math.ceil(r), o = yr(t[i]), s = yr(t[a]), c = r - i, l = Dr([
			sr(pr(o[0], s[0], c)),
			sr(pr(o[1], s[1], c)),
			sr(pr(o[2], s[2], c)),
			lr(pr(o[3], s[3], c))
		], "rgba");
		return n ? {
			color: l,
			leftIndex: i,
			rightIndex: a,
			value: r
		} : l;
	}
}
function Tr(e, t, n, r) {
	var i = yr(e);
	if (e) return i = xr(i), t != null && (i[0] = cr(t)), n != null && (i[1] = dr(n)), r != null && (i[2] = dr(r)), Dr(br(i), "rgba");
}
function Er(e, t) {
	var n = yr(e);
	if (n && t != null) return n[3] = lr(t), Dr(n, "rgba");
}
function Dr(e, t) {
	if (e && e.length) {
		var n = e[0] + "," + e[1] + "," + e[2];
		return (t === "rgba" || t === "hsva" || t === "hsla") && (n += "," + e[3]), t + "(" + n + ")";
	}
}
function Or(e, t) {
	var n = yr(e);
	return n ? (.299 * n[0] + .587 * n[1] + .114 * n[2]) * n[3] / 255 + (1 - n[3]) * t : 0;
}
var kr = new ar(100);
function Ar(e) {
	if (H(e)) {
		var t = kr.get(e);
		return t || (t = Sr(e, -.1), kr.put(e, t)), t;
	}
	if (we(e)) {
		var n = P({}, e);
		return n.colorStops = R(e.colorStops, function(e) {
			return {
				offset: e.offset,
				color: Sr(e.color, -.1)
			};
		}), n;
	}
	return e;
}
// node_modules/zrender/lib/svg/helper.js
function jr(e) {
	return e.type === "linear";
}
function Mr(e) {
	return e.type === "radial";
}
(function() {
	return y.hasGlobalWindow && V(window.btoa) ? function(e) {
		return window.btoa(unescape(encodeURIComponent(e)));
	} : typeof Buffer < "u" ? function(e) {
		return Buffer.from(e).toString("base64");
	} : function(e) {
		return null;
	};
})();
// node_modules/zrender/lib/animation/Animator.js
var Nr = Array.prototype.slice;
function Pr(e, t, n) {
	return (t - e) * n + e;
}
function Fr(e, t, n, r) {
	for (var i = t.length, a = 0; a < i; a++) e[a] = Pr(t[a], n[a], r);
	return e;
}
function Ir(e, t, n, r) {
	for (var i = t.length, a = i && t[0].length, o = 0; o < i; o++) {
		e[o] || (e[o] = []);
		for (var s = 0; s < a; s++) e[o][s] = Pr(t[o][s], n[o][s], r);
	}
	return e;
}
function Lr(e, t, n, r) {
	for (var i = t.length, a = 0; a < i; a++) e[a] = t[a] + n[a] * r;
	return e;
}
function Rr(e, t, n, r) {
	for (var i = t.length, a = i && t[0].length, o = 0; o < i; o++) {
		e[o] || (e[o] = []);
		for (var s = 0; s < a; s++) e[o][s] = t[o][s] + n[o][s] * r;
	}
	return e;
}
function zr(e, t) {
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
function Br(e, t, n) {
	var r = e, i = t;
	if (r.push && i.push) {
		var a = r.length, o = i.length;
		if (a !== o) {
			if (a > o) r.length = o;
			else for (var s = a; s < o; s++) r.push(n === 1 ? i[s] : Nr.call(i[s]));
		}
		for (var c = r[0] && r[0].length, s = 0; s < r.length; s++) if (n === 1) isNaN(r[s]) && (r[s] = i[s]);
		else for (var l = 0; l < c; l++) isNaN(r[s][l]) && (r[s][l] = i[s][l]);
	}
}
function Vr(e) {
	if (pe(e)) {
		var t = e.length;
		if (pe(e[0])) {
			for (var n = [], r = 0; r < t; r++) n.push(Nr.call(e[r]));
			return n;
		}
		return Nr.call(e);
	}
	return e;
}
function Hr(e) {
	return e[0] = Math.floor(e[0]) || 0, e[1] = Math.floor(e[1]) || 0, e[2] = Math.floor(e[2]) || 0, e[3] = e[3] == null ? 1 : e[3], "rgba(" + e.join(",") + ")";
}
function Ur(e) {
	return pe(e && e[0]) ? 2 : 1;
}
var Wr = 0, Gr = 1, Kr = 2, qr = 3, Jr = 4, Yr = 5, Xr = 6;
function Zr(e) {
	return e === Jr || e === Yr;
}
function Qr(e) {
	return e === Gr || e === Kr;
}
var $r = [
	0,
	0,
	0,
	0
], ei = function() {
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
		var r = this.keyframes, i = r.length, a = !1, o = Xr, s = t;
		if (pe(t)) {
			var c = Ur(t);
			o = c, (c === 1 && !be(t[0]) || c === 2 && !be(t[0][0])) && (a = !0);
		} else if (be(t) && !Ee(t)) o = Wr;
		else if (H(t)) {
			if (!isNaN(+t)) o = Wr;
			else {
				var l = yr(t);
				l && (s = l, o = qr);
			}
		} else if (we(t)) {
			var u = P({}, s);
			u.colorStops = R(t.colorStops, function(e) {
				return {
					offset: e.offset,
					color: yr(e.color)
				};
			}), jr(t) ? o = Jr : Mr(t) && (o = Yr), s = u;
		}
		i === 0 ? this.valType = o : (o !== this.valType || o === Xr) && (a = !0), this.discrete = this.discrete || a;
		var d = {
			time: e,
			value: s,
			rawValue: t,
			percent: 0
		};
		return n && (d.easing = n, d.easingFunc = V(n) ? n : On[n] || tr(n)), r.push(d), d;
	}, e.prototype.prepare = function(e, t) {
		var n = this.keyframes;
		this._needsSort && n.sort(function(e, t) {
			return e.time - t.time;
		});
		for (var r = this.valType, i = n.length, a = n[i - 1], o = this.discrete, s = Qr(r), c = Zr(r), l = 0; l < i; l++) {
			var u = n[l], d = u.value, f = a.value;
			u.percent = u.time / e, o || (s && l !== i - 1 ? Br(d, f, r) : c && zr(d.colorStops, f.colorStops));
		}
		if (!o && r !== Yr && t && this.needsAnimate() && t.needsAnimate() && r === t.valType && !t._finished) {
			this._additiveTrack = t;
			for (var p = n[0].value, l = 0; l < i; l++) r === Wr ? n[l].additiveValue = n[l].value - p : r === qr ? n[l].additiveValue = Lr([], n[l].value, p, -1) : Qr(r) && (n[l].additiveValue = r === Gr ? Lr([], n[l].value, p, -1) : Rr([], n[l].value, p, -1));
		}
	}, e.prototype.step = function(e, t) {
		if (!this._finished) {
			this._additiveTrack && this._additiveTrack._finished && (this._additiveTrack = null);
			var n = this._additiveTrack != null, r = n ? "additiveValue" : "value", i = this.valType, a = this.keyframes, o = a.length, s = this.propName, c = i === qr, l, u = this._lastFr, d = Math.min, f, p;
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
				var g = n ? this._additiveValue : c ? $r : e[s];
				if ((Qr(i) || c) && !g && (g = this._additiveValue = []), this.discrete) e[s] = h < 1 ? f.rawValue : p.rawValue;
				else if (Qr(i)) i === Gr ? Fr(g, f[r], p[r], h) : Ir(g, f[r], p[r], h);
				else if (Zr(i)) {
					var _ = f[r], v = p[r], y = i === Jr;
					e[s] = {
						type: y ? "linear" : "radial",
						x: Pr(_.x, v.x, h),
						y: Pr(_.y, v.y, h),
						colorStops: R(_.colorStops, function(e, t) {
							var n = v.colorStops[t];
							return {
								offset: Pr(e.offset, n.offset, h),
								color: Hr(Fr([], e.color, n.color, h))
							};
						}),
						global: v.global
					}, y ? (e[s].x2 = Pr(_.x2, v.x2, h), e[s].y2 = Pr(_.y2, v.y2, h)) : e[s].r = Pr(_.r, v.r, h);
				} else if (c) Fr(g, f[r], p[r], h), n || (e[s] = Hr(g));
				else {
					var b = Pr(f[r], p[r], h);
					n ? this._additiveValue = b : e[s] = b;
				}
				n && this._addToTarget(e);
			}
		}
	}, e.prototype._addToTarget = function(e) {
		var t = this.valType, n = this.propName, r = this._additiveValue;
		t === Wr ? e[n] = e[n] + r : t === qr ? (yr(e[n], $r), Lr($r, $r, r, 1), e[n] = Hr($r)) : t === Gr ? Lr(e[n], e[n], r, 1) : t === Kr && Rr(e[n], e[n], r, 1);
	}, e;
}(), ti = function() {
	function e(e, t, n, r) {
		this._tracks = {}, this._trackKeys = [], this._maxTime = 0, this._started = 0, this._clip = null, this._target = e, this._loop = t, t && r ? le("Can' use additive animation on looped animation.") : (this._additiveAnimators = r, this._allowDiscrete = n);
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
		return this.whenWithKeys(e, t, ge(t), n);
	}, e.prototype.whenWithKeys = function(e, t, n, r) {
		for (var i = this._tracks, a = 0; a < n.length; a++) {
			var o = n[a], s = i[o];
			if (!s) {
				s = i[o] = new ei(o);
				var c = void 0, l = this._getAdditiveTrack(o);
				if (l) {
					var u = l.keyframes, d = u[u.length - 1];
					c = d && d.value, l.valType === qr && c && (c = Hr(c));
				} else c = this._target[o];
				if (c == null) continue;
				e > 0 && s.addKeyframe(0, Vr(c), r), this._trackKeys.push(o);
			}
			s.addKeyframe(e, Vr(t[o]), r);
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
				var d = new nr({
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
					s && (e[i] = Vr(s.rawValue));
				}
			}
		}
	}, e.prototype.__changeFinalValue = function(e, t) {
		t = t || ge(e);
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
function ni() {
	return (/* @__PURE__ */ new Date()).getTime();
}
var ri = function(e) {
	_(t, e);
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
		for (var t = ni() - this._pausedTime, n = t - this._time, r = this._head; r;) {
			var i = r.next;
			r.step(t, n) && (r.ondestroy(), this.removeClip(r)), r = i;
		}
		this._time = t, e || (this.trigger("frame", n), this.stage.update && this.stage.update());
	}, t.prototype._startLoop = function() {
		var e = this;
		this._running = !0;
		function t() {
			e._running && (Dn(t), !e._paused && e.update());
		}
		Dn(t);
	}, t.prototype.start = function() {
		this._running || (this._time = ni(), this._pausedTime = 0, this._startLoop());
	}, t.prototype.stop = function() {
		this._running = !1;
	}, t.prototype.pause = function() {
		this._paused || (this._pauseStart = ni(), this._paused = !0);
	}, t.prototype.resume = function() {
		this._paused && (this._pausedTime += ni() - this._pauseStart, this._paused = !1);
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
		var n = new ti(e, t.loop);
		return this.addAnimator(n), n;
	}, t;
}(ct), ii = 300, ai = y.domSupported, oi = (function() {
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
})(), si = {
	mouse: ["mousemove", "mouseup"],
	pointer: ["pointermove", "pointerup"]
}, ci = !1;
function li(e) {
	var t = e.pointerType;
	return t === "pen" || t === "touch";
}
function ui(e) {
	e.touching = !0, e.touchTimer != null && (clearTimeout(e.touchTimer), e.touchTimer = null), e.touchTimer = setTimeout(function() {
		e.touching = !1, e.touchTimer = null;
	}, 700);
}
function di(e) {
	e && (e.zrByTouch = !0);
}
function fi(e, t) {
	return Ot(e.dom, new mi(e, t), !0);
}
function pi(e, t) {
	for (var n = t, r = !1; n && n.nodeType !== 9 && !(r = n.domBelongToZr || n !== t && n === e.painterRoot);) n = n.parentNode;
	return r;
}
var mi = function() {
	function e(e, t) {
		this.stopPropagation = Ue, this.stopImmediatePropagation = Ue, this.preventDefault = Ue, this.type = t.type, this.target = this.currentTarget = e.dom, this.pointerType = t.pointerType, this.clientX = t.clientX, this.clientY = t.clientY;
	}
	return e;
}(), hi = {
	mousedown: function(e) {
		e = Ot(this.dom, e), this.__mayPointerCapture = [e.zrX, e.zrY], this.trigger("mousedown", e);
	},
	mousemove: function(e) {
		e = Ot(this.dom, e);
		var t = this.__mayPointerCapture;
		t && (e.zrX !== t[0] || e.zrY !== t[1]) && this.__togglePointerCapture(!0), this.trigger("mousemove", e);
	},
	mouseup: function(e) {
		e = Ot(this.dom, e), this.__togglePointerCapture(!1), this.trigger("mouseup", e);
	},
	mouseout: function(e) {
		e = Ot(this.dom, e);
		var t = e.toElement || e.relatedTarget;
		pi(this, t) || (this.__pointerCapturing && (e.zrEventControl = "no_globalout"), this.trigger("mouseout", e));
	},
	wheel: function(e) {
		ci = !0, e = Ot(this.dom, e), this.trigger("mousewheel", e);
	},
	mousewheel: function(e) {
		ci || (e = Ot(this.dom, e), this.trigger("mousewheel", e));
	},
	touchstart: function(e) {
		e = Ot(this.dom, e), di(e), this.__lastTouchMoment = /* @__PURE__ */ new Date(), this.handler.processGesture(e, "start"), hi.mousemove.call(this, e), hi.mousedown.call(this, e);
	},
	touchmove: function(e) {
		e = Ot(this.dom, e), di(e), this.handler.processGesture(e, "change"), hi.mousemove.call(this, e);
	},
	touchend: function(e) {
		e = Ot(this.dom, e), di(e), this.handler.processGesture(e, "end"), hi.mouseup.call(this, e), +/* @__PURE__ */ new Date() - this.__lastTouchMoment < ii && hi.click.call(this, e);
	},
	pointerdown: function(e) {
		hi.mousedown.call(this, e);
	},
	pointermove: function(e) {
		li(e) || hi.mousemove.call(this, e);
	},
	pointerup: function(e) {
		hi.mouseup.call(this, e);
	},
	pointerout: function(e) {
		li(e) || hi.mouseout.call(this, e);
	}
};
L([
	"click",
	"dblclick",
	"contextmenu"
], function(e) {
	hi[e] = function(t) {
		t = Ot(this.dom, t), this.trigger(e, t);
	};
});
var gi = {
	pointermove: function(e) {
		li(e) || gi.mousemove.call(this, e);
	},
	pointerup: function(e) {
		gi.mouseup.call(this, e);
	},
	mousemove: function(e) {
		this.trigger("mousemove", e);
	},
	mouseup: function(e) {
		var t = this.__pointerCapturing;
		this.__togglePointerCapture(!1), this.trigger("mouseup", e), t && (e.zrEventControl = "only_globalout", this.trigger("mouseout", e));
	}
};
function _i(e, t) {
	var n = t.domHandlers;
	y.pointerEventsSupported ? L(oi.pointer, function(r) {
		yi(t, r, function(t) {
			n[r].call(e, t);
		});
	}) : (y.touchEventsSupported && L(oi.touch, function(r) {
		yi(t, r, function(i) {
			n[r].call(e, i), ui(t);
		});
	}), L(oi.mouse, function(r) {
		yi(t, r, function(i) {
			i = Dt(i), t.touching || n[r].call(e, i);
		});
	}));
}
function vi(e, t) {
	y.pointerEventsSupported ? L(si.pointer, n) : y.touchEventsSupported || L(si.mouse, n);
	function n(n) {
		function r(r) {
			r = Dt(r), pi(e, r.target) || (r = fi(e, r), t.domHandlers[n].call(e, r));
		}
		yi(t, n, r, { capture: !0 });
	}
}
function yi(e, t, n, r) {
	e.mounted[t] = n, e.listenerOpts[t] = r, At(e.domTarget, t, n, r);
}
function bi(e) {
	var t = e.mounted;
	for (var n in t) t.hasOwnProperty(n) && jt(e.domTarget, n, t[n], e.listenerOpts[n]);
	e.mounted = {};
}
var xi = function() {
	function e(e, t) {
		this.mounted = {}, this.listenerOpts = {}, this.touching = !1, this.domTarget = e, this.domHandlers = t;
	}
	return e;
}(), Si = function(e) {
	_(t, e);
	function t(t, n) {
		var r = e.call(this) || this;
		return r.__pointerCapturing = !1, r.dom = t, r.painterRoot = n, r._localHandlerScope = new xi(t, hi), ai && (r._globalHandlerScope = new xi(document, gi)), _i(r, r._localHandlerScope), r;
	}
	return t.prototype.dispose = function() {
		bi(this._localHandlerScope), ai && bi(this._globalHandlerScope);
	}, t.prototype.setCursor = function(e) {
		this.dom.style && (this.dom.style.cursor = e || "default");
	}, t.prototype.__togglePointerCapture = function(e) {
		if (this.__mayPointerCapture = null, ai && +this.__pointerCapturing ^ e) {
			this.__pointerCapturing = e;
			var t = this._globalHandlerScope;
			e ? vi(this, t) : bi(t);
		}
	}, t;
}(ct), Ci = 1;
y.hasGlobalWindow && (Ci = Math.max(window.devicePixelRatio || window.screen && window.screen.deviceXDPI / window.screen.logicalXDPI || 1, 1));
var wi = Ci, Ti = .4, Ei = "#333", Di = "#ccc", Oi = "#eee", ki = zt, Ai = 5e-5;
function ji(e) {
	return e > Ai || e < -Ai;
}
var Mi = [], Ni = [], Pi = Rt(), Fi = Math.abs, Ii = function() {
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
		return ji(this.rotation) || ji(this.x) || ji(this.y) || ji(this.scaleX - 1) || ji(this.scaleY - 1) || ji(this.skewX) || ji(this.skewY);
	}, e.prototype.updateTransform = function() {
		var e = this.parent && this.parent.transform, t = this.needLocalTransform(), n = this.transform;
		t || e ? (n = n || Rt(), t ? this.getLocalTransform(n) : ki(n), e && (t ? Vt(n, e, n) : Bt(n, e)), this.transform = n, this._resolveGlobalScaleRatio(n)) : n && (ki(n), this.invTransform = null);
	}, e.prototype._resolveGlobalScaleRatio = function(e) {
		var t = this.globalScaleRatio;
		if (t != null && t !== 1) {
			this.getGlobalScale(Mi);
			var n = Mi[0] < 0 ? -1 : 1, r = Mi[1] < 0 ? -1 : 1, i = ((Mi[0] - n) * t + n) / Mi[0] || 0, a = ((Mi[1] - r) * t + r) / Mi[1] || 0;
			e[0] *= i, e[1] *= i, e[2] *= a, e[3] *= a;
		}
		this.invTransform = this.invTransform || Rt(), Gt(this.invTransform, e);
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
			e && e.transform && (e.invTransform = e.invTransform || Rt(), Vt(Ni, e.invTransform, t), t = Ni);
			var n = this.originX, r = this.originY;
			(n || r) && (Pi[4] = n, Pi[5] = r, Vt(Ni, t, Pi), Ni[4] -= n, Ni[5] -= r, t = Ni), this.setLocalTransform(t);
		}
	}, e.prototype.getGlobalScale = function(e) {
		var t = this.transform;
		return e = e || [], t ? (e[0] = Math.sqrt(t[0] * t[0] + t[1] * t[1]), e[1] = Math.sqrt(t[2] * t[2] + t[3] * t[3]), t[0] < 0 && (e[0] = -e[0]), t[3] < 0 && (e[1] = -e[1]), e) : (e[0] = 1, e[1] = 1, e);
	}, e.prototype.transformCoordToLocal = function(e, t) {
		var n = [e, t], r = this.invTransform;
		return r && rt(n, n, r), n;
	}, e.prototype.transformCoordToGlobal = function(e, t) {
		var n = [e, t], r = this.transform;
		return r && rt(n, n, r), n;
	}, e.prototype.getLineScale = function() {
		var e = this.transform;
		return e && Fi(e[0] - 1) > 1e-10 && Fi(e[3] - 1) > 1e-10 ? Math.sqrt(Fi(e[0] * e[3] - e[2] * e[1])) : 1;
	}, e.prototype.copyTransform = function(e) {
		Ri(this, e);
	}, e.getLocalTransform = function(e, t) {
		t = t || [];
		var n = e.originX || 0, r = e.originY || 0, i = e.scaleX, a = e.scaleY, o = e.anchorX, s = e.anchorY, c = e.rotation || 0, l = e.x, u = e.y, d = e.skewX ? Math.tan(e.skewX) : 0, f = e.skewY ? Math.tan(-e.skewY) : 0;
		if (n || r || o || s) {
			var p = n + o, m = r + s;
			t[4] = -p * i - d * m * a, t[5] = -m * a - f * p * i;
		} else t[4] = t[5] = 0;
		return t[0] = i, t[3] = a, t[1] = f * i, t[2] = d * a, c && Ut(t, t, c), t[4] += n + l, t[5] += r + u, t;
	}, e.initDefaultProps = (function() {
		var t = e.prototype;
		t.scaleX = t.scaleY = t.globalScaleRatio = 1, t.x = t.y = t.originX = t.originY = t.skewX = t.skewY = t.rotation = t.anchorX = t.anchorY = 0;
	})(), e;
}(), Li = [
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
function Ri(e, t) {
	for (var n = 0; n < Li.length; n++) {
		var r = Li[n];
		e[r] = t[r];
	}
}
// node_modules/zrender/lib/contain/text.js
var zi = {};
function Bi(e, t) {
	t = t || "12px sans-serif";
	var n = zi[t];
	n || (n = zi[t] = new ar(500));
	var r = n.get(e);
	return r ?? (r = D.measureText(e, t).width, n.put(e, r)), r;
}
function Vi(e, t, n, r) {
	var i = Bi(e, t), a = Gi(t);
	return new q(Ui(0, i, n), Wi(0, a, r), i, a);
}
function Hi(e, t, n, r) {
	var i = ((e || "") + "").split("\n");
	if (i.length === 1) return Vi(i[0], t, n, r);
	for (var a = new q(0, 0, 0, 0), o = 0; o < i.length; o++) {
		var s = Vi(i[o], t, n, r);
		o === 0 ? a.copy(s) : a.union(s);
	}
	return a;
}
function Ui(e, t, n) {
	return n === "right" ? e -= t : n === "center" && (e -= t / 2), e;
}
function Wi(e, t, n) {
	return n === "middle" ? e -= t / 2 : n === "bottom" && (e -= t), e;
}
function Gi(e) {
	return Bi("国", e);
}
function Ki(e, t) {
	return typeof e == "string" ? e.lastIndexOf("%") >= 0 ? parseFloat(e) / 100 * t : parseFloat(e) : e;
}
function qi(e, t, n) {
	var r = t.position || "inside", i = t.distance == null ? 5 : t.distance, a = n.height, o = n.width, s = a / 2, c = n.x, l = n.y, u = "left", d = "top";
	if (r instanceof Array) c += Ki(r[0], n.width), l += Ki(r[1], n.height), u = null, d = null;
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
var Ji = "__zr_normal__", Yi = Li.concat(["ignore"]), Xi = me(Li, function(e, t) {
	return e[t] = !0, e;
}, { ignore: !1 }), Zi = {}, Qi = new q(0, 0, 0, 0), $i = function() {
	function e(e) {
		this.id = ce(), this.animators = [], this.currentStates = [], this.states = {}, this._init(e);
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
				var l = Qi;
				n.layoutRect ? l.copy(n.layoutRect) : l.copy(this.getBoundingRect()), r || l.applyTransform(this.transform), this.calculateTextPosition ? this.calculateTextPosition(Zi, n, l) : qi(Zi, n, l), i.x = Zi.x, i.y = Zi.y, a = Zi.align, o = Zi.verticalAlign;
				var u = n.origin;
				if (u && n.rotation != null) {
					var d = void 0, f = void 0;
					u === "center" ? (d = l.width * .5, f = l.height * .5) : (d = Ki(u[0], l.width), f = Ki(u[1], l.height)), c = !0, i.originX = -i.x + d + (r ? 0 : l.x), i.originY = -i.y + f + (r ? 0 : l.y);
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
		return this.__zr && this.__zr.isDarkMode() ? Di : Ei;
	}, e.prototype.getOutsideStroke = function(e) {
		var t = this.__zr && this.__zr.getBackgroundColor(), n = typeof t == "string" && yr(t);
		n || (n = [
			255,
			255,
			255,
			1
		]);
		for (var r = n[3], i = this.__zr.isDarkMode(), a = 0; a < 3; a++) n[a] = n[a] * r + (i ? 0 : 255) * (1 - r);
		return n[3] = 1, Dr(n, "rgba");
	}, e.prototype.traverse = function(e, t) {}, e.prototype.attrKV = function(e, t) {
		e === "textConfig" ? this.setTextConfig(t) : e === "textContent" ? this.setTextContent(t) : e === "clipPath" ? this.setClipPath(t) : e === "extra" ? (this.extra = this.extra || {}, P(this.extra, t)) : this[e] = t;
	}, e.prototype.hide = function() {
		this.ignore = !0, this.markRedraw();
	}, e.prototype.show = function() {
		this.ignore = !1, this.markRedraw();
	}, e.prototype.attr = function(e, t) {
		if (typeof e == "string") this.attrKV(e, t);
		else if (U(e)) for (var n = ge(e), r = 0; r < n.length; r++) {
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
		t || (t = this._normalState = {}), e.textConfig && !t.textConfig && (t.textConfig = this.textConfig), this._savePrimaryToNormal(e, t, Yi);
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
		this.useState(Ji, !1, e);
	}, e.prototype.useState = function(e, t, n, r) {
		var i = e === Ji;
		if (this.hasState() || !i) {
			var a = this.currentStates, o = this.stateTransition;
			if (!(I(a, e) >= 0 && (t || a.length === 1))) {
				var s;
				if (this.stateProxy && !i && (s = this.stateProxy(e)), s || (s = this.states && this.states[e]), !s && !i) le("State " + e + " not exists.");
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
		for (var s = {}, c = !1, l = 0; l < Yi.length; l++) {
			var u = Yi[l], d = i && Xi[u];
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
		t !== e && (t && t !== e && this.removeTextContent(), e.innerTransformable = new Ii(), this._attachComponent(e), this._textContent = e, this.markRedraw());
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
		var r = new ti(e ? this[e] : this, t, n);
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
		ea(this, e, t, n);
	}, e.prototype.animateFrom = function(e, t, n) {
		ea(this, e, t, n, !0);
	}, e.prototype._transitionState = function(e, t, n, r) {
		for (var i = ea(this, t, n, r), a = 0; a < i.length; a++) i[a].__fromStateTransition = e;
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
fe($i, ct), fe($i, Ii);
function ea(e, t, n, r, i) {
	n = n || {};
	var a = [];
	oa(e, "", e, t, n, r, a, i);
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
function ta(e, t, n) {
	for (var r = 0; r < n; r++) e[r] = t[r];
}
function na(e) {
	return pe(e[0]);
}
function ra(e, t, n) {
	if (pe(t[n])) {
		if (pe(e[n]) || (e[n] = []), Se(t[n])) {
			var r = t[n].length;
			e[n].length !== r && (e[n] = new t[n].constructor(r), ta(e[n], t[n], r));
		} else {
			var i = t[n], a = e[n], o = i.length;
			if (na(i)) for (var s = i[0].length, c = 0; c < o; c++) a[c] ? ta(a[c], i[c], s) : a[c] = Array.prototype.slice.call(i[c]);
			else ta(a, i, o);
			a.length = i.length;
		}
	} else e[n] = t[n];
}
function ia(e, t) {
	return e === t || pe(e) && pe(t) && aa(e, t);
}
function aa(e, t) {
	var n = e.length;
	if (n !== t.length) return !1;
	for (var r = 0; r < n; r++) if (e[r] !== t[r]) return !1;
	return !0;
}
function oa(e, t, n, r, i, a, o, s) {
	for (var c = ge(r), l = i.duration, u = i.delay, d = i.additive, f = i.setToFinal, p = !U(a), m = e.animators, h = [], g = 0; g < c.length; g++) {
		var _ = c[g], v = r[_];
		if (v != null && n[_] != null && (p || a[_])) {
			if (U(v) && !pe(v) && !we(v)) {
				if (t) {
					s || (n[_] = v, e.updateDuringAnimation(t));
					continue;
				}
				oa(e, _, n[_], v, i, a && a[_], o, s);
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
	if (i.force || (h = he(h, function(e) {
		return !ia(r[e], n[e]);
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
				T[_] = Vr(n[_]), ra(n, r, _);
			}
		}
		var x = new ti(n, !1, !1, d ? he(m, function(e) {
			return e.targetName === t;
		}) : null);
		x.targetName = t, i.scope && (x.scope = i.scope), f && C && x.whenWithKeys(0, C, h), T && x.whenWithKeys(0, T, h), x.whenWithKeys(l ?? 500, s ? w : r, h).delay(u || 0), e.addAnimator(x, t), o.push(x);
	}
}
// node_modules/zrender/lib/graphic/Group.js
var sa = function(e) {
	_(t, e);
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
		for (var t = new q(0, 0, 0, 0), n = e || this._children, r = [], i = null, a = 0; a < n.length; a++) {
			var o = n[a];
			if (!(o.ignore || o.invisible)) {
				var s = o.getBoundingRect(), c = o.getLocalTransform(r);
				c ? (q.applyTransform(t, s, c), i = i || t.clone(), i.union(t)) : (i = i || s.clone(), i.union(s));
			}
		}
		return i || t;
	}, t;
}($i);
sa.prototype.type = "group";
// node_modules/zrender/lib/zrender.js
var ca = {}, la = {};
function ua(e) {
	delete la[e];
}
function da(e) {
	if (!e) return !1;
	if (typeof e == "string") return Or(e, 1) < Ti;
	if (e.colorStops) {
		for (var t = e.colorStops, n = 0, r = t.length, i = 0; i < r; i++) n += Or(t[i].color, 1);
		return n /= r, n < Ti;
	}
	return !1;
}
var fa = function() {
	function e(e, t, n) {
		var r = this;
		this._sleepAfterStill = 10, this._stillFrameAccum = 0, this._needsRefresh = !0, this._needsRefreshHover = !0, this._darkMode = !1, n = n || {}, this.dom = t, this.id = e;
		var i = new En(), a = n.renderer || "canvas";
		ca[a] || (a = ge(ca)[0]), n.useDirtyRect = n.useDirtyRect != null && n.useDirtyRect;
		var o = new ca[a](t, i, n, e), s = n.ssr || o.ssrOnly;
		this.storage = i, this.painter = o;
		var c = !y.node && !y.worker && !s ? new Si(o.getViewportRoot(), o.root) : null, l = n.useCoarsePointer, u = l == null || l === "auto" ? y.touchEventsSupported : !!l, d = 44, f;
		u && (f = W(n.pointerSize, d)), this.handler = new ln(i, o, c, o.root, f), this.animation = new ri({ stage: { update: s ? null : function() {
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
		this._disposed || (this.painter.setBackgroundColor && this.painter.setBackgroundColor(e), this.refresh(), this._backgroundColor = e, this._darkMode = da(e));
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
		var t, n = ni();
		this._needsRefresh && (t = !0, this.refreshImmediately(e)), this._needsRefreshHover && (t = !0, this.refreshHoverImmediately());
		var r = ni();
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
			for (var e = this.storage.getRoots(), t = 0; t < e.length; t++) e[t] instanceof sa && e[t].removeSelfFromZr(this);
			this.storage.delAllRoots(), this.painter.clear();
		}
	}, e.prototype.dispose = function() {
		this._disposed || (this.animation.stop(), this.clear(), this.storage.dispose(), this.painter.dispose(), this.handler.dispose(), this.animation = this.storage = this.painter = this.handler = null, this._disposed = !0, ua(this.id));
	}, e;
}();
function pa(e, t) {
	var n = new fa(ce(), e, t);
	return la[n.id] = n, n;
}
function ma(e, t) {
	ca[e] = t;
}
// node_modules/echarts/lib/util/number.js
var ha = 1e-4, ga = 20;
function _a(e) {
	return e.replace(/^\s+|\s+$/g, "");
}
function va(e, t, n, r) {
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
function ya(e, t) {
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
	return H(e) ? _a(e).match(/%$/) ? parseFloat(e) / 100 * t : parseFloat(e) : e == null ? NaN : +e;
}
function ba(e, t, n) {
	return t ?? (t = 10), t = Math.min(Math.max(0, t), ga), e = (+e).toFixed(t), n ? e : +e;
}
function xa(e) {
	return e.sort(function(e, t) {
		return e - t;
	}), e;
}
function Sa(e) {
	if (e = +e, isNaN(e)) return 0;
	if (e > 1e-14) {
		for (var t = 1, n = 0; n < 15; n++, t *= 10) if (Math.round(e * t) / t === e) return n;
	}
	return Ca(e);
}
function Ca(e) {
	var t = e.toString().toLowerCase(), n = t.indexOf("e"), r = n > 0 ? +t.slice(n + 1) : 0, i = n > 0 ? n : t.length, a = t.indexOf("."), o = a < 0 ? 0 : i - 1 - a;
	return Math.max(0, o - r);
}
function wa(e, t) {
	var n = Math.log, r = Math.LN10, i = Math.floor(n(e[1] - e[0]) / r), a = Math.round(n(Math.abs(t[1] - t[0])) / r), o = Math.min(Math.max(-i + a, 0), 20);
	return isFinite(o) ? o : 20;
}
function Ta(e, t) {
	var n = Math.max(Sa(e), Sa(t)), r = e + t;
	return n > ga ? r : ba(r, n);
}
function Ea(e) {
	var t = Math.PI * 2;
	return (e % t + t) % t;
}
function Da(e) {
	return e > -ha && e < ha;
}
var Oa = /^(?:(\d{4})(?:[-\/](\d{1,2})(?:[-\/](\d{1,2})(?:[T ](\d{1,2})(?::(\d{1,2})(?::(\d{1,2})(?:[.,](\d+))?)?)?(Z|[\+\-]\d\d:?\d\d)?)?)?)?)?$/;
function ka(e) {
	if (e instanceof Date) return e;
	if (H(e)) {
		var t = Oa.exec(e);
		if (!t) return /* @__PURE__ */ new Date(NaN);
		if (t[8]) {
			var n = +t[4] || 0;
			return t[8].toUpperCase() !== "Z" && (n -= +t[8].slice(0, 3)), new Date(Date.UTC(+t[1], (t[2] || 1) - 1, +t[3] || 1, n, +(t[5] || 0), +t[6] || 0, t[7] ? +t[7].substring(0, 3) : 0));
		}
		return new Date(+t[1], (t[2] || 1) - 1, +t[3] || 1, +t[4] || 0, +(t[5] || 0), +t[6] || 0, t[7] ? +t[7].substring(0, 3) : 0);
	}
	return e == null ? /* @__PURE__ */ new Date(NaN) : new Date(Math.round(e));
}
function Aa(e) {
	return 10 ** ja(e);
}
function ja(e) {
	if (e === 0) return 0;
	var t = Math.floor(Math.log(e) / Math.LN10);
	return e / 10 ** t >= 10 && t++, t;
}
function Ma(e, t) {
	var n = ja(e), r = 10 ** n, i = e / r;
	return e = (t ? i < 1.5 ? 1 : i < 2.5 ? 2 : i < 4 ? 3 : i < 7 ? 5 : 10 : i < 1 ? 1 : i < 2 ? 2 : i < 3 ? 3 : i < 5 ? 5 : 10) * r, n >= -20 ? +e.toFixed(n < 0 ? -n : 0) : e;
}
function Na(e) {
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
function Pa(e) {
	var t = parseFloat(e);
	return t == e && (t !== 0 || !H(e) || e.indexOf("x") <= 0) ? t : NaN;
}
function Fa(e) {
	return !isNaN(Pa(e));
}
function Ia() {
	return Math.round(Math.random() * 9);
}
function La(e, t) {
	return t === 0 ? e : La(t, e % t);
}
function Ra(e, t) {
	return e == null ? t : t == null ? e : e * t / La(e, t);
}
function za(e) {
	throw Error(e);
}
// node_modules/echarts/lib/util/model.js
function Ba(e, t, n) {
	return (t - e) * n + e;
}
var Va = "series\0", Ha = "\0_ec_\0";
function Ua(e) {
	return e instanceof Array ? e : e == null ? [] : [e];
}
function Wa(e, t, n) {
	if (e) {
		e[t] = e[t] || {}, e.emphasis = e.emphasis || {}, e.emphasis[t] = e.emphasis[t] || {};
		for (var r = 0, i = n.length; r < i; r++) {
			var a = n[r];
			!e.emphasis[t].hasOwnProperty(a) && e[t].hasOwnProperty(a) && (e.emphasis[t][a] = e[t][a]);
		}
	}
}
var Ga = /* @__PURE__ */ "fontStyle.fontWeight.fontSize.fontFamily.rich.tag.color.textBorderColor.textBorderWidth.width.height.lineHeight.align.verticalAlign.baseline.shadowColor.shadowBlur.shadowOffsetX.shadowOffsetY.textShadowColor.textShadowBlur.textShadowOffsetX.textShadowOffsetY.backgroundColor.borderColor.borderWidth.borderRadius.padding".split(".");
function Ka(e) {
	return U(e) && !B(e) && !(e instanceof Date) ? e.value : e;
}
function qa(e) {
	return U(e) && !(e instanceof Array);
}
function Ja(e, t, n) {
	var r = n === "normalMerge", i = n === "replaceMerge", a = n === "replaceAll";
	e = e || [], t = (t || []).slice();
	var o = G();
	L(t, function(e, n) {
		U(e) || (t[n] = null);
	});
	var s = Ya(e, o, n);
	return (r || i) && Xa(s, e, o, t), r && Za(s, t), r || i ? Qa(s, t, i) : a && $a(s, t), eo(s), s;
}
function Ya(e, t, n) {
	var r = [];
	if (n === "replaceAll") return r;
	for (var i = 0; i < e.length; i++) {
		var a = e[i];
		a && a.id != null && t.set(a.id, i), r.push({
			existing: n === "replaceMerge" || ao(a) ? null : a,
			newOption: null,
			keyInfo: null,
			brandNew: null
		});
	}
	return r;
}
function Xa(e, t, n, r) {
	L(r, function(i, a) {
		if (i && i.id != null) {
			var o = no(i.id), s = n.get(o);
			if (s != null) {
				var c = e[s];
				je(!c.newOption, "Duplicated option on id \"" + o + "\"."), c.newOption = i, c.existing = t[s], r[a] = null;
			}
		}
	});
}
function Za(e, t) {
	L(t, function(n, r) {
		if (n && n.name != null) for (var i = 0; i < e.length; i++) {
			var a = e[i].existing;
			if (!e[i].newOption && a && (a.id == null || n.id == null) && !ao(n) && !ao(a) && to("name", a, n)) {
				e[i].newOption = n, t[r] = null;
				return;
			}
		}
	});
}
function Qa(e, t, n) {
	L(t, function(t) {
		if (t) {
			for (var r, i = 0; (r = e[i]) && (r.newOption || ao(r.existing) || r.existing && t.id != null && !to("id", t, r.existing));) i++;
			r ? (r.newOption = t, r.brandNew = n) : e.push({
				newOption: t,
				brandNew: n,
				existing: null,
				keyInfo: null
			}), i++;
		}
	});
}
function $a(e, t) {
	L(t, function(t) {
		e.push({
			newOption: t,
			brandNew: !0,
			existing: null,
			keyInfo: null
		});
	});
}
function eo(e) {
	var t = G();
	L(e, function(e) {
		var n = e.existing;
		n && t.set(n.id, e);
	}), L(e, function(e) {
		var n = e.newOption;
		je(!n || n.id == null || !t.get(n.id) || t.get(n.id) === e, "id duplicates: " + (n && n.id)), n && n.id != null && t.set(n.id, e), !e.keyInfo && (e.keyInfo = {});
	}), L(e, function(e, n) {
		var r = e.existing, i = e.newOption, a = e.keyInfo;
		if (U(i)) {
			if (a.name = i.name == null ? r ? r.name : Va + n : no(i.name), r) a.id = no(r.id);
			else if (i.id != null) a.id = no(i.id);
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
function to(e, t, n) {
	var r = ro(t[e], null), i = ro(n[e], null);
	return r != null && i != null && r === i;
}
function no(e) {
	return ro(e, "");
}
function ro(e, t) {
	return e == null ? t : H(e) ? e : be(e) || ye(e) ? e + "" : t;
}
function io(e) {
	var t = e.name;
	return !!(t && t.indexOf(Va));
}
function ao(e) {
	return e && e.id != null && no(e.id).indexOf(Ha) === 0;
}
function oo(e, t, n) {
	L(e, function(e) {
		var r = e.newOption;
		U(r) && (e.keyInfo.mainType = t, e.keyInfo.subType = so(t, r, e.existing, n));
	});
}
function so(e, t, n, r) {
	return t.type ? t.type : n ? n.subType : r.determineSubType(e, t);
}
function co(e, t) {
	var n = {}, r = {};
	return i(e || [], n), i(t || [], r, n), [a(n), a(r)];
	function i(e, t, n) {
		for (var r = 0, i = e.length; r < i; r++) {
			var a = ro(e[r].seriesId, null);
			if (a == null) return;
			for (var o = Ua(e[r].dataIndex), s = n && n[a], c = 0, l = o.length; c < l; c++) {
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
function lo(e, t) {
	if (t.dataIndexInside != null) return t.dataIndexInside;
	if (t.dataIndex != null) return B(t.dataIndex) ? R(t.dataIndex, function(t) {
		return e.indexOfRawIndex(t);
	}) : e.indexOfRawIndex(t.dataIndex);
	if (t.name != null) return B(t.name) ? R(t.name, function(t) {
		return e.indexOfName(t);
	}) : e.indexOfName(t.name);
}
function uo() {
	var e = "__ec_inner_" + fo++;
	return function(t) {
		return t[e] || (t[e] = {});
	};
}
var fo = Ia();
function po(e, t, n) {
	var r = mo(t, n), i = r.mainTypeSpecified, a = r.queryOptionMap, o = r.others, s = n ? n.defaultMainType : null;
	return !i && s && a.set(s, {}), a.each(function(t, r) {
		var i = _o(e, r, t, {
			useDefault: s === r,
			enableAll: n && n.enableAll != null ? n.enableAll : !0,
			enableNone: n && n.enableNone != null ? n.enableNone : !0
		});
		o[r + "Models"] = i.models, o[r + "Model"] = i.models[0];
	}), o;
}
function mo(e, t) {
	var n;
	if (H(e)) {
		var r = {};
		r[e + "Index"] = 0, n = r;
	} else n = e;
	var i = G(), a = {}, o = !1;
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
var ho = {
	useDefault: !0,
	enableAll: !1,
	enableNone: !1
}, go = {
	useDefault: !1,
	enableAll: !0,
	enableNone: !0
};
function _o(e, t, n, r) {
	r = r || ho;
	var i = n.index, a = n.id, o = n.name, s = {
		models: null,
		specified: i != null || a != null || o != null
	};
	if (!s.specified) {
		var c = void 0;
		return s.models = r.useDefault && (c = e.getComponent(t)) ? [c] : [], s;
	}
	return i === "none" || i === !1 ? (je(r.enableNone, "`\"none\"` or `false` is not a valid value on index option."), s.models = [], s) : (i === "all" && (je(r.enableAll, "`\"all\"` is not a valid value on index option."), i = a = o = null), s.models = e.queryComponents({
		mainType: t,
		index: i,
		id: a,
		name: o
	}), s);
}
function vo(e, t, n) {
	e.setAttribute ? e.setAttribute(t, n) : e[t] = n;
}
function yo(e, t) {
	return e.getAttribute ? e.getAttribute(t) : e[t];
}
function bo(e) {
	return e === "auto" ? y.domSupported ? "html" : "richText" : e || "html";
}
function xo(e, t, n, r, i) {
	var a = t == null || t === "auto";
	if (r == null) return r;
	if (be(r)) {
		var o = Ba(n || 0, r, i);
		return ba(o, a ? Math.max(Sa(n || 0), Sa(r)) : t);
	}
	if (H(r)) return i < 1 ? n : r;
	for (var s = [], c = n, l = r, u = Math.max(c ? c.length : 0, l.length), d = 0; d < u; ++d) {
		var f = e.getDimensionInfo(d);
		if (f && f.type === "ordinal") s[d] = (i < 1 && c ? c : l)[d];
		else {
			var p = c && c[d] ? c[d] : 0, m = l[d], o = Ba(p, m, i);
			s[d] = ba(o, a ? Math.max(Sa(p), Sa(m)) : t);
		}
	}
	return s;
}
// node_modules/echarts/lib/util/clazz.js
var So = ".", Co = "___EC__COMPONENT__CONTAINER___", wo = "___EC__EXTENDED_CLASS___";
function To(e) {
	var t = {
		main: "",
		sub: ""
	};
	if (e) {
		var n = e.split(So);
		t.main = n[0] || "", t.sub = n[1] || "";
	}
	return t;
}
function Eo(e) {
	je(/^[a-zA-Z0-9_]+([.][a-zA-Z0-9_]+)?$/.test(e), "componentType \"" + e + "\" illegal");
}
function Do(e) {
	return !!(e && e[wo]);
}
function Oo(e, t) {
	e.$constructor = e, e.extend = function(e) {
		var t = this, n;
		return ko(t) ? n = function(e) {
			_(t, e);
			function t() {
				return e.apply(this, arguments) || this;
			}
			return t;
		}(t) : (n = function() {
			(e.$constructor || t).apply(this, arguments);
		}, de(n, this)), P(n.prototype, e), n[wo] = !0, n.extend = this.extend, n.superCall = No, n.superApply = Po, n.superClass = t, n;
	};
}
function ko(e) {
	return V(e) && /^class\s/.test(Function.prototype.toString.call(e));
}
function Ao(e, t) {
	e.extend = t.extend;
}
var jo = Math.round(Math.random() * 10);
function Mo(e) {
	var t = ["__\0is_clz", jo++].join("_");
	e.prototype[t] = !0, e.isInstance = function(e) {
		return !!(e && e[t]);
	};
}
function No(e, t) {
	var n = [...arguments].slice(2);
	return this.superClass.prototype[t].apply(e, n);
}
function Po(e, t, n) {
	return this.superClass.prototype[t].apply(e, n);
}
function Fo(e) {
	var t = {};
	e.registerClass = function(e) {
		var r = e.type || e.prototype.type;
		if (r) {
			Eo(r), e.prototype.type = r;
			var i = To(r);
			if (!i.sub) t[i.main] = e;
			else if (i.sub !== Co) {
				var a = n(i);
				a[i.sub] = e;
			}
		}
		return e;
	}, e.getClass = function(e, n, r) {
		var i = t[e];
		if (i && i[Co] && (i = n ? i[n] : null), r && !i) throw Error(n ? "Component " + e + "." + (n || "") + " is used but not imported." : e + ".type should be specified.");
		return i;
	}, e.getClassesByMainType = function(e) {
		var n = To(e), r = [], i = t[n.main];
		return i && i[Co] ? L(i, function(e, t) {
			t !== Co && r.push(e);
		}) : r.push(i), r;
	}, e.hasClass = function(e) {
		return !!t[To(e).main];
	}, e.getAllClassMainTypes = function() {
		var e = [];
		return L(t, function(t, n) {
			e.push(n);
		}), e;
	}, e.hasSubTypes = function(e) {
		var n = t[To(e).main];
		return n && n[Co];
	};
	function n(e) {
		var n = t[e.main];
		return n && n[Co] || (n = t[e.main] = {}, n[Co] = !0), n;
	}
}
// node_modules/echarts/lib/model/mixin/makeStyleMapper.js
function Io(e, t) {
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
var Lo = Io([
	["fill", "color"],
	["shadowBlur"],
	["shadowOffsetX"],
	["shadowOffsetY"],
	["opacity"],
	["shadowColor"]
]), Ro = function() {
	function e() {}
	return e.prototype.getAreaStyle = function(e, t) {
		return Lo(this, e, t);
	}, e;
}(), zo = new ar(50);
function Bo(e) {
	if (typeof e == "string") {
		var t = zo.get(e);
		return t && t.image;
	}
	return e;
}
function Vo(e, t, n, r, i) {
	if (!e) return t;
	if (typeof e == "string") {
		if (t && t.__zrImageSrc === e || !n) return t;
		var a = zo.get(e), o = {
			hostEl: n,
			cb: r,
			cbPayload: i
		};
		return a ? (t = a.image, !Uo(t) && a.pending.push(o)) : (t = D.loadImage(e, Ho, Ho), t.__zrImageSrc = e, zo.put(e, t.__cachedImgObj = {
			image: t,
			pending: [o]
		})), t;
	}
	return e;
}
function Ho() {
	var e = this.__cachedImgObj;
	this.onload = this.onerror = this.__cachedImgObj = null;
	for (var t = 0; t < e.pending.length; t++) {
		var n = e.pending[t], r = n.cb;
		r && r(this, n.cbPayload), n.hostEl.dirty();
	}
	e.pending.length = 0;
}
function Uo(e) {
	return e && e.width && e.height;
}
// node_modules/zrender/lib/graphic/helper/parseText.js
var Wo = /\{([a-zA-Z0-9_]+)\|([^}]*)\}/g;
function Go(e, t, n, r, i, a) {
	if (!n) e.text = "", e.isTruncated = !1;
	else {
		var o = (t + "").split("\n");
		a = Ko(n, r, i, a);
		for (var s = !1, c = {}, l = 0, u = o.length; l < u; l++) qo(c, o[l], a), o[l] = c.textLine, s = s || c.isTruncated;
		e.text = o.join("\n"), e.isTruncated = s;
	}
}
function Ko(e, t, n, r) {
	r = r || {};
	var i = P({}, r);
	i.font = t, n = W(n, "..."), i.maxIterations = W(r.maxIterations, 2);
	var a = i.minChar = W(r.minChar, 0);
	i.cnCharWidth = Bi("国", t);
	var o = i.ascCharWidth = Bi("a", t);
	i.placeholder = W(r.placeholder, "");
	for (var s = e = Math.max(0, e - 1), c = 0; c < a && s >= o; c++) s -= o;
	var l = Bi(n, t);
	return l > s && (n = "", l = 0), s = e - l, i.ellipsis = n, i.ellipsisWidth = l, i.contentWidth = s, i.containerWidth = e, i;
}
function qo(e, t, n) {
	var r = n.containerWidth, i = n.font, a = n.contentWidth;
	if (!r) e.textLine = "", e.isTruncated = !1;
	else {
		var o = Bi(t, i);
		if (o <= r) e.textLine = t, e.isTruncated = !1;
		else {
			for (var s = 0;; s++) {
				if (o <= a || s >= n.maxIterations) {
					t += n.ellipsis;
					break;
				}
				var c = s === 0 ? Jo(t, a, n.ascCharWidth, n.cnCharWidth) : o > 0 ? Math.floor(t.length * a / o) : 0;
				t = t.substr(0, c), o = Bi(t, i);
			}
			t === "" && (t = n.placeholder), e.textLine = t, e.isTruncated = !0;
		}
	}
}
function Jo(e, t, n, r) {
	for (var i = 0, a = 0, o = e.length; a < o && i < t; a++) {
		var s = e.charCodeAt(a);
		i += 0 <= s && s <= 127 ? n : r;
	}
	return a;
}
function Yo(e, t) {
	e != null && (e += "");
	var n = t.overflow, r = t.padding, i = t.font, a = n === "truncate", o = Gi(i), s = W(t.lineHeight, o), c = !!t.backgroundColor, l = t.lineOverflow === "truncate", u = !1, d = t.width, f = d != null && (n === "break" || n === "breakAll") ? e ? is(e, t.font, d, n === "breakAll", 0).lines : [] : e ? e.split("\n") : [], p = f.length * s, m = W(t.height, p);
	if (p > m && l) {
		var h = Math.floor(m / s);
		u = u || f.length > h, f = f.slice(0, h);
	}
	if (e && a && d != null) for (var g = Ko(d, i, t.ellipsis, {
		minChar: t.truncateMinChar,
		placeholder: t.placeholder
	}), _ = {}, v = 0; v < f.length; v++) qo(_, f[v], g), f[v] = _.textLine, u = u || _.isTruncated;
	for (var y = m, b = 0, v = 0; v < f.length; v++) b = Math.max(Bi(f[v], i), b);
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
var Xo = function() {
	function e() {}
	return e;
}(), Zo = function() {
	function e(e) {
		this.tokens = [], e && (this.tokens = e);
	}
	return e;
}(), Qo = function() {
	function e() {
		this.width = 0, this.height = 0, this.contentWidth = 0, this.contentHeight = 0, this.outerWidth = 0, this.outerHeight = 0, this.lines = [], this.isTruncated = !1;
	}
	return e;
}();
function $o(e, t) {
	var n = new Qo();
	if (e != null && (e += ""), !e) return n;
	for (var r = t.width, i = t.height, a = t.overflow, o = (a === "break" || a === "breakAll") && r != null ? {
		width: r,
		accumWidth: 0,
		breakAll: a === "breakAll"
	} : null, s = Wo.lastIndex = 0, c; (c = Wo.exec(e)) != null;) {
		var l = c.index;
		l > s && es(n, e.substring(s, l), t, o), es(n, c[2], t, o, c[1]), s = Wo.lastIndex;
	}
	s < e.length && es(n, e.substring(s, e.length), t, o);
	var u = [], d = 0, f = 0, p = t.padding, m = a === "truncate", h = t.lineOverflow === "truncate", g = {};
	function _(e, t, n) {
		e.width = t, e.lineHeight = n, d += n, f = Math.max(f, t);
	}
	outer: for (var v = 0; v < n.lines.length; v++) {
		for (var y = n.lines[v], b = 0, x = 0, S = 0; S < y.tokens.length; S++) {
			var C = y.tokens[S], w = C.styleName && t.rich[C.styleName] || {}, T = C.textPadding = w.padding, E = T ? T[1] + T[3] : 0, D = C.font = w.font || t.font;
			C.contentHeight = Gi(D);
			var O = W(w.height, C.contentHeight);
			if (C.innerHeight = O, T && (O += T[0] + T[2]), C.height = O, C.lineHeight = Oe(w.lineHeight, t.lineHeight, O), C.align = w && w.align || t.align, C.verticalAlign = w && w.verticalAlign || "middle", h && i != null && d + C.lineHeight > i) {
				var k = n.lines.length;
				S > 0 ? (y.tokens = y.tokens.slice(0, S), _(y, x, b), n.lines = n.lines.slice(0, v + 1)) : n.lines = n.lines.slice(0, v), n.isTruncated = n.isTruncated || n.lines.length < k;
				break outer;
			}
			var A = w.width, j = A == null || A === "auto";
			if (typeof A == "string" && A.charAt(A.length - 1) === "%") C.percentWidth = A, u.push(C), C.contentWidth = Bi(C.text, D);
			else {
				if (j) {
					var ee = w.backgroundColor, te = ee && ee.image;
					te && (te = Bo(te), Uo(te) && (C.width = Math.max(C.width, te.width * O / te.height)));
				}
				var ne = m && r != null ? r - x : null;
				ne != null && ne < C.width ? !j || ne < E ? (C.text = "", C.width = C.contentWidth = 0) : (Go(g, C.text, ne - E, D, t.ellipsis, { minChar: t.truncateMinChar }), C.text = g.text, n.isTruncated = n.isTruncated || g.isTruncated, C.width = C.contentWidth = Bi(C.text, D)) : C.contentWidth = Bi(C.text, D);
			}
			C.width += E, x += C.width, w && (b = Math.max(b, C.lineHeight));
		}
		_(y, x, b);
	}
	n.outerWidth = n.width = W(r, f), n.outerHeight = n.height = W(i, d), n.contentHeight = d, n.contentWidth = f, p && (n.outerWidth += p[1] + p[3], n.outerHeight += p[0] + p[2]);
	for (var v = 0; v < u.length; v++) {
		var C = u[v], re = C.percentWidth;
		C.width = parseInt(re, 10) / 100 * n.width;
	}
	return n;
}
function es(e, t, n, r, i) {
	var a = t === "", o = i && n.rich[i] || {}, s = e.lines, c = o.font || n.font, l = !1, u, d;
	if (r) {
		var f = o.padding, p = f ? f[1] + f[3] : 0;
		if (o.width != null && o.width !== "auto") {
			var m = Ki(o.width, r.width) + p;
			s.length > 0 && m + r.accumWidth > r.width && (u = t.split("\n"), l = !0), r.accumWidth = m;
		} else {
			var h = is(t, c, r.width, r.breakAll, r.accumWidth);
			r.accumWidth = h.accumWidth + p, d = h.linesWidths, u = h.lines;
		}
	} else u = t.split("\n");
	for (var g = 0; g < u.length; g++) {
		var _ = u[g], v = new Xo();
		if (v.styleName = i, v.text = _, v.isLineHolder = !_ && !a, v.width = typeof o.width == "number" ? o.width : d ? d[g] : Bi(_, c), !g && !l) {
			var y = (s[s.length - 1] || (s[0] = new Zo())).tokens, b = y.length;
			b === 1 && y[0].isLineHolder ? y[0] = v : (_ || !b || a) && y.push(v);
		} else s.push(new Zo([v]));
	}
}
function ts(e) {
	var t = e.charCodeAt(0);
	return t >= 32 && t <= 591 || t >= 880 && t <= 4351 || t >= 4608 && t <= 5119 || t >= 7680 && t <= 8303;
}
var ns = me(",&?/;] ".split(""), function(e, t) {
	return e[t] = !0, e;
}, {});
function rs(e) {
	return !ts(e) || !!ns[e];
}
function is(e, t, n, r, i) {
	for (var a = [], o = [], s = "", c = "", l = 0, u = 0, d = 0; d < e.length; d++) {
		var f = e.charAt(d);
		if (f === "\n") c && (s += c, u += l), a.push(s), o.push(u), s = "", c = "", l = 0, u = 0;
		else {
			var p = Bi(f, t), m = !r && !rs(f);
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
var as = "__zr_style_" + Math.round(Math.random() * 10), os = {
	shadowBlur: 0,
	shadowOffsetX: 0,
	shadowOffsetY: 0,
	shadowColor: "#000",
	opacity: 1,
	blend: "source-over"
}, ss = { style: {
	shadowBlur: !0,
	shadowOffsetX: !0,
	shadowOffsetY: !0,
	shadowColor: !0,
	opacity: !0
} };
os[as] = !0;
var cs = [
	"z",
	"z2",
	"invisible"
], ls = ["invisible"], us = function(e) {
	_(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype._init = function(t) {
		for (var n = ge(t), r = 0; r < n.length; r++) {
			var i = n[r];
			i === "style" ? this.useStyle(t[i]) : e.prototype.attrKV.call(this, i, t[i]);
		}
		this.style || this.useStyle({});
	}, t.prototype.beforeBrush = function() {}, t.prototype.afterBrush = function() {}, t.prototype.innerBeforeBrush = function() {}, t.prototype.innerAfterBrush = function() {}, t.prototype.shouldBePainted = function(e, t, n, r) {
		var i = this.transform;
		if (this.ignore || this.invisible || this.style.opacity === 0 || this.culling && ps(this, e, t) || i && !i[0] && !i[3]) return !1;
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
			e = this._paintRect || (this._paintRect = new q(0, 0, 0, 0)), t ? q.applyTransform(e, n, t) : e.copy(n), (i || a || o) && (e.width += i * 2 + Math.abs(a), e.height += i * 2 + Math.abs(o), e.x = Math.min(e.x, e.x + a - i), e.y = Math.min(e.y, e.y + o - i));
			var s = this.dirtyRectTolerance;
			e.isZero() || (e.x = Math.floor(e.x - s), e.y = Math.floor(e.y - s), e.width = Math.ceil(e.width + 1 + s * 2), e.height = Math.ceil(e.height + 1 + s * 2));
		}
		return e;
	}, t.prototype.setPrevPaintRect = function(e) {
		e ? (this._prevPaintRect = this._prevPaintRect || new q(0, 0, 0, 0), this._prevPaintRect.copy(e)) : this._prevPaintRect = null;
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
		return Ve(os, e);
	}, t.prototype.useStyle = function(e) {
		e[as] || (e = this.createStyle(e)), this.__inHover ? this.__hoverStyle = e : this.style = e, this.dirtyStyle();
	}, t.prototype.isStyleObject = function(e) {
		return e[as];
	}, t.prototype._innerSaveToNormal = function(t) {
		e.prototype._innerSaveToNormal.call(this, t);
		var n = this._normalState;
		t.style && !n.style && (n.style = this._mergeStyle(this.createStyle(), this.style)), this._savePrimaryToNormal(t, n, cs);
	}, t.prototype._applyStateObj = function(t, n, r, i, a, o) {
		e.prototype._applyStateObj.call(this, t, n, r, i, a, o);
		var s = !(n && i), c;
		if (n && n.style ? a ? i ? c = n.style : (c = this._mergeStyle(this.createStyle(), r.style), this._mergeStyle(c, n.style)) : (c = this._mergeStyle(this.createStyle(), i ? this.style : r.style), this._mergeStyle(c, n.style)) : s && (c = r.style), c) {
			if (a) {
				var l = this.style;
				if (this.style = this.createStyle(s ? {} : l), s) for (var u = ge(l), d = 0; d < u.length; d++) {
					var f = u[d];
					f in c && (c[f] = c[f], this.style[f] = l[f]);
				}
				for (var p = ge(c), d = 0; d < p.length; d++) {
					var f = p[d];
					this.style[f] = this.style[f];
				}
				this._transitionState(t, { style: c }, o, this.getAnimationStyleProps());
			} else this.useStyle(c);
		}
		for (var m = this.__inHover ? ls : cs, d = 0; d < m.length; d++) {
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
		return ss;
	}, t.initDefaultProps = (function() {
		var e = t.prototype;
		e.type = "displayable", e.invisible = !1, e.z = 0, e.z2 = 0, e.zlevel = 0, e.culling = !1, e.cursor = "pointer", e.rectHover = !1, e.incremental = !1, e._rect = null, e.dirtyRectTolerance = 0, e.__dirty = 3;
	})(), t;
}($i), ds = new q(0, 0, 0, 0), fs = new q(0, 0, 0, 0);
function ps(e, t, n) {
	return ds.copy(e.getBoundingRect()), e.transform && ds.applyTransform(e.transform), fs.width = t, fs.height = n, !ds.intersect(fs);
}
// node_modules/zrender/lib/core/bbox.js
var ms = Math.min, hs = Math.max, gs = Math.sin, _s = Math.cos, vs = Math.PI * 2, ys = Ge(), bs = Ge(), xs = Ge();
function Ss(e, t, n, r, i, a) {
	i[0] = ms(e, n), i[1] = ms(t, r), a[0] = hs(e, n), a[1] = hs(t, r);
}
var Cs = [], ws = [];
function Ts(e, t, n, r, i, a, o, s, c, l) {
	var u = Un, d = Bn, f = u(e, n, i, o, Cs);
	c[0] = Infinity, c[1] = Infinity, l[0] = -Infinity, l[1] = -Infinity;
	for (var p = 0; p < f; p++) {
		var m = d(e, n, i, o, Cs[p]);
		c[0] = ms(m, c[0]), l[0] = hs(m, l[0]);
	}
	f = u(t, r, a, s, ws);
	for (var p = 0; p < f; p++) {
		var h = d(t, r, a, s, ws[p]);
		c[1] = ms(h, c[1]), l[1] = hs(h, l[1]);
	}
	c[0] = ms(e, c[0]), l[0] = hs(e, l[0]), c[0] = ms(o, c[0]), l[0] = hs(o, l[0]), c[1] = ms(t, c[1]), l[1] = hs(t, l[1]), c[1] = ms(s, c[1]), l[1] = hs(s, l[1]);
}
function Es(e, t, n, r, i, a, o, s) {
	var c = Xn, l = qn, u = hs(ms(c(e, n, i), 1), 0), d = hs(ms(c(t, r, a), 1), 0), f = l(e, n, i, u), p = l(t, r, a, d);
	o[0] = ms(e, i, f), o[1] = ms(t, a, p), s[0] = hs(e, i, f), s[1] = hs(t, a, p);
}
function Ds(e, t, n, r, i, a, o, s, c) {
	var l = it, u = at, d = Math.abs(i - a);
	if (d % vs < 1e-4 && d > 1e-4) s[0] = e - n, s[1] = t - r, c[0] = e + n, c[1] = t + r;
	else {
		if (ys[0] = _s(i) * n + e, ys[1] = gs(i) * r + t, bs[0] = _s(a) * n + e, bs[1] = gs(a) * r + t, l(s, ys, bs), u(c, ys, bs), i %= vs, i < 0 && (i += vs), a %= vs, a < 0 && (a += vs), i > a && !o ? a += vs : i < a && o && (i += vs), o) {
			var f = a;
			a = i, i = f;
		}
		for (var p = 0; p < a; p += Math.PI / 2) p > i && (xs[0] = _s(p) * n + e, xs[1] = gs(p) * r + t, l(s, xs, s), u(c, xs, c));
	}
}
// node_modules/zrender/lib/core/PathProxy.js
var Os = {
	M: 1,
	L: 2,
	C: 3,
	Q: 4,
	A: 5,
	Z: 6,
	R: 7
}, ks = [], As = [], js = [], Ms = [], Ns = [], Ps = [], Fs = Math.min, Is = Math.max, Ls = Math.cos, Rs = Math.sin, zs = Math.abs, Bs = Math.PI, Vs = Bs * 2, Hs = typeof Float32Array < "u", Us = [];
function Ws(e) {
	return Math.round(e / Bs * 1e8) / 1e8 % 2 * Bs;
}
function Gs(e, t) {
	var n = Ws(e[0]);
	n < 0 && (n += Vs);
	var r = n - e[0], i = e[1];
	i += r, !t && i - n >= Vs ? i = n + Vs : t && n - i >= Vs ? i = n - Vs : !t && n > i ? i = n + (Vs - Ws(n - i)) : t && n < i && (i = n - (Vs - Ws(i - n))), e[0] = n, e[1] = i;
}
var Ks = function() {
	function e(e) {
		this.dpr = 1, this._xi = 0, this._yi = 0, this._x0 = 0, this._y0 = 0, this._len = 0, e && (this._saveData = !1), this._saveData && (this.data = []);
	}
	return e.prototype.increaseVersion = function() {
		this._version++;
	}, e.prototype.getVersion = function() {
		return this._version;
	}, e.prototype.setScale = function(e, t, n) {
		n = n || 0, n > 0 && (this._ux = zs(n / wi / e) || 0, this._uy = zs(n / wi / t) || 0);
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
		return this._drawPendingPt(), this.addData(Os.M, e, t), this._ctx && this._ctx.moveTo(e, t), this._x0 = e, this._y0 = t, this._xi = e, this._yi = t, this;
	}, e.prototype.lineTo = function(e, t) {
		var n = zs(e - this._xi), r = zs(t - this._yi), i = n > this._ux || r > this._uy;
		if (this.addData(Os.L, e, t), this._ctx && i && this._ctx.lineTo(e, t), i) this._xi = e, this._yi = t, this._pendingPtDist = 0;
		else {
			var a = n * n + r * r;
			a > this._pendingPtDist && (this._pendingPtX = e, this._pendingPtY = t, this._pendingPtDist = a);
		}
		return this;
	}, e.prototype.bezierCurveTo = function(e, t, n, r, i, a) {
		return this._drawPendingPt(), this.addData(Os.C, e, t, n, r, i, a), this._ctx && this._ctx.bezierCurveTo(e, t, n, r, i, a), this._xi = i, this._yi = a, this;
	}, e.prototype.quadraticCurveTo = function(e, t, n, r) {
		return this._drawPendingPt(), this.addData(Os.Q, e, t, n, r), this._ctx && this._ctx.quadraticCurveTo(e, t, n, r), this._xi = n, this._yi = r, this;
	}, e.prototype.arc = function(e, t, n, r, i, a) {
		this._drawPendingPt(), Us[0] = r, Us[1] = i, Gs(Us, a), r = Us[0], i = Us[1];
		var o = i - r;
		return this.addData(Os.A, e, t, n, n, r, o, 0, +!a), this._ctx && this._ctx.arc(e, t, n, r, i, a), this._xi = Ls(i) * n + e, this._yi = Rs(i) * n + t, this;
	}, e.prototype.arcTo = function(e, t, n, r, i) {
		return this._drawPendingPt(), this._ctx && this._ctx.arcTo(e, t, n, r, i), this;
	}, e.prototype.rect = function(e, t, n, r) {
		return this._drawPendingPt(), this._ctx && this._ctx.rect(e, t, n, r), this.addData(Os.R, e, t, n, r), this;
	}, e.prototype.closePath = function() {
		this._drawPendingPt(), this.addData(Os.Z);
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
		!(this.data && this.data.length === t) && Hs && (this.data = new Float32Array(t));
		for (var n = 0; n < t; n++) this.data[n] = e[n];
		this._len = t;
	}, e.prototype.appendPath = function(e) {
		e instanceof Array || (e = [e]);
		for (var t = e.length, n = 0, r = this._len, i = 0; i < t; i++) n += e[i].len();
		Hs && this.data instanceof Float32Array && (this.data = new Float32Array(r + n));
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
			e instanceof Array && (e.length = this._len, Hs && this._len > 11 && (this.data = new Float32Array(e)));
		}
	}, e.prototype.getBoundingRect = function() {
		js[0] = js[1] = Ns[0] = Ns[1] = Number.MAX_VALUE, Ms[0] = Ms[1] = Ps[0] = Ps[1] = -Number.MAX_VALUE;
		for (var e = this.data, t = 0, n = 0, r = 0, i = 0, a = 0; a < this._len;) {
			var o = e[a++], s = a === 1;
			switch (s && (t = e[a], n = e[a + 1], r = t, i = n), o) {
				case Os.M:
					t = r = e[a++], n = i = e[a++], Ns[0] = r, Ns[1] = i, Ps[0] = r, Ps[1] = i;
					break;
				case Os.L:
					Ss(t, n, e[a], e[a + 1], Ns, Ps), t = e[a++], n = e[a++];
					break;
				case Os.C:
					Ts(t, n, e[a++], e[a++], e[a++], e[a++], e[a], e[a + 1], Ns, Ps), t = e[a++], n = e[a++];
					break;
				case Os.Q:
					Es(t, n, e[a++], e[a++], e[a], e[a + 1], Ns, Ps), t = e[a++], n = e[a++];
					break;
				case Os.A:
					var c = e[a++], l = e[a++], u = e[a++], d = e[a++], f = e[a++], p = e[a++] + f;
					a += 1;
					var m = !e[a++];
					s && (r = Ls(f) * u + c, i = Rs(f) * d + l), Ds(c, l, u, d, f, p, m, Ns, Ps), t = Ls(p) * u + c, n = Rs(p) * d + l;
					break;
				case Os.R:
					r = t = e[a++], i = n = e[a++];
					var h = e[a++], g = e[a++];
					Ss(r, i, r + h, i + g, Ns, Ps);
					break;
				case Os.Z: t = r, n = i;
			}
			it(js, js, Ns), at(Ms, Ms, Ps);
		}
		return a === 0 && (js[0] = js[1] = Ms[0] = Ms[1] = 0), new q(js[0], js[1], Ms[0] - js[0], Ms[1] - js[1]);
	}, e.prototype._calculateLength = function() {
		var e = this.data, t = this._len, n = this._ux, r = this._uy, i = 0, a = 0, o = 0, s = 0;
		this._pathSegLen || (this._pathSegLen = []);
		for (var c = this._pathSegLen, l = 0, u = 0, d = 0; d < t;) {
			var f = e[d++], p = d === 1;
			p && (i = e[d], a = e[d + 1], o = i, s = a);
			var m = -1;
			switch (f) {
				case Os.M:
					i = o = e[d++], a = s = e[d++];
					break;
				case Os.L:
					var h = e[d++], g = e[d++], _ = h - i, v = g - a;
					(zs(_) > n || zs(v) > r || d === t - 1) && (m = Math.sqrt(_ * _ + v * v), i = h, a = g);
					break;
				case Os.C:
					var y = e[d++], b = e[d++], h = e[d++], g = e[d++], x = e[d++], S = e[d++];
					m = Kn(i, a, y, b, h, g, x, S, 10), i = x, a = S;
					break;
				case Os.Q:
					var y = e[d++], b = e[d++], h = e[d++], g = e[d++];
					m = $n(i, a, y, b, h, g, 10), i = h, a = g;
					break;
				case Os.A:
					var C = e[d++], w = e[d++], T = e[d++], E = e[d++], D = e[d++], O = e[d++], k = O + D;
					d += 1, p && (o = Ls(D) * T + C, s = Rs(D) * E + w), m = Is(T, E) * Fs(Vs, Math.abs(O)), i = Ls(k) * T + C, a = Rs(k) * E + w;
					break;
				case Os.R:
					o = i = e[d++], s = a = e[d++];
					var A = e[d++], j = e[d++];
					m = A * 2 + j * 2;
					break;
				case Os.Z:
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
			switch (C && (c = n[x], l = n[x + 1], o = c, s = l), S !== Os.L && v > 0 && (e.lineTo(y, b), v = 0), S) {
				case Os.M:
					o = c = n[x++], s = l = n[x++], e.moveTo(c, l);
					break;
				case Os.L:
					u = n[x++], d = n[x++];
					var w = zs(u - c), T = zs(d - l);
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
				case Os.C:
					var k = n[x++], A = n[x++], j = n[x++], ee = n[x++], te = n[x++], ne = n[x++];
					if (f) {
						var E = p[g++];
						if (h + E > _) {
							var D = (_ - h) / E;
							Wn(c, k, j, te, D, ks), Wn(l, A, ee, ne, D, As), e.bezierCurveTo(ks[1], As[1], ks[2], As[2], ks[3], As[3]);
							break lo;
						}
						h += E;
					}
					e.bezierCurveTo(k, A, j, ee, te, ne), c = te, l = ne;
					break;
				case Os.Q:
					var k = n[x++], A = n[x++], j = n[x++], ee = n[x++];
					if (f) {
						var E = p[g++];
						if (h + E > _) {
							var D = (_ - h) / E;
							Zn(c, k, j, D, ks), Zn(l, A, ee, D, As), e.quadraticCurveTo(ks[1], As[1], ks[2], As[2]);
							break lo;
						}
						h += E;
					}
					e.quadraticCurveTo(k, A, j, ee), c = j, l = ee;
					break;
				case Os.A:
					var re = n[x++], ie = n[x++], ae = n[x++], oe = n[x++], se = n[x++], ce = n[x++], le = n[x++], M = !n[x++], N = ae > oe ? ae : oe, ue = zs(ae - oe) > .001, P = se + ce, F = !1;
					if (f) {
						var E = p[g++];
						h + E > _ && (P = se + ce * (_ - h) / E, F = !0), h += E;
					}
					if (ue && e.ellipse ? e.ellipse(re, ie, ae, oe, le, se, P, M) : e.arc(re, ie, N, se, P, M), F) break lo;
					C && (o = Ls(se) * ae + re, s = Rs(se) * oe + ie), c = Ls(P) * ae + re, l = Rs(P) * oe + ie;
					break;
				case Os.R:
					o = c = n[x], s = l = n[x + 1], u = n[x++], d = n[x++];
					var I = n[x++], de = n[x++];
					if (f) {
						var E = p[g++];
						if (h + E > _) {
							var fe = _ - h;
							e.moveTo(u, d), e.lineTo(u + Fs(fe, I), d), fe -= I, fe > 0 && e.lineTo(u + I, d + Fs(fe, de)), fe -= de, fe > 0 && e.lineTo(u + Is(I - fe, 0), d + de), fe -= I, fe > 0 && e.lineTo(u, d + Is(de - fe, 0));
							break lo;
						}
						h += E;
					}
					e.rect(u, d, I, de);
					break;
				case Os.Z:
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
	}, e.CMD = Os, e.initDefaultProps = (function() {
		var t = e.prototype;
		t._saveData = !0, t._ux = 0, t._uy = 0, t._pendingPtDist = 0, t._version = 0;
	})(), e;
}();
// node_modules/zrender/lib/contain/line.js
function qs(e, t, n, r, i, a, o) {
	if (i === 0) return !1;
	var s = i, c = 0, l = e;
	if (o > t + s && o > r + s || o < t - s && o < r - s || a > e + s && a > n + s || a < e - s && a < n - s) return !1;
	if (e !== n) c = (t - r) / (e - n), l = (e * r - n * t) / (e - n);
	else return Math.abs(a - e) <= s / 2;
	var u = c * a - o + l;
	return u * u / (c * c + 1) <= s / 2 * s / 2;
}
// node_modules/zrender/lib/contain/cubic.js
function Js(e, t, n, r, i, a, o, s, c, l, u) {
	if (c === 0) return !1;
	var d = c;
	return u > t + d && u > r + d && u > a + d && u > s + d || u < t - d && u < r - d && u < a - d && u < s - d || l > e + d && l > n + d && l > i + d && l > o + d || l < e - d && l < n - d && l < i - d && l < o - d ? !1 : Gn(e, t, n, r, i, a, o, s, l, u, null) <= d / 2;
}
// node_modules/zrender/lib/contain/quadratic.js
function Ys(e, t, n, r, i, a, o, s, c) {
	if (o === 0) return !1;
	var l = o;
	return c > t + l && c > r + l && c > a + l || c < t - l && c < r - l && c < a - l || s > e + l && s > n + l && s > i + l || s < e - l && s < n - l && s < i - l ? !1 : Qn(e, t, n, r, i, a, s, c, null) <= l / 2;
}
// node_modules/zrender/lib/contain/util.js
var Xs = Math.PI * 2;
function Zs(e) {
	return e %= Xs, e < 0 && (e += Xs), e;
}
// node_modules/zrender/lib/contain/arc.js
var Qs = Math.PI * 2;
function $s(e, t, n, r, i, a, o, s, c) {
	if (o === 0) return !1;
	var l = o;
	s -= e, c -= t;
	var u = Math.sqrt(s * s + c * c);
	if (u - l > n || u + l < n) return !1;
	if (Math.abs(r - i) % Qs < 1e-4) return !0;
	if (a) {
		var d = r;
		r = Zs(i), i = Zs(d);
	} else r = Zs(r), i = Zs(i);
	r > i && (i += Qs);
	var f = Math.atan2(c, s);
	return f < 0 && (f += Qs), f >= r && f <= i || f + Qs >= r && f + Qs <= i;
}
// node_modules/zrender/lib/contain/windingLine.js
function ec(e, t, n, r, i, a) {
	if (a > t && a > r || a < t && a < r || r === t) return 0;
	var o = (a - t) / (r - t), s = r < t ? 1 : -1;
	(o === 1 || o === 0) && (s = r < t ? .5 : -.5);
	var c = o * (n - e) + e;
	return c === i ? Infinity : c > i ? s : 0;
}
// node_modules/zrender/lib/contain/path.js
var tc = Ks.CMD, nc = Math.PI * 2, rc = 1e-4;
function ic(e, t) {
	return Math.abs(e - t) < rc;
}
var ac = [
	-1,
	-1,
	-1
], oc = [-1, -1];
function sc() {
	var e = oc[0];
	oc[0] = oc[1], oc[1] = e;
}
function cc(e, t, n, r, i, a, o, s, c, l) {
	if (l > t && l > r && l > a && l > s || l < t && l < r && l < a && l < s) return 0;
	var u = Hn(t, r, a, s, l, ac);
	if (u === 0) return 0;
	for (var d = 0, f = -1, p = void 0, m = void 0, h = 0; h < u; h++) {
		var g = ac[h], _ = g === 0 || g === 1 ? .5 : 1;
		Bn(e, n, i, o, g) < c || (f < 0 && (f = Un(t, r, a, s, oc), oc[1] < oc[0] && f > 1 && sc(), p = Bn(t, r, a, s, oc[0]), f > 1 && (m = Bn(t, r, a, s, oc[1]))), f === 2 ? g < oc[0] ? d += p < t ? _ : -_ : g < oc[1] ? d += m < p ? _ : -_ : d += s < m ? _ : -_ : g < oc[0] ? d += p < t ? _ : -_ : d += s < p ? _ : -_);
	}
	return d;
}
function lc(e, t, n, r, i, a, o, s) {
	if (s > t && s > r && s > a || s < t && s < r && s < a) return 0;
	var c = Yn(t, r, a, s, ac);
	if (c === 0) return 0;
	var l = Xn(t, r, a);
	if (l >= 0 && l <= 1) {
		for (var u = 0, d = qn(t, r, a, l), f = 0; f < c; f++) {
			var p = ac[f] === 0 || ac[f] === 1 ? .5 : 1, m = qn(e, n, i, ac[f]);
			m < o || (ac[f] < l ? u += d < t ? p : -p : u += a < d ? p : -p);
		}
		return u;
	}
	var p = ac[0] === 0 || ac[0] === 1 ? .5 : 1, m = qn(e, n, i, ac[0]);
	return m < o ? 0 : a < t ? p : -p;
}
function uc(e, t, n, r, i, a, o, s) {
	if (s -= t, s > n || s < -n) return 0;
	var c = Math.sqrt(n * n - s * s);
	ac[0] = -c, ac[1] = c;
	var l = Math.abs(r - i);
	if (l < 1e-4) return 0;
	if (l >= nc - 1e-4) {
		r = 0, i = nc;
		var u = a ? 1 : -1;
		return o >= ac[0] + e && o <= ac[1] + e ? u : 0;
	}
	if (r > i) {
		var d = r;
		r = i, i = d;
	}
	r < 0 && (r += nc, i += nc);
	for (var f = 0, p = 0; p < 2; p++) {
		var m = ac[p];
		if (m + e > o) {
			var h = Math.atan2(s, m), u = a ? 1 : -1;
			h < 0 && (h = nc + h), (h >= r && h <= i || h + nc >= r && h + nc <= i) && (h > Math.PI / 2 && h < Math.PI * 1.5 && (u = -u), f += u);
		}
	}
	return f;
}
function dc(e, t, n, r, i) {
	for (var a = e.data, o = e.len(), s = 0, c = 0, l = 0, u = 0, d = 0, f, p, m = 0; m < o;) {
		var h = a[m++], g = m === 1;
		switch (h === tc.M && m > 1 && (n || (s += ec(c, l, u, d, r, i))), g && (c = a[m], l = a[m + 1], u = c, d = l), h) {
			case tc.M:
				u = a[m++], d = a[m++], c = u, l = d;
				break;
			case tc.L:
				if (n) {
					if (qs(c, l, a[m], a[m + 1], t, r, i)) return !0;
				} else s += ec(c, l, a[m], a[m + 1], r, i) || 0;
				c = a[m++], l = a[m++];
				break;
			case tc.C:
				if (n) {
					if (Js(c, l, a[m++], a[m++], a[m++], a[m++], a[m], a[m + 1], t, r, i)) return !0;
				} else s += cc(c, l, a[m++], a[m++], a[m++], a[m++], a[m], a[m + 1], r, i) || 0;
				c = a[m++], l = a[m++];
				break;
			case tc.Q:
				if (n) {
					if (Ys(c, l, a[m++], a[m++], a[m], a[m + 1], t, r, i)) return !0;
				} else s += lc(c, l, a[m++], a[m++], a[m], a[m + 1], r, i) || 0;
				c = a[m++], l = a[m++];
				break;
			case tc.A:
				var _ = a[m++], v = a[m++], y = a[m++], b = a[m++], x = a[m++], S = a[m++];
				m += 1;
				var C = !!(1 - a[m++]);
				f = Math.cos(x) * y + _, p = Math.sin(x) * b + v, g ? (u = f, d = p) : s += ec(c, l, f, p, r, i);
				var w = (r - _) * b / y + _;
				if (n) {
					if ($s(_, v, b, x, x + S, C, t, w, i)) return !0;
				} else s += uc(_, v, b, x, x + S, C, w, i);
				c = Math.cos(x + S) * y + _, l = Math.sin(x + S) * b + v;
				break;
			case tc.R:
				u = c = a[m++], d = l = a[m++];
				var T = a[m++], E = a[m++];
				if (f = u + T, p = d + E, n) {
					if (qs(u, d, f, d, t, r, i) || qs(f, d, f, p, t, r, i) || qs(f, p, u, p, t, r, i) || qs(u, p, u, d, t, r, i)) return !0;
				} else s += ec(f, d, f, p, r, i), s += ec(u, p, u, d, r, i);
				break;
			case tc.Z:
				if (n) {
					if (qs(c, l, u, d, t, r, i)) return !0;
				} else s += ec(c, l, u, d, r, i);
				c = u, l = d;
		}
	}
	return !n && !ic(l, d) && (s += ec(c, l, u, d, r, i) || 0), s !== 0;
}
function fc(e, t, n) {
	return dc(e, 0, !1, t, n);
}
function pc(e, t, n, r) {
	return dc(e, t, !0, n, r);
}
// node_modules/zrender/lib/graphic/Path.js
var mc = F({
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
}, os), hc = { style: F({
	fill: !0,
	stroke: !0,
	strokePercent: !0,
	fillOpacity: !0,
	strokeOpacity: !0,
	lineDashOffset: !0,
	lineWidth: !0,
	miterLimit: !0
}, ss.style) }, gc = Li.concat([
	"invisible",
	"culling",
	"z",
	"z2",
	"zlevel",
	"parent"
]), J = function(e) {
	_(t, e);
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
			for (var s = 0; s < gc.length; ++s) i[gc[s]] = this[gc[s]];
			i.__dirty |= 1;
		} else this._decalEl && (this._decalEl = null);
	}, t.prototype.getDecalElement = function() {
		return this._decalEl;
	}, t.prototype._init = function(t) {
		var n = ge(t);
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
			if (H(e)) {
				var t = Or(e, 0);
				return t > .5 ? Ei : t > .2 ? Oi : Di;
			}
			if (e) return Di;
		}
		return Ei;
	}, t.prototype.getInsideTextStroke = function(e) {
		var t = this.style.fill;
		if (H(t)) {
			var n = this.__zr;
			if (!!(n && n.isDarkMode()) == Or(e, 0) < .4) return t;
		}
	}, t.prototype.buildPath = function(e, t, n) {}, t.prototype.pathUpdated = function() {
		this.__dirty &= -5;
	}, t.prototype.getUpdatedPathProxy = function(e) {
		return !this.path && this.createPathProxy(), this.path.beginPath(), this.buildPath(this.path, this.shape, e), this.path;
	}, t.prototype.createPathProxy = function() {
		this.path = new Ks(!1);
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
				if (s > 1e-10 && (this.hasFill() || (o = Math.max(o, this.strokeContainThreshold)), pc(a, o / s, e, t))) return !0;
			}
			if (this.hasFill()) return fc(a, e, t);
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
		return Ve(mc, e);
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
				for (var l = {}, u = ge(c), d = 0; d < u.length; d++) {
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
		return hc;
	}, t.prototype.isZeroArea = function() {
		return !1;
	}, t.extend = function(e) {
		var n = function(t) {
			_(n, t);
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
}(us), _c = F({
	strokeFirst: !0,
	font: x,
	x: 0,
	y: 0,
	textAlign: "left",
	textBaseline: "top",
	miterLimit: 2
}, mc), vc = function(e) {
	_(t, e);
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
		return Ve(_c, e);
	}, t.prototype.setBoundingRect = function(e) {
		this._rect = e;
	}, t.prototype.getBoundingRect = function() {
		var e = this.style;
		if (!this._rect) {
			var t = e.text;
			t == null ? t = "" : t += "";
			var n = Hi(t, e.font, e.textAlign, e.textBaseline);
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
}(us);
vc.prototype.type = "tspan";
// node_modules/zrender/lib/graphic/Image.js
var yc = F({
	x: 0,
	y: 0
}, os), bc = { style: F({
	x: !0,
	y: !0,
	width: !0,
	height: !0,
	sx: !0,
	sy: !0,
	sWidth: !0,
	sHeight: !0
}, ss.style) };
function xc(e) {
	return !!(e && typeof e != "string" && e.width && e.height);
}
var Sc = function(e) {
	_(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.createStyle = function(e) {
		return Ve(yc, e);
	}, t.prototype._getSize = function(e) {
		var t = this.style, n = t[e];
		if (n != null) return n;
		var r = xc(t.image) ? t.image : this.__image;
		if (!r) return 0;
		var i = e === "width" ? "height" : "width", a = t[i];
		return a == null ? r[e] : r[e] / r[i] * a;
	}, t.prototype.getWidth = function() {
		return this._getSize("width");
	}, t.prototype.getHeight = function() {
		return this._getSize("height");
	}, t.prototype.getAnimationStyleProps = function() {
		return bc;
	}, t.prototype.getBoundingRect = function() {
		var e = this.style;
		return this._rect || (this._rect = new q(e.x || 0, e.y || 0, this.getWidth(), this.getHeight())), this._rect;
	}, t;
}(us);
Sc.prototype.type = "image";
// node_modules/zrender/lib/graphic/helper/roundRect.js
function Cc(e, t) {
	var n = t.x, r = t.y, i = t.width, a = t.height, o = t.r, s, c, l, u;
	i < 0 && (n += i, i = -i), a < 0 && (r += a, a = -a), typeof o == "number" ? s = c = l = u = o : o instanceof Array ? o.length === 1 ? s = c = l = u = o[0] : o.length === 2 ? (s = l = o[0], c = u = o[1]) : o.length === 3 ? (s = o[0], c = u = o[1], l = o[2]) : (s = o[0], c = o[1], l = o[2], u = o[3]) : s = c = l = u = 0;
	var d;
	s + c > i && (d = s + c, s *= i / d, c *= i / d), l + u > i && (d = l + u, l *= i / d, u *= i / d), c + l > a && (d = c + l, c *= a / d, l *= a / d), s + u > a && (d = s + u, s *= a / d, u *= a / d), e.moveTo(n + s, r), e.lineTo(n + i - c, r), c !== 0 && e.arc(n + i - c, r + c, c, -Math.PI / 2, 0), e.lineTo(n + i, r + a - l), l !== 0 && e.arc(n + i - l, r + a - l, l, 0, Math.PI / 2), e.lineTo(n + u, r + a), u !== 0 && e.arc(n + u, r + a - u, u, Math.PI / 2, Math.PI), e.lineTo(n, r + s), s !== 0 && e.arc(n + s, r + s, s, Math.PI, Math.PI * 1.5);
}
// node_modules/zrender/lib/graphic/helper/subPixelOptimize.js
var wc = Math.round;
function Tc(e, t, n) {
	if (t) {
		var r = t.x1, i = t.x2, a = t.y1, o = t.y2;
		e.x1 = r, e.x2 = i, e.y1 = a, e.y2 = o;
		var s = n && n.lineWidth;
		return s && (wc(r * 2) === wc(i * 2) && (e.x1 = e.x2 = Dc(r, s, !0)), wc(a * 2) === wc(o * 2) && (e.y1 = e.y2 = Dc(a, s, !0))), e;
	}
}
function Ec(e, t, n) {
	if (t) {
		var r = t.x, i = t.y, a = t.width, o = t.height;
		e.x = r, e.y = i, e.width = a, e.height = o;
		var s = n && n.lineWidth;
		return s && (e.x = Dc(r, s, !0), e.y = Dc(i, s, !0), e.width = Math.max(Dc(r + a, s, !1) - e.x, a === 0 ? 0 : 1), e.height = Math.max(Dc(i + o, s, !1) - e.y, o === 0 ? 0 : 1)), e;
	}
}
function Dc(e, t, n) {
	if (!t) return e;
	var r = wc(e * 2);
	return (r + wc(t)) % 2 == 0 ? r / 2 : (r + (n ? 1 : -1)) / 2;
}
// node_modules/zrender/lib/graphic/shape/Rect.js
var Oc = function() {
	function e() {
		this.x = 0, this.y = 0, this.width = 0, this.height = 0;
	}
	return e;
}(), kc = {}, Ac = function(e) {
	_(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new Oc();
	}, t.prototype.buildPath = function(e, t) {
		var n, r, i, a;
		if (this.subPixelOptimize) {
			var o = Ec(kc, t, this.style);
			n = o.x, r = o.y, i = o.width, a = o.height, o.r = t.r, t = o;
		} else n = t.x, r = t.y, i = t.width, a = t.height;
		t.r ? Cc(e, t) : e.rect(n, r, i, a);
	}, t.prototype.isZeroArea = function() {
		return !this.shape.width || !this.shape.height;
	}, t;
}(J);
Ac.prototype.type = "rect";
// node_modules/zrender/lib/graphic/Text.js
var jc = { fill: "#000" }, Mc = 2, Nc = { style: F({
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
}, ss.style) }, Pc = function(e) {
	_(t, e);
	function t(t) {
		var n = e.call(this) || this;
		return n.type = "text", n._children = [], n._defaultStyle = jc, n.attr(t), n;
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
		this._childCursor = 0, Vc(this.style), this.style.rich ? this._updateRichTexts() : this._updatePlainTexts(), this._children.length = this._childCursor, this.styleUpdated();
	}, t.prototype.addSelfToZr = function(t) {
		e.prototype.addSelfToZr.call(this, t);
		for (var n = 0; n < this._children.length; n++) this._children[n].__zr = t;
	}, t.prototype.removeSelfFromZr = function(t) {
		e.prototype.removeSelfFromZr.call(this, t);
		for (var n = 0; n < this._children.length; n++) this._children[n].__zr = null;
	}, t.prototype.getBoundingRect = function() {
		if (this.styleChanged() && this._updateSubTexts(), !this._rect) {
			for (var e = new q(0, 0, 0, 0), t = this._children, n = [], r = null, i = 0; i < t.length; i++) {
				var a = t[i], o = a.getBoundingRect(), s = a.getLocalTransform(n);
				s ? (e.copy(o), e.applyTransform(s), r = r || e.clone(), r.union(e)) : (r = r || o.clone(), r.union(o));
			}
			this._rect = r || e;
		}
		return this._rect;
	}, t.prototype.setDefaultTextStyle = function(e) {
		this._defaultStyle = e || jc;
	}, t.prototype.setTextContent = function(e) {}, t.prototype._mergeStyle = function(e, t) {
		if (!t) return e;
		var n = t.rich, r = e.rich || n && {};
		return P(e, t), n && r ? (this._mergeRich(r, n), e.rich = r) : r && (e.rich = r), e;
	}, t.prototype._mergeRich = function(e, t) {
		for (var n = ge(t), r = 0; r < n.length; r++) {
			var i = n[r];
			e[i] = e[i] || {}, P(e[i], t[i]);
		}
	}, t.prototype.getAnimationStyleProps = function() {
		return Nc;
	}, t.prototype._getOrCreateChild = function(e) {
		var t = this._children[this._childCursor];
		return t && t instanceof e || (t = new e()), this._children[this._childCursor++] = t, t.__zr = this.__zr, t.parent = this, t;
	}, t.prototype._updatePlainTexts = function() {
		var e = this.style, t = e.font || "12px sans-serif", n = e.padding, r = Yo(Kc(e), e), i = qc(e), a = !!e.backgroundColor, o = r.outerHeight, s = r.outerWidth, c = r.contentWidth, l = r.lines, u = r.lineHeight, d = this._defaultStyle;
		this.isTruncated = !!r.isTruncated;
		var f = e.x || 0, p = e.y || 0, m = e.align || d.align || "left", h = e.verticalAlign || d.verticalAlign || "top", g = f, _ = Wi(p, r.contentHeight, h);
		if (i || n) {
			var v = Ui(f, s, m), y = Wi(p, o, h);
			i && this._renderBackground(e, e, v, y, s, o);
		}
		_ += u / 2, n && (g = Gc(f, m, n), h === "top" ? _ += n[0] : h === "bottom" && (_ -= n[2]));
		for (var b = 0, x = !1, S = Wc("fill" in e ? e.fill : (x = !0, d.fill)), C = Uc("stroke" in e ? e.stroke : !a && (!d.autoStroke || x) ? (b = Mc, d.stroke) : null), w = e.textShadowBlur > 0, T = e.width != null && (e.overflow === "truncate" || e.overflow === "break" || e.overflow === "breakAll"), E = r.calculatedLineHeight, D = 0; D < l.length; D++) {
			var O = this._getOrCreateChild(vc), k = O.createStyle();
			O.useStyle(k), k.text = l[D], k.x = g, k.y = _, m && (k.textAlign = m), k.textBaseline = "middle", k.opacity = e.opacity, k.strokeFirst = !0, w && (k.shadowBlur = e.textShadowBlur || 0, k.shadowColor = e.textShadowColor || "transparent", k.shadowOffsetX = e.textShadowOffsetX || 0, k.shadowOffsetY = e.textShadowOffsetY || 0), k.stroke = C, k.fill = S, C && (k.lineWidth = e.lineWidth || b, k.lineDash = e.lineDash, k.lineDashOffset = e.lineDashOffset || 0), k.font = t, zc(k, e), _ += u, T && O.setBoundingRect(new q(Ui(k.x, c, k.textAlign), Wi(k.y, E, k.textBaseline), c, E));
		}
	}, t.prototype._updateRichTexts = function() {
		var e = this.style, t = $o(Kc(e), e), n = t.width, r = t.outerWidth, i = t.outerHeight, a = e.padding, o = e.x || 0, s = e.y || 0, c = this._defaultStyle, l = e.align || c.align, u = e.verticalAlign || c.verticalAlign;
		this.isTruncated = !!t.isTruncated;
		var d = Ui(o, r, l), f = Wi(s, i, u), p = d, m = f;
		a && (p += a[3], m += a[0]);
		var h = p + n;
		qc(e) && this._renderBackground(e, e, d, f, r, i);
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
		c === "top" ? l = r + e.height / 2 : c === "bottom" && (l = r + n - e.height / 2), !e.isLineHolder && qc(s) && this._renderBackground(s, t, a === "right" ? i - e.width : a === "center" ? i - e.width / 2 : i, l - e.height / 2, e.width, e.height);
		var u = !!s.backgroundColor, d = e.textPadding;
		d && (i = Gc(i, a, d), l -= e.height / 2 - d[0] - e.innerHeight / 2);
		var f = this._getOrCreateChild(vc), p = f.createStyle();
		f.useStyle(p);
		var m = this._defaultStyle, h = !1, g = 0, _ = Wc("fill" in s ? s.fill : "fill" in t ? t.fill : (h = !0, m.fill)), v = Uc("stroke" in s ? s.stroke : "stroke" in t ? t.stroke : !u && !o && (!m.autoStroke || h) ? (g = Mc, m.stroke) : null), y = s.textShadowBlur > 0 || t.textShadowBlur > 0;
		p.text = e.text, p.x = i, p.y = l, y && (p.shadowBlur = s.textShadowBlur || t.textShadowBlur || 0, p.shadowColor = s.textShadowColor || t.textShadowColor || "transparent", p.shadowOffsetX = s.textShadowOffsetX || t.textShadowOffsetX || 0, p.shadowOffsetY = s.textShadowOffsetY || t.textShadowOffsetY || 0), p.textAlign = a, p.textBaseline = "middle", p.font = e.font || "12px sans-serif", p.opacity = Oe(s.opacity, t.opacity, 1), zc(p, s), v && (p.lineWidth = Oe(s.lineWidth, t.lineWidth, g), p.lineDash = W(s.lineDash, t.lineDash), p.lineDashOffset = t.lineDashOffset || 0, p.stroke = v), _ && (p.fill = _);
		var b = e.contentWidth, x = e.contentHeight;
		f.setBoundingRect(new q(Ui(p.x, b, p.textAlign), Wi(p.y, x, p.textBaseline), b, x));
	}, t.prototype._renderBackground = function(e, t, n, r, i, a) {
		var o = e.backgroundColor, s = e.borderWidth, c = e.borderColor, l = o && o.image, u = o && !l, d = e.borderRadius, f = this, p, m;
		if (u || e.lineHeight || s && c) {
			p = this._getOrCreateChild(Ac), p.useStyle(p.createStyle()), p.style.fill = null;
			var h = p.shape;
			h.x = n, h.y = r, h.width = i, h.height = a, h.r = d, p.dirtyShape();
		}
		if (u) {
			var g = p.style;
			g.fill = o || null, g.fillOpacity = W(e.fillOpacity, 1);
		} else if (l) {
			m = this._getOrCreateChild(Sc), m.onload = function() {
				f.dirtyStyle();
			};
			var _ = m.style;
			_.image = o.image, _.x = n, _.y = r, _.width = i, _.height = a;
		}
		if (s && c) {
			var g = p.style;
			g.lineWidth = s, g.stroke = c, g.strokeOpacity = W(e.strokeOpacity, 1), g.lineDash = e.borderDash, g.lineDashOffset = e.borderDashOffset || 0, p.strokeContainThreshold = 0, p.hasFill() && p.hasStroke() && (g.strokeFirst = !0, g.lineWidth *= 2);
		}
		var v = (p || m).style;
		v.shadowBlur = e.shadowBlur || 0, v.shadowColor = e.shadowColor || "transparent", v.shadowOffsetX = e.shadowOffsetX || 0, v.shadowOffsetY = e.shadowOffsetY || 0, v.opacity = Oe(e.opacity, t.opacity, 1);
	}, t.makeFont = function(e) {
		var t = "";
		return Bc(e) && (t = [
			e.fontStyle,
			e.fontWeight,
			Rc(e.fontSize),
			e.fontFamily || "sans-serif"
		].join(" ")), t && Me(t) || e.textFont || e.font;
	}, t;
}(us), Fc = {
	left: !0,
	right: 1,
	center: 1
}, Ic = {
	top: 1,
	bottom: 1,
	middle: 1
}, Lc = [
	"fontStyle",
	"fontWeight",
	"fontSize",
	"fontFamily"
];
function Rc(e) {
	return typeof e == "string" && (e.indexOf("px") !== -1 || e.indexOf("rem") !== -1 || e.indexOf("em") !== -1) ? e : isNaN(+e) ? "12px" : e + "px";
}
function zc(e, t) {
	for (var n = 0; n < Lc.length; n++) {
		var r = Lc[n], i = t[r];
		i != null && (e[r] = i);
	}
}
function Bc(e) {
	return e.fontSize != null || e.fontFamily || e.fontWeight;
}
function Vc(e) {
	return Hc(e), L(e.rich, Hc), e;
}
function Hc(e) {
	if (e) {
		e.font = Pc.makeFont(e);
		var t = e.align;
		t === "middle" && (t = "center"), e.align = t == null || Fc[t] ? t : "left";
		var n = e.verticalAlign;
		n === "center" && (n = "middle"), e.verticalAlign = n == null || Ic[n] ? n : "top", e.padding && (e.padding = Ae(e.padding));
	}
}
function Uc(e, t) {
	return e == null || t <= 0 || e === "transparent" || e === "none" ? null : e.image || e.colorStops ? "#000" : e;
}
function Wc(e) {
	return e == null || e === "none" ? null : e.image || e.colorStops ? "#000" : e;
}
function Gc(e, t, n) {
	return t === "right" ? e - n[1] : t === "center" ? e + n[3] / 2 - n[1] / 2 : e + n[3];
}
function Kc(e) {
	var t = e.text;
	return t != null && (t += ""), t;
}
function qc(e) {
	return !!(e.backgroundColor || e.lineHeight || e.borderWidth && e.borderColor);
}
// node_modules/echarts/lib/util/innerStore.js
var Y = uo(), Jc = function(e, t, n, r) {
	if (r) {
		var i = Y(r);
		i.dataIndex = n, i.dataType = t, i.seriesIndex = e, i.ssrType = "chart", r.type === "group" && r.traverse(function(r) {
			var i = Y(r);
			i.seriesIndex = e, i.dataIndex = n, i.dataType = t, i.ssrType = "chart";
		});
	}
}, Yc = 1, Xc = {}, Zc = uo(), Qc = uo(), $c = [
	"emphasis",
	"blur",
	"select"
], el = [
	"normal",
	"emphasis",
	"blur",
	"select"
], tl = "highlight", nl = "downplay", rl = "select", il = "unselect", al = "toggleSelect";
function ol(e) {
	return e != null && e !== "none";
}
function sl(e, t, n) {
	e.onHoverStateChange && (e.hoverState || 0) !== n && e.onHoverStateChange(t), e.hoverState = n;
}
function cl(e) {
	sl(e, "emphasis", 2);
}
function ll(e) {
	e.hoverState === 2 && sl(e, "normal", 0);
}
function ul(e) {
	sl(e, "blur", 1);
}
function dl(e) {
	e.hoverState === 1 && sl(e, "normal", 0);
}
function fl(e) {
	e.selected = !0;
}
function pl(e) {
	e.selected = !1;
}
function ml(e, t, n) {
	t(e, n);
}
function hl(e, t, n) {
	ml(e, t, n), e.isGroup && e.traverse(function(e) {
		ml(e, t, n);
	});
}
function gl(e, t) {
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
function _l(e, t, n, r) {
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
function vl(e, t, n, r) {
	var i = n && I(n, "select") >= 0, a = !1;
	if (e instanceof J) {
		var o = Zc(e), s = i && o.selectFill || o.normalFill, c = i && o.selectStroke || o.normalStroke;
		if (ol(s) || ol(c)) {
			r = r || {};
			var l = r.style || {};
			l.fill === "inherit" ? (a = !0, r = P({}, r), l = P({}, l), l.fill = s) : !ol(l.fill) && ol(s) ? (a = !0, r = P({}, r), l = P({}, l), l.fill = Ar(s)) : !ol(l.stroke) && ol(c) && (a || (r = P({}, r), l = P({}, l)), l.stroke = Ar(c)), r.style = l;
		}
	}
	if (r && r.z2 == null) {
		a || (r = P({}, r));
		var u = e.z2EmphasisLift;
		r.z2 = e.z2 + (u ?? 10);
	}
	return r;
}
function yl(e, t, n) {
	if (n && n.z2 == null) {
		n = P({}, n);
		var r = e.z2SelectLift;
		n.z2 = e.z2 + (r ?? 9);
	}
	return n;
}
function bl(e, t, n) {
	var r = I(e.currentStates, t) >= 0, i = e.style.opacity, a = r ? null : _l(e, ["opacity"], t, { opacity: 1 });
	n = n || {};
	var o = n.style || {};
	return o.opacity ?? (n = P({}, n), o = P({ opacity: r ? i : a.opacity * .1 }, o), n.style = o), n;
}
function xl(e, t) {
	var n = this.states[e];
	if (this.style) {
		if (e === "emphasis") return vl(this, e, t, n);
		if (e === "blur") return bl(this, e, n);
		if (e === "select") return yl(this, e, n);
	}
	return n;
}
function Sl(e) {
	e.stateProxy = xl;
	var t = e.getTextContent(), n = e.getTextGuideLine();
	t && (t.stateProxy = xl), n && (n.stateProxy = xl);
}
function Cl(e, t) {
	!jl(e, t) && !e.__highByOuter && hl(e, cl);
}
function wl(e, t) {
	!jl(e, t) && !e.__highByOuter && hl(e, ll);
}
function Tl(e, t) {
	e.__highByOuter |= 1 << (t || 0), hl(e, cl);
}
function El(e, t) {
	!(e.__highByOuter &= ~(1 << (t || 0))) && hl(e, ll);
}
function Dl(e) {
	hl(e, ul);
}
function Ol(e) {
	hl(e, dl);
}
function kl(e) {
	hl(e, fl);
}
function Al(e) {
	hl(e, pl);
}
function jl(e, t) {
	return e.__highDownSilentOnTouch && t.zrByTouch;
}
function Ml(e) {
	var t = e.getModel(), n = [], r = [];
	t.eachComponent(function(t, i) {
		var a = Qc(i), o = t === "series", s = o ? e.getViewOfSeriesModel(i) : e.getViewOfComponentModel(i);
		!o && r.push(s), a.isBlured && (s.group.traverse(function(e) {
			dl(e);
		}), o && n.push(i)), a.isBlured = !1;
	}), L(r, function(e) {
		e && e.toggleBlurSeries && e.toggleBlurSeries(n, !1, t);
	});
}
function Nl(e, t, n, r) {
	var i = r.getModel();
	n = n || "coordinateSystem";
	function a(e, t) {
		for (var n = 0; n < t.length; n++) {
			var r = e.getItemGraphicEl(t[n]);
			r && Ol(r);
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
					e.__highByOuter && i && t === "self" || ul(e);
				}), pe(t)) a(e.getData(), t);
				else if (U(t)) for (var u = ge(t), d = 0; d < u.length; d++) a(e.getData(u[d]), t[u[d]]);
				c.push(e), Qc(e).isBlured = !0;
			}
		}), i.eachComponent(function(e, t) {
			if (e !== "series") {
				var n = r.getViewOfComponentModel(t);
				n && n.toggleBlurSeries && n.toggleBlurSeries(c, !0, i);
			}
		});
	}
}
function Pl(e, t, n) {
	if (e != null && t != null) {
		var r = n.getModel().getComponent(e, t);
		if (r) {
			Qc(r).isBlured = !0;
			var i = n.getViewOfComponentModel(r);
			i && i.focusBlurEnabled && i.group.traverse(function(e) {
				ul(e);
			});
		}
	}
}
function Fl(e, t, n) {
	var r = e.seriesIndex, i = e.getData(t.dataType);
	if (i) {
		var a = lo(i, t);
		a = (B(a) ? a[0] : a) || 0;
		var o = i.getItemGraphicEl(a);
		if (!o) for (var s = i.count(), c = 0; !o && c < s;) o = i.getItemGraphicEl(c++);
		if (o) {
			var l = Y(o);
			Nl(r, l.focus, l.blurScope, n);
		} else {
			var u = e.get(["emphasis", "focus"]), d = e.get(["emphasis", "blurScope"]);
			u != null && Nl(r, u, d, n);
		}
	}
}
function Il(e, t, n, r) {
	var i = {
		focusSelf: !1,
		dispatchers: null
	};
	if (e == null || e === "series" || t == null || n == null) return i;
	var a = r.getModel().getComponent(e, t);
	if (!a) return i;
	var o = r.getViewOfComponentModel(a);
	if (!o || !o.findHighDownDispatchers) return i;
	for (var s = o.findHighDownDispatchers(n), c, l = 0; l < s.length; l++) if (Y(s[l]).focus === "self") {
		c = !0;
		break;
	}
	return {
		focusSelf: c,
		dispatchers: s
	};
}
function Ll(e, t, n) {
	var r = Y(e), i = Il(r.componentMainType, r.componentIndex, r.componentHighDownName, n), a = i.dispatchers, o = i.focusSelf;
	a ? (o && Pl(r.componentMainType, r.componentIndex, n), L(a, function(e) {
		return Cl(e, t);
	})) : (Nl(r.seriesIndex, r.focus, r.blurScope, n), r.focus === "self" && Pl(r.componentMainType, r.componentIndex, n), Cl(e, t));
}
function Rl(e, t, n) {
	Ml(n);
	var r = Y(e), i = Il(r.componentMainType, r.componentIndex, r.componentHighDownName, n).dispatchers;
	i ? L(i, function(e) {
		return wl(e, t);
	}) : wl(e, t);
}
function zl(e, t, n) {
	if (Ql(t)) {
		var r = t.dataType, i = lo(e.getData(r), t);
		B(i) || (i = [i]), e[t.type === "toggleSelect" ? "toggleSelect" : t.type === "select" ? "select" : "unselect"](i, r);
	}
}
function Bl(e) {
	L(e.getAllData(), function(t) {
		var n = t.data, r = t.type;
		n.eachItemGraphicEl(function(t, n) {
			e.isSelected(n, r) ? kl(t) : Al(t);
		});
	});
}
function Vl(e) {
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
function Hl(e, t, n) {
	Yl(e, !0), hl(e, Sl), Gl(e, t, n);
}
function Ul(e) {
	Yl(e, !1);
}
function Wl(e, t, n, r) {
	r ? Ul(e) : Hl(e, t, n);
}
function Gl(e, t, n) {
	var r = Y(e);
	t == null ? r.focus && (r.focus = null) : (r.focus = t, r.blurScope = n);
}
var Kl = [
	"emphasis",
	"blur",
	"select"
], ql = {
	itemStyle: "getItemStyle",
	lineStyle: "getLineStyle",
	areaStyle: "getAreaStyle"
};
function Jl(e, t, n, r) {
	n = n || "itemStyle";
	for (var i = 0; i < Kl.length; i++) {
		var a = Kl[i], o = t.getModel([a, n]), s = e.ensureState(a);
		s.style = r ? r(o) : o[ql[n]]();
	}
}
function Yl(e, t) {
	var n = t === !1, r = e;
	e.highDownSilentOnTouch && (r.__highDownSilentOnTouch = e.highDownSilentOnTouch), (!n || r.__highDownDispatcher) && (r.__highByOuter = r.__highByOuter || 0, r.__highDownDispatcher = !n);
}
function Xl(e) {
	return !!(e && e.__highDownDispatcher);
}
function Zl(e) {
	var t = Xc[e];
	return t == null && Yc <= 32 && (t = Xc[e] = Yc++), t;
}
function Ql(e) {
	var t = e.type;
	return t === "select" || t === "unselect" || t === "toggleSelect";
}
function $l(e) {
	var t = e.type;
	return t === "highlight" || t === "downplay";
}
function eu(e) {
	var t = Zc(e);
	t.normalFill = e.style.fill, t.normalStroke = e.style.stroke;
	var n = e.states.select || {};
	t.selectFill = n.style && n.style.fill || null, t.selectStroke = n.style && n.style.stroke || null;
}
// node_modules/zrender/lib/tool/transformPath.js
var tu = Ks.CMD, nu = [
	[],
	[],
	[]
], ru = Math.sqrt, iu = Math.atan2;
function au(e, t) {
	if (t) {
		var n = e.data, r = e.len(), i, a, o, s, c, l, u = tu.M, d = tu.C, f = tu.L, p = tu.R, m = tu.A, h = tu.Q;
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
					var g = t[4], _ = t[5], v = ru(t[0] * t[0] + t[1] * t[1]), y = ru(t[2] * t[2] + t[3] * t[3]), b = iu(-t[1] / y, t[0] / v);
					n[o] *= v, n[o++] += g, n[o] *= y, n[o++] += _, n[o++] *= v, n[o++] *= y, n[o++] += b, n[o++] += b, o += 2, s = o;
					break;
				case p: l[0] = n[o++], l[1] = n[o++], rt(l, l, t), n[s++] = l[0], n[s++] = l[1], l[0] += n[o++], l[1] += n[o++], rt(l, l, t), n[s++] = l[0], n[s++] = l[1];
			}
			for (c = 0; c < a; c++) {
				var x = nu[c];
				x[0] = n[o++], x[1] = n[o++], rt(x, x, t), n[s++] = x[0], n[s++] = x[1];
			}
		}
		e.increaseVersion();
	}
}
// node_modules/zrender/lib/tool/path.js
var ou = Math.sqrt, su = Math.sin, cu = Math.cos, lu = Math.PI;
function uu(e) {
	return Math.sqrt(e[0] * e[0] + e[1] * e[1]);
}
function du(e, t) {
	return (e[0] * t[0] + e[1] * t[1]) / (uu(e) * uu(t));
}
function fu(e, t) {
	return (e[0] * t[1] < e[1] * t[0] ? -1 : 1) * Math.acos(du(e, t));
}
function pu(e, t, n, r, i, a, o, s, c, l, u) {
	var d = lu / 180 * c, f = cu(d) * (e - n) / 2 + su(d) * (t - r) / 2, p = -1 * su(d) * (e - n) / 2 + cu(d) * (t - r) / 2, m = f * f / (o * o) + p * p / (s * s);
	m > 1 && (o *= ou(m), s *= ou(m));
	var h = (i === a ? -1 : 1) * ou((o * o * (s * s) - o * o * (p * p) - s * s * (f * f)) / (o * o * (p * p) + s * s * (f * f))) || 0, g = h * o * p / s, _ = h * -s * f / o, v = (e + n) / 2 + cu(d) * g - su(d) * _, y = (t + r) / 2 + su(d) * g + cu(d) * _, b = fu([1, 0], [(f - g) / o, (p - _) / s]), x = [(f - g) / o, (p - _) / s], S = [(-1 * f - g) / o, (-1 * p - _) / s], C = fu(x, S);
	if (du(x, S) <= -1 && (C = lu), du(x, S) >= 1 && (C = 0), C < 0) {
		var w = Math.round(C / lu * 1e6) / 1e6;
		C = lu * 2 + w % 2 * lu;
	}
	u.addData(l, v, y, o, s, b, C, d, a);
}
var mu = /([mlvhzcqtsa])([^mlvhzcqtsa]*)/gi, hu = /-?([0-9]*\.)?[0-9]+([eE]-?[0-9]+)?/g;
function gu(e) {
	var t = new Ks();
	if (!e) return t;
	var n = 0, r = 0, i = n, a = r, o, s = Ks.CMD, c = e.match(mu);
	if (!c) return t;
	for (var l = 0; l < c.length; l++) {
		for (var u = c[l], d = u.charAt(0), f = void 0, p = u.match(hu) || [], m = p.length, h = 0; h < m; h++) p[h] = parseFloat(p[h]);
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
					y = p[g++], b = p[g++], x = p[g++], S = p[g++], C = p[g++], w = n, T = r, n = p[g++], r = p[g++], f = s.A, pu(w, T, n, r, S, C, y, b, x, f, t);
					break;
				case "a": y = p[g++], b = p[g++], x = p[g++], S = p[g++], C = p[g++], w = n, T = r, n += p[g++], r += p[g++], f = s.A, pu(w, T, n, r, S, C, y, b, x, f, t);
			}
		}
		(d === "z" || d === "Z") && (f = s.Z, t.addData(f), n = i, r = a), o = f;
	}
	return t.toStatic(), t;
}
var _u = function(e) {
	_(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.applyTransform = function(e) {}, t;
}(J);
function vu(e) {
	return e.setData != null;
}
function yu(e, t) {
	var n = gu(e), r = P({}, t);
	return r.buildPath = function(e) {
		if (vu(e)) {
			e.setData(n.data);
			var t = e.getContext();
			t && e.rebuildPath(t, 1);
		} else {
			var t = e;
			n.rebuildPath(t, 1);
		}
	}, r.applyTransform = function(e) {
		au(n, e), this.dirtyShape();
	}, r;
}
function bu(e, t) {
	return new _u(yu(e, t));
}
function xu(e, t) {
	var n = yu(e, t);
	return function(e) {
		_(t, e);
		function t(t) {
			var r = e.call(this, t) || this;
			return r.applyTransform = n.applyTransform, r.buildPath = n.buildPath, r;
		}
		return t;
	}(_u);
}
function Su(e, t) {
	for (var n = [], r = e.length, i = 0; i < r; i++) {
		var a = e[i];
		n.push(a.getUpdatedPathProxy(!0));
	}
	var o = new J(t);
	return o.createPathProxy(), o.buildPath = function(e) {
		if (vu(e)) {
			e.appendPath(n);
			var t = e.getContext();
			t && e.rebuildPath(t, 1);
		}
	}, o;
}
// node_modules/zrender/lib/graphic/shape/Circle.js
var Cu = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.r = 0;
	}
	return e;
}(), wu = function(e) {
	_(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new Cu();
	}, t.prototype.buildPath = function(e, t) {
		e.moveTo(t.cx + t.r, t.cy), e.arc(t.cx, t.cy, t.r, 0, Math.PI * 2);
	}, t;
}(J);
wu.prototype.type = "circle";
// node_modules/zrender/lib/graphic/shape/Ellipse.js
var Tu = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.rx = 0, this.ry = 0;
	}
	return e;
}(), Eu = function(e) {
	_(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new Tu();
	}, t.prototype.buildPath = function(e, t) {
		var n = .5522848, r = t.cx, i = t.cy, a = t.rx, o = t.ry, s = a * n, c = o * n;
		e.moveTo(r - a, i), e.bezierCurveTo(r - a, i - c, r - s, i - o, r, i - o), e.bezierCurveTo(r + s, i - o, r + a, i - c, r + a, i), e.bezierCurveTo(r + a, i + c, r + s, i + o, r, i + o), e.bezierCurveTo(r - s, i + o, r - a, i + c, r - a, i), e.closePath();
	}, t;
}(J);
Eu.prototype.type = "ellipse";
// node_modules/zrender/lib/graphic/helper/roundSector.js
var Du = Math.PI, Ou = Du * 2, ku = Math.sin, Au = Math.cos, ju = Math.acos, Mu = Math.atan2, Nu = Math.abs, Pu = Math.sqrt, Fu = Math.max, Iu = Math.min, Lu = 1e-4;
function Ru(e, t, n, r, i, a, o, s) {
	var c = n - e, l = r - t, u = o - i, d = s - a, f = d * c - u * l;
	if (!(f * f < Lu)) return f = (u * (t - a) - d * (e - i)) / f, [e + f * c, t + f * l];
}
function zu(e, t, n, r, i, a, o) {
	var s = e - n, c = t - r, l = (o ? a : -a) / Pu(s * s + c * c), u = l * c, d = -l * s, f = e + u, p = t + d, m = n + u, h = r + d, g = (f + m) / 2, _ = (p + h) / 2, v = m - f, y = h - p, b = v * v + y * y, x = i - a, S = f * h - m * p, C = (y < 0 ? -1 : 1) * Pu(Fu(0, x * x * b - S * S)), w = (S * y - v * C) / b, T = (-S * v - y * C) / b, E = (S * y + v * C) / b, D = (-S * v + y * C) / b, O = w - g, k = T - _, A = E - g, j = D - _;
	return O * O + k * k > A * A + j * j && (w = E, T = D), {
		cx: w,
		cy: T,
		x0: -u,
		y0: -d,
		x1: w * (i / x - 1),
		y1: T * (i / x - 1)
	};
}
function Bu(e) {
	var t;
	if (B(e)) {
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
function Vu(e, t) {
	var n, r = Fu(t.r, 0), i = Fu(t.r0 || 0, 0), a = r > 0;
	if (a || i > 0) {
		if (a || (r = i, i = 0), i > r) {
			var o = r;
			r = i, i = o;
		}
		var s = t.startAngle, c = t.endAngle;
		if (!(isNaN(s) || isNaN(c))) {
			var l = t.cx, u = t.cy, d = !!t.clockwise, f = Nu(c - s), p = f > Ou && f % Ou;
			if (p > Lu && (f = p), !(r > Lu)) e.moveTo(l, u);
			else if (f > Ou - Lu) e.moveTo(l + r * Au(s), u + r * ku(s)), e.arc(l, u, r, s, c, !d), i > Lu && (e.moveTo(l + i * Au(c), u + i * ku(c)), e.arc(l, u, i, c, s, d));
			else {
				var m = void 0, h = void 0, g = void 0, _ = void 0, v = void 0, y = void 0, b = void 0, x = void 0, S = void 0, C = void 0, w = void 0, T = void 0, E = void 0, D = void 0, O = void 0, k = void 0, A = r * Au(s), j = r * ku(s), ee = i * Au(c), te = i * ku(c), ne = f > Lu;
				if (ne) {
					var re = t.cornerRadius;
					re && (n = Bu(re), m = n[0], h = n[1], g = n[2], _ = n[3]);
					var ie = Nu(r - i) / 2;
					if (v = Iu(ie, g), y = Iu(ie, _), b = Iu(ie, m), x = Iu(ie, h), w = S = Fu(v, y), T = C = Fu(b, x), (S > Lu || C > Lu) && (E = r * Au(c), D = r * ku(c), O = i * Au(s), k = i * ku(s), f < Du)) {
						var ae = Ru(A, j, O, k, E, D, ee, te);
						if (ae) {
							var oe = A - ae[0], se = j - ae[1], ce = E - ae[0], le = D - ae[1], M = 1 / ku(ju((oe * ce + se * le) / (Pu(oe * oe + se * se) * Pu(ce * ce + le * le))) / 2), N = Pu(ae[0] * ae[0] + ae[1] * ae[1]);
							w = Iu(S, (r - N) / (M + 1)), T = Iu(C, (i - N) / (M - 1));
						}
					}
				}
				if (!ne) e.moveTo(l + A, u + j);
				else if (w > Lu) {
					var ue = Iu(g, w), P = Iu(_, w), F = zu(O, k, A, j, r, ue, d), I = zu(E, D, ee, te, r, P, d);
					e.moveTo(l + F.cx + F.x0, u + F.cy + F.y0), w < S && ue === P ? e.arc(l + F.cx, u + F.cy, w, Mu(F.y0, F.x0), Mu(I.y0, I.x0), !d) : (ue > 0 && e.arc(l + F.cx, u + F.cy, ue, Mu(F.y0, F.x0), Mu(F.y1, F.x1), !d), e.arc(l, u, r, Mu(F.cy + F.y1, F.cx + F.x1), Mu(I.cy + I.y1, I.cx + I.x1), !d), P > 0 && e.arc(l + I.cx, u + I.cy, P, Mu(I.y1, I.x1), Mu(I.y0, I.x0), !d));
				} else e.moveTo(l + A, u + j), e.arc(l, u, r, s, c, !d);
				if (!(i > Lu) || !ne) e.lineTo(l + ee, u + te);
				else if (T > Lu) {
					var ue = Iu(m, T), P = Iu(h, T), F = zu(ee, te, E, D, i, -P, d), I = zu(A, j, O, k, i, -ue, d);
					e.lineTo(l + F.cx + F.x0, u + F.cy + F.y0), T < C && ue === P ? e.arc(l + F.cx, u + F.cy, T, Mu(F.y0, F.x0), Mu(I.y0, I.x0), !d) : (P > 0 && e.arc(l + F.cx, u + F.cy, P, Mu(F.y0, F.x0), Mu(F.y1, F.x1), !d), e.arc(l, u, i, Mu(F.cy + F.y1, F.cx + F.x1), Mu(I.cy + I.y1, I.cx + I.x1), d), ue > 0 && e.arc(l + I.cx, u + I.cy, ue, Mu(I.y1, I.x1), Mu(I.y0, I.x0), !d));
				} else e.lineTo(l + ee, u + te), e.arc(l, u, i, c, s, d);
			}
			e.closePath();
		}
	}
}
// node_modules/zrender/lib/graphic/shape/Sector.js
var Hu = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.r0 = 0, this.r = 0, this.startAngle = 0, this.endAngle = Math.PI * 2, this.clockwise = !0, this.cornerRadius = 0;
	}
	return e;
}(), Uu = function(e) {
	_(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new Hu();
	}, t.prototype.buildPath = function(e, t) {
		Vu(e, t);
	}, t.prototype.isZeroArea = function() {
		return this.shape.startAngle === this.shape.endAngle || this.shape.r === this.shape.r0;
	}, t;
}(J);
Uu.prototype.type = "sector";
// node_modules/zrender/lib/graphic/shape/Ring.js
var Wu = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.r = 0, this.r0 = 0;
	}
	return e;
}(), Gu = function(e) {
	_(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new Wu();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.cx, r = t.cy, i = Math.PI * 2;
		e.moveTo(n + t.r, r), e.arc(n, r, t.r, 0, i, !1), e.moveTo(n + t.r0, r), e.arc(n, r, t.r0, 0, i, !0);
	}, t;
}(J);
Gu.prototype.type = "ring";
// node_modules/zrender/lib/graphic/helper/smoothBezier.js
function Ku(e, t, n, r) {
	var i = [], a = [], o = [], s = [], c, l, u, d;
	if (r) {
		u = [Infinity, Infinity], d = [-Infinity, -Infinity];
		for (var f = 0, p = e.length; f < p; f++) it(u, u, e[f]), at(d, d, e[f]);
		it(u, u, r[0]), at(d, d, r[1]);
	}
	for (var f = 0, p = e.length; f < p; f++) {
		var m = e[f];
		if (n) c = e[f ? f - 1 : p - 1], l = e[(f + 1) % p];
		else if (f === 0 || f === p - 1) {
			i.push(Ke(e[f]));
			continue;
		} else c = e[f - 1], l = e[f + 1];
		Je(a, l, c), Ze(a, a, t);
		var h = $e(m, c), g = $e(m, l), _ = h + g;
		_ !== 0 && (h /= _, g /= _), Ze(o, a, -h), Ze(s, a, g);
		var v = qe([], m, o), y = qe([], m, s);
		r && (at(v, v, u), it(v, v, d), at(y, y, u), it(y, y, d)), i.push(v), i.push(y);
	}
	return n && i.push(i.shift()), i;
}
// node_modules/zrender/lib/graphic/helper/poly.js
function qu(e, t, n) {
	var r = t.smooth, i = t.points;
	if (i && i.length >= 2) {
		if (r) {
			var a = Ku(i, r, n, t.smoothConstraint);
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
var Ju = function() {
	function e() {
		this.points = null, this.smooth = 0, this.smoothConstraint = null;
	}
	return e;
}(), Yu = function(e) {
	_(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new Ju();
	}, t.prototype.buildPath = function(e, t) {
		qu(e, t, !0);
	}, t;
}(J);
Yu.prototype.type = "polygon";
// node_modules/zrender/lib/graphic/shape/Polyline.js
var Xu = function() {
	function e() {
		this.points = null, this.percent = 1, this.smooth = 0, this.smoothConstraint = null;
	}
	return e;
}(), Zu = function(e) {
	_(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultStyle = function() {
		return {
			stroke: "#000",
			fill: null
		};
	}, t.prototype.getDefaultShape = function() {
		return new Xu();
	}, t.prototype.buildPath = function(e, t) {
		qu(e, t, !1);
	}, t;
}(J);
Zu.prototype.type = "polyline";
// node_modules/zrender/lib/graphic/shape/Line.js
var Qu = {}, $u = function() {
	function e() {
		this.x1 = 0, this.y1 = 0, this.x2 = 0, this.y2 = 0, this.percent = 1;
	}
	return e;
}(), ed = function(e) {
	_(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultStyle = function() {
		return {
			stroke: "#000",
			fill: null
		};
	}, t.prototype.getDefaultShape = function() {
		return new $u();
	}, t.prototype.buildPath = function(e, t) {
		var n, r, i, a;
		if (this.subPixelOptimize) {
			var o = Tc(Qu, t, this.style);
			n = o.x1, r = o.y1, i = o.x2, a = o.y2;
		} else n = t.x1, r = t.y1, i = t.x2, a = t.y2;
		var s = t.percent;
		s !== 0 && (e.moveTo(n, r), s < 1 && (i = n * (1 - s) + i * s, a = r * (1 - s) + a * s), e.lineTo(i, a));
	}, t.prototype.pointAt = function(e) {
		var t = this.shape;
		return [t.x1 * (1 - e) + t.x2 * e, t.y1 * (1 - e) + t.y2 * e];
	}, t;
}(J);
ed.prototype.type = "line";
// node_modules/zrender/lib/graphic/shape/BezierCurve.js
var td = [], nd = function() {
	function e() {
		this.x1 = 0, this.y1 = 0, this.x2 = 0, this.y2 = 0, this.cpx1 = 0, this.cpy1 = 0, this.percent = 1;
	}
	return e;
}();
function rd(e, t, n) {
	var r = e.cpx2, i = e.cpy2;
	return r != null || i != null ? [(n ? Vn : Bn)(e.x1, e.cpx1, e.cpx2, e.x2, t), (n ? Vn : Bn)(e.y1, e.cpy1, e.cpy2, e.y2, t)] : [(n ? Jn : qn)(e.x1, e.cpx1, e.x2, t), (n ? Jn : qn)(e.y1, e.cpy1, e.y2, t)];
}
var id = function(e) {
	_(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultStyle = function() {
		return {
			stroke: "#000",
			fill: null
		};
	}, t.prototype.getDefaultShape = function() {
		return new nd();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.x1, r = t.y1, i = t.x2, a = t.y2, o = t.cpx1, s = t.cpy1, c = t.cpx2, l = t.cpy2, u = t.percent;
		u !== 0 && (e.moveTo(n, r), c == null || l == null ? (u < 1 && (Zn(n, o, i, u, td), o = td[1], i = td[2], Zn(r, s, a, u, td), s = td[1], a = td[2]), e.quadraticCurveTo(o, s, i, a)) : (u < 1 && (Wn(n, o, c, i, u, td), o = td[1], c = td[2], i = td[3], Wn(r, s, l, a, u, td), s = td[1], l = td[2], a = td[3]), e.bezierCurveTo(o, s, c, l, i, a)));
	}, t.prototype.pointAt = function(e) {
		return rd(this.shape, e, !1);
	}, t.prototype.tangentAt = function(e) {
		var t = rd(this.shape, e, !0);
		return Qe(t, t);
	}, t;
}(J);
id.prototype.type = "bezier-curve";
// node_modules/zrender/lib/graphic/shape/Arc.js
var ad = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.r = 0, this.startAngle = 0, this.endAngle = Math.PI * 2, this.clockwise = !0;
	}
	return e;
}(), od = function(e) {
	_(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultStyle = function() {
		return {
			stroke: "#000",
			fill: null
		};
	}, t.prototype.getDefaultShape = function() {
		return new ad();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.cx, r = t.cy, i = Math.max(t.r, 0), a = t.startAngle, o = t.endAngle, s = t.clockwise, c = Math.cos(a), l = Math.sin(a);
		e.moveTo(c * i + n, l * i + r), e.arc(n, r, i, a, o, !s);
	}, t;
}(J);
od.prototype.type = "arc";
// node_modules/zrender/lib/graphic/CompoundPath.js
var sd = function(e) {
	_(t, e);
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
		return this._updatePathDirty.call(this), J.prototype.getBoundingRect.call(this);
	}, t;
}(J), cd = function() {
	function e(e) {
		this.colorStops = e || [];
	}
	return e.prototype.addColorStop = function(e, t) {
		this.colorStops.push({
			offset: e,
			color: t
		});
	}, e;
}(), ld = function(e) {
	_(t, e);
	function t(t, n, r, i, a, o) {
		var s = e.call(this, a) || this;
		return s.x = t ?? 0, s.y = n ?? 0, s.x2 = r ?? 1, s.y2 = i ?? 0, s.type = "linear", s.global = o || !1, s;
	}
	return t;
}(cd), ud = function(e) {
	_(t, e);
	function t(t, n, r, i, a) {
		var o = e.call(this, i) || this;
		return o.x = t ?? .5, o.y = n ?? .5, o.r = r ?? .5, o.type = "radial", o.global = a || !1, o;
	}
	return t;
}(cd), dd = [0, 0], fd = [0, 0], pd = new Kt(), md = new Kt(), hd = function() {
	function e(e, t) {
		this._corners = [], this._axes = [], this._origin = [0, 0];
		for (var n = 0; n < 4; n++) this._corners[n] = new Kt();
		for (var n = 0; n < 2; n++) this._axes[n] = new Kt();
		e && this.fromBoundingRect(e, t);
	}
	return e.prototype.fromBoundingRect = function(e, t) {
		var n = this._corners, r = this._axes, i = e.x, a = e.y, o = i + e.width, s = a + e.height;
		if (n[0].set(i, a), n[1].set(o, a), n[2].set(o, s), n[3].set(i, s), t) for (var c = 0; c < 4; c++) n[c].transform(t);
		Kt.sub(r[0], n[1], n[0]), Kt.sub(r[1], n[3], n[0]), r[0].normalize(), r[1].normalize();
		for (var c = 0; c < 2; c++) this._origin[c] = r[c].dot(n[0]);
	}, e.prototype.intersect = function(e, t) {
		var n = !0, r = !t;
		return pd.set(Infinity, Infinity), md.set(0, 0), !this._intersectCheckOneSide(this, e, pd, md, r, 1) && (n = !1, r) || !this._intersectCheckOneSide(e, this, pd, md, r, -1) && (n = !1, r) || r || Kt.copy(t, n ? pd : md), n;
	}, e.prototype._intersectCheckOneSide = function(e, t, n, r, i, a) {
		for (var o = !0, s = 0; s < 2; s++) {
			var c = this._axes[s];
			if (this._getProjMinMaxOnAxis(s, e._corners, dd), this._getProjMinMaxOnAxis(s, t._corners, fd), dd[1] < fd[0] || dd[0] > fd[1]) {
				if (o = !1, i) return o;
				var l = Math.abs(fd[0] - dd[1]), u = Math.abs(dd[0] - fd[1]);
				Math.min(l, u) > r.len() && (l < u ? Kt.scale(r, c, -l * a) : Kt.scale(r, c, u * a));
			} else if (n) {
				var l = Math.abs(fd[0] - dd[1]), u = Math.abs(dd[0] - fd[1]);
				Math.min(l, u) < n.len() && (l < u ? Kt.scale(n, c, l * a) : Kt.scale(n, c, -u * a));
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
}(), gd = [], _d = function(e) {
	_(t, e);
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
			for (var e = new q(Infinity, Infinity, -Infinity, -Infinity), t = 0; t < this._displayables.length; t++) {
				var n = this._displayables[t], r = n.getBoundingRect().clone();
				n.needLocalTransform() && r.applyTransform(n.getLocalTransform(gd)), e.union(r);
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
}(us), vd = uo();
function yd(e, t, n, r, i) {
	var a;
	if (t && t.ecModel) {
		var o = t.ecModel.getUpdatePayload();
		a = o && o.animation;
	}
	var s = t && t.isAnimationEnabled(), c = e === "update";
	if (s) {
		var l = void 0, u = void 0, d = void 0;
		return r ? (l = W(r.duration, 200), u = W(r.easing, "cubicOut"), d = 0) : (l = t.getShallow(c ? "animationDurationUpdate" : "animationDuration"), u = t.getShallow(c ? "animationEasingUpdate" : "animationEasing"), d = t.getShallow(c ? "animationDelayUpdate" : "animationDelay")), a && (a.duration != null && (l = a.duration), a.easing != null && (u = a.easing), a.delay != null && (d = a.delay)), V(d) && (d = d(n, i)), V(l) && (l = l(n)), {
			duration: l || 0,
			delay: d,
			easing: u
		};
	}
	return null;
}
function bd(e, t, n, r, i, a, o) {
	var s = !1, c;
	V(i) ? (o = a, a = i, i = null) : U(i) && (a = i.cb, o = i.during, s = i.isFrom, c = i.removeOpt, i = i.dataIndex);
	var l = e === "leave";
	l || t.stopAnimation("leave");
	var u = yd(e, r, i, l ? c || {} : null, r && r.getAnimationDelayParams ? r.getAnimationDelayParams(t, i) : null);
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
function xd(e, t, n, r, i, a) {
	bd("update", e, t, n, r, i, a);
}
function Sd(e, t, n, r, i, a) {
	bd("enter", e, t, n, r, i, a);
}
function Cd(e) {
	if (!e.__zr) return !0;
	for (var t = 0; t < e.animators.length; t++) if (e.animators[t].scope === "leave") return !0;
	return !1;
}
function wd(e, t, n, r, i, a) {
	Cd(e) || bd("leave", e, t, n, r, i, a);
}
function Td(e, t, n, r) {
	e.removeTextContent(), e.removeTextGuideLine(), wd(e, { style: { opacity: 0 } }, t, n, r);
}
function Ed(e, t, n) {
	function r() {
		e.parent && e.parent.remove(e);
	}
	e.isGroup ? e.traverse(function(e) {
		e.isGroup || Td(e, t, n, r);
	}) : Td(e, t, n, r);
}
function Dd(e) {
	vd(e).oldStyle = e.style;
}
// node_modules/echarts/lib/util/graphic.js
var Od = /* @__PURE__ */ t({
	Arc: () => od,
	BezierCurve: () => id,
	BoundingRect: () => q,
	Circle: () => wu,
	CompoundPath: () => sd,
	Ellipse: () => Eu,
	Group: () => sa,
	Image: () => Sc,
	IncrementalDisplayable: () => _d,
	Line: () => ed,
	LinearGradient: () => ld,
	OrientedBoundingRect: () => hd,
	Path: () => J,
	Point: () => Kt,
	Polygon: () => Yu,
	Polyline: () => Zu,
	RadialGradient: () => ud,
	Rect: () => Ac,
	Ring: () => Gu,
	Sector: () => Uu,
	Text: () => Pc,
	applyTransform: () => Kd,
	clipPointsByRect: () => Zd,
	clipRectByRect: () => Qd,
	createIcon: () => $d,
	extendPath: () => Pd,
	extendShape: () => Md,
	getShapeClass: () => Id,
	getTransform: () => Gd,
	groupTransition: () => Xd,
	initProps: () => Sd,
	isElementRemoved: () => Cd,
	lineLineIntersect: () => tf,
	linePolygonIntersect: () => ef,
	makeImage: () => Rd,
	makePath: () => Ld,
	mergePath: () => Bd,
	registerShape: () => Fd,
	removeElement: () => wd,
	removeElementWithFadeOut: () => Ed,
	resizePath: () => Vd,
	setTooltipConfig: () => af,
	subPixelOptimize: () => Wd,
	subPixelOptimizeLine: () => Hd,
	subPixelOptimizeRect: () => Ud,
	transformDirection: () => qd,
	traverseElements: () => sf,
	updateProps: () => xd
}), kd = Math.max, Ad = Math.min, jd = {};
function Md(e) {
	return J.extend(e);
}
var Nd = xu;
function Pd(e, t) {
	return Nd(e, t);
}
function Fd(e, t) {
	jd[e] = t;
}
function Id(e) {
	if (jd.hasOwnProperty(e)) return jd[e];
}
function Ld(e, t, n, r) {
	var i = bu(e, t);
	return n && (r === "center" && (n = zd(n, i.getBoundingRect())), Vd(i, n)), i;
}
function Rd(e, t, n) {
	var r = new Sc({
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
				r.setStyle(zd(t, i));
			}
		}
	});
	return r;
}
function zd(e, t) {
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
var Bd = Su;
function Vd(e, t) {
	if (e.applyTransform) {
		var n = e.getBoundingRect().calculateTransform(t);
		e.applyTransform(n);
	}
}
function Hd(e, t) {
	return Tc(e, e, { lineWidth: t }), e;
}
function Ud(e) {
	return Ec(e.shape, e.shape, e.style), e;
}
var Wd = Dc;
function Gd(e, t) {
	for (var n = zt([]); e && e !== t;) Vt(n, e.getLocalTransform(), n), e = e.parent;
	return n;
}
function Kd(e, t, n) {
	return t && !pe(t) && (t = Ii.getLocalTransform(t)), n && (t = Gt([], t)), rt([], e, t);
}
function qd(e, t, n) {
	var r = t[4] === 0 || t[5] === 0 || t[0] === 0 ? 1 : Math.abs(2 * t[4] / t[0]), i = t[4] === 0 || t[5] === 0 || t[2] === 0 ? 1 : Math.abs(2 * t[4] / t[2]), a = [e === "left" ? -r : e === "right" ? r : 0, e === "top" ? -i : e === "bottom" ? i : 0];
	return a = Kd(a, t, n), Math.abs(a[0]) > Math.abs(a[1]) ? a[0] > 0 ? "right" : "left" : a[1] > 0 ? "bottom" : "top";
}
function Jd(e) {
	return !e.isGroup;
}
function Yd(e) {
	return e.shape != null;
}
function Xd(e, t, n) {
	if (!e || !t) return;
	function r(e) {
		var t = {};
		return e.traverse(function(e) {
			Jd(e) && e.anid && (t[e.anid] = e);
		}), t;
	}
	function i(e) {
		var t = {
			x: e.x,
			y: e.y,
			rotation: e.rotation
		};
		return Yd(e) && (t.shape = P({}, e.shape)), t;
	}
	var a = r(e);
	t.traverse(function(e) {
		if (Jd(e) && e.anid) {
			var t = a[e.anid];
			if (t) {
				var r = i(e);
				e.attr(i(t)), xd(e, r, n, Y(e).dataIndex);
			}
		}
	});
}
function Zd(e, t) {
	return R(e, function(e) {
		var n = e[0];
		n = kd(n, t.x), n = Ad(n, t.x + t.width);
		var r = e[1];
		return r = kd(r, t.y), r = Ad(r, t.y + t.height), [n, r];
	});
}
function Qd(e, t) {
	var n = kd(e.x, t.x), r = Ad(e.x + e.width, t.x + t.width), i = kd(e.y, t.y), a = Ad(e.y + e.height, t.y + t.height);
	if (r >= n && a >= i) return {
		x: n,
		y: i,
		width: r - n,
		height: a - i
	};
}
function $d(e, t, n) {
	var r = P({ rectHover: !0 }, t), i = r.style = { strokeNoScale: !0 };
	if (n = n || {
		x: -1,
		y: -1,
		width: 2,
		height: 2
	}, e) return e.indexOf("image://") === 0 ? (i.image = e.slice(8), F(i, n), new Sc(r)) : Ld(e.replace("path://", ""), r, n, "center");
}
function ef(e, t, n, r, i) {
	for (var a = 0, o = i[i.length - 1]; a < i.length; a++) {
		var s = i[a];
		if (tf(e, t, n, r, s[0], s[1], o[0], o[1])) return !0;
		o = s;
	}
}
function tf(e, t, n, r, i, a, o, s) {
	var c = n - e, l = r - t, u = o - i, d = s - a, f = nf(u, d, c, l);
	if (rf(f)) return !1;
	var p = e - i, m = t - a, h = nf(p, m, c, l) / f;
	if (h < 0 || h > 1) return !1;
	var g = nf(p, m, u, d) / f;
	return !(g < 0 || g > 1);
}
function nf(e, t, n, r) {
	return e * r - n * t;
}
function rf(e) {
	return e <= 1e-6 && e >= -1e-6;
}
function af(e) {
	var t = e.itemTooltipOption, n = e.componentModel, r = e.itemName, i = H(t) ? { formatter: t } : t, a = n.mainType, o = n.componentIndex, s = {
		componentType: a,
		name: r,
		$vars: ["name"]
	};
	s[a + "Index"] = o;
	var c = e.formatterParamsExtra;
	c && L(ge(c), function(e) {
		K(s, e) || (s[e] = c[e], s.$vars.push(e));
	});
	var l = Y(e.el);
	l.componentMainType = a, l.componentIndex = o, l.tooltipConfig = {
		name: r,
		option: F({
			content: r,
			encodeHTMLContent: !0,
			formatterParams: s
		}, i)
	};
}
function of(e, t) {
	var n;
	e.isGroup && (n = t(e)), n || e.traverse(t);
}
function sf(e, t) {
	if (e) {
		if (B(e)) for (var n = 0; n < e.length; n++) of(e[n], t);
		else of(e, t);
	}
}
Fd("circle", wu), Fd("ellipse", Eu), Fd("sector", Uu), Fd("ring", Gu), Fd("polygon", Yu), Fd("polyline", Zu), Fd("rect", Ac), Fd("line", ed), Fd("bezierCurve", id), Fd("arc", od);
// node_modules/echarts/lib/label/labelStyle.js
var cf = {};
function lf(e, t) {
	for (var n = 0; n < $c.length; n++) {
		var r = $c[n], i = t[r], a = e.ensureState(r);
		a.style = a.style || {}, a.style.text = i;
	}
	var o = e.currentStates.slice();
	e.clearStates(!0), e.setStyle({ text: t.normal }), e.useStates(o, !0);
}
function uf(e, t, n) {
	var r = e.labelFetcher, i = e.labelDataIndex, a = e.labelDimIndex, o = t.normal, s;
	r && (s = r.getFormattedLabel(i, "normal", null, a, o && o.get("formatter"), n == null ? null : { interpolatedValue: n })), s ?? (s = V(e.defaultText) ? e.defaultText(i, e, n) : e.defaultText);
	for (var c = { normal: s }, l = 0; l < $c.length; l++) {
		var u = $c[l], d = t[u];
		c[u] = W(r ? r.getFormattedLabel(i, u, null, a, d && d.get("formatter")) : null, s);
	}
	return c;
}
function df(e, t, n, r) {
	n = n || cf;
	for (var i = e instanceof Pc, a = !1, o = 0; o < el.length; o++) {
		var s = t[el[o]];
		if (s && s.getShallow("show")) {
			a = !0;
			break;
		}
	}
	var c = i ? e : e.getTextContent();
	if (a) {
		i || (c || (c = new Pc(), e.setTextContent(c)), e.stateProxy && (c.stateProxy = e.stateProxy));
		var l = uf(n, t), u = t.normal, d = !!u.getShallow("show"), f = pf(u, r && r.normal, n, !1, !i);
		f.text = l.normal, i || e.setTextConfig(mf(u, n, !1));
		for (var o = 0; o < $c.length; o++) {
			var p = $c[o], s = t[p];
			if (s) {
				var m = c.ensureState(p), h = !!W(s.getShallow("show"), d);
				if (h !== d && (m.ignore = !h), m.style = pf(s, r && r[p], n, !0, !i), m.style.text = l[p], !i) {
					var g = e.ensureState(p);
					g.textConfig = mf(s, n, !0);
				}
			}
		}
		c.silent = !!u.getShallow("silent"), c.style.x != null && (f.x = c.style.x), c.style.y != null && (f.y = c.style.y), c.ignore = !d, c.useStyle(f), c.dirty(), n.enableTextSetter && (Sf(c).setLabelText = function(e) {
			var r = uf(n, t, e);
			lf(c, r);
		});
	} else c && (c.ignore = !0);
	e.dirty();
}
function ff(e, t) {
	t = t || "label";
	for (var n = { normal: e.getModel(t) }, r = 0; r < $c.length; r++) {
		var i = $c[r];
		n[i] = e.getModel([i, t]);
	}
	return n;
}
function pf(e, t, n, r, i) {
	var a = {};
	return hf(a, e, n, r, i), t && P(a, t), a;
}
function mf(e, t, n) {
	t = t || {};
	var r = {}, i, a = e.getShallow("rotate"), o = W(e.getShallow("distance"), n ? null : 5), s = e.getShallow("offset");
	return i = e.getShallow("position") || (n ? null : "inside"), i === "outside" && (i = t.defaultOutsidePosition || "top"), i != null && (r.position = i), s != null && (r.offset = s), a != null && (a *= Math.PI / 180, r.rotation = a), o != null && (r.distance = o), r.outsideFill = e.get("color") === "inherit" ? t.inheritColor || null : "auto", r;
}
function hf(e, t, n, r, i) {
	n = n || cf;
	var a = t.ecModel, o = a && a.option.textStyle, s = gf(t), c;
	if (s) {
		for (var l in c = {}, s) if (s.hasOwnProperty(l)) {
			var u = t.getModel(["rich", l]);
			bf(c[l] = {}, u, o, n, r, i, !1, !0);
		}
	}
	c && (e.rich = c);
	var d = t.get("overflow");
	d && (e.overflow = d);
	var f = t.get("minMargin");
	f != null && (e.margin = f), bf(e, t, o, n, r, i, !0, !1);
}
function gf(e) {
	for (var t; e && e !== e.ecModel;) {
		var n = (e.option || cf).rich;
		if (n) {
			t = t || {};
			for (var r = ge(n), i = 0; i < r.length; i++) {
				var a = r[i];
				t[a] = 1;
			}
		}
		e = e.parentModel;
	}
	return t;
}
var _f = [
	"fontStyle",
	"fontWeight",
	"fontSize",
	"fontFamily",
	"textShadowColor",
	"textShadowBlur",
	"textShadowOffsetX",
	"textShadowOffsetY"
], vf = [
	"align",
	"lineHeight",
	"width",
	"height",
	"tag",
	"verticalAlign",
	"ellipsis"
], yf = [
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
function bf(e, t, n, r, i, a, o, s) {
	n = !i && n || cf;
	var c = r && r.inheritColor, l = t.getShallow("color"), u = t.getShallow("textBorderColor"), d = W(t.getShallow("opacity"), n.opacity);
	(l === "inherit" || l === "auto") && (l = c || null), (u === "inherit" || u === "auto") && (u = c || null), a || (l = l || n.color, u = u || n.textBorderColor), l != null && (e.fill = l), u != null && (e.stroke = u);
	var f = W(t.getShallow("textBorderWidth"), n.textBorderWidth);
	f != null && (e.lineWidth = f);
	var p = W(t.getShallow("textBorderType"), n.textBorderType);
	p != null && (e.lineDash = p);
	var m = W(t.getShallow("textBorderDashOffset"), n.textBorderDashOffset);
	m != null && (e.lineDashOffset = m), !i && d == null && !s && (d = r && r.defaultOpacity), d != null && (e.opacity = d), !i && !a && e.fill == null && r.inheritColor && (e.fill = r.inheritColor);
	for (var h = 0; h < _f.length; h++) {
		var g = _f[h], _ = W(t.getShallow(g), n[g]);
		_ != null && (e[g] = _);
	}
	for (var h = 0; h < vf.length; h++) {
		var g = vf[h], _ = t.getShallow(g);
		_ != null && (e[g] = _);
	}
	if (e.verticalAlign == null) {
		var v = t.getShallow("baseline");
		v != null && (e.verticalAlign = v);
	}
	if (!o || !r.disableBox) {
		for (var h = 0; h < yf.length; h++) {
			var g = yf[h], _ = t.getShallow(g);
			_ != null && (e[g] = _);
		}
		var y = t.getShallow("borderType");
		y != null && (e.borderDash = y), (e.backgroundColor === "auto" || e.backgroundColor === "inherit") && c && (e.backgroundColor = c), (e.borderColor === "auto" || e.borderColor === "inherit") && c && (e.borderColor = c);
	}
}
function xf(e, t) {
	var n = t && t.getModel("textStyle");
	return Me([
		e.fontStyle || n && n.getShallow("fontStyle") || "",
		e.fontWeight || n && n.getShallow("fontWeight") || "",
		(e.fontSize || n && n.getShallow("fontSize") || 12) + "px",
		e.fontFamily || n && n.getShallow("fontFamily") || "sans-serif"
	].join(" "));
}
var Sf = uo();
function Cf(e, t, n, r) {
	if (e) {
		var i = Sf(e);
		i.prevValue = i.value, i.value = n;
		var a = t.normal;
		i.valueAnimation = a.get("valueAnimation"), i.valueAnimation && (i.precision = a.get("precision"), i.defaultInterpolatedText = r, i.statesModels = t);
	}
}
// node_modules/echarts/lib/model/mixin/textStyle.js
var wf = ["textStyle", "color"], Tf = [
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
], Ef = new Pc(), Df = function() {
	function e() {}
	return e.prototype.getTextColor = function(e) {
		var t = this.ecModel;
		return this.getShallow("color") || (!e && t ? t.get(wf) : null);
	}, e.prototype.getFont = function() {
		return xf({
			fontStyle: this.getShallow("fontStyle"),
			fontWeight: this.getShallow("fontWeight"),
			fontSize: this.getShallow("fontSize"),
			fontFamily: this.getShallow("fontFamily")
		}, this.ecModel);
	}, e.prototype.getTextRect = function(e) {
		for (var t = {
			text: e,
			verticalAlign: this.getShallow("verticalAlign") || this.getShallow("baseline")
		}, n = 0; n < Tf.length; n++) t[Tf[n]] = this.getShallow(Tf[n]);
		return Ef.useStyle(t), Ef.update(), Ef.getBoundingRect();
	}, e;
}(), Of = [
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
], kf = Io(Of), Af = function() {
	function e() {}
	return e.prototype.getLineStyle = function(e) {
		return kf(this, e);
	}, e;
}(), jf = [
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
], Mf = Io(jf), Nf = function() {
	function e() {}
	return e.prototype.getItemStyle = function(e, t) {
		return Mf(this, e, t);
	}, e;
}(), Pf = function() {
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
		if (!y.node && this.option) {
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
Oo(Pf), Mo(Pf), fe(Pf, Af), fe(Pf, Nf), fe(Pf, Ro), fe(Pf, Df);
// node_modules/echarts/lib/util/component.js
var Ff = Math.round(Math.random() * 10);
function If(e) {
	return [e || "", Ff++].join("_");
}
function Lf(e) {
	var t = {};
	e.registerSubTypeDefaulter = function(e, n) {
		var r = To(e);
		t[r.main] = n;
	}, e.determineSubType = function(n, r) {
		var i = r.type;
		if (!i) {
			var a = To(n).main;
			e.hasSubTypes(n) && t[a] && (i = t[a](r));
		}
		return i;
	};
}
function Rf(e, t) {
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
function zf(e, t) {
	return N(N({}, e, !0), t, !0);
}
// node_modules/echarts/lib/i18n/langEN.js
var Bf = {
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
}, Vf = {
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
}, Hf = "ZH", Uf = "EN", Wf = Uf, Gf = {}, Kf = {}, qf = y.domSupported ? function() {
	return (document.documentElement.lang || navigator.language || navigator.browserLanguage || Wf).toUpperCase().indexOf(Hf) > -1 ? Hf : Wf;
}() : Wf;
function Jf(e, t) {
	e = e.toUpperCase(), Kf[e] = new Pf(t), Gf[e] = t;
}
function Yf(e) {
	if (H(e)) {
		var t = Gf[e.toUpperCase()] || {};
		return e === Hf || e === Uf ? M(t) : N(M(t), M(Gf[Wf]), !1);
	}
	return N(M(e), M(Gf[Wf]), !1);
}
function Xf(e) {
	return Kf[e];
}
function Zf() {
	return Kf[Wf];
}
Jf(Uf, Bf), Jf(Hf, Vf);
// node_modules/echarts/lib/util/time.js
var Qf = 1e3, $f = Qf * 60, ep = $f * 60, tp = ep * 24, np = tp * 365, rp = {
	year: "{yyyy}",
	month: "{MMM}",
	day: "{d}",
	hour: "{HH}:{mm}",
	minute: "{HH}:{mm}",
	second: "{HH}:{mm}:{ss}",
	millisecond: "{HH}:{mm}:{ss} {SSS}",
	none: "{yyyy}-{MM}-{dd} {HH}:{mm}:{ss} {SSS}"
}, ip = "{yyyy}-{MM}-{dd}", ap = {
	year: "{yyyy}",
	month: "{yyyy}-{MM}",
	day: ip,
	hour: ip + " " + rp.hour,
	minute: ip + " " + rp.minute,
	second: ip + " " + rp.second,
	millisecond: rp.none
}, op = [
	"year",
	"month",
	"day",
	"hour",
	"minute",
	"second",
	"millisecond"
], sp = [
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
function cp(e, t) {
	return e += "", "0000".substr(0, t - e.length) + e;
}
function lp(e) {
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
function up(e) {
	return e === lp(e);
}
function dp(e) {
	switch (e) {
		case "year":
		case "month": return "day";
		case "millisecond": return "millisecond";
		default: return "second";
	}
}
function fp(e, t, n, r) {
	var i = ka(e), a = i[gp(n)](), o = i[_p(n)]() + 1, s = Math.floor((o - 1) / 3) + 1, c = i[vp(n)](), l = i["get" + (n ? "UTC" : "") + "Day"](), u = i[yp(n)](), d = (u - 1) % 12 + 1, f = i[bp(n)](), p = i[xp(n)](), m = i[Sp(n)](), h = u >= 12 ? "pm" : "am", g = h.toUpperCase(), _ = (r instanceof Pf ? r : Xf(r || qf) || Zf()).getModel("time"), v = _.get("month"), y = _.get("monthAbbr"), b = _.get("dayOfWeek"), x = _.get("dayOfWeekAbbr");
	return (t || "").replace(/{a}/g, h + "").replace(/{A}/g, g + "").replace(/{yyyy}/g, a + "").replace(/{yy}/g, cp(a % 100 + "", 2)).replace(/{Q}/g, s + "").replace(/{MMMM}/g, v[o - 1]).replace(/{MMM}/g, y[o - 1]).replace(/{MM}/g, cp(o, 2)).replace(/{M}/g, o + "").replace(/{dd}/g, cp(c, 2)).replace(/{d}/g, c + "").replace(/{eeee}/g, b[l]).replace(/{ee}/g, x[l]).replace(/{e}/g, l + "").replace(/{HH}/g, cp(u, 2)).replace(/{H}/g, u + "").replace(/{hh}/g, cp(d + "", 2)).replace(/{h}/g, d + "").replace(/{mm}/g, cp(f, 2)).replace(/{m}/g, f + "").replace(/{ss}/g, cp(p, 2)).replace(/{s}/g, p + "").replace(/{SSS}/g, cp(m, 3)).replace(/{S}/g, m + "");
}
function pp(e, t, n, r, i) {
	var a = null;
	if (H(n)) a = n;
	else if (V(n)) a = n(e.value, t, { level: e.level });
	else {
		var o = P({}, rp);
		if (e.level > 0) for (var s = 0; s < op.length; ++s) o[op[s]] = "{primary|" + o[op[s]] + "}";
		var c = n ? n.inherit === !1 ? n : F(n, o) : o, l = mp(e.value, i);
		if (c[l]) a = c[l];
		else if (c.inherit) {
			for (var s = sp.indexOf(l) - 1; s >= 0; --s) if (c[l]) {
				a = c[l];
				break;
			}
			a = a || o.none;
		}
		if (B(a)) {
			var u = e.level == null ? 0 : e.level >= 0 ? e.level : a.length + e.level;
			u = Math.min(u, a.length - 1), a = a[u];
		}
	}
	return fp(new Date(e.value), a, i, r);
}
function mp(e, t) {
	var n = ka(e), r = n[_p(t)]() + 1, i = n[vp(t)](), a = n[yp(t)](), o = n[bp(t)](), s = n[xp(t)](), c = n[Sp(t)]() === 0, l = c && s === 0, u = l && o === 0, d = u && a === 0, f = d && i === 1;
	return f && r === 1 ? "year" : f ? "month" : d ? "day" : u ? "hour" : l ? "minute" : c ? "second" : "millisecond";
}
function hp(e, t, n) {
	var r = be(e) ? ka(e) : e;
	switch (t = t || mp(e, n), t) {
		case "year": return r[gp(n)]();
		case "half-year": return +(r[_p(n)]() >= 6);
		case "quarter": return Math.floor((r[_p(n)]() + 1) / 4);
		case "month": return r[_p(n)]();
		case "day": return r[vp(n)]();
		case "half-day": return r[yp(n)]() / 24;
		case "hour": return r[yp(n)]();
		case "minute": return r[bp(n)]();
		case "second": return r[xp(n)]();
		case "millisecond": return r[Sp(n)]();
	}
}
function gp(e) {
	return e ? "getUTCFullYear" : "getFullYear";
}
function _p(e) {
	return e ? "getUTCMonth" : "getMonth";
}
function vp(e) {
	return e ? "getUTCDate" : "getDate";
}
function yp(e) {
	return e ? "getUTCHours" : "getHours";
}
function bp(e) {
	return e ? "getUTCMinutes" : "getMinutes";
}
function xp(e) {
	return e ? "getUTCSeconds" : "getSeconds";
}
function Sp(e) {
	return e ? "getUTCMilliseconds" : "getMilliseconds";
}
function Cp(e) {
	return e ? "setUTCFullYear" : "setFullYear";
}
function wp(e) {
	return e ? "setUTCMonth" : "setMonth";
}
function Tp(e) {
	return e ? "setUTCDate" : "setDate";
}
function Ep(e) {
	return e ? "setUTCHours" : "setHours";
}
function Dp(e) {
	return e ? "setUTCMinutes" : "setMinutes";
}
function Op(e) {
	return e ? "setUTCSeconds" : "setSeconds";
}
function kp(e) {
	return e ? "setUTCMilliseconds" : "setMilliseconds";
}
// node_modules/echarts/lib/util/format.js
function Ap(e) {
	if (!Fa(e)) return H(e) ? e : "-";
	var t = (e + "").split(".");
	return t[0].replace(/(\d{1,3})(?=(?:\d{3})+(?!\d))/g, "$1,") + (t.length > 1 ? "." + t[1] : "");
}
function jp(e, t) {
	return e = (e || "").toLowerCase().replace(/-(.)/g, function(e, t) {
		return t.toUpperCase();
	}), t && e && (e = e.charAt(0).toUpperCase() + e.slice(1)), e;
}
var Mp = Ae;
function Np(e, t, n) {
	var r = "{yyyy}-{MM}-{dd} {HH}:{mm}:{ss}";
	function i(e) {
		return e && Me(e) ? e : "-";
	}
	function a(e) {
		return !(e == null || isNaN(e) || !isFinite(e));
	}
	var o = t === "time", s = e instanceof Date;
	if (o || s) {
		var c = o ? ka(e) : e;
		if (!isNaN(+c)) return fp(c, r, n);
		if (s) return "-";
	}
	if (t === "ordinal") return ye(e) ? i(e) : be(e) && a(e) ? e + "" : "-";
	var l = Pa(e);
	return a(l) ? Ap(l) : ye(e) ? i(e) : typeof e == "boolean" ? e + "" : "-";
}
var Pp = [
	"a",
	"b",
	"c",
	"d",
	"e",
	"f",
	"g"
], Fp = function(e, t) {
	return "{" + e + (t ?? "") + "}";
};
function Ip(e, t, n) {
	B(t) || (t = [t]);
	var r = t.length;
	if (!r) return "";
	for (var i = t[0].$vars || [], a = 0; a < i.length; a++) {
		var o = Pp[a];
		e = e.replace(Fp(o), Fp(o, 0));
	}
	for (var s = 0; s < r; s++) for (var c = 0; c < i.length; c++) {
		var l = t[s][i[c]];
		e = e.replace(Fp(Pp[c], s), n ? xt(l) : l);
	}
	return e;
}
function Lp(e, t) {
	var n = H(e) ? {
		color: e,
		extraCssText: t
	} : e || {}, r = n.color, i = n.type;
	t = n.extraCssText;
	var a = n.renderMode || "html";
	return r ? a === "html" ? i === "subItem" ? "<span style=\"display:inline-block;vertical-align:middle;margin-right:8px;margin-left:3px;border-radius:4px;width:4px;height:4px;background-color:" + xt(r) + ";" + (t || "") + "\"></span>" : "<span style=\"display:inline-block;margin-right:4px;border-radius:10px;width:10px;height:10px;background-color:" + xt(r) + ";" + (t || "") + "\"></span>" : {
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
function Rp(e, t) {
	return t = t || "transparent", H(e) ? e : U(e) && e.colorStops && (e.colorStops[0] || {}).color || t;
}
// node_modules/echarts/lib/util/layout.js
var zp = L, Bp = [
	"left",
	"right",
	"top",
	"bottom",
	"width",
	"height"
], Vp = [[
	"width",
	"left",
	"right"
], [
	"height",
	"top",
	"bottom"
]];
function Hp(e, t, n, r, i) {
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
var Up = Hp;
ve(Hp, "vertical"), ve(Hp, "horizontal");
function Wp(e, t, n) {
	n = Mp(n || 0);
	var r = t.width, i = t.height, a = ya(e.left, r), o = ya(e.top, i), s = ya(e.right, r), c = ya(e.bottom, i), l = ya(e.width, r), u = ya(e.height, i), d = n[2] + n[0], f = n[1] + n[3], p = e.aspect;
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
	var m = new q(a + n[3], o + n[0], l, u);
	return m.margin = n, m;
}
function Gp(e, t, n, r, i, a) {
	var o = !i || !i.hv || i.hv[0], s = !i || !i.hv || i.hv[1], c = i && i.boundingMode || "all";
	if (a = a || e, a.x = e.x, a.y = e.y, !o && !s) return !1;
	var l;
	if (c === "raw") l = e.type === "group" ? new q(0, 0, +t.width || 0, +t.height || 0) : e.getBoundingRect();
	else if (l = e.getBoundingRect(), e.needLocalTransform()) {
		var u = e.getLocalTransform();
		l = l.clone(), l.applyTransform(u);
	}
	var d = Wp(F({
		width: l.width,
		height: l.height
	}, t), n, r), f = o ? d.x - l.x : 0, p = s ? d.y - l.y : 0;
	return c === "raw" ? (a.x = f, a.y = p) : (a.x += f, a.y += p), a === e && e.markRedraw(), !0;
}
function Kp(e) {
	var t = e.layoutMode || e.constructor.layoutMode;
	return U(t) ? t : t ? { type: t } : null;
}
function qp(e, t, n) {
	var r = n && n.ignoreSize;
	!B(r) && (r = [r, r]);
	var i = o(Vp[0], 0), a = o(Vp[1], 1);
	l(Vp[0], e, i), l(Vp[1], e, a);
	function o(n, i) {
		var a = {}, o = 0, l = {}, u = 0, d = 2;
		if (zp(n, function(t) {
			l[t] = e[t];
		}), zp(n, function(e) {
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
		zp(e, function(e) {
			t[e] = n[e];
		});
	}
}
function Jp(e) {
	return Yp({}, e);
}
function Yp(e, t) {
	return t && e && zp(Bp, function(n) {
		t.hasOwnProperty(n) && (e[n] = t[n]);
	}), e;
}
// node_modules/echarts/lib/model/Component.js
var Xp = uo(), Zp = function(e) {
	_(t, e);
	function t(t, n, r) {
		var i = e.call(this, t, n, r) || this;
		return i.uid = If("ec_cpt_model"), i;
	}
	return t.prototype.init = function(e, t, n) {
		this.mergeDefaultAndTheme(e, n);
	}, t.prototype.mergeDefaultAndTheme = function(e, t) {
		var n = Kp(this), r = n ? Jp(e) : {};
		N(e, t.getTheme().get(this.mainType)), N(e, this.getDefaultOption()), n && qp(e, r, n);
	}, t.prototype.mergeOption = function(e, t) {
		N(this.option, e, !0);
		var n = Kp(this);
		n && qp(this.option, e, n);
	}, t.prototype.optionUpdated = function(e, t) {}, t.prototype.getDefaultOption = function() {
		var e = this.constructor;
		if (!Do(e)) return e.defaultOption;
		var t = Xp(this);
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
		return _o(this.ecModel, e, {
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
}(Pf);
Ao(Zp, Pf), Fo(Zp), Lf(Zp), Rf(Zp, Qp);
function Qp(e) {
	var t = [];
	return L(Zp.getClassesByMainType(e), function(e) {
		t = t.concat(e.dependencies || e.prototype.dependencies || []);
	}), t = R(t, function(e) {
		return To(e).main;
	}), e !== "dataset" && I(t, "dataset") <= 0 && t.unshift("dataset"), t;
}
// node_modules/echarts/lib/model/globalDefault.js
var $p = "";
typeof navigator < "u" && ($p = navigator.platform || "");
var em = "rgba(0, 0, 0, 0.2)", tm = {
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
			color: em,
			dashArrayX: [1, 0],
			dashArrayY: [2, 5],
			symbolSize: 1,
			rotation: Math.PI / 6
		},
		{
			color: em,
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
			color: em,
			dashArrayX: [1, 0],
			dashArrayY: [4, 3],
			rotation: -Math.PI / 4
		},
		{
			color: em,
			dashArrayX: [[6, 6], [
				0,
				6,
				6,
				0
			]],
			dashArrayY: [6, 0]
		},
		{
			color: em,
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
			color: em,
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
		fontFamily: $p.match(/^Win/) ? "Microsoft YaHei" : "sans-serif",
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
}, nm = G([
	"tooltip",
	"label",
	"itemName",
	"itemId",
	"itemGroupId",
	"itemChildGroupId",
	"seriesName"
]), rm = "original", im = "arrayRows", am = "objectRows", om = "keyedColumns", sm = "typedArray", cm = "unknown", lm = "column", um = {
	Must: 1,
	Might: 2,
	Not: 3
}, dm = uo();
function fm(e) {
	dm(e).datasetMap = G();
}
function pm(e, t, n) {
	var r = {}, i = mm(t);
	if (!i || !e) return r;
	var a = [], o = [], s = t.ecModel, c = dm(s).datasetMap, l = i.uid + "_" + n.seriesLayoutBy, u, d;
	e = e.slice(), L(e, function(t, n) {
		var i = U(t) ? t : e[n] = { name: t };
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
function mm(e) {
	if (!e.get("data", !0)) return _o(e.ecModel, "dataset", {
		index: e.get("datasetIndex", !0),
		id: e.get("datasetId", !0)
	}, ho).models[0];
}
function hm(e) {
	return !e.get("transform", !0) && !e.get("fromTransformResult", !0) ? [] : _o(e.ecModel, "dataset", {
		index: e.get("fromDatasetIndex", !0),
		id: e.get("fromDatasetId", !0)
	}, ho).models;
}
function gm(e, t) {
	return _m(e.data, e.sourceFormat, e.seriesLayoutBy, e.dimensionsDefine, e.startIndex, t);
}
function _m(e, t, n, r, i, a) {
	var o, s = 5;
	if (Se(e)) return um.Not;
	var c, l;
	if (r) {
		var u = r[a];
		U(u) ? (c = u.name, l = u.type) : H(u) && (c = u);
	}
	if (l != null) return l === "ordinal" ? um.Must : um.Not;
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
		if (!c) return um.Not;
		for (var p = 0; p < h.length && p < s; p++) {
			var g = h[p];
			if (g && (o = b(g[c])) != null) return o;
		}
	} else if (t === "keyedColumns") {
		var _ = e;
		if (!c) return um.Not;
		var f = _[c];
		if (!f || Se(f)) return um.Not;
		for (var p = 0; p < f.length && p < s; p++) if ((o = b(f[p])) != null) return o;
	} else if (t === "original") for (var v = e, p = 0; p < v.length && p < s; p++) {
		var g = v[p], y = Ka(g);
		if (!B(y)) return um.Not;
		if ((o = b(y[a])) != null) return o;
	}
	function b(e) {
		var t = H(e);
		if (e != null && Number.isFinite(Number(e)) && e !== "") return t ? um.Might : um.Not;
		if (t && e !== "-") return um.Must;
	}
	return um.Not;
}
// node_modules/echarts/lib/model/internalComponentCreator.js
var vm = G();
function ym(e, t, n) {
	var r = vm.get(t);
	if (!r) return n;
	var i = r(e);
	return i ? n.concat(i) : n;
}
// node_modules/echarts/lib/model/mixin/palette.js
var bm = uo();
uo();
var xm = function() {
	function e() {}
	return e.prototype.getColorFromPalette = function(e, t, n) {
		var r = Ua(this.get("color", !0)), i = this.get("colorLayer", !0);
		return Cm(this, bm, r, i, e, t, n);
	}, e.prototype.clearColorPalette = function() {
		wm(this, bm);
	}, e;
}();
function Sm(e, t) {
	for (var n = e.length, r = 0; r < n; r++) if (e[r].length > t) return e[r];
	return e[n - 1];
}
function Cm(e, t, n, r, i, a, o) {
	a = a || e;
	var s = t(a), c = s.paletteIdx || 0, l = s.paletteNameMap = s.paletteNameMap || {};
	if (l.hasOwnProperty(i)) return l[i];
	var u = o == null || !r ? n : Sm(r, o);
	if (u = u || n, u && u.length) {
		var d = u[c];
		return i && (l[i] = d), s.paletteIdx = (c + 1) % u.length, d;
	}
}
function wm(e, t) {
	t(e).paletteIdx = 0, t(e).paletteNameMap = {};
}
// node_modules/echarts/lib/model/Global.js
var Tm, Em, Dm, Om = "\0_ec_inner", km = 1, Am = function(e) {
	_(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.init = function(e, t, n, r, i, a) {
		r = r || {}, this.option = null, this._theme = new Pf(r), this._locale = new Pf(i), this._optionManager = a;
	}, t.prototype.setOption = function(e, t, n) {
		var r = Fm(t);
		this._optionManager.setOption(e, n, r), this._resetOption(null, r);
	}, t.prototype.resetOption = function(e, t) {
		return this._resetOption(e, Fm(t));
	}, t.prototype._resetOption = function(e, t) {
		var n = !1, r = this._optionManager;
		if (!e || e === "recreate") {
			var i = r.mountOption(e === "recreate");
			!this.option || e === "recreate" ? Dm(this, i) : (this.restoreData(), this._mergeOption(i, t)), n = !0;
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
		var n = this.option, r = this._componentsMap, i = this._componentsCount, a = [], o = G(), s = t && t.replaceMergeMainTypeMap;
		fm(this), L(e, function(e, t) {
			e != null && (Zp.hasClass(t) ? t && (a.push(t), o.set(t, !0)) : n[t] = n[t] == null ? M(e) : N(n[t], e, !0));
		}), s && s.each(function(e, t) {
			Zp.hasClass(t) && !o.get(t) && (a.push(t), o.set(t, !0));
		}), Zp.topologicalTravel(a, Zp.getAllClassMainTypes(), c, this);
		function c(t) {
			var a = ym(this, t, Ua(e[t])), o = r.get(t), c = Ja(o, a, o ? s && s.get(t) ? "replaceMerge" : "normalMerge" : "replaceAll");
			oo(c, t, Zp), n[t] = null, r.set(t, null), i.set(t, 0);
			var l = [], u = [], d = 0, f;
			L(c, function(e, n) {
				var r = e.existing, i = e.newOption;
				if (!i) r && (r.mergeOption({}, this), r.optionUpdated({}, !1));
				else {
					var a = t === "series", o = Zp.getClass(t, e.keyInfo.subType, !a);
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
			}, this), n[t] = l, r.set(t, u), i.set(t, d), t === "series" && Tm(this);
		}
		this._seriesIndices || Tm(this);
	}, t.prototype.getOption = function() {
		var e = M(this.option);
		return L(e, function(t, n) {
			if (Zp.hasClass(n)) {
				for (var r = Ua(t), i = r.length, a = !1, o = i - 1; o >= 0; o--) r[o] && !ao(r[o]) ? a = !0 : (r[o] = null, !a && i--);
				r.length = i, e[n] = r;
			}
		}), delete e[Om], e;
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
		return n == null ? o = r == null ? i == null ? he(a, function(e) {
			return !!e;
		}) : Nm("name", i, a) : Nm("id", r, a) : (o = [], L(Ua(n), function(e) {
			a[e] && o.push(a[e]);
		})), Pm(o, e);
	}, t.prototype.findComponents = function(e) {
		var t = e.query, n = e.mainType, r = i(t);
		return a(Pm(r ? this.queryComponents(r) : he(this._componentsMap.get(n), function(e) {
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
			return e.filter ? he(t, e.filter) : t;
		}
	}, t.prototype.eachComponent = function(e, t, n) {
		var r = this._componentsMap;
		if (V(e)) {
			var i = t, a = e;
			r.each(function(e, t) {
				for (var n = 0; e && n < e.length; n++) {
					var r = e[n];
					r && a.call(i, t, r, r.componentIndex);
				}
			});
		} else for (var o = H(e) ? r.get(e) : U(e) ? this.findComponents(e) : null, s = 0; o && s < o.length; s++) {
			var c = o[s];
			c && t.call(n, c, c.componentIndex);
		}
	}, t.prototype.getSeriesByName = function(e) {
		var t = ro(e, null);
		return he(this._componentsMap.get("series"), function(e) {
			return !!e && t != null && e.name === t;
		});
	}, t.prototype.getSeriesByIndex = function(e) {
		return this._componentsMap.get("series")[e];
	}, t.prototype.getSeriesByType = function(e) {
		return he(this._componentsMap.get("series"), function(t) {
			return !!t && t.subType === e;
		});
	}, t.prototype.getSeries = function() {
		return he(this._componentsMap.get("series"), function(e) {
			return !!e;
		});
	}, t.prototype.getSeriesCount = function() {
		return this._componentsCount.get("series");
	}, t.prototype.eachSeries = function(e, t) {
		Em(this), L(this._seriesIndices, function(n) {
			var r = this._componentsMap.get("series")[n];
			e.call(t, r, n);
		}, this);
	}, t.prototype.eachRawSeries = function(e, t) {
		L(this._componentsMap.get("series"), function(n) {
			n && e.call(t, n, n.componentIndex);
		});
	}, t.prototype.eachSeriesByType = function(e, t, n) {
		Em(this), L(this._seriesIndices, function(r) {
			var i = this._componentsMap.get("series")[r];
			i.subType === e && t.call(n, i, r);
		}, this);
	}, t.prototype.eachRawSeriesByType = function(e, t, n) {
		return L(this.getSeriesByType(e), t, n);
	}, t.prototype.isSeriesFiltered = function(e) {
		return Em(this), this._seriesIndicesMap.get(e.componentIndex) == null;
	}, t.prototype.getCurrentSeriesIndices = function() {
		return (this._seriesIndices || []).slice();
	}, t.prototype.filterSeries = function(e, t) {
		Em(this);
		var n = [];
		L(this._seriesIndices, function(r) {
			var i = this._componentsMap.get("series")[r];
			e.call(t, i, r) && n.push(r);
		}, this), this._seriesIndices = n, this._seriesIndicesMap = G(n);
	}, t.prototype.restoreData = function(e) {
		Tm(this);
		var t = this._componentsMap, n = [];
		t.each(function(e, t) {
			Zp.hasClass(t) && n.push(t);
		}), Zp.topologicalTravel(n, Zp.getAllClassMainTypes(), function(n) {
			L(t.get(n), function(t) {
				t && (n !== "series" || !jm(t, e)) && t.restoreData();
			});
		});
	}, t.internalField = function() {
		Tm = function(e) {
			var t = e._seriesIndices = [];
			L(e._componentsMap.get("series"), function(e) {
				e && t.push(e.componentIndex);
			}), e._seriesIndicesMap = G(t);
		}, Em = function(e) {}, Dm = function(e, t) {
			e.option = {}, e.option[Om] = km, e._componentsMap = G({ series: [] }), e._componentsCount = G();
			var n = t.aria;
			U(n) && n.enabled == null && (n.enabled = !0), Mm(t, e._theme.option), N(t, tm, !1), e._mergeOption(t, null);
		};
	}(), t;
}(Pf);
function jm(e, t) {
	if (t) {
		var n = t.seriesIndex, r = t.seriesId, i = t.seriesName;
		return n != null && e.componentIndex !== n || r != null && e.id !== r || i != null && e.name !== i;
	}
}
function Mm(e, t) {
	var n = e.color && !e.colorLayer;
	L(t, function(t, r) {
		r === "colorLayer" && n || Zp.hasClass(r) || (typeof t == "object" ? e[r] = e[r] ? N(e[r], t, !1) : M(t) : e[r] ?? (e[r] = t));
	});
}
function Nm(e, t, n) {
	if (B(t)) {
		var r = G();
		return L(t, function(e) {
			e != null && ro(e, null) != null && r.set(e, !0);
		}), he(n, function(t) {
			return t && r.get(t[e]);
		});
	}
	var i = ro(t, null);
	return he(n, function(t) {
		return t && i != null && t[e] === i;
	});
}
function Pm(e, t) {
	return t.hasOwnProperty("subType") ? he(e, function(e) {
		return e && e.subType === t.subType;
	}) : e;
}
function Fm(e) {
	var t = G();
	return e && L(Ua(e.replaceMerge), function(e) {
		t.set(e, !0);
	}), { replaceMergeMainTypeMap: t };
}
fe(Am, xm);
// node_modules/echarts/lib/core/ExtensionAPI.js
var Im = [
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
], Lm = function() {
	function e(e) {
		L(Im, function(t) {
			this[t] = z(e[t], e);
		}, this);
	}
	return e;
}(), Rm = {}, zm = function() {
	function e() {
		this._coordinateSystems = [];
	}
	return e.prototype.create = function(e, t) {
		var n = [];
		L(Rm, function(r, i) {
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
		Rm[e] = t;
	}, e.get = function(e) {
		return Rm[e];
	}, e;
}(), Bm = /^(min|max)?(.+)$/, Vm = function() {
	function e(e) {
		this._timelineOptions = [], this._mediaList = [], this._currentMediaIndices = [], this._api = e;
	}
	return e.prototype.setOption = function(e, t, n) {
		e && (L(Ua(e.series), function(e) {
			e && e.data && Se(e.data) && Pe(e.data);
		}), L(Ua(e.dataset), function(e) {
			e && e.source && Se(e.source) && Pe(e.source);
		})), e = M(e);
		var r = this._optionBackup, i = Hm(e, t, !r);
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
		for (var s = 0, c = r.length; s < c; s++) Um(r[s].query, t, n) && a.push(s);
		return !a.length && i && (a = [-1]), a.length && !Gm(a, this._currentMediaIndices) && (o = R(a, function(e) {
			return M(e === -1 ? i.option : r[e].option);
		})), this._currentMediaIndices = a, o;
	}, e;
}();
function Hm(e, t, n) {
	var r = [], i, a, o = e.baseOption, s = e.timeline, c = e.options, l = e.media, u = !!e.media, d = !!(c || s || o && o.timeline);
	o ? (a = o, a.timeline || (a.timeline = s)) : ((d || u) && (e.options = e.media = null), a = e), u && B(l) && L(l, function(e) {
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
function Um(e, t, n) {
	var r = {
		width: t,
		height: n,
		aspectratio: t / n
	}, i = !0;
	return L(e, function(e, t) {
		var n = t.match(Bm);
		if (n && n[1] && n[2]) {
			var a = n[1];
			Wm(r[n[2].toLowerCase()], e, a) || (i = !1);
		}
	}), i;
}
function Wm(e, t, n) {
	return n === "min" ? e >= t : n === "max" ? e <= t : e === t;
}
function Gm(e, t) {
	return e.join(",") === t.join(",");
}
// node_modules/echarts/lib/preprocessor/helper/compatStyle.js
var Km = L, qm = U, Jm = [
	"areaStyle",
	"lineStyle",
	"nodeStyle",
	"linkStyle",
	"chordStyle",
	"label",
	"labelLine"
];
function Ym(e) {
	var t = e && e.itemStyle;
	if (t) for (var n = 0, r = Jm.length; n < r; n++) {
		var i = Jm[n], a = t.normal, o = t.emphasis;
		a && a[i] && (e[i] = e[i] || {}, e[i].normal ? N(e[i].normal, a[i]) : e[i].normal = a[i], a[i] = null), o && o[i] && (e[i] = e[i] || {}, e[i].emphasis ? N(e[i].emphasis, o[i]) : e[i].emphasis = o[i], o[i] = null);
	}
}
function Xm(e, t, n) {
	if (e && e[t] && (e[t].normal || e[t].emphasis)) {
		var r = e[t].normal, i = e[t].emphasis;
		r && (n ? (e[t].normal = e[t].emphasis = null, F(e[t], r)) : e[t] = r), i && (e.emphasis = e.emphasis || {}, e.emphasis[t] = i, i.focus && (e.emphasis.focus = i.focus), i.blurScope && (e.emphasis.blurScope = i.blurScope));
	}
}
function Zm(e) {
	Xm(e, "itemStyle"), Xm(e, "lineStyle"), Xm(e, "areaStyle"), Xm(e, "label"), Xm(e, "labelLine"), Xm(e, "upperLabel"), Xm(e, "edgeLabel");
}
function Qm(e, t) {
	var n = qm(e) && e[t], r = qm(n) && n.textStyle;
	if (r) for (var i = 0, a = Ga.length; i < a; i++) {
		var o = Ga[i];
		r.hasOwnProperty(o) && (n[o] = r[o]);
	}
}
function $m(e) {
	e && (Zm(e), Qm(e, "label"), e.emphasis && Qm(e.emphasis, "label"));
}
function eh(e) {
	if (qm(e)) {
		Ym(e), Zm(e), Qm(e, "label"), Qm(e, "upperLabel"), Qm(e, "edgeLabel"), e.emphasis && (Qm(e.emphasis, "label"), Qm(e.emphasis, "upperLabel"), Qm(e.emphasis, "edgeLabel"));
		var t = e.markPoint;
		t && (Ym(t), $m(t));
		var n = e.markLine;
		n && (Ym(n), $m(n));
		var r = e.markArea;
		r && $m(r);
		var i = e.data;
		if (e.type === "graph") {
			i = i || e.nodes;
			var a = e.links || e.edges;
			if (a && !Se(a)) for (var o = 0; o < a.length; o++) $m(a[o]);
			L(e.categories, function(e) {
				Zm(e);
			});
		}
		if (i && !Se(i)) for (var o = 0; o < i.length; o++) $m(i[o]);
		if (t = e.markPoint, t && t.data) for (var s = t.data, o = 0; o < s.length; o++) $m(s[o]);
		if (n = e.markLine, n && n.data) for (var c = n.data, o = 0; o < c.length; o++) B(c[o]) ? ($m(c[o][0]), $m(c[o][1])) : $m(c[o]);
		e.type === "gauge" ? (Qm(e, "axisLabel"), Qm(e, "title"), Qm(e, "detail")) : e.type === "treemap" ? (Xm(e.breadcrumb, "itemStyle"), L(e.levels, function(e) {
			Zm(e);
		})) : e.type === "tree" && Zm(e.leaves);
	}
}
function th(e) {
	return B(e) ? e : e ? [e] : [];
}
function nh(e) {
	return (B(e) ? e[0] : e) || {};
}
function rh(e, t) {
	Km(th(e.series), function(e) {
		qm(e) && eh(e);
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
	t && n.push("valueAxis", "categoryAxis", "logAxis", "timeAxis"), Km(n, function(t) {
		Km(th(e[t]), function(e) {
			e && (Qm(e, "axisLabel"), Qm(e.axisPointer, "label"));
		});
	}), Km(th(e.parallel), function(e) {
		var t = e && e.parallelAxisDefault;
		Qm(t, "axisLabel"), Qm(t && t.axisPointer, "label");
	}), Km(th(e.calendar), function(e) {
		Xm(e, "itemStyle"), Qm(e, "dayLabel"), Qm(e, "monthLabel"), Qm(e, "yearLabel");
	}), Km(th(e.radar), function(e) {
		Qm(e, "name"), e.name && e.axisName == null && (e.axisName = e.name, delete e.name), e.nameGap != null && e.axisNameGap == null && (e.axisNameGap = e.nameGap, delete e.nameGap);
	}), Km(th(e.geo), function(e) {
		qm(e) && ($m(e), Km(th(e.regions), function(e) {
			$m(e);
		}));
	}), Km(th(e.timeline), function(e) {
		$m(e), Xm(e, "label"), Xm(e, "itemStyle"), Xm(e, "controlStyle", !0);
		var t = e.data;
		B(t) && L(t, function(e) {
			U(e) && (Xm(e, "label"), Xm(e, "itemStyle"));
		});
	}), Km(th(e.toolbox), function(e) {
		Xm(e, "iconStyle"), Km(e.feature, function(e) {
			Xm(e, "iconStyle");
		});
	}), Qm(nh(e.axisPointer), "label"), Qm(nh(e.tooltip).axisPointer, "label");
}
// node_modules/echarts/lib/preprocessor/backwardCompat.js
function ih(e, t) {
	for (var n = t.split(","), r = e, i = 0; i < n.length && (r = r && r[n[i]], r != null); i++);
	return r;
}
function ah(e, t, n, r) {
	for (var i = t.split(","), a = e, o, s = 0; s < i.length - 1; s++) o = i[s], a[o] ?? (a[o] = {}), a = a[o];
	(r || a[i[s]] == null) && (a[i[s]] = n);
}
function oh(e) {
	e && L(sh, function(t) {
		t[0] in e && !(t[1] in e) && (e[t[1]] = e[t[0]]);
	});
}
var sh = [
	["x", "left"],
	["y", "top"],
	["x2", "right"],
	["y2", "bottom"]
], ch = [
	"grid",
	"geo",
	"parallel",
	"legend",
	"toolbox",
	"title",
	"visualMap",
	"dataZoom",
	"timeline"
], lh = [
	["borderRadius", "barBorderRadius"],
	["borderColor", "barBorderColor"],
	["borderWidth", "barBorderWidth"]
];
function uh(e) {
	var t = e && e.itemStyle;
	if (t) for (var n = 0; n < lh.length; n++) {
		var r = lh[n][1], i = lh[n][0];
		t[r] != null && (t[i] = t[r]);
	}
}
function dh(e) {
	e && e.alignTo === "edge" && e.margin != null && e.edgeDistance == null && (e.edgeDistance = e.margin);
}
function fh(e) {
	e && e.downplay && !e.blur && (e.blur = e.downplay);
}
function ph(e) {
	e && e.focusNodeAdjacency != null && (e.emphasis = e.emphasis || {}, e.emphasis.focus ?? (e.emphasis.focus = "adjacency"));
}
function mh(e, t) {
	if (e) for (var n = 0; n < e.length; n++) t(e[n]), e[n] && mh(e[n].children, t);
}
function hh(e, t) {
	rh(e, t), e.series = Ua(e.series), L(e.series, function(e) {
		if (U(e)) {
			var t = e.type;
			if (t === "line") e.clipOverflow != null && (e.clip = e.clipOverflow);
			else if (t === "pie" || t === "gauge") {
				e.clockWise != null && (e.clockwise = e.clockWise), dh(e.label);
				var n = e.data;
				if (n && !Se(n)) for (var r = 0; r < n.length; r++) dh(n[r]);
				e.hoverOffset != null && (e.emphasis = e.emphasis || {}, (e.emphasis.scaleSize = null) && (e.emphasis.scaleSize = e.hoverOffset));
			} else if (t === "gauge") {
				var i = ih(e, "pointer.color");
				i != null && ah(e, "itemStyle.color", i);
			} else if (t === "bar") {
				uh(e), uh(e.backgroundStyle), uh(e.emphasis);
				var n = e.data;
				if (n && !Se(n)) for (var r = 0; r < n.length; r++) typeof n[r] == "object" && (uh(n[r]), uh(n[r] && n[r].emphasis));
			} else if (t === "sunburst") {
				var a = e.highlightPolicy;
				a && (e.emphasis = e.emphasis || {}, e.emphasis.focus || (e.emphasis.focus = a)), fh(e), mh(e.data, fh);
			} else t === "graph" || t === "sankey" ? ph(e) : t === "map" && (e.mapType && !e.map && (e.map = e.mapType), e.mapLocation && F(e, e.mapLocation));
			e.hoverAnimation != null && (e.emphasis = e.emphasis || {}, e.emphasis && e.emphasis.scale == null && (e.emphasis.scale = e.hoverAnimation)), oh(e);
		}
	}), e.dataRange && (e.visualMap = e.dataRange), L(ch, function(t) {
		var n = e[t];
		n && (B(n) || (n = [n]), L(n, function(e) {
			oh(e);
		}));
	});
}
// node_modules/echarts/lib/processor/dataStack.js
function gh(e) {
	var t = G();
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
	}), t.each(_h);
}
function _h(e) {
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
						d = Ta(d, _), m = _;
						break;
					}
				}
			}
			return r[0] = d, r[1] = m, r;
		});
	});
}
// node_modules/echarts/lib/data/Source.js
var vh = function() {
	function e(e) {
		this.data = e.data || (e.sourceFormat === "keyedColumns" ? {} : []), this.sourceFormat = e.sourceFormat || "unknown", this.seriesLayoutBy = e.seriesLayoutBy || "column", this.startIndex = e.startIndex || 0, this.dimensionsDetectedCount = e.dimensionsDetectedCount, this.metaRawOption = e.metaRawOption;
		var t = this.dimensionsDefine = e.dimensionsDefine;
		if (t) for (var n = 0; n < t.length; n++) {
			var r = t[n];
			r.type == null && gm(this, n) === um.Must && (r.type = "ordinal");
		}
	}
	return e;
}();
function yh(e) {
	return e instanceof vh;
}
function bh(e, t, n) {
	n = n || Ch(e);
	var r = t.seriesLayoutBy, i = wh(e, n, r, t.sourceHeader, t.dimensions);
	return new vh({
		data: e,
		sourceFormat: n,
		seriesLayoutBy: r,
		dimensionsDefine: i.dimensionsDefine,
		startIndex: i.startIndex,
		dimensionsDetectedCount: i.dimensionsDetectedCount,
		metaRawOption: M(t)
	});
}
function xh(e) {
	return new vh({
		data: e,
		sourceFormat: Se(e) ? sm : rm
	});
}
function Sh(e) {
	return new vh({
		data: e.data,
		sourceFormat: e.sourceFormat,
		seriesLayoutBy: e.seriesLayoutBy,
		dimensionsDefine: M(e.dimensionsDefine),
		startIndex: e.startIndex,
		dimensionsDetectedCount: e.dimensionsDetectedCount
	});
}
function Ch(e) {
	var t = cm;
	if (Se(e)) t = sm;
	else if (B(e)) {
		e.length === 0 && (t = im);
		for (var n = 0, r = e.length; n < r; n++) {
			var i = e[n];
			if (i != null) {
				if (B(i) || Se(i)) {
					t = im;
					break;
				}
				if (U(i)) {
					t = am;
					break;
				}
			}
		}
	} else if (U(e)) {
		for (var a in e) if (K(e, a) && pe(e[a])) {
			t = om;
			break;
		}
	}
	return t;
}
function wh(e, t, n, r, i) {
	var a, o;
	if (!e) return {
		dimensionsDefine: Eh(i),
		startIndex: o,
		dimensionsDetectedCount: a
	};
	if (t === "arrayRows") {
		var s = e;
		r === "auto" || r == null ? Dh(function(e) {
			e != null && e !== "-" && (H(e) ? o ?? (o = 1) : o = 0);
		}, n, s, 10) : o = be(r) ? r : +!!r, !i && o === 1 && (i = [], Dh(function(e, t) {
			i[t] = e == null ? "" : e + "";
		}, n, s, Infinity)), a = i ? i.length : n === "row" ? s.length : s[0] ? s[0].length : null;
	} else if (t === "objectRows") i || (i = Th(e));
	else if (t === "keyedColumns") i || (i = [], L(e, function(e, t) {
		i.push(t);
	}));
	else if (t === "original") {
		var c = Ka(e[0]);
		a = B(c) && c.length || 1;
	}
	return {
		startIndex: o,
		dimensionsDefine: Eh(i),
		dimensionsDetectedCount: a
	};
}
function Th(e) {
	for (var t = 0, n; t < e.length && !(n = e[t++]););
	if (n) return ge(n);
}
function Eh(e) {
	if (e) {
		var t = G();
		return R(e, function(e, n) {
			e = U(e) ? e : { name: e };
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
function Dh(e, t, n, r) {
	if (t === "row") for (var i = 0; i < n.length && i < r; i++) e(n[i] ? n[i][0] : null, i);
	else for (var a = n[0] || [], i = 0; i < a.length && i < r; i++) e(a[i], i);
}
function Oh(e) {
	var t = e.sourceFormat;
	return t === "objectRows" || t === "keyedColumns";
}
// node_modules/echarts/lib/data/helper/dataProvider.js
var kh, Ah, jh, Mh, Nh, Ph = function() {
	function e(e, t) {
		var n = yh(e) ? e : xh(e);
		this._source = n;
		var r = this._data = n.data;
		n.sourceFormat === "typedArray" && (this._offset = 0, this._dimSize = t, this._data = r), Nh(this, r, n);
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
		Nh = function(e, i, a) {
			var o = a.sourceFormat, s = a.seriesLayoutBy, c = a.startIndex, l = a.dimensionsDefine, u = Mh[Wh(o, s)];
			P(e, u), o === "typedArray" ? (e.getItem = t, e.count = r, e.fillStorage = n) : (e.getItem = z(Lh(o, s), null, i, c, l), e.count = z(Bh(o, s), null, i, c, l));
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
		Mh = (e = {}, e[im + "_" + lm] = {
			pure: !0,
			appendData: i
		}, e[im + "_row"] = {
			pure: !0,
			appendData: function() {
				throw Error("Do not support appendData when set seriesLayoutBy: \"row\".");
			}
		}, e[am] = {
			pure: !0,
			appendData: i
		}, e[om] = {
			pure: !0,
			appendData: function(e) {
				var t = this._data;
				L(e, function(e, n) {
					for (var r = t[n] || (t[n] = []), i = 0; i < (e || []).length; i++) r.push(e[i]);
				});
			}
		}, e[rm] = { appendData: i }, e[sm] = {
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
}(), Fh = function(e, t, n, r) {
	return e[r];
}, Ih = (kh = {}, kh[im + "_" + lm] = function(e, t, n, r) {
	return e[r + t];
}, kh[im + "_row"] = function(e, t, n, r, i) {
	r += t;
	for (var a = i || [], o = e, s = 0; s < o.length; s++) {
		var c = o[s];
		a[s] = c ? c[r] : null;
	}
	return a;
}, kh[am] = Fh, kh[om] = function(e, t, n, r, i) {
	for (var a = i || [], o = 0; o < n.length; o++) {
		var s = e[n[o].name];
		a[o] = s ? s[r] : null;
	}
	return a;
}, kh[rm] = Fh, kh);
function Lh(e, t) {
	return Ih[Wh(e, t)];
}
var Rh = function(e, t, n) {
	return e.length;
}, zh = (Ah = {}, Ah[im + "_" + lm] = function(e, t, n) {
	return Math.max(0, e.length - t);
}, Ah[im + "_row"] = function(e, t, n) {
	var r = e[0];
	return r ? Math.max(0, r.length - t) : 0;
}, Ah[am] = Rh, Ah[om] = function(e, t, n) {
	var r = e[n[0].name];
	return r ? r.length : 0;
}, Ah[rm] = Rh, Ah);
function Bh(e, t) {
	return zh[Wh(e, t)];
}
var Vh = function(e, t, n) {
	return e[t];
}, Hh = (jh = {}, jh[im] = Vh, jh[am] = function(e, t, n) {
	return e[n];
}, jh[om] = Vh, jh[rm] = function(e, t, n) {
	var r = Ka(e);
	return r instanceof Array ? r[t] : r;
}, jh[sm] = Vh, jh);
function Uh(e) {
	return Hh[e];
}
function Wh(e, t) {
	return e === "arrayRows" ? e + "_" + t : e;
}
function Gh(e, t, n) {
	if (e) {
		var r = e.getRawDataItem(t);
		if (r != null) {
			var i = e.getStore(), a = i.getSource().sourceFormat;
			if (n != null) {
				var o = e.getDimensionIndex(n), s = i.getDimensionProperty(o);
				return Uh(a)(r, o, s);
			}
			var c = r;
			return a === "original" && (c = Ka(r)), c;
		}
	}
}
// node_modules/echarts/lib/model/mixin/dataFormat.js
var Kh = /\{@(.+?)\}/g, qh = function() {
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
		if (a && (s.value = a.interpolatedValue), r != null && B(s.value) && (s.value = s.value[r]), i || (i = o.getItemModel(e).get(t === "normal" ? ["label", "formatter"] : [
			t,
			"label",
			"formatter"
		])), V(i)) return s.status = t, s.dimensionIndex = r, i(s);
		if (H(i)) return Ip(i, s).replace(Kh, function(t, n) {
			var r = n.length, i = n;
			i.charAt(0) === "[" && i.charAt(r - 1) === "]" && (i = +i.slice(1, r - 1));
			var s = Gh(o, e, i);
			if (a && B(a.interpolatedValue)) {
				var c = o.getDimensionIndex(i);
				c >= 0 && (s = a.interpolatedValue[c]);
			}
			return s == null ? "" : s + "";
		});
	}, e.prototype.getRawValue = function(e, t) {
		return Gh(this.getData(t), e);
	}, e.prototype.formatTooltip = function(e, t, n) {}, e;
}();
function Jh(e) {
	var t, n;
	return U(e) ? e.type && (n = e) : t = e, {
		text: t,
		frag: n
	};
}
// node_modules/echarts/lib/core/task.js
function Yh(e) {
	return new Xh(e);
}
var Xh = function() {
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
				if (B(m)) for (var h = 0; h < m.length; h++) this._doProgress(m[h], f, p, s, c);
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
		Zh.reset(t, n, r, i), this._callingProgress = e, this._callingProgress({
			start: t,
			end: n,
			count: n - t,
			next: Zh.next
		}, this.context);
	}, e.prototype._doReset = function(e) {
		this._dueIndex = this._outputDueEnd = this._dueEnd = 0, this._settedOutputEnd = null;
		var t, n;
		!e && this._reset && (t = this._reset(this.context), t && t.progress && (n = t.forceFirstProgress, t = t.progress), B(t) && !t.length && (t = null)), this._progress = t, this._modBy = this._modDataCount = null;
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
}(), Zh = function() {
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
function Qh(e, t) {
	var n = t && t.type;
	return n === "ordinal" ? e : (n === "time" && !be(e) && e != null && e !== "-" && (e = +ka(e)), e == null || e === "" ? NaN : Number(e));
}
G({
	number: function(e) {
		return parseFloat(e);
	},
	time: function(e) {
		return +ka(e);
	},
	trim: function(e) {
		return H(e) ? Me(e) : e;
	}
});
var $h = {
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
		be(t) || za(""), this._opFn = $h[e], this._rvalFloat = Pa(t);
	}
	return e.prototype.evaluate = function(e) {
		return be(e) ? this._opFn(e, this._rvalFloat) : this._opFn(Pa(e), this._rvalFloat);
	}, e;
})();
var eg = function() {
	function e(e, t) {
		var n = e === "desc";
		this._resultLT = n ? 1 : -1, t ?? (t = n ? "min" : "max"), this._incomparable = t === "min" ? -Infinity : Infinity;
	}
	return e.prototype.evaluate = function(e, t) {
		var n = be(e) ? e : Pa(e), r = be(t) ? t : Pa(t), i = isNaN(n), a = isNaN(r);
		if (i && (n = this._incomparable), a && (r = this._incomparable), i && a) {
			var o = H(e), s = H(t);
			o && (n = s ? e : 0), s && (r = o ? t : 0);
		}
		return n < r ? this._resultLT : n > r ? -this._resultLT : 0;
	}, e;
}();
(function() {
	function e(e, t) {
		this._rval = t, this._isEQ = e, this._rvalTypeof = typeof t, this._rvalFloat = Pa(t);
	}
	return e.prototype.evaluate = function(e) {
		var t = e === this._rval;
		if (!t) {
			var n = typeof e;
			n !== this._rvalTypeof && (n === "number" || this._rvalTypeof === "number") && (t = Pa(e) === this._rvalFloat);
		}
		return this._isEQ ? t : !t;
	}, e;
})();
// node_modules/echarts/lib/data/helper/transform.js
var tg = function() {
	function e() {}
	return e.prototype.getRawData = function() {
		throw Error("not supported");
	}, e.prototype.getRawDataItem = function(e) {
		throw Error("not supported");
	}, e.prototype.cloneRawData = function() {}, e.prototype.getDimensionInfo = function(e) {}, e.prototype.cloneAllDimensionInfo = function() {}, e.prototype.count = function() {}, e.prototype.retrieveValue = function(e, t) {}, e.prototype.retrieveValueFromItem = function(e, t) {}, e.prototype.convertValue = function(e, t) {
		return Qh(e, t);
	}, e;
}();
function ng(e, t) {
	var n = new tg(), r = e.data, i = n.sourceFormat = e.sourceFormat, a = e.startIndex;
	e.seriesLayoutBy !== "column" && za("");
	var o = [], s = {}, c = e.dimensionsDefine;
	if (c) L(c, function(e, t) {
		var n = e.name, r = {
			index: t,
			name: n,
			displayName: e.displayName
		};
		o.push(r), n != null && (K(s, n) && za(""), s[n] = r);
	});
	else for (var l = 0; l < e.dimensionsDetectedCount; l++) o.push({ index: l });
	var u = Lh(i, lm);
	t.__isBuiltIn && (n.getRawDataItem = function(e) {
		return u(r, a, o, e);
	}, n.getRawData = z(rg, null, e)), n.cloneRawData = z(ig, null, e), n.count = z(Bh(i, lm), null, r, a, o);
	var d = Uh(i);
	n.retrieveValue = function(e, t) {
		return f(u(r, a, o, e), t);
	};
	var f = n.retrieveValueFromItem = function(e, t) {
		if (e != null) {
			var n = o[t];
			if (n) return d(e, t, n.name);
		}
	};
	return n.getDimensionInfo = z(ag, null, o, s), n.cloneAllDimensionInfo = z(og, null, o), n;
}
function rg(e) {
	var t = e.sourceFormat;
	return dg(t) || za(""), e.data;
}
function ig(e) {
	var t = e.sourceFormat, n = e.data;
	if (dg(t) || za(""), t === "arrayRows") {
		for (var r = [], i = 0, a = n.length; i < a; i++) r.push(n[i].slice());
		return r;
	}
	if (t === "objectRows") {
		for (var r = [], i = 0, a = n.length; i < a; i++) r.push(P({}, n[i]));
		return r;
	}
}
function ag(e, t, n) {
	if (n != null) {
		if (be(n) || !isNaN(n) && !K(t, n)) return e[n];
		if (K(t, n)) return t[n];
	}
}
function og(e) {
	return M(e);
}
var sg = G();
function cg(e) {
	e = M(e);
	var t = e.type, n = "";
	t || za(n);
	var r = t.split(":");
	r.length !== 2 && za(n);
	var i = !1;
	r[0] === "echarts" && (t = r[1], i = !0), e.__isBuiltIn = i, sg.set(t, e);
}
function lg(e, t, n) {
	var r = Ua(e), i = r.length;
	i || za("");
	for (var a = 0, o = i; a < o; a++) {
		var s = r[a];
		t = ug(s, t, n, i === 1 ? null : a), a !== o - 1 && (t.length = Math.max(t.length, 1));
	}
	return t;
}
function ug(e, t, n, r) {
	var i = "";
	t.length || za(i), U(e) || za(i);
	var a = e.type, o = sg.get(a);
	o || za(i);
	var s = R(t, function(e) {
		return ng(e, o);
	});
	return R(Ua(o.transform({
		upstream: s[0],
		upstreamList: s,
		config: M(e.config)
	})), function(e, n) {
		var r = "";
		U(e) || za(r), e.data || za(r), dg(Ch(e.data)) || za(r);
		var i, a = t[0];
		if (a && n === 0 && !e.dimensions) {
			var o = a.startIndex;
			o && (e.data = a.data.slice(0, o).concat(e.data)), i = {
				seriesLayoutBy: lm,
				sourceHeader: o,
				dimensions: a.metaRawOption.dimensions
			};
		} else i = {
			seriesLayoutBy: lm,
			sourceHeader: 0,
			dimensions: e.dimensions
		};
		return bh(e.data, i, null);
	});
}
function dg(e) {
	return e === "arrayRows" || e === "objectRows";
}
// node_modules/echarts/lib/data/DataStore.js
var fg = "undefined", pg = typeof Uint32Array === fg ? Array : Uint32Array, mg = typeof Uint16Array === fg ? Array : Uint16Array, hg = typeof Int32Array === fg ? Array : Int32Array, gg = typeof Float64Array === fg ? Array : Float64Array, _g = {
	float: gg,
	int: hg,
	ordinal: Array,
	number: Array,
	time: gg
}, vg;
function yg(e) {
	return e > 65535 ? pg : mg;
}
function bg() {
	return [Infinity, -Infinity];
}
function xg(e) {
	var t = e.constructor;
	return t === Array ? e.slice() : new t(e);
}
function Sg(e, t, n, r, i) {
	var a = _g[n || "float"];
	if (i) {
		var o = e[t], s = o && o.length;
		if (s !== r) {
			for (var c = new a(r), l = 0; l < s; l++) c[l] = o[l];
			e[t] = c;
		}
	} else e[t] = new a(r);
}
var Cg = function() {
	function e() {
		this._chunks = [], this._rawExtent = [], this._extent = [], this._count = 0, this._rawCount = 0, this._calcDimNameToIdx = G();
	}
	return e.prototype.initData = function(e, t, n) {
		this._provider = e, this._chunks = [], this._indices = null, this.getRawIndex = this._getRawIdxIdentity;
		var r = e.getSource(), i = this.defaultDimValueGetter = vg[r.sourceFormat];
		this._dimValueGetter = n || i, this._rawExtent = [], Oh(r), this._dimensions = R(t, function(e) {
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
		return r[i] = { type: t }, n.set(e, i), this._chunks[i] = new _g[t || "float"](this._rawCount), this._rawExtent[i] = bg(), i;
	}, e.prototype.collectOrdinalMeta = function(e, t) {
		var n = this._chunks[e], r = this._dimensions[e], i = this._rawExtent, a = r.ordinalOffset || 0, o = n.length;
		a === 0 && (i[e] = bg());
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
			Sg(n, c, l.type, s, !0);
		}
		for (var u = [], d = o; d < s; d++) for (var f = d - o, p = 0; p < i; p++) {
			var l = r[p], m = vg.arrayRows.call(this, e[f] || u, l.property, f, p);
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
			s[l] || (s[l] = bg()), Sg(i, l, u.type, t, n);
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
			var n = yg(this._rawCount);
			e = new n(this.count());
			for (var i = 0; i < e.length; i++) e[i] = i;
		}
		return e;
	}, e.prototype.filter = function(e, t) {
		if (!this._count) return this;
		for (var n = this.clone(), r = n.count(), i = new (yg(n._rawCount))(r), a = [], o = e.length, s = 0, c = e[0], l = n._chunks, u = 0; u < r; u++) {
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
		var r = ge(e), i = r.length;
		if (!i) return this;
		var a = t.count(), o = new (yg(t._rawCount))(a), s = 0, c = r[0], l = e[c][0], u = e[c][1], d = t._chunks, f = !1;
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
		for (var r = e._chunks, i = [], a = t.length, o = e.count(), s = [], c = e._rawExtent, l = 0; l < t.length; l++) c[t[l]] = bg();
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
		var n = this.clone([e], !0), r = n._chunks[e], i = this.count(), a = 0, o = Math.floor(1 / t), s = this.getRawIndex(0), c, l, u, d = new (yg(this._rawCount))(Math.min((Math.ceil(i / o) + 2) * 2, i));
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
		for (var n = this.clone([e], !0), r = n._chunks, i = Math.floor(1 / t), a = r[e], o = this.count(), s = new (yg(this._rawCount))(Math.ceil(o / i) * 2), c = 0, l = 0; l < o; l += i) {
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
		for (var i = this.clone([e], !0), a = i._chunks, o = [], s = Math.floor(1 / t), c = a[e], l = this.count(), u = i._rawExtent[e] = bg(), d = new (yg(this._rawCount))(Math.ceil(l / s)), f = 0, p = 0; p < l; p += s) {
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
		var t = this._chunks[e], n = bg();
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
		var r = new e(), i = this._chunks, a = t && me(t, function(e, t) {
			return e[t] = !0, e;
		}, {});
		if (a) for (var o = 0; o < i.length; o++) r._chunks[o] = a[o] ? xg(i[o]) : i[o];
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
			return Qh(e[r], this._dimensions[r]);
		}
		vg = {
			arrayRows: e,
			objectRows: function(e, t, n, r) {
				return Qh(e[t], this._dimensions[r]);
			},
			keyedColumns: e,
			original: function(e, t, n, r) {
				var i = e && (e.value == null ? e : e.value);
				return Qh(i instanceof Array ? i[r] : i, this._dimensions[r]);
			},
			typedArray: function(e, t, n, r) {
				return e[r];
			}
		};
	}(), e;
}(), wg = function() {
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
		if (Tg(e)) {
			var a = e, o = void 0, s = void 0, c = void 0;
			if (n) {
				var l = t[0];
				l.prepareSource(), c = l.getSource(), o = c.data, s = c.sourceFormat, i = [l._getVersionSign()];
			} else o = a.get("data", !0), s = Se(o) ? sm : rm, i = [];
			var u = this._getSourceMetaRawOption() || {}, d = c && c.metaRawOption || {}, f = W(u.seriesLayoutBy, d.seriesLayoutBy) || null, p = W(u.sourceHeader, d.sourceHeader), m = W(u.dimensions, d.dimensions);
			r = f !== d.seriesLayoutBy || !!p != !!d.sourceHeader || m ? [bh(o, {
				seriesLayoutBy: f,
				sourceHeader: p,
				dimensions: m
			}, s)] : [];
		} else {
			var h = e;
			if (n) {
				var g = this._applyTransform(t);
				r = g.sourceList, i = g.upstreamSignList;
			} else r = [bh(h.get("source", !0), this._getSourceMetaRawOption(), null)], i = [];
		}
		this._setLocalSource(r, i);
	}, e.prototype._applyTransform = function(e) {
		var t = this._sourceHost, n = t.get("transform", !0), r = t.get("fromTransformResult", !0);
		r != null && e.length !== 1 && Eg("");
		var i, a = [], o = [];
		return L(e, function(e) {
			e.prepareSource();
			var t = e.getSource(r || 0);
			r != null && !t && Eg(""), a.push(t), o.push(e._getVersionSign());
		}), n ? i = lg(n, a, { datasetIndex: t.componentIndex }) : r != null && (i = [Sh(a[0])]), {
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
			Tg(this._sourceHost) && s ? o = s._innerGetDataStore(e, t, n) : (o = new Cg(), o.initData(new Ph(t, e.length), e)), a[n] = o;
		}
		return o;
	}, e.prototype._getUpstreamSourceManagers = function() {
		var e = this._sourceHost;
		if (Tg(e)) {
			var t = mm(e);
			return t ? [t.getSourceManager()] : [];
		}
		return R(hm(e), function(e) {
			return e.getSourceManager();
		});
	}, e.prototype._getSourceMetaRawOption = function() {
		var e = this._sourceHost, t, n, r;
		if (Tg(e)) t = e.get("seriesLayoutBy", !0), n = e.get("sourceHeader", !0), r = e.get("dimensions", !0);
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
function Tg(e) {
	return e.mainType === "series";
}
function Eg(e) {
	throw Error(e);
}
// node_modules/echarts/lib/component/tooltip/tooltipMarkup.js
var Dg = "line-height:1";
function Og(e) {
	var t = e.lineHeight;
	return t == null ? Dg : "line-height:" + xt(t + "") + "px";
}
function kg(e, t) {
	var n = e.color || "#6e7079", r = e.fontSize || 12, i = e.fontWeight || "400", a = e.color || "#464646", o = e.fontSize || 14, s = e.fontWeight || "900";
	return t === "html" ? {
		nameStyle: "font-size:" + xt(r + "") + "px;color:" + xt(n) + ";font-weight:" + xt(i + ""),
		valueStyle: "font-size:" + xt(o + "") + "px;color:" + xt(a) + ";font-weight:" + xt(s + "")
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
var Ag = [
	0,
	10,
	20,
	30
], jg = [
	"",
	"\n",
	"\n\n",
	"\n\n\n"
];
function Mg(e, t) {
	return t.type = e, t;
}
function Ng(e) {
	return e.type === "section";
}
function Pg(e) {
	return Ng(e) ? Ig : Lg;
}
function Fg(e) {
	if (Ng(e)) {
		var t = 0, n = e.blocks.length, r = n > 1 || n > 0 && !e.noHeader;
		return L(e.blocks, function(e) {
			var n = Fg(e);
			n >= t && (t = n + +(r && (!n || Ng(e) && !e.noHeader)));
		}), t;
	}
	return 0;
}
function Ig(e, t, n, r) {
	var i = t.noHeader, a = zg(Fg(t)), o = [], s = t.blocks || [];
	je(!s || B(s)), s = s || [];
	var c = e.orderMode;
	if (t.sortBlocks && c) {
		s = s.slice();
		var l = {
			valueAsc: "asc",
			valueDesc: "desc"
		};
		if (K(l, c)) {
			var u = new eg(l[c], null);
			s.sort(function(e, t) {
				return u.evaluate(e.sortParam, t.sortParam);
			});
		} else c === "seriesDesc" && s.reverse();
	}
	L(s, function(n, i) {
		var s = t.valueFormatter, c = Pg(n)(s ? P(P({}, e), { valueFormatter: s }) : e, n, i > 0 ? a.html : 0, r);
		c != null && o.push(c);
	});
	var d = e.renderMode === "richText" ? o.join(a.richText) : Bg(r, o.join(""), i ? n : a.html);
	if (i) return d;
	var f = Np(t.header, "ordinal", e.useUTC), p = kg(r, e.renderMode).nameStyle, m = Og(r);
	return e.renderMode === "richText" ? Ug(e, f, p) + a.richText + d : Bg(r, "<div style=\"" + p + ";" + m + ";\">" + xt(f) + "</div>" + d, n);
}
function Lg(e, t, n, r) {
	var i = e.renderMode, a = t.noName, o = t.noValue, s = !t.markerType, c = t.name, l = e.useUTC, u = t.valueFormatter || e.valueFormatter || function(e) {
		return e = B(e) ? e : [e], R(e, function(e, t) {
			return Np(e, B(p) ? p[t] : p, l);
		});
	};
	if (!(a && o)) {
		var d = s ? "" : e.markupStyleCreator.makeTooltipMarker(t.markerType, t.markerColor || "#333", i), f = a ? "" : Np(c, "ordinal", l), p = t.valueType, m = o ? [] : u(t.value, t.dataIndex), h = !s || !a, g = !s && a, _ = kg(r, i), v = _.nameStyle, y = _.valueStyle;
		return i === "richText" ? (s ? "" : d) + (a ? "" : Ug(e, f, v)) + (o ? "" : Wg(e, m, h, g, y)) : Bg(r, (s ? "" : d) + (a ? "" : Vg(f, !s, v)) + (o ? "" : Hg(m, h, g, y)), n);
	}
}
function Rg(e, t, n, r, i, a) {
	if (e) return Pg(e)({
		useUTC: i,
		renderMode: n,
		orderMode: r,
		markupStyleCreator: t,
		valueFormatter: e.valueFormatter
	}, e, 0, a);
}
function zg(e) {
	return {
		html: Ag[e],
		richText: jg[e]
	};
}
function Bg(e, t, n) {
	var r = "<div style=\"clear:both\"></div>", i = "margin: " + n + "px 0 0", a = Og(e);
	return "<div style=\"" + i + ";" + a + ";\">" + t + r + "</div>";
}
function Vg(e, t, n) {
	var r = t ? "margin-left:2px" : "";
	return "<span style=\"" + n + ";" + r + "\">" + xt(e) + "</span>";
}
function Hg(e, t, n, r) {
	var i = t ? "float:right;margin-left:" + (n ? "10px" : "20px") : "";
	return e = B(e) ? e : [e], "<span style=\"" + i + ";" + r + "\">" + R(e, function(e) {
		return xt(e);
	}).join("&nbsp;&nbsp;") + "</span>";
}
function Ug(e, t, n) {
	return e.markupStyleCreator.wrapRichTextStyle(t, n);
}
function Wg(e, t, n, r, i) {
	var a = [i], o = r ? 10 : 20;
	return n && a.push({
		padding: [
			0,
			0,
			0,
			o
		],
		align: "right"
	}), e.markupStyleCreator.wrapRichTextStyle(B(t) ? t.join("  ") : t, a);
}
function Gg(e, t) {
	var n = e.getData().getItemVisual(t, "style")[e.visualDrawType];
	return Rp(n);
}
function Kg(e, t) {
	return e.get("padding") ?? (t === "richText" ? [8, 10] : 10);
}
var qg = function() {
	function e() {
		this.richTextStyles = {}, this._nextStyleNameId = Ia();
	}
	return e.prototype._generateStyleName = function() {
		return "__EC_aUTo_" + this._nextStyleNameId++;
	}, e.prototype.makeTooltipMarker = function(e, t, n) {
		var r = n === "richText" ? this._generateStyleName() : null, i = Lp({
			color: t,
			type: e,
			renderMode: n,
			markerId: r
		});
		return H(i) ? i : (this.richTextStyles[r] = i.style, i.content);
	}, e.prototype.wrapRichTextStyle = function(e, t) {
		var n = {};
		B(t) ? L(t, function(e) {
			return P(n, e);
		}) : P(n, t);
		var r = this._generateStyleName();
		return this.richTextStyles[r] = n, "{" + r + "|" + e + "}";
	}, e;
}();
// node_modules/echarts/lib/component/tooltip/seriesFormatTooltip.js
function Jg(e) {
	var t = e.series, n = e.dataIndex, r = e.multipleSeries, i = t.getData(), a = i.mapDimensionsAll("defaultedTooltip"), o = a.length, s = t.getRawValue(n), c = B(s), l = Gg(t, n), u, d, f, p;
	if (o > 1 || c && !o) {
		var m = Yg(s, t, n, a, l);
		u = m.inlineValues, d = m.inlineValueTypes, f = m.blocks, p = m.inlineValues[0];
	} else if (o) {
		var h = i.getDimensionInfo(a[0]);
		p = u = Gh(i, n, a[0]), d = h.type;
	} else p = u = c ? s[0] : s;
	var g = io(t), _ = g && t.name || "", v = i.getName(n), y = r ? _ : v;
	return Mg("section", {
		header: _,
		noHeader: r || !g,
		sortParam: p,
		blocks: [Mg("nameValue", {
			markerType: "item",
			markerColor: l,
			name: y,
			noName: !Me(y),
			value: u,
			valueType: d,
			dataIndex: n
		})].concat(f || [])
	});
}
function Yg(e, t, n, r, i) {
	var a = t.getData(), o = me(e, function(e, t, n) {
		var r = a.getDimensionInfo(n);
		return e = e || r && r.tooltip !== !1 && r.displayName != null;
	}, !1), s = [], c = [], l = [];
	r.length ? L(r, function(e) {
		u(Gh(a, n, e), e);
	}) : L(e, u);
	function u(e, t) {
		var n = a.getDimensionInfo(t);
		n && n.otherDims.tooltip !== !1 && (o ? l.push(Mg("nameValue", {
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
var Xg = uo();
function Zg(e, t) {
	return e.getName(t) || e.getId(t);
}
var Qg = function(e) {
	_(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t._selectedDataIndicesMap = {}, t;
	}
	return t.prototype.init = function(e, t, n) {
		this.seriesIndex = this.componentIndex, this.dataTask = Yh({
			count: t_,
			reset: n_
		}), this.dataTask.context = { model: this }, this.mergeDefaultAndTheme(e, n), (Xg(this).sourceManager = new wg(this)).prepareSource();
		var r = this.getInitialData(e, n);
		i_(r, this), this.dataTask.context.data = r, Xg(this).dataBeforeProcessed = r, $g(this), this._initSelectedMapFromData(r);
	}, t.prototype.mergeDefaultAndTheme = function(e, t) {
		var n = Kp(this), r = n ? Jp(e) : {}, i = this.subType;
		Zp.hasClass(i) && (i += "Series"), N(e, t.getTheme().get(this.subType)), N(e, this.getDefaultOption()), Wa(e, "label", ["show"]), this.fillDataTextStyle(e.data), n && qp(e, r, n);
	}, t.prototype.mergeOption = function(e, t) {
		e = N(this.option, e, !0), this.fillDataTextStyle(e.data);
		var n = Kp(this);
		n && qp(this.option, e, n);
		var r = Xg(this).sourceManager;
		r.dirty(), r.prepareSource();
		var i = this.getInitialData(e, t);
		i_(i, this), this.dataTask.dirty(), this.dataTask.context.data = i, Xg(this).dataBeforeProcessed = i, $g(this), this._initSelectedMapFromData(i);
	}, t.prototype.fillDataTextStyle = function(e) {
		if (e && !Se(e)) for (var t = ["show"], n = 0; n < e.length; n++) e[n] && e[n].label && Wa(e[n], "label", t);
	}, t.prototype.getInitialData = function(e, t) {}, t.prototype.appendData = function(e) {
		this.getRawData().appendData(e.data);
	}, t.prototype.getData = function(e) {
		var t = o_(this);
		if (t) {
			var n = t.context.data;
			return e == null || !n.getLinkedData ? n : n.getLinkedData(e);
		}
		return Xg(this).data;
	}, t.prototype.getAllData = function() {
		var e = this.getData();
		return e && e.getLinkedDataAll ? e.getLinkedDataAll() : [{ data: e }];
	}, t.prototype.setData = function(e) {
		var t = o_(this);
		if (t) {
			var n = t.context;
			n.outputData = e, t !== this.dataTask && (n.data = e);
		}
		Xg(this).data = e;
	}, t.prototype.getEncode = function() {
		var e = this.get("encode", !0);
		if (e) return G(e);
	}, t.prototype.getSourceManager = function() {
		return Xg(this).sourceManager;
	}, t.prototype.getSource = function() {
		return this.getSourceManager().getSource();
	}, t.prototype.getRawData = function() {
		return Xg(this).dataBeforeProcessed;
	}, t.prototype.getColorBy = function() {
		return this.get("colorBy") || "series";
	}, t.prototype.isColorBySeries = function() {
		return this.getColorBy() === "series";
	}, t.prototype.getBaseAxis = function() {
		var e = this.coordinateSystem;
		return e && e.getBaseAxis && e.getBaseAxis();
	}, t.prototype.formatTooltip = function(e, t, n) {
		return Jg({
			series: this,
			dataIndex: e,
			multipleSeries: t
		});
	}, t.prototype.isAnimationEnabled = function() {
		var e = this.ecModel;
		if (y.node && !(e && e.ssr)) return !1;
		var t = this.getShallow("animation");
		return t && this.getData().count() > this.getShallow("animationThreshold") && (t = !1), !!t;
	}, t.prototype.restoreData = function() {
		this.dataTask.dirty();
	}, t.prototype.getColorFromPalette = function(e, t, n) {
		var r = this.ecModel, i = xm.prototype.getColorFromPalette.call(this, e, t, n);
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
				var o = e[a], s = Zg(i, o);
				n[s] = !1, this._selectedDataIndicesMap[s] = -1;
			}
		}
	}, t.prototype.toggleSelect = function(e, t) {
		for (var n = [], r = 0; r < e.length; r++) n[0] = e[r], this.isSelected(e[r], t) ? this.unselect(n, t) : this.select(n, t);
	}, t.prototype.getSelectedDataIndices = function() {
		if (this.option.selectedMap === "all") return [].slice.call(this.getData().getIndices());
		for (var e = this._selectedDataIndicesMap, t = ge(e), n = [], r = 0; r < t.length; r++) {
			var i = e[t[r]];
			i >= 0 && n.push(i);
		}
		return n;
	}, t.prototype.isSelected = function(e, t) {
		var n = this.option.selectedMap;
		if (!n) return !1;
		var r = this.getData(t);
		return (n === "all" || n[Zg(r, e)]) && !r.getItemModel(e).get(["select", "disabled"]);
	}, t.prototype.isUniversalTransitionEnabled = function() {
		if (this.__universalTransitionEnabled) return !0;
		var e = this.option.universalTransition;
		return e ? e === !0 || e && e.enabled : !1;
	}, t.prototype._innerSelect = function(e, t) {
		var n, r, i = this.option, a = i.selectedMode, o = t.length;
		if (a && o) {
			if (a === "series") i.selectedMap = "all";
			else if (a === "multiple") {
				U(i.selectedMap) || (i.selectedMap = {});
				for (var s = i.selectedMap, c = 0; c < o; c++) {
					var l = t[c], u = Zg(e, l);
					s[u] = !0, this._selectedDataIndicesMap[u] = e.getRawIndex(l);
				}
			} else if (a === "single" || a === !0) {
				var d = t[o - 1], u = Zg(e, d);
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
		return Zp.registerClass(e);
	}, t.protoInitialize = function() {
		var e = t.prototype;
		e.type = "series.__base__", e.seriesIndex = 0, e.ignoreStyleOnData = !1, e.hasSymbolVisual = !1, e.defaultSymbol = "circle", e.visualStyleAccessPath = "itemStyle", e.visualDrawType = "fill";
	}(), t;
}(Zp);
fe(Qg, qh), fe(Qg, xm), Ao(Qg, Zp);
function $g(e) {
	var t = e.name;
	io(e) || (e.name = e_(e) || t);
}
function e_(e) {
	var t = e.getRawData(), n = t.mapDimensionsAll("seriesName"), r = [];
	return L(n, function(e) {
		var n = t.getDimensionInfo(e);
		n.displayName && r.push(n.displayName);
	}), r.join(" ");
}
function t_(e) {
	return e.model.getRawData().count();
}
function n_(e) {
	var t = e.model;
	return t.setData(t.getRawData().cloneShallow()), r_;
}
function r_(e, t) {
	t.outputData && e.end > t.outputData.count() && t.model.getRawData().cloneShallow(t.outputData);
}
function i_(e, t) {
	L(Be(e.CHANGABLE_METHODS, e.DOWNSAMPLE_METHODS), function(n) {
		e.wrapMethod(n, ve(a_, t));
	});
}
function a_(e, t) {
	var n = o_(e);
	return n && n.setOutputEnd((t || this).count()), t;
}
function o_(e) {
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
var s_ = function() {
	function e() {
		this.group = new sa(), this.uid = If("viewComponent");
	}
	return e.prototype.init = function(e, t) {}, e.prototype.render = function(e, t, n, r) {}, e.prototype.dispose = function(e, t) {}, e.prototype.updateView = function(e, t, n, r) {}, e.prototype.updateLayout = function(e, t, n, r) {}, e.prototype.updateVisual = function(e, t, n, r) {}, e.prototype.toggleBlurSeries = function(e, t, n) {}, e.prototype.eachRendered = function(e) {
		var t = this.group;
		t && t.traverse(e);
	}, e;
}();
Oo(s_), Fo(s_);
// node_modules/echarts/lib/chart/helper/createRenderPlanner.js
function c_() {
	var e = uo();
	return function(t) {
		var n = e(t), r = t.pipelineContext, i = !!n.large, a = !!n.progressiveRender, o = n.large = !!(r && r.large), s = n.progressiveRender = !!(r && r.progressiveRender);
		return (i !== o || a !== s) && "reset";
	};
}
// node_modules/echarts/lib/view/Chart.js
var l_ = uo(), u_ = c_(), d_ = function() {
	function e() {
		this.group = new sa(), this.uid = If("viewChart"), this.renderTask = Yh({
			plan: m_,
			reset: h_
		}), this.renderTask.context = { view: this };
	}
	return e.prototype.init = function(e, t) {}, e.prototype.render = function(e, t, n, r) {}, e.prototype.highlight = function(e, t, n, r) {
		var i = e.getData(r && r.dataType);
		i && p_(i, r, "emphasis");
	}, e.prototype.downplay = function(e, t, n, r) {
		var i = e.getData(r && r.dataType);
		i && p_(i, r, "normal");
	}, e.prototype.remove = function(e, t) {
		this.group.removeAll();
	}, e.prototype.dispose = function(e, t) {}, e.prototype.updateView = function(e, t, n, r) {
		this.render(e, t, n, r);
	}, e.prototype.updateLayout = function(e, t, n, r) {
		this.render(e, t, n, r);
	}, e.prototype.updateVisual = function(e, t, n, r) {
		this.render(e, t, n, r);
	}, e.prototype.eachRendered = function(e) {
		sf(this.group, e);
	}, e.markUpdateMethod = function(e, t) {
		l_(e).updateMethod = t;
	}, e.protoInitialize = function() {
		var t = e.prototype;
		t.type = "chart";
	}(), e;
}();
function f_(e, t, n) {
	e && Xl(e) && (t === "emphasis" ? Tl : El)(e, n);
}
function p_(e, t, n) {
	var r = lo(e, t), i = t && t.highlightKey != null ? Zl(t.highlightKey) : null;
	r == null ? e.eachItemGraphicEl(function(e) {
		f_(e, n, i);
	}) : L(Ua(r), function(t) {
		f_(e.getItemGraphicEl(t), n, i);
	});
}
Oo(d_, ["dispose"]), Fo(d_);
function m_(e) {
	return u_(e.model);
}
function h_(e) {
	var t = e.model, n = e.ecModel, r = e.api, i = e.payload, a = t.pipelineContext.progressiveRender, o = e.view, s = i && l_(i).updateMethod, c = a ? "incrementalPrepareRender" : s && o[s] ? s : "render";
	return c !== "render" && o[c](t, n, r, i), g_[c];
}
var g_ = {
	incrementalPrepareRender: { progress: function(e, t) {
		t.view.incrementalRender(e, t.model, t.ecModel, t.api, t.payload);
	} },
	render: {
		forceFirstProgress: !0,
		progress: function(e, t) {
			t.view.render(t.model, t.ecModel, t.api, t.payload);
		}
	}
}, __ = "\0__throttleOriginMethod", v_ = "\0__throttleRate", y_ = "\0__throttleType";
function b_(e, t, n) {
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
function x_(e, t, n, r) {
	var i = e[t];
	if (i) {
		var a = i[__] || i, o = i[y_];
		if (i[v_] !== n || o !== r) {
			if (n == null || !r) return e[t] = a;
			i = e[t] = b_(a, n, r === "debounce"), i[__] = a, i[y_] = r, i[v_] = n;
		}
		return i;
	}
}
function S_(e, t) {
	var n = e[t];
	n && n[__] && (n.clear && n.clear(), e[t] = n[__]);
}
// node_modules/echarts/lib/visual/style.js
var C_ = uo(), w_ = {
	itemStyle: Io(jf, !0),
	lineStyle: Io(Of, !0)
}, T_ = {
	lineStyle: "stroke",
	itemStyle: "fill"
};
function E_(e, t) {
	return e.visualStyleMapper || w_[t] || (console.warn("Unknown style type '" + t + "'."), w_.itemStyle);
}
function D_(e, t) {
	return e.visualDrawType || T_[t] || (console.warn("Unknown style type '" + t + "'."), "fill");
}
var O_ = {
	createOnAllSeries: !0,
	performRawSeries: !0,
	reset: function(e, t) {
		var n = e.getData(), r = e.visualStyleAccessPath || "itemStyle", i = e.getModel(r), a = E_(e, r)(i), o = i.getShallow("decal");
		o && (n.setVisual("decal", o), o.dirty = !0);
		var s = D_(e, r), c = a[s], l = V(c) ? c : null, u = a.fill === "auto" || a.stroke === "auto";
		if (!a[s] || l || u) {
			var d = e.getColorFromPalette(e.name, null, t.getSeriesCount());
			a[s] || (a[s] = d, n.setVisual("colorFromPalette", !0)), a.fill = a.fill === "auto" || V(a.fill) ? d : a.fill, a.stroke = a.stroke === "auto" || V(a.stroke) ? d : a.stroke;
		}
		if (n.setVisual("style", a), n.setVisual("drawType", s), !t.isSeriesFiltered(e) && l) return n.setVisual("colorFromPalette", !1), { dataEach: function(t, n) {
			var r = e.getDataParams(n), i = P({}, a);
			i[s] = l(r), t.setItemVisual(n, "style", i);
		} };
	}
}, k_ = new Pf(), A_ = {
	createOnAllSeries: !0,
	performRawSeries: !0,
	reset: function(e, t) {
		if (!(e.ignoreStyleOnData || t.isSeriesFiltered(e))) {
			var n = e.getData(), r = e.visualStyleAccessPath || "itemStyle", i = E_(e, r), a = n.getVisual("drawType");
			return { dataEach: n.hasItemOption ? function(e, t) {
				var n = e.getRawDataItem(t);
				if (n && n[r]) {
					k_.option = n[r];
					var o = i(k_);
					P(e.ensureUniqueItemVisual(t, "style"), o), k_.option.decal && (e.setItemVisual(t, "decal", k_.option.decal), k_.option.decal.dirty = !0), a in o && e.setItemVisual(t, "colorFromPalette", !1);
				}
			} : null };
		}
	}
}, j_ = {
	performRawSeries: !0,
	overallReset: function(e) {
		var t = G();
		e.eachSeries(function(e) {
			var n = e.getColorBy();
			if (!e.isColorBySeries()) {
				var r = e.type + "-" + n, i = t.get(r);
				i || (i = {}, t.set(r, i)), C_(e).scope = i;
			}
		}), e.eachSeries(function(t) {
			if (!(t.isColorBySeries() || e.isSeriesFiltered(t))) {
				var n = t.getRawData(), r = {}, i = t.getData(), a = C_(t).scope, o = D_(t, t.visualStyleAccessPath || "itemStyle");
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
}, M_ = Math.PI;
function N_(e, t) {
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
	var n = new sa(), r = new Ac({
		style: { fill: t.maskColor },
		zlevel: t.zlevel,
		z: 1e4
	});
	n.add(r);
	var i = new Pc({
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
	}), a = new Ac({
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
	return t.showSpinner && (o = new od({
		shape: {
			startAngle: -M_ / 2,
			endAngle: -M_ / 2 + .1,
			r: t.spinnerRadius
		},
		style: {
			stroke: t.color,
			lineCap: "round",
			lineWidth: t.lineWidth
		},
		zlevel: t.zlevel,
		z: 10001
	}), o.animateShape(!0).when(1e3, { endAngle: M_ * 3 / 2 }).start("circularInOut"), o.animateShape(!0).when(1e3, { startAngle: M_ * 3 / 2 }).delay(300).start("circularInOut"), n.add(o)), n.resize = function() {
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
var P_ = function() {
	function e(e, t, n, r) {
		this._stageTaskMap = G(), this.ecInstance = e, this.api = t, n = this._dataProcessorHandlers = n.slice(), r = this._visualHandlers = r.slice(), this._allHandlers = n.concat(r);
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
		var t = this, n = t._pipelineMap = G();
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
			je(!(r.reset && r.overallReset), ""), r.reset && this._createSeriesStageTask(r, i, t, n), r.overallReset && this._createOverallStageTask(r, i, t, n);
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
		var i = this, a = t.seriesTaskMap, o = t.seriesTaskMap = G(), s = e.seriesType, c = e.getTargetSeries;
		e.createOnAllSeries ? n.eachRawSeries(l) : s ? n.eachRawSeriesByType(s, l) : c && c(n, r).each(l);
		function l(t) {
			var s = t.uid, c = o.set(s, a && a.get(s) || Yh({
				plan: z_,
				reset: B_,
				count: U_
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
		var i = this, a = t.overallTask = t.overallTask || Yh({ reset: F_ });
		a.context = {
			ecModel: n,
			api: r,
			overallReset: e.overallReset,
			scheduler: i
		};
		var o = a.agentStubMap, s = a.agentStubMap = G(), c = e.seriesType, l = e.getTargetSeries, u = !0, d = !1;
		je(!e.createOnAllSeries, ""), c ? n.eachRawSeriesByType(c, f) : l ? l(n, r).each(f) : (u = !1, L(n.getSeries(), f));
		function f(e) {
			var t = e.uid, n = s.set(t, o && o.get(t) || (d = !0, Yh({
				reset: I_,
				onDirty: R_
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
		return V(e) && (e = {
			overallReset: e,
			seriesType: W_(e)
		}), e.uid = If("stageHandler"), t && (e.visualType = t), e;
	}, e;
}();
function F_(e) {
	e.overallReset(e.ecModel, e.api, e.payload);
}
function I_(e) {
	return e.overallProgress && L_;
}
function L_() {
	this.agent.dirty(), this.getDownstream().dirty();
}
function R_() {
	this.agent && this.agent.dirty();
}
function z_(e) {
	return e.plan ? e.plan(e.model, e.ecModel, e.api, e.payload) : null;
}
function B_(e) {
	e.useClearVisual && e.data.clearAllVisual();
	var t = e.resetDefines = Ua(e.reset(e.model, e.ecModel, e.api, e.payload));
	return t.length > 1 ? R(t, function(e, t) {
		return H_(t);
	}) : V_;
}
var V_ = H_(0);
function H_(e) {
	return function(t, n) {
		var r = n.data, i = n.resetDefines[e];
		if (i && i.dataEach) for (var a = t.start; a < t.end; a++) i.dataEach(r, a);
		else i && i.progress && i.progress(t, r);
	};
}
function U_(e) {
	return e.data.count();
}
function W_(e) {
	q_ = null;
	try {
		e(G_, K_);
	} catch {}
	return q_;
}
var G_ = {}, K_ = {}, q_;
J_(G_, Am), J_(K_, Lm), G_.eachSeriesByType = G_.eachRawSeriesByType = function(e) {
	q_ = e;
}, G_.eachComponent = function(e) {
	e.mainType === "series" && e.subType && (q_ = e.subType);
};
function J_(e, t) {
	for (var n in t.prototype) e[n] = Ue;
}
// node_modules/echarts/lib/theme/light.js
var Y_ = [
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
], X_ = {
	color: Y_,
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
		Y_
	]
}, Z_ = "#B9B8CE", Q_ = "#100C2A", $_ = function() {
	return {
		axisLine: { lineStyle: { color: Z_ } },
		splitLine: { lineStyle: { color: "#484753" } },
		splitArea: { areaStyle: { color: ["rgba(255,255,255,0.02)", "rgba(255,255,255,0.05)"] } },
		minorSplitLine: { lineStyle: { color: "#20203B" } }
	};
}, ev = [
	"#4992ff",
	"#7cffb2",
	"#fddd60",
	"#ff6e76",
	"#58d9f9",
	"#05c091",
	"#ff8a45",
	"#8d48e3",
	"#dd79ff"
], tv = {
	darkMode: !0,
	color: ev,
	backgroundColor: Q_,
	axisPointer: {
		lineStyle: { color: "#817f91" },
		crossStyle: { color: "#817f91" },
		label: { color: "#fff" }
	},
	legend: {
		textStyle: { color: Z_ },
		pageTextStyle: { color: Z_ }
	},
	textStyle: { color: Z_ },
	title: {
		textStyle: { color: "#EEF1FA" },
		subtextStyle: { color: "#B9B8CE" }
	},
	toolbox: { iconStyle: { borderColor: Z_ } },
	dataZoom: {
		borderColor: "#71708A",
		textStyle: { color: Z_ },
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
	visualMap: { textStyle: { color: Z_ } },
	timeline: {
		lineStyle: { color: Z_ },
		label: { color: Z_ },
		controlStyle: {
			color: Z_,
			borderColor: Z_
		}
	},
	calendar: {
		itemStyle: { color: Q_ },
		dayLabel: { color: Z_ },
		monthLabel: { color: Z_ },
		yearLabel: { color: Z_ }
	},
	timeAxis: $_(),
	logAxis: $_(),
	valueAxis: $_(),
	categoryAxis: $_(),
	line: { symbol: "circle" },
	graph: { color: ev },
	gauge: {
		title: { color: Z_ },
		axisLine: { lineStyle: { color: [[1, "rgba(207,212,219,0.2)"]] } },
		axisLabel: { color: Z_ },
		detail: { color: "#EEF1FA" }
	},
	candlestick: { itemStyle: {
		color: "#f64e56",
		color0: "#54ea92",
		borderColor: "#f64e56",
		borderColor0: "#54ea92"
	} }
};
tv.categoryAxis.splitLine.show = !1;
// node_modules/echarts/lib/util/ECEventProcessor.js
var nv = function() {
	function e() {}
	return e.prototype.normalizeQuery = function(e) {
		var t = {}, n = {}, r = {};
		if (H(e)) {
			var i = To(e);
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
}(), rv = [
	"symbol",
	"symbolSize",
	"symbolRotate",
	"symbolOffset"
], iv = rv.concat(["symbolKeepAspect"]), av = {
	createOnAllSeries: !0,
	performRawSeries: !0,
	reset: function(e, t) {
		var n = e.getData();
		if (e.legendIcon && n.setVisual("legendIcon", e.legendIcon), !e.hasSymbolVisual) return;
		for (var r = {}, i = {}, a = !1, o = 0; o < rv.length; o++) {
			var s = rv[o], c = e.get(s);
			V(c) ? (a = !0, i[s] = c) : r[s] = c;
		}
		if (r.symbol = r.symbol || e.defaultSymbol, n.setVisual(P({
			legendIcon: e.legendIcon || r.symbol,
			symbolKeepAspect: e.get("symbolKeepAspect")
		}, r)), t.isSeriesFiltered(e)) return;
		var l = ge(i);
		function u(t, n) {
			for (var r = e.getRawValue(n), a = e.getDataParams(n), o = 0; o < l.length; o++) {
				var s = l[o];
				t.setItemVisual(n, s, i[s](r, a));
			}
		}
		return { dataEach: a ? u : null };
	}
}, ov = {
	createOnAllSeries: !0,
	performRawSeries: !0,
	reset: function(e, t) {
		if (!e.hasSymbolVisual || t.isSeriesFiltered(e)) return;
		var n = e.getData();
		function r(e, t) {
			for (var n = e.getItemModel(t), r = 0; r < iv.length; r++) {
				var i = iv[r], a = n.getShallow(i, !0);
				a != null && e.setItemVisual(t, i, a);
			}
		}
		return { dataEach: n.hasItemOption ? r : null };
	}
};
// node_modules/echarts/lib/visual/helper.js
function sv(e, t, n) {
	switch (n) {
		case "color": return e.getItemVisual(t, "style")[e.getVisual("drawType")];
		case "opacity": return e.getItemVisual(t, "style").opacity;
		case "symbol":
		case "symbolSize":
		case "liftZ": return e.getItemVisual(t, n);
	}
}
function cv(e, t) {
	switch (t) {
		case "color": return e.getVisual("style")[e.getVisual("drawType")];
		case "opacity": return e.getVisual("style").opacity;
		case "symbol":
		case "symbolSize":
		case "liftZ": return e.getVisual(t);
	}
}
function lv(e, t, n, r) {
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
function uv(e, t, n, r, i) {
	var a = e + t;
	n.isSilent(a) || r.eachComponent({
		mainType: "series",
		subType: "pie"
	}, function(e) {
		for (var t = e.seriesIndex, r = e.option.selectedMap, o = i.selected, s = 0; s < o.length; s++) if (o[s].seriesIndex === t) {
			var c = e.getData(), l = lo(c, i.fromActionPayload);
			n.trigger(a, {
				type: a,
				seriesId: e.id,
				name: B(l) ? c.getName(l[0]) : c.getName(l),
				selected: H(r) ? r : P({}, r)
			});
		}
	});
}
function dv(e, t, n) {
	e.on("selectchanged", function(e) {
		var r = n.getModel();
		e.isFromClick ? (uv("map", "selectchanged", t, r, e), uv("pie", "selectchanged", t, r, e)) : e.fromAction === "select" ? (uv("map", "selected", t, r, e), uv("pie", "selected", t, r, e)) : e.fromAction === "unselect" && (uv("map", "unselected", t, r, e), uv("pie", "unselected", t, r, e));
	});
}
// node_modules/echarts/lib/util/event.js
function fv(e, t, n) {
	for (var r; e && !(t(e) && (r = e, n));) e = e.__hostTarget || e.parent;
	return r;
}
// node_modules/zrender/lib/core/WeakMap.js
var pv = Math.round(Math.random() * 9), mv = typeof Object.defineProperty == "function", hv = function() {
	function e() {
		this._id = "__ec_inner_" + pv++;
	}
	return e.prototype.get = function(e) {
		return this._guard(e)[this._id];
	}, e.prototype.set = function(e, t) {
		var n = this._guard(e);
		return mv ? Object.defineProperty(n, this._id, {
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
}(), gv = J.extend({
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
}), _v = {
	line: ed,
	rect: Ac,
	roundRect: Ac,
	square: Ac,
	circle: wu,
	diamond: J.extend({
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
	pin: J.extend({
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
	arrow: J.extend({
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
	triangle: gv
}, vv = {
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
}, yv = {};
L(_v, function(e, t) {
	yv[t] = new e();
});
var bv = J.extend({
	type: "symbol",
	shape: {
		symbolType: "",
		x: 0,
		y: 0,
		width: 0,
		height: 0
	},
	calculateTextPosition: function(e, t, n) {
		var r = qi(e, t, n), i = this.shape;
		return i && i.symbolType === "pin" && t.position === "inside" && (r.y = n.y + n.height * .4), r;
	},
	buildPath: function(e, t, n) {
		var r = t.symbolType;
		if (r !== "none") {
			var i = yv[r];
			i || (r = "rect", i = yv[r]), vv[r](t.x, t.y, t.width, t.height, i.shape), i.buildPath(e, i.shape, n);
		}
	}
});
function xv(e, t) {
	if (this.type !== "image") {
		var n = this.style;
		this.__isEmptyBrush ? (n.stroke = e, n.fill = t || "#fff", n.lineWidth = 2) : this.shape.symbolType === "line" ? n.stroke = e : n.fill = e, this.markRedraw();
	}
}
function Sv(e, t, n, r, i, a, o) {
	var s = e.indexOf("empty") === 0;
	s && (e = e.substr(5, 1).toLowerCase() + e.substr(6));
	var c = e.indexOf("image://") === 0 ? Rd(e.slice(8), new q(t, n, r, i), o ? "center" : "cover") : e.indexOf("path://") === 0 ? Ld(e.slice(7), {}, new q(t, n, r, i), o ? "center" : "cover") : new bv({ shape: {
		symbolType: e,
		x: t,
		y: n,
		width: r,
		height: i
	} });
	return c.__isEmptyBrush = s, c.setColor = xv, a && c.setColor(a), c;
}
function Cv(e) {
	return B(e) || (e = [+e, +e]), [e[0] || 0, e[1] || 0];
}
function wv(e, t) {
	if (e != null) return B(e) || (e = [e, e]), [ya(e[0], t[0]) || 0, ya(W(e[1], e[0]), t[1]) || 0];
}
// node_modules/zrender/lib/canvas/helper.js
function Tv(e) {
	return isFinite(e);
}
function Ev(e, t, n) {
	var r = t.x == null ? 0 : t.x, i = t.x2 == null ? 1 : t.x2, a = t.y == null ? 0 : t.y, o = t.y2 == null ? 0 : t.y2;
	return t.global || (r = r * n.width + n.x, i = i * n.width + n.x, a = a * n.height + n.y, o = o * n.height + n.y), r = Tv(r) ? r : 0, i = Tv(i) ? i : 1, a = Tv(a) ? a : 0, o = Tv(o) ? o : 0, e.createLinearGradient(r, a, i, o);
}
function Dv(e, t, n) {
	var r = n.width, i = n.height, a = Math.min(r, i), o = t.x == null ? .5 : t.x, s = t.y == null ? .5 : t.y, c = t.r == null ? .5 : t.r;
	return t.global || (o = o * r + n.x, s = s * i + n.y, c *= a), o = Tv(o) ? o : .5, s = Tv(s) ? s : .5, c = c >= 0 && Tv(c) ? c : .5, e.createRadialGradient(o, s, 0, o, s, c);
}
function Ov(e, t, n) {
	for (var r = t.type === "radial" ? Dv(e, t, n) : Ev(e, t, n), i = t.colorStops, a = 0; a < i.length; a++) r.addColorStop(i[a].offset, i[a].color);
	return r;
}
function kv(e, t) {
	if (e === t || !e && !t) return !1;
	if (!e || !t || e.length !== t.length) return !0;
	for (var n = 0; n < e.length; n++) if (e[n] !== t[n]) return !0;
	return !1;
}
function Av(e) {
	return parseInt(e, 10);
}
function jv(e, t, n) {
	var r = ["width", "height"][t], i = ["clientWidth", "clientHeight"][t], a = ["paddingLeft", "paddingTop"][t], o = ["paddingRight", "paddingBottom"][t];
	if (n[r] != null && n[r] !== "auto") return parseFloat(n[r]);
	var s = document.defaultView.getComputedStyle(e);
	return (e[i] || Av(s[r]) || Av(e.style[r])) - (Av(s[a]) || 0) - (Av(s[o]) || 0) | 0;
}
// node_modules/zrender/lib/canvas/dashStyle.js
function Mv(e, t) {
	return !e || e === "solid" || !(t > 0) ? null : e === "dashed" ? [4 * t, 2 * t] : e === "dotted" ? [t] : be(e) ? [e] : B(e) ? e : null;
}
function Nv(e) {
	var t = e.style, n = t.lineDash && t.lineWidth > 0 && Mv(t.lineDash, t.lineWidth), r = t.lineDashOffset;
	if (n) {
		var i = t.strokeNoScale && e.getLineScale ? e.getLineScale() : 1;
		i && i !== 1 && (n = R(n, function(e) {
			return e / i;
		}), r /= i);
	}
	return [n, r];
}
// node_modules/zrender/lib/canvas/graphic.js
var Pv = new Ks(!0);
function Fv(e) {
	var t = e.stroke;
	return !(t == null || t === "none" || !(e.lineWidth > 0));
}
function Iv(e) {
	return typeof e == "string" && e !== "none";
}
function Lv(e) {
	var t = e.fill;
	return t != null && t !== "none";
}
function Rv(e, t) {
	if (t.fillOpacity != null && t.fillOpacity !== 1) {
		var n = e.globalAlpha;
		e.globalAlpha = t.fillOpacity * t.opacity, e.fill(), e.globalAlpha = n;
	} else e.fill();
}
function zv(e, t) {
	if (t.strokeOpacity != null && t.strokeOpacity !== 1) {
		var n = e.globalAlpha;
		e.globalAlpha = t.strokeOpacity * t.opacity, e.stroke(), e.globalAlpha = n;
	} else e.stroke();
}
function Bv(e, t, n) {
	var r = Vo(t.image, t.__image, n);
	if (Uo(r)) {
		var i = e.createPattern(r, t.repeat || "repeat");
		if (typeof DOMMatrix == "function" && i && i.setTransform) {
			var a = new DOMMatrix();
			a.translateSelf(t.x || 0, t.y || 0), a.rotateSelf(0, 0, (t.rotation || 0) * We), a.scaleSelf(t.scaleX || 1, t.scaleY || 1), i.setTransform(a);
		}
		return i;
	}
}
function Vv(e, t, n, r) {
	var i, a = Fv(n), o = Lv(n), s = n.strokePercent, c = s < 1, l = !t.path;
	(!t.silent || c) && l && t.createPathProxy();
	var u = t.path || Pv, d = t.__dirty;
	if (!r) {
		var f = n.fill, p = n.stroke, m = o && !!f.colorStops, h = a && !!p.colorStops, g = o && !!f.image, _ = a && !!p.image, v = void 0, y = void 0, b = void 0, x = void 0, S = void 0;
		(m || h) && (S = t.getBoundingRect()), m && (v = d ? Ov(e, f, S) : t.__canvasFillGradient, t.__canvasFillGradient = v), h && (y = d ? Ov(e, p, S) : t.__canvasStrokeGradient, t.__canvasStrokeGradient = y), g && (b = d || !t.__canvasFillPattern ? Bv(e, f, t) : t.__canvasFillPattern, t.__canvasFillPattern = b), _ && (x = d || !t.__canvasStrokePattern ? Bv(e, p, t) : t.__canvasStrokePattern, t.__canvasStrokePattern = b), m ? e.fillStyle = v : g && (b ? e.fillStyle = b : o = !1), h ? e.strokeStyle = y : _ && (x ? e.strokeStyle = x : a = !1);
	}
	var C = t.getGlobalScale();
	u.setScale(C[0], C[1], t.segmentIgnoreThreshold);
	var w, T;
	e.setLineDash && n.lineDash && (i = Nv(t), w = i[0], T = i[1]);
	var E = !0;
	(l || d & 4) && (u.setDPR(e.dpr), c ? u.setContext(null) : (u.setContext(e), E = !1), u.reset(), t.buildPath(u, t.shape, r), u.toStatic(), t.pathUpdated()), E && u.rebuildPath(e, c ? s : 1), w && (e.setLineDash(w), e.lineDashOffset = T), r || (n.strokeFirst ? (a && zv(e, n), o && Rv(e, n)) : (o && Rv(e, n), a && zv(e, n))), w && e.setLineDash([]);
}
function Hv(e, t, n) {
	var r = t.__image = Vo(n.image, t.__image, t, t.onload);
	if (r && Uo(r)) {
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
function Uv(e, t, n) {
	var r, i = n.text;
	if (i != null && (i += ""), i) {
		e.font = n.font || "12px sans-serif", e.textAlign = n.textAlign, e.textBaseline = n.textBaseline;
		var a = void 0, o = void 0;
		e.setLineDash && n.lineDash && (r = Nv(t), a = r[0], o = r[1]), a && (e.setLineDash(a), e.lineDashOffset = o), n.strokeFirst ? (Fv(n) && e.strokeText(i, n.x, n.y), Lv(n) && e.fillText(i, n.x, n.y)) : (Lv(n) && e.fillText(i, n.x, n.y), Fv(n) && e.strokeText(i, n.x, n.y)), a && e.setLineDash([]);
	}
}
var Wv = [
	"shadowBlur",
	"shadowOffsetX",
	"shadowOffsetY"
], Gv = [
	["lineCap", "butt"],
	["lineJoin", "miter"],
	["miterLimit", 10]
];
function Kv(e, t, n, r, i) {
	var a = !1;
	if (!r && (n = n || {}, t === n)) return !1;
	if (r || t.opacity !== n.opacity) {
		ry(e, i), a = !0;
		var o = Math.max(Math.min(t.opacity, 1), 0);
		e.globalAlpha = isNaN(o) ? os.opacity : o;
	}
	(r || t.blend !== n.blend) && (a || (ry(e, i), a = !0), e.globalCompositeOperation = t.blend || os.blend);
	for (var s = 0; s < Wv.length; s++) {
		var c = Wv[s];
		(r || t[c] !== n[c]) && (a || (ry(e, i), a = !0), e[c] = e.dpr * (t[c] || 0));
	}
	return (r || t.shadowColor !== n.shadowColor) && (a || (ry(e, i), a = !0), e.shadowColor = t.shadowColor || os.shadowColor), a;
}
function qv(e, t, n, r, i) {
	var a = iy(t, i.inHover), o = r ? null : n && iy(n, i.inHover) || {};
	if (a === o) return !1;
	var s = Kv(e, a, o, r, i);
	if ((r || a.fill !== o.fill) && (s || (ry(e, i), s = !0), Iv(a.fill) && (e.fillStyle = a.fill)), (r || a.stroke !== o.stroke) && (s || (ry(e, i), s = !0), Iv(a.stroke) && (e.strokeStyle = a.stroke)), (r || a.opacity !== o.opacity) && (s || (ry(e, i), s = !0), e.globalAlpha = a.opacity == null ? 1 : a.opacity), t.hasStroke()) {
		var c = a.lineWidth / (a.strokeNoScale && t.getLineScale ? t.getLineScale() : 1);
		e.lineWidth !== c && (s || (ry(e, i), s = !0), e.lineWidth = c);
	}
	for (var l = 0; l < Gv.length; l++) {
		var u = Gv[l], d = u[0];
		(r || a[d] !== o[d]) && (s || (ry(e, i), s = !0), e[d] = a[d] || u[1]);
	}
	return s;
}
function Jv(e, t, n, r, i) {
	return Kv(e, iy(t, i.inHover), n && iy(n, i.inHover), r, i);
}
function Yv(e, t) {
	var n = t.transform, r = e.dpr || 1;
	n ? e.setTransform(r * n[0], r * n[1], r * n[2], r * n[3], r * n[4], r * n[5]) : e.setTransform(r, 0, 0, r, 0, 0);
}
function Xv(e, t, n) {
	for (var r = !1, i = 0; i < e.length; i++) {
		var a = e[i];
		r = r || a.isZeroArea(), Yv(t, a), t.beginPath(), a.buildPath(t, a.shape), t.clip();
	}
	n.allClipped = r;
}
function Zv(e, t) {
	return e && t ? e[0] !== t[0] || e[1] !== t[1] || e[2] !== t[2] || e[3] !== t[3] || e[4] !== t[4] || e[5] !== t[5] : !(!e && !t);
}
var Qv = 1, $v = 2, ey = 3, ty = 4;
function ny(e) {
	var t = Lv(e), n = Fv(e);
	return !(e.lineDash || !(+t ^ n) || t && typeof e.fill != "string" || n && typeof e.stroke != "string" || e.strokePercent < 1 || e.strokeOpacity < 1 || e.fillOpacity < 1);
}
function ry(e, t) {
	t.batchFill && e.fill(), t.batchStroke && e.stroke(), t.batchFill = "", t.batchStroke = "";
}
function iy(e, t) {
	return t && e.__hoverStyle || e.style;
}
function ay(e, t) {
	oy(e, t, {
		inHover: !1,
		viewWidth: 0,
		viewHeight: 0
	}, !0);
}
function oy(e, t, n, r) {
	var i = t.transform;
	if (!t.shouldBePainted(n.viewWidth, n.viewHeight, !1, !1)) t.__dirty &= -2, t.__isRendered = !1;
	else {
		var a = t.__clipPaths, o = n.prevElClipPaths, s = !1, c = !1;
		if ((!o || kv(a, o)) && (o && o.length && (ry(e, n), e.restore(), c = s = !0, n.prevElClipPaths = null, n.allClipped = !1, n.prevEl = null), a && a.length && (ry(e, n), e.save(), Xv(a, e, n), s = !0), n.prevElClipPaths = a), n.allClipped) t.__isRendered = !1;
		else {
			t.beforeBrush && t.beforeBrush(), t.innerBeforeBrush();
			var l = n.prevEl;
			l || (c = s = !0);
			var u = t instanceof J && t.autoBatch && ny(t.style);
			s || Zv(i, l.transform) ? (ry(e, n), Yv(e, t)) : u || ry(e, n);
			var d = iy(t, n.inHover);
			t instanceof J ? (n.lastDrawType !== Qv && (c = !0, n.lastDrawType = Qv), qv(e, t, l, c, n), u && (n.batchFill || n.batchStroke) || e.beginPath(), Vv(e, t, d, u), u && (n.batchFill = d.fill || "", n.batchStroke = d.stroke || "")) : t instanceof vc ? (n.lastDrawType !== ey && (c = !0, n.lastDrawType = ey), qv(e, t, l, c, n), Uv(e, t, d)) : t instanceof Sc ? (n.lastDrawType !== $v && (c = !0, n.lastDrawType = $v), Jv(e, t, l, c, n), Hv(e, t, d)) : t.getTemporalDisplayables && (n.lastDrawType !== ty && (c = !0, n.lastDrawType = ty), sy(e, t, n)), u && r && ry(e, n), t.innerAfterBrush(), t.afterBrush && t.afterBrush(), n.prevEl = t, t.__dirty = 0, t.__isRendered = !0;
		}
	}
}
function sy(e, t, n) {
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
		c.beforeBrush && c.beforeBrush(), c.innerBeforeBrush(), oy(e, c, a, o === s - 1), c.innerAfterBrush(), c.afterBrush && c.afterBrush(), a.prevEl = c;
	}
	for (var l = 0, u = i.length; l < u; l++) {
		var c = i[l];
		c.beforeBrush && c.beforeBrush(), c.innerBeforeBrush(), oy(e, c, a, l === u - 1), c.innerAfterBrush(), c.afterBrush && c.afterBrush(), a.prevEl = c;
	}
	t.clearTemporalDisplayables(), t.notClear = !0, e.restore();
}
// node_modules/echarts/lib/util/decal.js
var cy = new hv(), ly = new ar(100), uy = [
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
function dy(e, t) {
	if (e === "none") return null;
	var n = t.getDevicePixelRatio(), r = t.getZr(), i = r.painter.type === "svg";
	e.dirty && cy.delete(e);
	var a = cy.get(e);
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
	return c(s), s.rotation = o.rotation, s.scaleX = s.scaleY = i ? 1 : 1 / n, cy.set(e, s), e.dirty = !1, s;
	function c(e) {
		for (var t = [n], a = !0, s = 0; s < uy.length; ++s) {
			var c = o[uy[s]];
			if (c != null && !B(c) && !H(c) && !be(c) && typeof c != "boolean") {
				a = !1;
				break;
			}
			t.push(c);
		}
		var l;
		if (a) {
			l = t.join(",") + (i ? "-svg" : "");
			var u = ly.get(l);
			u && (i ? e.svgElement = u : e.image = u);
		}
		var d = py(o.dashArrayX), f = my(o.dashArrayY), p = fy(o.symbol), m = hy(d), h = gy(f), g = !i && D.createCanvas(), _ = i && {
			tag: "g",
			attrs: {},
			key: "dcl",
			children: []
		}, v = b(), y;
		g && (g.width = v.width * n, g.height = v.height * n, y = g.getContext("2d")), x(), a && ly.put(l, g || _), e.image = g, e.svgElement = _, e.svgWidth = v.width, e.svgHeight = v.height;
		function b() {
			for (var e = 1, t = 0, n = m.length; t < n; ++t) e = Ra(e, m[t]);
			for (var r = 1, t = 0, n = p.length; t < n; ++t) r = Ra(r, p[t].length);
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
				var l = i ? 1 : n, u = Sv(c, e * l, t * l, a * l, s * l, o.color, o.symbolKeepAspect);
				if (i) {
					var d = r.painter.renderOneToVNode(u);
					d && _.children.push(d);
				} else ay(y, u);
			}
		}
	}
}
function fy(e) {
	if (!e || e.length === 0) return [["rect"]];
	if (H(e)) return [[e]];
	for (var t = !0, n = 0; n < e.length; ++n) if (!H(e[n])) {
		t = !1;
		break;
	}
	if (t) return fy([e]);
	for (var r = [], n = 0; n < e.length; ++n) H(e[n]) ? r.push([e[n]]) : r.push(e[n]);
	return r;
}
function py(e) {
	if (!e || e.length === 0) return [[0, 0]];
	if (be(e)) {
		var t = Math.ceil(e);
		return [[t, t]];
	}
	for (var n = !0, r = 0; r < e.length; ++r) if (!be(e[r])) {
		n = !1;
		break;
	}
	if (n) return py([e]);
	for (var i = [], r = 0; r < e.length; ++r) if (be(e[r])) {
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
function my(e) {
	if (!e || typeof e == "object" && e.length === 0) return [0, 0];
	if (be(e)) {
		var t = Math.ceil(e);
		return [t, t];
	}
	var n = R(e, function(e) {
		return Math.ceil(e);
	});
	return e.length % 2 ? n.concat(n) : n;
}
function hy(e) {
	return R(e, function(e) {
		return gy(e);
	});
}
function gy(e) {
	for (var t = 0, n = 0; n < e.length; ++n) t += e[n];
	return e.length % 2 == 1 ? t * 2 : t;
}
// node_modules/echarts/lib/visual/decal.js
function _y(e, t) {
	e.eachRawSeries(function(n) {
		if (!e.isSeriesFiltered(n)) {
			var r = n.getData();
			r.hasItemVisual() && r.each(function(e) {
				var n = r.getItemVisual(e, "decal");
				if (n) {
					var i = r.ensureUniqueItemVisual(e, "style");
					i.decal = dy(n, t);
				}
			});
			var i = r.getVisual("decal");
			if (i) {
				var a = r.getVisual("style");
				a.decal = dy(i, t);
			}
		}
	});
}
// node_modules/echarts/lib/core/lifecycle.js
var vy = new ct(), yy = {};
function by(e, t) {
	yy[e] = t;
}
function xy(e) {
	return yy[e];
}
// node_modules/echarts/lib/core/echarts.js
var Sy = 1, Cy = 800, wy = 900, Ty = 1e3, Ey = 2e3, Dy = 5e3, Oy = 1e3, ky = 1100, Ay = 2e3, jy = 3e3, My = 4e3, Ny = 4500, Py = 4600, Fy = 5e3, Iy = 6e3, Ly = 7e3, Ry = {
	PROCESSOR: {
		FILTER: Ty,
		SERIES_FILTER: Cy,
		STATISTIC: Dy
	},
	VISUAL: {
		LAYOUT: Oy,
		PROGRESSIVE_LAYOUT: ky,
		GLOBAL: Ay,
		CHART: jy,
		POST_CHART_LAYOUT: Py,
		COMPONENT: My,
		BRUSH: Fy,
		CHART_ITEM: Ny,
		ARIA: Iy,
		DECAL: Ly
	}
}, zy = "__flagInMainProcess", By = "__pendingUpdate", Vy = "__needsUpdateStatus", Hy = /^[a-zA-Z0-9_]+$/, Uy = "__connectUpdateStatus", Wy = 0, Gy = 1, Ky = 2;
function qy(e) {
	return function() {
		var t = [...arguments];
		if (this.isDisposed()) this.id;
		else return Yy(this, e, t);
	};
}
function Jy(e) {
	return function() {
		var t = [...arguments];
		return Yy(this, e, t);
	};
}
function Yy(e, t, n) {
	return n[0] = n[0] && n[0].toLowerCase(), ct.prototype[t].apply(e, n);
}
var Xy = function(e) {
	_(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t;
}(ct), Zy = Xy.prototype;
Zy.on = Jy("on"), Zy.off = Jy("off");
var Qy, $y, eb, tb, nb, rb, ib, ab, ob, sb, cb, lb, ub, db, fb, pb, mb, hb, gb = function(e) {
	_(t, e);
	function t(t, n, r) {
		var i = e.call(this, new nv()) || this;
		i._chartsViews = [], i._chartsMap = {}, i._componentsViews = [], i._componentsMap = {}, i._pendingActions = [], r = r || {}, H(n) && (n = wb[n]), i._dom = t;
		var a = "canvas", o = "auto", s = !1;
		r.ssr;
		var c = i._zr = pa(t, {
			renderer: r.renderer || a,
			devicePixelRatio: r.devicePixelRatio,
			width: r.width,
			height: r.height,
			ssr: r.ssr,
			useDirtyRect: W(r.useDirtyRect, s),
			useCoarsePointer: W(r.useCoarsePointer, o),
			pointerSize: r.pointerSize
		});
		i._ssr = r.ssr, i._throttledZrFlush = b_(z(c.flush, c), 17), n = M(n), n && hh(n, !0), i._theme = n, i._locale = Yf(r.locale || qf), i._coordSysMgr = new zm();
		var l = i._api = fb(i);
		function u(e, t) {
			return e.__prio - t.__prio;
		}
		return Sn(Cb, u), Sn(xb, u), i._scheduler = new P_(i, l, xb, Cb), i._messageCenter = new Xy(), i._initEvents(), i.resize = z(i.resize, i), c.animation.on("frame", i._onframe, i), sb(c, i), cb(c, i), Pe(i), i;
	}
	return t.prototype._onframe = function() {
		if (!this._disposed) {
			hb(this);
			var e = this._scheduler;
			if (this[By]) {
				var t = this[By].silent;
				this[zy] = !0;
				try {
					Qy(this), tb.update.call(this, null, this[By].updateParams);
				} catch (e) {
					throw this[zy] = !1, this[By] = null, e;
				}
				this._zr.flush(), this[zy] = !1, this[By] = null, ab.call(this, t), ob.call(this, t);
			} else if (e.unfinished) {
				var n = Sy, r = this._model, i = this._api;
				e.unfinished = !1;
				do {
					var a = +/* @__PURE__ */ new Date();
					e.performSeriesTasks(r), e.performDataProcessorTasks(r), rb(this, r), e.performVisualTasks(r), db(this, this._model, i, "remain", {}), n -= +/* @__PURE__ */ new Date() - a;
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
		if (!this[zy]) {
			if (this._disposed) this.id;
			else {
				var r, i, a;
				if (U(t) && (n = t.lazyUpdate, r = t.silent, i = t.replaceMerge, a = t.transition, t = t.notMerge), this[zy] = !0, !this._model || t) {
					var o = new Vm(this._api), s = this._theme, c = this._model = new Am();
					c.scheduler = this._scheduler, c.ssr = this._ssr, c.init(null, null, null, s, this._locale, o);
				}
				this._model.setOption(e, { replaceMerge: i }, Sb);
				var l = {
					seriesTransition: a,
					optionChanged: !0
				};
				if (n) this[By] = {
					silent: r,
					updateParams: l
				}, this[zy] = !1, this.getZr().wakeUp();
				else {
					try {
						Qy(this), tb.update.call(this, null, l);
					} catch (e) {
						throw this[By] = null, this[zy] = !1, e;
					}
					this._ssr || this._zr.flush(), this[By] = null, this[zy] = !1, ab.call(this, r), ob.call(this, r);
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
		return this._zr.painter.dpr || y.hasGlobalWindow && window.devicePixelRatio || 1;
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
		if (y.svgSupported) {
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
			if (Db[n]) {
				var o = a, s = a, c = -a, l = -a, u = [], d = e && e.pixelRatio || this.getDevicePixelRatio();
				L(Eb, function(a, d) {
					if (a.group === n) {
						var f = t ? a.getZr().painter.getSvgDom().innerHTML : a.renderToCanvas(M(e)), p = a.getDom().getBoundingClientRect();
						o = r(p.left, o), s = r(p.top, s), c = i(p.right, c), l = i(p.bottom, l), u.push({
							dom: f,
							left: p.left,
							top: p.top
						});
					}
				}), o *= d, s *= d, c *= d, l *= d;
				var f = c - o, p = l - s, m = D.createCanvas(), h = pa(m, { renderer: t ? "svg" : "canvas" });
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
				return e.connectedBackgroundColor && h.add(new Ac({
					shape: {
						x: 0,
						y: 0,
						width: f,
						height: p
					},
					style: { fill: e.connectedBackgroundColor }
				})), L(u, function(e) {
					var t = new Sc({ style: {
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
		return nb(this, "convertToPixel", e, t);
	}, t.prototype.convertFromPixel = function(e, t) {
		return nb(this, "convertFromPixel", e, t);
	}, t.prototype.containPixel = function(e, t) {
		if (this._disposed) this.id;
		else {
			var n = this._model, r;
			return L(po(n, e), function(e, n) {
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
		var n = this._model, r = po(n, e, { defaultMainType: "series" }), i = r.seriesModel.getData(), a = r.hasOwnProperty("dataIndexInside") ? r.dataIndexInside : r.hasOwnProperty("dataIndex") ? i.indexOfRawIndex(r.dataIndex) : null;
		return a == null ? cv(i, t) : sv(i, a, t);
	}, t.prototype.getViewOfComponentModel = function(e) {
		return this._componentsMap[e.__viewId];
	}, t.prototype.getViewOfSeriesModel = function(e) {
		return this._chartsMap[e.__viewId];
	}, t.prototype._initEvents = function() {
		var e = this;
		L(vb, function(t) {
			var n = function(n) {
				var r = e.getModel(), i = n.target, a;
				if (t === "globalout" ? a = {} : i && fv(i, function(e) {
					var t = Y(e);
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
		}), L(bb, function(t, n) {
			e._messageCenter.on(n, function(e) {
				this.trigger(n, e);
			}, e);
		}), L(["selectchanged"], function(t) {
			e._messageCenter.on(t, function(e) {
				this.trigger(t, e);
			}, e);
		}), dv(this._messageCenter, this, this._api);
	}, t.prototype.isDisposed = function() {
		return this._disposed;
	}, t.prototype.clear = function() {
		this._disposed ? this.id : this.setOption({ series: [] }, !0);
	}, t.prototype.dispose = function() {
		if (this._disposed) this.id;
		else {
			this._disposed = !0, this.getDom() && vo(this.getDom(), kb, "");
			var e = this, t = e._api, n = e._model;
			L(e._componentsViews, function(e) {
				e.dispose(n, t);
			}), L(e._chartsViews, function(e) {
				e.dispose(n, t);
			}), e._zr.dispose(), e._dom = e._model = e._chartsMap = e._componentsMap = e._chartsViews = e._componentsViews = e._scheduler = e._api = e._zr = e._throttledZrFlush = e._theme = e._coordSysMgr = e._messageCenter = null, delete Eb[e.id];
		}
	}, t.prototype.resize = function(e) {
		if (!this[zy]) {
			if (this._disposed) this.id;
			else {
				this._zr.resize(e);
				var t = this._model;
				if (this._loadingFX && this._loadingFX.resize(), t) {
					var n = t.resetOption("media"), r = e && e.silent;
					this[By] && (r ?? (r = this[By].silent), n = !0, this[By] = null), this[zy] = !0;
					try {
						n && Qy(this), tb.update.call(this, {
							type: "resize",
							animation: P({ duration: 0 }, e && e.animation)
						});
					} catch (e) {
						throw this[zy] = !1, e;
					}
					this[zy] = !1, ab.call(this, r), ob.call(this, r);
				}
			}
		}
	}, t.prototype.showLoading = function(e, t) {
		if (this._disposed) this.id;
		else if (U(e) && (t = e, e = ""), e = e || "default", this.hideLoading(), Tb[e]) {
			var n = Tb[e](this._api, t), r = this._zr;
			this._loadingFX = n, r.add(n);
		}
	}, t.prototype.hideLoading = function() {
		this._disposed ? this.id : (this._loadingFX && this._zr.remove(this._loadingFX), this._loadingFX = null);
	}, t.prototype.makeActionFromEvent = function(e) {
		var t = P({}, e);
		return t.type = bb[e.type], t;
	}, t.prototype.dispatchAction = function(e, t) {
		if (this._disposed) this.id;
		else if (U(t) || (t = { silent: !!t }), yb[e.type] && this._model) {
			if (this[zy]) this._pendingActions.push(e);
			else {
				var n = t.silent;
				ib.call(this, e, n);
				var r = t.flush;
				r ? this._zr.flush() : r !== !1 && y.browser.weChat && this._throttledZrFlush(), ab.call(this, n), ob.call(this, n);
			}
		}
	}, t.prototype.updateLabelLayout = function() {
		vy.trigger("series:layoutlabels", this._model, this._api, { updatedSeries: [] });
	}, t.prototype.appendData = function(e) {
		if (this._disposed) this.id;
		else {
			var t = e.seriesIndex;
			this.getModel().getSeriesByIndex(t).appendData(e), this._scheduler.unfinished = !0, this.getZr().wakeUp();
		}
	}, t.internalField = function() {
		Qy = function(e) {
			var t = e._scheduler;
			t.restorePipelines(e._model), t.prepareStageTasks(), $y(e, !0), $y(e, !1), t.plan();
		}, $y = function(e, t) {
			for (var n = e._model, r = e._scheduler, i = t ? e._componentsViews : e._chartsViews, a = t ? e._componentsMap : e._chartsMap, o = e._zr, s = e._api, c = 0; c < i.length; c++) i[c].__alive = !1;
			t ? n.eachComponent(function(e, t) {
				e !== "series" && l(t);
			}) : n.eachSeries(l);
			function l(e) {
				var c = e.__requireNewView;
				e.__requireNewView = !1;
				var l = "_ec_" + e.id + "_" + e.type, u = !c && a[l];
				if (!u) {
					var d = To(e.type);
					u = new (t ? s_.getClass(d.main, d.sub) : d_.getClass(d.sub))(), u.init(n, s), a[l] = u, i.push(u), o.add(u.group);
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
		}, eb = function(e, t, n, r, i) {
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
			c != null && (l = G(), L(Ua(c), function(e) {
				var t = ro(e, null);
				t != null && l.set(t, !0);
			})), a && a.eachComponent(s, function(t) {
				if (!(l && l.get(t.id) != null)) {
					if ($l(n)) {
						if (t instanceof Qg) n.type === "highlight" && !n.notBlur && !t.get(["emphasis", "disabled"]) && Fl(t, n, e._api);
						else {
							var r = Il(t.mainType, t.componentIndex, n.name, e._api), i = r.focusSelf, a = r.dispatchers;
							n.type === "highlight" && i && !n.notBlur && Pl(t.mainType, t.componentIndex, e._api), a && L(a, function(e) {
								n.type === "highlight" ? Tl(e) : El(e);
							});
						}
					} else Ql(n) && t instanceof Qg && (zl(t, n, e._api), Bl(t), mb(e));
				}
			}, e), a && a.eachComponent(s, function(t) {
				l && l.get(t.id) != null || u(e[r === "series" ? "_chartsMap" : "_componentsMap"][t.__viewId]);
			}, e);
			function u(r) {
				r && r.__alive && r[t] && r[t](r.__model, a, e._api, n);
			}
		}, tb = {
			prepareAndUpdate: function(e) {
				Qy(this), tb.update.call(this, e, { optionChanged: e.newOption != null });
			},
			update: function(t, n) {
				var r = this._model, i = this._api, a = this._zr, o = this._coordSysMgr, s = this._scheduler;
				if (r) {
					r.setUpdatePayload(t), s.restoreData(r, t), s.performSeriesTasks(r), o.create(r, i), s.performDataProcessorTasks(r, t), rb(this, r), o.update(r, i), e(r), s.performVisualTasks(r, t), lb(this, r, i, t, n);
					var c = r.get("backgroundColor") || "transparent", l = r.get("darkMode");
					a.setBackgroundColor(c), l != null && l !== "auto" && a.setDarkMode(l), vy.trigger("afterupdate", r, i);
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
					var o = G();
					r.eachSeries(function(e) {
						var a = n._chartsMap[e.__viewId];
						if (a.updateTransform) {
							var s = a.updateTransform(e, r, i, t);
							s && s.update && o.set(e.uid, 1);
						} else o.set(e.uid, 1);
					}), e(r), this._scheduler.performVisualTasks(r, t, {
						setDirty: !0,
						dirtyMap: o
					}), db(this, r, i, t, {}, o), vy.trigger("afterupdate", r, i);
				}
			},
			updateView: function(t) {
				var n = this._model;
				n && (n.setUpdatePayload(t), d_.markUpdateMethod(t, "updateView"), e(n), this._scheduler.performVisualTasks(n, t, { setDirty: !0 }), lb(this, n, this._api, t, {}), vy.trigger("afterupdate", n, this._api));
			},
			updateVisual: function(t) {
				var n = this, r = this._model;
				r && (r.setUpdatePayload(t), r.eachSeries(function(e) {
					e.getData().clearAllVisual();
				}), d_.markUpdateMethod(t, "updateVisual"), e(r), this._scheduler.performVisualTasks(r, t, {
					visualType: "visual",
					setDirty: !0
				}), r.eachComponent(function(e, i) {
					if (e !== "series") {
						var a = n.getViewOfComponentModel(i);
						a && a.__alive && a.updateVisual(i, r, n._api, t);
					}
				}), r.eachSeries(function(e) {
					n._chartsMap[e.__viewId].updateVisual(e, r, n._api, t);
				}), vy.trigger("afterupdate", r, this._api));
			},
			updateLayout: function(e) {
				tb.update.call(this, e);
			}
		}, nb = function(e, t, n, r) {
			if (e._disposed) e.id;
			else for (var i = e._model, a = e._coordSysMgr.getCoordinateSystems(), o, s = po(i, n), c = 0; c < a.length; c++) {
				var l = a[c];
				if (l[t] && (o = l[t](i, s, r)) != null) return o;
			}
		}, rb = function(e, t) {
			var n = e._chartsMap, r = e._scheduler;
			t.eachSeries(function(e) {
				r.updateStreamModes(e, n[e.__viewId]);
			});
		}, ib = function(e, t) {
			var n = this, r = this.getModel(), i = e.type, a = e.escapeConnect, o = yb[i], s = o.actionInfo, c = (s.update || "update").split(":"), l = c.pop(), u = c[0] != null && To(c[0]);
			this[zy] = !0;
			var d = [e], f = !1;
			e.batch && (f = !0, d = R(e.batch, function(t) {
				return t = F(P({}, t), e), t.batch = null, t;
			}));
			var p = [], m, h = Ql(e), g = $l(e);
			if (g && Ml(this._api), L(d, function(t) {
				if (m = o.action(t, n._model, n._api), m = m || P({}, t), m.type = s.event || m.type, p.push(m), g) {
					var r = mo(e), i = r.queryOptionMap, a = r.mainTypeSpecified ? i.keys()[0] : "series";
					eb(n, l, t, a), mb(n);
				} else h ? (eb(n, l, t, "series"), mb(n)) : u && eb(n, l, t, u.main, u.sub);
			}), l !== "none" && !g && !h && !u) try {
				this[By] ? (Qy(this), tb.update.call(this, e), this[By] = null) : tb[l].call(this, e);
			} catch (e) {
				throw this[zy] = !1, e;
			}
			if (m = f ? {
				type: s.event || i,
				escapeConnect: a,
				batch: p
			} : p[0], this[zy] = !1, !t) {
				var _ = this._messageCenter;
				if (_.trigger(m.type, m), h) {
					var v = {
						type: "selectchanged",
						escapeConnect: a,
						selected: Vl(r),
						isFromClick: e.isFromClick || !1,
						fromAction: e.type,
						fromActionPayload: e
					};
					_.trigger(v.type, v);
				}
			}
		}, ab = function(e) {
			for (var t = this._pendingActions; t.length;) {
				var n = t.shift();
				ib.call(this, n, e);
			}
		}, ob = function(e) {
			!e && this.trigger("updated");
		}, sb = function(e, t) {
			e.on("rendered", function(n) {
				t.trigger("rendered", n), e.animation.isFinished() && !t[By] && !t._scheduler.unfinished && !t._pendingActions.length && t.trigger("finished");
			});
		}, cb = function(e, t) {
			e.on("mouseover", function(e) {
				var n = e.target, r = fv(n, Xl);
				r && (Ll(r, e, t._api), mb(t));
			}).on("mouseout", function(e) {
				var n = e.target, r = fv(n, Xl);
				r && (Rl(r, e, t._api), mb(t));
			}).on("click", function(e) {
				var n = e.target, r = fv(n, function(e) {
					return Y(e).dataIndex != null;
				}, !0);
				if (r) {
					var i = r.selected ? "unselect" : "select", a = Y(r);
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
				Sn(i, function(e, t) {
					return e.zlevel === t.zlevel ? e.z - t.z : e.zlevel - t.zlevel;
				}), L(i, function(t) {
					var n = e.getComponent(t.type, t.idx), r = t.zlevel, i = t.key;
					a != null && (r = Math.max(a, r)), i ? (r === a && i !== o && r++, o = i) : o && (r === a && r++, o = ""), a = r, n.setZLevel(r);
				});
			}
		}
		lb = function(e, n, r, i, a) {
			t(n), ub(e, n, r, i, a), L(e._chartsViews, function(e) {
				e.__alive = !1;
			}), db(e, n, r, i, a), L(e._chartsViews, function(e) {
				e.__alive || e.remove(n, r);
			});
		}, ub = function(e, t, n, r, i, o) {
			L(o || e._componentsViews, function(e) {
				var i = e.__model;
				s(i, e), e.render(i, t, n, r), a(i, e), c(i, e);
			});
		}, db = function(e, t, n, o, l, u) {
			var d = e._scheduler;
			l = P(l || {}, { updatedSeries: t.getSeries() }), vy.trigger("series:beforeupdate", t, n, l);
			var f = !1;
			t.eachSeries(function(t) {
				var n = e._chartsMap[t.__viewId];
				n.__alive = !0;
				var r = n.renderTask;
				d.updatePayload(r, o), s(t, n), u && u.get(t.uid) && r.dirty(), r.perform(d.getPerformArgs(r)) && (f = !0), n.group.silent = !!t.get("silent"), i(t, n), Bl(t);
			}), d.unfinished = f || d.unfinished, vy.trigger("series:layoutlabels", t, n, l), vy.trigger("series:transition", t, n, l), t.eachSeries(function(t) {
				var n = e._chartsMap[t.__viewId];
				a(t, n), c(t, n);
			}), r(e, t), vy.trigger("series:afterupdate", t, n, l);
		}, mb = function(e) {
			e[Vy] = !0, e.getZr().wakeUp();
		}, hb = function(e) {
			e[Vy] && (e.getZr().storage.traverse(function(e) {
				Cd(e) || n(e);
			}), e[Vy] = !1);
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
			}), r > t.get("hoverLayerThreshold") && !y.node && !y.worker && t.eachSeries(function(t) {
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
				if (!Cd(e)) {
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
					if (Cd(e)) return;
					if (e instanceof J && eu(e), e.__dirty) {
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
		fb = function(e) {
			return new (function(t) {
				_(n, t);
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
					Tl(t, n), mb(e);
				}, n.prototype.leaveEmphasis = function(t, n) {
					El(t, n), mb(e);
				}, n.prototype.enterBlur = function(t) {
					Dl(t), mb(e);
				}, n.prototype.leaveBlur = function(t) {
					Ol(t), mb(e);
				}, n.prototype.enterSelect = function(t) {
					kl(t), mb(e);
				}, n.prototype.leaveSelect = function(t) {
					Al(t), mb(e);
				}, n.prototype.getModel = function() {
					return e.getModel();
				}, n.prototype.getViewOfComponentModel = function(t) {
					return e.getViewOfComponentModel(t);
				}, n.prototype.getViewOfSeriesModel = function(t) {
					return e.getViewOfSeriesModel(t);
				}, n;
			}(Lm))(e);
		}, pb = function(e) {
			function t(e, t) {
				for (var n = 0; n < e.length; n++) {
					var r = e[n];
					r[Uy] = t;
				}
			}
			L(bb, function(n, r) {
				e._messageCenter.on(r, function(n) {
					if (Db[e.group] && e[Uy] !== Wy) {
						if (n && n.escapeConnect) return;
						var r = e.makeActionFromEvent(n), i = [];
						L(Eb, function(t) {
							t !== e && t.group === e.group && i.push(t);
						}), t(i, Wy), L(i, function(e) {
							e[Uy] !== Gy && e.dispatchAction(r);
						}), t(i, Ky);
					}
				});
			});
		};
	}(), t;
}(ct), _b = gb.prototype;
_b.on = qy("on"), _b.off = qy("off"), _b.one = function(e, t, n) {
	var r = this;
	function i() {
		var n = [...arguments];
		t && t.apply && t.apply(this, n), r.off(e, i);
	}
	this.on.call(this, e, i, n);
};
var vb = [
	"click",
	"dblclick",
	"mouseover",
	"mouseout",
	"mousemove",
	"mousedown",
	"mouseup",
	"globalout",
	"contextmenu"
], yb = {}, bb = {}, xb = [], Sb = [], Cb = [], wb = {}, Tb = {}, Eb = {}, Db = {}, Ob = /* @__PURE__ */ new Date() - 0;
/* @__PURE__ */ new Date() - 0;
var kb = "_echarts_instance_";
function Ab(e, t, n) {
	var r = !(n && n.ssr);
	if (r) {
		var i = jb(e);
		if (i) return i;
	}
	var a = new gb(e, t, n);
	return a.id = "ec_" + Ob++, Eb[a.id] = a, r && vo(e, kb, a.id), pb(a), vy.trigger("afterinit", a), a;
}
function jb(e) {
	return Eb[yo(e, kb)];
}
function Mb(e, t) {
	wb[e] = t;
}
function Nb(e) {
	I(Sb, e) < 0 && Sb.push(e);
}
function Pb(e, t) {
	Ub(xb, e, t, Ey);
}
function Fb(e) {
	Lb("afterinit", e);
}
function Ib(e) {
	Lb("afterupdate", e);
}
function Lb(e, t) {
	vy.on(e, t);
}
function Rb(e, t, n) {
	V(t) && (n = t, t = "");
	var r = U(e) ? e.type : [e, e = { event: t }][0];
	e.event = (e.event || r).toLowerCase(), t = e.event, bb[t] || (je(Hy.test(r) && Hy.test(t)), yb[r] || (yb[r] = {
		action: n,
		actionInfo: e
	}), bb[t] = r);
}
function zb(e, t) {
	zm.register(e, t);
}
function Bb(e, t) {
	Ub(Cb, e, t, Oy, "layout");
}
function Vb(e, t) {
	Ub(Cb, e, t, jy, "visual");
}
var Hb = [];
function Ub(e, t, n, r, i) {
	if ((V(t) || U(t)) && (n = t, t = r), !(I(Hb, n) >= 0)) {
		Hb.push(n);
		var a = P_.wrapStageHandler(n, i);
		a.__prio = t, a.__raw = n, e.push(a);
	}
}
function Wb(e, t) {
	Tb[e] = t;
}
function Gb(e, t, n) {
	var r = xy("registerMap");
	r && r(e, t, n);
}
var Kb = cg;
Vb(Ay, O_), Vb(Ny, A_), Vb(Ny, j_), Vb(Ay, av), Vb(Ny, ov), Vb(Ly, _y), Nb(hh), Pb(wy, gh), Wb("default", N_), Rb({
	type: tl,
	event: tl,
	update: tl
}, Ue), Rb({
	type: nl,
	event: nl,
	update: nl
}, Ue), Rb({
	type: rl,
	event: rl,
	update: rl
}, Ue), Rb({
	type: il,
	event: il,
	update: il
}, Ue), Rb({
	type: al,
	event: al,
	update: al
}, Ue), Mb("light", X_), Mb("dark", tv);
// node_modules/echarts/lib/data/DataDiffer.js
function qb(e) {
	return e == null ? 0 : e.length || 1;
}
function Jb(e) {
	return e;
}
var Yb = function() {
	function e(e, t, n, r, i, a) {
		this._old = e, this._new = t, this._oldKeyGetter = n || Jb, this._newKeyGetter = r || Jb, this.context = i, this._diffModeMultiple = a === "multiple";
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
			var o = r[a], s = n[o], c = qb(s);
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
			var s = i[o], c = n[s], l = r[s], u = qb(c), d = qb(l);
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
			var r = e[n], i = t[r], a = qb(i);
			if (a > 1) for (var o = 0; o < a; o++) this._add && this._add(i[o]);
			else a === 1 && this._add && this._add(i);
			t[r] = null;
		}
	}, e.prototype._initIndexMap = function(e, t, n, r) {
		for (var i = this._diffModeMultiple, a = 0; a < e.length; a++) {
			var o = "_ec_" + this[r](e[a], a);
			if (i || (n[a] = o), t) {
				var s = t[o], c = qb(s);
				c === 0 ? (t[o] = a, i && n.push(o)) : c === 1 ? t[o] = [s, a] : s.push(a);
			}
		}
	}, e;
}(), Xb = function() {
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
function Zb(e, t) {
	var n = {}, r = n.encode = {}, i = G(), a = [], o = [], s = {};
	L(e.dimensions, function(t) {
		var n = e.getDimensionInfo(t), c = n.coordDim;
		if (c) {
			var l = n.coordDimIndex;
			Qb(r, c)[l] = t, n.isExtraCoord || (i.set(c, 1), ex(n.type) && (a[0] = t), Qb(s, c)[l] = e.getDimensionIndex(n.name)), n.defaultTooltip && o.push(t);
		}
		nm.each(function(e, t) {
			var i = Qb(r, t), a = n.otherDims[t];
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
	return d && d.length ? o = d.slice() : o.length || (o = a.slice()), r.defaultedLabel = a, r.defaultedTooltip = o, n.userOutput = new Xb(s, t), n;
}
function Qb(e, t) {
	return e.hasOwnProperty(t) || (e[t] = []), e[t];
}
function $b(e) {
	return e === "category" ? "ordinal" : e === "time" ? "time" : "float";
}
function ex(e) {
	return e !== "ordinal" && e !== "time";
}
// node_modules/echarts/lib/data/SeriesDimensionDefine.js
var tx = function() {
	function e(e) {
		this.otherDims = {}, e != null && P(this, e);
	}
	return e;
}(), nx = uo(), rx = {
	float: "f",
	int: "i",
	ordinal: "o",
	number: "n",
	time: "t"
}, ix = function() {
	function e(e) {
		this.dimensions = e.dimensions, this._dimOmitted = e.dimensionOmitted, this.source = e.source, this._fullDimCount = e.fullDimensionCount, this._updateDimOmitted(e.dimensionOmitted);
	}
	return e.prototype.isDimensionOmitted = function() {
		return this._dimOmitted;
	}, e.prototype._updateDimOmitted = function(e) {
		this._dimOmitted = e, e && (this._dimNameMap || (this._dimNameMap = sx(this.source)));
	}, e.prototype.getSourceDimensionIndex = function(e) {
		return W(this._dimNameMap.get(e), -1);
	}, e.prototype.getSourceDimension = function(e) {
		var t = this.source.dimensionsDefine;
		if (t) return t[e];
	}, e.prototype.makeStoreSchema = function() {
		for (var e = this._fullDimCount, t = Oh(this.source), n = !cx(e), r = "", i = [], a = 0, o = 0; a < e; a++) {
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
			}), !t || s == null || u && u.isCalculationCoord || (r += n ? s.replace(/\`/g, "`1").replace(/\$/g, "`2") : s), r += "$", r += rx[c] || "f", l && (r += l.uid), r += "$";
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
function ax(e) {
	return e instanceof ix;
}
function ox(e) {
	for (var t = G(), n = 0; n < (e || []).length; n++) {
		var r = e[n], i = U(r) ? r.name : r;
		i != null && t.get(i) == null && t.set(i, n);
	}
	return t;
}
function sx(e) {
	var t = nx(e);
	return t.dimNameMap || (t.dimNameMap = ox(e.dimensionsDefine));
}
function cx(e) {
	return e > 30;
}
// node_modules/echarts/lib/data/SeriesData.js
var lx = U, ux = R, dx = typeof Int32Array > "u" ? Array : Int32Array, fx = "e\0\0", px = -1, mx = [
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
], hx = ["_approximateExtent"], gx, _x, vx, yx, bx, xx, Sx, Cx = function() {
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
		ax(e) ? (n = e.dimensions, this._dimOmitted = e.isDimensionOmitted(), this._schema = e) : (r = !0, n = e), n = n || ["x", "y"];
		for (var i = {}, a = [], o = {}, s = !1, c = {}, l = 0; l < n.length; l++) {
			var u = n[l], d = H(u) ? new tx({ name: u }) : u instanceof tx ? u : new tx(u), f = d.name;
			d.type = d.type || "float", d.coordDim || (d.coordDim = f, d.coordDimIndex = 0);
			var p = d.otherDims = d.otherDims || {};
			a.push(f), i[f] = d, c[f] != null && (s = !0), d.createInvertedIndices && (o[f] = []), p.itemName === 0 && (this._nameDimIdx = l), p.itemId === 0 && (this._idDimIdx = l), r && (d.storeDimIndex = l);
		}
		if (this.dimensions = a, this._dimInfos = i, this._initGetDimensionInfo(s), this.hostModel = t, this._invertedIndicesMap = o, this._dimOmitted) {
			var m = this._dimIdxToName = G();
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
		if (be(e) || e != null && !isNaN(e) && !this._getDimInfo(e) && (!this._dimOmitted || this._schema.getSourceDimensionIndex(e) < 0)) return +e;
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
		if (e instanceof Cg && (i = e), !i) {
			var a = this.dimensions, o = yh(e) || pe(e) ? new Ph(e, a.length) : e;
			i = new Cg();
			var s = ux(a, function(e) {
				return {
					type: r._dimInfos[e].type,
					property: e
				};
			});
			i.initData(o, s, n);
		}
		this._store = i, this._nameList = (t || []).slice(), this._idList = [], this._nameRepeatCount = {}, this._doInit(0, i.count()), this._dimSummary = Zb(this, this._schema), this.userOutput = this._dimSummary.userOutput;
	}, e.prototype.appendData = function(e) {
		var t = this._store.appendData(e);
		this._doInit(t[0], t[1]);
	}, e.prototype.appendValues = function(e, t) {
		var n = this._store.appendValues(e, t && t.length), r = n.start, i = n.end, a = this._shouldMakeIdFromName();
		if (this._updateOrdinalMeta(), t) for (var o = r; o < i; o++) {
			var s = o - r;
			this._nameList[o] = t[s], a && Sx(this, o);
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
				if (!this.hasItemOption && qa(s) && (this.hasItemOption = !0), s) {
					var c = s.name;
					r[o] == null && c != null && (r[o] = ro(c, null));
					var l = s.id;
					i[o] == null && l != null && (i[o] = ro(l, null));
				}
			}
			if (this._shouldMakeIdFromName()) for (var o = e; o < t; o++) Sx(this, o);
			gx(this);
		}
	}, e.prototype.getApproximateExtent = function(e) {
		return this._approximateExtent[e] || this._store.getDataExtent(this._getStoreDimIndex(e));
	}, e.prototype.setApproximateExtent = function(e, t) {
		t = this.getDimension(t), this._approximateExtent[t] = e.slice();
	}, e.prototype.getCalculationInfo = function(e) {
		return this._calculationInfo[e];
	}, e.prototype.setCalculationInfo = function(e, t) {
		lx(e) ? P(this._calculationInfo, e) : this._calculationInfo[e] = t;
	}, e.prototype.getName = function(e) {
		var t = this.getRawIndex(e), n = this._nameList[t];
		return n == null && this._nameDimIdx != null && (n = vx(this, this._nameDimIdx, t)), n ?? (n = ""), n;
	}, e.prototype._getCategory = function(e, t) {
		var n = this._store.get(e, t), r = this._store.getOrdinalMeta(e);
		return r ? r.categories[n] : n;
	}, e.prototype.getId = function(e) {
		return _x(this, this.getRawIndex(e));
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
		return B(e) ? r.getValues(ux(e, function(e) {
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
		return r == null || isNaN(r) ? px : r;
	}, e.prototype.indicesOfNearest = function(e, t, n) {
		return this._store.indicesOfNearest(this._getStoreDimIndex(e), t, n);
	}, e.prototype.each = function(e, t, n) {
		V(e) && (n = t, t = e, e = []);
		var r = n || this, i = ux(yx(e), this._getStoreDimIndex, this);
		this._store.each(i, r ? z(t, r) : t);
	}, e.prototype.filterSelf = function(e, t, n) {
		V(e) && (n = t, t = e, e = []);
		var r = n || this, i = ux(yx(e), this._getStoreDimIndex, this);
		return this._store = this._store.filter(i, r ? z(t, r) : t), this;
	}, e.prototype.selectRange = function(e) {
		var t = this, n = {}, r = ge(e), i = [];
		return L(r, function(r) {
			var a = t._getStoreDimIndex(r);
			n[a] = e[r], i.push(a);
		}), this._store = this._store.selectRange(n), this;
	}, e.prototype.mapArray = function(e, t, n) {
		V(e) && (n = t, t = e, e = []), n = n || this;
		var r = [];
		return this.each(e, function() {
			r.push(t && t.apply(this, arguments));
		}, n), r;
	}, e.prototype.map = function(e, t, n, r) {
		var i = n || r || this, a = ux(yx(e), this._getStoreDimIndex, this), o = xx(this);
		return o._store = this._store.map(a, i ? z(t, i) : t), o;
	}, e.prototype.modify = function(e, t, n, r) {
		var i = n || r || this, a = ux(yx(e), this._getStoreDimIndex, this);
		this._store.modify(a, i ? z(t, i) : t);
	}, e.prototype.downSample = function(e, t, n, r) {
		var i = xx(this);
		return i._store = this._store.downSample(this._getStoreDimIndex(e), t, n, r), i;
	}, e.prototype.minmaxDownSample = function(e, t) {
		var n = xx(this);
		return n._store = this._store.minmaxDownSample(this._getStoreDimIndex(e), t), n;
	}, e.prototype.lttbDownSample = function(e, t) {
		var n = xx(this);
		return n._store = this._store.lttbDownSample(this._getStoreDimIndex(e), t), n;
	}, e.prototype.getRawDataItem = function(e) {
		return this._store.getRawDataItem(e);
	}, e.prototype.getItemModel = function(e) {
		var t = this.hostModel;
		return new Pf(this.getRawDataItem(e), t, t && t.ecModel);
	}, e.prototype.diff = function(e) {
		var t = this;
		return new Yb(e ? e.getStore().getIndices() : [], this.getStore().getIndices(), function(t) {
			return _x(e, t);
		}, function(e) {
			return _x(t, e);
		});
	}, e.prototype.getVisual = function(e) {
		var t = this._visual;
		return t && t[e];
	}, e.prototype.setVisual = function(e, t) {
		this._visual = this._visual || {}, lx(e) ? P(this._visual, e) : this._visual[e] = t;
	}, e.prototype.getItemVisual = function(e, t) {
		var n = this._itemVisuals[e];
		return (n && n[t]) ?? this.getVisual(t);
	}, e.prototype.hasItemVisual = function() {
		return this._itemVisuals.length > 0;
	}, e.prototype.ensureUniqueItemVisual = function(e, t) {
		var n = this._itemVisuals, r = n[e];
		r || (r = n[e] = {});
		var i = r[t];
		return i ?? (i = this.getVisual(t), B(i) ? i = i.slice() : lx(i) && (i = P({}, i)), r[t] = i), i;
	}, e.prototype.setItemVisual = function(e, t, n) {
		var r = this._itemVisuals[e] || {};
		this._itemVisuals[e] = r, lx(t) ? P(r, t) : r[t] = n;
	}, e.prototype.clearAllVisual = function() {
		this._visual = {}, this._itemVisuals = [];
	}, e.prototype.setLayout = function(e, t) {
		lx(e) ? P(this._layout, e) : this._layout[e] = t;
	}, e.prototype.getLayout = function(e) {
		return this._layout[e];
	}, e.prototype.getItemLayout = function(e) {
		return this._itemLayouts[e];
	}, e.prototype.setItemLayout = function(e, t, n) {
		this._itemLayouts[e] = n ? P(this._itemLayouts[e] || {}, t) : t;
	}, e.prototype.clearItemLayouts = function() {
		this._itemLayouts.length = 0;
	}, e.prototype.setItemGraphicEl = function(e, t) {
		Jc(this.hostModel && this.hostModel.seriesIndex, this.dataType, e, t), this._graphicEls[e] = t;
	}, e.prototype.getItemGraphicEl = function(e) {
		return this._graphicEls[e];
	}, e.prototype.eachItemGraphicEl = function(e, t) {
		L(this._graphicEls, function(n, r) {
			n && e && e.call(t, n, r);
		});
	}, e.prototype.cloneShallow = function(t) {
		return t || (t = new e(this._schema ? this._schema : ux(this.dimensions, this._getDimInfo, this), this.hostModel)), bx(t, this), t._store = this._store, t;
	}, e.prototype.wrapMethod = function(e, t) {
		var n = this[e];
		V(n) && (this.__wrappedMethods = this.__wrappedMethods || [], this.__wrappedMethods.push(e), this[e] = function() {
			var e = n.apply(this, arguments);
			return t.apply(this, [e].concat(ke(arguments)));
		});
	}, e.internalField = function() {
		gx = function(e) {
			var t = e._invertedIndicesMap;
			L(t, function(n, r) {
				var i = e._dimInfos[r], a = i.ordinalMeta, o = e._store;
				if (a) {
					n = t[r] = new dx(a.categories.length);
					for (var s = 0; s < n.length; s++) n[s] = px;
					for (var s = 0; s < o.count(); s++) n[o.get(i.storeDimIndex, s)] = s;
				}
			});
		}, vx = function(e, t, n) {
			return ro(e._getCategory(t, n), null);
		}, _x = function(e, t) {
			var n = e._idList[t];
			return n == null && e._idDimIdx != null && (n = vx(e, e._idDimIdx, t)), n ?? (n = fx + t), n;
		}, yx = function(e) {
			return B(e) || (e = e == null ? [] : [e]), e;
		}, xx = function(t) {
			var n = new e(t._schema ? t._schema : ux(t.dimensions, t._getDimInfo, t), t.hostModel);
			return bx(n, t), n;
		}, bx = function(e, t) {
			L(mx.concat(t.__wrappedMethods || []), function(n) {
				t.hasOwnProperty(n) && (e[n] = t[n]);
			}), e.__wrappedMethods = t.__wrappedMethods, L(hx, function(n) {
				e[n] = M(t[n]);
			}), e._calculationInfo = P({}, t._calculationInfo);
		}, Sx = function(e, t) {
			var n = e._nameList, r = e._idList, i = e._nameDimIdx, a = e._idDimIdx, o = n[t], s = r[t];
			if (o == null && i != null && (n[t] = o = vx(e, i, t)), s == null && a != null && (r[t] = s = vx(e, a, t)), s == null && o != null) {
				var c = e._nameRepeatCount, l = c[o] = (c[o] || 0) + 1;
				s = o, l > 1 && (s += "__ec__" + l), r[t] = s;
			}
		};
	}(), e;
}();
// node_modules/echarts/lib/data/helper/createDimensions.js
function Tx(e, t) {
	yh(e) || (e = xh(e)), t = t || {};
	var n = t.coordDimensions || [], r = t.dimensionsDefine || e.dimensionsDefine || [], i = G(), a = [], o = Dx(e, n, r, t.dimensionsCount), s = t.canOmitUnusedDimensions && cx(o), c = r === e.dimensionsDefine, l = c ? sx(e) : ox(r), u = t.encodeDefine;
	!u && t.encodeDefaulter && (u = t.encodeDefaulter(e, o));
	for (var d = G(u), f = new hg(o), p = 0; p < f.length; p++) f[p] = -1;
	function m(e) {
		var t = f[e];
		if (t < 0) {
			var n = r[e], i = U(n) ? n : { name: n }, o = new tx(), s = i.name;
			return s != null && l.get(s) != null && (o.name = o.displayName = s), i.type != null && (o.type = i.type), i.displayName != null && (o.displayName = i.displayName), f[e] = a.length, o.storeDimIndex = e, a.push(o), o;
		}
		return a[t];
	}
	if (!s) for (var p = 0; p < o; p++) m(p);
	d.each(function(e, t) {
		var n = Ua(e).slice();
		if (n.length === 1 && !H(n[0]) && n[0] < 0) d.set(t, !1);
		else {
			var r = d.set(t, []);
			L(n, function(e, n) {
				var i = H(e) ? l.get(e) : e;
				i != null && i < o && (r[n] = i, g(m(i), t, n));
			});
		}
	});
	var h = 0;
	L(n, function(e) {
		var t, n, r, i;
		if (H(e)) t = e, i = {};
		else {
			i = e, t = i.name;
			var a = i.ordinalMeta;
			i.ordinalMeta = null, i = P({}, i), i.ordinalMeta = a, n = i.dimsDef, r = i.otherDims, i.name = i.coordDim = i.coordDimIndex = i.dimsDef = i.otherDims = null;
		}
		var s = d.get(t);
		if (s !== !1) {
			if (s = Ua(s), !s.length) for (var l = 0; l < (n && n.length || 1); l++) {
				for (; h < o && m(h).coordDim != null;) h++;
				h < o && s.push(h++);
			}
			L(s, function(e, a) {
				var o = m(e);
				if (c && i.type != null && (o.type = i.type), g(F(o, i), t, a), o.name == null && n) {
					var s = n[a];
					!U(s) && (s = { name: s }), o.name = o.displayName = s.name, o.defaultTooltip = s.defaultTooltip;
				}
				r && F(o.otherDims, r);
			});
		}
	});
	function g(e, t, n) {
		nm.get(t) == null ? (e.coordDim = t, e.coordDimIndex = n, i.set(t, !0)) : e.otherDims[t] = n;
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
		C.coordDim ?? (C.coordDim = Ox(b, i, y), C.coordDimIndex = 0, (!_ || v <= 0) && (C.isExtraCoord = !0), v--), x(C), C.type == null && (gm(e, S) === um.Must || C.isExtraCoord && (C.otherDims.itemName != null || C.otherDims.seriesName != null)) && (C.type = "ordinal");
	}
	return Ex(a), new ix({
		source: e,
		dimensions: a,
		fullDimensionCount: o,
		dimensionOmitted: s
	});
}
function Ex(e) {
	for (var t = G(), n = 0; n < e.length; n++) {
		var r = e[n], i = r.name, a = t.get(i) || 0;
		a > 0 && (r.name = i + (a - 1)), a++, t.set(i, a);
	}
}
function Dx(e, t, n, r) {
	var i = Math.max(e.dimensionsDetectedCount || 1, t.length, n.length, r || 0);
	return L(t, function(e) {
		var t;
		U(e) && (t = e.dimsDef) && (i = Math.max(i, t.length));
	}), i;
}
function Ox(e, t, n) {
	if (n || t.hasKey(e)) {
		for (var r = 0; t.hasKey(e + r);) r++;
		e += r;
	}
	return t.set(e, !0), e;
}
// node_modules/echarts/lib/model/referHelper.js
var kx = function() {
	function e(e) {
		this.coordSysDims = [], this.axisMap = G(), this.categoryAxisMap = G(), this.coordSysName = e;
	}
	return e;
}();
function Ax(e) {
	var t = e.get("coordinateSystem"), n = new kx(t), r = jx[t];
	if (r) return r(e, n, n.axisMap, n.categoryAxisMap), n;
}
var jx = {
	cartesian2d: function(e, t, n, r) {
		var i = e.getReferringComponents("xAxis", ho).models[0], a = e.getReferringComponents("yAxis", ho).models[0];
		t.coordSysDims = ["x", "y"], n.set("x", i), n.set("y", a), Mx(i) && (r.set("x", i), t.firstCategoryDimIndex = 0), Mx(a) && (r.set("y", a), t.firstCategoryDimIndex ?? (t.firstCategoryDimIndex = 1));
	},
	singleAxis: function(e, t, n, r) {
		var i = e.getReferringComponents("singleAxis", ho).models[0];
		t.coordSysDims = ["single"], n.set("single", i), Mx(i) && (r.set("single", i), t.firstCategoryDimIndex = 0);
	},
	polar: function(e, t, n, r) {
		var i = e.getReferringComponents("polar", ho).models[0], a = i.findAxisModel("radiusAxis"), o = i.findAxisModel("angleAxis");
		t.coordSysDims = ["radius", "angle"], n.set("radius", a), n.set("angle", o), Mx(a) && (r.set("radius", a), t.firstCategoryDimIndex = 0), Mx(o) && (r.set("angle", o), t.firstCategoryDimIndex ?? (t.firstCategoryDimIndex = 1));
	},
	geo: function(e, t, n, r) {
		t.coordSysDims = ["lng", "lat"];
	},
	parallel: function(e, t, n, r) {
		var i = e.ecModel, a = i.getComponent("parallel", e.get("parallelIndex")), o = t.coordSysDims = a.dimensions.slice();
		L(a.parallelAxisIndex, function(e, a) {
			var s = i.getComponent("parallelAxis", e), c = o[a];
			n.set(c, s), Mx(s) && (r.set(c, s), t.firstCategoryDimIndex ?? (t.firstCategoryDimIndex = a));
		});
	}
};
function Mx(e) {
	return e.get("type") === "category";
}
// node_modules/echarts/lib/data/helper/dataStackHelper.js
function Nx(e, t, n) {
	n = n || {};
	var r = n.byIndex, i = n.stackedCoordDimension, a, o, s;
	Px(t) ? a = t : (o = t.schema, a = o.dimensions, s = t.store);
	var c = !!(e && e.get("stack")), l, u, d, f;
	if (L(a, function(e, t) {
		H(e) && (a[t] = e = { name: e }), c && !e.isExtraCoord && (!r && !l && e.ordinalMeta && (l = e), u || e.type === "ordinal" || e.type === "time" || i && i !== e.coordDim || (u = e));
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
function Px(e) {
	return !ax(e.schema);
}
function Fx(e, t) {
	return !!t && t === e.getCalculationInfo("stackedDimension");
}
function Ix(e, t) {
	return Fx(e, t) ? e.getCalculationInfo("stackResultDimension") : t;
}
// node_modules/echarts/lib/chart/helper/createSeriesData.js
function Lx(e, t) {
	var n = e.get("coordinateSystem"), r = zm.get(n), i;
	return t && t.coordSysDims && (i = R(t.coordSysDims, function(e) {
		var n = { name: e }, r = t.axisMap.get(e);
		return r && (n.type = $b(r.get("type"))), n;
	})), i || (i = r && (r.getDimensionsInfo ? r.getDimensionsInfo() : r.dimensions.slice()) || ["x", "y"]), i;
}
function Rx(e, t, n) {
	var r, i;
	return n && L(e, function(e, a) {
		var o = e.coordDim, s = n.categoryAxisMap.get(o);
		s && (r ?? (r = a), e.ordinalMeta = s.getOrdinalMeta(), t && (e.createInvertedIndices = !0)), e.otherDims.itemName != null && (i = !0);
	}), !i && r != null && (e[r].otherDims.itemName = 0), r;
}
function zx(e, t, n) {
	n = n || {};
	var r = t.getSourceManager(), i, a = !1;
	e ? (a = !0, i = xh(e)) : (i = r.getSource(), a = i.sourceFormat === rm);
	var o = Ax(t), s = Lx(t, o), c = n.useEncodeDefaulter, l = V(c) ? c : c ? ve(pm, s, t) : null, u = {
		coordDimensions: s,
		generateCoord: n.generateCoord,
		encodeDefine: t.getEncode(),
		encodeDefaulter: l,
		canOmitUnusedDimensions: !a
	}, d = Tx(i, u), f = Rx(d.dimensions, n.createInvertedIndices, o), p = a ? null : r.getSharedDataStore(d), m = Nx(t, {
		schema: d,
		store: p
	}), h = new Cx(d, t);
	h.setCalculationInfo(m);
	var g = f != null && Bx(i) ? function(e, t, n, r) {
		return r === f ? n : this.defaultDimValueGetter(e, t, n, r);
	} : null;
	return h.hasItemOption = !1, h.initData(a ? i : p, null, g), h;
}
function Bx(e) {
	if (e.sourceFormat === "original") return !B(Ka(Vx(e.data || [])));
}
function Vx(e) {
	for (var t = 0; t < e.length && e[t] == null;) t++;
	return e[t];
}
// node_modules/echarts/lib/scale/Scale.js
var Hx = function() {
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
Fo(Hx);
// node_modules/echarts/lib/data/OrdinalMeta.js
var Ux = 0, Wx = function() {
	function e(e) {
		this.categories = e.categories || [], this._needCollect = e.needCollect, this._deduplication = e.deduplication, this.uid = ++Ux;
	}
	return e.createByAxisModel = function(t) {
		var n = t.option, r = n.data, i = r && R(r, Gx);
		return new e({
			categories: i,
			needCollect: !i,
			deduplication: n.dedplication !== !1
		});
	}, e.prototype.getOrdinal = function(e) {
		return this._getOrCreateMap().get(e);
	}, e.prototype.parseAndCollect = function(e) {
		var t, n = this._needCollect;
		if (!H(e) && !n) return e;
		if (n && !this._deduplication) return t = this.categories.length, this.categories[t] = e, t;
		var r = this._getOrCreateMap();
		return t = r.get(e), t ?? (n ? (t = this.categories.length, this.categories[t] = e, r.set(e, t)) : t = NaN), t;
	}, e.prototype._getOrCreateMap = function() {
		return this._map || (this._map = G(this.categories));
	}, e;
}();
function Gx(e) {
	return U(e) && e.value != null ? e.value : e + "";
}
// node_modules/echarts/lib/scale/helper.js
function Kx(e) {
	return e.type === "interval" || e.type === "log";
}
function qx(e, t, n, r) {
	var i = {}, a = i.interval = Ma((e[1] - e[0]) / t, !0);
	n != null && a < n && (a = i.interval = n), r != null && a > r && (a = i.interval = r);
	var o = i.intervalPrecision = Yx(a);
	return Zx(i.niceTickExtent = [ba(Math.ceil(e[0] / a) * a, o), ba(Math.floor(e[1] / a) * a, o)], e), i;
}
function Jx(e) {
	var t = 10 ** ja(e), n = e / t;
	return n ? n === 2 ? n = 3 : n === 3 ? n = 5 : n *= 2 : n = 1, ba(n * t);
}
function Yx(e) {
	return Sa(e) + 2;
}
function Xx(e, t, n) {
	e[t] = Math.max(Math.min(e[t], n[1]), n[0]);
}
function Zx(e, t) {
	!isFinite(e[0]) && (e[0] = t[0]), !isFinite(e[1]) && (e[1] = t[1]), Xx(e, 0, t), Xx(e, 1, t), e[0] > e[1] && (e[0] = e[1]);
}
function Qx(e, t) {
	return e >= t[0] && e <= t[1];
}
function $x(e, t) {
	return t[1] === t[0] ? .5 : (e - t[0]) / (t[1] - t[0]);
}
function eS(e, t) {
	return e * (t[1] - t[0]) + t[0];
}
// node_modules/echarts/lib/scale/Ordinal.js
var tS = function(e) {
	_(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		n.type = "ordinal";
		var r = n.getSetting("ordinalMeta");
		return r || (r = new Wx({})), B(r) && (r = new Wx({ categories: R(r, function(e) {
			return U(e) ? e.value : e;
		}) })), n._ordinalMeta = r, n._extent = n.getSetting("extent") || [0, r.categories.length - 1], n;
	}
	return t.prototype.parse = function(e) {
		return e == null ? NaN : H(e) ? this._ordinalMeta.getOrdinal(e) : Math.round(e);
	}, t.prototype.contain = function(e) {
		return e = this.parse(e), Qx(e, this._extent) && this._ordinalMeta.categories[e] != null;
	}, t.prototype.normalize = function(e) {
		return e = this._getTickNumber(this.parse(e)), $x(e, this._extent);
	}, t.prototype.scale = function(e) {
		return e = Math.round(eS(e, this._extent)), this.getRawOrdinalNumber(e);
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
}(Hx);
Hx.registerClass(tS);
// node_modules/echarts/lib/scale/Interval.js
var nS = ba, rS = function(e) {
	_(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = "interval", t._interval = 0, t._intervalPrecision = 2, t;
	}
	return t.prototype.parse = function(e) {
		return e;
	}, t.prototype.contain = function(e) {
		return Qx(e, this._extent);
	}, t.prototype.normalize = function(e) {
		return $x(e, this._extent);
	}, t.prototype.scale = function(e) {
		return eS(e, this._extent);
	}, t.prototype.setExtent = function(e, t) {
		var n = this._extent;
		isNaN(e) || (n[0] = parseFloat(e)), isNaN(t) || (n[1] = parseFloat(t));
	}, t.prototype.unionExtent = function(e) {
		var t = this._extent;
		e[0] < t[0] && (t[0] = e[0]), e[1] > t[1] && (t[1] = e[1]), this.setExtent(t[0], t[1]);
	}, t.prototype.getInterval = function() {
		return this._interval;
	}, t.prototype.setInterval = function(e) {
		this._interval = e, this._niceExtent = this._extent.slice(), this._intervalPrecision = Yx(e);
	}, t.prototype.getTicks = function(e) {
		var t = this._interval, n = this._extent, r = this._niceExtent, i = this._intervalPrecision, a = [];
		if (!t) return a;
		var o = 1e4;
		n[0] < r[0] && (e ? a.push({ value: nS(r[0] - t, i) }) : a.push({ value: n[0] }));
		for (var s = r[0]; s <= r[1] && (a.push({ value: s }), s = nS(s + t, i), s !== a[a.length - 1].value);) if (a.length > o) return [];
		var c = a.length ? a[a.length - 1].value : r[1];
		return n[1] > c && (e ? a.push({ value: nS(c + t, i) }) : a.push({ value: n[1] })), a;
	}, t.prototype.getMinorTicks = function(e) {
		for (var t = this.getTicks(!0), n = [], r = this.getExtent(), i = 1; i < t.length; i++) {
			for (var a = t[i], o = t[i - 1], s = 0, c = [], l = (a.value - o.value) / e; s < e - 1;) {
				var u = nS(o.value + (s + 1) * l);
				u > r[0] && u < r[1] && c.push(u), s++;
			}
			n.push(c);
		}
		return n;
	}, t.prototype.getLabel = function(e, t) {
		if (e == null) return "";
		var n = t && t.precision;
		return n == null ? n = Sa(e.value) || 0 : n === "auto" && (n = this._intervalPrecision), Ap(nS(e.value, n, !0));
	}, t.prototype.calcNiceTicks = function(e, t, n) {
		e = e || 5;
		var r = this._extent, i = r[1] - r[0];
		if (isFinite(i)) {
			i < 0 && (i = -i, r.reverse());
			var a = qx(r, e, t, n);
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
		e.fixMin || (t[0] = nS(Math.floor(t[0] / i) * i)), e.fixMax || (t[1] = nS(Math.ceil(t[1] / i) * i));
	}, t.prototype.setNiceExtent = function(e, t) {
		this._niceExtent = [e, t];
	}, t.type = "interval", t;
}(Hx);
Hx.registerClass(rS);
// node_modules/echarts/lib/util/vendor.js
var iS = typeof Float32Array < "u", aS = iS ? Float32Array : Array;
function oS(e) {
	return B(e) ? iS ? new Float32Array(e) : e : new aS(e);
}
// node_modules/echarts/lib/layout/barGrid.js
var sS = "__ec_stack_";
function cS(e) {
	return e.get("stack") || sS + e.seriesIndex;
}
function lS(e) {
	return e.dim + e.index;
}
function uS(e) {
	var t = [], n = e.axis, r = "axis0";
	if (n.type === "category") {
		for (var i = n.getBandWidth(), a = 0; a < e.count; a++) t.push(F({
			bandWidth: i,
			axisKey: r,
			stackId: sS + a
		}, e));
		for (var o = mS(t), s = [], a = 0; a < e.count; a++) {
			var c = o[r][sS + a];
			c.offsetCenter = c.offset + c.width / 2, s.push(c);
		}
		return s;
	}
}
function dS(e, t) {
	var n = [];
	return t.eachSeriesByType(e, function(e) {
		vS(e) && n.push(e);
	}), n;
}
function fS(e) {
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
function pS(e) {
	var t = fS(e), n = [];
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
		var d = ya(e.get("barWidth"), a), f = ya(e.get("barMaxWidth"), a), p = ya(e.get("barMinWidth") || (yS(e) ? .5 : 1), a), m = e.get("barGap"), h = e.get("barCategoryGap");
		n.push({
			bandWidth: a,
			barWidth: d,
			barMaxWidth: f,
			barMinWidth: p,
			barGap: m,
			barCategoryGap: h,
			axisKey: lS(r),
			stackId: cS(e)
		});
	}), mS(n);
}
function mS(e) {
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
			var o = ge(r).length;
			a = Math.max(35 - o * 4, 15) + "%";
		}
		var s = ya(a, i), c = ya(e.gap, 1), l = e.remainedWidth, u = e.autoWidthCount, d = (l - s) / (u + (u - 1) * c);
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
function hS(e, t, n) {
	if (e && t) {
		var r = e[lS(t)];
		return r != null && n != null ? r[cS(n)] : r;
	}
}
function gS(e, t) {
	var n = dS(e, t), r = pS(n);
	L(n, function(e) {
		var t = e.getData(), n = e.coordinateSystem.getBaseAxis(), i = cS(e), a = r[lS(n)][i], o = a.offset, s = a.width;
		t.setLayout({
			bandWidth: a.bandWidth,
			offset: o,
			size: s
		});
	});
}
function _S(e) {
	return {
		seriesType: e,
		plan: c_(),
		reset: function(e) {
			if (vS(e)) {
				var t = e.getData(), n = e.coordinateSystem, r = n.getBaseAxis(), i = n.getOtherAxis(r), a = t.getDimensionIndex(t.mapDimension(i.dim)), o = t.getDimensionIndex(t.mapDimension(r.dim)), s = e.get("showBackground", !0), c = t.mapDimension(i.dim), l = t.getCalculationInfo("stackResultDimension"), u = Fx(t, c) && !!t.getCalculationInfo("stackedOnSeries"), d = i.isHorizontal(), f = bS(r, i), p = yS(e), m = e.get("barMinHeight") || 0, h = l && t.getDimensionIndex(l), g = t.getLayout("size"), _ = t.getLayout("offset");
				return { progress: function(e, t) {
					for (var r = e.count, i = p && oS(r * 3), c = p && s && oS(r * 3), l = p && oS(r), v = n.master.getRect(), y = d ? v.width : v.height, b, x = t.getStore(), S = 0; (b = e.next()) != null;) {
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
function vS(e) {
	return e.coordinateSystem && e.coordinateSystem.type === "cartesian2d";
}
function yS(e) {
	return e.pipelineContext && e.pipelineContext.large;
}
function bS(e, t) {
	var n = t.model.get("startValue");
	return n || (n = 0), t.toGlobalCoord(t.dataToCoord(t.type === "log" ? n > 0 ? n : 1 : n));
}
// node_modules/echarts/lib/scale/Time.js
var xS = function(e, t, n, r) {
	for (; n < r;) {
		var i = n + r >>> 1;
		e[i][1] < t ? n = i + 1 : r = i;
	}
	return n;
}, SS = function(e) {
	_(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		return n.type = "time", n;
	}
	return t.prototype.getLabel = function(e) {
		var t = this.getSetting("useUTC");
		return fp(e.value, ap[dp(lp(this._minLevelUnit))] || ap.second, t, this.getSetting("locale"));
	}, t.prototype.getFormattedLabel = function(e, t, n) {
		var r = this.getSetting("useUTC");
		return pp(e, t, n, this.getSetting("locale"), r);
	}, t.prototype.getTicks = function() {
		var e = this._interval, t = this._extent, n = [];
		if (!e) return n;
		n.push({
			value: t[0],
			level: 0
		});
		var r = this.getSetting("useUTC"), i = jS(this._minLevelUnit, this._approxInterval, r, t);
		return n = n.concat(i), n.push({
			value: t[1],
			level: 0
		}), n;
	}, t.prototype.calcNiceExtent = function(e) {
		var t = this._extent;
		if (t[0] === t[1] && (t[0] -= tp, t[1] += tp), t[1] === -Infinity && t[0] === Infinity) {
			var n = /* @__PURE__ */ new Date();
			t[1] = +new Date(n.getFullYear(), n.getMonth(), n.getDate()), t[0] = t[1] - tp;
		}
		this.calcNiceTicks(e.splitNumber, e.minInterval, e.maxInterval);
	}, t.prototype.calcNiceTicks = function(e, t, n) {
		e = e || 10;
		var r = this._extent, i = r[1] - r[0];
		this._approxInterval = i / e, t != null && this._approxInterval < t && (this._approxInterval = t), n != null && this._approxInterval > n && (this._approxInterval = n);
		var a = CS.length, o = Math.min(xS(CS, this._approxInterval, 0, a), a - 1);
		this._interval = CS[o][1], this._minLevelUnit = CS[Math.max(o - 1, 0)][0];
	}, t.prototype.parse = function(e) {
		return be(e) ? e : +ka(e);
	}, t.prototype.contain = function(e) {
		return Qx(this.parse(e), this._extent);
	}, t.prototype.normalize = function(e) {
		return $x(this.parse(e), this._extent);
	}, t.prototype.scale = function(e) {
		return eS(e, this._extent);
	}, t.type = "time", t;
}(rS), CS = [
	["second", Qf],
	["minute", $f],
	["hour", ep],
	["quarter-day", ep * 6],
	["half-day", ep * 12],
	["day", tp * 1.2],
	["half-week", tp * 3.5],
	["week", tp * 7],
	["month", tp * 31],
	["quarter", tp * 95],
	["half-year", np / 2],
	["year", np]
];
function wS(e, t, n, r) {
	var i = ka(t), a = ka(n), o = function(e) {
		return hp(i, e, r) === hp(a, e, r);
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
function TS(e, t) {
	return e /= tp, e > 16 ? 16 : e > 7.5 ? 7 : e > 3.5 ? 4 : e > 1.5 ? 2 : 1;
}
function ES(e) {
	var t = 30 * tp;
	return e /= t, e > 6 ? 6 : e > 3 ? 3 : e > 2 ? 2 : 1;
}
function DS(e) {
	return e /= ep, e > 12 ? 12 : e > 6 ? 6 : e > 3.5 ? 4 : e > 2 ? 2 : 1;
}
function OS(e, t) {
	return e /= t ? $f : Qf, e > 30 ? 30 : e > 20 ? 20 : e > 15 ? 15 : e > 10 ? 10 : e > 5 ? 5 : e > 2 ? 2 : 1;
}
function kS(e) {
	return Ma(e, !0);
}
function AS(e, t, n) {
	var r = new Date(e);
	switch (lp(t)) {
		case "year":
		case "month": r[wp(n)](0);
		case "day": r[Tp(n)](1);
		case "hour": r[Ep(n)](0);
		case "minute": r[Dp(n)](0);
		case "second": r[Op(n)](0), r[kp(n)](0);
	}
	return r.getTime();
}
function jS(e, t, n, r) {
	var i = 1e4, a = sp, o = 0;
	function s(e, t, n, i, a, o, s) {
		for (var c = new Date(t), l = t, u = c[i](); l < n && l <= r[1];) s.push({ value: l }), u += e, c[a](u), l = c.getTime();
		s.push({
			value: l,
			notAdd: !0
		});
	}
	function c(e, i, a) {
		var o = [], c = !i.length;
		if (!wS(lp(e), r[0], r[1], n)) {
			c && (i = [{ value: AS(new Date(r[0]), e, n) }, { value: r[1] }]);
			for (var l = 0; l < i.length - 1; l++) {
				var u = i[l].value, d = i[l + 1].value;
				if (u !== d) {
					var f = void 0, p = void 0, m = void 0, h = !1;
					switch (e) {
						case "year":
							f = Math.max(1, Math.round(t / tp / 365)), p = gp(n), m = Cp(n);
							break;
						case "half-year":
						case "quarter":
						case "month":
							f = ES(t), p = _p(n), m = wp(n);
							break;
						case "week":
						case "half-week":
						case "day":
							f = TS(t, 31), p = vp(n), m = Tp(n), h = !0;
							break;
						case "half-day":
						case "quarter-day":
						case "hour":
							f = DS(t), p = yp(n), m = Ep(n);
							break;
						case "minute":
							f = OS(t, !0), p = bp(n), m = Dp(n);
							break;
						case "second":
							f = OS(t, !1), p = xp(n), m = Op(n);
							break;
						case "millisecond": f = kS(t), p = Sp(n), m = kp(n);
					}
					s(f, u, d, p, m, h, o), e === "year" && a.length > 1 && l === 0 && a.unshift({ value: a[0].value - f });
				}
			}
			for (var l = 0; l < o.length; l++) a.push(o[l]);
			return o;
		}
	}
	for (var l = [], u = [], d = 0, f = 0, p = 0; p < a.length && o++ < i; ++p) {
		var m = lp(a[p]);
		if (up(a[p]) && (c(a[p], l[l.length - 1] || [], u), m !== (a[p + 1] ? lp(a[p + 1]) : null))) {
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
	for (var y = he(R(l, function(e) {
		return he(e, function(e) {
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
Hx.registerClass(SS);
// node_modules/echarts/lib/scale/Log.js
var MS = Hx.prototype, NS = rS.prototype, PS = ba, FS = Math.floor, IS = Math.ceil, LS = Math.pow, RS = Math.log, zS = function(e) {
	_(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = "log", t.base = 10, t._originalScale = new rS(), t._interval = 0, t;
	}
	return t.prototype.getTicks = function(e) {
		var t = this._originalScale, n = this._extent, r = t.getExtent();
		return R(NS.getTicks.call(this, e), function(e) {
			var t = e.value, i = ba(LS(this.base, t));
			return i = t === n[0] && this._fixMin ? VS(i, r[0]) : i, i = t === n[1] && this._fixMax ? VS(i, r[1]) : i, { value: i };
		}, this);
	}, t.prototype.setExtent = function(e, t) {
		var n = RS(this.base);
		e = RS(Math.max(0, e)) / n, t = RS(Math.max(0, t)) / n, NS.setExtent.call(this, e, t);
	}, t.prototype.getExtent = function() {
		var e = this.base, t = MS.getExtent.call(this);
		t[0] = LS(e, t[0]), t[1] = LS(e, t[1]);
		var n = this._originalScale.getExtent();
		return this._fixMin && (t[0] = VS(t[0], n[0])), this._fixMax && (t[1] = VS(t[1], n[1])), t;
	}, t.prototype.unionExtent = function(e) {
		this._originalScale.unionExtent(e);
		var t = this.base;
		e[0] = RS(e[0]) / RS(t), e[1] = RS(e[1]) / RS(t), MS.unionExtent.call(this, e);
	}, t.prototype.unionExtentFromData = function(e, t) {
		this.unionExtent(e.getApproximateExtent(t));
	}, t.prototype.calcNiceTicks = function(e) {
		e = e || 10;
		var t = this._extent, n = t[1] - t[0];
		if (!(n === Infinity || n <= 0)) {
			var r = Aa(n);
			for (e / n * r <= .5 && (r *= 10); !isNaN(r) && Math.abs(r) < 1 && Math.abs(r) > 0;) r *= 10;
			var i = [ba(IS(t[0] / r) * r), ba(FS(t[1] / r) * r)];
			this._interval = r, this._niceExtent = i;
		}
	}, t.prototype.calcNiceExtent = function(e) {
		NS.calcNiceExtent.call(this, e), this._fixMin = e.fixMin, this._fixMax = e.fixMax;
	}, t.prototype.parse = function(e) {
		return e;
	}, t.prototype.contain = function(e) {
		return e = RS(e) / RS(this.base), Qx(e, this._extent);
	}, t.prototype.normalize = function(e) {
		return e = RS(e) / RS(this.base), $x(e, this._extent);
	}, t.prototype.scale = function(e) {
		return e = eS(e, this._extent), LS(this.base, e);
	}, t.type = "log", t;
}(Hx), BS = zS.prototype;
BS.getMinorTicks = NS.getMinorTicks, BS.getLabel = NS.getLabel;
function VS(e, t) {
	return PS(e, Sa(t));
}
Hx.registerClass(zS);
// node_modules/echarts/lib/coord/scaleRawExtentInfo.js
var HS = function() {
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
		V(a) ? this._modelMinNum = KS(e, a({
			min: n[0],
			max: n[1]
		})) : a !== "dataMin" && (this._modelMinNum = KS(e, a));
		var o = this._modelMaxRaw = t.get("max", !0);
		if (V(o) ? this._modelMaxNum = KS(e, o({
			min: n[0],
			max: n[1]
		})) : o !== "dataMax" && (this._modelMaxNum = KS(e, o)), r) this._axisDataLen = t.getCategories().length;
		else {
			var s = t.get("boundaryGap"), c = B(s) ? s : [s || 0, s || 0];
			this._boundaryGapInner = typeof c[0] == "boolean" || typeof c[1] == "boolean" ? [0, 0] : [Ki(c[0], 1), Ki(c[1], 1)];
		}
	}, e.prototype.calculate = function() {
		var e = this._isOrdinal, t = this._dataMin, n = this._dataMax, r = this._axisDataLen, i = this._boundaryGapInner, a = e ? null : n - t || Math.abs(t), o = this._modelMinRaw === "dataMin" ? t : this._modelMinNum, s = this._modelMaxRaw === "dataMax" ? n : this._modelMaxNum, c = o != null, l = s != null;
		o ?? (o = e ? r ? 0 : NaN : t - i[0] * a), s ?? (s = e ? r ? r - 1 : NaN : n + i[1] * a), o != null && isFinite(o) || (o = NaN), s != null && isFinite(s) || (s = NaN);
		var u = Ee(o) || Ee(s) || e && !r;
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
		this[WS[e]] = t;
	}, e.prototype.setDeterminedMinMax = function(e, t) {
		var n = US[e];
		this[n] = t;
	}, e.prototype.freeze = function() {
		this.frozen = !0;
	}, e;
}(), US = {
	min: "_determinedMin",
	max: "_determinedMax"
}, WS = {
	min: "_dataMin",
	max: "_dataMax"
};
function GS(e, t, n) {
	var r = e.rawExtentInfo;
	return r || (r = new HS(e, t, n), e.rawExtentInfo = r, r);
}
function KS(e, t) {
	return t == null ? null : Ee(t) ? NaN : e.parse(t);
}
// node_modules/echarts/lib/coord/axisHelper.js
function qS(e, t) {
	var n = e.type, r = GS(e, t, e.getExtent()).calculate();
	e.setBlank(r.isBlank);
	var i = r.min, a = r.max, o = t.ecModel;
	if (o && n === "time") {
		var s = dS("bar", o), c = !1;
		if (L(s, function(e) {
			c = c || e.getBaseAxis() === t.axis;
		}), c) {
			var l = pS(s), u = JS(i, a, t, l);
			i = u.min, a = u.max;
		}
	}
	return {
		extent: [i, a],
		fixMin: r.minFixed,
		fixMax: r.maxFixed
	};
}
function JS(e, t, n, r) {
	var i = n.axis.getExtent(), a = Math.abs(i[1] - i[0]), o = hS(r, n.axis);
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
function YS(e, t) {
	var n = t, r = qS(e, n), i = r.extent, a = n.get("splitNumber");
	e instanceof zS && (e.base = n.get("logBase"));
	var o = e.type, s = n.get("interval"), c = o === "interval" || o === "time";
	e.setExtent(i[0], i[1]), e.calcNiceExtent({
		splitNumber: a,
		fixMin: r.fixMin,
		fixMax: r.fixMax,
		minInterval: c ? n.get("minInterval") : null,
		maxInterval: c ? n.get("maxInterval") : null
	}), s != null && e.setInterval && e.setInterval(s);
}
function XS(e, t) {
	if (t = t || e.get("type"), t) switch (t) {
		case "category": return new tS({
			ordinalMeta: e.getOrdinalMeta ? e.getOrdinalMeta() : e.getCategories(),
			extent: [Infinity, -Infinity]
		});
		case "time": return new SS({
			locale: e.ecModel.getLocaleModel(),
			useUTC: e.ecModel.get("useUTC")
		});
		default: return new ((Hx.getClass(t)) || rS)();
	}
}
function ZS(e) {
	var t = e.scale.getExtent(), n = t[0], r = t[1];
	return !(n > 0 && r > 0 || n < 0 && r < 0);
}
function QS(e) {
	var t = e.getLabelModel().get("formatter"), n = e.type === "category" ? e.scale.getExtent()[0] : null;
	return e.scale.type === "time" ? function(t) {
		return function(n, r) {
			return e.scale.getFormattedLabel(n, r, t);
		};
	}(t) : H(t) ? function(t) {
		return function(n) {
			var r = e.scale.getLabel(n);
			return t.replace("{value}", r ?? "");
		};
	}(t) : V(t) ? function(t) {
		return function(r, i) {
			return n != null && (i = r.value - n), t($S(e, r), i, r.level == null ? null : { level: r.level });
		};
	}(t) : function(t) {
		return e.scale.getLabel(t);
	};
}
function $S(e, t) {
	return e.type === "category" ? e.scale.getLabel(t) : t.value;
}
function eC(e) {
	var t = e.model, n = e.scale;
	if (t.get(["axisLabel", "show"]) && !n.isBlank()) {
		var r, i, a = n.getExtent();
		n instanceof tS ? i = n.count() : (r = n.getTicks(), i = r.length);
		var o = e.getLabelModel(), s = QS(e), c, l = 1;
		i > 40 && (l = Math.ceil(i / 40));
		for (var u = 0; u < i; u += l) {
			var d = s(r ? r[u] : { value: a[0] + u }, u), f = tC(o.getTextRect(d), o.get("rotate") || 0);
			c ? c.union(f) : c = f;
		}
		return c;
	}
}
function tC(e, t) {
	var n = t * Math.PI / 180, r = e.width, i = e.height, a = r * Math.abs(Math.cos(n)) + Math.abs(i * Math.sin(n)), o = r * Math.abs(Math.sin(n)) + Math.abs(i * Math.cos(n));
	return new q(e.x, e.y, a, o);
}
function nC(e) {
	return e.get("interval") ?? "auto";
}
function rC(e) {
	return e.type === "category" && nC(e.getLabelModel()) === 0;
}
function iC(e, t) {
	var n = {};
	return L(e.mapDimensionsAll(t), function(t) {
		n[Ix(e, t)] = !0;
	}), ge(n);
}
function aC(e, t, n) {
	t && L(iC(t, n), function(n) {
		var r = t.getApproximateExtent(n);
		r[0] < e[0] && (e[0] = r[0]), r[1] > e[1] && (e[1] = r[1]);
	});
}
// node_modules/echarts/lib/coord/axisModelCommonMixin.js
var oC = function() {
	function e() {}
	return e.prototype.getNeedCrossZero = function() {
		return !this.option.scale;
	}, e.prototype.getCoordSysModel = function() {}, e;
}(), sC = [], cC = {
	registerPreprocessor: Nb,
	registerProcessor: Pb,
	registerPostInit: Fb,
	registerPostUpdate: Ib,
	registerUpdateLifecycle: Lb,
	registerAction: Rb,
	registerCoordinateSystem: zb,
	registerLayout: Bb,
	registerVisual: Vb,
	registerTransform: Kb,
	registerLoading: Wb,
	registerMap: Gb,
	registerImpl: by,
	PRIORITY: Ry,
	ComponentModel: Zp,
	ComponentView: s_,
	SeriesModel: Qg,
	ChartView: d_,
	registerComponentModel: function(e) {
		Zp.registerClass(e);
	},
	registerComponentView: function(e) {
		s_.registerClass(e);
	},
	registerSeriesModel: function(e) {
		Qg.registerClass(e);
	},
	registerChartView: function(e) {
		d_.registerClass(e);
	},
	registerSubTypeDefaulter: function(e, t) {
		Zp.registerSubTypeDefaulter(e, t);
	},
	registerPainter: function(e, t) {
		ma(e, t);
	}
};
function lC(e) {
	B(e) ? L(e, function(e) {
		lC(e);
	}) : I(sC, e) >= 0 || (sC.push(e), V(e) && (e = { install: e }), e.install(cC));
}
// node_modules/echarts/lib/coord/axisTickLabelBuilder.js
var uC = uo();
function dC(e, t) {
	var n = R(t, function(t) {
		return e.scale.parse(t);
	});
	return e.type === "time" && n.length > 0 && (n.sort(), n.unshift(n[0]), n.push(n[n.length - 1])), n;
}
function fC(e) {
	var t = e.getLabelModel().get("customValues");
	if (t) {
		var n = QS(e), r = e.scale.getExtent();
		return { labels: R(he(dC(e, t), function(e) {
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
	return e.type === "category" ? mC(e) : _C(e);
}
function pC(e, t) {
	var n = e.getTickModel().get("customValues");
	if (n) {
		var r = e.scale.getExtent();
		return { ticks: he(dC(e, n), function(e) {
			return e >= r[0] && e <= r[1];
		}) };
	}
	return e.type === "category" ? gC(e, t) : { ticks: R(e.scale.getTicks(), function(e) {
		return e.value;
	}) };
}
function mC(e) {
	var t = e.getLabelModel(), n = hC(e, t);
	return !t.get("show") || e.scale.isBlank() ? {
		labels: [],
		labelCategoryInterval: n.labelCategoryInterval
	} : n;
}
function hC(e, t) {
	var n = vC(e, "labels"), r = nC(t), i = yC(n, r);
	if (i) return i;
	var a, o;
	return V(r) ? a = TC(e, r) : (o = r === "auto" ? xC(e) : r, a = wC(e, o)), bC(n, r, {
		labels: a,
		labelCategoryInterval: o
	});
}
function gC(e, t) {
	var n = vC(e, "ticks"), r = nC(t), i = yC(n, r);
	if (i) return i;
	var a, o;
	if ((!t.get("show") || e.scale.isBlank()) && (a = []), V(r)) a = TC(e, r, !0);
	else if (r === "auto") {
		var s = hC(e, e.getLabelModel());
		o = s.labelCategoryInterval, a = R(s.labels, function(e) {
			return e.tickValue;
		});
	} else o = r, a = wC(e, o, !0);
	return bC(n, r, {
		ticks: a,
		tickCategoryInterval: o
	});
}
function _C(e) {
	var t = e.scale.getTicks(), n = QS(e);
	return { labels: R(t, function(t, r) {
		return {
			level: t.level,
			formattedLabel: n(t, r),
			rawLabel: e.scale.getLabel(t),
			tickValue: t.value
		};
	}) };
}
function vC(e, t) {
	return uC(e)[t] || (uC(e)[t] = []);
}
function yC(e, t) {
	for (var n = 0; n < e.length; n++) if (e[n].key === t) return e[n].value;
}
function bC(e, t, n) {
	return e.push({
		key: t,
		value: n
	}), n;
}
function xC(e) {
	return uC(e).autoInterval ?? (uC(e).autoInterval = e.calculateCategoryInterval());
}
function SC(e) {
	var t = CC(e), n = QS(e), r = (t.axisRotate - t.labelRotate) / 180 * Math.PI, i = e.scale, a = i.getExtent(), o = i.count();
	if (a[1] - a[0] < 1) return 0;
	var s = 1;
	o > 40 && (s = Math.max(1, Math.floor(o / 40)));
	for (var c = a[0], l = e.dataToCoord(c + 1) - e.dataToCoord(c), u = Math.abs(l * Math.cos(r)), d = Math.abs(l * Math.sin(r)), f = 0, p = 0; c <= a[1]; c += s) {
		var m = 0, h = 0, g = Hi(n({ value: c }), t.font, "center", "top");
		m = g.width * 1.3, h = g.height * 1.3, f = Math.max(f, m, 7), p = Math.max(p, h, 7);
	}
	var _ = f / u, v = p / d;
	isNaN(_) && (_ = Infinity), isNaN(v) && (v = Infinity);
	var y = Math.max(0, Math.floor(Math.min(_, v))), b = uC(e.model), x = e.getExtent(), S = b.lastAutoInterval, C = b.lastTickCount;
	return S != null && C != null && Math.abs(S - y) <= 1 && Math.abs(C - o) <= 1 && S > y && b.axisExtent0 === x[0] && b.axisExtent1 === x[1] ? y = S : (b.lastTickCount = o, b.lastAutoInterval = y, b.axisExtent0 = x[0], b.axisExtent1 = x[1]), y;
}
function CC(e) {
	var t = e.getLabelModel();
	return {
		axisRotate: e.getRotate ? e.getRotate() : e.isHorizontal && !e.isHorizontal() ? 90 : 0,
		labelRotate: t.get("rotate") || 0,
		font: t.getFont()
	};
}
function wC(e, t, n) {
	var r = QS(e), i = e.scale, a = i.getExtent(), o = e.getLabelModel(), s = [], c = Math.max((t || 0) + 1, 1), l = a[0], u = i.count();
	l !== 0 && c > 1 && u / c > 2 && (l = Math.round(Math.ceil(l / c) * c));
	var d = rC(e), f = o.get("showMinLabel") || d, p = o.get("showMaxLabel") || d;
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
function TC(e, t, n) {
	var r = e.scale, i = QS(e), a = [];
	return L(r.getTicks(), function(e) {
		var o = r.getLabel(e), s = e.value;
		t(e.value, o) && a.push(n ? s : {
			formattedLabel: i(e),
			rawLabel: o,
			tickValue: s
		});
	}), a;
}
// node_modules/echarts/lib/coord/Axis.js
var EC = [0, 1], DC = function() {
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
		return wa(e || this.scale.getExtent(), this._extent);
	}, e.prototype.setExtent = function(e, t) {
		var n = this._extent;
		n[0] = e, n[1] = t;
	}, e.prototype.dataToCoord = function(e, t) {
		var n = this._extent, r = this.scale;
		return e = r.normalize(e), this.onBand && r.type === "ordinal" && (n = n.slice(), OC(n, r.count())), va(e, EC, n, t);
	}, e.prototype.coordToData = function(e, t) {
		var n = this._extent, r = this.scale;
		this.onBand && r.type === "ordinal" && (n = n.slice(), OC(n, r.count()));
		var i = va(e, n, EC, t);
		return this.scale.scale(i);
	}, e.prototype.pointToData = function(e, t) {}, e.prototype.getTicksCoords = function(e) {
		e = e || {};
		var t = e.tickModel || this.getTickModel(), n = pC(this, t).ticks, r = R(n, function(e) {
			return {
				coord: this.dataToCoord(this.scale.type === "ordinal" ? this.scale.getRawOrdinalNumber(e) : e),
				tickValue: e
			};
		}, this), i = t.get("alignWithLabel");
		return kC(this, r, i, e.clamp), r;
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
		return fC(this).labels;
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
		return SC(this);
	}, e;
}();
function OC(e, t) {
	var n = (e[1] - e[0]) / t / 2;
	e[0] += n, e[1] -= n;
}
function kC(e, t, n, r) {
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
		return e = ba(e), t = ba(t), d ? e > t : e < t;
	}
}
// node_modules/echarts/lib/label/labelLayoutHelper.js
function AC(e) {
	for (var t = [], n = 0; n < e.length; n++) {
		var r = e[n];
		if (!r.defaultAttr.ignore) {
			var i = r.label, a = i.getComputedTransform(), o = i.getBoundingRect(), s = !a || a[1] < 1e-5 && a[2] < 1e-5, c = i.style.margin || 0, l = o.clone();
			l.applyTransform(a), l.x -= c / 2, l.y -= c / 2, l.width += c, l.height += c;
			var u = s ? new hd(o, a) : null;
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
function jC(e) {
	var t = [];
	e.sort(function(e, t) {
		return t.priority - e.priority;
	});
	var n = new q(0, 0, 0, 0);
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
			if (n.intersect(m.rect) && (o && m.axisAligned || (m.obb || (m.obb = new hd(m.localRect, m.transform)), d || (d = new hd(s, c)), d.intersect(m.obb)))) {
				f = !0;
				break;
			}
		}
		f ? (r(l), u && r(u)) : (l.attr("ignore", a.defaultAttr.ignore), u && u.attr("ignore", a.defaultAttr.labelGuideIgnore), t.push(a));
	}
}
// node_modules/echarts/lib/chart/line/LineSeries.js
var MC = function(e) {
	_(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.hasSymbolVisual = !0, n;
	}
	return t.prototype.getInitialData = function(e) {
		return zx(null, this, { useEncodeDefaulter: !0 });
	}, t.prototype.getLegendIcon = function(e) {
		var t = new sa(), n = Sv("line", 0, e.itemHeight / 2, e.itemWidth, 0, e.lineStyle.stroke, !1);
		t.add(n), n.setStyle(e.lineStyle);
		var r = this.getData().getVisual("symbol"), i = this.getData().getVisual("symbolRotate"), a = r === "none" ? "circle" : r, o = e.itemHeight * .8, s = Sv(a, (e.itemWidth - o) / 2, (e.itemHeight - o) / 2, o, o, e.itemStyle.fill);
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
}(Qg);
// node_modules/echarts/lib/chart/helper/labelHelper.js
function NC(e, t) {
	var n = e.mapDimensionsAll("defaultedLabel"), r = n.length;
	if (r === 1) {
		var i = Gh(e, t, n[0]);
		return i == null ? null : i + "";
	}
	if (r) {
		for (var a = [], o = 0; o < n.length; o++) a.push(Gh(e, t, n[o]));
		return a.join(" ");
	}
}
function PC(e, t) {
	var n = e.mapDimensionsAll("defaultedLabel");
	if (!B(t)) return t + "";
	for (var r = [], i = 0; i < n.length; i++) {
		var a = e.getDimensionIndex(n[i]);
		a >= 0 && r.push(t[a]);
	}
	return r.join(" ");
}
// node_modules/echarts/lib/chart/helper/Symbol.js
var FC = function(e) {
	_(t, e);
	function t(t, n, r, i) {
		var a = e.call(this) || this;
		return a.updateData(t, n, r, i), a;
	}
	return t.prototype._createSymbol = function(e, t, n, r, i) {
		this.removeAll();
		var a = Sv(e, -1, -1, 2, 2, null, i);
		a.attr({
			z2: 100,
			culling: !0,
			scaleX: r[0] / 2,
			scaleY: r[1] / 2
		}), a.drift = IC, this._symbolType = e, this.add(a);
	}, t.prototype.stopSymbolAnimation = function(e) {
		this.childAt(0).stopAnimation(null, e);
	}, t.prototype.getSymbolType = function() {
		return this._symbolType;
	}, t.prototype.getSymbolPath = function() {
		return this.childAt(0);
	}, t.prototype.highlight = function() {
		Tl(this.childAt(0));
	}, t.prototype.downplay = function() {
		El(this.childAt(0));
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
			l ? d.attr(f) : xd(d, f, o, n), Dd(d);
		}
		if (this._updateCommon(e, n, s, r, i), c) {
			var d = this.childAt(0);
			if (!l) {
				var f = {
					scaleX: this._sizeX,
					scaleY: this._sizeY,
					style: { opacity: d.style.opacity }
				};
				d.scaleX = d.scaleY = 0, d.style.opacity = 0, Sd(d, f, o, n);
			}
		}
		l && this.childAt(0).stopAnimation("leave");
	}, t.prototype._updateCommon = function(e, t, n, r, i) {
		var a = this.childAt(0), o = e.hostModel, s, c, l, u, d, f, p, m, h;
		if (r && (s = r.emphasisItemStyle, c = r.blurItemStyle, l = r.selectItemStyle, u = r.focus, d = r.blurScope, p = r.labelStatesModels, m = r.hoverScale, h = r.cursorStyle, f = r.emphasisDisabled), !r || e.hasItemOption) {
			var g = r && r.itemModel ? r.itemModel : e.getItemModel(t), _ = g.getModel("emphasis");
			s = _.getModel("itemStyle").getItemStyle(), l = g.getModel(["select", "itemStyle"]).getItemStyle(), c = g.getModel(["blur", "itemStyle"]).getItemStyle(), u = _.get("focus"), d = _.get("blurScope"), f = _.get("disabled"), p = ff(g), m = _.getShallow("scale"), h = g.getShallow("cursor");
		}
		var v = e.getItemVisual(t, "symbolRotate");
		a.attr("rotation", (v || 0) * Math.PI / 180 || 0);
		var y = wv(e.getItemVisual(t, "symbolOffset"), n);
		y && (a.x = y[0], a.y = y[1]), h && a.attr("cursor", h);
		var b = e.getItemVisual(t, "style"), x = b.fill;
		if (a instanceof Sc) {
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
		df(a, p, {
			labelFetcher: o,
			labelDataIndex: t,
			defaultText: E,
			inheritColor: x,
			defaultOpacity: b.opacity
		});
		function E(t) {
			return T ? e.getName(t) : NC(e, t);
		}
		this._sizeX = n[0] / 2, this._sizeY = n[1] / 2;
		var D = a.ensureState("emphasis");
		D.style = s, a.ensureState("select").style = l, a.ensureState("blur").style = c;
		var O = m == null || m === !0 ? Math.max(1.1, 3 / this._sizeY) : isFinite(m) && m > 0 ? +m : 1;
		D.scaleX = this._sizeX * O, D.scaleY = this._sizeY * O, this.setSymbolScale(1), Wl(this, u, d, f);
	}, t.prototype.setSymbolScale = function(e) {
		this.scaleX = this.scaleY = e;
	}, t.prototype.fadeOut = function(e, t, n) {
		var r = this.childAt(0), i = Y(this).dataIndex, a = n && n.animation;
		if (this.silent = r.silent = !0, n && n.fadeLabel) {
			var o = r.getTextContent();
			o && wd(o, { style: { opacity: 0 } }, t, {
				dataIndex: i,
				removeOpt: a,
				cb: function() {
					r.removeTextContent();
				}
			});
		} else r.removeTextContent();
		wd(r, {
			style: { opacity: 0 },
			scaleX: 0,
			scaleY: 0
		}, t, {
			dataIndex: i,
			cb: e,
			removeOpt: a
		});
	}, t.getSymbolSize = function(e, t) {
		return Cv(e.getItemVisual(t, "symbolSize"));
	}, t;
}(sa);
function IC(e, t) {
	this.parent.drift(e, t);
}
// node_modules/echarts/lib/chart/helper/SymbolDraw.js
function LC(e, t, n, r) {
	return t && !isNaN(t[0]) && !isNaN(t[1]) && !(r.isIgnore && r.isIgnore(n)) && !(r.clipShape && !r.clipShape.contain(t[0], t[1])) && e.getItemVisual(n, "symbol") !== "none";
}
function RC(e) {
	return e != null && !U(e) && (e = { isIgnore: e }), e || {};
}
function zC(e) {
	var t = e.hostModel, n = t.getModel("emphasis");
	return {
		emphasisItemStyle: n.getModel("itemStyle").getItemStyle(),
		blurItemStyle: t.getModel(["blur", "itemStyle"]).getItemStyle(),
		selectItemStyle: t.getModel(["select", "itemStyle"]).getItemStyle(),
		focus: n.get("focus"),
		blurScope: n.get("blurScope"),
		emphasisDisabled: n.get("disabled"),
		hoverScale: n.get("scale"),
		labelStatesModels: ff(t),
		cursorStyle: t.get("cursor")
	};
}
var BC = function() {
	function e(e) {
		this.group = new sa(), this._SymbolCtor = e || FC;
	}
	return e.prototype.updateData = function(e, t) {
		this._progressiveEls = null, t = RC(t);
		var n = this.group, r = e.hostModel, i = this._data, a = this._SymbolCtor, o = t.disableAnimation, s = zC(e), c = { disableAnimation: o }, l = t.getSymbolPoint || function(t) {
			return e.getItemLayout(t);
		};
		i || n.removeAll(), e.diff(i).add(function(r) {
			var i = l(r);
			if (LC(e, i, r, t)) {
				var o = new a(e, r, s, c);
				o.setPosition(i), e.setItemGraphicEl(r, o), n.add(o);
			}
		}).update(function(u, d) {
			var f = i.getItemGraphicEl(d), p = l(u);
			if (!LC(e, p, u, t)) n.remove(f);
			else {
				var m = e.getItemVisual(u, "symbol") || "circle", h = f && f.getSymbolType && f.getSymbolType();
				if (!f || h && h !== m) n.remove(f), f = new a(e, u, s, c), f.setPosition(p);
				else {
					f.updateData(e, u, s, c);
					var g = {
						x: p[0],
						y: p[1]
					};
					o ? f.attr(g) : xd(f, g, r);
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
		this._seriesScope = zC(e), this._data = null, this.group.removeAll();
	}, e.prototype.incrementalUpdate = function(e, t, n) {
		this._progressiveEls = [], n = RC(n);
		function r(e) {
			e.isGroup || (e.incremental = !0, e.ensureState("emphasis").hoverLayer = !0);
		}
		for (var i = e.start; i < e.end; i++) {
			var a = t.getItemLayout(i);
			if (LC(t, a, i, n)) {
				var o = new this._SymbolCtor(t, i, this._seriesScope);
				o.traverse(r), o.setPosition(a), this.group.add(o), t.setItemGraphicEl(i, o), this._progressiveEls.push(o);
			}
		}
	}, e.prototype.eachRendered = function(e) {
		sf(this._progressiveEls || this.group, e);
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
function VC(e, t, n) {
	var r = e.getBaseAxis(), i = e.getOtherAxis(r), a = HC(i, n), o = r.dim, s = i.dim, c = t.mapDimension(s), l = t.mapDimension(o), u = +(s === "x" || s === "radius"), d = R(e.dimensions, function(e) {
		return t.mapDimension(e);
	}), f = !1, p = t.getCalculationInfo("stackResultDimension");
	return Fx(t, d[0]) && (f = !0, d[0] = p), Fx(t, d[1]) && (f = !0, d[1] = p), {
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
function HC(e, t) {
	var n = 0, r = e.scale.getExtent();
	return t === "start" ? n = r[0] : t === "end" ? n = r[1] : be(t) && !isNaN(t) ? n = t : r[0] > 0 ? n = r[0] : r[1] < 0 && (n = r[1]), n;
}
function UC(e, t, n, r) {
	var i = NaN;
	e.stacked && (i = n.get(n.getCalculationInfo("stackedOverDimension"), r)), isNaN(i) && (i = e.valueStart);
	var a = e.baseDataOffset, o = [];
	return o[a] = n.get(e.baseDim, r), o[1 - a] = i, t.dataToPoint(o);
}
// node_modules/echarts/lib/chart/line/lineAnimationDiff.js
function WC(e, t) {
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
function GC(e, t, n, r, i, a, o, s) {
	for (var c = WC(e, t), l = [], u = [], d = [], f = [], p = [], m = [], h = [], g = VC(i, t, o), _ = e.getLayout("points") || [], v = t.getLayout("points") || [], y = 0; y < c.length; y++) {
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
				var j = UC(g, i, t, O);
				d.push(j[0], j[1]), f.push(r[C], r[C + 1]), h.push(t.getRawIndex(O));
				break;
			case "-": x = !1;
		}
		x && (p.push(b), m.push(m.length));
	}
	m.sort(function(e, t) {
		return h[e] - h[t];
	});
	for (var ee = l.length, te = oS(ee), ne = oS(ee), re = oS(ee), ie = oS(ee), ae = [], y = 0; y < m.length; y++) {
		var oe = m[y], se = y * 2, ce = oe * 2;
		te[se] = l[ce], te[se + 1] = l[ce + 1], ne[se] = u[ce], ne[se + 1] = u[ce + 1], re[se] = d[ce], re[se + 1] = d[ce + 1], ie[se] = f[ce], ie[se + 1] = f[ce + 1], ae[y] = p[oe];
	}
	return {
		current: te,
		next: ne,
		stackedOnCurrent: re,
		stackedOnNext: ie,
		status: ae
	};
}
// node_modules/echarts/lib/chart/line/poly.js
var KC = Math.min, qC = Math.max;
function JC(e, t) {
	return isNaN(e) || isNaN(t);
}
function YC(e, t, n, r, i, a, o, s, c) {
	for (var l, u, d, f, p, m, h = n, g = 0; g < r; g++) {
		var _ = t[h * 2], v = t[h * 2 + 1];
		if (h >= i || h < 0) break;
		if (JC(_, v)) {
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
				if (c) for (; JC(S, C) && w < r;) w++, x += a, S = t[x * 2], C = t[x * 2 + 1];
				var T = .5, E = 0, D = 0, O = void 0, k = void 0;
				if (w >= r || JC(S, C)) p = _, m = v;
				else {
					E = S - l, D = C - u;
					var A = _ - l, j = S - _, ee = v - u, te = C - v, ne = void 0, re = void 0;
					if (s === "x") {
						ne = Math.abs(A), re = Math.abs(j);
						var ie = E > 0 ? 1 : -1;
						p = _ - ie * ne * o, m = v, O = _ + ie * re * o, k = v;
					} else if (s === "y") {
						ne = Math.abs(ee), re = Math.abs(te);
						var ae = D > 0 ? 1 : -1;
						p = _, m = v - ae * ne * o, O = _, k = v + ae * re * o;
					} else ne = Math.sqrt(A * A + ee * ee), re = Math.sqrt(j * j + te * te), T = re / (re + ne), p = _ - E * o * (1 - T), m = v - D * o * (1 - T), O = _ + E * o * T, k = v + D * o * T, O = KC(O, qC(S, _)), k = KC(k, qC(C, v)), O = qC(O, KC(S, _)), k = qC(k, KC(C, v)), E = O - _, D = k - v, p = _ - E * ne / re, m = v - D * ne / re, p = KC(p, qC(l, _)), m = KC(m, qC(u, v)), p = qC(p, KC(l, _)), m = qC(m, KC(u, v)), E = _ - p, D = v - m, O = _ + E * re / ne, k = v + D * re / ne;
				}
				e.bezierCurveTo(d, f, p, m, _, v), d = O, f = k;
			} else e.lineTo(_, v);
		}
		l = _, u = v, h += a;
	}
	return g;
}
var XC = function() {
	function e() {
		this.smooth = 0, this.smoothConstraint = !0;
	}
	return e;
}(), ZC = function(e) {
	_(t, e);
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
		return new XC();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.points, r = 0, i = n.length / 2;
		if (t.connectNulls) {
			for (; i > 0 && JC(n[i * 2 - 2], n[i * 2 - 1]); i--);
			for (; r < i && JC(n[r * 2], n[r * 2 + 1]); r++);
		}
		for (; r < i;) r += YC(e, n, r, i, i, 1, t.smooth, t.smoothMonotone, t.connectNulls) + 1;
	}, t.prototype.getPointOn = function(e, t) {
		this.path || (this.createPathProxy(), this.buildPath(this.path, this.shape));
		for (var n = this.path.data, r = Ks.CMD, i, a, o = t === "x", s = [], c = 0; c < n.length;) {
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
					var v = o ? Hn(i, u, f, m, e, s) : Hn(a, d, p, h, e, s);
					if (v > 0) for (var y = 0; y < v; y++) {
						var b = s[y];
						if (b <= 1 && b >= 0) {
							var _ = o ? Bn(a, d, p, h, b) : Bn(i, u, f, m, b);
							return o ? [e, _] : [_, e];
						}
					}
					i = m, a = h;
			}
		}
	}, t;
}(J), QC = function(e) {
	_(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t;
}(XC), $C = function(e) {
	_(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		return n.type = "ec-polygon", n;
	}
	return t.prototype.getDefaultShape = function() {
		return new QC();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.points, r = t.stackedOnPoints, i = 0, a = n.length / 2, o = t.smoothMonotone;
		if (t.connectNulls) {
			for (; a > 0 && JC(n[a * 2 - 2], n[a * 2 - 1]); a--);
			for (; i < a && JC(n[i * 2], n[i * 2 + 1]); i++);
		}
		for (; i < a;) {
			var s = YC(e, n, i, a, a, 1, t.smooth, o, t.connectNulls);
			YC(e, r, i + s - 1, s, a, -1, t.stackedOnSmooth, o, t.connectNulls), i += s + 1, e.closePath();
		}
	}, t;
}(J);
// node_modules/echarts/lib/chart/helper/createClipPathFromCoordSys.js
function ew(e, t, n, r, i) {
	var a = e.getArea(), o = a.x, s = a.y, c = a.width, l = a.height, u = n.get(["lineStyle", "width"]) || 0;
	o -= u / 2, s -= u / 2, c += u, l += u, c = Math.ceil(c), o !== Math.floor(o) && (o = Math.floor(o), c++);
	var d = new Ac({ shape: {
		x: o,
		y: s,
		width: c,
		height: l
	} });
	if (t) {
		var f = e.getBaseAxis(), p = f.isHorizontal(), m = f.inverse;
		p ? (m && (d.shape.x += c), d.shape.width = 0) : (m || (d.shape.y += l), d.shape.height = 0);
		var h = V(i) ? function(e) {
			i(e, d);
		} : null;
		Sd(d, { shape: {
			width: c,
			height: l,
			x: o,
			y: s
		} }, n, null, r, h);
	}
	return d;
}
function tw(e, t, n) {
	var r = e.getArea(), i = ba(r.r0, 1), a = ba(r.r, 1), o = new Uu({ shape: {
		cx: ba(e.cx, 1),
		cy: ba(e.cy, 1),
		r0: i,
		r: a,
		startAngle: r.startAngle,
		endAngle: r.endAngle,
		clockwise: r.clockwise
	} });
	return t && (e.getBaseAxis().dim === "angle" ? o.shape.endAngle = r.startAngle : o.shape.r = i, Sd(o, { shape: {
		endAngle: r.endAngle,
		r: a
	} }, n)), o;
}
function nw(e, t, n, r, i) {
	return e ? e.type === "polar" ? tw(e, t, n) : e.type === "cartesian2d" ? ew(e, t, n, r, i) : null : null;
}
// node_modules/echarts/lib/coord/CoordinateSystem.js
function rw(e, t) {
	return e.type === t;
}
// node_modules/echarts/lib/chart/line/LineView.js
function iw(e, t) {
	if (e.length === t.length) {
		for (var n = 0; n < e.length; n++) if (e[n] !== t[n]) return;
		return !0;
	}
}
function aw(e) {
	for (var t = Infinity, n = Infinity, r = -Infinity, i = -Infinity, a = 0; a < e.length;) {
		var o = e[a++], s = e[a++];
		isNaN(o) || (t = Math.min(o, t), r = Math.max(o, r)), isNaN(s) || (n = Math.min(s, n), i = Math.max(s, i));
	}
	return [[t, n], [r, i]];
}
function ow(e, t) {
	var n = aw(e), r = n[0], i = n[1], a = aw(t), o = a[0], s = a[1];
	return Math.max(Math.abs(r[0] - o[0]), Math.abs(r[1] - o[1]), Math.abs(i[0] - s[0]), Math.abs(i[1] - s[1]));
}
function sw(e) {
	return be(e) ? e : e ? .5 : 0;
}
function cw(e, t, n) {
	if (!n.valueDim) return [];
	for (var r = t.count(), i = oS(r * 2), a = 0; a < r; a++) {
		var o = UC(n, e, t, a);
		i[a * 2] = o[0], i[a * 2 + 1] = o[1];
	}
	return i;
}
function lw(e, t, n, r, i) {
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
function uw(e, t) {
	var n = [], r = e.length, i, a;
	function o(e, t, n) {
		var r = e.coord;
		return {
			coord: n,
			color: wr((n - r) / (t.coord - r), [e.color, t.color])
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
function dw(e, t, n) {
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
			var f = uw(l, i === "x" ? n.getWidth() : n.getHeight()), p = f.length;
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
			var v = new ld(0, 0, 0, 0, f, !0);
			return v[i] = h, v[i + "2"] = g, v;
		}
	}
}
function fw(e, t, n) {
	var r = e.get("showAllSymbol"), i = r === "auto";
	if (!r || i) {
		var a = n.getAxesByScale("ordinal")[0];
		if (a && !(i && pw(a, t))) {
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
function pw(e, t) {
	var n = e.getExtent(), r = Math.abs(n[1] - n[0]) / e.scale.count();
	isNaN(r) && (r = 0);
	for (var i = t.count(), a = Math.max(1, Math.round(i / 5)), o = 0; o < i; o += a) if (FC.getSymbolSize(t, o)[+!!e.isHorizontal()] * 1.5 > r) return !1;
	return !0;
}
function mw(e, t) {
	return isNaN(e) || isNaN(t);
}
function hw(e) {
	for (var t = e.length / 2; t > 0 && mw(e[t * 2 - 2], e[t * 2 - 1]); t--);
	return t - 1;
}
function gw(e, t) {
	return [e[t * 2], e[t * 2 + 1]];
}
function _w(e, t, n) {
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
function vw(e) {
	if (e.get(["endLabel", "show"])) return !0;
	for (var t = 0; t < $c.length; t++) if (e.get([
		$c[t],
		"endLabel",
		"show"
	])) return !0;
	return !1;
}
function yw(e, t, n, r) {
	if (rw(t, "cartesian2d")) {
		var i = r.getModel("endLabel"), a = i.get("valueAnimation"), o = r.getData(), s = { lastFrameIndex: 0 }, c = vw(r) ? function(n, r) {
			e._endLabelOnDuring(n, r, o, s, a, i, t);
		} : null, l = t.getBaseAxis().isHorizontal(), u = ew(t, n, r, function() {
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
	return tw(t, n, r);
}
function bw(e, t) {
	var n = t.getBaseAxis(), r = n.isHorizontal(), i = n.inverse, a = r ? i ? "right" : "left" : "center", o = r ? "middle" : i ? "top" : "bottom";
	return { normal: {
		align: e.get("align") || a,
		verticalAlign: e.get("verticalAlign") || o
	} };
}
var xw = function(e) {
	_(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.init = function() {
		var e = new sa(), t = new BC();
		this.group.add(t.group), this._symbolDraw = t, this._lineGroup = e, this._changePolyState = z(this._changePolyState, this);
	}, t.prototype.render = function(e, t, n) {
		var r = e.coordinateSystem, i = this.group, a = e.getData(), o = e.getModel("lineStyle"), s = e.getModel("areaStyle"), c = a.getLayout("points") || [], l = r.type === "polar", u = this._coordSys, d = this._symbolDraw, f = this._polyline, p = this._polygon, m = this._lineGroup, h = !t.ssr && e.get("animation"), g = !s.isEmpty(), _ = s.get("origin"), v = VC(r, a, _), y = g && cw(r, a, v), b = e.get("showSymbol"), x = e.get("connectNulls"), S = b && !l && fw(e, a, r), C = this._data;
		C && C.eachItemGraphicEl(function(e, t) {
			e.__temp && (i.remove(e), C.setItemGraphicEl(t, null));
		}), b || d.remove(), i.add(m);
		var w = !l && e.get("step"), T;
		r && r.getArea && e.get("clip", !0) && (T = r.getArea(), T.width == null ? T.r0 && (T.r0 -= .5, T.r += .5) : (T.x -= .1, T.y -= .1, T.width += .2, T.height += .2)), this._clipShapeForSymbol = T;
		var E = dw(a, r, n) || a.getVisual("style")[a.getVisual("drawType")];
		if (!(f && u.type === r.type && w === this._step)) b && d.updateData(a, {
			isIgnore: S,
			clipShape: T,
			disableAnimation: !0,
			getSymbolPoint: function(e) {
				return [c[e * 2], c[e * 2 + 1]];
			}
		}), h && this._initSymbolLabelAnimation(a, r, T), w && (y && (y = lw(y, c, r, w, x)), c = lw(c, null, r, w, x)), f = this._newPolyline(c), g ? p = this._newPolygon(c, y) : p && (m.remove(p), p = this._polygon = null), l || this._initOrUpdateEndLabel(e, r, Rp(E)), m.setClipPath(yw(this, r, !0, e));
		else {
			g && !p ? p = this._newPolygon(c, y) : p && !g && (m.remove(p), p = this._polygon = null), l || this._initOrUpdateEndLabel(e, r, Rp(E));
			var D = m.getClipPath();
			D ? Sd(D, { shape: yw(this, r, !1, e).shape }, e) : m.setClipPath(yw(this, r, !0, e)), b && d.updateData(a, {
				isIgnore: S,
				clipShape: T,
				disableAnimation: !0,
				getSymbolPoint: function(e) {
					return [c[e * 2], c[e * 2 + 1]];
				}
			}), iw(this._stackedOnPoints, y) && iw(this._points, c) || (h ? this._doUpdateAnimation(a, y, r, n, w, _, x) : (w && (y && (y = lw(y, c, r, w, x)), c = lw(c, null, r, w, x)), f.setShape({ points: c }), p && p.setShape({
				points: c,
				stackedOnPoints: y
			})));
		}
		var O = e.getModel("emphasis"), k = O.get("focus"), A = O.get("blurScope"), j = O.get("disabled");
		if (f.useStyle(F(o.getLineStyle(), {
			fill: "none",
			stroke: E,
			lineJoin: "bevel"
		})), Jl(f, e, "lineStyle"), f.style.lineWidth > 0 && e.get([
			"emphasis",
			"lineStyle",
			"width"
		]) === "bolder") {
			var ee = f.getState("emphasis").style;
			ee.lineWidth = +f.style.lineWidth + 1;
		}
		Y(f).seriesIndex = e.seriesIndex, Wl(f, k, A, j);
		var te = sw(e.get("smooth")), ne = e.get("smoothMonotone");
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
			})), re && (ie = sw(re.get("smooth"))), p.setShape({
				smooth: te,
				stackedOnSmooth: ie,
				smoothMonotone: ne,
				connectNulls: x
			}), Jl(p, e, "areaStyle"), Y(p).seriesIndex = e.seriesIndex, Wl(p, k, A, j);
		}
		var ae = this._changePolyState;
		a.eachItemGraphicEl(function(e) {
			e && (e.onHoverStateChange = ae);
		}), this._polyline.onHoverStateChange = ae, this._data = a, this._coordSys = r, this._stackedOnPoints = y, this._points = c, this._step = w, this._valueOrigin = _, e.get("triggerLineEvent") && (this.packEventData(e, f), p && this.packEventData(e, p));
	}, t.prototype.packEventData = function(e, t) {
		Y(t).eventData = {
			componentType: "series",
			componentSubType: "line",
			componentIndex: e.componentIndex,
			seriesIndex: e.seriesIndex,
			seriesName: e.name,
			seriesType: "line"
		};
	}, t.prototype.highlight = function(e, t, n, r) {
		var i = e.getData(), a = lo(i, r);
		if (this._changePolyState("emphasis"), !(a instanceof Array) && a != null && a >= 0) {
			var o = i.getLayout("points"), s = i.getItemGraphicEl(a);
			if (!s) {
				var c = o[a * 2], l = o[a * 2 + 1];
				if (isNaN(c) || isNaN(l) || this._clipShapeForSymbol && !this._clipShapeForSymbol.contain(c, l)) return;
				var u = e.get("zlevel") || 0, d = e.get("z") || 0;
				s = new FC(i, a), s.x = c, s.y = l, s.setZ(u, d);
				var f = s.getSymbolPath().getTextContent();
				f && (f.zlevel = u, f.z = d, f.z2 = this._polyline.z2 + 1), s.__temp = !0, i.setItemGraphicEl(a, s), s.stopSymbolAnimation(!0), this.group.add(s);
			}
			s.highlight();
		} else d_.prototype.highlight.call(this, e, t, n, r);
	}, t.prototype.downplay = function(e, t, n, r) {
		var i = e.getData(), a = lo(i, r);
		if (this._changePolyState("normal"), a != null && a >= 0) {
			var o = i.getItemGraphicEl(a);
			o && (o.__temp ? (i.setItemGraphicEl(a, null), this.group.remove(o)) : o.downplay());
		} else d_.prototype.downplay.call(this, e, t, n, r);
	}, t.prototype._changePolyState = function(e) {
		var t = this._polygon;
		gl(this._polyline, e), t && gl(t, e);
	}, t.prototype._newPolyline = function(e) {
		var t = this._polyline;
		return t && this._lineGroup.remove(t), t = new ZC({
			shape: { points: e },
			segmentIgnoreThreshold: 2,
			z2: 10
		}), this._lineGroup.add(t), this._polyline = t, t;
	}, t.prototype._newPolygon = function(e, t) {
		var n = this._polygon;
		return n && this._lineGroup.remove(n), n = new $C({
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
		V(c) && (c = c(null));
		var l = s.get("animationDelay") || 0, u = V(l) ? l(null) : l;
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
				var y = V(l) ? l(a) : c * v + u, b = s.getSymbolPath(), x = b.getTextContent();
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
		if (vw(e)) {
			var i = e.getData(), a = this._polyline, o = i.getLayout("points");
			if (!o) {
				a.removeTextContent(), this._endLabel = null;
				return;
			}
			var s = this._endLabel;
			s || (s = this._endLabel = new Pc({ z2: 200 }), s.ignoreClip = !0, a.setTextContent(this._endLabel), a.disableLabelAnimation = !0);
			var c = hw(o);
			c >= 0 && (df(a, ff(e, "endLabel"), {
				inheritColor: n,
				labelFetcher: e,
				labelDataIndex: c,
				defaultText: function(e, t, n) {
					return n == null ? NC(i, e) : PC(i, n);
				},
				enableTextSetter: !0
			}, bw(r, t)), a.textConfig.position = null);
		} else this._endLabel && (this._polyline.removeTextContent(), this._endLabel = null);
	}, t.prototype._endLabelOnDuring = function(e, t, n, r, i, a, o) {
		var s = this._endLabel, c = this._polyline;
		if (s) {
			e < 1 && r.originalX == null && (r.originalX = s.x, r.originalY = s.y);
			var l = n.getLayout("points"), u = n.hostModel, d = u.get("connectNulls"), f = a.get("precision"), p = a.get("distance") || 0, m = o.getBaseAxis(), h = m.isHorizontal(), g = m.inverse, _ = t.shape, v = g ? h ? _.x : _.y + _.height : h ? _.x + _.width : _.y, y = (h ? p : 0) * (g ? -1 : 1), b = (h ? 0 : -p) * (g ? -1 : 1), x = h ? "x" : "y", S = _w(l, v, x), C = S.range, w = C[1] - C[0], T = void 0;
			if (w >= 1) {
				if (w > 1 && !d) {
					var E = gw(l, C[0]);
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
					i && (T = xo(n, f, D, O, S.t));
				}
				r.lastFrameIndex = C[0];
			} else {
				var k = e === 1 || r.lastFrameIndex > 0 ? C[0] : 0, E = gw(l, k);
				i && (T = u.getRawValue(k)), s.attr({
					x: E[0] + y,
					y: E[1] + b
				});
			}
			if (i) {
				var A = Sf(s);
				typeof A.setLabelText == "function" && A.setLabelText(T);
			}
		}
	}, t.prototype._doUpdateAnimation = function(e, t, n, r, i, a, o) {
		var s = this._polyline, c = this._polygon, l = e.hostModel, u = GC(this._data, e, this._stackedOnPoints, t, this._coordSys, n, this._valueOrigin, a), d = u.current, f = u.stackedOnCurrent, p = u.next, m = u.stackedOnNext;
		if (i && (f = lw(u.stackedOnCurrent, u.current, n, i, o), d = lw(u.current, null, n, i, o), m = lw(u.stackedOnNext, u.next, n, i, o), p = lw(u.next, null, n, i, o)), ow(d, p) > 3e3 || c && ow(f, m) > 3e3) s.stopAnimation(), s.setShape({ points: p }), c && (c.stopAnimation(), c.setShape({
			points: p,
			stackedOnPoints: m
		}));
		else {
			s.shape.__points = u.current, s.shape.points = d;
			var h = { shape: { points: p } };
			u.current !== d && (h.shape.__points = u.next), s.stopAnimation(), xd(s, h, l), c && (c.setShape({
				points: d,
				stackedOnPoints: f
			}), c.stopAnimation(), xd(c, { shape: { stackedOnPoints: m } }, l), s.shape.points !== c.shape.points && (c.shape.points = s.shape.points));
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
}(d_);
// node_modules/echarts/lib/layout/points.js
function Sw(e, t) {
	return {
		seriesType: e,
		plan: c_(),
		reset: function(e) {
			var n = e.getData(), r = e.coordinateSystem, i = e.pipelineContext, a = t || i.large;
			if (r) {
				var o = R(r.dimensions, function(e) {
					return n.mapDimension(e);
				}).slice(0, 2), s = o.length, c = n.getCalculationInfo("stackResultDimension");
				Fx(n, o[0]) && (o[0] = c), Fx(n, o[1]) && (o[1] = c);
				var l = n.getStore(), u = n.getDimensionIndex(o[0]), d = n.getDimensionIndex(o[1]);
				return s && { progress: function(e, t) {
					for (var n = e.end - e.start, i = a && oS(n * s), o = [], c = [], f = e.start, p = 0; f < e.end; f++) {
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
var Cw = {
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
}, ww = function(e) {
	return Math.round(e.length / 2);
};
function Tw(e) {
	return {
		seriesType: e,
		reset: function(e, t, n) {
			var r = e.getData(), i = e.get("sampling"), a = e.coordinateSystem, o = r.count();
			if (o > 10 && a.type === "cartesian2d" && i) {
				var s = a.getBaseAxis(), c = a.getOtherAxis(s), l = s.getExtent(), u = n.getDevicePixelRatio(), d = Math.abs(l[1] - l[0]) * (u || 1), f = Math.round(o / d);
				if (isFinite(f) && f > 1) {
					i === "lttb" ? e.setData(r.lttbDownSample(r.mapDimension(c.dim), 1 / f)) : i === "minmax" && e.setData(r.minmaxDownSample(r.mapDimension(c.dim), 1 / f));
					var p = void 0;
					H(i) ? p = Cw[i] : V(i) && (p = i), p && e.setData(r.downSample(r.mapDimension(c.dim), 1 / f, p, ww));
				}
			}
		}
	};
}
// node_modules/echarts/lib/chart/line/install.js
function Ew(e) {
	e.registerChartView(xw), e.registerSeriesModel(MC), e.registerLayout(Sw("line", !0)), e.registerVisual({
		seriesType: "line",
		reset: function(e) {
			var t = e.getData(), n = e.getModel("lineStyle").getLineStyle();
			n && !n.stroke && (n.stroke = t.getVisual("style").fill), t.setVisual("legendLineStyle", n);
		}
	}), e.registerProcessor(e.PRIORITY.PROCESSOR.STATISTIC, Tw("line"));
}
// node_modules/echarts/lib/chart/bar/BaseBarSeries.js
var Dw = function(e) {
	_(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.getInitialData = function(e, t) {
		return zx(null, this, { useEncodeDefaulter: !0 });
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
}(Qg);
Qg.registerClass(Dw);
// node_modules/echarts/lib/chart/bar/BarSeries.js
var Ow = function(e) {
	_(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.getInitialData = function() {
		return zx(null, this, {
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
	}, t.type = "series.bar", t.dependencies = ["grid", "polar"], t.defaultOption = zf(Dw.defaultOption, {
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
}(Dw), kw = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.r0 = 0, this.r = 0, this.startAngle = 0, this.endAngle = Math.PI * 2, this.clockwise = !0;
	}
	return e;
}(), Aw = function(e) {
	_(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		return n.type = "sausage", n;
	}
	return t.prototype.getDefaultShape = function() {
		return new kw();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.cx, r = t.cy, i = Math.max(t.r0 || 0, 0), a = Math.max(t.r, 0), o = (a - i) * .5, s = i + o, c = t.startAngle, l = t.endAngle, u = t.clockwise, d = Math.PI * 2, f = u ? l - c < d : c - l < d;
		f || (c = l - (u ? d : -d));
		var p = Math.cos(c), m = Math.sin(c), h = Math.cos(l), g = Math.sin(l);
		f ? (e.moveTo(p * i + n, m * i + r), e.arc(p * s + n, m * s + r, o, -Math.PI + c, c, !u)) : e.moveTo(p * a + n, m * a + r), e.arc(n, r, a, c, l, !u), e.arc(h * s + n, g * s + r, o, l - Math.PI * 2, l - Math.PI, !u), i !== 0 && e.arc(n, r, i, l, c, u);
	}, t;
}(J);
// node_modules/echarts/lib/label/sectorLabel.js
function jw(e, t) {
	t = t || {};
	var n = t.isRoundCap;
	return function(t, r, i) {
		var a = r.position;
		if (!a || a instanceof Array) return qi(t, r, i);
		var o = e(a), s = r.distance == null ? 5 : r.distance, c = this.shape, l = c.cx, u = c.cy, d = c.r, f = c.r0, p = (d + f) / 2, m = c.startAngle, h = c.endAngle, g = (m + h) / 2, _ = n ? Math.abs(d - f) / 2 : 0, v = Math.cos, y = Math.sin, b = l + d * v(m), x = u + d * y(m), S = "left", C = "top";
		switch (o) {
			case "startArc":
				b = l + (f - s) * v(g), x = u + (f - s) * y(g), S = "center", C = "top";
				break;
			case "insideStartArc":
				b = l + (f + s) * v(g), x = u + (f + s) * y(g), S = "center", C = "bottom";
				break;
			case "startAngle":
				b = l + p * v(m) + Nw(m, s + _, !1), x = u + p * y(m) + Pw(m, s + _, !1), S = "right", C = "middle";
				break;
			case "insideStartAngle":
				b = l + p * v(m) + Nw(m, -s + _, !1), x = u + p * y(m) + Pw(m, -s + _, !1), S = "left", C = "middle";
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
				b = l + p * v(h) + Nw(h, s + _, !0), x = u + p * y(h) + Pw(h, s + _, !0), S = "left", C = "middle";
				break;
			case "insideEndAngle":
				b = l + p * v(h) + Nw(h, -s + _, !0), x = u + p * y(h) + Pw(h, -s + _, !0), S = "right", C = "middle";
				break;
			default: return qi(t, r, i);
		}
		return t = t || {}, t.x = b, t.y = x, t.align = S, t.verticalAlign = C, t;
	};
}
function Mw(e, t, n, r) {
	if (be(r)) e.setTextConfig({ rotation: r });
	else if (B(t)) e.setTextConfig({ rotation: 0 });
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
function Nw(e, t, n) {
	return t * Math.sin(e) * (n ? -1 : 1);
}
function Pw(e, t, n) {
	return t * Math.cos(e) * (n ? 1 : -1);
}
// node_modules/echarts/lib/chart/helper/sectorHelper.js
function Fw(e, t, n) {
	var r = e.get("borderRadius");
	if (r == null) return n ? { cornerRadius: 0 } : null;
	B(r) || (r = [
		r,
		r,
		r,
		r
	]);
	var i = Math.abs(t.r || 0 - t.r0 || 0);
	return { cornerRadius: R(r, function(e) {
		return Ki(e, i);
	}) };
}
// node_modules/echarts/lib/chart/bar/BarView.js
var Iw = Math.max, Lw = Math.min;
function Rw(e, t) {
	var n = e.getArea && e.getArea();
	if (rw(e, "cartesian2d")) {
		var r = e.getBaseAxis();
		if (r.type !== "category" || !r.onBand) {
			var i = t.getLayout("bandWidth");
			r.isHorizontal() ? (n.x -= i, n.width += i * 2) : (n.y -= i, n.height += i * 2);
		}
	}
	return n;
}
var zw = function(e) {
	_(t, e);
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
		sf(this._progressiveEls || this.group, e);
	}, t.prototype._updateDrawMode = function(e) {
		var t = e.pipelineContext.large;
		(this._isLargeDraw == null || t !== this._isLargeDraw) && (this._isLargeDraw = t, this._clear());
	}, t.prototype._renderNormal = function(e, t, n, r) {
		var i = this.group, a = e.getData(), o = this._data, s = e.coordinateSystem, c = s.getBaseAxis(), l;
		s.type === "cartesian2d" ? l = c.isHorizontal() : s.type === "polar" && (l = c.dim === "angle");
		var u = e.isAnimationEnabled() ? e : null, d = Hw(e, s);
		d && this._enableRealtimeSort(d, a, n);
		var f = e.get("clip", !0) || d, p = Rw(s, a);
		i.removeClipPath();
		var m = e.get("roundCap", !0), h = e.get("showBackground", !0), g = e.getModel("backgroundStyle"), _ = g.get("borderRadius") || 0, v = [], y = this._backgroundEls, b = r && r.isInitSort, x = r && r.type === "changeAxisOrder";
		function S(e) {
			var t = Jw[s.type](a, e), n = aT(s, l, t);
			return n.useStyle(g.getItemStyle()), s.type === "cartesian2d" ? n.setShape("r", _) : n.setShape("cornerRadius", _), v[e] = n, n;
		}
		a.diff(o).add(function(t) {
			var n = a.getItemModel(t), r = Jw[s.type](a, t, n);
			if (h && S(t), a.hasValue(t) && qw[s.type](r)) {
				var o = !1;
				f && (o = Bw[s.type](p, r));
				var g = Vw[s.type](e, a, t, r, l, u, c.model, !1, m);
				d && (g.forceLabelAnimation = !0), Zw(g, a, t, n, r, e, l, s.type === "polar"), b ? g.attr({ shape: r }) : d ? Uw(d, u, g, r, t, l, !1, !1) : Sd(g, { shape: r }, e, t), a.setItemGraphicEl(t, g), i.add(g), g.ignore = o;
			}
		}).update(function(t, n) {
			var r = a.getItemModel(t), C = Jw[s.type](a, t, r);
			if (h) {
				var w = void 0;
				y.length === 0 ? w = S(n) : (w = y[n], w.useStyle(g.getItemStyle()), s.type === "cartesian2d" ? w.setShape("r", _) : w.setShape("cornerRadius", _), v[t] = w);
				var T = Jw[s.type](a, t), E = iT(l, T, s);
				xd(w, { shape: E }, u, t);
			}
			var D = o.getItemGraphicEl(n);
			if (!a.hasValue(t) || !qw[s.type](C)) i.remove(D);
			else {
				var O = !1;
				if (f && (O = Bw[s.type](p, C), O && i.remove(D)), D ? Dd(D) : D = Vw[s.type](e, a, t, C, l, u, c.model, !!D, m), d && (D.forceLabelAnimation = !0), x) {
					var k = D.getTextContent();
					if (k) {
						var A = Sf(k);
						A.prevValue != null && (A.prevValue = A.value);
					}
				} else Zw(D, a, t, r, C, e, l, s.type === "polar");
				b ? D.attr({ shape: C }) : d ? Uw(d, u, D, C, t, l, !0, x) : xd(D, { shape: C }, e, t, null), a.setItemGraphicEl(t, D), D.ignore = O, i.add(D);
			}
		}).remove(function(t) {
			var n = o.getItemGraphicEl(t);
			n && Ed(n, e, t);
		}).execute();
		var C = this._backgroundGroup || (this._backgroundGroup = new sa());
		C.removeAll();
		for (var w = 0; w < v.length; ++w) C.add(v[w]);
		i.add(C), this._backgroundEls = v, this._data = a;
	}, t.prototype._renderLarge = function(e, t, n) {
		this._clear(), tT(e, this.group), this._updateLargeClip(e);
	}, t.prototype._incrementalRenderLarge = function(e, t) {
		this._removeBackground(), tT(t, this.group, this._progressiveEls, !0);
	}, t.prototype._updateLargeClip = function(e) {
		var t = e.get("clip", !0) && nw(e.coordinateSystem, !1, e), n = this.group;
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
			Ed(t, e, Y(t).dataIndex);
		})) : t.removeAll(), this._data = null, this._isFirstFrame = !0;
	}, t.prototype._removeBackground = function() {
		this.group.remove(this._backgroundGroup), this._backgroundGroup = null;
	}, t.type = "bar", t;
}(d_), Bw = {
	cartesian2d: function(e, t) {
		var n = t.width < 0 ? -1 : 1, r = t.height < 0 ? -1 : 1;
		n < 0 && (t.x += t.width, t.width = -t.width), r < 0 && (t.y += t.height, t.height = -t.height);
		var i = e.x + e.width, a = e.y + e.height, o = Iw(t.x, e.x), s = Lw(t.x + t.width, i), c = Iw(t.y, e.y), l = Lw(t.y + t.height, a), u = s < o, d = l < c;
		return t.x = u && o > i ? s : o, t.y = d && c > a ? l : c, t.width = u ? 0 : s - o, t.height = d ? 0 : l - c, n < 0 && (t.x += t.width, t.width = -t.width), r < 0 && (t.y += t.height, t.height = -t.height), u || d;
	},
	polar: function(e, t) {
		var n = t.r0 <= t.r ? 1 : -1;
		if (n < 0) {
			var r = t.r;
			t.r = t.r0, t.r0 = r;
		}
		var i = Lw(t.r, e.r), a = Iw(t.r0, e.r0);
		t.r = i, t.r0 = a;
		var o = i - a < 0;
		if (n < 0) {
			var r = t.r;
			t.r = t.r0, t.r0 = r;
		}
		return o;
	}
}, Vw = {
	cartesian2d: function(e, t, n, r, i, a, o, s, c) {
		var l = new Ac({
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
		var l = !i && c ? Aw : Uu, u = new l({
			shape: r,
			z2: 1
		});
		if (u.name = "item", u.calculateTextPosition = jw(Xw(i), { isRoundCap: l === Aw }), a) {
			var d = u.shape, f = i ? "r" : "endAngle", p = {};
			d[f] = i ? r.r0 : r.startAngle, p[f] = r[f], (s ? xd : Sd)(u, { shape: p }, a);
		}
		return u;
	}
};
function Hw(e, t) {
	var n = e.get("realtimeSort", !0), r = t.getBaseAxis();
	if (n && r.type === "category" && t.type === "cartesian2d") return {
		baseAxis: r,
		otherAxis: t.getOtherAxis(r)
	};
}
function Uw(e, t, n, r, i, a, o, s) {
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
	}), s || (o ? xd : Sd)(n, { shape: c }, t, i, null);
	var u = t ? e.baseAxis.model : null;
	(o ? xd : Sd)(n, { shape: l }, u, i);
}
function Ww(e, t) {
	for (var n = 0; n < t.length; n++) if (!isFinite(e[t[n]])) return !0;
	return !1;
}
var Gw = [
	"x",
	"y",
	"width",
	"height"
], Kw = [
	"cx",
	"cy",
	"r",
	"startAngle",
	"endAngle"
], qw = {
	cartesian2d: function(e) {
		return !Ww(e, Gw);
	},
	polar: function(e) {
		return !Ww(e, Kw);
	}
}, Jw = {
	cartesian2d: function(e, t, n) {
		var r = e.getItemLayout(t), i = n ? Qw(n, r) : 0, a = r.width > 0 ? 1 : -1, o = r.height > 0 ? 1 : -1;
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
function Yw(e) {
	return e.startAngle != null && e.endAngle != null && e.startAngle === e.endAngle;
}
function Xw(e) {
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
function Zw(e, t, n, r, i, a, o, s) {
	var c = t.getItemVisual(n, "style");
	if (!s) {
		var l = r.get(["itemStyle", "borderRadius"]) || 0;
		e.setShape("r", l);
	} else if (!a.get("roundCap")) {
		var u = e.shape;
		P(u, Fw(r.getModel("itemStyle"), u, !0)), e.setShape(u);
	}
	e.useStyle(c);
	var d = r.getShallow("cursor");
	d && e.attr("cursor", d);
	var f = s ? o ? i.r >= i.r0 ? "endArc" : "startArc" : i.endAngle >= i.startAngle ? "endAngle" : "startAngle" : o ? i.height >= 0 ? "bottom" : "top" : i.width >= 0 ? "right" : "left", p = ff(r);
	df(e, p, {
		labelFetcher: a,
		labelDataIndex: n,
		defaultText: NC(a.getData(), n),
		inheritColor: c.fill,
		defaultOpacity: c.opacity,
		defaultOutsidePosition: f
	});
	var m = e.getTextContent();
	if (s && m) {
		var h = r.get(["label", "position"]);
		e.textConfig.inside = h === "middle" || null, Mw(e, h === "outside" ? f : h, Xw(o), r.get(["label", "rotate"]));
	}
	Cf(m, p, a.getRawValue(n), function(e) {
		return PC(t, e);
	});
	var g = r.getModel(["emphasis"]);
	Wl(e, g.get("focus"), g.get("blurScope"), g.get("disabled")), Jl(e, r), Yw(i) && (e.style.fill = "none", e.style.stroke = "none", L(e.states, function(e) {
		e.style && (e.style.fill = e.style.stroke = "none");
	}));
}
function Qw(e, t) {
	var n = e.get(["itemStyle", "borderColor"]);
	if (!n || n === "none") return 0;
	var r = e.get(["itemStyle", "borderWidth"]) || 0, i = isNaN(t.width) ? Number.MAX_VALUE : Math.abs(t.width), a = isNaN(t.height) ? Number.MAX_VALUE : Math.abs(t.height);
	return Math.min(r, i, a);
}
var $w = function() {
	function e() {}
	return e;
}(), eT = function(e) {
	_(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		return n.type = "largeBar", n;
	}
	return t.prototype.getDefaultShape = function() {
		return new $w();
	}, t.prototype.buildPath = function(e, t) {
		for (var n = t.points, r = this.baseDimIdx, i = 1 - this.baseDimIdx, a = [], o = [], s = this.barWidth, c = 0; c < n.length; c += 3) o[r] = s, o[i] = n[c + 2], a[r] = n[c + r], a[i] = n[c + i], e.rect(a[0], a[1], o[0], o[1]);
	}, t;
}(J);
function tT(e, t, n, r) {
	var i = e.getData(), a = +!!i.getLayout("valueAxisHorizontal"), o = i.getLayout("largeDataIndices"), s = i.getLayout("size"), c = e.getModel("backgroundStyle"), l = i.getLayout("largeBackgroundPoints");
	if (l) {
		var u = new eT({
			shape: { points: l },
			incremental: !!r,
			silent: !0,
			z2: 0
		});
		u.baseDimIdx = a, u.largeDataIndices = o, u.barWidth = s, u.useStyle(c.getItemStyle()), t.add(u), n && n.push(u);
	}
	var d = new eT({
		shape: { points: i.getLayout("largePoints") },
		incremental: !!r,
		ignoreCoarsePointer: !0,
		z2: 1
	});
	d.baseDimIdx = a, d.largeDataIndices = o, d.barWidth = s, t.add(d), d.useStyle(i.getVisual("style")), d.style.stroke = null, Y(d).seriesIndex = e.seriesIndex, e.get("silent") || (d.on("mousedown", nT), d.on("mousemove", nT)), n && n.push(d);
}
var nT = b_(function(e) {
	var t = this, n = rT(t, e.offsetX, e.offsetY);
	Y(t).dataIndex = n >= 0 ? n : null;
}, 30, !1);
function rT(e, t, n) {
	for (var r = e.baseDimIdx, i = 1 - r, a = e.shape.points, o = e.largeDataIndices, s = [], c = [], l = e.barWidth, u = 0, d = a.length / 3; u < d; u++) {
		var f = u * 3;
		if (c[r] = l, c[i] = a[f + 2], s[r] = a[f + r], s[i] = a[f + i], c[i] < 0 && (s[i] += c[i], c[i] = -c[i]), t >= s[0] && t <= s[0] + c[0] && n >= s[1] && n <= s[1] + c[1]) return o[u];
	}
	return -1;
}
function iT(e, t, n) {
	if (rw(n, "cartesian2d")) {
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
function aT(e, t, n) {
	return new (e.type === "polar" ? Uu : Ac)({
		shape: iT(t, n, e),
		silent: !0,
		z2: 0
	});
}
// node_modules/echarts/lib/chart/bar/install.js
function oT(e) {
	e.registerChartView(zw), e.registerSeriesModel(Ow), e.registerLayout(e.PRIORITY.VISUAL.LAYOUT, ve(gS, "bar")), e.registerLayout(e.PRIORITY.VISUAL.PROGRESSIVE_LAYOUT, _S("bar")), e.registerProcessor(e.PRIORITY.PROCESSOR.STATISTIC, Tw("bar")), e.registerAction({
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
var sT = function(e) {
	_(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.hasSymbolVisual = !0, n;
	}
	return t.prototype.getInitialData = function(e, t) {
		return zx(null, this, { useEncodeDefaulter: !0 });
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
}(Qg), cT = 4, lT = function() {
	function e() {}
	return e;
}(), uT = function(e) {
	_(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		return n._off = 0, n.hoverDataIdx = -1, n;
	}
	return t.prototype.getDefaultShape = function() {
		return new lT();
	}, t.prototype.reset = function() {
		this.notClear = !1, this._off = 0;
	}, t.prototype.buildPath = function(e, t) {
		var n = t.points, r = t.size, i = this.symbolProxy, a = i.shape, o = e.getContext ? e.getContext() : e, s = o && r[0] < cT, c = this.softClipShape, l;
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
			e = this._rect = new q(o - i / 2, s - a / 2, c - o + i, l - s + a);
		}
		return e;
	}, t;
}(J), dT = function() {
	function e() {
		this.group = new sa();
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
		var e = new uT({ cursor: "default" });
		return e.ignoreCoarsePointer = !0, this.group.add(e), this._newAdded.push(e), e;
	}, e.prototype._setCommon = function(e, t, n) {
		var r = t.hostModel;
		n = n || {};
		var i = t.getVisual("symbolSize");
		e.setShape("size", i instanceof Array ? i : [i, i]), e.softClipShape = n.clipShape || null, e.symbolProxy = Sv(t.getVisual("symbol"), 0, 0, 0, 0), e.setColor = e.symbolProxy.setColor;
		var a = e.shape.size[0] < cT;
		e.useStyle(r.getModel("itemStyle").getItemStyle(a ? [
			"color",
			"shadowBlur",
			"shadowColor"
		] : ["color"]));
		var o = t.getVisual("style"), s = o && o.fill;
		s && e.setColor(s);
		var c = Y(e);
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
}(), fT = function(e) {
	_(t, e);
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
		var i = Sw("").reset(e, t, n);
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
		return n && r === this._isLargeDraw || (n && n.remove(), n = this._symbolDraw = r ? new dT() : new BC(), this._isLargeDraw = r, this.group.removeAll()), this.group.add(n.group), n;
	}, t.prototype.remove = function(e, t) {
		this._symbolDraw && this._symbolDraw.remove(!0), this._symbolDraw = null;
	}, t.prototype.dispose = function() {}, t.type = "scatter", t;
}(d_), pT = function(e) {
	_(t, e);
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
}(Zp), mT = function(e) {
	_(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.getCoordSysModel = function() {
		return this.getReferringComponents("grid", ho).models[0];
	}, t.type = "cartesian2dAxis", t;
}(Zp);
fe(mT, oC);
// node_modules/echarts/lib/coord/axisDefault.js
var hT = {
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
}, gT = N({
	boundaryGap: !0,
	deduplication: null,
	splitLine: { show: !1 },
	axisTick: {
		alignWithLabel: !1,
		interval: "auto"
	},
	axisLabel: { interval: "auto" }
}, hT), _T = N({
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
}, hT), vT = {
	category: gT,
	value: _T,
	time: N({
		splitNumber: 6,
		axisLabel: {
			showMinLabel: !1,
			showMaxLabel: !1,
			rich: { primary: { fontWeight: "bold" } }
		},
		splitLine: { show: !1 }
	}, _T),
	log: F({ logBase: 10 }, _T)
}, yT = {
	value: 1,
	category: 1,
	time: 1,
	log: 1
};
// node_modules/echarts/lib/coord/axisModelCreator.js
function bT(e, t, n, r) {
	L(yT, function(i, a) {
		var o = N(N({}, vT[a], !0), r, !0), s = function(e) {
			_(n, e);
			function n() {
				var n = e !== null && e.apply(this, arguments) || this;
				return n.type = t + "Axis." + a, n;
			}
			return n.prototype.mergeDefaultAndTheme = function(e, t) {
				var n = Kp(this), r = n ? Jp(e) : {};
				N(e, t.getTheme().get(a + "Axis")), N(e, this.getDefaultOption()), e.type = xT(e), n && qp(e, r, n);
			}, n.prototype.optionUpdated = function() {
				this.option.type === "category" && (this.__ordinalMeta = Wx.createByAxisModel(this));
			}, n.prototype.getCategories = function(e) {
				var t = this.option;
				if (t.type === "category") return e ? t.data : this.__ordinalMeta.categories;
			}, n.prototype.getOrdinalMeta = function() {
				return this.__ordinalMeta;
			}, n.type = t + "Axis." + a, n.defaultOption = o, n;
		}(n);
		e.registerComponentModel(s);
	}), e.registerSubTypeDefaulter(t + "Axis", xT);
}
function xT(e) {
	return e.type || (e.data ? "category" : "value");
}
// node_modules/echarts/lib/coord/cartesian/Cartesian.js
var ST = function() {
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
		return e = e.toLowerCase(), he(this.getAxes(), function(t) {
			return t.scale.type === e;
		});
	}, e.prototype.addAxis = function(e) {
		var t = e.dim;
		this._axes[t] = e, this._dimList.push(t);
	}, e;
}(), CT = ["x", "y"];
function wT(e) {
	return e.type === "interval" || e.type === "time";
}
var TT = function(e) {
	_(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = "cartesian2d", t.dimensions = CT, t;
	}
	return t.prototype.calcAffineTransform = function() {
		this._transform = this._invTransform = null;
		var e = this.getAxis("x").scale, t = this.getAxis("y").scale;
		if (wT(e) && wT(t)) {
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
				this._invTransform = Gt([], f);
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
		var n = this.dataToPoint(e), r = this.dataToPoint(t), i = this.getArea(), a = new q(n[0], n[1], r[0] - n[0], r[1] - n[1]);
		return i.intersect(a);
	}, t.prototype.dataToPoint = function(e, t, n) {
		n = n || [];
		var r = e[0], i = e[1];
		if (this._transform && r != null && isFinite(r) && i != null && isFinite(i)) return rt(n, e, this._transform);
		var a = this.getAxis("x"), o = this.getAxis("y");
		return n[0] = a.toGlobalCoord(a.dataToCoord(r, t)), n[1] = o.toGlobalCoord(o.dataToCoord(i, t)), n;
	}, t.prototype.clampData = function(e, t) {
		var n = this.getAxis("x").scale, r = this.getAxis("y").scale, i = n.getExtent(), a = r.getExtent(), o = n.parse(e[0]), s = r.parse(e[1]);
		return t = t || [], t[0] = Math.min(Math.max(Math.min(i[0], i[1]), o), Math.max(i[0], i[1])), t[1] = Math.min(Math.max(Math.min(a[0], a[1]), s), Math.max(a[0], a[1])), t;
	}, t.prototype.pointToData = function(e, t) {
		var n = [];
		if (this._invTransform) return rt(n, e, this._invTransform);
		var r = this.getAxis("x"), i = this.getAxis("y");
		return n[0] = r.coordToData(r.toLocalCoord(e[0]), t), n[1] = i.coordToData(i.toLocalCoord(e[1]), t), n;
	}, t.prototype.getOtherAxis = function(e) {
		return this.getAxis(e.dim === "x" ? "y" : "x");
	}, t.prototype.getArea = function(e) {
		e = e || 0;
		var t = this.getAxis("x").getGlobalExtent(), n = this.getAxis("y").getGlobalExtent(), r = Math.min(t[0], t[1]) - e, i = Math.min(n[0], n[1]) - e;
		return new q(r, i, Math.max(t[0], t[1]) - r + e, Math.max(n[0], n[1]) - i + e);
	}, t;
}(ST), ET = function(e) {
	_(t, e);
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
}(DC);
// node_modules/echarts/lib/coord/cartesian/cartesianAxisHelper.js
function DT(e, t, n) {
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
	}[s], a.labelOffset = o ? m[f[s]] - m[f.onZero] : 0, t.get(["axisTick", "inside"]) && (a.tickDirection = -a.tickDirection), De(n.labelInside, t.get(["axisLabel", "inside"])) && (a.labelDirection = -a.labelDirection);
	var g = t.get(["axisLabel", "rotate"]);
	return a.labelRotate = c === "top" ? -g : g, a.z2 = 1, a;
}
function OT(e) {
	return e.get("coordinateSystem") === "cartesian2d";
}
function kT(e) {
	var t = {
		xAxisModel: null,
		yAxisModel: null
	};
	return L(t, function(n, r) {
		var i = r.replace(/Model$/, "");
		t[r] = e.getReferringComponents(i, ho).models[0];
	}), t;
}
// node_modules/echarts/lib/coord/axisAlignTicks.js
var AT = Math.log;
function jT(e, t, n) {
	var r = rS.prototype, i = r.getTicks.call(n), a = r.getTicks.call(n, !0), o = i.length - 1, s = r.getInterval.call(n), c = qS(e, t), l = c.extent, u = c.fixMin, d = c.fixMax;
	if (e.type === "log") {
		var f = AT(e.base);
		l = [AT(l[0]) / f, AT(l[1]) / f];
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
	else if (u) for (g = l[0] + m * o; g < l[1] && isFinite(g) && isFinite(l[1]);) m = Jx(m), g = l[0] + m * o;
	else if (d) for (h = l[1] - m * o; h > l[0] && isFinite(h) && isFinite(l[0]);) m = Jx(m), h = l[1] - m * o;
	else {
		e.getTicks().length - 1 > o && (m = Jx(m));
		var _ = m * o;
		g = Math.ceil(l[1] / m) * m, h = ba(g - _), h < 0 && l[0] >= 0 ? (h = 0, g = ba(_)) : g > 0 && l[1] <= 0 && (g = 0, h = -ba(_));
	}
	var v = (i[0].value - a[0].value) / s, y = (i[o].value - a[o].value) / s;
	r.setExtent.call(e, h + m * v, g + m * y), r.setInterval.call(e, m), (v || y) && r.setNiceExtent.call(e, h + m, g - m);
}
// node_modules/echarts/lib/coord/cartesian/Grid.js
var MT = function() {
	function e(e, t, n) {
		this.type = "grid", this._coordsMap = {}, this._coordsList = [], this._axesMap = {}, this._axesList = [], this.axisPointerEnabled = !0, this.dimensions = CT, this._initCartesian(e, t, n), this.model = e;
	}
	return e.prototype.getRect = function() {
		return this._rect;
	}, e.prototype.update = function(e, t) {
		var n = this._axesMap;
		this._updateScale(e, this.model);
		function r(e) {
			var t, n = ge(e), r = n.length;
			if (r) {
				for (var i = [], a = r - 1; a >= 0; a--) {
					var o = e[+n[a]], s = o.model, c = o.scale;
					Kx(c) && s.get("alignTicks") && s.get("interval") == null ? i.push(o) : (YS(c, s), Kx(c) && (t = o));
				}
				i.length && (t || (t = i.pop(), YS(t.scale, t.model)), L(i, function(e) {
					jT(e.scale, e.model, t.scale);
				}));
			}
		}
		r(n.x), r(n.y);
		var i = {};
		L(n.x, function(e) {
			PT(n, "y", e, i);
		}), L(n.y, function(e) {
			PT(n, "x", e, i);
		}), this.resize(this.model, t);
	}, e.prototype.resize = function(e, t, n) {
		var r = e.getBoxLayoutParams(), i = !n && e.get("containLabel"), a = Wp(r, {
			width: t.getWidth(),
			height: t.getHeight()
		});
		this._rect = a;
		var o = this._axesList;
		s(), i && (L(o, function(e) {
			if (!e.model.get(["axisLabel", "inside"])) {
				var t = eC(e);
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
				e.setExtent(n[r], n[1 - r]), IT(e, t ? a.x : a.y);
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
		U(e) && (t = e.yAxisIndex, e = e.xAxisIndex);
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
		var t = e.seriesModel, n = e.xAxisModel || t && t.getReferringComponents("xAxis", ho).models[0], r = e.yAxisModel || t && t.getReferringComponents("yAxis", ho).models[0], i = e.gridModel, a = this._coordsList, o, s;
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
				var o = "x" + n + "y" + a, s = new TT(o);
				s.master = r, s.model = e, r._coordsMap[o] = s, r._coordsList.push(s), s.addAxis(t), s.addAxis(i);
			});
		});
		function c(t) {
			return function(n, r) {
				if (NT(n, e)) {
					var c = n.get("position");
					t === "x" ? c !== "top" && c !== "bottom" && (c = a.bottom ? "top" : "bottom") : c !== "left" && c !== "right" && (c = a.left ? "right" : "left"), a[c] = !0;
					var l = new ET(t, XS(n), [0, 0], n.get("type"), c);
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
			if (OT(e)) {
				var r = kT(e), i = r.xAxisModel, a = r.yAxisModel;
				if (!NT(i, t) || !NT(a, t)) return;
				var o = this.getCartesian(i.componentIndex, a.componentIndex), s = e.getData(), c = o.getAxis("x"), l = o.getAxis("y");
				n(s, c), n(s, l);
			}
		}, this);
		function n(e, t) {
			L(iC(e, t.dim), function(n) {
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
			if (OT(e)) {
				var t = kT(e), n = t.xAxisModel, r = t.yAxisModel;
				e.coordinateSystem = n.getCoordSysModel().coordinateSystem.getCartesian(n.componentIndex, r.componentIndex);
			}
		}), r;
	}, e.dimensions = CT, e;
}();
function NT(e, t) {
	return e.getCoordSysModel() === t;
}
function PT(e, t, n, r) {
	n.getAxesOnZeroOf = function() {
		return a ? [a] : [];
	};
	var i = e[t], a, o = n.model, s = o.get(["axisLine", "onZero"]), c = o.get(["axisLine", "onZeroAxisIndex"]);
	if (!s) return;
	if (c != null) FT(i[c]) && (a = i[c]);
	else for (var l in i) if (i.hasOwnProperty(l) && FT(i[l]) && !r[u(i[l])]) {
		a = i[l];
		break;
	}
	a && (r[u(a)] = !0);
	function u(e) {
		return e.dim + "_" + e.index;
	}
}
function FT(e) {
	return e && e.type !== "category" && e.type !== "time" && ZS(e);
}
function IT(e, t) {
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
var LT = Math.PI, RT = function() {
	function e(e, t) {
		this.group = new sa(), this.opt = t, this.axisModel = e, F(t, {
			labelOffset: 0,
			nameDirection: 1,
			tickDirection: 1,
			labelDirection: 1,
			silent: !0,
			handleAutoShown: function() {
				return !0;
			}
		});
		var n = new sa({
			x: t.position[0],
			y: t.position[1],
			rotation: t.rotation
		});
		n.updateTransform(), this._transformGroup = n;
	}
	return e.prototype.hasBuilder = function(e) {
		return !!zT[e];
	}, e.prototype.add = function(e) {
		zT[e](this.opt, this.axisModel, this.group, this._transformGroup);
	}, e.prototype.getGroup = function() {
		return this.group;
	}, e.innerTextLayout = function(e, t, n) {
		var r = Ea(t - e), i, a;
		return Da(r) ? (a = n > 0 ? "top" : "bottom", i = "center") : Da(r - LT) ? (a = n > 0 ? "bottom" : "top", i = "center") : (a = "middle", i = r > 0 && r < LT ? n > 0 ? "right" : "left" : n > 0 ? "left" : "right"), {
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
}(), zT = {
	axisLine: function(e, t, n, r) {
		var i = t.get(["axisLine", "show"]);
		if (i === "auto" && e.handleAutoShown && (i = e.handleAutoShown("axisLine")), i) {
			var a = t.axis.getExtent(), o = r.transform, s = [a[0], 0], c = [a[1], 0], l = s[0] > c[0];
			o && (rt(s, s, o), rt(c, c, o));
			var u = P({ lineCap: "round" }, t.getModel(["axisLine", "lineStyle"]).getLineStyle()), d = new ed({
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
			Hd(d.shape, d.style.lineWidth), d.anid = "line", n.add(d);
			var f = t.get(["axisLine", "symbol"]);
			if (f != null) {
				var p = t.get(["axisLine", "symbolSize"]);
				H(f) && (f = [f, f]), (H(p) || be(p)) && (p = [p, p]);
				var m = wv(t.get(["axisLine", "symbolOffset"]) || 0, p), h = p[0], g = p[1];
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
						var i = Sv(f[r], -h / 2, -g / 2, h, g, u.stroke, !0), a = t.r + t.offset, o = l ? c : s;
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
		var i = KT(n, r, t, e), a = JT(n, r, t, e);
		VT(t, a, i), qT(n, r, t, e.tickDirection), t.get(["axisLabel", "hideOverlap"]) && jC(AC(R(a, function(e) {
			return {
				label: e,
				priority: e.z2,
				defaultAttr: { ignore: e.ignore }
			};
		})));
	},
	axisName: function(e, t, n, r) {
		var i = De(e.axisName, t.get("name"));
		if (i) {
			var a = t.get("nameLocation"), o = e.nameDirection, s = t.getModel("nameTextStyle"), c = t.get("nameGap") || 0, l = t.axis.getExtent(), u = l[0] > l[1] ? -1 : 1, d = [a === "start" ? l[0] - u * c : a === "end" ? l[1] + u * c : (l[0] + l[1]) / 2, WT(a) ? e.labelOffset + o * c : 0], f, p = t.get("nameRotate");
			p != null && (p = p * LT / 180);
			var m;
			WT(a) ? f = RT.innerTextLayout(e.rotation, p ?? e.rotation, o) : (f = BT(e.rotation, a, p || 0, l), m = e.axisNameAvailableWidth, m != null && (m = Math.abs(m / Math.sin(f.rotation)), !isFinite(m) && (m = null)));
			var h = s.getFont(), g = t.get("nameTruncate", !0) || {}, _ = g.ellipsis, v = De(e.nameTruncateMaxWidth, g.maxWidth, m), y = new Pc({
				x: d[0],
				y: d[1],
				rotation: f.rotation,
				silent: RT.isLabelSilent(t),
				style: pf(s, {
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
			if (af({
				el: y,
				componentModel: t,
				itemName: i
			}), y.__fullText = i, y.anid = "name", t.get("triggerEvent")) {
				var b = RT.makeAxisEventDataBase(t);
				b.targetType = "axisName", b.name = i, Y(y).eventData = b;
			}
			r.add(y), y.updateTransform(), n.add(y), y.decomposeTransform();
		}
	}
};
function BT(e, t, n, r) {
	var i = Ea(n - e), a, o, s = r[0] > r[1], c = t === "start" && !s || t !== "start" && s;
	return Da(i - LT / 2) ? (o = c ? "bottom" : "top", a = "center") : Da(i - LT * 1.5) ? (o = c ? "top" : "bottom", a = "center") : (o = "middle", a = i < LT * 1.5 && i > LT / 2 ? c ? "left" : "right" : c ? "right" : "left"), {
		rotation: i,
		textAlign: a,
		textVerticalAlign: o
	};
}
function VT(e, t, n) {
	if (!rC(e.axis)) {
		var r = e.get(["axisLabel", "showMinLabel"]), i = e.get(["axisLabel", "showMaxLabel"]);
		t = t || [], n = n || [];
		var a = t[0], o = t[1], s = t[t.length - 1], c = t[t.length - 2], l = n[0], u = n[1], d = n[n.length - 1], f = n[n.length - 2];
		r === !1 ? (HT(a), HT(l)) : UT(a, o) && (r ? (HT(o), HT(u)) : (HT(a), HT(l))), i === !1 ? (HT(s), HT(d)) : UT(c, s) && (i ? (HT(c), HT(f)) : (HT(s), HT(d)));
	}
}
function HT(e) {
	e && (e.ignore = !0);
}
function UT(e, t) {
	var n = e && e.getBoundingRect().clone(), r = t && t.getBoundingRect().clone();
	if (n && r) {
		var i = zt([]);
		return Ut(i, i, -e.rotation), n.applyTransform(Vt([], i, e.getLocalTransform())), r.applyTransform(Vt([], i, t.getLocalTransform())), n.intersect(r);
	}
}
function WT(e) {
	return e === "middle" || e === "center";
}
function GT(e, t, n, r, i) {
	for (var a = [], o = [], s = [], c = 0; c < e.length; c++) {
		var l = e[c].coord;
		o[0] = l, o[1] = 0, s[0] = l, s[1] = n, t && (rt(o, o, t), rt(s, s, t));
		var u = new ed({
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
		Hd(u.shape, u.style.lineWidth), u.anid = i + "_" + e[c].tickValue, a.push(u);
	}
	return a;
}
function KT(e, t, n, r) {
	var i = n.axis, a = n.getModel("axisTick"), o = a.get("show");
	if (o === "auto" && r.handleAutoShown && (o = r.handleAutoShown("axisTick")), o && !i.scale.isBlank()) {
		for (var s = a.getModel("lineStyle"), c = r.tickDirection * a.get("length"), l = GT(i.getTicksCoords(), t.transform, c, F(s.getLineStyle(), { stroke: n.get([
			"axisLine",
			"lineStyle",
			"color"
		]) }), "ticks"), u = 0; u < l.length; u++) e.add(l[u]);
		return l;
	}
}
function qT(e, t, n, r) {
	var i = n.axis, a = n.getModel("minorTick");
	if (a.get("show") && !i.scale.isBlank()) {
		var o = i.getMinorTicksCoords();
		if (o.length) for (var s = a.getModel("lineStyle"), c = r * a.get("length"), l = F(s.getLineStyle(), F(n.getModel("axisTick").getLineStyle(), { stroke: n.get([
			"axisLine",
			"lineStyle",
			"color"
		]) })), u = 0; u < o.length; u++) for (var d = GT(o[u], t.transform, c, l, "minorticks_" + u), f = 0; f < d.length; f++) e.add(d[f]);
	}
}
function JT(e, t, n, r) {
	var i = n.axis;
	if (De(r.axisLabelShow, n.get(["axisLabel", "show"])) && !i.scale.isBlank()) {
		var a = n.getModel("axisLabel"), o = a.get("margin"), s = i.getViewLabels(), c = (De(r.labelRotate, a.get("rotate")) || 0) * LT / 180, l = RT.innerTextLayout(r.rotation, c, r.labelDirection), u = n.getCategories && n.getCategories(!0), d = [], f = RT.isLabelSilent(n), p = n.get("triggerEvent");
		return L(s, function(c, m) {
			var h = i.scale.type === "ordinal" ? i.scale.getRawOrdinalNumber(c.tickValue) : c.tickValue, g = c.formattedLabel, _ = c.rawLabel, v = a;
			if (u && u[h]) {
				var y = u[h];
				U(y) && y.textStyle && (v = new Pf(y.textStyle, a, n.ecModel));
			}
			var b = v.getTextColor() || n.get([
				"axisLine",
				"lineStyle",
				"color"
			]), x = i.dataToCoord(h), S = v.getShallow("align", !0) || l.textAlign, C = W(v.getShallow("alignMinLabel", !0), S), w = W(v.getShallow("alignMaxLabel", !0), S), T = v.getShallow("verticalAlign", !0) || v.getShallow("baseline", !0) || l.textVerticalAlign, E = W(v.getShallow("verticalAlignMinLabel", !0), T), D = W(v.getShallow("verticalAlignMaxLabel", !0), T), O = new Pc({
				x,
				y: r.labelOffset + r.labelDirection * o,
				rotation: l.rotation,
				silent: f,
				z2: 10 + (c.level || 0),
				style: pf(v, {
					text: g,
					align: m === 0 ? C : m === s.length - 1 ? w : S,
					verticalAlign: m === 0 ? E : m === s.length - 1 ? D : T,
					fill: V(b) ? b(i.type === "category" ? _ : i.type === "value" ? h + "" : h, m) : b
				})
			});
			if (O.anid = "label_" + h, af({
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
				var k = RT.makeAxisEventDataBase(n);
				k.targetType = "axisLabel", k.value = _, k.tickIndex = m, i.type === "category" && (k.dataIndex = h), Y(O).eventData = k;
			}
			t.add(O), O.updateTransform(), d.push(O), e.add(O), O.decomposeTransform();
		}), d;
	}
}
// node_modules/echarts/lib/component/axisPointer/modelHelper.js
function YT(e, t) {
	var n = {
		axesInfo: {},
		seriesInvolved: !1,
		coordSysAxesInfo: {},
		coordSysMap: {}
	};
	return XT(n, e, t), n.seriesInvolved && QT(n, e), n;
}
function XT(e, t, n) {
	var r = t.getComponent("tooltip"), i = t.getComponent("axisPointer"), a = i.get("link", !0) || [], o = [];
	L(n.getCoordinateSystems(), function(n) {
		if (!n.axisPointerEnabled) return;
		var s = aE(n.model), c = e.coordSysAxesInfo[s] = {};
		e.coordSysMap[s] = n;
		var l = n.model.getModel("tooltip", r);
		if (L(n.getAxes(), ve(p, !1, null)), n.getTooltipAxes && r && l.get("show")) {
			var u = l.get("trigger") === "axis", d = l.get(["axisPointer", "type"]) === "cross", f = n.getTooltipAxes(l.get(["axisPointer", "axis"]));
			(u || d) && L(f.baseAxes, ve(p, !d || "cross", u)), d && L(f.otherAxes, ve(p, "cross", !1));
		}
		function p(r, s, u) {
			var d = u.model.getModel("axisPointer", i), f = d.get("show");
			if (f && (f !== "auto" || r || iE(d))) {
				s ?? (s = d.get("triggerTooltip")), d = r ? ZT(u, l, i, t, r, s) : d;
				var p = d.get("snap"), m = d.get("triggerEmphasis"), h = aE(u.model), g = s || p || u.type === "category", _ = e.axesInfo[h] = {
					key: h,
					axis: u,
					coordSys: n,
					axisPointerModel: d,
					triggerTooltip: s,
					triggerEmphasis: m,
					involveSeries: g,
					snap: p,
					useHandle: iE(d),
					seriesModels: [],
					linkGroup: null
				};
				c[h] = _, e.seriesInvolved = e.seriesInvolved || g;
				var v = $T(a, u);
				if (v != null) {
					var y = o[v] || (o[v] = { axesInfo: {} });
					y.axesInfo[h] = _, y.mapper = a[v].mapper, _.linkGroup = y;
				}
			}
		}
	});
}
function ZT(e, t, n, r, i, a) {
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
	return e.model.getModel("axisPointer", new Pf(c, n, r));
}
function QT(e, t) {
	t.eachSeries(function(t) {
		var n = t.coordinateSystem, r = t.get(["tooltip", "trigger"], !0), i = t.get(["tooltip", "show"], !0);
		n && r !== "none" && r !== !1 && r !== "item" && i !== !1 && t.get(["axisPointer", "show"], !0) !== !1 && L(e.coordSysAxesInfo[aE(n.model)], function(e) {
			var r = e.axis;
			n.getAxis(r.dim) === r && (e.seriesModels.push(t), e.seriesDataCount ?? (e.seriesDataCount = 0), e.seriesDataCount += t.getData().count());
		});
	});
}
function $T(e, t) {
	for (var n = t.model, r = t.dim, i = 0; i < e.length; i++) {
		var a = e[i] || {};
		if (eE(a[r + "AxisId"], n.id) || eE(a[r + "AxisIndex"], n.componentIndex) || eE(a[r + "AxisName"], n.name)) return i;
	}
}
function eE(e, t) {
	return e === "all" || B(e) && I(e, t) >= 0 || e === t;
}
function tE(e) {
	var t = nE(e);
	if (t) {
		var n = t.axisPointerModel, r = t.axis.scale, i = n.option, a = n.get("status"), o = n.get("value");
		o != null && (o = r.parse(o));
		var s = iE(n);
		a ?? (i.status = s ? "show" : "hide");
		var c = r.getExtent().slice();
		c[0] > c[1] && c.reverse(), (o == null || o > c[1]) && (o = c[1]), o < c[0] && (o = c[0]), i.value = o, s && (i.status = t.axis.scale.isBlank() ? "hide" : "show");
	}
}
function nE(e) {
	var t = (e.ecModel.getComponent("axisPointer") || {}).coordSysAxesInfo;
	return t && t.axesInfo[aE(e)];
}
function rE(e) {
	var t = nE(e);
	return t && t.axisPointerModel;
}
function iE(e) {
	return !!e.get(["handle", "show"]);
}
function aE(e) {
	return e.type + "||" + e.id;
}
// node_modules/echarts/lib/component/axis/AxisView.js
var oE = {}, sE = function(e) {
	_(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.render = function(t, n, r, i) {
		this.axisPointerClass && tE(t), e.prototype.render.apply(this, arguments), this._doUpdateAxisPointerClass(t, r, !0);
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
			var a = rE(e);
			a ? (this._axisPointer || (this._axisPointer = new i())).render(e, a, n, r) : this._disposeAxisPointer(n);
		}
	}, t.prototype._disposeAxisPointer = function(e) {
		this._axisPointer && this._axisPointer.dispose(e), this._axisPointer = null;
	}, t.registerAxisPointerClass = function(e, t) {
		oE[e] = t;
	}, t.getAxisPointerClass = function(e) {
		return e && oE[e];
	}, t.type = "axis", t;
}(s_), cE = uo();
function lE(e, t, n, r) {
	var i = n.axis;
	if (!i.scale.isBlank()) {
		var a = n.getModel("splitArea"), o = a.getModel("areaStyle"), s = o.get("color"), c = r.coordinateSystem.getRect(), l = i.getTicksCoords({
			tickModel: a,
			clamp: !0
		});
		if (l.length) {
			var u = s.length, d = cE(e).splitAreaColors, f = G(), p = 0;
			if (d) for (var m = 0; m < l.length; m++) {
				var h = d.get(l[m].tickValue);
				if (h != null) {
					p = (h + (u - 1) * m) % u;
					break;
				}
			}
			var g = i.toGlobalCoord(l[0].coord), _ = o.getAreaStyle();
			s = B(s) ? s : [s];
			for (var m = 1; m < l.length; m++) {
				var v = i.toGlobalCoord(l[m].coord), y = void 0, b = void 0, x = void 0, S = void 0;
				i.isHorizontal() ? (y = g, b = c.y, x = v - y, S = c.height, g = y + x) : (y = c.x, b = g, x = c.width, S = v - b, g = b + S);
				var C = l[m - 1].tickValue;
				C != null && f.set(C, p), t.add(new Ac({
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
			cE(e).splitAreaColors = f;
		}
	}
}
function uE(e) {
	cE(e).splitAreaColors = null;
}
// node_modules/echarts/lib/component/axis/CartesianAxisView.js
var dE = [
	"axisLine",
	"axisTickLabel",
	"axisName"
], fE = [
	"splitArea",
	"splitLine",
	"minorSplitLine"
], pE = function(e) {
	_(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.axisPointerClass = "CartesianAxisPointer", n;
	}
	return t.prototype.render = function(t, n, r, i) {
		this.group.removeAll();
		var a = this._axisGroup;
		if (this._axisGroup = new sa(), this.group.add(this._axisGroup), t.get("show")) {
			var o = t.getCoordSysModel(), s = new RT(t, P({ handleAutoShown: function(e) {
				for (var n = o.coordinateSystem.getCartesians(), r = 0; r < n.length; r++) if (Kx(n[r].getOtherAxis(t.axis).scale)) return !0;
				return !1;
			} }, DT(o, t)));
			L(dE, s.add, s), this._axisGroup.add(s.getGroup()), L(fE, function(e) {
				t.get([e, "show"]) && mE[e](this, this._axisGroup, t, o);
			}, this), i && i.type === "changeAxisOrder" && i.isInitSort || Xd(a, this._axisGroup, t), e.prototype.render.call(this, t, n, r, i);
		}
	}, t.prototype.remove = function() {
		uE(this);
	}, t.type = "cartesianAxis", t;
}(sE), mE = {
	splitLine: function(e, t, n, r) {
		var i = n.axis;
		if (!i.scale.isBlank()) {
			var a = n.getModel("splitLine"), o = a.getModel("lineStyle"), s = o.get("color"), c = a.get("showMinLine") !== !1, l = a.get("showMaxLine") !== !1;
			s = B(s) ? s : [s];
			for (var u = r.coordinateSystem.getRect(), d = i.isHorizontal(), f = 0, p = i.getTicksCoords({ tickModel: a }), m = [], h = [], g = o.getLineStyle(), _ = 0; _ < p.length; _++) {
				var v = i.toGlobalCoord(p[_].coord);
				if (!(_ === 0 && !c || _ === p.length - 1 && !l)) {
					var y = p[_].tickValue;
					d ? (m[0] = v, m[1] = u.y, h[0] = v, h[1] = u.y + u.height) : (m[0] = u.x, m[1] = v, h[0] = u.x + u.width, h[1] = v);
					var b = f++ % s.length, x = new ed({
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
					Hd(x.shape, g.lineWidth), t.add(x);
				}
			}
		}
	},
	minorSplitLine: function(e, t, n, r) {
		var i = n.axis, a = n.getModel("minorSplitLine").getModel("lineStyle"), o = r.coordinateSystem.getRect(), s = i.isHorizontal(), c = i.getMinorTicksCoords();
		if (c.length) for (var l = [], u = [], d = a.getLineStyle(), f = 0; f < c.length; f++) for (var p = 0; p < c[f].length; p++) {
			var m = i.toGlobalCoord(c[f][p].coord);
			s ? (l[0] = m, l[1] = o.y, u[0] = m, u[1] = o.y + o.height) : (l[0] = o.x, l[1] = m, u[0] = o.x + o.width, u[1] = m);
			var h = new ed({
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
			Hd(h.shape, d.lineWidth), t.add(h);
		}
	},
	splitArea: function(e, t, n, r) {
		lE(e, t, n, r);
	}
}, hE = function(e) {
	_(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.type = "xAxis", t;
}(pE), gE = function(e) {
	_(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = hE.type, t;
	}
	return t.type = "yAxis", t;
}(pE), _E = function(e) {
	_(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = "grid", t;
	}
	return t.prototype.render = function(e, t) {
		this.group.removeAll(), e.get("show") && this.group.add(new Ac({
			shape: e.coordinateSystem.getRect(),
			style: F({ fill: e.get("backgroundColor") }, e.getItemStyle()),
			silent: !0,
			z2: -1
		}));
	}, t.type = "grid", t;
}(s_), vE = { offset: 0 };
function yE(e) {
	e.registerComponentView(_E), e.registerComponentModel(pT), e.registerCoordinateSystem("cartesian2d", MT), bT(e, "x", mT, vE), bT(e, "y", mT, vE), e.registerComponentView(hE), e.registerComponentView(gE), e.registerPreprocessor(function(e) {
		e.xAxis && e.yAxis && !e.grid && (e.grid = {});
	});
}
// node_modules/echarts/lib/chart/scatter/install.js
function bE(e) {
	lC(yE), e.registerSeriesModel(sT), e.registerChartView(fT), e.registerLayout(Sw("scatter"));
}
// node_modules/echarts/lib/component/helper/interactionMutex.js
var xE = "\0_ec_interaction_mutex";
function SE(e, t) {
	return !!CE(e)[t];
}
function CE(e) {
	return e[xE] || (e[xE] = {});
}
Rb({
	type: "takeGlobalCursor",
	event: "globalCursorTaken",
	update: "update"
}, Ue);
// node_modules/echarts/lib/component/helper/RoamController.js
var wE = function(e) {
	_(t, e);
	function t(t) {
		var n = e.call(this) || this;
		n._zr = t;
		var r = z(n._mousedownHandler, n), i = z(n._mousemoveHandler, n), a = z(n._mouseupHandler, n), o = z(n._mousewheelHandler, n), s = z(n._pinchHandler, n);
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
		if (!Nt(e)) {
			for (var t = e.target; t;) {
				if (t.draggable) return;
				t = t.__hostTarget || t.parent;
			}
			var n = e.offsetX, r = e.offsetY;
			this.pointerChecker && this.pointerChecker(e, n, r) && (this._x = n, this._y = r, this._dragging = !0);
		}
	}, t.prototype._mousemoveHandler = function(e) {
		if (this._dragging && DE("moveOnMouseMove", e, this._opt) && e.gestureEvent !== "pinch" && !SE(this._zr, "globalPan")) {
			var t = e.offsetX, n = e.offsetY, r = this._x, i = this._y, a = t - r, o = n - i;
			this._x = t, this._y = n, this._opt.preventDefaultMouseMove && Mt(e.event), EE(this, "pan", "moveOnMouseMove", e, {
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
		Nt(e) || (this._dragging = !1);
	}, t.prototype._mousewheelHandler = function(e) {
		var t = DE("zoomOnMouseWheel", e, this._opt), n = DE("moveOnMouseWheel", e, this._opt), r = e.wheelDelta, i = Math.abs(r), a = e.offsetX, o = e.offsetY;
		if (r !== 0 && (t || n)) {
			if (t) {
				var s = i > 3 ? 1.4 : i > 1 ? 1.2 : 1.1, c = r > 0 ? s : 1 / s;
				TE(this, "zoom", "zoomOnMouseWheel", e, {
					scale: c,
					originX: a,
					originY: o,
					isAvailableBehavior: null
				});
			}
			if (n) {
				var l = Math.abs(r), u = (r > 0 ? 1 : -1) * (l > 3 ? .4 : l > 1 ? .15 : .05);
				TE(this, "scrollMove", "moveOnMouseWheel", e, {
					scrollDelta: u,
					originX: a,
					originY: o,
					isAvailableBehavior: null
				});
			}
		}
	}, t.prototype._pinchHandler = function(e) {
		if (!SE(this._zr, "globalPan")) {
			var t = e.pinchScale > 1 ? 1.1 : 1 / 1.1;
			TE(this, "zoom", null, e, {
				scale: t,
				originX: e.pinchX,
				originY: e.pinchY,
				isAvailableBehavior: null
			});
		}
	}, t;
}(ct);
function TE(e, t, n, r, i) {
	e.pointerChecker && e.pointerChecker(r, i.originX, i.originY) && (Mt(r.event), EE(e, t, n, r, i));
}
function EE(e, t, n, r, i) {
	i.isAvailableBehavior = z(DE, null, n, r), e.trigger(t, i);
}
function DE(e, t, n) {
	var r = n[e];
	return !e || r && (!H(r) || t.event[r + "Key"]);
}
// node_modules/echarts/lib/visual/VisualMapping.js
var OE = L, kE = U, AE = -1, jE = function() {
	function e(t) {
		var n = t.mappingMethod, r = t.type, i = this.option = M(t);
		this.type = r, this.mappingMethod = n, this._normalizeData = UE[n];
		var a = e.visualHandlers[r];
		this.applyVisual = a.applyVisual, this.getColorMapper = a.getColorMapper, this._normalizedToVisual = a._normalizedToVisual[n], n === "piecewise" ? (PE(i), ME(i)) : n === "category" ? i.categories ? NE(i) : PE(i, !0) : (je(n !== "linear" || i.dataExtent), PE(i));
	}
	return e.prototype.mapValueToVisual = function(e) {
		var t = this._normalizeData(e);
		return this._normalizedToVisual(t, e);
	}, e.prototype.getNormalizer = function() {
		return z(this._normalizeData, this);
	}, e.listVisualTypes = function() {
		return ge(e.visualHandlers);
	}, e.isValidType = function(t) {
		return e.visualHandlers.hasOwnProperty(t);
	}, e.eachVisual = function(e, t, n) {
		U(e) ? L(e, t, n) : t.call(n, e);
	}, e.mapVisual = function(t, n, r) {
		var i, a = B(t) ? [] : U(t) ? {} : (i = !0, null);
		return e.eachVisual(t, function(e, t) {
			var o = n.call(r, e, t);
			i ? a = o : a[t] = o;
		}), a;
	}, e.retrieveVisuals = function(t) {
		var n = {}, r;
		return t && OE(e.visualHandlers, function(e, i) {
			t.hasOwnProperty(i) && (n[i] = t[i], r = !0);
		}), r ? n : null;
	}, e.prepareVisualTypes = function(e) {
		if (B(e)) e = e.slice();
		else if (kE(e)) {
			var t = [];
			OE(e, function(e, n) {
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
				if (s === e || H(s) && s === e + "") return a;
				n && d(s, a);
			}
		}
		for (var a = 0, o = t.length; a < o; a++) {
			var c = t[a], l = c.interval, u = c.close;
			if (l) {
				if (l[0] === -Infinity) {
					if (WE(u[1], e, l[1])) return a;
				} else if (l[1] === Infinity) {
					if (WE(u[0], l[0], e)) return a;
				} else if (WE(u[0], l[0], e) && WE(u[1], e, l[1])) return a;
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
			applyVisual: LE("color"),
			getColorMapper: function() {
				var e = this.option;
				return z(e.mappingMethod === "category" ? function(e, t) {
					return !t && (e = this._normalizeData(e)), RE.call(this, e);
				} : function(t, n, r) {
					var i = !!r;
					return !n && (t = this._normalizeData(t)), r = Cr(t, e.parsedVisual, r), i ? r : Dr(r, "rgba");
				}, this);
			},
			_normalizedToVisual: {
				linear: function(e) {
					return Dr(Cr(e, this.option.parsedVisual), "rgba");
				},
				category: RE,
				piecewise: function(e, t) {
					var n = VE.call(this, t);
					return n ?? (n = Dr(Cr(e, this.option.parsedVisual), "rgba")), n;
				},
				fixed: zE
			}
		},
		colorHue: FE(function(e, t) {
			return Tr(e, t);
		}),
		colorSaturation: FE(function(e, t) {
			return Tr(e, null, t);
		}),
		colorLightness: FE(function(e, t) {
			return Tr(e, null, null, t);
		}),
		colorAlpha: FE(function(e, t) {
			return Er(e, t);
		}),
		decal: {
			applyVisual: LE("decal"),
			_normalizedToVisual: {
				linear: null,
				category: RE,
				piecewise: null,
				fixed: null
			}
		},
		opacity: {
			applyVisual: LE("opacity"),
			_normalizedToVisual: BE([0, 1])
		},
		liftZ: {
			applyVisual: LE("liftZ"),
			_normalizedToVisual: {
				linear: zE,
				category: zE,
				piecewise: zE,
				fixed: zE
			}
		},
		symbol: {
			applyVisual: function(e, t, n) {
				n("symbol", this.mapValueToVisual(e));
			},
			_normalizedToVisual: {
				linear: IE,
				category: RE,
				piecewise: function(e, t) {
					var n = VE.call(this, t);
					return n ?? (n = IE.call(this, e)), n;
				},
				fixed: zE
			}
		},
		symbolSize: {
			applyVisual: LE("symbolSize"),
			_normalizedToVisual: BE([0, 1])
		}
	}, e;
}();
function ME(e) {
	var t = e.pieceList;
	e.hasSpecialVisual = !1, L(t, function(t, n) {
		t.originIndex = n, t.visual != null && (e.hasSpecialVisual = !0);
	});
}
function NE(e) {
	var t = e.categories, n = e.categoryMap = {}, r = e.visual;
	if (OE(t, function(e, t) {
		n[e] = t;
	}), !B(r)) {
		var i = [];
		U(r) ? OE(r, function(e, t) {
			var r = n[t];
			i[r ?? AE] = e;
		}) : i[AE] = r, r = HE(e, i);
	}
	for (var a = t.length - 1; a >= 0; a--) r[a] ?? (delete n[t[a]], t.pop());
}
function PE(e, t) {
	var n = e.visual, r = [];
	U(n) ? OE(n, function(e) {
		r.push(e);
	}) : n != null && r.push(n), !t && r.length === 1 && !{
		color: 1,
		symbol: 1
	}.hasOwnProperty(e.type) && (r[1] = r[0]), HE(e, r);
}
function FE(e) {
	return {
		applyVisual: function(t, n, r) {
			var i = this.mapValueToVisual(t);
			r("color", e(n("color"), i));
		},
		_normalizedToVisual: BE([0, 1])
	};
}
function IE(e) {
	var t = this.option.visual;
	return t[Math.round(va(e, [0, 1], [0, t.length - 1], !0))] || {};
}
function LE(e) {
	return function(t, n, r) {
		r(e, this.mapValueToVisual(t));
	};
}
function RE(e) {
	var t = this.option.visual;
	return t[this.option.loop && e !== AE ? e % t.length : e];
}
function zE() {
	return this.option.visual[0];
}
function BE(e) {
	return {
		linear: function(t) {
			return va(t, e, this.option.visual, !0);
		},
		category: RE,
		piecewise: function(t, n) {
			var r = VE.call(this, n);
			return r ?? (r = va(t, e, this.option.visual, !0)), r;
		},
		fixed: zE
	};
}
function VE(e) {
	var t = this.option, n = t.pieceList;
	if (t.hasSpecialVisual) {
		var r = n[jE.findPieceIndex(e, n)];
		if (r && r.visual) return r.visual[this.type];
	}
}
function HE(e, t) {
	return e.visual = t, e.type === "color" && (e.parsedVisual = R(t, function(e) {
		return yr(e) || [
			0,
			0,
			0,
			1
		];
	})), t;
}
var UE = {
	linear: function(e) {
		return va(e, this.option.dataExtent, [0, 1], !0);
	},
	piecewise: function(e) {
		var t = this.option.pieceList, n = jE.findPieceIndex(e, t, !0);
		if (n != null) return va(n, [0, t.length - 1], [0, 1], !0);
	},
	category: function(e) {
		return (this.option.categories ? this.option.categoryMap[e] : e) ?? AE;
	},
	fixed: Ue
};
function WE(e, t, n) {
	return e ? t <= n : t < n;
}
// node_modules/echarts/lib/chart/helper/LinePath.js
var GE = ed.prototype, KE = id.prototype, qE = function() {
	function e() {
		this.x1 = 0, this.y1 = 0, this.x2 = 0, this.y2 = 0, this.percent = 1;
	}
	return e;
}();
(function(e) {
	_(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t;
})(qE);
function JE(e) {
	return isNaN(+e.cpx1) || isNaN(+e.cpy1);
}
var YE = function(e) {
	_(t, e);
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
		return new qE();
	}, t.prototype.buildPath = function(e, t) {
		JE(t) ? GE.buildPath.call(this, e, t) : KE.buildPath.call(this, e, t);
	}, t.prototype.pointAt = function(e) {
		return JE(this.shape) ? GE.pointAt.call(this, e) : KE.pointAt.call(this, e);
	}, t.prototype.tangentAt = function(e) {
		var t = this.shape, n = JE(t) ? [t.x2 - t.x1, t.y2 - t.y1] : KE.tangentAt.call(this, e);
		return Qe(n, n);
	}, t;
}(J), XE = ["fromSymbol", "toSymbol"];
function ZE(e) {
	return "_" + e + "Type";
}
function QE(e, t, n) {
	var r = t.getItemVisual(n, e);
	if (!r || r === "none") return r;
	var i = t.getItemVisual(n, e + "Size"), a = t.getItemVisual(n, e + "Rotate"), o = t.getItemVisual(n, e + "Offset"), s = t.getItemVisual(n, e + "KeepAspect"), c = Cv(i), l = wv(o || 0, c);
	return r + c + l + (a || "") + (s || "");
}
function $E(e, t, n) {
	var r = t.getItemVisual(n, e);
	if (r && r !== "none") {
		var i = t.getItemVisual(n, e + "Size"), a = t.getItemVisual(n, e + "Rotate"), o = t.getItemVisual(n, e + "Offset"), s = t.getItemVisual(n, e + "KeepAspect"), c = Cv(i), l = wv(o || 0, c), u = Sv(r, -c[0] / 2 + l[0], -c[1] / 2 + l[1], c[0], c[1], null, s);
		return u.__specifiedRotation = a == null || isNaN(a) ? void 0 : a * Math.PI / 180 || 0, u.name = e, u;
	}
}
function eD(e) {
	var t = new YE({
		name: "line",
		subPixelOptimize: !0
	});
	return tD(t.shape, e), t;
}
function tD(e, t) {
	e.x1 = t[0][0], e.y1 = t[0][1], e.x2 = t[1][0], e.y2 = t[1][1], e.percent = 1;
	var n = t[2];
	n ? (e.cpx1 = n[0], e.cpy1 = n[1]) : (e.cpx1 = NaN, e.cpy1 = NaN);
}
var nD = function(e) {
	_(t, e);
	function t(t, n, r) {
		var i = e.call(this) || this;
		return i._createLine(t, n, r), i;
	}
	return t.prototype._createLine = function(e, t, n) {
		var r = e.hostModel, i = eD(e.getItemLayout(t));
		i.shape.percent = 0, Sd(i, { shape: { percent: 1 } }, r, t), this.add(i), L(XE, function(n) {
			var r = $E(n, e, t);
			this.add(r), this[ZE(n)] = QE(n, e, t);
		}, this), this._updateCommonStl(e, t, n);
	}, t.prototype.updateData = function(e, t, n) {
		var r = e.hostModel, i = this.childOfName("line"), a = e.getItemLayout(t), o = { shape: {} };
		tD(o.shape, a), xd(i, o, r, t), L(XE, function(n) {
			var r = QE(n, e, t), i = ZE(n);
			if (this[i] !== r) {
				this.remove(this.childOfName(n));
				var a = $E(n, e, t);
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
			a = p.getModel("lineStyle").getLineStyle(), o = f.getModel(["blur", "lineStyle"]).getLineStyle(), s = f.getModel(["select", "lineStyle"]).getLineStyle(), l = p.get("disabled"), u = p.get("focus"), d = p.get("blurScope"), c = ff(f);
		}
		var m = e.getItemVisual(t, "style"), h = m.stroke;
		i.useStyle(m), i.style.fill = null, i.style.strokeNoScale = !0, i.ensureState("emphasis").style = a, i.ensureState("blur").style = o, i.ensureState("select").style = s, L(XE, function(e) {
			var t = this.childOfName(e);
			if (t) {
				t.setColor(h), t.style.opacity = m.opacity;
				for (var n = 0; n < $c.length; n++) {
					var r = $c[n], a = i.getState(r);
					if (a) {
						var o = a.style || {}, s = t.ensureState(r), c = s.style || (s.style = {});
						o.stroke != null && (c[t.__isEmptyBrush ? "stroke" : "fill"] = o.stroke), o.opacity != null && (c.opacity = o.opacity);
					}
				}
				t.markRedraw();
			}
		}, this);
		var g = r.getRawValue(t);
		df(this, c, {
			labelDataIndex: t,
			labelFetcher: { getFormattedLabel: function(t, n) {
				return r.getFormattedLabel(t, n, e.dataType);
			} },
			inheritColor: h || "#000",
			defaultOpacity: m.opacity,
			defaultText: (g == null ? e.getName(t) : isFinite(g) ? ba(g) : g) + ""
		});
		var _ = this.getTextContent();
		if (_) {
			var v = c.normal;
			_.__align = _.style.align, _.__verticalAlign = _.style.verticalAlign, _.__position = v.get("position") || "middle";
			var y = v.get("distance");
			B(y) || (y = [y, y]), _.__labelDistance = y;
		}
		this.setTextConfig({
			position: null,
			local: !0,
			inside: !1
		}), Wl(this, u, d, l);
	}, t.prototype.highlight = function() {
		Tl(this);
	}, t.prototype.downplay = function() {
		El(this);
	}, t.prototype.updateLayout = function(e, t) {
		this.setLinePoints(e.getItemLayout(t));
	}, t.prototype.setLinePoints = function(e) {
		var t = this.childOfName("line");
		tD(t.shape, e), t.dirty();
	}, t.prototype.beforeUpdate = function() {
		var e = this, t = e.childOfName("fromSymbol"), n = e.childOfName("toSymbol"), r = e.getTextContent();
		if (!t && !n && (!r || r.ignore)) return;
		for (var i = 1, a = this.parent; a;) a.scaleX && (i /= a.scaleX), a = a.parent;
		var o = e.childOfName("line");
		if (!this.__dirty && !o.__dirty) return;
		var s = o.shape.percent, c = o.pointAt(0), l = o.pointAt(s), u = Je([], l, c);
		Qe(u, u);
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
}(sa), rD = function() {
	function e(e) {
		this.group = new sa(), this._LineCtor = e || nD;
	}
	return e.prototype.updateData = function(e) {
		var t = this;
		this._progressiveEls = null;
		var n = this, r = n.group, i = n._lineData;
		n._lineData = e, i || r.removeAll();
		var a = aD(e);
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
		this._seriesScope = aD(e), this._lineData = null, this.group.removeAll();
	}, e.prototype.incrementalUpdate = function(e, t) {
		this._progressiveEls = [];
		function n(e) {
			!e.isGroup && !iD(e) && (e.incremental = !0, e.ensureState("emphasis").hoverLayer = !0);
		}
		for (var r = e.start; r < e.end; r++) if (sD(t.getItemLayout(r))) {
			var i = new this._LineCtor(t, r, this._seriesScope);
			i.traverse(n), this.group.add(i), t.setItemGraphicEl(r, i), this._progressiveEls.push(i);
		}
	}, e.prototype.remove = function() {
		this.group.removeAll();
	}, e.prototype.eachRendered = function(e) {
		sf(this._progressiveEls || this.group, e);
	}, e.prototype._doAdd = function(e, t, n) {
		if (sD(e.getItemLayout(t))) {
			var r = new this._LineCtor(e, t, n);
			e.setItemGraphicEl(t, r), this.group.add(r);
		}
	}, e.prototype._doUpdate = function(e, t, n, r, i) {
		var a = e.getItemGraphicEl(n);
		sD(t.getItemLayout(r)) ? (a ? a.updateData(t, r, i) : a = new this._LineCtor(t, r, i), t.setItemGraphicEl(r, a), this.group.add(a)) : this.group.remove(a);
	}, e;
}();
function iD(e) {
	return e.animators && e.animators.length > 0;
}
function aD(e) {
	var t = e.hostModel, n = t.getModel("emphasis");
	return {
		lineStyle: t.getModel("lineStyle").getLineStyle(),
		emphasisLineStyle: n.getModel(["lineStyle"]).getLineStyle(),
		blurLineStyle: t.getModel(["blur", "lineStyle"]).getLineStyle(),
		selectLineStyle: t.getModel(["select", "lineStyle"]).getLineStyle(),
		emphasisDisabled: n.get("disabled"),
		blurScope: n.get("blurScope"),
		focus: n.get("focus"),
		labelStatesModels: ff(t)
	};
}
function oD(e) {
	return isNaN(e[0]) || isNaN(e[1]);
}
function sD(e) {
	return e && !oD(e[0]) && !oD(e[1]);
}
// node_modules/echarts/lib/component/helper/sliderMove.js
function cD(e, t, n, r, i, a) {
	e = e || 0;
	var o = n[1] - n[0];
	if (i != null && (i = uD(i, [0, o])), a != null && (a = Math.max(a, i ?? 0)), r === "all") {
		var s = Math.abs(t[1] - t[0]);
		s = uD(s, [0, o]), i = a = uD(s, [i, a]), r = 0;
	}
	t[0] = uD(t[0], n), t[1] = uD(t[1], n);
	var c = lD(t, r);
	t[r] += e;
	var l = i || 0, u = n.slice();
	c.sign < 0 ? u[0] += l : u[1] -= l, t[r] = uD(t[r], u);
	var d = lD(t, r);
	return i != null && (d.sign !== c.sign || d.span < i) && (t[1 - r] = t[r] + c.sign * i), d = lD(t, r), a != null && d.span > a && (t[1 - r] = t[r] + d.sign * a), t;
}
function lD(e, t) {
	var n = e[t] - e[1 - t];
	return {
		span: Math.abs(n),
		sign: n > 0 ? -1 : n < 0 ? 1 : t ? -1 : 1
	};
}
function uD(e, t) {
	return Math.min(t[1] == null ? Infinity : t[1], Math.max(t[0] == null ? -Infinity : t[0], e));
}
// node_modules/echarts/lib/chart/heatmap/HeatmapLayer.js
var dD = 256, fD = function() {
	function e() {
		this.blurSize = 30, this.pointSize = 20, this.maxOpacity = 1, this.minOpacity = 0, this._gradientPixels = {
			inRange: null,
			outOfRange: null
		};
		var e = D.createCanvas();
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
			var v = b[x + 3] / 256, T = Math.floor(v * (dD - 1)) * 4;
			if (v > 0) {
				var E = a(v) ? s : c;
				v > 0 && (v = v * w + C), b[x++] = E[T], b[x++] = E[T + 1], b[x++] = E[T + 2], b[x++] = E[T + 3] * v * 256;
			} else x += 4;
		}
		return d.putImageData(y, 0, 0), u;
	}, e.prototype._getBrush = function() {
		var e = this._brushCanvas || (this._brushCanvas = D.createCanvas()), t = this.pointSize + this.blurSize, n = t * 2;
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
function pD(e, t, n) {
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
function mD(e, t) {
	var n = e[1] - e[0];
	return t = [(t[0] - e[0]) / n, (t[1] - e[0]) / n], function(e) {
		return e >= t[0] && e <= t[1];
	};
}
function hD(e) {
	var t = e.dimensions;
	return t[0] === "lng" && t[1] === "lat";
}
var gD = function(e) {
	_(t, e);
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
		i.type === "cartesian2d" || i.type === "calendar" ? this._renderOnCartesianAndCalendar(e, n, 0, e.getData().count()) : hD(i) && this._renderOnGeo(i, e, r, n);
	}, t.prototype.incrementalPrepareRender = function(e, t, n) {
		this.group.removeAll();
	}, t.prototype.incrementalRender = function(e, t, n, r) {
		var i = t.coordinateSystem;
		i && (hD(i) ? this.render(t, n, r) : (this._progressiveEls = [], this._renderOnCartesianAndCalendar(t, r, e.start, e.end, !0)));
	}, t.prototype.eachRendered = function(e) {
		sf(this._progressiveEls || this.group, e);
	}, t.prototype._renderOnCartesianAndCalendar = function(e, t, n, r, i) {
		var a = e.coordinateSystem, o = rw(a, "cartesian2d"), s, c, l, u;
		if (o) {
			var d = a.getAxis("x"), f = a.getAxis("y");
			s = d.getBandWidth() + .5, c = f.getBandWidth() + .5, l = d.scale.getExtent(), u = f.scale.getExtent();
		}
		for (var p = this.group, m = e.getData(), h = e.getModel(["emphasis", "itemStyle"]).getItemStyle(), g = e.getModel(["blur", "itemStyle"]).getItemStyle(), _ = e.getModel(["select", "itemStyle"]).getItemStyle(), v = e.get(["itemStyle", "borderRadius"]), y = ff(e), b = e.getModel("emphasis"), x = b.get("focus"), S = b.get("blurScope"), C = b.get("disabled"), w = o ? [
			m.mapDimension("x"),
			m.mapDimension("y"),
			m.mapDimension("value")
		] : [m.mapDimension("time"), m.mapDimension("value")], T = n; T < r; T++) {
			var E = void 0, D = m.getItemVisual(T, "style");
			if (o) {
				var O = m.get(w[0], T), k = m.get(w[1], T);
				if (isNaN(m.get(w[2], T)) || isNaN(O) || isNaN(k) || O < l[0] || O > l[1] || k < u[0] || k > u[1]) continue;
				var A = a.dataToPoint([O, k]);
				E = new Ac({
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
				E = new Ac({
					z2: 1,
					shape: a.dataToRect([m.get(w[0], T)]).contentShape,
					style: D
				});
			}
			if (m.hasItemOption) {
				var j = m.getItemModel(T), ee = j.getModel("emphasis");
				h = ee.getModel("itemStyle").getItemStyle(), g = j.getModel(["blur", "itemStyle"]).getItemStyle(), _ = j.getModel(["select", "itemStyle"]).getItemStyle(), v = j.get(["itemStyle", "borderRadius"]), x = ee.get("focus"), S = ee.get("blurScope"), C = ee.get("disabled"), y = ff(j);
			}
			E.shape.r = v;
			var te = e.getRawValue(T), ne = "-";
			te && te[2] != null && (ne = te[2] + ""), df(E, y, {
				labelFetcher: e,
				labelDataIndex: T,
				defaultOpacity: D.opacity,
				defaultText: ne
			}), E.ensureState("emphasis").style = h, E.ensureState("blur").style = g, E.ensureState("select").style = _, Wl(E, x, S, C), E.incremental = i, i && (E.states.emphasis.hoverLayer = !0), p.add(E), m.setItemGraphicEl(T, E), this._progressiveEls && this._progressiveEls.push(E);
		}
	}, t.prototype._renderOnGeo = function(e, t, n, r) {
		var i = n.targetVisuals.inRange, a = n.targetVisuals.outOfRange, o = t.getData(), s = this._hmLayer || this._hmLayer || new fD();
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
		}), v = n.getExtent(), y = n.type === "visualMap.continuous" ? mD(v, n.option.range) : pD(v, n.getPieceList(), n.option.selected);
		s.update(_, m, h, i.color.getNormalizer(), {
			inRange: i.color.getColorMapper(),
			outOfRange: a.color.getColorMapper()
		}, y);
		var b = new Sc({
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
}(d_), _D = function(e) {
	_(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.getInitialData = function(e, t) {
		return zx(null, this, { generateCoord: "value" });
	}, t.prototype.preventIncremental = function() {
		var e = zm.get(this.get("coordinateSystem"));
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
}(Qg);
// node_modules/echarts/lib/chart/heatmap/install.js
function vD(e) {
	e.registerChartView(gD), e.registerSeriesModel(_D);
}
// node_modules/echarts/lib/chart/custom/CustomSeries.js
var yD = {
	color: "fill",
	borderColor: "stroke"
}, bD = {
	symbol: 1,
	symbolSize: 1,
	symbolKeepAspect: 1,
	legendIcon: 1,
	visualMeta: 1,
	liftZ: 1,
	decal: 1
}, xD = uo(), SD = function(e) {
	_(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.optionUpdated = function() {
		this.currentZLevel = this.get("zlevel", !0), this.currentZ = this.get("z", !0);
	}, t.prototype.getInitialData = function(e, t) {
		return zx(null, this);
	}, t.prototype.getDataParams = function(t, n, r) {
		var i = e.prototype.getDataParams.call(this, t, n);
		return r && (i.info = xD(r).info), i;
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
}(Qg);
// node_modules/echarts/lib/coord/cartesian/prepareCustom.js
function CD(e, t) {
	return t = t || [0, 0], R(["x", "y"], function(n, r) {
		var i = this.getAxis(n), a = t[r], o = e[r] / 2;
		return i.type === "category" ? i.getBandWidth() : Math.abs(i.dataToCoord(a - o) - i.dataToCoord(a + o));
	}, this);
}
function wD(e) {
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
			size: z(CD, e)
		}
	};
}
// node_modules/echarts/lib/coord/geo/prepareCustom.js
function TD(e, t) {
	return t = t || [0, 0], R([0, 1], function(n) {
		var r = t[n], i = e[n] / 2, a = [], o = [];
		return a[n] = r - i, o[n] = r + i, a[1 - n] = o[1 - n] = t[1 - n], Math.abs(this.dataToPoint(a)[n] - this.dataToPoint(o)[n]);
	}, this);
}
function ED(e) {
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
			size: z(TD, e)
		}
	};
}
// node_modules/echarts/lib/coord/single/prepareCustom.js
function DD(e, t) {
	var n = this.getAxis(), r = t instanceof Array ? t[0] : t, i = (e instanceof Array ? e[0] : e) / 2;
	return n.type === "category" ? n.getBandWidth() : Math.abs(n.dataToCoord(r - i) - n.dataToCoord(r + i));
}
function OD(e) {
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
			size: z(DD, e)
		}
	};
}
// node_modules/echarts/lib/coord/polar/prepareCustom.js
function kD(e, t) {
	return t = t || [0, 0], R(["Radius", "Angle"], function(n, r) {
		var i = "get" + n + "Axis", a = this[i](), o = t[r], s = e[r] / 2, c = a.type === "category" ? a.getBandWidth() : Math.abs(a.dataToCoord(o - s) - a.dataToCoord(o + s));
		return n === "Angle" && (c = c * Math.PI / 180), c;
	}, this);
}
function AD(e) {
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
			size: z(kD, e)
		}
	};
}
// node_modules/echarts/lib/coord/calendar/prepareCustom.js
function jD(e) {
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
function MD(e, t, n, r) {
	return e && (e.legacy || e.legacy !== !1 && !n && !r && t !== "tspan" && (t === "text" || K(e, "text")));
}
function ND(e, t, n) {
	var r = e, i, a, o;
	if (t === "text") o = r;
	else {
		o = {}, K(r, "text") && (o.text = r.text), K(r, "rich") && (o.rich = r.rich), K(r, "textFill") && (o.fill = r.textFill), K(r, "textStroke") && (o.stroke = r.textStroke), K(r, "fontFamily") && (o.fontFamily = r.fontFamily), K(r, "fontSize") && (o.fontSize = r.fontSize), K(r, "fontStyle") && (o.fontStyle = r.fontStyle), K(r, "fontWeight") && (o.fontWeight = r.fontWeight), a = {
			type: "text",
			style: o,
			silent: !0
		}, i = {};
		var s = K(r, "textPosition");
		n ? i.position = s ? r.textPosition : "inside" : s && (i.position = r.textPosition), K(r, "textPosition") && (i.position = r.textPosition), K(r, "textOffset") && (i.offset = r.textOffset), K(r, "textRotation") && (i.rotation = r.textRotation), K(r, "textDistance") && (i.distance = r.textDistance);
	}
	return PD(o, e), L(o.rich, function(e) {
		PD(e, e);
	}), {
		textConfig: i,
		textContent: a
	};
}
function PD(e, t) {
	t && (t.font = t.textFont || t.font, K(t, "textStrokeWidth") && (e.lineWidth = t.textStrokeWidth), K(t, "textAlign") && (e.align = t.textAlign), K(t, "textVerticalAlign") && (e.verticalAlign = t.textVerticalAlign), K(t, "textLineHeight") && (e.lineHeight = t.textLineHeight), K(t, "textWidth") && (e.width = t.textWidth), K(t, "textHeight") && (e.height = t.textHeight), K(t, "textBackgroundColor") && (e.backgroundColor = t.textBackgroundColor), K(t, "textPadding") && (e.padding = t.textPadding), K(t, "textBorderColor") && (e.borderColor = t.textBorderColor), K(t, "textBorderWidth") && (e.borderWidth = t.textBorderWidth), K(t, "textBorderRadius") && (e.borderRadius = t.textBorderRadius), K(t, "textBoxShadowColor") && (e.shadowColor = t.textBoxShadowColor), K(t, "textBoxShadowBlur") && (e.shadowBlur = t.textBoxShadowBlur), K(t, "textBoxShadowOffsetX") && (e.shadowOffsetX = t.textBoxShadowOffsetX), K(t, "textBoxShadowOffsetY") && (e.shadowOffsetY = t.textBoxShadowOffsetY));
}
function FD(e, t, n) {
	var r = e;
	r.textPosition = r.textPosition || n.position || "inside", n.offset != null && (r.textOffset = n.offset), n.rotation != null && (r.textRotation = n.rotation), n.distance != null && (r.textDistance = n.distance);
	var i = r.textPosition.indexOf("inside") >= 0, a = e.fill || "#000";
	ID(r, t);
	var o = r.textFill == null;
	return i ? o && (r.textFill = n.insideFill || "#fff", !r.textStroke && n.insideStroke && (r.textStroke = n.insideStroke), !r.textStroke && (r.textStroke = a), r.textStrokeWidth ?? (r.textStrokeWidth = 2)) : (o && (r.textFill = e.fill || n.outsideFill || "#000"), !r.textStroke && n.outsideStroke && (r.textStroke = n.outsideStroke)), r.text = t.text, r.rich = t.rich, L(t.rich, function(e) {
		ID(e, e);
	}), r;
}
function ID(e, t) {
	t && (K(t, "fill") && (e.textFill = t.fill), K(t, "stroke") && (e.textStroke = t.fill), K(t, "lineWidth") && (e.textStrokeWidth = t.lineWidth), K(t, "font") && (e.font = t.font), K(t, "fontStyle") && (e.fontStyle = t.fontStyle), K(t, "fontWeight") && (e.fontWeight = t.fontWeight), K(t, "fontSize") && (e.fontSize = t.fontSize), K(t, "fontFamily") && (e.fontFamily = t.fontFamily), K(t, "align") && (e.textAlign = t.align), K(t, "verticalAlign") && (e.textVerticalAlign = t.verticalAlign), K(t, "lineHeight") && (e.textLineHeight = t.lineHeight), K(t, "width") && (e.textWidth = t.width), K(t, "height") && (e.textHeight = t.height), K(t, "backgroundColor") && (e.textBackgroundColor = t.backgroundColor), K(t, "padding") && (e.textPadding = t.padding), K(t, "borderColor") && (e.textBorderColor = t.borderColor), K(t, "borderWidth") && (e.textBorderWidth = t.borderWidth), K(t, "borderRadius") && (e.textBorderRadius = t.borderRadius), K(t, "shadowColor") && (e.textBoxShadowColor = t.shadowColor), K(t, "shadowBlur") && (e.textBoxShadowBlur = t.shadowBlur), K(t, "shadowOffsetX") && (e.textBoxShadowOffsetX = t.shadowOffsetX), K(t, "shadowOffsetY") && (e.textBoxShadowOffsetY = t.shadowOffsetY), K(t, "textShadowColor") && (e.textShadowColor = t.textShadowColor), K(t, "textShadowBlur") && (e.textShadowBlur = t.textShadowBlur), K(t, "textShadowOffsetX") && (e.textShadowOffsetX = t.textShadowOffsetX), K(t, "textShadowOffsetY") && (e.textShadowOffsetY = t.textShadowOffsetY));
}
// node_modules/echarts/lib/animation/customGraphicTransition.js
var LD = {
	position: ["x", "y"],
	scale: ["scaleX", "scaleY"],
	origin: ["originX", "originY"]
}, RD = ge(LD);
me(Li, function(e, t) {
	return e[t] = 1, e;
}, {}), Li.join(", ");
var zD = [
	"",
	"style",
	"shape",
	"extra"
], BD = uo();
function VD(e, t, n, r, i) {
	var a = e + "Animation", o = yd(e, r, i) || {}, s = BD(t).userDuring;
	return o.duration > 0 && (o.during = s ? z(ZD, {
		el: t,
		userDuring: s
	}) : null, o.setToFinal = !0, o.scope = e), P(o, n[a]), o;
}
function HD(e, t, n, r) {
	r = r || {};
	var i = r.dataIndex, a = r.isInit, o = r.clearStyle, s = n.isAnimationEnabled(), c = BD(e), l = t.style;
	c.userDuring = t.during;
	var u = {}, d = {};
	if (tO(e, t, d), $D("shape", t, d), $D("extra", t, d), !a && s && (eO(e, t, u), QD("shape", e, t, u), QD("extra", e, t, u), nO(e, t, l, u)), d.style = l, KD(e, d, o), JD(e, t), s) {
		if (a) {
			var f = {};
			L(zD, function(e) {
				var n = e ? t[e] : t;
				n && n.enterFrom && (e && (f[e] = f[e] || {}), P(e ? f[e] : f, n.enterFrom));
			});
			var p = VD("enter", e, t, n, i);
			p.duration > 0 && e.animateFrom(f, p);
		} else qD(e, t, i || 0, n, u);
	}
	UD(e, t), l ? e.dirty() : e.markRedraw();
}
function UD(e, t) {
	for (var n = BD(e).leaveToProps, r = 0; r < zD.length; r++) {
		var i = zD[r], a = i ? t[i] : t;
		a && a.leaveTo && (n || (n = BD(e).leaveToProps = {}), i && (n[i] = n[i] || {}), P(i ? n[i] : n, a.leaveTo));
	}
}
function WD(e, t, n, r) {
	if (e) {
		var i = e.parent, a = BD(e).leaveToProps;
		if (a) {
			var o = VD("update", e, t, n, 0);
			o.done = function() {
				i.remove(e), r && r();
			}, e.animateTo(a, o);
		} else i.remove(e), r && r();
	}
}
function GD(e) {
	return e === "all";
}
function KD(e, t, n) {
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
function qD(e, t, n, r, i) {
	if (i) {
		var a = VD("update", e, t, r, n);
		a.duration > 0 && e.animateFrom(i, a);
	}
}
function JD(e, t) {
	K(t, "silent") && (e.silent = t.silent), K(t, "ignore") && (e.ignore = t.ignore), e instanceof us && K(t, "invisible") && (e.invisible = t.invisible), e instanceof J && K(t, "autoBatch") && (e.autoBatch = t.autoBatch);
}
var YD = {}, XD = {
	setTransform: function(e, t) {
		return YD.el[e] = t, this;
	},
	getTransform: function(e) {
		return YD.el[e];
	},
	setShape: function(e, t) {
		var n = YD.el, r = n.shape || (n.shape = {});
		return r[e] = t, n.dirtyShape && n.dirtyShape(), this;
	},
	getShape: function(e) {
		var t = YD.el.shape;
		if (t) return t[e];
	},
	setStyle: function(e, t) {
		var n = YD.el, r = n.style;
		return r && (r[e] = t, n.dirtyStyle && n.dirtyStyle()), this;
	},
	getStyle: function(e) {
		var t = YD.el.style;
		if (t) return t[e];
	},
	setExtra: function(e, t) {
		var n = YD.el.extra || (YD.el.extra = {});
		return n[e] = t, this;
	},
	getExtra: function(e) {
		var t = YD.el.extra;
		if (t) return t[e];
	}
};
function ZD() {
	var e = this, t = e.el;
	if (t) {
		var n = BD(t).userDuring, r = e.userDuring;
		n === r ? (YD.el = t, r(XD)) : e.el = e.userDuring = null;
	}
}
function QD(e, t, n, r) {
	var i = n[e];
	if (i) {
		var a = t[e], o;
		if (a) {
			var s = n.transition, c = i.transition;
			if (c) {
				if (!o && (o = r[e] = {}), GD(c)) P(o, a);
				else for (var l = Ua(c), u = 0; u < l.length; u++) {
					var d = l[u], f = a[d];
					o[d] = f;
				}
			} else if (GD(s) || I(s, e) >= 0) {
				!o && (o = r[e] = {});
				for (var p = ge(a), u = 0; u < p.length; u++) {
					var d = p[u], f = a[d];
					rO(i[d], f) && (o[d] = f);
				}
			}
		}
	}
}
function $D(e, t, n) {
	var r = t[e];
	if (r) for (var i = n[e] = {}, a = ge(r), o = 0; o < a.length; o++) {
		var s = a[o];
		i[s] = Vr(r[s]);
	}
}
function eO(e, t, n) {
	for (var r = t.transition, i = GD(r) ? Li : Ua(r || []), a = 0; a < i.length; a++) {
		var o = i[a];
		o !== "style" && o !== "shape" && o !== "extra" && (n[o] = e[o]);
	}
}
function tO(e, t, n) {
	for (var r = 0; r < RD.length; r++) {
		var i = RD[r], a = LD[i], o = t[i];
		o && (n[a[0]] = o[0], n[a[1]] = o[1]);
	}
	for (var r = 0; r < Li.length; r++) {
		var s = Li[r];
		t[s] != null && (n[s] = t[s]);
	}
}
function nO(e, t, n, r) {
	if (n) {
		var i = e.style, a;
		if (i) {
			var o = n.transition, s = t.transition;
			if (o && !GD(o)) {
				var c = Ua(o);
				!a && (a = r.style = {});
				for (var l = 0; l < c.length; l++) {
					var u = c[l], d = i[u];
					a[u] = d;
				}
			} else if (e.getAnimationStyleProps && (GD(s) || GD(o) || I(s, "style") >= 0)) {
				var f = e.getAnimationStyleProps(), p = f ? f.style : null;
				if (p) {
					!a && (a = r.style = {});
					for (var m = ge(n), l = 0; l < m.length; l++) {
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
function rO(e, t) {
	return pe(e) ? e !== t : e != null && isFinite(e);
}
// node_modules/echarts/lib/animation/customGraphicKeyframeAnimation.js
var iO = uo(), aO = [
	"percent",
	"easing",
	"shape",
	"style",
	"extra"
];
function oO(e) {
	e.stopAnimation("keyframe"), e.attr(iO(e));
}
function sO(e, t, n) {
	if (n.isAnimationEnabled() && t) {
		if (B(t)) L(t, function(t) {
			sO(e, t, n);
		});
		else {
			var r = t.keyframes, i = t.duration;
			if (n && i == null) {
				var a = yd("enter", n, 0);
				i = a && a.duration;
			}
			if (r && i) {
				var o = iO(e);
				L(zD, function(n) {
					if (!n || e[n]) {
						var a;
						r.sort(function(e, t) {
							return e.percent - t.percent;
						}), L(r, function(r) {
							var s = e.animators, c = n ? r[n] : r;
							if (c) {
								var l = ge(c);
								if (n || (l = he(l, function(e) {
									return I(aO, e) < 0;
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
// node_modules/echarts/lib/chart/custom/CustomView.js
var cO = "emphasis", lO = "normal", uO = "blur", dO = "select", fO = [
	lO,
	cO,
	uO,
	dO
], pO = {
	normal: ["itemStyle"],
	emphasis: [cO, "itemStyle"],
	blur: [uO, "itemStyle"],
	select: [dO, "itemStyle"]
}, mO = {
	normal: ["label"],
	emphasis: [cO, "label"],
	blur: [uO, "label"],
	select: [dO, "label"]
}, hO = ["x", "y"], gO = "e\0\0", _O = {
	normal: {},
	emphasis: {},
	blur: {},
	select: {}
}, vO = {
	cartesian2d: wD,
	geo: ED,
	single: OD,
	polar: AD,
	calendar: jD
};
function yO(e) {
	return e instanceof J;
}
function bO(e) {
	return e instanceof us;
}
function xO(e, t) {
	t.copyTransform(e), bO(t) && bO(e) && (t.setStyle(e.style), t.z = e.z, t.z2 = e.z2, t.zlevel = e.zlevel, t.invisible = e.invisible, t.ignore = e.ignore, yO(t) && yO(e) && t.setShape(e.shape));
}
var SO = function(e) {
	_(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.render = function(e, t, n, r) {
		this._progressiveEls = null;
		var i = this._data, a = e.getData(), o = this.group, s = OO(e, a, t, n);
		i || o.removeAll(), a.diff(i).add(function(t) {
			AO(n, null, t, s(t, r), e, o, a);
		}).remove(function(t) {
			var n = i.getItemGraphicEl(t);
			n && WD(n, xD(n).option, e);
		}).update(function(t, c) {
			AO(n, i.getItemGraphicEl(c), t, s(t, r), e, o, a);
		}).execute();
		var c = e.get("clip", !0) ? nw(e.coordinateSystem, !1, e) : null;
		c ? o.setClipPath(c) : o.removeClipPath(), this._data = a;
	}, t.prototype.incrementalPrepareRender = function(e, t, n) {
		this.group.removeAll(), this._data = null;
	}, t.prototype.incrementalRender = function(e, t, n, r, i) {
		var a = t.getData(), o = OO(t, a, n, r), s = this._progressiveEls = [];
		function c(e) {
			e.isGroup || (e.incremental = !0, e.ensureState("emphasis").hoverLayer = !0);
		}
		for (var l = e.start; l < e.end; l++) {
			var u = AO(null, null, l, o(l, i), t, this.group, a);
			u && (u.traverse(c), s.push(u));
		}
	}, t.prototype.eachRendered = function(e) {
		sf(this._progressiveEls || this.group, e);
	}, t.prototype.filterForExposedEvent = function(e, t, n, r) {
		var i = t.element;
		if (i == null || n.name === i) return !0;
		for (; (n = n.__hostTarget || n.parent) && n !== this.group;) if (n.name === i) return !0;
		return !1;
	}, t.type = "custom", t;
}(d_);
function CO(e) {
	var t = e.type, n;
	if (t === "path") {
		var r = e.shape, i = r.width != null && r.height != null ? {
			x: r.x || 0,
			y: r.y || 0,
			width: r.width,
			height: r.height
		} : null, a = WO(r);
		n = Ld(a, null, i, r.layout || "center"), xD(n).customPathData = a;
	} else if (t === "image") n = new Sc({}), xD(n).customImagePath = e.style.image;
	else if (t === "text") n = new Pc({});
	else if (t === "group") n = new sa();
	else if (t === "compoundPath") throw Error("\"compoundPath\" is not supported yet.");
	else {
		var o = Id(t);
		o || za(""), n = new o();
	}
	return xD(n).customGraphicType = t, n.name = e.name, n.z2EmphasisLift = 1, n.z2SelectLift = 1, n;
}
function wO(e, t, n, r, i, a, o) {
	oO(t);
	var s = i && i.normal.cfg;
	s && t.setTextConfig(s), r && r.transition == null && (r.transition = hO);
	var c = r && r.style;
	if (c) {
		if (t.type === "text") {
			var l = c;
			K(l, "textFill") && (l.fill = l.textFill), K(l, "textStroke") && (l.stroke = l.textStroke);
		}
		var u = void 0, d = yO(t) ? c.decal : null;
		e && d && (d.dirty = !0, u = dy(d, e)), c.__decalPattern = u;
	}
	if (bO(t) && c) {
		var u = c.__decalPattern;
		u && (c.decal = u);
	}
	HD(t, r, a, {
		dataIndex: n,
		isInit: o,
		clearStyle: !0
	}), sO(t, r.keyframeAnimation, a);
}
function TO(e, t, n, r, i) {
	var a = t.isGroup ? null : t, o = i && i[e].cfg;
	if (a) {
		var s = a.ensureState(e);
		if (r === !1) {
			var c = a.getState(e);
			c && (c.style = null);
		} else s.style = r || null;
		o && (s.textConfig = o), Sl(a);
	}
}
function EO(e, t, n) {
	if (!e.isGroup) {
		var r = e, i = n.currentZ, a = n.currentZLevel;
		r.z = i, r.zlevel = a;
		var o = t.z2;
		o != null && (r.z2 = o || 0);
		for (var s = 0; s < fO.length; s++) DO(r, t, fO[s]);
	}
}
function DO(e, t, n) {
	var r = n === lO, i = r ? t : IO(t, n), a = i ? i.z2 : null, o;
	a != null && (o = r ? e : e.ensureState(n), o.z2 = a || 0);
}
function OO(e, t, n, r) {
	var i = e.get("renderItem"), a = e.coordinateSystem, o = {};
	a && (o = a.prepareCustoms ? a.prepareCustoms(a) : vO[a.type](a));
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
		encode: kO(e.getData())
	}, l, u, d = {}, f = {}, p = {}, m = {}, h = 0; h < fO.length; h++) {
		var g = fO[h];
		p[g] = e.getModel(pO[g]), m[g] = e.getModel(mO[g]);
	}
	function _(e) {
		return e === l ? u || (u = t.getItemModel(e)) : t.getItemModel(e);
	}
	function v(e, n) {
		return t.hasItemOption ? e === l ? d[n] || (d[n] = _(e).getModel(pO[n])) : _(e).getModel(pO[n]) : p[n];
	}
	function y(e, n) {
		return t.hasItemOption ? e === l ? f[n] || (f[n] = _(e).getModel(mO[n])) : _(e).getModel(mO[n]) : m[n];
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
		var i = t.getItemVisual(r, "style"), a = i && i.fill, o = i && i.opacity, s = v(r, lO).getItemStyle();
		a != null && (s.fill = a), o != null && (s.opacity = o);
		var c = { inheritColor: H(a) ? a : "#000" }, u = y(r, lO), d = pf(u, null, c, !1, !0);
		d.text = u.getShallow("show") ? W(e.getFormattedLabel(r, lO), NC(t, r)) : null;
		var f = mf(u, c, !1);
		return T(n, s), s = FD(s, d, f), n && w(s, n), s.legacy = !0, s;
	}
	function C(n, r) {
		r ?? (r = l);
		var i = v(r, cO).getItemStyle(), a = y(r, cO), o = pf(a, null, null, !0, !0);
		o.text = a.getShallow("show") ? Oe(e.getFormattedLabel(r, cO), e.getFormattedLabel(r, lO), NC(t, r)) : null;
		var s = mf(a, null, !0);
		return T(n, i), i = FD(i, o, s), n && w(i, n), i.legacy = !0, i;
	}
	function w(e, t) {
		for (var n in t) K(t, n) && (e[n] = t[n]);
	}
	function T(e, t) {
		e && (e.textFill && (t.textFill = e.textFill), e.textPosition && (t.textPosition = e.textPosition));
	}
	function E(e, n) {
		if (n ?? (n = l), K(yD, e)) {
			var r = t.getItemVisual(n, "style");
			return r ? r[yD[e]] : null;
		}
		if (K(bD, e)) return t.getItemVisual(n, e);
	}
	function D(e) {
		if (a.type === "cartesian2d") return uS(F({ axis: a.getBaseAxis() }, e));
	}
	function O() {
		return n.getCurrentSeriesIndices();
	}
	function k(e) {
		return xf(e, n);
	}
}
function kO(e) {
	var t = {};
	return L(e.dimensions, function(n) {
		var r = e.getDimensionInfo(n);
		if (!r.isExtraCoord) {
			var i = r.coordDim, a = t[i] = t[i] || [];
			a[r.coordDimIndex] = e.getDimensionIndex(n);
		}
	}), t;
}
function AO(e, t, n, r, i, a, o) {
	if (!r) a.remove(t);
	else {
		var s = jO(e, t, n, r, i, a);
		return s && o.setItemGraphicEl(n, s), s && Wl(s, r.focus, r.blurScope, r.emphasisDisabled), s;
	}
}
function jO(e, t, n, r, i, a) {
	var o = -1, s = t;
	t && MO(t, r, i) && (o = I(a.childrenRef(), t), t = null);
	var c = !t, l = t;
	l ? l.clearStates() : (l = CO(r), s && xO(s, l)), r.morph === !1 ? l.disableMorphing = !0 : l.disableMorphing && (l.disableMorphing = !1), _O.normal.cfg = _O.normal.conOpt = _O.emphasis.cfg = _O.emphasis.conOpt = _O.blur.cfg = _O.blur.conOpt = _O.select.cfg = _O.select.conOpt = null, _O.isLegacy = !1, PO(l, n, r, i, c, _O), NO(l, n, r, i, c), wO(e, l, n, r, _O, i, c), K(r, "info") && (xD(l).info = r.info);
	for (var u = 0; u < fO.length; u++) {
		var d = fO[u];
		if (d !== lO) {
			var f = IO(r, d), p = LO(r, f, d);
			TO(d, l, f, p, _O);
		}
	}
	return EO(l, r, i), r.type === "group" && RO(e, l, n, r, i), o >= 0 ? a.replaceAt(l, o) : a.add(l), l;
}
function MO(e, t, n) {
	var r = xD(e), i = t.type, a = t.shape, o = t.style;
	return n.isUniversalTransitionEnabled() || i != null && i !== r.customGraphicType || i === "path" && GO(a) && WO(a) !== r.customPathData || i === "image" && K(o, "image") && o.image !== r.customImagePath;
}
function NO(e, t, n, r, i) {
	var a = n.clipPath;
	if (a === !1) e && e.getClipPath() && e.removeClipPath();
	else if (a) {
		var o = e.getClipPath();
		o && MO(o, a, r) && (o = null), o || (o = CO(a), e.setClipPath(o)), wO(null, o, t, a, null, r, i);
	}
}
function PO(e, t, n, r, i, a) {
	if (!e.isGroup) {
		FO(n, null, a), FO(n, cO, a);
		var o = a.normal.conOpt, s = a.emphasis.conOpt, c = a.blur.conOpt, l = a.select.conOpt;
		if (o != null || s != null || l != null || c != null) {
			var u = e.getTextContent();
			if (o === !1) u && e.removeTextContent();
			else {
				o = a.normal.conOpt = o || { type: "text" }, u ? u.clearStates() : (u = CO(o), e.setTextContent(u)), wO(null, u, t, o, null, r, i);
				for (var d = o && o.style, f = 0; f < fO.length; f++) {
					var p = fO[f];
					if (p !== lO) {
						var m = a[p].conOpt;
						TO(p, u, m, LO(o, m, p), null);
					}
				}
				d ? u.dirty() : u.markRedraw();
			}
		}
	}
}
function FO(e, t, n) {
	var r = t ? IO(e, t) : e, i = t ? LO(e, r, cO) : e.style, a = e.type, o = r ? r.textConfig : null, s = e.textContent, c = s ? t ? IO(s, t) : s : null;
	if (i && (n.isLegacy || MD(i, a, !!o, !!c))) {
		n.isLegacy = !0;
		var l = ND(i, a, !t);
		!o && l.textConfig && (o = l.textConfig), !c && l.textContent && (c = l.textContent);
	}
	if (!t && c) {
		var u = c;
		!u.type && (u.type = "text");
	}
	var d = t ? n[t] : n.normal;
	d.cfg = o, d.conOpt = c;
}
function IO(e, t) {
	return t ? e ? e[t] : null : e;
}
function LO(e, t, n) {
	var r = t && t.style;
	return r == null && n === cO && e && (r = e.styleEmphasis), r;
}
function RO(e, t, n, r, i) {
	var a = r.children, o = a ? a.length : 0, s = r.$mergeChildren, c = s === "byName" || r.diffChildrenByName, l = s === !1;
	if (o || c || l) {
		if (c) BO({
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
				d ? (d.ignore ?? (d.ignore = !1), jO(e, f, n, d, i, t)) : f.ignore = !0;
			}
			for (var p = t.childCount() - 1; p >= u; p--) zO(t, t.childAt(p), i);
		}
	}
}
function zO(e, t, n) {
	t && WD(t, xD(e).option, n);
}
function BO(e) {
	new Yb(e.oldChildren, e.newChildren, VO, VO, e).add(HO).update(HO).remove(UO).execute();
}
function VO(e, t) {
	return (e && e.name) ?? gO + t;
}
function HO(e, t) {
	var n = this.context, r = e == null ? null : n.newChildren[e], i = t == null ? null : n.oldChildren[t];
	jO(n.api, i, n.dataIndex, r, n.seriesModel, n.group);
}
function UO(e) {
	var t = this.context, n = t.oldChildren[e];
	n && WD(n, xD(n).option, t.seriesModel);
}
function WO(e) {
	return e && (e.pathData || e.d);
}
function GO(e) {
	return e && (K(e, "pathData") || K(e, "d"));
}
// node_modules/echarts/lib/chart/custom/install.js
function KO(e) {
	e.registerChartView(SO), e.registerSeriesModel(SD);
}
// node_modules/echarts/lib/component/axisPointer/BaseAxisPointer.js
var qO = uo(), JO = M, YO = z, XO = function() {
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
				if (!o) o = this._group = new sa(), this.createPointerEl(o, c, e, t), this.createLabelEl(o, c, e, t), n.getZr().add(o);
				else {
					var d = ve(ZO, t, u);
					this.updatePointerEl(o, c, d), this.updateLabelEl(o, c, d, t);
				}
				tk(o, t, !0), this._renderHandle(i);
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
				var s = nE(e).seriesDataCount, c = r.getExtent();
				return Math.abs(c[0] - c[1]) / s > o;
			}
			return !1;
		}
		return n === !0;
	}, e.prototype.makeElOption = function(e, t, n, r, i) {}, e.prototype.createPointerEl = function(e, t, n, r) {
		var i = t.pointer;
		if (i) {
			var a = qO(e).pointerEl = new Od[i.type](JO(t.pointer));
			e.add(a);
		}
	}, e.prototype.createLabelEl = function(e, t, n, r) {
		if (t.label) {
			var i = qO(e).labelEl = new Pc(JO(t.label));
			e.add(i), $O(i, r);
		}
	}, e.prototype.updatePointerEl = function(e, t, n) {
		var r = qO(e).pointerEl;
		r && t.pointer && (r.setStyle(t.pointer.style), n(r, { shape: t.pointer.shape }));
	}, e.prototype.updateLabelEl = function(e, t, n, r) {
		var i = qO(e).labelEl;
		i && (i.setStyle(t.label.style), n(i, {
			x: t.label.x,
			y: t.label.y
		}), $O(i, r));
	}, e.prototype._renderHandle = function(e) {
		if (!this._dragging && this.updateHandleTransform) {
			var t = this._axisPointerModel, n = this._api.getZr(), r = this._handle, i = t.getModel("handle"), a = t.get("status");
			if (!i.get("show") || !a || a === "hide") r && n.remove(r), this._handle = null;
			else {
				var o;
				this._handle || (o = !0, r = this._handle = $d(i.get("icon"), {
					cursor: "move",
					draggable: !0,
					onmousemove: function(e) {
						Mt(e.event);
					},
					onmousedown: YO(this._onHandleDragMove, this, 0, 0),
					drift: YO(this._onHandleDragMove, this),
					ondragend: YO(this._onHandleDragEnd, this)
				}), n.add(r)), tk(r, t, !1), r.setStyle(i.getItemStyle(null, [
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
				B(s) || (s = [s, s]), r.scaleX = s[0] / 2, r.scaleY = s[1] / 2, x_(this, "_doDispatchAxisPointer", i.get("throttle") || 0, "fixRate"), this._moveHandleToValue(e, o);
			}
		}
	}, e.prototype._moveHandleToValue = function(e, t) {
		ZO(this._axisPointerModel, !t && this._moveAnimation, this._handle, ek(this.getHandleTransform(e, this._axisModel, this._axisPointerModel)));
	}, e.prototype._onHandleDragMove = function(e, t) {
		var n = this._handle;
		if (n) {
			this._dragging = !0;
			var r = this.updateHandleTransform(ek(n), [e, t], this._axisModel, this._axisPointerModel);
			this._payloadInfo = r, n.stopAnimation(), n.attr(ek(r)), qO(n).lastProp = null, this._doDispatchAxisPointer();
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
		t && n && (this._lastGraphicKey = null, n && t.remove(n), r && t.remove(r), this._group = null, this._handle = null, this._payloadInfo = null), S_(this, "_doDispatchAxisPointer");
	}, e.prototype.doClear = function() {}, e.prototype.buildLabel = function(e, t, n) {
		return n = n || 0, {
			x: e[n],
			y: e[1 - n],
			width: t[n],
			height: t[1 - n]
		};
	}, e;
}();
function ZO(e, t, n, r) {
	QO(qO(n).lastProp, r) || (qO(n).lastProp = r, t ? xd(n, r, e) : (n.stopAnimation(), n.attr(r)));
}
function QO(e, t) {
	if (U(e) && U(t)) {
		var n = !0;
		return L(t, function(t, r) {
			n = n && QO(e[r], t);
		}), !!n;
	}
	return e === t;
}
function $O(e, t) {
	e[t.get(["label", "show"]) ? "show" : "hide"]();
}
function ek(e) {
	return {
		x: e.x || 0,
		y: e.y || 0,
		rotation: e.rotation || 0
	};
}
function tk(e, t, n) {
	var r = t.get("z"), i = t.get("zlevel");
	e && e.traverse(function(e) {
		e.type !== "group" && (r != null && (e.z = r), i != null && (e.zlevel = i), e.silent = n);
	});
}
// node_modules/echarts/lib/component/axisPointer/viewHelper.js
function nk(e) {
	var t = e.get("type"), n = e.getModel(t + "Style"), r;
	return t === "line" ? (r = n.getLineStyle(), r.fill = null) : t === "shadow" && (r = n.getAreaStyle(), r.stroke = null), r;
}
function rk(e, t, n, r, i) {
	var a = ak(n.get("value"), t.axis, t.ecModel, n.get("seriesDataIndices"), {
		precision: n.get(["label", "precision"]),
		formatter: n.get(["label", "formatter"])
	}), o = n.getModel("label"), s = Mp(o.get("padding") || 0), c = o.getFont(), l = Hi(a, c), u = i.position, d = l.width + s[1] + s[3], f = l.height + s[0] + s[2], p = i.align;
	p === "right" && (u[0] -= d), p === "center" && (u[0] -= d / 2);
	var m = i.verticalAlign;
	m === "bottom" && (u[1] -= f), m === "middle" && (u[1] -= f / 2), ik(u, d, f, r);
	var h = o.get("backgroundColor");
	h && h !== "auto" || (h = t.get([
		"axisLine",
		"lineStyle",
		"color"
	])), e.label = {
		x: u[0],
		y: u[1],
		style: pf(o, {
			text: a,
			font: c,
			fill: o.getTextColor(),
			padding: s,
			backgroundColor: h
		}),
		z2: 10
	};
}
function ik(e, t, n, r) {
	var i = r.getWidth(), a = r.getHeight();
	e[0] = Math.min(e[0] + t, i) - t, e[1] = Math.min(e[1] + n, a) - n, e[0] = Math.max(e[0], 0), e[1] = Math.max(e[1], 0);
}
function ak(e, t, n, r, i) {
	e = t.scale.parse(e);
	var a = t.scale.getLabel({ value: e }, { precision: i.precision }), o = i.formatter;
	if (o) {
		var s = {
			value: $S(t, { value: e }),
			axisDimension: t.dim,
			axisIndex: t.index,
			seriesData: []
		};
		L(r, function(e) {
			var t = n.getSeriesByIndex(e.seriesIndex), r = e.dataIndexInside, i = t && t.getDataParams(r);
			i && s.seriesData.push(i);
		}), H(o) ? a = o.replace("{value}", a) : V(o) && (a = o(s));
	}
	return a;
}
function ok(e, t, n) {
	var r = Rt();
	return Ut(r, r, n.rotation), Ht(r, r, n.position), Kd([e.dataToCoord(t), (n.labelOffset || 0) + (n.labelDirection || 1) * (n.labelMargin || 0)], r);
}
function sk(e, t, n, r, i, a) {
	var o = RT.innerTextLayout(n.rotation, 0, n.labelDirection);
	n.labelMargin = i.get(["label", "margin"]), rk(t, r, i, a, {
		position: ok(r.axis, e, n),
		align: o.textAlign,
		verticalAlign: o.textVerticalAlign
	});
}
function ck(e, t, n) {
	return n = n || 0, {
		x1: e[n],
		y1: e[1 - n],
		x2: t[n],
		y2: t[1 - n]
	};
}
function lk(e, t, n) {
	return n = n || 0, {
		x: e[n],
		y: e[1 - n],
		width: t[n],
		height: t[1 - n]
	};
}
// node_modules/echarts/lib/component/axisPointer/CartesianAxisPointer.js
var uk = function(e) {
	_(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.makeElOption = function(e, t, n, r, i) {
		var a = n.axis, o = a.grid, s = r.get("type"), c = dk(o, a).getOtherAxis(a).getGlobalExtent(), l = a.toGlobalCoord(a.dataToCoord(t, !0));
		if (s && s !== "none") {
			var u = nk(r), d = fk[s](a, l, c);
			d.style = u, e.graphicKey = d.type, e.pointer = d;
		}
		sk(t, e, DT(o.model, n), n, r, i);
	}, t.prototype.getHandleTransform = function(e, t, n) {
		var r = DT(t.axis.grid.model, t, { labelInside: !1 });
		r.labelMargin = n.get(["handle", "margin"]);
		var i = ok(t.axis, e, r);
		return {
			x: i[0],
			y: i[1],
			rotation: r.rotation + (r.labelDirection < 0 ? Math.PI : 0)
		};
	}, t.prototype.updateHandleTransform = function(e, t, n, r) {
		var i = n.axis, a = i.grid, o = i.getGlobalExtent(!0), s = dk(a, i).getOtherAxis(i).getGlobalExtent(), c = i.dim === "x" ? 0 : 1, l = [e.x, e.y];
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
}(XO);
function dk(e, t) {
	var n = {};
	return n[t.dim + "AxisIndex"] = t.index, e.getCartesian(n);
}
var fk = {
	line: function(e, t, n) {
		return {
			type: "Line",
			subPixelOptimize: !0,
			shape: ck([t, n[0]], [t, n[1]], pk(e))
		};
	},
	shadow: function(e, t, n) {
		var r = Math.max(1, e.getBandWidth()), i = n[1] - n[0];
		return {
			type: "Rect",
			shape: lk([t - r / 2, n[0]], [r, i], pk(e))
		};
	}
};
function pk(e) {
	return e.dim === "x" ? 0 : 1;
}
// node_modules/echarts/lib/component/axisPointer/AxisPointerModel.js
var mk = function(e) {
	_(t, e);
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
}(Zp), hk = uo(), gk = L;
function _k(e, t, n) {
	if (!y.node) {
		var r = t.getZr();
		hk(r).records || (hk(r).records = {}), vk(r, t);
		var i = hk(r).records[e] || (hk(r).records[e] = {});
		i.handler = n;
	}
}
function vk(e, t) {
	if (hk(e).initialized) return;
	hk(e).initialized = !0, n("click", ve(xk, "click")), n("mousemove", ve(xk, "mousemove")), n("globalout", bk);
	function n(n, r) {
		e.on(n, function(n) {
			var i = Sk(t);
			gk(hk(e).records, function(e) {
				e && r(e, n, i.dispatchAction);
			}), yk(i.pendings, t);
		});
	}
}
function yk(e, t) {
	var n = e.showTip.length, r = e.hideTip.length, i;
	n ? i = e.showTip[n - 1] : r && (i = e.hideTip[r - 1]), i && (i.dispatchAction = null, t.dispatchAction(i));
}
function bk(e, t, n) {
	e.handler("leave", null, n);
}
function xk(e, t, n, r) {
	t.handler(e, n, r);
}
function Sk(e) {
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
function Ck(e, t) {
	if (!y.node) {
		var n = t.getZr();
		(hk(n).records || {})[e] && (hk(n).records[e] = null);
	}
}
// node_modules/echarts/lib/component/axisPointer/AxisPointerView.js
var wk = function(e) {
	_(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.render = function(e, t, n) {
		var r = t.getComponent("tooltip"), i = e.get("triggerOn") || r && r.get("triggerOn") || "mousemove|click";
		_k("axisPointer", n, function(e, t, n) {
			i !== "none" && (e === "leave" || i.indexOf(e) >= 0) && n({
				type: "updateAxisPointer",
				currTrigger: e,
				x: t && t.offsetX,
				y: t && t.offsetY
			});
		});
	}, t.prototype.remove = function(e, t) {
		Ck("axisPointer", t);
	}, t.prototype.dispose = function(e, t) {
		Ck("axisPointer", t);
	}, t.type = "axisPointer", t;
}(s_);
// node_modules/echarts/lib/component/axisPointer/findPointFromSeries.js
function Tk(e, t) {
	var n = [], r = e.seriesIndex, i;
	if (r == null || !(i = t.getSeriesByIndex(r))) return { point: [] };
	var a = i.getData(), o = lo(a, e);
	if (o == null || o < 0 || B(o)) return { point: [] };
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
// node_modules/echarts/lib/component/axisPointer/axisTrigger.js
var Ek = uo();
function Dk(e, t, n) {
	var r = e.currTrigger, i = [e.x, e.y], a = e, o = e.dispatchAction || z(n.dispatchAction, n), s = t.getComponent("axisPointer").coordSysAxesInfo;
	if (s) {
		Lk(i) && (i = Tk({
			seriesIndex: a.seriesIndex,
			dataIndex: a.dataIndex
		}, t).point);
		var c = Lk(i), l = a.axesInfo, u = s.axesInfo, d = r === "leave" || Lk(i), f = {}, p = {}, m = {
			list: [],
			map: {}
		}, h = {
			showPointer: ve(Ak, p),
			showTooltip: ve(jk, m)
		};
		L(s.coordSysMap, function(e, t) {
			var n = c || e.containPoint(i);
			L(s.coordSysAxesInfo[t], function(e, t) {
				var r = e.axis, a = Fk(l, e);
				if (!d && n && (!l || a)) {
					var o = a && a.value;
					o == null && !c && (o = r.pointToData(i)), o != null && Ok(e, o, h, !1, f);
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
					n.mapper && (a = e.axis.scale.parse(n.mapper(a, Ik(t), Ik(e)))), g[e.key] = a;
				}
			});
		}), L(g, function(e, t) {
			Ok(u[t], e, h, !0, f);
		}), Mk(p, u, f), Nk(m, i, e, o), Pk(u, o, n), f;
	}
}
function Ok(e, t, n, r, i) {
	var a = e.axis;
	if (!a.scale.isBlank() && a.containData(t)) {
		if (!e.involveSeries) n.showPointer(e, t);
		else {
			var o = kk(t, e), s = o.payloadBatch, c = o.snapToValue;
			s[0] && i.seriesIndex == null && P(i, s[0]), !r && e.snap && a.containData(c) && c != null && (t = c), n.showPointer(e, t, s), n.showTooltip(e, o, c);
		}
	}
}
function kk(e, t) {
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
function Ak(e, t, n, r) {
	e[t.key] = {
		value: n,
		payloadBatch: r
	};
}
function jk(e, t, n, r) {
	var i = n.payloadBatch, a = t.axis, o = a.model, s = t.axisPointerModel;
	if (t.triggerTooltip && i.length) {
		var c = t.coordSys.model, l = aE(c), u = e.map[l];
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
function Mk(e, t, n) {
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
function Nk(e, t, n, r) {
	if (Lk(t) || !e.list.length) r({ type: "hideTip" });
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
function Pk(e, t, n) {
	var r = n.getZr(), i = "axisPointerLastHighlights", a = Ek(r)[i] || {}, o = Ek(r)[i] = {};
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
function Fk(e, t) {
	for (var n = 0; n < (e || []).length; n++) {
		var r = e[n];
		if (t.axis.dim === r.axisDim && t.axis.model.componentIndex === r.axisIndex) return r;
	}
}
function Ik(e) {
	var t = e.axis.model, n = {}, r = n.axisDim = e.axis.dim;
	return n.axisIndex = n[r + "AxisIndex"] = t.componentIndex, n.axisName = n[r + "AxisName"] = t.name, n.axisId = n[r + "AxisId"] = t.id, n;
}
function Lk(e) {
	return !e || e[0] == null || isNaN(e[0]) || e[1] == null || isNaN(e[1]);
}
// node_modules/echarts/lib/component/axisPointer/install.js
function Rk(e) {
	sE.registerAxisPointerClass("CartesianAxisPointer", uk), e.registerComponentModel(mk), e.registerComponentView(wk), e.registerPreprocessor(function(e) {
		if (e) {
			e.axisPointer && e.axisPointer.length !== 0 || (e.axisPointer = {});
			var t = e.axisPointer.link;
			t && !B(t) && (e.axisPointer.link = [t]);
		}
	}), e.registerProcessor(e.PRIORITY.PROCESSOR.STATISTIC, function(e, t) {
		e.getComponent("axisPointer").coordSysAxesInfo = YT(e, t);
	}), e.registerAction({
		type: "updateAxisPointer",
		event: "updateAxisPointer",
		update: ":updateAxisPointer"
	}, Dk);
}
// node_modules/echarts/lib/component/grid/install.js
function zk(e) {
	lC(yE), lC(Rk);
}
// node_modules/echarts/lib/component/dataZoom/helper.js
var Bk = [
	"x",
	"y",
	"radius",
	"angle",
	"single"
], Vk = [
	"cartesian2d",
	"polar",
	"singleAxis"
];
function Hk(e) {
	return I(Vk, e.get("coordinateSystem")) >= 0;
}
function Uk(e) {
	return e + "Axis";
}
function Wk(e, t) {
	var n = G(), r = [], i = G();
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
function Gk(e) {
	var t = e.ecModel, n = {
		infoList: [],
		infoMap: G()
	};
	return e.eachTargetAxis(function(e, r) {
		var i = t.getComponent(Uk(e), r);
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
var Kk = function() {
	function e() {
		this.indexList = [], this.indexMap = [];
	}
	return e.prototype.add = function(e) {
		this.indexMap[e] || (this.indexList.push(e), this.indexMap[e] = !0);
	}, e;
}(), qk = function(e) {
	_(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n._autoThrottle = !0, n._noTarget = !0, n._rangePropMode = ["percent", "percent"], n;
	}
	return t.prototype.init = function(e, t, n) {
		var r = Jk(e);
		this.settledOption = r, this.mergeDefaultAndTheme(e, n), this._doInit(r);
	}, t.prototype.mergeOption = function(e) {
		var t = Jk(e);
		N(this.option, e, !0), N(this.settledOption, t, !0), this._doInit(t);
	}, t.prototype._doInit = function(e) {
		var t = this.option;
		this._setDefaultThrottle(e), this._updateRangeUse(e);
		var n = this.settledOption;
		L([["start", "startValue"], ["end", "endValue"]], function(e, r) {
			this._rangePropMode[r] === "value" && (t[e[0]] = n[e[0]] = null);
		}, this), this._resetTarget();
	}, t.prototype._resetTarget = function() {
		var e = this.get("orient", !0), t = this._targetAxisInfoMap = G();
		this._fillSpecifiedTargetAxis(t) ? this._orient = e || this._makeAutoOrientByTargetAxis() : (this._orient = e || "horizontal", this._fillAutoTargetAxisByOrient(t, this._orient)), this._noTarget = !0, t.each(function(e) {
			e.indexList.length && (this._noTarget = !1);
		}, this);
	}, t.prototype._fillSpecifiedTargetAxis = function(e) {
		var t = !1;
		return L(Bk, function(n) {
			var r = this.getReferringComponents(Uk(n), go);
			if (r.specified) {
				t = !0;
				var i = new Kk();
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
				var a = new Kk();
				if (a.add(i.componentIndex), e.set(n, a), r = !1, n === "x" || n === "y") {
					var o = i.getReferringComponents("grid", ho).models[0];
					o && L(t, function(e) {
						i.componentIndex !== e.componentIndex && o === e.getReferringComponents("grid", ho).models[0] && a.add(e.componentIndex);
					});
				}
			}
		}
		r && L(Bk, function(t) {
			if (r) {
				var i = n.findComponents({
					mainType: Uk(t),
					filter: function(e) {
						return e.get("type", !0) === "category";
					}
				});
				if (i[0]) {
					var a = new Kk();
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
			e ?? (e = this.ecModel.getComponent(Uk(t), n));
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
		if (n && n.indexMap[t]) return this.ecModel.getComponent(Uk(e), t);
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
}(Zp);
function Jk(e) {
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
// node_modules/echarts/lib/component/dataZoom/DataZoomView.js
var Yk = function(e) {
	_(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.render = function(e, t, n, r) {
		this.dataZoomModel = e, this.ecModel = t, this.api = n;
	}, t.type = "dataZoom", t;
}(s_), Xk = L, Zk = xa, Qk = function() {
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
			if (Hk(t)) {
				var n = Uk(this._dimName), r = t.getReferringComponents(n, ho).models[0];
				r && this._axisIndex === r.componentIndex && e.push(t);
			}
		}, this), e;
	}, e.prototype.getAxisModel = function() {
		return this.ecModel.getComponent(this._dimName + "Axis", this._axisIndex);
	}, e.prototype.getMinMaxSpan = function() {
		return M(this._minMaxSpan);
	}, e.prototype.calculateDataWindow = function(e) {
		var t = this._dataExtent, n = this.getAxisModel().axis.scale, r = this._dataZoomModel.getRangePropMode(), i = [0, 100], a = [], o = [], s;
		Xk(["start", "end"], function(c, l) {
			var u = e[c], d = e[c + "Value"];
			r[l] === "percent" ? (u ?? (u = i[l]), d = n.parse(va(u, i, t))) : (s = !0, d = d == null ? t[l] : n.parse(d), u = va(d, t, i)), o[l] = d == null || isNaN(d) ? t[l] : d, a[l] = u == null || isNaN(u) ? i[l] : u;
		}), Zk(o), Zk(a);
		var c = this._minMaxSpan;
		s ? l(o, a, t, i, !1) : l(a, o, i, t, !0);
		function l(e, t, r, i, a) {
			var o = a ? "Span" : "ValueSpan";
			cD(0, e, r, "all", c["min" + o], c["max" + o]);
			for (var s = 0; s < 2; s++) t[s] = va(e[s], r, i, !0), a && (t[s] = n.parse(t[s]));
		}
		return {
			valueWindow: o,
			percentWindow: a
		};
	}, e.prototype.reset = function(e) {
		if (e === this._dataZoomModel) {
			var t = this.getTargetSeriesModels();
			this._dataExtent = $k(this, this._dimName, t), this._updateMinMaxSpan();
			var n = this.calculateDataWindow(e.settledOption);
			this._valueWindow = n.valueWindow, this._percentWindow = n.percentWindow, this._setAxisModel();
		}
	}, e.prototype.filterData = function(e, t) {
		if (e !== this._dataZoomModel) return;
		var n = this._dimName, r = this.getTargetSeriesModels(), i = e.get("filterMode"), a = this._valueWindow;
		if (i === "none") return;
		Xk(r, function(e) {
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
				} else Xk(r, function(n) {
					if (i === "empty") e.setData(t = t.map(n, function(e) {
						return o(e) ? e : NaN;
					}));
					else {
						var r = {};
						r[n] = a, t.selectRange(r);
					}
				});
				Xk(r, function(e) {
					t.setApproximateExtent(a, e);
				});
			}
		});
		function o(e) {
			return e >= a[0] && e <= a[1];
		}
	}, e.prototype._updateMinMaxSpan = function() {
		var e = this._minMaxSpan = {}, t = this._dataZoomModel, n = this._dataExtent;
		Xk(["min", "max"], function(r) {
			var i = t.get(r + "Span"), a = t.get(r + "ValueSpan");
			a != null && (a = this.getAxisModel().axis.scale.parse(a)), a == null ? i != null && (a = va(i, [0, 100], n, !0) - n[0]) : i = va(n[0] + a, n, [0, 100], !0), e[r + "Span"] = i, e[r + "ValueSpan"] = a;
		}, this);
	}, e.prototype._setAxisModel = function() {
		var e = this.getAxisModel(), t = this._percentWindow, n = this._valueWindow;
		if (t) {
			var r = wa(n, [0, 500]);
			r = Math.min(r, 20);
			var i = e.axis.scale.rawExtentInfo;
			t[0] !== 0 && i.setDeterminedMinMax("min", +n[0].toFixed(r)), t[1] !== 100 && i.setDeterminedMinMax("max", +n[1].toFixed(r)), i.freeze();
		}
	}, e;
}();
function $k(e, t, n) {
	var r = [Infinity, -Infinity];
	Xk(n, function(e) {
		aC(r, e.getData(), t);
	});
	var i = e.getAxisModel(), a = GS(i.axis.scale, i, r).calculate();
	return [a.min, a.max];
}
// node_modules/echarts/lib/component/dataZoom/dataZoomProcessor.js
var eA = {
	getTargetSeries: function(e) {
		function t(t) {
			e.eachComponent("dataZoom", function(n) {
				n.eachTargetAxis(function(r, i) {
					t(r, i, e.getComponent(Uk(r), i), n);
				});
			});
		}
		t(function(e, t, n, r) {
			n.__dzAxisProxy = null;
		});
		var n = [];
		t(function(t, r, i, a) {
			i.__dzAxisProxy || (i.__dzAxisProxy = new Qk(t, r, a, e), n.push(i.__dzAxisProxy));
		});
		var r = G();
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
// node_modules/echarts/lib/component/dataZoom/dataZoomAction.js
function tA(e) {
	e.registerAction("dataZoom", function(e, t) {
		L(Wk(t, e), function(t) {
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
var nA = !1;
function rA(e) {
	nA || (nA = !0, e.registerProcessor(e.PRIORITY.PROCESSOR.FILTER, eA), tA(e), e.registerSubTypeDefaulter("dataZoom", function() {
		return "slider";
	}));
}
// node_modules/echarts/lib/component/helper/listComponent.js
function iA(e, t) {
	var n = Mp(t.get("padding")), r = t.getItemStyle(["color", "opacity"]);
	return r.fill = t.get("backgroundColor"), e = new Ac({
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
var aA = function(e) {
	_(t, e);
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
}(Zp);
// node_modules/echarts/lib/component/tooltip/helper.js
function oA(e) {
	var t = e.get("confine");
	return t == null ? e.get("renderMode") === "richText" : !!t;
}
function sA(e) {
	if (y.domSupported) {
		for (var t = document.documentElement.style, n = 0, r = e.length; n < r; n++) if (e[n] in t) return e[n];
	}
}
var cA = sA([
	"transform",
	"webkitTransform",
	"OTransform",
	"MozTransform",
	"msTransform"
]), lA = sA([
	"webkitTransition",
	"transition",
	"OTransition",
	"MozTransition",
	"msTransition"
]);
function uA(e, t) {
	if (!e) return t;
	t = jp(t, !0);
	var n = e.indexOf(t);
	return e = n === -1 ? t : "-" + e.slice(0, n) + "-" + t, e.toLowerCase();
}
function dA(e, t) {
	var n = e.currentStyle || document.defaultView && document.defaultView.getComputedStyle(e);
	return n ? t ? n[t] : n : null;
}
// node_modules/echarts/lib/component/tooltip/TooltipHTMLContent.js
var fA = uA(lA, "transition"), pA = uA(cA, "transform"), mA = "position:absolute;display:block;border-style:solid;white-space:nowrap;z-index:9999999;" + (y.transform3dSupported ? "will-change:transform;" : "");
function hA(e) {
	return e = e === "left" ? "right" : e === "right" ? "left" : e === "top" ? "bottom" : "top", e;
}
function gA(e, t, n) {
	if (!H(n) || n === "inside") return "";
	var r = e.get("backgroundColor"), i = e.get("borderWidth");
	t = Rp(t);
	var a = hA(n), o = Math.max(Math.round(i) * 1.5, 6), s = "", c = pA + ":", l;
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
function _A(e, t) {
	var n = "cubic-bezier(0.23,1,0.32,1)", r = " " + e / 2 + "s " + n, i = "opacity" + r + ",visibility" + r;
	return t || (r = " " + e + "s " + n, i += y.transformSupported ? "," + pA + r : ",left" + r + ",top" + r), fA + ":" + i;
}
function vA(e, t, n) {
	var r = e.toFixed(0) + "px", i = t.toFixed(0) + "px";
	if (!y.transformSupported) return n ? "top:" + i + ";left:" + r + ";" : [["top", i], ["left", r]];
	var a = y.transform3dSupported, o = "translate" + (a ? "3d" : "") + "(" + r + "," + i + (a ? ",0" : "") + ")";
	return n ? "top:0;left:0;" + pA + ":" + o + ";" : [
		["top", 0],
		["left", 0],
		[cA, o]
	];
}
function yA(e) {
	var t = [], n = e.get("fontSize"), r = e.getTextColor();
	r && t.push("color:" + r), t.push("font:" + e.getFont());
	var i = W(e.get("lineHeight"), Math.round(n * 3 / 2));
	n && t.push("line-height:" + i + "px");
	var a = e.get("textShadowColor"), o = e.get("textShadowBlur") || 0, s = e.get("textShadowOffsetX") || 0, c = e.get("textShadowOffsetY") || 0;
	return a && o && t.push("text-shadow:" + s + "px " + c + "px " + o + "px " + a), L(["decoration", "align"], function(n) {
		var r = e.get(n);
		r && t.push("text-" + n + ":" + r);
	}), t.join(";");
}
function bA(e, t, n) {
	var r = [], i = e.get("transitionDuration"), a = e.get("backgroundColor"), o = e.get("shadowBlur"), s = e.get("shadowColor"), c = e.get("shadowOffsetX"), l = e.get("shadowOffsetY"), u = e.getModel("textStyle"), d = Kg(e, "html"), f = c + "px " + l + "px " + o + "px " + s;
	return r.push("box-shadow:" + f), t && i && r.push(_A(i, n)), a && r.push("background-color:" + a), L([
		"width",
		"color",
		"radius"
	], function(t) {
		var n = "border-" + t, i = jp(n), a = e.get(i);
		a != null && r.push(n + ":" + a + (t === "color" ? "" : "px"));
	}), r.push(yA(u)), d != null && r.push("padding:" + Mp(d).join("px ") + "px"), r.join(";") + ";";
}
function xA(e, t, n, r, i) {
	var a = t && t.painter;
	if (n) {
		var o = a && a.getViewportRoot();
		o && mt(e, o, n, r, i);
	} else {
		e[0] = r, e[1] = i;
		var s = a && a.getViewportRootOffset();
		s && (e[0] += s.offsetLeft, e[1] += s.offsetTop);
	}
	e[2] = e[0] / t.getWidth(), e[3] = e[1] / t.getHeight();
}
var SA = function() {
	function e(e, t) {
		if (this._show = !1, this._styleCoord = [
			0,
			0,
			0,
			0
		], this._enterable = !0, this._alwaysShowContent = !1, this._firstShow = !0, this._longHide = !0, y.wxa) return null;
		var n = document.createElement("div");
		n.domBelongToZr = !0, this.el = n;
		var r = this._zr = e.getZr(), i = t.appendTo, a = i && (H(i) ? document.querySelector(i) : Ce(i) ? i : V(i) && i(e.getDom()));
		xA(this._styleCoord, r, a, e.getWidth() / 2, e.getHeight() / 2), (a || e.getDom()).appendChild(n), this._api = e, this._container = a;
		var o = this;
		n.onmouseenter = function() {
			o._enterable && (clearTimeout(o._hideTimeout), o._show = !0), o._inContent = !0;
		}, n.onmousemove = function(e) {
			if (e = e || window.event, !o._enterable) {
				var t = r.handler;
				Ot(r.painter.getViewportRoot(), e, !0), t.dispatch("mousemove", e);
			}
		}, n.onmouseleave = function() {
			o._inContent = !1, o._enterable && o._show && o.hideLater(o._hideDelay);
		};
	}
	return e.prototype.update = function(e) {
		if (!this._container) {
			var t = this._api.getDom(), n = dA(t, "position"), r = t.style;
			r.position !== "absolute" && n !== "absolute" && (r.position = "relative");
		}
		var i = e.get("alwaysShowContent");
		i && this._moveIfResized(), this._alwaysShowContent = i, this.el.className = e.get("className") || "";
	}, e.prototype.show = function(e, t) {
		clearTimeout(this._hideTimeout), clearTimeout(this._longHideTimeout);
		var n = this.el, r = n.style, i = this._styleCoord;
		n.innerHTML ? r.cssText = mA + bA(e, !this._firstShow, this._longHide) + vA(i[0], i[1], !0) + ("border-color:" + Rp(t) + ";") + (e.get("extraCssText") || "") + (";pointer-events:" + (this._enterable ? "auto" : "none")) : r.display = "none", this._show = !0, this._firstShow = !1, this._longHide = !1;
	}, e.prototype.setContent = function(e, t, n, r, i) {
		var a = this.el;
		if (e == null) a.innerHTML = "";
		else {
			var o = "";
			if (H(i) && n.get("trigger") === "item" && !oA(n) && (o = gA(n, r, i)), H(e)) a.innerHTML = e + o;
			else if (e) {
				a.innerHTML = "", B(e) || (e = [e]);
				for (var s = 0; s < e.length; s++) Ce(e[s]) && e[s].parentNode !== a && a.appendChild(e[s]);
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
			if (xA(n, this._zr, this._container, e, t), n[0] != null && n[1] != null) {
				var r = this.el.style;
				L(vA(n[0], n[1]), function(e) {
					r[e[0]] = e[1];
				});
			}
		}
	}, e.prototype._moveIfResized = function() {
		var e = this._styleCoord[2], t = this._styleCoord[3];
		this.moveTo(e * this._zr.getWidth(), t * this._zr.getHeight());
	}, e.prototype.hide = function() {
		var e = this, t = this.el.style;
		t.visibility = "hidden", t.opacity = "0", y.transform3dSupported && (t.willChange = ""), this._show = !1, this._longHideTimeout = setTimeout(function() {
			return e._longHide = !0;
		}, 500);
	}, e.prototype.hideLater = function(e) {
		this._show && !(this._inContent && this._enterable) && !this._alwaysShowContent && (e ? (this._hideDelay = e, this._show = !1, this._hideTimeout = setTimeout(z(this.hide, this), e)) : this.hide());
	}, e.prototype.isShow = function() {
		return this._show;
	}, e.prototype.dispose = function() {
		clearTimeout(this._hideTimeout), clearTimeout(this._longHideTimeout);
		var e = this.el.parentNode;
		e && e.removeChild(this.el), this.el = this._container = null;
	}, e;
}(), CA = function() {
	function e(e) {
		this._show = !1, this._styleCoord = [
			0,
			0,
			0,
			0
		], this._alwaysShowContent = !1, this._enterable = !0, this._zr = e.getZr(), EA(this._styleCoord, this._zr, e.getWidth() / 2, e.getHeight() / 2);
	}
	return e.prototype.update = function(e) {
		var t = e.get("alwaysShowContent");
		t && this._moveIfResized(), this._alwaysShowContent = t;
	}, e.prototype.show = function() {
		this._hideTimeout && clearTimeout(this._hideTimeout), this.el.show(), this._show = !0;
	}, e.prototype.setContent = function(e, t, n, r, i) {
		var a = this;
		U(e) && za(""), this.el && this._zr.remove(this.el);
		var o = n.getModel("textStyle");
		this.el = new Pc({
			style: {
				rich: t.richTextStyles,
				text: e,
				lineHeight: 22,
				borderWidth: 1,
				borderColor: r,
				textShadowColor: o.get("textShadowColor"),
				fill: n.get(["textStyle", "color"]),
				padding: Kg(n, "richText"),
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
		var e = this.el, t = this.el.getBoundingRect(), n = TA(e.style);
		return [t.width + n.left + n.right, t.height + n.top + n.bottom];
	}, e.prototype.moveTo = function(e, t) {
		var n = this.el;
		if (n) {
			var r = this._styleCoord;
			EA(r, this._zr, e, t), e = r[0], t = r[1];
			var i = n.style, a = wA(i.borderWidth || 0), o = TA(i);
			n.x = e + a + o.left, n.y = t + a + o.top, n.markRedraw();
		}
	}, e.prototype._moveIfResized = function() {
		var e = this._styleCoord[2], t = this._styleCoord[3];
		this.moveTo(e * this._zr.getWidth(), t * this._zr.getHeight());
	}, e.prototype.hide = function() {
		this.el && this.el.hide(), this._show = !1;
	}, e.prototype.hideLater = function(e) {
		this._show && !(this._inContent && this._enterable) && !this._alwaysShowContent && (e ? (this._hideDelay = e, this._show = !1, this._hideTimeout = setTimeout(z(this.hide, this), e)) : this.hide());
	}, e.prototype.isShow = function() {
		return this._show;
	}, e.prototype.dispose = function() {
		this._zr.remove(this.el);
	}, e;
}();
function wA(e) {
	return Math.max(0, e);
}
function TA(e) {
	var t = wA(e.shadowBlur || 0), n = wA(e.shadowOffsetX || 0), r = wA(e.shadowOffsetY || 0);
	return {
		left: wA(t - n),
		right: wA(t + n),
		top: wA(t - r),
		bottom: wA(t + r)
	};
}
function EA(e, t, n, r) {
	e[0] = n, e[1] = r, e[2] = e[0] / t.getWidth(), e[3] = e[1] / t.getHeight();
}
// node_modules/echarts/lib/component/tooltip/TooltipView.js
var DA = new Ac({ shape: {
	x: -1,
	y: -1,
	width: 2,
	height: 2
} }), OA = function(e) {
	_(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.init = function(e, t) {
		if (!y.node && t.getDom()) {
			var n = e.getComponent("tooltip"), r = this._renderMode = bo(n.get("renderMode"));
			this._tooltipContent = r === "richText" ? new CA(t) : new SA(t, { appendTo: n.get("appendToBody", !0) ? "body" : n.get("appendTo", !0) });
		}
	}, t.prototype.render = function(e, t, n) {
		if (!y.node && n.getDom()) {
			this.group.removeAll(), this._tooltipModel = e, this._ecModel = t, this._api = n;
			var r = this._tooltipContent;
			r.update(e), r.setEnterable(e.get("enterable")), this._initGlobalListener(), this._keepShow(), this._renderMode !== "richText" && e.get("transitionDuration") ? x_(this, "_updatePosition", 50, "fixRate") : S_(this, "_updatePosition");
		}
	}, t.prototype._initGlobalListener = function() {
		var e = this._tooltipModel.get("triggerOn");
		_k("itemTooltip", this._api, z(function(t, n, r) {
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
		if (r.from !== this.uid && !y.node && n.getDom()) {
			var i = AA(r, n);
			this._ticket = "";
			var a = r.dataByCoordSys, o = FA(r, t, n);
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
				var c = DA;
				c.x = r.x, c.y = r.y, c.update(), Y(c).tooltipConfig = {
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
				var l = Tk(r, t), u = l.point[0], d = l.point[1];
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
		this._tooltipModel && i.hideLater(this._tooltipModel.get("hideDelay")), this._lastX = this._lastY = this._lastDataByCoordSys = null, r.from !== this.uid && this._hide(AA(r, n));
	}, t.prototype._manuallyAxisShowTip = function(e, t, n, r) {
		var i = r.seriesIndex, a = r.dataIndex, o = t.getComponent("axisPointer").coordSysAxesInfo;
		if (i != null && a != null && o != null) {
			var s = t.getSeriesByIndex(i);
			if (s && kA([
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
				if (Y(n).ssrType === "legend") return;
				this._lastDataByCoordSys = null;
				var i, a;
				fv(n, function(e) {
					if (Y(e).dataIndex != null) return i = e, !0;
					if (Y(e).tooltipConfig != null) return a = e, !0;
				}, !0), i ? this._showSeriesItemTooltip(e, i, t) : a ? this._showComponentItemTooltip(e, a, t) : this._hide(t);
			} else this._lastDataByCoordSys = null, this._hide(t);
		}
	}, t.prototype._showOrMove = function(e, t) {
		var n = e.get("showDelay");
		t = z(t, this), clearTimeout(this._showTimout), n > 0 ? this._showTimout = setTimeout(t, n) : t();
	}, t.prototype._showAxisTooltip = function(e, t) {
		var n = this._ecModel, r = this._tooltipModel, i = [t.offsetX, t.offsetY], a = kA([t.tooltipOption], r), o = this._renderMode, s = [], c = Mg("section", {
			blocks: [],
			noHeader: !0
		}), l = [], u = new qg();
		L(e, function(e) {
			L(e.dataByAxis, function(e) {
				var t = n.getComponent(e.axisDim + "Axis", e.axisIndex), i = e.value;
				if (t && i != null) {
					var a = ak(i, t.axis, n, e.seriesDataIndices, e.valueLabelOpt), d = Mg("section", {
						header: a,
						noHeader: !Me(a),
						sortBlocks: !0,
						blocks: []
					});
					c.blocks.push(d), L(e.seriesDataIndices, function(c) {
						var f = n.getSeriesByIndex(c.seriesIndex), p = c.dataIndexInside, m = f.getDataParams(p);
						if (!(m.dataIndex < 0)) {
							m.axisDim = e.axisDim, m.axisIndex = e.axisIndex, m.axisType = e.axisType, m.axisId = e.axisId, m.axisValue = $S(t.axis, { value: i }), m.axisValueLabel = a, m.marker = u.makeTooltipMarker("item", Rp(m.color), o);
							var h = Jh(f.formatTooltip(p, !0, null)), g = h.frag;
							if (g) {
								var _ = kA([f], r).get("valueFormatter");
								d.blocks.push(_ ? P({ valueFormatter: _ }, g) : g);
							}
							h.text && l.push(h.text), s.push(m);
						}
					});
				}
			});
		}), c.blocks.reverse(), l.reverse();
		var d = t.position, f = Rg(c, u, o, a.get("order"), n.get("useUTC"), a.get("textStyle"));
		f && l.unshift(f);
		var p = o === "richText" ? "\n\n" : "<br/>", m = l.join(p);
		this._showOrMove(a, function() {
			this._updateContentNotChangedOnAxis(e, s) ? this._updatePosition(a, d, i[0], i[1], this._tooltipContent, s) : this._showTooltipContent(a, m, s, Math.random() + "", i[0], i[1], d, null, u);
		});
	}, t.prototype._showSeriesItemTooltip = function(e, t, n) {
		var r = this._ecModel, i = Y(t), a = i.seriesIndex, o = r.getSeriesByIndex(a), s = i.dataModel || o, c = i.dataIndex, l = i.dataType, u = s.getData(l), d = this._renderMode, f = e.positionDefault, p = kA([
			u.getItemModel(c),
			s,
			o && (o.coordinateSystem || {}).model
		], this._tooltipModel, f ? { position: f } : null), m = p.get("trigger");
		if (m == null || m === "item") {
			var h = s.getDataParams(c, l), g = new qg();
			h.marker = g.makeTooltipMarker("item", Rp(h.color), d);
			var _ = Jh(s.formatTooltip(c, !1, l)), v = p.get("order"), y = p.get("valueFormatter"), b = _.frag, x = b ? Rg(y ? P({ valueFormatter: y }, b) : b, g, d, v, r.get("useUTC"), p.get("textStyle")) : _.text, S = "item_" + s.name + "_" + c;
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
		var r = this._renderMode === "html", i = Y(t), a = i.tooltipConfig.option || {}, o = a.encodeHTMLContent;
		if (H(a)) {
			var s = a;
			a = {
				content: s,
				formatter: s
			}, o = !0;
		}
		o && r && a.content && (a = M(a), a.content = xt(a.content));
		var c = [a], l = this._ecModel.getComponent(i.componentMainType, i.componentIndex);
		l && c.push(l), c.push({ formatter: a.content });
		var u = e.positionDefault, d = kA(c, this._tooltipModel, u ? { position: u } : null), f = d.get("content"), p = Math.random() + "", m = new qg();
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
				if (H(u)) {
					var p = e.ecModel.get("useUTC"), m = B(n) ? n[0] : n, h = m && m.axisType && m.axisType.indexOf("time") >= 0;
					d = u, h && (d = fp(m.axisValue, d, p)), d = Ip(d, n, !0);
				} else if (V(u)) {
					var g = z(function(t, r) {
						t === this._ticket && (l.setContent(r, c, e, f, o), this._updatePosition(e, o, i, a, l, n, s));
					}, this);
					this._ticket = r, d = u(n, r, g);
				} else d = u;
			}
			l.setContent(d, c, e, f, o), l.show(e, f), this._updatePosition(e, o, i, a, l, n, s);
		}
	}, t.prototype._getNearestPoint = function(e, t, n, r) {
		if (n === "axis" || B(t)) return { color: r || (this._renderMode === "html" ? "#fff" : "none") };
		if (!B(t)) return { color: r || t.color || t.borderColor };
	}, t.prototype._updatePosition = function(e, t, n, r, i, a, o) {
		var s = this._api.getWidth(), c = this._api.getHeight();
		t = t || e.get("position");
		var l = i.getSize(), u = e.get("align"), d = e.get("verticalAlign"), f = o && o.getBoundingRect().clone();
		if (o && f.applyTransform(o.transform), V(t) && (t = t([n, r], a, i.el, f, {
			viewSize: [s, c],
			contentSize: l.slice()
		})), B(t)) n = ya(t[0], s), r = ya(t[1], c);
		else if (U(t)) {
			var p = t;
			p.width = l[0], p.height = l[1];
			var m = Wp(p, {
				width: s,
				height: c
			});
			n = m.x, r = m.y, u = null, d = null;
		} else if (H(t) && o) {
			var h = NA(t, f, l, e.get("borderWidth"));
			n = h[0], r = h[1];
		} else {
			var h = jA(n, r, i, s, c, u ? null : 20, d ? null : 20);
			n = h[0], r = h[1];
		}
		if (u && (n -= PA(u) ? l[0] / 2 : u === "right" ? l[0] : 0), d && (r -= PA(d) ? l[1] / 2 : d === "bottom" ? l[1] : 0), oA(e)) {
			var h = MA(n, r, i, s, c);
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
		!y.node && t.getDom() && (S_(this, "_updatePosition"), this._tooltipContent.dispose(), Ck("itemTooltip", t));
	}, t.type = "tooltip", t;
}(s_);
function kA(e, t, n) {
	var r = t.ecModel, i;
	n ? (i = new Pf(n, r, r), i = new Pf(t.option, i, r)) : i = t;
	for (var a = e.length - 1; a >= 0; a--) {
		var o = e[a];
		o && (o instanceof Pf && (o = o.get("tooltip", !0)), H(o) && (o = { formatter: o }), o && (i = new Pf(o, i, r)));
	}
	return i;
}
function AA(e, t) {
	return e.dispatchAction || z(t.dispatchAction, t);
}
function jA(e, t, n, r, i, a, o) {
	var s = n.getSize(), c = s[0], l = s[1];
	return a != null && (e + c + a + 2 > r ? e -= c + a : e += a), o != null && (t + l + o > i ? t -= l + o : t += o), [e, t];
}
function MA(e, t, n, r, i) {
	var a = n.getSize(), o = a[0], s = a[1];
	return e = Math.min(e + o, r) - o, t = Math.min(t + s, i) - s, e = Math.max(e, 0), t = Math.max(t, 0), [e, t];
}
function NA(e, t, n, r) {
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
function PA(e) {
	return e === "center" || e === "middle";
}
function FA(e, t, n) {
	var r = mo(e).queryOptionMap, i = r.keys()[0];
	if (i && i !== "series") {
		var a = _o(t, i, r.get(i), {
			useDefault: !1,
			enableAll: !1,
			enableNone: !1
		}).models[0];
		if (a) {
			var o = n.getViewOfComponentModel(a), s;
			if (o.group.traverse(function(t) {
				var n = Y(t).tooltipConfig;
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
function IA(e) {
	lC(Rk), e.registerComponentModel(aA), e.registerComponentView(OA), e.registerAction({
		type: "showTip",
		event: "showTip",
		update: "tooltip:manuallyShowTip"
	}, Ue), e.registerAction({
		type: "hideTip",
		event: "hideTip",
		update: "tooltip:manuallyHideTip"
	}, Ue);
}
// node_modules/echarts/lib/visual/visualSolution.js
var LA = L;
function RA(e) {
	if (e) {
		for (var t in e) if (e.hasOwnProperty(t)) return !0;
	}
}
function zA(e, t, n) {
	var r = {};
	return LA(t, function(t) {
		var a = r[t] = i();
		LA(e[t], function(e, r) {
			if (jE.isValidType(r)) {
				var i = {
					type: r,
					visual: e
				};
				n && n(i, t), a[r] = new jE(i), r === "opacity" && (i = M(i), i.type = "colorAlpha", a.__hidden.__alphaForOpacity = new jE(i));
			}
		});
	}), r;
	function i() {
		var e = function() {};
		return e.prototype.__hidden = e.prototype, new e();
	}
}
function BA(e, t, n) {
	var r;
	L(n, function(e) {
		t.hasOwnProperty(e) && RA(t[e]) && (r = !0);
	}), r && L(n, function(n) {
		t.hasOwnProperty(n) && RA(t[n]) ? e[n] = M(t[n]) : delete e[n];
	});
}
function VA(e, t, n, r) {
	var i = {};
	return L(e, function(e) {
		i[e] = jE.prepareVisualTypes(t[e]);
	}), { progress: function(e, a) {
		var o;
		r != null && (o = a.getDimensionIndex(r));
		function s(e) {
			return sv(a, l, e);
		}
		function c(e, t) {
			lv(a, l, e, t);
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
function HA(e, t) {
	if (!e) return !1;
	for (var n = B(e) ? e : [e], r = 0; r < n.length; r++) if (n[r] && n[r][t]) return !0;
	return !1;
}
// node_modules/echarts/lib/component/marker/MarkerModel.js
function UA(e) {
	Wa(e, "label", ["show"]);
}
var WA = uo(), GA = function(e) {
	_(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.createdBySelf = !1, n;
	}
	return t.prototype.init = function(e, t, n) {
		this.mergeDefaultAndTheme(e, n), this._mergeOption(e, n, !1, !0);
	}, t.prototype.isAnimationEnabled = function() {
		if (y.node) return !1;
		var e = this.__hostSeries;
		return this.getShallow("animation") && e && e.isAnimationEnabled();
	}, t.prototype.mergeOption = function(e, t) {
		this._mergeOption(e, t, !1, !1);
	}, t.prototype._mergeOption = function(e, t, n, r) {
		var i = this.mainType;
		n || t.eachSeries(function(e) {
			var n = e.get(this.mainType, !0), a = WA(e)[i];
			!n || !n.data ? WA(e)[i] = null : (a ? a._mergeOption(n, t, !0) : (r && UA(n), L(n.data, function(e) {
				e instanceof Array ? (UA(e[0]), UA(e[1])) : UA(e);
			}), a = this.createMarkerModelFromSeries(n, this, t), P(a, {
				mainType: this.mainType,
				seriesIndex: e.seriesIndex,
				name: e.name,
				createdBySelf: !0
			}), a.__hostSeries = e), WA(e)[i] = a);
		}, this);
	}, t.prototype.formatTooltip = function(e, t, n) {
		var r = this.getData(), i = this.getRawValue(e), a = r.getName(e);
		return Mg("section", {
			header: this.name,
			blocks: [Mg("nameValue", {
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
		var n = qh.prototype.getDataParams.call(this, e, t), r = this.__hostSeries;
		return r && (n.seriesId = r.id, n.seriesName = r.name, n.seriesType = r.subType), n;
	}, t.getMarkerModelFromSeries = function(e, t) {
		return WA(e)[t];
	}, t.type = "marker", t.dependencies = [
		"series",
		"grid",
		"polar",
		"geo"
	], t;
}(Zp);
fe(GA, qh.prototype);
// node_modules/echarts/lib/component/marker/markerHelper.js
function KA(e) {
	return !(isNaN(parseFloat(e.x)) && isNaN(parseFloat(e.y)));
}
function qA(e) {
	return !isNaN(parseFloat(e.x)) && !isNaN(parseFloat(e.y));
}
function JA(e, t, n, r, i, a) {
	var o = [], s = Fx(t, r) ? t.getCalculationInfo("stackResultDimension") : r, c = nj(t, s, e), l = t.indicesOfNearest(s, c)[0];
	o[i] = t.get(n, l), o[a] = t.get(s, l);
	var u = t.get(r, l), d = Sa(t.get(r, l));
	return d = Math.min(d, 20), d >= 0 && (o[a] = +o[a].toFixed(d)), [o, u];
}
var YA = {
	min: ve(JA, "min"),
	max: ve(JA, "max"),
	average: ve(JA, "average"),
	median: ve(JA, "median")
};
function XA(e, t) {
	if (t) {
		var n = e.getData(), r = e.coordinateSystem, i = r && r.dimensions;
		if (!qA(t) && !B(t.coord) && B(i)) {
			var a = ZA(t, n, r, e);
			if (t = M(t), t.type && YA[t.type] && a.baseAxis && a.valueAxis) {
				var o = I(i, a.baseAxis.dim), s = I(i, a.valueAxis.dim), c = YA[t.type](n, a.baseDataDim, a.valueDataDim, o, s);
				t.coord = c[0], t.value = c[1];
			} else t.coord = [t.xAxis == null ? t.radiusAxis : t.xAxis, t.yAxis == null ? t.angleAxis : t.yAxis];
		}
		if (t.coord == null || !B(i)) t.coord = [];
		else for (var l = t.coord, u = 0; u < 2; u++) YA[l[u]] && (l[u] = nj(n, n.mapDimension(i[u]), l[u]));
		return t;
	}
}
function ZA(e, t, n, r) {
	var i = {};
	return e.valueIndex != null || e.valueDim != null ? (i.valueDataDim = e.valueIndex == null ? e.valueDim : t.getDimension(e.valueIndex), i.valueAxis = n.getAxis(QA(r, i.valueDataDim)), i.baseAxis = n.getOtherAxis(i.valueAxis), i.baseDataDim = t.mapDimension(i.baseAxis.dim)) : (i.baseAxis = r.getBaseAxis(), i.valueAxis = n.getOtherAxis(i.baseAxis), i.baseDataDim = t.mapDimension(i.baseAxis.dim), i.valueDataDim = t.mapDimension(i.valueAxis.dim)), i;
}
function QA(e, t) {
	var n = e.getData().getDimensionInfo(t);
	return n && n.coordDim;
}
function $A(e, t) {
	return e && e.containData && t.coord && !KA(t) ? e.containData(t.coord) : !0;
}
function ej(e, t, n) {
	return e && e.containZone && t.coord && n.coord && !KA(t) && !KA(n) ? e.containZone(t.coord, n.coord) : !0;
}
function tj(e, t) {
	return e ? function(e, n, r, i) {
		return Qh(i < 2 ? e.coord && e.coord[i] : e.value, t[i]);
	} : function(e, n, r, i) {
		return Qh(e.value, t[i]);
	};
}
function nj(e, t, n) {
	if (n === "average") {
		var r = 0, i = 0;
		return e.each(t, function(e, t) {
			isNaN(e) || (r += e, i++);
		}), r / i;
	}
	return n === "median" ? e.getMedian(t) : e.getDataExtent(t)[+(n === "max")];
}
// node_modules/echarts/lib/component/marker/MarkerView.js
var rj = uo(), ij = function(e) {
	_(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.init = function() {
		this.markerGroupMap = G();
	}, t.prototype.render = function(e, t, n) {
		var r = this, i = this.markerGroupMap;
		i.each(function(e) {
			rj(e).keep = !1;
		}), t.eachSeries(function(e) {
			var i = GA.getMarkerModelFromSeries(e, r.type);
			i && r.renderSeries(e, i, t, n);
		}), i.each(function(e) {
			!rj(e).keep && r.group.remove(e.group);
		});
	}, t.prototype.markKeep = function(e) {
		rj(e).keep = !0;
	}, t.prototype.toggleBlurSeries = function(e, t) {
		var n = this;
		L(e, function(e) {
			var r = GA.getMarkerModelFromSeries(e, n.type);
			r && r.getData().eachItemGraphicEl(function(e) {
				e && (t ? Dl(e) : Ol(e));
			});
		});
	}, t.type = "marker", t;
}(s_), aj = function(e) {
	_(t, e);
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
}(GA), oj = uo(), sj = function(e, t, n, r) {
	var i = e.getData(), a;
	if (B(r)) a = r;
	else {
		var o = r.type;
		if (o === "min" || o === "max" || o === "average" || o === "median" || r.xAxis != null || r.yAxis != null) {
			var s = void 0, c = void 0;
			if (r.yAxis != null || r.xAxis != null) s = t.getAxis(r.yAxis == null ? "x" : "y"), c = De(r.yAxis, r.xAxis);
			else {
				var l = ZA(r, i, t, e);
				s = l.valueAxis, c = nj(i, Ix(i, l.valueDataDim), o);
			}
			var u = s.dim === "x" ? 0 : 1, d = 1 - u, f = M(r), p = { coord: [] };
			f.type = null, f.coord = [], f.coord[d] = -Infinity, p.coord[d] = Infinity;
			var m = n.get("precision");
			m >= 0 && be(c) && (c = +c.toFixed(Math.min(m, 20))), f.coord[u] = p.coord[u] = c, a = [
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
		XA(e, a[0]),
		XA(e, a[1]),
		P({}, a[2])
	];
	return h[2].type = h[2].type || null, N(h[2], h[0]), N(h[2], h[1]), h;
};
function cj(e) {
	return !isNaN(e) && !isFinite(e);
}
function lj(e, t, n, r) {
	var i = 1 - e, a = r.dimensions[e];
	return cj(t[i]) && cj(n[i]) && t[e] === n[e] && r.getAxis(a).containData(t[e]);
}
function uj(e, t) {
	if (e.type === "cartesian2d") {
		var n = t[0].coord, r = t[1].coord;
		if (n && r && (lj(1, n, r, e) || lj(0, n, r, e))) return !0;
	}
	return $A(e, t[0]) && $A(e, t[1]);
}
function dj(e, t, n, r, i) {
	var a = r.coordinateSystem, o = e.getItemModel(t), s, c = ya(o.get("x"), i.getWidth()), l = ya(o.get("y"), i.getHeight());
	if (!isNaN(c) && !isNaN(l)) s = [c, l];
	else {
		if (r.getMarkerPosition) s = r.getMarkerPosition(e.getValues(e.dimensions, t));
		else {
			var u = a.dimensions, d = e.get(u[0], t), f = e.get(u[1], t);
			s = a.dataToPoint([d, f]);
		}
		if (rw(a, "cartesian2d")) {
			var p = a.getAxis("x"), m = a.getAxis("y"), u = a.dimensions;
			cj(e.get(u[0], t)) ? s[0] = p.toGlobalCoord(p.getExtent()[+!n]) : cj(e.get(u[1], t)) && (s[1] = m.toGlobalCoord(m.getExtent()[+!n]));
		}
		isNaN(c) || (s[0] = c), isNaN(l) || (s[1] = l);
	}
	e.setItemLayout(t, s);
}
var fj = function(e) {
	_(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.updateTransform = function(e, t, n) {
		t.eachSeries(function(e) {
			var t = GA.getMarkerModelFromSeries(e, "markLine");
			if (t) {
				var r = t.getData(), i = oj(t).from, a = oj(t).to;
				i.each(function(t) {
					dj(i, t, !0, e, n), dj(a, t, !1, e, n);
				}), r.each(function(e) {
					r.setItemLayout(e, [i.getItemLayout(e), a.getItemLayout(e)]);
				}), this.markerGroupMap.get(e.id).updateLayout();
			}
		}, this);
	}, t.prototype.renderSeries = function(e, t, n, r) {
		var i = e.coordinateSystem, a = e.id, o = e.getData(), s = this.markerGroupMap, c = s.get(a) || s.set(a, new rD());
		this.group.add(c.group);
		var l = pj(i, e, t), u = l.from, d = l.to, f = l.line;
		oj(t).from = u, oj(t).to = d, t.setData(f);
		var p = t.get("symbol"), m = t.get("symbolSize"), h = t.get("symbolRotate"), g = t.get("symbolOffset");
		B(p) || (p = [p, p]), B(m) || (m = [m, m]), B(h) || (h = [h, h]), B(g) || (g = [g, g]), l.from.each(function(e) {
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
			Y(e).dataModel = t, e.traverse(function(e) {
				Y(e).dataModel = t;
			});
		});
		function _(t, n, i) {
			var a = t.getItemModel(n);
			dj(t, n, i, e, r);
			var s = a.getModel("itemStyle").getItemStyle();
			s.fill ?? (s.fill = cv(o, "color")), t.setItemVisual(n, {
				symbolKeepAspect: a.get("symbolKeepAspect"),
				symbolOffset: W(a.get("symbolOffset", !0), g[+!i]),
				symbolRotate: W(a.get("symbolRotate", !0), h[+!i]),
				symbolSize: W(a.get("symbolSize"), m[+!i]),
				symbol: W(a.get("symbol", !0), p[+!i]),
				style: s
			});
		}
		this.markKeep(c), c.group.silent = t.get("silent") || e.get("silent");
	}, t.type = "markLine", t;
}(ij);
function pj(e, t, n) {
	var r = e ? R(e && e.dimensions, function(e) {
		return P(P({}, t.getData().getDimensionInfo(t.getData().mapDimension(e)) || {}), {
			name: e,
			ordinalMeta: null
		});
	}) : [{
		name: "value",
		type: "float"
	}], i = new Cx(r, n), a = new Cx(r, n), o = new Cx([], n), s = R(n.get("data"), ve(sj, t, e, n));
	e && (s = he(s, ve(uj, e)));
	var c = tj(!!e, r);
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
// node_modules/echarts/lib/component/marker/installMarkLine.js
function mj(e) {
	e.registerComponentModel(aj), e.registerComponentView(fj), e.registerPreprocessor(function(e) {
		HA(e.series, "markLine") && (e.markLine = e.markLine || {});
	});
}
// node_modules/echarts/lib/component/marker/MarkAreaModel.js
var hj = function(e) {
	_(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.createMarkerModelFromSeries = function(e, n, r) {
		return new t(e, n, r);
	}, t.type = "markArea", t.defaultOption = {
		z: 1,
		tooltip: { trigger: "item" },
		animation: !1,
		label: {
			show: !0,
			position: "top"
		},
		itemStyle: { borderWidth: 0 },
		emphasis: { label: {
			show: !0,
			position: "top"
		} }
	}, t;
}(GA), gj = uo(), _j = function(e, t, n, r) {
	var i = r[0], a = r[1];
	if (i && a) {
		var o = XA(e, i), s = XA(e, a), c = o.coord, l = s.coord;
		c[0] = De(c[0], -Infinity), c[1] = De(c[1], -Infinity), l[0] = De(l[0], Infinity), l[1] = De(l[1], Infinity);
		var u = ue([
			{},
			o,
			s
		]);
		return u.coord = [o.coord, s.coord], u.x0 = o.x, u.y0 = o.y, u.x1 = s.x, u.y1 = s.y, u;
	}
};
function vj(e) {
	return !isNaN(e) && !isFinite(e);
}
function yj(e, t, n, r) {
	var i = 1 - e;
	return vj(t[i]) && vj(n[i]);
}
function bj(e, t) {
	var n = t.coord[0], r = t.coord[1], i = {
		coord: n,
		x: t.x0,
		y: t.y0
	}, a = {
		coord: r,
		x: t.x1,
		y: t.y1
	};
	return rw(e, "cartesian2d") ? n && r && (yj(1, n, r, e) || yj(0, n, r, e)) ? !0 : ej(e, i, a) : $A(e, i) || $A(e, a);
}
function xj(e, t, n, r, i) {
	var a = r.coordinateSystem, o = e.getItemModel(t), s, c = ya(o.get(n[0]), i.getWidth()), l = ya(o.get(n[1]), i.getHeight());
	if (!isNaN(c) && !isNaN(l)) s = [c, l];
	else {
		if (r.getMarkerPosition) {
			var u = e.getValues(["x0", "y0"], t), d = e.getValues(["x1", "y1"], t), f = a.clampData(u), p = a.clampData(d), m = [];
			m[0] = n[0] === "x0" ? f[0] > p[0] ? d[0] : u[0] : f[0] > p[0] ? u[0] : d[0], m[1] = n[1] === "y0" ? f[1] > p[1] ? d[1] : u[1] : f[1] > p[1] ? u[1] : d[1], s = r.getMarkerPosition(m, n, !0);
		} else {
			var h = e.get(n[0], t), g = e.get(n[1], t), _ = [h, g];
			a.clampData && a.clampData(_, _), s = a.dataToPoint(_, !0);
		}
		if (rw(a, "cartesian2d")) {
			var v = a.getAxis("x"), y = a.getAxis("y"), h = e.get(n[0], t), g = e.get(n[1], t);
			vj(h) ? s[0] = v.toGlobalCoord(v.getExtent()[n[0] === "x0" ? 0 : 1]) : vj(g) && (s[1] = y.toGlobalCoord(y.getExtent()[n[1] === "y0" ? 0 : 1]));
		}
		isNaN(c) || (s[0] = c), isNaN(l) || (s[1] = l);
	}
	return s;
}
var Sj = [
	["x0", "y0"],
	["x1", "y0"],
	["x1", "y1"],
	["x0", "y1"]
], Cj = function(e) {
	_(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.updateTransform = function(e, t, n) {
		t.eachSeries(function(e) {
			var t = GA.getMarkerModelFromSeries(e, "markArea");
			if (t) {
				var r = t.getData();
				r.each(function(t) {
					var i = R(Sj, function(i) {
						return xj(r, t, i, e, n);
					});
					r.setItemLayout(t, i), r.getItemGraphicEl(t).setShape("points", i);
				});
			}
		}, this);
	}, t.prototype.renderSeries = function(e, t, n, r) {
		var i = e.coordinateSystem, a = e.id, o = e.getData(), s = this.markerGroupMap, c = s.get(a) || s.set(a, { group: new sa() });
		this.group.add(c.group), this.markKeep(c);
		var l = wj(i, e, t);
		t.setData(l), l.each(function(t) {
			var n = R(Sj, function(n) {
				return xj(l, t, n, e, r);
			}), a = i.getAxis("x").scale, s = i.getAxis("y").scale, c = a.getExtent(), u = s.getExtent(), d = [a.parse(l.get("x0", t)), a.parse(l.get("x1", t))], f = [s.parse(l.get("y0", t)), s.parse(l.get("y1", t))];
			xa(d), xa(f);
			var p = c[0] > d[1] || c[1] < d[0] || u[0] > f[1] || u[1] < f[0];
			l.setItemLayout(t, {
				points: n,
				allClipped: p
			});
			var m = l.getItemModel(t).getModel("itemStyle").getItemStyle(), h = cv(o, "color");
			m.fill || (m.fill = h, H(m.fill) && (m.fill = Er(m.fill, .4))), m.stroke || (m.stroke = h), l.setItemVisual(t, "style", m);
		}), l.diff(gj(c).data).add(function(e) {
			var t = l.getItemLayout(e);
			if (!t.allClipped) {
				var n = new Yu({ shape: { points: t.points } });
				l.setItemGraphicEl(e, n), c.group.add(n);
			}
		}).update(function(e, n) {
			var r = gj(c).data.getItemGraphicEl(n), i = l.getItemLayout(e);
			i.allClipped ? r && c.group.remove(r) : (r ? xd(r, { shape: { points: i.points } }, t, e) : r = new Yu({ shape: { points: i.points } }), l.setItemGraphicEl(e, r), c.group.add(r));
		}).remove(function(e) {
			var t = gj(c).data.getItemGraphicEl(e);
			c.group.remove(t);
		}).execute(), l.eachItemGraphicEl(function(e, n) {
			var r = l.getItemModel(n), i = l.getItemVisual(n, "style");
			e.useStyle(l.getItemVisual(n, "style")), df(e, ff(r), {
				labelFetcher: t,
				labelDataIndex: n,
				defaultText: l.getName(n) || "",
				inheritColor: H(i.fill) ? Er(i.fill, 1) : "#000"
			}), Jl(e, r), Wl(e, null, null, r.get(["emphasis", "disabled"])), Y(e).dataModel = t;
		}), gj(c).data = l, c.group.silent = t.get("silent") || e.get("silent");
	}, t.type = "markArea", t;
}(ij);
function wj(e, t, n) {
	var r, i, a = [
		"x0",
		"y0",
		"x1",
		"y1"
	];
	if (e) {
		var o = R(e && e.dimensions, function(e) {
			var n = t.getData();
			return P(P({}, n.getDimensionInfo(n.mapDimension(e)) || {}), {
				name: e,
				ordinalMeta: null
			});
		});
		i = R(a, function(e, t) {
			return {
				name: e,
				type: o[t % 2].type
			};
		}), r = new Cx(i, n);
	} else i = [{
		name: "value",
		type: "float"
	}], r = new Cx(i, n);
	var s = R(n.get("data"), ve(_j, t, e, n));
	e && (s = he(s, ve(bj, e)));
	var c = e ? function(e, t, n, r) {
		var a = e.coord[Math.floor(r / 2)][r % 2];
		return Qh(a, i[r]);
	} : function(e, t, n, r) {
		return Qh(e.value, i[r]);
	};
	return r.initData(s, null, c), r.hasItemOption = !0, r;
}
// node_modules/echarts/lib/component/marker/installMarkArea.js
function Tj(e) {
	e.registerComponentModel(hj), e.registerComponentView(Cj), e.registerPreprocessor(function(e) {
		HA(e.series, "markArea") && (e.markArea = e.markArea || {});
	});
}
// node_modules/echarts/lib/component/legend/LegendModel.js
var Ej = function(e, t) {
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
}, Dj = function(e) {
	_(t, e);
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
		t === !0 && (t = e.selector = ["all", "inverse"]), B(t) && L(t, function(e, r) {
			H(e) && (e = { type: e }), t[r] = N(e, Ej(n, e.type));
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
			a && io(r) && t.push(r.name);
		}), this._availableNames = n;
		var r = this.get("data") || t, i = G(), a = R(r, function(e) {
			return (H(e) || be(e)) && (e = { name: e }), i.get(e.name) ? null : (i.set(e.name, !0), new Pf(e, this, this.ecModel));
		}, this);
		this._data = he(a, function(e) {
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
}(Zp), Oj = ve, kj = L, Aj = sa, jj = function(e) {
	_(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.newlineDisabled = !1, n;
	}
	return t.prototype.init = function() {
		this.group.add(this._contentGroup = new Aj()), this.group.add(this._selectorGroup = new Aj()), this._isFirstRender = !0;
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
			}, u = e.get("padding"), d = Wp(c, l, u), f = this.layoutInner(e, i, d, r, o, s), p = Wp(F({
				width: f.width,
				height: f.height
			}, c), l, u);
			this.group.x = p.x - f.x, this.group.y = p.y - f.y, this.group.markRedraw(), this.group.add(this._backgroundEl = iA(f, e));
		}
	}, t.prototype.resetInner = function() {
		this.getContentGroup().removeAll(), this._backgroundEl && this.group.remove(this._backgroundEl), this.getSelectorGroup().removeAll();
	}, t.prototype.renderInner = function(e, t, n, r, i, a, o) {
		var s = this.getContentGroup(), c = G(), l = t.get("selectedMode"), u = [];
		n.eachRawSeries(function(e) {
			!e.get("legendHoverLink") && u.push(e.id);
		}), kj(t.getData(), function(i, a) {
			var o = i.get("name");
			if (!this.newlineDisabled && (o === "" || o === "\n")) {
				var d = new Aj();
				d.newline = !0, s.add(d);
			} else {
				var f = n.getSeriesByName(o)[0];
				if (!c.get(o)) {
					if (f) {
						var p = f.getData(), m = p.getVisual("legendLineStyle") || {}, h = p.getVisual("legendIcon"), g = p.getVisual("style"), _ = this._createItem(f, o, a, i, t, e, m, g, h, l, r);
						_.on("click", Oj(Pj, o, null, r, u)).on("mouseover", Oj(Ij, f.name, null, r, u)).on("mouseout", Oj(Lj, f.name, null, r, u)), n.ssr && _.eachChild(function(e) {
							var t = Y(e);
							t.seriesIndex = f.seriesIndex, t.dataIndex = a, t.ssrType = "legend";
						}), c.set(o, !0);
					} else n.eachRawSeries(function(s) {
						if (!c.get(o) && s.legendVisualProvider) {
							var d = s.legendVisualProvider;
							if (!d.containName(o)) return;
							var f = d.indexOfName(o), p = d.getItemVisual(f, "style"), m = d.getItemVisual(f, "legendIcon"), h = yr(p.fill);
							h && h[3] === 0 && (h[3] = .2, p = P(P({}, p), { fill: Dr(h, "rgba") }));
							var g = this._createItem(s, o, a, i, t, e, {}, p, m, l, r);
							g.on("click", Oj(Pj, null, o, r, u)).on("mouseover", Oj(Ij, null, o, r, u)).on("mouseout", Oj(Lj, null, o, r, u)), n.ssr && g.eachChild(function(e) {
								var t = Y(e);
								t.seriesIndex = s.seriesIndex, t.dataIndex = a, t.ssrType = "legend";
							}), c.set(o, !0);
						}
					}, this);
				}
			}
		}, this), i && this._createSelector(i, t, r, a, o);
	}, t.prototype._createSelector = function(e, t, n, r, i) {
		var a = this.getSelectorGroup();
		kj(e, function(e) {
			var r = e.type, i = new Pc({
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
			a.add(i), df(i, {
				normal: t.getModel("selectorLabel"),
				emphasis: t.getModel(["emphasis", "selectorLabel"])
			}, { defaultText: e.title }), Hl(i);
		});
	}, t.prototype._createItem = function(e, t, n, r, i, a, o, s, c, l, u) {
		var d = e.visualDrawType, f = i.get("itemWidth"), p = i.get("itemHeight"), m = i.isSelected(t), h = r.get("symbolRotate"), g = r.get("symbolKeepAspect"), _ = r.get("icon");
		c = _ || c || "roundRect";
		var v = Mj(c, r, o, s, d, m, u), y = new Aj(), b = r.getModel("textStyle");
		if (V(e.getLegendIcon) && (!_ || _ === "inherit")) y.add(e.getLegendIcon({
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
			y.add(Nj({
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
		H(w) && w ? T = w.replace("{name}", t ?? "") : V(w) && (T = w(t));
		var E = m ? b.getTextColor() : r.get("inactiveColor");
		y.add(new Pc({ style: pf(b, {
			text: T,
			x: S,
			y: p / 2,
			fill: E,
			align: C,
			verticalAlign: "middle"
		}, { inheritColor: E }) }));
		var D = new Ac({
			shape: y.getBoundingRect(),
			style: { fill: "transparent" }
		}), O = r.getModel("tooltip");
		return O.get("show") && af({
			el: D,
			componentModel: i,
			itemName: t,
			itemTooltipOption: O.option
		}), y.add(D), y.eachChild(function(e) {
			e.silent = !0;
		}), D.silent = !l, this.getContentGroup().add(y), Hl(y), y.__legendDataIndex = n, y;
	}, t.prototype.layoutInner = function(e, t, n, r, i, a) {
		var o = this.getContentGroup(), s = this.getSelectorGroup();
		Up(e.get("orient"), o, e.get("itemGap"), n.width, n.height);
		var c = o.getBoundingRect(), l = [-c.x, -c.y];
		if (s.markRedraw(), o.markRedraw(), i) {
			Up("horizontal", s, e.get("selectorItemGap", !0));
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
}(s_);
function Mj(e, t, n, r, i, a, o) {
	function s(e, t) {
		e.lineWidth === "auto" && (e.lineWidth = t.lineWidth > 0 ? 2 : 0), kj(e, function(n, r) {
			e[r] === "inherit" && (e[r] = t[r]);
		});
	}
	var c = t.getModel("itemStyle"), l = c.getItemStyle(), u = e.lastIndexOf("empty", 0) === 0 ? "fill" : "stroke", d = c.getShallow("decal");
	l.decal = !d || d === "inherit" ? r.decal : dy(d, o), l.fill === "inherit" && (l.fill = r[i]), l.stroke === "inherit" && (l.stroke = r[u]), l.opacity === "inherit" && (l.opacity = (i === "fill" ? r : n).opacity), s(l, r);
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
function Nj(e) {
	var t = e.icon || "roundRect", n = Sv(t, 0, 0, e.itemWidth, e.itemHeight, e.itemStyle.fill, e.symbolKeepAspect);
	return n.setStyle(e.itemStyle), n.rotation = (e.iconRotate || 0) * Math.PI / 180, n.setOrigin([e.itemWidth / 2, e.itemHeight / 2]), t.indexOf("empty") > -1 && (n.style.stroke = n.style.fill, n.style.fill = "#fff", n.style.lineWidth = 2), n;
}
function Pj(e, t, n, r) {
	Lj(e, t, n, r), n.dispatchAction({
		type: "legendToggleSelect",
		name: e ?? t
	}), Ij(e, t, n, r);
}
function Fj(e) {
	for (var t = e.getZr().storage.getDisplayList(), n, r = 0, i = t.length; r < i && !(n = t[r].states.emphasis);) r++;
	return n && n.hoverLayer;
}
function Ij(e, t, n, r) {
	Fj(n) || n.dispatchAction({
		type: "highlight",
		seriesName: e,
		name: t,
		excludeSeriesId: r
	});
}
function Lj(e, t, n, r) {
	Fj(n) || n.dispatchAction({
		type: "downplay",
		seriesName: e,
		name: t,
		excludeSeriesId: r
	});
}
// node_modules/echarts/lib/component/legend/legendFilter.js
function Rj(e) {
	var t = e.findComponents({ mainType: "legend" });
	t && t.length && e.filterSeries(function(e) {
		for (var n = 0; n < t.length; n++) if (!t[n].isSelected(e.name)) return !1;
		return !0;
	});
}
// node_modules/echarts/lib/component/legend/legendAction.js
function zj(e, t, n) {
	var r = e === "allSelect" || e === "inverseSelect", i = {}, a = [];
	n.eachComponent({
		mainType: "legend",
		query: t
	}, function(n) {
		r ? n[e]() : n[e](t.name), Bj(n, i), a.push(n.componentIndex);
	});
	var o = {};
	return n.eachComponent("legend", function(e) {
		L(i, function(t, n) {
			e[t ? "select" : "unSelect"](n);
		}), Bj(e, o);
	}), r ? {
		selected: o,
		legendIndex: a
	} : {
		name: t.name,
		selected: o
	};
}
function Bj(e, t) {
	var n = t || {};
	return L(e.getData(), function(t) {
		var r = t.get("name");
		if (r !== "\n" && r !== "") {
			var i = e.isSelected(r);
			n[r] = K(n, r) ? n[r] && i : i;
		}
	}), n;
}
function Vj(e) {
	e.registerAction("legendToggleSelect", "legendselectchanged", ve(zj, "toggleSelected")), e.registerAction("legendAllSelect", "legendselectall", ve(zj, "allSelect")), e.registerAction("legendInverseSelect", "legendinverseselect", ve(zj, "inverseSelect")), e.registerAction("legendSelect", "legendselected", ve(zj, "select")), e.registerAction("legendUnSelect", "legendunselected", ve(zj, "unSelect"));
}
// node_modules/echarts/lib/component/legend/installLegendPlain.js
function Hj(e) {
	e.registerComponentModel(Dj), e.registerComponentView(jj), e.registerProcessor(e.PRIORITY.PROCESSOR.SERIES_FILTER, Rj), e.registerSubTypeDefaulter("legend", function() {
		return "plain";
	}), Vj(e);
}
// node_modules/echarts/lib/component/legend/ScrollableLegendModel.js
var Uj = function(e) {
	_(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.setScrollDataIndex = function(e) {
		this.option.scrollDataIndex = e;
	}, t.prototype.init = function(t, n, r) {
		var i = Jp(t);
		e.prototype.init.call(this, t, n, r), Wj(this, t, i);
	}, t.prototype.mergeOption = function(t, n) {
		e.prototype.mergeOption.call(this, t, n), Wj(this, this.option, t);
	}, t.type = "legend.scroll", t.defaultOption = zf(Dj.defaultOption, {
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
}(Dj);
function Wj(e, t, n) {
	var r = e.getOrient(), i = [1, 1];
	i[r.index] = 0, qp(t, n, {
		type: "box",
		ignoreSize: !!i
	});
}
// node_modules/echarts/lib/component/legend/ScrollableLegendView.js
var Gj = sa, Kj = ["width", "height"], qj = ["x", "y"], Jj = function(e) {
	_(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.newlineDisabled = !0, n._currentIndex = 0, n;
	}
	return t.prototype.init = function() {
		e.prototype.init.call(this), this.group.add(this._containerGroup = new Gj()), this._containerGroup.add(this.getContentGroup()), this.group.add(this._controllerGroup = new Gj());
	}, t.prototype.resetInner = function() {
		e.prototype.resetInner.call(this), this._controllerGroup.removeAll(), this._containerGroup.removeClipPath(), this._containerGroup.__rectSize = null;
	}, t.prototype.renderInner = function(t, n, r, i, a, o, s) {
		var c = this;
		e.prototype.renderInner.call(this, t, n, r, i, a, o, s);
		var l = this._controllerGroup, u = n.get("pageIconSize", !0), d = B(u) ? u : [u, u];
		p("pagePrev", 0);
		var f = n.getModel("pageTextStyle");
		l.add(new Pc({
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
			var r = e + "DataIndex", a = $d(n.get("pageIcons", !0)[n.getOrient().name][t], { onclick: z(c._pageGo, c, r, n, i) }, {
				x: -d[0] / 2,
				y: -d[1] / 2,
				width: d[0],
				height: d[1]
			});
			a.name = e, l.add(a);
		}
	}, t.prototype.layoutInner = function(e, t, n, r, i, a) {
		var o = this.getSelectorGroup(), s = e.getOrient().index, c = Kj[s], l = qj[s], u = Kj[1 - s], d = qj[1 - s];
		i && Up("horizontal", o, e.get("selectorItemGap", !0));
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
		Up(e.get("orient"), c, e.get("itemGap"), r ? n.width : null, r ? null : n.height), Up("horizontal", u, e.get("pageButtonItemGap", !0));
		var d = c.getBoundingRect(), f = u.getBoundingRect(), p = this._showController = d[i] > n[i], m = [-d.x, -d.y];
		t || (m[r] = c[s]);
		var h = [0, 0], g = [-f.x, -f.y], _ = W(e.get("pageButtonGap", !0), e.get("itemGap", !0));
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
			y[i] = Math.max(n[i] - f[i] - _, 0), y[a] = v[a], l.setClipPath(new Ac({ shape: y })), l.__rectSize = y[i];
		} else u.eachChild(function(e) {
			e.attr({
				invisible: !0,
				silent: !0
			});
		});
		var b = this._getPageInfo(e);
		return b.pageIndex != null && xd(c, {
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
		r && i && r.setStyle("text", H(i) ? i.replace("{current}", o == null ? "" : o + "").replace("{total}", s == null ? "" : s + "") : i({
			current: o,
			total: s
		}));
	}, t.prototype._getPageInfo = function(e) {
		var t = e.get("scrollDataIndex", !0), n = this.getContentGroup(), r = this._containerGroup.__rectSize, i = e.getOrient().index, a = Kj[i], o = qj[i], s = this._findTargetItemIndex(t), c = n.children(), l = c[s], u = c.length, d = +!!u, f = {
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
}(jj);
// node_modules/echarts/lib/component/legend/scrollableLegendAction.js
function Yj(e) {
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
function Xj(e) {
	lC(Hj), e.registerComponentModel(Uj), e.registerComponentView(Jj), Yj(e);
}
// node_modules/echarts/lib/component/legend/install.js
function Zj(e) {
	lC(Hj), lC(Xj);
}
// node_modules/echarts/lib/component/dataZoom/InsideZoomModel.js
var Qj = function(e) {
	_(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.type = "dataZoom.inside", t.defaultOption = zf(qk.defaultOption, {
		disabled: !1,
		zoomLock: !1,
		zoomOnMouseWheel: !0,
		moveOnMouseMove: !0,
		moveOnMouseWheel: !1,
		preventDefaultMouseMove: !0
	}), t;
}(qk), $j = uo();
function eM(e, t, n) {
	$j(e).coordSysRecordMap.each(function(e) {
		var r = e.dataZoomInfoMap.get(t.uid);
		r && (r.getRange = n);
	});
}
function tM(e, t) {
	for (var n = $j(e).coordSysRecordMap, r = n.keys(), i = 0; i < r.length; i++) {
		var a = r[i], o = n.get(a), s = o.dataZoomInfoMap;
		if (s) {
			var c = t.uid;
			s.get(c) && (s.removeKey(c), s.keys().length || nM(n, o));
		}
	}
}
function nM(e, t) {
	if (t) {
		e.removeKey(t.model.uid);
		var n = t.controller;
		n && n.dispose();
	}
}
function rM(e, t) {
	var n = {
		model: t,
		containsPoint: ve(aM, t),
		dispatchAction: ve(iM, e),
		dataZoomInfoMap: null,
		controller: null
	}, r = n.controller = new wE(e.getZr());
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
function iM(e, t) {
	e.isDisposed() || e.dispatchAction({
		type: "dataZoom",
		animation: {
			easing: "cubicOut",
			duration: 100
		},
		batch: t
	});
}
function aM(e, t, n, r) {
	return e.coordinateSystem.containPoint([n, r]);
}
function oM(e) {
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
function sM(e) {
	e.registerProcessor(e.PRIORITY.PROCESSOR.FILTER, function(e, t) {
		var n = $j(t), r = n.coordSysRecordMap || (n.coordSysRecordMap = G());
		r.each(function(e) {
			e.dataZoomInfoMap = null;
		}), e.eachComponent({
			mainType: "dataZoom",
			subType: "inside"
		}, function(e) {
			L(Gk(e).infoList, function(n) {
				var i = n.model.uid, a = r.get(i) || r.set(i, rM(t, n.model));
				(a.dataZoomInfoMap || (a.dataZoomInfoMap = G())).set(e.uid, {
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
			if (!n) nM(r, e);
			else {
				var o = oM(i);
				t.enable(o.controlType, o.opt), t.setPointerChecker(e.containsPoint), x_(e, "dispatchAction", n.model.get("throttle", !0), "fixRate");
			}
		});
	});
}
// node_modules/echarts/lib/component/dataZoom/InsideZoomView.js
var cM = function(e) {
	_(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = "dataZoom.inside", t;
	}
	return t.prototype.render = function(t, n, r) {
		e.prototype.render.apply(this, arguments), t.noTarget() ? this._clear() : (this.range = t.getPercentRange(), eM(r, t, {
			pan: z(lM.pan, this),
			zoom: z(lM.zoom, this),
			scrollMove: z(lM.scrollMove, this)
		}));
	}, t.prototype.dispose = function() {
		this._clear(), e.prototype.dispose.apply(this, arguments);
	}, t.prototype._clear = function() {
		tM(this.api, this.dataZoomModel), this.range = null;
	}, t.type = "dataZoom.inside", t;
}(Yk), lM = {
	zoom: function(e, t, n, r) {
		var i = this.range, a = i.slice(), o = e.axisModels[0];
		if (o) {
			var s = dM[t](null, [r.originX, r.originY], o, n, e), c = (s.signal > 0 ? s.pixelStart + s.pixelLength - s.pixel : s.pixel - s.pixelStart) / s.pixelLength * (a[1] - a[0]) + a[0], l = Math.max(1 / r.scale, 0);
			a[0] = (a[0] - c) * l + c, a[1] = (a[1] - c) * l + c;
			var u = this.dataZoomModel.findRepresentativeAxisProxy().getMinMaxSpan();
			if (cD(0, a, [0, 100], 0, u.minSpan, u.maxSpan), this.range = a, i[0] !== a[0] || i[1] !== a[1]) return a;
		}
	},
	pan: uM(function(e, t, n, r, i, a) {
		var o = dM[r]([a.oldX, a.oldY], [a.newX, a.newY], t, i, n);
		return o.signal * (e[1] - e[0]) * o.pixel / o.pixelLength;
	}),
	scrollMove: uM(function(e, t, n, r, i, a) {
		return dM[r]([0, 0], [a.scrollDelta, a.scrollDelta], t, i, n).signal * (e[1] - e[0]) * a.scrollDelta;
	})
};
function uM(e) {
	return function(t, n, r, i) {
		var a = this.range, o = a.slice(), s = t.axisModels[0];
		if (s && (cD(e(o, s, t, n, r, i), o, [0, 100], "all"), this.range = o, a[0] !== o[0] || a[1] !== o[1])) return o;
	};
}
var dM = {
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
function fM(e) {
	rA(e), e.registerComponentModel(Qj), e.registerComponentView(cM), sM(e);
}
// node_modules/echarts/lib/component/dataZoom/SliderZoomModel.js
var pM = function(e) {
	_(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.type = "dataZoom.slider", t.layoutMode = "box", t.defaultOption = zf(qk.defaultOption, {
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
}(qk), mM = Ac, hM = 7, gM = 1, _M = 30, vM = 7, yM = "horizontal", bM = "vertical", xM = 5, SM = [
	"line",
	"bar",
	"candlestick",
	"scatter"
], CM = {
	easing: "cubicOut",
	duration: 100,
	delay: 0
}, wM = function(e) {
	_(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n._displayables = {}, n;
	}
	return t.prototype.init = function(e, t) {
		this.api = t, this._onBrush = z(this._onBrush, this), this._onBrushEnd = z(this._onBrushEnd, this);
	}, t.prototype.render = function(t, n, r, i) {
		e.prototype.render.apply(this, arguments), x_(this, "_dispatchZoomAction", t.get("throttle"), "fixRate"), this._orient = t.getOrient(), t.get("show") === !1 ? this.group.removeAll() : t.noTarget() ? (this._clear(), this.group.removeAll()) : (i && i.type === "dataZoom" && i.from === this.uid || this._buildView(), this._updateView());
	}, t.prototype.dispose = function() {
		this._clear(), e.prototype.dispose.apply(this, arguments);
	}, t.prototype._clear = function() {
		S_(this, "_dispatchZoomAction");
		var e = this.api.getZr();
		e.off("mousemove", this._onBrush), e.off("mouseup", this._onBrushEnd);
	}, t.prototype._buildView = function() {
		var e = this.group;
		e.removeAll(), this._brushing = !1, this._displayables.brushRect = null, this._resetLocation(), this._resetInterval();
		var t = this._displayables.sliderGroup = new sa();
		this._renderBackground(), this._renderHandle(), this._renderDataShadow(), e.add(t), this._positionGroup();
	}, t.prototype._resetLocation = function() {
		var e = this.dataZoomModel, t = this.api, n = e.get("brushSelect") ? vM : 0, r = this._findCoordRect(), i = {
			width: t.getWidth(),
			height: t.getHeight()
		}, a = this._orient === yM ? {
			right: i.width - r.x - r.width,
			top: i.height - _M - hM - n,
			width: r.width,
			height: _M
		} : {
			right: hM,
			top: r.y,
			width: _M,
			height: r.height
		}, o = Jp(e.option);
		L([
			"right",
			"top",
			"width",
			"height"
		], function(e) {
			o[e] === "ph" && (o[e] = a[e]);
		});
		var s = Wp(o, i);
		this._location = {
			x: s.x,
			y: s.y
		}, this._size = [s.width, s.height], this._orient === bM && this._size.reverse();
	}, t.prototype._positionGroup = function() {
		var e = this.group, t = this._location, n = this._orient, r = this.dataZoomModel.getFirstTargetAxisModel(), i = r && r.get("inverse"), a = this._displayables.sliderGroup, o = (this._dataShadowInfo || {}).otherAxisInverse;
		a.attr(n === yM && !i ? {
			scaleY: o ? 1 : -1,
			scaleX: 1
		} : n === yM && i ? {
			scaleY: o ? 1 : -1,
			scaleX: -1
		} : n === bM && !i ? {
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
		n.add(new mM({
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
		var i = new mM({
			shape: {
				x: 0,
				y: 0,
				width: t[0],
				height: t[1]
			},
			style: { fill: "transparent" },
			z2: 0,
			onclick: z(this._onClickPanel, this)
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
					var n = e == null || isNaN(e) || e === "", r = n ? 0 : va(e, l, d, !0);
					n && !v && t ? (p.push([p[p.length - 1][0], 0]), m.push([m[m.length - 1][0], 0])) : !n && v && (p.push([g, 0]), m.push([g, 0])), p.push([g, r]), m.push([g, r]), g += h, v = n;
				}
			}), s = this._shadowPolygonPts = p, c = this._shadowPolylinePts = m;
		}
		this._shadowData = i, this._shadowDim = o, this._shadowSize = [t[0], t[1]];
		var y = this.dataZoomModel;
		function b(e) {
			var t = y.getModel(e ? "selectedDataBackground" : "dataBackground"), n = new sa(), r = new Yu({
				shape: { points: s },
				segmentIgnoreThreshold: 1,
				style: t.getModel("areaStyle").getAreaStyle(),
				silent: !0,
				z2: -20
			}), i = new Zu({
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
					if (!n && !(t !== !0 && I(SM, e.get("type")) < 0)) {
						var o = r.getComponent(Uk(i), a).axis, s = TM(i), c, l = e.coordinateSystem;
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
		var e = this.group, t = this._displayables, n = t.handles = [null, null], r = t.handleLabels = [null, null], i = this._displayables.sliderGroup, a = this._size, o = this.dataZoomModel, s = this.api, c = o.get("borderRadius") || 0, l = o.get("brushSelect"), u = t.filler = new mM({
			silent: l,
			style: { fill: o.get("fillerColor") },
			textConfig: { position: "inside" }
		});
		i.add(u), i.add(new mM({
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
				lineWidth: gM,
				fill: "rgba(0,0,0,0)"
			}
		})), L([0, 1], function(t) {
			var a = o.get("handleIcon");
			!yv[a] && a.indexOf("path://") < 0 && a.indexOf("image://") < 0 && (a = "path://" + a);
			var s = Sv(a, -1, 0, 2, 2, null, !0);
			s.attr({
				cursor: EM(this._orient),
				draggable: !0,
				drift: z(this._onDragMove, this, t),
				ondragend: z(this._onDragEnd, this),
				onmouseover: z(this._showDataInfo, this, !0),
				onmouseout: z(this._showDataInfo, this, !1),
				z2: 5
			});
			var c = s.getBoundingRect(), l = o.get("handleSize");
			this._handleHeight = ya(l, this._size[1]), this._handleWidth = c.width / c.height * this._handleHeight, s.setStyle(o.getModel("handleStyle").getItemStyle()), s.style.strokeNoScale = !0, s.rectHover = !0, s.ensureState("emphasis").style = o.getModel(["emphasis", "handleStyle"]).getItemStyle(), Hl(s);
			var u = o.get("handleColor");
			u != null && (s.style.fill = u), i.add(n[t] = s);
			var d = o.getModel("textStyle"), f = (o.get("handleLabel") || {}).show || !1;
			e.add(r[t] = new Pc({
				silent: !0,
				invisible: !f,
				style: pf(d, {
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
			var f = ya(o.get("moveHandleSize"), a[1]), p = t.moveHandle = new Ac({
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
			}), m = f * .8, h = t.moveHandleIcon = Sv(o.get("moveHandleIcon"), -m / 2, -m / 2, m, m, "#fff", !0);
			h.silent = !0, h.y = a[1] + f / 2 - .5, p.ensureState("emphasis").style = o.getModel(["emphasis", "moveHandleStyle"]).getItemStyle();
			var g = Math.min(a[1] / 2, Math.max(f, 10));
			d = t.moveZone = new Ac({
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
			cursor: EM(this._orient),
			drift: z(this._onDragMove, this, "all"),
			ondragstart: z(this._showDataInfo, this, !0),
			ondragend: z(this._onDragEnd, this),
			onmouseover: z(this._showDataInfo, this, !0),
			onmouseout: z(this._showDataInfo, this, !1)
		});
	}, t.prototype._resetInterval = function() {
		var e = this._range = this.dataZoomModel.getPercentRange(), t = this._getViewExtent();
		this._handleEnds = [va(e[0], [0, 100], t, !0), va(e[1], [0, 100], t, !0)];
	}, t.prototype._updateInterval = function(e, t) {
		var n = this.dataZoomModel, r = this._handleEnds, i = this._getViewExtent(), a = n.findRepresentativeAxisProxy().getMinMaxSpan(), o = [0, 100];
		cD(t, r, i, n.get("zoomLock") ? "all" : e, a.minSpan == null ? null : va(a.minSpan, o, i, !0), a.maxSpan == null ? null : va(a.maxSpan, o, i, !0));
		var s = this._range, c = this._range = xa([va(r[0], i, o, !0), va(r[1], i, o, !0)]);
		return !s || s[0] !== c[0] || s[1] !== c[1];
	}, t.prototype._updateView = function(e) {
		var t = this._displayables, n = this._handleEnds, r = xa(n.slice()), i = this._size;
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
			u || (u = new Ac(), l.setClipPath(u)), u.setShape({
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
		var u = xa(this._handleEnds.slice());
		d.call(this, 0), d.call(this, 1);
		function d(e) {
			var t = Gd(n.handles[e].parent, this.group), o = qd(e === 0 ? "right" : "left", t), s = this._handleWidth / 2 + xM, c = Kd([u[e] + (e === 0 ? -s : s), this._size[1] / 2], t);
			r[e].setStyle({
				x: c[0],
				y: c[1],
				verticalAlign: i === yM ? "middle" : o,
				align: i === yM ? o : "center",
				text: a[e]
			});
		}
	}, t.prototype._formatLabel = function(e, t) {
		var n = this.dataZoomModel, r = n.get("labelFormatter"), i = n.get("labelPrecision");
		(i == null || i === "auto") && (i = t.getPixelPrecision());
		var a = e == null || isNaN(e) ? "" : t.type === "category" || t.type === "time" ? t.scale.getLabel({ value: Math.round(e) }) : e.toFixed(Math.min(i, 20));
		return V(r) ? r(e, a) : H(r) ? r.replace("{value}", a) : a;
	}, t.prototype._showDataInfo = function(e) {
		var t = (this.dataZoomModel.get("handleLabel") || {}).show || !1, n = this.dataZoomModel.getModel(["emphasis", "handleLabel"]).get("show") || !1, r = e || this._dragging ? n : t, i = this._displayables, a = i.handleLabels;
		a[0].attr("invisible", !r), a[1].attr("invisible", !r), i.moveHandle && this.api[r ? "enterEmphasis" : "leaveEmphasis"](i.moveHandle, 1);
	}, t.prototype._onDragMove = function(e, t, n, r) {
		this._dragging = !0, Mt(r.event);
		var i = this._displayables.sliderGroup.getLocalTransform(), a = Kd([t, n], i, !0), o = this._updateInterval(e, a[0]), s = this.dataZoomModel.get("realtime");
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
		this._brushStart = new Kt(t, n), this._brushing = !0, this._brushStartTime = +/* @__PURE__ */ new Date();
	}, t.prototype._onBrushEnd = function(e) {
		if (this._brushing) {
			var t = this._displayables.brushRect;
			if (this._brushing = !1, t) {
				t.attr("ignore", !0);
				var n = t.shape;
				if (!(+/* @__PURE__ */ new Date() - this._brushStartTime < 200 && Math.abs(n.width) < 5)) {
					var r = this._getViewExtent(), i = [0, 100];
					this._range = xa([va(n.x, r, i, !0), va(n.x + n.width, r, i, !0)]), this._handleEnds = [n.x, n.x + n.width], this._updateView(), this._dispatchZoomAction(!1);
				}
			}
		}
	}, t.prototype._onBrush = function(e) {
		this._brushing && (Mt(e.event), this._updateBrushRect(e.offsetX, e.offsetY));
	}, t.prototype._updateBrushRect = function(e, t) {
		var n = this._displayables, r = this.dataZoomModel, i = n.brushRect;
		i || (i = n.brushRect = new mM({
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
			animation: e ? CM : null,
			start: t[0],
			end: t[1]
		});
	}, t.prototype._findCoordRect = function() {
		var e, t = Gk(this.dataZoomModel).infoList;
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
}(Yk);
function TM(e) {
	return {
		x: "y",
		y: "x",
		radius: "angle",
		angle: "radius"
	}[e];
}
function EM(e) {
	return e === "vertical" ? "ns-resize" : "ew-resize";
}
// node_modules/echarts/lib/component/dataZoom/installDataZoomSlider.js
function DM(e) {
	e.registerComponentModel(pM), e.registerComponentView(wM), rA(e);
}
// node_modules/echarts/lib/component/dataZoom/install.js
function OM(e) {
	lC(fM), lC(DM);
}
// node_modules/echarts/lib/visual/visualDefault.js
var kM = { get: function(e, t, n) {
	var r = M((AM[e] || {})[t]);
	return n && B(r) ? r[r.length - 1] : r;
} }, AM = {
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
}, jM = jE.mapVisual, MM = jE.eachVisual, NM = B, PM = L, FM = xa, IM = va, LM = function(e) {
	_(t, e);
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
		!t && BA(n, e, this.replacableOptionKeys), this.textStyleModel = this.getModel("textStyle"), this.resetItemSize(), this.completeVisualOption();
	}, t.prototype.resetVisual = function(e) {
		var t = this.stateList;
		e = z(e, this), this.controllerVisuals = zA(this.option.controller, t, e), this.targetVisuals = zA(this.option.target, t, e);
	}, t.prototype.getItemSymbol = function() {
		return null;
	}, t.prototype.getTargetSeriesIndices = function() {
		var e = this.option.seriesIndex, t = [];
		return e == null || e === "all" ? this.ecModel.eachSeries(function(e, n) {
			t.push(n);
		}) : t = Ua(e), t;
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
		n = n || ["<", ">"], B(e) && (e = e.slice(), s = !0);
		var c = t ? e : s ? [l(e[0]), l(e[1])] : l(e);
		return H(o) ? o.replace("{value}", s ? c[0] : c).replace("{value2}", s ? c[1] : c) : V(o) ? s ? o(e[0], e[1]) : o(e) : s ? e[0] === a[0] ? n[0] + " " + c[1] : e[1] === a[1] ? n[1] + " " + c[0] : c[0] + " - " + c[1] : c;
		function l(e) {
			return e === a[0] ? "min" : e === a[1] ? "max" : (+e).toFixed(Math.min(i, 20));
		}
	}, t.prototype.resetExtent = function() {
		var e = this.option, t = FM([e.min, e.max]);
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
			NM(t.color) && !n.inRange && (n.inRange = { color: t.color.slice().reverse() }), n.inRange = n.inRange || { color: e.get("gradientColor") };
		}
		function s(e, t, n) {
			var r = e[t], i = e[n];
			r && !i && (i = e[n] = {}, PM(r, function(e, t) {
				if (jE.isValidType(t)) {
					var n = kM.get(t, "inactive", a);
					n != null && (i[t] = n, t === "color" && !i.hasOwnProperty("opacity") && !i.hasOwnProperty("colorAlpha") && (i.opacity = [0, 0]));
				}
			}));
		}
		function c(e) {
			var t = (e.inRange || {}).symbol || (e.outOfRange || {}).symbol, n = (e.inRange || {}).symbolSize || (e.outOfRange || {}).symbolSize, r = this.get("inactiveColor"), i = this.getItemSymbol() || "roundRect";
			PM(this.stateList, function(o) {
				var s = this.itemSize, c = e[o];
				c || (c = e[o] = { color: a ? r : [r] }), c.symbol ?? (c.symbol = t && M(t) || (a ? i : [i])), c.symbolSize ?? (c.symbolSize = n && M(n) || (a ? s[0] : [s[0], s[0]])), c.symbol = jM(c.symbol, function(e) {
					return e === "none" ? i : e;
				});
				var l = c.symbolSize;
				if (l != null) {
					var u = -Infinity;
					MM(l, function(e) {
						e > u && (u = e);
					}), c.symbolSize = jM(l, function(e) {
						return IM(e, [0, u], [0, s[0]], !0);
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
}(Zp), RM = [20, 140], zM = function(e) {
	_(t, e);
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
		(t[0] == null || isNaN(t[0])) && (t[0] = RM[0]), (t[1] == null || isNaN(t[1])) && (t[1] = RM[1]);
	}, t.prototype._resetRange = function() {
		var e = this.getExtent(), t = this.option.range;
		!t || t.auto ? (e.auto = 1, this.option.range = e) : B(t) && (t[0] > t[1] && t.reverse(), t[0] = Math.max(t[0], e[0]), t[1] = Math.min(t[1], e[1]));
	}, t.prototype.completeVisualOption = function() {
		e.prototype.completeVisualOption.apply(this, arguments), L(this.stateList, function(e) {
			var t = this.option.controller[e].symbolSize;
			t && t[0] !== t[1] && (t[0] = t[1] / 3);
		}, this);
	}, t.prototype.setSelected = function(e) {
		this.option.range = e.slice(), this._resetRange();
	}, t.prototype.getSelected = function() {
		var e = this.getExtent(), t = xa((this.get("range") || []).slice());
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
		var t = BM(this, "outOfRange", this.getExtent()), n = BM(this, "inRange", this.option.range.slice()), r = [];
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
	}, t.type = "visualMap.continuous", t.defaultOption = zf(LM.defaultOption, {
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
}(LM);
function BM(e, t, n) {
	if (n[0] === n[1]) return n.slice();
	for (var r = 200, i = (n[1] - n[0]) / r, a = n[0], o = [], s = 0; s <= r && a < n[1]; s++) o.push(a), a += i;
	return o.push(n[1]), o;
}
// node_modules/echarts/lib/component/visualMap/VisualMapView.js
var VM = function(e) {
	_(t, e);
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
		var t = this.visualMapModel, n = Mp(t.get("padding") || 0), r = e.getBoundingRect();
		e.add(new Ac({
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
		return L(jE.prepareVisualTypes(c), function(r) {
			var i = c[r];
			n.convertOpacityToAlpha && r === "opacity" && (r = "colorAlpha", i = c.__alphaForOpacity), jE.dependsOn(r, t) && i && i.applyVisual(e, o, s);
		}), a[t];
	}, t.prototype.positionGroup = function(e) {
		var t = this.visualMapModel, n = this.api;
		Gp(e, t.getBoxLayoutParams(), {
			width: n.getWidth(),
			height: n.getHeight()
		});
	}, t.prototype.doRender = function(e, t, n, r) {}, t.type = "visualMap", t;
}(s_), HM = [[
	"left",
	"right",
	"width"
], [
	"top",
	"bottom",
	"height"
]];
function UM(e, t, n) {
	var r = e.option, i = r.align;
	if (i != null && i !== "auto") return i;
	for (var a = {
		width: t.getWidth(),
		height: t.getHeight()
	}, o = +(r.orient === "horizontal"), s = HM[o], c = [
		0,
		null,
		10
	], l = {}, u = 0; u < 3; u++) l[HM[1 - o][u]] = c[u], l[s[u]] = u === 2 ? n[0] : r[s[u]];
	var d = [[
		"x",
		"width",
		3
	], [
		"y",
		"height",
		0
	]][o], f = Wp(l, a, r.padding);
	return s[(f.margin[d[2]] || 0) + f[d[0]] + f[d[1]] * .5 < a[d[1]] * .5 ? 0 : 1];
}
function WM(e, t) {
	return L(e || [], function(e) {
		e.dataIndex != null && (e.dataIndexInside = e.dataIndex, e.dataIndex = null), e.highlightKey = "visualMap" + (t ? t.componentIndex : "");
	}), e;
}
// node_modules/echarts/lib/component/visualMap/ContinuousView.js
var GM = va, KM = L, qM = Math.min, JM = Math.max, YM = 12, XM = 6, ZM = function(e) {
	_(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n._shapes = {}, n._dataInterval = [], n._handleEnds = [], n._hoverLinkDataIndices = [], n;
	}
	return t.prototype.init = function(t, n) {
		e.prototype.init.call(this, t, n), this._hoverLinkFromSeriesMouseOver = z(this._hoverLinkFromSeriesMouseOver, this), this._hideIndicator = z(this._hideIndicator, this);
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
			this.group.add(new Pc({ style: pf(d, {
				x: c[0],
				y: c[1],
				verticalAlign: u === "horizontal" ? "middle" : l,
				align: u === "horizontal" ? l : "center",
				text: r
			}) }));
		}
	}, t.prototype._renderBar = function(e) {
		var t = this.visualMapModel, n = this._shapes, r = t.itemSize, i = this._orient, a = this._useHandle, o = UM(t, this.api, r), s = n.mainGroup = this._createBarGroup(o), c = new sa();
		s.add(c), c.add(n.outOfRange = QM()), c.add(n.inRange = QM(null, a ? tN(this._orient) : null, z(this._dragHandle, this, "all", !1), z(this._dragHandle, this, "all", !0))), c.setClipPath(new Ac({ shape: {
			x: 0,
			y: 0,
			width: r[0],
			height: r[1],
			r: 3
		} }));
		var l = t.textStyleModel.getTextRect("国"), u = JM(l.width, l.height);
		a && (n.handleThumbs = [], n.handleLabels = [], n.handleLabelPoints = [], this._createHandle(t, s, 0, r, u, i), this._createHandle(t, s, 1, r, u, i)), this._createIndicator(t, s, r, u, i), e.add(s);
	}, t.prototype._createHandle = function(e, t, n, r, i, a) {
		var o = z(this._dragHandle, this, n, !1), s = z(this._dragHandle, this, n, !0), c = Ki(e.get("handleSize"), r[0]), l = Sv(e.get("handleIcon"), -c / 2, -c / 2, c, c, null, !0), u = tN(this._orient);
		l.attr({
			cursor: u,
			draggable: !0,
			drift: o,
			ondragend: s,
			onmousemove: function(e) {
				Mt(e.event);
			}
		}), l.x = r[0] / 2, l.useStyle(e.getModel("handleStyle").getItemStyle()), l.setStyle({
			strokeNoScale: !0,
			strokeFirst: !0
		}), l.style.lineWidth *= 2, l.ensureState("emphasis").style = e.getModel(["emphasis", "handleStyle"]).getItemStyle(), Yl(l, !0), t.add(l);
		var d = this.visualMapModel.textStyleModel, f = new Pc({
			cursor: u,
			draggable: !0,
			drift: o,
			onmousemove: function(e) {
				Mt(e.event);
			},
			ondragend: s,
			style: pf(d, {
				x: 0,
				y: 0,
				text: ""
			})
		});
		f.ensureState("blur").style = { opacity: .1 }, f.stateTransition = { duration: 200 }, this.group.add(f);
		var p = [c, 0], m = this._shapes;
		m.handleThumbs[n] = l, m.handleLabelPoints[n] = p, m.handleLabels[n] = f;
	}, t.prototype._createIndicator = function(e, t, n, r, i) {
		var a = Ki(e.get("indicatorSize"), n[0]), o = Sv(e.get("indicatorIcon"), -a / 2, -a / 2, a, a, null, !0);
		o.attr({
			cursor: "move",
			invisible: !0,
			silent: !0,
			x: n[0] / 2
		});
		var s = e.getModel("indicatorStyle").getItemStyle();
		if (o instanceof Sc) {
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
		var l = this.visualMapModel.textStyleModel, u = new Pc({
			silent: !0,
			invisible: !0,
			style: pf(l, {
				x: 0,
				y: 0,
				text: ""
			})
		});
		this.group.add(u);
		var d = [(i === "horizontal" ? r / 2 : XM) + n[0] / 2, 0], f = this._shapes;
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
			}), t ? !this._hovering && this._clearHoverLinkToSeries() : eN(this.visualMapModel) && this._doHoverLinkToSeries(this._handleEnds[e], !1);
		}
	}, t.prototype._resetInterval = function() {
		var e = this.visualMapModel, t = this._dataInterval = e.getSelected(), n = e.getExtent(), r = [0, e.itemSize[1]];
		this._handleEnds = [GM(t[0], n, r, !0), GM(t[1], n, r, !0)];
	}, t.prototype._updateInterval = function(e, t) {
		t = t || 0;
		var n = this.visualMapModel, r = this._handleEnds, i = [0, n.itemSize[1]];
		cD(t, r, i, e, 0);
		var a = n.getExtent();
		this._dataInterval = [GM(r[0], i, a, !0), GM(r[1], i, a, !0)];
	}, t.prototype._updateView = function(e) {
		var t = this.visualMapModel, n = t.getExtent(), r = this._shapes, i = [0, t.itemSize[1]], a = e ? i : this._handleEnds, o = this._createBarVisual(this._dataInterval, n, a, "inRange"), s = this._createBarVisual(n, n, i, "outOfRange");
		r.inRange.setStyle({ fill: o.barColor }).setShape("points", o.barPoints), r.outOfRange.setStyle({ fill: s.barColor }).setShape("points", s.barPoints), this._updateHandle(a, o);
	}, t.prototype._createBarVisual = function(e, t, n, r) {
		var i = {
			forceState: r,
			convertOpacityToAlpha: !0
		}, a = this._makeColorGradient(e, i), o = [this.getControllerVisual(e[0], "symbolSize", i), this.getControllerVisual(e[1], "symbolSize", i)], s = this._createBarPoints(n, o);
		return {
			barColor: new ld(0, 0, 0, 1, a),
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
		return new sa(t === "horizontal" && !n ? {
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
			KM([0, 1], function(l) {
				var u = i[l];
				u.setStyle("fill", t.handlesColor[l]), u.y = e[l];
				var d = GM(e[l], [0, o[1]], s, !0), f = this.getControllerVisual(d, "symbolSize");
				u.scaleX = u.scaleY = f / o[0], u.x = o[0] - f / 2;
				var p = Kd(n.handleLabelPoints[l], Gd(u, this.group));
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
			var u = this.getControllerVisual(e, "color", { convertOpacityToAlpha: !0 }), d = this.getControllerVisual(e, "symbolSize"), f = GM(e, a, s, !0), p = o[0] - d / 2, m = {
				x: l.x,
				y: l.y
			};
			l.y = f, l.x = p;
			var h = Kd(c.indicatorLabelPoint, Gd(l, this.group)), g = c.indicatorLabel;
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
				r[1] = qM(JM(0, r[1]), n[1]), e._doHoverLinkToSeries(r[1], 0 <= r[0] && r[0] <= n[0]);
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
			e = qM(JM(i[0], e), i[1]);
			var o = $M(n, a, i), s = [e - o, e + o], c = GM(e, i, a, !0), l = [GM(s[0], i, a, !0), GM(s[1], i, a, !0)];
			s[0] < i[0] && (l[0] = -Infinity), s[1] > i[1] && (l[1] = Infinity), t && (l[0] === -Infinity ? this._showIndicator(c, l[1], "< ", o) : l[1] === Infinity ? this._showIndicator(c, l[0], "> ", o) : this._showIndicator(c, c, "≈ ", o));
			var u = this._hoverLinkDataIndices, d = [];
			(t || eN(n)) && (d = this._hoverLinkDataIndices = n.findTargetDataIndices(l));
			var f = co(u, d);
			this._dispatchHighDown("downplay", WM(f[0], n)), this._dispatchHighDown("highlight", WM(f[1], n));
		}
	}, t.prototype._hoverLinkFromSeriesMouseOver = function(e) {
		var t;
		if (fv(e.target, function(e) {
			var n = Y(e);
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
		this._dispatchHighDown("downplay", WM(e, this.visualMapModel)), e.length = 0;
	}, t.prototype._clearHoverLinkFromSeries = function() {
		this._hideIndicator();
		var e = this.api.getZr();
		e.off("mouseover", this._hoverLinkFromSeriesMouseOver), e.off("mouseout", this._hideIndicator);
	}, t.prototype._applyTransform = function(e, t, n, r) {
		var i = Gd(t, r ? null : this.group);
		return B(e) ? Kd(e, i, n) : qd(e, i, n);
	}, t.prototype._dispatchHighDown = function(e, t) {
		t && t.length && this.api.dispatchAction({
			type: e,
			batch: t
		});
	}, t.prototype.dispose = function() {
		this._clearHoverLinkFromSeries(), this._clearHoverLinkToSeries();
	}, t.type = "visualMap.continuous", t;
}(VM);
function QM(e, t, n, r) {
	return new Yu({
		shape: { points: e },
		draggable: !!n,
		cursor: t,
		drift: n,
		onmousemove: function(e) {
			Mt(e.event);
		},
		ondragend: r
	});
}
function $M(e, t, n) {
	var r = YM / 2, i = e.get("hoverLinkDataSize");
	return i && (r = GM(i, t, n, !0) / 2), r;
}
function eN(e) {
	return !!(e.get("hoverLinkOnHandle") ?? e.get("realtime"));
}
function tN(e) {
	return e === "vertical" ? "ns-resize" : "ew-resize";
}
// node_modules/echarts/lib/component/visualMap/visualMapAction.js
var nN = {
	type: "selectDataRange",
	event: "dataRangeSelected",
	update: "update"
}, rN = function(e, t) {
	t.eachComponent({
		mainType: "visualMap",
		query: e
	}, function(t) {
		t.setSelected(e.selected);
	});
}, iN = [{
	createOnAllSeries: !0,
	reset: function(e, t) {
		var n = [];
		return t.eachComponent("visualMap", function(t) {
			var r = e.pipelineContext;
			!t.isTargetSeries(e) || r && r.large || n.push(VA(t.stateList, t.targetVisuals, z(t.getValueState, t), t.getDataDimensionIndex(e.getData())));
		}), n;
	}
}, {
	createOnAllSeries: !0,
	reset: function(e, t) {
		var n = e.getData(), r = [];
		t.eachComponent("visualMap", function(t) {
			if (t.isTargetSeries(e)) {
				var i = t.getVisualMeta(z(aN, null, e, t)) || {
					stops: [],
					outerColors: []
				}, a = t.getDataDimensionIndex(n);
				a >= 0 && (i.dimension = a, r.push(i));
			}
		}), e.getData().setVisual("visualMeta", r);
	}
}];
function aN(e, t, n, r) {
	for (var i = t.targetVisuals[r], a = jE.prepareVisualTypes(i), o = { color: cv(e.getData(), "color") }, s = 0, c = a.length; s < c; s++) {
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
var oN = L;
function sN(e) {
	var t = e && e.visualMap;
	B(t) || (t = t ? [t] : []), oN(t, function(e) {
		if (e) {
			cN(e, "splitList") && !cN(e, "pieces") && (e.pieces = e.splitList, delete e.splitList);
			var t = e.pieces;
			t && B(t) && oN(t, function(e) {
				U(e) && (cN(e, "start") && !cN(e, "min") && (e.min = e.start), cN(e, "end") && !cN(e, "max") && (e.max = e.end));
			});
		}
	});
}
function cN(e, t) {
	return e && e.hasOwnProperty && e.hasOwnProperty(t);
}
// node_modules/echarts/lib/component/visualMap/installCommon.js
var lN = !1;
function uN(e) {
	lN || (lN = !0, e.registerSubTypeDefaulter("visualMap", function(e) {
		return !e.categories && (!(e.pieces ? e.pieces.length > 0 : e.splitNumber > 0) || e.calculable) ? "continuous" : "piecewise";
	}), e.registerAction(nN, rN), L(iN, function(t) {
		e.registerVisual(e.PRIORITY.VISUAL.COMPONENT, t);
	}), e.registerPreprocessor(sN));
}
// node_modules/echarts/lib/component/visualMap/installVisualMapContinuous.js
function dN(e) {
	e.registerComponentModel(zM), e.registerComponentView(ZM), uN(e);
}
// node_modules/echarts/lib/component/visualMap/PiecewiseModel.js
var fN = function(e) {
	_(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n._pieceList = [], n;
	}
	return t.prototype.optionUpdated = function(t, n) {
		e.prototype.optionUpdated.apply(this, arguments), this.resetExtent();
		var r = this._mode = this._determineMode();
		this._pieceList = [], pN[this._mode].call(this, this._pieceList), this._resetSelected(t, n);
		var i = this.option.categories;
		this.resetVisual(function(e, t) {
			r === "categories" ? (e.mappingMethod = "category", e.categories = M(i)) : (e.dataExtent = this.getExtent(), e.mappingMethod = "piecewise", e.pieceList = R(this._pieceList, function(e) {
				return e = M(e), t !== "inRange" && (e.visual = null), e;
			}));
		});
	}, t.prototype.completeVisualOption = function() {
		var t = this.option, n = {}, r = jE.listVisualTypes(), i = this.isCategory();
		L(t.pieces, function(e) {
			L(r, function(t) {
				e.hasOwnProperty(t) && (n[t] = 1);
			});
		}), L(n, function(e, n) {
			var r = !1;
			L(this.stateList, function(e) {
				r = r || a(t, e, n) || a(t.target, e, n);
			}, this), !r && L(this.stateList, function(e) {
				(t[e] || (t[e] = {}))[n] = kM.get(n, e === "inRange" ? "active" : "inactive", i);
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
		var t = jE.findPieceIndex(e, this._pieceList);
		return t == null ? "outOfRange" : this.option.selected[this.getSelectedMapKey(this._pieceList[t])] ? "inRange" : "outOfRange";
	}, t.prototype.findTargetDataIndices = function(e) {
		var t = [], n = this._pieceList;
		return this.eachTargetSeries(function(r) {
			var i = [], a = r.getData();
			a.each(this.getDataDimensionIndex(a), function(t, r) {
				jE.findPieceIndex(t, n) === e && i.push(r);
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
	}, t.type = "visualMap.piecewise", t.defaultOption = zf(LM.defaultOption, {
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
}(LM), pN = {
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
		}), Na(e), L(e, function(e, t) {
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
		}, this), mN(t, e);
	},
	pieces: function(e) {
		var t = this.option;
		L(t.pieces, function(t, n) {
			U(t) || (t = { value: t });
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
			r.visual = jE.retrieveVisuals(t), e.push(r);
		}, this), mN(t, e), Na(e), L(e, function(e) {
			var t = e.close, n = [["<", "≤"][t[1]], [">", "≥"][t[0]]];
			e.text = e.text || this.formatValueText(e.value == null ? e.interval : e.value, !1, n);
		}, this);
	}
};
function mN(e, t) {
	var n = e.inverse;
	(e.orient === "vertical" ? !n : n) && t.reverse();
}
// node_modules/echarts/lib/component/visualMap/PiecewiseView.js
var hN = function(e) {
	_(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.doRender = function() {
		var e = this.group;
		e.removeAll();
		var t = this.visualMapModel, n = t.get("textGap"), r = t.textStyleModel, i = r.getFont(), a = r.getTextColor(), o = this._getItemAlign(), s = t.itemSize, c = this._getViewData(), l = c.endsText, u = De(t.get("showLabel", !0), !l), d = !t.get("selectedMode");
		l && this._renderEndsText(e, l[0], s, u, o), L(c.viewPieceList, function(r) {
			var c = r.piece, l = new sa();
			l.onclick = z(this._onItemClick, this, c), this._enableHoverLink(l, r.indexInModelPieceList);
			var f = t.getRepresentValue(c);
			if (this._createItemSymbol(l, f, [
				0,
				0,
				s[0],
				s[1]
			], d), u) {
				var p = this.visualMapModel.getValueState(f);
				l.add(new Pc({
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
		}, this), l && this._renderEndsText(e, l[1], s, u, o), Up(t.get("orient"), e, t.get("itemGap")), this.renderBackground(e), this.positionGroup(e);
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
				batch: WM(r.findTargetDataIndices(t), r)
			});
		};
	}, t.prototype._getItemAlign = function() {
		var e = this.visualMapModel, t = e.option;
		if (t.orient === "vertical") return UM(e, this.api, e.itemSize);
		var n = t.align;
		return n && n !== "auto" || (n = "left"), n;
	}, t.prototype._renderEndsText = function(e, t, n, r, i) {
		if (t) {
			var a = new sa(), o = this.visualMapModel.textStyleModel;
			a.add(new Pc({ style: pf(o, {
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
		var i = Sv(this.getControllerVisual(t, "symbol"), n[0], n[1], n[2], n[3], this.getControllerVisual(t, "color"));
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
}(VM);
// node_modules/echarts/lib/component/visualMap/installVisualMapPiecewise.js
function gN(e) {
	e.registerComponentModel(fN), e.registerComponentView(hN), uN(e);
}
// node_modules/echarts/lib/component/visualMap/install.js
function _N(e) {
	lC(dN), lC(gN);
}
// node_modules/zrender/lib/canvas/Layer.js
function vN(e, t, n) {
	var r = D.createCanvas(), i = t.getWidth(), a = t.getHeight(), o = r.style;
	return o && (o.position = "absolute", o.left = "0", o.top = "0", o.width = i + "px", o.height = a + "px", r.setAttribute("data-zr-dom-id", e)), r.width = i * n, r.height = a * n, r;
}
var yN = function(e) {
	_(t, e);
	function t(t, n, r) {
		var i = e.call(this) || this;
		i.motionBlur = !1, i.lastFrameAlpha = .7, i.dpr = 1, i.virtual = !1, i.config = {}, i.incremental = !1, i.zlevel = 0, i.maxRepaintRectCount = 5, i.__dirty = !0, i.__firstTimePaint = !0, i.__used = !1, i.__drawIndex = 0, i.__startIndex = 0, i.__endIndex = 0, i.__prevStartIndex = null, i.__prevEndIndex = null;
		var a;
		r = r || wi, typeof t == "string" ? a = vN(t, n, r) : U(t) && (a = t, t = a.id), i.id = t, i.dom = a;
		var o = a.style;
		return o && (He(a), a.onselectstart = function() {
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
		this.domBack = vN("back-" + this.id, this.painter, e), this.ctxBack = this.domBack.getContext("2d"), e !== 1 && this.ctxBack.scale(e, e);
	}, t.prototype.createRepaintRects = function(e, t, n, r) {
		if (this.__firstTimePaint) return this.__firstTimePaint = !1, null;
		var i = [], a = this.maxRepaintRectCount, o = !1, s = new q(0, 0, 0, 0);
		function c(e) {
			if (e.isFinite() && !e.isZero()) {
				if (i.length === 0) {
					var t = new q(0, 0, 0, 0);
					t.copy(e), i.push(t);
				} else {
					for (var n = !1, r = Infinity, c = 0, l = 0; l < i.length; ++l) {
						var u = i[l];
						if (u.intersect(e)) {
							var d = new q(0, 0, 0, 0);
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
						var t = new q(0, 0, 0, 0);
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
				we(t) ? (o = (t.global || t.__width === r && t.__height === a) && t.__canvasGradient || Ov(i, t, {
					x: 0,
					y: 0,
					width: r,
					height: a
				}), t.__canvasGradient = o, t.__width = r, t.__height = a) : Te(t) && (t.scaleX = t.scaleX || l, t.scaleY = t.scaleY || l, o = Bv(i, t, { dirty: function() {
					u.setUnpainted(), u.painter.refresh();
				} })), i.save(), i.fillStyle = o || t, i.fillRect(e, n, r, a), i.restore();
			}
			s && (i.save(), i.globalAlpha = c, i.drawImage(d, e, n, r, a), i.restore());
		}
		!n || s ? f(0, 0, a, o) : n.length && L(n, function(e) {
			f(e.x * l, e.y * l, e.width * l, e.height * l);
		});
	}, t;
}(ct), bN = 1e5, xN = 314159, SN = .01, CN = .001;
function wN(e) {
	return e ? e.__builtin__ ? !0 : typeof e.resize == "function" && typeof e.refresh == "function" : !1;
}
function TN(e, t) {
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
var EN = function() {
	function e(e, t, n, r) {
		this.type = "canvas", this._zlevelList = [], this._prevDisplayList = [], this._layers = {}, this._layerConfig = {}, this._needsManuallyCompositing = !1, this.type = "canvas";
		var i = !e.nodeName || e.nodeName.toUpperCase() === "CANVAS";
		this._opts = n = P({}, n || {}), this.dpr = n.devicePixelRatio || wi, this._singleCanvas = i, this.root = e, e.style && (He(e), e.innerHTML = ""), this.storage = t;
		var a = this._zlevelList;
		this._prevDisplayList = [];
		var o = this._layers;
		if (i) {
			var s = e, c = s.width, l = s.height;
			n.width != null && (c = n.width), n.height != null && (l = n.height), this.dpr = n.devicePixelRatio || 1, s.width = c * this.dpr, s.height = l * this.dpr, this._width = c, this._height = l;
			var u = new yN(s, this, this.dpr);
			u.__builtin__ = !0, u.initContext(), o[xN] = u, u.zlevel = xN, a.push(xN), this._domRoot = e;
		} else {
			this._width = jv(e, 0, n), this._height = jv(e, 1, n);
			var d = this._domRoot = TN(this._width, this._height);
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
				o.__inHover && (n || (n = this._hoverlayer = this.getLayer(bN)), i || (i = n.ctx, i.save()), oy(i, o, r, a === t - 1));
			}
			i && i.restore();
		}
	}, e.prototype.getHoverLayer = function() {
		return this.getLayer(bN);
	}, e.prototype.paintOne = function(e, t) {
		ay(e, t);
	}, e.prototype._paintList = function(e, t, n, r) {
		if (this._redrawId === r) {
			n = n || !1, this._updateLayerStatus(e);
			var i = this._doPaintList(e, t, n), a = i.finished, o = i.needsRefreshHover;
			if (this._needsManuallyCompositing && this._compositeManually(), o && this._paintHoverList(e), a) this.eachLayer(function(e) {
				e.afterBrush && e.afterBrush();
			});
			else {
				var s = this;
				Dn(function() {
					s._paintList(e, t, n, r);
				});
			}
		}
	}, e.prototype._compositeManually = function() {
		var e = this.getLayer(xN).ctx, t = this._domRoot.width, n = this._domRoot.height;
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
		return y.wxa && L(this._layers, function(e) {
			e && e.ctx && e.ctx.draw && e.ctx.draw();
		}), {
			finished: l,
			needsRefreshHover: u
		};
	}, e.prototype._doPaintEl = function(e, t, n, r, i, a) {
		var o = t.ctx;
		if (n) {
			var s = e.getPaintRect();
			(!r || s && s.intersect(r)) && (oy(o, e, i, a), e.setPrevPaintRect(s));
		} else oy(o, e, i, a);
	}, e.prototype.getLayer = function(e, t) {
		this._singleCanvas && !this._needsManuallyCompositing && (e = xN);
		var n = this._layers[e];
		return n || (n = new yN("zr_" + e, this, this.dpr), n.zlevel = e, n.__builtin__ = !0, this._layerConfig[e] ? N(n, this._layerConfig[e], !0) : this._layerConfig[e - SN] && N(n, this._layerConfig[e - SN], !0), t && (n.virtual = t), this.insertLayer(e, n), n.initContext()), n;
	}, e.prototype.insertLayer = function(e, t) {
		var n = this._layers, r = this._zlevelList, i = r.length, a = this._domRoot, o = null, s = -1;
		if (!n[e] && wN(t)) {
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
			o !== c && (o = c, a = 0), r.incremental ? (l = this.getLayer(c + CN, this._needsManuallyCompositing), l.incremental = !0, a = 1) : l = this.getLayer(c + (a > 0 ? SN : 0), this._needsManuallyCompositing), l.__builtin__ || le("ZLevel " + c + " has been used by unkown layer " + l.id), l !== i && (l.__used = !0, l.__startIndex !== s && (l.__dirty = !0), l.__startIndex = s, l.incremental ? l.__drawIndex = -1 : l.__drawIndex = s, t(s), i = l), r.__dirty & 1 && !r.__inHover && (l.__dirty = !0, l.incremental && l.__drawIndex < 0 && (l.__drawIndex = s));
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
				if (i === e || i === e + SN) {
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
			if (e != null && (r.width = e), t != null && (r.height = t), e = jv(i, 0, r), t = jv(i, 1, r), n.style.display = "", this._width !== e || t !== this._height) {
				for (var a in n.style.width = e + "px", n.style.height = t + "px", this._layers) this._layers.hasOwnProperty(a) && this._layers[a].resize(e, t);
				this.refresh(!0);
			}
			this._width = e, this._height = t;
		} else {
			if (e == null || t == null) return;
			this._width = e, this._height = t, this.getLayer(xN).resize(e, t);
		}
		return this;
	}, e.prototype.clearLayer = function(e) {
		var t = this._layers[e];
		t && t.clear();
	}, e.prototype.dispose = function() {
		this.root.innerHTML = "", this.root = this.storage = this._domRoot = this._layers = null;
	}, e.prototype.getRenderedCanvas = function(e) {
		if (e = e || {}, this._singleCanvas && !this._compositeManually) return this._layers[xN].dom;
		var t = new yN("image", this, e.pixelRatio || this.dpr);
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
			oy(n, l, a, s === c - 1);
		}
		return t.dom;
	}, e.prototype.getWidth = function() {
		return this._width;
	}, e.prototype.getHeight = function() {
		return this._height;
	}, e;
}();
// node_modules/echarts/lib/renderer/installCanvasRenderer.js
function DN(e) {
	e.registerPainter("canvas", EN);
}
// src/dom.ts
function X(e, t = {}, ...n) {
	let r = document.createElement(e);
	for (let [e, n] of Object.entries(t)) r.setAttribute(e, n);
	for (let e of n) e != null && e !== !1 && r.append(typeof e == "number" ? String(e) : e);
	return r;
}
function ON(e) {
	return String(e).replace(/[&<>"']/g, (e) => ({
		"&": "&amp;",
		"<": "&lt;",
		">": "&gt;",
		"\"": "&quot;",
		"'": "&#39;"
	})[e]);
}
function Z(e, t, n = `${t}s`) {
	return `${e} ${e === 1 ? t : n}`;
}
function Q(e, t = 1) {
	return e == null ? "—" : Math.abs(e) >= 1e3 ? `${(e / 1e3).toFixed(t)} ms` : `${Math.abs(e) < .5 ? "0" : e.toFixed(0)} µs`;
}
function kN(e, t, n, r, i) {
	let a = X("div", { class: "table-wrap" }), o = e.slice(), s = r ?? -1, c = !0, l = () => {
		if (s >= 0 && t[s].sort) {
			let n = t[s].sort;
			o = e.slice().sort((e, t) => c ? n(t) - n(e) : n(e) - n(t));
		}
		let r = X("tr", {}, ...t.map((e, t) => {
			let n = X("th", e.sort ? { class: "sortable" } : {}, e.label + (t === s ? c ? " ▼" : " ▲" : ""));
			return e.sort && (n.onclick = () => {
				c = t !== s || !c, s = t, l();
			}), n;
		})), u = o.slice(0, 500).map((e) => {
			let r = n ? { class: "clickable" } : {};
			i && (r["data-id"] = i(e));
			let a = X("tr", r, ...t.map((t) => {
				let n = t.value(e);
				return X("td", {}, n instanceof Node ? n : String(n ?? "—"));
			}));
			return n && (a.onclick = () => n(e)), a;
		});
		a.replaceChildren(X("table", {}, X("thead", {}, r), X("tbody", {}, ...u))), e.length > 500 && a.append(X("p", { class: "note" }, `first 500 of ${e.length} rows`));
	};
	return l(), a;
}
function AN(e, t = "copy link") {
	let n = X("span", { class: "copy" }), r = X("button", {
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
			let e = X("input", {
				value: a,
				readonly: "",
				"aria-label": "link"
			});
			n.append(e), e.select();
		}
	}, n.append(r), n;
}
function jN(e) {
	let t = Date.now(), n = X("span", {}, e), r = X("span", { class: "elapsed" }, "0 s"), i = X("progress", { "aria-label": "progress" }), a = X("div", { class: "loading" }, X("p", { class: "progress" }, n, " · ", r), i), o = setInterval(() => {
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
// src/theme.ts
function MN() {
	try {
		return window.parent === window ? null : window.parent.document.body;
	} catch {
		return null;
	}
}
var NN = window.matchMedia?.("(prefers-color-scheme: dark)");
function PN() {
	let e = MN();
	return e ? e.classList.contains("dark-mode") : !!NN?.matches;
}
function FN(e) {
	let t = PN();
	document.documentElement.classList.toggle("dark", t);
	let n = () => {
		PN() !== t && (t = !t, document.documentElement.classList.toggle("dark", t), e());
	}, r = MN();
	r ? new MutationObserver(n).observe(r, {
		attributes: !0,
		attributeFilter: ["class"]
	}) : NN?.addEventListener("change", n);
}
// src/charts.ts
lC([
	oT,
	KO,
	vD,
	Ew,
	bE,
	OM,
	zk,
	Zj,
	Tj,
	mj,
	IA,
	_N,
	DN
]);
var IN = [];
function LN(e, t, n, r) {
	let i = X("div", r ? {
		class: "chart",
		style: `height:${t}px`,
		"data-chart": r
	} : {
		class: "chart",
		style: `height:${t}px`
	});
	e.append(i);
	let a = Ab(i, PN() ? "dark" : void 0, { renderer: "canvas" });
	return a.setOption({
		animation: !1,
		backgroundColor: "transparent",
		...n
	}), i.xrankChart = a, IN.push(a), a;
}
function RN(e, t) {
	e.getZr().on("click", (n) => {
		let r = [n.offsetX, n.offsetY];
		if (e.isDisposed() || !e.containPixel({ gridIndex: 0 }, r)) return;
		let i = e.convertFromPixel({ gridIndex: 0 }, r);
		Array.isArray(i) && Number.isFinite(i[1]) && setTimeout(() => t(Math.round(i[1])), 0);
	}), e.getZr().on("mousemove", (t) => {
		e.isDisposed() || e.getZr().setCursorStyle(e.containPixel({ gridIndex: 0 }, [t.offsetX, t.offsetY]) ? "pointer" : "default");
	});
}
function zN(e) {
	for (let t = IN.length - 1; t >= 0; t--) (!e || e.contains(IN[t].getDom())) && (IN[t].dispose(), IN.splice(t, 1));
}
window.addEventListener("resize", () => IN.forEach((e) => e.resize()));
// src/palette.ts
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
	scalar: "#b8860b",
	a: "#78909c",
	b: "#f57c00"
}, BN = `
:root { --fg: #212121; --bg: #fafafa; --panel: #fff; --border: #e0e0e0; --line: #eee; --muted: #666; --soft: #555;
  --hover: #fff3e0; --accent: #f57c00; --link: #1a5fb4; --err: #b71c1c; --chip: #eee; color-scheme: light; }
:root.dark { --fg: #e0e0e0; --bg: #303030; --panel: #3a3a3a; --border: #555; --line: #474747; --muted: #aaa;
  --soft: #bbb; --hover: #4a3b2a; --accent: #ff9800; --link: #8ab4f8; --err: #ef9a9a; --chip: #555; color-scheme: dark; }

body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0; color: var(--fg); background: var(--bg); }
header { display: flex; gap: 12px; align-items: center; padding: 8px 16px; background: var(--panel); border-bottom: 1px solid var(--border); flex-wrap: wrap; }
header h1 { font-size: 16px; margin: 0 8px 0 0; }
nav button { border: 0; background: none; color: var(--fg); padding: 8px 8px; cursor: pointer; font: inherit; border-bottom: 2px solid transparent; }
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
.code-tag { font: 11px ui-monospace, monospace; padding: 0 4px; border-radius: 4px; background: var(--chip); color: var(--muted); white-space: nowrap; }
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
.headline.exchange.workload, .headline.exchange.placement { border-left-color: #1565c0; } .headline.exchange .basis { margin: 4px 0; }
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
.overtime-verdict { font-size: 15px; margin: 4px 0 6px; display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
.badge.follows { font-weight: 600; font-size: 12px; } .badge.follows.workload, .badge.follows.placement { background: none; color: ${$.scalar}; border: 1px solid ${$.scalar}; }
section.overtime { background: var(--panel); border: 1px solid var(--border); padding: 6px 14px 4px; margin: 8px 0 14px; }
section.overtime h3 { margin: 6px 0 2px; } section.overtime h4 { margin: 8px 0 0; font-size: 13px; color: var(--soft); }
section.overtime .chart { border: 0; margin: 2px 0; }
section.overtime p.caption { margin: 4px 0 8px; padding: 6px 10px; border-left: 4px solid ${$.held}; background: var(--bg); }
section.overtime p.caption.scalar-basis { border-left-color: ${$.scalar}; }
ul.story { padding-left: 20px; } ul.story li { margin: 4px 0; }
table.limits { margin: 6px 0 10px; } ul.limits-notes li { margin: 3px 0; }
section.defs h3 { margin-bottom: 4px; } section.defs dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 14px; margin: 0 0 8px; font-size: 13px; }
section.defs dt { font-weight: 600; } section.defs dd { margin: 0; color: var(--soft); }
`;
// src/groups.ts
function VN(e) {
	return e.ranks.filter((e) => e.status !== "not_profiled").map((e) => e.rank);
}
function HN(e) {
	return e.grouped ?? !1;
}
var UN = /* @__PURE__ */ new WeakMap();
function WN(e) {
	let t = UN.get(e);
	if (t) return t;
	let n = (e.groupings ?? []).map((e) => {
		let t = /* @__PURE__ */ new Map();
		for (let n of e.groups) for (let e of n.ranks) t.set(e, n);
		return {
			...e,
			of: t
		};
	});
	return UN.set(e, n), n;
}
var GN = {
	by: "host",
	label: "host",
	noun: "host",
	plural: "hosts",
	groups: [],
	of: /* @__PURE__ */ new Map()
};
function KN(e, t) {
	let n = WN(e);
	return n.find((e) => e.by === t) ?? n[0] ?? GN;
}
function qN(e) {
	if (!e.length) return "none";
	let t = e[0], n = e[e.length - 1];
	return n - t + 1 === e.length ? e.length === 1 ? String(t) : `${t}–${n}` : e.length <= 4 ? e.join(", ") : `${e.slice(0, 3).join(", ")}, … (${e.length})`;
}
function JN(e, t) {
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
function YN(e, t) {
	let n = WN(e), r = X("select", { "aria-label": "group ranks by" }, ...n.map((e) => X("option", { value: e.by }, `group by ${e.label}`)));
	return t && n.some((e) => e.by === t) && (r.value = t), r;
}
function XN(e, t, n, r) {
	let i = X("div", { class: "zoombar" }), a = YN(e, t.by);
	if (a.onchange = () => r(a.value, void 0), n) {
		let e = X("button", {
			type: "button",
			class: "back"
		}, `← all ${t.plural}`);
		return e.onclick = () => r(t.by, void 0), i.append(e, X("span", { class: "zoomed" }, ` ${t.noun} ${n.label}: ranks ${qN(n.ranks)} (${n.ranks.length})`), " ", a), i;
	}
	let o = X("select", { "aria-label": "zoom into" }, X("option", { value: "" }, `zoom into a ${t.noun}…`), ...t.groups.map((e) => X("option", { value: e.key }, `${e.label} (${e.ranks.length} ranks: ${qN(e.ranks)})`)));
	return o.onchange = () => {
		o.value && r(t.by, o.value);
	}, i.append(X("span", {}, `${VN(e).length} ranks in ${t.groups.length} ${t.groups.length === 1 ? t.noun : t.plural}; click a row to zoom in, or `), o, " ", a), i;
}
// src/nav.ts
var ZN = {
	compute: "compute",
	workload: "workload",
	host_gap: "host gap",
	input: "input",
	allocation: "allocation",
	transfer: "transfer",
	collective: "taken up late",
	unknown: "unknown",
	bar: "bar: waiting and transfer"
};
function QN(e, t, n, r) {
	let i = X("a", {
		href: e.link(t, n),
		class: "go"
	}, r);
	return i.onclick = (r) => {
		r.preventDefault(), e.open(t, n);
	}, i;
}
function $N(e, t) {
	if (!HN(e)) return {
		g: null,
		zoom: void 0
	};
	let n = KN(e, t.group);
	return {
		g: n,
		zoom: n.groups.find((e) => e.key === t.zoom)
	};
}
function eP(e, t, n = {}) {
	return (r, i) => e.open(t, {
		...e.sel,
		...n,
		group: r === "host" ? void 0 : r,
		zoom: i
	});
}
// src/compare.ts
var tP = $.a, nP = $.b, rP = "step_time_max_p50_us";
function iP(e, t = 2) {
	return e == null || !Number.isFinite(e) ? "—" : `${(e / 1e3).toFixed(t)} ms`;
}
var aP = (e, t = 2) => `${e < 0 ? "−" : "+"}${Math.abs(e / 1e3).toFixed(t)}`;
function oP(e, t) {
	return e == null ? "—" : t === "us" ? iP(e) : `${e} ${t}`;
}
function sP(e) {
	if (e.delta === null || e.delta === void 0) return "—";
	let t = e.unit === "us" ? `${aP(e.delta)} ms` : `${e.delta >= 0 ? "+" : ""}${e.delta} ${e.unit}`;
	return e.a ? `${t} (${e.delta >= 0 ? "+" : "−"}${Math.abs(100 * e.delta / e.a).toFixed(1)} %)` : t;
}
function cP(e) {
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
function lP(e) {
	let t = cP(e);
	return t ? e.unit === "us" ? `${aP(t.lo)} … ${aP(t.hi)} ms` : `${t.lo} … ${t.hi} ${e.unit}` : e.note ?? "—";
}
var uP = {
	lower: "lower · better",
	higher: "higher · worse",
	unchanged: "unchanged",
	inconclusive: "inconclusive · too few steps"
};
function dP(e) {
	return X("span", { class: `v ${e in uP ? e : "unchanged"}` }, uP[e] ?? e);
}
function fP(e) {
	if (!e || !e.length) return "none";
	let t = [...e].sort((e, t) => e - t), n = [];
	for (let e = 0; e < t.length;) {
		let r = e;
		for (; r + 1 < t.length && t[r + 1] === t[r] + 1;) r++;
		n.push(r > e ? `${t[e]}–${t[r]}` : String(t[e])), e = r + 1;
	}
	return n.join(", ");
}
function pP(e) {
	let t = e.ranks ?? [], n = e.class ?? "none";
	return t.length ? `${n} (rank${t.length > 1 ? "s" : ""} ${t.join(", ")})` : n;
}
function mP(e) {
	let t = e.class ?? "none";
	return X("span", { class: `badge ${t}` }, t === "none" ? "no straggler" : `${t} straggler`);
}
function hP(e) {
	let t = e.ranks ?? [];
	return [mP(e), t.length ? ` ${t.length === 1 ? "rank" : "ranks"} ${t.join(", ")}` : ""];
}
var gP = [
	"a",
	"b",
	"span_a",
	"span_b",
	"steps_a",
	"steps_b",
	"exchange"
];
function _P(e) {
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
		steps_b: e.get("steps_b") ?? void 0,
		exchange: e.get("exchange") ?? void 0
	};
}
function vP(e) {
	return {
		a: e.a,
		b: e.b,
		span_a: e.span_a,
		span_b: e.span_b,
		steps_a: e.steps_a,
		steps_b: e.steps_b,
		exchange: e.exchange
	};
}
function yP(e) {
	let t = /^(\d{1,9})?:(\d{1,9})?$/.exec(e);
	return e ? !t || t[1] === void 0 && t[2] === void 0 ? `steps take A:B, A: or :B (ProfilerStep numbers), not "${e}"` : t[1] !== void 0 && t[2] !== void 0 && Number(t[2]) < Number(t[1]) ? `steps take A:B with A ≤ B, not "${e}"` : null : null;
}
function bP(e) {
	let t = /^(\d{1,9}):(\d{1,9})$/.exec(e);
	return e ? t ? Number(t[1]) === Number(t[2]) ? `the exchange takes two different ranks, not "${e}"` : null : `the exchange takes R1:R2, two rank numbers, not "${e}"` : null;
}
var xP = class {
	constructor(e, t) {
		this.key = e, this.runs = t;
		let n = e.toUpperCase();
		this.run = X("select", { "aria-label": `run ${n}` }, ...t.map((e) => X("option", { value: e.name }, e.name))), this.span = X("select", {
			"aria-label": `span of ${n}`,
			title: "the profiler window of the run to compare"
		}), this.steps = X("input", {
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
		this.run.value = e, this.span.replaceChildren(X("option", { value: "" }, "latest span"), ...Array.from({ length: r }, (e, t) => X("option", { value: String(t + 1) }, `span ${t + 1} of ${r}`))), this.span.value = t !== void 0 && t <= r ? String(t) : "", this.steps.value = n ?? "";
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
		return X("label", {}, X("span", { class: `swatch ${this.key}` }), ` ${this.key.toUpperCase()} (${this.key === "a" ? "before" : "after"}) `, this.run, this.span, this.steps);
	}
};
function SP(e, t, n, r) {
	let i = n.map((e) => e.name), a = (e) => e !== void 0 && i.includes(e), o = t.sel, s = a(o.a) ? o.a : a(r) ? r : i[0], c = a(o.b) ? o.b : i.find((e) => e !== s) ?? s, [l, u] = [new xP("a", n), new xP("b", n)];
	l.set(s, o.span_a, o.steps_a), u.set(c, o.span_b, o.steps_b);
	let d = X("button", {
		type: "button",
		title: "swap A and B"
	}, "⇄ swap"), f = X("input", {
		type: "text",
		"aria-label": "ranks exchanged in B",
		placeholder: "R1:R2",
		size: "7",
		spellcheck: "false",
		style: "margin-left: 4px; font: inherit",
		title: "B is A's job with the inputs of ranks R1 and R2 exchanged: did the delay follow the input or stay with the rank? (empty: the exchange B's recorded shapes show, if any)"
	});
	f.value = o.exchange ?? "";
	let p = X("label", {}, "exchange ", f), m = X("p", { class: "note" }), h = [o.a, o.b].filter((e) => e !== void 0 && !a(e));
	h.length ? m.textContent = `No run named ${h.join(", ")} under the logdir; showing ${c} against ${s}.` : s === c && (m.textContent = "Only one run under the logdir: it is compared with itself.");
	let g = X("div", { class: "compare-body" });
	e.append(X("div", { class: "pickers" }, l.label(), u.label(), d, p), m, g);
	let _ = 0, v = () => {
		let e = ++_, n = [l, u].map((e) => [e, yP(e.steps.value.trim())]).filter(([, e]) => e);
		for (let e of [l, u]) {
			let t = n.some(([t]) => t === e);
			e.steps.setAttribute("aria-invalid", String(t)), e.steps.style.outline = t ? "2px solid #d32f2f" : "";
		}
		let r = f.value.trim(), i = bP(r);
		if (f.setAttribute("aria-invalid", String(!!i)), f.style.outline = i ? "2px solid #d32f2f" : "", n.length || i) {
			zN(g);
			let e = n.map(([e, t]) => `${e.key.toUpperCase()}: ${t}`);
			i && e.push(i), g.replaceChildren(X("p", { class: "error" }, e.join(" · ")));
			return;
		}
		let a = {
			...l.sel(),
			...u.sel(),
			exchange: r || void 0
		};
		t.select(a), wP(g, a, () => e === _ && g.isConnected);
	};
	for (let e of [l, u]) e.run.onchange = () => {
		e.set(e.run.value, void 0, e.steps.value), v();
	}, e.span.onchange = v, e.steps.onchange = v;
	f.onchange = v, d.onclick = () => {
		let [e, t] = [l.sel(), u.sel()];
		l.set(t.b, t.span_b, t.steps_b), u.set(e.a, e.span_a, e.steps_a), v();
	}, v();
}
function CP(e) {
	let t = [e.span ? `span ${e.span}` : "", e.steps ? `steps ${e.steps}` : ""].filter((e) => e);
	return t.length ? ` (${t.join(", ")})` : "";
}
async function wP(e, t, n) {
	zN(e), e.replaceChildren(X("p", { class: "progress" }, `comparing ${t.b} against ${t.a}…`));
	let { a: r, b: i, ...a } = t;
	for (;;) {
		let t = await h(r, i, a);
		if (!n()) return;
		if (t.status === 200) {
			TP(e, t.body);
			return;
		}
		if (t.status === 202 || t.status === 500) {
			let n = t.body, r = (e, t) => `${e} ${t.name}${CP(t)}: ${t.state === "loading" ? `analysing, ${Math.round(t.progress * 100)} %` : t.state === "error" ? `could not be analysed: ${t.error}` : t.state}`;
			if (e.replaceChildren(X("p", { class: t.status === 202 ? "progress" : "error" }, `${r("A", n.a)} · ${r("B", n.b)}`)), t.status === 500) return;
			await new Promise((e) => setTimeout(e, 500));
		} else {
			e.replaceChildren(X("p", { class: "error" }, typeof t.body == "string" && t.body ? t.body : `error ${t.status}`));
			return;
		}
	}
}
function TP(e, t) {
	zN(e), e.replaceChildren();
	let n = (e, t) => X("span", { class: "ident" }, X("span", { class: `swatch ${e}` }), ` ${e.toUpperCase()} `, X("b", {}, t.run), ` — span ${t.span}, ranks ${fP(t.ranks)} of ${t.world_size}, steps ${fP(t.steps)}, ${Z(t.collectives, "collective")}`);
	e.append(X("p", { class: "idents" }, n("a", t.a), n("b", t.b))), t.exchange && e.append(OP(t.exchange)), e.append(kP(t)), t.summary.length && e.append(X("ul", { class: "summary" }, ...t.summary.map((e) => X("li", {}, e)))), e.append(X("h3", {}, "Metrics over the matched steps")), e.append(AP(t.metrics));
	let r = X("div", { class: "grid2" }), i = X("div", { class: "panel" }, X("h3", {}, "Per-step maximum step time")), a = X("div", { class: "panel" }, X("h3", {}, "Largest arrival skew per step"));
	r.append(i, a), e.append(r), t.per_step.length ? (MP(i, t, "time_max_us", "step time (max over ranks)"), MP(a, t, "skew_max_us", "largest arrival skew")) : (i.append(X("p", { class: "note" }, "No matched step.")), a.append(X("p", { class: "note" }, "No matched step.")));
	let o = X("div", { class: "grid2" }), s = X("div", {
		class: "panel",
		"data-section": "stragglers"
	}, X("h3", {}, "Straggler verdict"));
	for (let [e, n, r] of [[
		"a",
		t.stragglers.a,
		t.a.run
	], [
		"b",
		t.stragglers.b,
		t.b.run
	]]) s.append(X("div", { class: "card" }, X("span", { class: `swatch ${e}` }), ` ${e.toUpperCase()} ${r}: `, ...hP(n), n.basis ? X("div", { class: "basis" }, n.basis) : null));
	let c = t.stragglers.class_changed || t.stragglers.ranks_changed;
	s.append(X("p", { class: c ? "changed" : "note" }, c ? `Verdict changed: ${pP(t.stragglers.a)} → ${pP(t.stragglers.b)}.` : `Verdict unchanged: ${pP(t.stragglers.a)}.`));
	let l = X("div", { class: "panel" }, X("h3", {}, "How often each rank was last (matched steps)"));
	o.append(s, l), e.append(o), NP(l, t), e.append(X("h3", {}, "Divergences (critical rank, op, kind) over the matched steps"));
	let u = X("div", { class: "grid2" });
	u.append(PP("appeared", "Appeared in B", t.divergences.appeared), PP("grown", "Grown in B (at least 2× the cost)", t.divergences.grown), PP("vanished", "Vanished in B", t.divergences.vanished)), e.append(u);
	let d = t.divergences.persisting.length - t.divergences.grown.length;
	e.append(X("p", { class: "note" }, "steps: how many matched steps had the pattern as the critical rank's divergence; lag: its median there." + (d > 0 ? ` ${d} more pattern(s) persist without growing.` : "")));
	let f = X("div", { class: "grid2" });
	f.append(FP(t), IP(t)), e.append(f);
}
var EP = {
	workload: "the delay followed the input (workload)",
	placement: "the delay stayed with the rank (placement)",
	ambiguous: "ambiguous"
};
function DP(e) {
	return e === null ? "none" : `rank ${e}`;
}
function OP(e) {
	let t = e.verdict === "workload" || e.verdict === "placement" ? e.verdict : "ambiguous", n = X("div", {
		class: `headline exchange ${t}`,
		"data-section": "exchange",
		"data-verdict": t
	}, X("strong", {}, `Exchange of ranks ${e.swapped.join(" and ")}: ${EP[t] ?? e.verdict}`)), r = e.p_value === null ? "not tested" : e.p_value < .001 ? `p = ${e.p_value.toExponential(1)}` : `p = ${e.p_value.toFixed(3)}`;
	if (n.append(X("div", { class: "basis" }, e.basis), X("div", { class: "sub" }, `delay: ${DP(e.followed.before)} in A → ${DP(e.followed.after)} in B · `, `${r} (${e.test}) over ${Z(e.steps, "step")} (${e.steps_a} in A, ${e.steps_b} in B)`, e.recognised ? ` · known from ${e.recognised === "flag" ? "the exchange given" : e.recognised === "shapes" ? "B's recorded shapes" : "the exchange given and B's recorded shapes"}` : "")), e.shapes && n.append(X("div", { class: "note" }, e.shapes)), e.ranks?.length) {
		let t = X("tr", {}, ...[
			"rank",
			"host A",
			"host B",
			"excess A",
			"excess B",
			"shapes A",
			"shapes B"
		].map((e) => X("th", {}, e))), r = e.ranks.map((e) => X("tr", { "data-rank": String(e.rank) }, X("td", { class: "num" }, String(e.rank)), X("td", {}, e.host_a ?? "—"), X("td", {}, e.host_b ?? "—"), X("td", { class: "num" }, iP(e.excess_a_us)), X("td", { class: "num" }, iP(e.excess_b_us)), X("td", {}, e.shapes_a ?? "—"), X("td", {}, e.shapes_b ?? "—")));
		n.append(X("div", { class: "table-wrap" }, X("table", {}, X("thead", {}, t), X("tbody", {}, ...r))));
	}
	return e.not_held_equal?.length && n.append(X("div", {}, "Not held equal:"), X("ul", { class: "not-held-equal" }, ...e.not_held_equal.map((e) => X("li", {}, e)))), n;
}
function kP(e) {
	let t = e.metrics.find((e) => e.name === rP), n = e.outcome.tally, [r, i, a, o] = [
		n.lower,
		n.higher,
		n.unchanged,
		n.inconclusive
	], s = e.outcome.verdict === "worse" || e.outcome.verdict === "better" ? e.outcome.verdict : "same", c = e.outcome.answer, l = X("div", {
		class: `headline ${s}`,
		"data-verdict": s
	}, X("strong", {}, c)), u = X("div", { class: "sub" });
	return t && t.a !== null && t.b !== null && u.append(`${t.label}: ${oP(t.a, t.unit)} → ${oP(t.b, t.unit)}, ${sP(t)}`, cP(t) ? ` (${cP(t).level} % interval ${lP(t)})` : "", " · "), u.append(X("span", { class: "v lower" }, `${r} better`), " ", X("span", { class: "v higher" }, `${i} worse`), " ", X("span", { class: "v unchanged" }, `${a} unchanged`), o ? ` · ${o} inconclusive (too few steps: ${e.outcome.matched_steps} matched, at least ${e.outcome.min_steps} needed)` : "", ` of ${e.metrics.length} metrics · straggler: `, ...hP(e.stragglers.a), " → ", ...hP(e.stragglers.b)), l.append(u), l;
}
function AP(e) {
	let t = [...new Set(e.map((e) => cP(e)?.level).filter((e) => e !== void 0))], n = X("tr", {}, ...[
		"metric",
		"A",
		"B",
		"change (B − A)",
		t.length === 1 ? `${t[0]} % interval of the change` : "interval of the change",
		"p",
		"n (A / B)",
		"verdict"
	].map((e) => X("th", {}, e))), r = e.map((e) => X("tr", {
		"data-metric": e.name,
		class: `m-${e.verdict}`
	}, X("td", {}, e.label), X("td", { class: "num" }, oP(e.a, e.unit)), X("td", { class: "num" }, oP(e.b, e.unit)), X("td", { class: "num" }, sP(e)), X("td", { class: "num" }, lP(e)), X("td", { class: "num" }, e.p_value === null ? "—" : e.p_value < .001 ? "< 0.001" : e.p_value.toFixed(3)), X("td", {
		class: "num",
		title: e.n_of ? `how many ${e.n_of} each run's value rests on` : ""
	}, `${e.n_a} / ${e.n_b}${e.n_of ? ` ${e.n_of}` : ""}`), X("td", {}, dP(e.verdict))));
	return X("div", { class: "table-wrap metrics" }, X("table", {}, X("thead", {}, n), X("tbody", {}, ...r)));
}
function jP(e) {
	return e.step_a === e.step_b ? String(e.step_a) : `${e.step_a}/${e.step_b}`;
}
function MP(e, t, n, r) {
	let i = t.per_step, a = (e) => e == null ? null : e / 1e3, o = i.length > 60, s = (e, t, r) => ({
		name: t,
		type: o ? "line" : "bar",
		showSymbol: !1,
		itemStyle: { color: r },
		lineStyle: { color: r },
		data: i.map((t) => a(t[`${n}_${e}`]))
	}), c = `A ${t.a.run}`, l = `B ${t.b.run}`;
	LN(e, 240, {
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
					`step A ${ON(t.step_a)} · B ${ON(t.step_b)} — ${ON(r)}`,
					...e.map((e) => `${ON(e.seriesName)}: ${e.value === null || e.value === void 0 ? "—" : ON(e.value.toFixed(2))} ms`),
					`critical rank: A ${ON(t.critical_rank_a ?? "—")} · B ${ON(t.critical_rank_b ?? "—")}`
				].join("<br>");
			}
		},
		xAxis: {
			type: "category",
			name: "step",
			nameLocation: "middle",
			nameGap: 26,
			data: i.map(jP)
		},
		yAxis: {
			type: "value",
			name: "ms"
		},
		dataZoom: o ? [{ type: "inside" }] : void 0,
		series: [s("a", c, tP), s("b", l, nP)]
	});
}
function NP(e, t) {
	let n = [.../* @__PURE__ */ new Set([
		...t.matched.ranks.map(String),
		...Object.keys(t.critical_history.a),
		...Object.keys(t.critical_history.b)
	])].map(Number).sort((e, t) => e - t);
	n.length ? LN(e, 240, {
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
			itemStyle: { color: tP },
			data: n.map((e) => t.critical_history.a[String(e)] ?? 0)
		}, {
			name: `B ${t.b.run}`,
			type: "bar",
			itemStyle: { color: nP },
			data: n.map((e) => t.critical_history.b[String(e)] ?? 0)
		}]
	}) : e.append(X("p", { class: "note" }, "No critical rank in the matched steps."));
}
function PP(e, t, n) {
	let r = X("div", {
		class: "panel",
		"data-section": e
	}, X("h4", {}, `${t} (${n.length})`));
	return n.length ? (r.append(kN(n, [
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
			value: (e) => ZN[e.kind] ?? e.kind
		},
		{
			label: "steps A → B",
			value: (e) => `${e.count_a} → ${e.count_b}`,
			sort: (e) => e.count_b - e.count_a
		},
		{
			label: "lag A",
			value: (e) => iP(e.lag_median_us_a),
			sort: (e) => e.lag_median_us_a ?? 0
		},
		{
			label: "lag B",
			value: (e) => iP(e.lag_median_us_b),
			sort: (e) => e.lag_median_us_b ?? 0
		}
	])), r) : (r.append(X("p", { class: "note" }, "none")), r);
}
function FP(e) {
	let t = e.evidence.a, n = e.evidence.b, r = (e, r, i) => {
		let a = i ? i(n) > i(t) : !1;
		return X("tr", {}, X("td", {}, e), X("td", {}, r(t)), X("td", a ? { class: "worse" } : {}, r(n)));
	}, i = X("div", {
		class: "panel",
		"data-section": "evidence"
	}, X("h3", {}, "Missing evidence (matched steps)"));
	return i.append(X("div", { class: "table-wrap" }, X("table", {}, X("thead", {}, X("tr", {}, X("th", {}, ""), X("th", {}, `A ${e.a.run}`), X("th", {}, `B ${e.b.run}`))), X("tbody", {}, r("unexplained gaps", (e) => `${e.gaps} (${iP(e.gap_us)})`, (e) => e.gap_us ?? 0), r("files that could not be read", (e) => String(e.errors), (e) => e.errors), r("rank warnings", (e) => String(e.warnings), (e) => e.warnings), r("ranks not profiled", (e) => fP(e.not_profiled), (e) => e.not_profiled?.length ?? 0), r("mismatched collectives", (e) => String(e.mismatches), (e) => e.mismatches), r("clock residual", (e) => iP(e.clock_residual_us, 3)))))), i;
}
function IP(e) {
	let t = e.unmatched, n = e.matched, r = X("div", {
		class: "panel",
		"data-section": "unmatched"
	}, X("h3", {}, "What was compared, and what was not"));
	return r.append(X("p", {}, `Compared ${Z(n.steps.length, "step")} matched by ${n.by}, ${Z(n.collectives, "collective")}, ranks ${fP(n.ranks)}.`)), r.append(X("div", { class: "table-wrap" }, X("table", {}, X("thead", {}, X("tr", {}, X("th", {}, "not compared"), X("th", {}, `only in A ${e.a.run}`), X("th", {}, `only in B ${e.b.run}`))), X("tbody", {}, X("tr", {}, X("td", {}, "steps"), X("td", {}, fP(t.steps_only_a)), X("td", {}, fP(t.steps_only_b))), X("tr", {}, X("td", {}, "ranks"), X("td", {}, fP(t.ranks_only_a)), X("td", {}, fP(t.ranks_only_b))), X("tr", {}, X("td", {}, "collectives"), X("td", {}, String(t.collectives_only_a)), X("td", {}, String(t.collectives_only_b))))))), r;
}
// src/hang.ts
function LP(e) {
	return (/* @__PURE__ */ new Date(e / 1e6)).toISOString().replace("T", " ").replace("Z", " UTC");
}
var RP = (e) => e.map((e) => `[${(Array.isArray(e) ? e : [e]).join(", ")}]`).join(" ") || "(no input)", zP = (e) => e.length === 1 ? `rank ${e[0]}` : `ranks ${e.join(", ")}`;
function BP(e, t) {
	let n = e.collective, r = n ? `${n.op} seq ${n.seq} of PG ${n.pg}` : "", i = e.mismatched.find((e) => e.rank === t);
	if (i) return `entered ${i.op} ${RP(i.sizes)} at seq ${i.seq} of PG ${i.pg} where the others entered ${String(i.expected.op)}: a desync`;
	let a = e.waiting_since_ns[String(t)];
	if (a !== void 0) return `waits in ${r} since ${LP(a)}`;
	if (e.waiting_ranks.includes(t)) return "waits in another group's divergence (below)";
	let o = e.missing.find((e) => e.rank === t);
	if (o) {
		let e = o.last;
		return `never entered ${r}` + (e ? `; its last record: ${e.op} seq ${e.seq} of PG ${e.pg}${e.retired ? "" : " (unfinished)"} at ${LP(e.created_ns)}` : "");
	}
	if (e.completed_ranks.includes(t)) return `completed ${r}`;
	if (e.no_dump_ranks.includes(t)) return "no dump: unknown, not guessed";
	let s = e.damaged.find((e) => e.rank === t);
	return s ? `dump not read (${s.reason}): unknown` : "—";
}
function VP(e) {
	let t = X("div", {});
	for (let n of e.missing) n.last?.frames.length && t.append(X("h4", {}, `Rank ${n.rank}'s last record's stack (innermost first)`), kN(n.last.frames, [
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
function HP(e, t) {
	let n = [.../* @__PURE__ */ new Set([...t.missing_ranks, ...t.mismatched.map((e) => e.rank)])];
	if (!e.steps.length || !n.length) return X("p", { class: "note" }, "No profiler trace of this job's steps beside the dumps.");
	let r = e.steps[0].step, i = e.steps[e.steps.length - 1].step, a = n.map((t) => {
		let n = e.stragglers.critical_counts[String(t)] ?? 0, r = e.divergences.filter((e) => e.rank === t);
		return X("li", {}, `rank ${t}: last in ${Z(n, "step")} of the profiled ${Z(e.steps.length, "step")}` + (r.length ? `; ${Z(r.length, "divergence")}, the largest ${r[0].op} (${r[0].kind})` : "; no divergence"));
	});
	return X("div", {}, X("p", {}, `The profiler traces of the same job cover steps ${r}–${i}, before the hang (the profiler writes at the end of its window, the recorder when the job hangs):`), X("ul", {}, ...a));
}
function UP(e, t, n) {
	let r = e.hang;
	if (!r) {
		t.append(X("p", {}, "This run has no Flight Recorder dump."));
		return;
	}
	let i = e.findings.find((e) => e.kind === "hang");
	t.append(X("p", {
		class: "lead",
		"data-hang": ""
	}, i?.text ?? "The dumps show no hang."));
	let a = [.../* @__PURE__ */ new Set([
		...e.ranks.map((e) => e.rank),
		...r.no_dump_ranks,
		...r.damaged.map((e) => e.rank),
		...r.process_groups.flatMap((e) => e.ranks)
	])].sort((e, t) => e - t);
	t.append(X("h3", {}, "Each rank at the hang"), kN(a, [
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
			value: (e) => BP(r, e)
		}
	])), r.also.length && t.append(X("h3", {}, "Other groups that parted ways"), kN(r.also, [
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
			value: (e) => e.waiting_ranks.length ? zP(e.waiting_ranks) : "—"
		},
		{
			label: "never entered",
			value: (e) => e.missing_ranks.length ? zP(e.missing_ranks) : "—"
		}
	])), t.append(X("h3", {}, "Process groups in the dumps"), kN(r.process_groups, [
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
	for (let e of r.damaged) t.append(X("p", { class: "error" }, `${e.file} (rank ${e.rank}): ${e.reason}`));
	if (t.append(VP(r), X("h3", {}, "The profiled steps of the same job"), HP(e, r)), e.steps.length) {
		let e = X("a", {
			href: n.link("history"),
			class: "go"
		}, "its critical-rank history");
		e.onclick = (e) => {
			e.preventDefault(), n.open("history");
		}, t.append(X("p", {}, "See ", e, "."));
	}
}
// src/history.ts
function WP(e) {
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
function GP(e) {
	let t = /* @__PURE__ */ new Map(), n = /* @__PURE__ */ new Map();
	for (let r of e) if (!r.warm) for (let e of r.ranks) (r.held ? t : n).set(e, ((r.held ? t : n).get(e) ?? 0) + 1);
	return {
		held: (e) => t.get(e) ?? 0,
		noise: (e) => n.get(e) ?? 0
	};
}
var KP = (e) => {
	let t = e.settings?.material_threshold_us;
	return t == null ? "the material threshold" : `the material threshold (${Q(t, 2)})`;
}, qP = (e) => X("span", {
	class: "key",
	style: e
}), JP = `background: repeating-linear-gradient(135deg, ${$.noise} 0 2px, transparent 2px 5px); outline: 1px solid ${$.noise}; outline-offset: -1px`;
function YP(e, t) {
	return X("div", {
		class: "legend",
		"data-definition": ""
	}, X("p", { class: "legend" }, X("b", {}, "Who held each step back. "), qP(`background: linear-gradient(90deg, ${$.heldLight}, ${$.heldMid}, ${$.held})`), `Held the step back: replaying the rank's diverging work at its role peers' durations shortens the step by ${KP(e)} or more; its cell is lit, shaded by what it cost the step (ms, the colour bar). `, qP(JP), "Last within noise: no rank held the step back; the faint, hatched cell is the step's critical rank (the rank whose compute and host gaps make up most of its critical path), last by less than the threshold."), X("p", { class: "legend" }, `${t} The chart below counts the same cells: the steps each held back (the verdict's count) and those it was last within noise. Click a cell to open that step in the Aligned tab.`));
}
function XP(e, t, n, r, i) {
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
function ZP(e, t, n, r, i, a) {
	let o = n.length > 40, s = o ? Math.max(5, Math.floor(640 / n.length)) : 22, c = new Set(r.map((e) => e.j)), l = Math.ceil(14 / s), u = c.size * l * 2 <= n.length, d = r.filter((e) => e.held), f = r.filter((e) => !e.held), p = new Map(r.map((e) => [`${e.i}:${e.j}`, e])), m = Math.max(0, ...d.map((e) => e.costMs)), h = PN(), g = () => (e.clientWidth - 140 - (d.length ? 96 : 24)) / Math.max(1, t.length), _ = (e, t) => t >= 14 ? e >= 74 ? 2 : +(e >= 44) : 0, v = LN(e, Math.max(200, s * n.length + 90), {
		grid: {
			left: 140,
			right: d.length ? 96 : 24,
			top: 16,
			bottom: 56
		},
		tooltip: { formatter: (e) => ON(p.get(`${e.value[0]}:${e.value[1]}`)?.tip ?? "") + "<br><i>click: open this step</i>" },
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
						...a >= 4 ? XP(o.x, o.y, o.width, o.height, 6) : [],
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
function QP(e, t, n, r, i, a, o) {
	let s = n.length > 16 && n.some((e) => e.length > 6), c = LN(e, 240 + (s ? 30 : 0), {
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
			formatter: (e) => ON(a[e[0].dataIndex])
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
var $P = (e) => X("h3", {}, `How often each ${e} was last: the steps it held back, and those it was last within noise`);
function eF(e, t) {
	let n = e.warm ? " (a warm-up step, kept out of the verdict)" : "";
	if (e.held) {
		let r = e.ranks.length > 1 ? ` (ranks ${e.ranks.join(", ")} together)` : "";
		return `step ${e.step}: ${t} held the step back${r}, costing it ${e.costMs.toFixed(2)} ms${n}`;
	}
	return `step ${e.step}: ${t} was last within noise: no rank held the step back; it is the step's critical rank${n}`;
}
var tF = (e, t) => `held back ${Z(e, "step")}, last within noise in ${t}`;
function nF(e, t, n, r = {}) {
	let i = e.stragglers;
	t.append(X("p", { class: "verdict" }, `${i.class}: ${i.basis ?? ""}`));
	let { g: a, zoom: o } = $N(e, r), s = WP(e);
	if (!a) {
		aF(e, t, n, r, s);
		return;
	}
	let c = eP(n, "history");
	if (t.append(XN(e, a, o, c)), o) {
		iF(e, t, n, a, o, s);
		return;
	}
	let l = e.steps.map((e) => e.step), u = GP(s), d = new Map(a.groups.map((e, t) => [e.key, t])), f = a.groups.map(() => ({
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
			tip: eF(e, `${a.noun} ${a.groups[n].label}: rank${r.length > 1 ? "s" : ""} ${r.join(", ")}`)
		});
	}
	let m = (e) => f.reduce((t, n, r) => n[e] > f[t][e] ? r : t, 0), h = m("held"), g = a.groups[f[h].held ? h : m("noise")];
	if (g) {
		let o = X("a", {
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
		t.append(X("p", { class: "lead" }, f[s].held ? `Held steps back most often: ${a.noun} ${g.label} (ranks ${qN(g.ranks)}), ${f[s].held} of ${Z(i.steps_used ?? e.steps.length, "step")}; its rank ${l} held back ${u.held(l)}. ` : `No rank held a step back; the last rank was within noise, most often in ${a.noun} ${g.label} (${Z(f[s].noise, "step")}). `, o));
	}
	let _ = new Set(a.groups.map((e) => e.ranks.length));
	t.append(YP(e, `One row per ${a.noun}: a cell is lit where a rank of the ${a.noun} held the step back, faint where the step's last rank within noise belongs to it. Click a row's label (or an empty part of the row) to see its ranks.`)), ZP(t, l, a.groups.map((e) => _.size > 1 ? `${e.label} (${e.ranks.length})` : e.label), p, (e, t) => n.open("aligned", {
		step: l[e],
		group: a.by === "host" ? void 0 : a.by,
		zoom: a.groups[t].key
	}), (e) => c(a.by, a.groups[e].key)), t.append($P(a.noun)), QP(t, a.noun, a.groups.map((e) => e.label), f.map((e) => e.held), f.map((e) => e.noise), a.groups.map((e, t) => {
		let n = e.ranks.filter((e) => u.held(e)).map((e) => `rank ${e}: ${u.held(e)}`);
		return `${a.noun} ${e.label}: ${tF(f[t].held, f[t].noise)}` + (n.length ? ` (held back by ${n.slice(0, 4).join(", ")}${n.length > 4 ? ", …" : ""})` : "");
	}), (e) => c(a.by, a.groups[e].key));
}
function rF(e, t) {
	let n = new Map(t.map((e, t) => [e, t]));
	return e.flatMap((e) => e.ranks.filter((e) => n.has(e)).map((t) => ({
		i: e.i,
		j: n.get(t),
		held: e.held,
		costMs: e.costMs ?? 0,
		tip: eF(e, `rank ${t}`)
	})));
}
function iF(e, t, n, r, i, a) {
	let o = e.steps.map((e) => e.step), s = GP(a), c = i.ranks.reduce((e, t) => s.held(t) > s.held(e) ? t : e, i.ranks[0]), l = e.stragglers.steps_used ?? e.steps.length, u = new Set(a.filter((e) => e.held && !e.warm && e.ranks.some((e) => i.ranks.includes(e))).map((e) => e.step));
	t.append(X("p", { class: "lead" }, s.held(c) ? `In ${r.noun} ${i.label}, rank ${c} held back ${s.held(c)} of ${Z(l, "step")}` + (u.size > s.held(c) ? `; its ranks held back ${u.size} in all.` : ".") : `No rank of ${r.noun} ${i.label} held a step back.`)), t.append(YP(e, `One row per rank of ${r.noun} ${i.label}.`)), ZP(t, o, i.ranks.map((e) => `rank ${e}`), rF(a, i.ranks), (e) => n.open("aligned", {
		step: o[e],
		group: r.by === "host" ? void 0 : r.by,
		zoom: i.key
	})), t.append($P("rank")), QP(t, "rank", i.ranks.map((e) => `rank ${e}`), i.ranks.map(s.held), i.ranks.map(s.noise), i.ranks.map((e) => `rank ${e}: ${tF(s.held(e), s.noise(e))}`));
}
function aF(e, t, n, r, i) {
	let a = GP(i), o = VN(e), s = e.stragglers.steps_used ?? e.steps.length, c = i.filter((e) => e.held && !e.warm), l = i.filter((e) => !e.held && !e.warm), u = o.filter((e) => a.held(e)).sort((e, t) => a.held(t) - a.held(e) || e - t), d = u.length === 1 ? `Rank ${u[0]} held back ${a.held(u[0])} of ${Z(s, "step")}` + (c.length === 1 ? ` (step ${c[0].step}, costing it ${c[0].costMs.toFixed(1)} ms).` : ".") : u.length ? `${Z(c.length, "step")} of ${s} held back, by ${Z(u.length, "rank")}: ` + u.slice(0, 4).map((e) => `rank ${e} in ${a.held(e)}`).join(", ") + (u.length > 4 ? `, and ${Z(u.length - 4, "other rank")}.` : ".") : "No rank held a step back.";
	t.append(X("p", { class: "lead" }, d + (l.length ? ` In ${Z(l.length, "step")} no rank held the step back: its last rank was within noise.` : "")));
	let f = YN(e, r.group), p = X("div", {});
	t.append(YP(e, "One row per rank."), f, p);
	let m = e.steps.map((e) => e.step), h = () => {
		zN(p), p.replaceChildren();
		let t = KN(e, f.value).groups.flatMap((e) => e.ranks.map((t) => ({
			r: t,
			label: `${e.label} · rank ${t}`
		})));
		ZP(p, m, t.map((e) => e.label), rF(i, t.map((e) => e.r)), (e) => n.open("aligned", { step: m[e] }));
	};
	f.onchange = () => {
		n.select({ group: f.value === "host" ? void 0 : f.value }), h();
	}, h(), t.append($P("rank")), QP(t, "rank", o.map((e) => `rank ${e}`), o.map(a.held), o.map(a.noise), o.map((e) => `rank ${e}: ${tF(a.held(e), a.noise(e))}`));
}
// src/lanes.ts
var oF = $.wait, sF = $.spread, cF = $.service, lF = 64;
function uF(e, t, n = 1) {
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
function dF(e) {
	return {
		type: "value",
		scale: !0,
		name: e,
		nameLocation: "middle",
		nameGap: 26,
		axisLabel: {
			formatter: (e) => fF(e),
			alignMinLabel: "left",
			alignMaxLabel: "right"
		}
	};
}
function fF(e) {
	let t = e / 1e3, n = Math.abs(t);
	return `${n >= 100 || n === Math.round(n) ? t.toFixed(0) : n >= 10 ? t.toFixed(1) : t.toFixed(2)} ms`;
}
function pF(e, t, n, r) {
	let i = t.length, a = Math.max(150, (i > 40 ? 12 : 24) * Math.min(i, lF) + 80), o = n.map((e) => e.tip), s = i > lF, c = s ? Math.max(0, Math.min(i - lF, (r.focus ?? 0) - Math.floor(lF / 2))) : 0, l = LN(e, a, {
		grid: {
			left: 110,
			right: s ? 44 : 24,
			top: r.mark ? 26 : 10,
			bottom: 44
		},
		xAxis: dF(r.axis),
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
			endValue: c + lF - 1,
			showDetail: !1,
			brushSelect: !1
		}] : []],
		tooltip: { formatter: (e) => ON(o[e.dataIndex] ?? "") },
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
			renderItem: uF(.6, (e) => e.visual("color")),
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
		RN(l, (t) => {
			t >= 0 && t < i && e(t);
		}), l.on("click", (n) => {
			if (n.componentType === "yAxis") {
				let r = t.findIndex((e) => e.label === n.value);
				r >= 0 && setTimeout(() => e(r), 0);
			}
		});
	}
}
function mF(e) {
	let t = /p2p:(\d+)->(\d+)/.exec(e.id);
	return t ? {
		src: Number(t[1]),
		dst: Number(t[2])
	} : null;
}
function hF(e, t) {
	let n = [], r = mF(e);
	for (let [i, a] of Object.entries(e.ranks ?? {})) {
		let o = t.get(Number(i));
		if (o === void 0 || a.ready_us === null || a.end_us === null) continue;
		let s = Math.min(a.ready_us + (a.wait_us ?? 0), a.end_us);
		s > a.ready_us && n.push({
			lane: o,
			x0: a.ready_us,
			x1: s,
			color: oF,
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
			color: cF,
			tip: `${e.id} rank ${i}: service ${c}`
		});
	}
	return n;
}
function gF(e, t, n) {
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
			color: sF,
			tip: l
		}), i > s.hi && o.push({
			lane: a,
			x0: s.hi,
			x1: i,
			color: oF,
			tip: l
		}), o.push({
			lane: a,
			x0: Math.max(i, s.hi),
			x1: Math.max(s.end, i),
			color: cF,
			tip: l
		});
	}
	return o;
}
function _F(e, t = "") {
	return X("p", { class: "legend" }, ...e.flatMap(([e, t]) => [X("span", { class: `key ${e}` }), t]), t ? ` — ${t}` : "");
}
function vF(e, t = !1) {
	return _F([
		...e ? [["spread", "some ranks of the group waiting"]] : [],
		["wait", e ? "the whole group waiting for the last arrival" : "waiting for the last arrival (arrival skew)"],
		["service", t ? "the receive after it (the post-last-arrival tail)" : "after it (service: the post-last-arrival tail)"],
		...t ? [["serviceLight", "the send's own record after it (not the transfer)"]] : []
	], e ? "click a group's row for its ranks" : "");
}
// src/spread.ts
function yF(e) {
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
function bF(e) {
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
function xF(e, t, n, r = {}) {
	let i = e.collectives.filter((e) => e.skew_us !== null), a = !!e.truncated?.collectives;
	t.append(X("h3", {}, a ? "Arrival skew and post-last-arrival tail per collective: the largest of each step" : "Arrival skew and post-last-arrival tail per collective"));
	let o = a ? e.steps.map((e) => `step ${e.step}`) : i.map((e) => e.id), s = (t) => {
		if (a) return `step ${e.steps[t].step}: its largest`;
		let n = i[t];
		return `${n.op} ${n.id}, step ${n.step ?? "—"}; last rank ${n.last_rank}`;
	};
	LN(t, 280, {
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
			formatter: (e) => ON(`${s(e[0].dataIndex)}`) + "<br>" + e.map((e) => `${e.marker}${ON(e.seriesName)}: ${ON(Q(e.value * 1e3, 2))}`).join("<br>")
		},
		xAxis: {
			type: "category",
			data: o,
			name: a ? "step" : "collective, in the order of the run (labelled at a step's first)",
			nameLocation: "middle",
			nameGap: 26,
			axisLabel: a ? { hideOverlap: !0 } : bF(i.map((e) => e.step ?? null)),
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
	let c = yF(e.steps.map((e) => e.work_max_us === null ? null : e.max_rank)), l = e.steps.filter((e) => e.work_max_us !== null).length, u = c.rank !== null && c.k * 2 > l;
	t.append(X("h3", { "data-slowest": c.rank === null ? "" : String(c.rank) }, u ? `Per-step work: rank ${c.rank} (the slowest in ${c.k} of ${Z(l, "step")}) against the median rank` : "Per-step work: each step's slowest rank (named on its bar) against the median rank"), X("p", { class: "note" }, "A rank's own work in a step: its step time minus the time it waited in collectives" + (e.steps.length <= 48 ? "; above each bar, the step's slowest rank." : "; the slowest rank of a step in its tooltip.")));
	let d = e.steps.length <= 16, f = c.k === l ? `rank ${c.rank}, the slowest in every step` : "each step's slowest rank";
	LN(t, 270, {
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
				return ON(`step ${n.step}`) + "<br>" + t.map((e) => `${e.marker}${ON(e.seriesIndex === 0 ? `rank ${n.max_rank} (slowest)` : "median rank")}: ${ON(Q((e.value ?? 0) * 1e3, 2))}`).join("<br>") + (r === null ? "" : `<br>${ON(`rank ${n.max_rank} is ${Q(r, 2)} above the median`)}`);
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
	}, "work"), wF(e, t), TF(e, t, n, r);
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
		t.append(X("h3", {}, `Distribution of ${e}${a ? ` (the ${i.length} collectives of the summary)` : ""}`)), LN(t, 220, {
			grid: {
				left: 64,
				right: 36,
				top: 30,
				bottom: 48
			},
			tooltip: { formatter: (t) => ON(`${Z(t.value, "collective")} with ${e} from ${o(t.dataIndex)} to ${o(t.dataIndex + 1)}`) },
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
function SF(e) {
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
function CF(e) {
	return e.verdict ? X("p", { "data-maxima": e.structural ? "above" : "within" }, e.verdict) : X("p", {});
}
function wF(e, t) {
	let n = e.maxima, r = (n?.rows ?? []).filter((e) => e.ranks >= 1);
	if (!n || !r.length) return;
	let i = X("div", { "data-section": "maxima" }, X("h3", {}, "Per-step maximum against rank count"));
	i.append(X("p", { class: "note" }, "The slowest rank's work per step in random subsets of n ranks (median and 90th percentile), against the maximum of n independent draws from the step's pooled work (what chance alone gives as ranks are added)."), CF(n)), t.append(i);
	let a = (e) => r.map((t) => [Math.log2(t.ranks), t[e] === null ? null : t[e] / 1e3]), o = (e) => String(Math.round(2 ** e));
	LN(i, 260, {
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
			...SF(r)
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
	n.top_rank !== null && c && i.append(X("p", { "data-share": String(c.top_rank_share) }, `Top rank: rank ${n.top_rank}, the most often slowest, is the slowest in ${(100 * c.top_rank_share).toFixed(0)} % of the subsets of ${c.ranks} ranks that include it (${(100 / c.ranks).toFixed(+(c.ranks > 100))} % if it were chance).`));
}
function TF(e, t, n, r) {
	let { g: i, zoom: a } = $N(e, r), o = new Map(e.collectives.map((e) => [e.id, e])), s = [.../* @__PURE__ */ new Set([...e.steps.map((e) => e.critical_collective), ...e.collectives.slice().sort((e, t) => (t.skew_us ?? 0) - (e.skew_us ?? 0)).slice(0, 20).map((e) => e.id)])].filter((e) => !!e && o.has(e)).sort((e, t) => (o.get(t).skew_us ?? 0) - (o.get(e).skew_us ?? 0));
	if (!s.length) return;
	let c = r.collective && o.has(r.collective) ? r.collective : s[0];
	s.includes(c) || s.unshift(c);
	let u = X("select", { "aria-label": "collective" }, ...s.map((e) => {
		let t = o.get(e);
		return X("option", { value: e }, `${t.op} ${e} (step ${t.step ?? "—"}, skew ${Q(t.skew_us, 2)})`);
	}));
	u.value = c;
	let d = X("div", { "data-section": "arrival" });
	t.append(X("h3", {}, i && !a ? `Arrival at one collective, per ${i.noun}` : "Arrival at one collective, per rank")), i && t.append(XN(e, i, a, eP(n, "spread", { collective: u.value }))), t.append(u, d);
	let f = 0, p = async (t) => {
		let r = ++f, { status: o, body: s } = await l(n.run, t, n.span);
		if (r !== f || !d.isConnected) return;
		if (zN(d), d.replaceChildren(), o !== 200) {
			d.append(X("p", { class: "error" }, `no detail for ${t}`));
			return;
		}
		let c = Object.entries(s.collective.ranks ?? {}).filter(([, e]) => e.ready_us !== null).map(([e, t]) => [Number(e), t.ready_us]);
		if (!c.length) return;
		let u = Math.min(...c.map(([, e]) => e)), p = s.collective, m = e.steps.find((e) => e.step === p.step), h = new Set(m?.held_by ?? []), g, _ = [], v = 0;
		if (i && !a) {
			let e = /* @__PURE__ */ new Map();
			for (let [t, n] of c) {
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
			let e = a ? new Set(a.ranks) : null, t = c.filter(([t]) => !e || e.has(t)).sort((e, t) => e[0] - t[0]);
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
		let y = c.find(([e]) => e === p.last_rank)?.[1];
		if (d.append(X("p", { "data-last": String(p.last_rank) }, `Last ready: rank ${p.last_rank}` + (i ? ` (${i.noun} ${i.of.get(p.last_rank)?.label ?? "?"})` : "") + (y === void 0 ? "" : `, ${Q(y - u, 2)} after the first rank (the arrival skew)`) + (m ? h.size ? `; step ${m.step} was held back by rank${h.size > 1 ? "s" : ""} ${[...h].join(", ")}.` : `; no rank held step ${m.step} back (its last rank was within noise).` : "."))), !g.length) {
			d.append(X("p", { class: "note" }, `No rank of ${a?.label} takes part in ${t}.`));
			return;
		}
		pF(d, g, _, {
			focus: v,
			name: "arrival",
			origin: 0,
			axis: `ms after the first rank was ready for ${t}`,
			onLane: i && !a ? (e) => eP(n, "spread", { collective: t })(i.by, g[e].group.key) : void 0
		});
		let b = (e) => X("span", {
			class: "key",
			style: `background: ${e}`
		});
		d.append(X("p", { class: "legend" }, b($.wait), i && !a ? `how long after the first rank the ${i.noun}'s last rank became ready (waiting: the longest is the arrival skew)` : "how long after the first rank each rank became ready (waiting: the last one's is the arrival skew)", ...h.size ? [b($.held), `the same, for the rank that held step ${p.step} back`] : [], i && !a ? " — click a row for its ranks" : ""));
	};
	u.onchange = () => {
		n.select({ collective: u.value }), p(u.value);
	}, p(c);
}
// src/limits.ts
var EF = (e) => e === null ? "mixed: some traces on, some off" : e ? "on" : "off";
function DF(e, t, n) {
	let r = t.run, i = X("section", { "data-section": "limits" }, X("h3", {}, "What the profiler could measure, in every window")), a = jN(`reading the traces' metadata in every window of ${r}…`);
	i.append(a.node), e.append(i), m(r, (e) => a.set(`reading every window of ${r}: ${Math.round(e.progress * 100)}%`, e.progress), () => a.node.isConnected).then((e) => {
		a.stop(), e !== null && a.node.isConnected && (typeof e == "string" ? a.node.replaceWith(X("p", { class: "error" }, e)) : (a.node.remove(), OF(i, e.limits), n.section === "limits" && requestAnimationFrame(() => i.scrollIntoView({ block: "start" }))));
	});
}
function OF(e, t) {
	e.append(t.notes.length ? X("ul", { class: "limits-notes" }, ...t.notes.map((e) => X("li", {}, e))) : X("p", {}, "Nothing the traces' own metadata says limits the analysis."));
	let n = [
		["recorded", t.activities.length ? t.activities.map((e) => e === "cpu" ? "cpu (host ops and annotations)" : e === "device" ? "device (GPU kernels, copies)" : e).join(", ") : "nothing"],
		["ranks without device activity", t.no_device_ranks.length ? t.no_device_ranks.join(", ") : "none"],
		["record_shapes", EF(t.record_shapes)],
		["with_stack", EF(t.with_stack)],
		["profile_memory", EF(t.profile_memory)],
		["with_modules", EF(t.with_modules)],
		["with_flops", EF(t.with_flops)],
		["schedule", t.schedule?.text ?? "one window"],
		["warnings on the ranks", t.trace_warnings ? `${t.trace_warnings} (damaged or excluded events: the ranks table above, per window)` : "none"]
	];
	e.append(X("table", { class: "evidence limits" }, X("tbody", {}, ...n.map(([e, t]) => X("tr", {}, X("th", {}, e), X("td", {}, t)))))), e.append(X("h4", {}, "The profiler's own messages (kineto)"), t.kineto.length ? kN(t.kineto, [
		{
			label: "window",
			value: (e) => e.span,
			sort: (e) => e.span
		},
		{
			label: "rank",
			value: (e) => e.rank ?? "—"
		},
		{
			label: "level",
			value: (e) => e.level
		},
		{
			label: "message",
			value: (e) => e.text
		},
		{
			label: "file",
			value: (e) => e.file
		}
	]) : X("p", {}, "No warning, error or dropped-record line in any trace.")), e.append(X("h4", {}, "Missing traces"), t.missing.length ? X("ul", {}, ...t.missing.map((e) => X("li", {}, e))) : X("p", {}, `Every rank has a readable trace in every window${t.schedule ? ` (${Z(t.schedule.windows, "window")})` : ""}.`));
}
// src/overtime.ts
var kF = {
	fixed: "fixed straggler",
	topology: "topology straggler",
	rotating: "rotating straggler",
	transient: "transient straggler",
	none: "no straggler"
}, AF = {
	left: 64,
	right: 72,
	top: 44,
	bottom: 40
}, jF = (e) => `${e.length === 1 ? "rank" : "ranks"} ${e.join(", ")}`, MF = (e) => e == null ? null : +(e / 1e3).toFixed(3), NF = (e) => e.warmup ? "warmup" : e.held_by.length ? "held" : "noise", PF = {
	held: $.held,
	noise: $.noise,
	warmup: $.idle
};
function FF(e, t) {
	let n = t.run, r = jN(`reading every profiler window of ${n}…`);
	e.append(r.node), m(n, (e) => r.set(`reading every profiler window of ${n}: ${Math.round(e.progress * 100)}%`, e.progress), () => r.node.isConnected).then((n) => {
		r.stop(), n !== null && r.node.isConnected && (typeof n == "string" ? r.node.replaceWith(X("p", { class: "error" }, n)) : (r.node.remove(), IF(n, e, t)));
	});
}
function IF(e, t, n) {
	let r = /* @__PURE__ */ new Set();
	if (t.append(LF(e)), !e.steps.length) {
		t.append(X("p", { class: "note" }, "No profiled step in any window."));
		return;
	}
	let i = X("section", {
		class: "overtime",
		"data-section": "steps"
	});
	t.append(i), i.append(X("h3", {}, `Step time per profiled step, ${Z(e.windows.length, "window")}`)), HF(e, i, n), i.append(WF(e));
	for (let t of [e.verdict.onset, e.verdict.end]) t && (i.append(X("p", {
		class: "caption",
		[t === e.verdict.onset ? "data-onset" : "data-end"]: ""
	}, t.text)), r.add(t.text));
	KF(e, t, r), JF(e, t, r), YF(e, t, n), XF(e, t), ZF(e, t, n);
}
function LF(e) {
	let t = e.verdict, n = t.class === "none" ? "" : t.since_step === null ? " from the first window" : ` since window ${t.since_span}, step ${t.since_step}`, r = t.until_step === null ? "" : ` until window ${t.until_span}, step ${t.until_step}`;
	return X("div", {
		class: "verdict overtime-verdict",
		"data-verdict": t.class,
		"data-ranks": t.ranks.join(","),
		"data-since-span": String(t.since_span ?? ""),
		"data-since-step": String(t.since_step ?? "")
	}, X("span", { class: `badge ${t.class}` }, kF[t.class] ?? t.class), t.ranks.length ? ` ${jF(t.ranks)}${n}${r}` : "", ` — ${t.ranks.length === 1 ? `held back ${t.critical_counts[String(t.ranks[0])] ?? 0}` : `${t.steps_held}`} of ${Z(t.steps_used, "step")}${t.ranks.length === 1 ? "" : " held back"} over ${Z(e.windows.length, "window")}, ${e.world_size} ranks`, t.follows ? X("span", {
		class: `badge follows ${t.follows}`,
		"data-follows": t.follows
	}, t.follows === "workload" ? "a logged scalar points to the data (workload)" : "a logged scalar points to placement") : "");
}
function RF(e, t) {
	let n = PN(), r = (e) => e % 2 ? n ? "rgba(255,255,255,0.07)" : "rgba(0,0,0,0.045)" : n ? "rgba(255,255,255,0.03)" : "rgba(0,0,0,0.02)", i = e.windows.filter((e) => e.first_step !== null && e.last_step !== null).map((e, n) => [{
		xAxis: e.first_step - .5,
		itemStyle: { color: r(n) },
		name: t ? `window ${e.span}\n${e.class === "none" ? "no straggler" : `${e.class} ${e.ranks.join(",")}`}` + (e.unusual ? " · one-off" : "") : ""
	}, { xAxis: e.last_step + .5 }]), a = e.verdict, o = [];
	return a.since_step !== null && o.push({
		xAxis: a.since_step - .5,
		name: `onset: step ${a.since_step}`
	}), a.until_step !== null && o.push({
		xAxis: a.until_step + .5,
		name: `end: after step ${a.until_step}`
	}), {
		markArea: {
			silent: !0,
			label: {
				show: t,
				position: "top",
				distance: 4,
				fontSize: 11,
				color: n ? "#ccc" : "#555",
				lineHeight: 14
			},
			data: i
		},
		markLine: {
			silent: !0,
			symbol: "none",
			data: o,
			label: {
				show: !0,
				position: "insideEndTop",
				formatter: "{b}",
				color: $.held,
				fontWeight: "bold"
			},
			lineStyle: {
				color: $.held,
				type: "dashed",
				width: 2
			}
		}
	};
}
function zF(e, t) {
	let n = [];
	return e.steps.forEach((r, i) => {
		i && e.steps[i - 1].span !== r.span && n.push([r.step - .5, null]), n.push([r.step, t(r)]);
	}), n;
}
var BF = (e) => ({
	type: "value",
	min: e.steps[0].step - .5,
	max: e.steps[e.steps.length - 1].step + .5,
	minInterval: 1,
	name: "step",
	nameLocation: "middle",
	nameGap: 26,
	splitLine: { show: !1 },
	axisLabel: { formatter: (e) => Number.isInteger(e) ? String(e) : "" }
});
function VF(e, t) {
	let n = t.warmup ? "a warm-up outlier its window leaves out of the verdict" : t.held_by.length ? `held back by ${jF(t.held_by)}` + (t.held_cost_us === null ? "" : `, costing the step ${Q(t.held_cost_us)}`) : `no rank held it back${t.critical_rank === null ? "" : ` (its critical rank, ${t.critical_rank}, within noise)`}`;
	return `step ${t.step} (window ${t.span}): slowest rank ${Q(t.time_max_us)}, the ranks' median ${Q(t.time_us)}; ${n}`;
}
function HF(e, t, n) {
	let r = new Map(e.steps.map((e) => [e.step, e]));
	LN(t, 340, {
		grid: AF,
		tooltip: {
			trigger: "item",
			formatter: (t) => {
				let n = r.get(t.value?.[0]);
				return n ? ON(VF(e, n)) + "<br><i>click: open this step in its window's Aligned tab</i>" : "";
			}
		},
		xAxis: BF(e),
		yAxis: {
			type: "value",
			name: "ms per step (ProfilerStep duration)",
			nameLocation: "middle",
			nameGap: 40,
			splitLine: { lineStyle: { opacity: .4 } }
		},
		series: [{
			name: "the slowest rank's step time",
			type: "bar",
			barWidth: "62%",
			cursor: "pointer",
			data: e.steps.map((e) => ({
				value: [e.step, MF(e.time_max_us)],
				meaning: NF(e),
				itemStyle: {
					color: PF[NF(e)],
					opacity: NF(e) === "held" ? 1 : .55
				},
				label: {
					show: NF(e) === "held",
					position: "top",
					formatter: e.held_by.join(","),
					fontSize: 11,
					fontWeight: "bold",
					color: $.held
				}
			})),
			...RF(e, !0)
		}, {
			name: "the ranks' median step time",
			type: "line",
			data: zF(e, (e) => MF(e.time_us)),
			connectNulls: !1,
			symbol: "circle",
			symbolSize: 4,
			lineStyle: {
				color: $.peer,
				width: 2
			},
			itemStyle: { color: $.peer },
			z: 3,
			tooltip: { show: !1 }
		}]
	}, "overtime-steps").on("click", (e) => {
		let t = r.get(e.value?.[0]);
		t && setTimeout(() => n.open("aligned", {
			span: t.span,
			step: t.step
		}), 0);
	});
}
var UF = (e, t = "") => X("span", {
	class: "key",
	style: `background: ${e};${t}`
});
function WF(e) {
	let t = e.steps[0].step, n = e.steps[e.steps.length - 1].step, r = e.limits.schedule?.text;
	return X("p", {
		class: "legend",
		"data-legend": "steps"
	}, UF($.held), "held back by a rank (the number above the bar: which) ", UF($.noise, "opacity: 0.55"), "no rank held it back (within noise) ", e.steps.some((e) => e.warmup) ? UF($.idle) : "", e.steps.some((e) => e.warmup) ? "warm-up outlier, left out " : "", UF($.peer, "height: 3px"), "the ranks' median ", e.verdict.since_step !== null || e.verdict.until_step !== null ? X("span", {}, UF($.held, "width: 2px; height: 14px"), "onset (and end) of the straggler ") : "", X("br"), `Bars: the slowest rank's ProfilerStep duration; x: the training step (ProfilerStep#${t} to #${n}); shaded bands: the profiler's windows${r ? ` (${r})` : ""}. Click a step to open it in its window.`);
}
function GF(e, t) {
	let n = Object.entries(e.work_us ?? {}).filter(([e]) => Number(e) !== t).map(([, e]) => e).sort((e, t) => e - t);
	if (!n.length) return null;
	let r = n.length >> 1;
	return n.length % 2 ? n[r] : (n[r - 1] + n[r]) / 2;
}
function KF(e, t, n) {
	let r = e.scalars.filter((e) => e.tracks && e.rank !== null && e.values && Object.keys(e.values).length), i = X("section", {
		class: "overtime",
		"data-section": "scalars"
	});
	t.append(i);
	let a = e.scalars_read;
	if (!r.length) i.append(X("h3", {}, "Logged scalars"), X("p", {
		class: "note",
		"data-no-scalar": ""
	}, a.note ? `No scalar was read: ${a.note}.` : a.tags ? `No scalar tracks the straggler: ${Z(a.tags, "tag")} in ${Z(a.files, "event file")}, ${Z(a.matched_steps, "profiled step")} with a value (every scalar below).` : "The run's TensorBoard event files hold no scalar."));
	else {
		i.append(X("h3", {}, r.length === 1 ? "The logged scalar that tracks the straggler" : "The logged scalars that track the straggler"));
		for (let t of r) {
			let r = X("div", {
				class: "scalar",
				"data-scalar": t.name,
				"data-rank": String(t.rank),
				"data-points-to": t.points_to ?? ""
			});
			i.append(r), qF(e, t, r), t.basis && (r.append(X("p", { class: "caption scalar-basis" }, t.basis)), n.add(t.basis));
		}
	}
}
function qF(e, t, n) {
	let r = t.rank, i = t.values ?? {}, a = PN(), o = `rank ${r}'s work`, s = "the other ranks' median work", c = `rank ${r}'s ${t.name} (as logged)`, l = (e) => e.held_by.includes(r);
	n.append(X("h4", {}, `${t.name} of rank ${r} against its work` + (t.points_to ? ` — points to ${t.points_to === "workload" ? "the data (workload)" : "placement"}` : ""))), LN(n, 300, {
		grid: AF,
		legend: {
			data: [
				o,
				s,
				c
			],
			top: 0,
			textStyle: { color: a ? "#ddd" : "#333" }
		},
		tooltip: {
			trigger: "axis",
			axisPointer: { type: "line" },
			valueFormatter: (e) => e == null ? "—" : String(typeof e == "number" ? +e.toFixed(2) : e)
		},
		xAxis: BF(e),
		yAxis: [{
			type: "value",
			name: "ms of own work per step",
			nameLocation: "middle",
			nameGap: 40,
			splitLine: { lineStyle: { opacity: .4 } }
		}, {
			type: "value",
			name: `${t.name} (as logged)`,
			nameLocation: "middle",
			nameGap: 50,
			nameTextStyle: { color: $.scalar },
			axisLabel: { color: $.scalar },
			axisLine: {
				show: !0,
				lineStyle: { color: $.scalar }
			},
			splitLine: { show: !1 }
		}],
		series: [
			{
				name: o,
				type: "line",
				data: zF(e, (e) => MF(e.work_us?.[String(r)])).map(([t, n]) => {
					let r = e.steps.find((e) => e.step === t);
					return {
						value: [t, n],
						itemStyle: r && l(r) ? { color: $.held } : void 0,
						symbolSize: r && l(r) ? 8 : 5
					};
				}),
				connectNulls: !1,
				symbol: "circle",
				lineStyle: {
					color: $.compute,
					width: 2
				},
				itemStyle: { color: $.compute },
				z: 4,
				...RF(e, !1)
			},
			{
				name: s,
				type: "line",
				data: zF(e, (e) => MF(GF(e, r))),
				connectNulls: !1,
				symbol: "none",
				lineStyle: {
					color: $.peer,
					width: 2,
					type: "dashed"
				},
				itemStyle: { color: $.peer }
			},
			{
				name: c,
				type: "line",
				yAxisIndex: 1,
				data: zF(e, (e) => i[String(e.step)] ?? null),
				connectNulls: !1,
				symbol: "rect",
				symbolSize: 5,
				lineStyle: {
					color: $.scalar,
					width: 2
				},
				itemStyle: { color: $.scalar },
				z: 3
			}
		]
	}, "overtime-scalar"), n.append(X("p", { class: "legend" }, UF($.compute, "height: 3px"), `rank ${r}'s own work per step (its step time less its waits in collectives; left axis, ms) `, UF($.held, "border-radius: 6px"), "a step it held back ", UF($.peer, "height: 3px"), "the other ranks' median work ", UF($.scalar, "height: 3px"), `its ${t.name} as the job logged it at that training step (right axis, ${t.name}'s own unit)`));
}
function JF(e, t, n) {
	let r = (e) => e.replace(/\.$/, ""), i = e.findings.filter((e) => ![...n].some((t) => r(t) === r(e.text)) && e.kind !== "limits"), a = (e) => X("li", {
		class: e.severity,
		"data-kind": e.kind
	}, e.text), o = i.filter((e) => !e.minor), s = i.filter((e) => e.minor);
	t.append(X("h3", {}, "What the windows say"), X("ul", { class: "findings story" }, ...o.map(a))), s.length && t.append(X("details", { class: "minor" }, X("summary", {}, Z(s.length, "smaller finding")), X("ul", { class: "findings story" }, ...s.map(a))));
}
function YF(e, t, n) {
	t.append(X("h3", {}, "Every window"), X("p", { class: "note" }, "Click a window to open its Findings."), kN(e.windows, [
		{
			label: "window",
			value: (e) => e.span,
			sort: (e) => e.span
		},
		{
			label: "steps",
			value: (e) => e.first_step === null ? "—" : `${e.first_step}–${e.last_step}`
		},
		{
			label: "verdict",
			value: (e) => X("span", { class: `badge ${e.class}` }, e.class === "none" ? "none" : `${e.class} ${e.ranks.join(", ")}`)
		},
		{
			label: "held back",
			value: (e) => `${e.steps_held} of ${e.steps}`,
			sort: (e) => e.steps_held
		},
		{
			label: "slowest rank's step (median)",
			value: (e) => Q(e.step_time_max_p50_us),
			sort: (e) => e.step_time_max_p50_us ?? 0
		},
		{
			label: "",
			value: (e) => e.unusual ? "one-off: a finding about this window" : ""
		},
		{
			label: "basis",
			value: (e) => e.basis ?? ""
		}
	], (e) => n.open("findings", { span: e.span }), void 0, (e) => String(e.span)));
}
function XF(e, t) {
	if (!e.scalars.length) return;
	let n = (e) => e === null ? "—" : e.toFixed(2), r = [
		{
			label: "scalar",
			value: (e) => e.name
		},
		{
			label: "rank",
			value: (e) => e.rank === null ? "all" : e.rank
		},
		{
			label: "steps",
			value: (e) => e.steps,
			sort: (e) => e.steps
		},
		{
			label: "r with work",
			value: (e) => n(e.r),
			sort: (e) => Math.abs(e.r ?? 0)
		},
		{
			label: "r with holding back",
			value: (e) => n(e.r_critical),
			sort: (e) => Math.abs(e.r_critical ?? 0)
		},
		{
			label: "× peers when held",
			value: (e) => e.ratio_held === null ? "—" : `${e.ratio_held.toFixed(2)}×`
		},
		{
			label: "tracks",
			value: (e) => e.tracks ? "yes" : ""
		},
		{
			label: "points to",
			value: (e) => e.points_to ?? ""
		},
		{
			label: "basis",
			value: (e) => e.basis ?? ""
		}
	], i = e.scalars_read;
	t.append(X("details", { class: "scalars-all" }, X("summary", {}, `Every logged scalar (${Z(i.tags, "tag")} in ${Z(i.files, "event file")}; r: a rank's value against its own work over the steps, or "all" across ranks step by step)`), kN(e.scalars, r)));
}
function ZF(e, t, n) {
	let r = X("a", {
		href: n.link("evidence", {
			section: "limits",
			span: void 0
		}),
		class: "go"
	}, "every limit in the Missing evidence tab →");
	r.onclick = (e) => {
		e.preventDefault(), n.open("evidence", {
			section: "limits",
			span: void 0
		});
	}, t.append(X("h3", {}, "What the traces could not measure"), X("ul", { class: "findings story" }, ...e.limits.notes.map((e) => X("li", { class: "info" }, e))), X("p", {}, r));
}
// src/path.ts
var QF = {
	compute: $.compute,
	comm: $.service,
	wait: $.wait,
	"host gap": $.host
}, $F = {
	compute: "compute",
	comm: "communication",
	wait: "waiting",
	"host gap": "host gap"
}, eI = 6, tI = 2, nI = 6;
function rI(e, t, n, r = eI) {
	let i = [...new Set(t.step.critical_path.map((e) => e.rank))], a = t.step.critical_rank ?? i[0], o = e.stragglers.roles?.find((e) => e.ranks.includes(a))?.ranks ?? [], s = Object.keys(t.ranks).map(Number).sort((e, t) => e - t), c = n ? s : o.filter((e) => e !== a).slice(0, r);
	return [.../* @__PURE__ */ new Set([
		a,
		...i,
		...c
	])].filter((e) => e != null);
}
function iI(e, t, n, r) {
	return `rank ${e}${e === t ? " · critical" : n.has(e) ? " · on path" : r.has(e) ? " · role peer" : ""}`;
}
function aI(e, t) {
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
function oI(e, t) {
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
function sI(e, t, n, r) {
	return e.flatMap((e, i) => {
		let a = t.get(e.rank), o = r.filter((t) => {
			let n = lI(t);
			return t.rank === e.rank && n !== null && n[0] < e.start_us + e.dur_us && n[1] > e.start_us;
		}).map((e) => `; the divergence inside it is blamed on ${e.cause} (+${Q(e.cause_us)}, lag ${Q(e.lag_us)})`);
		return a === void 0 ? [] : [{
			lane: a,
			x0: e.start_us,
			x1: e.start_us + e.dur_us,
			color: QF[e.kind],
			h: .7,
			opacity: 1,
			layer: "path",
			tip: `path #${i + 1}, rank ${e.rank}: ${$F[e.kind]} ${e.event} — ${Q(e.dur_us, 2)}, from ${fF(e.start_us - n)}${o.join("")}`
		}];
	});
}
function cI(e) {
	return `${e.cause} +${Q(e.cause_us)}`;
}
function lI(e) {
	let t = e.evidence.segment;
	if (t && typeof t.start_us == "number" && typeof t.end_us == "number") return [t.start_us, t.end_us];
	let n = e.evidence.event_us;
	return Array.isArray(n) && n.length === 2 ? [n[0], n[1]] : null;
}
function uI(e, t) {
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
function dI(e) {
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
function fI(e, t) {
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
function pI(e, t) {
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
function mI(e, t, n, r, i, a = !1, o) {
	let s = n.step.critical_path, c = a ? rI(e, n, Object.keys(n.ranks).length <= nI, tI) : rI(e, n, i), l = new Map(c.map((e, t) => [e, t])), u = n.step.critical_rank, d = new Set(e.stragglers.roles?.find((e) => u !== null && e.ranks.includes(u))?.ranks ?? []), f = new Set(s.map((e) => e.rank)), p = n.step.start_us ?? Math.min(...s.map((e) => e.start_us)), m = [
		...aI(n, l),
		...sI(s, l, p, r),
		...oI(n, l)
	].map((e) => ({
		...e,
		x0: e.x0 - p,
		x1: e.x1 - p
	})), h = r.flatMap((e) => {
		let t = lI(e), n = l.get(e.rank), r = a ? e === o ? cI(e) : "" : cI(e);
		return t && n !== void 0 ? [[
			n,
			t[0] - p,
			t[1] - p,
			r,
			a && e === o ? 400 : 40,
			`rank ${e.rank}: ${e.summary}`
		]] : [];
	}), g = m.map((e) => e.tip), _ = LN(t, Math.max(a ? 140 : 170, (a ? 26 : 30) * c.length + (a ? 70 : 90)), {
		grid: {
			left: a ? 118 : 140,
			right: a ? 16 : 28,
			top: 24,
			bottom: a ? 40 : 44
		},
		xAxis: dF(a ? `ms since step ${n.step.step} began` : `ms since step ${n.step.step} began (its earliest rank's ProfilerStep start, common clock)`),
		yAxis: {
			type: "category",
			data: c.map((e) => iI(e, u, f, d)),
			inverse: !0
		},
		dataZoom: a ? [] : [{
			type: "inside",
			xAxisIndex: 0
		}],
		tooltip: {
			confine: !0,
			extraCssText: "max-width:520px;white-space:normal",
			formatter: (e) => ON(e.seriesIndex === 0 ? g[e.value[3]] : e.seriesIndex === 2 ? e.value[5] : `the path moves from ${c[e.value[1]]} to ${c[e.value[2]]}`)
		},
		series: [
			{
				type: "custom",
				encode: {
					x: [1, 2],
					y: 0
				},
				renderItem: dI(m),
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
				renderItem: fI,
				itemStyle: { color: "#888" },
				z: 3,
				data: uI(s, l).map(([e, t, n]) => [
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
				renderItem: pI,
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
	})), t.append(a ? _F([
		["compute", "compute"],
		["service", "communication"],
		["wait", "waiting"],
		["host", "host gap"],
		["div", "divergence, named by its cause"]
	]) : _F([
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
function hI(e, t) {
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
	LN(e, 150, {
		grid: {
			left: 118,
			right: 70,
			top: 30,
			bottom: 40
		},
		xAxis: {
			...dF(t.axis),
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
			formatter: (e) => ON(c[e.value[3]])
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
function gI(e, t) {
	let n = e.step.start_us ?? Math.min(...e.step.critical_path.map((e) => e.start_us));
	return kN(e.step.critical_path.map((e, t) => ({
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
			value: ({ h: e }) => $F[e.kind]
		},
		{
			label: "event",
			value: ({ h: e }) => e.event
		},
		{
			label: "from",
			value: ({ h: e }) => fF(e.start_us - n)
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
function _I(e, t) {
	let n = e.step.critical_path;
	if (!n.length) return `Step ${e.step.step} has no critical path (no collective links its ranks).`;
	let r = [];
	for (let e of n) r[r.length - 1] !== e.rank && r.push(e.rank);
	let i = /* @__PURE__ */ new Map();
	for (let t of n) {
		let n = t.kind === "compute" ? e.gaps.filter((e) => e.rank === t.rank && e.stream === void 0).reduce((e, n) => e + Math.max(0, Math.min(t.start_us + t.dur_us, n.start_us + n.dur_us) - Math.max(t.start_us, n.start_us)), 0) : 0;
		i.set(t.kind, (i.get(t.kind) ?? 0) + t.dur_us - n), n > 0 && i.set("host gap", (i.get("host gap") ?? 0) + n);
	}
	let a = n.reduce((e, t) => e + t.dur_us, 0), o = [...i].sort((e, t) => t[1] - e[1]).map(([e, t]) => `${$F[e]} ${Q(t)}`), s = r.length - 1, c = s ? `runs through ranks ${r.join(" → ")} (${Z(s, "hop")} across ranks, ` : `stays on rank ${r[0]} (`, l = e.step.critical_collective ? t.get(e.step.critical_collective) : void 0;
	return `Step ${e.step.step}'s critical path ${c}${Z(n.length, "link")}, ${Q(a)}: ${o.join(", ")})` + (l ? `; rank ${e.step.critical_rank} arrived last at ${l.id}.` : ".");
}
// src/service.ts
var vI = 24;
function yI(e) {
	return e == null ? "—" : `${e >= 100 ? e.toFixed(0) : e.toPrecision(3)} GB/s`;
}
function bI(e, t) {
	let n = t.service.slice(0, vI), r = (e) => e === null ? null : +(e / 1e3).toFixed(3);
	e.append(X("h4", {}, `The run's tail against the replayed service${t.service.length > vI ? ` (the first ${vI} of ${t.service.length} collectives, in the replay's order)` : ""}`)), LN(e, 60 + 22 * n.length, {
		grid: {
			left: 170,
			right: 24,
			top: 36,
			bottom: 44
		},
		legend: {
			top: 0,
			data: [
				"tail in the run (a lower bound)",
				"replayed service (median)",
				"replayed service beyond the tail and the spread"
			]
		},
		tooltip: {
			trigger: "axis",
			axisPointer: { type: "shadow" },
			formatter: (e) => {
				let t = n[e[0]?.dataIndex ?? 0];
				return ON(`${t.collective} (${t.op}): tail ${Q(t.tail_us, 2)}, replayed service ${Q(t.service_us, 2)} ± ${Q(t.spread_us, 2)} over ${t.repetitions}` + (t.underestimated ? " — the tail underestimates it" : ""));
			}
		},
		xAxis: {
			type: "value",
			name: "ms",
			nameLocation: "middle",
			nameGap: 26
		},
		yAxis: {
			type: "category",
			inverse: !0,
			data: n.map((e) => e.collective),
			axisLabel: { fontSize: 10 }
		},
		series: [
			{
				name: "tail in the run (a lower bound)",
				type: "bar",
				itemStyle: { color: $.serviceLight },
				data: n.map((e) => r(e.tail_us))
			},
			{
				name: "replayed service (median)",
				type: "bar",
				itemStyle: { color: $.service },
				data: n.map((e) => e.underestimated ? {
					value: r(e.service_us),
					itemStyle: { color: $.held }
				} : r(e.service_us))
			},
			{
				name: "replayed service beyond the tail and the spread",
				type: "bar",
				itemStyle: { color: $.held },
				data: []
			}
		]
	}, "service");
}
function xI(e) {
	return kN(e.service, [
		{
			label: "collective",
			value: (e) => e.collective
		},
		{
			label: "op",
			value: (e) => e.op
		},
		{
			label: "bytes",
			value: (e) => e.bytes,
			sort: (e) => e.bytes ?? 0
		},
		{
			label: "tail (run)",
			value: (e) => Q(e.tail_us, 2),
			sort: (e) => e.tail_us ?? 0
		},
		{
			label: "replayed service",
			value: (e) => `${Q(e.service_us, 2)} ± ${Q(e.spread_us, 2)}`,
			sort: (e) => e.service_us ?? 0
		},
		{
			label: "tail / service",
			value: (e) => e.ratio === null ? "—" : e.ratio.toFixed(2),
			sort: (e) => e.ratio ?? 0
		},
		{
			label: "busbw (replayed service)",
			value: (e) => yI(e.busbw_gbps),
			sort: (e) => e.busbw_gbps ?? 0
		},
		{
			label: "busbw (run's tail)",
			value: (e) => yI(e.tail_busbw_gbps),
			sort: (e) => e.tail_busbw_gbps ?? 0
		},
		{
			label: "underestimated",
			value: (e) => e.underestimated ? "yes" : ""
		}
	], void 0, void 0, (e) => e.collective);
}
function SI(e, t) {
	let n = X("section", { "data-section": "service" });
	e.append(n), d(t).then(({ status: e, body: t }) => {
		if (e !== 200 || !n.isConnected) return;
		let r = t, i = r.report;
		if (!i) n.append(X("details", {}, X("summary", {}, "Service with synchronized readiness: no replay of this run"), X("p", { class: "note" }, r.why ?? "")));
		else {
			n.append(X("h3", {}, `Service with synchronized readiness: replay ${i.replay}` + (i.backend ? ` (${i.backend})` : "") + `, span ${i.span}`), ...i.summary.map((e) => X("p", {}, e)), X("p", { class: "note" }, i.bandwidth_from)), bI(n, i), n.append(xI(i));
			for (let e of i.warnings) n.append(X("p", { class: "note" }, e));
		}
	});
}
// src/walkback.ts
var CI = {
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
}, wI = /* @__PURE__ */ new Set([
	"dur_us",
	"peer_median_dur_us",
	"uncovered_us",
	"uncovered_peer_median_us"
]), TI = {
	host: "ops on the thread that enqueues the collectives",
	device: "kernels on the rank's streams"
};
function EI(e, t, n) {
	if (t == null) return "—";
	if (e === "mode" && typeof t == "string") return TI[t] ?? t;
	if (e === "event_us" && Array.isArray(t) && t.length === 2 && n !== null) return `${fF(Number(t[0]) - n)} to ${fF(Number(t[1]) - n)} after the step began (${Q(Number(t[1]) - Number(t[0]))})`;
	if (e === "segment" && typeof t == "object") {
		let e = t, r = n !== null && typeof e.start_us == "number" && typeof e.end_us == "number" ? `, ${fF(e.start_us - n)} to ${fF(Number(e.end_us) - n)} after the step began` : "";
		return `from the end of ${e.after} to the end of ${e.until}: ${Q(Number(e.critical_us), 2)} on this rank, ${Q(Number(e.peer_median_us), 2)} on the peers (median)${r}`;
	}
	if (e === "all_to_all" && typeof t == "object") {
		let e = t;
		return `${e.collective}: ${e.bytes} B against the peers' median ${e.peer_median_bytes} B (${e.ratio}×)`;
	}
	return wI.has(e) && typeof t == "number" ? Q(t) : e.endsWith("_us") && typeof t == "number" ? Q(t, 2) : e.endsWith("_share") && typeof t == "number" ? `${t}×` : Array.isArray(t) ? t.map(String).join(", ") : typeof t == "object" ? Object.entries(t).map(([e, t]) => `${CI[e] ?? e.replace(/_/g, " ")}: ${EI(e, t, n)}`).join("; ") : String(t);
}
function DI(e) {
	return e.evidence.compared_with === "role peers" ? "its role peers'" : "its own other steps'";
}
var OI = /* @__PURE__ */ new Set(["lag_total_us", "event_excess_us"]);
function kI(e, t) {
	let n = (e, t, n = "") => X("tr", n ? { "data-key": n } : {}, X("th", {}, e), X("td", {}, t)), r = DI(e);
	return X("div", { class: "table-wrap" }, X("table", {
		class: "evidence",
		"data-evidence": ""
	}, X("tbody", {}, n("the cause (what the lag is blamed on)", `${e.cause}: +${Q(e.cause_us)} beyond ${r} median of the same`, "cause"), n("the lag (the node's excess over its expected duration)", `${Q(e.lag_us)}: ${Q(e.dur_us)} against ${r} ${Q(e.peer_median_us)} (noise ${Q(e.noise_us)})`, "lag"), n("fixing it saves", e.cost_us === null ? "— (not replayed)" : Q(e.cost_us), "cost"), ...Object.entries(e.evidence).filter(([e]) => !OI.has(e)).map(([e, r]) => n(CI[e] ?? e.replace(/_/g, " "), EI(e, r, t), e)))));
}
function AI(e, t, n) {
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
	}, s = lI(n), c = s && t.anchor_us !== null && t.anchor_us !== void 0 && n.kind === "host_gap" ? [s[0] - t.anchor_us, s[1] - t.anchor_us] : null, l = (e, t, r, i, a) => {
		let s = e === 0 && c ? [Math.max(r, c[0]), Math.min(i, c[1])] : null;
		!s || s[1] <= s[0] ? o(e, r, i, $.idle, .35, `rank ${t}: no event ${a} ${Q(i - r, 2)}`) : (s[0] > r && o(e, r, s[0], $.idle, .35, `rank ${t}: no event for ${Q(s[0] - r, 2)}`), o(e, s[0], s[1], $.host, .35, `rank ${t}: host gap, no event for ${Q(s[1] - s[0], 2)} — in the divergence blamed on ${n.cause} (+${Q(n.cause_us)}, lag ${Q(n.lag_us)})`), i > s[1] && o(e, s[1], i, $.idle, .35, `rank ${t}: no event for ${Q(i - s[1], 2)}`));
	};
	r.forEach((e, r) => {
		let i = t.ranks[e], a = 0;
		i.forEach(([i, s, c], u) => {
			s > a + 1 && l(r, e, a, s, "for"), a = Math.max(a, c);
			let d = e === String(t.critical_rank) && u === t.divergence && n.kind !== "host_gap" && (i === n.cause || i === n.evidence.event);
			o(r, s, c, d ? $.divergence : $.event, .6, d ? `rank ${e}: ${i}, ${Q(c - s)} — the cause: ${n.cause}, +${Q(n.cause_us)} beyond ${DI(n)} median (lag ${Q(n.lag_us)})` : `rank ${e}: ${i}, ${Q(c - s, 2)}`);
		});
		let s = t.ready_us?.[e];
		s !== void 0 && s > a + 1 && l(r, e, a, s, "in the last");
	});
	let u = c ? [[
		0,
		c[0],
		c[1],
		cI(n)
	]] : [], d = r.flatMap((e, n) => t.ready_us?.[e] === void 0 ? [] : [[n, t.ready_us[e]]]);
	LN(e, 90 + 40 * r.length, {
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
				formatter: (e) => fF(e),
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
			formatter: (e) => ON(e.seriesIndex === 0 ? a[e.value[3]] : e.seriesIndex === 1 ? n.summary : `${r[e.value[0]]} ready`)
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
				renderItem: pI
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
	}, "window"), e.append(_F([
		["event", "an event of the walked lane"],
		["idle", "no event recorded"],
		["host", "host gap"],
		["div", "the divergence's cause"],
		["mark", "ready for the collective"]
	]));
}
// src/aligned.ts
function jI(e, t, n, r) {
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
			segs: e.flatMap((e) => gF(e, t, a)),
			focus: o === void 0 ? 0 : a.get(o) ?? 0
		};
	}
	let i = n ? new Set(n.ranks) : null, a = [...new Set(e.flatMap((e) => Object.keys(e.ranks ?? {}).map(Number)))].filter((e) => !i || i.has(e)).sort((e, t) => e - t), o = new Map(a.map((e, t) => [e, t]));
	return {
		lanes: a.map((e) => ({ label: `rank ${e}` })),
		segs: e.flatMap((e) => hF(e, o)),
		focus: r === null ? 0 : o.get(r) ?? 0
	};
}
function MI(e, t, n, r, i) {
	let { lanes: a, segs: o, focus: s } = jI(t.collectives, n, r, t.step.critical_rank);
	e.append(X("h4", {}, r ? `Every rank of ${n.noun} ${r.label} in step ${t.step.step}` : `Every ${n.noun} in step ${t.step.step}`)), a.length ? (pF(e, a, o, {
		focus: s,
		zoomX: !0,
		name: "step-lanes",
		origin: t.step.start_us ?? 0,
		axis: `ms since step ${t.step.step} began (its earliest rank's ProfilerStep start, common clock)`,
		onLane: r ? void 0 : (e) => i(a[e].group.key)
	}), e.append(vF(!r))) : e.append(X("p", { class: "note" }, `No rank of ${r?.label ?? "this group"} in step ${t.step.step}.`));
}
async function NI(e, t, n, r, i, a, o, s, c) {
	let { status: l, body: d } = await u(n.run, r, n.span);
	if (i()) {
		if (zN(t), l !== 200) t.replaceChildren(X("p", { class: "error" }, `no detail for step ${r}`));
		else {
			if (t.replaceChildren(X("p", { class: "pathline" }, _I(d, new Map(e.collectives.map((e) => [e.id, e]))))), d.step.critical_path.length) {
				mI(e, t, d, e.divergences.filter((e) => e.step === r), !a);
				let n = d.step.replay_error_pct;
				t.append(X("p", { class: "note" }, "The path's times are the replay of the measured durations" + (n == null ? "" : ` (it ends ${Math.abs(n).toFixed(2)} % from the measured step)`) + "; the faint bars are measured.")), t.append(X("details", {}, X("summary", {}, `The path's ${d.step.critical_path.length} links`), gI(d, c)));
			}
			a && MI(t, d, a, o, s);
		}
	}
}
function PI(e, t, n, r) {
	e.append(X("h3", {}, `Walk-back on rank ${t.rank}`), X("p", {
		class: "divergence",
		"data-summary": ""
	}, t.summary), kI(t, r), X("p", { class: "next" }, t.next_measurement)), n && (e.append(X("h4", {}, `Events on rank ${t.rank} and two peers up to the collective`)), AI(e, n, t));
}
function FI(e) {
	let t = mF(e);
	if (e.tail_us !== null) return `post-last-arrival tail ${Q(e.tail_us, 2)}` + (t ? ` (rank ${t.dst}'s receive after both were ready)` : "");
	let n = e.ranks ?? {}, r = Object.values(n).map((e) => e.ready_us).filter((e) => e !== null), i = t ? n[String(t.dst)] : void 0;
	if (t && i?.end_us !== null && i?.end_us !== void 0 && r.length >= 2) {
		let n = Math.max(...r) - i.end_us;
		return `post-last-arrival tail not measured: rank ${t.dst}'s receive ended ${Q(n, 2)} before rank ${e.last_rank} was ready (the clocks' error); the bar after the last arrival is the send's own record`;
	}
	return "post-last-arrival tail not measured (fewer than two members recorded it)";
}
function II(e, t, n, r, i, a) {
	let o = t.collective, s = o.expected_skew_us !== null && o.expected_skew_us !== void 0 ? ` (${Q(o.expected_skew_us, 2)} expected at its place in the program)` : "";
	e.replaceChildren(X("h3", {}, `${o.op} ${o.id} — step ${o.step ?? "—"}`), X("p", {}, `arrival skew ${Q(o.skew_us, 2)}${s} · ${FI(o)} · clock-free skew ${Q(o.skew_clockfree_us, 2)} · last rank ${o.last_rank}` + (n ? ` (${n.noun} ${n.of.get(o.last_rank)?.label ?? "?"})` : "") + (o.cost_us ? ` · the divergence that surfaced here cost its step ${Q(o.cost_us)}` : "")));
	let c = Object.values(o.ranks ?? {}).map((e) => e.ready_us).filter((e) => e !== null), l = jI([o], n, r, o.last_rank);
	if (l.lanes.length && c.length) {
		let t = Math.max(...c);
		pF(e, l.lanes, l.segs, {
			focus: l.focus,
			name: "collective-lanes",
			origin: Math.min(...c),
			axis: `ms since the first rank was ready for ${o.id}`,
			mark: {
				x: t,
				label: `last arrival: rank ${o.last_rank}`
			},
			onLane: n && !r ? (e) => i(l.lanes[e].group.key) : void 0
		}), e.append(vF(!!n && !r, !!mF(o) && !(n && !r)));
	} else e.append(X("p", { class: "note" }, `No rank of ${n?.noun} ${r?.label} takes part in ${o.id}.`));
	t.divergence && PI(e, t.divergence, t.window, a);
}
function LI(e) {
	return e.skew_us === null ? -1 : Math.max(0, e.skew_us - (e.expected_skew_us ?? 0));
}
function RI(e) {
	return e.slice().sort((e, t) => (t.cost_us ?? 0) - (e.cost_us ?? 0) || LI(t) - LI(e) || (t.skew_us ?? -1) - (e.skew_us ?? -1));
}
function zI(e, t, n, r = {}) {
	let { g: i, zoom: a } = $N(e, r), o = eP(n, "aligned");
	i && t.append(XN(e, i, a, o));
	let s = (e) => o(i.by, e), c = X("div", { class: "detail" }), u = new Map(e.collectives.map((e) => [e.id, e])), d = new Map(e.steps.map((e) => [e.step, e.start_us])), f = e.steps.filter((e) => e.critical_collective), p = X("div", {}), m = X("select", { "aria-label": "step" }, ...f.map((t) => X("option", { value: String(t.step) }, t.held_by?.length ? `step ${t.step} — held back by ${t.held_by.length === 1 ? "rank" : "ranks"} ${t.held_by.join(", ")}` + (t.held_cost_us !== null && t.held_cost_us !== void 0 ? ` (${Q(t.held_cost_us)})` : "") + (t.step === e.worst_step?.step ? " · the worst step" : "") : `step ${t.step} — last rank ${t.critical_rank} at ${t.critical_collective}, within noise`))), h = (t) => e.worst_step && e.worst_step.step === t && e.worst_step.collective ? e.worst_step.collective : e.divergences.filter((e) => e.step === t && e.collective && u.has(e.collective)).sort((e, t) => (t.cost_us ?? -1) - (e.cost_us ?? -1))[0]?.collective ?? f.find((e) => e.step === t)?.critical_collective ?? void 0, g = (e) => e != null && f.some((t) => t.step === e), _ = X("section", { "data-section": "path" }, X("h3", {}, "Critical path of one step "), m, p), v = 0, y, b = (t) => {
		m.value = String(t), y = t;
		let r = ++v;
		zN(p), p.replaceChildren(X("p", { class: "progress" }, `loading step ${t}…`)), NI(e, p, n, t, () => r === v && p.isConnected, i, a, s, (e) => void S(e, !0));
	}, x = 0, S = async (e, r = !1) => {
		let o = ++x, p = u.get(e)?.step, h = g(p) && y !== p;
		h && b(p), n.select({
			collective: e,
			step: f.length ? Number(m.value) : void 0
		});
		for (let n of Array.from(t.querySelectorAll("tr[data-id]"))) n.classList.toggle("chosen", n.getAttribute("data-id") === e);
		r && (h ? _ : c).scrollIntoView({
			block: "start",
			behavior: "smooth"
		}), c.replaceChildren(X("p", {}, `loading ${e}…`));
		let { status: v, body: S } = await l(n.run, e, n.span);
		o === x && c.isConnected && (zN(c), v === 200 ? II(c, S, i, a, s, d.get(S.collective.step ?? NaN) ?? null) : c.replaceChildren(X("p", { class: "error" }, `no detail for ${e}`)));
	};
	f.length && (t.append(_), m.onchange = () => {
		let e = f.find((e) => String(e.step) === m.value);
		b(e.step);
		let t = h(e.step);
		t && S(t);
	}), t.append(c);
	let C = RI(e.collectives.filter((e) => e.skew_us !== null)), w = e.truncated?.collectives;
	t.append(X("h3", {}, "Every collective, worst first"), X("p", {}, `${w ? `${e.collectives.length} of ${w} collectives (those the findings and steps name, then the largest skews; every collective of a step is in its lanes)` : Z(e.collectives.length, "collective")}, worst first: by what the divergence that surfaced at each cost its step, then by its arrival skew beyond the skew expected at its place in the program (its median on the steps no rank held back: a pipeline's scheduled wait); material when skew ≥ ${Q(e.settings.material_threshold_us, 2)}. Click one for its step's critical path, its lanes and walk-back.`)), t.append(kN(C, [
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
			value: (e) => Q(LI(e), 2),
			sort: LI
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
	], (e) => void S(e.id, !0), void 0, (e) => e.id)), SI(t, n.run);
	let T = e.worst_step ?? void 0, E = r.collective && u.has(r.collective) ? r.collective : void 0, D = g(r.step) ? r.step : g(u.get(E ?? "")?.step) ? u.get(E).step : g(T?.step) ? T.step : C.length && g(C[0].step) ? C[0].step : f[0]?.step, O = r.collective && !u.has(r.collective) && e.truncated?.collectives ? r.collective : E ?? (g(r.step) ? h(r.step) : T?.collective && (u.has(T.collective) || e.truncated?.collectives) ? T.collective : D === void 0 ? C[0]?.id : h(D));
	D !== void 0 && !(O && g(u.get(O)?.step)) && b(D), O ? S(O) : r.collective && c.replaceChildren(X("p", { class: "error" }, `no collective ${r.collective} in ${e.run}`));
}
// src/evidence.ts
function BI(e, ...t) {
	return X("section", { "data-section": e }, ...t);
}
function VI(e) {
	return X("span", {
		class: `code-tag ${e.severity}`,
		title: e.file ? `${e.severity}: ${e.file}` : e.severity
	}, e.code);
}
function HI(e) {
	return X("span", {}, ...e.flatMap((e, t) => [
		t ? "; " : "",
		VI(e),
		" ",
		e.text
	]));
}
function UI(e, t, n, r = {}) {
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
		let o = r.step, s = X("a", {
			href: n.link("evidence"),
			class: "go"
		}, "all steps");
		s.onclick = (e) => {
			e.preventDefault(), n.open("evidence");
		};
		let c = X("div", {}), l = (e) => c.replaceChildren(e.length ? kN(e, i, void 0, 2) : X("p", {}, `No gap in step ${o}.`));
		t.append(BI("step", X("h3", { class: "chosen" }, `Unexplained time in step ${o} `), s, c)), a ? (c.append(X("p", { class: "progress" }, `loading step ${o}…`)), u(n.run, o, n.span).then((e) => {
			c.isConnected && l(e.status === 200 ? e.body.gaps : []);
		})) : l(e.gaps.filter((e) => e.step === o));
	}
	t.append(BI("gaps", X("h3", {}, "Unexplained time on the launching thread or a GPU stream"), e.gaps.length ? kN(e.gaps, i, void 0, 2) : X("p", {}, "No gap longer than on the peers."), a ? X("p", { class: "note" }, `the ${e.gaps.length} longest of ${a} gaps; a step's link shows all of its own`) : ""));
	let o = BI("ranks", X("h3", {}, "Ranks, files and warnings")), s = [
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
			value: (e) => HI(e.warnings)
		}
	], { g: c, zoom: l } = $N(e, r);
	if (!c) o.append(kN(e.ranks, s));
	else {
		o.append(XN(e, c, l, eP(n, "evidence", { section: "ranks" })));
		let t = new Map(e.ranks.map((e) => [e.rank, e]));
		if (l) o.append(kN(l.ranks.map((e) => t.get(e)), s));
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
			o.append(kN(c.groups, [
				{
					label: c.noun,
					value: (e) => e.label
				},
				{
					label: "ranks",
					value: (e) => `${qN(e.ranks)} (${e.ranks.length})`,
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
						let t = JN(e.ranks, i);
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
			], (e) => eP(n, "evidence", { section: "ranks" })(c.by, e.key)));
		}
	}
	for (let t of e.errors) o.append(X("p", { class: "error" }, VI(t), " ", `${t.file}: ${t.text}`));
	t.append(o);
	let d = e.mismatches ?? [];
	(d.length || r.section === "mismatches") && t.append(BI("mismatches", X("h3", {}, "Collectives whose op or size differ from their peers'"), d.length ? kN(d, [
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
	]) : X("p", {}, "None."), e.truncated?.mismatches ? X("p", { class: "note" }, `the first ${d.length} of ${e.truncated.mismatches}`) : ""));
	let f = e.clock, p = BI("clock", X("h3", {}, "Clock"), X("p", {}, `${f.method}; residual ${Q(f.residual_us, 3)}` + (f.clock_suspect ? " — clock suspect: trust the clock-free skews" : "")));
	if (c) {
		let t = KN(e, "host"), n = (e, t) => {
			let n = e.filter((e) => e != null);
			if (!n.length) return "—";
			let r = Math.min(...n), i = Math.max(...n);
			return r === i ? t(r) : `${t(r)} … ${t(i)}`;
		};
		p.append(kN(t.groups, [
			{
				label: "host",
				value: (e) => e.label
			},
			{
				label: "ranks",
				value: (e) => qN(e.ranks)
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
	} else p.append(kN(Object.entries(f.offsets_us), [
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
// src/single.ts
var WI = 6;
function GI(e, t, n) {
	let r = t.steps.filter((e) => e.rank === n).sort((e, t) => e.step - t.step);
	if (!r.length) return;
	e.append(X("h4", {}, `Rank ${n}: its communication per step, and the part no compute overlapped`));
	let i = new Map(r.map((e) => [String(e.step), `step ${e.step}: communication ${Q(e.comm_us)} (waiting included), ${Q(e.exposed_comm_us)} of it exposed; the step took ${Q(e.time_us)}`]));
	LN(e, 240, {
		grid: {
			left: 64,
			right: 24,
			top: 36,
			bottom: 48
		},
		legend: {
			top: 0,
			data: ["exposed (no compute kernel running)", "overlapped with compute"]
		},
		tooltip: {
			trigger: "axis",
			formatter: (e) => ON(i.get(e[0]?.name) ?? "")
		},
		xAxis: {
			type: "category",
			data: r.map((e) => String(e.step)),
			name: "step",
			nameLocation: "middle",
			nameGap: 28
		},
		yAxis: {
			type: "value",
			name: "ms per step (rank's own time)",
			nameLocation: "middle",
			nameGap: 44
		},
		series: [{
			name: "exposed (no compute kernel running)",
			type: "bar",
			stack: "comm",
			itemStyle: { color: $.wait },
			data: r.map((e) => +(e.exposed_comm_us / 1e3).toFixed(3))
		}, {
			name: "overlapped with compute",
			type: "bar",
			stack: "comm",
			itemStyle: { color: $.serviceLight },
			data: r.map((e) => +(Math.max(0, e.comm_us - e.exposed_comm_us) / 1e3).toFixed(3))
		}]
	}, `single-steps-${n}`);
}
function KI(e, t) {
	let n = t.places.slice(0, WI);
	if (!n.length) return;
	let r = [...new Set(t.occurrences.map((e) => e.step))].sort((e, t) => e - t), i = (e) => (t.ranks.length > 1 ? `rank ${e.rank} ` : "") + e.place;
	e.append(X("h4", {}, "Each collective's bar (end − ready) in every step, against its own other occurrences")), LN(e, 260, {
		grid: {
			left: 64,
			right: 24,
			top: 48,
			bottom: 48
		},
		legend: {
			top: 0,
			type: "scroll",
			data: n.map(i)
		},
		tooltip: {
			trigger: "item",
			formatter: (e) => ON(e.data?.tip ?? "")
		},
		xAxis: {
			type: "category",
			data: r.map(String),
			name: "step",
			nameLocation: "middle",
			nameGap: 28
		},
		yAxis: {
			type: "value",
			name: "bar, ms (waiting + transfer)",
			nameLocation: "middle",
			nameGap: 44
		},
		series: n.map((e) => {
			let n = new Map(t.occurrences.filter((t) => t.rank === e.rank && t.place === e.place).map((e) => [e.step, e]));
			return {
				name: i(e),
				type: "line",
				connectNulls: !1,
				symbolSize: 6,
				data: r.map((t) => {
					let r = n.get(t);
					return !r || r.bar_us === null ? null : {
						value: +(r.bar_us / 1e3).toFixed(3),
						tip: `${i(e)}, step ${t}: bar ${Q(r.bar_us)} against its median ${Q(e.median_bar_us)}` + (r.slow ? ` — slow (+${Q(r.excess_us)}, beyond ${Q(e.limit_us)})` : ""),
						...r.slow ? {
							symbolSize: 12,
							itemStyle: { color: $.held }
						} : {}
					};
				})
			};
		})
	}, "single-occurrences");
}
function qI(e) {
	return kN(e.places, [
		{
			label: "rank",
			value: (e) => e.rank
		},
		{
			label: "collective",
			value: (e) => e.place
		},
		{
			label: "op",
			value: (e) => e.op
		},
		{
			label: "occurrences",
			value: (e) => e.occurrences,
			sort: (e) => e.occurrences
		},
		{
			label: "median bar",
			value: (e) => Q(e.median_bar_us),
			sort: (e) => e.median_bar_us
		},
		{
			label: "noise",
			value: (e) => Q(e.noise_us, 3),
			sort: (e) => e.noise_us
		},
		{
			label: "slow beyond",
			value: (e) => e.limit_us === null ? "too few to judge" : `+${Q(e.limit_us)}`
		},
		{
			label: "slow steps",
			value: (e) => e.slow_steps.length ? e.slow_steps.join(", ") : "none"
		},
		{
			label: "slow excess",
			value: (e) => Q(e.slow_excess_us),
			sort: (e) => e.slow_excess_us
		}
	], void 0, 8, (e) => `${e.rank}:${e.place}`);
}
function JI(e, t) {
	let n = e.single_rank;
	if (!n) return;
	let r = X("section", {
		class: "single",
		"data-section": "single"
	});
	t.append(r), r.append(X("h3", {}, `Single-rank evidence: ${n.ranks.length === 1 ? "rank" : "ranks"} ${n.ranks.join(", ")}` + (n.world_size ? ` of ${n.world_size}` : "")), X("p", {
		class: "note single-basis",
		"data-basis": ""
	}, `Single-rank evidence, ${Z(n.records, "collective record")}: ` + n.basis + "."));
	for (let e of n.ranks) GI(r, n, e);
	KI(r, n), r.append(qI(n));
	let i = [...n.divergences].sort((e, t) => (t.cost_us ?? -1) - (e.cost_us ?? -1));
	r.append(X("h4", {}, `Walk-back within the rank: ${Z(i.length, "divergence")} from its own other steps`)), i.length ? r.append(X("ol", { class: "single-divergences" }, ...i.map((e) => X("li", { "data-summary": "" }, e.summary)))) : r.append(X("p", { class: "note" }, "No step stretched beyond the rank's own noise."));
}
// src/findings.ts
function YI(e) {
	let t = e.view, n = {};
	return t.collective !== null && t.collective !== void 0 && (n.collective = t.collective), t.step !== null && t.step !== void 0 && (n.step = t.step), t.section !== null && t.section !== void 0 && (n.section = t.section), t.zoom !== null && t.zoom !== void 0 && (n.zoom = t.zoom), {
		tab: t.tab,
		sel: n
	};
}
function XI(e, t) {
	if (e.p_value === null) return "";
	let n = e.p_value < .001 ? e.p_value.toExponential(1) : e.p_value.toPrecision(2), r = e.steps_held ?? 0;
	return e.class === "topology" ? `p = ${n}: the chance that the ranks holding back every one of the ${Z(r, "held-back step")} would fall in that group were each step's holder drawn at random (Bonferroni over the candidate groups)` : `p = ${n}: the chance that some rank of ${t} would hold back ${e.ranks.length ? e.critical_counts[String(e.ranks[0])] ?? 0 : 0} or more of the ${Z(r, "held-back step")} were each step's holder drawn at random (binomial, Bonferroni over the ranks)`;
}
function ZI(e) {
	let t = e.stragglers, n = e.ranks.filter((e) => e.status !== "not_profiled").length < 2;
	return X("div", { class: "verdict" }, X("span", { class: `badge ${t.class}` }, t.class === "none" ? "no straggler" : `${t.class} straggler`), t.ranks.length ? ` ${t.ranks.length === 1 ? "rank" : "ranks"} ${t.ranks.join(", ")}` : "", n && t.basis ? ` — ${t.basis}` : ` — ${t.steps_held ?? 0} of ${Z(t.steps_used, "step")} held back`);
}
function QI(e, t, n) {
	return e.divergences.filter((e) => e.step === t).sort((e, t) => (t.cost_us ?? -1) - (e.cost_us ?? -1) || Number(t.collective === n) - Number(e.collective === n))[0];
}
function $I(e, t) {
	return (e.stragglers.roles?.find((e) => e.ranks.includes(t))?.ranks ?? []).filter((e) => e !== t);
}
function eL(e, t, n) {
	let r = e.worst_step, i = r ? e.steps.find((e) => e.step === r.step) : void 0, a = X("section", {
		class: "first",
		"data-section": "worst"
	});
	if (t.append(a), !r || !i) {
		a.append(X("p", { class: "note" }, "No profiler step is aligned across the ranks: there is no step to show."));
		return;
	}
	let o = QI(e, r.step, r.collective ?? null), s = i.held_by ?? [], c = e.divergences.filter((e) => s.includes(e.rank) && e.step === r.step).length;
	a.append(X("h3", {}, s.length ? `Step ${r.step}, the worst step: held back by ${s.length === 1 ? "rank" : "ranks"} ${s.join(", ")}` + (i.held_cost_us !== null && i.held_cost_us !== void 0 ? ` (${Q(i.held_cost_us)} in all, ${Z(c, "divergence")})` : "") : `Step ${r.step}, the longest step: no rank held it back beyond noise`));
	let l = X("div", { class: "grid2 first-grid" }), d = X("div", { class: "panel" }), f = X("div", { class: "panel" }, X("h4", {}, `Critical path of the worst step (step ${r.step})`));
	if (l.append(d, f), a.append(l), o) {
		let t = $I(e, o.rank), n = o.evidence.compared_with === "role peers" ? `its role peers' median${t.length ? ` (${t.length === 1 ? "rank" : "ranks"} ${t.join(", ")})` : ""}` : "its own other steps' median", r = o.collective ? `its stretch up to ${o.collective}` : "the diverging node";
		d.append(X("h4", {}, s.includes(o.rank) ? "Its costliest divergence" : "Its costliest divergence (under the threshold)")), hI(d, {
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
		}), a.append(X("p", {
			class: "caption",
			"data-summary": ""
		}, o.summary));
	} else {
		let e = i.max_rank;
		d.append(X("h4", {}, "Its slowest rank against the median")), hI(d, {
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
		}), a.append(X("p", { class: "caption healthy" }, `No divergence above noise in step ${r.step}: no rank held it back. Its longest ProfilerStep (rank ${e}) took ${Q(i.time_max_us)} against the ranks' median of ${Q(i.time_us)}.`));
	}
	a.append(X("p", {}, QN(n, "aligned", {
		step: r.step,
		collective: r.collective ?? void 0
	}, "open the full critical path and walk-back in the Aligned tab →")));
	let p = X("div", { class: "mini-path" }, X("p", { class: "progress" }, `loading step ${r.step}…`));
	f.append(p), u(n.run, r.step, n.span).then(({ status: t, body: n }) => {
		p.isConnected && (t !== 200 || !n.step.critical_path.length ? p.replaceChildren(X("p", { class: "note" }, t === 200 ? `Step ${r.step} has no critical path (no collective links its ranks).` : `no detail for step ${r.step}`)) : (p.replaceChildren(), mI(e, p, n, e.divergences.filter((e) => e.step === r.step), !0, !0, o)));
	});
}
function tL(e, t) {
	if (e == null) return X("span", { class: "cost none" });
	let n = t ? Math.min(1, Math.max(0, e / t)) : 0;
	return X("span", {
		class: "cost",
		title: `acting on it saves ${Q(e)} per step; the bar is scaled to the median step, ${Q(t)}`
	}, X("span", { class: "cost-track" }, X("span", {
		class: "cost-fill",
		style: `width:${(100 * n).toFixed(1)}%`
	})), X("span", { class: "cost-ms" }, Q(e)));
}
function nL(e, t, n) {
	let r = X("ol", { class: t.some((e) => e.cost_us !== null && e.cost_us !== void 0) ? "findings" : "findings nocost" });
	for (let i of t) {
		let t = YI(i), a = X("span", { class: "text" }, i.text, " ");
		t.tab !== "findings" && a.append(QN(n, t.tab, t.sel, "show"), " "), a.append(AN(() => n.link(t.tab, t.sel))), r.append(X("li", {
			class: i.severity,
			"data-kind": i.kind ?? ""
		}, tL(i.cost_us, e.settings.median_step_us), a));
	}
	return r;
}
function rL(e) {
	let t = e.settings, n = `${Math.round(100 * t.material_fraction)} %`, r = [
		["held back", `a rank held a step back when replaying its diverging nodes at their expected durations shortens the step by the material threshold (${Q(t.material_threshold_us)}, ${n} of the median step, ${Q(t.median_step_us)}) or more; two ranks can hold a step only together. The verdict counts these steps.`],
		["critical rank", "the rank whose compute and host gaps make up most of the step's critical path."],
		["divergence", "a node of a rank's program (its stretch up to a collective) that took longer than expected (its role peers' median of the same stretch, else its own other steps') by more than the run's noise."],
		["lag", "what the divergence's node took beyond its expected duration."],
		["cause", "what the lag is blamed on: an event whose own excess over its role peers is at least half the lag, a set of events that explain it together, time no recorded event covers inside a block, a collective taken up late or its transfer; else no single cause."],
		["noise", "the robust spread of the role members' excess (1.4826 × the median absolute deviation); in a role of two ranks, where each one's excess mirrors the other's, a node longer than its own other steps states the same spread of its excess over those, and one longer than its peer states the spread a difference of two members has when the pair's faster member spreads as it does over the steps."],
		["saves (cost)", `how much sooner the step would end with the node at its expected duration (the replay of the step's happens-before graph). The bars beside the findings are scaled to the median step (${Q(t.median_step_us)}); findings below the material threshold are folded.`]
	];
	return X("section", {
		class: "defs",
		"data-section": "definitions"
	}, X("h3", {}, "Definitions"), X("dl", {}, ...r.flatMap(([e, t]) => [X("dt", {}, e), X("dd", {}, t)])));
}
function iL(e, t, n) {
	let r = e.stragglers, i = XI(r, e.ranks.filter((e) => e.status !== "not_profiled").length);
	t.append(ZI(e)), (e.collectives.length || !e.single_rank) && eL(e, t, n), JI(e, t);
	let a = e.findings.filter((e) => !e.minor), o = e.findings.filter((e) => e.minor);
	t.append(X("h3", {}, "Findings, by what acting on them saves per step"), nL(e, a, n)), o.length && t.append(X("details", { class: "minor" }, X("summary", {}, `${Z(o.length, "smaller finding")} (each saves less than the material threshold, ${Q(e.settings.material_threshold_us)})`), nL(e, o, n))), t.append(rL(e)), i && t.append(X("p", {
		class: "note",
		"data-p": ""
	}, i + "."));
}
// src/main.ts
var aL = [
	["findings", "Findings"],
	["hang", "Hang"],
	["aligned", "Aligned collectives"],
	["spread", "Readiness spread"],
	["history", "Critical-rank history"],
	["evidence", "Missing evidence"],
	["overtime", "Over time"],
	["compare", "Compare"]
], oL = (e) => e !== "overtime" && e !== "compare", sL = {
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
	compare: [...gP]
};
function cL(e, t) {
	let n = {};
	for (let r of [...sL[e] ?? [], ...oL(e) ? ["span"] : []]) t[r] !== void 0 && t[r] !== "" && (n[r] = t[r]);
	return n;
}
function lL(e) {
	let t = new URLSearchParams(e), n = t.get("tab") ?? "findings", r = {
		run: t.get("run") ?? "",
		tab: aL.some(([e]) => e === n) ? n : "findings"
	}, i = t.get("step"), a = t.get("span"), o = {
		collective: t.get("collective") ?? void 0,
		group: t.get("group") ?? void 0,
		zoom: t.get("zoom") ?? void 0,
		section: t.get("section") ?? void 0,
		..._P(t),
		step: i !== null && /^-?\d+$/.test(i) ? Number(i) : void 0,
		span: a !== null && /^[1-9]\d{0,8}$/.test(a) ? Number(a) : void 0
	};
	return {
		...r,
		...cL(r.tab, o)
	};
}
function uL(e) {
	let t = new URL("index.html", document.baseURI);
	t.searchParams.set("run", e.run), t.searchParams.set("tab", e.tab);
	for (let [n, r] of Object.entries(cL(e.tab, e))) t.searchParams.set(n, String(r));
	return t.toString();
}
function dL(e, t) {
	let n = new URL("export", document.baseURI);
	return n.searchParams.set("run", e), t !== void 0 && n.searchParams.set("span", String(t)), n.toString();
}
var fL = (e) => new Promise((t) => setTimeout(t, e));
function pL(e, t) {
	let n = [X("option", { value: "" }, t ? `latest window (${t} of ${e})` : "latest window")];
	for (let t = 1; t <= e; t++) n.push(X("option", { value: String(t) }, `window ${t} of ${e}`));
	return n.push(X("option", { value: "all" }, "all windows (Over time)")), n;
}
async function mL() {
	document.head.append(X("style", {}, BN));
	let e = document.body.hasAttribute("data-xrank-standalone"), t = lL(location.search), n = X("header", {}, X("h1", {}, "Cross-rank")), r = X("select", { "aria-label": "run" }), i = X("select", {
		"aria-label": "window",
		title: "the profiler window the tabs show (a run profiled with schedule(repeat=N) has one per N steps recorded)"
	}), o = X("nav", {}), l = X("span", { class: "link" }), u = X("main", {});
	n.append(r, i, o, l), document.body.append(n, u), r.hidden = i.hidden = !0;
	let d = jN("Waiting for TensorBoard's list of runs…");
	u.append(d.node);
	let f;
	for (;;) {
		try {
			let e = await s();
			if (e.status === 200 && Array.isArray(e.body)) {
				f = e.body;
				break;
			}
			d.set(`TensorBoard answered ${e.status} to the list of runs; asking again…`);
		} catch {
			d.set("No answer from TensorBoard to the list of runs; asking again…");
		}
		await fL(2e3);
	}
	if (d.stop(), r.hidden = !1, !f.length) {
		u.replaceChildren(X("p", {}, "No run with PyTorch Profiler traces of several ranks under the logdir."));
		return;
	}
	f.some((e) => e.name === t.run) || (t.run = (f.find((e) => e.default) ?? f[0]).name);
	for (let e of f) r.append(X("option", { value: e.name }, `${e.name} (${e.ranks} ranks)`));
	r.value = t.run;
	let p = (n) => {
		let r = e ? uL(t) : location.href;
		n ? history.pushState({ xrank: t }, "", r) : history.replaceState({ xrank: t }, "", r);
	}, m = null, h = null, g = null, _ = {
		get run() {
			return t.run;
		},
		get span() {
			return t.span;
		},
		get sel() {
			return cL(t.tab, t);
		},
		open: (e, n = {}) => {
			t = {
				run: t.run,
				tab: e,
				...vP(t),
				...cL(e, {
					span: t.span,
					...n
				})
			}, p(!0), v(), window.scrollTo(0, 0);
		},
		select: (e) => {
			t = {
				...t,
				...e
			};
			for (let n of Object.keys(e)) e[n] === void 0 && delete t[n];
			p(!1);
		},
		link: (e, n = {}) => uL({
			run: t.run,
			tab: e,
			...cL(e, {
				span: t.span,
				...n
			})
		})
	}, v = () => {
		oL(t.tab) && (h?.run !== t.run || h?.span !== t.span) ? x() : b();
	}, y = () => f.find((e) => e.name === t.run)?.spans ?? 0;
	i.onchange = () => {
		let e = i.value;
		e === "all" ? _.open("overtime") : _.open(oL(t.tab) ? t.tab : "findings", { span: e ? Number(e) : void 0 });
	};
	let b = () => {
		zN(), r.hidden = t.tab === "compare", i.hidden = t.tab === "compare" || y() < 2, i.replaceChildren(...pL(y(), h?.span === void 0 ? m?.span : void 0)), i.value = t.tab === "overtime" ? "all" : String(t.span ?? ""), o.replaceChildren(...aL.filter(([e]) => e !== "hang" || m?.hang || t.tab === "hang").map(([e, n]) => {
			let r = X("button", e === t.tab ? {
				class: "active",
				"data-tab": e
			} : { "data-tab": e }, n);
			return r.onclick = () => _.open(e), r;
		})), l.replaceChildren(AN(() => uL(t))), oL(t.tab) && l.append(X("a", {
			class: "download",
			href: dL(t.run, t.span),
			download: "",
			title: "every rank of this window in one clock-corrected Chrome trace (Perfetto, chrome://tracing)"
		}, "merged trace ↓")), u.replaceChildren();
		let e = t.tab;
		e === "compare" ? SP(u, _, f, t.run) : e === "overtime" ? FF(u, _) : m ? e === "findings" ? iL(m, u, _) : e === "aligned" ? zI(m, u, _, _.sel) : e === "spread" ? xF(m, u, _, _.sel) : e === "history" ? nF(m, u, _, _.sel) : e === "evidence" ? (UI(m, u, _, _.sel), DF(u, _, _.sel)) : e === "hang" && UP(m, u, _) : g && u.append(g);
	}, x = async () => {
		m = null, a();
		let e = t.run, n = oL(t.tab) ? t.span : void 0, r = h = {
			run: e,
			span: n
		}, o = jN(`analysing ${e}${n === void 0 ? "" : `, window ${n}`}…`);
		g = o.node, t.tab !== "compare" && b();
		try {
			for (;;) {
				let { status: t, body: i } = await c(e, n);
				if (r !== h) return;
				if (t === 200) {
					m = i;
					break;
				}
				let a = i;
				if (t !== 202) {
					g.replaceWith(g = X("p", { class: "error" }, (typeof i == "string" ? i : a.error) || `error ${t}`));
					return;
				}
				o.set(`analysing ${e}${n === void 0 ? "" : `, window ${n}`}: ${Math.round(a.progress * 100)}%`, a.progress), await fL(500);
			}
		} finally {
			o.stop();
		}
		g = null, oL(t.tab) ? b() : (i.replaceChildren(...pL(y(), m?.span)), i.value = t.tab === "overtime" ? "all" : "");
	};
	r.onchange = () => {
		t = {
			run: r.value,
			tab: t.tab,
			...vP(t)
		}, p(!0), x();
	}, window.addEventListener("popstate", (e) => {
		let n = e.state?.xrank ?? lL(location.search), i = n.run !== t.run;
		t = f.some((e) => e.name === n.run) ? n : {
			...n,
			run: t.run
		}, r.value = t.run, i ? x() : v();
	}), FN(() => b()), p(!1), t.tab === "compare" && b(), await x();
	let S = new Map(f.map((e) => [e.name, e.version]));
	setInterval(async () => {
		f = (await s()).body;
		let e = f.find((e) => e.name === t.run);
		e && e.state === "ready" && (S.has(e.name) || S.set(e.name, e.version), e.version > S.get(e.name) && (S.set(e.name, e.version), await x()));
	}, 1e4);
}
document.body?.hasAttribute("data-xrank-standalone") && mL();
export { dL as exportFor, uL as linkFor, mL as render, lL as stateFrom };
