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
var r = () => n("runs"), i = (e) => n(`summary?run=${encodeURIComponent(e)}`), a = (e, t) => n(`collective?run=${encodeURIComponent(e)}&id=${encodeURIComponent(t)}`), o = (e, t) => n(`compare?a=${encodeURIComponent(e)}&b=${encodeURIComponent(t)}`), s = function(e, t) {
	return s = Object.setPrototypeOf || { __proto__: [] } instanceof Array && function(e, t) {
		e.__proto__ = t;
	} || function(e, t) {
		for (var n in t) Object.prototype.hasOwnProperty.call(t, n) && (e[n] = t[n]);
	}, s(e, t);
};
function c(e, t) {
	if (typeof t != "function" && t !== null) throw TypeError("Class extends value " + String(t) + " is not a constructor or null");
	s(e, t);
	function n() {
		this.constructor = e;
	}
	e.prototype = t === null ? Object.create(t) : (n.prototype = t.prototype, new n());
}
// node_modules/zrender/lib/core/env.js
var l = function() {
	function e() {
		this.firefox = !1, this.ie = !1, this.edge = !1, this.newEdge = !1, this.weChat = !1;
	}
	return e;
}(), u = new (function() {
	function e() {
		this.browser = new l(), this.node = !1, this.wxa = !1, this.worker = !1, this.svgSupported = !1, this.touchEventsSupported = !1, this.pointerEventsSupported = !1, this.domSupported = !1, this.transformSupported = !1, this.transform3dSupported = !1, this.hasGlobalWindow = typeof window < "u";
	}
	return e;
}())();
typeof wx == "object" && typeof wx.getSystemInfoSync == "function" ? (u.wxa = !0, u.touchEventsSupported = !0) : typeof document > "u" && typeof self < "u" ? u.worker = !0 : !u.hasGlobalWindow || "Deno" in window ? (u.node = !0, u.svgSupported = !0) : d(navigator.userAgent, u);
function d(e, t) {
	var n = t.browser, r = e.match(/Firefox\/([\d.]+)/), i = e.match(/MSIE\s([\d.]+)/) || e.match(/Trident\/.+?rv:(([\d.]+))/), a = e.match(/Edge?\/([\d.]+)/), o = /micromessenger/i.test(e);
	r && (n.firefox = !0, n.version = r[1]), i && (n.ie = !0, n.version = i[1]), a && (n.edge = !0, n.version = a[1], n.newEdge = +a[1].split(".")[0] > 18), o && (n.weChat = !0), t.svgSupported = typeof SVGRect < "u", t.touchEventsSupported = "ontouchstart" in window && !n.ie && !n.edge, t.pointerEventsSupported = "onpointerdown" in window && (n.edge || n.ie && +n.version >= 11), t.domSupported = typeof document < "u";
	var s = document.documentElement.style;
	t.transform3dSupported = (n.ie && "transition" in s || n.edge || "WebKitCSSMatrix" in window && "m11" in new WebKitCSSMatrix() || "MozPerspective" in s) && !("OTransition" in s), t.transformSupported = t.transform3dSupported || n.ie && +n.version >= 9;
}
var f = "12px sans-serif", p = 20, m = 100, h = "007LLmW'55;N0500LLLLLLLLLL00NNNLzWW\\\\WQb\\0FWLg\\bWb\\WQ\\WrWWQ000CL5LLFLL0LL**F*gLLLL5F0LF\\FFF5.5N";
function g(e) {
	var t = {};
	if (typeof JSON > "u") return t;
	for (var n = 0; n < e.length; n++) {
		var r = String.fromCharCode(n + 32);
		t[r] = (e.charCodeAt(n) - p) / m;
	}
	return t;
}
var _ = g(h), v = {
	createCanvas: function() {
		return typeof document < "u" && document.createElement("canvas");
	},
	measureText: (function() {
		var e, t;
		return function(n, r) {
			if (!e) {
				var i = v.createCanvas();
				e = i && i.getContext("2d");
			}
			if (e) return t !== r && (t = e.font = r || "12px sans-serif"), e.measureText(n);
			n = n || "", r = r || "12px sans-serif";
			var a = /((?:\d+)?\.?\d*)px/.exec(r), o = a && +a[1] || 12, s = 0;
			if (r.indexOf("mono") >= 0) s = o * n.length;
			else for (var c = 0; c < n.length; c++) {
				var l = _[n[c]];
				s += l == null ? o : l * o;
			}
			return { width: s };
		};
	})(),
	loadImage: function(e, t, n) {
		var r = new Image();
		return r.onload = t, r.onerror = n, r.src = e, r;
	}
}, y = ie([
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
}, {}), b = ie([
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
}, {}), x = Object.prototype.toString, S = Array.prototype, C = S.forEach, w = S.filter, T = S.slice, E = S.map, D = function() {}.constructor, O = D ? D.prototype : null, k = "__proto__", A = 2311;
function j() {
	return A++;
}
function ee() {
	var e = [...arguments];
	typeof console < "u" && console.error.apply(console, e);
}
function M(e) {
	if (typeof e != "object" || !e) return e;
	var t = e, n = x.call(e);
	if (n === "[object Array]") {
		if (!Se(e)) {
			t = [];
			for (var r = 0, i = e.length; r < i; r++) t[r] = M(e[r]);
		}
	} else if (b[n]) {
		if (!Se(e)) {
			var a = e.constructor;
			if (a.from) t = a.from(e);
			else {
				t = new a(e.length);
				for (var r = 0, i = e.length; r < i; r++) t[r] = e[r];
			}
		}
	} else if (!y[n] && !Se(e) && !ue(e)) for (var o in t = {}, e) e.hasOwnProperty(o) && o !== k && (t[o] = M(e[o]));
	return t;
}
function N(e, t, n) {
	if (!K(t) || !K(e)) return n ? M(t) : e;
	for (var r in t) if (t.hasOwnProperty(r) && r !== k) {
		var i = e[r], a = t[r];
		K(a) && K(i) && !U(a) && !U(i) && !ue(a) && !ue(i) && !ce(a) && !ce(i) && !Se(a) && !Se(i) ? N(i, a, n) : (n || !(r in e)) && (e[r] = M(t[r]));
	}
	return e;
}
function P(e, t) {
	if (Object.assign) Object.assign(e, t);
	else for (var n in t) t.hasOwnProperty(n) && n !== k && (e[n] = t[n]);
	return e;
}
function F(e, t, n) {
	for (var r = z(t), i = 0, a = r.length; i < a; i++) {
		var o = r[i];
		(n ? t[o] != null : e[o] == null) && (e[o] = t[o]);
	}
	return e;
}
v.createCanvas;
function I(e, t) {
	if (e) {
		if (e.indexOf) return e.indexOf(t);
		for (var n = 0, r = e.length; n < r; n++) if (e[n] === t) return n;
	}
	return -1;
}
function te(e, t) {
	var n = e.prototype;
	function r() {}
	for (var i in r.prototype = t.prototype, e.prototype = new r(), n) n.hasOwnProperty(i) && (e.prototype[i] = n[i]);
	e.prototype.constructor = e, e.superClass = t;
}
function ne(e, t, n) {
	if (e = "prototype" in e ? e.prototype : e, t = "prototype" in t ? t.prototype : t, Object.getOwnPropertyNames) for (var r = Object.getOwnPropertyNames(t), i = 0; i < r.length; i++) {
		var a = r[i];
		a !== "constructor" && (n ? t[a] != null : e[a] == null) && (e[a] = t[a]);
	}
	else F(e, t, n);
}
function re(e) {
	return !e || typeof e == "string" ? !1 : typeof e.length == "number";
}
function L(e, t, n) {
	if (e && t) {
		if (e.forEach && e.forEach === C) e.forEach(t, n);
		else if (e.length === +e.length) for (var r = 0, i = e.length; r < i; r++) t.call(n, e[r], r, e);
		else for (var a in e) e.hasOwnProperty(a) && t.call(n, e[a], a, e);
	}
}
function R(e, t, n) {
	if (!e) return [];
	if (!t) return ge(e);
	if (e.map && e.map === E) return e.map(t, n);
	for (var r = [], i = 0, a = e.length; i < a; i++) r.push(t.call(n, e[i], i, e));
	return r;
}
function ie(e, t, n, r) {
	if (e && t) {
		for (var i = 0, a = e.length; i < a; i++) n = t.call(r, n, e[i], i, e);
		return n;
	}
}
function ae(e, t, n) {
	if (!e) return [];
	if (!t) return ge(e);
	if (e.filter && e.filter === w) return e.filter(t, n);
	for (var r = [], i = 0, a = e.length; i < a; i++) t.call(n, e[i], i, e) && r.push(e[i]);
	return r;
}
function z(e) {
	if (!e) return [];
	if (Object.keys) return Object.keys(e);
	var t = [];
	for (var n in e) e.hasOwnProperty(n) && t.push(n);
	return t;
}
function B(e, t) {
	var n = [...arguments].slice(2);
	return function() {
		return e.apply(t, n.concat(T.call(arguments)));
	};
}
var V = O && W(O.bind) ? O.call.bind(O.bind) : B;
function H(e) {
	var t = [...arguments].slice(1);
	return function() {
		return e.apply(this, t.concat(T.call(arguments)));
	};
}
function U(e) {
	return Array.isArray ? Array.isArray(e) : x.call(e) === "[object Array]";
}
function W(e) {
	return typeof e == "function";
}
function G(e) {
	return typeof e == "string";
}
function oe(e) {
	return x.call(e) === "[object String]";
}
function se(e) {
	return typeof e == "number";
}
function K(e) {
	var t = typeof e;
	return t === "function" || !!e && t === "object";
}
function ce(e) {
	return !!y[x.call(e)];
}
function le(e) {
	return !!b[x.call(e)];
}
function ue(e) {
	return typeof e == "object" && typeof e.nodeType == "number" && typeof e.ownerDocument == "object";
}
function de(e) {
	return e.colorStops != null;
}
function fe(e) {
	return e.image != null;
}
function pe(e) {
	return e !== e;
}
function me() {
	for (var e = [...arguments], t = 0, n = e.length; t < n; t++) if (e[t] != null) return e[t];
}
function q(e, t) {
	return e ?? t;
}
function he(e, t, n) {
	return e ?? t ?? n;
}
function ge(e) {
	var t = [...arguments].slice(1);
	return T.apply(e, t);
}
function _e(e) {
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
function ve(e, t) {
	if (!e) throw Error(t);
}
function ye(e) {
	return e == null ? null : typeof e.trim == "function" ? e.trim() : e.replace(/^[\s\uFEFF\xA0]+|[\s\uFEFF\xA0]+$/g, "");
}
var be = "__ec_primitive__";
function xe(e) {
	e[be] = !0;
}
function Se(e) {
	return e[be];
}
var Ce = function() {
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
		return z(this.data);
	}, e.prototype.forEach = function(e) {
		var t = this.data;
		for (var n in t) t.hasOwnProperty(n) && e(t[n], n);
	}, e;
}(), we = typeof Map == "function";
function Te() {
	return we ? /* @__PURE__ */ new Map() : new Ce();
}
var Ee = function() {
	function e(t) {
		var n = U(t);
		this.data = Te();
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
		return we ? Array.from(e) : e;
	}, e.prototype.removeKey = function(e) {
		this.data.delete(e);
	}, e;
}();
function J(e) {
	return new Ee(e);
}
function De(e, t) {
	for (var n = new e.constructor(e.length + t.length), r = 0; r < e.length; r++) n[r] = e[r];
	for (var i = e.length, r = 0; r < t.length; r++) n[r + i] = t[r];
	return n;
}
function Oe(e, t) {
	var n;
	if (Object.create) n = Object.create(e);
	else {
		var r = function() {};
		r.prototype = e, n = new r();
	}
	return t && P(n, t), n;
}
function ke(e) {
	var t = e.style;
	t.webkitUserSelect = "none", t.userSelect = "none", t.webkitTapHighlightColor = "rgba(0,0,0,0)", t["-webkit-touch-callout"] = "none";
}
function Y(e, t) {
	return e.hasOwnProperty(t);
}
function Ae() {}
var je = 180 / Math.PI;
// node_modules/zrender/lib/core/vector.js
function Me(e, t) {
	return e ?? (e = 0), t ?? (t = 0), [e, t];
}
function Ne(e) {
	return [e[0], e[1]];
}
function Pe(e, t, n) {
	return e[0] = t[0] + n[0], e[1] = t[1] + n[1], e;
}
function Fe(e, t, n) {
	return e[0] = t[0] - n[0], e[1] = t[1] - n[1], e;
}
function Ie(e) {
	return Math.sqrt(Le(e));
}
function Le(e) {
	return e[0] * e[0] + e[1] * e[1];
}
function Re(e, t, n) {
	return e[0] = t[0] * n, e[1] = t[1] * n, e;
}
function ze(e, t) {
	var n = Ie(t);
	return n === 0 ? (e[0] = 0, e[1] = 0) : (e[0] = t[0] / n, e[1] = t[1] / n), e;
}
function Be(e, t) {
	return Math.sqrt((e[0] - t[0]) * (e[0] - t[0]) + (e[1] - t[1]) * (e[1] - t[1]));
}
var Ve = Be;
function He(e, t) {
	return (e[0] - t[0]) * (e[0] - t[0]) + (e[1] - t[1]) * (e[1] - t[1]);
}
var Ue = He;
function We(e, t, n) {
	var r = t[0], i = t[1];
	return e[0] = n[0] * r + n[2] * i + n[4], e[1] = n[1] * r + n[3] * i + n[5], e;
}
function Ge(e, t, n) {
	return e[0] = Math.min(t[0], n[0]), e[1] = Math.min(t[1], n[1]), e;
}
function Ke(e, t, n) {
	return e[0] = Math.max(t[0], n[0]), e[1] = Math.max(t[1], n[1]), e;
}
// node_modules/zrender/lib/mixin/Draggable.js
var qe = function() {
	function e(e, t) {
		this.target = e, this.topTarget = t && t.topTarget;
	}
	return e;
}(), Je = function() {
	function e(e) {
		this.handler = e, e.on("mousedown", this._dragStart, this), e.on("mousemove", this._drag, this), e.on("mouseup", this._dragEnd, this);
	}
	return e.prototype._dragStart = function(e) {
		for (var t = e.target; t && !t.draggable;) t = t.parent || t.__hostTarget;
		t && (this._draggingTarget = t, t.dragging = !0, this._x = e.offsetX, this._y = e.offsetY, this.handler.dispatchToElement(new qe(t, e), "dragstart", e.event));
	}, e.prototype._drag = function(e) {
		var t = this._draggingTarget;
		if (t) {
			var n = e.offsetX, r = e.offsetY, i = n - this._x, a = r - this._y;
			this._x = n, this._y = r, t.drift(i, a, e), this.handler.dispatchToElement(new qe(t, e), "drag", e.event);
			var o = this.handler.findHover(n, r, t).target, s = this._dropTarget;
			this._dropTarget = o, t !== o && (s && o !== s && this.handler.dispatchToElement(new qe(s, e), "dragleave", e.event), o && o !== s && this.handler.dispatchToElement(new qe(o, e), "dragenter", e.event));
		}
	}, e.prototype._dragEnd = function(e) {
		var t = this._draggingTarget;
		t && (t.dragging = !1), this.handler.dispatchToElement(new qe(t, e), "dragend", e.event), this._dropTarget && this.handler.dispatchToElement(new qe(this._dropTarget, e), "drop", e.event), this._draggingTarget = null, this._dropTarget = null;
	}, e;
}(), Ye = function() {
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
}(), Xe = Math.log(2);
function Ze(e, t, n, r, i, a) {
	var o = r + "-" + i, s = e.length;
	if (a.hasOwnProperty(o)) return a[o];
	if (t === 1) {
		var c = Math.round(Math.log((1 << s) - 1 & ~i) / Xe);
		return e[n][c];
	}
	for (var l = r | 1 << n, u = n + 1; r & 1 << u;) u++;
	for (var d = 0, f = 0, p = 0; f < s; f++) {
		var m = 1 << f;
		m & i || (d += (p % 2 ? -1 : 1) * e[n][f] * Ze(e, t - 1, u, l, i | m, a), p++);
	}
	return a[o] = d, d;
}
function Qe(e, t) {
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
	], r = {}, i = Ze(n, 8, 0, 0, 0, r);
	if (i !== 0) {
		for (var a = [], o = 0; o < 8; o++) for (var s = 0; s < 8; s++) a[s] ?? (a[s] = 0), a[s] += ((o + s) % 2 ? -1 : 1) * Ze(n, 7, +(o === 0), 1 << o, 1 << s, r) / i * t[o];
		return function(e, t, n) {
			var r = t * a[6] + n * a[7] + 1;
			e[0] = (t * a[0] + n * a[1] + a[2]) / r, e[1] = (t * a[3] + n * a[4] + a[5]) / r;
		};
	}
}
// node_modules/zrender/lib/core/dom.js
var $e = "___zrEVENTSAVED", et = [];
function tt(e, t, n, r, i) {
	return nt(et, t, r, i, !0) && nt(e, n, et[0], et[1]);
}
function nt(e, t, n, r, i) {
	if (t.getBoundingClientRect && u.domSupported && !at(t)) {
		var a = t[$e] || (t[$e] = {}), o = it(rt(t, a), a, i);
		if (o) return o(e, n, r), !0;
	}
	return !1;
}
function rt(e, t) {
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
function it(e, t, n) {
	for (var r = n ? "invTrans" : "trans", i = t[r], a = t.srcCoords, o = [], s = [], c = !0, l = 0; l < 4; l++) {
		var u = e[l].getBoundingClientRect(), d = 2 * l, f = u.left, p = u.top;
		o.push(f, p), c = c && a && f === a[d] && p === a[d + 1], s.push(e[l].offsetLeft, e[l].offsetTop);
	}
	return c && i ? i : (t.srcCoords = o, t[r] = n ? Qe(s, o) : Qe(o, s));
}
function at(e) {
	return e.nodeName.toUpperCase() === "CANVAS";
}
var ot = /([&<>"'])/g, st = {
	"&": "&amp;",
	"<": "&lt;",
	">": "&gt;",
	"\"": "&quot;",
	"'": "&#39;"
};
function ct(e) {
	return e == null ? "" : (e + "").replace(ot, function(e, t) {
		return st[t];
	});
}
// node_modules/zrender/lib/core/event.js
var lt = /^(?:mouse|pointer|contextmenu|drag|drop)|click/, ut = [], dt = u.browser.firefox && +u.browser.version.split(".")[0] < 39;
function ft(e, t, n, r) {
	return n = n || {}, r ? pt(e, t, n) : dt && t.layerX != null && t.layerX !== t.offsetX ? (n.zrX = t.layerX, n.zrY = t.layerY) : t.offsetX == null ? pt(e, t, n) : (n.zrX = t.offsetX, n.zrY = t.offsetY), n;
}
function pt(e, t, n) {
	if (u.domSupported && e.getBoundingClientRect) {
		var r = t.clientX, i = t.clientY;
		if (at(e)) {
			var a = e.getBoundingClientRect();
			n.zrX = r - a.left, n.zrY = i - a.top;
			return;
		}
		if (nt(ut, e, r, i)) {
			n.zrX = ut[0], n.zrY = ut[1];
			return;
		}
	}
	n.zrX = n.zrY = 0;
}
function mt(e) {
	return e || window.event;
}
function ht(e, t, n) {
	if (t = mt(t), t.zrX != null) return t;
	var r = t.type;
	if (r && r.indexOf("touch") >= 0) {
		var i = r === "touchend" ? t.changedTouches[0] : t.targetTouches[0];
		i && ft(e, i, t, n);
	} else {
		ft(e, t, t, n);
		var a = gt(t);
		t.zrDelta = a ? a / 120 : -(t.detail || 0) / 3;
	}
	var o = t.button;
	return t.which == null && o !== void 0 && lt.test(t.type) && (t.which = o & 1 ? 1 : o & 2 ? 3 : o & 4 ? 2 : 0), t;
}
function gt(e) {
	var t = e.wheelDelta;
	if (t) return t;
	var n = e.deltaX, r = e.deltaY;
	if (n == null || r == null) return t;
	var i = Math.abs(r === 0 ? n : r), a = r > 0 ? -1 : r < 0 ? 1 : n > 0 ? -1 : 1;
	return 3 * i * a;
}
function _t(e, t, n, r) {
	e.addEventListener(t, n, r);
}
function vt(e, t, n, r) {
	e.removeEventListener(t, n, r);
}
var yt = function(e) {
	e.preventDefault(), e.stopPropagation(), e.cancelBubble = !0;
};
function bt(e) {
	return e.which === 2 || e.which === 3;
}
// node_modules/zrender/lib/core/GestureMgr.js
var xt = function() {
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
				var s = r[a], c = ft(n, s, {});
				i.points.push([c.zrX, c.zrY]), i.touches.push(s);
			}
			this._track.push(i);
		}
	}, e.prototype._recognize = function(e) {
		for (var t in wt) if (wt.hasOwnProperty(t)) {
			var n = wt[t](this._track, e);
			if (n) return n;
		}
	}, e;
}();
function St(e) {
	var t = e[1][0] - e[0][0], n = e[1][1] - e[0][1];
	return Math.sqrt(t * t + n * n);
}
function Ct(e) {
	return [(e[0][0] + e[1][0]) / 2, (e[0][1] + e[1][1]) / 2];
}
var wt = { pinch: function(e, t) {
	var n = e.length;
	if (n) {
		var r = (e[n - 1] || {}).points, i = (e[n - 2] || {}).points || r;
		if (i && i.length > 1 && r && r.length > 1) {
			var a = St(r) / St(i);
			!isFinite(a) && (a = 1), t.pinchScale = a;
			var o = Ct(r);
			return t.pinchX = o[0], t.pinchY = o[1], {
				type: "pinch",
				target: e[0].target,
				event: t
			};
		}
	}
} };
// node_modules/zrender/lib/core/matrix.js
function Tt() {
	return [
		1,
		0,
		0,
		1,
		0,
		0
	];
}
function Et(e) {
	return e[0] = 1, e[1] = 0, e[2] = 0, e[3] = 1, e[4] = 0, e[5] = 0, e;
}
function Dt(e, t) {
	return e[0] = t[0], e[1] = t[1], e[2] = t[2], e[3] = t[3], e[4] = t[4], e[5] = t[5], e;
}
function Ot(e, t, n) {
	var r = t[0] * n[0] + t[2] * n[1], i = t[1] * n[0] + t[3] * n[1], a = t[0] * n[2] + t[2] * n[3], o = t[1] * n[2] + t[3] * n[3], s = t[0] * n[4] + t[2] * n[5] + t[4], c = t[1] * n[4] + t[3] * n[5] + t[5];
	return e[0] = r, e[1] = i, e[2] = a, e[3] = o, e[4] = s, e[5] = c, e;
}
function kt(e, t, n) {
	return e[0] = t[0], e[1] = t[1], e[2] = t[2], e[3] = t[3], e[4] = t[4] + n[0], e[5] = t[5] + n[1], e;
}
function At(e, t, n, r) {
	r === void 0 && (r = [0, 0]);
	var i = t[0], a = t[2], o = t[4], s = t[1], c = t[3], l = t[5], u = Math.sin(n), d = Math.cos(n);
	return e[0] = i * d + s * u, e[1] = -i * u + s * d, e[2] = a * d + c * u, e[3] = -a * u + d * c, e[4] = d * (o - r[0]) + u * (l - r[1]) + r[0], e[5] = d * (l - r[1]) - u * (o - r[0]) + r[1], e;
}
function jt(e, t, n) {
	var r = n[0], i = n[1];
	return e[0] = t[0] * r, e[1] = t[1] * i, e[2] = t[2] * r, e[3] = t[3] * i, e[4] = t[4] * r, e[5] = t[5] * i, e;
}
function Mt(e, t) {
	var n = t[0], r = t[2], i = t[4], a = t[1], o = t[3], s = t[5], c = n * o - a * r;
	return c ? (c = 1 / c, e[0] = o * c, e[1] = -a * c, e[2] = -r * c, e[3] = n * c, e[4] = (r * s - o * i) * c, e[5] = (a * i - n * s) * c, e) : null;
}
// node_modules/zrender/lib/core/Point.js
var Nt = function() {
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
}(), Pt = Math.min, Ft = Math.max, It = new Nt(), Lt = new Nt(), Rt = new Nt(), zt = new Nt(), Bt = new Nt(), Vt = new Nt(), X = function() {
	function e(e, t, n, r) {
		n < 0 && (e += n, n = -n), r < 0 && (t += r, r = -r), this.x = e, this.y = t, this.width = n, this.height = r;
	}
	return e.prototype.union = function(e) {
		var t = Pt(e.x, this.x), n = Pt(e.y, this.y);
		this.width = isFinite(this.x) && isFinite(this.width) ? Ft(e.x + e.width, this.x + this.width) - t : e.width, this.height = isFinite(this.y) && isFinite(this.height) ? Ft(e.y + e.height, this.y + this.height) - n : e.height, this.x = t, this.y = n;
	}, e.prototype.applyTransform = function(t) {
		e.applyTransform(this, this, t);
	}, e.prototype.calculateTransform = function(e) {
		var t = this, n = e.width / t.width, r = e.height / t.height, i = Tt();
		return kt(i, i, [-t.x, -t.y]), jt(i, i, [n, r]), kt(i, i, [e.x, e.y]), i;
	}, e.prototype.intersect = function(t, n) {
		if (!t) return !1;
		t instanceof e || (t = e.create(t));
		var r = this, i = r.x, a = r.x + r.width, o = r.y, s = r.y + r.height, c = t.x, l = t.x + t.width, u = t.y, d = t.y + t.height, f = !(a < c || l < i || s < u || d < o);
		if (n) {
			var p = Infinity, m = 0, h = Math.abs(a - c), g = Math.abs(l - i), _ = Math.abs(s - u), v = Math.abs(d - o), y = Math.min(h, g), b = Math.min(_, v);
			a < c || l < i ? y > m && (m = y, h < g ? Nt.set(Vt, -h, 0) : Nt.set(Vt, g, 0)) : y < p && (p = y, h < g ? Nt.set(Bt, h, 0) : Nt.set(Bt, -g, 0)), s < u || d < o ? b > m && (m = b, _ < v ? Nt.set(Vt, 0, -_) : Nt.set(Vt, 0, v)) : y < p && (p = y, _ < v ? Nt.set(Bt, 0, _) : Nt.set(Bt, 0, -v));
		}
		return n && Nt.copy(n, f ? Bt : Vt), f;
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
			It.x = Rt.x = n.x, It.y = zt.y = n.y, Lt.x = zt.x = n.x + n.width, Lt.y = Rt.y = n.y + n.height, It.transform(r), zt.transform(r), Lt.transform(r), Rt.transform(r), t.x = Pt(It.x, Lt.x, Rt.x, zt.x), t.y = Pt(It.y, Lt.y, Rt.y, zt.y);
			var c = Ft(It.x, Lt.x, Rt.x, zt.x), l = Ft(It.y, Lt.y, Rt.y, zt.y);
			t.width = c - t.x, t.height = l - t.y;
		}
	}, e;
}(), Ht = "silent";
function Ut(e, t, n) {
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
		stop: Wt
	};
}
function Wt() {
	yt(this.event);
}
var Gt = function(e) {
	c(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.handler = null, t;
	}
	return t.prototype.dispose = function() {}, t.prototype.setCursor = function() {}, t;
}(Ye), Kt = function() {
	function e(e, t) {
		this.x = e, this.y = t;
	}
	return e;
}(), qt = [
	"click",
	"dblclick",
	"mousewheel",
	"mouseout",
	"mouseup",
	"mousedown",
	"mousemove",
	"contextmenu"
], Jt = new X(0, 0, 0, 0), Yt = function(e) {
	c(t, e);
	function t(t, n, r, i, a) {
		var o = e.call(this) || this;
		return o._hovered = new Kt(0, 0), o.storage = t, o.painter = n, o.painterRoot = i, o._pointerSize = a, r = r || new Gt(), o.proxy = null, o.setHandlerProxy(r), o._draggingMgr = new Je(o), o;
	}
	return t.prototype.setHandlerProxy = function(e) {
		this.proxy && this.proxy.dispose(), e && (L(qt, function(t) {
			e.on && e.on(t, this[t], this);
		}, this), e.handler = this), this.proxy = e;
	}, t.prototype.mousemove = function(e) {
		var t = e.zrX, n = e.zrY, r = Qt(this, t, n), i = this._hovered, a = i.target;
		a && !a.__zr && (i = this.findHover(i.x, i.y), a = i.target);
		var o = this._hovered = r ? new Kt(t, n) : this.findHover(t, n), s = o.target, c = this.proxy;
		c.setCursor && c.setCursor(s ? s.cursor : "default"), a && s !== a && this.dispatchToElement(i, "mouseout", e), this.dispatchToElement(o, "mousemove", e), s && s !== a && this.dispatchToElement(o, "mouseover", e);
	}, t.prototype.mouseout = function(e) {
		var t = e.zrEventControl;
		t !== "only_globalout" && this.dispatchToElement(this._hovered, "mouseout", e), t !== "no_globalout" && this.trigger("globalout", {
			type: "globalout",
			event: e
		});
	}, t.prototype.resize = function() {
		this._hovered = new Kt(0, 0);
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
			for (var i = "on" + t, a = Ut(t, e, n); r && (r[i] && (a.cancelBubble = !!r[i].call(r, a)), r.trigger(t, a), r = r.__hostTarget ? r.__hostTarget : r.parent, !a.cancelBubble););
			a.cancelBubble || (this.trigger(t, a), this.painter && this.painter.eachOtherLayer && this.painter.eachOtherLayer(function(e) {
				typeof e[i] == "function" && e[i].call(e, a), e.trigger && e.trigger(t, a);
			}));
		}
	}, t.prototype.findHover = function(e, t, n) {
		var r = this.storage.getDisplayList(), i = new Kt(e, t);
		if (Zt(r, i, e, t, n), this._pointerSize && !i.target) {
			for (var a = [], o = this._pointerSize, s = o / 2, c = new X(e - s, t - s, o, o), l = r.length - 1; l >= 0; l--) {
				var u = r[l];
				u === n || u.ignore || u.ignoreCoarsePointer || u.parent && u.parent.ignoreCoarsePointer || (Jt.copy(u.getBoundingRect()), u.transform && Jt.applyTransform(u.transform), Jt.intersect(c) && a.push(u));
			}
			if (a.length) {
				for (var d = 4, f = Math.PI / 12, p = Math.PI * 2, m = 0; m < s; m += d) for (var h = 0; h < p; h += f) if (Zt(a, i, e + m * Math.cos(h), t + m * Math.sin(h), n), i.target) return i;
			}
		}
		return i;
	}, t.prototype.processGesture = function(e, t) {
		this._gestureMgr || (this._gestureMgr = new xt());
		var n = this._gestureMgr;
		t === "start" && n.clear();
		var r = n.recognize(e, this.findHover(e.zrX, e.zrY, null).target, this.proxy.dom);
		if (t === "end" && n.clear(), r) {
			var i = r.type;
			e.gestureEvent = i;
			var a = new Kt();
			a.target = r.target, this.dispatchToElement(a, i, r.event);
		}
	}, t;
}(Ye);
L([
	"click",
	"mousedown",
	"mouseup",
	"mousewheel",
	"dblclick",
	"contextmenu"
], function(e) {
	Yt.prototype[e] = function(t) {
		var n = t.zrX, r = t.zrY, i = Qt(this, n, r), a, o;
		if (e === "mouseup" && i || (a = this.findHover(n, r), o = a.target), e === "mousedown") this._downEl = o, this._downPoint = [t.zrX, t.zrY], this._upEl = o;
		else if (e === "mouseup") this._upEl = o;
		else if (e === "click") {
			if (this._downEl !== this._upEl || !this._downPoint || Ve(this._downPoint, [t.zrX, t.zrY]) > 4) return;
			this._downPoint = null;
		}
		this.dispatchToElement(a, e, t);
	};
});
function Xt(e, t, n) {
	if (e[e.rectHover ? "rectContain" : "contain"](t, n)) {
		for (var r = e, i = void 0, a = !1; r;) {
			if (r.ignoreClip && (a = !0), !a) {
				var o = r.getClipPath();
				if (o && !o.contain(t, n)) return !1;
			}
			r.silent && (i = !0), r = r.__hostTarget || r.parent;
		}
		return !i || Ht;
	}
	return !1;
}
function Zt(e, t, n, r, i) {
	for (var a = e.length - 1; a >= 0; a--) {
		var o = e[a], s = void 0;
		if (o !== i && !o.ignore && (s = Xt(o, n, r)) && (!t.topTarget && (t.topTarget = o), s !== Ht)) {
			t.target = o;
			break;
		}
	}
}
function Qt(e, t, n) {
	var r = e.painter;
	return t < 0 || t > r.getWidth() || n < 0 || n > r.getHeight();
}
// node_modules/zrender/lib/core/timsort.js
var $t = 32, en = 7;
function tn(e) {
	for (var t = 0; e >= $t;) t |= e & 1, e >>= 1;
	return e + t;
}
function nn(e, t, n, r) {
	var i = t + 1;
	if (i === n) return 1;
	if (r(e[i++], e[t]) < 0) {
		for (; i < n && r(e[i], e[i - 1]) < 0;) i++;
		rn(e, t, i);
	} else for (; i < n && r(e[i], e[i - 1]) >= 0;) i++;
	return i - t;
}
function rn(e, t, n) {
	for (n--; t < n;) {
		var r = e[t];
		e[t++] = e[n], e[n--] = r;
	}
}
function an(e, t, n, r, i) {
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
function on(e, t, n, r, i, a) {
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
function sn(e, t, n, r, i, a) {
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
function cn(e, t) {
	var n = en, r, i, a = 0, o = [];
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
		var u = sn(e[c], e, o, s, 0, t);
		o += u, s -= u, s !== 0 && (l = on(e[o + s - 1], e, c, l, l - 1, t), l !== 0 && (s <= l ? d(o, s, c, l) : f(o, s, c, l)));
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
					if (p = sn(e[u], o, l, i, 0, t), p !== 0) {
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
					if (m = on(o[l], e, u, s, 0, t), m !== 0) {
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
				} while (p >= en || m >= en);
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
					if (h = i - sn(o[u], e, r, i, i - 1, t), h !== 0) {
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
					if (g = s - on(e[l], o, 0, s, s - 1, t), g !== 0) {
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
				} while (h >= en || g >= en);
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
function ln(e, t, n, r) {
	n || (n = 0), r || (r = e.length);
	var i = r - n;
	if (!(i < 2)) {
		var a = 0;
		if (i < $t) a = nn(e, n, r, t), an(e, n, r, n + a, t);
		else {
			var o = cn(e, t), s = tn(i);
			do {
				if (a = nn(e, n, r, t), a < s) {
					var c = i;
					c > s && (c = s), an(e, n, n + c, n + a, t), a = c;
				}
				o.pushRun(n, a), o.mergeRuns(), i -= a, n += a;
			} while (i !== 0);
			o.forceMergeRuns();
		}
	}
}
// node_modules/zrender/lib/Storage.js
var un = !1;
function dn() {
	un || (un = !0, console.warn("z / z2 / zlevel of displayable is invalid, which may cause unexpected errors"));
}
function fn(e, t) {
	return e.zlevel === t.zlevel ? e.z === t.z ? e.z2 - t.z2 : e.z - t.z : e.zlevel - t.zlevel;
}
var pn = function() {
	function e() {
		this._roots = [], this._displayList = [], this._displayListLen = 0, this.displayableSortFunc = fn;
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
		n.length = this._displayListLen, ln(n, fn);
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
				t && t.length ? l.__clipPaths = t : l.__clipPaths && l.__clipPaths.length > 0 && (l.__clipPaths = []), isNaN(l.z) && (dn(), l.z = 0), isNaN(l.z2) && (dn(), l.z2 = 0), isNaN(l.zlevel) && (dn(), l.zlevel = 0), this._displayList[this._displayListLen++] = l;
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
}(), mn = u.hasGlobalWindow && (window.requestAnimationFrame && window.requestAnimationFrame.bind(window) || window.msRequestAnimationFrame && window.msRequestAnimationFrame.bind(window) || window.mozRequestAnimationFrame || window.webkitRequestAnimationFrame) || function(e) {
	return setTimeout(e, 16);
}, hn = {
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
		return 1 - hn.bounceOut(1 - e);
	},
	bounceOut: function(e) {
		return e < 1 / 2.75 ? 7.5625 * e * e : e < 2 / 2.75 ? 7.5625 * (e -= 1.5 / 2.75) * e + .75 : e < 2.5 / 2.75 ? 7.5625 * (e -= 2.25 / 2.75) * e + .9375 : 7.5625 * (e -= 2.625 / 2.75) * e + .984375;
	},
	bounceInOut: function(e) {
		return e < .5 ? hn.bounceIn(e * 2) * .5 : hn.bounceOut(e * 2 - 1) * .5 + .5;
	}
}, gn = Math.pow, _n = Math.sqrt, vn = 1e-8, yn = 1e-4, bn = _n(3), xn = 1 / 3, Sn = Me(), Cn = Me(), wn = Me();
function Tn(e) {
	return e > -vn && e < vn;
}
function En(e) {
	return e > vn || e < -vn;
}
function Dn(e, t, n, r, i) {
	var a = 1 - i;
	return a * a * (a * e + 3 * i * t) + i * i * (i * r + 3 * a * n);
}
function On(e, t, n, r, i) {
	var a = 1 - i;
	return 3 * (((t - e) * a + 2 * (n - t) * i) * a + (r - n) * i * i);
}
function kn(e, t, n, r, i, a) {
	var o = r + 3 * (t - n) - e, s = 3 * (n - t * 2 + e), c = 3 * (t - e), l = e - i, u = s * s - 3 * o * c, d = s * c - 9 * o * l, f = c * c - 3 * s * l, p = 0;
	if (Tn(u) && Tn(d)) {
		if (Tn(s)) a[0] = 0;
		else {
			var m = -c / s;
			m >= 0 && m <= 1 && (a[p++] = m);
		}
	} else {
		var h = d * d - 4 * u * f;
		if (Tn(h)) {
			var g = d / u, m = -s / o + g, _ = -g / 2;
			m >= 0 && m <= 1 && (a[p++] = m), _ >= 0 && _ <= 1 && (a[p++] = _);
		} else if (h > 0) {
			var v = _n(h), y = u * s + 1.5 * o * (-d + v), b = u * s + 1.5 * o * (-d - v);
			y = y < 0 ? -gn(-y, xn) : gn(y, xn), b = b < 0 ? -gn(-b, xn) : gn(b, xn);
			var m = (-s - (y + b)) / (3 * o);
			m >= 0 && m <= 1 && (a[p++] = m);
		} else {
			var x = (2 * u * s - 3 * o * d) / (2 * _n(u * u * u)), S = Math.acos(x) / 3, C = _n(u), w = Math.cos(S), m = (-s - 2 * C * w) / (3 * o), _ = (-s + C * (w + bn * Math.sin(S))) / (3 * o), T = (-s + C * (w - bn * Math.sin(S))) / (3 * o);
			m >= 0 && m <= 1 && (a[p++] = m), _ >= 0 && _ <= 1 && (a[p++] = _), T >= 0 && T <= 1 && (a[p++] = T);
		}
	}
	return p;
}
function An(e, t, n, r, i) {
	var a = 6 * n - 12 * t + 6 * e, o = 9 * t + 3 * r - 3 * e - 9 * n, s = 3 * t - 3 * e, c = 0;
	if (Tn(o)) {
		if (En(a)) {
			var l = -s / a;
			l >= 0 && l <= 1 && (i[c++] = l);
		}
	} else {
		var u = a * a - 4 * o * s;
		if (Tn(u)) i[0] = -a / (2 * o);
		else if (u > 0) {
			var d = _n(u), l = (-a + d) / (2 * o), f = (-a - d) / (2 * o);
			l >= 0 && l <= 1 && (i[c++] = l), f >= 0 && f <= 1 && (i[c++] = f);
		}
	}
	return c;
}
function jn(e, t, n, r, i, a) {
	var o = (t - e) * i + e, s = (n - t) * i + t, c = (r - n) * i + n, l = (s - o) * i + o, u = (c - s) * i + s, d = (u - l) * i + l;
	a[0] = e, a[1] = o, a[2] = l, a[3] = d, a[4] = d, a[5] = u, a[6] = c, a[7] = r;
}
function Mn(e, t, n, r, i, a, o, s, c, l, u) {
	var d, f = .005, p = Infinity, m, h, g, _;
	Sn[0] = c, Sn[1] = l;
	for (var v = 0; v < 1; v += .05) Cn[0] = Dn(e, n, i, o, v), Cn[1] = Dn(t, r, a, s, v), g = Ue(Sn, Cn), g < p && (d = v, p = g);
	p = Infinity;
	for (var y = 0; y < 32 && !(f < yn); y++) m = d - f, h = d + f, Cn[0] = Dn(e, n, i, o, m), Cn[1] = Dn(t, r, a, s, m), g = Ue(Cn, Sn), m >= 0 && g < p ? (d = m, p = g) : (wn[0] = Dn(e, n, i, o, h), wn[1] = Dn(t, r, a, s, h), _ = Ue(wn, Sn), h <= 1 && _ < p ? (d = h, p = _) : f *= .5);
	return u && (u[0] = Dn(e, n, i, o, d), u[1] = Dn(t, r, a, s, d)), _n(p);
}
function Nn(e, t, n, r, i, a, o, s, c) {
	for (var l = e, u = t, d = 0, f = 1 / c, p = 1; p <= c; p++) {
		var m = p * f, h = Dn(e, n, i, o, m), g = Dn(t, r, a, s, m), _ = h - l, v = g - u;
		d += Math.sqrt(_ * _ + v * v), l = h, u = g;
	}
	return d;
}
function Pn(e, t, n, r) {
	var i = 1 - r;
	return i * (i * e + 2 * r * t) + r * r * n;
}
function Fn(e, t, n, r) {
	return 2 * ((1 - r) * (t - e) + r * (n - t));
}
function In(e, t, n, r, i) {
	var a = e - 2 * t + n, o = 2 * (t - e), s = e - r, c = 0;
	if (Tn(a)) {
		if (En(o)) {
			var l = -s / o;
			l >= 0 && l <= 1 && (i[c++] = l);
		}
	} else {
		var u = o * o - 4 * a * s;
		if (Tn(u)) {
			var l = -o / (2 * a);
			l >= 0 && l <= 1 && (i[c++] = l);
		} else if (u > 0) {
			var d = _n(u), l = (-o + d) / (2 * a), f = (-o - d) / (2 * a);
			l >= 0 && l <= 1 && (i[c++] = l), f >= 0 && f <= 1 && (i[c++] = f);
		}
	}
	return c;
}
function Ln(e, t, n) {
	var r = e + n - 2 * t;
	return r === 0 ? .5 : (e - t) / r;
}
function Rn(e, t, n, r, i) {
	var a = (t - e) * r + e, o = (n - t) * r + t, s = (o - a) * r + a;
	i[0] = e, i[1] = a, i[2] = s, i[3] = s, i[4] = o, i[5] = n;
}
function zn(e, t, n, r, i, a, o, s, c) {
	var l, u = .005, d = Infinity;
	Sn[0] = o, Sn[1] = s;
	for (var f = 0; f < 1; f += .05) {
		Cn[0] = Pn(e, n, i, f), Cn[1] = Pn(t, r, a, f);
		var p = Ue(Sn, Cn);
		p < d && (l = f, d = p);
	}
	d = Infinity;
	for (var m = 0; m < 32 && !(u < yn); m++) {
		var h = l - u, g = l + u;
		Cn[0] = Pn(e, n, i, h), Cn[1] = Pn(t, r, a, h);
		var p = Ue(Cn, Sn);
		if (h >= 0 && p < d) l = h, d = p;
		else {
			wn[0] = Pn(e, n, i, g), wn[1] = Pn(t, r, a, g);
			var _ = Ue(wn, Sn);
			g <= 1 && _ < d ? (l = g, d = _) : u *= .5;
		}
	}
	return c && (c[0] = Pn(e, n, i, l), c[1] = Pn(t, r, a, l)), _n(d);
}
function Bn(e, t, n, r, i, a, o) {
	for (var s = e, c = t, l = 0, u = 1 / o, d = 1; d <= o; d++) {
		var f = d * u, p = Pn(e, n, i, f), m = Pn(t, r, a, f), h = p - s, g = m - c;
		l += Math.sqrt(h * h + g * g), s = p, c = m;
	}
	return l;
}
// node_modules/zrender/lib/animation/cubicEasing.js
var Vn = /cubic-bezier\(([0-9,\.e ]+)\)/;
function Hn(e) {
	var t = e && Vn.exec(e);
	if (t) {
		var n = t[1].split(","), r = +ye(n[0]), i = +ye(n[1]), a = +ye(n[2]), o = +ye(n[3]);
		if (isNaN(r + i + a + o)) return;
		var s = [];
		return function(e) {
			return e <= 0 ? 0 : e >= 1 ? 1 : kn(0, r, a, 1, e, s) && Dn(0, i, o, 1, s[0]);
		};
	}
}
// node_modules/zrender/lib/animation/Clip.js
var Un = function() {
	function e(e) {
		this._inited = !1, this._startTime = 0, this._pausedTime = 0, this._paused = !1, this._life = e.life || 1e3, this._delay = e.delay || 0, this.loop = e.loop || !1, this.onframe = e.onframe || Ae, this.ondestroy = e.ondestroy || Ae, this.onrestart = e.onrestart || Ae, e.easing && this.setEasing(e.easing);
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
		this.easing = e, this.easingFunc = W(e) ? e : hn[e] || Hn(e);
	}, e;
}(), Wn = function() {
	function e(e) {
		this.value = e;
	}
	return e;
}(), Gn = function() {
	function e() {
		this._len = 0;
	}
	return e.prototype.insert = function(e) {
		var t = new Wn(e);
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
}(), Kn = function() {
	function e(e) {
		this._list = new Gn(), this._maxSize = 10, this._map = {}, this._maxSize = e;
	}
	return e.prototype.put = function(e, t) {
		var n = this._list, r = this._map, i = null;
		if (r[e] == null) {
			var a = n.len(), o = this._lastRemovedEntry;
			if (a >= this._maxSize && a > 0) {
				var s = n.head;
				n.remove(s), delete r[s.key], i = s.value, this._lastRemovedEntry = s;
			}
			o ? o.value = t : o = new Wn(t), o.key = e, n.insertEntry(o), r[e] = o;
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
}(), qn = {
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
function Jn(e) {
	return e = Math.round(e), e < 0 ? 0 : e > 255 ? 255 : e;
}
function Yn(e) {
	return e = Math.round(e), e < 0 ? 0 : e > 360 ? 360 : e;
}
function Xn(e) {
	return e < 0 ? 0 : e > 1 ? 1 : e;
}
function Zn(e) {
	var t = e;
	return t.length && t.charAt(t.length - 1) === "%" ? Jn(parseFloat(t) / 100 * 255) : Jn(parseInt(t, 10));
}
function Qn(e) {
	var t = e;
	return t.length && t.charAt(t.length - 1) === "%" ? Xn(parseFloat(t) / 100) : Xn(parseFloat(t));
}
function $n(e, t, n) {
	return n < 0 ? n += 1 : n > 1 && --n, n * 6 < 1 ? e + (t - e) * n * 6 : n * 2 < 1 ? t : n * 3 < 2 ? e + (t - e) * (2 / 3 - n) * 6 : e;
}
function er(e, t, n) {
	return e + (t - e) * n;
}
function tr(e, t, n, r, i) {
	return e[0] = t, e[1] = n, e[2] = r, e[3] = i, e;
}
function nr(e, t) {
	return e[0] = t[0], e[1] = t[1], e[2] = t[2], e[3] = t[3], e;
}
var rr = new Kn(20), ir = null;
function ar(e, t) {
	ir && nr(ir, t), ir = rr.put(e, ir || t.slice());
}
function or(e, t) {
	if (e) {
		t = t || [];
		var n = rr.get(e);
		if (n) return nr(t, n);
		e += "";
		var r = e.replace(/ /g, "").toLowerCase();
		if (r in qn) return nr(t, qn[r]), ar(e, t), t;
		var i = r.length;
		if (r.charAt(0) === "#") {
			if (i === 4 || i === 5) {
				var a = parseInt(r.slice(1, 4), 16);
				if (!(a >= 0 && a <= 4095)) {
					tr(t, 0, 0, 0, 1);
					return;
				}
				return tr(t, (a & 3840) >> 4 | (a & 3840) >> 8, a & 240 | (a & 240) >> 4, a & 15 | (a & 15) << 4, i === 5 ? parseInt(r.slice(4), 16) / 15 : 1), ar(e, t), t;
			}
			if (i === 7 || i === 9) {
				var a = parseInt(r.slice(1, 7), 16);
				if (!(a >= 0 && a <= 16777215)) {
					tr(t, 0, 0, 0, 1);
					return;
				}
				return tr(t, (a & 16711680) >> 16, (a & 65280) >> 8, a & 255, i === 9 ? parseInt(r.slice(7), 16) / 255 : 1), ar(e, t), t;
			}
		} else {
			var o = r.indexOf("("), s = r.indexOf(")");
			if (o !== -1 && s + 1 === i) {
				var c = r.substr(0, o), l = r.substr(o + 1, s - (o + 1)).split(","), u = 1;
				switch (c) {
					case "rgba":
						if (l.length !== 4) return l.length === 3 ? tr(t, +l[0], +l[1], +l[2], 1) : tr(t, 0, 0, 0, 1);
						u = Qn(l.pop());
					case "rgb":
						if (l.length >= 3) return tr(t, Zn(l[0]), Zn(l[1]), Zn(l[2]), l.length === 3 ? u : Qn(l[3])), ar(e, t), t;
						tr(t, 0, 0, 0, 1);
						return;
					case "hsla":
						if (l.length !== 4) {
							tr(t, 0, 0, 0, 1);
							return;
						}
						return l[3] = Qn(l[3]), sr(l, t), ar(e, t), t;
					case "hsl":
						if (l.length !== 3) {
							tr(t, 0, 0, 0, 1);
							return;
						}
						return sr(l, t), ar(e, t), t;
					default: return;
				}
			}
			tr(t, 0, 0, 0, 1);
		}
	}
}
function sr(e, t) {
	var n = (parseFloat(e[0]) % 360 + 360) % 360 / 360, r = Qn(e[1]), i = Qn(e[2]), a = i <= .5 ? i * (r + 1) : i + r - i * r, o = i * 2 - a;
	return t = t || [], tr(t, Jn($n(o, a, n + 1 / 3) * 255), Jn($n(o, a, n) * 255), Jn($n(o, a, n - 1 / 3) * 255), 1), e.length === 4 && (t[3] = e[3]), t;
}
function cr(e) {
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
function lr(e, t) {
	var n = or(e);
	if (n) {
		for (var r = 0; r < 3; r++) t < 0 ? n[r] = n[r] * (1 - t) | 0 : n[r] = (255 - n[r]) * t + n[r] | 0, n[r] > 255 ? n[r] = 255 : n[r] < 0 && (n[r] = 0);
		return mr(n, n.length === 4 ? "rgba" : "rgb");
	}
}
function ur(e, t, n) {
	if (t && t.length && e >= 0 && e <= 1) {
		n = n || [];
		var r = e * (t.length - 1), i = Math.floor(r), a = Math.ceil(r), o = t[i], s = t[a], c = r - i;
		return n[0] = Jn(er(o[0], s[0], c)), n[1] = Jn(er(o[1], s[1], c)), n[2] = Jn(er(o[2], s[2], c)), n[3] = Xn(er(o[3], s[3], c)), n;
	}
}
function dr(e, t, n) {
	if (t && t.length && e >= 0 && e <= 1) {
		var r = e * (t.length - 1), i = Math.floor(r), a = Math.ceil(r), o = or(t[i]), s = or(t[a]), c = r - i, l = mr([
			Jn(er(o[0], s[0], c)),
			Jn(er(o[1], s[1], c)),
			Jn(er(o[2], s[2], c)),
			Xn(er(o[3], s[3], c))
		], "rgba");
		return n ? {
			color: l,
			leftIndex: i,
			rightIndex: a,
			value: r
		} : l;
	}
}
function fr(e, t, n, r) {
	var i = or(e);
	if (e) return i = cr(i), t != null && (i[0] = Yn(t)), n != null && (i[1] = Qn(n)), r != null && (i[2] = Qn(r)), mr(sr(i), "rgba");
}
function pr(e, t) {
	var n = or(e);
	if (n && t != null) return n[3] = Xn(t), mr(n, "rgba");
}
function mr(e, t) {
	if (e && e.length) {
		var n = e[0] + "," + e[1] + "," + e[2];
		return (t === "rgba" || t === "hsva" || t === "hsla") && (n += "," + e[3]), t + "(" + n + ")";
	}
}
function hr(e, t) {
	var n = or(e);
	return n ? (.299 * n[0] + .587 * n[1] + .114 * n[2]) * n[3] / 255 + (1 - n[3]) * t : 0;
}
var gr = new Kn(100);
function _r(e) {
	if (G(e)) {
		var t = gr.get(e);
		return t || (t = lr(e, -.1), gr.put(e, t)), t;
	}
	if (de(e)) {
		var n = P({}, e);
		return n.colorStops = R(e.colorStops, function(e) {
			return {
				offset: e.offset,
				color: lr(e.color, -.1)
			};
		}), n;
	}
	return e;
}
// node_modules/zrender/lib/svg/helper.js
function vr(e) {
	return e.type === "linear";
}
function yr(e) {
	return e.type === "radial";
}
(function() {
	return u.hasGlobalWindow && W(window.btoa) ? function(e) {
		return window.btoa(unescape(encodeURIComponent(e)));
	} : typeof Buffer < "u" ? function(e) {
		return Buffer.from(e).toString("base64");
	} : function(e) {
		return null;
	};
})();
// node_modules/zrender/lib/animation/Animator.js
var br = Array.prototype.slice;
function xr(e, t, n) {
	return (t - e) * n + e;
}
function Sr(e, t, n, r) {
	for (var i = t.length, a = 0; a < i; a++) e[a] = xr(t[a], n[a], r);
	return e;
}
function Cr(e, t, n, r) {
	for (var i = t.length, a = i && t[0].length, o = 0; o < i; o++) {
		e[o] || (e[o] = []);
		for (var s = 0; s < a; s++) e[o][s] = xr(t[o][s], n[o][s], r);
	}
	return e;
}
function wr(e, t, n, r) {
	for (var i = t.length, a = 0; a < i; a++) e[a] = t[a] + n[a] * r;
	return e;
}
function Tr(e, t, n, r) {
	for (var i = t.length, a = i && t[0].length, o = 0; o < i; o++) {
		e[o] || (e[o] = []);
		for (var s = 0; s < a; s++) e[o][s] = t[o][s] + n[o][s] * r;
	}
	return e;
}
function Er(e, t) {
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
function Dr(e, t, n) {
	var r = e, i = t;
	if (r.push && i.push) {
		var a = r.length, o = i.length;
		if (a !== o) {
			if (a > o) r.length = o;
			else for (var s = a; s < o; s++) r.push(n === 1 ? i[s] : br.call(i[s]));
		}
		for (var c = r[0] && r[0].length, s = 0; s < r.length; s++) if (n === 1) isNaN(r[s]) && (r[s] = i[s]);
		else for (var l = 0; l < c; l++) isNaN(r[s][l]) && (r[s][l] = i[s][l]);
	}
}
function Or(e) {
	if (re(e)) {
		var t = e.length;
		if (re(e[0])) {
			for (var n = [], r = 0; r < t; r++) n.push(br.call(e[r]));
			return n;
		}
		return br.call(e);
	}
	return e;
}
function kr(e) {
	return e[0] = Math.floor(e[0]) || 0, e[1] = Math.floor(e[1]) || 0, e[2] = Math.floor(e[2]) || 0, e[3] = e[3] == null ? 1 : e[3], "rgba(" + e.join(",") + ")";
}
function Ar(e) {
	return re(e && e[0]) ? 2 : 1;
}
var jr = 0, Mr = 1, Nr = 2, Pr = 3, Fr = 4, Ir = 5, Lr = 6;
function Rr(e) {
	return e === Fr || e === Ir;
}
function zr(e) {
	return e === Mr || e === Nr;
}
var Br = [
	0,
	0,
	0,
	0
], Vr = function() {
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
		var r = this.keyframes, i = r.length, a = !1, o = Lr, s = t;
		if (re(t)) {
			var c = Ar(t);
			o = c, (c === 1 && !se(t[0]) || c === 2 && !se(t[0][0])) && (a = !0);
		} else if (se(t) && !pe(t)) o = jr;
		else if (G(t)) {
			if (!isNaN(+t)) o = jr;
			else {
				var l = or(t);
				l && (s = l, o = Pr);
			}
		} else if (de(t)) {
			var u = P({}, s);
			u.colorStops = R(t.colorStops, function(e) {
				return {
					offset: e.offset,
					color: or(e.color)
				};
			}), vr(t) ? o = Fr : yr(t) && (o = Ir), s = u;
		}
		i === 0 ? this.valType = o : (o !== this.valType || o === Lr) && (a = !0), this.discrete = this.discrete || a;
		var d = {
			time: e,
			value: s,
			rawValue: t,
			percent: 0
		};
		return n && (d.easing = n, d.easingFunc = W(n) ? n : hn[n] || Hn(n)), r.push(d), d;
	}, e.prototype.prepare = function(e, t) {
		var n = this.keyframes;
		this._needsSort && n.sort(function(e, t) {
			return e.time - t.time;
		});
		for (var r = this.valType, i = n.length, a = n[i - 1], o = this.discrete, s = zr(r), c = Rr(r), l = 0; l < i; l++) {
			var u = n[l], d = u.value, f = a.value;
			u.percent = u.time / e, o || (s && l !== i - 1 ? Dr(d, f, r) : c && Er(d.colorStops, f.colorStops));
		}
		if (!o && r !== Ir && t && this.needsAnimate() && t.needsAnimate() && r === t.valType && !t._finished) {
			this._additiveTrack = t;
			for (var p = n[0].value, l = 0; l < i; l++) r === jr ? n[l].additiveValue = n[l].value - p : r === Pr ? n[l].additiveValue = wr([], n[l].value, p, -1) : zr(r) && (n[l].additiveValue = r === Mr ? wr([], n[l].value, p, -1) : Tr([], n[l].value, p, -1));
		}
	}, e.prototype.step = function(e, t) {
		if (!this._finished) {
			this._additiveTrack && this._additiveTrack._finished && (this._additiveTrack = null);
			var n = this._additiveTrack != null, r = n ? "additiveValue" : "value", i = this.valType, a = this.keyframes, o = a.length, s = this.propName, c = i === Pr, l, u = this._lastFr, d = Math.min, f, p;
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
				var g = n ? this._additiveValue : c ? Br : e[s];
				if ((zr(i) || c) && !g && (g = this._additiveValue = []), this.discrete) e[s] = h < 1 ? f.rawValue : p.rawValue;
				else if (zr(i)) i === Mr ? Sr(g, f[r], p[r], h) : Cr(g, f[r], p[r], h);
				else if (Rr(i)) {
					var _ = f[r], v = p[r], y = i === Fr;
					e[s] = {
						type: y ? "linear" : "radial",
						x: xr(_.x, v.x, h),
						y: xr(_.y, v.y, h),
						colorStops: R(_.colorStops, function(e, t) {
							var n = v.colorStops[t];
							return {
								offset: xr(e.offset, n.offset, h),
								color: kr(Sr([], e.color, n.color, h))
							};
						}),
						global: v.global
					}, y ? (e[s].x2 = xr(_.x2, v.x2, h), e[s].y2 = xr(_.y2, v.y2, h)) : e[s].r = xr(_.r, v.r, h);
				} else if (c) Sr(g, f[r], p[r], h), n || (e[s] = kr(g));
				else {
					var b = xr(f[r], p[r], h);
					n ? this._additiveValue = b : e[s] = b;
				}
				n && this._addToTarget(e);
			}
		}
	}, e.prototype._addToTarget = function(e) {
		var t = this.valType, n = this.propName, r = this._additiveValue;
		t === jr ? e[n] = e[n] + r : t === Pr ? (or(e[n], Br), wr(Br, Br, r, 1), e[n] = kr(Br)) : t === Mr ? wr(e[n], e[n], r, 1) : t === Nr && Tr(e[n], e[n], r, 1);
	}, e;
}(), Hr = function() {
	function e(e, t, n, r) {
		this._tracks = {}, this._trackKeys = [], this._maxTime = 0, this._started = 0, this._clip = null, this._target = e, this._loop = t, t && r ? ee("Can' use additive animation on looped animation.") : (this._additiveAnimators = r, this._allowDiscrete = n);
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
		return this.whenWithKeys(e, t, z(t), n);
	}, e.prototype.whenWithKeys = function(e, t, n, r) {
		for (var i = this._tracks, a = 0; a < n.length; a++) {
			var o = n[a], s = i[o];
			if (!s) {
				s = i[o] = new Vr(o);
				var c = void 0, l = this._getAdditiveTrack(o);
				if (l) {
					var u = l.keyframes, d = u[u.length - 1];
					c = d && d.value, l.valType === Pr && c && (c = kr(c));
				} else c = this._target[o];
				if (c == null) continue;
				e > 0 && s.addKeyframe(0, Or(c), r), this._trackKeys.push(o);
			}
			s.addKeyframe(e, Or(t[o]), r);
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
				var d = new Un({
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
					s && (e[i] = Or(s.rawValue));
				}
			}
		}
	}, e.prototype.__changeFinalValue = function(e, t) {
		t = t || z(e);
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
function Ur() {
	return (/* @__PURE__ */ new Date()).getTime();
}
var Wr = function(e) {
	c(t, e);
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
		for (var t = Ur() - this._pausedTime, n = t - this._time, r = this._head; r;) {
			var i = r.next;
			r.step(t, n) && (r.ondestroy(), this.removeClip(r)), r = i;
		}
		this._time = t, e || (this.trigger("frame", n), this.stage.update && this.stage.update());
	}, t.prototype._startLoop = function() {
		var e = this;
		this._running = !0;
		function t() {
			e._running && (mn(t), !e._paused && e.update());
		}
		mn(t);
	}, t.prototype.start = function() {
		this._running || (this._time = Ur(), this._pausedTime = 0, this._startLoop());
	}, t.prototype.stop = function() {
		this._running = !1;
	}, t.prototype.pause = function() {
		this._paused || (this._pauseStart = Ur(), this._paused = !0);
	}, t.prototype.resume = function() {
		this._paused && (this._pausedTime += Ur() - this._pauseStart, this._paused = !1);
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
		var n = new Hr(e, t.loop);
		return this.addAnimator(n), n;
	}, t;
}(Ye), Gr = 300, Kr = u.domSupported, qr = (function() {
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
})(), Jr = {
	mouse: ["mousemove", "mouseup"],
	pointer: ["pointermove", "pointerup"]
}, Yr = !1;
function Xr(e) {
	var t = e.pointerType;
	return t === "pen" || t === "touch";
}
function Zr(e) {
	e.touching = !0, e.touchTimer != null && (clearTimeout(e.touchTimer), e.touchTimer = null), e.touchTimer = setTimeout(function() {
		e.touching = !1, e.touchTimer = null;
	}, 700);
}
function Qr(e) {
	e && (e.zrByTouch = !0);
}
function $r(e, t) {
	return ht(e.dom, new ti(e, t), !0);
}
function ei(e, t) {
	for (var n = t, r = !1; n && n.nodeType !== 9 && !(r = n.domBelongToZr || n !== t && n === e.painterRoot);) n = n.parentNode;
	return r;
}
var ti = function() {
	function e(e, t) {
		this.stopPropagation = Ae, this.stopImmediatePropagation = Ae, this.preventDefault = Ae, this.type = t.type, this.target = this.currentTarget = e.dom, this.pointerType = t.pointerType, this.clientX = t.clientX, this.clientY = t.clientY;
	}
	return e;
}(), ni = {
	mousedown: function(e) {
		e = ht(this.dom, e), this.__mayPointerCapture = [e.zrX, e.zrY], this.trigger("mousedown", e);
	},
	mousemove: function(e) {
		e = ht(this.dom, e);
		var t = this.__mayPointerCapture;
		t && (e.zrX !== t[0] || e.zrY !== t[1]) && this.__togglePointerCapture(!0), this.trigger("mousemove", e);
	},
	mouseup: function(e) {
		e = ht(this.dom, e), this.__togglePointerCapture(!1), this.trigger("mouseup", e);
	},
	mouseout: function(e) {
		e = ht(this.dom, e);
		var t = e.toElement || e.relatedTarget;
		ei(this, t) || (this.__pointerCapturing && (e.zrEventControl = "no_globalout"), this.trigger("mouseout", e));
	},
	wheel: function(e) {
		Yr = !0, e = ht(this.dom, e), this.trigger("mousewheel", e);
	},
	mousewheel: function(e) {
		Yr || (e = ht(this.dom, e), this.trigger("mousewheel", e));
	},
	touchstart: function(e) {
		e = ht(this.dom, e), Qr(e), this.__lastTouchMoment = /* @__PURE__ */ new Date(), this.handler.processGesture(e, "start"), ni.mousemove.call(this, e), ni.mousedown.call(this, e);
	},
	touchmove: function(e) {
		e = ht(this.dom, e), Qr(e), this.handler.processGesture(e, "change"), ni.mousemove.call(this, e);
	},
	touchend: function(e) {
		e = ht(this.dom, e), Qr(e), this.handler.processGesture(e, "end"), ni.mouseup.call(this, e), +/* @__PURE__ */ new Date() - this.__lastTouchMoment < Gr && ni.click.call(this, e);
	},
	pointerdown: function(e) {
		ni.mousedown.call(this, e);
	},
	pointermove: function(e) {
		Xr(e) || ni.mousemove.call(this, e);
	},
	pointerup: function(e) {
		ni.mouseup.call(this, e);
	},
	pointerout: function(e) {
		Xr(e) || ni.mouseout.call(this, e);
	}
};
L([
	"click",
	"dblclick",
	"contextmenu"
], function(e) {
	ni[e] = function(t) {
		t = ht(this.dom, t), this.trigger(e, t);
	};
});
var ri = {
	pointermove: function(e) {
		Xr(e) || ri.mousemove.call(this, e);
	},
	pointerup: function(e) {
		ri.mouseup.call(this, e);
	},
	mousemove: function(e) {
		this.trigger("mousemove", e);
	},
	mouseup: function(e) {
		var t = this.__pointerCapturing;
		this.__togglePointerCapture(!1), this.trigger("mouseup", e), t && (e.zrEventControl = "only_globalout", this.trigger("mouseout", e));
	}
};
function ii(e, t) {
	var n = t.domHandlers;
	u.pointerEventsSupported ? L(qr.pointer, function(r) {
		oi(t, r, function(t) {
			n[r].call(e, t);
		});
	}) : (u.touchEventsSupported && L(qr.touch, function(r) {
		oi(t, r, function(i) {
			n[r].call(e, i), Zr(t);
		});
	}), L(qr.mouse, function(r) {
		oi(t, r, function(i) {
			i = mt(i), t.touching || n[r].call(e, i);
		});
	}));
}
function ai(e, t) {
	u.pointerEventsSupported ? L(Jr.pointer, n) : u.touchEventsSupported || L(Jr.mouse, n);
	function n(n) {
		function r(r) {
			r = mt(r), ei(e, r.target) || (r = $r(e, r), t.domHandlers[n].call(e, r));
		}
		oi(t, n, r, { capture: !0 });
	}
}
function oi(e, t, n, r) {
	e.mounted[t] = n, e.listenerOpts[t] = r, _t(e.domTarget, t, n, r);
}
function si(e) {
	var t = e.mounted;
	for (var n in t) t.hasOwnProperty(n) && vt(e.domTarget, n, t[n], e.listenerOpts[n]);
	e.mounted = {};
}
var ci = function() {
	function e(e, t) {
		this.mounted = {}, this.listenerOpts = {}, this.touching = !1, this.domTarget = e, this.domHandlers = t;
	}
	return e;
}(), li = function(e) {
	c(t, e);
	function t(t, n) {
		var r = e.call(this) || this;
		return r.__pointerCapturing = !1, r.dom = t, r.painterRoot = n, r._localHandlerScope = new ci(t, ni), Kr && (r._globalHandlerScope = new ci(document, ri)), ii(r, r._localHandlerScope), r;
	}
	return t.prototype.dispose = function() {
		si(this._localHandlerScope), Kr && si(this._globalHandlerScope);
	}, t.prototype.setCursor = function(e) {
		this.dom.style && (this.dom.style.cursor = e || "default");
	}, t.prototype.__togglePointerCapture = function(e) {
		if (this.__mayPointerCapture = null, Kr && +this.__pointerCapturing ^ e) {
			this.__pointerCapturing = e;
			var t = this._globalHandlerScope;
			e ? ai(this, t) : si(t);
		}
	}, t;
}(Ye), ui = 1;
u.hasGlobalWindow && (ui = Math.max(window.devicePixelRatio || window.screen && window.screen.deviceXDPI / window.screen.logicalXDPI || 1, 1));
var di = ui, fi = .4, pi = "#333", mi = "#ccc", hi = "#eee", gi = Et, _i = 5e-5;
function vi(e) {
	return e > _i || e < -_i;
}
var yi = [], bi = [], xi = Tt(), Si = Math.abs, Ci = function() {
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
		return vi(this.rotation) || vi(this.x) || vi(this.y) || vi(this.scaleX - 1) || vi(this.scaleY - 1) || vi(this.skewX) || vi(this.skewY);
	}, e.prototype.updateTransform = function() {
		var e = this.parent && this.parent.transform, t = this.needLocalTransform(), n = this.transform;
		t || e ? (n = n || Tt(), t ? this.getLocalTransform(n) : gi(n), e && (t ? Ot(n, e, n) : Dt(n, e)), this.transform = n, this._resolveGlobalScaleRatio(n)) : n && (gi(n), this.invTransform = null);
	}, e.prototype._resolveGlobalScaleRatio = function(e) {
		var t = this.globalScaleRatio;
		if (t != null && t !== 1) {
			this.getGlobalScale(yi);
			var n = yi[0] < 0 ? -1 : 1, r = yi[1] < 0 ? -1 : 1, i = ((yi[0] - n) * t + n) / yi[0] || 0, a = ((yi[1] - r) * t + r) / yi[1] || 0;
			e[0] *= i, e[1] *= i, e[2] *= a, e[3] *= a;
		}
		this.invTransform = this.invTransform || Tt(), Mt(this.invTransform, e);
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
			e && e.transform && (e.invTransform = e.invTransform || Tt(), Ot(bi, e.invTransform, t), t = bi);
			var n = this.originX, r = this.originY;
			(n || r) && (xi[4] = n, xi[5] = r, Ot(bi, t, xi), bi[4] -= n, bi[5] -= r, t = bi), this.setLocalTransform(t);
		}
	}, e.prototype.getGlobalScale = function(e) {
		var t = this.transform;
		return e = e || [], t ? (e[0] = Math.sqrt(t[0] * t[0] + t[1] * t[1]), e[1] = Math.sqrt(t[2] * t[2] + t[3] * t[3]), t[0] < 0 && (e[0] = -e[0]), t[3] < 0 && (e[1] = -e[1]), e) : (e[0] = 1, e[1] = 1, e);
	}, e.prototype.transformCoordToLocal = function(e, t) {
		var n = [e, t], r = this.invTransform;
		return r && We(n, n, r), n;
	}, e.prototype.transformCoordToGlobal = function(e, t) {
		var n = [e, t], r = this.transform;
		return r && We(n, n, r), n;
	}, e.prototype.getLineScale = function() {
		var e = this.transform;
		return e && Si(e[0] - 1) > 1e-10 && Si(e[3] - 1) > 1e-10 ? Math.sqrt(Si(e[0] * e[3] - e[2] * e[1])) : 1;
	}, e.prototype.copyTransform = function(e) {
		Ti(this, e);
	}, e.getLocalTransform = function(e, t) {
		t = t || [];
		var n = e.originX || 0, r = e.originY || 0, i = e.scaleX, a = e.scaleY, o = e.anchorX, s = e.anchorY, c = e.rotation || 0, l = e.x, u = e.y, d = e.skewX ? Math.tan(e.skewX) : 0, f = e.skewY ? Math.tan(-e.skewY) : 0;
		if (n || r || o || s) {
			var p = n + o, m = r + s;
			t[4] = -p * i - d * m * a, t[5] = -m * a - f * p * i;
		} else t[4] = t[5] = 0;
		return t[0] = i, t[3] = a, t[1] = f * i, t[2] = d * a, c && At(t, t, c), t[4] += n + l, t[5] += r + u, t;
	}, e.initDefaultProps = (function() {
		var t = e.prototype;
		t.scaleX = t.scaleY = t.globalScaleRatio = 1, t.x = t.y = t.originX = t.originY = t.skewX = t.skewY = t.rotation = t.anchorX = t.anchorY = 0;
	})(), e;
}(), wi = [
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
function Ti(e, t) {
	for (var n = 0; n < wi.length; n++) {
		var r = wi[n];
		e[r] = t[r];
	}
}
// node_modules/zrender/lib/contain/text.js
var Ei = {};
function Di(e, t) {
	t = t || "12px sans-serif";
	var n = Ei[t];
	n || (n = Ei[t] = new Kn(500));
	var r = n.get(e);
	return r ?? (r = v.measureText(e, t).width, n.put(e, r)), r;
}
function Oi(e, t, n, r) {
	var i = Di(e, t), a = Mi(t);
	return new X(Ai(0, i, n), ji(0, a, r), i, a);
}
function ki(e, t, n, r) {
	var i = ((e || "") + "").split("\n");
	if (i.length === 1) return Oi(i[0], t, n, r);
	for (var a = new X(0, 0, 0, 0), o = 0; o < i.length; o++) {
		var s = Oi(i[o], t, n, r);
		o === 0 ? a.copy(s) : a.union(s);
	}
	return a;
}
function Ai(e, t, n) {
	return n === "right" ? e -= t : n === "center" && (e -= t / 2), e;
}
function ji(e, t, n) {
	return n === "middle" ? e -= t / 2 : n === "bottom" && (e -= t), e;
}
function Mi(e) {
	return Di("国", e);
}
function Ni(e, t) {
	return typeof e == "string" ? e.lastIndexOf("%") >= 0 ? parseFloat(e) / 100 * t : parseFloat(e) : e;
}
function Pi(e, t, n) {
	var r = t.position || "inside", i = t.distance == null ? 5 : t.distance, a = n.height, o = n.width, s = a / 2, c = n.x, l = n.y, u = "left", d = "top";
	if (r instanceof Array) c += Ni(r[0], n.width), l += Ni(r[1], n.height), u = null, d = null;
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
var Fi = "__zr_normal__", Ii = wi.concat(["ignore"]), Li = ie(wi, function(e, t) {
	return e[t] = !0, e;
}, { ignore: !1 }), Ri = {}, zi = new X(0, 0, 0, 0), Bi = function() {
	function e(e) {
		this.id = j(), this.animators = [], this.currentStates = [], this.states = {}, this._init(e);
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
				var l = zi;
				n.layoutRect ? l.copy(n.layoutRect) : l.copy(this.getBoundingRect()), r || l.applyTransform(this.transform), this.calculateTextPosition ? this.calculateTextPosition(Ri, n, l) : Pi(Ri, n, l), i.x = Ri.x, i.y = Ri.y, a = Ri.align, o = Ri.verticalAlign;
				var u = n.origin;
				if (u && n.rotation != null) {
					var d = void 0, f = void 0;
					u === "center" ? (d = l.width * .5, f = l.height * .5) : (d = Ni(u[0], l.width), f = Ni(u[1], l.height)), c = !0, i.originX = -i.x + d + (r ? 0 : l.x), i.originY = -i.y + f + (r ? 0 : l.y);
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
		return this.__zr && this.__zr.isDarkMode() ? mi : pi;
	}, e.prototype.getOutsideStroke = function(e) {
		var t = this.__zr && this.__zr.getBackgroundColor(), n = typeof t == "string" && or(t);
		n || (n = [
			255,
			255,
			255,
			1
		]);
		for (var r = n[3], i = this.__zr.isDarkMode(), a = 0; a < 3; a++) n[a] = n[a] * r + (i ? 0 : 255) * (1 - r);
		return n[3] = 1, mr(n, "rgba");
	}, e.prototype.traverse = function(e, t) {}, e.prototype.attrKV = function(e, t) {
		e === "textConfig" ? this.setTextConfig(t) : e === "textContent" ? this.setTextContent(t) : e === "clipPath" ? this.setClipPath(t) : e === "extra" ? (this.extra = this.extra || {}, P(this.extra, t)) : this[e] = t;
	}, e.prototype.hide = function() {
		this.ignore = !0, this.markRedraw();
	}, e.prototype.show = function() {
		this.ignore = !1, this.markRedraw();
	}, e.prototype.attr = function(e, t) {
		if (typeof e == "string") this.attrKV(e, t);
		else if (K(e)) for (var n = z(e), r = 0; r < n.length; r++) {
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
		t || (t = this._normalState = {}), e.textConfig && !t.textConfig && (t.textConfig = this.textConfig), this._savePrimaryToNormal(e, t, Ii);
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
		this.useState(Fi, !1, e);
	}, e.prototype.useState = function(e, t, n, r) {
		var i = e === Fi;
		if (this.hasState() || !i) {
			var a = this.currentStates, o = this.stateTransition;
			if (!(I(a, e) >= 0 && (t || a.length === 1))) {
				var s;
				if (this.stateProxy && !i && (s = this.stateProxy(e)), s || (s = this.states && this.states[e]), !s && !i) ee("State " + e + " not exists.");
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
		for (var s = {}, c = !1, l = 0; l < Ii.length; l++) {
			var u = Ii[l], d = i && Li[u];
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
		t !== e && (t && t !== e && this.removeTextContent(), e.innerTransformable = new Ci(), this._attachComponent(e), this._textContent = e, this.markRedraw());
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
		var r = new Hr(e ? this[e] : this, t, n);
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
		Vi(this, e, t, n);
	}, e.prototype.animateFrom = function(e, t, n) {
		Vi(this, e, t, n, !0);
	}, e.prototype._transitionState = function(e, t, n, r) {
		for (var i = Vi(this, t, n, r), a = 0; a < i.length; a++) i[a].__fromStateTransition = e;
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
ne(Bi, Ye), ne(Bi, Ci);
function Vi(e, t, n, r, i) {
	n = n || {};
	var a = [];
	qi(e, "", e, t, n, r, a, i);
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
function Hi(e, t, n) {
	for (var r = 0; r < n; r++) e[r] = t[r];
}
function Ui(e) {
	return re(e[0]);
}
function Wi(e, t, n) {
	if (re(t[n])) {
		if (re(e[n]) || (e[n] = []), le(t[n])) {
			var r = t[n].length;
			e[n].length !== r && (e[n] = new t[n].constructor(r), Hi(e[n], t[n], r));
		} else {
			var i = t[n], a = e[n], o = i.length;
			if (Ui(i)) for (var s = i[0].length, c = 0; c < o; c++) a[c] ? Hi(a[c], i[c], s) : a[c] = Array.prototype.slice.call(i[c]);
			else Hi(a, i, o);
			a.length = i.length;
		}
	} else e[n] = t[n];
}
function Gi(e, t) {
	return e === t || re(e) && re(t) && Ki(e, t);
}
function Ki(e, t) {
	var n = e.length;
	if (n !== t.length) return !1;
	for (var r = 0; r < n; r++) if (e[r] !== t[r]) return !1;
	return !0;
}
function qi(e, t, n, r, i, a, o, s) {
	for (var c = z(r), l = i.duration, u = i.delay, d = i.additive, f = i.setToFinal, p = !K(a), m = e.animators, h = [], g = 0; g < c.length; g++) {
		var _ = c[g], v = r[_];
		if (v != null && n[_] != null && (p || a[_])) {
			if (K(v) && !re(v) && !de(v)) {
				if (t) {
					s || (n[_] = v, e.updateDuringAnimation(t));
					continue;
				}
				qi(e, _, n[_], v, i, a && a[_], o, s);
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
	if (i.force || (h = ae(h, function(e) {
		return !Gi(r[e], n[e]);
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
				T[_] = Or(n[_]), Wi(n, r, _);
			}
		}
		var x = new Hr(n, !1, !1, d ? ae(m, function(e) {
			return e.targetName === t;
		}) : null);
		x.targetName = t, i.scope && (x.scope = i.scope), f && C && x.whenWithKeys(0, C, h), T && x.whenWithKeys(0, T, h), x.whenWithKeys(l ?? 500, s ? w : r, h).delay(u || 0), e.addAnimator(x, t), o.push(x);
	}
}
// node_modules/zrender/lib/graphic/Group.js
var Ji = function(e) {
	c(t, e);
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
}(Bi);
Ji.prototype.type = "group";
// node_modules/zrender/lib/zrender.js
var Yi = {}, Xi = {};
function Zi(e) {
	delete Xi[e];
}
function Qi(e) {
	if (!e) return !1;
	if (typeof e == "string") return hr(e, 1) < fi;
	if (e.colorStops) {
		for (var t = e.colorStops, n = 0, r = t.length, i = 0; i < r; i++) n += hr(t[i].color, 1);
		return n /= r, n < fi;
	}
	return !1;
}
var $i = function() {
	function e(e, t, n) {
		var r = this;
		this._sleepAfterStill = 10, this._stillFrameAccum = 0, this._needsRefresh = !0, this._needsRefreshHover = !0, this._darkMode = !1, n = n || {}, this.dom = t, this.id = e;
		var i = new pn(), a = n.renderer || "canvas";
		Yi[a] || (a = z(Yi)[0]), n.useDirtyRect = n.useDirtyRect != null && n.useDirtyRect;
		var o = new Yi[a](t, i, n, e), s = n.ssr || o.ssrOnly;
		this.storage = i, this.painter = o;
		var c = !u.node && !u.worker && !s ? new li(o.getViewportRoot(), o.root) : null, l = n.useCoarsePointer, d = l == null || l === "auto" ? u.touchEventsSupported : !!l, f = 44, p;
		d && (p = q(n.pointerSize, f)), this.handler = new Yt(i, o, c, o.root, p), this.animation = new Wr({ stage: { update: s ? null : function() {
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
		this._disposed || (this.painter.setBackgroundColor && this.painter.setBackgroundColor(e), this.refresh(), this._backgroundColor = e, this._darkMode = Qi(e));
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
		var t, n = Ur();
		this._needsRefresh && (t = !0, this.refreshImmediately(e)), this._needsRefreshHover && (t = !0, this.refreshHoverImmediately());
		var r = Ur();
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
			for (var e = this.storage.getRoots(), t = 0; t < e.length; t++) e[t] instanceof Ji && e[t].removeSelfFromZr(this);
			this.storage.delAllRoots(), this.painter.clear();
		}
	}, e.prototype.dispose = function() {
		this._disposed || (this.animation.stop(), this.clear(), this.storage.dispose(), this.painter.dispose(), this.handler.dispose(), this.animation = this.storage = this.painter = this.handler = null, this._disposed = !0, Zi(this.id));
	}, e;
}();
function ea(e, t) {
	var n = new $i(j(), e, t);
	return Xi[n.id] = n, n;
}
function ta(e, t) {
	Yi[e] = t;
}
// node_modules/echarts/lib/util/number.js
var na = 1e-4, ra = 20;
function ia(e) {
	return e.replace(/^\s+|\s+$/g, "");
}
function aa(e, t, n, r) {
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
function oa(e, t) {
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
	return G(e) ? ia(e).match(/%$/) ? parseFloat(e) / 100 * t : parseFloat(e) : e == null ? NaN : +e;
}
function sa(e, t, n) {
	return t ?? (t = 10), t = Math.min(Math.max(0, t), ra), e = (+e).toFixed(t), n ? e : +e;
}
function ca(e) {
	return e.sort(function(e, t) {
		return e - t;
	}), e;
}
function la(e) {
	if (e = +e, isNaN(e)) return 0;
	if (e > 1e-14) {
		for (var t = 1, n = 0; n < 15; n++, t *= 10) if (Math.round(e * t) / t === e) return n;
	}
	return ua(e);
}
function ua(e) {
	var t = e.toString().toLowerCase(), n = t.indexOf("e"), r = n > 0 ? +t.slice(n + 1) : 0, i = n > 0 ? n : t.length, a = t.indexOf("."), o = a < 0 ? 0 : i - 1 - a;
	return Math.max(0, o - r);
}
function da(e, t) {
	var n = Math.log, r = Math.LN10, i = Math.floor(n(e[1] - e[0]) / r), a = Math.round(n(Math.abs(t[1] - t[0])) / r), o = Math.min(Math.max(-i + a, 0), 20);
	return isFinite(o) ? o : 20;
}
function fa(e, t) {
	var n = Math.max(la(e), la(t)), r = e + t;
	return n > ra ? r : sa(r, n);
}
function pa(e) {
	var t = Math.PI * 2;
	return (e % t + t) % t;
}
function ma(e) {
	return e > -na && e < na;
}
var ha = /^(?:(\d{4})(?:[-\/](\d{1,2})(?:[-\/](\d{1,2})(?:[T ](\d{1,2})(?::(\d{1,2})(?::(\d{1,2})(?:[.,](\d+))?)?)?(Z|[\+\-]\d\d:?\d\d)?)?)?)?)?$/;
function ga(e) {
	if (e instanceof Date) return e;
	if (G(e)) {
		var t = ha.exec(e);
		if (!t) return /* @__PURE__ */ new Date(NaN);
		if (t[8]) {
			var n = +t[4] || 0;
			return t[8].toUpperCase() !== "Z" && (n -= +t[8].slice(0, 3)), new Date(Date.UTC(+t[1], (t[2] || 1) - 1, +t[3] || 1, n, +(t[5] || 0), +t[6] || 0, t[7] ? +t[7].substring(0, 3) : 0));
		}
		return new Date(+t[1], (t[2] || 1) - 1, +t[3] || 1, +t[4] || 0, +(t[5] || 0), +t[6] || 0, t[7] ? +t[7].substring(0, 3) : 0);
	}
	return e == null ? /* @__PURE__ */ new Date(NaN) : new Date(Math.round(e));
}
function _a(e) {
	return 10 ** va(e);
}
function va(e) {
	if (e === 0) return 0;
	var t = Math.floor(Math.log(e) / Math.LN10);
	return e / 10 ** t >= 10 && t++, t;
}
function ya(e, t) {
	var n = va(e), r = 10 ** n, i = e / r;
	return e = (t ? i < 1.5 ? 1 : i < 2.5 ? 2 : i < 4 ? 3 : i < 7 ? 5 : 10 : i < 1 ? 1 : i < 2 ? 2 : i < 3 ? 3 : i < 5 ? 5 : 10) * r, n >= -20 ? +e.toFixed(n < 0 ? -n : 0) : e;
}
function ba(e) {
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
function xa(e) {
	var t = parseFloat(e);
	return t == e && (t !== 0 || !G(e) || e.indexOf("x") <= 0) ? t : NaN;
}
function Sa(e) {
	return !isNaN(xa(e));
}
function Ca() {
	return Math.round(Math.random() * 9);
}
function wa(e, t) {
	return t === 0 ? e : wa(t, e % t);
}
function Ta(e, t) {
	return e == null ? t : t == null ? e : e * t / wa(e, t);
}
function Ea(e) {
	throw Error(e);
}
// node_modules/echarts/lib/util/model.js
function Da(e, t, n) {
	return (t - e) * n + e;
}
var Oa = "series\0", ka = "\0_ec_\0";
function Aa(e) {
	return e instanceof Array ? e : e == null ? [] : [e];
}
function ja(e, t, n) {
	if (e) {
		e[t] = e[t] || {}, e.emphasis = e.emphasis || {}, e.emphasis[t] = e.emphasis[t] || {};
		for (var r = 0, i = n.length; r < i; r++) {
			var a = n[r];
			!e.emphasis[t].hasOwnProperty(a) && e[t].hasOwnProperty(a) && (e.emphasis[t][a] = e[t][a]);
		}
	}
}
var Ma = /* @__PURE__ */ "fontStyle.fontWeight.fontSize.fontFamily.rich.tag.color.textBorderColor.textBorderWidth.width.height.lineHeight.align.verticalAlign.baseline.shadowColor.shadowBlur.shadowOffsetX.shadowOffsetY.textShadowColor.textShadowBlur.textShadowOffsetX.textShadowOffsetY.backgroundColor.borderColor.borderWidth.borderRadius.padding".split(".");
function Na(e) {
	return K(e) && !U(e) && !(e instanceof Date) ? e.value : e;
}
function Pa(e) {
	return K(e) && !(e instanceof Array);
}
function Fa(e, t, n) {
	var r = n === "normalMerge", i = n === "replaceMerge", a = n === "replaceAll";
	e = e || [], t = (t || []).slice();
	var o = J();
	L(t, function(e, n) {
		K(e) || (t[n] = null);
	});
	var s = Ia(e, o, n);
	return (r || i) && La(s, e, o, t), r && Ra(s, t), r || i ? za(s, t, i) : a && Ba(s, t), Va(s), s;
}
function Ia(e, t, n) {
	var r = [];
	if (n === "replaceAll") return r;
	for (var i = 0; i < e.length; i++) {
		var a = e[i];
		a && a.id != null && t.set(a.id, i), r.push({
			existing: n === "replaceMerge" || Ka(a) ? null : a,
			newOption: null,
			keyInfo: null,
			brandNew: null
		});
	}
	return r;
}
function La(e, t, n, r) {
	L(r, function(i, a) {
		if (i && i.id != null) {
			var o = Ua(i.id), s = n.get(o);
			if (s != null) {
				var c = e[s];
				ve(!c.newOption, "Duplicated option on id \"" + o + "\"."), c.newOption = i, c.existing = t[s], r[a] = null;
			}
		}
	});
}
function Ra(e, t) {
	L(t, function(n, r) {
		if (n && n.name != null) for (var i = 0; i < e.length; i++) {
			var a = e[i].existing;
			if (!e[i].newOption && a && (a.id == null || n.id == null) && !Ka(n) && !Ka(a) && Ha("name", a, n)) {
				e[i].newOption = n, t[r] = null;
				return;
			}
		}
	});
}
function za(e, t, n) {
	L(t, function(t) {
		if (t) {
			for (var r, i = 0; (r = e[i]) && (r.newOption || Ka(r.existing) || r.existing && t.id != null && !Ha("id", t, r.existing));) i++;
			r ? (r.newOption = t, r.brandNew = n) : e.push({
				newOption: t,
				brandNew: n,
				existing: null,
				keyInfo: null
			}), i++;
		}
	});
}
function Ba(e, t) {
	L(t, function(t) {
		e.push({
			newOption: t,
			brandNew: !0,
			existing: null,
			keyInfo: null
		});
	});
}
function Va(e) {
	var t = J();
	L(e, function(e) {
		var n = e.existing;
		n && t.set(n.id, e);
	}), L(e, function(e) {
		var n = e.newOption;
		ve(!n || n.id == null || !t.get(n.id) || t.get(n.id) === e, "id duplicates: " + (n && n.id)), n && n.id != null && t.set(n.id, e), !e.keyInfo && (e.keyInfo = {});
	}), L(e, function(e, n) {
		var r = e.existing, i = e.newOption, a = e.keyInfo;
		if (K(i)) {
			if (a.name = i.name == null ? r ? r.name : Oa + n : Ua(i.name), r) a.id = Ua(r.id);
			else if (i.id != null) a.id = Ua(i.id);
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
function Ha(e, t, n) {
	var r = Wa(t[e], null), i = Wa(n[e], null);
	return r != null && i != null && r === i;
}
function Ua(e) {
	return Wa(e, "");
}
function Wa(e, t) {
	return e == null ? t : G(e) ? e : se(e) || oe(e) ? e + "" : t;
}
function Ga(e) {
	var t = e.name;
	return !!(t && t.indexOf(Oa));
}
function Ka(e) {
	return e && e.id != null && Ua(e.id).indexOf(ka) === 0;
}
function qa(e, t, n) {
	L(e, function(e) {
		var r = e.newOption;
		K(r) && (e.keyInfo.mainType = t, e.keyInfo.subType = Ja(t, r, e.existing, n));
	});
}
function Ja(e, t, n, r) {
	return t.type ? t.type : n ? n.subType : r.determineSubType(e, t);
}
function Ya(e, t) {
	var n = {}, r = {};
	return i(e || [], n), i(t || [], r, n), [a(n), a(r)];
	function i(e, t, n) {
		for (var r = 0, i = e.length; r < i; r++) {
			var a = Wa(e[r].seriesId, null);
			if (a == null) return;
			for (var o = Aa(e[r].dataIndex), s = n && n[a], c = 0, l = o.length; c < l; c++) {
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
function Xa(e, t) {
	if (t.dataIndexInside != null) return t.dataIndexInside;
	if (t.dataIndex != null) return U(t.dataIndex) ? R(t.dataIndex, function(t) {
		return e.indexOfRawIndex(t);
	}) : e.indexOfRawIndex(t.dataIndex);
	if (t.name != null) return U(t.name) ? R(t.name, function(t) {
		return e.indexOfName(t);
	}) : e.indexOfName(t.name);
}
function Za() {
	var e = "__ec_inner_" + Qa++;
	return function(t) {
		return t[e] || (t[e] = {});
	};
}
var Qa = Ca();
function $a(e, t, n) {
	var r = eo(t, n), i = r.mainTypeSpecified, a = r.queryOptionMap, o = r.others, s = n ? n.defaultMainType : null;
	return !i && s && a.set(s, {}), a.each(function(t, r) {
		var i = ro(e, r, t, {
			useDefault: s === r,
			enableAll: n && n.enableAll != null ? n.enableAll : !0,
			enableNone: n && n.enableNone != null ? n.enableNone : !0
		});
		o[r + "Models"] = i.models, o[r + "Model"] = i.models[0];
	}), o;
}
function eo(e, t) {
	var n;
	if (G(e)) {
		var r = {};
		r[e + "Index"] = 0, n = r;
	} else n = e;
	var i = J(), a = {}, o = !1;
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
var to = {
	useDefault: !0,
	enableAll: !1,
	enableNone: !1
}, no = {
	useDefault: !1,
	enableAll: !0,
	enableNone: !0
};
function ro(e, t, n, r) {
	r = r || to;
	var i = n.index, a = n.id, o = n.name, s = {
		models: null,
		specified: i != null || a != null || o != null
	};
	if (!s.specified) {
		var c = void 0;
		return s.models = r.useDefault && (c = e.getComponent(t)) ? [c] : [], s;
	}
	return i === "none" || i === !1 ? (ve(r.enableNone, "`\"none\"` or `false` is not a valid value on index option."), s.models = [], s) : (i === "all" && (ve(r.enableAll, "`\"all\"` is not a valid value on index option."), i = a = o = null), s.models = e.queryComponents({
		mainType: t,
		index: i,
		id: a,
		name: o
	}), s);
}
function io(e, t, n) {
	e.setAttribute ? e.setAttribute(t, n) : e[t] = n;
}
function ao(e, t) {
	return e.getAttribute ? e.getAttribute(t) : e[t];
}
function oo(e) {
	return e === "auto" ? u.domSupported ? "html" : "richText" : e || "html";
}
function so(e, t, n, r, i) {
	var a = t == null || t === "auto";
	if (r == null) return r;
	if (se(r)) {
		var o = Da(n || 0, r, i);
		return sa(o, a ? Math.max(la(n || 0), la(r)) : t);
	}
	if (G(r)) return i < 1 ? n : r;
	for (var s = [], c = n, l = r, u = Math.max(c ? c.length : 0, l.length), d = 0; d < u; ++d) {
		var f = e.getDimensionInfo(d);
		if (f && f.type === "ordinal") s[d] = (i < 1 && c ? c : l)[d];
		else {
			var p = c && c[d] ? c[d] : 0, m = l[d], o = Da(p, m, i);
			s[d] = sa(o, a ? Math.max(la(p), la(m)) : t);
		}
	}
	return s;
}
// node_modules/echarts/lib/util/clazz.js
var co = ".", lo = "___EC__COMPONENT__CONTAINER___", uo = "___EC__EXTENDED_CLASS___";
function fo(e) {
	var t = {
		main: "",
		sub: ""
	};
	if (e) {
		var n = e.split(co);
		t.main = n[0] || "", t.sub = n[1] || "";
	}
	return t;
}
function po(e) {
	ve(/^[a-zA-Z0-9_]+([.][a-zA-Z0-9_]+)?$/.test(e), "componentType \"" + e + "\" illegal");
}
function mo(e) {
	return !!(e && e[uo]);
}
function ho(e, t) {
	e.$constructor = e, e.extend = function(e) {
		var t = this, n;
		return go(t) ? n = function(e) {
			c(t, e);
			function t() {
				return e.apply(this, arguments) || this;
			}
			return t;
		}(t) : (n = function() {
			(e.$constructor || t).apply(this, arguments);
		}, te(n, this)), P(n.prototype, e), n[uo] = !0, n.extend = this.extend, n.superCall = bo, n.superApply = xo, n.superClass = t, n;
	};
}
function go(e) {
	return W(e) && /^class\s/.test(Function.prototype.toString.call(e));
}
function _o(e, t) {
	e.extend = t.extend;
}
var vo = Math.round(Math.random() * 10);
function yo(e) {
	var t = ["__\0is_clz", vo++].join("_");
	e.prototype[t] = !0, e.isInstance = function(e) {
		return !!(e && e[t]);
	};
}
function bo(e, t) {
	var n = [...arguments].slice(2);
	return this.superClass.prototype[t].apply(e, n);
}
function xo(e, t, n) {
	return this.superClass.prototype[t].apply(e, n);
}
function So(e) {
	var t = {};
	e.registerClass = function(e) {
		var r = e.type || e.prototype.type;
		if (r) {
			po(r), e.prototype.type = r;
			var i = fo(r);
			if (!i.sub) t[i.main] = e;
			else if (i.sub !== lo) {
				var a = n(i);
				a[i.sub] = e;
			}
		}
		return e;
	}, e.getClass = function(e, n, r) {
		var i = t[e];
		if (i && i[lo] && (i = n ? i[n] : null), r && !i) throw Error(n ? "Component " + e + "." + (n || "") + " is used but not imported." : e + ".type should be specified.");
		return i;
	}, e.getClassesByMainType = function(e) {
		var n = fo(e), r = [], i = t[n.main];
		return i && i[lo] ? L(i, function(e, t) {
			t !== lo && r.push(e);
		}) : r.push(i), r;
	}, e.hasClass = function(e) {
		return !!t[fo(e).main];
	}, e.getAllClassMainTypes = function() {
		var e = [];
		return L(t, function(t, n) {
			e.push(n);
		}), e;
	}, e.hasSubTypes = function(e) {
		var n = t[fo(e).main];
		return n && n[lo];
	};
	function n(e) {
		var n = t[e.main];
		return n && n[lo] || (n = t[e.main] = {}, n[lo] = !0), n;
	}
}
// node_modules/echarts/lib/model/mixin/makeStyleMapper.js
function Co(e, t) {
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
var wo = Co([
	["fill", "color"],
	["shadowBlur"],
	["shadowOffsetX"],
	["shadowOffsetY"],
	["opacity"],
	["shadowColor"]
]), To = function() {
	function e() {}
	return e.prototype.getAreaStyle = function(e, t) {
		return wo(this, e, t);
	}, e;
}(), Eo = new Kn(50);
function Do(e) {
	if (typeof e == "string") {
		var t = Eo.get(e);
		return t && t.image;
	}
	return e;
}
function Oo(e, t, n, r, i) {
	if (!e) return t;
	if (typeof e == "string") {
		if (t && t.__zrImageSrc === e || !n) return t;
		var a = Eo.get(e), o = {
			hostEl: n,
			cb: r,
			cbPayload: i
		};
		return a ? (t = a.image, !Ao(t) && a.pending.push(o)) : (t = v.loadImage(e, ko, ko), t.__zrImageSrc = e, Eo.put(e, t.__cachedImgObj = {
			image: t,
			pending: [o]
		})), t;
	}
	return e;
}
function ko() {
	var e = this.__cachedImgObj;
	this.onload = this.onerror = this.__cachedImgObj = null;
	for (var t = 0; t < e.pending.length; t++) {
		var n = e.pending[t], r = n.cb;
		r && r(this, n.cbPayload), n.hostEl.dirty();
	}
	e.pending.length = 0;
}
function Ao(e) {
	return e && e.width && e.height;
}
// node_modules/zrender/lib/graphic/helper/parseText.js
var jo = /\{([a-zA-Z0-9_]+)\|([^}]*)\}/g;
function Mo(e, t, n, r, i, a) {
	if (!n) e.text = "", e.isTruncated = !1;
	else {
		var o = (t + "").split("\n");
		a = No(n, r, i, a);
		for (var s = !1, c = {}, l = 0, u = o.length; l < u; l++) Po(c, o[l], a), o[l] = c.textLine, s = s || c.isTruncated;
		e.text = o.join("\n"), e.isTruncated = s;
	}
}
function No(e, t, n, r) {
	r = r || {};
	var i = P({}, r);
	i.font = t, n = q(n, "..."), i.maxIterations = q(r.maxIterations, 2);
	var a = i.minChar = q(r.minChar, 0);
	i.cnCharWidth = Di("国", t);
	var o = i.ascCharWidth = Di("a", t);
	i.placeholder = q(r.placeholder, "");
	for (var s = e = Math.max(0, e - 1), c = 0; c < a && s >= o; c++) s -= o;
	var l = Di(n, t);
	return l > s && (n = "", l = 0), s = e - l, i.ellipsis = n, i.ellipsisWidth = l, i.contentWidth = s, i.containerWidth = e, i;
}
function Po(e, t, n) {
	var r = n.containerWidth, i = n.font, a = n.contentWidth;
	if (!r) e.textLine = "", e.isTruncated = !1;
	else {
		var o = Di(t, i);
		if (o <= r) e.textLine = t, e.isTruncated = !1;
		else {
			for (var s = 0;; s++) {
				if (o <= a || s >= n.maxIterations) {
					t += n.ellipsis;
					break;
				}
				var c = s === 0 ? Fo(t, a, n.ascCharWidth, n.cnCharWidth) : o > 0 ? Math.floor(t.length * a / o) : 0;
				t = t.substr(0, c), o = Di(t, i);
			}
			t === "" && (t = n.placeholder), e.textLine = t, e.isTruncated = !0;
		}
	}
}
function Fo(e, t, n, r) {
	for (var i = 0, a = 0, o = e.length; a < o && i < t; a++) {
		var s = e.charCodeAt(a);
		i += 0 <= s && s <= 127 ? n : r;
	}
	return a;
}
function Io(e, t) {
	e != null && (e += "");
	var n = t.overflow, r = t.padding, i = t.font, a = n === "truncate", o = Mi(i), s = q(t.lineHeight, o), c = !!t.backgroundColor, l = t.lineOverflow === "truncate", u = !1, d = t.width, f = d != null && (n === "break" || n === "breakAll") ? e ? Go(e, t.font, d, n === "breakAll", 0).lines : [] : e ? e.split("\n") : [], p = f.length * s, m = q(t.height, p);
	if (p > m && l) {
		var h = Math.floor(m / s);
		u = u || f.length > h, f = f.slice(0, h);
	}
	if (e && a && d != null) for (var g = No(d, i, t.ellipsis, {
		minChar: t.truncateMinChar,
		placeholder: t.placeholder
	}), _ = {}, v = 0; v < f.length; v++) Po(_, f[v], g), f[v] = _.textLine, u = u || _.isTruncated;
	for (var y = m, b = 0, v = 0; v < f.length; v++) b = Math.max(Di(f[v], i), b);
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
var Lo = function() {
	function e() {}
	return e;
}(), Ro = function() {
	function e(e) {
		this.tokens = [], e && (this.tokens = e);
	}
	return e;
}(), zo = function() {
	function e() {
		this.width = 0, this.height = 0, this.contentWidth = 0, this.contentHeight = 0, this.outerWidth = 0, this.outerHeight = 0, this.lines = [], this.isTruncated = !1;
	}
	return e;
}();
function Bo(e, t) {
	var n = new zo();
	if (e != null && (e += ""), !e) return n;
	for (var r = t.width, i = t.height, a = t.overflow, o = (a === "break" || a === "breakAll") && r != null ? {
		width: r,
		accumWidth: 0,
		breakAll: a === "breakAll"
	} : null, s = jo.lastIndex = 0, c; (c = jo.exec(e)) != null;) {
		var l = c.index;
		l > s && Vo(n, e.substring(s, l), t, o), Vo(n, c[2], t, o, c[1]), s = jo.lastIndex;
	}
	s < e.length && Vo(n, e.substring(s, e.length), t, o);
	var u = [], d = 0, f = 0, p = t.padding, m = a === "truncate", h = t.lineOverflow === "truncate", g = {};
	function _(e, t, n) {
		e.width = t, e.lineHeight = n, d += n, f = Math.max(f, t);
	}
	outer: for (var v = 0; v < n.lines.length; v++) {
		for (var y = n.lines[v], b = 0, x = 0, S = 0; S < y.tokens.length; S++) {
			var C = y.tokens[S], w = C.styleName && t.rich[C.styleName] || {}, T = C.textPadding = w.padding, E = T ? T[1] + T[3] : 0, D = C.font = w.font || t.font;
			C.contentHeight = Mi(D);
			var O = q(w.height, C.contentHeight);
			if (C.innerHeight = O, T && (O += T[0] + T[2]), C.height = O, C.lineHeight = he(w.lineHeight, t.lineHeight, O), C.align = w && w.align || t.align, C.verticalAlign = w && w.verticalAlign || "middle", h && i != null && d + C.lineHeight > i) {
				var k = n.lines.length;
				S > 0 ? (y.tokens = y.tokens.slice(0, S), _(y, x, b), n.lines = n.lines.slice(0, v + 1)) : n.lines = n.lines.slice(0, v), n.isTruncated = n.isTruncated || n.lines.length < k;
				break outer;
			}
			var A = w.width, j = A == null || A === "auto";
			if (typeof A == "string" && A.charAt(A.length - 1) === "%") C.percentWidth = A, u.push(C), C.contentWidth = Di(C.text, D);
			else {
				if (j) {
					var ee = w.backgroundColor, M = ee && ee.image;
					M && (M = Do(M), Ao(M) && (C.width = Math.max(C.width, M.width * O / M.height)));
				}
				var N = m && r != null ? r - x : null;
				N != null && N < C.width ? !j || N < E ? (C.text = "", C.width = C.contentWidth = 0) : (Mo(g, C.text, N - E, D, t.ellipsis, { minChar: t.truncateMinChar }), C.text = g.text, n.isTruncated = n.isTruncated || g.isTruncated, C.width = C.contentWidth = Di(C.text, D)) : C.contentWidth = Di(C.text, D);
			}
			C.width += E, x += C.width, w && (b = Math.max(b, C.lineHeight));
		}
		_(y, x, b);
	}
	n.outerWidth = n.width = q(r, f), n.outerHeight = n.height = q(i, d), n.contentHeight = d, n.contentWidth = f, p && (n.outerWidth += p[1] + p[3], n.outerHeight += p[0] + p[2]);
	for (var v = 0; v < u.length; v++) {
		var C = u[v], P = C.percentWidth;
		C.width = parseInt(P, 10) / 100 * n.width;
	}
	return n;
}
function Vo(e, t, n, r, i) {
	var a = t === "", o = i && n.rich[i] || {}, s = e.lines, c = o.font || n.font, l = !1, u, d;
	if (r) {
		var f = o.padding, p = f ? f[1] + f[3] : 0;
		if (o.width != null && o.width !== "auto") {
			var m = Ni(o.width, r.width) + p;
			s.length > 0 && m + r.accumWidth > r.width && (u = t.split("\n"), l = !0), r.accumWidth = m;
		} else {
			var h = Go(t, c, r.width, r.breakAll, r.accumWidth);
			r.accumWidth = h.accumWidth + p, d = h.linesWidths, u = h.lines;
		}
	} else u = t.split("\n");
	for (var g = 0; g < u.length; g++) {
		var _ = u[g], v = new Lo();
		if (v.styleName = i, v.text = _, v.isLineHolder = !_ && !a, v.width = typeof o.width == "number" ? o.width : d ? d[g] : Di(_, c), !g && !l) {
			var y = (s[s.length - 1] || (s[0] = new Ro())).tokens, b = y.length;
			b === 1 && y[0].isLineHolder ? y[0] = v : (_ || !b || a) && y.push(v);
		} else s.push(new Ro([v]));
	}
}
function Ho(e) {
	var t = e.charCodeAt(0);
	return t >= 32 && t <= 591 || t >= 880 && t <= 4351 || t >= 4608 && t <= 5119 || t >= 7680 && t <= 8303;
}
var Uo = ie(",&?/;] ".split(""), function(e, t) {
	return e[t] = !0, e;
}, {});
function Wo(e) {
	return !Ho(e) || !!Uo[e];
}
function Go(e, t, n, r, i) {
	for (var a = [], o = [], s = "", c = "", l = 0, u = 0, d = 0; d < e.length; d++) {
		var f = e.charAt(d);
		if (f === "\n") c && (s += c, u += l), a.push(s), o.push(u), s = "", c = "", l = 0, u = 0;
		else {
			var p = Di(f, t), m = !r && !Wo(f);
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
var Ko = "__zr_style_" + Math.round(Math.random() * 10), qo = {
	shadowBlur: 0,
	shadowOffsetX: 0,
	shadowOffsetY: 0,
	shadowColor: "#000",
	opacity: 1,
	blend: "source-over"
}, Jo = { style: {
	shadowBlur: !0,
	shadowOffsetX: !0,
	shadowOffsetY: !0,
	shadowColor: !0,
	opacity: !0
} };
qo[Ko] = !0;
var Yo = [
	"z",
	"z2",
	"invisible"
], Xo = ["invisible"], Zo = function(e) {
	c(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype._init = function(t) {
		for (var n = z(t), r = 0; r < n.length; r++) {
			var i = n[r];
			i === "style" ? this.useStyle(t[i]) : e.prototype.attrKV.call(this, i, t[i]);
		}
		this.style || this.useStyle({});
	}, t.prototype.beforeBrush = function() {}, t.prototype.afterBrush = function() {}, t.prototype.innerBeforeBrush = function() {}, t.prototype.innerAfterBrush = function() {}, t.prototype.shouldBePainted = function(e, t, n, r) {
		var i = this.transform;
		if (this.ignore || this.invisible || this.style.opacity === 0 || this.culling && es(this, e, t) || i && !i[0] && !i[3]) return !1;
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
		return Oe(qo, e);
	}, t.prototype.useStyle = function(e) {
		e[Ko] || (e = this.createStyle(e)), this.__inHover ? this.__hoverStyle = e : this.style = e, this.dirtyStyle();
	}, t.prototype.isStyleObject = function(e) {
		return e[Ko];
	}, t.prototype._innerSaveToNormal = function(t) {
		e.prototype._innerSaveToNormal.call(this, t);
		var n = this._normalState;
		t.style && !n.style && (n.style = this._mergeStyle(this.createStyle(), this.style)), this._savePrimaryToNormal(t, n, Yo);
	}, t.prototype._applyStateObj = function(t, n, r, i, a, o) {
		e.prototype._applyStateObj.call(this, t, n, r, i, a, o);
		var s = !(n && i), c;
		if (n && n.style ? a ? i ? c = n.style : (c = this._mergeStyle(this.createStyle(), r.style), this._mergeStyle(c, n.style)) : (c = this._mergeStyle(this.createStyle(), i ? this.style : r.style), this._mergeStyle(c, n.style)) : s && (c = r.style), c) {
			if (a) {
				var l = this.style;
				if (this.style = this.createStyle(s ? {} : l), s) for (var u = z(l), d = 0; d < u.length; d++) {
					var f = u[d];
					f in c && (c[f] = c[f], this.style[f] = l[f]);
				}
				for (var p = z(c), d = 0; d < p.length; d++) {
					var f = p[d];
					this.style[f] = this.style[f];
				}
				this._transitionState(t, { style: c }, o, this.getAnimationStyleProps());
			} else this.useStyle(c);
		}
		for (var m = this.__inHover ? Xo : Yo, d = 0; d < m.length; d++) {
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
		return Jo;
	}, t.initDefaultProps = (function() {
		var e = t.prototype;
		e.type = "displayable", e.invisible = !1, e.z = 0, e.z2 = 0, e.zlevel = 0, e.culling = !1, e.cursor = "pointer", e.rectHover = !1, e.incremental = !1, e._rect = null, e.dirtyRectTolerance = 0, e.__dirty = 3;
	})(), t;
}(Bi), Qo = new X(0, 0, 0, 0), $o = new X(0, 0, 0, 0);
function es(e, t, n) {
	return Qo.copy(e.getBoundingRect()), e.transform && Qo.applyTransform(e.transform), $o.width = t, $o.height = n, !Qo.intersect($o);
}
// node_modules/zrender/lib/core/bbox.js
var ts = Math.min, ns = Math.max, rs = Math.sin, is = Math.cos, as = Math.PI * 2, os = Me(), ss = Me(), cs = Me();
function ls(e, t, n, r, i, a) {
	i[0] = ts(e, n), i[1] = ts(t, r), a[0] = ns(e, n), a[1] = ns(t, r);
}
var us = [], ds = [];
function fs(e, t, n, r, i, a, o, s, c, l) {
	var u = An, d = Dn, f = u(e, n, i, o, us);
	c[0] = Infinity, c[1] = Infinity, l[0] = -Infinity, l[1] = -Infinity;
	for (var p = 0; p < f; p++) {
		var m = d(e, n, i, o, us[p]);
		c[0] = ts(m, c[0]), l[0] = ns(m, l[0]);
	}
	f = u(t, r, a, s, ds);
	for (var p = 0; p < f; p++) {
		var h = d(t, r, a, s, ds[p]);
		c[1] = ts(h, c[1]), l[1] = ns(h, l[1]);
	}
	c[0] = ts(e, c[0]), l[0] = ns(e, l[0]), c[0] = ts(o, c[0]), l[0] = ns(o, l[0]), c[1] = ts(t, c[1]), l[1] = ns(t, l[1]), c[1] = ts(s, c[1]), l[1] = ns(s, l[1]);
}
function ps(e, t, n, r, i, a, o, s) {
	var c = Ln, l = Pn, u = ns(ts(c(e, n, i), 1), 0), d = ns(ts(c(t, r, a), 1), 0), f = l(e, n, i, u), p = l(t, r, a, d);
	o[0] = ts(e, i, f), o[1] = ts(t, a, p), s[0] = ns(e, i, f), s[1] = ns(t, a, p);
}
function ms(e, t, n, r, i, a, o, s, c) {
	var l = Ge, u = Ke, d = Math.abs(i - a);
	if (d % as < 1e-4 && d > 1e-4) s[0] = e - n, s[1] = t - r, c[0] = e + n, c[1] = t + r;
	else {
		if (os[0] = is(i) * n + e, os[1] = rs(i) * r + t, ss[0] = is(a) * n + e, ss[1] = rs(a) * r + t, l(s, os, ss), u(c, os, ss), i %= as, i < 0 && (i += as), a %= as, a < 0 && (a += as), i > a && !o ? a += as : i < a && o && (i += as), o) {
			var f = a;
			a = i, i = f;
		}
		for (var p = 0; p < a; p += Math.PI / 2) p > i && (cs[0] = is(p) * n + e, cs[1] = rs(p) * r + t, l(s, cs, s), u(c, cs, c));
	}
}
// node_modules/zrender/lib/core/PathProxy.js
var hs = {
	M: 1,
	L: 2,
	C: 3,
	Q: 4,
	A: 5,
	Z: 6,
	R: 7
}, gs = [], _s = [], vs = [], ys = [], bs = [], xs = [], Ss = Math.min, Cs = Math.max, ws = Math.cos, Ts = Math.sin, Es = Math.abs, Ds = Math.PI, Os = Ds * 2, ks = typeof Float32Array < "u", As = [];
function js(e) {
	return Math.round(e / Ds * 1e8) / 1e8 % 2 * Ds;
}
function Ms(e, t) {
	var n = js(e[0]);
	n < 0 && (n += Os);
	var r = n - e[0], i = e[1];
	i += r, !t && i - n >= Os ? i = n + Os : t && n - i >= Os ? i = n - Os : !t && n > i ? i = n + (Os - js(n - i)) : t && n < i && (i = n - (Os - js(i - n))), e[0] = n, e[1] = i;
}
var Ns = function() {
	function e(e) {
		this.dpr = 1, this._xi = 0, this._yi = 0, this._x0 = 0, this._y0 = 0, this._len = 0, e && (this._saveData = !1), this._saveData && (this.data = []);
	}
	return e.prototype.increaseVersion = function() {
		this._version++;
	}, e.prototype.getVersion = function() {
		return this._version;
	}, e.prototype.setScale = function(e, t, n) {
		n = n || 0, n > 0 && (this._ux = Es(n / di / e) || 0, this._uy = Es(n / di / t) || 0);
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
		return this._drawPendingPt(), this.addData(hs.M, e, t), this._ctx && this._ctx.moveTo(e, t), this._x0 = e, this._y0 = t, this._xi = e, this._yi = t, this;
	}, e.prototype.lineTo = function(e, t) {
		var n = Es(e - this._xi), r = Es(t - this._yi), i = n > this._ux || r > this._uy;
		if (this.addData(hs.L, e, t), this._ctx && i && this._ctx.lineTo(e, t), i) this._xi = e, this._yi = t, this._pendingPtDist = 0;
		else {
			var a = n * n + r * r;
			a > this._pendingPtDist && (this._pendingPtX = e, this._pendingPtY = t, this._pendingPtDist = a);
		}
		return this;
	}, e.prototype.bezierCurveTo = function(e, t, n, r, i, a) {
		return this._drawPendingPt(), this.addData(hs.C, e, t, n, r, i, a), this._ctx && this._ctx.bezierCurveTo(e, t, n, r, i, a), this._xi = i, this._yi = a, this;
	}, e.prototype.quadraticCurveTo = function(e, t, n, r) {
		return this._drawPendingPt(), this.addData(hs.Q, e, t, n, r), this._ctx && this._ctx.quadraticCurveTo(e, t, n, r), this._xi = n, this._yi = r, this;
	}, e.prototype.arc = function(e, t, n, r, i, a) {
		this._drawPendingPt(), As[0] = r, As[1] = i, Ms(As, a), r = As[0], i = As[1];
		var o = i - r;
		return this.addData(hs.A, e, t, n, n, r, o, 0, +!a), this._ctx && this._ctx.arc(e, t, n, r, i, a), this._xi = ws(i) * n + e, this._yi = Ts(i) * n + t, this;
	}, e.prototype.arcTo = function(e, t, n, r, i) {
		return this._drawPendingPt(), this._ctx && this._ctx.arcTo(e, t, n, r, i), this;
	}, e.prototype.rect = function(e, t, n, r) {
		return this._drawPendingPt(), this._ctx && this._ctx.rect(e, t, n, r), this.addData(hs.R, e, t, n, r), this;
	}, e.prototype.closePath = function() {
		this._drawPendingPt(), this.addData(hs.Z);
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
		!(this.data && this.data.length === t) && ks && (this.data = new Float32Array(t));
		for (var n = 0; n < t; n++) this.data[n] = e[n];
		this._len = t;
	}, e.prototype.appendPath = function(e) {
		e instanceof Array || (e = [e]);
		for (var t = e.length, n = 0, r = this._len, i = 0; i < t; i++) n += e[i].len();
		ks && this.data instanceof Float32Array && (this.data = new Float32Array(r + n));
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
			e instanceof Array && (e.length = this._len, ks && this._len > 11 && (this.data = new Float32Array(e)));
		}
	}, e.prototype.getBoundingRect = function() {
		vs[0] = vs[1] = bs[0] = bs[1] = Number.MAX_VALUE, ys[0] = ys[1] = xs[0] = xs[1] = -Number.MAX_VALUE;
		for (var e = this.data, t = 0, n = 0, r = 0, i = 0, a = 0; a < this._len;) {
			var o = e[a++], s = a === 1;
			switch (s && (t = e[a], n = e[a + 1], r = t, i = n), o) {
				case hs.M:
					t = r = e[a++], n = i = e[a++], bs[0] = r, bs[1] = i, xs[0] = r, xs[1] = i;
					break;
				case hs.L:
					ls(t, n, e[a], e[a + 1], bs, xs), t = e[a++], n = e[a++];
					break;
				case hs.C:
					fs(t, n, e[a++], e[a++], e[a++], e[a++], e[a], e[a + 1], bs, xs), t = e[a++], n = e[a++];
					break;
				case hs.Q:
					ps(t, n, e[a++], e[a++], e[a], e[a + 1], bs, xs), t = e[a++], n = e[a++];
					break;
				case hs.A:
					var c = e[a++], l = e[a++], u = e[a++], d = e[a++], f = e[a++], p = e[a++] + f;
					a += 1;
					var m = !e[a++];
					s && (r = ws(f) * u + c, i = Ts(f) * d + l), ms(c, l, u, d, f, p, m, bs, xs), t = ws(p) * u + c, n = Ts(p) * d + l;
					break;
				case hs.R:
					r = t = e[a++], i = n = e[a++];
					var h = e[a++], g = e[a++];
					ls(r, i, r + h, i + g, bs, xs);
					break;
				case hs.Z: t = r, n = i;
			}
			Ge(vs, vs, bs), Ke(ys, ys, xs);
		}
		return a === 0 && (vs[0] = vs[1] = ys[0] = ys[1] = 0), new X(vs[0], vs[1], ys[0] - vs[0], ys[1] - vs[1]);
	}, e.prototype._calculateLength = function() {
		var e = this.data, t = this._len, n = this._ux, r = this._uy, i = 0, a = 0, o = 0, s = 0;
		this._pathSegLen || (this._pathSegLen = []);
		for (var c = this._pathSegLen, l = 0, u = 0, d = 0; d < t;) {
			var f = e[d++], p = d === 1;
			p && (i = e[d], a = e[d + 1], o = i, s = a);
			var m = -1;
			switch (f) {
				case hs.M:
					i = o = e[d++], a = s = e[d++];
					break;
				case hs.L:
					var h = e[d++], g = e[d++], _ = h - i, v = g - a;
					(Es(_) > n || Es(v) > r || d === t - 1) && (m = Math.sqrt(_ * _ + v * v), i = h, a = g);
					break;
				case hs.C:
					var y = e[d++], b = e[d++], h = e[d++], g = e[d++], x = e[d++], S = e[d++];
					m = Nn(i, a, y, b, h, g, x, S, 10), i = x, a = S;
					break;
				case hs.Q:
					var y = e[d++], b = e[d++], h = e[d++], g = e[d++];
					m = Bn(i, a, y, b, h, g, 10), i = h, a = g;
					break;
				case hs.A:
					var C = e[d++], w = e[d++], T = e[d++], E = e[d++], D = e[d++], O = e[d++], k = O + D;
					d += 1, p && (o = ws(D) * T + C, s = Ts(D) * E + w), m = Cs(T, E) * Ss(Os, Math.abs(O)), i = ws(k) * T + C, a = Ts(k) * E + w;
					break;
				case hs.R:
					o = i = e[d++], s = a = e[d++];
					var A = e[d++], j = e[d++];
					m = A * 2 + j * 2;
					break;
				case hs.Z:
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
			switch (C && (c = n[x], l = n[x + 1], o = c, s = l), S !== hs.L && v > 0 && (e.lineTo(y, b), v = 0), S) {
				case hs.M:
					o = c = n[x++], s = l = n[x++], e.moveTo(c, l);
					break;
				case hs.L:
					u = n[x++], d = n[x++];
					var w = Es(u - c), T = Es(d - l);
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
				case hs.C:
					var k = n[x++], A = n[x++], j = n[x++], ee = n[x++], M = n[x++], N = n[x++];
					if (f) {
						var E = p[g++];
						if (h + E > _) {
							var D = (_ - h) / E;
							jn(c, k, j, M, D, gs), jn(l, A, ee, N, D, _s), e.bezierCurveTo(gs[1], _s[1], gs[2], _s[2], gs[3], _s[3]);
							break lo;
						}
						h += E;
					}
					e.bezierCurveTo(k, A, j, ee, M, N), c = M, l = N;
					break;
				case hs.Q:
					var k = n[x++], A = n[x++], j = n[x++], ee = n[x++];
					if (f) {
						var E = p[g++];
						if (h + E > _) {
							var D = (_ - h) / E;
							Rn(c, k, j, D, gs), Rn(l, A, ee, D, _s), e.quadraticCurveTo(gs[1], _s[1], gs[2], _s[2]);
							break lo;
						}
						h += E;
					}
					e.quadraticCurveTo(k, A, j, ee), c = j, l = ee;
					break;
				case hs.A:
					var P = n[x++], F = n[x++], I = n[x++], te = n[x++], ne = n[x++], re = n[x++], L = n[x++], R = !n[x++], ie = I > te ? I : te, ae = Es(I - te) > .001, z = ne + re, B = !1;
					if (f) {
						var E = p[g++];
						h + E > _ && (z = ne + re * (_ - h) / E, B = !0), h += E;
					}
					if (ae && e.ellipse ? e.ellipse(P, F, I, te, L, ne, z, R) : e.arc(P, F, ie, ne, z, R), B) break lo;
					C && (o = ws(ne) * I + P, s = Ts(ne) * te + F), c = ws(z) * I + P, l = Ts(z) * te + F;
					break;
				case hs.R:
					o = c = n[x], s = l = n[x + 1], u = n[x++], d = n[x++];
					var V = n[x++], H = n[x++];
					if (f) {
						var E = p[g++];
						if (h + E > _) {
							var U = _ - h;
							e.moveTo(u, d), e.lineTo(u + Ss(U, V), d), U -= V, U > 0 && e.lineTo(u + V, d + Ss(U, H)), U -= H, U > 0 && e.lineTo(u + Cs(V - U, 0), d + H), U -= V, U > 0 && e.lineTo(u, d + Cs(H - U, 0));
							break lo;
						}
						h += E;
					}
					e.rect(u, d, V, H);
					break;
				case hs.Z:
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
	}, e.CMD = hs, e.initDefaultProps = (function() {
		var t = e.prototype;
		t._saveData = !0, t._ux = 0, t._uy = 0, t._pendingPtDist = 0, t._version = 0;
	})(), e;
}();
// node_modules/zrender/lib/contain/line.js
function Ps(e, t, n, r, i, a, o) {
	if (i === 0) return !1;
	var s = i, c = 0, l = e;
	if (o > t + s && o > r + s || o < t - s && o < r - s || a > e + s && a > n + s || a < e - s && a < n - s) return !1;
	if (e !== n) c = (t - r) / (e - n), l = (e * r - n * t) / (e - n);
	else return Math.abs(a - e) <= s / 2;
	var u = c * a - o + l;
	return u * u / (c * c + 1) <= s / 2 * s / 2;
}
// node_modules/zrender/lib/contain/cubic.js
function Fs(e, t, n, r, i, a, o, s, c, l, u) {
	if (c === 0) return !1;
	var d = c;
	return u > t + d && u > r + d && u > a + d && u > s + d || u < t - d && u < r - d && u < a - d && u < s - d || l > e + d && l > n + d && l > i + d && l > o + d || l < e - d && l < n - d && l < i - d && l < o - d ? !1 : Mn(e, t, n, r, i, a, o, s, l, u, null) <= d / 2;
}
// node_modules/zrender/lib/contain/quadratic.js
function Is(e, t, n, r, i, a, o, s, c) {
	if (o === 0) return !1;
	var l = o;
	return c > t + l && c > r + l && c > a + l || c < t - l && c < r - l && c < a - l || s > e + l && s > n + l && s > i + l || s < e - l && s < n - l && s < i - l ? !1 : zn(e, t, n, r, i, a, s, c, null) <= l / 2;
}
// node_modules/zrender/lib/contain/util.js
var Ls = Math.PI * 2;
function Rs(e) {
	return e %= Ls, e < 0 && (e += Ls), e;
}
// node_modules/zrender/lib/contain/arc.js
var zs = Math.PI * 2;
function Bs(e, t, n, r, i, a, o, s, c) {
	if (o === 0) return !1;
	var l = o;
	s -= e, c -= t;
	var u = Math.sqrt(s * s + c * c);
	if (u - l > n || u + l < n) return !1;
	if (Math.abs(r - i) % zs < 1e-4) return !0;
	if (a) {
		var d = r;
		r = Rs(i), i = Rs(d);
	} else r = Rs(r), i = Rs(i);
	r > i && (i += zs);
	var f = Math.atan2(c, s);
	return f < 0 && (f += zs), f >= r && f <= i || f + zs >= r && f + zs <= i;
}
// node_modules/zrender/lib/contain/windingLine.js
function Vs(e, t, n, r, i, a) {
	if (a > t && a > r || a < t && a < r || r === t) return 0;
	var o = (a - t) / (r - t), s = r < t ? 1 : -1;
	(o === 1 || o === 0) && (s = r < t ? .5 : -.5);
	var c = o * (n - e) + e;
	return c === i ? Infinity : c > i ? s : 0;
}
// node_modules/zrender/lib/contain/path.js
var Hs = Ns.CMD, Us = Math.PI * 2, Ws = 1e-4;
function Gs(e, t) {
	return Math.abs(e - t) < Ws;
}
var Ks = [
	-1,
	-1,
	-1
], qs = [-1, -1];
function Js() {
	var e = qs[0];
	qs[0] = qs[1], qs[1] = e;
}
function Ys(e, t, n, r, i, a, o, s, c, l) {
	if (l > t && l > r && l > a && l > s || l < t && l < r && l < a && l < s) return 0;
	var u = kn(t, r, a, s, l, Ks);
	if (u === 0) return 0;
	for (var d = 0, f = -1, p = void 0, m = void 0, h = 0; h < u; h++) {
		var g = Ks[h], _ = g === 0 || g === 1 ? .5 : 1;
		Dn(e, n, i, o, g) < c || (f < 0 && (f = An(t, r, a, s, qs), qs[1] < qs[0] && f > 1 && Js(), p = Dn(t, r, a, s, qs[0]), f > 1 && (m = Dn(t, r, a, s, qs[1]))), f === 2 ? g < qs[0] ? d += p < t ? _ : -_ : g < qs[1] ? d += m < p ? _ : -_ : d += s < m ? _ : -_ : g < qs[0] ? d += p < t ? _ : -_ : d += s < p ? _ : -_);
	}
	return d;
}
function Xs(e, t, n, r, i, a, o, s) {
	if (s > t && s > r && s > a || s < t && s < r && s < a) return 0;
	var c = In(t, r, a, s, Ks);
	if (c === 0) return 0;
	var l = Ln(t, r, a);
	if (l >= 0 && l <= 1) {
		for (var u = 0, d = Pn(t, r, a, l), f = 0; f < c; f++) {
			var p = Ks[f] === 0 || Ks[f] === 1 ? .5 : 1, m = Pn(e, n, i, Ks[f]);
			m < o || (Ks[f] < l ? u += d < t ? p : -p : u += a < d ? p : -p);
		}
		return u;
	}
	var p = Ks[0] === 0 || Ks[0] === 1 ? .5 : 1, m = Pn(e, n, i, Ks[0]);
	return m < o ? 0 : a < t ? p : -p;
}
function Zs(e, t, n, r, i, a, o, s) {
	if (s -= t, s > n || s < -n) return 0;
	var c = Math.sqrt(n * n - s * s);
	Ks[0] = -c, Ks[1] = c;
	var l = Math.abs(r - i);
	if (l < 1e-4) return 0;
	if (l >= Us - 1e-4) {
		r = 0, i = Us;
		var u = a ? 1 : -1;
		return o >= Ks[0] + e && o <= Ks[1] + e ? u : 0;
	}
	if (r > i) {
		var d = r;
		r = i, i = d;
	}
	r < 0 && (r += Us, i += Us);
	for (var f = 0, p = 0; p < 2; p++) {
		var m = Ks[p];
		if (m + e > o) {
			var h = Math.atan2(s, m), u = a ? 1 : -1;
			h < 0 && (h = Us + h), (h >= r && h <= i || h + Us >= r && h + Us <= i) && (h > Math.PI / 2 && h < Math.PI * 1.5 && (u = -u), f += u);
		}
	}
	return f;
}
function Qs(e, t, n, r, i) {
	for (var a = e.data, o = e.len(), s = 0, c = 0, l = 0, u = 0, d = 0, f, p, m = 0; m < o;) {
		var h = a[m++], g = m === 1;
		switch (h === Hs.M && m > 1 && (n || (s += Vs(c, l, u, d, r, i))), g && (c = a[m], l = a[m + 1], u = c, d = l), h) {
			case Hs.M:
				u = a[m++], d = a[m++], c = u, l = d;
				break;
			case Hs.L:
				if (n) {
					if (Ps(c, l, a[m], a[m + 1], t, r, i)) return !0;
				} else s += Vs(c, l, a[m], a[m + 1], r, i) || 0;
				c = a[m++], l = a[m++];
				break;
			case Hs.C:
				if (n) {
					if (Fs(c, l, a[m++], a[m++], a[m++], a[m++], a[m], a[m + 1], t, r, i)) return !0;
				} else s += Ys(c, l, a[m++], a[m++], a[m++], a[m++], a[m], a[m + 1], r, i) || 0;
				c = a[m++], l = a[m++];
				break;
			case Hs.Q:
				if (n) {
					if (Is(c, l, a[m++], a[m++], a[m], a[m + 1], t, r, i)) return !0;
				} else s += Xs(c, l, a[m++], a[m++], a[m], a[m + 1], r, i) || 0;
				c = a[m++], l = a[m++];
				break;
			case Hs.A:
				var _ = a[m++], v = a[m++], y = a[m++], b = a[m++], x = a[m++], S = a[m++];
				m += 1;
				var C = !!(1 - a[m++]);
				f = Math.cos(x) * y + _, p = Math.sin(x) * b + v, g ? (u = f, d = p) : s += Vs(c, l, f, p, r, i);
				var w = (r - _) * b / y + _;
				if (n) {
					if (Bs(_, v, b, x, x + S, C, t, w, i)) return !0;
				} else s += Zs(_, v, b, x, x + S, C, w, i);
				c = Math.cos(x + S) * y + _, l = Math.sin(x + S) * b + v;
				break;
			case Hs.R:
				u = c = a[m++], d = l = a[m++];
				var T = a[m++], E = a[m++];
				if (f = u + T, p = d + E, n) {
					if (Ps(u, d, f, d, t, r, i) || Ps(f, d, f, p, t, r, i) || Ps(f, p, u, p, t, r, i) || Ps(u, p, u, d, t, r, i)) return !0;
				} else s += Vs(f, d, f, p, r, i), s += Vs(u, p, u, d, r, i);
				break;
			case Hs.Z:
				if (n) {
					if (Ps(c, l, u, d, t, r, i)) return !0;
				} else s += Vs(c, l, u, d, r, i);
				c = u, l = d;
		}
	}
	return !n && !Gs(l, d) && (s += Vs(c, l, u, d, r, i) || 0), s !== 0;
}
function $s(e, t, n) {
	return Qs(e, 0, !1, t, n);
}
function ec(e, t, n, r) {
	return Qs(e, t, !0, n, r);
}
// node_modules/zrender/lib/graphic/Path.js
var tc = F({
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
}, qo), nc = { style: F({
	fill: !0,
	stroke: !0,
	strokePercent: !0,
	fillOpacity: !0,
	strokeOpacity: !0,
	lineDashOffset: !0,
	lineWidth: !0,
	miterLimit: !0
}, Jo.style) }, rc = wi.concat([
	"invisible",
	"culling",
	"z",
	"z2",
	"zlevel",
	"parent"
]), Z = function(e) {
	c(t, e);
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
			for (var s = 0; s < rc.length; ++s) i[rc[s]] = this[rc[s]];
			i.__dirty |= 1;
		} else this._decalEl && (this._decalEl = null);
	}, t.prototype.getDecalElement = function() {
		return this._decalEl;
	}, t.prototype._init = function(t) {
		var n = z(t);
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
				var t = hr(e, 0);
				return t > .5 ? pi : t > .2 ? hi : mi;
			}
			if (e) return mi;
		}
		return pi;
	}, t.prototype.getInsideTextStroke = function(e) {
		var t = this.style.fill;
		if (G(t)) {
			var n = this.__zr;
			if (!!(n && n.isDarkMode()) == hr(e, 0) < .4) return t;
		}
	}, t.prototype.buildPath = function(e, t, n) {}, t.prototype.pathUpdated = function() {
		this.__dirty &= -5;
	}, t.prototype.getUpdatedPathProxy = function(e) {
		return !this.path && this.createPathProxy(), this.path.beginPath(), this.buildPath(this.path, this.shape, e), this.path;
	}, t.prototype.createPathProxy = function() {
		this.path = new Ns(!1);
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
				if (s > 1e-10 && (this.hasFill() || (o = Math.max(o, this.strokeContainThreshold)), ec(a, o / s, e, t))) return !0;
			}
			if (this.hasFill()) return $s(a, e, t);
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
		return Oe(tc, e);
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
				for (var l = {}, u = z(c), d = 0; d < u.length; d++) {
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
		return nc;
	}, t.prototype.isZeroArea = function() {
		return !1;
	}, t.extend = function(e) {
		var n = function(t) {
			c(n, t);
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
}(Zo), ic = F({
	strokeFirst: !0,
	font: f,
	x: 0,
	y: 0,
	textAlign: "left",
	textBaseline: "top",
	miterLimit: 2
}, tc), ac = function(e) {
	c(t, e);
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
		return Oe(ic, e);
	}, t.prototype.setBoundingRect = function(e) {
		this._rect = e;
	}, t.prototype.getBoundingRect = function() {
		var e = this.style;
		if (!this._rect) {
			var t = e.text;
			t == null ? t = "" : t += "";
			var n = ki(t, e.font, e.textAlign, e.textBaseline);
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
}(Zo);
ac.prototype.type = "tspan";
// node_modules/zrender/lib/graphic/Image.js
var oc = F({
	x: 0,
	y: 0
}, qo), sc = { style: F({
	x: !0,
	y: !0,
	width: !0,
	height: !0,
	sx: !0,
	sy: !0,
	sWidth: !0,
	sHeight: !0
}, Jo.style) };
function cc(e) {
	return !!(e && typeof e != "string" && e.width && e.height);
}
var lc = function(e) {
	c(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.createStyle = function(e) {
		return Oe(oc, e);
	}, t.prototype._getSize = function(e) {
		var t = this.style, n = t[e];
		if (n != null) return n;
		var r = cc(t.image) ? t.image : this.__image;
		if (!r) return 0;
		var i = e === "width" ? "height" : "width", a = t[i];
		return a == null ? r[e] : r[e] / r[i] * a;
	}, t.prototype.getWidth = function() {
		return this._getSize("width");
	}, t.prototype.getHeight = function() {
		return this._getSize("height");
	}, t.prototype.getAnimationStyleProps = function() {
		return sc;
	}, t.prototype.getBoundingRect = function() {
		var e = this.style;
		return this._rect || (this._rect = new X(e.x || 0, e.y || 0, this.getWidth(), this.getHeight())), this._rect;
	}, t;
}(Zo);
lc.prototype.type = "image";
// node_modules/zrender/lib/graphic/helper/roundRect.js
function uc(e, t) {
	var n = t.x, r = t.y, i = t.width, a = t.height, o = t.r, s, c, l, u;
	i < 0 && (n += i, i = -i), a < 0 && (r += a, a = -a), typeof o == "number" ? s = c = l = u = o : o instanceof Array ? o.length === 1 ? s = c = l = u = o[0] : o.length === 2 ? (s = l = o[0], c = u = o[1]) : o.length === 3 ? (s = o[0], c = u = o[1], l = o[2]) : (s = o[0], c = o[1], l = o[2], u = o[3]) : s = c = l = u = 0;
	var d;
	s + c > i && (d = s + c, s *= i / d, c *= i / d), l + u > i && (d = l + u, l *= i / d, u *= i / d), c + l > a && (d = c + l, c *= a / d, l *= a / d), s + u > a && (d = s + u, s *= a / d, u *= a / d), e.moveTo(n + s, r), e.lineTo(n + i - c, r), c !== 0 && e.arc(n + i - c, r + c, c, -Math.PI / 2, 0), e.lineTo(n + i, r + a - l), l !== 0 && e.arc(n + i - l, r + a - l, l, 0, Math.PI / 2), e.lineTo(n + u, r + a), u !== 0 && e.arc(n + u, r + a - u, u, Math.PI / 2, Math.PI), e.lineTo(n, r + s), s !== 0 && e.arc(n + s, r + s, s, Math.PI, Math.PI * 1.5);
}
// node_modules/zrender/lib/graphic/helper/subPixelOptimize.js
var dc = Math.round;
function fc(e, t, n) {
	if (t) {
		var r = t.x1, i = t.x2, a = t.y1, o = t.y2;
		e.x1 = r, e.x2 = i, e.y1 = a, e.y2 = o;
		var s = n && n.lineWidth;
		return s && (dc(r * 2) === dc(i * 2) && (e.x1 = e.x2 = mc(r, s, !0)), dc(a * 2) === dc(o * 2) && (e.y1 = e.y2 = mc(a, s, !0))), e;
	}
}
function pc(e, t, n) {
	if (t) {
		var r = t.x, i = t.y, a = t.width, o = t.height;
		e.x = r, e.y = i, e.width = a, e.height = o;
		var s = n && n.lineWidth;
		return s && (e.x = mc(r, s, !0), e.y = mc(i, s, !0), e.width = Math.max(mc(r + a, s, !1) - e.x, a === 0 ? 0 : 1), e.height = Math.max(mc(i + o, s, !1) - e.y, o === 0 ? 0 : 1)), e;
	}
}
function mc(e, t, n) {
	if (!t) return e;
	var r = dc(e * 2);
	return (r + dc(t)) % 2 == 0 ? r / 2 : (r + (n ? 1 : -1)) / 2;
}
// node_modules/zrender/lib/graphic/shape/Rect.js
var hc = function() {
	function e() {
		this.x = 0, this.y = 0, this.width = 0, this.height = 0;
	}
	return e;
}(), gc = {}, _c = function(e) {
	c(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new hc();
	}, t.prototype.buildPath = function(e, t) {
		var n, r, i, a;
		if (this.subPixelOptimize) {
			var o = pc(gc, t, this.style);
			n = o.x, r = o.y, i = o.width, a = o.height, o.r = t.r, t = o;
		} else n = t.x, r = t.y, i = t.width, a = t.height;
		t.r ? uc(e, t) : e.rect(n, r, i, a);
	}, t.prototype.isZeroArea = function() {
		return !this.shape.width || !this.shape.height;
	}, t;
}(Z);
_c.prototype.type = "rect";
// node_modules/zrender/lib/graphic/Text.js
var vc = { fill: "#000" }, yc = 2, bc = { style: F({
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
}, Jo.style) }, xc = function(e) {
	c(t, e);
	function t(t) {
		var n = e.call(this) || this;
		return n.type = "text", n._children = [], n._defaultStyle = vc, n.attr(t), n;
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
		this._childCursor = 0, Oc(this.style), this.style.rich ? this._updateRichTexts() : this._updatePlainTexts(), this._children.length = this._childCursor, this.styleUpdated();
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
		this._defaultStyle = e || vc;
	}, t.prototype.setTextContent = function(e) {}, t.prototype._mergeStyle = function(e, t) {
		if (!t) return e;
		var n = t.rich, r = e.rich || n && {};
		return P(e, t), n && r ? (this._mergeRich(r, n), e.rich = r) : r && (e.rich = r), e;
	}, t.prototype._mergeRich = function(e, t) {
		for (var n = z(t), r = 0; r < n.length; r++) {
			var i = n[r];
			e[i] = e[i] || {}, P(e[i], t[i]);
		}
	}, t.prototype.getAnimationStyleProps = function() {
		return bc;
	}, t.prototype._getOrCreateChild = function(e) {
		var t = this._children[this._childCursor];
		return t && t instanceof e || (t = new e()), this._children[this._childCursor++] = t, t.__zr = this.__zr, t.parent = this, t;
	}, t.prototype._updatePlainTexts = function() {
		var e = this.style, t = e.font || "12px sans-serif", n = e.padding, r = Io(Nc(e), e), i = Pc(e), a = !!e.backgroundColor, o = r.outerHeight, s = r.outerWidth, c = r.contentWidth, l = r.lines, u = r.lineHeight, d = this._defaultStyle;
		this.isTruncated = !!r.isTruncated;
		var f = e.x || 0, p = e.y || 0, m = e.align || d.align || "left", h = e.verticalAlign || d.verticalAlign || "top", g = f, _ = ji(p, r.contentHeight, h);
		if (i || n) {
			var v = Ai(f, s, m), y = ji(p, o, h);
			i && this._renderBackground(e, e, v, y, s, o);
		}
		_ += u / 2, n && (g = Mc(f, m, n), h === "top" ? _ += n[0] : h === "bottom" && (_ -= n[2]));
		for (var b = 0, x = !1, S = jc("fill" in e ? e.fill : (x = !0, d.fill)), C = Ac("stroke" in e ? e.stroke : !a && (!d.autoStroke || x) ? (b = yc, d.stroke) : null), w = e.textShadowBlur > 0, T = e.width != null && (e.overflow === "truncate" || e.overflow === "break" || e.overflow === "breakAll"), E = r.calculatedLineHeight, D = 0; D < l.length; D++) {
			var O = this._getOrCreateChild(ac), k = O.createStyle();
			O.useStyle(k), k.text = l[D], k.x = g, k.y = _, m && (k.textAlign = m), k.textBaseline = "middle", k.opacity = e.opacity, k.strokeFirst = !0, w && (k.shadowBlur = e.textShadowBlur || 0, k.shadowColor = e.textShadowColor || "transparent", k.shadowOffsetX = e.textShadowOffsetX || 0, k.shadowOffsetY = e.textShadowOffsetY || 0), k.stroke = C, k.fill = S, C && (k.lineWidth = e.lineWidth || b, k.lineDash = e.lineDash, k.lineDashOffset = e.lineDashOffset || 0), k.font = t, Ec(k, e), _ += u, T && O.setBoundingRect(new X(Ai(k.x, c, k.textAlign), ji(k.y, E, k.textBaseline), c, E));
		}
	}, t.prototype._updateRichTexts = function() {
		var e = this.style, t = Bo(Nc(e), e), n = t.width, r = t.outerWidth, i = t.outerHeight, a = e.padding, o = e.x || 0, s = e.y || 0, c = this._defaultStyle, l = e.align || c.align, u = e.verticalAlign || c.verticalAlign;
		this.isTruncated = !!t.isTruncated;
		var d = Ai(o, r, l), f = ji(s, i, u), p = d, m = f;
		a && (p += a[3], m += a[0]);
		var h = p + n;
		Pc(e) && this._renderBackground(e, e, d, f, r, i);
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
		c === "top" ? l = r + e.height / 2 : c === "bottom" && (l = r + n - e.height / 2), !e.isLineHolder && Pc(s) && this._renderBackground(s, t, a === "right" ? i - e.width : a === "center" ? i - e.width / 2 : i, l - e.height / 2, e.width, e.height);
		var u = !!s.backgroundColor, d = e.textPadding;
		d && (i = Mc(i, a, d), l -= e.height / 2 - d[0] - e.innerHeight / 2);
		var f = this._getOrCreateChild(ac), p = f.createStyle();
		f.useStyle(p);
		var m = this._defaultStyle, h = !1, g = 0, _ = jc("fill" in s ? s.fill : "fill" in t ? t.fill : (h = !0, m.fill)), v = Ac("stroke" in s ? s.stroke : "stroke" in t ? t.stroke : !u && !o && (!m.autoStroke || h) ? (g = yc, m.stroke) : null), y = s.textShadowBlur > 0 || t.textShadowBlur > 0;
		p.text = e.text, p.x = i, p.y = l, y && (p.shadowBlur = s.textShadowBlur || t.textShadowBlur || 0, p.shadowColor = s.textShadowColor || t.textShadowColor || "transparent", p.shadowOffsetX = s.textShadowOffsetX || t.textShadowOffsetX || 0, p.shadowOffsetY = s.textShadowOffsetY || t.textShadowOffsetY || 0), p.textAlign = a, p.textBaseline = "middle", p.font = e.font || "12px sans-serif", p.opacity = he(s.opacity, t.opacity, 1), Ec(p, s), v && (p.lineWidth = he(s.lineWidth, t.lineWidth, g), p.lineDash = q(s.lineDash, t.lineDash), p.lineDashOffset = t.lineDashOffset || 0, p.stroke = v), _ && (p.fill = _);
		var b = e.contentWidth, x = e.contentHeight;
		f.setBoundingRect(new X(Ai(p.x, b, p.textAlign), ji(p.y, x, p.textBaseline), b, x));
	}, t.prototype._renderBackground = function(e, t, n, r, i, a) {
		var o = e.backgroundColor, s = e.borderWidth, c = e.borderColor, l = o && o.image, u = o && !l, d = e.borderRadius, f = this, p, m;
		if (u || e.lineHeight || s && c) {
			p = this._getOrCreateChild(_c), p.useStyle(p.createStyle()), p.style.fill = null;
			var h = p.shape;
			h.x = n, h.y = r, h.width = i, h.height = a, h.r = d, p.dirtyShape();
		}
		if (u) {
			var g = p.style;
			g.fill = o || null, g.fillOpacity = q(e.fillOpacity, 1);
		} else if (l) {
			m = this._getOrCreateChild(lc), m.onload = function() {
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
		v.shadowBlur = e.shadowBlur || 0, v.shadowColor = e.shadowColor || "transparent", v.shadowOffsetX = e.shadowOffsetX || 0, v.shadowOffsetY = e.shadowOffsetY || 0, v.opacity = he(e.opacity, t.opacity, 1);
	}, t.makeFont = function(e) {
		var t = "";
		return Dc(e) && (t = [
			e.fontStyle,
			e.fontWeight,
			Tc(e.fontSize),
			e.fontFamily || "sans-serif"
		].join(" ")), t && ye(t) || e.textFont || e.font;
	}, t;
}(Zo), Sc = {
	left: !0,
	right: 1,
	center: 1
}, Cc = {
	top: 1,
	bottom: 1,
	middle: 1
}, wc = [
	"fontStyle",
	"fontWeight",
	"fontSize",
	"fontFamily"
];
function Tc(e) {
	return typeof e == "string" && (e.indexOf("px") !== -1 || e.indexOf("rem") !== -1 || e.indexOf("em") !== -1) ? e : isNaN(+e) ? "12px" : e + "px";
}
function Ec(e, t) {
	for (var n = 0; n < wc.length; n++) {
		var r = wc[n], i = t[r];
		i != null && (e[r] = i);
	}
}
function Dc(e) {
	return e.fontSize != null || e.fontFamily || e.fontWeight;
}
function Oc(e) {
	return kc(e), L(e.rich, kc), e;
}
function kc(e) {
	if (e) {
		e.font = xc.makeFont(e);
		var t = e.align;
		t === "middle" && (t = "center"), e.align = t == null || Sc[t] ? t : "left";
		var n = e.verticalAlign;
		n === "center" && (n = "middle"), e.verticalAlign = n == null || Cc[n] ? n : "top", e.padding && (e.padding = _e(e.padding));
	}
}
function Ac(e, t) {
	return e == null || t <= 0 || e === "transparent" || e === "none" ? null : e.image || e.colorStops ? "#000" : e;
}
function jc(e) {
	return e == null || e === "none" ? null : e.image || e.colorStops ? "#000" : e;
}
function Mc(e, t, n) {
	return t === "right" ? e - n[1] : t === "center" ? e + n[3] / 2 - n[1] / 2 : e + n[3];
}
function Nc(e) {
	var t = e.text;
	return t != null && (t += ""), t;
}
function Pc(e) {
	return !!(e.backgroundColor || e.lineHeight || e.borderWidth && e.borderColor);
}
// node_modules/echarts/lib/util/innerStore.js
var Q = Za(), Fc = function(e, t, n, r) {
	if (r) {
		var i = Q(r);
		i.dataIndex = n, i.dataType = t, i.seriesIndex = e, i.ssrType = "chart", r.type === "group" && r.traverse(function(r) {
			var i = Q(r);
			i.seriesIndex = e, i.dataIndex = n, i.dataType = t, i.ssrType = "chart";
		});
	}
}, Ic = 1, Lc = {}, Rc = Za(), zc = Za(), Bc = [
	"emphasis",
	"blur",
	"select"
], Vc = [
	"normal",
	"emphasis",
	"blur",
	"select"
], Hc = "highlight", Uc = "downplay", Wc = "select", Gc = "unselect", Kc = "toggleSelect";
function qc(e) {
	return e != null && e !== "none";
}
function Jc(e, t, n) {
	e.onHoverStateChange && (e.hoverState || 0) !== n && e.onHoverStateChange(t), e.hoverState = n;
}
function Yc(e) {
	Jc(e, "emphasis", 2);
}
function Xc(e) {
	e.hoverState === 2 && Jc(e, "normal", 0);
}
function Zc(e) {
	Jc(e, "blur", 1);
}
function Qc(e) {
	e.hoverState === 1 && Jc(e, "normal", 0);
}
function $c(e) {
	e.selected = !0;
}
function el(e) {
	e.selected = !1;
}
function tl(e, t, n) {
	t(e, n);
}
function nl(e, t, n) {
	tl(e, t, n), e.isGroup && e.traverse(function(e) {
		tl(e, t, n);
	});
}
function rl(e, t) {
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
function il(e, t, n, r) {
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
function al(e, t, n, r) {
	var i = n && I(n, "select") >= 0, a = !1;
	if (e instanceof Z) {
		var o = Rc(e), s = i && o.selectFill || o.normalFill, c = i && o.selectStroke || o.normalStroke;
		if (qc(s) || qc(c)) {
			r = r || {};
			var l = r.style || {};
			l.fill === "inherit" ? (a = !0, r = P({}, r), l = P({}, l), l.fill = s) : !qc(l.fill) && qc(s) ? (a = !0, r = P({}, r), l = P({}, l), l.fill = _r(s)) : !qc(l.stroke) && qc(c) && (a || (r = P({}, r), l = P({}, l)), l.stroke = _r(c)), r.style = l;
		}
	}
	if (r && r.z2 == null) {
		a || (r = P({}, r));
		var u = e.z2EmphasisLift;
		r.z2 = e.z2 + (u ?? 10);
	}
	return r;
}
function ol(e, t, n) {
	if (n && n.z2 == null) {
		n = P({}, n);
		var r = e.z2SelectLift;
		n.z2 = e.z2 + (r ?? 9);
	}
	return n;
}
function sl(e, t, n) {
	var r = I(e.currentStates, t) >= 0, i = e.style.opacity, a = r ? null : il(e, ["opacity"], t, { opacity: 1 });
	n = n || {};
	var o = n.style || {};
	return o.opacity ?? (n = P({}, n), o = P({ opacity: r ? i : a.opacity * .1 }, o), n.style = o), n;
}
function cl(e, t) {
	var n = this.states[e];
	if (this.style) {
		if (e === "emphasis") return al(this, e, t, n);
		if (e === "blur") return sl(this, e, n);
		if (e === "select") return ol(this, e, n);
	}
	return n;
}
function ll(e) {
	e.stateProxy = cl;
	var t = e.getTextContent(), n = e.getTextGuideLine();
	t && (t.stateProxy = cl), n && (n.stateProxy = cl);
}
function ul(e, t) {
	!vl(e, t) && !e.__highByOuter && nl(e, Yc);
}
function dl(e, t) {
	!vl(e, t) && !e.__highByOuter && nl(e, Xc);
}
function fl(e, t) {
	e.__highByOuter |= 1 << (t || 0), nl(e, Yc);
}
function pl(e, t) {
	!(e.__highByOuter &= ~(1 << (t || 0))) && nl(e, Xc);
}
function ml(e) {
	nl(e, Zc);
}
function hl(e) {
	nl(e, Qc);
}
function gl(e) {
	nl(e, $c);
}
function _l(e) {
	nl(e, el);
}
function vl(e, t) {
	return e.__highDownSilentOnTouch && t.zrByTouch;
}
function yl(e) {
	var t = e.getModel(), n = [], r = [];
	t.eachComponent(function(t, i) {
		var a = zc(i), o = t === "series", s = o ? e.getViewOfSeriesModel(i) : e.getViewOfComponentModel(i);
		!o && r.push(s), a.isBlured && (s.group.traverse(function(e) {
			Qc(e);
		}), o && n.push(i)), a.isBlured = !1;
	}), L(r, function(e) {
		e && e.toggleBlurSeries && e.toggleBlurSeries(n, !1, t);
	});
}
function bl(e, t, n, r) {
	var i = r.getModel();
	n = n || "coordinateSystem";
	function a(e, t) {
		for (var n = 0; n < t.length; n++) {
			var r = e.getItemGraphicEl(t[n]);
			r && hl(r);
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
					e.__highByOuter && i && t === "self" || Zc(e);
				}), re(t)) a(e.getData(), t);
				else if (K(t)) for (var u = z(t), d = 0; d < u.length; d++) a(e.getData(u[d]), t[u[d]]);
				c.push(e), zc(e).isBlured = !0;
			}
		}), i.eachComponent(function(e, t) {
			if (e !== "series") {
				var n = r.getViewOfComponentModel(t);
				n && n.toggleBlurSeries && n.toggleBlurSeries(c, !0, i);
			}
		});
	}
}
function xl(e, t, n) {
	if (e != null && t != null) {
		var r = n.getModel().getComponent(e, t);
		if (r) {
			zc(r).isBlured = !0;
			var i = n.getViewOfComponentModel(r);
			i && i.focusBlurEnabled && i.group.traverse(function(e) {
				Zc(e);
			});
		}
	}
}
function Sl(e, t, n) {
	var r = e.seriesIndex, i = e.getData(t.dataType);
	if (i) {
		var a = Xa(i, t);
		a = (U(a) ? a[0] : a) || 0;
		var o = i.getItemGraphicEl(a);
		if (!o) for (var s = i.count(), c = 0; !o && c < s;) o = i.getItemGraphicEl(c++);
		if (o) {
			var l = Q(o);
			bl(r, l.focus, l.blurScope, n);
		} else {
			var u = e.get(["emphasis", "focus"]), d = e.get(["emphasis", "blurScope"]);
			u != null && bl(r, u, d, n);
		}
	}
}
function Cl(e, t, n, r) {
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
function wl(e, t, n) {
	var r = Q(e), i = Cl(r.componentMainType, r.componentIndex, r.componentHighDownName, n), a = i.dispatchers, o = i.focusSelf;
	a ? (o && xl(r.componentMainType, r.componentIndex, n), L(a, function(e) {
		return ul(e, t);
	})) : (bl(r.seriesIndex, r.focus, r.blurScope, n), r.focus === "self" && xl(r.componentMainType, r.componentIndex, n), ul(e, t));
}
function Tl(e, t, n) {
	yl(n);
	var r = Q(e), i = Cl(r.componentMainType, r.componentIndex, r.componentHighDownName, n).dispatchers;
	i ? L(i, function(e) {
		return dl(e, t);
	}) : dl(e, t);
}
function El(e, t, n) {
	if (zl(t)) {
		var r = t.dataType, i = Xa(e.getData(r), t);
		U(i) || (i = [i]), e[t.type === "toggleSelect" ? "toggleSelect" : t.type === "select" ? "select" : "unselect"](i, r);
	}
}
function Dl(e) {
	L(e.getAllData(), function(t) {
		var n = t.data, r = t.type;
		n.eachItemGraphicEl(function(t, n) {
			e.isSelected(n, r) ? gl(t) : _l(t);
		});
	});
}
function Ol(e) {
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
function kl(e, t, n) {
	Il(e, !0), nl(e, ll), Ml(e, t, n);
}
function Al(e) {
	Il(e, !1);
}
function jl(e, t, n, r) {
	r ? Al(e) : kl(e, t, n);
}
function Ml(e, t, n) {
	var r = Q(e);
	t == null ? r.focus && (r.focus = null) : (r.focus = t, r.blurScope = n);
}
var Nl = [
	"emphasis",
	"blur",
	"select"
], Pl = {
	itemStyle: "getItemStyle",
	lineStyle: "getLineStyle",
	areaStyle: "getAreaStyle"
};
function Fl(e, t, n, r) {
	n = n || "itemStyle";
	for (var i = 0; i < Nl.length; i++) {
		var a = Nl[i], o = t.getModel([a, n]), s = e.ensureState(a);
		s.style = r ? r(o) : o[Pl[n]]();
	}
}
function Il(e, t) {
	var n = t === !1, r = e;
	e.highDownSilentOnTouch && (r.__highDownSilentOnTouch = e.highDownSilentOnTouch), (!n || r.__highDownDispatcher) && (r.__highByOuter = r.__highByOuter || 0, r.__highDownDispatcher = !n);
}
function Ll(e) {
	return !!(e && e.__highDownDispatcher);
}
function Rl(e) {
	var t = Lc[e];
	return t == null && Ic <= 32 && (t = Lc[e] = Ic++), t;
}
function zl(e) {
	var t = e.type;
	return t === "select" || t === "unselect" || t === "toggleSelect";
}
function Bl(e) {
	var t = e.type;
	return t === "highlight" || t === "downplay";
}
function Vl(e) {
	var t = Rc(e);
	t.normalFill = e.style.fill, t.normalStroke = e.style.stroke;
	var n = e.states.select || {};
	t.selectFill = n.style && n.style.fill || null, t.selectStroke = n.style && n.style.stroke || null;
}
// node_modules/zrender/lib/tool/transformPath.js
var Hl = Ns.CMD, Ul = [
	[],
	[],
	[]
], Wl = Math.sqrt, Gl = Math.atan2;
function Kl(e, t) {
	if (t) {
		var n = e.data, r = e.len(), i, a, o, s, c, l, u = Hl.M, d = Hl.C, f = Hl.L, p = Hl.R, m = Hl.A, h = Hl.Q;
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
					var g = t[4], _ = t[5], v = Wl(t[0] * t[0] + t[1] * t[1]), y = Wl(t[2] * t[2] + t[3] * t[3]), b = Gl(-t[1] / y, t[0] / v);
					n[o] *= v, n[o++] += g, n[o] *= y, n[o++] += _, n[o++] *= v, n[o++] *= y, n[o++] += b, n[o++] += b, o += 2, s = o;
					break;
				case p: l[0] = n[o++], l[1] = n[o++], We(l, l, t), n[s++] = l[0], n[s++] = l[1], l[0] += n[o++], l[1] += n[o++], We(l, l, t), n[s++] = l[0], n[s++] = l[1];
			}
			for (c = 0; c < a; c++) {
				var x = Ul[c];
				x[0] = n[o++], x[1] = n[o++], We(x, x, t), n[s++] = x[0], n[s++] = x[1];
			}
		}
		e.increaseVersion();
	}
}
// node_modules/zrender/lib/tool/path.js
var ql = Math.sqrt, Jl = Math.sin, Yl = Math.cos, Xl = Math.PI;
function Zl(e) {
	return Math.sqrt(e[0] * e[0] + e[1] * e[1]);
}
function Ql(e, t) {
	return (e[0] * t[0] + e[1] * t[1]) / (Zl(e) * Zl(t));
}
function $l(e, t) {
	return (e[0] * t[1] < e[1] * t[0] ? -1 : 1) * Math.acos(Ql(e, t));
}
function eu(e, t, n, r, i, a, o, s, c, l, u) {
	var d = Xl / 180 * c, f = Yl(d) * (e - n) / 2 + Jl(d) * (t - r) / 2, p = -1 * Jl(d) * (e - n) / 2 + Yl(d) * (t - r) / 2, m = f * f / (o * o) + p * p / (s * s);
	m > 1 && (o *= ql(m), s *= ql(m));
	var h = (i === a ? -1 : 1) * ql((o * o * (s * s) - o * o * (p * p) - s * s * (f * f)) / (o * o * (p * p) + s * s * (f * f))) || 0, g = h * o * p / s, _ = h * -s * f / o, v = (e + n) / 2 + Yl(d) * g - Jl(d) * _, y = (t + r) / 2 + Jl(d) * g + Yl(d) * _, b = $l([1, 0], [(f - g) / o, (p - _) / s]), x = [(f - g) / o, (p - _) / s], S = [(-1 * f - g) / o, (-1 * p - _) / s], C = $l(x, S);
	if (Ql(x, S) <= -1 && (C = Xl), Ql(x, S) >= 1 && (C = 0), C < 0) {
		var w = Math.round(C / Xl * 1e6) / 1e6;
		C = Xl * 2 + w % 2 * Xl;
	}
	u.addData(l, v, y, o, s, b, C, d, a);
}
var tu = /([mlvhzcqtsa])([^mlvhzcqtsa]*)/gi, nu = /-?([0-9]*\.)?[0-9]+([eE]-?[0-9]+)?/g;
function ru(e) {
	var t = new Ns();
	if (!e) return t;
	var n = 0, r = 0, i = n, a = r, o, s = Ns.CMD, c = e.match(tu);
	if (!c) return t;
	for (var l = 0; l < c.length; l++) {
		for (var u = c[l], d = u.charAt(0), f = void 0, p = u.match(nu) || [], m = p.length, h = 0; h < m; h++) p[h] = parseFloat(p[h]);
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
					y = p[g++], b = p[g++], x = p[g++], S = p[g++], C = p[g++], w = n, T = r, n = p[g++], r = p[g++], f = s.A, eu(w, T, n, r, S, C, y, b, x, f, t);
					break;
				case "a": y = p[g++], b = p[g++], x = p[g++], S = p[g++], C = p[g++], w = n, T = r, n += p[g++], r += p[g++], f = s.A, eu(w, T, n, r, S, C, y, b, x, f, t);
			}
		}
		(d === "z" || d === "Z") && (f = s.Z, t.addData(f), n = i, r = a), o = f;
	}
	return t.toStatic(), t;
}
var iu = function(e) {
	c(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.applyTransform = function(e) {}, t;
}(Z);
function au(e) {
	return e.setData != null;
}
function ou(e, t) {
	var n = ru(e), r = P({}, t);
	return r.buildPath = function(e) {
		if (au(e)) {
			e.setData(n.data);
			var t = e.getContext();
			t && e.rebuildPath(t, 1);
		} else {
			var t = e;
			n.rebuildPath(t, 1);
		}
	}, r.applyTransform = function(e) {
		Kl(n, e), this.dirtyShape();
	}, r;
}
function su(e, t) {
	return new iu(ou(e, t));
}
function cu(e, t) {
	var n = ou(e, t);
	return function(e) {
		c(t, e);
		function t(t) {
			var r = e.call(this, t) || this;
			return r.applyTransform = n.applyTransform, r.buildPath = n.buildPath, r;
		}
		return t;
	}(iu);
}
function lu(e, t) {
	for (var n = [], r = e.length, i = 0; i < r; i++) {
		var a = e[i];
		n.push(a.getUpdatedPathProxy(!0));
	}
	var o = new Z(t);
	return o.createPathProxy(), o.buildPath = function(e) {
		if (au(e)) {
			e.appendPath(n);
			var t = e.getContext();
			t && e.rebuildPath(t, 1);
		}
	}, o;
}
// node_modules/zrender/lib/graphic/shape/Circle.js
var uu = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.r = 0;
	}
	return e;
}(), du = function(e) {
	c(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new uu();
	}, t.prototype.buildPath = function(e, t) {
		e.moveTo(t.cx + t.r, t.cy), e.arc(t.cx, t.cy, t.r, 0, Math.PI * 2);
	}, t;
}(Z);
du.prototype.type = "circle";
// node_modules/zrender/lib/graphic/shape/Ellipse.js
var fu = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.rx = 0, this.ry = 0;
	}
	return e;
}(), pu = function(e) {
	c(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new fu();
	}, t.prototype.buildPath = function(e, t) {
		var n = .5522848, r = t.cx, i = t.cy, a = t.rx, o = t.ry, s = a * n, c = o * n;
		e.moveTo(r - a, i), e.bezierCurveTo(r - a, i - c, r - s, i - o, r, i - o), e.bezierCurveTo(r + s, i - o, r + a, i - c, r + a, i), e.bezierCurveTo(r + a, i + c, r + s, i + o, r, i + o), e.bezierCurveTo(r - s, i + o, r - a, i + c, r - a, i), e.closePath();
	}, t;
}(Z);
pu.prototype.type = "ellipse";
// node_modules/zrender/lib/graphic/helper/roundSector.js
var mu = Math.PI, hu = mu * 2, gu = Math.sin, _u = Math.cos, vu = Math.acos, yu = Math.atan2, bu = Math.abs, xu = Math.sqrt, Su = Math.max, Cu = Math.min, wu = 1e-4;
function Tu(e, t, n, r, i, a, o, s) {
	var c = n - e, l = r - t, u = o - i, d = s - a, f = d * c - u * l;
	if (!(f * f < wu)) return f = (u * (t - a) - d * (e - i)) / f, [e + f * c, t + f * l];
}
function Eu(e, t, n, r, i, a, o) {
	var s = e - n, c = t - r, l = (o ? a : -a) / xu(s * s + c * c), u = l * c, d = -l * s, f = e + u, p = t + d, m = n + u, h = r + d, g = (f + m) / 2, _ = (p + h) / 2, v = m - f, y = h - p, b = v * v + y * y, x = i - a, S = f * h - m * p, C = (y < 0 ? -1 : 1) * xu(Su(0, x * x * b - S * S)), w = (S * y - v * C) / b, T = (-S * v - y * C) / b, E = (S * y + v * C) / b, D = (-S * v + y * C) / b, O = w - g, k = T - _, A = E - g, j = D - _;
	return O * O + k * k > A * A + j * j && (w = E, T = D), {
		cx: w,
		cy: T,
		x0: -u,
		y0: -d,
		x1: w * (i / x - 1),
		y1: T * (i / x - 1)
	};
}
function Du(e) {
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
function Ou(e, t) {
	var n, r = Su(t.r, 0), i = Su(t.r0 || 0, 0), a = r > 0;
	if (a || i > 0) {
		if (a || (r = i, i = 0), i > r) {
			var o = r;
			r = i, i = o;
		}
		var s = t.startAngle, c = t.endAngle;
		if (!(isNaN(s) || isNaN(c))) {
			var l = t.cx, u = t.cy, d = !!t.clockwise, f = bu(c - s), p = f > hu && f % hu;
			if (p > wu && (f = p), !(r > wu)) e.moveTo(l, u);
			else if (f > hu - wu) e.moveTo(l + r * _u(s), u + r * gu(s)), e.arc(l, u, r, s, c, !d), i > wu && (e.moveTo(l + i * _u(c), u + i * gu(c)), e.arc(l, u, i, c, s, d));
			else {
				var m = void 0, h = void 0, g = void 0, _ = void 0, v = void 0, y = void 0, b = void 0, x = void 0, S = void 0, C = void 0, w = void 0, T = void 0, E = void 0, D = void 0, O = void 0, k = void 0, A = r * _u(s), j = r * gu(s), ee = i * _u(c), M = i * gu(c), N = f > wu;
				if (N) {
					var P = t.cornerRadius;
					P && (n = Du(P), m = n[0], h = n[1], g = n[2], _ = n[3]);
					var F = bu(r - i) / 2;
					if (v = Cu(F, g), y = Cu(F, _), b = Cu(F, m), x = Cu(F, h), w = S = Su(v, y), T = C = Su(b, x), (S > wu || C > wu) && (E = r * _u(c), D = r * gu(c), O = i * _u(s), k = i * gu(s), f < mu)) {
						var I = Tu(A, j, O, k, E, D, ee, M);
						if (I) {
							var te = A - I[0], ne = j - I[1], re = E - I[0], L = D - I[1], R = 1 / gu(vu((te * re + ne * L) / (xu(te * te + ne * ne) * xu(re * re + L * L))) / 2), ie = xu(I[0] * I[0] + I[1] * I[1]);
							w = Cu(S, (r - ie) / (R + 1)), T = Cu(C, (i - ie) / (R - 1));
						}
					}
				}
				if (!N) e.moveTo(l + A, u + j);
				else if (w > wu) {
					var ae = Cu(g, w), z = Cu(_, w), B = Eu(O, k, A, j, r, ae, d), V = Eu(E, D, ee, M, r, z, d);
					e.moveTo(l + B.cx + B.x0, u + B.cy + B.y0), w < S && ae === z ? e.arc(l + B.cx, u + B.cy, w, yu(B.y0, B.x0), yu(V.y0, V.x0), !d) : (ae > 0 && e.arc(l + B.cx, u + B.cy, ae, yu(B.y0, B.x0), yu(B.y1, B.x1), !d), e.arc(l, u, r, yu(B.cy + B.y1, B.cx + B.x1), yu(V.cy + V.y1, V.cx + V.x1), !d), z > 0 && e.arc(l + V.cx, u + V.cy, z, yu(V.y1, V.x1), yu(V.y0, V.x0), !d));
				} else e.moveTo(l + A, u + j), e.arc(l, u, r, s, c, !d);
				if (!(i > wu) || !N) e.lineTo(l + ee, u + M);
				else if (T > wu) {
					var ae = Cu(m, T), z = Cu(h, T), B = Eu(ee, M, E, D, i, -z, d), V = Eu(A, j, O, k, i, -ae, d);
					e.lineTo(l + B.cx + B.x0, u + B.cy + B.y0), T < C && ae === z ? e.arc(l + B.cx, u + B.cy, T, yu(B.y0, B.x0), yu(V.y0, V.x0), !d) : (z > 0 && e.arc(l + B.cx, u + B.cy, z, yu(B.y0, B.x0), yu(B.y1, B.x1), !d), e.arc(l, u, i, yu(B.cy + B.y1, B.cx + B.x1), yu(V.cy + V.y1, V.cx + V.x1), d), ae > 0 && e.arc(l + V.cx, u + V.cy, ae, yu(V.y1, V.x1), yu(V.y0, V.x0), !d));
				} else e.lineTo(l + ee, u + M), e.arc(l, u, i, c, s, d);
			}
			e.closePath();
		}
	}
}
// node_modules/zrender/lib/graphic/shape/Sector.js
var ku = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.r0 = 0, this.r = 0, this.startAngle = 0, this.endAngle = Math.PI * 2, this.clockwise = !0, this.cornerRadius = 0;
	}
	return e;
}(), Au = function(e) {
	c(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new ku();
	}, t.prototype.buildPath = function(e, t) {
		Ou(e, t);
	}, t.prototype.isZeroArea = function() {
		return this.shape.startAngle === this.shape.endAngle || this.shape.r === this.shape.r0;
	}, t;
}(Z);
Au.prototype.type = "sector";
// node_modules/zrender/lib/graphic/shape/Ring.js
var ju = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.r = 0, this.r0 = 0;
	}
	return e;
}(), Mu = function(e) {
	c(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new ju();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.cx, r = t.cy, i = Math.PI * 2;
		e.moveTo(n + t.r, r), e.arc(n, r, t.r, 0, i, !1), e.moveTo(n + t.r0, r), e.arc(n, r, t.r0, 0, i, !0);
	}, t;
}(Z);
Mu.prototype.type = "ring";
// node_modules/zrender/lib/graphic/helper/smoothBezier.js
function Nu(e, t, n, r) {
	var i = [], a = [], o = [], s = [], c, l, u, d;
	if (r) {
		u = [Infinity, Infinity], d = [-Infinity, -Infinity];
		for (var f = 0, p = e.length; f < p; f++) Ge(u, u, e[f]), Ke(d, d, e[f]);
		Ge(u, u, r[0]), Ke(d, d, r[1]);
	}
	for (var f = 0, p = e.length; f < p; f++) {
		var m = e[f];
		if (n) c = e[f ? f - 1 : p - 1], l = e[(f + 1) % p];
		else if (f === 0 || f === p - 1) {
			i.push(Ne(e[f]));
			continue;
		} else c = e[f - 1], l = e[f + 1];
		Fe(a, l, c), Re(a, a, t);
		var h = Be(m, c), g = Be(m, l), _ = h + g;
		_ !== 0 && (h /= _, g /= _), Re(o, a, -h), Re(s, a, g);
		var v = Pe([], m, o), y = Pe([], m, s);
		r && (Ke(v, v, u), Ge(v, v, d), Ke(y, y, u), Ge(y, y, d)), i.push(v), i.push(y);
	}
	return n && i.push(i.shift()), i;
}
// node_modules/zrender/lib/graphic/helper/poly.js
function Pu(e, t, n) {
	var r = t.smooth, i = t.points;
	if (i && i.length >= 2) {
		if (r) {
			var a = Nu(i, r, n, t.smoothConstraint);
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
var Fu = function() {
	function e() {
		this.points = null, this.smooth = 0, this.smoothConstraint = null;
	}
	return e;
}(), Iu = function(e) {
	c(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new Fu();
	}, t.prototype.buildPath = function(e, t) {
		Pu(e, t, !0);
	}, t;
}(Z);
Iu.prototype.type = "polygon";
// node_modules/zrender/lib/graphic/shape/Polyline.js
var Lu = function() {
	function e() {
		this.points = null, this.percent = 1, this.smooth = 0, this.smoothConstraint = null;
	}
	return e;
}(), Ru = function(e) {
	c(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultStyle = function() {
		return {
			stroke: "#000",
			fill: null
		};
	}, t.prototype.getDefaultShape = function() {
		return new Lu();
	}, t.prototype.buildPath = function(e, t) {
		Pu(e, t, !1);
	}, t;
}(Z);
Ru.prototype.type = "polyline";
// node_modules/zrender/lib/graphic/shape/Line.js
var zu = {}, Bu = function() {
	function e() {
		this.x1 = 0, this.y1 = 0, this.x2 = 0, this.y2 = 0, this.percent = 1;
	}
	return e;
}(), Vu = function(e) {
	c(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultStyle = function() {
		return {
			stroke: "#000",
			fill: null
		};
	}, t.prototype.getDefaultShape = function() {
		return new Bu();
	}, t.prototype.buildPath = function(e, t) {
		var n, r, i, a;
		if (this.subPixelOptimize) {
			var o = fc(zu, t, this.style);
			n = o.x1, r = o.y1, i = o.x2, a = o.y2;
		} else n = t.x1, r = t.y1, i = t.x2, a = t.y2;
		var s = t.percent;
		s !== 0 && (e.moveTo(n, r), s < 1 && (i = n * (1 - s) + i * s, a = r * (1 - s) + a * s), e.lineTo(i, a));
	}, t.prototype.pointAt = function(e) {
		var t = this.shape;
		return [t.x1 * (1 - e) + t.x2 * e, t.y1 * (1 - e) + t.y2 * e];
	}, t;
}(Z);
Vu.prototype.type = "line";
// node_modules/zrender/lib/graphic/shape/BezierCurve.js
var Hu = [], Uu = function() {
	function e() {
		this.x1 = 0, this.y1 = 0, this.x2 = 0, this.y2 = 0, this.cpx1 = 0, this.cpy1 = 0, this.percent = 1;
	}
	return e;
}();
function Wu(e, t, n) {
	var r = e.cpx2, i = e.cpy2;
	return r != null || i != null ? [(n ? On : Dn)(e.x1, e.cpx1, e.cpx2, e.x2, t), (n ? On : Dn)(e.y1, e.cpy1, e.cpy2, e.y2, t)] : [(n ? Fn : Pn)(e.x1, e.cpx1, e.x2, t), (n ? Fn : Pn)(e.y1, e.cpy1, e.y2, t)];
}
var Gu = function(e) {
	c(t, e);
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
		var n = t.x1, r = t.y1, i = t.x2, a = t.y2, o = t.cpx1, s = t.cpy1, c = t.cpx2, l = t.cpy2, u = t.percent;
		u !== 0 && (e.moveTo(n, r), c == null || l == null ? (u < 1 && (Rn(n, o, i, u, Hu), o = Hu[1], i = Hu[2], Rn(r, s, a, u, Hu), s = Hu[1], a = Hu[2]), e.quadraticCurveTo(o, s, i, a)) : (u < 1 && (jn(n, o, c, i, u, Hu), o = Hu[1], c = Hu[2], i = Hu[3], jn(r, s, l, a, u, Hu), s = Hu[1], l = Hu[2], a = Hu[3]), e.bezierCurveTo(o, s, c, l, i, a)));
	}, t.prototype.pointAt = function(e) {
		return Wu(this.shape, e, !1);
	}, t.prototype.tangentAt = function(e) {
		var t = Wu(this.shape, e, !0);
		return ze(t, t);
	}, t;
}(Z);
Gu.prototype.type = "bezier-curve";
// node_modules/zrender/lib/graphic/shape/Arc.js
var Ku = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.r = 0, this.startAngle = 0, this.endAngle = Math.PI * 2, this.clockwise = !0;
	}
	return e;
}(), qu = function(e) {
	c(t, e);
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
		var n = t.cx, r = t.cy, i = Math.max(t.r, 0), a = t.startAngle, o = t.endAngle, s = t.clockwise, c = Math.cos(a), l = Math.sin(a);
		e.moveTo(c * i + n, l * i + r), e.arc(n, r, i, a, o, !s);
	}, t;
}(Z);
qu.prototype.type = "arc";
// node_modules/zrender/lib/graphic/CompoundPath.js
var Ju = function(e) {
	c(t, e);
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
}(Z), Yu = function() {
	function e(e) {
		this.colorStops = e || [];
	}
	return e.prototype.addColorStop = function(e, t) {
		this.colorStops.push({
			offset: e,
			color: t
		});
	}, e;
}(), Xu = function(e) {
	c(t, e);
	function t(t, n, r, i, a, o) {
		var s = e.call(this, a) || this;
		return s.x = t ?? 0, s.y = n ?? 0, s.x2 = r ?? 1, s.y2 = i ?? 0, s.type = "linear", s.global = o || !1, s;
	}
	return t;
}(Yu), Zu = function(e) {
	c(t, e);
	function t(t, n, r, i, a) {
		var o = e.call(this, i) || this;
		return o.x = t ?? .5, o.y = n ?? .5, o.r = r ?? .5, o.type = "radial", o.global = a || !1, o;
	}
	return t;
}(Yu), Qu = [0, 0], $u = [0, 0], ed = new Nt(), td = new Nt(), nd = function() {
	function e(e, t) {
		this._corners = [], this._axes = [], this._origin = [0, 0];
		for (var n = 0; n < 4; n++) this._corners[n] = new Nt();
		for (var n = 0; n < 2; n++) this._axes[n] = new Nt();
		e && this.fromBoundingRect(e, t);
	}
	return e.prototype.fromBoundingRect = function(e, t) {
		var n = this._corners, r = this._axes, i = e.x, a = e.y, o = i + e.width, s = a + e.height;
		if (n[0].set(i, a), n[1].set(o, a), n[2].set(o, s), n[3].set(i, s), t) for (var c = 0; c < 4; c++) n[c].transform(t);
		Nt.sub(r[0], n[1], n[0]), Nt.sub(r[1], n[3], n[0]), r[0].normalize(), r[1].normalize();
		for (var c = 0; c < 2; c++) this._origin[c] = r[c].dot(n[0]);
	}, e.prototype.intersect = function(e, t) {
		var n = !0, r = !t;
		return ed.set(Infinity, Infinity), td.set(0, 0), !this._intersectCheckOneSide(this, e, ed, td, r, 1) && (n = !1, r) || !this._intersectCheckOneSide(e, this, ed, td, r, -1) && (n = !1, r) || r || Nt.copy(t, n ? ed : td), n;
	}, e.prototype._intersectCheckOneSide = function(e, t, n, r, i, a) {
		for (var o = !0, s = 0; s < 2; s++) {
			var c = this._axes[s];
			if (this._getProjMinMaxOnAxis(s, e._corners, Qu), this._getProjMinMaxOnAxis(s, t._corners, $u), Qu[1] < $u[0] || Qu[0] > $u[1]) {
				if (o = !1, i) return o;
				var l = Math.abs($u[0] - Qu[1]), u = Math.abs(Qu[0] - $u[1]);
				Math.min(l, u) > r.len() && (l < u ? Nt.scale(r, c, -l * a) : Nt.scale(r, c, u * a));
			} else if (n) {
				var l = Math.abs($u[0] - Qu[1]), u = Math.abs(Qu[0] - $u[1]);
				Math.min(l, u) < n.len() && (l < u ? Nt.scale(n, c, l * a) : Nt.scale(n, c, -u * a));
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
}(), rd = [], id = function(e) {
	c(t, e);
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
				n.needLocalTransform() && r.applyTransform(n.getLocalTransform(rd)), e.union(r);
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
}(Zo), ad = Za();
function od(e, t, n, r, i) {
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
function sd(e, t, n, r, i, a, o) {
	var s = !1, c;
	W(i) ? (o = a, a = i, i = null) : K(i) && (a = i.cb, o = i.during, s = i.isFrom, c = i.removeOpt, i = i.dataIndex);
	var l = e === "leave";
	l || t.stopAnimation("leave");
	var u = od(e, r, i, l ? c || {} : null, r && r.getAnimationDelayParams ? r.getAnimationDelayParams(t, i) : null);
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
function cd(e, t, n, r, i, a) {
	sd("update", e, t, n, r, i, a);
}
function ld(e, t, n, r, i, a) {
	sd("enter", e, t, n, r, i, a);
}
function ud(e) {
	if (!e.__zr) return !0;
	for (var t = 0; t < e.animators.length; t++) if (e.animators[t].scope === "leave") return !0;
	return !1;
}
function dd(e, t, n, r, i, a) {
	ud(e) || sd("leave", e, t, n, r, i, a);
}
function fd(e, t, n, r) {
	e.removeTextContent(), e.removeTextGuideLine(), dd(e, { style: { opacity: 0 } }, t, n, r);
}
function pd(e, t, n) {
	function r() {
		e.parent && e.parent.remove(e);
	}
	e.isGroup ? e.traverse(function(e) {
		e.isGroup || fd(e, t, n, r);
	}) : fd(e, t, n, r);
}
function md(e) {
	ad(e).oldStyle = e.style;
}
// node_modules/echarts/lib/util/graphic.js
var hd = /* @__PURE__ */ t({
	Arc: () => qu,
	BezierCurve: () => Gu,
	BoundingRect: () => X,
	Circle: () => du,
	CompoundPath: () => Ju,
	Ellipse: () => pu,
	Group: () => Ji,
	Image: () => lc,
	IncrementalDisplayable: () => id,
	Line: () => Vu,
	LinearGradient: () => Xu,
	OrientedBoundingRect: () => nd,
	Path: () => Z,
	Point: () => Nt,
	Polygon: () => Iu,
	Polyline: () => Ru,
	RadialGradient: () => Zu,
	Rect: () => _c,
	Ring: () => Mu,
	Sector: () => Au,
	Text: () => xc,
	applyTransform: () => Nd,
	clipPointsByRect: () => Rd,
	clipRectByRect: () => zd,
	createIcon: () => Bd,
	extendPath: () => xd,
	extendShape: () => yd,
	getShapeClass: () => Cd,
	getTransform: () => Md,
	groupTransition: () => Ld,
	initProps: () => ld,
	isElementRemoved: () => ud,
	lineLineIntersect: () => Hd,
	linePolygonIntersect: () => Vd,
	makeImage: () => Td,
	makePath: () => wd,
	mergePath: () => Dd,
	registerShape: () => Sd,
	removeElement: () => dd,
	removeElementWithFadeOut: () => pd,
	resizePath: () => Od,
	setTooltipConfig: () => Gd,
	subPixelOptimize: () => jd,
	subPixelOptimizeLine: () => kd,
	subPixelOptimizeRect: () => Ad,
	transformDirection: () => Pd,
	traverseElements: () => qd,
	updateProps: () => cd
}), gd = Math.max, _d = Math.min, vd = {};
function yd(e) {
	return Z.extend(e);
}
var bd = cu;
function xd(e, t) {
	return bd(e, t);
}
function Sd(e, t) {
	vd[e] = t;
}
function Cd(e) {
	if (vd.hasOwnProperty(e)) return vd[e];
}
function wd(e, t, n, r) {
	var i = su(e, t);
	return n && (r === "center" && (n = Ed(n, i.getBoundingRect())), Od(i, n)), i;
}
function Td(e, t, n) {
	var r = new lc({
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
				r.setStyle(Ed(t, i));
			}
		}
	});
	return r;
}
function Ed(e, t) {
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
var Dd = lu;
function Od(e, t) {
	if (e.applyTransform) {
		var n = e.getBoundingRect().calculateTransform(t);
		e.applyTransform(n);
	}
}
function kd(e, t) {
	return fc(e, e, { lineWidth: t }), e;
}
function Ad(e) {
	return pc(e.shape, e.shape, e.style), e;
}
var jd = mc;
function Md(e, t) {
	for (var n = Et([]); e && e !== t;) Ot(n, e.getLocalTransform(), n), e = e.parent;
	return n;
}
function Nd(e, t, n) {
	return t && !re(t) && (t = Ci.getLocalTransform(t)), n && (t = Mt([], t)), We([], e, t);
}
function Pd(e, t, n) {
	var r = t[4] === 0 || t[5] === 0 || t[0] === 0 ? 1 : Math.abs(2 * t[4] / t[0]), i = t[4] === 0 || t[5] === 0 || t[2] === 0 ? 1 : Math.abs(2 * t[4] / t[2]), a = [e === "left" ? -r : e === "right" ? r : 0, e === "top" ? -i : e === "bottom" ? i : 0];
	return a = Nd(a, t, n), Math.abs(a[0]) > Math.abs(a[1]) ? a[0] > 0 ? "right" : "left" : a[1] > 0 ? "bottom" : "top";
}
function Fd(e) {
	return !e.isGroup;
}
function Id(e) {
	return e.shape != null;
}
function Ld(e, t, n) {
	if (!e || !t) return;
	function r(e) {
		var t = {};
		return e.traverse(function(e) {
			Fd(e) && e.anid && (t[e.anid] = e);
		}), t;
	}
	function i(e) {
		var t = {
			x: e.x,
			y: e.y,
			rotation: e.rotation
		};
		return Id(e) && (t.shape = P({}, e.shape)), t;
	}
	var a = r(e);
	t.traverse(function(e) {
		if (Fd(e) && e.anid) {
			var t = a[e.anid];
			if (t) {
				var r = i(e);
				e.attr(i(t)), cd(e, r, n, Q(e).dataIndex);
			}
		}
	});
}
function Rd(e, t) {
	return R(e, function(e) {
		var n = e[0];
		n = gd(n, t.x), n = _d(n, t.x + t.width);
		var r = e[1];
		return r = gd(r, t.y), r = _d(r, t.y + t.height), [n, r];
	});
}
function zd(e, t) {
	var n = gd(e.x, t.x), r = _d(e.x + e.width, t.x + t.width), i = gd(e.y, t.y), a = _d(e.y + e.height, t.y + t.height);
	if (r >= n && a >= i) return {
		x: n,
		y: i,
		width: r - n,
		height: a - i
	};
}
function Bd(e, t, n) {
	var r = P({ rectHover: !0 }, t), i = r.style = { strokeNoScale: !0 };
	if (n = n || {
		x: -1,
		y: -1,
		width: 2,
		height: 2
	}, e) return e.indexOf("image://") === 0 ? (i.image = e.slice(8), F(i, n), new lc(r)) : wd(e.replace("path://", ""), r, n, "center");
}
function Vd(e, t, n, r, i) {
	for (var a = 0, o = i[i.length - 1]; a < i.length; a++) {
		var s = i[a];
		if (Hd(e, t, n, r, s[0], s[1], o[0], o[1])) return !0;
		o = s;
	}
}
function Hd(e, t, n, r, i, a, o, s) {
	var c = n - e, l = r - t, u = o - i, d = s - a, f = Ud(u, d, c, l);
	if (Wd(f)) return !1;
	var p = e - i, m = t - a, h = Ud(p, m, c, l) / f;
	if (h < 0 || h > 1) return !1;
	var g = Ud(p, m, u, d) / f;
	return !(g < 0 || g > 1);
}
function Ud(e, t, n, r) {
	return e * r - n * t;
}
function Wd(e) {
	return e <= 1e-6 && e >= -1e-6;
}
function Gd(e) {
	var t = e.itemTooltipOption, n = e.componentModel, r = e.itemName, i = G(t) ? { formatter: t } : t, a = n.mainType, o = n.componentIndex, s = {
		componentType: a,
		name: r,
		$vars: ["name"]
	};
	s[a + "Index"] = o;
	var c = e.formatterParamsExtra;
	c && L(z(c), function(e) {
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
function Kd(e, t) {
	var n;
	e.isGroup && (n = t(e)), n || e.traverse(t);
}
function qd(e, t) {
	if (e) {
		if (U(e)) for (var n = 0; n < e.length; n++) Kd(e[n], t);
		else Kd(e, t);
	}
}
Sd("circle", du), Sd("ellipse", pu), Sd("sector", Au), Sd("ring", Mu), Sd("polygon", Iu), Sd("polyline", Ru), Sd("rect", _c), Sd("line", Vu), Sd("bezierCurve", Gu), Sd("arc", qu);
// node_modules/echarts/lib/label/labelStyle.js
var Jd = {};
function Yd(e, t) {
	for (var n = 0; n < Bc.length; n++) {
		var r = Bc[n], i = t[r], a = e.ensureState(r);
		a.style = a.style || {}, a.style.text = i;
	}
	var o = e.currentStates.slice();
	e.clearStates(!0), e.setStyle({ text: t.normal }), e.useStates(o, !0);
}
function Xd(e, t, n) {
	var r = e.labelFetcher, i = e.labelDataIndex, a = e.labelDimIndex, o = t.normal, s;
	r && (s = r.getFormattedLabel(i, "normal", null, a, o && o.get("formatter"), n == null ? null : { interpolatedValue: n })), s ?? (s = W(e.defaultText) ? e.defaultText(i, e, n) : e.defaultText);
	for (var c = { normal: s }, l = 0; l < Bc.length; l++) {
		var u = Bc[l], d = t[u];
		c[u] = q(r ? r.getFormattedLabel(i, u, null, a, d && d.get("formatter")) : null, s);
	}
	return c;
}
function Zd(e, t, n, r) {
	n = n || Jd;
	for (var i = e instanceof xc, a = !1, o = 0; o < Vc.length; o++) {
		var s = t[Vc[o]];
		if (s && s.getShallow("show")) {
			a = !0;
			break;
		}
	}
	var c = i ? e : e.getTextContent();
	if (a) {
		i || (c || (c = new xc(), e.setTextContent(c)), e.stateProxy && (c.stateProxy = e.stateProxy));
		var l = Xd(n, t), u = t.normal, d = !!u.getShallow("show"), f = $d(u, r && r.normal, n, !1, !i);
		f.text = l.normal, i || e.setTextConfig(ef(u, n, !1));
		for (var o = 0; o < Bc.length; o++) {
			var p = Bc[o], s = t[p];
			if (s) {
				var m = c.ensureState(p), h = !!q(s.getShallow("show"), d);
				if (h !== d && (m.ignore = !h), m.style = $d(s, r && r[p], n, !0, !i), m.style.text = l[p], !i) {
					var g = e.ensureState(p);
					g.textConfig = ef(s, n, !0);
				}
			}
		}
		c.silent = !!u.getShallow("silent"), c.style.x != null && (f.x = c.style.x), c.style.y != null && (f.y = c.style.y), c.ignore = !d, c.useStyle(f), c.dirty(), n.enableTextSetter && (lf(c).setLabelText = function(e) {
			var r = Xd(n, t, e);
			Yd(c, r);
		});
	} else c && (c.ignore = !0);
	e.dirty();
}
function Qd(e, t) {
	t = t || "label";
	for (var n = { normal: e.getModel(t) }, r = 0; r < Bc.length; r++) {
		var i = Bc[r];
		n[i] = e.getModel([i, t]);
	}
	return n;
}
function $d(e, t, n, r, i) {
	var a = {};
	return tf(a, e, n, r, i), t && P(a, t), a;
}
function ef(e, t, n) {
	t = t || {};
	var r = {}, i, a = e.getShallow("rotate"), o = q(e.getShallow("distance"), n ? null : 5), s = e.getShallow("offset");
	return i = e.getShallow("position") || (n ? null : "inside"), i === "outside" && (i = t.defaultOutsidePosition || "top"), i != null && (r.position = i), s != null && (r.offset = s), a != null && (a *= Math.PI / 180, r.rotation = a), o != null && (r.distance = o), r.outsideFill = e.get("color") === "inherit" ? t.inheritColor || null : "auto", r;
}
function tf(e, t, n, r, i) {
	n = n || Jd;
	var a = t.ecModel, o = a && a.option.textStyle, s = nf(t), c;
	if (s) {
		for (var l in c = {}, s) if (s.hasOwnProperty(l)) {
			var u = t.getModel(["rich", l]);
			sf(c[l] = {}, u, o, n, r, i, !1, !0);
		}
	}
	c && (e.rich = c);
	var d = t.get("overflow");
	d && (e.overflow = d);
	var f = t.get("minMargin");
	f != null && (e.margin = f), sf(e, t, o, n, r, i, !0, !1);
}
function nf(e) {
	for (var t; e && e !== e.ecModel;) {
		var n = (e.option || Jd).rich;
		if (n) {
			t = t || {};
			for (var r = z(n), i = 0; i < r.length; i++) {
				var a = r[i];
				t[a] = 1;
			}
		}
		e = e.parentModel;
	}
	return t;
}
var rf = [
	"fontStyle",
	"fontWeight",
	"fontSize",
	"fontFamily",
	"textShadowColor",
	"textShadowBlur",
	"textShadowOffsetX",
	"textShadowOffsetY"
], af = [
	"align",
	"lineHeight",
	"width",
	"height",
	"tag",
	"verticalAlign",
	"ellipsis"
], of = [
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
function sf(e, t, n, r, i, a, o, s) {
	n = !i && n || Jd;
	var c = r && r.inheritColor, l = t.getShallow("color"), u = t.getShallow("textBorderColor"), d = q(t.getShallow("opacity"), n.opacity);
	(l === "inherit" || l === "auto") && (l = c || null), (u === "inherit" || u === "auto") && (u = c || null), a || (l = l || n.color, u = u || n.textBorderColor), l != null && (e.fill = l), u != null && (e.stroke = u);
	var f = q(t.getShallow("textBorderWidth"), n.textBorderWidth);
	f != null && (e.lineWidth = f);
	var p = q(t.getShallow("textBorderType"), n.textBorderType);
	p != null && (e.lineDash = p);
	var m = q(t.getShallow("textBorderDashOffset"), n.textBorderDashOffset);
	m != null && (e.lineDashOffset = m), !i && d == null && !s && (d = r && r.defaultOpacity), d != null && (e.opacity = d), !i && !a && e.fill == null && r.inheritColor && (e.fill = r.inheritColor);
	for (var h = 0; h < rf.length; h++) {
		var g = rf[h], _ = q(t.getShallow(g), n[g]);
		_ != null && (e[g] = _);
	}
	for (var h = 0; h < af.length; h++) {
		var g = af[h], _ = t.getShallow(g);
		_ != null && (e[g] = _);
	}
	if (e.verticalAlign == null) {
		var v = t.getShallow("baseline");
		v != null && (e.verticalAlign = v);
	}
	if (!o || !r.disableBox) {
		for (var h = 0; h < of.length; h++) {
			var g = of[h], _ = t.getShallow(g);
			_ != null && (e[g] = _);
		}
		var y = t.getShallow("borderType");
		y != null && (e.borderDash = y), (e.backgroundColor === "auto" || e.backgroundColor === "inherit") && c && (e.backgroundColor = c), (e.borderColor === "auto" || e.borderColor === "inherit") && c && (e.borderColor = c);
	}
}
function cf(e, t) {
	var n = t && t.getModel("textStyle");
	return ye([
		e.fontStyle || n && n.getShallow("fontStyle") || "",
		e.fontWeight || n && n.getShallow("fontWeight") || "",
		(e.fontSize || n && n.getShallow("fontSize") || 12) + "px",
		e.fontFamily || n && n.getShallow("fontFamily") || "sans-serif"
	].join(" "));
}
var lf = Za();
function uf(e, t, n, r) {
	if (e) {
		var i = lf(e);
		i.prevValue = i.value, i.value = n;
		var a = t.normal;
		i.valueAnimation = a.get("valueAnimation"), i.valueAnimation && (i.precision = a.get("precision"), i.defaultInterpolatedText = r, i.statesModels = t);
	}
}
// node_modules/echarts/lib/model/mixin/textStyle.js
var df = ["textStyle", "color"], ff = [
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
], pf = new xc(), mf = function() {
	function e() {}
	return e.prototype.getTextColor = function(e) {
		var t = this.ecModel;
		return this.getShallow("color") || (!e && t ? t.get(df) : null);
	}, e.prototype.getFont = function() {
		return cf({
			fontStyle: this.getShallow("fontStyle"),
			fontWeight: this.getShallow("fontWeight"),
			fontSize: this.getShallow("fontSize"),
			fontFamily: this.getShallow("fontFamily")
		}, this.ecModel);
	}, e.prototype.getTextRect = function(e) {
		for (var t = {
			text: e,
			verticalAlign: this.getShallow("verticalAlign") || this.getShallow("baseline")
		}, n = 0; n < ff.length; n++) t[ff[n]] = this.getShallow(ff[n]);
		return pf.useStyle(t), pf.update(), pf.getBoundingRect();
	}, e;
}(), hf = [
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
], gf = Co(hf), _f = function() {
	function e() {}
	return e.prototype.getLineStyle = function(e) {
		return gf(this, e);
	}, e;
}(), vf = [
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
], yf = Co(vf), bf = function() {
	function e() {}
	return e.prototype.getItemStyle = function(e, t) {
		return yf(this, e, t);
	}, e;
}(), xf = function() {
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
		if (!u.node && this.option) {
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
ho(xf), yo(xf), ne(xf, _f), ne(xf, bf), ne(xf, To), ne(xf, mf);
// node_modules/echarts/lib/util/component.js
var Sf = Math.round(Math.random() * 10);
function Cf(e) {
	return [e || "", Sf++].join("_");
}
function wf(e) {
	var t = {};
	e.registerSubTypeDefaulter = function(e, n) {
		var r = fo(e);
		t[r.main] = n;
	}, e.determineSubType = function(n, r) {
		var i = r.type;
		if (!i) {
			var a = fo(n).main;
			e.hasSubTypes(n) && t[a] && (i = t[a](r));
		}
		return i;
	};
}
function Tf(e, t) {
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
function Ef(e, t) {
	return N(N({}, e, !0), t, !0);
}
// node_modules/echarts/lib/i18n/langEN.js
var Df = {
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
}, Of = {
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
}, kf = "ZH", Af = "EN", jf = Af, Mf = {}, Nf = {}, Pf = u.domSupported ? function() {
	return (document.documentElement.lang || navigator.language || navigator.browserLanguage || jf).toUpperCase().indexOf(kf) > -1 ? kf : jf;
}() : jf;
function Ff(e, t) {
	e = e.toUpperCase(), Nf[e] = new xf(t), Mf[e] = t;
}
function If(e) {
	if (G(e)) {
		var t = Mf[e.toUpperCase()] || {};
		return e === kf || e === Af ? M(t) : N(M(t), M(Mf[jf]), !1);
	}
	return N(M(e), M(Mf[jf]), !1);
}
function Lf(e) {
	return Nf[e];
}
function Rf() {
	return Nf[jf];
}
Ff(Af, Df), Ff(kf, Of);
// node_modules/echarts/lib/util/time.js
var zf = 1e3, Bf = zf * 60, Vf = Bf * 60, Hf = Vf * 24, Uf = Hf * 365, Wf = {
	year: "{yyyy}",
	month: "{MMM}",
	day: "{d}",
	hour: "{HH}:{mm}",
	minute: "{HH}:{mm}",
	second: "{HH}:{mm}:{ss}",
	millisecond: "{HH}:{mm}:{ss} {SSS}",
	none: "{yyyy}-{MM}-{dd} {HH}:{mm}:{ss} {SSS}"
}, Gf = "{yyyy}-{MM}-{dd}", Kf = {
	year: "{yyyy}",
	month: "{yyyy}-{MM}",
	day: Gf,
	hour: Gf + " " + Wf.hour,
	minute: Gf + " " + Wf.minute,
	second: Gf + " " + Wf.second,
	millisecond: Wf.none
}, qf = [
	"year",
	"month",
	"day",
	"hour",
	"minute",
	"second",
	"millisecond"
], Jf = [
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
function Yf(e, t) {
	return e += "", "0000".substr(0, t - e.length) + e;
}
function Xf(e) {
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
function Zf(e) {
	return e === Xf(e);
}
function Qf(e) {
	switch (e) {
		case "year":
		case "month": return "day";
		case "millisecond": return "millisecond";
		default: return "second";
	}
}
function $f(e, t, n, r) {
	var i = ga(e), a = i[rp(n)](), o = i[ip(n)]() + 1, s = Math.floor((o - 1) / 3) + 1, c = i[ap(n)](), l = i["get" + (n ? "UTC" : "") + "Day"](), u = i[op(n)](), d = (u - 1) % 12 + 1, f = i[sp(n)](), p = i[cp(n)](), m = i[lp(n)](), h = u >= 12 ? "pm" : "am", g = h.toUpperCase(), _ = (r instanceof xf ? r : Lf(r || Pf) || Rf()).getModel("time"), v = _.get("month"), y = _.get("monthAbbr"), b = _.get("dayOfWeek"), x = _.get("dayOfWeekAbbr");
	return (t || "").replace(/{a}/g, h + "").replace(/{A}/g, g + "").replace(/{yyyy}/g, a + "").replace(/{yy}/g, Yf(a % 100 + "", 2)).replace(/{Q}/g, s + "").replace(/{MMMM}/g, v[o - 1]).replace(/{MMM}/g, y[o - 1]).replace(/{MM}/g, Yf(o, 2)).replace(/{M}/g, o + "").replace(/{dd}/g, Yf(c, 2)).replace(/{d}/g, c + "").replace(/{eeee}/g, b[l]).replace(/{ee}/g, x[l]).replace(/{e}/g, l + "").replace(/{HH}/g, Yf(u, 2)).replace(/{H}/g, u + "").replace(/{hh}/g, Yf(d + "", 2)).replace(/{h}/g, d + "").replace(/{mm}/g, Yf(f, 2)).replace(/{m}/g, f + "").replace(/{ss}/g, Yf(p, 2)).replace(/{s}/g, p + "").replace(/{SSS}/g, Yf(m, 3)).replace(/{S}/g, m + "");
}
function ep(e, t, n, r, i) {
	var a = null;
	if (G(n)) a = n;
	else if (W(n)) a = n(e.value, t, { level: e.level });
	else {
		var o = P({}, Wf);
		if (e.level > 0) for (var s = 0; s < qf.length; ++s) o[qf[s]] = "{primary|" + o[qf[s]] + "}";
		var c = n ? n.inherit === !1 ? n : F(n, o) : o, l = tp(e.value, i);
		if (c[l]) a = c[l];
		else if (c.inherit) {
			for (var s = Jf.indexOf(l) - 1; s >= 0; --s) if (c[l]) {
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
	return $f(new Date(e.value), a, i, r);
}
function tp(e, t) {
	var n = ga(e), r = n[ip(t)]() + 1, i = n[ap(t)](), a = n[op(t)](), o = n[sp(t)](), s = n[cp(t)](), c = n[lp(t)]() === 0, l = c && s === 0, u = l && o === 0, d = u && a === 0, f = d && i === 1;
	return f && r === 1 ? "year" : f ? "month" : d ? "day" : u ? "hour" : l ? "minute" : c ? "second" : "millisecond";
}
function np(e, t, n) {
	var r = se(e) ? ga(e) : e;
	switch (t = t || tp(e, n), t) {
		case "year": return r[rp(n)]();
		case "half-year": return +(r[ip(n)]() >= 6);
		case "quarter": return Math.floor((r[ip(n)]() + 1) / 4);
		case "month": return r[ip(n)]();
		case "day": return r[ap(n)]();
		case "half-day": return r[op(n)]() / 24;
		case "hour": return r[op(n)]();
		case "minute": return r[sp(n)]();
		case "second": return r[cp(n)]();
		case "millisecond": return r[lp(n)]();
	}
}
function rp(e) {
	return e ? "getUTCFullYear" : "getFullYear";
}
function ip(e) {
	return e ? "getUTCMonth" : "getMonth";
}
function ap(e) {
	return e ? "getUTCDate" : "getDate";
}
function op(e) {
	return e ? "getUTCHours" : "getHours";
}
function sp(e) {
	return e ? "getUTCMinutes" : "getMinutes";
}
function cp(e) {
	return e ? "getUTCSeconds" : "getSeconds";
}
function lp(e) {
	return e ? "getUTCMilliseconds" : "getMilliseconds";
}
function up(e) {
	return e ? "setUTCFullYear" : "setFullYear";
}
function dp(e) {
	return e ? "setUTCMonth" : "setMonth";
}
function fp(e) {
	return e ? "setUTCDate" : "setDate";
}
function pp(e) {
	return e ? "setUTCHours" : "setHours";
}
function mp(e) {
	return e ? "setUTCMinutes" : "setMinutes";
}
function hp(e) {
	return e ? "setUTCSeconds" : "setSeconds";
}
function gp(e) {
	return e ? "setUTCMilliseconds" : "setMilliseconds";
}
// node_modules/echarts/lib/util/format.js
function _p(e) {
	if (!Sa(e)) return G(e) ? e : "-";
	var t = (e + "").split(".");
	return t[0].replace(/(\d{1,3})(?=(?:\d{3})+(?!\d))/g, "$1,") + (t.length > 1 ? "." + t[1] : "");
}
function vp(e, t) {
	return e = (e || "").toLowerCase().replace(/-(.)/g, function(e, t) {
		return t.toUpperCase();
	}), t && e && (e = e.charAt(0).toUpperCase() + e.slice(1)), e;
}
var yp = _e;
function bp(e, t, n) {
	var r = "{yyyy}-{MM}-{dd} {HH}:{mm}:{ss}";
	function i(e) {
		return e && ye(e) ? e : "-";
	}
	function a(e) {
		return !(e == null || isNaN(e) || !isFinite(e));
	}
	var o = t === "time", s = e instanceof Date;
	if (o || s) {
		var c = o ? ga(e) : e;
		if (!isNaN(+c)) return $f(c, r, n);
		if (s) return "-";
	}
	if (t === "ordinal") return oe(e) ? i(e) : se(e) && a(e) ? e + "" : "-";
	var l = xa(e);
	return a(l) ? _p(l) : oe(e) ? i(e) : typeof e == "boolean" ? e + "" : "-";
}
var xp = [
	"a",
	"b",
	"c",
	"d",
	"e",
	"f",
	"g"
], Sp = function(e, t) {
	return "{" + e + (t ?? "") + "}";
};
function Cp(e, t, n) {
	U(t) || (t = [t]);
	var r = t.length;
	if (!r) return "";
	for (var i = t[0].$vars || [], a = 0; a < i.length; a++) {
		var o = xp[a];
		e = e.replace(Sp(o), Sp(o, 0));
	}
	for (var s = 0; s < r; s++) for (var c = 0; c < i.length; c++) {
		var l = t[s][i[c]];
		e = e.replace(Sp(xp[c], s), n ? ct(l) : l);
	}
	return e;
}
function wp(e, t) {
	var n = G(e) ? {
		color: e,
		extraCssText: t
	} : e || {}, r = n.color, i = n.type;
	t = n.extraCssText;
	var a = n.renderMode || "html";
	return r ? a === "html" ? i === "subItem" ? "<span style=\"display:inline-block;vertical-align:middle;margin-right:8px;margin-left:3px;border-radius:4px;width:4px;height:4px;background-color:" + ct(r) + ";" + (t || "") + "\"></span>" : "<span style=\"display:inline-block;margin-right:4px;border-radius:10px;width:10px;height:10px;background-color:" + ct(r) + ";" + (t || "") + "\"></span>" : {
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
function Tp(e, t) {
	return t = t || "transparent", G(e) ? e : K(e) && e.colorStops && (e.colorStops[0] || {}).color || t;
}
// node_modules/echarts/lib/util/layout.js
var Ep = L, Dp = [
	"left",
	"right",
	"top",
	"bottom",
	"width",
	"height"
], Op = [[
	"width",
	"left",
	"right"
], [
	"height",
	"top",
	"bottom"
]];
function kp(e, t, n, r, i) {
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
var Ap = kp;
H(kp, "vertical"), H(kp, "horizontal");
function jp(e, t, n) {
	n = yp(n || 0);
	var r = t.width, i = t.height, a = oa(e.left, r), o = oa(e.top, i), s = oa(e.right, r), c = oa(e.bottom, i), l = oa(e.width, r), u = oa(e.height, i), d = n[2] + n[0], f = n[1] + n[3], p = e.aspect;
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
function Mp(e, t, n, r, i, a) {
	var o = !i || !i.hv || i.hv[0], s = !i || !i.hv || i.hv[1], c = i && i.boundingMode || "all";
	if (a = a || e, a.x = e.x, a.y = e.y, !o && !s) return !1;
	var l;
	if (c === "raw") l = e.type === "group" ? new X(0, 0, +t.width || 0, +t.height || 0) : e.getBoundingRect();
	else if (l = e.getBoundingRect(), e.needLocalTransform()) {
		var u = e.getLocalTransform();
		l = l.clone(), l.applyTransform(u);
	}
	var d = jp(F({
		width: l.width,
		height: l.height
	}, t), n, r), f = o ? d.x - l.x : 0, p = s ? d.y - l.y : 0;
	return c === "raw" ? (a.x = f, a.y = p) : (a.x += f, a.y += p), a === e && e.markRedraw(), !0;
}
function Np(e) {
	var t = e.layoutMode || e.constructor.layoutMode;
	return K(t) ? t : t ? { type: t } : null;
}
function Pp(e, t, n) {
	var r = n && n.ignoreSize;
	!U(r) && (r = [r, r]);
	var i = o(Op[0], 0), a = o(Op[1], 1);
	l(Op[0], e, i), l(Op[1], e, a);
	function o(n, i) {
		var a = {}, o = 0, l = {}, u = 0, d = 2;
		if (Ep(n, function(t) {
			l[t] = e[t];
		}), Ep(n, function(e) {
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
		Ep(e, function(e) {
			t[e] = n[e];
		});
	}
}
function Fp(e) {
	return Ip({}, e);
}
function Ip(e, t) {
	return t && e && Ep(Dp, function(n) {
		t.hasOwnProperty(n) && (e[n] = t[n]);
	}), e;
}
// node_modules/echarts/lib/model/Component.js
var Lp = Za(), Rp = function(e) {
	c(t, e);
	function t(t, n, r) {
		var i = e.call(this, t, n, r) || this;
		return i.uid = Cf("ec_cpt_model"), i;
	}
	return t.prototype.init = function(e, t, n) {
		this.mergeDefaultAndTheme(e, n);
	}, t.prototype.mergeDefaultAndTheme = function(e, t) {
		var n = Np(this), r = n ? Fp(e) : {};
		N(e, t.getTheme().get(this.mainType)), N(e, this.getDefaultOption()), n && Pp(e, r, n);
	}, t.prototype.mergeOption = function(e, t) {
		N(this.option, e, !0);
		var n = Np(this);
		n && Pp(this.option, e, n);
	}, t.prototype.optionUpdated = function(e, t) {}, t.prototype.getDefaultOption = function() {
		var e = this.constructor;
		if (!mo(e)) return e.defaultOption;
		var t = Lp(this);
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
		return ro(this.ecModel, e, {
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
}(xf);
_o(Rp, xf), So(Rp), wf(Rp), Tf(Rp, zp);
function zp(e) {
	var t = [];
	return L(Rp.getClassesByMainType(e), function(e) {
		t = t.concat(e.dependencies || e.prototype.dependencies || []);
	}), t = R(t, function(e) {
		return fo(e).main;
	}), e !== "dataset" && I(t, "dataset") <= 0 && t.unshift("dataset"), t;
}
// node_modules/echarts/lib/model/globalDefault.js
var Bp = "";
typeof navigator < "u" && (Bp = navigator.platform || "");
var Vp = "rgba(0, 0, 0, 0.2)", Hp = {
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
			color: Vp,
			dashArrayX: [1, 0],
			dashArrayY: [2, 5],
			symbolSize: 1,
			rotation: Math.PI / 6
		},
		{
			color: Vp,
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
			color: Vp,
			dashArrayX: [1, 0],
			dashArrayY: [4, 3],
			rotation: -Math.PI / 4
		},
		{
			color: Vp,
			dashArrayX: [[6, 6], [
				0,
				6,
				6,
				0
			]],
			dashArrayY: [6, 0]
		},
		{
			color: Vp,
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
			color: Vp,
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
		fontFamily: Bp.match(/^Win/) ? "Microsoft YaHei" : "sans-serif",
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
}, Up = J([
	"tooltip",
	"label",
	"itemName",
	"itemId",
	"itemGroupId",
	"itemChildGroupId",
	"seriesName"
]), Wp = "original", Gp = "arrayRows", Kp = "objectRows", qp = "keyedColumns", Jp = "typedArray", Yp = "unknown", Xp = "column", Zp = {
	Must: 1,
	Might: 2,
	Not: 3
}, Qp = Za();
function $p(e) {
	Qp(e).datasetMap = J();
}
function em(e, t, n) {
	var r = {}, i = tm(t);
	if (!i || !e) return r;
	var a = [], o = [], s = t.ecModel, c = Qp(s).datasetMap, l = i.uid + "_" + n.seriesLayoutBy, u, d;
	e = e.slice(), L(e, function(t, n) {
		var i = K(t) ? t : e[n] = { name: t };
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
function tm(e) {
	if (!e.get("data", !0)) return ro(e.ecModel, "dataset", {
		index: e.get("datasetIndex", !0),
		id: e.get("datasetId", !0)
	}, to).models[0];
}
function nm(e) {
	return !e.get("transform", !0) && !e.get("fromTransformResult", !0) ? [] : ro(e.ecModel, "dataset", {
		index: e.get("fromDatasetIndex", !0),
		id: e.get("fromDatasetId", !0)
	}, to).models;
}
function rm(e, t) {
	return im(e.data, e.sourceFormat, e.seriesLayoutBy, e.dimensionsDefine, e.startIndex, t);
}
function im(e, t, n, r, i, a) {
	var o, s = 5;
	if (le(e)) return Zp.Not;
	var c, l;
	if (r) {
		var u = r[a];
		K(u) ? (c = u.name, l = u.type) : G(u) && (c = u);
	}
	if (l != null) return l === "ordinal" ? Zp.Must : Zp.Not;
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
		if (!c) return Zp.Not;
		for (var p = 0; p < h.length && p < s; p++) {
			var g = h[p];
			if (g && (o = b(g[c])) != null) return o;
		}
	} else if (t === "keyedColumns") {
		var _ = e;
		if (!c) return Zp.Not;
		var f = _[c];
		if (!f || le(f)) return Zp.Not;
		for (var p = 0; p < f.length && p < s; p++) if ((o = b(f[p])) != null) return o;
	} else if (t === "original") for (var v = e, p = 0; p < v.length && p < s; p++) {
		var g = v[p], y = Na(g);
		if (!U(y)) return Zp.Not;
		if ((o = b(y[a])) != null) return o;
	}
	function b(e) {
		var t = G(e);
		if (e != null && Number.isFinite(Number(e)) && e !== "") return t ? Zp.Might : Zp.Not;
		if (t && e !== "-") return Zp.Must;
	}
	return Zp.Not;
}
// node_modules/echarts/lib/model/internalComponentCreator.js
var am = J();
function om(e, t, n) {
	var r = am.get(t);
	if (!r) return n;
	var i = r(e);
	return i ? n.concat(i) : n;
}
// node_modules/echarts/lib/model/mixin/palette.js
var sm = Za();
Za();
var cm = function() {
	function e() {}
	return e.prototype.getColorFromPalette = function(e, t, n) {
		var r = Aa(this.get("color", !0)), i = this.get("colorLayer", !0);
		return um(this, sm, r, i, e, t, n);
	}, e.prototype.clearColorPalette = function() {
		dm(this, sm);
	}, e;
}();
function lm(e, t) {
	for (var n = e.length, r = 0; r < n; r++) if (e[r].length > t) return e[r];
	return e[n - 1];
}
function um(e, t, n, r, i, a, o) {
	a = a || e;
	var s = t(a), c = s.paletteIdx || 0, l = s.paletteNameMap = s.paletteNameMap || {};
	if (l.hasOwnProperty(i)) return l[i];
	var u = o == null || !r ? n : lm(r, o);
	if (u = u || n, u && u.length) {
		var d = u[c];
		return i && (l[i] = d), s.paletteIdx = (c + 1) % u.length, d;
	}
}
function dm(e, t) {
	t(e).paletteIdx = 0, t(e).paletteNameMap = {};
}
// node_modules/echarts/lib/model/Global.js
var fm, pm, mm, hm = "\0_ec_inner", gm = 1, _m = function(e) {
	c(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.init = function(e, t, n, r, i, a) {
		r = r || {}, this.option = null, this._theme = new xf(r), this._locale = new xf(i), this._optionManager = a;
	}, t.prototype.setOption = function(e, t, n) {
		var r = Sm(t);
		this._optionManager.setOption(e, n, r), this._resetOption(null, r);
	}, t.prototype.resetOption = function(e, t) {
		return this._resetOption(e, Sm(t));
	}, t.prototype._resetOption = function(e, t) {
		var n = !1, r = this._optionManager;
		if (!e || e === "recreate") {
			var i = r.mountOption(e === "recreate");
			!this.option || e === "recreate" ? mm(this, i) : (this.restoreData(), this._mergeOption(i, t)), n = !0;
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
		var n = this.option, r = this._componentsMap, i = this._componentsCount, a = [], o = J(), s = t && t.replaceMergeMainTypeMap;
		$p(this), L(e, function(e, t) {
			e != null && (Rp.hasClass(t) ? t && (a.push(t), o.set(t, !0)) : n[t] = n[t] == null ? M(e) : N(n[t], e, !0));
		}), s && s.each(function(e, t) {
			Rp.hasClass(t) && !o.get(t) && (a.push(t), o.set(t, !0));
		}), Rp.topologicalTravel(a, Rp.getAllClassMainTypes(), c, this);
		function c(t) {
			var a = om(this, t, Aa(e[t])), o = r.get(t), c = Fa(o, a, o ? s && s.get(t) ? "replaceMerge" : "normalMerge" : "replaceAll");
			qa(c, t, Rp), n[t] = null, r.set(t, null), i.set(t, 0);
			var l = [], u = [], d = 0, f;
			L(c, function(e, n) {
				var r = e.existing, i = e.newOption;
				if (!i) r && (r.mergeOption({}, this), r.optionUpdated({}, !1));
				else {
					var a = t === "series", o = Rp.getClass(t, e.keyInfo.subType, !a);
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
			}, this), n[t] = l, r.set(t, u), i.set(t, d), t === "series" && fm(this);
		}
		this._seriesIndices || fm(this);
	}, t.prototype.getOption = function() {
		var e = M(this.option);
		return L(e, function(t, n) {
			if (Rp.hasClass(n)) {
				for (var r = Aa(t), i = r.length, a = !1, o = i - 1; o >= 0; o--) r[o] && !Ka(r[o]) ? a = !0 : (r[o] = null, !a && i--);
				r.length = i, e[n] = r;
			}
		}), delete e[hm], e;
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
		return n == null ? o = r == null ? i == null ? ae(a, function(e) {
			return !!e;
		}) : bm("name", i, a) : bm("id", r, a) : (o = [], L(Aa(n), function(e) {
			a[e] && o.push(a[e]);
		})), xm(o, e);
	}, t.prototype.findComponents = function(e) {
		var t = e.query, n = e.mainType, r = i(t);
		return a(xm(r ? this.queryComponents(r) : ae(this._componentsMap.get(n), function(e) {
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
			return e.filter ? ae(t, e.filter) : t;
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
		var t = Wa(e, null);
		return ae(this._componentsMap.get("series"), function(e) {
			return !!e && t != null && e.name === t;
		});
	}, t.prototype.getSeriesByIndex = function(e) {
		return this._componentsMap.get("series")[e];
	}, t.prototype.getSeriesByType = function(e) {
		return ae(this._componentsMap.get("series"), function(t) {
			return !!t && t.subType === e;
		});
	}, t.prototype.getSeries = function() {
		return ae(this._componentsMap.get("series"), function(e) {
			return !!e;
		});
	}, t.prototype.getSeriesCount = function() {
		return this._componentsCount.get("series");
	}, t.prototype.eachSeries = function(e, t) {
		pm(this), L(this._seriesIndices, function(n) {
			var r = this._componentsMap.get("series")[n];
			e.call(t, r, n);
		}, this);
	}, t.prototype.eachRawSeries = function(e, t) {
		L(this._componentsMap.get("series"), function(n) {
			n && e.call(t, n, n.componentIndex);
		});
	}, t.prototype.eachSeriesByType = function(e, t, n) {
		pm(this), L(this._seriesIndices, function(r) {
			var i = this._componentsMap.get("series")[r];
			i.subType === e && t.call(n, i, r);
		}, this);
	}, t.prototype.eachRawSeriesByType = function(e, t, n) {
		return L(this.getSeriesByType(e), t, n);
	}, t.prototype.isSeriesFiltered = function(e) {
		return pm(this), this._seriesIndicesMap.get(e.componentIndex) == null;
	}, t.prototype.getCurrentSeriesIndices = function() {
		return (this._seriesIndices || []).slice();
	}, t.prototype.filterSeries = function(e, t) {
		pm(this);
		var n = [];
		L(this._seriesIndices, function(r) {
			var i = this._componentsMap.get("series")[r];
			e.call(t, i, r) && n.push(r);
		}, this), this._seriesIndices = n, this._seriesIndicesMap = J(n);
	}, t.prototype.restoreData = function(e) {
		fm(this);
		var t = this._componentsMap, n = [];
		t.each(function(e, t) {
			Rp.hasClass(t) && n.push(t);
		}), Rp.topologicalTravel(n, Rp.getAllClassMainTypes(), function(n) {
			L(t.get(n), function(t) {
				t && (n !== "series" || !vm(t, e)) && t.restoreData();
			});
		});
	}, t.internalField = function() {
		fm = function(e) {
			var t = e._seriesIndices = [];
			L(e._componentsMap.get("series"), function(e) {
				e && t.push(e.componentIndex);
			}), e._seriesIndicesMap = J(t);
		}, pm = function(e) {}, mm = function(e, t) {
			e.option = {}, e.option[hm] = gm, e._componentsMap = J({ series: [] }), e._componentsCount = J();
			var n = t.aria;
			K(n) && n.enabled == null && (n.enabled = !0), ym(t, e._theme.option), N(t, Hp, !1), e._mergeOption(t, null);
		};
	}(), t;
}(xf);
function vm(e, t) {
	if (t) {
		var n = t.seriesIndex, r = t.seriesId, i = t.seriesName;
		return n != null && e.componentIndex !== n || r != null && e.id !== r || i != null && e.name !== i;
	}
}
function ym(e, t) {
	var n = e.color && !e.colorLayer;
	L(t, function(t, r) {
		r === "colorLayer" && n || Rp.hasClass(r) || (typeof t == "object" ? e[r] = e[r] ? N(e[r], t, !1) : M(t) : e[r] ?? (e[r] = t));
	});
}
function bm(e, t, n) {
	if (U(t)) {
		var r = J();
		return L(t, function(e) {
			e != null && Wa(e, null) != null && r.set(e, !0);
		}), ae(n, function(t) {
			return t && r.get(t[e]);
		});
	}
	var i = Wa(t, null);
	return ae(n, function(t) {
		return t && i != null && t[e] === i;
	});
}
function xm(e, t) {
	return t.hasOwnProperty("subType") ? ae(e, function(e) {
		return e && e.subType === t.subType;
	}) : e;
}
function Sm(e) {
	var t = J();
	return e && L(Aa(e.replaceMerge), function(e) {
		t.set(e, !0);
	}), { replaceMergeMainTypeMap: t };
}
ne(_m, cm);
// node_modules/echarts/lib/core/ExtensionAPI.js
var Cm = [
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
], wm = function() {
	function e(e) {
		L(Cm, function(t) {
			this[t] = V(e[t], e);
		}, this);
	}
	return e;
}(), Tm = {}, Em = function() {
	function e() {
		this._coordinateSystems = [];
	}
	return e.prototype.create = function(e, t) {
		var n = [];
		L(Tm, function(r, i) {
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
		Tm[e] = t;
	}, e.get = function(e) {
		return Tm[e];
	}, e;
}(), Dm = /^(min|max)?(.+)$/, Om = function() {
	function e(e) {
		this._timelineOptions = [], this._mediaList = [], this._currentMediaIndices = [], this._api = e;
	}
	return e.prototype.setOption = function(e, t, n) {
		e && (L(Aa(e.series), function(e) {
			e && e.data && le(e.data) && xe(e.data);
		}), L(Aa(e.dataset), function(e) {
			e && e.source && le(e.source) && xe(e.source);
		})), e = M(e);
		var r = this._optionBackup, i = km(e, t, !r);
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
		for (var s = 0, c = r.length; s < c; s++) Am(r[s].query, t, n) && a.push(s);
		return !a.length && i && (a = [-1]), a.length && !Mm(a, this._currentMediaIndices) && (o = R(a, function(e) {
			return M(e === -1 ? i.option : r[e].option);
		})), this._currentMediaIndices = a, o;
	}, e;
}();
function km(e, t, n) {
	var r = [], i, a, o = e.baseOption, s = e.timeline, c = e.options, l = e.media, u = !!e.media, d = !!(c || s || o && o.timeline);
	o ? (a = o, a.timeline || (a.timeline = s)) : ((d || u) && (e.options = e.media = null), a = e), u && U(l) && L(l, function(e) {
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
function Am(e, t, n) {
	var r = {
		width: t,
		height: n,
		aspectratio: t / n
	}, i = !0;
	return L(e, function(e, t) {
		var n = t.match(Dm);
		if (n && n[1] && n[2]) {
			var a = n[1];
			jm(r[n[2].toLowerCase()], e, a) || (i = !1);
		}
	}), i;
}
function jm(e, t, n) {
	return n === "min" ? e >= t : n === "max" ? e <= t : e === t;
}
function Mm(e, t) {
	return e.join(",") === t.join(",");
}
// node_modules/echarts/lib/preprocessor/helper/compatStyle.js
var Nm = L, Pm = K, Fm = [
	"areaStyle",
	"lineStyle",
	"nodeStyle",
	"linkStyle",
	"chordStyle",
	"label",
	"labelLine"
];
function Im(e) {
	var t = e && e.itemStyle;
	if (t) for (var n = 0, r = Fm.length; n < r; n++) {
		var i = Fm[n], a = t.normal, o = t.emphasis;
		a && a[i] && (e[i] = e[i] || {}, e[i].normal ? N(e[i].normal, a[i]) : e[i].normal = a[i], a[i] = null), o && o[i] && (e[i] = e[i] || {}, e[i].emphasis ? N(e[i].emphasis, o[i]) : e[i].emphasis = o[i], o[i] = null);
	}
}
function Lm(e, t, n) {
	if (e && e[t] && (e[t].normal || e[t].emphasis)) {
		var r = e[t].normal, i = e[t].emphasis;
		r && (n ? (e[t].normal = e[t].emphasis = null, F(e[t], r)) : e[t] = r), i && (e.emphasis = e.emphasis || {}, e.emphasis[t] = i, i.focus && (e.emphasis.focus = i.focus), i.blurScope && (e.emphasis.blurScope = i.blurScope));
	}
}
function Rm(e) {
	Lm(e, "itemStyle"), Lm(e, "lineStyle"), Lm(e, "areaStyle"), Lm(e, "label"), Lm(e, "labelLine"), Lm(e, "upperLabel"), Lm(e, "edgeLabel");
}
function zm(e, t) {
	var n = Pm(e) && e[t], r = Pm(n) && n.textStyle;
	if (r) for (var i = 0, a = Ma.length; i < a; i++) {
		var o = Ma[i];
		r.hasOwnProperty(o) && (n[o] = r[o]);
	}
}
function Bm(e) {
	e && (Rm(e), zm(e, "label"), e.emphasis && zm(e.emphasis, "label"));
}
function Vm(e) {
	if (Pm(e)) {
		Im(e), Rm(e), zm(e, "label"), zm(e, "upperLabel"), zm(e, "edgeLabel"), e.emphasis && (zm(e.emphasis, "label"), zm(e.emphasis, "upperLabel"), zm(e.emphasis, "edgeLabel"));
		var t = e.markPoint;
		t && (Im(t), Bm(t));
		var n = e.markLine;
		n && (Im(n), Bm(n));
		var r = e.markArea;
		r && Bm(r);
		var i = e.data;
		if (e.type === "graph") {
			i = i || e.nodes;
			var a = e.links || e.edges;
			if (a && !le(a)) for (var o = 0; o < a.length; o++) Bm(a[o]);
			L(e.categories, function(e) {
				Rm(e);
			});
		}
		if (i && !le(i)) for (var o = 0; o < i.length; o++) Bm(i[o]);
		if (t = e.markPoint, t && t.data) for (var s = t.data, o = 0; o < s.length; o++) Bm(s[o]);
		if (n = e.markLine, n && n.data) for (var c = n.data, o = 0; o < c.length; o++) U(c[o]) ? (Bm(c[o][0]), Bm(c[o][1])) : Bm(c[o]);
		e.type === "gauge" ? (zm(e, "axisLabel"), zm(e, "title"), zm(e, "detail")) : e.type === "treemap" ? (Lm(e.breadcrumb, "itemStyle"), L(e.levels, function(e) {
			Rm(e);
		})) : e.type === "tree" && Rm(e.leaves);
	}
}
function Hm(e) {
	return U(e) ? e : e ? [e] : [];
}
function Um(e) {
	return (U(e) ? e[0] : e) || {};
}
function Wm(e, t) {
	Nm(Hm(e.series), function(e) {
		Pm(e) && Vm(e);
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
	t && n.push("valueAxis", "categoryAxis", "logAxis", "timeAxis"), Nm(n, function(t) {
		Nm(Hm(e[t]), function(e) {
			e && (zm(e, "axisLabel"), zm(e.axisPointer, "label"));
		});
	}), Nm(Hm(e.parallel), function(e) {
		var t = e && e.parallelAxisDefault;
		zm(t, "axisLabel"), zm(t && t.axisPointer, "label");
	}), Nm(Hm(e.calendar), function(e) {
		Lm(e, "itemStyle"), zm(e, "dayLabel"), zm(e, "monthLabel"), zm(e, "yearLabel");
	}), Nm(Hm(e.radar), function(e) {
		zm(e, "name"), e.name && e.axisName == null && (e.axisName = e.name, delete e.name), e.nameGap != null && e.axisNameGap == null && (e.axisNameGap = e.nameGap, delete e.nameGap);
	}), Nm(Hm(e.geo), function(e) {
		Pm(e) && (Bm(e), Nm(Hm(e.regions), function(e) {
			Bm(e);
		}));
	}), Nm(Hm(e.timeline), function(e) {
		Bm(e), Lm(e, "label"), Lm(e, "itemStyle"), Lm(e, "controlStyle", !0);
		var t = e.data;
		U(t) && L(t, function(e) {
			K(e) && (Lm(e, "label"), Lm(e, "itemStyle"));
		});
	}), Nm(Hm(e.toolbox), function(e) {
		Lm(e, "iconStyle"), Nm(e.feature, function(e) {
			Lm(e, "iconStyle");
		});
	}), zm(Um(e.axisPointer), "label"), zm(Um(e.tooltip).axisPointer, "label");
}
// node_modules/echarts/lib/preprocessor/backwardCompat.js
function Gm(e, t) {
	for (var n = t.split(","), r = e, i = 0; i < n.length && (r = r && r[n[i]], r != null); i++);
	return r;
}
function Km(e, t, n, r) {
	for (var i = t.split(","), a = e, o, s = 0; s < i.length - 1; s++) o = i[s], a[o] ?? (a[o] = {}), a = a[o];
	(r || a[i[s]] == null) && (a[i[s]] = n);
}
function qm(e) {
	e && L(Jm, function(t) {
		t[0] in e && !(t[1] in e) && (e[t[1]] = e[t[0]]);
	});
}
var Jm = [
	["x", "left"],
	["y", "top"],
	["x2", "right"],
	["y2", "bottom"]
], Ym = [
	"grid",
	"geo",
	"parallel",
	"legend",
	"toolbox",
	"title",
	"visualMap",
	"dataZoom",
	"timeline"
], Xm = [
	["borderRadius", "barBorderRadius"],
	["borderColor", "barBorderColor"],
	["borderWidth", "barBorderWidth"]
];
function Zm(e) {
	var t = e && e.itemStyle;
	if (t) for (var n = 0; n < Xm.length; n++) {
		var r = Xm[n][1], i = Xm[n][0];
		t[r] != null && (t[i] = t[r]);
	}
}
function Qm(e) {
	e && e.alignTo === "edge" && e.margin != null && e.edgeDistance == null && (e.edgeDistance = e.margin);
}
function $m(e) {
	e && e.downplay && !e.blur && (e.blur = e.downplay);
}
function eh(e) {
	e && e.focusNodeAdjacency != null && (e.emphasis = e.emphasis || {}, e.emphasis.focus ?? (e.emphasis.focus = "adjacency"));
}
function th(e, t) {
	if (e) for (var n = 0; n < e.length; n++) t(e[n]), e[n] && th(e[n].children, t);
}
function nh(e, t) {
	Wm(e, t), e.series = Aa(e.series), L(e.series, function(e) {
		if (K(e)) {
			var t = e.type;
			if (t === "line") e.clipOverflow != null && (e.clip = e.clipOverflow);
			else if (t === "pie" || t === "gauge") {
				e.clockWise != null && (e.clockwise = e.clockWise), Qm(e.label);
				var n = e.data;
				if (n && !le(n)) for (var r = 0; r < n.length; r++) Qm(n[r]);
				e.hoverOffset != null && (e.emphasis = e.emphasis || {}, (e.emphasis.scaleSize = null) && (e.emphasis.scaleSize = e.hoverOffset));
			} else if (t === "gauge") {
				var i = Gm(e, "pointer.color");
				i != null && Km(e, "itemStyle.color", i);
			} else if (t === "bar") {
				Zm(e), Zm(e.backgroundStyle), Zm(e.emphasis);
				var n = e.data;
				if (n && !le(n)) for (var r = 0; r < n.length; r++) typeof n[r] == "object" && (Zm(n[r]), Zm(n[r] && n[r].emphasis));
			} else if (t === "sunburst") {
				var a = e.highlightPolicy;
				a && (e.emphasis = e.emphasis || {}, e.emphasis.focus || (e.emphasis.focus = a)), $m(e), th(e.data, $m);
			} else t === "graph" || t === "sankey" ? eh(e) : t === "map" && (e.mapType && !e.map && (e.map = e.mapType), e.mapLocation && F(e, e.mapLocation));
			e.hoverAnimation != null && (e.emphasis = e.emphasis || {}, e.emphasis && e.emphasis.scale == null && (e.emphasis.scale = e.hoverAnimation)), qm(e);
		}
	}), e.dataRange && (e.visualMap = e.dataRange), L(Ym, function(t) {
		var n = e[t];
		n && (U(n) || (n = [n]), L(n, function(e) {
			qm(e);
		}));
	});
}
// node_modules/echarts/lib/processor/dataStack.js
function rh(e) {
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
	}), t.each(ih);
}
function ih(e) {
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
						d = fa(d, _), m = _;
						break;
					}
				}
			}
			return r[0] = d, r[1] = m, r;
		});
	});
}
// node_modules/echarts/lib/data/Source.js
var ah = function() {
	function e(e) {
		this.data = e.data || (e.sourceFormat === "keyedColumns" ? {} : []), this.sourceFormat = e.sourceFormat || "unknown", this.seriesLayoutBy = e.seriesLayoutBy || "column", this.startIndex = e.startIndex || 0, this.dimensionsDetectedCount = e.dimensionsDetectedCount, this.metaRawOption = e.metaRawOption;
		var t = this.dimensionsDefine = e.dimensionsDefine;
		if (t) for (var n = 0; n < t.length; n++) {
			var r = t[n];
			r.type == null && rm(this, n) === Zp.Must && (r.type = "ordinal");
		}
	}
	return e;
}();
function oh(e) {
	return e instanceof ah;
}
function sh(e, t, n) {
	n = n || uh(e);
	var r = t.seriesLayoutBy, i = dh(e, n, r, t.sourceHeader, t.dimensions);
	return new ah({
		data: e,
		sourceFormat: n,
		seriesLayoutBy: r,
		dimensionsDefine: i.dimensionsDefine,
		startIndex: i.startIndex,
		dimensionsDetectedCount: i.dimensionsDetectedCount,
		metaRawOption: M(t)
	});
}
function ch(e) {
	return new ah({
		data: e,
		sourceFormat: le(e) ? Jp : Wp
	});
}
function lh(e) {
	return new ah({
		data: e.data,
		sourceFormat: e.sourceFormat,
		seriesLayoutBy: e.seriesLayoutBy,
		dimensionsDefine: M(e.dimensionsDefine),
		startIndex: e.startIndex,
		dimensionsDetectedCount: e.dimensionsDetectedCount
	});
}
function uh(e) {
	var t = Yp;
	if (le(e)) t = Jp;
	else if (U(e)) {
		e.length === 0 && (t = Gp);
		for (var n = 0, r = e.length; n < r; n++) {
			var i = e[n];
			if (i != null) {
				if (U(i) || le(i)) {
					t = Gp;
					break;
				}
				if (K(i)) {
					t = Kp;
					break;
				}
			}
		}
	} else if (K(e)) {
		for (var a in e) if (Y(e, a) && re(e[a])) {
			t = qp;
			break;
		}
	}
	return t;
}
function dh(e, t, n, r, i) {
	var a, o;
	if (!e) return {
		dimensionsDefine: ph(i),
		startIndex: o,
		dimensionsDetectedCount: a
	};
	if (t === "arrayRows") {
		var s = e;
		r === "auto" || r == null ? mh(function(e) {
			e != null && e !== "-" && (G(e) ? o ?? (o = 1) : o = 0);
		}, n, s, 10) : o = se(r) ? r : +!!r, !i && o === 1 && (i = [], mh(function(e, t) {
			i[t] = e == null ? "" : e + "";
		}, n, s, Infinity)), a = i ? i.length : n === "row" ? s.length : s[0] ? s[0].length : null;
	} else if (t === "objectRows") i || (i = fh(e));
	else if (t === "keyedColumns") i || (i = [], L(e, function(e, t) {
		i.push(t);
	}));
	else if (t === "original") {
		var c = Na(e[0]);
		a = U(c) && c.length || 1;
	}
	return {
		startIndex: o,
		dimensionsDefine: ph(i),
		dimensionsDetectedCount: a
	};
}
function fh(e) {
	for (var t = 0, n; t < e.length && !(n = e[t++]););
	if (n) return z(n);
}
function ph(e) {
	if (e) {
		var t = J();
		return R(e, function(e, n) {
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
function mh(e, t, n, r) {
	if (t === "row") for (var i = 0; i < n.length && i < r; i++) e(n[i] ? n[i][0] : null, i);
	else for (var a = n[0] || [], i = 0; i < a.length && i < r; i++) e(a[i], i);
}
function hh(e) {
	var t = e.sourceFormat;
	return t === "objectRows" || t === "keyedColumns";
}
// node_modules/echarts/lib/data/helper/dataProvider.js
var gh, _h, vh, yh, bh, xh = function() {
	function e(e, t) {
		var n = oh(e) ? e : ch(e);
		this._source = n;
		var r = this._data = n.data;
		n.sourceFormat === "typedArray" && (this._offset = 0, this._dimSize = t, this._data = r), bh(this, r, n);
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
		bh = function(e, i, a) {
			var o = a.sourceFormat, s = a.seriesLayoutBy, c = a.startIndex, l = a.dimensionsDefine, u = yh[jh(o, s)];
			P(e, u), o === "typedArray" ? (e.getItem = t, e.count = r, e.fillStorage = n) : (e.getItem = V(wh(o, s), null, i, c, l), e.count = V(Dh(o, s), null, i, c, l));
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
		yh = (e = {}, e[Gp + "_" + Xp] = {
			pure: !0,
			appendData: i
		}, e[Gp + "_row"] = {
			pure: !0,
			appendData: function() {
				throw Error("Do not support appendData when set seriesLayoutBy: \"row\".");
			}
		}, e[Kp] = {
			pure: !0,
			appendData: i
		}, e[qp] = {
			pure: !0,
			appendData: function(e) {
				var t = this._data;
				L(e, function(e, n) {
					for (var r = t[n] || (t[n] = []), i = 0; i < (e || []).length; i++) r.push(e[i]);
				});
			}
		}, e[Wp] = { appendData: i }, e[Jp] = {
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
}(), Sh = function(e, t, n, r) {
	return e[r];
}, Ch = (gh = {}, gh[Gp + "_" + Xp] = function(e, t, n, r) {
	return e[r + t];
}, gh[Gp + "_row"] = function(e, t, n, r, i) {
	r += t;
	for (var a = i || [], o = e, s = 0; s < o.length; s++) {
		var c = o[s];
		a[s] = c ? c[r] : null;
	}
	return a;
}, gh[Kp] = Sh, gh[qp] = function(e, t, n, r, i) {
	for (var a = i || [], o = 0; o < n.length; o++) {
		var s = e[n[o].name];
		a[o] = s ? s[r] : null;
	}
	return a;
}, gh[Wp] = Sh, gh);
function wh(e, t) {
	return Ch[jh(e, t)];
}
var Th = function(e, t, n) {
	return e.length;
}, Eh = (_h = {}, _h[Gp + "_" + Xp] = function(e, t, n) {
	return Math.max(0, e.length - t);
}, _h[Gp + "_row"] = function(e, t, n) {
	var r = e[0];
	return r ? Math.max(0, r.length - t) : 0;
}, _h[Kp] = Th, _h[qp] = function(e, t, n) {
	var r = e[n[0].name];
	return r ? r.length : 0;
}, _h[Wp] = Th, _h);
function Dh(e, t) {
	return Eh[jh(e, t)];
}
var Oh = function(e, t, n) {
	return e[t];
}, kh = (vh = {}, vh[Gp] = Oh, vh[Kp] = function(e, t, n) {
	return e[n];
}, vh[qp] = Oh, vh[Wp] = function(e, t, n) {
	var r = Na(e);
	return r instanceof Array ? r[t] : r;
}, vh[Jp] = Oh, vh);
function Ah(e) {
	return kh[e];
}
function jh(e, t) {
	return e === "arrayRows" ? e + "_" + t : e;
}
function Mh(e, t, n) {
	if (e) {
		var r = e.getRawDataItem(t);
		if (r != null) {
			var i = e.getStore(), a = i.getSource().sourceFormat;
			if (n != null) {
				var o = e.getDimensionIndex(n), s = i.getDimensionProperty(o);
				return Ah(a)(r, o, s);
			}
			var c = r;
			return a === "original" && (c = Na(r)), c;
		}
	}
}
// node_modules/echarts/lib/model/mixin/dataFormat.js
var Nh = /\{@(.+?)\}/g, Ph = function() {
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
		if (G(i)) return Cp(i, s).replace(Nh, function(t, n) {
			var r = n.length, i = n;
			i.charAt(0) === "[" && i.charAt(r - 1) === "]" && (i = +i.slice(1, r - 1));
			var s = Mh(o, e, i);
			if (a && U(a.interpolatedValue)) {
				var c = o.getDimensionIndex(i);
				c >= 0 && (s = a.interpolatedValue[c]);
			}
			return s == null ? "" : s + "";
		});
	}, e.prototype.getRawValue = function(e, t) {
		return Mh(this.getData(t), e);
	}, e.prototype.formatTooltip = function(e, t, n) {}, e;
}();
function Fh(e) {
	var t, n;
	return K(e) ? e.type && (n = e) : t = e, {
		text: t,
		frag: n
	};
}
// node_modules/echarts/lib/core/task.js
function Ih(e) {
	return new Lh(e);
}
var Lh = function() {
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
		Rh.reset(t, n, r, i), this._callingProgress = e, this._callingProgress({
			start: t,
			end: n,
			count: n - t,
			next: Rh.next
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
}(), Rh = function() {
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
function zh(e, t) {
	var n = t && t.type;
	return n === "ordinal" ? e : (n === "time" && !se(e) && e != null && e !== "-" && (e = +ga(e)), e == null || e === "" ? NaN : Number(e));
}
J({
	number: function(e) {
		return parseFloat(e);
	},
	time: function(e) {
		return +ga(e);
	},
	trim: function(e) {
		return G(e) ? ye(e) : e;
	}
});
var Bh = {
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
		se(t) || Ea(""), this._opFn = Bh[e], this._rvalFloat = xa(t);
	}
	return e.prototype.evaluate = function(e) {
		return se(e) ? this._opFn(e, this._rvalFloat) : this._opFn(xa(e), this._rvalFloat);
	}, e;
})();
var Vh = function() {
	function e(e, t) {
		var n = e === "desc";
		this._resultLT = n ? 1 : -1, t ?? (t = n ? "min" : "max"), this._incomparable = t === "min" ? -Infinity : Infinity;
	}
	return e.prototype.evaluate = function(e, t) {
		var n = se(e) ? e : xa(e), r = se(t) ? t : xa(t), i = isNaN(n), a = isNaN(r);
		if (i && (n = this._incomparable), a && (r = this._incomparable), i && a) {
			var o = G(e), s = G(t);
			o && (n = s ? e : 0), s && (r = o ? t : 0);
		}
		return n < r ? this._resultLT : n > r ? -this._resultLT : 0;
	}, e;
}();
(function() {
	function e(e, t) {
		this._rval = t, this._isEQ = e, this._rvalTypeof = typeof t, this._rvalFloat = xa(t);
	}
	return e.prototype.evaluate = function(e) {
		var t = e === this._rval;
		if (!t) {
			var n = typeof e;
			n !== this._rvalTypeof && (n === "number" || this._rvalTypeof === "number") && (t = xa(e) === this._rvalFloat);
		}
		return this._isEQ ? t : !t;
	}, e;
})();
// node_modules/echarts/lib/data/helper/transform.js
var Hh = function() {
	function e() {}
	return e.prototype.getRawData = function() {
		throw Error("not supported");
	}, e.prototype.getRawDataItem = function(e) {
		throw Error("not supported");
	}, e.prototype.cloneRawData = function() {}, e.prototype.getDimensionInfo = function(e) {}, e.prototype.cloneAllDimensionInfo = function() {}, e.prototype.count = function() {}, e.prototype.retrieveValue = function(e, t) {}, e.prototype.retrieveValueFromItem = function(e, t) {}, e.prototype.convertValue = function(e, t) {
		return zh(e, t);
	}, e;
}();
function Uh(e, t) {
	var n = new Hh(), r = e.data, i = n.sourceFormat = e.sourceFormat, a = e.startIndex;
	e.seriesLayoutBy !== "column" && Ea("");
	var o = [], s = {}, c = e.dimensionsDefine;
	if (c) L(c, function(e, t) {
		var n = e.name, r = {
			index: t,
			name: n,
			displayName: e.displayName
		};
		o.push(r), n != null && (Y(s, n) && Ea(""), s[n] = r);
	});
	else for (var l = 0; l < e.dimensionsDetectedCount; l++) o.push({ index: l });
	var u = wh(i, Xp);
	t.__isBuiltIn && (n.getRawDataItem = function(e) {
		return u(r, a, o, e);
	}, n.getRawData = V(Wh, null, e)), n.cloneRawData = V(Gh, null, e), n.count = V(Dh(i, Xp), null, r, a, o);
	var d = Ah(i);
	n.retrieveValue = function(e, t) {
		return f(u(r, a, o, e), t);
	};
	var f = n.retrieveValueFromItem = function(e, t) {
		if (e != null) {
			var n = o[t];
			if (n) return d(e, t, n.name);
		}
	};
	return n.getDimensionInfo = V(Kh, null, o, s), n.cloneAllDimensionInfo = V(qh, null, o), n;
}
function Wh(e) {
	var t = e.sourceFormat;
	return Qh(t) || Ea(""), e.data;
}
function Gh(e) {
	var t = e.sourceFormat, n = e.data;
	if (Qh(t) || Ea(""), t === "arrayRows") {
		for (var r = [], i = 0, a = n.length; i < a; i++) r.push(n[i].slice());
		return r;
	}
	if (t === "objectRows") {
		for (var r = [], i = 0, a = n.length; i < a; i++) r.push(P({}, n[i]));
		return r;
	}
}
function Kh(e, t, n) {
	if (n != null) {
		if (se(n) || !isNaN(n) && !Y(t, n)) return e[n];
		if (Y(t, n)) return t[n];
	}
}
function qh(e) {
	return M(e);
}
var Jh = J();
function Yh(e) {
	e = M(e);
	var t = e.type, n = "";
	t || Ea(n);
	var r = t.split(":");
	r.length !== 2 && Ea(n);
	var i = !1;
	r[0] === "echarts" && (t = r[1], i = !0), e.__isBuiltIn = i, Jh.set(t, e);
}
function Xh(e, t, n) {
	var r = Aa(e), i = r.length;
	i || Ea("");
	for (var a = 0, o = i; a < o; a++) {
		var s = r[a];
		t = Zh(s, t, n, i === 1 ? null : a), a !== o - 1 && (t.length = Math.max(t.length, 1));
	}
	return t;
}
function Zh(e, t, n, r) {
	var i = "";
	t.length || Ea(i), K(e) || Ea(i);
	var a = e.type, o = Jh.get(a);
	o || Ea(i);
	var s = R(t, function(e) {
		return Uh(e, o);
	});
	return R(Aa(o.transform({
		upstream: s[0],
		upstreamList: s,
		config: M(e.config)
	})), function(e, n) {
		var r = "";
		K(e) || Ea(r), e.data || Ea(r), Qh(uh(e.data)) || Ea(r);
		var i, a = t[0];
		if (a && n === 0 && !e.dimensions) {
			var o = a.startIndex;
			o && (e.data = a.data.slice(0, o).concat(e.data)), i = {
				seriesLayoutBy: Xp,
				sourceHeader: o,
				dimensions: a.metaRawOption.dimensions
			};
		} else i = {
			seriesLayoutBy: Xp,
			sourceHeader: 0,
			dimensions: e.dimensions
		};
		return sh(e.data, i, null);
	});
}
function Qh(e) {
	return e === "arrayRows" || e === "objectRows";
}
// node_modules/echarts/lib/data/DataStore.js
var $h = "undefined", eg = typeof Uint32Array === $h ? Array : Uint32Array, tg = typeof Uint16Array === $h ? Array : Uint16Array, ng = typeof Int32Array === $h ? Array : Int32Array, rg = typeof Float64Array === $h ? Array : Float64Array, ig = {
	float: rg,
	int: ng,
	ordinal: Array,
	number: Array,
	time: rg
}, ag;
function og(e) {
	return e > 65535 ? eg : tg;
}
function sg() {
	return [Infinity, -Infinity];
}
function cg(e) {
	var t = e.constructor;
	return t === Array ? e.slice() : new t(e);
}
function lg(e, t, n, r, i) {
	var a = ig[n || "float"];
	if (i) {
		var o = e[t], s = o && o.length;
		if (s !== r) {
			for (var c = new a(r), l = 0; l < s; l++) c[l] = o[l];
			e[t] = c;
		}
	} else e[t] = new a(r);
}
var ug = function() {
	function e() {
		this._chunks = [], this._rawExtent = [], this._extent = [], this._count = 0, this._rawCount = 0, this._calcDimNameToIdx = J();
	}
	return e.prototype.initData = function(e, t, n) {
		this._provider = e, this._chunks = [], this._indices = null, this.getRawIndex = this._getRawIdxIdentity;
		var r = e.getSource(), i = this.defaultDimValueGetter = ag[r.sourceFormat];
		this._dimValueGetter = n || i, this._rawExtent = [], hh(r), this._dimensions = R(t, function(e) {
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
		return r[i] = { type: t }, n.set(e, i), this._chunks[i] = new ig[t || "float"](this._rawCount), this._rawExtent[i] = sg(), i;
	}, e.prototype.collectOrdinalMeta = function(e, t) {
		var n = this._chunks[e], r = this._dimensions[e], i = this._rawExtent, a = r.ordinalOffset || 0, o = n.length;
		a === 0 && (i[e] = sg());
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
			lg(n, c, l.type, s, !0);
		}
		for (var u = [], d = o; d < s; d++) for (var f = d - o, p = 0; p < i; p++) {
			var l = r[p], m = ag.arrayRows.call(this, e[f] || u, l.property, f, p);
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
			s[l] || (s[l] = sg()), lg(i, l, u.type, t, n);
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
			var n = og(this._rawCount);
			e = new n(this.count());
			for (var i = 0; i < e.length; i++) e[i] = i;
		}
		return e;
	}, e.prototype.filter = function(e, t) {
		if (!this._count) return this;
		for (var n = this.clone(), r = n.count(), i = new (og(n._rawCount))(r), a = [], o = e.length, s = 0, c = e[0], l = n._chunks, u = 0; u < r; u++) {
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
		var r = z(e), i = r.length;
		if (!i) return this;
		var a = t.count(), o = new (og(t._rawCount))(a), s = 0, c = r[0], l = e[c][0], u = e[c][1], d = t._chunks, f = !1;
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
		for (var r = e._chunks, i = [], a = t.length, o = e.count(), s = [], c = e._rawExtent, l = 0; l < t.length; l++) c[t[l]] = sg();
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
		var n = this.clone([e], !0), r = n._chunks[e], i = this.count(), a = 0, o = Math.floor(1 / t), s = this.getRawIndex(0), c, l, u, d = new (og(this._rawCount))(Math.min((Math.ceil(i / o) + 2) * 2, i));
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
		for (var n = this.clone([e], !0), r = n._chunks, i = Math.floor(1 / t), a = r[e], o = this.count(), s = new (og(this._rawCount))(Math.ceil(o / i) * 2), c = 0, l = 0; l < o; l += i) {
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
		for (var i = this.clone([e], !0), a = i._chunks, o = [], s = Math.floor(1 / t), c = a[e], l = this.count(), u = i._rawExtent[e] = sg(), d = new (og(this._rawCount))(Math.ceil(l / s)), f = 0, p = 0; p < l; p += s) {
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
		var t = this._chunks[e], n = sg();
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
		var r = new e(), i = this._chunks, a = t && ie(t, function(e, t) {
			return e[t] = !0, e;
		}, {});
		if (a) for (var o = 0; o < i.length; o++) r._chunks[o] = a[o] ? cg(i[o]) : i[o];
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
			return zh(e[r], this._dimensions[r]);
		}
		ag = {
			arrayRows: e,
			objectRows: function(e, t, n, r) {
				return zh(e[t], this._dimensions[r]);
			},
			keyedColumns: e,
			original: function(e, t, n, r) {
				var i = e && (e.value == null ? e : e.value);
				return zh(i instanceof Array ? i[r] : i, this._dimensions[r]);
			},
			typedArray: function(e, t, n, r) {
				return e[r];
			}
		};
	}(), e;
}(), dg = function() {
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
		if (fg(e)) {
			var a = e, o = void 0, s = void 0, c = void 0;
			if (n) {
				var l = t[0];
				l.prepareSource(), c = l.getSource(), o = c.data, s = c.sourceFormat, i = [l._getVersionSign()];
			} else o = a.get("data", !0), s = le(o) ? Jp : Wp, i = [];
			var u = this._getSourceMetaRawOption() || {}, d = c && c.metaRawOption || {}, f = q(u.seriesLayoutBy, d.seriesLayoutBy) || null, p = q(u.sourceHeader, d.sourceHeader), m = q(u.dimensions, d.dimensions);
			r = f !== d.seriesLayoutBy || !!p != !!d.sourceHeader || m ? [sh(o, {
				seriesLayoutBy: f,
				sourceHeader: p,
				dimensions: m
			}, s)] : [];
		} else {
			var h = e;
			if (n) {
				var g = this._applyTransform(t);
				r = g.sourceList, i = g.upstreamSignList;
			} else r = [sh(h.get("source", !0), this._getSourceMetaRawOption(), null)], i = [];
		}
		this._setLocalSource(r, i);
	}, e.prototype._applyTransform = function(e) {
		var t = this._sourceHost, n = t.get("transform", !0), r = t.get("fromTransformResult", !0);
		r != null && e.length !== 1 && pg("");
		var i, a = [], o = [];
		return L(e, function(e) {
			e.prepareSource();
			var t = e.getSource(r || 0);
			r != null && !t && pg(""), a.push(t), o.push(e._getVersionSign());
		}), n ? i = Xh(n, a, { datasetIndex: t.componentIndex }) : r != null && (i = [lh(a[0])]), {
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
			fg(this._sourceHost) && s ? o = s._innerGetDataStore(e, t, n) : (o = new ug(), o.initData(new xh(t, e.length), e)), a[n] = o;
		}
		return o;
	}, e.prototype._getUpstreamSourceManagers = function() {
		var e = this._sourceHost;
		if (fg(e)) {
			var t = tm(e);
			return t ? [t.getSourceManager()] : [];
		}
		return R(nm(e), function(e) {
			return e.getSourceManager();
		});
	}, e.prototype._getSourceMetaRawOption = function() {
		var e = this._sourceHost, t, n, r;
		if (fg(e)) t = e.get("seriesLayoutBy", !0), n = e.get("sourceHeader", !0), r = e.get("dimensions", !0);
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
function fg(e) {
	return e.mainType === "series";
}
function pg(e) {
	throw Error(e);
}
// node_modules/echarts/lib/component/tooltip/tooltipMarkup.js
var mg = "line-height:1";
function hg(e) {
	var t = e.lineHeight;
	return t == null ? mg : "line-height:" + ct(t + "") + "px";
}
function gg(e, t) {
	var n = e.color || "#6e7079", r = e.fontSize || 12, i = e.fontWeight || "400", a = e.color || "#464646", o = e.fontSize || 14, s = e.fontWeight || "900";
	return t === "html" ? {
		nameStyle: "font-size:" + ct(r + "") + "px;color:" + ct(n) + ";font-weight:" + ct(i + ""),
		valueStyle: "font-size:" + ct(o + "") + "px;color:" + ct(a) + ";font-weight:" + ct(s + "")
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
var _g = [
	0,
	10,
	20,
	30
], vg = [
	"",
	"\n",
	"\n\n",
	"\n\n\n"
];
function yg(e, t) {
	return t.type = e, t;
}
function bg(e) {
	return e.type === "section";
}
function xg(e) {
	return bg(e) ? Cg : wg;
}
function Sg(e) {
	if (bg(e)) {
		var t = 0, n = e.blocks.length, r = n > 1 || n > 0 && !e.noHeader;
		return L(e.blocks, function(e) {
			var n = Sg(e);
			n >= t && (t = n + +(r && (!n || bg(e) && !e.noHeader)));
		}), t;
	}
	return 0;
}
function Cg(e, t, n, r) {
	var i = t.noHeader, a = Eg(Sg(t)), o = [], s = t.blocks || [];
	ve(!s || U(s)), s = s || [];
	var c = e.orderMode;
	if (t.sortBlocks && c) {
		s = s.slice();
		var l = {
			valueAsc: "asc",
			valueDesc: "desc"
		};
		if (Y(l, c)) {
			var u = new Vh(l[c], null);
			s.sort(function(e, t) {
				return u.evaluate(e.sortParam, t.sortParam);
			});
		} else c === "seriesDesc" && s.reverse();
	}
	L(s, function(n, i) {
		var s = t.valueFormatter, c = xg(n)(s ? P(P({}, e), { valueFormatter: s }) : e, n, i > 0 ? a.html : 0, r);
		c != null && o.push(c);
	});
	var d = e.renderMode === "richText" ? o.join(a.richText) : Dg(r, o.join(""), i ? n : a.html);
	if (i) return d;
	var f = bp(t.header, "ordinal", e.useUTC), p = gg(r, e.renderMode).nameStyle, m = hg(r);
	return e.renderMode === "richText" ? Ag(e, f, p) + a.richText + d : Dg(r, "<div style=\"" + p + ";" + m + ";\">" + ct(f) + "</div>" + d, n);
}
function wg(e, t, n, r) {
	var i = e.renderMode, a = t.noName, o = t.noValue, s = !t.markerType, c = t.name, l = e.useUTC, u = t.valueFormatter || e.valueFormatter || function(e) {
		return e = U(e) ? e : [e], R(e, function(e, t) {
			return bp(e, U(p) ? p[t] : p, l);
		});
	};
	if (!(a && o)) {
		var d = s ? "" : e.markupStyleCreator.makeTooltipMarker(t.markerType, t.markerColor || "#333", i), f = a ? "" : bp(c, "ordinal", l), p = t.valueType, m = o ? [] : u(t.value, t.dataIndex), h = !s || !a, g = !s && a, _ = gg(r, i), v = _.nameStyle, y = _.valueStyle;
		return i === "richText" ? (s ? "" : d) + (a ? "" : Ag(e, f, v)) + (o ? "" : jg(e, m, h, g, y)) : Dg(r, (s ? "" : d) + (a ? "" : Og(f, !s, v)) + (o ? "" : kg(m, h, g, y)), n);
	}
}
function Tg(e, t, n, r, i, a) {
	if (e) return xg(e)({
		useUTC: i,
		renderMode: n,
		orderMode: r,
		markupStyleCreator: t,
		valueFormatter: e.valueFormatter
	}, e, 0, a);
}
function Eg(e) {
	return {
		html: _g[e],
		richText: vg[e]
	};
}
function Dg(e, t, n) {
	var r = "<div style=\"clear:both\"></div>", i = "margin: " + n + "px 0 0", a = hg(e);
	return "<div style=\"" + i + ";" + a + ";\">" + t + r + "</div>";
}
function Og(e, t, n) {
	var r = t ? "margin-left:2px" : "";
	return "<span style=\"" + n + ";" + r + "\">" + ct(e) + "</span>";
}
function kg(e, t, n, r) {
	var i = t ? "float:right;margin-left:" + (n ? "10px" : "20px") : "";
	return e = U(e) ? e : [e], "<span style=\"" + i + ";" + r + "\">" + R(e, function(e) {
		return ct(e);
	}).join("&nbsp;&nbsp;") + "</span>";
}
function Ag(e, t, n) {
	return e.markupStyleCreator.wrapRichTextStyle(t, n);
}
function jg(e, t, n, r, i) {
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
function Mg(e, t) {
	var n = e.getData().getItemVisual(t, "style")[e.visualDrawType];
	return Tp(n);
}
function Ng(e, t) {
	return e.get("padding") ?? (t === "richText" ? [8, 10] : 10);
}
var Pg = function() {
	function e() {
		this.richTextStyles = {}, this._nextStyleNameId = Ca();
	}
	return e.prototype._generateStyleName = function() {
		return "__EC_aUTo_" + this._nextStyleNameId++;
	}, e.prototype.makeTooltipMarker = function(e, t, n) {
		var r = n === "richText" ? this._generateStyleName() : null, i = wp({
			color: t,
			type: e,
			renderMode: n,
			markerId: r
		});
		return G(i) ? i : (this.richTextStyles[r] = i.style, i.content);
	}, e.prototype.wrapRichTextStyle = function(e, t) {
		var n = {};
		U(t) ? L(t, function(e) {
			return P(n, e);
		}) : P(n, t);
		var r = this._generateStyleName();
		return this.richTextStyles[r] = n, "{" + r + "|" + e + "}";
	}, e;
}();
// node_modules/echarts/lib/component/tooltip/seriesFormatTooltip.js
function Fg(e) {
	var t = e.series, n = e.dataIndex, r = e.multipleSeries, i = t.getData(), a = i.mapDimensionsAll("defaultedTooltip"), o = a.length, s = t.getRawValue(n), c = U(s), l = Mg(t, n), u, d, f, p;
	if (o > 1 || c && !o) {
		var m = Ig(s, t, n, a, l);
		u = m.inlineValues, d = m.inlineValueTypes, f = m.blocks, p = m.inlineValues[0];
	} else if (o) {
		var h = i.getDimensionInfo(a[0]);
		p = u = Mh(i, n, a[0]), d = h.type;
	} else p = u = c ? s[0] : s;
	var g = Ga(t), _ = g && t.name || "", v = i.getName(n), y = r ? _ : v;
	return yg("section", {
		header: _,
		noHeader: r || !g,
		sortParam: p,
		blocks: [yg("nameValue", {
			markerType: "item",
			markerColor: l,
			name: y,
			noName: !ye(y),
			value: u,
			valueType: d,
			dataIndex: n
		})].concat(f || [])
	});
}
function Ig(e, t, n, r, i) {
	var a = t.getData(), o = ie(e, function(e, t, n) {
		var r = a.getDimensionInfo(n);
		return e = e || r && r.tooltip !== !1 && r.displayName != null;
	}, !1), s = [], c = [], l = [];
	r.length ? L(r, function(e) {
		u(Mh(a, n, e), e);
	}) : L(e, u);
	function u(e, t) {
		var n = a.getDimensionInfo(t);
		n && n.otherDims.tooltip !== !1 && (o ? l.push(yg("nameValue", {
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
var Lg = Za();
function Rg(e, t) {
	return e.getName(t) || e.getId(t);
}
var zg = function(e) {
	c(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t._selectedDataIndicesMap = {}, t;
	}
	return t.prototype.init = function(e, t, n) {
		this.seriesIndex = this.componentIndex, this.dataTask = Ih({
			count: Hg,
			reset: Ug
		}), this.dataTask.context = { model: this }, this.mergeDefaultAndTheme(e, n), (Lg(this).sourceManager = new dg(this)).prepareSource();
		var r = this.getInitialData(e, n);
		Gg(r, this), this.dataTask.context.data = r, Lg(this).dataBeforeProcessed = r, Bg(this), this._initSelectedMapFromData(r);
	}, t.prototype.mergeDefaultAndTheme = function(e, t) {
		var n = Np(this), r = n ? Fp(e) : {}, i = this.subType;
		Rp.hasClass(i) && (i += "Series"), N(e, t.getTheme().get(this.subType)), N(e, this.getDefaultOption()), ja(e, "label", ["show"]), this.fillDataTextStyle(e.data), n && Pp(e, r, n);
	}, t.prototype.mergeOption = function(e, t) {
		e = N(this.option, e, !0), this.fillDataTextStyle(e.data);
		var n = Np(this);
		n && Pp(this.option, e, n);
		var r = Lg(this).sourceManager;
		r.dirty(), r.prepareSource();
		var i = this.getInitialData(e, t);
		Gg(i, this), this.dataTask.dirty(), this.dataTask.context.data = i, Lg(this).dataBeforeProcessed = i, Bg(this), this._initSelectedMapFromData(i);
	}, t.prototype.fillDataTextStyle = function(e) {
		if (e && !le(e)) for (var t = ["show"], n = 0; n < e.length; n++) e[n] && e[n].label && ja(e[n], "label", t);
	}, t.prototype.getInitialData = function(e, t) {}, t.prototype.appendData = function(e) {
		this.getRawData().appendData(e.data);
	}, t.prototype.getData = function(e) {
		var t = qg(this);
		if (t) {
			var n = t.context.data;
			return e == null || !n.getLinkedData ? n : n.getLinkedData(e);
		}
		return Lg(this).data;
	}, t.prototype.getAllData = function() {
		var e = this.getData();
		return e && e.getLinkedDataAll ? e.getLinkedDataAll() : [{ data: e }];
	}, t.prototype.setData = function(e) {
		var t = qg(this);
		if (t) {
			var n = t.context;
			n.outputData = e, t !== this.dataTask && (n.data = e);
		}
		Lg(this).data = e;
	}, t.prototype.getEncode = function() {
		var e = this.get("encode", !0);
		if (e) return J(e);
	}, t.prototype.getSourceManager = function() {
		return Lg(this).sourceManager;
	}, t.prototype.getSource = function() {
		return this.getSourceManager().getSource();
	}, t.prototype.getRawData = function() {
		return Lg(this).dataBeforeProcessed;
	}, t.prototype.getColorBy = function() {
		return this.get("colorBy") || "series";
	}, t.prototype.isColorBySeries = function() {
		return this.getColorBy() === "series";
	}, t.prototype.getBaseAxis = function() {
		var e = this.coordinateSystem;
		return e && e.getBaseAxis && e.getBaseAxis();
	}, t.prototype.formatTooltip = function(e, t, n) {
		return Fg({
			series: this,
			dataIndex: e,
			multipleSeries: t
		});
	}, t.prototype.isAnimationEnabled = function() {
		var e = this.ecModel;
		if (u.node && !(e && e.ssr)) return !1;
		var t = this.getShallow("animation");
		return t && this.getData().count() > this.getShallow("animationThreshold") && (t = !1), !!t;
	}, t.prototype.restoreData = function() {
		this.dataTask.dirty();
	}, t.prototype.getColorFromPalette = function(e, t, n) {
		var r = this.ecModel, i = cm.prototype.getColorFromPalette.call(this, e, t, n);
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
				var o = e[a], s = Rg(i, o);
				n[s] = !1, this._selectedDataIndicesMap[s] = -1;
			}
		}
	}, t.prototype.toggleSelect = function(e, t) {
		for (var n = [], r = 0; r < e.length; r++) n[0] = e[r], this.isSelected(e[r], t) ? this.unselect(n, t) : this.select(n, t);
	}, t.prototype.getSelectedDataIndices = function() {
		if (this.option.selectedMap === "all") return [].slice.call(this.getData().getIndices());
		for (var e = this._selectedDataIndicesMap, t = z(e), n = [], r = 0; r < t.length; r++) {
			var i = e[t[r]];
			i >= 0 && n.push(i);
		}
		return n;
	}, t.prototype.isSelected = function(e, t) {
		var n = this.option.selectedMap;
		if (!n) return !1;
		var r = this.getData(t);
		return (n === "all" || n[Rg(r, e)]) && !r.getItemModel(e).get(["select", "disabled"]);
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
					var l = t[c], u = Rg(e, l);
					s[u] = !0, this._selectedDataIndicesMap[u] = e.getRawIndex(l);
				}
			} else if (a === "single" || a === !0) {
				var d = t[o - 1], u = Rg(e, d);
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
		return Rp.registerClass(e);
	}, t.protoInitialize = function() {
		var e = t.prototype;
		e.type = "series.__base__", e.seriesIndex = 0, e.ignoreStyleOnData = !1, e.hasSymbolVisual = !1, e.defaultSymbol = "circle", e.visualStyleAccessPath = "itemStyle", e.visualDrawType = "fill";
	}(), t;
}(Rp);
ne(zg, Ph), ne(zg, cm), _o(zg, Rp);
function Bg(e) {
	var t = e.name;
	Ga(e) || (e.name = Vg(e) || t);
}
function Vg(e) {
	var t = e.getRawData(), n = t.mapDimensionsAll("seriesName"), r = [];
	return L(n, function(e) {
		var n = t.getDimensionInfo(e);
		n.displayName && r.push(n.displayName);
	}), r.join(" ");
}
function Hg(e) {
	return e.model.getRawData().count();
}
function Ug(e) {
	var t = e.model;
	return t.setData(t.getRawData().cloneShallow()), Wg;
}
function Wg(e, t) {
	t.outputData && e.end > t.outputData.count() && t.model.getRawData().cloneShallow(t.outputData);
}
function Gg(e, t) {
	L(De(e.CHANGABLE_METHODS, e.DOWNSAMPLE_METHODS), function(n) {
		e.wrapMethod(n, H(Kg, t));
	});
}
function Kg(e, t) {
	var n = qg(e);
	return n && n.setOutputEnd((t || this).count()), t;
}
function qg(e) {
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
var Jg = function() {
	function e() {
		this.group = new Ji(), this.uid = Cf("viewComponent");
	}
	return e.prototype.init = function(e, t) {}, e.prototype.render = function(e, t, n, r) {}, e.prototype.dispose = function(e, t) {}, e.prototype.updateView = function(e, t, n, r) {}, e.prototype.updateLayout = function(e, t, n, r) {}, e.prototype.updateVisual = function(e, t, n, r) {}, e.prototype.toggleBlurSeries = function(e, t, n) {}, e.prototype.eachRendered = function(e) {
		var t = this.group;
		t && t.traverse(e);
	}, e;
}();
ho(Jg), So(Jg);
// node_modules/echarts/lib/chart/helper/createRenderPlanner.js
function Yg() {
	var e = Za();
	return function(t) {
		var n = e(t), r = t.pipelineContext, i = !!n.large, a = !!n.progressiveRender, o = n.large = !!(r && r.large), s = n.progressiveRender = !!(r && r.progressiveRender);
		return (i !== o || a !== s) && "reset";
	};
}
// node_modules/echarts/lib/view/Chart.js
var Xg = Za(), Zg = Yg(), Qg = function() {
	function e() {
		this.group = new Ji(), this.uid = Cf("viewChart"), this.renderTask = Ih({
			plan: t_,
			reset: n_
		}), this.renderTask.context = { view: this };
	}
	return e.prototype.init = function(e, t) {}, e.prototype.render = function(e, t, n, r) {}, e.prototype.highlight = function(e, t, n, r) {
		var i = e.getData(r && r.dataType);
		i && e_(i, r, "emphasis");
	}, e.prototype.downplay = function(e, t, n, r) {
		var i = e.getData(r && r.dataType);
		i && e_(i, r, "normal");
	}, e.prototype.remove = function(e, t) {
		this.group.removeAll();
	}, e.prototype.dispose = function(e, t) {}, e.prototype.updateView = function(e, t, n, r) {
		this.render(e, t, n, r);
	}, e.prototype.updateLayout = function(e, t, n, r) {
		this.render(e, t, n, r);
	}, e.prototype.updateVisual = function(e, t, n, r) {
		this.render(e, t, n, r);
	}, e.prototype.eachRendered = function(e) {
		qd(this.group, e);
	}, e.markUpdateMethod = function(e, t) {
		Xg(e).updateMethod = t;
	}, e.protoInitialize = function() {
		var t = e.prototype;
		t.type = "chart";
	}(), e;
}();
function $g(e, t, n) {
	e && Ll(e) && (t === "emphasis" ? fl : pl)(e, n);
}
function e_(e, t, n) {
	var r = Xa(e, t), i = t && t.highlightKey != null ? Rl(t.highlightKey) : null;
	r == null ? e.eachItemGraphicEl(function(e) {
		$g(e, n, i);
	}) : L(Aa(r), function(t) {
		$g(e.getItemGraphicEl(t), n, i);
	});
}
ho(Qg, ["dispose"]), So(Qg);
function t_(e) {
	return Zg(e.model);
}
function n_(e) {
	var t = e.model, n = e.ecModel, r = e.api, i = e.payload, a = t.pipelineContext.progressiveRender, o = e.view, s = i && Xg(i).updateMethod, c = a ? "incrementalPrepareRender" : s && o[s] ? s : "render";
	return c !== "render" && o[c](t, n, r, i), r_[c];
}
var r_ = {
	incrementalPrepareRender: { progress: function(e, t) {
		t.view.incrementalRender(e, t.model, t.ecModel, t.api, t.payload);
	} },
	render: {
		forceFirstProgress: !0,
		progress: function(e, t) {
			t.view.render(t.model, t.ecModel, t.api, t.payload);
		}
	}
}, i_ = "\0__throttleOriginMethod", a_ = "\0__throttleRate", o_ = "\0__throttleType";
function s_(e, t, n) {
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
function c_(e, t, n, r) {
	var i = e[t];
	if (i) {
		var a = i[i_] || i, o = i[o_];
		if (i[a_] !== n || o !== r) {
			if (n == null || !r) return e[t] = a;
			i = e[t] = s_(a, n, r === "debounce"), i[i_] = a, i[o_] = r, i[a_] = n;
		}
		return i;
	}
}
function l_(e, t) {
	var n = e[t];
	n && n[i_] && (n.clear && n.clear(), e[t] = n[i_]);
}
// node_modules/echarts/lib/visual/style.js
var u_ = Za(), d_ = {
	itemStyle: Co(vf, !0),
	lineStyle: Co(hf, !0)
}, f_ = {
	lineStyle: "stroke",
	itemStyle: "fill"
};
function p_(e, t) {
	return e.visualStyleMapper || d_[t] || (console.warn("Unknown style type '" + t + "'."), d_.itemStyle);
}
function m_(e, t) {
	return e.visualDrawType || f_[t] || (console.warn("Unknown style type '" + t + "'."), "fill");
}
var h_ = {
	createOnAllSeries: !0,
	performRawSeries: !0,
	reset: function(e, t) {
		var n = e.getData(), r = e.visualStyleAccessPath || "itemStyle", i = e.getModel(r), a = p_(e, r)(i), o = i.getShallow("decal");
		o && (n.setVisual("decal", o), o.dirty = !0);
		var s = m_(e, r), c = a[s], l = W(c) ? c : null, u = a.fill === "auto" || a.stroke === "auto";
		if (!a[s] || l || u) {
			var d = e.getColorFromPalette(e.name, null, t.getSeriesCount());
			a[s] || (a[s] = d, n.setVisual("colorFromPalette", !0)), a.fill = a.fill === "auto" || W(a.fill) ? d : a.fill, a.stroke = a.stroke === "auto" || W(a.stroke) ? d : a.stroke;
		}
		if (n.setVisual("style", a), n.setVisual("drawType", s), !t.isSeriesFiltered(e) && l) return n.setVisual("colorFromPalette", !1), { dataEach: function(t, n) {
			var r = e.getDataParams(n), i = P({}, a);
			i[s] = l(r), t.setItemVisual(n, "style", i);
		} };
	}
}, g_ = new xf(), __ = {
	createOnAllSeries: !0,
	performRawSeries: !0,
	reset: function(e, t) {
		if (!(e.ignoreStyleOnData || t.isSeriesFiltered(e))) {
			var n = e.getData(), r = e.visualStyleAccessPath || "itemStyle", i = p_(e, r), a = n.getVisual("drawType");
			return { dataEach: n.hasItemOption ? function(e, t) {
				var n = e.getRawDataItem(t);
				if (n && n[r]) {
					g_.option = n[r];
					var o = i(g_);
					P(e.ensureUniqueItemVisual(t, "style"), o), g_.option.decal && (e.setItemVisual(t, "decal", g_.option.decal), g_.option.decal.dirty = !0), a in o && e.setItemVisual(t, "colorFromPalette", !1);
				}
			} : null };
		}
	}
}, v_ = {
	performRawSeries: !0,
	overallReset: function(e) {
		var t = J();
		e.eachSeries(function(e) {
			var n = e.getColorBy();
			if (!e.isColorBySeries()) {
				var r = e.type + "-" + n, i = t.get(r);
				i || (i = {}, t.set(r, i)), u_(e).scope = i;
			}
		}), e.eachSeries(function(t) {
			if (!(t.isColorBySeries() || e.isSeriesFiltered(t))) {
				var n = t.getRawData(), r = {}, i = t.getData(), a = u_(t).scope, o = m_(t, t.visualStyleAccessPath || "itemStyle");
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
}, y_ = Math.PI;
function b_(e, t) {
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
	var n = new Ji(), r = new _c({
		style: { fill: t.maskColor },
		zlevel: t.zlevel,
		z: 1e4
	});
	n.add(r);
	var i = new xc({
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
	}), a = new _c({
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
	return t.showSpinner && (o = new qu({
		shape: {
			startAngle: -y_ / 2,
			endAngle: -y_ / 2 + .1,
			r: t.spinnerRadius
		},
		style: {
			stroke: t.color,
			lineCap: "round",
			lineWidth: t.lineWidth
		},
		zlevel: t.zlevel,
		z: 10001
	}), o.animateShape(!0).when(1e3, { endAngle: y_ * 3 / 2 }).start("circularInOut"), o.animateShape(!0).when(1e3, { startAngle: y_ * 3 / 2 }).delay(300).start("circularInOut"), n.add(o)), n.resize = function() {
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
var x_ = function() {
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
		L(this._allHandlers, function(r) {
			var i = e.get(r.uid) || e.set(r.uid, {});
			ve(!(r.reset && r.overallReset), ""), r.reset && this._createSeriesStageTask(r, i, t, n), r.overallReset && this._createOverallStageTask(r, i, t, n);
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
		var i = this, a = t.seriesTaskMap, o = t.seriesTaskMap = J(), s = e.seriesType, c = e.getTargetSeries;
		e.createOnAllSeries ? n.eachRawSeries(l) : s ? n.eachRawSeriesByType(s, l) : c && c(n, r).each(l);
		function l(t) {
			var s = t.uid, c = o.set(s, a && a.get(s) || Ih({
				plan: E_,
				reset: D_,
				count: A_
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
		var i = this, a = t.overallTask = t.overallTask || Ih({ reset: S_ });
		a.context = {
			ecModel: n,
			api: r,
			overallReset: e.overallReset,
			scheduler: i
		};
		var o = a.agentStubMap, s = a.agentStubMap = J(), c = e.seriesType, l = e.getTargetSeries, u = !0, d = !1;
		ve(!e.createOnAllSeries, ""), c ? n.eachRawSeriesByType(c, f) : l ? l(n, r).each(f) : (u = !1, L(n.getSeries(), f));
		function f(e) {
			var t = e.uid, n = s.set(t, o && o.get(t) || (d = !0, Ih({
				reset: C_,
				onDirty: T_
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
			seriesType: j_(e)
		}), e.uid = Cf("stageHandler"), t && (e.visualType = t), e;
	}, e;
}();
function S_(e) {
	e.overallReset(e.ecModel, e.api, e.payload);
}
function C_(e) {
	return e.overallProgress && w_;
}
function w_() {
	this.agent.dirty(), this.getDownstream().dirty();
}
function T_() {
	this.agent && this.agent.dirty();
}
function E_(e) {
	return e.plan ? e.plan(e.model, e.ecModel, e.api, e.payload) : null;
}
function D_(e) {
	e.useClearVisual && e.data.clearAllVisual();
	var t = e.resetDefines = Aa(e.reset(e.model, e.ecModel, e.api, e.payload));
	return t.length > 1 ? R(t, function(e, t) {
		return k_(t);
	}) : O_;
}
var O_ = k_(0);
function k_(e) {
	return function(t, n) {
		var r = n.data, i = n.resetDefines[e];
		if (i && i.dataEach) for (var a = t.start; a < t.end; a++) i.dataEach(r, a);
		else i && i.progress && i.progress(t, r);
	};
}
function A_(e) {
	return e.data.count();
}
function j_(e) {
	P_ = null;
	try {
		e(M_, N_);
	} catch {}
	return P_;
}
var M_ = {}, N_ = {}, P_;
F_(M_, _m), F_(N_, wm), M_.eachSeriesByType = M_.eachRawSeriesByType = function(e) {
	P_ = e;
}, M_.eachComponent = function(e) {
	e.mainType === "series" && e.subType && (P_ = e.subType);
};
function F_(e, t) {
	for (var n in t.prototype) e[n] = Ae;
}
// node_modules/echarts/lib/theme/light.js
var I_ = [
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
], L_ = {
	color: I_,
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
		I_
	]
}, R_ = "#B9B8CE", z_ = "#100C2A", B_ = function() {
	return {
		axisLine: { lineStyle: { color: R_ } },
		splitLine: { lineStyle: { color: "#484753" } },
		splitArea: { areaStyle: { color: ["rgba(255,255,255,0.02)", "rgba(255,255,255,0.05)"] } },
		minorSplitLine: { lineStyle: { color: "#20203B" } }
	};
}, V_ = [
	"#4992ff",
	"#7cffb2",
	"#fddd60",
	"#ff6e76",
	"#58d9f9",
	"#05c091",
	"#ff8a45",
	"#8d48e3",
	"#dd79ff"
], H_ = {
	darkMode: !0,
	color: V_,
	backgroundColor: z_,
	axisPointer: {
		lineStyle: { color: "#817f91" },
		crossStyle: { color: "#817f91" },
		label: { color: "#fff" }
	},
	legend: {
		textStyle: { color: R_ },
		pageTextStyle: { color: R_ }
	},
	textStyle: { color: R_ },
	title: {
		textStyle: { color: "#EEF1FA" },
		subtextStyle: { color: "#B9B8CE" }
	},
	toolbox: { iconStyle: { borderColor: R_ } },
	dataZoom: {
		borderColor: "#71708A",
		textStyle: { color: R_ },
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
	visualMap: { textStyle: { color: R_ } },
	timeline: {
		lineStyle: { color: R_ },
		label: { color: R_ },
		controlStyle: {
			color: R_,
			borderColor: R_
		}
	},
	calendar: {
		itemStyle: { color: z_ },
		dayLabel: { color: R_ },
		monthLabel: { color: R_ },
		yearLabel: { color: R_ }
	},
	timeAxis: B_(),
	logAxis: B_(),
	valueAxis: B_(),
	categoryAxis: B_(),
	line: { symbol: "circle" },
	graph: { color: V_ },
	gauge: {
		title: { color: R_ },
		axisLine: { lineStyle: { color: [[1, "rgba(207,212,219,0.2)"]] } },
		axisLabel: { color: R_ },
		detail: { color: "#EEF1FA" }
	},
	candlestick: { itemStyle: {
		color: "#f64e56",
		color0: "#54ea92",
		borderColor: "#f64e56",
		borderColor0: "#54ea92"
	} }
};
H_.categoryAxis.splitLine.show = !1;
// node_modules/echarts/lib/util/ECEventProcessor.js
var U_ = function() {
	function e() {}
	return e.prototype.normalizeQuery = function(e) {
		var t = {}, n = {}, r = {};
		if (G(e)) {
			var i = fo(e);
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
}(), W_ = [
	"symbol",
	"symbolSize",
	"symbolRotate",
	"symbolOffset"
], G_ = W_.concat(["symbolKeepAspect"]), K_ = {
	createOnAllSeries: !0,
	performRawSeries: !0,
	reset: function(e, t) {
		var n = e.getData();
		if (e.legendIcon && n.setVisual("legendIcon", e.legendIcon), !e.hasSymbolVisual) return;
		for (var r = {}, i = {}, a = !1, o = 0; o < W_.length; o++) {
			var s = W_[o], c = e.get(s);
			W(c) ? (a = !0, i[s] = c) : r[s] = c;
		}
		if (r.symbol = r.symbol || e.defaultSymbol, n.setVisual(P({
			legendIcon: e.legendIcon || r.symbol,
			symbolKeepAspect: e.get("symbolKeepAspect")
		}, r)), t.isSeriesFiltered(e)) return;
		var l = z(i);
		function u(t, n) {
			for (var r = e.getRawValue(n), a = e.getDataParams(n), o = 0; o < l.length; o++) {
				var s = l[o];
				t.setItemVisual(n, s, i[s](r, a));
			}
		}
		return { dataEach: a ? u : null };
	}
}, q_ = {
	createOnAllSeries: !0,
	performRawSeries: !0,
	reset: function(e, t) {
		if (!e.hasSymbolVisual || t.isSeriesFiltered(e)) return;
		var n = e.getData();
		function r(e, t) {
			for (var n = e.getItemModel(t), r = 0; r < G_.length; r++) {
				var i = G_[r], a = n.getShallow(i, !0);
				a != null && e.setItemVisual(t, i, a);
			}
		}
		return { dataEach: n.hasItemOption ? r : null };
	}
};
// node_modules/echarts/lib/visual/helper.js
function J_(e, t, n) {
	switch (n) {
		case "color": return e.getItemVisual(t, "style")[e.getVisual("drawType")];
		case "opacity": return e.getItemVisual(t, "style").opacity;
		case "symbol":
		case "symbolSize":
		case "liftZ": return e.getItemVisual(t, n);
	}
}
function Y_(e, t) {
	switch (t) {
		case "color": return e.getVisual("style")[e.getVisual("drawType")];
		case "opacity": return e.getVisual("style").opacity;
		case "symbol":
		case "symbolSize":
		case "liftZ": return e.getVisual(t);
	}
}
function X_(e, t, n, r) {
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
function Z_(e, t, n, r, i) {
	var a = e + t;
	n.isSilent(a) || r.eachComponent({
		mainType: "series",
		subType: "pie"
	}, function(e) {
		for (var t = e.seriesIndex, r = e.option.selectedMap, o = i.selected, s = 0; s < o.length; s++) if (o[s].seriesIndex === t) {
			var c = e.getData(), l = Xa(c, i.fromActionPayload);
			n.trigger(a, {
				type: a,
				seriesId: e.id,
				name: U(l) ? c.getName(l[0]) : c.getName(l),
				selected: G(r) ? r : P({}, r)
			});
		}
	});
}
function Q_(e, t, n) {
	e.on("selectchanged", function(e) {
		var r = n.getModel();
		e.isFromClick ? (Z_("map", "selectchanged", t, r, e), Z_("pie", "selectchanged", t, r, e)) : e.fromAction === "select" ? (Z_("map", "selected", t, r, e), Z_("pie", "selected", t, r, e)) : e.fromAction === "unselect" && (Z_("map", "unselected", t, r, e), Z_("pie", "unselected", t, r, e));
	});
}
// node_modules/echarts/lib/util/event.js
function $_(e, t, n) {
	for (var r; e && !(t(e) && (r = e, n));) e = e.__hostTarget || e.parent;
	return r;
}
// node_modules/zrender/lib/core/WeakMap.js
var ev = Math.round(Math.random() * 9), tv = typeof Object.defineProperty == "function", nv = function() {
	function e() {
		this._id = "__ec_inner_" + ev++;
	}
	return e.prototype.get = function(e) {
		return this._guard(e)[this._id];
	}, e.prototype.set = function(e, t) {
		var n = this._guard(e);
		return tv ? Object.defineProperty(n, this._id, {
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
}(), rv = Z.extend({
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
}), iv = {
	line: Vu,
	rect: _c,
	roundRect: _c,
	square: _c,
	circle: du,
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
	triangle: rv
}, av = {
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
}, ov = {};
L(iv, function(e, t) {
	ov[t] = new e();
});
var sv = Z.extend({
	type: "symbol",
	shape: {
		symbolType: "",
		x: 0,
		y: 0,
		width: 0,
		height: 0
	},
	calculateTextPosition: function(e, t, n) {
		var r = Pi(e, t, n), i = this.shape;
		return i && i.symbolType === "pin" && t.position === "inside" && (r.y = n.y + n.height * .4), r;
	},
	buildPath: function(e, t, n) {
		var r = t.symbolType;
		if (r !== "none") {
			var i = ov[r];
			i || (r = "rect", i = ov[r]), av[r](t.x, t.y, t.width, t.height, i.shape), i.buildPath(e, i.shape, n);
		}
	}
});
function cv(e, t) {
	if (this.type !== "image") {
		var n = this.style;
		this.__isEmptyBrush ? (n.stroke = e, n.fill = t || "#fff", n.lineWidth = 2) : this.shape.symbolType === "line" ? n.stroke = e : n.fill = e, this.markRedraw();
	}
}
function lv(e, t, n, r, i, a, o) {
	var s = e.indexOf("empty") === 0;
	s && (e = e.substr(5, 1).toLowerCase() + e.substr(6));
	var c = e.indexOf("image://") === 0 ? Td(e.slice(8), new X(t, n, r, i), o ? "center" : "cover") : e.indexOf("path://") === 0 ? wd(e.slice(7), {}, new X(t, n, r, i), o ? "center" : "cover") : new sv({ shape: {
		symbolType: e,
		x: t,
		y: n,
		width: r,
		height: i
	} });
	return c.__isEmptyBrush = s, c.setColor = cv, a && c.setColor(a), c;
}
function uv(e) {
	return U(e) || (e = [+e, +e]), [e[0] || 0, e[1] || 0];
}
function dv(e, t) {
	if (e != null) return U(e) || (e = [e, e]), [oa(e[0], t[0]) || 0, oa(q(e[1], e[0]), t[1]) || 0];
}
// node_modules/zrender/lib/canvas/helper.js
function fv(e) {
	return isFinite(e);
}
function pv(e, t, n) {
	var r = t.x == null ? 0 : t.x, i = t.x2 == null ? 1 : t.x2, a = t.y == null ? 0 : t.y, o = t.y2 == null ? 0 : t.y2;
	return t.global || (r = r * n.width + n.x, i = i * n.width + n.x, a = a * n.height + n.y, o = o * n.height + n.y), r = fv(r) ? r : 0, i = fv(i) ? i : 1, a = fv(a) ? a : 0, o = fv(o) ? o : 0, e.createLinearGradient(r, a, i, o);
}
function mv(e, t, n) {
	var r = n.width, i = n.height, a = Math.min(r, i), o = t.x == null ? .5 : t.x, s = t.y == null ? .5 : t.y, c = t.r == null ? .5 : t.r;
	return t.global || (o = o * r + n.x, s = s * i + n.y, c *= a), o = fv(o) ? o : .5, s = fv(s) ? s : .5, c = c >= 0 && fv(c) ? c : .5, e.createRadialGradient(o, s, 0, o, s, c);
}
function hv(e, t, n) {
	for (var r = t.type === "radial" ? mv(e, t, n) : pv(e, t, n), i = t.colorStops, a = 0; a < i.length; a++) r.addColorStop(i[a].offset, i[a].color);
	return r;
}
function gv(e, t) {
	if (e === t || !e && !t) return !1;
	if (!e || !t || e.length !== t.length) return !0;
	for (var n = 0; n < e.length; n++) if (e[n] !== t[n]) return !0;
	return !1;
}
function _v(e) {
	return parseInt(e, 10);
}
function vv(e, t, n) {
	var r = ["width", "height"][t], i = ["clientWidth", "clientHeight"][t], a = ["paddingLeft", "paddingTop"][t], o = ["paddingRight", "paddingBottom"][t];
	if (n[r] != null && n[r] !== "auto") return parseFloat(n[r]);
	var s = document.defaultView.getComputedStyle(e);
	return (e[i] || _v(s[r]) || _v(e.style[r])) - (_v(s[a]) || 0) - (_v(s[o]) || 0) | 0;
}
// node_modules/zrender/lib/canvas/dashStyle.js
function yv(e, t) {
	return !e || e === "solid" || !(t > 0) ? null : e === "dashed" ? [4 * t, 2 * t] : e === "dotted" ? [t] : se(e) ? [e] : U(e) ? e : null;
}
function bv(e) {
	var t = e.style, n = t.lineDash && t.lineWidth > 0 && yv(t.lineDash, t.lineWidth), r = t.lineDashOffset;
	if (n) {
		var i = t.strokeNoScale && e.getLineScale ? e.getLineScale() : 1;
		i && i !== 1 && (n = R(n, function(e) {
			return e / i;
		}), r /= i);
	}
	return [n, r];
}
// node_modules/zrender/lib/canvas/graphic.js
var xv = new Ns(!0);
function Sv(e) {
	var t = e.stroke;
	return !(t == null || t === "none" || !(e.lineWidth > 0));
}
function Cv(e) {
	return typeof e == "string" && e !== "none";
}
function wv(e) {
	var t = e.fill;
	return t != null && t !== "none";
}
function Tv(e, t) {
	if (t.fillOpacity != null && t.fillOpacity !== 1) {
		var n = e.globalAlpha;
		e.globalAlpha = t.fillOpacity * t.opacity, e.fill(), e.globalAlpha = n;
	} else e.fill();
}
function Ev(e, t) {
	if (t.strokeOpacity != null && t.strokeOpacity !== 1) {
		var n = e.globalAlpha;
		e.globalAlpha = t.strokeOpacity * t.opacity, e.stroke(), e.globalAlpha = n;
	} else e.stroke();
}
function Dv(e, t, n) {
	var r = Oo(t.image, t.__image, n);
	if (Ao(r)) {
		var i = e.createPattern(r, t.repeat || "repeat");
		if (typeof DOMMatrix == "function" && i && i.setTransform) {
			var a = new DOMMatrix();
			a.translateSelf(t.x || 0, t.y || 0), a.rotateSelf(0, 0, (t.rotation || 0) * je), a.scaleSelf(t.scaleX || 1, t.scaleY || 1), i.setTransform(a);
		}
		return i;
	}
}
function Ov(e, t, n, r) {
	var i, a = Sv(n), o = wv(n), s = n.strokePercent, c = s < 1, l = !t.path;
	(!t.silent || c) && l && t.createPathProxy();
	var u = t.path || xv, d = t.__dirty;
	if (!r) {
		var f = n.fill, p = n.stroke, m = o && !!f.colorStops, h = a && !!p.colorStops, g = o && !!f.image, _ = a && !!p.image, v = void 0, y = void 0, b = void 0, x = void 0, S = void 0;
		(m || h) && (S = t.getBoundingRect()), m && (v = d ? hv(e, f, S) : t.__canvasFillGradient, t.__canvasFillGradient = v), h && (y = d ? hv(e, p, S) : t.__canvasStrokeGradient, t.__canvasStrokeGradient = y), g && (b = d || !t.__canvasFillPattern ? Dv(e, f, t) : t.__canvasFillPattern, t.__canvasFillPattern = b), _ && (x = d || !t.__canvasStrokePattern ? Dv(e, p, t) : t.__canvasStrokePattern, t.__canvasStrokePattern = b), m ? e.fillStyle = v : g && (b ? e.fillStyle = b : o = !1), h ? e.strokeStyle = y : _ && (x ? e.strokeStyle = x : a = !1);
	}
	var C = t.getGlobalScale();
	u.setScale(C[0], C[1], t.segmentIgnoreThreshold);
	var w, T;
	e.setLineDash && n.lineDash && (i = bv(t), w = i[0], T = i[1]);
	var E = !0;
	(l || d & 4) && (u.setDPR(e.dpr), c ? u.setContext(null) : (u.setContext(e), E = !1), u.reset(), t.buildPath(u, t.shape, r), u.toStatic(), t.pathUpdated()), E && u.rebuildPath(e, c ? s : 1), w && (e.setLineDash(w), e.lineDashOffset = T), r || (n.strokeFirst ? (a && Ev(e, n), o && Tv(e, n)) : (o && Tv(e, n), a && Ev(e, n))), w && e.setLineDash([]);
}
function kv(e, t, n) {
	var r = t.__image = Oo(n.image, t.__image, t, t.onload);
	if (r && Ao(r)) {
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
function Av(e, t, n) {
	var r, i = n.text;
	if (i != null && (i += ""), i) {
		e.font = n.font || "12px sans-serif", e.textAlign = n.textAlign, e.textBaseline = n.textBaseline;
		var a = void 0, o = void 0;
		e.setLineDash && n.lineDash && (r = bv(t), a = r[0], o = r[1]), a && (e.setLineDash(a), e.lineDashOffset = o), n.strokeFirst ? (Sv(n) && e.strokeText(i, n.x, n.y), wv(n) && e.fillText(i, n.x, n.y)) : (wv(n) && e.fillText(i, n.x, n.y), Sv(n) && e.strokeText(i, n.x, n.y)), a && e.setLineDash([]);
	}
}
var jv = [
	"shadowBlur",
	"shadowOffsetX",
	"shadowOffsetY"
], Mv = [
	["lineCap", "butt"],
	["lineJoin", "miter"],
	["miterLimit", 10]
];
function Nv(e, t, n, r, i) {
	var a = !1;
	if (!r && (n = n || {}, t === n)) return !1;
	if (r || t.opacity !== n.opacity) {
		Wv(e, i), a = !0;
		var o = Math.max(Math.min(t.opacity, 1), 0);
		e.globalAlpha = isNaN(o) ? qo.opacity : o;
	}
	(r || t.blend !== n.blend) && (a || (Wv(e, i), a = !0), e.globalCompositeOperation = t.blend || qo.blend);
	for (var s = 0; s < jv.length; s++) {
		var c = jv[s];
		(r || t[c] !== n[c]) && (a || (Wv(e, i), a = !0), e[c] = e.dpr * (t[c] || 0));
	}
	return (r || t.shadowColor !== n.shadowColor) && (a || (Wv(e, i), a = !0), e.shadowColor = t.shadowColor || qo.shadowColor), a;
}
function Pv(e, t, n, r, i) {
	var a = Gv(t, i.inHover), o = r ? null : n && Gv(n, i.inHover) || {};
	if (a === o) return !1;
	var s = Nv(e, a, o, r, i);
	if ((r || a.fill !== o.fill) && (s || (Wv(e, i), s = !0), Cv(a.fill) && (e.fillStyle = a.fill)), (r || a.stroke !== o.stroke) && (s || (Wv(e, i), s = !0), Cv(a.stroke) && (e.strokeStyle = a.stroke)), (r || a.opacity !== o.opacity) && (s || (Wv(e, i), s = !0), e.globalAlpha = a.opacity == null ? 1 : a.opacity), t.hasStroke()) {
		var c = a.lineWidth / (a.strokeNoScale && t.getLineScale ? t.getLineScale() : 1);
		e.lineWidth !== c && (s || (Wv(e, i), s = !0), e.lineWidth = c);
	}
	for (var l = 0; l < Mv.length; l++) {
		var u = Mv[l], d = u[0];
		(r || a[d] !== o[d]) && (s || (Wv(e, i), s = !0), e[d] = a[d] || u[1]);
	}
	return s;
}
function Fv(e, t, n, r, i) {
	return Nv(e, Gv(t, i.inHover), n && Gv(n, i.inHover), r, i);
}
function Iv(e, t) {
	var n = t.transform, r = e.dpr || 1;
	n ? e.setTransform(r * n[0], r * n[1], r * n[2], r * n[3], r * n[4], r * n[5]) : e.setTransform(r, 0, 0, r, 0, 0);
}
function Lv(e, t, n) {
	for (var r = !1, i = 0; i < e.length; i++) {
		var a = e[i];
		r = r || a.isZeroArea(), Iv(t, a), t.beginPath(), a.buildPath(t, a.shape), t.clip();
	}
	n.allClipped = r;
}
function Rv(e, t) {
	return e && t ? e[0] !== t[0] || e[1] !== t[1] || e[2] !== t[2] || e[3] !== t[3] || e[4] !== t[4] || e[5] !== t[5] : !(!e && !t);
}
var zv = 1, Bv = 2, Vv = 3, Hv = 4;
function Uv(e) {
	var t = wv(e), n = Sv(e);
	return !(e.lineDash || !(+t ^ n) || t && typeof e.fill != "string" || n && typeof e.stroke != "string" || e.strokePercent < 1 || e.strokeOpacity < 1 || e.fillOpacity < 1);
}
function Wv(e, t) {
	t.batchFill && e.fill(), t.batchStroke && e.stroke(), t.batchFill = "", t.batchStroke = "";
}
function Gv(e, t) {
	return t && e.__hoverStyle || e.style;
}
function Kv(e, t) {
	qv(e, t, {
		inHover: !1,
		viewWidth: 0,
		viewHeight: 0
	}, !0);
}
function qv(e, t, n, r) {
	var i = t.transform;
	if (!t.shouldBePainted(n.viewWidth, n.viewHeight, !1, !1)) t.__dirty &= -2, t.__isRendered = !1;
	else {
		var a = t.__clipPaths, o = n.prevElClipPaths, s = !1, c = !1;
		if ((!o || gv(a, o)) && (o && o.length && (Wv(e, n), e.restore(), c = s = !0, n.prevElClipPaths = null, n.allClipped = !1, n.prevEl = null), a && a.length && (Wv(e, n), e.save(), Lv(a, e, n), s = !0), n.prevElClipPaths = a), n.allClipped) t.__isRendered = !1;
		else {
			t.beforeBrush && t.beforeBrush(), t.innerBeforeBrush();
			var l = n.prevEl;
			l || (c = s = !0);
			var u = t instanceof Z && t.autoBatch && Uv(t.style);
			s || Rv(i, l.transform) ? (Wv(e, n), Iv(e, t)) : u || Wv(e, n);
			var d = Gv(t, n.inHover);
			t instanceof Z ? (n.lastDrawType !== zv && (c = !0, n.lastDrawType = zv), Pv(e, t, l, c, n), u && (n.batchFill || n.batchStroke) || e.beginPath(), Ov(e, t, d, u), u && (n.batchFill = d.fill || "", n.batchStroke = d.stroke || "")) : t instanceof ac ? (n.lastDrawType !== Vv && (c = !0, n.lastDrawType = Vv), Pv(e, t, l, c, n), Av(e, t, d)) : t instanceof lc ? (n.lastDrawType !== Bv && (c = !0, n.lastDrawType = Bv), Fv(e, t, l, c, n), kv(e, t, d)) : t.getTemporalDisplayables && (n.lastDrawType !== Hv && (c = !0, n.lastDrawType = Hv), Jv(e, t, n)), u && r && Wv(e, n), t.innerAfterBrush(), t.afterBrush && t.afterBrush(), n.prevEl = t, t.__dirty = 0, t.__isRendered = !0;
		}
	}
}
function Jv(e, t, n) {
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
		c.beforeBrush && c.beforeBrush(), c.innerBeforeBrush(), qv(e, c, a, o === s - 1), c.innerAfterBrush(), c.afterBrush && c.afterBrush(), a.prevEl = c;
	}
	for (var l = 0, u = i.length; l < u; l++) {
		var c = i[l];
		c.beforeBrush && c.beforeBrush(), c.innerBeforeBrush(), qv(e, c, a, l === u - 1), c.innerAfterBrush(), c.afterBrush && c.afterBrush(), a.prevEl = c;
	}
	t.clearTemporalDisplayables(), t.notClear = !0, e.restore();
}
// node_modules/echarts/lib/util/decal.js
var Yv = new nv(), Xv = new Kn(100), Zv = [
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
function Qv(e, t) {
	if (e === "none") return null;
	var n = t.getDevicePixelRatio(), r = t.getZr(), i = r.painter.type === "svg";
	e.dirty && Yv.delete(e);
	var a = Yv.get(e);
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
	return c(s), s.rotation = o.rotation, s.scaleX = s.scaleY = i ? 1 : 1 / n, Yv.set(e, s), e.dirty = !1, s;
	function c(e) {
		for (var t = [n], a = !0, s = 0; s < Zv.length; ++s) {
			var c = o[Zv[s]];
			if (c != null && !U(c) && !G(c) && !se(c) && typeof c != "boolean") {
				a = !1;
				break;
			}
			t.push(c);
		}
		var l;
		if (a) {
			l = t.join(",") + (i ? "-svg" : "");
			var u = Xv.get(l);
			u && (i ? e.svgElement = u : e.image = u);
		}
		var d = ey(o.dashArrayX), f = ty(o.dashArrayY), p = $v(o.symbol), m = ny(d), h = ry(f), g = !i && v.createCanvas(), _ = i && {
			tag: "g",
			attrs: {},
			key: "dcl",
			children: []
		}, y = x(), b;
		g && (g.width = y.width * n, g.height = y.height * n, b = g.getContext("2d")), S(), a && Xv.put(l, g || _), e.image = g, e.svgElement = _, e.svgWidth = y.width, e.svgHeight = y.height;
		function x() {
			for (var e = 1, t = 0, n = m.length; t < n; ++t) e = Ta(e, m[t]);
			for (var r = 1, t = 0, n = p.length; t < n; ++t) r = Ta(r, p[t].length);
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
					for (var u = c / 2 % p.length, m = 0, v = 0, x = 0; m < y.width * 2;) {
						for (var S = 0, t = 0; t < d[l].length; ++t) S += d[l][t];
						if (S <= 0) break;
						if (v % 2 == 0) {
							var C = (1 - o.symbolSize) * .5, w = m + d[l][v] * C, T = a + f[s] * C, E = d[l][v] * o.symbolSize, D = f[s] * o.symbolSize, O = x / 2 % p[u].length;
							k(w, T, E, D, p[u][O]);
						}
						m += d[l][v], ++x, ++v, v === d[l].length && (v = 0);
					}
					++l, l === d.length && (l = 0);
				}
				a += f[s], ++c, ++s, s === f.length && (s = 0);
			}
			function k(e, t, a, s, c) {
				var l = i ? 1 : n, u = lv(c, e * l, t * l, a * l, s * l, o.color, o.symbolKeepAspect);
				if (i) {
					var d = r.painter.renderOneToVNode(u);
					d && _.children.push(d);
				} else Kv(b, u);
			}
		}
	}
}
function $v(e) {
	if (!e || e.length === 0) return [["rect"]];
	if (G(e)) return [[e]];
	for (var t = !0, n = 0; n < e.length; ++n) if (!G(e[n])) {
		t = !1;
		break;
	}
	if (t) return $v([e]);
	for (var r = [], n = 0; n < e.length; ++n) G(e[n]) ? r.push([e[n]]) : r.push(e[n]);
	return r;
}
function ey(e) {
	if (!e || e.length === 0) return [[0, 0]];
	if (se(e)) {
		var t = Math.ceil(e);
		return [[t, t]];
	}
	for (var n = !0, r = 0; r < e.length; ++r) if (!se(e[r])) {
		n = !1;
		break;
	}
	if (n) return ey([e]);
	for (var i = [], r = 0; r < e.length; ++r) if (se(e[r])) {
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
function ty(e) {
	if (!e || typeof e == "object" && e.length === 0) return [0, 0];
	if (se(e)) {
		var t = Math.ceil(e);
		return [t, t];
	}
	var n = R(e, function(e) {
		return Math.ceil(e);
	});
	return e.length % 2 ? n.concat(n) : n;
}
function ny(e) {
	return R(e, function(e) {
		return ry(e);
	});
}
function ry(e) {
	for (var t = 0, n = 0; n < e.length; ++n) t += e[n];
	return e.length % 2 == 1 ? t * 2 : t;
}
// node_modules/echarts/lib/visual/decal.js
function iy(e, t) {
	e.eachRawSeries(function(n) {
		if (!e.isSeriesFiltered(n)) {
			var r = n.getData();
			r.hasItemVisual() && r.each(function(e) {
				var n = r.getItemVisual(e, "decal");
				if (n) {
					var i = r.ensureUniqueItemVisual(e, "style");
					i.decal = Qv(n, t);
				}
			});
			var i = r.getVisual("decal");
			if (i) {
				var a = r.getVisual("style");
				a.decal = Qv(i, t);
			}
		}
	});
}
// node_modules/echarts/lib/core/lifecycle.js
var ay = new Ye(), oy = {};
function sy(e, t) {
	oy[e] = t;
}
function cy(e) {
	return oy[e];
}
// node_modules/echarts/lib/core/echarts.js
var ly = 1, uy = 800, dy = 900, fy = 1e3, py = 2e3, my = 5e3, hy = 1e3, gy = 1100, _y = 2e3, vy = 3e3, yy = 4e3, by = 4500, xy = 4600, Sy = 5e3, Cy = 6e3, wy = 7e3, Ty = {
	PROCESSOR: {
		FILTER: fy,
		SERIES_FILTER: uy,
		STATISTIC: my
	},
	VISUAL: {
		LAYOUT: hy,
		PROGRESSIVE_LAYOUT: gy,
		GLOBAL: _y,
		CHART: vy,
		POST_CHART_LAYOUT: xy,
		COMPONENT: yy,
		BRUSH: Sy,
		CHART_ITEM: by,
		ARIA: Cy,
		DECAL: wy
	}
}, Ey = "__flagInMainProcess", Dy = "__pendingUpdate", Oy = "__needsUpdateStatus", ky = /^[a-zA-Z0-9_]+$/, Ay = "__connectUpdateStatus", jy = 0, My = 1, Ny = 2;
function Py(e) {
	return function() {
		var t = [...arguments];
		if (this.isDisposed()) this.id;
		else return Iy(this, e, t);
	};
}
function Fy(e) {
	return function() {
		var t = [...arguments];
		return Iy(this, e, t);
	};
}
function Iy(e, t, n) {
	return n[0] = n[0] && n[0].toLowerCase(), Ye.prototype[t].apply(e, n);
}
var Ly = function(e) {
	c(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t;
}(Ye), Ry = Ly.prototype;
Ry.on = Fy("on"), Ry.off = Fy("off");
var zy, By, Vy, Hy, Uy, Wy, Gy, Ky, qy, Jy, Yy, Xy, Zy, Qy, $y, eb, tb, nb, rb = function(e) {
	c(t, e);
	function t(t, n, r) {
		var i = e.call(this, new U_()) || this;
		i._chartsViews = [], i._chartsMap = {}, i._componentsViews = [], i._componentsMap = {}, i._pendingActions = [], r = r || {}, G(n) && (n = db[n]), i._dom = t;
		var a = "canvas", o = "auto", s = !1;
		r.ssr;
		var c = i._zr = ea(t, {
			renderer: r.renderer || a,
			devicePixelRatio: r.devicePixelRatio,
			width: r.width,
			height: r.height,
			ssr: r.ssr,
			useDirtyRect: q(r.useDirtyRect, s),
			useCoarsePointer: q(r.useCoarsePointer, o),
			pointerSize: r.pointerSize
		});
		i._ssr = r.ssr, i._throttledZrFlush = s_(V(c.flush, c), 17), n = M(n), n && nh(n, !0), i._theme = n, i._locale = If(r.locale || Pf), i._coordSysMgr = new Em();
		var l = i._api = $y(i);
		function u(e, t) {
			return e.__prio - t.__prio;
		}
		return ln(ub, u), ln(cb, u), i._scheduler = new x_(i, l, cb, ub), i._messageCenter = new Ly(), i._initEvents(), i.resize = V(i.resize, i), c.animation.on("frame", i._onframe, i), Jy(c, i), Yy(c, i), xe(i), i;
	}
	return t.prototype._onframe = function() {
		if (!this._disposed) {
			nb(this);
			var e = this._scheduler;
			if (this[Dy]) {
				var t = this[Dy].silent;
				this[Ey] = !0;
				try {
					zy(this), Hy.update.call(this, null, this[Dy].updateParams);
				} catch (e) {
					throw this[Ey] = !1, this[Dy] = null, e;
				}
				this._zr.flush(), this[Ey] = !1, this[Dy] = null, Ky.call(this, t), qy.call(this, t);
			} else if (e.unfinished) {
				var n = ly, r = this._model, i = this._api;
				e.unfinished = !1;
				do {
					var a = +/* @__PURE__ */ new Date();
					e.performSeriesTasks(r), e.performDataProcessorTasks(r), Wy(this, r), e.performVisualTasks(r), Qy(this, this._model, i, "remain", {}), n -= +/* @__PURE__ */ new Date() - a;
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
		if (!this[Ey]) {
			if (this._disposed) this.id;
			else {
				var r, i, a;
				if (K(t) && (n = t.lazyUpdate, r = t.silent, i = t.replaceMerge, a = t.transition, t = t.notMerge), this[Ey] = !0, !this._model || t) {
					var o = new Om(this._api), s = this._theme, c = this._model = new _m();
					c.scheduler = this._scheduler, c.ssr = this._ssr, c.init(null, null, null, s, this._locale, o);
				}
				this._model.setOption(e, { replaceMerge: i }, lb);
				var l = {
					seriesTransition: a,
					optionChanged: !0
				};
				if (n) this[Dy] = {
					silent: r,
					updateParams: l
				}, this[Ey] = !1, this.getZr().wakeUp();
				else {
					try {
						zy(this), Hy.update.call(this, null, l);
					} catch (e) {
						throw this[Dy] = null, this[Ey] = !1, e;
					}
					this._ssr || this._zr.flush(), this[Dy] = null, this[Ey] = !1, Ky.call(this, r), qy.call(this, r);
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
		return this._zr.painter.dpr || u.hasGlobalWindow && window.devicePixelRatio || 1;
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
		if (u.svgSupported) {
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
			if (mb[n]) {
				var o = a, s = a, c = -a, l = -a, u = [], d = e && e.pixelRatio || this.getDevicePixelRatio();
				L(pb, function(a, d) {
					if (a.group === n) {
						var f = t ? a.getZr().painter.getSvgDom().innerHTML : a.renderToCanvas(M(e)), p = a.getDom().getBoundingClientRect();
						o = r(p.left, o), s = r(p.top, s), c = i(p.right, c), l = i(p.bottom, l), u.push({
							dom: f,
							left: p.left,
							top: p.top
						});
					}
				}), o *= d, s *= d, c *= d, l *= d;
				var f = c - o, p = l - s, m = v.createCanvas(), h = ea(m, { renderer: t ? "svg" : "canvas" });
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
				return e.connectedBackgroundColor && h.add(new _c({
					shape: {
						x: 0,
						y: 0,
						width: f,
						height: p
					},
					style: { fill: e.connectedBackgroundColor }
				})), L(u, function(e) {
					var t = new lc({ style: {
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
		return Uy(this, "convertToPixel", e, t);
	}, t.prototype.convertFromPixel = function(e, t) {
		return Uy(this, "convertFromPixel", e, t);
	}, t.prototype.containPixel = function(e, t) {
		if (this._disposed) this.id;
		else {
			var n = this._model, r;
			return L($a(n, e), function(e, n) {
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
		var n = this._model, r = $a(n, e, { defaultMainType: "series" }), i = r.seriesModel.getData(), a = r.hasOwnProperty("dataIndexInside") ? r.dataIndexInside : r.hasOwnProperty("dataIndex") ? i.indexOfRawIndex(r.dataIndex) : null;
		return a == null ? Y_(i, t) : J_(i, a, t);
	}, t.prototype.getViewOfComponentModel = function(e) {
		return this._componentsMap[e.__viewId];
	}, t.prototype.getViewOfSeriesModel = function(e) {
		return this._chartsMap[e.__viewId];
	}, t.prototype._initEvents = function() {
		var e = this;
		L(ab, function(t) {
			var n = function(n) {
				var r = e.getModel(), i = n.target, a;
				if (t === "globalout" ? a = {} : i && $_(i, function(e) {
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
		}), L(sb, function(t, n) {
			e._messageCenter.on(n, function(e) {
				this.trigger(n, e);
			}, e);
		}), L(["selectchanged"], function(t) {
			e._messageCenter.on(t, function(e) {
				this.trigger(t, e);
			}, e);
		}), Q_(this._messageCenter, this, this._api);
	}, t.prototype.isDisposed = function() {
		return this._disposed;
	}, t.prototype.clear = function() {
		this._disposed ? this.id : this.setOption({ series: [] }, !0);
	}, t.prototype.dispose = function() {
		if (this._disposed) this.id;
		else {
			this._disposed = !0, this.getDom() && io(this.getDom(), gb, "");
			var e = this, t = e._api, n = e._model;
			L(e._componentsViews, function(e) {
				e.dispose(n, t);
			}), L(e._chartsViews, function(e) {
				e.dispose(n, t);
			}), e._zr.dispose(), e._dom = e._model = e._chartsMap = e._componentsMap = e._chartsViews = e._componentsViews = e._scheduler = e._api = e._zr = e._throttledZrFlush = e._theme = e._coordSysMgr = e._messageCenter = null, delete pb[e.id];
		}
	}, t.prototype.resize = function(e) {
		if (!this[Ey]) {
			if (this._disposed) this.id;
			else {
				this._zr.resize(e);
				var t = this._model;
				if (this._loadingFX && this._loadingFX.resize(), t) {
					var n = t.resetOption("media"), r = e && e.silent;
					this[Dy] && (r ?? (r = this[Dy].silent), n = !0, this[Dy] = null), this[Ey] = !0;
					try {
						n && zy(this), Hy.update.call(this, {
							type: "resize",
							animation: P({ duration: 0 }, e && e.animation)
						});
					} catch (e) {
						throw this[Ey] = !1, e;
					}
					this[Ey] = !1, Ky.call(this, r), qy.call(this, r);
				}
			}
		}
	}, t.prototype.showLoading = function(e, t) {
		if (this._disposed) this.id;
		else if (K(e) && (t = e, e = ""), e = e || "default", this.hideLoading(), fb[e]) {
			var n = fb[e](this._api, t), r = this._zr;
			this._loadingFX = n, r.add(n);
		}
	}, t.prototype.hideLoading = function() {
		this._disposed ? this.id : (this._loadingFX && this._zr.remove(this._loadingFX), this._loadingFX = null);
	}, t.prototype.makeActionFromEvent = function(e) {
		var t = P({}, e);
		return t.type = sb[e.type], t;
	}, t.prototype.dispatchAction = function(e, t) {
		if (this._disposed) this.id;
		else if (K(t) || (t = { silent: !!t }), ob[e.type] && this._model) {
			if (this[Ey]) this._pendingActions.push(e);
			else {
				var n = t.silent;
				Gy.call(this, e, n);
				var r = t.flush;
				r ? this._zr.flush() : r !== !1 && u.browser.weChat && this._throttledZrFlush(), Ky.call(this, n), qy.call(this, n);
			}
		}
	}, t.prototype.updateLabelLayout = function() {
		ay.trigger("series:layoutlabels", this._model, this._api, { updatedSeries: [] });
	}, t.prototype.appendData = function(e) {
		if (this._disposed) this.id;
		else {
			var t = e.seriesIndex;
			this.getModel().getSeriesByIndex(t).appendData(e), this._scheduler.unfinished = !0, this.getZr().wakeUp();
		}
	}, t.internalField = function() {
		zy = function(e) {
			var t = e._scheduler;
			t.restorePipelines(e._model), t.prepareStageTasks(), By(e, !0), By(e, !1), t.plan();
		}, By = function(e, t) {
			for (var n = e._model, r = e._scheduler, i = t ? e._componentsViews : e._chartsViews, a = t ? e._componentsMap : e._chartsMap, o = e._zr, s = e._api, c = 0; c < i.length; c++) i[c].__alive = !1;
			t ? n.eachComponent(function(e, t) {
				e !== "series" && l(t);
			}) : n.eachSeries(l);
			function l(e) {
				var c = e.__requireNewView;
				e.__requireNewView = !1;
				var l = "_ec_" + e.id + "_" + e.type, u = !c && a[l];
				if (!u) {
					var d = fo(e.type);
					u = new (t ? Jg.getClass(d.main, d.sub) : Qg.getClass(d.sub))(), u.init(n, s), a[l] = u, i.push(u), o.add(u.group);
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
		}, Vy = function(e, t, n, r, i) {
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
			c != null && (l = J(), L(Aa(c), function(e) {
				var t = Wa(e, null);
				t != null && l.set(t, !0);
			})), a && a.eachComponent(s, function(t) {
				if (!(l && l.get(t.id) != null)) {
					if (Bl(n)) {
						if (t instanceof zg) n.type === "highlight" && !n.notBlur && !t.get(["emphasis", "disabled"]) && Sl(t, n, e._api);
						else {
							var r = Cl(t.mainType, t.componentIndex, n.name, e._api), i = r.focusSelf, a = r.dispatchers;
							n.type === "highlight" && i && !n.notBlur && xl(t.mainType, t.componentIndex, e._api), a && L(a, function(e) {
								n.type === "highlight" ? fl(e) : pl(e);
							});
						}
					} else zl(n) && t instanceof zg && (El(t, n, e._api), Dl(t), tb(e));
				}
			}, e), a && a.eachComponent(s, function(t) {
				l && l.get(t.id) != null || u(e[r === "series" ? "_chartsMap" : "_componentsMap"][t.__viewId]);
			}, e);
			function u(r) {
				r && r.__alive && r[t] && r[t](r.__model, a, e._api, n);
			}
		}, Hy = {
			prepareAndUpdate: function(e) {
				zy(this), Hy.update.call(this, e, { optionChanged: e.newOption != null });
			},
			update: function(t, n) {
				var r = this._model, i = this._api, a = this._zr, o = this._coordSysMgr, s = this._scheduler;
				if (r) {
					r.setUpdatePayload(t), s.restoreData(r, t), s.performSeriesTasks(r), o.create(r, i), s.performDataProcessorTasks(r, t), Wy(this, r), o.update(r, i), e(r), s.performVisualTasks(r, t), Xy(this, r, i, t, n);
					var c = r.get("backgroundColor") || "transparent", l = r.get("darkMode");
					a.setBackgroundColor(c), l != null && l !== "auto" && a.setDarkMode(l), ay.trigger("afterupdate", r, i);
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
					}), Qy(this, r, i, t, {}, o), ay.trigger("afterupdate", r, i);
				}
			},
			updateView: function(t) {
				var n = this._model;
				n && (n.setUpdatePayload(t), Qg.markUpdateMethod(t, "updateView"), e(n), this._scheduler.performVisualTasks(n, t, { setDirty: !0 }), Xy(this, n, this._api, t, {}), ay.trigger("afterupdate", n, this._api));
			},
			updateVisual: function(t) {
				var n = this, r = this._model;
				r && (r.setUpdatePayload(t), r.eachSeries(function(e) {
					e.getData().clearAllVisual();
				}), Qg.markUpdateMethod(t, "updateVisual"), e(r), this._scheduler.performVisualTasks(r, t, {
					visualType: "visual",
					setDirty: !0
				}), r.eachComponent(function(e, i) {
					if (e !== "series") {
						var a = n.getViewOfComponentModel(i);
						a && a.__alive && a.updateVisual(i, r, n._api, t);
					}
				}), r.eachSeries(function(e) {
					n._chartsMap[e.__viewId].updateVisual(e, r, n._api, t);
				}), ay.trigger("afterupdate", r, this._api));
			},
			updateLayout: function(e) {
				Hy.update.call(this, e);
			}
		}, Uy = function(e, t, n, r) {
			if (e._disposed) e.id;
			else for (var i = e._model, a = e._coordSysMgr.getCoordinateSystems(), o, s = $a(i, n), c = 0; c < a.length; c++) {
				var l = a[c];
				if (l[t] && (o = l[t](i, s, r)) != null) return o;
			}
		}, Wy = function(e, t) {
			var n = e._chartsMap, r = e._scheduler;
			t.eachSeries(function(e) {
				r.updateStreamModes(e, n[e.__viewId]);
			});
		}, Gy = function(e, t) {
			var n = this, r = this.getModel(), i = e.type, a = e.escapeConnect, o = ob[i], s = o.actionInfo, c = (s.update || "update").split(":"), l = c.pop(), u = c[0] != null && fo(c[0]);
			this[Ey] = !0;
			var d = [e], f = !1;
			e.batch && (f = !0, d = R(e.batch, function(t) {
				return t = F(P({}, t), e), t.batch = null, t;
			}));
			var p = [], m, h = zl(e), g = Bl(e);
			if (g && yl(this._api), L(d, function(t) {
				if (m = o.action(t, n._model, n._api), m = m || P({}, t), m.type = s.event || m.type, p.push(m), g) {
					var r = eo(e), i = r.queryOptionMap, a = r.mainTypeSpecified ? i.keys()[0] : "series";
					Vy(n, l, t, a), tb(n);
				} else h ? (Vy(n, l, t, "series"), tb(n)) : u && Vy(n, l, t, u.main, u.sub);
			}), l !== "none" && !g && !h && !u) try {
				this[Dy] ? (zy(this), Hy.update.call(this, e), this[Dy] = null) : Hy[l].call(this, e);
			} catch (e) {
				throw this[Ey] = !1, e;
			}
			if (m = f ? {
				type: s.event || i,
				escapeConnect: a,
				batch: p
			} : p[0], this[Ey] = !1, !t) {
				var _ = this._messageCenter;
				if (_.trigger(m.type, m), h) {
					var v = {
						type: "selectchanged",
						escapeConnect: a,
						selected: Ol(r),
						isFromClick: e.isFromClick || !1,
						fromAction: e.type,
						fromActionPayload: e
					};
					_.trigger(v.type, v);
				}
			}
		}, Ky = function(e) {
			for (var t = this._pendingActions; t.length;) {
				var n = t.shift();
				Gy.call(this, n, e);
			}
		}, qy = function(e) {
			!e && this.trigger("updated");
		}, Jy = function(e, t) {
			e.on("rendered", function(n) {
				t.trigger("rendered", n), e.animation.isFinished() && !t[Dy] && !t._scheduler.unfinished && !t._pendingActions.length && t.trigger("finished");
			});
		}, Yy = function(e, t) {
			e.on("mouseover", function(e) {
				var n = e.target, r = $_(n, Ll);
				r && (wl(r, e, t._api), tb(t));
			}).on("mouseout", function(e) {
				var n = e.target, r = $_(n, Ll);
				r && (Tl(r, e, t._api), tb(t));
			}).on("click", function(e) {
				var n = e.target, r = $_(n, function(e) {
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
				ln(i, function(e, t) {
					return e.zlevel === t.zlevel ? e.z - t.z : e.zlevel - t.zlevel;
				}), L(i, function(t) {
					var n = e.getComponent(t.type, t.idx), r = t.zlevel, i = t.key;
					a != null && (r = Math.max(a, r)), i ? (r === a && i !== o && r++, o = i) : o && (r === a && r++, o = ""), a = r, n.setZLevel(r);
				});
			}
		}
		Xy = function(e, n, r, i, a) {
			t(n), Zy(e, n, r, i, a), L(e._chartsViews, function(e) {
				e.__alive = !1;
			}), Qy(e, n, r, i, a), L(e._chartsViews, function(e) {
				e.__alive || e.remove(n, r);
			});
		}, Zy = function(e, t, n, r, i, o) {
			L(o || e._componentsViews, function(e) {
				var i = e.__model;
				s(i, e), e.render(i, t, n, r), a(i, e), l(i, e);
			});
		}, Qy = function(e, t, n, o, c, u) {
			var d = e._scheduler;
			c = P(c || {}, { updatedSeries: t.getSeries() }), ay.trigger("series:beforeupdate", t, n, c);
			var f = !1;
			t.eachSeries(function(t) {
				var n = e._chartsMap[t.__viewId];
				n.__alive = !0;
				var r = n.renderTask;
				d.updatePayload(r, o), s(t, n), u && u.get(t.uid) && r.dirty(), r.perform(d.getPerformArgs(r)) && (f = !0), n.group.silent = !!t.get("silent"), i(t, n), Dl(t);
			}), d.unfinished = f || d.unfinished, ay.trigger("series:layoutlabels", t, n, c), ay.trigger("series:transition", t, n, c), t.eachSeries(function(t) {
				var n = e._chartsMap[t.__viewId];
				a(t, n), l(t, n);
			}), r(e, t), ay.trigger("series:afterupdate", t, n, c);
		}, tb = function(e) {
			e[Oy] = !0, e.getZr().wakeUp();
		}, nb = function(e) {
			e[Oy] && (e.getZr().storage.traverse(function(e) {
				ud(e) || n(e);
			}), e[Oy] = !1);
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
			}), r > t.get("hoverLayerThreshold") && !u.node && !u.worker && t.eachSeries(function(t) {
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
				if (!ud(e)) {
					var t = e.getTextContent(), n = e.getTextGuideLine();
					e.stateTransition && (e.stateTransition = null), t && t.stateTransition && (t.stateTransition = null), n && n.stateTransition && (n.stateTransition = null), e.hasState() ? (e.prevStates = e.currentStates, e.clearStates()) : e.prevStates && (e.prevStates = null);
				}
			});
		}
		function l(e, t) {
			var r = e.getModel("stateAnimation"), i = e.isAnimationEnabled(), a = r.get("duration"), o = a > 0 ? {
				duration: a,
				delay: r.get("delay"),
				easing: r.get("easing")
			} : null;
			t.eachRendered(function(e) {
				if (e.states && e.states.emphasis) {
					if (ud(e)) return;
					if (e instanceof Z && Vl(e), e.__dirty) {
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
		$y = function(e) {
			return new (function(t) {
				c(n, t);
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
					fl(t, n), tb(e);
				}, n.prototype.leaveEmphasis = function(t, n) {
					pl(t, n), tb(e);
				}, n.prototype.enterBlur = function(t) {
					ml(t), tb(e);
				}, n.prototype.leaveBlur = function(t) {
					hl(t), tb(e);
				}, n.prototype.enterSelect = function(t) {
					gl(t), tb(e);
				}, n.prototype.leaveSelect = function(t) {
					_l(t), tb(e);
				}, n.prototype.getModel = function() {
					return e.getModel();
				}, n.prototype.getViewOfComponentModel = function(t) {
					return e.getViewOfComponentModel(t);
				}, n.prototype.getViewOfSeriesModel = function(t) {
					return e.getViewOfSeriesModel(t);
				}, n;
			}(wm))(e);
		}, eb = function(e) {
			function t(e, t) {
				for (var n = 0; n < e.length; n++) {
					var r = e[n];
					r[Ay] = t;
				}
			}
			L(sb, function(n, r) {
				e._messageCenter.on(r, function(n) {
					if (mb[e.group] && e[Ay] !== jy) {
						if (n && n.escapeConnect) return;
						var r = e.makeActionFromEvent(n), i = [];
						L(pb, function(t) {
							t !== e && t.group === e.group && i.push(t);
						}), t(i, jy), L(i, function(e) {
							e[Ay] !== My && e.dispatchAction(r);
						}), t(i, Ny);
					}
				});
			});
		};
	}(), t;
}(Ye), ib = rb.prototype;
ib.on = Py("on"), ib.off = Py("off"), ib.one = function(e, t, n) {
	var r = this;
	function i() {
		var n = [...arguments];
		t && t.apply && t.apply(this, n), r.off(e, i);
	}
	this.on.call(this, e, i, n);
};
var ab = [
	"click",
	"dblclick",
	"mouseover",
	"mouseout",
	"mousemove",
	"mousedown",
	"mouseup",
	"globalout",
	"contextmenu"
], ob = {}, sb = {}, cb = [], lb = [], ub = [], db = {}, fb = {}, pb = {}, mb = {}, hb = /* @__PURE__ */ new Date() - 0;
/* @__PURE__ */ new Date() - 0;
var gb = "_echarts_instance_";
function _b(e, t, n) {
	var r = !(n && n.ssr);
	if (r) {
		var i = vb(e);
		if (i) return i;
	}
	var a = new rb(e, t, n);
	return a.id = "ec_" + hb++, pb[a.id] = a, r && io(e, gb, a.id), eb(a), ay.trigger("afterinit", a), a;
}
function vb(e) {
	return pb[ao(e, gb)];
}
function yb(e, t) {
	db[e] = t;
}
function bb(e) {
	I(lb, e) < 0 && lb.push(e);
}
function xb(e, t) {
	Ab(cb, e, t, py);
}
function Sb(e) {
	wb("afterinit", e);
}
function Cb(e) {
	wb("afterupdate", e);
}
function wb(e, t) {
	ay.on(e, t);
}
function Tb(e, t, n) {
	W(t) && (n = t, t = "");
	var r = K(e) ? e.type : [e, e = { event: t }][0];
	e.event = (e.event || r).toLowerCase(), t = e.event, sb[t] || (ve(ky.test(r) && ky.test(t)), ob[r] || (ob[r] = {
		action: n,
		actionInfo: e
	}), sb[t] = r);
}
function Eb(e, t) {
	Em.register(e, t);
}
function Db(e, t) {
	Ab(ub, e, t, hy, "layout");
}
function Ob(e, t) {
	Ab(ub, e, t, vy, "visual");
}
var kb = [];
function Ab(e, t, n, r, i) {
	if ((W(t) || K(t)) && (n = t, t = r), !(I(kb, n) >= 0)) {
		kb.push(n);
		var a = x_.wrapStageHandler(n, i);
		a.__prio = t, a.__raw = n, e.push(a);
	}
}
function jb(e, t) {
	fb[e] = t;
}
function Mb(e, t, n) {
	var r = cy("registerMap");
	r && r(e, t, n);
}
var Nb = Yh;
Ob(_y, h_), Ob(by, __), Ob(by, v_), Ob(_y, K_), Ob(by, q_), Ob(wy, iy), bb(nh), xb(dy, rh), jb("default", b_), Tb({
	type: Hc,
	event: Hc,
	update: Hc
}, Ae), Tb({
	type: Uc,
	event: Uc,
	update: Uc
}, Ae), Tb({
	type: Wc,
	event: Wc,
	update: Wc
}, Ae), Tb({
	type: Gc,
	event: Gc,
	update: Gc
}, Ae), Tb({
	type: Kc,
	event: Kc,
	update: Kc
}, Ae), yb("light", L_), yb("dark", H_);
// node_modules/echarts/lib/data/DataDiffer.js
function Pb(e) {
	return e == null ? 0 : e.length || 1;
}
function Fb(e) {
	return e;
}
var Ib = function() {
	function e(e, t, n, r, i, a) {
		this._old = e, this._new = t, this._oldKeyGetter = n || Fb, this._newKeyGetter = r || Fb, this.context = i, this._diffModeMultiple = a === "multiple";
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
			var o = r[a], s = n[o], c = Pb(s);
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
			var s = i[o], c = n[s], l = r[s], u = Pb(c), d = Pb(l);
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
			var r = e[n], i = t[r], a = Pb(i);
			if (a > 1) for (var o = 0; o < a; o++) this._add && this._add(i[o]);
			else a === 1 && this._add && this._add(i);
			t[r] = null;
		}
	}, e.prototype._initIndexMap = function(e, t, n, r) {
		for (var i = this._diffModeMultiple, a = 0; a < e.length; a++) {
			var o = "_ec_" + this[r](e[a], a);
			if (i || (n[a] = o), t) {
				var s = t[o], c = Pb(s);
				c === 0 ? (t[o] = a, i && n.push(o)) : c === 1 ? t[o] = [s, a] : s.push(a);
			}
		}
	}, e;
}(), Lb = function() {
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
function Rb(e, t) {
	var n = {}, r = n.encode = {}, i = J(), a = [], o = [], s = {};
	L(e.dimensions, function(t) {
		var n = e.getDimensionInfo(t), c = n.coordDim;
		if (c) {
			var l = n.coordDimIndex;
			zb(r, c)[l] = t, n.isExtraCoord || (i.set(c, 1), Vb(n.type) && (a[0] = t), zb(s, c)[l] = e.getDimensionIndex(n.name)), n.defaultTooltip && o.push(t);
		}
		Up.each(function(e, t) {
			var i = zb(r, t), a = n.otherDims[t];
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
	return d && d.length ? o = d.slice() : o.length || (o = a.slice()), r.defaultedLabel = a, r.defaultedTooltip = o, n.userOutput = new Lb(s, t), n;
}
function zb(e, t) {
	return e.hasOwnProperty(t) || (e[t] = []), e[t];
}
function Bb(e) {
	return e === "category" ? "ordinal" : e === "time" ? "time" : "float";
}
function Vb(e) {
	return e !== "ordinal" && e !== "time";
}
// node_modules/echarts/lib/data/SeriesDimensionDefine.js
var Hb = function() {
	function e(e) {
		this.otherDims = {}, e != null && P(this, e);
	}
	return e;
}(), Ub = Za(), Wb = {
	float: "f",
	int: "i",
	ordinal: "o",
	number: "n",
	time: "t"
}, Gb = function() {
	function e(e) {
		this.dimensions = e.dimensions, this._dimOmitted = e.dimensionOmitted, this.source = e.source, this._fullDimCount = e.fullDimensionCount, this._updateDimOmitted(e.dimensionOmitted);
	}
	return e.prototype.isDimensionOmitted = function() {
		return this._dimOmitted;
	}, e.prototype._updateDimOmitted = function(e) {
		this._dimOmitted = e, e && (this._dimNameMap || (this._dimNameMap = Jb(this.source)));
	}, e.prototype.getSourceDimensionIndex = function(e) {
		return q(this._dimNameMap.get(e), -1);
	}, e.prototype.getSourceDimension = function(e) {
		var t = this.source.dimensionsDefine;
		if (t) return t[e];
	}, e.prototype.makeStoreSchema = function() {
		for (var e = this._fullDimCount, t = hh(this.source), n = !Yb(e), r = "", i = [], a = 0, o = 0; a < e; a++) {
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
			}), !t || s == null || u && u.isCalculationCoord || (r += n ? s.replace(/\`/g, "`1").replace(/\$/g, "`2") : s), r += "$", r += Wb[c] || "f", l && (r += l.uid), r += "$";
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
function Kb(e) {
	return e instanceof Gb;
}
function qb(e) {
	for (var t = J(), n = 0; n < (e || []).length; n++) {
		var r = e[n], i = K(r) ? r.name : r;
		i != null && t.get(i) == null && t.set(i, n);
	}
	return t;
}
function Jb(e) {
	var t = Ub(e);
	return t.dimNameMap || (t.dimNameMap = qb(e.dimensionsDefine));
}
function Yb(e) {
	return e > 30;
}
// node_modules/echarts/lib/data/SeriesData.js
var Xb = K, Zb = R, Qb = typeof Int32Array > "u" ? Array : Int32Array, $b = "e\0\0", ex = -1, tx = [
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
], nx = ["_approximateExtent"], rx, ix, ax, ox, sx, cx, lx, ux = function() {
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
		Kb(e) ? (n = e.dimensions, this._dimOmitted = e.isDimensionOmitted(), this._schema = e) : (r = !0, n = e), n = n || ["x", "y"];
		for (var i = {}, a = [], o = {}, s = !1, c = {}, l = 0; l < n.length; l++) {
			var u = n[l], d = G(u) ? new Hb({ name: u }) : u instanceof Hb ? u : new Hb(u), f = d.name;
			d.type = d.type || "float", d.coordDim || (d.coordDim = f, d.coordDimIndex = 0);
			var p = d.otherDims = d.otherDims || {};
			a.push(f), i[f] = d, c[f] != null && (s = !0), d.createInvertedIndices && (o[f] = []), p.itemName === 0 && (this._nameDimIdx = l), p.itemId === 0 && (this._idDimIdx = l), r && (d.storeDimIndex = l);
		}
		if (this.dimensions = a, this._dimInfos = i, this._initGetDimensionInfo(s), this.hostModel = t, this._invertedIndicesMap = o, this._dimOmitted) {
			var m = this._dimIdxToName = J();
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
		if (se(e) || e != null && !isNaN(e) && !this._getDimInfo(e) && (!this._dimOmitted || this._schema.getSourceDimensionIndex(e) < 0)) return +e;
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
		if (e instanceof ug && (i = e), !i) {
			var a = this.dimensions, o = oh(e) || re(e) ? new xh(e, a.length) : e;
			i = new ug();
			var s = Zb(a, function(e) {
				return {
					type: r._dimInfos[e].type,
					property: e
				};
			});
			i.initData(o, s, n);
		}
		this._store = i, this._nameList = (t || []).slice(), this._idList = [], this._nameRepeatCount = {}, this._doInit(0, i.count()), this._dimSummary = Rb(this, this._schema), this.userOutput = this._dimSummary.userOutput;
	}, e.prototype.appendData = function(e) {
		var t = this._store.appendData(e);
		this._doInit(t[0], t[1]);
	}, e.prototype.appendValues = function(e, t) {
		var n = this._store.appendValues(e, t && t.length), r = n.start, i = n.end, a = this._shouldMakeIdFromName();
		if (this._updateOrdinalMeta(), t) for (var o = r; o < i; o++) {
			var s = o - r;
			this._nameList[o] = t[s], a && lx(this, o);
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
				if (!this.hasItemOption && Pa(s) && (this.hasItemOption = !0), s) {
					var c = s.name;
					r[o] == null && c != null && (r[o] = Wa(c, null));
					var l = s.id;
					i[o] == null && l != null && (i[o] = Wa(l, null));
				}
			}
			if (this._shouldMakeIdFromName()) for (var o = e; o < t; o++) lx(this, o);
			rx(this);
		}
	}, e.prototype.getApproximateExtent = function(e) {
		return this._approximateExtent[e] || this._store.getDataExtent(this._getStoreDimIndex(e));
	}, e.prototype.setApproximateExtent = function(e, t) {
		t = this.getDimension(t), this._approximateExtent[t] = e.slice();
	}, e.prototype.getCalculationInfo = function(e) {
		return this._calculationInfo[e];
	}, e.prototype.setCalculationInfo = function(e, t) {
		Xb(e) ? P(this._calculationInfo, e) : this._calculationInfo[e] = t;
	}, e.prototype.getName = function(e) {
		var t = this.getRawIndex(e), n = this._nameList[t];
		return n == null && this._nameDimIdx != null && (n = ax(this, this._nameDimIdx, t)), n ?? (n = ""), n;
	}, e.prototype._getCategory = function(e, t) {
		var n = this._store.get(e, t), r = this._store.getOrdinalMeta(e);
		return r ? r.categories[n] : n;
	}, e.prototype.getId = function(e) {
		return ix(this, this.getRawIndex(e));
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
		return U(e) ? r.getValues(Zb(e, function(e) {
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
		return r == null || isNaN(r) ? ex : r;
	}, e.prototype.indicesOfNearest = function(e, t, n) {
		return this._store.indicesOfNearest(this._getStoreDimIndex(e), t, n);
	}, e.prototype.each = function(e, t, n) {
		W(e) && (n = t, t = e, e = []);
		var r = n || this, i = Zb(ox(e), this._getStoreDimIndex, this);
		this._store.each(i, r ? V(t, r) : t);
	}, e.prototype.filterSelf = function(e, t, n) {
		W(e) && (n = t, t = e, e = []);
		var r = n || this, i = Zb(ox(e), this._getStoreDimIndex, this);
		return this._store = this._store.filter(i, r ? V(t, r) : t), this;
	}, e.prototype.selectRange = function(e) {
		var t = this, n = {}, r = z(e), i = [];
		return L(r, function(r) {
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
		var i = n || r || this, a = Zb(ox(e), this._getStoreDimIndex, this), o = cx(this);
		return o._store = this._store.map(a, i ? V(t, i) : t), o;
	}, e.prototype.modify = function(e, t, n, r) {
		var i = n || r || this, a = Zb(ox(e), this._getStoreDimIndex, this);
		this._store.modify(a, i ? V(t, i) : t);
	}, e.prototype.downSample = function(e, t, n, r) {
		var i = cx(this);
		return i._store = this._store.downSample(this._getStoreDimIndex(e), t, n, r), i;
	}, e.prototype.minmaxDownSample = function(e, t) {
		var n = cx(this);
		return n._store = this._store.minmaxDownSample(this._getStoreDimIndex(e), t), n;
	}, e.prototype.lttbDownSample = function(e, t) {
		var n = cx(this);
		return n._store = this._store.lttbDownSample(this._getStoreDimIndex(e), t), n;
	}, e.prototype.getRawDataItem = function(e) {
		return this._store.getRawDataItem(e);
	}, e.prototype.getItemModel = function(e) {
		var t = this.hostModel;
		return new xf(this.getRawDataItem(e), t, t && t.ecModel);
	}, e.prototype.diff = function(e) {
		var t = this;
		return new Ib(e ? e.getStore().getIndices() : [], this.getStore().getIndices(), function(t) {
			return ix(e, t);
		}, function(e) {
			return ix(t, e);
		});
	}, e.prototype.getVisual = function(e) {
		var t = this._visual;
		return t && t[e];
	}, e.prototype.setVisual = function(e, t) {
		this._visual = this._visual || {}, Xb(e) ? P(this._visual, e) : this._visual[e] = t;
	}, e.prototype.getItemVisual = function(e, t) {
		var n = this._itemVisuals[e];
		return (n && n[t]) ?? this.getVisual(t);
	}, e.prototype.hasItemVisual = function() {
		return this._itemVisuals.length > 0;
	}, e.prototype.ensureUniqueItemVisual = function(e, t) {
		var n = this._itemVisuals, r = n[e];
		r || (r = n[e] = {});
		var i = r[t];
		return i ?? (i = this.getVisual(t), U(i) ? i = i.slice() : Xb(i) && (i = P({}, i)), r[t] = i), i;
	}, e.prototype.setItemVisual = function(e, t, n) {
		var r = this._itemVisuals[e] || {};
		this._itemVisuals[e] = r, Xb(t) ? P(r, t) : r[t] = n;
	}, e.prototype.clearAllVisual = function() {
		this._visual = {}, this._itemVisuals = [];
	}, e.prototype.setLayout = function(e, t) {
		Xb(e) ? P(this._layout, e) : this._layout[e] = t;
	}, e.prototype.getLayout = function(e) {
		return this._layout[e];
	}, e.prototype.getItemLayout = function(e) {
		return this._itemLayouts[e];
	}, e.prototype.setItemLayout = function(e, t, n) {
		this._itemLayouts[e] = n ? P(this._itemLayouts[e] || {}, t) : t;
	}, e.prototype.clearItemLayouts = function() {
		this._itemLayouts.length = 0;
	}, e.prototype.setItemGraphicEl = function(e, t) {
		Fc(this.hostModel && this.hostModel.seriesIndex, this.dataType, e, t), this._graphicEls[e] = t;
	}, e.prototype.getItemGraphicEl = function(e) {
		return this._graphicEls[e];
	}, e.prototype.eachItemGraphicEl = function(e, t) {
		L(this._graphicEls, function(n, r) {
			n && e && e.call(t, n, r);
		});
	}, e.prototype.cloneShallow = function(t) {
		return t || (t = new e(this._schema ? this._schema : Zb(this.dimensions, this._getDimInfo, this), this.hostModel)), sx(t, this), t._store = this._store, t;
	}, e.prototype.wrapMethod = function(e, t) {
		var n = this[e];
		W(n) && (this.__wrappedMethods = this.__wrappedMethods || [], this.__wrappedMethods.push(e), this[e] = function() {
			var e = n.apply(this, arguments);
			return t.apply(this, [e].concat(ge(arguments)));
		});
	}, e.internalField = function() {
		rx = function(e) {
			var t = e._invertedIndicesMap;
			L(t, function(n, r) {
				var i = e._dimInfos[r], a = i.ordinalMeta, o = e._store;
				if (a) {
					n = t[r] = new Qb(a.categories.length);
					for (var s = 0; s < n.length; s++) n[s] = ex;
					for (var s = 0; s < o.count(); s++) n[o.get(i.storeDimIndex, s)] = s;
				}
			});
		}, ax = function(e, t, n) {
			return Wa(e._getCategory(t, n), null);
		}, ix = function(e, t) {
			var n = e._idList[t];
			return n == null && e._idDimIdx != null && (n = ax(e, e._idDimIdx, t)), n ?? (n = $b + t), n;
		}, ox = function(e) {
			return U(e) || (e = e == null ? [] : [e]), e;
		}, cx = function(t) {
			var n = new e(t._schema ? t._schema : Zb(t.dimensions, t._getDimInfo, t), t.hostModel);
			return sx(n, t), n;
		}, sx = function(e, t) {
			L(tx.concat(t.__wrappedMethods || []), function(n) {
				t.hasOwnProperty(n) && (e[n] = t[n]);
			}), e.__wrappedMethods = t.__wrappedMethods, L(nx, function(n) {
				e[n] = M(t[n]);
			}), e._calculationInfo = P({}, t._calculationInfo);
		}, lx = function(e, t) {
			var n = e._nameList, r = e._idList, i = e._nameDimIdx, a = e._idDimIdx, o = n[t], s = r[t];
			if (o == null && i != null && (n[t] = o = ax(e, i, t)), s == null && a != null && (r[t] = s = ax(e, a, t)), s == null && o != null) {
				var c = e._nameRepeatCount, l = c[o] = (c[o] || 0) + 1;
				s = o, l > 1 && (s += "__ec__" + l), r[t] = s;
			}
		};
	}(), e;
}();
// node_modules/echarts/lib/data/helper/createDimensions.js
function dx(e, t) {
	oh(e) || (e = ch(e)), t = t || {};
	var n = t.coordDimensions || [], r = t.dimensionsDefine || e.dimensionsDefine || [], i = J(), a = [], o = px(e, n, r, t.dimensionsCount), s = t.canOmitUnusedDimensions && Yb(o), c = r === e.dimensionsDefine, l = c ? Jb(e) : qb(r), u = t.encodeDefine;
	!u && t.encodeDefaulter && (u = t.encodeDefaulter(e, o));
	for (var d = J(u), f = new ng(o), p = 0; p < f.length; p++) f[p] = -1;
	function m(e) {
		var t = f[e];
		if (t < 0) {
			var n = r[e], i = K(n) ? n : { name: n }, o = new Hb(), s = i.name;
			return s != null && l.get(s) != null && (o.name = o.displayName = s), i.type != null && (o.type = i.type), i.displayName != null && (o.displayName = i.displayName), f[e] = a.length, o.storeDimIndex = e, a.push(o), o;
		}
		return a[t];
	}
	if (!s) for (var p = 0; p < o; p++) m(p);
	d.each(function(e, t) {
		var n = Aa(e).slice();
		if (n.length === 1 && !G(n[0]) && n[0] < 0) d.set(t, !1);
		else {
			var r = d.set(t, []);
			L(n, function(e, n) {
				var i = G(e) ? l.get(e) : e;
				i != null && i < o && (r[n] = i, g(m(i), t, n));
			});
		}
	});
	var h = 0;
	L(n, function(e) {
		var t, n, r, i;
		if (G(e)) t = e, i = {};
		else {
			i = e, t = i.name;
			var a = i.ordinalMeta;
			i.ordinalMeta = null, i = P({}, i), i.ordinalMeta = a, n = i.dimsDef, r = i.otherDims, i.name = i.coordDim = i.coordDimIndex = i.dimsDef = i.otherDims = null;
		}
		var s = d.get(t);
		if (s !== !1) {
			if (s = Aa(s), !s.length) for (var l = 0; l < (n && n.length || 1); l++) {
				for (; h < o && m(h).coordDim != null;) h++;
				h < o && s.push(h++);
			}
			L(s, function(e, a) {
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
		Up.get(t) == null ? (e.coordDim = t, e.coordDimIndex = n, i.set(t, !0)) : e.otherDims[t] = n;
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
		C.coordDim ?? (C.coordDim = mx(b, i, y), C.coordDimIndex = 0, (!_ || v <= 0) && (C.isExtraCoord = !0), v--), x(C), C.type == null && (rm(e, S) === Zp.Must || C.isExtraCoord && (C.otherDims.itemName != null || C.otherDims.seriesName != null)) && (C.type = "ordinal");
	}
	return fx(a), new Gb({
		source: e,
		dimensions: a,
		fullDimensionCount: o,
		dimensionOmitted: s
	});
}
function fx(e) {
	for (var t = J(), n = 0; n < e.length; n++) {
		var r = e[n], i = r.name, a = t.get(i) || 0;
		a > 0 && (r.name = i + (a - 1)), a++, t.set(i, a);
	}
}
function px(e, t, n, r) {
	var i = Math.max(e.dimensionsDetectedCount || 1, t.length, n.length, r || 0);
	return L(t, function(e) {
		var t;
		K(e) && (t = e.dimsDef) && (i = Math.max(i, t.length));
	}), i;
}
function mx(e, t, n) {
	if (n || t.hasKey(e)) {
		for (var r = 0; t.hasKey(e + r);) r++;
		e += r;
	}
	return t.set(e, !0), e;
}
// node_modules/echarts/lib/model/referHelper.js
var hx = function() {
	function e(e) {
		this.coordSysDims = [], this.axisMap = J(), this.categoryAxisMap = J(), this.coordSysName = e;
	}
	return e;
}();
function gx(e) {
	var t = e.get("coordinateSystem"), n = new hx(t), r = _x[t];
	if (r) return r(e, n, n.axisMap, n.categoryAxisMap), n;
}
var _x = {
	cartesian2d: function(e, t, n, r) {
		var i = e.getReferringComponents("xAxis", to).models[0], a = e.getReferringComponents("yAxis", to).models[0];
		t.coordSysDims = ["x", "y"], n.set("x", i), n.set("y", a), vx(i) && (r.set("x", i), t.firstCategoryDimIndex = 0), vx(a) && (r.set("y", a), t.firstCategoryDimIndex ?? (t.firstCategoryDimIndex = 1));
	},
	singleAxis: function(e, t, n, r) {
		var i = e.getReferringComponents("singleAxis", to).models[0];
		t.coordSysDims = ["single"], n.set("single", i), vx(i) && (r.set("single", i), t.firstCategoryDimIndex = 0);
	},
	polar: function(e, t, n, r) {
		var i = e.getReferringComponents("polar", to).models[0], a = i.findAxisModel("radiusAxis"), o = i.findAxisModel("angleAxis");
		t.coordSysDims = ["radius", "angle"], n.set("radius", a), n.set("angle", o), vx(a) && (r.set("radius", a), t.firstCategoryDimIndex = 0), vx(o) && (r.set("angle", o), t.firstCategoryDimIndex ?? (t.firstCategoryDimIndex = 1));
	},
	geo: function(e, t, n, r) {
		t.coordSysDims = ["lng", "lat"];
	},
	parallel: function(e, t, n, r) {
		var i = e.ecModel, a = i.getComponent("parallel", e.get("parallelIndex")), o = t.coordSysDims = a.dimensions.slice();
		L(a.parallelAxisIndex, function(e, a) {
			var s = i.getComponent("parallelAxis", e), c = o[a];
			n.set(c, s), vx(s) && (r.set(c, s), t.firstCategoryDimIndex ?? (t.firstCategoryDimIndex = a));
		});
	}
};
function vx(e) {
	return e.get("type") === "category";
}
// node_modules/echarts/lib/data/helper/dataStackHelper.js
function yx(e, t, n) {
	n = n || {};
	var r = n.byIndex, i = n.stackedCoordDimension, a, o, s;
	bx(t) ? a = t : (o = t.schema, a = o.dimensions, s = t.store);
	var c = !!(e && e.get("stack")), l, u, d, f;
	if (L(a, function(e, t) {
		G(e) && (a[t] = e = { name: e }), c && !e.isExtraCoord && (!r && !l && e.ordinalMeta && (l = e), u || e.type === "ordinal" || e.type === "time" || i && i !== e.coordDim || (u = e));
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
function bx(e) {
	return !Kb(e.schema);
}
function xx(e, t) {
	return !!t && t === e.getCalculationInfo("stackedDimension");
}
function Sx(e, t) {
	return xx(e, t) ? e.getCalculationInfo("stackResultDimension") : t;
}
// node_modules/echarts/lib/chart/helper/createSeriesData.js
function Cx(e, t) {
	var n = e.get("coordinateSystem"), r = Em.get(n), i;
	return t && t.coordSysDims && (i = R(t.coordSysDims, function(e) {
		var n = { name: e }, r = t.axisMap.get(e);
		return r && (n.type = Bb(r.get("type"))), n;
	})), i || (i = r && (r.getDimensionsInfo ? r.getDimensionsInfo() : r.dimensions.slice()) || ["x", "y"]), i;
}
function Tx(e, t, n) {
	var r, i;
	return n && L(e, function(e, a) {
		var o = e.coordDim, s = n.categoryAxisMap.get(o);
		s && (r ?? (r = a), e.ordinalMeta = s.getOrdinalMeta(), t && (e.createInvertedIndices = !0)), e.otherDims.itemName != null && (i = !0);
	}), !i && r != null && (e[r].otherDims.itemName = 0), r;
}
function Ex(e, t, n) {
	n = n || {};
	var r = t.getSourceManager(), i, a = !1;
	e ? (a = !0, i = ch(e)) : (i = r.getSource(), a = i.sourceFormat === Wp);
	var o = gx(t), s = Cx(t, o), c = n.useEncodeDefaulter, l = W(c) ? c : c ? H(em, s, t) : null, u = {
		coordDimensions: s,
		generateCoord: n.generateCoord,
		encodeDefine: t.getEncode(),
		encodeDefaulter: l,
		canOmitUnusedDimensions: !a
	}, d = dx(i, u), f = Tx(d.dimensions, n.createInvertedIndices, o), p = a ? null : r.getSharedDataStore(d), m = yx(t, {
		schema: d,
		store: p
	}), h = new ux(d, t);
	h.setCalculationInfo(m);
	var g = f != null && Dx(i) ? function(e, t, n, r) {
		return r === f ? n : this.defaultDimValueGetter(e, t, n, r);
	} : null;
	return h.hasItemOption = !1, h.initData(a ? i : p, null, g), h;
}
function Dx(e) {
	if (e.sourceFormat === "original") return !U(Na(Ox(e.data || [])));
}
function Ox(e) {
	for (var t = 0; t < e.length && e[t] == null;) t++;
	return e[t];
}
// node_modules/echarts/lib/scale/Scale.js
var kx = function() {
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
So(kx);
// node_modules/echarts/lib/data/OrdinalMeta.js
var Ax = 0, jx = function() {
	function e(e) {
		this.categories = e.categories || [], this._needCollect = e.needCollect, this._deduplication = e.deduplication, this.uid = ++Ax;
	}
	return e.createByAxisModel = function(t) {
		var n = t.option, r = n.data, i = r && R(r, Mx);
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
function Mx(e) {
	return K(e) && e.value != null ? e.value : e + "";
}
// node_modules/echarts/lib/scale/helper.js
function Nx(e) {
	return e.type === "interval" || e.type === "log";
}
function Px(e, t, n, r) {
	var i = {}, a = i.interval = ya((e[1] - e[0]) / t, !0);
	n != null && a < n && (a = i.interval = n), r != null && a > r && (a = i.interval = r);
	var o = i.intervalPrecision = Ix(a);
	return Rx(i.niceTickExtent = [sa(Math.ceil(e[0] / a) * a, o), sa(Math.floor(e[1] / a) * a, o)], e), i;
}
function Fx(e) {
	var t = 10 ** va(e), n = e / t;
	return n ? n === 2 ? n = 3 : n === 3 ? n = 5 : n *= 2 : n = 1, sa(n * t);
}
function Ix(e) {
	return la(e) + 2;
}
function Lx(e, t, n) {
	e[t] = Math.max(Math.min(e[t], n[1]), n[0]);
}
function Rx(e, t) {
	!isFinite(e[0]) && (e[0] = t[0]), !isFinite(e[1]) && (e[1] = t[1]), Lx(e, 0, t), Lx(e, 1, t), e[0] > e[1] && (e[0] = e[1]);
}
function zx(e, t) {
	return e >= t[0] && e <= t[1];
}
function Bx(e, t) {
	return t[1] === t[0] ? .5 : (e - t[0]) / (t[1] - t[0]);
}
function Vx(e, t) {
	return e * (t[1] - t[0]) + t[0];
}
// node_modules/echarts/lib/scale/Ordinal.js
var Hx = function(e) {
	c(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		n.type = "ordinal";
		var r = n.getSetting("ordinalMeta");
		return r || (r = new jx({})), U(r) && (r = new jx({ categories: R(r, function(e) {
			return K(e) ? e.value : e;
		}) })), n._ordinalMeta = r, n._extent = n.getSetting("extent") || [0, r.categories.length - 1], n;
	}
	return t.prototype.parse = function(e) {
		return e == null ? NaN : G(e) ? this._ordinalMeta.getOrdinal(e) : Math.round(e);
	}, t.prototype.contain = function(e) {
		return e = this.parse(e), zx(e, this._extent) && this._ordinalMeta.categories[e] != null;
	}, t.prototype.normalize = function(e) {
		return e = this._getTickNumber(this.parse(e)), Bx(e, this._extent);
	}, t.prototype.scale = function(e) {
		return e = Math.round(Vx(e, this._extent)), this.getRawOrdinalNumber(e);
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
}(kx);
kx.registerClass(Hx);
// node_modules/echarts/lib/scale/Interval.js
var Ux = sa, Wx = function(e) {
	c(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = "interval", t._interval = 0, t._intervalPrecision = 2, t;
	}
	return t.prototype.parse = function(e) {
		return e;
	}, t.prototype.contain = function(e) {
		return zx(e, this._extent);
	}, t.prototype.normalize = function(e) {
		return Bx(e, this._extent);
	}, t.prototype.scale = function(e) {
		return Vx(e, this._extent);
	}, t.prototype.setExtent = function(e, t) {
		var n = this._extent;
		isNaN(e) || (n[0] = parseFloat(e)), isNaN(t) || (n[1] = parseFloat(t));
	}, t.prototype.unionExtent = function(e) {
		var t = this._extent;
		e[0] < t[0] && (t[0] = e[0]), e[1] > t[1] && (t[1] = e[1]), this.setExtent(t[0], t[1]);
	}, t.prototype.getInterval = function() {
		return this._interval;
	}, t.prototype.setInterval = function(e) {
		this._interval = e, this._niceExtent = this._extent.slice(), this._intervalPrecision = Ix(e);
	}, t.prototype.getTicks = function(e) {
		var t = this._interval, n = this._extent, r = this._niceExtent, i = this._intervalPrecision, a = [];
		if (!t) return a;
		var o = 1e4;
		n[0] < r[0] && (e ? a.push({ value: Ux(r[0] - t, i) }) : a.push({ value: n[0] }));
		for (var s = r[0]; s <= r[1] && (a.push({ value: s }), s = Ux(s + t, i), s !== a[a.length - 1].value);) if (a.length > o) return [];
		var c = a.length ? a[a.length - 1].value : r[1];
		return n[1] > c && (e ? a.push({ value: Ux(c + t, i) }) : a.push({ value: n[1] })), a;
	}, t.prototype.getMinorTicks = function(e) {
		for (var t = this.getTicks(!0), n = [], r = this.getExtent(), i = 1; i < t.length; i++) {
			for (var a = t[i], o = t[i - 1], s = 0, c = [], l = (a.value - o.value) / e; s < e - 1;) {
				var u = Ux(o.value + (s + 1) * l);
				u > r[0] && u < r[1] && c.push(u), s++;
			}
			n.push(c);
		}
		return n;
	}, t.prototype.getLabel = function(e, t) {
		if (e == null) return "";
		var n = t && t.precision;
		return n == null ? n = la(e.value) || 0 : n === "auto" && (n = this._intervalPrecision), _p(Ux(e.value, n, !0));
	}, t.prototype.calcNiceTicks = function(e, t, n) {
		e = e || 5;
		var r = this._extent, i = r[1] - r[0];
		if (isFinite(i)) {
			i < 0 && (i = -i, r.reverse());
			var a = Px(r, e, t, n);
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
		e.fixMin || (t[0] = Ux(Math.floor(t[0] / i) * i)), e.fixMax || (t[1] = Ux(Math.ceil(t[1] / i) * i));
	}, t.prototype.setNiceExtent = function(e, t) {
		this._niceExtent = [e, t];
	}, t.type = "interval", t;
}(kx);
kx.registerClass(Wx);
// node_modules/echarts/lib/util/vendor.js
var Gx = typeof Float32Array < "u", Kx = Gx ? Float32Array : Array;
function qx(e) {
	return U(e) ? Gx ? new Float32Array(e) : e : new Kx(e);
}
// node_modules/echarts/lib/layout/barGrid.js
var Jx = "__ec_stack_";
function Yx(e) {
	return e.get("stack") || Jx + e.seriesIndex;
}
function Xx(e) {
	return e.dim + e.index;
}
function Zx(e) {
	var t = [], n = e.axis, r = "axis0";
	if (n.type === "category") {
		for (var i = n.getBandWidth(), a = 0; a < e.count; a++) t.push(F({
			bandWidth: i,
			axisKey: r,
			stackId: Jx + a
		}, e));
		for (var o = tS(t), s = [], a = 0; a < e.count; a++) {
			var c = o[r][Jx + a];
			c.offsetCenter = c.offset + c.width / 2, s.push(c);
		}
		return s;
	}
}
function Qx(e, t) {
	var n = [];
	return t.eachSeriesByType(e, function(e) {
		aS(e) && n.push(e);
	}), n;
}
function $x(e) {
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
function eS(e) {
	var t = $x(e), n = [];
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
		var d = oa(e.get("barWidth"), a), f = oa(e.get("barMaxWidth"), a), p = oa(e.get("barMinWidth") || (oS(e) ? .5 : 1), a), m = e.get("barGap"), h = e.get("barCategoryGap");
		n.push({
			bandWidth: a,
			barWidth: d,
			barMaxWidth: f,
			barMinWidth: p,
			barGap: m,
			barCategoryGap: h,
			axisKey: Xx(r),
			stackId: Yx(e)
		});
	}), tS(n);
}
function tS(e) {
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
			var o = z(r).length;
			a = Math.max(35 - o * 4, 15) + "%";
		}
		var s = oa(a, i), c = oa(e.gap, 1), l = e.remainedWidth, u = e.autoWidthCount, d = (l - s) / (u + (u - 1) * c);
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
function nS(e, t, n) {
	if (e && t) {
		var r = e[Xx(t)];
		return r != null && n != null ? r[Yx(n)] : r;
	}
}
function rS(e, t) {
	var n = Qx(e, t), r = eS(n);
	L(n, function(e) {
		var t = e.getData(), n = e.coordinateSystem.getBaseAxis(), i = Yx(e), a = r[Xx(n)][i], o = a.offset, s = a.width;
		t.setLayout({
			bandWidth: a.bandWidth,
			offset: o,
			size: s
		});
	});
}
function iS(e) {
	return {
		seriesType: e,
		plan: Yg(),
		reset: function(e) {
			if (aS(e)) {
				var t = e.getData(), n = e.coordinateSystem, r = n.getBaseAxis(), i = n.getOtherAxis(r), a = t.getDimensionIndex(t.mapDimension(i.dim)), o = t.getDimensionIndex(t.mapDimension(r.dim)), s = e.get("showBackground", !0), c = t.mapDimension(i.dim), l = t.getCalculationInfo("stackResultDimension"), u = xx(t, c) && !!t.getCalculationInfo("stackedOnSeries"), d = i.isHorizontal(), f = sS(r, i), p = oS(e), m = e.get("barMinHeight") || 0, h = l && t.getDimensionIndex(l), g = t.getLayout("size"), _ = t.getLayout("offset");
				return { progress: function(e, t) {
					for (var r = e.count, i = p && qx(r * 3), c = p && s && qx(r * 3), l = p && qx(r), v = n.master.getRect(), y = d ? v.width : v.height, b, x = t.getStore(), S = 0; (b = e.next()) != null;) {
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
function aS(e) {
	return e.coordinateSystem && e.coordinateSystem.type === "cartesian2d";
}
function oS(e) {
	return e.pipelineContext && e.pipelineContext.large;
}
function sS(e, t) {
	var n = t.model.get("startValue");
	return n || (n = 0), t.toGlobalCoord(t.dataToCoord(t.type === "log" ? n > 0 ? n : 1 : n));
}
// node_modules/echarts/lib/scale/Time.js
var cS = function(e, t, n, r) {
	for (; n < r;) {
		var i = n + r >>> 1;
		e[i][1] < t ? n = i + 1 : r = i;
	}
	return n;
}, lS = function(e) {
	c(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		return n.type = "time", n;
	}
	return t.prototype.getLabel = function(e) {
		var t = this.getSetting("useUTC");
		return $f(e.value, Kf[Qf(Xf(this._minLevelUnit))] || Kf.second, t, this.getSetting("locale"));
	}, t.prototype.getFormattedLabel = function(e, t, n) {
		var r = this.getSetting("useUTC");
		return ep(e, t, n, this.getSetting("locale"), r);
	}, t.prototype.getTicks = function() {
		var e = this._interval, t = this._extent, n = [];
		if (!e) return n;
		n.push({
			value: t[0],
			level: 0
		});
		var r = this.getSetting("useUTC"), i = vS(this._minLevelUnit, this._approxInterval, r, t);
		return n = n.concat(i), n.push({
			value: t[1],
			level: 0
		}), n;
	}, t.prototype.calcNiceExtent = function(e) {
		var t = this._extent;
		if (t[0] === t[1] && (t[0] -= Hf, t[1] += Hf), t[1] === -Infinity && t[0] === Infinity) {
			var n = /* @__PURE__ */ new Date();
			t[1] = +new Date(n.getFullYear(), n.getMonth(), n.getDate()), t[0] = t[1] - Hf;
		}
		this.calcNiceTicks(e.splitNumber, e.minInterval, e.maxInterval);
	}, t.prototype.calcNiceTicks = function(e, t, n) {
		e = e || 10;
		var r = this._extent, i = r[1] - r[0];
		this._approxInterval = i / e, t != null && this._approxInterval < t && (this._approxInterval = t), n != null && this._approxInterval > n && (this._approxInterval = n);
		var a = uS.length, o = Math.min(cS(uS, this._approxInterval, 0, a), a - 1);
		this._interval = uS[o][1], this._minLevelUnit = uS[Math.max(o - 1, 0)][0];
	}, t.prototype.parse = function(e) {
		return se(e) ? e : +ga(e);
	}, t.prototype.contain = function(e) {
		return zx(this.parse(e), this._extent);
	}, t.prototype.normalize = function(e) {
		return Bx(this.parse(e), this._extent);
	}, t.prototype.scale = function(e) {
		return Vx(e, this._extent);
	}, t.type = "time", t;
}(Wx), uS = [
	["second", zf],
	["minute", Bf],
	["hour", Vf],
	["quarter-day", Vf * 6],
	["half-day", Vf * 12],
	["day", Hf * 1.2],
	["half-week", Hf * 3.5],
	["week", Hf * 7],
	["month", Hf * 31],
	["quarter", Hf * 95],
	["half-year", Uf / 2],
	["year", Uf]
];
function dS(e, t, n, r) {
	var i = ga(t), a = ga(n), o = function(e) {
		return np(i, e, r) === np(a, e, r);
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
function fS(e, t) {
	return e /= Hf, e > 16 ? 16 : e > 7.5 ? 7 : e > 3.5 ? 4 : e > 1.5 ? 2 : 1;
}
function pS(e) {
	var t = 30 * Hf;
	return e /= t, e > 6 ? 6 : e > 3 ? 3 : e > 2 ? 2 : 1;
}
function mS(e) {
	return e /= Vf, e > 12 ? 12 : e > 6 ? 6 : e > 3.5 ? 4 : e > 2 ? 2 : 1;
}
function hS(e, t) {
	return e /= t ? Bf : zf, e > 30 ? 30 : e > 20 ? 20 : e > 15 ? 15 : e > 10 ? 10 : e > 5 ? 5 : e > 2 ? 2 : 1;
}
function gS(e) {
	return ya(e, !0);
}
function _S(e, t, n) {
	var r = new Date(e);
	switch (Xf(t)) {
		case "year":
		case "month": r[dp(n)](0);
		case "day": r[fp(n)](1);
		case "hour": r[pp(n)](0);
		case "minute": r[mp(n)](0);
		case "second": r[hp(n)](0), r[gp(n)](0);
	}
	return r.getTime();
}
function vS(e, t, n, r) {
	var i = 1e4, a = Jf, o = 0;
	function s(e, t, n, i, a, o, s) {
		for (var c = new Date(t), l = t, u = c[i](); l < n && l <= r[1];) s.push({ value: l }), u += e, c[a](u), l = c.getTime();
		s.push({
			value: l,
			notAdd: !0
		});
	}
	function c(e, i, a) {
		var o = [], c = !i.length;
		if (!dS(Xf(e), r[0], r[1], n)) {
			c && (i = [{ value: _S(new Date(r[0]), e, n) }, { value: r[1] }]);
			for (var l = 0; l < i.length - 1; l++) {
				var u = i[l].value, d = i[l + 1].value;
				if (u !== d) {
					var f = void 0, p = void 0, m = void 0, h = !1;
					switch (e) {
						case "year":
							f = Math.max(1, Math.round(t / Hf / 365)), p = rp(n), m = up(n);
							break;
						case "half-year":
						case "quarter":
						case "month":
							f = pS(t), p = ip(n), m = dp(n);
							break;
						case "week":
						case "half-week":
						case "day":
							f = fS(t, 31), p = ap(n), m = fp(n), h = !0;
							break;
						case "half-day":
						case "quarter-day":
						case "hour":
							f = mS(t), p = op(n), m = pp(n);
							break;
						case "minute":
							f = hS(t, !0), p = sp(n), m = mp(n);
							break;
						case "second":
							f = hS(t, !1), p = cp(n), m = hp(n);
							break;
						case "millisecond": f = gS(t), p = lp(n), m = gp(n);
					}
					s(f, u, d, p, m, h, o), e === "year" && a.length > 1 && l === 0 && a.unshift({ value: a[0].value - f });
				}
			}
			for (var l = 0; l < o.length; l++) a.push(o[l]);
			return o;
		}
	}
	for (var l = [], u = [], d = 0, f = 0, p = 0; p < a.length && o++ < i; ++p) {
		var m = Xf(a[p]);
		if (Zf(a[p]) && (c(a[p], l[l.length - 1] || [], u), m !== (a[p + 1] ? Xf(a[p + 1]) : null))) {
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
	for (var y = ae(R(l, function(e) {
		return ae(e, function(e) {
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
kx.registerClass(lS);
// node_modules/echarts/lib/scale/Log.js
var yS = kx.prototype, bS = Wx.prototype, xS = sa, SS = Math.floor, CS = Math.ceil, wS = Math.pow, TS = Math.log, ES = function(e) {
	c(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = "log", t.base = 10, t._originalScale = new Wx(), t._interval = 0, t;
	}
	return t.prototype.getTicks = function(e) {
		var t = this._originalScale, n = this._extent, r = t.getExtent();
		return R(bS.getTicks.call(this, e), function(e) {
			var t = e.value, i = sa(wS(this.base, t));
			return i = t === n[0] && this._fixMin ? OS(i, r[0]) : i, i = t === n[1] && this._fixMax ? OS(i, r[1]) : i, { value: i };
		}, this);
	}, t.prototype.setExtent = function(e, t) {
		var n = TS(this.base);
		e = TS(Math.max(0, e)) / n, t = TS(Math.max(0, t)) / n, bS.setExtent.call(this, e, t);
	}, t.prototype.getExtent = function() {
		var e = this.base, t = yS.getExtent.call(this);
		t[0] = wS(e, t[0]), t[1] = wS(e, t[1]);
		var n = this._originalScale.getExtent();
		return this._fixMin && (t[0] = OS(t[0], n[0])), this._fixMax && (t[1] = OS(t[1], n[1])), t;
	}, t.prototype.unionExtent = function(e) {
		this._originalScale.unionExtent(e);
		var t = this.base;
		e[0] = TS(e[0]) / TS(t), e[1] = TS(e[1]) / TS(t), yS.unionExtent.call(this, e);
	}, t.prototype.unionExtentFromData = function(e, t) {
		this.unionExtent(e.getApproximateExtent(t));
	}, t.prototype.calcNiceTicks = function(e) {
		e = e || 10;
		var t = this._extent, n = t[1] - t[0];
		if (!(n === Infinity || n <= 0)) {
			var r = _a(n);
			for (e / n * r <= .5 && (r *= 10); !isNaN(r) && Math.abs(r) < 1 && Math.abs(r) > 0;) r *= 10;
			var i = [sa(CS(t[0] / r) * r), sa(SS(t[1] / r) * r)];
			this._interval = r, this._niceExtent = i;
		}
	}, t.prototype.calcNiceExtent = function(e) {
		bS.calcNiceExtent.call(this, e), this._fixMin = e.fixMin, this._fixMax = e.fixMax;
	}, t.prototype.parse = function(e) {
		return e;
	}, t.prototype.contain = function(e) {
		return e = TS(e) / TS(this.base), zx(e, this._extent);
	}, t.prototype.normalize = function(e) {
		return e = TS(e) / TS(this.base), Bx(e, this._extent);
	}, t.prototype.scale = function(e) {
		return e = Vx(e, this._extent), wS(this.base, e);
	}, t.type = "log", t;
}(kx), DS = ES.prototype;
DS.getMinorTicks = bS.getMinorTicks, DS.getLabel = bS.getLabel;
function OS(e, t) {
	return xS(e, la(t));
}
kx.registerClass(ES);
// node_modules/echarts/lib/coord/scaleRawExtentInfo.js
var kS = function() {
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
		W(a) ? this._modelMinNum = NS(e, a({
			min: n[0],
			max: n[1]
		})) : a !== "dataMin" && (this._modelMinNum = NS(e, a));
		var o = this._modelMaxRaw = t.get("max", !0);
		if (W(o) ? this._modelMaxNum = NS(e, o({
			min: n[0],
			max: n[1]
		})) : o !== "dataMax" && (this._modelMaxNum = NS(e, o)), r) this._axisDataLen = t.getCategories().length;
		else {
			var s = t.get("boundaryGap"), c = U(s) ? s : [s || 0, s || 0];
			this._boundaryGapInner = typeof c[0] == "boolean" || typeof c[1] == "boolean" ? [0, 0] : [Ni(c[0], 1), Ni(c[1], 1)];
		}
	}, e.prototype.calculate = function() {
		var e = this._isOrdinal, t = this._dataMin, n = this._dataMax, r = this._axisDataLen, i = this._boundaryGapInner, a = e ? null : n - t || Math.abs(t), o = this._modelMinRaw === "dataMin" ? t : this._modelMinNum, s = this._modelMaxRaw === "dataMax" ? n : this._modelMaxNum, c = o != null, l = s != null;
		o ?? (o = e ? r ? 0 : NaN : t - i[0] * a), s ?? (s = e ? r ? r - 1 : NaN : n + i[1] * a), o != null && isFinite(o) || (o = NaN), s != null && isFinite(s) || (s = NaN);
		var u = pe(o) || pe(s) || e && !r;
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
		this[jS[e]] = t;
	}, e.prototype.setDeterminedMinMax = function(e, t) {
		var n = AS[e];
		this[n] = t;
	}, e.prototype.freeze = function() {
		this.frozen = !0;
	}, e;
}(), AS = {
	min: "_determinedMin",
	max: "_determinedMax"
}, jS = {
	min: "_dataMin",
	max: "_dataMax"
};
function MS(e, t, n) {
	var r = e.rawExtentInfo;
	return r || (r = new kS(e, t, n), e.rawExtentInfo = r, r);
}
function NS(e, t) {
	return t == null ? null : pe(t) ? NaN : e.parse(t);
}
// node_modules/echarts/lib/coord/axisHelper.js
function PS(e, t) {
	var n = e.type, r = MS(e, t, e.getExtent()).calculate();
	e.setBlank(r.isBlank);
	var i = r.min, a = r.max, o = t.ecModel;
	if (o && n === "time") {
		var s = Qx("bar", o), c = !1;
		if (L(s, function(e) {
			c = c || e.getBaseAxis() === t.axis;
		}), c) {
			var l = eS(s), u = FS(i, a, t, l);
			i = u.min, a = u.max;
		}
	}
	return {
		extent: [i, a],
		fixMin: r.minFixed,
		fixMax: r.maxFixed
	};
}
function FS(e, t, n, r) {
	var i = n.axis.getExtent(), a = Math.abs(i[1] - i[0]), o = nS(r, n.axis);
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
function IS(e, t) {
	var n = t, r = PS(e, n), i = r.extent, a = n.get("splitNumber");
	e instanceof ES && (e.base = n.get("logBase"));
	var o = e.type, s = n.get("interval"), c = o === "interval" || o === "time";
	e.setExtent(i[0], i[1]), e.calcNiceExtent({
		splitNumber: a,
		fixMin: r.fixMin,
		fixMax: r.fixMax,
		minInterval: c ? n.get("minInterval") : null,
		maxInterval: c ? n.get("maxInterval") : null
	}), s != null && e.setInterval && e.setInterval(s);
}
function LS(e, t) {
	if (t = t || e.get("type"), t) switch (t) {
		case "category": return new Hx({
			ordinalMeta: e.getOrdinalMeta ? e.getOrdinalMeta() : e.getCategories(),
			extent: [Infinity, -Infinity]
		});
		case "time": return new lS({
			locale: e.ecModel.getLocaleModel(),
			useUTC: e.ecModel.get("useUTC")
		});
		default: return new ((kx.getClass(t)) || Wx)();
	}
}
function RS(e) {
	var t = e.scale.getExtent(), n = t[0], r = t[1];
	return !(n > 0 && r > 0 || n < 0 && r < 0);
}
function zS(e) {
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
			return n != null && (i = r.value - n), t(BS(e, r), i, r.level == null ? null : { level: r.level });
		};
	}(t) : function(t) {
		return e.scale.getLabel(t);
	};
}
function BS(e, t) {
	return e.type === "category" ? e.scale.getLabel(t) : t.value;
}
function VS(e) {
	var t = e.model, n = e.scale;
	if (t.get(["axisLabel", "show"]) && !n.isBlank()) {
		var r, i, a = n.getExtent();
		n instanceof Hx ? i = n.count() : (r = n.getTicks(), i = r.length);
		var o = e.getLabelModel(), s = zS(e), c, l = 1;
		i > 40 && (l = Math.ceil(i / 40));
		for (var u = 0; u < i; u += l) {
			var d = s(r ? r[u] : { value: a[0] + u }, u), f = HS(o.getTextRect(d), o.get("rotate") || 0);
			c ? c.union(f) : c = f;
		}
		return c;
	}
}
function HS(e, t) {
	var n = t * Math.PI / 180, r = e.width, i = e.height, a = r * Math.abs(Math.cos(n)) + Math.abs(i * Math.sin(n)), o = r * Math.abs(Math.sin(n)) + Math.abs(i * Math.cos(n));
	return new X(e.x, e.y, a, o);
}
function US(e) {
	return e.get("interval") ?? "auto";
}
function WS(e) {
	return e.type === "category" && US(e.getLabelModel()) === 0;
}
function GS(e, t) {
	var n = {};
	return L(e.mapDimensionsAll(t), function(t) {
		n[Sx(e, t)] = !0;
	}), z(n);
}
function KS(e, t, n) {
	t && L(GS(t, n), function(n) {
		var r = t.getApproximateExtent(n);
		r[0] < e[0] && (e[0] = r[0]), r[1] > e[1] && (e[1] = r[1]);
	});
}
// node_modules/echarts/lib/coord/axisModelCommonMixin.js
var qS = function() {
	function e() {}
	return e.prototype.getNeedCrossZero = function() {
		return !this.option.scale;
	}, e.prototype.getCoordSysModel = function() {}, e;
}(), JS = [], YS = {
	registerPreprocessor: bb,
	registerProcessor: xb,
	registerPostInit: Sb,
	registerPostUpdate: Cb,
	registerUpdateLifecycle: wb,
	registerAction: Tb,
	registerCoordinateSystem: Eb,
	registerLayout: Db,
	registerVisual: Ob,
	registerTransform: Nb,
	registerLoading: jb,
	registerMap: Mb,
	registerImpl: sy,
	PRIORITY: Ty,
	ComponentModel: Rp,
	ComponentView: Jg,
	SeriesModel: zg,
	ChartView: Qg,
	registerComponentModel: function(e) {
		Rp.registerClass(e);
	},
	registerComponentView: function(e) {
		Jg.registerClass(e);
	},
	registerSeriesModel: function(e) {
		zg.registerClass(e);
	},
	registerChartView: function(e) {
		Qg.registerClass(e);
	},
	registerSubTypeDefaulter: function(e, t) {
		Rp.registerSubTypeDefaulter(e, t);
	},
	registerPainter: function(e, t) {
		ta(e, t);
	}
};
function XS(e) {
	U(e) ? L(e, function(e) {
		XS(e);
	}) : I(JS, e) >= 0 || (JS.push(e), W(e) && (e = { install: e }), e.install(YS));
}
// node_modules/echarts/lib/coord/axisTickLabelBuilder.js
var ZS = Za();
function QS(e, t) {
	var n = R(t, function(t) {
		return e.scale.parse(t);
	});
	return e.type === "time" && n.length > 0 && (n.sort(), n.unshift(n[0]), n.push(n[n.length - 1])), n;
}
function $S(e) {
	var t = e.getLabelModel().get("customValues");
	if (t) {
		var n = zS(e), r = e.scale.getExtent();
		return { labels: R(ae(QS(e, t), function(e) {
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
	return e.type === "category" ? tC(e) : iC(e);
}
function eC(e, t) {
	var n = e.getTickModel().get("customValues");
	if (n) {
		var r = e.scale.getExtent();
		return { ticks: ae(QS(e, n), function(e) {
			return e >= r[0] && e <= r[1];
		}) };
	}
	return e.type === "category" ? rC(e, t) : { ticks: R(e.scale.getTicks(), function(e) {
		return e.value;
	}) };
}
function tC(e) {
	var t = e.getLabelModel(), n = nC(e, t);
	return !t.get("show") || e.scale.isBlank() ? {
		labels: [],
		labelCategoryInterval: n.labelCategoryInterval
	} : n;
}
function nC(e, t) {
	var n = aC(e, "labels"), r = US(t), i = oC(n, r);
	if (i) return i;
	var a, o;
	return W(r) ? a = fC(e, r) : (o = r === "auto" ? cC(e) : r, a = dC(e, o)), sC(n, r, {
		labels: a,
		labelCategoryInterval: o
	});
}
function rC(e, t) {
	var n = aC(e, "ticks"), r = US(t), i = oC(n, r);
	if (i) return i;
	var a, o;
	if ((!t.get("show") || e.scale.isBlank()) && (a = []), W(r)) a = fC(e, r, !0);
	else if (r === "auto") {
		var s = nC(e, e.getLabelModel());
		o = s.labelCategoryInterval, a = R(s.labels, function(e) {
			return e.tickValue;
		});
	} else o = r, a = dC(e, o, !0);
	return sC(n, r, {
		ticks: a,
		tickCategoryInterval: o
	});
}
function iC(e) {
	var t = e.scale.getTicks(), n = zS(e);
	return { labels: R(t, function(t, r) {
		return {
			level: t.level,
			formattedLabel: n(t, r),
			rawLabel: e.scale.getLabel(t),
			tickValue: t.value
		};
	}) };
}
function aC(e, t) {
	return ZS(e)[t] || (ZS(e)[t] = []);
}
function oC(e, t) {
	for (var n = 0; n < e.length; n++) if (e[n].key === t) return e[n].value;
}
function sC(e, t, n) {
	return e.push({
		key: t,
		value: n
	}), n;
}
function cC(e) {
	return ZS(e).autoInterval ?? (ZS(e).autoInterval = e.calculateCategoryInterval());
}
function lC(e) {
	var t = uC(e), n = zS(e), r = (t.axisRotate - t.labelRotate) / 180 * Math.PI, i = e.scale, a = i.getExtent(), o = i.count();
	if (a[1] - a[0] < 1) return 0;
	var s = 1;
	o > 40 && (s = Math.max(1, Math.floor(o / 40)));
	for (var c = a[0], l = e.dataToCoord(c + 1) - e.dataToCoord(c), u = Math.abs(l * Math.cos(r)), d = Math.abs(l * Math.sin(r)), f = 0, p = 0; c <= a[1]; c += s) {
		var m = 0, h = 0, g = ki(n({ value: c }), t.font, "center", "top");
		m = g.width * 1.3, h = g.height * 1.3, f = Math.max(f, m, 7), p = Math.max(p, h, 7);
	}
	var _ = f / u, v = p / d;
	isNaN(_) && (_ = Infinity), isNaN(v) && (v = Infinity);
	var y = Math.max(0, Math.floor(Math.min(_, v))), b = ZS(e.model), x = e.getExtent(), S = b.lastAutoInterval, C = b.lastTickCount;
	return S != null && C != null && Math.abs(S - y) <= 1 && Math.abs(C - o) <= 1 && S > y && b.axisExtent0 === x[0] && b.axisExtent1 === x[1] ? y = S : (b.lastTickCount = o, b.lastAutoInterval = y, b.axisExtent0 = x[0], b.axisExtent1 = x[1]), y;
}
function uC(e) {
	var t = e.getLabelModel();
	return {
		axisRotate: e.getRotate ? e.getRotate() : e.isHorizontal && !e.isHorizontal() ? 90 : 0,
		labelRotate: t.get("rotate") || 0,
		font: t.getFont()
	};
}
function dC(e, t, n) {
	var r = zS(e), i = e.scale, a = i.getExtent(), o = e.getLabelModel(), s = [], c = Math.max((t || 0) + 1, 1), l = a[0], u = i.count();
	l !== 0 && c > 1 && u / c > 2 && (l = Math.round(Math.ceil(l / c) * c));
	var d = WS(e), f = o.get("showMinLabel") || d, p = o.get("showMaxLabel") || d;
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
function fC(e, t, n) {
	var r = e.scale, i = zS(e), a = [];
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
var pC = [0, 1], mC = function() {
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
		return da(e || this.scale.getExtent(), this._extent);
	}, e.prototype.setExtent = function(e, t) {
		var n = this._extent;
		n[0] = e, n[1] = t;
	}, e.prototype.dataToCoord = function(e, t) {
		var n = this._extent, r = this.scale;
		return e = r.normalize(e), this.onBand && r.type === "ordinal" && (n = n.slice(), hC(n, r.count())), aa(e, pC, n, t);
	}, e.prototype.coordToData = function(e, t) {
		var n = this._extent, r = this.scale;
		this.onBand && r.type === "ordinal" && (n = n.slice(), hC(n, r.count()));
		var i = aa(e, n, pC, t);
		return this.scale.scale(i);
	}, e.prototype.pointToData = function(e, t) {}, e.prototype.getTicksCoords = function(e) {
		e = e || {};
		var t = e.tickModel || this.getTickModel(), n = eC(this, t).ticks, r = R(n, function(e) {
			return {
				coord: this.dataToCoord(this.scale.type === "ordinal" ? this.scale.getRawOrdinalNumber(e) : e),
				tickValue: e
			};
		}, this), i = t.get("alignWithLabel");
		return gC(this, r, i, e.clamp), r;
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
		return $S(this).labels;
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
		return lC(this);
	}, e;
}();
function hC(e, t) {
	var n = (e[1] - e[0]) / t / 2;
	e[0] += n, e[1] -= n;
}
function gC(e, t, n, r) {
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
		return e = sa(e), t = sa(t), d ? e > t : e < t;
	}
}
// node_modules/echarts/lib/label/labelLayoutHelper.js
function _C(e) {
	for (var t = [], n = 0; n < e.length; n++) {
		var r = e[n];
		if (!r.defaultAttr.ignore) {
			var i = r.label, a = i.getComputedTransform(), o = i.getBoundingRect(), s = !a || a[1] < 1e-5 && a[2] < 1e-5, c = i.style.margin || 0, l = o.clone();
			l.applyTransform(a), l.x -= c / 2, l.y -= c / 2, l.width += c, l.height += c;
			var u = s ? new nd(o, a) : null;
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
function vC(e) {
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
			if (n.intersect(m.rect) && (o && m.axisAligned || (m.obb || (m.obb = new nd(m.localRect, m.transform)), d || (d = new nd(s, c)), d.intersect(m.obb)))) {
				f = !0;
				break;
			}
		}
		f ? (r(l), u && r(u)) : (l.attr("ignore", a.defaultAttr.ignore), u && u.attr("ignore", a.defaultAttr.labelGuideIgnore), t.push(a));
	}
}
// node_modules/echarts/lib/chart/line/LineSeries.js
var yC = function(e) {
	c(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.hasSymbolVisual = !0, n;
	}
	return t.prototype.getInitialData = function(e) {
		return Ex(null, this, { useEncodeDefaulter: !0 });
	}, t.prototype.getLegendIcon = function(e) {
		var t = new Ji(), n = lv("line", 0, e.itemHeight / 2, e.itemWidth, 0, e.lineStyle.stroke, !1);
		t.add(n), n.setStyle(e.lineStyle);
		var r = this.getData().getVisual("symbol"), i = this.getData().getVisual("symbolRotate"), a = r === "none" ? "circle" : r, o = e.itemHeight * .8, s = lv(a, (e.itemWidth - o) / 2, (e.itemHeight - o) / 2, o, o, e.itemStyle.fill);
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
}(zg);
// node_modules/echarts/lib/chart/helper/labelHelper.js
function bC(e, t) {
	var n = e.mapDimensionsAll("defaultedLabel"), r = n.length;
	if (r === 1) {
		var i = Mh(e, t, n[0]);
		return i == null ? null : i + "";
	}
	if (r) {
		for (var a = [], o = 0; o < n.length; o++) a.push(Mh(e, t, n[o]));
		return a.join(" ");
	}
}
function xC(e, t) {
	var n = e.mapDimensionsAll("defaultedLabel");
	if (!U(t)) return t + "";
	for (var r = [], i = 0; i < n.length; i++) {
		var a = e.getDimensionIndex(n[i]);
		a >= 0 && r.push(t[a]);
	}
	return r.join(" ");
}
// node_modules/echarts/lib/chart/helper/Symbol.js
var SC = function(e) {
	c(t, e);
	function t(t, n, r, i) {
		var a = e.call(this) || this;
		return a.updateData(t, n, r, i), a;
	}
	return t.prototype._createSymbol = function(e, t, n, r, i) {
		this.removeAll();
		var a = lv(e, -1, -1, 2, 2, null, i);
		a.attr({
			z2: 100,
			culling: !0,
			scaleX: r[0] / 2,
			scaleY: r[1] / 2
		}), a.drift = CC, this._symbolType = e, this.add(a);
	}, t.prototype.stopSymbolAnimation = function(e) {
		this.childAt(0).stopAnimation(null, e);
	}, t.prototype.getSymbolType = function() {
		return this._symbolType;
	}, t.prototype.getSymbolPath = function() {
		return this.childAt(0);
	}, t.prototype.highlight = function() {
		fl(this.childAt(0));
	}, t.prototype.downplay = function() {
		pl(this.childAt(0));
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
			l ? d.attr(f) : cd(d, f, o, n), md(d);
		}
		if (this._updateCommon(e, n, s, r, i), c) {
			var d = this.childAt(0);
			if (!l) {
				var f = {
					scaleX: this._sizeX,
					scaleY: this._sizeY,
					style: { opacity: d.style.opacity }
				};
				d.scaleX = d.scaleY = 0, d.style.opacity = 0, ld(d, f, o, n);
			}
		}
		l && this.childAt(0).stopAnimation("leave");
	}, t.prototype._updateCommon = function(e, t, n, r, i) {
		var a = this.childAt(0), o = e.hostModel, s, c, l, u, d, f, p, m, h;
		if (r && (s = r.emphasisItemStyle, c = r.blurItemStyle, l = r.selectItemStyle, u = r.focus, d = r.blurScope, p = r.labelStatesModels, m = r.hoverScale, h = r.cursorStyle, f = r.emphasisDisabled), !r || e.hasItemOption) {
			var g = r && r.itemModel ? r.itemModel : e.getItemModel(t), _ = g.getModel("emphasis");
			s = _.getModel("itemStyle").getItemStyle(), l = g.getModel(["select", "itemStyle"]).getItemStyle(), c = g.getModel(["blur", "itemStyle"]).getItemStyle(), u = _.get("focus"), d = _.get("blurScope"), f = _.get("disabled"), p = Qd(g), m = _.getShallow("scale"), h = g.getShallow("cursor");
		}
		var v = e.getItemVisual(t, "symbolRotate");
		a.attr("rotation", (v || 0) * Math.PI / 180 || 0);
		var y = dv(e.getItemVisual(t, "symbolOffset"), n);
		y && (a.x = y[0], a.y = y[1]), h && a.attr("cursor", h);
		var b = e.getItemVisual(t, "style"), x = b.fill;
		if (a instanceof lc) {
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
		Zd(a, p, {
			labelFetcher: o,
			labelDataIndex: t,
			defaultText: E,
			inheritColor: x,
			defaultOpacity: b.opacity
		});
		function E(t) {
			return T ? e.getName(t) : bC(e, t);
		}
		this._sizeX = n[0] / 2, this._sizeY = n[1] / 2;
		var D = a.ensureState("emphasis");
		D.style = s, a.ensureState("select").style = l, a.ensureState("blur").style = c;
		var O = m == null || m === !0 ? Math.max(1.1, 3 / this._sizeY) : isFinite(m) && m > 0 ? +m : 1;
		D.scaleX = this._sizeX * O, D.scaleY = this._sizeY * O, this.setSymbolScale(1), jl(this, u, d, f);
	}, t.prototype.setSymbolScale = function(e) {
		this.scaleX = this.scaleY = e;
	}, t.prototype.fadeOut = function(e, t, n) {
		var r = this.childAt(0), i = Q(this).dataIndex, a = n && n.animation;
		if (this.silent = r.silent = !0, n && n.fadeLabel) {
			var o = r.getTextContent();
			o && dd(o, { style: { opacity: 0 } }, t, {
				dataIndex: i,
				removeOpt: a,
				cb: function() {
					r.removeTextContent();
				}
			});
		} else r.removeTextContent();
		dd(r, {
			style: { opacity: 0 },
			scaleX: 0,
			scaleY: 0
		}, t, {
			dataIndex: i,
			cb: e,
			removeOpt: a
		});
	}, t.getSymbolSize = function(e, t) {
		return uv(e.getItemVisual(t, "symbolSize"));
	}, t;
}(Ji);
function CC(e, t) {
	this.parent.drift(e, t);
}
// node_modules/echarts/lib/chart/helper/SymbolDraw.js
function wC(e, t, n, r) {
	return t && !isNaN(t[0]) && !isNaN(t[1]) && !(r.isIgnore && r.isIgnore(n)) && !(r.clipShape && !r.clipShape.contain(t[0], t[1])) && e.getItemVisual(n, "symbol") !== "none";
}
function TC(e) {
	return e != null && !K(e) && (e = { isIgnore: e }), e || {};
}
function EC(e) {
	var t = e.hostModel, n = t.getModel("emphasis");
	return {
		emphasisItemStyle: n.getModel("itemStyle").getItemStyle(),
		blurItemStyle: t.getModel(["blur", "itemStyle"]).getItemStyle(),
		selectItemStyle: t.getModel(["select", "itemStyle"]).getItemStyle(),
		focus: n.get("focus"),
		blurScope: n.get("blurScope"),
		emphasisDisabled: n.get("disabled"),
		hoverScale: n.get("scale"),
		labelStatesModels: Qd(t),
		cursorStyle: t.get("cursor")
	};
}
var DC = function() {
	function e(e) {
		this.group = new Ji(), this._SymbolCtor = e || SC;
	}
	return e.prototype.updateData = function(e, t) {
		this._progressiveEls = null, t = TC(t);
		var n = this.group, r = e.hostModel, i = this._data, a = this._SymbolCtor, o = t.disableAnimation, s = EC(e), c = { disableAnimation: o }, l = t.getSymbolPoint || function(t) {
			return e.getItemLayout(t);
		};
		i || n.removeAll(), e.diff(i).add(function(r) {
			var i = l(r);
			if (wC(e, i, r, t)) {
				var o = new a(e, r, s, c);
				o.setPosition(i), e.setItemGraphicEl(r, o), n.add(o);
			}
		}).update(function(u, d) {
			var f = i.getItemGraphicEl(d), p = l(u);
			if (!wC(e, p, u, t)) n.remove(f);
			else {
				var m = e.getItemVisual(u, "symbol") || "circle", h = f && f.getSymbolType && f.getSymbolType();
				if (!f || h && h !== m) n.remove(f), f = new a(e, u, s, c), f.setPosition(p);
				else {
					f.updateData(e, u, s, c);
					var g = {
						x: p[0],
						y: p[1]
					};
					o ? f.attr(g) : cd(f, g, r);
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
		this._seriesScope = EC(e), this._data = null, this.group.removeAll();
	}, e.prototype.incrementalUpdate = function(e, t, n) {
		this._progressiveEls = [], n = TC(n);
		function r(e) {
			e.isGroup || (e.incremental = !0, e.ensureState("emphasis").hoverLayer = !0);
		}
		for (var i = e.start; i < e.end; i++) {
			var a = t.getItemLayout(i);
			if (wC(t, a, i, n)) {
				var o = new this._SymbolCtor(t, i, this._seriesScope);
				o.traverse(r), o.setPosition(a), this.group.add(o), t.setItemGraphicEl(i, o), this._progressiveEls.push(o);
			}
		}
	}, e.prototype.eachRendered = function(e) {
		qd(this._progressiveEls || this.group, e);
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
function OC(e, t, n) {
	var r = e.getBaseAxis(), i = e.getOtherAxis(r), a = kC(i, n), o = r.dim, s = i.dim, c = t.mapDimension(s), l = t.mapDimension(o), u = +(s === "x" || s === "radius"), d = R(e.dimensions, function(e) {
		return t.mapDimension(e);
	}), f = !1, p = t.getCalculationInfo("stackResultDimension");
	return xx(t, d[0]) && (f = !0, d[0] = p), xx(t, d[1]) && (f = !0, d[1] = p), {
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
function kC(e, t) {
	var n = 0, r = e.scale.getExtent();
	return t === "start" ? n = r[0] : t === "end" ? n = r[1] : se(t) && !isNaN(t) ? n = t : r[0] > 0 ? n = r[0] : r[1] < 0 && (n = r[1]), n;
}
function AC(e, t, n, r) {
	var i = NaN;
	e.stacked && (i = n.get(n.getCalculationInfo("stackedOverDimension"), r)), isNaN(i) && (i = e.valueStart);
	var a = e.baseDataOffset, o = [];
	return o[a] = n.get(e.baseDim, r), o[1 - a] = i, t.dataToPoint(o);
}
// node_modules/echarts/lib/chart/line/lineAnimationDiff.js
function jC(e, t) {
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
function MC(e, t, n, r, i, a, o, s) {
	for (var c = jC(e, t), l = [], u = [], d = [], f = [], p = [], m = [], h = [], g = OC(i, t, o), _ = e.getLayout("points") || [], v = t.getLayout("points") || [], y = 0; y < c.length; y++) {
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
				var j = AC(g, i, t, O);
				d.push(j[0], j[1]), f.push(r[C], r[C + 1]), h.push(t.getRawIndex(O));
				break;
			case "-": x = !1;
		}
		x && (p.push(b), m.push(m.length));
	}
	m.sort(function(e, t) {
		return h[e] - h[t];
	});
	for (var ee = l.length, M = qx(ee), N = qx(ee), P = qx(ee), F = qx(ee), I = [], y = 0; y < m.length; y++) {
		var te = m[y], ne = y * 2, re = te * 2;
		M[ne] = l[re], M[ne + 1] = l[re + 1], N[ne] = u[re], N[ne + 1] = u[re + 1], P[ne] = d[re], P[ne + 1] = d[re + 1], F[ne] = f[re], F[ne + 1] = f[re + 1], I[y] = p[te];
	}
	return {
		current: M,
		next: N,
		stackedOnCurrent: P,
		stackedOnNext: F,
		status: I
	};
}
// node_modules/echarts/lib/chart/line/poly.js
var NC = Math.min, PC = Math.max;
function FC(e, t) {
	return isNaN(e) || isNaN(t);
}
function IC(e, t, n, r, i, a, o, s, c) {
	for (var l, u, d, f, p, m, h = n, g = 0; g < r; g++) {
		var _ = t[h * 2], v = t[h * 2 + 1];
		if (h >= i || h < 0) break;
		if (FC(_, v)) {
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
				if (c) for (; FC(S, C) && w < r;) w++, x += a, S = t[x * 2], C = t[x * 2 + 1];
				var T = .5, E = 0, D = 0, O = void 0, k = void 0;
				if (w >= r || FC(S, C)) p = _, m = v;
				else {
					E = S - l, D = C - u;
					var A = _ - l, j = S - _, ee = v - u, M = C - v, N = void 0, P = void 0;
					if (s === "x") {
						N = Math.abs(A), P = Math.abs(j);
						var F = E > 0 ? 1 : -1;
						p = _ - F * N * o, m = v, O = _ + F * P * o, k = v;
					} else if (s === "y") {
						N = Math.abs(ee), P = Math.abs(M);
						var I = D > 0 ? 1 : -1;
						p = _, m = v - I * N * o, O = _, k = v + I * P * o;
					} else N = Math.sqrt(A * A + ee * ee), P = Math.sqrt(j * j + M * M), T = P / (P + N), p = _ - E * o * (1 - T), m = v - D * o * (1 - T), O = _ + E * o * T, k = v + D * o * T, O = NC(O, PC(S, _)), k = NC(k, PC(C, v)), O = PC(O, NC(S, _)), k = PC(k, NC(C, v)), E = O - _, D = k - v, p = _ - E * N / P, m = v - D * N / P, p = NC(p, PC(l, _)), m = NC(m, PC(u, v)), p = PC(p, NC(l, _)), m = PC(m, NC(u, v)), E = _ - p, D = v - m, O = _ + E * P / N, k = v + D * P / N;
				}
				e.bezierCurveTo(d, f, p, m, _, v), d = O, f = k;
			} else e.lineTo(_, v);
		}
		l = _, u = v, h += a;
	}
	return g;
}
var LC = function() {
	function e() {
		this.smooth = 0, this.smoothConstraint = !0;
	}
	return e;
}(), RC = function(e) {
	c(t, e);
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
		return new LC();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.points, r = 0, i = n.length / 2;
		if (t.connectNulls) {
			for (; i > 0 && FC(n[i * 2 - 2], n[i * 2 - 1]); i--);
			for (; r < i && FC(n[r * 2], n[r * 2 + 1]); r++);
		}
		for (; r < i;) r += IC(e, n, r, i, i, 1, t.smooth, t.smoothMonotone, t.connectNulls) + 1;
	}, t.prototype.getPointOn = function(e, t) {
		this.path || (this.createPathProxy(), this.buildPath(this.path, this.shape));
		for (var n = this.path.data, r = Ns.CMD, i, a, o = t === "x", s = [], c = 0; c < n.length;) {
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
					var v = o ? kn(i, u, f, m, e, s) : kn(a, d, p, h, e, s);
					if (v > 0) for (var y = 0; y < v; y++) {
						var b = s[y];
						if (b <= 1 && b >= 0) {
							var _ = o ? Dn(a, d, p, h, b) : Dn(i, u, f, m, b);
							return o ? [e, _] : [_, e];
						}
					}
					i = m, a = h;
			}
		}
	}, t;
}(Z), zC = function(e) {
	c(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t;
}(LC), BC = function(e) {
	c(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		return n.type = "ec-polygon", n;
	}
	return t.prototype.getDefaultShape = function() {
		return new zC();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.points, r = t.stackedOnPoints, i = 0, a = n.length / 2, o = t.smoothMonotone;
		if (t.connectNulls) {
			for (; a > 0 && FC(n[a * 2 - 2], n[a * 2 - 1]); a--);
			for (; i < a && FC(n[i * 2], n[i * 2 + 1]); i++);
		}
		for (; i < a;) {
			var s = IC(e, n, i, a, a, 1, t.smooth, o, t.connectNulls);
			IC(e, r, i + s - 1, s, a, -1, t.stackedOnSmooth, o, t.connectNulls), i += s + 1, e.closePath();
		}
	}, t;
}(Z);
// node_modules/echarts/lib/chart/helper/createClipPathFromCoordSys.js
function VC(e, t, n, r, i) {
	var a = e.getArea(), o = a.x, s = a.y, c = a.width, l = a.height, u = n.get(["lineStyle", "width"]) || 0;
	o -= u / 2, s -= u / 2, c += u, l += u, c = Math.ceil(c), o !== Math.floor(o) && (o = Math.floor(o), c++);
	var d = new _c({ shape: {
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
		ld(d, { shape: {
			width: c,
			height: l,
			x: o,
			y: s
		} }, n, null, r, h);
	}
	return d;
}
function HC(e, t, n) {
	var r = e.getArea(), i = sa(r.r0, 1), a = sa(r.r, 1), o = new Au({ shape: {
		cx: sa(e.cx, 1),
		cy: sa(e.cy, 1),
		r0: i,
		r: a,
		startAngle: r.startAngle,
		endAngle: r.endAngle,
		clockwise: r.clockwise
	} });
	return t && (e.getBaseAxis().dim === "angle" ? o.shape.endAngle = r.startAngle : o.shape.r = i, ld(o, { shape: {
		endAngle: r.endAngle,
		r: a
	} }, n)), o;
}
function UC(e, t, n, r, i) {
	return e ? e.type === "polar" ? HC(e, t, n) : e.type === "cartesian2d" ? VC(e, t, n, r, i) : null : null;
}
// node_modules/echarts/lib/coord/CoordinateSystem.js
function WC(e, t) {
	return e.type === t;
}
// node_modules/echarts/lib/chart/line/LineView.js
function GC(e, t) {
	if (e.length === t.length) {
		for (var n = 0; n < e.length; n++) if (e[n] !== t[n]) return;
		return !0;
	}
}
function KC(e) {
	for (var t = Infinity, n = Infinity, r = -Infinity, i = -Infinity, a = 0; a < e.length;) {
		var o = e[a++], s = e[a++];
		isNaN(o) || (t = Math.min(o, t), r = Math.max(o, r)), isNaN(s) || (n = Math.min(s, n), i = Math.max(s, i));
	}
	return [[t, n], [r, i]];
}
function qC(e, t) {
	var n = KC(e), r = n[0], i = n[1], a = KC(t), o = a[0], s = a[1];
	return Math.max(Math.abs(r[0] - o[0]), Math.abs(r[1] - o[1]), Math.abs(i[0] - s[0]), Math.abs(i[1] - s[1]));
}
function JC(e) {
	return se(e) ? e : e ? .5 : 0;
}
function YC(e, t, n) {
	if (!n.valueDim) return [];
	for (var r = t.count(), i = qx(r * 2), a = 0; a < r; a++) {
		var o = AC(n, e, t, a);
		i[a * 2] = o[0], i[a * 2 + 1] = o[1];
	}
	return i;
}
function XC(e, t, n, r, i) {
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
function ZC(e, t) {
	var n = [], r = e.length, i, a;
	function o(e, t, n) {
		var r = e.coord;
		return {
			coord: n,
			color: dr((n - r) / (t.coord - r), [e.color, t.color])
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
function QC(e, t, n) {
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
			var f = ZC(l, i === "x" ? n.getWidth() : n.getHeight()), p = f.length;
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
			var v = new Xu(0, 0, 0, 0, f, !0);
			return v[i] = h, v[i + "2"] = g, v;
		}
	}
}
function $C(e, t, n) {
	var r = e.get("showAllSymbol"), i = r === "auto";
	if (!r || i) {
		var a = n.getAxesByScale("ordinal")[0];
		if (a && !(i && ew(a, t))) {
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
function ew(e, t) {
	var n = e.getExtent(), r = Math.abs(n[1] - n[0]) / e.scale.count();
	isNaN(r) && (r = 0);
	for (var i = t.count(), a = Math.max(1, Math.round(i / 5)), o = 0; o < i; o += a) if (SC.getSymbolSize(t, o)[+!!e.isHorizontal()] * 1.5 > r) return !1;
	return !0;
}
function tw(e, t) {
	return isNaN(e) || isNaN(t);
}
function nw(e) {
	for (var t = e.length / 2; t > 0 && tw(e[t * 2 - 2], e[t * 2 - 1]); t--);
	return t - 1;
}
function rw(e, t) {
	return [e[t * 2], e[t * 2 + 1]];
}
function iw(e, t, n) {
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
function aw(e) {
	if (e.get(["endLabel", "show"])) return !0;
	for (var t = 0; t < Bc.length; t++) if (e.get([
		Bc[t],
		"endLabel",
		"show"
	])) return !0;
	return !1;
}
function ow(e, t, n, r) {
	if (WC(t, "cartesian2d")) {
		var i = r.getModel("endLabel"), a = i.get("valueAnimation"), o = r.getData(), s = { lastFrameIndex: 0 }, c = aw(r) ? function(n, r) {
			e._endLabelOnDuring(n, r, o, s, a, i, t);
		} : null, l = t.getBaseAxis().isHorizontal(), u = VC(t, n, r, function() {
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
	return HC(t, n, r);
}
function sw(e, t) {
	var n = t.getBaseAxis(), r = n.isHorizontal(), i = n.inverse, a = r ? i ? "right" : "left" : "center", o = r ? "middle" : i ? "top" : "bottom";
	return { normal: {
		align: e.get("align") || a,
		verticalAlign: e.get("verticalAlign") || o
	} };
}
var cw = function(e) {
	c(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.init = function() {
		var e = new Ji(), t = new DC();
		this.group.add(t.group), this._symbolDraw = t, this._lineGroup = e, this._changePolyState = V(this._changePolyState, this);
	}, t.prototype.render = function(e, t, n) {
		var r = e.coordinateSystem, i = this.group, a = e.getData(), o = e.getModel("lineStyle"), s = e.getModel("areaStyle"), c = a.getLayout("points") || [], l = r.type === "polar", u = this._coordSys, d = this._symbolDraw, f = this._polyline, p = this._polygon, m = this._lineGroup, h = !t.ssr && e.get("animation"), g = !s.isEmpty(), _ = s.get("origin"), v = OC(r, a, _), y = g && YC(r, a, v), b = e.get("showSymbol"), x = e.get("connectNulls"), S = b && !l && $C(e, a, r), C = this._data;
		C && C.eachItemGraphicEl(function(e, t) {
			e.__temp && (i.remove(e), C.setItemGraphicEl(t, null));
		}), b || d.remove(), i.add(m);
		var w = !l && e.get("step"), T;
		r && r.getArea && e.get("clip", !0) && (T = r.getArea(), T.width == null ? T.r0 && (T.r0 -= .5, T.r += .5) : (T.x -= .1, T.y -= .1, T.width += .2, T.height += .2)), this._clipShapeForSymbol = T;
		var E = QC(a, r, n) || a.getVisual("style")[a.getVisual("drawType")];
		if (!(f && u.type === r.type && w === this._step)) b && d.updateData(a, {
			isIgnore: S,
			clipShape: T,
			disableAnimation: !0,
			getSymbolPoint: function(e) {
				return [c[e * 2], c[e * 2 + 1]];
			}
		}), h && this._initSymbolLabelAnimation(a, r, T), w && (y && (y = XC(y, c, r, w, x)), c = XC(c, null, r, w, x)), f = this._newPolyline(c), g ? p = this._newPolygon(c, y) : p && (m.remove(p), p = this._polygon = null), l || this._initOrUpdateEndLabel(e, r, Tp(E)), m.setClipPath(ow(this, r, !0, e));
		else {
			g && !p ? p = this._newPolygon(c, y) : p && !g && (m.remove(p), p = this._polygon = null), l || this._initOrUpdateEndLabel(e, r, Tp(E));
			var D = m.getClipPath();
			D ? ld(D, { shape: ow(this, r, !1, e).shape }, e) : m.setClipPath(ow(this, r, !0, e)), b && d.updateData(a, {
				isIgnore: S,
				clipShape: T,
				disableAnimation: !0,
				getSymbolPoint: function(e) {
					return [c[e * 2], c[e * 2 + 1]];
				}
			}), GC(this._stackedOnPoints, y) && GC(this._points, c) || (h ? this._doUpdateAnimation(a, y, r, n, w, _, x) : (w && (y && (y = XC(y, c, r, w, x)), c = XC(c, null, r, w, x)), f.setShape({ points: c }), p && p.setShape({
				points: c,
				stackedOnPoints: y
			})));
		}
		var O = e.getModel("emphasis"), k = O.get("focus"), A = O.get("blurScope"), j = O.get("disabled");
		if (f.useStyle(F(o.getLineStyle(), {
			fill: "none",
			stroke: E,
			lineJoin: "bevel"
		})), Fl(f, e, "lineStyle"), f.style.lineWidth > 0 && e.get([
			"emphasis",
			"lineStyle",
			"width"
		]) === "bolder") {
			var ee = f.getState("emphasis").style;
			ee.lineWidth = +f.style.lineWidth + 1;
		}
		Q(f).seriesIndex = e.seriesIndex, jl(f, k, A, j);
		var M = JC(e.get("smooth")), N = e.get("smoothMonotone");
		if (f.setShape({
			smooth: M,
			smoothMonotone: N,
			connectNulls: x
		}), p) {
			var P = a.getCalculationInfo("stackedOnSeries"), I = 0;
			p.useStyle(F(s.getAreaStyle(), {
				fill: E,
				opacity: .7,
				lineJoin: "bevel",
				decal: a.getVisual("style").decal
			})), P && (I = JC(P.get("smooth"))), p.setShape({
				smooth: M,
				stackedOnSmooth: I,
				smoothMonotone: N,
				connectNulls: x
			}), Fl(p, e, "areaStyle"), Q(p).seriesIndex = e.seriesIndex, jl(p, k, A, j);
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
		var i = e.getData(), a = Xa(i, r);
		if (this._changePolyState("emphasis"), !(a instanceof Array) && a != null && a >= 0) {
			var o = i.getLayout("points"), s = i.getItemGraphicEl(a);
			if (!s) {
				var c = o[a * 2], l = o[a * 2 + 1];
				if (isNaN(c) || isNaN(l) || this._clipShapeForSymbol && !this._clipShapeForSymbol.contain(c, l)) return;
				var u = e.get("zlevel") || 0, d = e.get("z") || 0;
				s = new SC(i, a), s.x = c, s.y = l, s.setZ(u, d);
				var f = s.getSymbolPath().getTextContent();
				f && (f.zlevel = u, f.z = d, f.z2 = this._polyline.z2 + 1), s.__temp = !0, i.setItemGraphicEl(a, s), s.stopSymbolAnimation(!0), this.group.add(s);
			}
			s.highlight();
		} else Qg.prototype.highlight.call(this, e, t, n, r);
	}, t.prototype.downplay = function(e, t, n, r) {
		var i = e.getData(), a = Xa(i, r);
		if (this._changePolyState("normal"), a != null && a >= 0) {
			var o = i.getItemGraphicEl(a);
			o && (o.__temp ? (i.setItemGraphicEl(a, null), this.group.remove(o)) : o.downplay());
		} else Qg.prototype.downplay.call(this, e, t, n, r);
	}, t.prototype._changePolyState = function(e) {
		var t = this._polygon;
		rl(this._polyline, e), t && rl(t, e);
	}, t.prototype._newPolyline = function(e) {
		var t = this._polyline;
		return t && this._lineGroup.remove(t), t = new RC({
			shape: { points: e },
			segmentIgnoreThreshold: 2,
			z2: 10
		}), this._lineGroup.add(t), this._polyline = t, t;
	}, t.prototype._newPolygon = function(e, t) {
		var n = this._polygon;
		return n && this._lineGroup.remove(n), n = new BC({
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
		if (aw(e)) {
			var i = e.getData(), a = this._polyline, o = i.getLayout("points");
			if (!o) {
				a.removeTextContent(), this._endLabel = null;
				return;
			}
			var s = this._endLabel;
			s || (s = this._endLabel = new xc({ z2: 200 }), s.ignoreClip = !0, a.setTextContent(this._endLabel), a.disableLabelAnimation = !0);
			var c = nw(o);
			c >= 0 && (Zd(a, Qd(e, "endLabel"), {
				inheritColor: n,
				labelFetcher: e,
				labelDataIndex: c,
				defaultText: function(e, t, n) {
					return n == null ? bC(i, e) : xC(i, n);
				},
				enableTextSetter: !0
			}, sw(r, t)), a.textConfig.position = null);
		} else this._endLabel && (this._polyline.removeTextContent(), this._endLabel = null);
	}, t.prototype._endLabelOnDuring = function(e, t, n, r, i, a, o) {
		var s = this._endLabel, c = this._polyline;
		if (s) {
			e < 1 && r.originalX == null && (r.originalX = s.x, r.originalY = s.y);
			var l = n.getLayout("points"), u = n.hostModel, d = u.get("connectNulls"), f = a.get("precision"), p = a.get("distance") || 0, m = o.getBaseAxis(), h = m.isHorizontal(), g = m.inverse, _ = t.shape, v = g ? h ? _.x : _.y + _.height : h ? _.x + _.width : _.y, y = (h ? p : 0) * (g ? -1 : 1), b = (h ? 0 : -p) * (g ? -1 : 1), x = h ? "x" : "y", S = iw(l, v, x), C = S.range, w = C[1] - C[0], T = void 0;
			if (w >= 1) {
				if (w > 1 && !d) {
					var E = rw(l, C[0]);
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
					i && (T = so(n, f, D, O, S.t));
				}
				r.lastFrameIndex = C[0];
			} else {
				var k = e === 1 || r.lastFrameIndex > 0 ? C[0] : 0, E = rw(l, k);
				i && (T = u.getRawValue(k)), s.attr({
					x: E[0] + y,
					y: E[1] + b
				});
			}
			if (i) {
				var A = lf(s);
				typeof A.setLabelText == "function" && A.setLabelText(T);
			}
		}
	}, t.prototype._doUpdateAnimation = function(e, t, n, r, i, a, o) {
		var s = this._polyline, c = this._polygon, l = e.hostModel, u = MC(this._data, e, this._stackedOnPoints, t, this._coordSys, n, this._valueOrigin, a), d = u.current, f = u.stackedOnCurrent, p = u.next, m = u.stackedOnNext;
		if (i && (f = XC(u.stackedOnCurrent, u.current, n, i, o), d = XC(u.current, null, n, i, o), m = XC(u.stackedOnNext, u.next, n, i, o), p = XC(u.next, null, n, i, o)), qC(d, p) > 3e3 || c && qC(f, m) > 3e3) s.stopAnimation(), s.setShape({ points: p }), c && (c.stopAnimation(), c.setShape({
			points: p,
			stackedOnPoints: m
		}));
		else {
			s.shape.__points = u.current, s.shape.points = d;
			var h = { shape: { points: p } };
			u.current !== d && (h.shape.__points = u.next), s.stopAnimation(), cd(s, h, l), c && (c.setShape({
				points: d,
				stackedOnPoints: f
			}), c.stopAnimation(), cd(c, { shape: { stackedOnPoints: m } }, l), s.shape.points !== c.shape.points && (c.shape.points = s.shape.points));
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
}(Qg);
// node_modules/echarts/lib/layout/points.js
function lw(e, t) {
	return {
		seriesType: e,
		plan: Yg(),
		reset: function(e) {
			var n = e.getData(), r = e.coordinateSystem, i = e.pipelineContext, a = t || i.large;
			if (r) {
				var o = R(r.dimensions, function(e) {
					return n.mapDimension(e);
				}).slice(0, 2), s = o.length, c = n.getCalculationInfo("stackResultDimension");
				xx(n, o[0]) && (o[0] = c), xx(n, o[1]) && (o[1] = c);
				var l = n.getStore(), u = n.getDimensionIndex(o[0]), d = n.getDimensionIndex(o[1]);
				return s && { progress: function(e, t) {
					for (var n = e.end - e.start, i = a && qx(n * s), o = [], c = [], f = e.start, p = 0; f < e.end; f++) {
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
var uw = {
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
}, dw = function(e) {
	return Math.round(e.length / 2);
};
function fw(e) {
	return {
		seriesType: e,
		reset: function(e, t, n) {
			var r = e.getData(), i = e.get("sampling"), a = e.coordinateSystem, o = r.count();
			if (o > 10 && a.type === "cartesian2d" && i) {
				var s = a.getBaseAxis(), c = a.getOtherAxis(s), l = s.getExtent(), u = n.getDevicePixelRatio(), d = Math.abs(l[1] - l[0]) * (u || 1), f = Math.round(o / d);
				if (isFinite(f) && f > 1) {
					i === "lttb" ? e.setData(r.lttbDownSample(r.mapDimension(c.dim), 1 / f)) : i === "minmax" && e.setData(r.minmaxDownSample(r.mapDimension(c.dim), 1 / f));
					var p = void 0;
					G(i) ? p = uw[i] : W(i) && (p = i), p && e.setData(r.downSample(r.mapDimension(c.dim), 1 / f, p, dw));
				}
			}
		}
	};
}
// node_modules/echarts/lib/chart/line/install.js
function pw(e) {
	e.registerChartView(cw), e.registerSeriesModel(yC), e.registerLayout(lw("line", !0)), e.registerVisual({
		seriesType: "line",
		reset: function(e) {
			var t = e.getData(), n = e.getModel("lineStyle").getLineStyle();
			n && !n.stroke && (n.stroke = t.getVisual("style").fill), t.setVisual("legendLineStyle", n);
		}
	}), e.registerProcessor(e.PRIORITY.PROCESSOR.STATISTIC, fw("line"));
}
// node_modules/echarts/lib/chart/bar/BaseBarSeries.js
var mw = function(e) {
	c(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.getInitialData = function(e, t) {
		return Ex(null, this, { useEncodeDefaulter: !0 });
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
}(zg);
zg.registerClass(mw);
// node_modules/echarts/lib/chart/bar/BarSeries.js
var hw = function(e) {
	c(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.getInitialData = function() {
		return Ex(null, this, {
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
	}, t.type = "series.bar", t.dependencies = ["grid", "polar"], t.defaultOption = Ef(mw.defaultOption, {
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
}(mw), gw = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.r0 = 0, this.r = 0, this.startAngle = 0, this.endAngle = Math.PI * 2, this.clockwise = !0;
	}
	return e;
}(), _w = function(e) {
	c(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		return n.type = "sausage", n;
	}
	return t.prototype.getDefaultShape = function() {
		return new gw();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.cx, r = t.cy, i = Math.max(t.r0 || 0, 0), a = Math.max(t.r, 0), o = (a - i) * .5, s = i + o, c = t.startAngle, l = t.endAngle, u = t.clockwise, d = Math.PI * 2, f = u ? l - c < d : c - l < d;
		f || (c = l - (u ? d : -d));
		var p = Math.cos(c), m = Math.sin(c), h = Math.cos(l), g = Math.sin(l);
		f ? (e.moveTo(p * i + n, m * i + r), e.arc(p * s + n, m * s + r, o, -Math.PI + c, c, !u)) : e.moveTo(p * a + n, m * a + r), e.arc(n, r, a, c, l, !u), e.arc(h * s + n, g * s + r, o, l - Math.PI * 2, l - Math.PI, !u), i !== 0 && e.arc(n, r, i, l, c, u);
	}, t;
}(Z);
// node_modules/echarts/lib/label/sectorLabel.js
function vw(e, t) {
	t = t || {};
	var n = t.isRoundCap;
	return function(t, r, i) {
		var a = r.position;
		if (!a || a instanceof Array) return Pi(t, r, i);
		var o = e(a), s = r.distance == null ? 5 : r.distance, c = this.shape, l = c.cx, u = c.cy, d = c.r, f = c.r0, p = (d + f) / 2, m = c.startAngle, h = c.endAngle, g = (m + h) / 2, _ = n ? Math.abs(d - f) / 2 : 0, v = Math.cos, y = Math.sin, b = l + d * v(m), x = u + d * y(m), S = "left", C = "top";
		switch (o) {
			case "startArc":
				b = l + (f - s) * v(g), x = u + (f - s) * y(g), S = "center", C = "top";
				break;
			case "insideStartArc":
				b = l + (f + s) * v(g), x = u + (f + s) * y(g), S = "center", C = "bottom";
				break;
			case "startAngle":
				b = l + p * v(m) + bw(m, s + _, !1), x = u + p * y(m) + xw(m, s + _, !1), S = "right", C = "middle";
				break;
			case "insideStartAngle":
				b = l + p * v(m) + bw(m, -s + _, !1), x = u + p * y(m) + xw(m, -s + _, !1), S = "left", C = "middle";
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
				b = l + p * v(h) + bw(h, s + _, !0), x = u + p * y(h) + xw(h, s + _, !0), S = "left", C = "middle";
				break;
			case "insideEndAngle":
				b = l + p * v(h) + bw(h, -s + _, !0), x = u + p * y(h) + xw(h, -s + _, !0), S = "right", C = "middle";
				break;
			default: return Pi(t, r, i);
		}
		return t = t || {}, t.x = b, t.y = x, t.align = S, t.verticalAlign = C, t;
	};
}
function yw(e, t, n, r) {
	if (se(r)) e.setTextConfig({ rotation: r });
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
function bw(e, t, n) {
	return t * Math.sin(e) * (n ? -1 : 1);
}
function xw(e, t, n) {
	return t * Math.cos(e) * (n ? 1 : -1);
}
// node_modules/echarts/lib/chart/helper/sectorHelper.js
function Sw(e, t, n) {
	var r = e.get("borderRadius");
	if (r == null) return n ? { cornerRadius: 0 } : null;
	U(r) || (r = [
		r,
		r,
		r,
		r
	]);
	var i = Math.abs(t.r || 0 - t.r0 || 0);
	return { cornerRadius: R(r, function(e) {
		return Ni(e, i);
	}) };
}
// node_modules/echarts/lib/chart/bar/BarView.js
var Cw = Math.max, ww = Math.min;
function Tw(e, t) {
	var n = e.getArea && e.getArea();
	if (WC(e, "cartesian2d")) {
		var r = e.getBaseAxis();
		if (r.type !== "category" || !r.onBand) {
			var i = t.getLayout("bandWidth");
			r.isHorizontal() ? (n.x -= i, n.width += i * 2) : (n.y -= i, n.height += i * 2);
		}
	}
	return n;
}
var Ew = function(e) {
	c(t, e);
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
		qd(this._progressiveEls || this.group, e);
	}, t.prototype._updateDrawMode = function(e) {
		var t = e.pipelineContext.large;
		(this._isLargeDraw == null || t !== this._isLargeDraw) && (this._isLargeDraw = t, this._clear());
	}, t.prototype._renderNormal = function(e, t, n, r) {
		var i = this.group, a = e.getData(), o = this._data, s = e.coordinateSystem, c = s.getBaseAxis(), l;
		s.type === "cartesian2d" ? l = c.isHorizontal() : s.type === "polar" && (l = c.dim === "angle");
		var u = e.isAnimationEnabled() ? e : null, d = kw(e, s);
		d && this._enableRealtimeSort(d, a, n);
		var f = e.get("clip", !0) || d, p = Tw(s, a);
		i.removeClipPath();
		var m = e.get("roundCap", !0), h = e.get("showBackground", !0), g = e.getModel("backgroundStyle"), _ = g.get("borderRadius") || 0, v = [], y = this._backgroundEls, b = r && r.isInitSort, x = r && r.type === "changeAxisOrder";
		function S(e) {
			var t = Fw[s.type](a, e), n = Kw(s, l, t);
			return n.useStyle(g.getItemStyle()), s.type === "cartesian2d" ? n.setShape("r", _) : n.setShape("cornerRadius", _), v[e] = n, n;
		}
		a.diff(o).add(function(t) {
			var n = a.getItemModel(t), r = Fw[s.type](a, t, n);
			if (h && S(t), a.hasValue(t) && Pw[s.type](r)) {
				var o = !1;
				f && (o = Dw[s.type](p, r));
				var g = Ow[s.type](e, a, t, r, l, u, c.model, !1, m);
				d && (g.forceLabelAnimation = !0), Rw(g, a, t, n, r, e, l, s.type === "polar"), b ? g.attr({ shape: r }) : d ? Aw(d, u, g, r, t, l, !1, !1) : ld(g, { shape: r }, e, t), a.setItemGraphicEl(t, g), i.add(g), g.ignore = o;
			}
		}).update(function(t, n) {
			var r = a.getItemModel(t), C = Fw[s.type](a, t, r);
			if (h) {
				var w = void 0;
				y.length === 0 ? w = S(n) : (w = y[n], w.useStyle(g.getItemStyle()), s.type === "cartesian2d" ? w.setShape("r", _) : w.setShape("cornerRadius", _), v[t] = w);
				var T = Fw[s.type](a, t), E = Gw(l, T, s);
				cd(w, { shape: E }, u, t);
			}
			var D = o.getItemGraphicEl(n);
			if (!a.hasValue(t) || !Pw[s.type](C)) i.remove(D);
			else {
				var O = !1;
				if (f && (O = Dw[s.type](p, C), O && i.remove(D)), D ? md(D) : D = Ow[s.type](e, a, t, C, l, u, c.model, !!D, m), d && (D.forceLabelAnimation = !0), x) {
					var k = D.getTextContent();
					if (k) {
						var A = lf(k);
						A.prevValue != null && (A.prevValue = A.value);
					}
				} else Rw(D, a, t, r, C, e, l, s.type === "polar");
				b ? D.attr({ shape: C }) : d ? Aw(d, u, D, C, t, l, !0, x) : cd(D, { shape: C }, e, t, null), a.setItemGraphicEl(t, D), D.ignore = O, i.add(D);
			}
		}).remove(function(t) {
			var n = o.getItemGraphicEl(t);
			n && pd(n, e, t);
		}).execute();
		var C = this._backgroundGroup || (this._backgroundGroup = new Ji());
		C.removeAll();
		for (var w = 0; w < v.length; ++w) C.add(v[w]);
		i.add(C), this._backgroundEls = v, this._data = a;
	}, t.prototype._renderLarge = function(e, t, n) {
		this._clear(), Hw(e, this.group), this._updateLargeClip(e);
	}, t.prototype._incrementalRenderLarge = function(e, t) {
		this._removeBackground(), Hw(t, this.group, this._progressiveEls, !0);
	}, t.prototype._updateLargeClip = function(e) {
		var t = e.get("clip", !0) && UC(e.coordinateSystem, !1, e), n = this.group;
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
			pd(t, e, Q(t).dataIndex);
		})) : t.removeAll(), this._data = null, this._isFirstFrame = !0;
	}, t.prototype._removeBackground = function() {
		this.group.remove(this._backgroundGroup), this._backgroundGroup = null;
	}, t.type = "bar", t;
}(Qg), Dw = {
	cartesian2d: function(e, t) {
		var n = t.width < 0 ? -1 : 1, r = t.height < 0 ? -1 : 1;
		n < 0 && (t.x += t.width, t.width = -t.width), r < 0 && (t.y += t.height, t.height = -t.height);
		var i = e.x + e.width, a = e.y + e.height, o = Cw(t.x, e.x), s = ww(t.x + t.width, i), c = Cw(t.y, e.y), l = ww(t.y + t.height, a), u = s < o, d = l < c;
		return t.x = u && o > i ? s : o, t.y = d && c > a ? l : c, t.width = u ? 0 : s - o, t.height = d ? 0 : l - c, n < 0 && (t.x += t.width, t.width = -t.width), r < 0 && (t.y += t.height, t.height = -t.height), u || d;
	},
	polar: function(e, t) {
		var n = t.r0 <= t.r ? 1 : -1;
		if (n < 0) {
			var r = t.r;
			t.r = t.r0, t.r0 = r;
		}
		var i = ww(t.r, e.r), a = Cw(t.r0, e.r0);
		t.r = i, t.r0 = a;
		var o = i - a < 0;
		if (n < 0) {
			var r = t.r;
			t.r = t.r0, t.r0 = r;
		}
		return o;
	}
}, Ow = {
	cartesian2d: function(e, t, n, r, i, a, o, s, c) {
		var l = new _c({
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
		var l = !i && c ? _w : Au, u = new l({
			shape: r,
			z2: 1
		});
		if (u.name = "item", u.calculateTextPosition = vw(Lw(i), { isRoundCap: l === _w }), a) {
			var d = u.shape, f = i ? "r" : "endAngle", p = {};
			d[f] = i ? r.r0 : r.startAngle, p[f] = r[f], (s ? cd : ld)(u, { shape: p }, a);
		}
		return u;
	}
};
function kw(e, t) {
	var n = e.get("realtimeSort", !0), r = t.getBaseAxis();
	if (n && r.type === "category" && t.type === "cartesian2d") return {
		baseAxis: r,
		otherAxis: t.getOtherAxis(r)
	};
}
function Aw(e, t, n, r, i, a, o, s) {
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
	}), s || (o ? cd : ld)(n, { shape: c }, t, i, null);
	var u = t ? e.baseAxis.model : null;
	(o ? cd : ld)(n, { shape: l }, u, i);
}
function jw(e, t) {
	for (var n = 0; n < t.length; n++) if (!isFinite(e[t[n]])) return !0;
	return !1;
}
var Mw = [
	"x",
	"y",
	"width",
	"height"
], Nw = [
	"cx",
	"cy",
	"r",
	"startAngle",
	"endAngle"
], Pw = {
	cartesian2d: function(e) {
		return !jw(e, Mw);
	},
	polar: function(e) {
		return !jw(e, Nw);
	}
}, Fw = {
	cartesian2d: function(e, t, n) {
		var r = e.getItemLayout(t), i = n ? zw(n, r) : 0, a = r.width > 0 ? 1 : -1, o = r.height > 0 ? 1 : -1;
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
function Iw(e) {
	return e.startAngle != null && e.endAngle != null && e.startAngle === e.endAngle;
}
function Lw(e) {
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
function Rw(e, t, n, r, i, a, o, s) {
	var c = t.getItemVisual(n, "style");
	if (!s) {
		var l = r.get(["itemStyle", "borderRadius"]) || 0;
		e.setShape("r", l);
	} else if (!a.get("roundCap")) {
		var u = e.shape;
		P(u, Sw(r.getModel("itemStyle"), u, !0)), e.setShape(u);
	}
	e.useStyle(c);
	var d = r.getShallow("cursor");
	d && e.attr("cursor", d);
	var f = s ? o ? i.r >= i.r0 ? "endArc" : "startArc" : i.endAngle >= i.startAngle ? "endAngle" : "startAngle" : o ? i.height >= 0 ? "bottom" : "top" : i.width >= 0 ? "right" : "left", p = Qd(r);
	Zd(e, p, {
		labelFetcher: a,
		labelDataIndex: n,
		defaultText: bC(a.getData(), n),
		inheritColor: c.fill,
		defaultOpacity: c.opacity,
		defaultOutsidePosition: f
	});
	var m = e.getTextContent();
	if (s && m) {
		var h = r.get(["label", "position"]);
		e.textConfig.inside = h === "middle" || null, yw(e, h === "outside" ? f : h, Lw(o), r.get(["label", "rotate"]));
	}
	uf(m, p, a.getRawValue(n), function(e) {
		return xC(t, e);
	});
	var g = r.getModel(["emphasis"]);
	jl(e, g.get("focus"), g.get("blurScope"), g.get("disabled")), Fl(e, r), Iw(i) && (e.style.fill = "none", e.style.stroke = "none", L(e.states, function(e) {
		e.style && (e.style.fill = e.style.stroke = "none");
	}));
}
function zw(e, t) {
	var n = e.get(["itemStyle", "borderColor"]);
	if (!n || n === "none") return 0;
	var r = e.get(["itemStyle", "borderWidth"]) || 0, i = isNaN(t.width) ? Number.MAX_VALUE : Math.abs(t.width), a = isNaN(t.height) ? Number.MAX_VALUE : Math.abs(t.height);
	return Math.min(r, i, a);
}
var Bw = function() {
	function e() {}
	return e;
}(), Vw = function(e) {
	c(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		return n.type = "largeBar", n;
	}
	return t.prototype.getDefaultShape = function() {
		return new Bw();
	}, t.prototype.buildPath = function(e, t) {
		for (var n = t.points, r = this.baseDimIdx, i = 1 - this.baseDimIdx, a = [], o = [], s = this.barWidth, c = 0; c < n.length; c += 3) o[r] = s, o[i] = n[c + 2], a[r] = n[c + r], a[i] = n[c + i], e.rect(a[0], a[1], o[0], o[1]);
	}, t;
}(Z);
function Hw(e, t, n, r) {
	var i = e.getData(), a = +!!i.getLayout("valueAxisHorizontal"), o = i.getLayout("largeDataIndices"), s = i.getLayout("size"), c = e.getModel("backgroundStyle"), l = i.getLayout("largeBackgroundPoints");
	if (l) {
		var u = new Vw({
			shape: { points: l },
			incremental: !!r,
			silent: !0,
			z2: 0
		});
		u.baseDimIdx = a, u.largeDataIndices = o, u.barWidth = s, u.useStyle(c.getItemStyle()), t.add(u), n && n.push(u);
	}
	var d = new Vw({
		shape: { points: i.getLayout("largePoints") },
		incremental: !!r,
		ignoreCoarsePointer: !0,
		z2: 1
	});
	d.baseDimIdx = a, d.largeDataIndices = o, d.barWidth = s, t.add(d), d.useStyle(i.getVisual("style")), d.style.stroke = null, Q(d).seriesIndex = e.seriesIndex, e.get("silent") || (d.on("mousedown", Uw), d.on("mousemove", Uw)), n && n.push(d);
}
var Uw = s_(function(e) {
	var t = this, n = Ww(t, e.offsetX, e.offsetY);
	Q(t).dataIndex = n >= 0 ? n : null;
}, 30, !1);
function Ww(e, t, n) {
	for (var r = e.baseDimIdx, i = 1 - r, a = e.shape.points, o = e.largeDataIndices, s = [], c = [], l = e.barWidth, u = 0, d = a.length / 3; u < d; u++) {
		var f = u * 3;
		if (c[r] = l, c[i] = a[f + 2], s[r] = a[f + r], s[i] = a[f + i], c[i] < 0 && (s[i] += c[i], c[i] = -c[i]), t >= s[0] && t <= s[0] + c[0] && n >= s[1] && n <= s[1] + c[1]) return o[u];
	}
	return -1;
}
function Gw(e, t, n) {
	if (WC(n, "cartesian2d")) {
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
function Kw(e, t, n) {
	return new (e.type === "polar" ? Au : _c)({
		shape: Gw(t, n, e),
		silent: !0,
		z2: 0
	});
}
// node_modules/echarts/lib/chart/bar/install.js
function qw(e) {
	e.registerChartView(Ew), e.registerSeriesModel(hw), e.registerLayout(e.PRIORITY.VISUAL.LAYOUT, H(rS, "bar")), e.registerLayout(e.PRIORITY.VISUAL.PROGRESSIVE_LAYOUT, iS("bar")), e.registerProcessor(e.PRIORITY.PROCESSOR.STATISTIC, fw("bar")), e.registerAction({
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
var Jw = function(e) {
	c(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.hasSymbolVisual = !0, n;
	}
	return t.prototype.getInitialData = function(e, t) {
		return Ex(null, this, { useEncodeDefaulter: !0 });
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
}(zg), Yw = 4, Xw = function() {
	function e() {}
	return e;
}(), Zw = function(e) {
	c(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		return n._off = 0, n.hoverDataIdx = -1, n;
	}
	return t.prototype.getDefaultShape = function() {
		return new Xw();
	}, t.prototype.reset = function() {
		this.notClear = !1, this._off = 0;
	}, t.prototype.buildPath = function(e, t) {
		var n = t.points, r = t.size, i = this.symbolProxy, a = i.shape, o = e.getContext ? e.getContext() : e, s = o && r[0] < Yw, c = this.softClipShape, l;
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
}(Z), Qw = function() {
	function e() {
		this.group = new Ji();
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
		var e = new Zw({ cursor: "default" });
		return e.ignoreCoarsePointer = !0, this.group.add(e), this._newAdded.push(e), e;
	}, e.prototype._setCommon = function(e, t, n) {
		var r = t.hostModel;
		n = n || {};
		var i = t.getVisual("symbolSize");
		e.setShape("size", i instanceof Array ? i : [i, i]), e.softClipShape = n.clipShape || null, e.symbolProxy = lv(t.getVisual("symbol"), 0, 0, 0, 0), e.setColor = e.symbolProxy.setColor;
		var a = e.shape.size[0] < Yw;
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
}(), $w = function(e) {
	c(t, e);
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
		var i = lw("").reset(e, t, n);
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
		return n && r === this._isLargeDraw || (n && n.remove(), n = this._symbolDraw = r ? new Qw() : new DC(), this._isLargeDraw = r, this.group.removeAll()), this.group.add(n.group), n;
	}, t.prototype.remove = function(e, t) {
		this._symbolDraw && this._symbolDraw.remove(!0), this._symbolDraw = null;
	}, t.prototype.dispose = function() {}, t.type = "scatter", t;
}(Qg), eT = function(e) {
	c(t, e);
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
}(Rp), tT = function(e) {
	c(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.getCoordSysModel = function() {
		return this.getReferringComponents("grid", to).models[0];
	}, t.type = "cartesian2dAxis", t;
}(Rp);
ne(tT, qS);
// node_modules/echarts/lib/coord/axisDefault.js
var nT = {
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
}, rT = N({
	boundaryGap: !0,
	deduplication: null,
	splitLine: { show: !1 },
	axisTick: {
		alignWithLabel: !1,
		interval: "auto"
	},
	axisLabel: { interval: "auto" }
}, nT), iT = N({
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
}, nT), aT = {
	category: rT,
	value: iT,
	time: N({
		splitNumber: 6,
		axisLabel: {
			showMinLabel: !1,
			showMaxLabel: !1,
			rich: { primary: { fontWeight: "bold" } }
		},
		splitLine: { show: !1 }
	}, iT),
	log: F({ logBase: 10 }, iT)
}, oT = {
	value: 1,
	category: 1,
	time: 1,
	log: 1
};
// node_modules/echarts/lib/coord/axisModelCreator.js
function sT(e, t, n, r) {
	L(oT, function(i, a) {
		var o = N(N({}, aT[a], !0), r, !0), s = function(e) {
			c(n, e);
			function n() {
				var n = e !== null && e.apply(this, arguments) || this;
				return n.type = t + "Axis." + a, n;
			}
			return n.prototype.mergeDefaultAndTheme = function(e, t) {
				var n = Np(this), r = n ? Fp(e) : {};
				N(e, t.getTheme().get(a + "Axis")), N(e, this.getDefaultOption()), e.type = cT(e), n && Pp(e, r, n);
			}, n.prototype.optionUpdated = function() {
				this.option.type === "category" && (this.__ordinalMeta = jx.createByAxisModel(this));
			}, n.prototype.getCategories = function(e) {
				var t = this.option;
				if (t.type === "category") return e ? t.data : this.__ordinalMeta.categories;
			}, n.prototype.getOrdinalMeta = function() {
				return this.__ordinalMeta;
			}, n.type = t + "Axis." + a, n.defaultOption = o, n;
		}(n);
		e.registerComponentModel(s);
	}), e.registerSubTypeDefaulter(t + "Axis", cT);
}
function cT(e) {
	return e.type || (e.data ? "category" : "value");
}
// node_modules/echarts/lib/coord/cartesian/Cartesian.js
var lT = function() {
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
		return e = e.toLowerCase(), ae(this.getAxes(), function(t) {
			return t.scale.type === e;
		});
	}, e.prototype.addAxis = function(e) {
		var t = e.dim;
		this._axes[t] = e, this._dimList.push(t);
	}, e;
}(), uT = ["x", "y"];
function dT(e) {
	return e.type === "interval" || e.type === "time";
}
var fT = function(e) {
	c(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = "cartesian2d", t.dimensions = uT, t;
	}
	return t.prototype.calcAffineTransform = function() {
		this._transform = this._invTransform = null;
		var e = this.getAxis("x").scale, t = this.getAxis("y").scale;
		if (dT(e) && dT(t)) {
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
				this._invTransform = Mt([], f);
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
		if (this._transform && r != null && isFinite(r) && i != null && isFinite(i)) return We(n, e, this._transform);
		var a = this.getAxis("x"), o = this.getAxis("y");
		return n[0] = a.toGlobalCoord(a.dataToCoord(r, t)), n[1] = o.toGlobalCoord(o.dataToCoord(i, t)), n;
	}, t.prototype.clampData = function(e, t) {
		var n = this.getAxis("x").scale, r = this.getAxis("y").scale, i = n.getExtent(), a = r.getExtent(), o = n.parse(e[0]), s = r.parse(e[1]);
		return t = t || [], t[0] = Math.min(Math.max(Math.min(i[0], i[1]), o), Math.max(i[0], i[1])), t[1] = Math.min(Math.max(Math.min(a[0], a[1]), s), Math.max(a[0], a[1])), t;
	}, t.prototype.pointToData = function(e, t) {
		var n = [];
		if (this._invTransform) return We(n, e, this._invTransform);
		var r = this.getAxis("x"), i = this.getAxis("y");
		return n[0] = r.coordToData(r.toLocalCoord(e[0]), t), n[1] = i.coordToData(i.toLocalCoord(e[1]), t), n;
	}, t.prototype.getOtherAxis = function(e) {
		return this.getAxis(e.dim === "x" ? "y" : "x");
	}, t.prototype.getArea = function(e) {
		e = e || 0;
		var t = this.getAxis("x").getGlobalExtent(), n = this.getAxis("y").getGlobalExtent(), r = Math.min(t[0], t[1]) - e, i = Math.min(n[0], n[1]) - e;
		return new X(r, i, Math.max(t[0], t[1]) - r + e, Math.max(n[0], n[1]) - i + e);
	}, t;
}(lT), pT = function(e) {
	c(t, e);
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
}(mC);
// node_modules/echarts/lib/coord/cartesian/cartesianAxisHelper.js
function mT(e, t, n) {
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
	}[s], a.labelOffset = o ? m[f[s]] - m[f.onZero] : 0, t.get(["axisTick", "inside"]) && (a.tickDirection = -a.tickDirection), me(n.labelInside, t.get(["axisLabel", "inside"])) && (a.labelDirection = -a.labelDirection);
	var g = t.get(["axisLabel", "rotate"]);
	return a.labelRotate = c === "top" ? -g : g, a.z2 = 1, a;
}
function hT(e) {
	return e.get("coordinateSystem") === "cartesian2d";
}
function gT(e) {
	var t = {
		xAxisModel: null,
		yAxisModel: null
	};
	return L(t, function(n, r) {
		var i = r.replace(/Model$/, "");
		t[r] = e.getReferringComponents(i, to).models[0];
	}), t;
}
// node_modules/echarts/lib/coord/axisAlignTicks.js
var _T = Math.log;
function vT(e, t, n) {
	var r = Wx.prototype, i = r.getTicks.call(n), a = r.getTicks.call(n, !0), o = i.length - 1, s = r.getInterval.call(n), c = PS(e, t), l = c.extent, u = c.fixMin, d = c.fixMax;
	if (e.type === "log") {
		var f = _T(e.base);
		l = [_T(l[0]) / f, _T(l[1]) / f];
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
	else if (u) for (g = l[0] + m * o; g < l[1] && isFinite(g) && isFinite(l[1]);) m = Fx(m), g = l[0] + m * o;
	else if (d) for (h = l[1] - m * o; h > l[0] && isFinite(h) && isFinite(l[0]);) m = Fx(m), h = l[1] - m * o;
	else {
		e.getTicks().length - 1 > o && (m = Fx(m));
		var _ = m * o;
		g = Math.ceil(l[1] / m) * m, h = sa(g - _), h < 0 && l[0] >= 0 ? (h = 0, g = sa(_)) : g > 0 && l[1] <= 0 && (g = 0, h = -sa(_));
	}
	var v = (i[0].value - a[0].value) / s, y = (i[o].value - a[o].value) / s;
	r.setExtent.call(e, h + m * v, g + m * y), r.setInterval.call(e, m), (v || y) && r.setNiceExtent.call(e, h + m, g - m);
}
// node_modules/echarts/lib/coord/cartesian/Grid.js
var yT = function() {
	function e(e, t, n) {
		this.type = "grid", this._coordsMap = {}, this._coordsList = [], this._axesMap = {}, this._axesList = [], this.axisPointerEnabled = !0, this.dimensions = uT, this._initCartesian(e, t, n), this.model = e;
	}
	return e.prototype.getRect = function() {
		return this._rect;
	}, e.prototype.update = function(e, t) {
		var n = this._axesMap;
		this._updateScale(e, this.model);
		function r(e) {
			var t, n = z(e), r = n.length;
			if (r) {
				for (var i = [], a = r - 1; a >= 0; a--) {
					var o = e[+n[a]], s = o.model, c = o.scale;
					Nx(c) && s.get("alignTicks") && s.get("interval") == null ? i.push(o) : (IS(c, s), Nx(c) && (t = o));
				}
				i.length && (t || (t = i.pop(), IS(t.scale, t.model)), L(i, function(e) {
					vT(e.scale, e.model, t.scale);
				}));
			}
		}
		r(n.x), r(n.y);
		var i = {};
		L(n.x, function(e) {
			xT(n, "y", e, i);
		}), L(n.y, function(e) {
			xT(n, "x", e, i);
		}), this.resize(this.model, t);
	}, e.prototype.resize = function(e, t, n) {
		var r = e.getBoxLayoutParams(), i = !n && e.get("containLabel"), a = jp(r, {
			width: t.getWidth(),
			height: t.getHeight()
		});
		this._rect = a;
		var o = this._axesList;
		s(), i && (L(o, function(e) {
			if (!e.model.get(["axisLabel", "inside"])) {
				var t = VS(e);
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
				e.setExtent(n[r], n[1 - r]), CT(e, t ? a.x : a.y);
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
		var t = e.seriesModel, n = e.xAxisModel || t && t.getReferringComponents("xAxis", to).models[0], r = e.yAxisModel || t && t.getReferringComponents("yAxis", to).models[0], i = e.gridModel, a = this._coordsList, o, s;
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
				var o = "x" + n + "y" + a, s = new fT(o);
				s.master = r, s.model = e, r._coordsMap[o] = s, r._coordsList.push(s), s.addAxis(t), s.addAxis(i);
			});
		});
		function c(t) {
			return function(n, r) {
				if (bT(n, e)) {
					var c = n.get("position");
					t === "x" ? c !== "top" && c !== "bottom" && (c = a.bottom ? "top" : "bottom") : c !== "left" && c !== "right" && (c = a.left ? "right" : "left"), a[c] = !0;
					var l = new pT(t, LS(n), [0, 0], n.get("type"), c);
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
			if (hT(e)) {
				var r = gT(e), i = r.xAxisModel, a = r.yAxisModel;
				if (!bT(i, t) || !bT(a, t)) return;
				var o = this.getCartesian(i.componentIndex, a.componentIndex), s = e.getData(), c = o.getAxis("x"), l = o.getAxis("y");
				n(s, c), n(s, l);
			}
		}, this);
		function n(e, t) {
			L(GS(e, t.dim), function(n) {
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
			if (hT(e)) {
				var t = gT(e), n = t.xAxisModel, r = t.yAxisModel;
				e.coordinateSystem = n.getCoordSysModel().coordinateSystem.getCartesian(n.componentIndex, r.componentIndex);
			}
		}), r;
	}, e.dimensions = uT, e;
}();
function bT(e, t) {
	return e.getCoordSysModel() === t;
}
function xT(e, t, n, r) {
	n.getAxesOnZeroOf = function() {
		return a ? [a] : [];
	};
	var i = e[t], a, o = n.model, s = o.get(["axisLine", "onZero"]), c = o.get(["axisLine", "onZeroAxisIndex"]);
	if (!s) return;
	if (c != null) ST(i[c]) && (a = i[c]);
	else for (var l in i) if (i.hasOwnProperty(l) && ST(i[l]) && !r[u(i[l])]) {
		a = i[l];
		break;
	}
	a && (r[u(a)] = !0);
	function u(e) {
		return e.dim + "_" + e.index;
	}
}
function ST(e) {
	return e && e.type !== "category" && e.type !== "time" && RS(e);
}
function CT(e, t) {
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
var wT = Math.PI, TT = function() {
	function e(e, t) {
		this.group = new Ji(), this.opt = t, this.axisModel = e, F(t, {
			labelOffset: 0,
			nameDirection: 1,
			tickDirection: 1,
			labelDirection: 1,
			silent: !0,
			handleAutoShown: function() {
				return !0;
			}
		});
		var n = new Ji({
			x: t.position[0],
			y: t.position[1],
			rotation: t.rotation
		});
		n.updateTransform(), this._transformGroup = n;
	}
	return e.prototype.hasBuilder = function(e) {
		return !!ET[e];
	}, e.prototype.add = function(e) {
		ET[e](this.opt, this.axisModel, this.group, this._transformGroup);
	}, e.prototype.getGroup = function() {
		return this.group;
	}, e.innerTextLayout = function(e, t, n) {
		var r = pa(t - e), i, a;
		return ma(r) ? (a = n > 0 ? "top" : "bottom", i = "center") : ma(r - wT) ? (a = n > 0 ? "bottom" : "top", i = "center") : (a = "middle", i = r > 0 && r < wT ? n > 0 ? "right" : "left" : n > 0 ? "left" : "right"), {
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
}(), ET = {
	axisLine: function(e, t, n, r) {
		var i = t.get(["axisLine", "show"]);
		if (i === "auto" && e.handleAutoShown && (i = e.handleAutoShown("axisLine")), i) {
			var a = t.axis.getExtent(), o = r.transform, s = [a[0], 0], c = [a[1], 0], l = s[0] > c[0];
			o && (We(s, s, o), We(c, c, o));
			var u = P({ lineCap: "round" }, t.getModel(["axisLine", "lineStyle"]).getLineStyle()), d = new Vu({
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
			kd(d.shape, d.style.lineWidth), d.anid = "line", n.add(d);
			var f = t.get(["axisLine", "symbol"]);
			if (f != null) {
				var p = t.get(["axisLine", "symbolSize"]);
				G(f) && (f = [f, f]), (G(p) || se(p)) && (p = [p, p]);
				var m = dv(t.get(["axisLine", "symbolOffset"]) || 0, p), h = p[0], g = p[1];
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
						var i = lv(f[r], -h / 2, -g / 2, h, g, u.stroke, !0), a = t.r + t.offset, o = l ? c : s;
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
		var i = NT(n, r, t, e), a = FT(n, r, t, e);
		OT(t, a, i), PT(n, r, t, e.tickDirection), t.get(["axisLabel", "hideOverlap"]) && vC(_C(R(a, function(e) {
			return {
				label: e,
				priority: e.z2,
				defaultAttr: { ignore: e.ignore }
			};
		})));
	},
	axisName: function(e, t, n, r) {
		var i = me(e.axisName, t.get("name"));
		if (i) {
			var a = t.get("nameLocation"), o = e.nameDirection, s = t.getModel("nameTextStyle"), c = t.get("nameGap") || 0, l = t.axis.getExtent(), u = l[0] > l[1] ? -1 : 1, d = [a === "start" ? l[0] - u * c : a === "end" ? l[1] + u * c : (l[0] + l[1]) / 2, jT(a) ? e.labelOffset + o * c : 0], f, p = t.get("nameRotate");
			p != null && (p = p * wT / 180);
			var m;
			jT(a) ? f = TT.innerTextLayout(e.rotation, p ?? e.rotation, o) : (f = DT(e.rotation, a, p || 0, l), m = e.axisNameAvailableWidth, m != null && (m = Math.abs(m / Math.sin(f.rotation)), !isFinite(m) && (m = null)));
			var h = s.getFont(), g = t.get("nameTruncate", !0) || {}, _ = g.ellipsis, v = me(e.nameTruncateMaxWidth, g.maxWidth, m), y = new xc({
				x: d[0],
				y: d[1],
				rotation: f.rotation,
				silent: TT.isLabelSilent(t),
				style: $d(s, {
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
			if (Gd({
				el: y,
				componentModel: t,
				itemName: i
			}), y.__fullText = i, y.anid = "name", t.get("triggerEvent")) {
				var b = TT.makeAxisEventDataBase(t);
				b.targetType = "axisName", b.name = i, Q(y).eventData = b;
			}
			r.add(y), y.updateTransform(), n.add(y), y.decomposeTransform();
		}
	}
};
function DT(e, t, n, r) {
	var i = pa(n - e), a, o, s = r[0] > r[1], c = t === "start" && !s || t !== "start" && s;
	return ma(i - wT / 2) ? (o = c ? "bottom" : "top", a = "center") : ma(i - wT * 1.5) ? (o = c ? "top" : "bottom", a = "center") : (o = "middle", a = i < wT * 1.5 && i > wT / 2 ? c ? "left" : "right" : c ? "right" : "left"), {
		rotation: i,
		textAlign: a,
		textVerticalAlign: o
	};
}
function OT(e, t, n) {
	if (!WS(e.axis)) {
		var r = e.get(["axisLabel", "showMinLabel"]), i = e.get(["axisLabel", "showMaxLabel"]);
		t = t || [], n = n || [];
		var a = t[0], o = t[1], s = t[t.length - 1], c = t[t.length - 2], l = n[0], u = n[1], d = n[n.length - 1], f = n[n.length - 2];
		r === !1 ? (kT(a), kT(l)) : AT(a, o) && (r ? (kT(o), kT(u)) : (kT(a), kT(l))), i === !1 ? (kT(s), kT(d)) : AT(c, s) && (i ? (kT(c), kT(f)) : (kT(s), kT(d)));
	}
}
function kT(e) {
	e && (e.ignore = !0);
}
function AT(e, t) {
	var n = e && e.getBoundingRect().clone(), r = t && t.getBoundingRect().clone();
	if (n && r) {
		var i = Et([]);
		return At(i, i, -e.rotation), n.applyTransform(Ot([], i, e.getLocalTransform())), r.applyTransform(Ot([], i, t.getLocalTransform())), n.intersect(r);
	}
}
function jT(e) {
	return e === "middle" || e === "center";
}
function MT(e, t, n, r, i) {
	for (var a = [], o = [], s = [], c = 0; c < e.length; c++) {
		var l = e[c].coord;
		o[0] = l, o[1] = 0, s[0] = l, s[1] = n, t && (We(o, o, t), We(s, s, t));
		var u = new Vu({
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
		kd(u.shape, u.style.lineWidth), u.anid = i + "_" + e[c].tickValue, a.push(u);
	}
	return a;
}
function NT(e, t, n, r) {
	var i = n.axis, a = n.getModel("axisTick"), o = a.get("show");
	if (o === "auto" && r.handleAutoShown && (o = r.handleAutoShown("axisTick")), o && !i.scale.isBlank()) {
		for (var s = a.getModel("lineStyle"), c = r.tickDirection * a.get("length"), l = MT(i.getTicksCoords(), t.transform, c, F(s.getLineStyle(), { stroke: n.get([
			"axisLine",
			"lineStyle",
			"color"
		]) }), "ticks"), u = 0; u < l.length; u++) e.add(l[u]);
		return l;
	}
}
function PT(e, t, n, r) {
	var i = n.axis, a = n.getModel("minorTick");
	if (a.get("show") && !i.scale.isBlank()) {
		var o = i.getMinorTicksCoords();
		if (o.length) for (var s = a.getModel("lineStyle"), c = r * a.get("length"), l = F(s.getLineStyle(), F(n.getModel("axisTick").getLineStyle(), { stroke: n.get([
			"axisLine",
			"lineStyle",
			"color"
		]) })), u = 0; u < o.length; u++) for (var d = MT(o[u], t.transform, c, l, "minorticks_" + u), f = 0; f < d.length; f++) e.add(d[f]);
	}
}
function FT(e, t, n, r) {
	var i = n.axis;
	if (me(r.axisLabelShow, n.get(["axisLabel", "show"])) && !i.scale.isBlank()) {
		var a = n.getModel("axisLabel"), o = a.get("margin"), s = i.getViewLabels(), c = (me(r.labelRotate, a.get("rotate")) || 0) * wT / 180, l = TT.innerTextLayout(r.rotation, c, r.labelDirection), u = n.getCategories && n.getCategories(!0), d = [], f = TT.isLabelSilent(n), p = n.get("triggerEvent");
		return L(s, function(c, m) {
			var h = i.scale.type === "ordinal" ? i.scale.getRawOrdinalNumber(c.tickValue) : c.tickValue, g = c.formattedLabel, _ = c.rawLabel, v = a;
			if (u && u[h]) {
				var y = u[h];
				K(y) && y.textStyle && (v = new xf(y.textStyle, a, n.ecModel));
			}
			var b = v.getTextColor() || n.get([
				"axisLine",
				"lineStyle",
				"color"
			]), x = i.dataToCoord(h), S = v.getShallow("align", !0) || l.textAlign, C = q(v.getShallow("alignMinLabel", !0), S), w = q(v.getShallow("alignMaxLabel", !0), S), T = v.getShallow("verticalAlign", !0) || v.getShallow("baseline", !0) || l.textVerticalAlign, E = q(v.getShallow("verticalAlignMinLabel", !0), T), D = q(v.getShallow("verticalAlignMaxLabel", !0), T), O = new xc({
				x,
				y: r.labelOffset + r.labelDirection * o,
				rotation: l.rotation,
				silent: f,
				z2: 10 + (c.level || 0),
				style: $d(v, {
					text: g,
					align: m === 0 ? C : m === s.length - 1 ? w : S,
					verticalAlign: m === 0 ? E : m === s.length - 1 ? D : T,
					fill: W(b) ? b(i.type === "category" ? _ : i.type === "value" ? h + "" : h, m) : b
				})
			});
			if (O.anid = "label_" + h, Gd({
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
				var k = TT.makeAxisEventDataBase(n);
				k.targetType = "axisLabel", k.value = _, k.tickIndex = m, i.type === "category" && (k.dataIndex = h), Q(O).eventData = k;
			}
			t.add(O), O.updateTransform(), d.push(O), e.add(O), O.decomposeTransform();
		}), d;
	}
}
// node_modules/echarts/lib/component/axisPointer/modelHelper.js
function IT(e, t) {
	var n = {
		axesInfo: {},
		seriesInvolved: !1,
		coordSysAxesInfo: {},
		coordSysMap: {}
	};
	return LT(n, e, t), n.seriesInvolved && zT(n, e), n;
}
function LT(e, t, n) {
	var r = t.getComponent("tooltip"), i = t.getComponent("axisPointer"), a = i.get("link", !0) || [], o = [];
	L(n.getCoordinateSystems(), function(n) {
		if (!n.axisPointerEnabled) return;
		var s = KT(n.model), c = e.coordSysAxesInfo[s] = {};
		e.coordSysMap[s] = n;
		var l = n.model.getModel("tooltip", r);
		if (L(n.getAxes(), H(p, !1, null)), n.getTooltipAxes && r && l.get("show")) {
			var u = l.get("trigger") === "axis", d = l.get(["axisPointer", "type"]) === "cross", f = n.getTooltipAxes(l.get(["axisPointer", "axis"]));
			(u || d) && L(f.baseAxes, H(p, !d || "cross", u)), d && L(f.otherAxes, H(p, "cross", !1));
		}
		function p(r, s, u) {
			var d = u.model.getModel("axisPointer", i), f = d.get("show");
			if (f && (f !== "auto" || r || GT(d))) {
				s ?? (s = d.get("triggerTooltip")), d = r ? RT(u, l, i, t, r, s) : d;
				var p = d.get("snap"), m = d.get("triggerEmphasis"), h = KT(u.model), g = s || p || u.type === "category", _ = e.axesInfo[h] = {
					key: h,
					axis: u,
					coordSys: n,
					axisPointerModel: d,
					triggerTooltip: s,
					triggerEmphasis: m,
					involveSeries: g,
					snap: p,
					useHandle: GT(d),
					seriesModels: [],
					linkGroup: null
				};
				c[h] = _, e.seriesInvolved = e.seriesInvolved || g;
				var v = BT(a, u);
				if (v != null) {
					var y = o[v] || (o[v] = { axesInfo: {} });
					y.axesInfo[h] = _, y.mapper = a[v].mapper, _.linkGroup = y;
				}
			}
		}
	});
}
function RT(e, t, n, r, i, a) {
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
	return e.model.getModel("axisPointer", new xf(c, n, r));
}
function zT(e, t) {
	t.eachSeries(function(t) {
		var n = t.coordinateSystem, r = t.get(["tooltip", "trigger"], !0), i = t.get(["tooltip", "show"], !0);
		n && r !== "none" && r !== !1 && r !== "item" && i !== !1 && t.get(["axisPointer", "show"], !0) !== !1 && L(e.coordSysAxesInfo[KT(n.model)], function(e) {
			var r = e.axis;
			n.getAxis(r.dim) === r && (e.seriesModels.push(t), e.seriesDataCount ?? (e.seriesDataCount = 0), e.seriesDataCount += t.getData().count());
		});
	});
}
function BT(e, t) {
	for (var n = t.model, r = t.dim, i = 0; i < e.length; i++) {
		var a = e[i] || {};
		if (VT(a[r + "AxisId"], n.id) || VT(a[r + "AxisIndex"], n.componentIndex) || VT(a[r + "AxisName"], n.name)) return i;
	}
}
function VT(e, t) {
	return e === "all" || U(e) && I(e, t) >= 0 || e === t;
}
function HT(e) {
	var t = UT(e);
	if (t) {
		var n = t.axisPointerModel, r = t.axis.scale, i = n.option, a = n.get("status"), o = n.get("value");
		o != null && (o = r.parse(o));
		var s = GT(n);
		a ?? (i.status = s ? "show" : "hide");
		var c = r.getExtent().slice();
		c[0] > c[1] && c.reverse(), (o == null || o > c[1]) && (o = c[1]), o < c[0] && (o = c[0]), i.value = o, s && (i.status = t.axis.scale.isBlank() ? "hide" : "show");
	}
}
function UT(e) {
	var t = (e.ecModel.getComponent("axisPointer") || {}).coordSysAxesInfo;
	return t && t.axesInfo[KT(e)];
}
function WT(e) {
	var t = UT(e);
	return t && t.axisPointerModel;
}
function GT(e) {
	return !!e.get(["handle", "show"]);
}
function KT(e) {
	return e.type + "||" + e.id;
}
// node_modules/echarts/lib/component/axis/AxisView.js
var qT = {}, JT = function(e) {
	c(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.render = function(t, n, r, i) {
		this.axisPointerClass && HT(t), e.prototype.render.apply(this, arguments), this._doUpdateAxisPointerClass(t, r, !0);
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
			var a = WT(e);
			a ? (this._axisPointer || (this._axisPointer = new i())).render(e, a, n, r) : this._disposeAxisPointer(n);
		}
	}, t.prototype._disposeAxisPointer = function(e) {
		this._axisPointer && this._axisPointer.dispose(e), this._axisPointer = null;
	}, t.registerAxisPointerClass = function(e, t) {
		qT[e] = t;
	}, t.getAxisPointerClass = function(e) {
		return e && qT[e];
	}, t.type = "axis", t;
}(Jg), YT = Za();
function XT(e, t, n, r) {
	var i = n.axis;
	if (!i.scale.isBlank()) {
		var a = n.getModel("splitArea"), o = a.getModel("areaStyle"), s = o.get("color"), c = r.coordinateSystem.getRect(), l = i.getTicksCoords({
			tickModel: a,
			clamp: !0
		});
		if (l.length) {
			var u = s.length, d = YT(e).splitAreaColors, f = J(), p = 0;
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
				C != null && f.set(C, p), t.add(new _c({
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
			YT(e).splitAreaColors = f;
		}
	}
}
function ZT(e) {
	YT(e).splitAreaColors = null;
}
// node_modules/echarts/lib/component/axis/CartesianAxisView.js
var QT = [
	"axisLine",
	"axisTickLabel",
	"axisName"
], $T = [
	"splitArea",
	"splitLine",
	"minorSplitLine"
], eE = function(e) {
	c(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.axisPointerClass = "CartesianAxisPointer", n;
	}
	return t.prototype.render = function(t, n, r, i) {
		this.group.removeAll();
		var a = this._axisGroup;
		if (this._axisGroup = new Ji(), this.group.add(this._axisGroup), t.get("show")) {
			var o = t.getCoordSysModel(), s = new TT(t, P({ handleAutoShown: function(e) {
				for (var n = o.coordinateSystem.getCartesians(), r = 0; r < n.length; r++) if (Nx(n[r].getOtherAxis(t.axis).scale)) return !0;
				return !1;
			} }, mT(o, t)));
			L(QT, s.add, s), this._axisGroup.add(s.getGroup()), L($T, function(e) {
				t.get([e, "show"]) && tE[e](this, this._axisGroup, t, o);
			}, this), i && i.type === "changeAxisOrder" && i.isInitSort || Ld(a, this._axisGroup, t), e.prototype.render.call(this, t, n, r, i);
		}
	}, t.prototype.remove = function() {
		ZT(this);
	}, t.type = "cartesianAxis", t;
}(JT), tE = {
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
					var b = f++ % s.length, x = new Vu({
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
					kd(x.shape, g.lineWidth), t.add(x);
				}
			}
		}
	},
	minorSplitLine: function(e, t, n, r) {
		var i = n.axis, a = n.getModel("minorSplitLine").getModel("lineStyle"), o = r.coordinateSystem.getRect(), s = i.isHorizontal(), c = i.getMinorTicksCoords();
		if (c.length) for (var l = [], u = [], d = a.getLineStyle(), f = 0; f < c.length; f++) for (var p = 0; p < c[f].length; p++) {
			var m = i.toGlobalCoord(c[f][p].coord);
			s ? (l[0] = m, l[1] = o.y, u[0] = m, u[1] = o.y + o.height) : (l[0] = o.x, l[1] = m, u[0] = o.x + o.width, u[1] = m);
			var h = new Vu({
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
			kd(h.shape, d.lineWidth), t.add(h);
		}
	},
	splitArea: function(e, t, n, r) {
		XT(e, t, n, r);
	}
}, nE = function(e) {
	c(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.type = "xAxis", t;
}(eE), rE = function(e) {
	c(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = nE.type, t;
	}
	return t.type = "yAxis", t;
}(eE), iE = function(e) {
	c(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = "grid", t;
	}
	return t.prototype.render = function(e, t) {
		this.group.removeAll(), e.get("show") && this.group.add(new _c({
			shape: e.coordinateSystem.getRect(),
			style: F({ fill: e.get("backgroundColor") }, e.getItemStyle()),
			silent: !0,
			z2: -1
		}));
	}, t.type = "grid", t;
}(Jg), aE = { offset: 0 };
function oE(e) {
	e.registerComponentView(iE), e.registerComponentModel(eT), e.registerCoordinateSystem("cartesian2d", yT), sT(e, "x", tT, aE), sT(e, "y", tT, aE), e.registerComponentView(nE), e.registerComponentView(rE), e.registerPreprocessor(function(e) {
		e.xAxis && e.yAxis && !e.grid && (e.grid = {});
	});
}
// node_modules/echarts/lib/chart/scatter/install.js
function sE(e) {
	XS(oE), e.registerSeriesModel(Jw), e.registerChartView($w), e.registerLayout(lw("scatter"));
}
// node_modules/echarts/lib/component/helper/interactionMutex.js
var cE = "\0_ec_interaction_mutex";
function lE(e, t) {
	return !!uE(e)[t];
}
function uE(e) {
	return e[cE] || (e[cE] = {});
}
Tb({
	type: "takeGlobalCursor",
	event: "globalCursorTaken",
	update: "update"
}, Ae);
// node_modules/echarts/lib/component/helper/RoamController.js
var dE = function(e) {
	c(t, e);
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
		if (!bt(e)) {
			for (var t = e.target; t;) {
				if (t.draggable) return;
				t = t.__hostTarget || t.parent;
			}
			var n = e.offsetX, r = e.offsetY;
			this.pointerChecker && this.pointerChecker(e, n, r) && (this._x = n, this._y = r, this._dragging = !0);
		}
	}, t.prototype._mousemoveHandler = function(e) {
		if (this._dragging && mE("moveOnMouseMove", e, this._opt) && e.gestureEvent !== "pinch" && !lE(this._zr, "globalPan")) {
			var t = e.offsetX, n = e.offsetY, r = this._x, i = this._y, a = t - r, o = n - i;
			this._x = t, this._y = n, this._opt.preventDefaultMouseMove && yt(e.event), pE(this, "pan", "moveOnMouseMove", e, {
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
		bt(e) || (this._dragging = !1);
	}, t.prototype._mousewheelHandler = function(e) {
		var t = mE("zoomOnMouseWheel", e, this._opt), n = mE("moveOnMouseWheel", e, this._opt), r = e.wheelDelta, i = Math.abs(r), a = e.offsetX, o = e.offsetY;
		if (r !== 0 && (t || n)) {
			if (t) {
				var s = i > 3 ? 1.4 : i > 1 ? 1.2 : 1.1, c = r > 0 ? s : 1 / s;
				fE(this, "zoom", "zoomOnMouseWheel", e, {
					scale: c,
					originX: a,
					originY: o,
					isAvailableBehavior: null
				});
			}
			if (n) {
				var l = Math.abs(r), u = (r > 0 ? 1 : -1) * (l > 3 ? .4 : l > 1 ? .15 : .05);
				fE(this, "scrollMove", "moveOnMouseWheel", e, {
					scrollDelta: u,
					originX: a,
					originY: o,
					isAvailableBehavior: null
				});
			}
		}
	}, t.prototype._pinchHandler = function(e) {
		if (!lE(this._zr, "globalPan")) {
			var t = e.pinchScale > 1 ? 1.1 : 1 / 1.1;
			fE(this, "zoom", null, e, {
				scale: t,
				originX: e.pinchX,
				originY: e.pinchY,
				isAvailableBehavior: null
			});
		}
	}, t;
}(Ye);
function fE(e, t, n, r, i) {
	e.pointerChecker && e.pointerChecker(r, i.originX, i.originY) && (yt(r.event), pE(e, t, n, r, i));
}
function pE(e, t, n, r, i) {
	i.isAvailableBehavior = V(mE, null, n, r), e.trigger(t, i);
}
function mE(e, t, n) {
	var r = n[e];
	return !e || r && (!G(r) || t.event[r + "Key"]);
}
// node_modules/echarts/lib/visual/VisualMapping.js
var hE = L, gE = K, _E = -1, vE = function() {
	function e(t) {
		var n = t.mappingMethod, r = t.type, i = this.option = M(t);
		this.type = r, this.mappingMethod = n, this._normalizeData = AE[n];
		var a = e.visualHandlers[r];
		this.applyVisual = a.applyVisual, this.getColorMapper = a.getColorMapper, this._normalizedToVisual = a._normalizedToVisual[n], n === "piecewise" ? (xE(i), yE(i)) : n === "category" ? i.categories ? bE(i) : xE(i, !0) : (ve(n !== "linear" || i.dataExtent), xE(i));
	}
	return e.prototype.mapValueToVisual = function(e) {
		var t = this._normalizeData(e);
		return this._normalizedToVisual(t, e);
	}, e.prototype.getNormalizer = function() {
		return V(this._normalizeData, this);
	}, e.listVisualTypes = function() {
		return z(e.visualHandlers);
	}, e.isValidType = function(t) {
		return e.visualHandlers.hasOwnProperty(t);
	}, e.eachVisual = function(e, t, n) {
		K(e) ? L(e, t, n) : t.call(n, e);
	}, e.mapVisual = function(t, n, r) {
		var i, a = U(t) ? [] : K(t) ? {} : (i = !0, null);
		return e.eachVisual(t, function(e, t) {
			var o = n.call(r, e, t);
			i ? a = o : a[t] = o;
		}), a;
	}, e.retrieveVisuals = function(t) {
		var n = {}, r;
		return t && hE(e.visualHandlers, function(e, i) {
			t.hasOwnProperty(i) && (n[i] = t[i], r = !0);
		}), r ? n : null;
	}, e.prepareVisualTypes = function(e) {
		if (U(e)) e = e.slice();
		else if (gE(e)) {
			var t = [];
			hE(e, function(e, n) {
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
					if (jE(u[1], e, l[1])) return a;
				} else if (l[1] === Infinity) {
					if (jE(u[0], l[0], e)) return a;
				} else if (jE(u[0], l[0], e) && jE(u[1], e, l[1])) return a;
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
			applyVisual: wE("color"),
			getColorMapper: function() {
				var e = this.option;
				return V(e.mappingMethod === "category" ? function(e, t) {
					return !t && (e = this._normalizeData(e)), TE.call(this, e);
				} : function(t, n, r) {
					var i = !!r;
					return !n && (t = this._normalizeData(t)), r = ur(t, e.parsedVisual, r), i ? r : mr(r, "rgba");
				}, this);
			},
			_normalizedToVisual: {
				linear: function(e) {
					return mr(ur(e, this.option.parsedVisual), "rgba");
				},
				category: TE,
				piecewise: function(e, t) {
					var n = OE.call(this, t);
					return n ?? (n = mr(ur(e, this.option.parsedVisual), "rgba")), n;
				},
				fixed: EE
			}
		},
		colorHue: SE(function(e, t) {
			return fr(e, t);
		}),
		colorSaturation: SE(function(e, t) {
			return fr(e, null, t);
		}),
		colorLightness: SE(function(e, t) {
			return fr(e, null, null, t);
		}),
		colorAlpha: SE(function(e, t) {
			return pr(e, t);
		}),
		decal: {
			applyVisual: wE("decal"),
			_normalizedToVisual: {
				linear: null,
				category: TE,
				piecewise: null,
				fixed: null
			}
		},
		opacity: {
			applyVisual: wE("opacity"),
			_normalizedToVisual: DE([0, 1])
		},
		liftZ: {
			applyVisual: wE("liftZ"),
			_normalizedToVisual: {
				linear: EE,
				category: EE,
				piecewise: EE,
				fixed: EE
			}
		},
		symbol: {
			applyVisual: function(e, t, n) {
				n("symbol", this.mapValueToVisual(e));
			},
			_normalizedToVisual: {
				linear: CE,
				category: TE,
				piecewise: function(e, t) {
					var n = OE.call(this, t);
					return n ?? (n = CE.call(this, e)), n;
				},
				fixed: EE
			}
		},
		symbolSize: {
			applyVisual: wE("symbolSize"),
			_normalizedToVisual: DE([0, 1])
		}
	}, e;
}();
function yE(e) {
	var t = e.pieceList;
	e.hasSpecialVisual = !1, L(t, function(t, n) {
		t.originIndex = n, t.visual != null && (e.hasSpecialVisual = !0);
	});
}
function bE(e) {
	var t = e.categories, n = e.categoryMap = {}, r = e.visual;
	if (hE(t, function(e, t) {
		n[e] = t;
	}), !U(r)) {
		var i = [];
		K(r) ? hE(r, function(e, t) {
			var r = n[t];
			i[r ?? _E] = e;
		}) : i[_E] = r, r = kE(e, i);
	}
	for (var a = t.length - 1; a >= 0; a--) r[a] ?? (delete n[t[a]], t.pop());
}
function xE(e, t) {
	var n = e.visual, r = [];
	K(n) ? hE(n, function(e) {
		r.push(e);
	}) : n != null && r.push(n), !t && r.length === 1 && !{
		color: 1,
		symbol: 1
	}.hasOwnProperty(e.type) && (r[1] = r[0]), kE(e, r);
}
function SE(e) {
	return {
		applyVisual: function(t, n, r) {
			var i = this.mapValueToVisual(t);
			r("color", e(n("color"), i));
		},
		_normalizedToVisual: DE([0, 1])
	};
}
function CE(e) {
	var t = this.option.visual;
	return t[Math.round(aa(e, [0, 1], [0, t.length - 1], !0))] || {};
}
function wE(e) {
	return function(t, n, r) {
		r(e, this.mapValueToVisual(t));
	};
}
function TE(e) {
	var t = this.option.visual;
	return t[this.option.loop && e !== _E ? e % t.length : e];
}
function EE() {
	return this.option.visual[0];
}
function DE(e) {
	return {
		linear: function(t) {
			return aa(t, e, this.option.visual, !0);
		},
		category: TE,
		piecewise: function(t, n) {
			var r = OE.call(this, n);
			return r ?? (r = aa(t, e, this.option.visual, !0)), r;
		},
		fixed: EE
	};
}
function OE(e) {
	var t = this.option, n = t.pieceList;
	if (t.hasSpecialVisual) {
		var r = n[vE.findPieceIndex(e, n)];
		if (r && r.visual) return r.visual[this.type];
	}
}
function kE(e, t) {
	return e.visual = t, e.type === "color" && (e.parsedVisual = R(t, function(e) {
		return or(e) || [
			0,
			0,
			0,
			1
		];
	})), t;
}
var AE = {
	linear: function(e) {
		return aa(e, this.option.dataExtent, [0, 1], !0);
	},
	piecewise: function(e) {
		var t = this.option.pieceList, n = vE.findPieceIndex(e, t, !0);
		if (n != null) return aa(n, [0, t.length - 1], [0, 1], !0);
	},
	category: function(e) {
		return (this.option.categories ? this.option.categoryMap[e] : e) ?? _E;
	},
	fixed: Ae
};
function jE(e, t, n) {
	return e ? t <= n : t < n;
}
// node_modules/echarts/lib/chart/helper/LinePath.js
var ME = Vu.prototype, NE = Gu.prototype, PE = function() {
	function e() {
		this.x1 = 0, this.y1 = 0, this.x2 = 0, this.y2 = 0, this.percent = 1;
	}
	return e;
}();
(function(e) {
	c(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t;
})(PE);
function FE(e) {
	return isNaN(+e.cpx1) || isNaN(+e.cpy1);
}
var IE = function(e) {
	c(t, e);
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
		return new PE();
	}, t.prototype.buildPath = function(e, t) {
		FE(t) ? ME.buildPath.call(this, e, t) : NE.buildPath.call(this, e, t);
	}, t.prototype.pointAt = function(e) {
		return FE(this.shape) ? ME.pointAt.call(this, e) : NE.pointAt.call(this, e);
	}, t.prototype.tangentAt = function(e) {
		var t = this.shape, n = FE(t) ? [t.x2 - t.x1, t.y2 - t.y1] : NE.tangentAt.call(this, e);
		return ze(n, n);
	}, t;
}(Z), LE = ["fromSymbol", "toSymbol"];
function RE(e) {
	return "_" + e + "Type";
}
function zE(e, t, n) {
	var r = t.getItemVisual(n, e);
	if (!r || r === "none") return r;
	var i = t.getItemVisual(n, e + "Size"), a = t.getItemVisual(n, e + "Rotate"), o = t.getItemVisual(n, e + "Offset"), s = t.getItemVisual(n, e + "KeepAspect"), c = uv(i), l = dv(o || 0, c);
	return r + c + l + (a || "") + (s || "");
}
function BE(e, t, n) {
	var r = t.getItemVisual(n, e);
	if (r && r !== "none") {
		var i = t.getItemVisual(n, e + "Size"), a = t.getItemVisual(n, e + "Rotate"), o = t.getItemVisual(n, e + "Offset"), s = t.getItemVisual(n, e + "KeepAspect"), c = uv(i), l = dv(o || 0, c), u = lv(r, -c[0] / 2 + l[0], -c[1] / 2 + l[1], c[0], c[1], null, s);
		return u.__specifiedRotation = a == null || isNaN(a) ? void 0 : a * Math.PI / 180 || 0, u.name = e, u;
	}
}
function VE(e) {
	var t = new IE({
		name: "line",
		subPixelOptimize: !0
	});
	return HE(t.shape, e), t;
}
function HE(e, t) {
	e.x1 = t[0][0], e.y1 = t[0][1], e.x2 = t[1][0], e.y2 = t[1][1], e.percent = 1;
	var n = t[2];
	n ? (e.cpx1 = n[0], e.cpy1 = n[1]) : (e.cpx1 = NaN, e.cpy1 = NaN);
}
var UE = function(e) {
	c(t, e);
	function t(t, n, r) {
		var i = e.call(this) || this;
		return i._createLine(t, n, r), i;
	}
	return t.prototype._createLine = function(e, t, n) {
		var r = e.hostModel, i = VE(e.getItemLayout(t));
		i.shape.percent = 0, ld(i, { shape: { percent: 1 } }, r, t), this.add(i), L(LE, function(n) {
			var r = BE(n, e, t);
			this.add(r), this[RE(n)] = zE(n, e, t);
		}, this), this._updateCommonStl(e, t, n);
	}, t.prototype.updateData = function(e, t, n) {
		var r = e.hostModel, i = this.childOfName("line"), a = e.getItemLayout(t), o = { shape: {} };
		HE(o.shape, a), cd(i, o, r, t), L(LE, function(n) {
			var r = zE(n, e, t), i = RE(n);
			if (this[i] !== r) {
				this.remove(this.childOfName(n));
				var a = BE(n, e, t);
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
			a = p.getModel("lineStyle").getLineStyle(), o = f.getModel(["blur", "lineStyle"]).getLineStyle(), s = f.getModel(["select", "lineStyle"]).getLineStyle(), l = p.get("disabled"), u = p.get("focus"), d = p.get("blurScope"), c = Qd(f);
		}
		var m = e.getItemVisual(t, "style"), h = m.stroke;
		i.useStyle(m), i.style.fill = null, i.style.strokeNoScale = !0, i.ensureState("emphasis").style = a, i.ensureState("blur").style = o, i.ensureState("select").style = s, L(LE, function(e) {
			var t = this.childOfName(e);
			if (t) {
				t.setColor(h), t.style.opacity = m.opacity;
				for (var n = 0; n < Bc.length; n++) {
					var r = Bc[n], a = i.getState(r);
					if (a) {
						var o = a.style || {}, s = t.ensureState(r), c = s.style || (s.style = {});
						o.stroke != null && (c[t.__isEmptyBrush ? "stroke" : "fill"] = o.stroke), o.opacity != null && (c.opacity = o.opacity);
					}
				}
				t.markRedraw();
			}
		}, this);
		var g = r.getRawValue(t);
		Zd(this, c, {
			labelDataIndex: t,
			labelFetcher: { getFormattedLabel: function(t, n) {
				return r.getFormattedLabel(t, n, e.dataType);
			} },
			inheritColor: h || "#000",
			defaultOpacity: m.opacity,
			defaultText: (g == null ? e.getName(t) : isFinite(g) ? sa(g) : g) + ""
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
		}), jl(this, u, d, l);
	}, t.prototype.highlight = function() {
		fl(this);
	}, t.prototype.downplay = function() {
		pl(this);
	}, t.prototype.updateLayout = function(e, t) {
		this.setLinePoints(e.getItemLayout(t));
	}, t.prototype.setLinePoints = function(e) {
		var t = this.childOfName("line");
		HE(t.shape, e), t.dirty();
	}, t.prototype.beforeUpdate = function() {
		var e = this, t = e.childOfName("fromSymbol"), n = e.childOfName("toSymbol"), r = e.getTextContent();
		if (!t && !n && (!r || r.ignore)) return;
		for (var i = 1, a = this.parent; a;) a.scaleX && (i /= a.scaleX), a = a.parent;
		var o = e.childOfName("line");
		if (!this.__dirty && !o.__dirty) return;
		var s = o.shape.percent, c = o.pointAt(0), l = o.pointAt(s), u = Fe([], l, c);
		ze(u, u);
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
}(Ji), WE = function() {
	function e(e) {
		this.group = new Ji(), this._LineCtor = e || UE;
	}
	return e.prototype.updateData = function(e) {
		var t = this;
		this._progressiveEls = null;
		var n = this, r = n.group, i = n._lineData;
		n._lineData = e, i || r.removeAll();
		var a = KE(e);
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
		this._seriesScope = KE(e), this._lineData = null, this.group.removeAll();
	}, e.prototype.incrementalUpdate = function(e, t) {
		this._progressiveEls = [];
		function n(e) {
			!e.isGroup && !GE(e) && (e.incremental = !0, e.ensureState("emphasis").hoverLayer = !0);
		}
		for (var r = e.start; r < e.end; r++) if (JE(t.getItemLayout(r))) {
			var i = new this._LineCtor(t, r, this._seriesScope);
			i.traverse(n), this.group.add(i), t.setItemGraphicEl(r, i), this._progressiveEls.push(i);
		}
	}, e.prototype.remove = function() {
		this.group.removeAll();
	}, e.prototype.eachRendered = function(e) {
		qd(this._progressiveEls || this.group, e);
	}, e.prototype._doAdd = function(e, t, n) {
		if (JE(e.getItemLayout(t))) {
			var r = new this._LineCtor(e, t, n);
			e.setItemGraphicEl(t, r), this.group.add(r);
		}
	}, e.prototype._doUpdate = function(e, t, n, r, i) {
		var a = e.getItemGraphicEl(n);
		JE(t.getItemLayout(r)) ? (a ? a.updateData(t, r, i) : a = new this._LineCtor(t, r, i), t.setItemGraphicEl(r, a), this.group.add(a)) : this.group.remove(a);
	}, e;
}();
function GE(e) {
	return e.animators && e.animators.length > 0;
}
function KE(e) {
	var t = e.hostModel, n = t.getModel("emphasis");
	return {
		lineStyle: t.getModel("lineStyle").getLineStyle(),
		emphasisLineStyle: n.getModel(["lineStyle"]).getLineStyle(),
		blurLineStyle: t.getModel(["blur", "lineStyle"]).getLineStyle(),
		selectLineStyle: t.getModel(["select", "lineStyle"]).getLineStyle(),
		emphasisDisabled: n.get("disabled"),
		blurScope: n.get("blurScope"),
		focus: n.get("focus"),
		labelStatesModels: Qd(t)
	};
}
function qE(e) {
	return isNaN(e[0]) || isNaN(e[1]);
}
function JE(e) {
	return e && !qE(e[0]) && !qE(e[1]);
}
// node_modules/echarts/lib/component/helper/sliderMove.js
function YE(e, t, n, r, i, a) {
	e = e || 0;
	var o = n[1] - n[0];
	if (i != null && (i = ZE(i, [0, o])), a != null && (a = Math.max(a, i ?? 0)), r === "all") {
		var s = Math.abs(t[1] - t[0]);
		s = ZE(s, [0, o]), i = a = ZE(s, [i, a]), r = 0;
	}
	t[0] = ZE(t[0], n), t[1] = ZE(t[1], n);
	var c = XE(t, r);
	t[r] += e;
	var l = i || 0, u = n.slice();
	c.sign < 0 ? u[0] += l : u[1] -= l, t[r] = ZE(t[r], u);
	var d = XE(t, r);
	return i != null && (d.sign !== c.sign || d.span < i) && (t[1 - r] = t[r] + c.sign * i), d = XE(t, r), a != null && d.span > a && (t[1 - r] = t[r] + d.sign * a), t;
}
function XE(e, t) {
	var n = e[t] - e[1 - t];
	return {
		span: Math.abs(n),
		sign: n > 0 ? -1 : n < 0 ? 1 : t ? -1 : 1
	};
}
function ZE(e, t) {
	return Math.min(t[1] == null ? Infinity : t[1], Math.max(t[0] == null ? -Infinity : t[0], e));
}
// node_modules/echarts/lib/chart/heatmap/HeatmapLayer.js
var QE = 256, $E = function() {
	function e() {
		this.blurSize = 30, this.pointSize = 20, this.maxOpacity = 1, this.minOpacity = 0, this._gradientPixels = {
			inRange: null,
			outOfRange: null
		};
		var e = v.createCanvas();
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
			var v = b[x + 3] / 256, T = Math.floor(v * (QE - 1)) * 4;
			if (v > 0) {
				var E = a(v) ? s : c;
				v > 0 && (v = v * w + C), b[x++] = E[T], b[x++] = E[T + 1], b[x++] = E[T + 2], b[x++] = E[T + 3] * v * 256;
			} else x += 4;
		}
		return d.putImageData(y, 0, 0), u;
	}, e.prototype._getBrush = function() {
		var e = this._brushCanvas || (this._brushCanvas = v.createCanvas()), t = this.pointSize + this.blurSize, n = t * 2;
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
function eD(e, t, n) {
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
function tD(e, t) {
	var n = e[1] - e[0];
	return t = [(t[0] - e[0]) / n, (t[1] - e[0]) / n], function(e) {
		return e >= t[0] && e <= t[1];
	};
}
function nD(e) {
	var t = e.dimensions;
	return t[0] === "lng" && t[1] === "lat";
}
var rD = function(e) {
	c(t, e);
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
		i.type === "cartesian2d" || i.type === "calendar" ? this._renderOnCartesianAndCalendar(e, n, 0, e.getData().count()) : nD(i) && this._renderOnGeo(i, e, r, n);
	}, t.prototype.incrementalPrepareRender = function(e, t, n) {
		this.group.removeAll();
	}, t.prototype.incrementalRender = function(e, t, n, r) {
		var i = t.coordinateSystem;
		i && (nD(i) ? this.render(t, n, r) : (this._progressiveEls = [], this._renderOnCartesianAndCalendar(t, r, e.start, e.end, !0)));
	}, t.prototype.eachRendered = function(e) {
		qd(this._progressiveEls || this.group, e);
	}, t.prototype._renderOnCartesianAndCalendar = function(e, t, n, r, i) {
		var a = e.coordinateSystem, o = WC(a, "cartesian2d"), s, c, l, u;
		if (o) {
			var d = a.getAxis("x"), f = a.getAxis("y");
			s = d.getBandWidth() + .5, c = f.getBandWidth() + .5, l = d.scale.getExtent(), u = f.scale.getExtent();
		}
		for (var p = this.group, m = e.getData(), h = e.getModel(["emphasis", "itemStyle"]).getItemStyle(), g = e.getModel(["blur", "itemStyle"]).getItemStyle(), _ = e.getModel(["select", "itemStyle"]).getItemStyle(), v = e.get(["itemStyle", "borderRadius"]), y = Qd(e), b = e.getModel("emphasis"), x = b.get("focus"), S = b.get("blurScope"), C = b.get("disabled"), w = o ? [
			m.mapDimension("x"),
			m.mapDimension("y"),
			m.mapDimension("value")
		] : [m.mapDimension("time"), m.mapDimension("value")], T = n; T < r; T++) {
			var E = void 0, D = m.getItemVisual(T, "style");
			if (o) {
				var O = m.get(w[0], T), k = m.get(w[1], T);
				if (isNaN(m.get(w[2], T)) || isNaN(O) || isNaN(k) || O < l[0] || O > l[1] || k < u[0] || k > u[1]) continue;
				var A = a.dataToPoint([O, k]);
				E = new _c({
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
				E = new _c({
					z2: 1,
					shape: a.dataToRect([m.get(w[0], T)]).contentShape,
					style: D
				});
			}
			if (m.hasItemOption) {
				var j = m.getItemModel(T), ee = j.getModel("emphasis");
				h = ee.getModel("itemStyle").getItemStyle(), g = j.getModel(["blur", "itemStyle"]).getItemStyle(), _ = j.getModel(["select", "itemStyle"]).getItemStyle(), v = j.get(["itemStyle", "borderRadius"]), x = ee.get("focus"), S = ee.get("blurScope"), C = ee.get("disabled"), y = Qd(j);
			}
			E.shape.r = v;
			var M = e.getRawValue(T), N = "-";
			M && M[2] != null && (N = M[2] + ""), Zd(E, y, {
				labelFetcher: e,
				labelDataIndex: T,
				defaultOpacity: D.opacity,
				defaultText: N
			}), E.ensureState("emphasis").style = h, E.ensureState("blur").style = g, E.ensureState("select").style = _, jl(E, x, S, C), E.incremental = i, i && (E.states.emphasis.hoverLayer = !0), p.add(E), m.setItemGraphicEl(T, E), this._progressiveEls && this._progressiveEls.push(E);
		}
	}, t.prototype._renderOnGeo = function(e, t, n, r) {
		var i = n.targetVisuals.inRange, a = n.targetVisuals.outOfRange, o = t.getData(), s = this._hmLayer || this._hmLayer || new $E();
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
		}), v = n.getExtent(), y = n.type === "visualMap.continuous" ? tD(v, n.option.range) : eD(v, n.getPieceList(), n.option.selected);
		s.update(_, m, h, i.color.getNormalizer(), {
			inRange: i.color.getColorMapper(),
			outOfRange: a.color.getColorMapper()
		}, y);
		var b = new lc({
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
}(Qg), iD = function(e) {
	c(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.getInitialData = function(e, t) {
		return Ex(null, this, { generateCoord: "value" });
	}, t.prototype.preventIncremental = function() {
		var e = Em.get(this.get("coordinateSystem"));
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
}(zg);
// node_modules/echarts/lib/chart/heatmap/install.js
function aD(e) {
	e.registerChartView(rD), e.registerSeriesModel(iD);
}
// node_modules/echarts/lib/chart/custom/CustomSeries.js
var oD = {
	color: "fill",
	borderColor: "stroke"
}, sD = {
	symbol: 1,
	symbolSize: 1,
	symbolKeepAspect: 1,
	legendIcon: 1,
	visualMeta: 1,
	liftZ: 1,
	decal: 1
}, cD = Za(), lD = function(e) {
	c(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.optionUpdated = function() {
		this.currentZLevel = this.get("zlevel", !0), this.currentZ = this.get("z", !0);
	}, t.prototype.getInitialData = function(e, t) {
		return Ex(null, this);
	}, t.prototype.getDataParams = function(t, n, r) {
		var i = e.prototype.getDataParams.call(this, t, n);
		return r && (i.info = cD(r).info), i;
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
}(zg);
// node_modules/echarts/lib/coord/cartesian/prepareCustom.js
function uD(e, t) {
	return t = t || [0, 0], R(["x", "y"], function(n, r) {
		var i = this.getAxis(n), a = t[r], o = e[r] / 2;
		return i.type === "category" ? i.getBandWidth() : Math.abs(i.dataToCoord(a - o) - i.dataToCoord(a + o));
	}, this);
}
function dD(e) {
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
			size: V(uD, e)
		}
	};
}
// node_modules/echarts/lib/coord/geo/prepareCustom.js
function fD(e, t) {
	return t = t || [0, 0], R([0, 1], function(n) {
		var r = t[n], i = e[n] / 2, a = [], o = [];
		return a[n] = r - i, o[n] = r + i, a[1 - n] = o[1 - n] = t[1 - n], Math.abs(this.dataToPoint(a)[n] - this.dataToPoint(o)[n]);
	}, this);
}
function pD(e) {
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
			size: V(fD, e)
		}
	};
}
// node_modules/echarts/lib/coord/single/prepareCustom.js
function mD(e, t) {
	var n = this.getAxis(), r = t instanceof Array ? t[0] : t, i = (e instanceof Array ? e[0] : e) / 2;
	return n.type === "category" ? n.getBandWidth() : Math.abs(n.dataToCoord(r - i) - n.dataToCoord(r + i));
}
function hD(e) {
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
			size: V(mD, e)
		}
	};
}
// node_modules/echarts/lib/coord/polar/prepareCustom.js
function gD(e, t) {
	return t = t || [0, 0], R(["Radius", "Angle"], function(n, r) {
		var i = "get" + n + "Axis", a = this[i](), o = t[r], s = e[r] / 2, c = a.type === "category" ? a.getBandWidth() : Math.abs(a.dataToCoord(o - s) - a.dataToCoord(o + s));
		return n === "Angle" && (c = c * Math.PI / 180), c;
	}, this);
}
function _D(e) {
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
			size: V(gD, e)
		}
	};
}
// node_modules/echarts/lib/coord/calendar/prepareCustom.js
function vD(e) {
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
function yD(e, t, n, r) {
	return e && (e.legacy || e.legacy !== !1 && !n && !r && t !== "tspan" && (t === "text" || Y(e, "text")));
}
function bD(e, t, n) {
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
	return xD(o, e), L(o.rich, function(e) {
		xD(e, e);
	}), {
		textConfig: i,
		textContent: a
	};
}
function xD(e, t) {
	t && (t.font = t.textFont || t.font, Y(t, "textStrokeWidth") && (e.lineWidth = t.textStrokeWidth), Y(t, "textAlign") && (e.align = t.textAlign), Y(t, "textVerticalAlign") && (e.verticalAlign = t.textVerticalAlign), Y(t, "textLineHeight") && (e.lineHeight = t.textLineHeight), Y(t, "textWidth") && (e.width = t.textWidth), Y(t, "textHeight") && (e.height = t.textHeight), Y(t, "textBackgroundColor") && (e.backgroundColor = t.textBackgroundColor), Y(t, "textPadding") && (e.padding = t.textPadding), Y(t, "textBorderColor") && (e.borderColor = t.textBorderColor), Y(t, "textBorderWidth") && (e.borderWidth = t.textBorderWidth), Y(t, "textBorderRadius") && (e.borderRadius = t.textBorderRadius), Y(t, "textBoxShadowColor") && (e.shadowColor = t.textBoxShadowColor), Y(t, "textBoxShadowBlur") && (e.shadowBlur = t.textBoxShadowBlur), Y(t, "textBoxShadowOffsetX") && (e.shadowOffsetX = t.textBoxShadowOffsetX), Y(t, "textBoxShadowOffsetY") && (e.shadowOffsetY = t.textBoxShadowOffsetY));
}
function SD(e, t, n) {
	var r = e;
	r.textPosition = r.textPosition || n.position || "inside", n.offset != null && (r.textOffset = n.offset), n.rotation != null && (r.textRotation = n.rotation), n.distance != null && (r.textDistance = n.distance);
	var i = r.textPosition.indexOf("inside") >= 0, a = e.fill || "#000";
	CD(r, t);
	var o = r.textFill == null;
	return i ? o && (r.textFill = n.insideFill || "#fff", !r.textStroke && n.insideStroke && (r.textStroke = n.insideStroke), !r.textStroke && (r.textStroke = a), r.textStrokeWidth ?? (r.textStrokeWidth = 2)) : (o && (r.textFill = e.fill || n.outsideFill || "#000"), !r.textStroke && n.outsideStroke && (r.textStroke = n.outsideStroke)), r.text = t.text, r.rich = t.rich, L(t.rich, function(e) {
		CD(e, e);
	}), r;
}
function CD(e, t) {
	t && (Y(t, "fill") && (e.textFill = t.fill), Y(t, "stroke") && (e.textStroke = t.fill), Y(t, "lineWidth") && (e.textStrokeWidth = t.lineWidth), Y(t, "font") && (e.font = t.font), Y(t, "fontStyle") && (e.fontStyle = t.fontStyle), Y(t, "fontWeight") && (e.fontWeight = t.fontWeight), Y(t, "fontSize") && (e.fontSize = t.fontSize), Y(t, "fontFamily") && (e.fontFamily = t.fontFamily), Y(t, "align") && (e.textAlign = t.align), Y(t, "verticalAlign") && (e.textVerticalAlign = t.verticalAlign), Y(t, "lineHeight") && (e.textLineHeight = t.lineHeight), Y(t, "width") && (e.textWidth = t.width), Y(t, "height") && (e.textHeight = t.height), Y(t, "backgroundColor") && (e.textBackgroundColor = t.backgroundColor), Y(t, "padding") && (e.textPadding = t.padding), Y(t, "borderColor") && (e.textBorderColor = t.borderColor), Y(t, "borderWidth") && (e.textBorderWidth = t.borderWidth), Y(t, "borderRadius") && (e.textBorderRadius = t.borderRadius), Y(t, "shadowColor") && (e.textBoxShadowColor = t.shadowColor), Y(t, "shadowBlur") && (e.textBoxShadowBlur = t.shadowBlur), Y(t, "shadowOffsetX") && (e.textBoxShadowOffsetX = t.shadowOffsetX), Y(t, "shadowOffsetY") && (e.textBoxShadowOffsetY = t.shadowOffsetY), Y(t, "textShadowColor") && (e.textShadowColor = t.textShadowColor), Y(t, "textShadowBlur") && (e.textShadowBlur = t.textShadowBlur), Y(t, "textShadowOffsetX") && (e.textShadowOffsetX = t.textShadowOffsetX), Y(t, "textShadowOffsetY") && (e.textShadowOffsetY = t.textShadowOffsetY));
}
// node_modules/echarts/lib/animation/customGraphicTransition.js
var wD = {
	position: ["x", "y"],
	scale: ["scaleX", "scaleY"],
	origin: ["originX", "originY"]
}, TD = z(wD);
ie(wi, function(e, t) {
	return e[t] = 1, e;
}, {}), wi.join(", ");
var ED = [
	"",
	"style",
	"shape",
	"extra"
], DD = Za();
function OD(e, t, n, r, i) {
	var a = e + "Animation", o = od(e, r, i) || {}, s = DD(t).userDuring;
	return o.duration > 0 && (o.during = s ? V(RD, {
		el: t,
		userDuring: s
	}) : null, o.setToFinal = !0, o.scope = e), P(o, n[a]), o;
}
function kD(e, t, n, r) {
	r = r || {};
	var i = r.dataIndex, a = r.isInit, o = r.clearStyle, s = n.isAnimationEnabled(), c = DD(e), l = t.style;
	c.userDuring = t.during;
	var u = {}, d = {};
	if (HD(e, t, d), BD("shape", t, d), BD("extra", t, d), !a && s && (VD(e, t, u), zD("shape", e, t, u), zD("extra", e, t, u), UD(e, t, l, u)), d.style = l, ND(e, d, o), FD(e, t), s) {
		if (a) {
			var f = {};
			L(ED, function(e) {
				var n = e ? t[e] : t;
				n && n.enterFrom && (e && (f[e] = f[e] || {}), P(e ? f[e] : f, n.enterFrom));
			});
			var p = OD("enter", e, t, n, i);
			p.duration > 0 && e.animateFrom(f, p);
		} else PD(e, t, i || 0, n, u);
	}
	AD(e, t), l ? e.dirty() : e.markRedraw();
}
function AD(e, t) {
	for (var n = DD(e).leaveToProps, r = 0; r < ED.length; r++) {
		var i = ED[r], a = i ? t[i] : t;
		a && a.leaveTo && (n || (n = DD(e).leaveToProps = {}), i && (n[i] = n[i] || {}), P(i ? n[i] : n, a.leaveTo));
	}
}
function jD(e, t, n, r) {
	if (e) {
		var i = e.parent, a = DD(e).leaveToProps;
		if (a) {
			var o = OD("update", e, t, n, 0);
			o.done = function() {
				i.remove(e), r && r();
			}, e.animateTo(a, o);
		} else i.remove(e), r && r();
	}
}
function MD(e) {
	return e === "all";
}
function ND(e, t, n) {
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
function PD(e, t, n, r, i) {
	if (i) {
		var a = OD("update", e, t, r, n);
		a.duration > 0 && e.animateFrom(i, a);
	}
}
function FD(e, t) {
	Y(t, "silent") && (e.silent = t.silent), Y(t, "ignore") && (e.ignore = t.ignore), e instanceof Zo && Y(t, "invisible") && (e.invisible = t.invisible), e instanceof Z && Y(t, "autoBatch") && (e.autoBatch = t.autoBatch);
}
var ID = {}, LD = {
	setTransform: function(e, t) {
		return ID.el[e] = t, this;
	},
	getTransform: function(e) {
		return ID.el[e];
	},
	setShape: function(e, t) {
		var n = ID.el, r = n.shape || (n.shape = {});
		return r[e] = t, n.dirtyShape && n.dirtyShape(), this;
	},
	getShape: function(e) {
		var t = ID.el.shape;
		if (t) return t[e];
	},
	setStyle: function(e, t) {
		var n = ID.el, r = n.style;
		return r && (r[e] = t, n.dirtyStyle && n.dirtyStyle()), this;
	},
	getStyle: function(e) {
		var t = ID.el.style;
		if (t) return t[e];
	},
	setExtra: function(e, t) {
		var n = ID.el.extra || (ID.el.extra = {});
		return n[e] = t, this;
	},
	getExtra: function(e) {
		var t = ID.el.extra;
		if (t) return t[e];
	}
};
function RD() {
	var e = this, t = e.el;
	if (t) {
		var n = DD(t).userDuring, r = e.userDuring;
		n === r ? (ID.el = t, r(LD)) : e.el = e.userDuring = null;
	}
}
function zD(e, t, n, r) {
	var i = n[e];
	if (i) {
		var a = t[e], o;
		if (a) {
			var s = n.transition, c = i.transition;
			if (c) {
				if (!o && (o = r[e] = {}), MD(c)) P(o, a);
				else for (var l = Aa(c), u = 0; u < l.length; u++) {
					var d = l[u], f = a[d];
					o[d] = f;
				}
			} else if (MD(s) || I(s, e) >= 0) {
				!o && (o = r[e] = {});
				for (var p = z(a), u = 0; u < p.length; u++) {
					var d = p[u], f = a[d];
					WD(i[d], f) && (o[d] = f);
				}
			}
		}
	}
}
function BD(e, t, n) {
	var r = t[e];
	if (r) for (var i = n[e] = {}, a = z(r), o = 0; o < a.length; o++) {
		var s = a[o];
		i[s] = Or(r[s]);
	}
}
function VD(e, t, n) {
	for (var r = t.transition, i = MD(r) ? wi : Aa(r || []), a = 0; a < i.length; a++) {
		var o = i[a];
		o !== "style" && o !== "shape" && o !== "extra" && (n[o] = e[o]);
	}
}
function HD(e, t, n) {
	for (var r = 0; r < TD.length; r++) {
		var i = TD[r], a = wD[i], o = t[i];
		o && (n[a[0]] = o[0], n[a[1]] = o[1]);
	}
	for (var r = 0; r < wi.length; r++) {
		var s = wi[r];
		t[s] != null && (n[s] = t[s]);
	}
}
function UD(e, t, n, r) {
	if (n) {
		var i = e.style, a;
		if (i) {
			var o = n.transition, s = t.transition;
			if (o && !MD(o)) {
				var c = Aa(o);
				!a && (a = r.style = {});
				for (var l = 0; l < c.length; l++) {
					var u = c[l], d = i[u];
					a[u] = d;
				}
			} else if (e.getAnimationStyleProps && (MD(s) || MD(o) || I(s, "style") >= 0)) {
				var f = e.getAnimationStyleProps(), p = f ? f.style : null;
				if (p) {
					!a && (a = r.style = {});
					for (var m = z(n), l = 0; l < m.length; l++) {
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
function WD(e, t) {
	return re(e) ? e !== t : e != null && isFinite(e);
}
// node_modules/echarts/lib/animation/customGraphicKeyframeAnimation.js
var GD = Za(), KD = [
	"percent",
	"easing",
	"shape",
	"style",
	"extra"
];
function qD(e) {
	e.stopAnimation("keyframe"), e.attr(GD(e));
}
function JD(e, t, n) {
	if (n.isAnimationEnabled() && t) {
		if (U(t)) L(t, function(t) {
			JD(e, t, n);
		});
		else {
			var r = t.keyframes, i = t.duration;
			if (n && i == null) {
				var a = od("enter", n, 0);
				i = a && a.duration;
			}
			if (r && i) {
				var o = GD(e);
				L(ED, function(n) {
					if (!n || e[n]) {
						var a;
						r.sort(function(e, t) {
							return e.percent - t.percent;
						}), L(r, function(r) {
							var s = e.animators, c = n ? r[n] : r;
							if (c) {
								var l = z(c);
								if (n || (l = ae(l, function(e) {
									return I(KD, e) < 0;
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
var YD = "emphasis", XD = "normal", ZD = "blur", QD = "select", $D = [
	XD,
	YD,
	ZD,
	QD
], eO = {
	normal: ["itemStyle"],
	emphasis: [YD, "itemStyle"],
	blur: [ZD, "itemStyle"],
	select: [QD, "itemStyle"]
}, tO = {
	normal: ["label"],
	emphasis: [YD, "label"],
	blur: [ZD, "label"],
	select: [QD, "label"]
}, nO = ["x", "y"], rO = "e\0\0", iO = {
	normal: {},
	emphasis: {},
	blur: {},
	select: {}
}, aO = {
	cartesian2d: dD,
	geo: pD,
	single: hD,
	polar: _D,
	calendar: vD
};
function oO(e) {
	return e instanceof Z;
}
function sO(e) {
	return e instanceof Zo;
}
function cO(e, t) {
	t.copyTransform(e), sO(t) && sO(e) && (t.setStyle(e.style), t.z = e.z, t.z2 = e.z2, t.zlevel = e.zlevel, t.invisible = e.invisible, t.ignore = e.ignore, oO(t) && oO(e) && t.setShape(e.shape));
}
var lO = function(e) {
	c(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.render = function(e, t, n, r) {
		this._progressiveEls = null;
		var i = this._data, a = e.getData(), o = this.group, s = hO(e, a, t, n);
		i || o.removeAll(), a.diff(i).add(function(t) {
			_O(n, null, t, s(t, r), e, o, a);
		}).remove(function(t) {
			var n = i.getItemGraphicEl(t);
			n && jD(n, cD(n).option, e);
		}).update(function(t, c) {
			_O(n, i.getItemGraphicEl(c), t, s(t, r), e, o, a);
		}).execute();
		var c = e.get("clip", !0) ? UC(e.coordinateSystem, !1, e) : null;
		c ? o.setClipPath(c) : o.removeClipPath(), this._data = a;
	}, t.prototype.incrementalPrepareRender = function(e, t, n) {
		this.group.removeAll(), this._data = null;
	}, t.prototype.incrementalRender = function(e, t, n, r, i) {
		var a = t.getData(), o = hO(t, a, n, r), s = this._progressiveEls = [];
		function c(e) {
			e.isGroup || (e.incremental = !0, e.ensureState("emphasis").hoverLayer = !0);
		}
		for (var l = e.start; l < e.end; l++) {
			var u = _O(null, null, l, o(l, i), t, this.group, a);
			u && (u.traverse(c), s.push(u));
		}
	}, t.prototype.eachRendered = function(e) {
		qd(this._progressiveEls || this.group, e);
	}, t.prototype.filterForExposedEvent = function(e, t, n, r) {
		var i = t.element;
		if (i == null || n.name === i) return !0;
		for (; (n = n.__hostTarget || n.parent) && n !== this.group;) if (n.name === i) return !0;
		return !1;
	}, t.type = "custom", t;
}(Qg);
function uO(e) {
	var t = e.type, n;
	if (t === "path") {
		var r = e.shape, i = r.width != null && r.height != null ? {
			x: r.x || 0,
			y: r.y || 0,
			width: r.width,
			height: r.height
		} : null, a = jO(r);
		n = wd(a, null, i, r.layout || "center"), cD(n).customPathData = a;
	} else if (t === "image") n = new lc({}), cD(n).customImagePath = e.style.image;
	else if (t === "text") n = new xc({});
	else if (t === "group") n = new Ji();
	else if (t === "compoundPath") throw Error("\"compoundPath\" is not supported yet.");
	else {
		var o = Cd(t);
		o || Ea(""), n = new o();
	}
	return cD(n).customGraphicType = t, n.name = e.name, n.z2EmphasisLift = 1, n.z2SelectLift = 1, n;
}
function dO(e, t, n, r, i, a, o) {
	qD(t);
	var s = i && i.normal.cfg;
	s && t.setTextConfig(s), r && r.transition == null && (r.transition = nO);
	var c = r && r.style;
	if (c) {
		if (t.type === "text") {
			var l = c;
			Y(l, "textFill") && (l.fill = l.textFill), Y(l, "textStroke") && (l.stroke = l.textStroke);
		}
		var u = void 0, d = oO(t) ? c.decal : null;
		e && d && (d.dirty = !0, u = Qv(d, e)), c.__decalPattern = u;
	}
	if (sO(t) && c) {
		var u = c.__decalPattern;
		u && (c.decal = u);
	}
	kD(t, r, a, {
		dataIndex: n,
		isInit: o,
		clearStyle: !0
	}), JD(t, r.keyframeAnimation, a);
}
function fO(e, t, n, r, i) {
	var a = t.isGroup ? null : t, o = i && i[e].cfg;
	if (a) {
		var s = a.ensureState(e);
		if (r === !1) {
			var c = a.getState(e);
			c && (c.style = null);
		} else s.style = r || null;
		o && (s.textConfig = o), ll(a);
	}
}
function pO(e, t, n) {
	if (!e.isGroup) {
		var r = e, i = n.currentZ, a = n.currentZLevel;
		r.z = i, r.zlevel = a;
		var o = t.z2;
		o != null && (r.z2 = o || 0);
		for (var s = 0; s < $D.length; s++) mO(r, t, $D[s]);
	}
}
function mO(e, t, n) {
	var r = n === XD, i = r ? t : CO(t, n), a = i ? i.z2 : null, o;
	a != null && (o = r ? e : e.ensureState(n), o.z2 = a || 0);
}
function hO(e, t, n, r) {
	var i = e.get("renderItem"), a = e.coordinateSystem, o = {};
	a && (o = a.prepareCustoms ? a.prepareCustoms(a) : aO[a.type](a));
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
		encode: gO(e.getData())
	}, l, u, d = {}, f = {}, p = {}, m = {}, h = 0; h < $D.length; h++) {
		var g = $D[h];
		p[g] = e.getModel(eO[g]), m[g] = e.getModel(tO[g]);
	}
	function _(e) {
		return e === l ? u || (u = t.getItemModel(e)) : t.getItemModel(e);
	}
	function v(e, n) {
		return t.hasItemOption ? e === l ? d[n] || (d[n] = _(e).getModel(eO[n])) : _(e).getModel(eO[n]) : p[n];
	}
	function y(e, n) {
		return t.hasItemOption ? e === l ? f[n] || (f[n] = _(e).getModel(tO[n])) : _(e).getModel(tO[n]) : m[n];
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
		var i = t.getItemVisual(r, "style"), a = i && i.fill, o = i && i.opacity, s = v(r, XD).getItemStyle();
		a != null && (s.fill = a), o != null && (s.opacity = o);
		var c = { inheritColor: G(a) ? a : "#000" }, u = y(r, XD), d = $d(u, null, c, !1, !0);
		d.text = u.getShallow("show") ? q(e.getFormattedLabel(r, XD), bC(t, r)) : null;
		var f = ef(u, c, !1);
		return T(n, s), s = SD(s, d, f), n && w(s, n), s.legacy = !0, s;
	}
	function C(n, r) {
		r ?? (r = l);
		var i = v(r, YD).getItemStyle(), a = y(r, YD), o = $d(a, null, null, !0, !0);
		o.text = a.getShallow("show") ? he(e.getFormattedLabel(r, YD), e.getFormattedLabel(r, XD), bC(t, r)) : null;
		var s = ef(a, null, !0);
		return T(n, i), i = SD(i, o, s), n && w(i, n), i.legacy = !0, i;
	}
	function w(e, t) {
		for (var n in t) Y(t, n) && (e[n] = t[n]);
	}
	function T(e, t) {
		e && (e.textFill && (t.textFill = e.textFill), e.textPosition && (t.textPosition = e.textPosition));
	}
	function E(e, n) {
		if (n ?? (n = l), Y(oD, e)) {
			var r = t.getItemVisual(n, "style");
			return r ? r[oD[e]] : null;
		}
		if (Y(sD, e)) return t.getItemVisual(n, e);
	}
	function D(e) {
		if (a.type === "cartesian2d") return Zx(F({ axis: a.getBaseAxis() }, e));
	}
	function O() {
		return n.getCurrentSeriesIndices();
	}
	function k(e) {
		return cf(e, n);
	}
}
function gO(e) {
	var t = {};
	return L(e.dimensions, function(n) {
		var r = e.getDimensionInfo(n);
		if (!r.isExtraCoord) {
			var i = r.coordDim, a = t[i] = t[i] || [];
			a[r.coordDimIndex] = e.getDimensionIndex(n);
		}
	}), t;
}
function _O(e, t, n, r, i, a, o) {
	if (!r) a.remove(t);
	else {
		var s = vO(e, t, n, r, i, a);
		return s && o.setItemGraphicEl(n, s), s && jl(s, r.focus, r.blurScope, r.emphasisDisabled), s;
	}
}
function vO(e, t, n, r, i, a) {
	var o = -1, s = t;
	t && yO(t, r, i) && (o = I(a.childrenRef(), t), t = null);
	var c = !t, l = t;
	l ? l.clearStates() : (l = uO(r), s && cO(s, l)), r.morph === !1 ? l.disableMorphing = !0 : l.disableMorphing && (l.disableMorphing = !1), iO.normal.cfg = iO.normal.conOpt = iO.emphasis.cfg = iO.emphasis.conOpt = iO.blur.cfg = iO.blur.conOpt = iO.select.cfg = iO.select.conOpt = null, iO.isLegacy = !1, xO(l, n, r, i, c, iO), bO(l, n, r, i, c), dO(e, l, n, r, iO, i, c), Y(r, "info") && (cD(l).info = r.info);
	for (var u = 0; u < $D.length; u++) {
		var d = $D[u];
		if (d !== XD) {
			var f = CO(r, d), p = wO(r, f, d);
			fO(d, l, f, p, iO);
		}
	}
	return pO(l, r, i), r.type === "group" && TO(e, l, n, r, i), o >= 0 ? a.replaceAt(l, o) : a.add(l), l;
}
function yO(e, t, n) {
	var r = cD(e), i = t.type, a = t.shape, o = t.style;
	return n.isUniversalTransitionEnabled() || i != null && i !== r.customGraphicType || i === "path" && MO(a) && jO(a) !== r.customPathData || i === "image" && Y(o, "image") && o.image !== r.customImagePath;
}
function bO(e, t, n, r, i) {
	var a = n.clipPath;
	if (a === !1) e && e.getClipPath() && e.removeClipPath();
	else if (a) {
		var o = e.getClipPath();
		o && yO(o, a, r) && (o = null), o || (o = uO(a), e.setClipPath(o)), dO(null, o, t, a, null, r, i);
	}
}
function xO(e, t, n, r, i, a) {
	if (!e.isGroup) {
		SO(n, null, a), SO(n, YD, a);
		var o = a.normal.conOpt, s = a.emphasis.conOpt, c = a.blur.conOpt, l = a.select.conOpt;
		if (o != null || s != null || l != null || c != null) {
			var u = e.getTextContent();
			if (o === !1) u && e.removeTextContent();
			else {
				o = a.normal.conOpt = o || { type: "text" }, u ? u.clearStates() : (u = uO(o), e.setTextContent(u)), dO(null, u, t, o, null, r, i);
				for (var d = o && o.style, f = 0; f < $D.length; f++) {
					var p = $D[f];
					if (p !== XD) {
						var m = a[p].conOpt;
						fO(p, u, m, wO(o, m, p), null);
					}
				}
				d ? u.dirty() : u.markRedraw();
			}
		}
	}
}
function SO(e, t, n) {
	var r = t ? CO(e, t) : e, i = t ? wO(e, r, YD) : e.style, a = e.type, o = r ? r.textConfig : null, s = e.textContent, c = s ? t ? CO(s, t) : s : null;
	if (i && (n.isLegacy || yD(i, a, !!o, !!c))) {
		n.isLegacy = !0;
		var l = bD(i, a, !t);
		!o && l.textConfig && (o = l.textConfig), !c && l.textContent && (c = l.textContent);
	}
	if (!t && c) {
		var u = c;
		!u.type && (u.type = "text");
	}
	var d = t ? n[t] : n.normal;
	d.cfg = o, d.conOpt = c;
}
function CO(e, t) {
	return t ? e ? e[t] : null : e;
}
function wO(e, t, n) {
	var r = t && t.style;
	return r == null && n === YD && e && (r = e.styleEmphasis), r;
}
function TO(e, t, n, r, i) {
	var a = r.children, o = a ? a.length : 0, s = r.$mergeChildren, c = s === "byName" || r.diffChildrenByName, l = s === !1;
	if (o || c || l) {
		if (c) DO({
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
				d ? (d.ignore ?? (d.ignore = !1), vO(e, f, n, d, i, t)) : f.ignore = !0;
			}
			for (var p = t.childCount() - 1; p >= u; p--) EO(t, t.childAt(p), i);
		}
	}
}
function EO(e, t, n) {
	t && jD(t, cD(e).option, n);
}
function DO(e) {
	new Ib(e.oldChildren, e.newChildren, OO, OO, e).add(kO).update(kO).remove(AO).execute();
}
function OO(e, t) {
	return (e && e.name) ?? rO + t;
}
function kO(e, t) {
	var n = this.context, r = e == null ? null : n.newChildren[e], i = t == null ? null : n.oldChildren[t];
	vO(n.api, i, n.dataIndex, r, n.seriesModel, n.group);
}
function AO(e) {
	var t = this.context, n = t.oldChildren[e];
	n && jD(n, cD(n).option, t.seriesModel);
}
function jO(e) {
	return e && (e.pathData || e.d);
}
function MO(e) {
	return e && (Y(e, "pathData") || Y(e, "d"));
}
// node_modules/echarts/lib/chart/custom/install.js
function NO(e) {
	e.registerChartView(lO), e.registerSeriesModel(lD);
}
// node_modules/echarts/lib/component/axisPointer/BaseAxisPointer.js
var PO = Za(), FO = M, IO = V, LO = function() {
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
				if (!o) o = this._group = new Ji(), this.createPointerEl(o, c, e, t), this.createLabelEl(o, c, e, t), n.getZr().add(o);
				else {
					var d = H(RO, t, u);
					this.updatePointerEl(o, c, d), this.updateLabelEl(o, c, d, t);
				}
				HO(o, t, !0), this._renderHandle(i);
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
				var s = UT(e).seriesDataCount, c = r.getExtent();
				return Math.abs(c[0] - c[1]) / s > o;
			}
			return !1;
		}
		return n === !0;
	}, e.prototype.makeElOption = function(e, t, n, r, i) {}, e.prototype.createPointerEl = function(e, t, n, r) {
		var i = t.pointer;
		if (i) {
			var a = PO(e).pointerEl = new hd[i.type](FO(t.pointer));
			e.add(a);
		}
	}, e.prototype.createLabelEl = function(e, t, n, r) {
		if (t.label) {
			var i = PO(e).labelEl = new xc(FO(t.label));
			e.add(i), BO(i, r);
		}
	}, e.prototype.updatePointerEl = function(e, t, n) {
		var r = PO(e).pointerEl;
		r && t.pointer && (r.setStyle(t.pointer.style), n(r, { shape: t.pointer.shape }));
	}, e.prototype.updateLabelEl = function(e, t, n, r) {
		var i = PO(e).labelEl;
		i && (i.setStyle(t.label.style), n(i, {
			x: t.label.x,
			y: t.label.y
		}), BO(i, r));
	}, e.prototype._renderHandle = function(e) {
		if (!this._dragging && this.updateHandleTransform) {
			var t = this._axisPointerModel, n = this._api.getZr(), r = this._handle, i = t.getModel("handle"), a = t.get("status");
			if (!i.get("show") || !a || a === "hide") r && n.remove(r), this._handle = null;
			else {
				var o;
				this._handle || (o = !0, r = this._handle = Bd(i.get("icon"), {
					cursor: "move",
					draggable: !0,
					onmousemove: function(e) {
						yt(e.event);
					},
					onmousedown: IO(this._onHandleDragMove, this, 0, 0),
					drift: IO(this._onHandleDragMove, this),
					ondragend: IO(this._onHandleDragEnd, this)
				}), n.add(r)), HO(r, t, !1), r.setStyle(i.getItemStyle(null, [
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
				U(s) || (s = [s, s]), r.scaleX = s[0] / 2, r.scaleY = s[1] / 2, c_(this, "_doDispatchAxisPointer", i.get("throttle") || 0, "fixRate"), this._moveHandleToValue(e, o);
			}
		}
	}, e.prototype._moveHandleToValue = function(e, t) {
		RO(this._axisPointerModel, !t && this._moveAnimation, this._handle, VO(this.getHandleTransform(e, this._axisModel, this._axisPointerModel)));
	}, e.prototype._onHandleDragMove = function(e, t) {
		var n = this._handle;
		if (n) {
			this._dragging = !0;
			var r = this.updateHandleTransform(VO(n), [e, t], this._axisModel, this._axisPointerModel);
			this._payloadInfo = r, n.stopAnimation(), n.attr(VO(r)), PO(n).lastProp = null, this._doDispatchAxisPointer();
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
		t && n && (this._lastGraphicKey = null, n && t.remove(n), r && t.remove(r), this._group = null, this._handle = null, this._payloadInfo = null), l_(this, "_doDispatchAxisPointer");
	}, e.prototype.doClear = function() {}, e.prototype.buildLabel = function(e, t, n) {
		return n = n || 0, {
			x: e[n],
			y: e[1 - n],
			width: t[n],
			height: t[1 - n]
		};
	}, e;
}();
function RO(e, t, n, r) {
	zO(PO(n).lastProp, r) || (PO(n).lastProp = r, t ? cd(n, r, e) : (n.stopAnimation(), n.attr(r)));
}
function zO(e, t) {
	if (K(e) && K(t)) {
		var n = !0;
		return L(t, function(t, r) {
			n = n && zO(e[r], t);
		}), !!n;
	}
	return e === t;
}
function BO(e, t) {
	e[t.get(["label", "show"]) ? "show" : "hide"]();
}
function VO(e) {
	return {
		x: e.x || 0,
		y: e.y || 0,
		rotation: e.rotation || 0
	};
}
function HO(e, t, n) {
	var r = t.get("z"), i = t.get("zlevel");
	e && e.traverse(function(e) {
		e.type !== "group" && (r != null && (e.z = r), i != null && (e.zlevel = i), e.silent = n);
	});
}
// node_modules/echarts/lib/component/axisPointer/viewHelper.js
function UO(e) {
	var t = e.get("type"), n = e.getModel(t + "Style"), r;
	return t === "line" ? (r = n.getLineStyle(), r.fill = null) : t === "shadow" && (r = n.getAreaStyle(), r.stroke = null), r;
}
function WO(e, t, n, r, i) {
	var a = KO(n.get("value"), t.axis, t.ecModel, n.get("seriesDataIndices"), {
		precision: n.get(["label", "precision"]),
		formatter: n.get(["label", "formatter"])
	}), o = n.getModel("label"), s = yp(o.get("padding") || 0), c = o.getFont(), l = ki(a, c), u = i.position, d = l.width + s[1] + s[3], f = l.height + s[0] + s[2], p = i.align;
	p === "right" && (u[0] -= d), p === "center" && (u[0] -= d / 2);
	var m = i.verticalAlign;
	m === "bottom" && (u[1] -= f), m === "middle" && (u[1] -= f / 2), GO(u, d, f, r);
	var h = o.get("backgroundColor");
	h && h !== "auto" || (h = t.get([
		"axisLine",
		"lineStyle",
		"color"
	])), e.label = {
		x: u[0],
		y: u[1],
		style: $d(o, {
			text: a,
			font: c,
			fill: o.getTextColor(),
			padding: s,
			backgroundColor: h
		}),
		z2: 10
	};
}
function GO(e, t, n, r) {
	var i = r.getWidth(), a = r.getHeight();
	e[0] = Math.min(e[0] + t, i) - t, e[1] = Math.min(e[1] + n, a) - n, e[0] = Math.max(e[0], 0), e[1] = Math.max(e[1], 0);
}
function KO(e, t, n, r, i) {
	e = t.scale.parse(e);
	var a = t.scale.getLabel({ value: e }, { precision: i.precision }), o = i.formatter;
	if (o) {
		var s = {
			value: BS(t, { value: e }),
			axisDimension: t.dim,
			axisIndex: t.index,
			seriesData: []
		};
		L(r, function(e) {
			var t = n.getSeriesByIndex(e.seriesIndex), r = e.dataIndexInside, i = t && t.getDataParams(r);
			i && s.seriesData.push(i);
		}), G(o) ? a = o.replace("{value}", a) : W(o) && (a = o(s));
	}
	return a;
}
function qO(e, t, n) {
	var r = Tt();
	return At(r, r, n.rotation), kt(r, r, n.position), Nd([e.dataToCoord(t), (n.labelOffset || 0) + (n.labelDirection || 1) * (n.labelMargin || 0)], r);
}
function JO(e, t, n, r, i, a) {
	var o = TT.innerTextLayout(n.rotation, 0, n.labelDirection);
	n.labelMargin = i.get(["label", "margin"]), WO(t, r, i, a, {
		position: qO(r.axis, e, n),
		align: o.textAlign,
		verticalAlign: o.textVerticalAlign
	});
}
function YO(e, t, n) {
	return n = n || 0, {
		x1: e[n],
		y1: e[1 - n],
		x2: t[n],
		y2: t[1 - n]
	};
}
function XO(e, t, n) {
	return n = n || 0, {
		x: e[n],
		y: e[1 - n],
		width: t[n],
		height: t[1 - n]
	};
}
// node_modules/echarts/lib/component/axisPointer/CartesianAxisPointer.js
var ZO = function(e) {
	c(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.makeElOption = function(e, t, n, r, i) {
		var a = n.axis, o = a.grid, s = r.get("type"), c = QO(o, a).getOtherAxis(a).getGlobalExtent(), l = a.toGlobalCoord(a.dataToCoord(t, !0));
		if (s && s !== "none") {
			var u = UO(r), d = $O[s](a, l, c);
			d.style = u, e.graphicKey = d.type, e.pointer = d;
		}
		JO(t, e, mT(o.model, n), n, r, i);
	}, t.prototype.getHandleTransform = function(e, t, n) {
		var r = mT(t.axis.grid.model, t, { labelInside: !1 });
		r.labelMargin = n.get(["handle", "margin"]);
		var i = qO(t.axis, e, r);
		return {
			x: i[0],
			y: i[1],
			rotation: r.rotation + (r.labelDirection < 0 ? Math.PI : 0)
		};
	}, t.prototype.updateHandleTransform = function(e, t, n, r) {
		var i = n.axis, a = i.grid, o = i.getGlobalExtent(!0), s = QO(a, i).getOtherAxis(i).getGlobalExtent(), c = i.dim === "x" ? 0 : 1, l = [e.x, e.y];
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
}(LO);
function QO(e, t) {
	var n = {};
	return n[t.dim + "AxisIndex"] = t.index, e.getCartesian(n);
}
var $O = {
	line: function(e, t, n) {
		return {
			type: "Line",
			subPixelOptimize: !0,
			shape: YO([t, n[0]], [t, n[1]], ek(e))
		};
	},
	shadow: function(e, t, n) {
		var r = Math.max(1, e.getBandWidth()), i = n[1] - n[0];
		return {
			type: "Rect",
			shape: XO([t - r / 2, n[0]], [r, i], ek(e))
		};
	}
};
function ek(e) {
	return e.dim === "x" ? 0 : 1;
}
// node_modules/echarts/lib/component/axisPointer/AxisPointerModel.js
var tk = function(e) {
	c(t, e);
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
}(Rp), nk = Za(), rk = L;
function ik(e, t, n) {
	if (!u.node) {
		var r = t.getZr();
		nk(r).records || (nk(r).records = {}), ak(r, t);
		var i = nk(r).records[e] || (nk(r).records[e] = {});
		i.handler = n;
	}
}
function ak(e, t) {
	if (nk(e).initialized) return;
	nk(e).initialized = !0, n("click", H(ck, "click")), n("mousemove", H(ck, "mousemove")), n("globalout", sk);
	function n(n, r) {
		e.on(n, function(n) {
			var i = lk(t);
			rk(nk(e).records, function(e) {
				e && r(e, n, i.dispatchAction);
			}), ok(i.pendings, t);
		});
	}
}
function ok(e, t) {
	var n = e.showTip.length, r = e.hideTip.length, i;
	n ? i = e.showTip[n - 1] : r && (i = e.hideTip[r - 1]), i && (i.dispatchAction = null, t.dispatchAction(i));
}
function sk(e, t, n) {
	e.handler("leave", null, n);
}
function ck(e, t, n, r) {
	t.handler(e, n, r);
}
function lk(e) {
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
function uk(e, t) {
	if (!u.node) {
		var n = t.getZr();
		(nk(n).records || {})[e] && (nk(n).records[e] = null);
	}
}
// node_modules/echarts/lib/component/axisPointer/AxisPointerView.js
var dk = function(e) {
	c(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.render = function(e, t, n) {
		var r = t.getComponent("tooltip"), i = e.get("triggerOn") || r && r.get("triggerOn") || "mousemove|click";
		ik("axisPointer", n, function(e, t, n) {
			i !== "none" && (e === "leave" || i.indexOf(e) >= 0) && n({
				type: "updateAxisPointer",
				currTrigger: e,
				x: t && t.offsetX,
				y: t && t.offsetY
			});
		});
	}, t.prototype.remove = function(e, t) {
		uk("axisPointer", t);
	}, t.prototype.dispose = function(e, t) {
		uk("axisPointer", t);
	}, t.type = "axisPointer", t;
}(Jg);
// node_modules/echarts/lib/component/axisPointer/findPointFromSeries.js
function fk(e, t) {
	var n = [], r = e.seriesIndex, i;
	if (r == null || !(i = t.getSeriesByIndex(r))) return { point: [] };
	var a = i.getData(), o = Xa(a, e);
	if (o == null || o < 0 || U(o)) return { point: [] };
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
var pk = Za();
function mk(e, t, n) {
	var r = e.currTrigger, i = [e.x, e.y], a = e, o = e.dispatchAction || V(n.dispatchAction, n), s = t.getComponent("axisPointer").coordSysAxesInfo;
	if (s) {
		wk(i) && (i = fk({
			seriesIndex: a.seriesIndex,
			dataIndex: a.dataIndex
		}, t).point);
		var c = wk(i), l = a.axesInfo, u = s.axesInfo, d = r === "leave" || wk(i), f = {}, p = {}, m = {
			list: [],
			map: {}
		}, h = {
			showPointer: H(_k, p),
			showTooltip: H(vk, m)
		};
		L(s.coordSysMap, function(e, t) {
			var n = c || e.containPoint(i);
			L(s.coordSysAxesInfo[t], function(e, t) {
				var r = e.axis, a = Sk(l, e);
				if (!d && n && (!l || a)) {
					var o = a && a.value;
					o == null && !c && (o = r.pointToData(i)), o != null && hk(e, o, h, !1, f);
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
					n.mapper && (a = e.axis.scale.parse(n.mapper(a, Ck(t), Ck(e)))), g[e.key] = a;
				}
			});
		}), L(g, function(e, t) {
			hk(u[t], e, h, !0, f);
		}), yk(p, u, f), bk(m, i, e, o), xk(u, o, n), f;
	}
}
function hk(e, t, n, r, i) {
	var a = e.axis;
	if (!a.scale.isBlank() && a.containData(t)) {
		if (!e.involveSeries) n.showPointer(e, t);
		else {
			var o = gk(t, e), s = o.payloadBatch, c = o.snapToValue;
			s[0] && i.seriesIndex == null && P(i, s[0]), !r && e.snap && a.containData(c) && c != null && (t = c), n.showPointer(e, t, s), n.showTooltip(e, o, c);
		}
	}
}
function gk(e, t) {
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
function _k(e, t, n, r) {
	e[t.key] = {
		value: n,
		payloadBatch: r
	};
}
function vk(e, t, n, r) {
	var i = n.payloadBatch, a = t.axis, o = a.model, s = t.axisPointerModel;
	if (t.triggerTooltip && i.length) {
		var c = t.coordSys.model, l = KT(c), u = e.map[l];
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
function yk(e, t, n) {
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
function bk(e, t, n, r) {
	if (wk(t) || !e.list.length) r({ type: "hideTip" });
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
function xk(e, t, n) {
	var r = n.getZr(), i = "axisPointerLastHighlights", a = pk(r)[i] || {}, o = pk(r)[i] = {};
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
function Sk(e, t) {
	for (var n = 0; n < (e || []).length; n++) {
		var r = e[n];
		if (t.axis.dim === r.axisDim && t.axis.model.componentIndex === r.axisIndex) return r;
	}
}
function Ck(e) {
	var t = e.axis.model, n = {}, r = n.axisDim = e.axis.dim;
	return n.axisIndex = n[r + "AxisIndex"] = t.componentIndex, n.axisName = n[r + "AxisName"] = t.name, n.axisId = n[r + "AxisId"] = t.id, n;
}
function wk(e) {
	return !e || e[0] == null || isNaN(e[0]) || e[1] == null || isNaN(e[1]);
}
// node_modules/echarts/lib/component/axisPointer/install.js
function Tk(e) {
	JT.registerAxisPointerClass("CartesianAxisPointer", ZO), e.registerComponentModel(tk), e.registerComponentView(dk), e.registerPreprocessor(function(e) {
		if (e) {
			e.axisPointer && e.axisPointer.length !== 0 || (e.axisPointer = {});
			var t = e.axisPointer.link;
			t && !U(t) && (e.axisPointer.link = [t]);
		}
	}), e.registerProcessor(e.PRIORITY.PROCESSOR.STATISTIC, function(e, t) {
		e.getComponent("axisPointer").coordSysAxesInfo = IT(e, t);
	}), e.registerAction({
		type: "updateAxisPointer",
		event: "updateAxisPointer",
		update: ":updateAxisPointer"
	}, mk);
}
// node_modules/echarts/lib/component/grid/install.js
function Ek(e) {
	XS(oE), XS(Tk);
}
// node_modules/echarts/lib/component/dataZoom/helper.js
var Dk = [
	"x",
	"y",
	"radius",
	"angle",
	"single"
], Ok = [
	"cartesian2d",
	"polar",
	"singleAxis"
];
function kk(e) {
	return I(Ok, e.get("coordinateSystem")) >= 0;
}
function Ak(e) {
	return e + "Axis";
}
function jk(e, t) {
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
function Mk(e) {
	var t = e.ecModel, n = {
		infoList: [],
		infoMap: J()
	};
	return e.eachTargetAxis(function(e, r) {
		var i = t.getComponent(Ak(e), r);
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
var Nk = function() {
	function e() {
		this.indexList = [], this.indexMap = [];
	}
	return e.prototype.add = function(e) {
		this.indexMap[e] || (this.indexList.push(e), this.indexMap[e] = !0);
	}, e;
}(), Pk = function(e) {
	c(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n._autoThrottle = !0, n._noTarget = !0, n._rangePropMode = ["percent", "percent"], n;
	}
	return t.prototype.init = function(e, t, n) {
		var r = Fk(e);
		this.settledOption = r, this.mergeDefaultAndTheme(e, n), this._doInit(r);
	}, t.prototype.mergeOption = function(e) {
		var t = Fk(e);
		N(this.option, e, !0), N(this.settledOption, t, !0), this._doInit(t);
	}, t.prototype._doInit = function(e) {
		var t = this.option;
		this._setDefaultThrottle(e), this._updateRangeUse(e);
		var n = this.settledOption;
		L([["start", "startValue"], ["end", "endValue"]], function(e, r) {
			this._rangePropMode[r] === "value" && (t[e[0]] = n[e[0]] = null);
		}, this), this._resetTarget();
	}, t.prototype._resetTarget = function() {
		var e = this.get("orient", !0), t = this._targetAxisInfoMap = J();
		this._fillSpecifiedTargetAxis(t) ? this._orient = e || this._makeAutoOrientByTargetAxis() : (this._orient = e || "horizontal", this._fillAutoTargetAxisByOrient(t, this._orient)), this._noTarget = !0, t.each(function(e) {
			e.indexList.length && (this._noTarget = !1);
		}, this);
	}, t.prototype._fillSpecifiedTargetAxis = function(e) {
		var t = !1;
		return L(Dk, function(n) {
			var r = this.getReferringComponents(Ak(n), no);
			if (r.specified) {
				t = !0;
				var i = new Nk();
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
				var a = new Nk();
				if (a.add(i.componentIndex), e.set(n, a), r = !1, n === "x" || n === "y") {
					var o = i.getReferringComponents("grid", to).models[0];
					o && L(t, function(e) {
						i.componentIndex !== e.componentIndex && o === e.getReferringComponents("grid", to).models[0] && a.add(e.componentIndex);
					});
				}
			}
		}
		r && L(Dk, function(t) {
			if (r) {
				var i = n.findComponents({
					mainType: Ak(t),
					filter: function(e) {
						return e.get("type", !0) === "category";
					}
				});
				if (i[0]) {
					var a = new Nk();
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
			e ?? (e = this.ecModel.getComponent(Ak(t), n));
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
		if (n && n.indexMap[t]) return this.ecModel.getComponent(Ak(e), t);
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
}(Rp);
function Fk(e) {
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
var Ik = function(e) {
	c(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.render = function(e, t, n, r) {
		this.dataZoomModel = e, this.ecModel = t, this.api = n;
	}, t.type = "dataZoom", t;
}(Jg), Lk = L, Rk = ca, zk = function() {
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
			if (kk(t)) {
				var n = Ak(this._dimName), r = t.getReferringComponents(n, to).models[0];
				r && this._axisIndex === r.componentIndex && e.push(t);
			}
		}, this), e;
	}, e.prototype.getAxisModel = function() {
		return this.ecModel.getComponent(this._dimName + "Axis", this._axisIndex);
	}, e.prototype.getMinMaxSpan = function() {
		return M(this._minMaxSpan);
	}, e.prototype.calculateDataWindow = function(e) {
		var t = this._dataExtent, n = this.getAxisModel().axis.scale, r = this._dataZoomModel.getRangePropMode(), i = [0, 100], a = [], o = [], s;
		Lk(["start", "end"], function(c, l) {
			var u = e[c], d = e[c + "Value"];
			r[l] === "percent" ? (u ?? (u = i[l]), d = n.parse(aa(u, i, t))) : (s = !0, d = d == null ? t[l] : n.parse(d), u = aa(d, t, i)), o[l] = d == null || isNaN(d) ? t[l] : d, a[l] = u == null || isNaN(u) ? i[l] : u;
		}), Rk(o), Rk(a);
		var c = this._minMaxSpan;
		s ? l(o, a, t, i, !1) : l(a, o, i, t, !0);
		function l(e, t, r, i, a) {
			var o = a ? "Span" : "ValueSpan";
			YE(0, e, r, "all", c["min" + o], c["max" + o]);
			for (var s = 0; s < 2; s++) t[s] = aa(e[s], r, i, !0), a && (t[s] = n.parse(t[s]));
		}
		return {
			valueWindow: o,
			percentWindow: a
		};
	}, e.prototype.reset = function(e) {
		if (e === this._dataZoomModel) {
			var t = this.getTargetSeriesModels();
			this._dataExtent = Bk(this, this._dimName, t), this._updateMinMaxSpan();
			var n = this.calculateDataWindow(e.settledOption);
			this._valueWindow = n.valueWindow, this._percentWindow = n.percentWindow, this._setAxisModel();
		}
	}, e.prototype.filterData = function(e, t) {
		if (e !== this._dataZoomModel) return;
		var n = this._dimName, r = this.getTargetSeriesModels(), i = e.get("filterMode"), a = this._valueWindow;
		if (i === "none") return;
		Lk(r, function(e) {
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
				} else Lk(r, function(n) {
					if (i === "empty") e.setData(t = t.map(n, function(e) {
						return o(e) ? e : NaN;
					}));
					else {
						var r = {};
						r[n] = a, t.selectRange(r);
					}
				});
				Lk(r, function(e) {
					t.setApproximateExtent(a, e);
				});
			}
		});
		function o(e) {
			return e >= a[0] && e <= a[1];
		}
	}, e.prototype._updateMinMaxSpan = function() {
		var e = this._minMaxSpan = {}, t = this._dataZoomModel, n = this._dataExtent;
		Lk(["min", "max"], function(r) {
			var i = t.get(r + "Span"), a = t.get(r + "ValueSpan");
			a != null && (a = this.getAxisModel().axis.scale.parse(a)), a == null ? i != null && (a = aa(i, [0, 100], n, !0) - n[0]) : i = aa(n[0] + a, n, [0, 100], !0), e[r + "Span"] = i, e[r + "ValueSpan"] = a;
		}, this);
	}, e.prototype._setAxisModel = function() {
		var e = this.getAxisModel(), t = this._percentWindow, n = this._valueWindow;
		if (t) {
			var r = da(n, [0, 500]);
			r = Math.min(r, 20);
			var i = e.axis.scale.rawExtentInfo;
			t[0] !== 0 && i.setDeterminedMinMax("min", +n[0].toFixed(r)), t[1] !== 100 && i.setDeterminedMinMax("max", +n[1].toFixed(r)), i.freeze();
		}
	}, e;
}();
function Bk(e, t, n) {
	var r = [Infinity, -Infinity];
	Lk(n, function(e) {
		KS(r, e.getData(), t);
	});
	var i = e.getAxisModel(), a = MS(i.axis.scale, i, r).calculate();
	return [a.min, a.max];
}
// node_modules/echarts/lib/component/dataZoom/dataZoomProcessor.js
var Vk = {
	getTargetSeries: function(e) {
		function t(t) {
			e.eachComponent("dataZoom", function(n) {
				n.eachTargetAxis(function(r, i) {
					t(r, i, e.getComponent(Ak(r), i), n);
				});
			});
		}
		t(function(e, t, n, r) {
			n.__dzAxisProxy = null;
		});
		var n = [];
		t(function(t, r, i, a) {
			i.__dzAxisProxy || (i.__dzAxisProxy = new zk(t, r, a, e), n.push(i.__dzAxisProxy));
		});
		var r = J();
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
function Hk(e) {
	e.registerAction("dataZoom", function(e, t) {
		L(jk(t, e), function(t) {
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
var Uk = !1;
function Wk(e) {
	Uk || (Uk = !0, e.registerProcessor(e.PRIORITY.PROCESSOR.FILTER, Vk), Hk(e), e.registerSubTypeDefaulter("dataZoom", function() {
		return "slider";
	}));
}
// node_modules/echarts/lib/component/helper/listComponent.js
function Gk(e, t) {
	var n = yp(t.get("padding")), r = t.getItemStyle(["color", "opacity"]);
	return r.fill = t.get("backgroundColor"), e = new _c({
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
var Kk = function(e) {
	c(t, e);
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
}(Rp);
// node_modules/echarts/lib/component/tooltip/helper.js
function qk(e) {
	var t = e.get("confine");
	return t == null ? e.get("renderMode") === "richText" : !!t;
}
function Jk(e) {
	if (u.domSupported) {
		for (var t = document.documentElement.style, n = 0, r = e.length; n < r; n++) if (e[n] in t) return e[n];
	}
}
var Yk = Jk([
	"transform",
	"webkitTransform",
	"OTransform",
	"MozTransform",
	"msTransform"
]), Xk = Jk([
	"webkitTransition",
	"transition",
	"OTransition",
	"MozTransition",
	"msTransition"
]);
function Zk(e, t) {
	if (!e) return t;
	t = vp(t, !0);
	var n = e.indexOf(t);
	return e = n === -1 ? t : "-" + e.slice(0, n) + "-" + t, e.toLowerCase();
}
function Qk(e, t) {
	var n = e.currentStyle || document.defaultView && document.defaultView.getComputedStyle(e);
	return n ? t ? n[t] : n : null;
}
// node_modules/echarts/lib/component/tooltip/TooltipHTMLContent.js
var $k = Zk(Xk, "transition"), eA = Zk(Yk, "transform"), tA = "position:absolute;display:block;border-style:solid;white-space:nowrap;z-index:9999999;" + (u.transform3dSupported ? "will-change:transform;" : "");
function nA(e) {
	return e = e === "left" ? "right" : e === "right" ? "left" : e === "top" ? "bottom" : "top", e;
}
function rA(e, t, n) {
	if (!G(n) || n === "inside") return "";
	var r = e.get("backgroundColor"), i = e.get("borderWidth");
	t = Tp(t);
	var a = nA(n), o = Math.max(Math.round(i) * 1.5, 6), s = "", c = eA + ":", l;
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
function iA(e, t) {
	var n = "cubic-bezier(0.23,1,0.32,1)", r = " " + e / 2 + "s " + n, i = "opacity" + r + ",visibility" + r;
	return t || (r = " " + e + "s " + n, i += u.transformSupported ? "," + eA + r : ",left" + r + ",top" + r), $k + ":" + i;
}
function aA(e, t, n) {
	var r = e.toFixed(0) + "px", i = t.toFixed(0) + "px";
	if (!u.transformSupported) return n ? "top:" + i + ";left:" + r + ";" : [["top", i], ["left", r]];
	var a = u.transform3dSupported, o = "translate" + (a ? "3d" : "") + "(" + r + "," + i + (a ? ",0" : "") + ")";
	return n ? "top:0;left:0;" + eA + ":" + o + ";" : [
		["top", 0],
		["left", 0],
		[Yk, o]
	];
}
function oA(e) {
	var t = [], n = e.get("fontSize"), r = e.getTextColor();
	r && t.push("color:" + r), t.push("font:" + e.getFont());
	var i = q(e.get("lineHeight"), Math.round(n * 3 / 2));
	n && t.push("line-height:" + i + "px");
	var a = e.get("textShadowColor"), o = e.get("textShadowBlur") || 0, s = e.get("textShadowOffsetX") || 0, c = e.get("textShadowOffsetY") || 0;
	return a && o && t.push("text-shadow:" + s + "px " + c + "px " + o + "px " + a), L(["decoration", "align"], function(n) {
		var r = e.get(n);
		r && t.push("text-" + n + ":" + r);
	}), t.join(";");
}
function sA(e, t, n) {
	var r = [], i = e.get("transitionDuration"), a = e.get("backgroundColor"), o = e.get("shadowBlur"), s = e.get("shadowColor"), c = e.get("shadowOffsetX"), l = e.get("shadowOffsetY"), u = e.getModel("textStyle"), d = Ng(e, "html"), f = c + "px " + l + "px " + o + "px " + s;
	return r.push("box-shadow:" + f), t && i && r.push(iA(i, n)), a && r.push("background-color:" + a), L([
		"width",
		"color",
		"radius"
	], function(t) {
		var n = "border-" + t, i = vp(n), a = e.get(i);
		a != null && r.push(n + ":" + a + (t === "color" ? "" : "px"));
	}), r.push(oA(u)), d != null && r.push("padding:" + yp(d).join("px ") + "px"), r.join(";") + ";";
}
function cA(e, t, n, r, i) {
	var a = t && t.painter;
	if (n) {
		var o = a && a.getViewportRoot();
		o && tt(e, o, n, r, i);
	} else {
		e[0] = r, e[1] = i;
		var s = a && a.getViewportRootOffset();
		s && (e[0] += s.offsetLeft, e[1] += s.offsetTop);
	}
	e[2] = e[0] / t.getWidth(), e[3] = e[1] / t.getHeight();
}
var lA = function() {
	function e(e, t) {
		if (this._show = !1, this._styleCoord = [
			0,
			0,
			0,
			0
		], this._enterable = !0, this._alwaysShowContent = !1, this._firstShow = !0, this._longHide = !0, u.wxa) return null;
		var n = document.createElement("div");
		n.domBelongToZr = !0, this.el = n;
		var r = this._zr = e.getZr(), i = t.appendTo, a = i && (G(i) ? document.querySelector(i) : ue(i) ? i : W(i) && i(e.getDom()));
		cA(this._styleCoord, r, a, e.getWidth() / 2, e.getHeight() / 2), (a || e.getDom()).appendChild(n), this._api = e, this._container = a;
		var o = this;
		n.onmouseenter = function() {
			o._enterable && (clearTimeout(o._hideTimeout), o._show = !0), o._inContent = !0;
		}, n.onmousemove = function(e) {
			if (e = e || window.event, !o._enterable) {
				var t = r.handler;
				ht(r.painter.getViewportRoot(), e, !0), t.dispatch("mousemove", e);
			}
		}, n.onmouseleave = function() {
			o._inContent = !1, o._enterable && o._show && o.hideLater(o._hideDelay);
		};
	}
	return e.prototype.update = function(e) {
		if (!this._container) {
			var t = this._api.getDom(), n = Qk(t, "position"), r = t.style;
			r.position !== "absolute" && n !== "absolute" && (r.position = "relative");
		}
		var i = e.get("alwaysShowContent");
		i && this._moveIfResized(), this._alwaysShowContent = i, this.el.className = e.get("className") || "";
	}, e.prototype.show = function(e, t) {
		clearTimeout(this._hideTimeout), clearTimeout(this._longHideTimeout);
		var n = this.el, r = n.style, i = this._styleCoord;
		n.innerHTML ? r.cssText = tA + sA(e, !this._firstShow, this._longHide) + aA(i[0], i[1], !0) + ("border-color:" + Tp(t) + ";") + (e.get("extraCssText") || "") + (";pointer-events:" + (this._enterable ? "auto" : "none")) : r.display = "none", this._show = !0, this._firstShow = !1, this._longHide = !1;
	}, e.prototype.setContent = function(e, t, n, r, i) {
		var a = this.el;
		if (e == null) a.innerHTML = "";
		else {
			var o = "";
			if (G(i) && n.get("trigger") === "item" && !qk(n) && (o = rA(n, r, i)), G(e)) a.innerHTML = e + o;
			else if (e) {
				a.innerHTML = "", U(e) || (e = [e]);
				for (var s = 0; s < e.length; s++) ue(e[s]) && e[s].parentNode !== a && a.appendChild(e[s]);
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
			if (cA(n, this._zr, this._container, e, t), n[0] != null && n[1] != null) {
				var r = this.el.style;
				L(aA(n[0], n[1]), function(e) {
					r[e[0]] = e[1];
				});
			}
		}
	}, e.prototype._moveIfResized = function() {
		var e = this._styleCoord[2], t = this._styleCoord[3];
		this.moveTo(e * this._zr.getWidth(), t * this._zr.getHeight());
	}, e.prototype.hide = function() {
		var e = this, t = this.el.style;
		t.visibility = "hidden", t.opacity = "0", u.transform3dSupported && (t.willChange = ""), this._show = !1, this._longHideTimeout = setTimeout(function() {
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
}(), uA = function() {
	function e(e) {
		this._show = !1, this._styleCoord = [
			0,
			0,
			0,
			0
		], this._alwaysShowContent = !1, this._enterable = !0, this._zr = e.getZr(), pA(this._styleCoord, this._zr, e.getWidth() / 2, e.getHeight() / 2);
	}
	return e.prototype.update = function(e) {
		var t = e.get("alwaysShowContent");
		t && this._moveIfResized(), this._alwaysShowContent = t;
	}, e.prototype.show = function() {
		this._hideTimeout && clearTimeout(this._hideTimeout), this.el.show(), this._show = !0;
	}, e.prototype.setContent = function(e, t, n, r, i) {
		var a = this;
		K(e) && Ea(""), this.el && this._zr.remove(this.el);
		var o = n.getModel("textStyle");
		this.el = new xc({
			style: {
				rich: t.richTextStyles,
				text: e,
				lineHeight: 22,
				borderWidth: 1,
				borderColor: r,
				textShadowColor: o.get("textShadowColor"),
				fill: n.get(["textStyle", "color"]),
				padding: Ng(n, "richText"),
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
		var e = this.el, t = this.el.getBoundingRect(), n = fA(e.style);
		return [t.width + n.left + n.right, t.height + n.top + n.bottom];
	}, e.prototype.moveTo = function(e, t) {
		var n = this.el;
		if (n) {
			var r = this._styleCoord;
			pA(r, this._zr, e, t), e = r[0], t = r[1];
			var i = n.style, a = dA(i.borderWidth || 0), o = fA(i);
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
function dA(e) {
	return Math.max(0, e);
}
function fA(e) {
	var t = dA(e.shadowBlur || 0), n = dA(e.shadowOffsetX || 0), r = dA(e.shadowOffsetY || 0);
	return {
		left: dA(t - n),
		right: dA(t + n),
		top: dA(t - r),
		bottom: dA(t + r)
	};
}
function pA(e, t, n, r) {
	e[0] = n, e[1] = r, e[2] = e[0] / t.getWidth(), e[3] = e[1] / t.getHeight();
}
// node_modules/echarts/lib/component/tooltip/TooltipView.js
var mA = new _c({ shape: {
	x: -1,
	y: -1,
	width: 2,
	height: 2
} }), hA = function(e) {
	c(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.init = function(e, t) {
		if (!u.node && t.getDom()) {
			var n = e.getComponent("tooltip"), r = this._renderMode = oo(n.get("renderMode"));
			this._tooltipContent = r === "richText" ? new uA(t) : new lA(t, { appendTo: n.get("appendToBody", !0) ? "body" : n.get("appendTo", !0) });
		}
	}, t.prototype.render = function(e, t, n) {
		if (!u.node && n.getDom()) {
			this.group.removeAll(), this._tooltipModel = e, this._ecModel = t, this._api = n;
			var r = this._tooltipContent;
			r.update(e), r.setEnterable(e.get("enterable")), this._initGlobalListener(), this._keepShow(), this._renderMode !== "richText" && e.get("transitionDuration") ? c_(this, "_updatePosition", 50, "fixRate") : l_(this, "_updatePosition");
		}
	}, t.prototype._initGlobalListener = function() {
		var e = this._tooltipModel.get("triggerOn");
		ik("itemTooltip", this._api, V(function(t, n, r) {
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
		if (r.from !== this.uid && !u.node && n.getDom()) {
			var i = _A(r, n);
			this._ticket = "";
			var a = r.dataByCoordSys, o = SA(r, t, n);
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
				var c = mA;
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
				var l = fk(r, t), d = l.point[0], f = l.point[1];
				d != null && f != null && this._tryShow({
					offsetX: d,
					offsetY: f,
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
		this._tooltipModel && i.hideLater(this._tooltipModel.get("hideDelay")), this._lastX = this._lastY = this._lastDataByCoordSys = null, r.from !== this.uid && this._hide(_A(r, n));
	}, t.prototype._manuallyAxisShowTip = function(e, t, n, r) {
		var i = r.seriesIndex, a = r.dataIndex, o = t.getComponent("axisPointer").coordSysAxesInfo;
		if (i != null && a != null && o != null) {
			var s = t.getSeriesByIndex(i);
			if (s && gA([
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
				$_(n, function(e) {
					if (Q(e).dataIndex != null) return i = e, !0;
					if (Q(e).tooltipConfig != null) return a = e, !0;
				}, !0), i ? this._showSeriesItemTooltip(e, i, t) : a ? this._showComponentItemTooltip(e, a, t) : this._hide(t);
			} else this._lastDataByCoordSys = null, this._hide(t);
		}
	}, t.prototype._showOrMove = function(e, t) {
		var n = e.get("showDelay");
		t = V(t, this), clearTimeout(this._showTimout), n > 0 ? this._showTimout = setTimeout(t, n) : t();
	}, t.prototype._showAxisTooltip = function(e, t) {
		var n = this._ecModel, r = this._tooltipModel, i = [t.offsetX, t.offsetY], a = gA([t.tooltipOption], r), o = this._renderMode, s = [], c = yg("section", {
			blocks: [],
			noHeader: !0
		}), l = [], u = new Pg();
		L(e, function(e) {
			L(e.dataByAxis, function(e) {
				var t = n.getComponent(e.axisDim + "Axis", e.axisIndex), i = e.value;
				if (t && i != null) {
					var a = KO(i, t.axis, n, e.seriesDataIndices, e.valueLabelOpt), d = yg("section", {
						header: a,
						noHeader: !ye(a),
						sortBlocks: !0,
						blocks: []
					});
					c.blocks.push(d), L(e.seriesDataIndices, function(c) {
						var f = n.getSeriesByIndex(c.seriesIndex), p = c.dataIndexInside, m = f.getDataParams(p);
						if (!(m.dataIndex < 0)) {
							m.axisDim = e.axisDim, m.axisIndex = e.axisIndex, m.axisType = e.axisType, m.axisId = e.axisId, m.axisValue = BS(t.axis, { value: i }), m.axisValueLabel = a, m.marker = u.makeTooltipMarker("item", Tp(m.color), o);
							var h = Fh(f.formatTooltip(p, !0, null)), g = h.frag;
							if (g) {
								var _ = gA([f], r).get("valueFormatter");
								d.blocks.push(_ ? P({ valueFormatter: _ }, g) : g);
							}
							h.text && l.push(h.text), s.push(m);
						}
					});
				}
			});
		}), c.blocks.reverse(), l.reverse();
		var d = t.position, f = Tg(c, u, o, a.get("order"), n.get("useUTC"), a.get("textStyle"));
		f && l.unshift(f);
		var p = o === "richText" ? "\n\n" : "<br/>", m = l.join(p);
		this._showOrMove(a, function() {
			this._updateContentNotChangedOnAxis(e, s) ? this._updatePosition(a, d, i[0], i[1], this._tooltipContent, s) : this._showTooltipContent(a, m, s, Math.random() + "", i[0], i[1], d, null, u);
		});
	}, t.prototype._showSeriesItemTooltip = function(e, t, n) {
		var r = this._ecModel, i = Q(t), a = i.seriesIndex, o = r.getSeriesByIndex(a), s = i.dataModel || o, c = i.dataIndex, l = i.dataType, u = s.getData(l), d = this._renderMode, f = e.positionDefault, p = gA([
			u.getItemModel(c),
			s,
			o && (o.coordinateSystem || {}).model
		], this._tooltipModel, f ? { position: f } : null), m = p.get("trigger");
		if (m == null || m === "item") {
			var h = s.getDataParams(c, l), g = new Pg();
			h.marker = g.makeTooltipMarker("item", Tp(h.color), d);
			var _ = Fh(s.formatTooltip(c, !1, l)), v = p.get("order"), y = p.get("valueFormatter"), b = _.frag, x = b ? Tg(y ? P({ valueFormatter: y }, b) : b, g, d, v, r.get("useUTC"), p.get("textStyle")) : _.text, S = "item_" + s.name + "_" + c;
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
		o && r && a.content && (a = M(a), a.content = ct(a.content));
		var c = [a], l = this._ecModel.getComponent(i.componentMainType, i.componentIndex);
		l && c.push(l), c.push({ formatter: a.content });
		var u = e.positionDefault, d = gA(c, this._tooltipModel, u ? { position: u } : null), f = d.get("content"), p = Math.random() + "", m = new Pg();
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
					d = u, h && (d = $f(m.axisValue, d, p)), d = Cp(d, n, !0);
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
		})), U(t)) n = oa(t[0], s), r = oa(t[1], c);
		else if (K(t)) {
			var p = t;
			p.width = l[0], p.height = l[1];
			var m = jp(p, {
				width: s,
				height: c
			});
			n = m.x, r = m.y, u = null, d = null;
		} else if (G(t) && o) {
			var h = bA(t, f, l, e.get("borderWidth"));
			n = h[0], r = h[1];
		} else {
			var h = vA(n, r, i, s, c, u ? null : 20, d ? null : 20);
			n = h[0], r = h[1];
		}
		if (u && (n -= xA(u) ? l[0] / 2 : u === "right" ? l[0] : 0), d && (r -= xA(d) ? l[1] / 2 : d === "bottom" ? l[1] : 0), qk(e)) {
			var h = yA(n, r, i, s, c);
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
		!u.node && t.getDom() && (l_(this, "_updatePosition"), this._tooltipContent.dispose(), uk("itemTooltip", t));
	}, t.type = "tooltip", t;
}(Jg);
function gA(e, t, n) {
	var r = t.ecModel, i;
	n ? (i = new xf(n, r, r), i = new xf(t.option, i, r)) : i = t;
	for (var a = e.length - 1; a >= 0; a--) {
		var o = e[a];
		o && (o instanceof xf && (o = o.get("tooltip", !0)), G(o) && (o = { formatter: o }), o && (i = new xf(o, i, r)));
	}
	return i;
}
function _A(e, t) {
	return e.dispatchAction || V(t.dispatchAction, t);
}
function vA(e, t, n, r, i, a, o) {
	var s = n.getSize(), c = s[0], l = s[1];
	return a != null && (e + c + a + 2 > r ? e -= c + a : e += a), o != null && (t + l + o > i ? t -= l + o : t += o), [e, t];
}
function yA(e, t, n, r, i) {
	var a = n.getSize(), o = a[0], s = a[1];
	return e = Math.min(e + o, r) - o, t = Math.min(t + s, i) - s, e = Math.max(e, 0), t = Math.max(t, 0), [e, t];
}
function bA(e, t, n, r) {
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
function xA(e) {
	return e === "center" || e === "middle";
}
function SA(e, t, n) {
	var r = eo(e).queryOptionMap, i = r.keys()[0];
	if (i && i !== "series") {
		var a = ro(t, i, r.get(i), {
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
function CA(e) {
	XS(Tk), e.registerComponentModel(Kk), e.registerComponentView(hA), e.registerAction({
		type: "showTip",
		event: "showTip",
		update: "tooltip:manuallyShowTip"
	}, Ae), e.registerAction({
		type: "hideTip",
		event: "hideTip",
		update: "tooltip:manuallyHideTip"
	}, Ae);
}
// node_modules/echarts/lib/visual/visualSolution.js
var wA = L;
function TA(e) {
	if (e) {
		for (var t in e) if (e.hasOwnProperty(t)) return !0;
	}
}
function EA(e, t, n) {
	var r = {};
	return wA(t, function(t) {
		var a = r[t] = i();
		wA(e[t], function(e, r) {
			if (vE.isValidType(r)) {
				var i = {
					type: r,
					visual: e
				};
				n && n(i, t), a[r] = new vE(i), r === "opacity" && (i = M(i), i.type = "colorAlpha", a.__hidden.__alphaForOpacity = new vE(i));
			}
		});
	}), r;
	function i() {
		var e = function() {};
		return e.prototype.__hidden = e.prototype, new e();
	}
}
function DA(e, t, n) {
	var r;
	L(n, function(e) {
		t.hasOwnProperty(e) && TA(t[e]) && (r = !0);
	}), r && L(n, function(n) {
		t.hasOwnProperty(n) && TA(t[n]) ? e[n] = M(t[n]) : delete e[n];
	});
}
function OA(e, t, n, r) {
	var i = {};
	return L(e, function(e) {
		i[e] = vE.prepareVisualTypes(t[e]);
	}), { progress: function(e, a) {
		var o;
		r != null && (o = a.getDimensionIndex(r));
		function s(e) {
			return J_(a, l, e);
		}
		function c(e, t) {
			X_(a, l, e, t);
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
function kA(e, t) {
	if (!e) return !1;
	for (var n = U(e) ? e : [e], r = 0; r < n.length; r++) if (n[r] && n[r][t]) return !0;
	return !1;
}
// node_modules/echarts/lib/component/marker/MarkerModel.js
function AA(e) {
	ja(e, "label", ["show"]);
}
var jA = Za(), MA = function(e) {
	c(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.createdBySelf = !1, n;
	}
	return t.prototype.init = function(e, t, n) {
		this.mergeDefaultAndTheme(e, n), this._mergeOption(e, n, !1, !0);
	}, t.prototype.isAnimationEnabled = function() {
		if (u.node) return !1;
		var e = this.__hostSeries;
		return this.getShallow("animation") && e && e.isAnimationEnabled();
	}, t.prototype.mergeOption = function(e, t) {
		this._mergeOption(e, t, !1, !1);
	}, t.prototype._mergeOption = function(e, t, n, r) {
		var i = this.mainType;
		n || t.eachSeries(function(e) {
			var n = e.get(this.mainType, !0), a = jA(e)[i];
			!n || !n.data ? jA(e)[i] = null : (a ? a._mergeOption(n, t, !0) : (r && AA(n), L(n.data, function(e) {
				e instanceof Array ? (AA(e[0]), AA(e[1])) : AA(e);
			}), a = this.createMarkerModelFromSeries(n, this, t), P(a, {
				mainType: this.mainType,
				seriesIndex: e.seriesIndex,
				name: e.name,
				createdBySelf: !0
			}), a.__hostSeries = e), jA(e)[i] = a);
		}, this);
	}, t.prototype.formatTooltip = function(e, t, n) {
		var r = this.getData(), i = this.getRawValue(e), a = r.getName(e);
		return yg("section", {
			header: this.name,
			blocks: [yg("nameValue", {
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
		var n = Ph.prototype.getDataParams.call(this, e, t), r = this.__hostSeries;
		return r && (n.seriesId = r.id, n.seriesName = r.name, n.seriesType = r.subType), n;
	}, t.getMarkerModelFromSeries = function(e, t) {
		return jA(e)[t];
	}, t.type = "marker", t.dependencies = [
		"series",
		"grid",
		"polar",
		"geo"
	], t;
}(Rp);
ne(MA, Ph.prototype);
// node_modules/echarts/lib/component/marker/markerHelper.js
function NA(e) {
	return !(isNaN(parseFloat(e.x)) && isNaN(parseFloat(e.y)));
}
function PA(e) {
	return !isNaN(parseFloat(e.x)) && !isNaN(parseFloat(e.y));
}
function FA(e, t, n, r, i, a) {
	var o = [], s = xx(t, r) ? t.getCalculationInfo("stackResultDimension") : r, c = HA(t, s, e), l = t.indicesOfNearest(s, c)[0];
	o[i] = t.get(n, l), o[a] = t.get(s, l);
	var u = t.get(r, l), d = la(t.get(r, l));
	return d = Math.min(d, 20), d >= 0 && (o[a] = +o[a].toFixed(d)), [o, u];
}
var IA = {
	min: H(FA, "min"),
	max: H(FA, "max"),
	average: H(FA, "average"),
	median: H(FA, "median")
};
function LA(e, t) {
	if (t) {
		var n = e.getData(), r = e.coordinateSystem, i = r && r.dimensions;
		if (!PA(t) && !U(t.coord) && U(i)) {
			var a = RA(t, n, r, e);
			if (t = M(t), t.type && IA[t.type] && a.baseAxis && a.valueAxis) {
				var o = I(i, a.baseAxis.dim), s = I(i, a.valueAxis.dim), c = IA[t.type](n, a.baseDataDim, a.valueDataDim, o, s);
				t.coord = c[0], t.value = c[1];
			} else t.coord = [t.xAxis == null ? t.radiusAxis : t.xAxis, t.yAxis == null ? t.angleAxis : t.yAxis];
		}
		if (t.coord == null || !U(i)) t.coord = [];
		else for (var l = t.coord, u = 0; u < 2; u++) IA[l[u]] && (l[u] = HA(n, n.mapDimension(i[u]), l[u]));
		return t;
	}
}
function RA(e, t, n, r) {
	var i = {};
	return e.valueIndex != null || e.valueDim != null ? (i.valueDataDim = e.valueIndex == null ? e.valueDim : t.getDimension(e.valueIndex), i.valueAxis = n.getAxis(zA(r, i.valueDataDim)), i.baseAxis = n.getOtherAxis(i.valueAxis), i.baseDataDim = t.mapDimension(i.baseAxis.dim)) : (i.baseAxis = r.getBaseAxis(), i.valueAxis = n.getOtherAxis(i.baseAxis), i.baseDataDim = t.mapDimension(i.baseAxis.dim), i.valueDataDim = t.mapDimension(i.valueAxis.dim)), i;
}
function zA(e, t) {
	var n = e.getData().getDimensionInfo(t);
	return n && n.coordDim;
}
function BA(e, t) {
	return e && e.containData && t.coord && !NA(t) ? e.containData(t.coord) : !0;
}
function VA(e, t) {
	return e ? function(e, n, r, i) {
		return zh(i < 2 ? e.coord && e.coord[i] : e.value, t[i]);
	} : function(e, n, r, i) {
		return zh(e.value, t[i]);
	};
}
function HA(e, t, n) {
	if (n === "average") {
		var r = 0, i = 0;
		return e.each(t, function(e, t) {
			isNaN(e) || (r += e, i++);
		}), r / i;
	}
	return n === "median" ? e.getMedian(t) : e.getDataExtent(t)[+(n === "max")];
}
// node_modules/echarts/lib/component/marker/MarkerView.js
var UA = Za(), WA = function(e) {
	c(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.init = function() {
		this.markerGroupMap = J();
	}, t.prototype.render = function(e, t, n) {
		var r = this, i = this.markerGroupMap;
		i.each(function(e) {
			UA(e).keep = !1;
		}), t.eachSeries(function(e) {
			var i = MA.getMarkerModelFromSeries(e, r.type);
			i && r.renderSeries(e, i, t, n);
		}), i.each(function(e) {
			!UA(e).keep && r.group.remove(e.group);
		});
	}, t.prototype.markKeep = function(e) {
		UA(e).keep = !0;
	}, t.prototype.toggleBlurSeries = function(e, t) {
		var n = this;
		L(e, function(e) {
			var r = MA.getMarkerModelFromSeries(e, n.type);
			r && r.getData().eachItemGraphicEl(function(e) {
				e && (t ? ml(e) : hl(e));
			});
		});
	}, t.type = "marker", t;
}(Jg), GA = function(e) {
	c(t, e);
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
}(MA), KA = Za(), qA = function(e, t, n, r) {
	var i = e.getData(), a;
	if (U(r)) a = r;
	else {
		var o = r.type;
		if (o === "min" || o === "max" || o === "average" || o === "median" || r.xAxis != null || r.yAxis != null) {
			var s = void 0, c = void 0;
			if (r.yAxis != null || r.xAxis != null) s = t.getAxis(r.yAxis == null ? "x" : "y"), c = me(r.yAxis, r.xAxis);
			else {
				var l = RA(r, i, t, e);
				s = l.valueAxis, c = HA(i, Sx(i, l.valueDataDim), o);
			}
			var u = s.dim === "x" ? 0 : 1, d = 1 - u, f = M(r), p = { coord: [] };
			f.type = null, f.coord = [], f.coord[d] = -Infinity, p.coord[d] = Infinity;
			var m = n.get("precision");
			m >= 0 && se(c) && (c = +c.toFixed(Math.min(m, 20))), f.coord[u] = p.coord[u] = c, a = [
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
		LA(e, a[0]),
		LA(e, a[1]),
		P({}, a[2])
	];
	return h[2].type = h[2].type || null, N(h[2], h[0]), N(h[2], h[1]), h;
};
function JA(e) {
	return !isNaN(e) && !isFinite(e);
}
function YA(e, t, n, r) {
	var i = 1 - e, a = r.dimensions[e];
	return JA(t[i]) && JA(n[i]) && t[e] === n[e] && r.getAxis(a).containData(t[e]);
}
function XA(e, t) {
	if (e.type === "cartesian2d") {
		var n = t[0].coord, r = t[1].coord;
		if (n && r && (YA(1, n, r, e) || YA(0, n, r, e))) return !0;
	}
	return BA(e, t[0]) && BA(e, t[1]);
}
function ZA(e, t, n, r, i) {
	var a = r.coordinateSystem, o = e.getItemModel(t), s, c = oa(o.get("x"), i.getWidth()), l = oa(o.get("y"), i.getHeight());
	if (!isNaN(c) && !isNaN(l)) s = [c, l];
	else {
		if (r.getMarkerPosition) s = r.getMarkerPosition(e.getValues(e.dimensions, t));
		else {
			var u = a.dimensions, d = e.get(u[0], t), f = e.get(u[1], t);
			s = a.dataToPoint([d, f]);
		}
		if (WC(a, "cartesian2d")) {
			var p = a.getAxis("x"), m = a.getAxis("y"), u = a.dimensions;
			JA(e.get(u[0], t)) ? s[0] = p.toGlobalCoord(p.getExtent()[+!n]) : JA(e.get(u[1], t)) && (s[1] = m.toGlobalCoord(m.getExtent()[+!n]));
		}
		isNaN(c) || (s[0] = c), isNaN(l) || (s[1] = l);
	}
	e.setItemLayout(t, s);
}
var QA = function(e) {
	c(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.updateTransform = function(e, t, n) {
		t.eachSeries(function(e) {
			var t = MA.getMarkerModelFromSeries(e, "markLine");
			if (t) {
				var r = t.getData(), i = KA(t).from, a = KA(t).to;
				i.each(function(t) {
					ZA(i, t, !0, e, n), ZA(a, t, !1, e, n);
				}), r.each(function(e) {
					r.setItemLayout(e, [i.getItemLayout(e), a.getItemLayout(e)]);
				}), this.markerGroupMap.get(e.id).updateLayout();
			}
		}, this);
	}, t.prototype.renderSeries = function(e, t, n, r) {
		var i = e.coordinateSystem, a = e.id, o = e.getData(), s = this.markerGroupMap, c = s.get(a) || s.set(a, new WE());
		this.group.add(c.group);
		var l = $A(i, e, t), u = l.from, d = l.to, f = l.line;
		KA(t).from = u, KA(t).to = d, t.setData(f);
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
			ZA(t, n, i, e, r);
			var s = a.getModel("itemStyle").getItemStyle();
			s.fill ?? (s.fill = Y_(o, "color")), t.setItemVisual(n, {
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
}(WA);
function $A(e, t, n) {
	var r = e ? R(e && e.dimensions, function(e) {
		return P(P({}, t.getData().getDimensionInfo(t.getData().mapDimension(e)) || {}), {
			name: e,
			ordinalMeta: null
		});
	}) : [{
		name: "value",
		type: "float"
	}], i = new ux(r, n), a = new ux(r, n), o = new ux([], n), s = R(n.get("data"), H(qA, t, e, n));
	e && (s = ae(s, H(XA, e)));
	var c = VA(!!e, r);
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
function ej(e) {
	e.registerComponentModel(GA), e.registerComponentView(QA), e.registerPreprocessor(function(e) {
		kA(e.series, "markLine") && (e.markLine = e.markLine || {});
	});
}
// node_modules/echarts/lib/component/legend/LegendModel.js
var tj = function(e, t) {
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
}, nj = function(e) {
	c(t, e);
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
		t === !0 && (t = e.selector = ["all", "inverse"]), U(t) && L(t, function(e, r) {
			G(e) && (e = { type: e }), t[r] = N(e, tj(n, e.type));
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
			a && Ga(r) && t.push(r.name);
		}), this._availableNames = n;
		var r = this.get("data") || t, i = J(), a = R(r, function(e) {
			return (G(e) || se(e)) && (e = { name: e }), i.get(e.name) ? null : (i.set(e.name, !0), new xf(e, this, this.ecModel));
		}, this);
		this._data = ae(a, function(e) {
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
}(Rp), rj = H, ij = L, aj = Ji, oj = function(e) {
	c(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.newlineDisabled = !1, n;
	}
	return t.prototype.init = function() {
		this.group.add(this._contentGroup = new aj()), this.group.add(this._selectorGroup = new aj()), this._isFirstRender = !0;
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
			}, u = e.get("padding"), d = jp(c, l, u), f = this.layoutInner(e, i, d, r, o, s), p = jp(F({
				width: f.width,
				height: f.height
			}, c), l, u);
			this.group.x = p.x - f.x, this.group.y = p.y - f.y, this.group.markRedraw(), this.group.add(this._backgroundEl = Gk(f, e));
		}
	}, t.prototype.resetInner = function() {
		this.getContentGroup().removeAll(), this._backgroundEl && this.group.remove(this._backgroundEl), this.getSelectorGroup().removeAll();
	}, t.prototype.renderInner = function(e, t, n, r, i, a, o) {
		var s = this.getContentGroup(), c = J(), l = t.get("selectedMode"), u = [];
		n.eachRawSeries(function(e) {
			!e.get("legendHoverLink") && u.push(e.id);
		}), ij(t.getData(), function(i, a) {
			var o = i.get("name");
			if (!this.newlineDisabled && (o === "" || o === "\n")) {
				var d = new aj();
				d.newline = !0, s.add(d);
			} else {
				var f = n.getSeriesByName(o)[0];
				if (!c.get(o)) {
					if (f) {
						var p = f.getData(), m = p.getVisual("legendLineStyle") || {}, h = p.getVisual("legendIcon"), g = p.getVisual("style"), _ = this._createItem(f, o, a, i, t, e, m, g, h, l, r);
						_.on("click", rj(lj, o, null, r, u)).on("mouseover", rj(dj, f.name, null, r, u)).on("mouseout", rj(fj, f.name, null, r, u)), n.ssr && _.eachChild(function(e) {
							var t = Q(e);
							t.seriesIndex = f.seriesIndex, t.dataIndex = a, t.ssrType = "legend";
						}), c.set(o, !0);
					} else n.eachRawSeries(function(s) {
						if (!c.get(o) && s.legendVisualProvider) {
							var d = s.legendVisualProvider;
							if (!d.containName(o)) return;
							var f = d.indexOfName(o), p = d.getItemVisual(f, "style"), m = d.getItemVisual(f, "legendIcon"), h = or(p.fill);
							h && h[3] === 0 && (h[3] = .2, p = P(P({}, p), { fill: mr(h, "rgba") }));
							var g = this._createItem(s, o, a, i, t, e, {}, p, m, l, r);
							g.on("click", rj(lj, null, o, r, u)).on("mouseover", rj(dj, null, o, r, u)).on("mouseout", rj(fj, null, o, r, u)), n.ssr && g.eachChild(function(e) {
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
		ij(e, function(e) {
			var r = e.type, i = new xc({
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
			a.add(i), Zd(i, {
				normal: t.getModel("selectorLabel"),
				emphasis: t.getModel(["emphasis", "selectorLabel"])
			}, { defaultText: e.title }), kl(i);
		});
	}, t.prototype._createItem = function(e, t, n, r, i, a, o, s, c, l, u) {
		var d = e.visualDrawType, f = i.get("itemWidth"), p = i.get("itemHeight"), m = i.isSelected(t), h = r.get("symbolRotate"), g = r.get("symbolKeepAspect"), _ = r.get("icon");
		c = _ || c || "roundRect";
		var v = sj(c, r, o, s, d, m, u), y = new aj(), b = r.getModel("textStyle");
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
			y.add(cj({
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
		y.add(new xc({ style: $d(b, {
			text: T,
			x: S,
			y: p / 2,
			fill: E,
			align: C,
			verticalAlign: "middle"
		}, { inheritColor: E }) }));
		var D = new _c({
			shape: y.getBoundingRect(),
			style: { fill: "transparent" }
		}), O = r.getModel("tooltip");
		return O.get("show") && Gd({
			el: D,
			componentModel: i,
			itemName: t,
			itemTooltipOption: O.option
		}), y.add(D), y.eachChild(function(e) {
			e.silent = !0;
		}), D.silent = !l, this.getContentGroup().add(y), kl(y), y.__legendDataIndex = n, y;
	}, t.prototype.layoutInner = function(e, t, n, r, i, a) {
		var o = this.getContentGroup(), s = this.getSelectorGroup();
		Ap(e.get("orient"), o, e.get("itemGap"), n.width, n.height);
		var c = o.getBoundingRect(), l = [-c.x, -c.y];
		if (s.markRedraw(), o.markRedraw(), i) {
			Ap("horizontal", s, e.get("selectorItemGap", !0));
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
}(Jg);
function sj(e, t, n, r, i, a, o) {
	function s(e, t) {
		e.lineWidth === "auto" && (e.lineWidth = t.lineWidth > 0 ? 2 : 0), ij(e, function(n, r) {
			e[r] === "inherit" && (e[r] = t[r]);
		});
	}
	var c = t.getModel("itemStyle"), l = c.getItemStyle(), u = e.lastIndexOf("empty", 0) === 0 ? "fill" : "stroke", d = c.getShallow("decal");
	l.decal = !d || d === "inherit" ? r.decal : Qv(d, o), l.fill === "inherit" && (l.fill = r[i]), l.stroke === "inherit" && (l.stroke = r[u]), l.opacity === "inherit" && (l.opacity = (i === "fill" ? r : n).opacity), s(l, r);
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
function cj(e) {
	var t = e.icon || "roundRect", n = lv(t, 0, 0, e.itemWidth, e.itemHeight, e.itemStyle.fill, e.symbolKeepAspect);
	return n.setStyle(e.itemStyle), n.rotation = (e.iconRotate || 0) * Math.PI / 180, n.setOrigin([e.itemWidth / 2, e.itemHeight / 2]), t.indexOf("empty") > -1 && (n.style.stroke = n.style.fill, n.style.fill = "#fff", n.style.lineWidth = 2), n;
}
function lj(e, t, n, r) {
	fj(e, t, n, r), n.dispatchAction({
		type: "legendToggleSelect",
		name: e ?? t
	}), dj(e, t, n, r);
}
function uj(e) {
	for (var t = e.getZr().storage.getDisplayList(), n, r = 0, i = t.length; r < i && !(n = t[r].states.emphasis);) r++;
	return n && n.hoverLayer;
}
function dj(e, t, n, r) {
	uj(n) || n.dispatchAction({
		type: "highlight",
		seriesName: e,
		name: t,
		excludeSeriesId: r
	});
}
function fj(e, t, n, r) {
	uj(n) || n.dispatchAction({
		type: "downplay",
		seriesName: e,
		name: t,
		excludeSeriesId: r
	});
}
// node_modules/echarts/lib/component/legend/legendFilter.js
function pj(e) {
	var t = e.findComponents({ mainType: "legend" });
	t && t.length && e.filterSeries(function(e) {
		for (var n = 0; n < t.length; n++) if (!t[n].isSelected(e.name)) return !1;
		return !0;
	});
}
// node_modules/echarts/lib/component/legend/legendAction.js
function mj(e, t, n) {
	var r = e === "allSelect" || e === "inverseSelect", i = {}, a = [];
	n.eachComponent({
		mainType: "legend",
		query: t
	}, function(n) {
		r ? n[e]() : n[e](t.name), hj(n, i), a.push(n.componentIndex);
	});
	var o = {};
	return n.eachComponent("legend", function(e) {
		L(i, function(t, n) {
			e[t ? "select" : "unSelect"](n);
		}), hj(e, o);
	}), r ? {
		selected: o,
		legendIndex: a
	} : {
		name: t.name,
		selected: o
	};
}
function hj(e, t) {
	var n = t || {};
	return L(e.getData(), function(t) {
		var r = t.get("name");
		if (r !== "\n" && r !== "") {
			var i = e.isSelected(r);
			n[r] = Y(n, r) ? n[r] && i : i;
		}
	}), n;
}
function gj(e) {
	e.registerAction("legendToggleSelect", "legendselectchanged", H(mj, "toggleSelected")), e.registerAction("legendAllSelect", "legendselectall", H(mj, "allSelect")), e.registerAction("legendInverseSelect", "legendinverseselect", H(mj, "inverseSelect")), e.registerAction("legendSelect", "legendselected", H(mj, "select")), e.registerAction("legendUnSelect", "legendunselected", H(mj, "unSelect"));
}
// node_modules/echarts/lib/component/legend/installLegendPlain.js
function _j(e) {
	e.registerComponentModel(nj), e.registerComponentView(oj), e.registerProcessor(e.PRIORITY.PROCESSOR.SERIES_FILTER, pj), e.registerSubTypeDefaulter("legend", function() {
		return "plain";
	}), gj(e);
}
// node_modules/echarts/lib/component/legend/ScrollableLegendModel.js
var vj = function(e) {
	c(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.setScrollDataIndex = function(e) {
		this.option.scrollDataIndex = e;
	}, t.prototype.init = function(t, n, r) {
		var i = Fp(t);
		e.prototype.init.call(this, t, n, r), yj(this, t, i);
	}, t.prototype.mergeOption = function(t, n) {
		e.prototype.mergeOption.call(this, t, n), yj(this, this.option, t);
	}, t.type = "legend.scroll", t.defaultOption = Ef(nj.defaultOption, {
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
}(nj);
function yj(e, t, n) {
	var r = e.getOrient(), i = [1, 1];
	i[r.index] = 0, Pp(t, n, {
		type: "box",
		ignoreSize: !!i
	});
}
// node_modules/echarts/lib/component/legend/ScrollableLegendView.js
var bj = Ji, xj = ["width", "height"], Sj = ["x", "y"], Cj = function(e) {
	c(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.newlineDisabled = !0, n._currentIndex = 0, n;
	}
	return t.prototype.init = function() {
		e.prototype.init.call(this), this.group.add(this._containerGroup = new bj()), this._containerGroup.add(this.getContentGroup()), this.group.add(this._controllerGroup = new bj());
	}, t.prototype.resetInner = function() {
		e.prototype.resetInner.call(this), this._controllerGroup.removeAll(), this._containerGroup.removeClipPath(), this._containerGroup.__rectSize = null;
	}, t.prototype.renderInner = function(t, n, r, i, a, o, s) {
		var c = this;
		e.prototype.renderInner.call(this, t, n, r, i, a, o, s);
		var l = this._controllerGroup, u = n.get("pageIconSize", !0), d = U(u) ? u : [u, u];
		p("pagePrev", 0);
		var f = n.getModel("pageTextStyle");
		l.add(new xc({
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
			var r = e + "DataIndex", a = Bd(n.get("pageIcons", !0)[n.getOrient().name][t], { onclick: V(c._pageGo, c, r, n, i) }, {
				x: -d[0] / 2,
				y: -d[1] / 2,
				width: d[0],
				height: d[1]
			});
			a.name = e, l.add(a);
		}
	}, t.prototype.layoutInner = function(e, t, n, r, i, a) {
		var o = this.getSelectorGroup(), s = e.getOrient().index, c = xj[s], l = Sj[s], u = xj[1 - s], d = Sj[1 - s];
		i && Ap("horizontal", o, e.get("selectorItemGap", !0));
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
		Ap(e.get("orient"), c, e.get("itemGap"), r ? n.width : null, r ? null : n.height), Ap("horizontal", u, e.get("pageButtonItemGap", !0));
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
			y[i] = Math.max(n[i] - f[i] - _, 0), y[a] = v[a], l.setClipPath(new _c({ shape: y })), l.__rectSize = y[i];
		} else u.eachChild(function(e) {
			e.attr({
				invisible: !0,
				silent: !0
			});
		});
		var b = this._getPageInfo(e);
		return b.pageIndex != null && cd(c, {
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
		r && i && r.setStyle("text", G(i) ? i.replace("{current}", o == null ? "" : o + "").replace("{total}", s == null ? "" : s + "") : i({
			current: o,
			total: s
		}));
	}, t.prototype._getPageInfo = function(e) {
		var t = e.get("scrollDataIndex", !0), n = this.getContentGroup(), r = this._containerGroup.__rectSize, i = e.getOrient().index, a = xj[i], o = Sj[i], s = this._findTargetItemIndex(t), c = n.children(), l = c[s], u = c.length, d = +!!u, f = {
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
}(oj);
// node_modules/echarts/lib/component/legend/scrollableLegendAction.js
function wj(e) {
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
function Tj(e) {
	XS(_j), e.registerComponentModel(vj), e.registerComponentView(Cj), wj(e);
}
// node_modules/echarts/lib/component/legend/install.js
function Ej(e) {
	XS(_j), XS(Tj);
}
// node_modules/echarts/lib/component/dataZoom/InsideZoomModel.js
var Dj = function(e) {
	c(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.type = "dataZoom.inside", t.defaultOption = Ef(Pk.defaultOption, {
		disabled: !1,
		zoomLock: !1,
		zoomOnMouseWheel: !0,
		moveOnMouseMove: !0,
		moveOnMouseWheel: !1,
		preventDefaultMouseMove: !0
	}), t;
}(Pk), Oj = Za();
function kj(e, t, n) {
	Oj(e).coordSysRecordMap.each(function(e) {
		var r = e.dataZoomInfoMap.get(t.uid);
		r && (r.getRange = n);
	});
}
function Aj(e, t) {
	for (var n = Oj(e).coordSysRecordMap, r = n.keys(), i = 0; i < r.length; i++) {
		var a = r[i], o = n.get(a), s = o.dataZoomInfoMap;
		if (s) {
			var c = t.uid;
			s.get(c) && (s.removeKey(c), s.keys().length || jj(n, o));
		}
	}
}
function jj(e, t) {
	if (t) {
		e.removeKey(t.model.uid);
		var n = t.controller;
		n && n.dispose();
	}
}
function Mj(e, t) {
	var n = {
		model: t,
		containsPoint: H(Pj, t),
		dispatchAction: H(Nj, e),
		dataZoomInfoMap: null,
		controller: null
	}, r = n.controller = new dE(e.getZr());
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
function Nj(e, t) {
	e.isDisposed() || e.dispatchAction({
		type: "dataZoom",
		animation: {
			easing: "cubicOut",
			duration: 100
		},
		batch: t
	});
}
function Pj(e, t, n, r) {
	return e.coordinateSystem.containPoint([n, r]);
}
function Fj(e) {
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
function Ij(e) {
	e.registerProcessor(e.PRIORITY.PROCESSOR.FILTER, function(e, t) {
		var n = Oj(t), r = n.coordSysRecordMap || (n.coordSysRecordMap = J());
		r.each(function(e) {
			e.dataZoomInfoMap = null;
		}), e.eachComponent({
			mainType: "dataZoom",
			subType: "inside"
		}, function(e) {
			L(Mk(e).infoList, function(n) {
				var i = n.model.uid, a = r.get(i) || r.set(i, Mj(t, n.model));
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
			if (!n) jj(r, e);
			else {
				var o = Fj(i);
				t.enable(o.controlType, o.opt), t.setPointerChecker(e.containsPoint), c_(e, "dispatchAction", n.model.get("throttle", !0), "fixRate");
			}
		});
	});
}
// node_modules/echarts/lib/component/dataZoom/InsideZoomView.js
var Lj = function(e) {
	c(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = "dataZoom.inside", t;
	}
	return t.prototype.render = function(t, n, r) {
		e.prototype.render.apply(this, arguments), t.noTarget() ? this._clear() : (this.range = t.getPercentRange(), kj(r, t, {
			pan: V(Rj.pan, this),
			zoom: V(Rj.zoom, this),
			scrollMove: V(Rj.scrollMove, this)
		}));
	}, t.prototype.dispose = function() {
		this._clear(), e.prototype.dispose.apply(this, arguments);
	}, t.prototype._clear = function() {
		Aj(this.api, this.dataZoomModel), this.range = null;
	}, t.type = "dataZoom.inside", t;
}(Ik), Rj = {
	zoom: function(e, t, n, r) {
		var i = this.range, a = i.slice(), o = e.axisModels[0];
		if (o) {
			var s = Bj[t](null, [r.originX, r.originY], o, n, e), c = (s.signal > 0 ? s.pixelStart + s.pixelLength - s.pixel : s.pixel - s.pixelStart) / s.pixelLength * (a[1] - a[0]) + a[0], l = Math.max(1 / r.scale, 0);
			a[0] = (a[0] - c) * l + c, a[1] = (a[1] - c) * l + c;
			var u = this.dataZoomModel.findRepresentativeAxisProxy().getMinMaxSpan();
			if (YE(0, a, [0, 100], 0, u.minSpan, u.maxSpan), this.range = a, i[0] !== a[0] || i[1] !== a[1]) return a;
		}
	},
	pan: zj(function(e, t, n, r, i, a) {
		var o = Bj[r]([a.oldX, a.oldY], [a.newX, a.newY], t, i, n);
		return o.signal * (e[1] - e[0]) * o.pixel / o.pixelLength;
	}),
	scrollMove: zj(function(e, t, n, r, i, a) {
		return Bj[r]([0, 0], [a.scrollDelta, a.scrollDelta], t, i, n).signal * (e[1] - e[0]) * a.scrollDelta;
	})
};
function zj(e) {
	return function(t, n, r, i) {
		var a = this.range, o = a.slice(), s = t.axisModels[0];
		if (s && (YE(e(o, s, t, n, r, i), o, [0, 100], "all"), this.range = o, a[0] !== o[0] || a[1] !== o[1])) return o;
	};
}
var Bj = {
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
function Vj(e) {
	Wk(e), e.registerComponentModel(Dj), e.registerComponentView(Lj), Ij(e);
}
// node_modules/echarts/lib/component/dataZoom/SliderZoomModel.js
var Hj = function(e) {
	c(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.type = "dataZoom.slider", t.layoutMode = "box", t.defaultOption = Ef(Pk.defaultOption, {
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
}(Pk), Uj = _c, Wj = 7, Gj = 1, Kj = 30, qj = 7, Jj = "horizontal", Yj = "vertical", Xj = 5, Zj = [
	"line",
	"bar",
	"candlestick",
	"scatter"
], Qj = {
	easing: "cubicOut",
	duration: 100,
	delay: 0
}, $j = function(e) {
	c(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n._displayables = {}, n;
	}
	return t.prototype.init = function(e, t) {
		this.api = t, this._onBrush = V(this._onBrush, this), this._onBrushEnd = V(this._onBrushEnd, this);
	}, t.prototype.render = function(t, n, r, i) {
		e.prototype.render.apply(this, arguments), c_(this, "_dispatchZoomAction", t.get("throttle"), "fixRate"), this._orient = t.getOrient(), t.get("show") === !1 ? this.group.removeAll() : t.noTarget() ? (this._clear(), this.group.removeAll()) : (i && i.type === "dataZoom" && i.from === this.uid || this._buildView(), this._updateView());
	}, t.prototype.dispose = function() {
		this._clear(), e.prototype.dispose.apply(this, arguments);
	}, t.prototype._clear = function() {
		l_(this, "_dispatchZoomAction");
		var e = this.api.getZr();
		e.off("mousemove", this._onBrush), e.off("mouseup", this._onBrushEnd);
	}, t.prototype._buildView = function() {
		var e = this.group;
		e.removeAll(), this._brushing = !1, this._displayables.brushRect = null, this._resetLocation(), this._resetInterval();
		var t = this._displayables.sliderGroup = new Ji();
		this._renderBackground(), this._renderHandle(), this._renderDataShadow(), e.add(t), this._positionGroup();
	}, t.prototype._resetLocation = function() {
		var e = this.dataZoomModel, t = this.api, n = e.get("brushSelect") ? qj : 0, r = this._findCoordRect(), i = {
			width: t.getWidth(),
			height: t.getHeight()
		}, a = this._orient === Jj ? {
			right: i.width - r.x - r.width,
			top: i.height - Kj - Wj - n,
			width: r.width,
			height: Kj
		} : {
			right: Wj,
			top: r.y,
			width: Kj,
			height: r.height
		}, o = Fp(e.option);
		L([
			"right",
			"top",
			"width",
			"height"
		], function(e) {
			o[e] === "ph" && (o[e] = a[e]);
		});
		var s = jp(o, i);
		this._location = {
			x: s.x,
			y: s.y
		}, this._size = [s.width, s.height], this._orient === Yj && this._size.reverse();
	}, t.prototype._positionGroup = function() {
		var e = this.group, t = this._location, n = this._orient, r = this.dataZoomModel.getFirstTargetAxisModel(), i = r && r.get("inverse"), a = this._displayables.sliderGroup, o = (this._dataShadowInfo || {}).otherAxisInverse;
		a.attr(n === Jj && !i ? {
			scaleY: o ? 1 : -1,
			scaleX: 1
		} : n === Jj && i ? {
			scaleY: o ? 1 : -1,
			scaleX: -1
		} : n === Yj && !i ? {
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
		n.add(new Uj({
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
		var i = new Uj({
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
					var n = e == null || isNaN(e) || e === "", r = n ? 0 : aa(e, l, d, !0);
					n && !v && t ? (p.push([p[p.length - 1][0], 0]), m.push([m[m.length - 1][0], 0])) : !n && v && (p.push([g, 0]), m.push([g, 0])), p.push([g, r]), m.push([g, r]), g += h, v = n;
				}
			}), s = this._shadowPolygonPts = p, c = this._shadowPolylinePts = m;
		}
		this._shadowData = i, this._shadowDim = o, this._shadowSize = [t[0], t[1]];
		var y = this.dataZoomModel;
		function b(e) {
			var t = y.getModel(e ? "selectedDataBackground" : "dataBackground"), n = new Ji(), r = new Iu({
				shape: { points: s },
				segmentIgnoreThreshold: 1,
				style: t.getModel("areaStyle").getAreaStyle(),
				silent: !0,
				z2: -20
			}), i = new Ru({
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
					if (!n && !(t !== !0 && I(Zj, e.get("type")) < 0)) {
						var o = r.getComponent(Ak(i), a).axis, s = eM(i), c, l = e.coordinateSystem;
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
		var e = this.group, t = this._displayables, n = t.handles = [null, null], r = t.handleLabels = [null, null], i = this._displayables.sliderGroup, a = this._size, o = this.dataZoomModel, s = this.api, c = o.get("borderRadius") || 0, l = o.get("brushSelect"), u = t.filler = new Uj({
			silent: l,
			style: { fill: o.get("fillerColor") },
			textConfig: { position: "inside" }
		});
		i.add(u), i.add(new Uj({
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
				lineWidth: Gj,
				fill: "rgba(0,0,0,0)"
			}
		})), L([0, 1], function(t) {
			var a = o.get("handleIcon");
			!ov[a] && a.indexOf("path://") < 0 && a.indexOf("image://") < 0 && (a = "path://" + a);
			var s = lv(a, -1, 0, 2, 2, null, !0);
			s.attr({
				cursor: tM(this._orient),
				draggable: !0,
				drift: V(this._onDragMove, this, t),
				ondragend: V(this._onDragEnd, this),
				onmouseover: V(this._showDataInfo, this, !0),
				onmouseout: V(this._showDataInfo, this, !1),
				z2: 5
			});
			var c = s.getBoundingRect(), l = o.get("handleSize");
			this._handleHeight = oa(l, this._size[1]), this._handleWidth = c.width / c.height * this._handleHeight, s.setStyle(o.getModel("handleStyle").getItemStyle()), s.style.strokeNoScale = !0, s.rectHover = !0, s.ensureState("emphasis").style = o.getModel(["emphasis", "handleStyle"]).getItemStyle(), kl(s);
			var u = o.get("handleColor");
			u != null && (s.style.fill = u), i.add(n[t] = s);
			var d = o.getModel("textStyle"), f = (o.get("handleLabel") || {}).show || !1;
			e.add(r[t] = new xc({
				silent: !0,
				invisible: !f,
				style: $d(d, {
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
			var f = oa(o.get("moveHandleSize"), a[1]), p = t.moveHandle = new _c({
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
			}), m = f * .8, h = t.moveHandleIcon = lv(o.get("moveHandleIcon"), -m / 2, -m / 2, m, m, "#fff", !0);
			h.silent = !0, h.y = a[1] + f / 2 - .5, p.ensureState("emphasis").style = o.getModel(["emphasis", "moveHandleStyle"]).getItemStyle();
			var g = Math.min(a[1] / 2, Math.max(f, 10));
			d = t.moveZone = new _c({
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
			cursor: tM(this._orient),
			drift: V(this._onDragMove, this, "all"),
			ondragstart: V(this._showDataInfo, this, !0),
			ondragend: V(this._onDragEnd, this),
			onmouseover: V(this._showDataInfo, this, !0),
			onmouseout: V(this._showDataInfo, this, !1)
		});
	}, t.prototype._resetInterval = function() {
		var e = this._range = this.dataZoomModel.getPercentRange(), t = this._getViewExtent();
		this._handleEnds = [aa(e[0], [0, 100], t, !0), aa(e[1], [0, 100], t, !0)];
	}, t.prototype._updateInterval = function(e, t) {
		var n = this.dataZoomModel, r = this._handleEnds, i = this._getViewExtent(), a = n.findRepresentativeAxisProxy().getMinMaxSpan(), o = [0, 100];
		YE(t, r, i, n.get("zoomLock") ? "all" : e, a.minSpan == null ? null : aa(a.minSpan, o, i, !0), a.maxSpan == null ? null : aa(a.maxSpan, o, i, !0));
		var s = this._range, c = this._range = ca([aa(r[0], i, o, !0), aa(r[1], i, o, !0)]);
		return !s || s[0] !== c[0] || s[1] !== c[1];
	}, t.prototype._updateView = function(e) {
		var t = this._displayables, n = this._handleEnds, r = ca(n.slice()), i = this._size;
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
			u || (u = new _c(), l.setClipPath(u)), u.setShape({
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
		var u = ca(this._handleEnds.slice());
		d.call(this, 0), d.call(this, 1);
		function d(e) {
			var t = Md(n.handles[e].parent, this.group), o = Pd(e === 0 ? "right" : "left", t), s = this._handleWidth / 2 + Xj, c = Nd([u[e] + (e === 0 ? -s : s), this._size[1] / 2], t);
			r[e].setStyle({
				x: c[0],
				y: c[1],
				verticalAlign: i === Jj ? "middle" : o,
				align: i === Jj ? o : "center",
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
		this._dragging = !0, yt(r.event);
		var i = this._displayables.sliderGroup.getLocalTransform(), a = Nd([t, n], i, !0), o = this._updateInterval(e, a[0]), s = this.dataZoomModel.get("realtime");
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
		this._brushStart = new Nt(t, n), this._brushing = !0, this._brushStartTime = +/* @__PURE__ */ new Date();
	}, t.prototype._onBrushEnd = function(e) {
		if (this._brushing) {
			var t = this._displayables.brushRect;
			if (this._brushing = !1, t) {
				t.attr("ignore", !0);
				var n = t.shape;
				if (!(+/* @__PURE__ */ new Date() - this._brushStartTime < 200 && Math.abs(n.width) < 5)) {
					var r = this._getViewExtent(), i = [0, 100];
					this._range = ca([aa(n.x, r, i, !0), aa(n.x + n.width, r, i, !0)]), this._handleEnds = [n.x, n.x + n.width], this._updateView(), this._dispatchZoomAction(!1);
				}
			}
		}
	}, t.prototype._onBrush = function(e) {
		this._brushing && (yt(e.event), this._updateBrushRect(e.offsetX, e.offsetY));
	}, t.prototype._updateBrushRect = function(e, t) {
		var n = this._displayables, r = this.dataZoomModel, i = n.brushRect;
		i || (i = n.brushRect = new Uj({
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
			animation: e ? Qj : null,
			start: t[0],
			end: t[1]
		});
	}, t.prototype._findCoordRect = function() {
		var e, t = Mk(this.dataZoomModel).infoList;
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
}(Ik);
function eM(e) {
	return {
		x: "y",
		y: "x",
		radius: "angle",
		angle: "radius"
	}[e];
}
function tM(e) {
	return e === "vertical" ? "ns-resize" : "ew-resize";
}
// node_modules/echarts/lib/component/dataZoom/installDataZoomSlider.js
function nM(e) {
	e.registerComponentModel(Hj), e.registerComponentView($j), Wk(e);
}
// node_modules/echarts/lib/component/dataZoom/install.js
function rM(e) {
	XS(Vj), XS(nM);
}
// node_modules/echarts/lib/visual/visualDefault.js
var iM = { get: function(e, t, n) {
	var r = M((aM[e] || {})[t]);
	return n && U(r) ? r[r.length - 1] : r;
} }, aM = {
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
}, oM = vE.mapVisual, sM = vE.eachVisual, cM = U, lM = L, uM = ca, dM = aa, fM = function(e) {
	c(t, e);
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
		!t && DA(n, e, this.replacableOptionKeys), this.textStyleModel = this.getModel("textStyle"), this.resetItemSize(), this.completeVisualOption();
	}, t.prototype.resetVisual = function(e) {
		var t = this.stateList;
		e = V(e, this), this.controllerVisuals = EA(this.option.controller, t, e), this.targetVisuals = EA(this.option.target, t, e);
	}, t.prototype.getItemSymbol = function() {
		return null;
	}, t.prototype.getTargetSeriesIndices = function() {
		var e = this.option.seriesIndex, t = [];
		return e == null || e === "all" ? this.ecModel.eachSeries(function(e, n) {
			t.push(n);
		}) : t = Aa(e), t;
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
		n = n || ["<", ">"], U(e) && (e = e.slice(), s = !0);
		var c = t ? e : s ? [l(e[0]), l(e[1])] : l(e);
		return G(o) ? o.replace("{value}", s ? c[0] : c).replace("{value2}", s ? c[1] : c) : W(o) ? s ? o(e[0], e[1]) : o(e) : s ? e[0] === a[0] ? n[0] + " " + c[1] : e[1] === a[1] ? n[1] + " " + c[0] : c[0] + " - " + c[1] : c;
		function l(e) {
			return e === a[0] ? "min" : e === a[1] ? "max" : (+e).toFixed(Math.min(i, 20));
		}
	}, t.prototype.resetExtent = function() {
		var e = this.option, t = uM([e.min, e.max]);
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
			cM(t.color) && !n.inRange && (n.inRange = { color: t.color.slice().reverse() }), n.inRange = n.inRange || { color: e.get("gradientColor") };
		}
		function s(e, t, n) {
			var r = e[t], i = e[n];
			r && !i && (i = e[n] = {}, lM(r, function(e, t) {
				if (vE.isValidType(t)) {
					var n = iM.get(t, "inactive", a);
					n != null && (i[t] = n, t === "color" && !i.hasOwnProperty("opacity") && !i.hasOwnProperty("colorAlpha") && (i.opacity = [0, 0]));
				}
			}));
		}
		function c(e) {
			var t = (e.inRange || {}).symbol || (e.outOfRange || {}).symbol, n = (e.inRange || {}).symbolSize || (e.outOfRange || {}).symbolSize, r = this.get("inactiveColor"), i = this.getItemSymbol() || "roundRect";
			lM(this.stateList, function(o) {
				var s = this.itemSize, c = e[o];
				c || (c = e[o] = { color: a ? r : [r] }), c.symbol ?? (c.symbol = t && M(t) || (a ? i : [i])), c.symbolSize ?? (c.symbolSize = n && M(n) || (a ? s[0] : [s[0], s[0]])), c.symbol = oM(c.symbol, function(e) {
					return e === "none" ? i : e;
				});
				var l = c.symbolSize;
				if (l != null) {
					var u = -Infinity;
					sM(l, function(e) {
						e > u && (u = e);
					}), c.symbolSize = oM(l, function(e) {
						return dM(e, [0, u], [0, s[0]], !0);
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
}(Rp), pM = [20, 140], mM = function(e) {
	c(t, e);
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
		(t[0] == null || isNaN(t[0])) && (t[0] = pM[0]), (t[1] == null || isNaN(t[1])) && (t[1] = pM[1]);
	}, t.prototype._resetRange = function() {
		var e = this.getExtent(), t = this.option.range;
		!t || t.auto ? (e.auto = 1, this.option.range = e) : U(t) && (t[0] > t[1] && t.reverse(), t[0] = Math.max(t[0], e[0]), t[1] = Math.min(t[1], e[1]));
	}, t.prototype.completeVisualOption = function() {
		e.prototype.completeVisualOption.apply(this, arguments), L(this.stateList, function(e) {
			var t = this.option.controller[e].symbolSize;
			t && t[0] !== t[1] && (t[0] = t[1] / 3);
		}, this);
	}, t.prototype.setSelected = function(e) {
		this.option.range = e.slice(), this._resetRange();
	}, t.prototype.getSelected = function() {
		var e = this.getExtent(), t = ca((this.get("range") || []).slice());
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
		var t = hM(this, "outOfRange", this.getExtent()), n = hM(this, "inRange", this.option.range.slice()), r = [];
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
	}, t.type = "visualMap.continuous", t.defaultOption = Ef(fM.defaultOption, {
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
}(fM);
function hM(e, t, n) {
	if (n[0] === n[1]) return n.slice();
	for (var r = 200, i = (n[1] - n[0]) / r, a = n[0], o = [], s = 0; s <= r && a < n[1]; s++) o.push(a), a += i;
	return o.push(n[1]), o;
}
// node_modules/echarts/lib/component/visualMap/VisualMapView.js
var gM = function(e) {
	c(t, e);
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
		var t = this.visualMapModel, n = yp(t.get("padding") || 0), r = e.getBoundingRect();
		e.add(new _c({
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
		return L(vE.prepareVisualTypes(c), function(r) {
			var i = c[r];
			n.convertOpacityToAlpha && r === "opacity" && (r = "colorAlpha", i = c.__alphaForOpacity), vE.dependsOn(r, t) && i && i.applyVisual(e, o, s);
		}), a[t];
	}, t.prototype.positionGroup = function(e) {
		var t = this.visualMapModel, n = this.api;
		Mp(e, t.getBoxLayoutParams(), {
			width: n.getWidth(),
			height: n.getHeight()
		});
	}, t.prototype.doRender = function(e, t, n, r) {}, t.type = "visualMap", t;
}(Jg), _M = [[
	"left",
	"right",
	"width"
], [
	"top",
	"bottom",
	"height"
]];
function vM(e, t, n) {
	var r = e.option, i = r.align;
	if (i != null && i !== "auto") return i;
	for (var a = {
		width: t.getWidth(),
		height: t.getHeight()
	}, o = +(r.orient === "horizontal"), s = _M[o], c = [
		0,
		null,
		10
	], l = {}, u = 0; u < 3; u++) l[_M[1 - o][u]] = c[u], l[s[u]] = u === 2 ? n[0] : r[s[u]];
	var d = [[
		"x",
		"width",
		3
	], [
		"y",
		"height",
		0
	]][o], f = jp(l, a, r.padding);
	return s[(f.margin[d[2]] || 0) + f[d[0]] + f[d[1]] * .5 < a[d[1]] * .5 ? 0 : 1];
}
function yM(e, t) {
	return L(e || [], function(e) {
		e.dataIndex != null && (e.dataIndexInside = e.dataIndex, e.dataIndex = null), e.highlightKey = "visualMap" + (t ? t.componentIndex : "");
	}), e;
}
// node_modules/echarts/lib/component/visualMap/ContinuousView.js
var bM = aa, xM = L, SM = Math.min, CM = Math.max, wM = 12, TM = 6, EM = function(e) {
	c(t, e);
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
			this.group.add(new xc({ style: $d(d, {
				x: c[0],
				y: c[1],
				verticalAlign: u === "horizontal" ? "middle" : l,
				align: u === "horizontal" ? l : "center",
				text: r
			}) }));
		}
	}, t.prototype._renderBar = function(e) {
		var t = this.visualMapModel, n = this._shapes, r = t.itemSize, i = this._orient, a = this._useHandle, o = vM(t, this.api, r), s = n.mainGroup = this._createBarGroup(o), c = new Ji();
		s.add(c), c.add(n.outOfRange = DM()), c.add(n.inRange = DM(null, a ? AM(this._orient) : null, V(this._dragHandle, this, "all", !1), V(this._dragHandle, this, "all", !0))), c.setClipPath(new _c({ shape: {
			x: 0,
			y: 0,
			width: r[0],
			height: r[1],
			r: 3
		} }));
		var l = t.textStyleModel.getTextRect("国"), u = CM(l.width, l.height);
		a && (n.handleThumbs = [], n.handleLabels = [], n.handleLabelPoints = [], this._createHandle(t, s, 0, r, u, i), this._createHandle(t, s, 1, r, u, i)), this._createIndicator(t, s, r, u, i), e.add(s);
	}, t.prototype._createHandle = function(e, t, n, r, i, a) {
		var o = V(this._dragHandle, this, n, !1), s = V(this._dragHandle, this, n, !0), c = Ni(e.get("handleSize"), r[0]), l = lv(e.get("handleIcon"), -c / 2, -c / 2, c, c, null, !0), u = AM(this._orient);
		l.attr({
			cursor: u,
			draggable: !0,
			drift: o,
			ondragend: s,
			onmousemove: function(e) {
				yt(e.event);
			}
		}), l.x = r[0] / 2, l.useStyle(e.getModel("handleStyle").getItemStyle()), l.setStyle({
			strokeNoScale: !0,
			strokeFirst: !0
		}), l.style.lineWidth *= 2, l.ensureState("emphasis").style = e.getModel(["emphasis", "handleStyle"]).getItemStyle(), Il(l, !0), t.add(l);
		var d = this.visualMapModel.textStyleModel, f = new xc({
			cursor: u,
			draggable: !0,
			drift: o,
			onmousemove: function(e) {
				yt(e.event);
			},
			ondragend: s,
			style: $d(d, {
				x: 0,
				y: 0,
				text: ""
			})
		});
		f.ensureState("blur").style = { opacity: .1 }, f.stateTransition = { duration: 200 }, this.group.add(f);
		var p = [c, 0], m = this._shapes;
		m.handleThumbs[n] = l, m.handleLabelPoints[n] = p, m.handleLabels[n] = f;
	}, t.prototype._createIndicator = function(e, t, n, r, i) {
		var a = Ni(e.get("indicatorSize"), n[0]), o = lv(e.get("indicatorIcon"), -a / 2, -a / 2, a, a, null, !0);
		o.attr({
			cursor: "move",
			invisible: !0,
			silent: !0,
			x: n[0] / 2
		});
		var s = e.getModel("indicatorStyle").getItemStyle();
		if (o instanceof lc) {
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
		var l = this.visualMapModel.textStyleModel, u = new xc({
			silent: !0,
			invisible: !0,
			style: $d(l, {
				x: 0,
				y: 0,
				text: ""
			})
		});
		this.group.add(u);
		var d = [(i === "horizontal" ? r / 2 : TM) + n[0] / 2, 0], f = this._shapes;
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
			}), t ? !this._hovering && this._clearHoverLinkToSeries() : kM(this.visualMapModel) && this._doHoverLinkToSeries(this._handleEnds[e], !1);
		}
	}, t.prototype._resetInterval = function() {
		var e = this.visualMapModel, t = this._dataInterval = e.getSelected(), n = e.getExtent(), r = [0, e.itemSize[1]];
		this._handleEnds = [bM(t[0], n, r, !0), bM(t[1], n, r, !0)];
	}, t.prototype._updateInterval = function(e, t) {
		t = t || 0;
		var n = this.visualMapModel, r = this._handleEnds, i = [0, n.itemSize[1]];
		YE(t, r, i, e, 0);
		var a = n.getExtent();
		this._dataInterval = [bM(r[0], i, a, !0), bM(r[1], i, a, !0)];
	}, t.prototype._updateView = function(e) {
		var t = this.visualMapModel, n = t.getExtent(), r = this._shapes, i = [0, t.itemSize[1]], a = e ? i : this._handleEnds, o = this._createBarVisual(this._dataInterval, n, a, "inRange"), s = this._createBarVisual(n, n, i, "outOfRange");
		r.inRange.setStyle({ fill: o.barColor }).setShape("points", o.barPoints), r.outOfRange.setStyle({ fill: s.barColor }).setShape("points", s.barPoints), this._updateHandle(a, o);
	}, t.prototype._createBarVisual = function(e, t, n, r) {
		var i = {
			forceState: r,
			convertOpacityToAlpha: !0
		}, a = this._makeColorGradient(e, i), o = [this.getControllerVisual(e[0], "symbolSize", i), this.getControllerVisual(e[1], "symbolSize", i)], s = this._createBarPoints(n, o);
		return {
			barColor: new Xu(0, 0, 0, 1, a),
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
		return new Ji(t === "horizontal" && !n ? {
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
			xM([0, 1], function(l) {
				var u = i[l];
				u.setStyle("fill", t.handlesColor[l]), u.y = e[l];
				var d = bM(e[l], [0, o[1]], s, !0), f = this.getControllerVisual(d, "symbolSize");
				u.scaleX = u.scaleY = f / o[0], u.x = o[0] - f / 2;
				var p = Nd(n.handleLabelPoints[l], Md(u, this.group));
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
			var u = this.getControllerVisual(e, "color", { convertOpacityToAlpha: !0 }), d = this.getControllerVisual(e, "symbolSize"), f = bM(e, a, s, !0), p = o[0] - d / 2, m = {
				x: l.x,
				y: l.y
			};
			l.y = f, l.x = p;
			var h = Nd(c.indicatorLabelPoint, Md(l, this.group)), g = c.indicatorLabel;
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
				r[1] = SM(CM(0, r[1]), n[1]), e._doHoverLinkToSeries(r[1], 0 <= r[0] && r[0] <= n[0]);
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
			e = SM(CM(i[0], e), i[1]);
			var o = OM(n, a, i), s = [e - o, e + o], c = bM(e, i, a, !0), l = [bM(s[0], i, a, !0), bM(s[1], i, a, !0)];
			s[0] < i[0] && (l[0] = -Infinity), s[1] > i[1] && (l[1] = Infinity), t && (l[0] === -Infinity ? this._showIndicator(c, l[1], "< ", o) : l[1] === Infinity ? this._showIndicator(c, l[0], "> ", o) : this._showIndicator(c, c, "≈ ", o));
			var u = this._hoverLinkDataIndices, d = [];
			(t || kM(n)) && (d = this._hoverLinkDataIndices = n.findTargetDataIndices(l));
			var f = Ya(u, d);
			this._dispatchHighDown("downplay", yM(f[0], n)), this._dispatchHighDown("highlight", yM(f[1], n));
		}
	}, t.prototype._hoverLinkFromSeriesMouseOver = function(e) {
		var t;
		if ($_(e.target, function(e) {
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
		this._dispatchHighDown("downplay", yM(e, this.visualMapModel)), e.length = 0;
	}, t.prototype._clearHoverLinkFromSeries = function() {
		this._hideIndicator();
		var e = this.api.getZr();
		e.off("mouseover", this._hoverLinkFromSeriesMouseOver), e.off("mouseout", this._hideIndicator);
	}, t.prototype._applyTransform = function(e, t, n, r) {
		var i = Md(t, r ? null : this.group);
		return U(e) ? Nd(e, i, n) : Pd(e, i, n);
	}, t.prototype._dispatchHighDown = function(e, t) {
		t && t.length && this.api.dispatchAction({
			type: e,
			batch: t
		});
	}, t.prototype.dispose = function() {
		this._clearHoverLinkFromSeries(), this._clearHoverLinkToSeries();
	}, t.type = "visualMap.continuous", t;
}(gM);
function DM(e, t, n, r) {
	return new Iu({
		shape: { points: e },
		draggable: !!n,
		cursor: t,
		drift: n,
		onmousemove: function(e) {
			yt(e.event);
		},
		ondragend: r
	});
}
function OM(e, t, n) {
	var r = wM / 2, i = e.get("hoverLinkDataSize");
	return i && (r = bM(i, t, n, !0) / 2), r;
}
function kM(e) {
	return !!(e.get("hoverLinkOnHandle") ?? e.get("realtime"));
}
function AM(e) {
	return e === "vertical" ? "ns-resize" : "ew-resize";
}
// node_modules/echarts/lib/component/visualMap/visualMapAction.js
var jM = {
	type: "selectDataRange",
	event: "dataRangeSelected",
	update: "update"
}, MM = function(e, t) {
	t.eachComponent({
		mainType: "visualMap",
		query: e
	}, function(t) {
		t.setSelected(e.selected);
	});
}, NM = [{
	createOnAllSeries: !0,
	reset: function(e, t) {
		var n = [];
		return t.eachComponent("visualMap", function(t) {
			var r = e.pipelineContext;
			!t.isTargetSeries(e) || r && r.large || n.push(OA(t.stateList, t.targetVisuals, V(t.getValueState, t), t.getDataDimensionIndex(e.getData())));
		}), n;
	}
}, {
	createOnAllSeries: !0,
	reset: function(e, t) {
		var n = e.getData(), r = [];
		t.eachComponent("visualMap", function(t) {
			if (t.isTargetSeries(e)) {
				var i = t.getVisualMeta(V(PM, null, e, t)) || {
					stops: [],
					outerColors: []
				}, a = t.getDataDimensionIndex(n);
				a >= 0 && (i.dimension = a, r.push(i));
			}
		}), e.getData().setVisual("visualMeta", r);
	}
}];
function PM(e, t, n, r) {
	for (var i = t.targetVisuals[r], a = vE.prepareVisualTypes(i), o = { color: Y_(e.getData(), "color") }, s = 0, c = a.length; s < c; s++) {
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
var FM = L;
function IM(e) {
	var t = e && e.visualMap;
	U(t) || (t = t ? [t] : []), FM(t, function(e) {
		if (e) {
			LM(e, "splitList") && !LM(e, "pieces") && (e.pieces = e.splitList, delete e.splitList);
			var t = e.pieces;
			t && U(t) && FM(t, function(e) {
				K(e) && (LM(e, "start") && !LM(e, "min") && (e.min = e.start), LM(e, "end") && !LM(e, "max") && (e.max = e.end));
			});
		}
	});
}
function LM(e, t) {
	return e && e.hasOwnProperty && e.hasOwnProperty(t);
}
// node_modules/echarts/lib/component/visualMap/installCommon.js
var RM = !1;
function zM(e) {
	RM || (RM = !0, e.registerSubTypeDefaulter("visualMap", function(e) {
		return !e.categories && (!(e.pieces ? e.pieces.length > 0 : e.splitNumber > 0) || e.calculable) ? "continuous" : "piecewise";
	}), e.registerAction(jM, MM), L(NM, function(t) {
		e.registerVisual(e.PRIORITY.VISUAL.COMPONENT, t);
	}), e.registerPreprocessor(IM));
}
// node_modules/echarts/lib/component/visualMap/installVisualMapContinuous.js
function BM(e) {
	e.registerComponentModel(mM), e.registerComponentView(EM), zM(e);
}
// node_modules/echarts/lib/component/visualMap/PiecewiseModel.js
var VM = function(e) {
	c(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n._pieceList = [], n;
	}
	return t.prototype.optionUpdated = function(t, n) {
		e.prototype.optionUpdated.apply(this, arguments), this.resetExtent();
		var r = this._mode = this._determineMode();
		this._pieceList = [], HM[this._mode].call(this, this._pieceList), this._resetSelected(t, n);
		var i = this.option.categories;
		this.resetVisual(function(e, t) {
			r === "categories" ? (e.mappingMethod = "category", e.categories = M(i)) : (e.dataExtent = this.getExtent(), e.mappingMethod = "piecewise", e.pieceList = R(this._pieceList, function(e) {
				return e = M(e), t !== "inRange" && (e.visual = null), e;
			}));
		});
	}, t.prototype.completeVisualOption = function() {
		var t = this.option, n = {}, r = vE.listVisualTypes(), i = this.isCategory();
		L(t.pieces, function(e) {
			L(r, function(t) {
				e.hasOwnProperty(t) && (n[t] = 1);
			});
		}), L(n, function(e, n) {
			var r = !1;
			L(this.stateList, function(e) {
				r = r || a(t, e, n) || a(t.target, e, n);
			}, this), !r && L(this.stateList, function(e) {
				(t[e] || (t[e] = {}))[n] = iM.get(n, e === "inRange" ? "active" : "inactive", i);
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
		var t = vE.findPieceIndex(e, this._pieceList);
		return t == null ? "outOfRange" : this.option.selected[this.getSelectedMapKey(this._pieceList[t])] ? "inRange" : "outOfRange";
	}, t.prototype.findTargetDataIndices = function(e) {
		var t = [], n = this._pieceList;
		return this.eachTargetSeries(function(r) {
			var i = [], a = r.getData();
			a.each(this.getDataDimensionIndex(a), function(t, r) {
				vE.findPieceIndex(t, n) === e && i.push(r);
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
	}, t.type = "visualMap.piecewise", t.defaultOption = Ef(fM.defaultOption, {
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
}(fM), HM = {
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
		}), ba(e), L(e, function(e, t) {
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
		}, this), UM(t, e);
	},
	pieces: function(e) {
		var t = this.option;
		L(t.pieces, function(t, n) {
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
			r.visual = vE.retrieveVisuals(t), e.push(r);
		}, this), UM(t, e), ba(e), L(e, function(e) {
			var t = e.close, n = [["<", "≤"][t[1]], [">", "≥"][t[0]]];
			e.text = e.text || this.formatValueText(e.value == null ? e.interval : e.value, !1, n);
		}, this);
	}
};
function UM(e, t) {
	var n = e.inverse;
	(e.orient === "vertical" ? !n : n) && t.reverse();
}
// node_modules/echarts/lib/component/visualMap/PiecewiseView.js
var WM = function(e) {
	c(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.doRender = function() {
		var e = this.group;
		e.removeAll();
		var t = this.visualMapModel, n = t.get("textGap"), r = t.textStyleModel, i = r.getFont(), a = r.getTextColor(), o = this._getItemAlign(), s = t.itemSize, c = this._getViewData(), l = c.endsText, u = me(t.get("showLabel", !0), !l), d = !t.get("selectedMode");
		l && this._renderEndsText(e, l[0], s, u, o), L(c.viewPieceList, function(r) {
			var c = r.piece, l = new Ji();
			l.onclick = V(this._onItemClick, this, c), this._enableHoverLink(l, r.indexInModelPieceList);
			var f = t.getRepresentValue(c);
			if (this._createItemSymbol(l, f, [
				0,
				0,
				s[0],
				s[1]
			], d), u) {
				var p = this.visualMapModel.getValueState(f);
				l.add(new xc({
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
		}, this), l && this._renderEndsText(e, l[1], s, u, o), Ap(t.get("orient"), e, t.get("itemGap")), this.renderBackground(e), this.positionGroup(e);
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
				batch: yM(r.findTargetDataIndices(t), r)
			});
		};
	}, t.prototype._getItemAlign = function() {
		var e = this.visualMapModel, t = e.option;
		if (t.orient === "vertical") return vM(e, this.api, e.itemSize);
		var n = t.align;
		return n && n !== "auto" || (n = "left"), n;
	}, t.prototype._renderEndsText = function(e, t, n, r, i) {
		if (t) {
			var a = new Ji(), o = this.visualMapModel.textStyleModel;
			a.add(new xc({ style: $d(o, {
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
		var i = lv(this.getControllerVisual(t, "symbol"), n[0], n[1], n[2], n[3], this.getControllerVisual(t, "color"));
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
}(gM);
// node_modules/echarts/lib/component/visualMap/installVisualMapPiecewise.js
function GM(e) {
	e.registerComponentModel(VM), e.registerComponentView(WM), zM(e);
}
// node_modules/echarts/lib/component/visualMap/install.js
function KM(e) {
	XS(BM), XS(GM);
}
// node_modules/zrender/lib/canvas/Layer.js
function qM(e, t, n) {
	var r = v.createCanvas(), i = t.getWidth(), a = t.getHeight(), o = r.style;
	return o && (o.position = "absolute", o.left = "0", o.top = "0", o.width = i + "px", o.height = a + "px", r.setAttribute("data-zr-dom-id", e)), r.width = i * n, r.height = a * n, r;
}
var JM = function(e) {
	c(t, e);
	function t(t, n, r) {
		var i = e.call(this) || this;
		i.motionBlur = !1, i.lastFrameAlpha = .7, i.dpr = 1, i.virtual = !1, i.config = {}, i.incremental = !1, i.zlevel = 0, i.maxRepaintRectCount = 5, i.__dirty = !0, i.__firstTimePaint = !0, i.__used = !1, i.__drawIndex = 0, i.__startIndex = 0, i.__endIndex = 0, i.__prevStartIndex = null, i.__prevEndIndex = null;
		var a;
		r = r || di, typeof t == "string" ? a = qM(t, n, r) : K(t) && (a = t, t = a.id), i.id = t, i.dom = a;
		var o = a.style;
		return o && (ke(a), a.onselectstart = function() {
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
		this.domBack = qM("back-" + this.id, this.painter, e), this.ctxBack = this.domBack.getContext("2d"), e !== 1 && this.ctxBack.scale(e, e);
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
				de(t) ? (o = (t.global || t.__width === r && t.__height === a) && t.__canvasGradient || hv(i, t, {
					x: 0,
					y: 0,
					width: r,
					height: a
				}), t.__canvasGradient = o, t.__width = r, t.__height = a) : fe(t) && (t.scaleX = t.scaleX || l, t.scaleY = t.scaleY || l, o = Dv(i, t, { dirty: function() {
					u.setUnpainted(), u.painter.refresh();
				} })), i.save(), i.fillStyle = o || t, i.fillRect(e, n, r, a), i.restore();
			}
			s && (i.save(), i.globalAlpha = c, i.drawImage(d, e, n, r, a), i.restore());
		}
		!n || s ? f(0, 0, a, o) : n.length && L(n, function(e) {
			f(e.x * l, e.y * l, e.width * l, e.height * l);
		});
	}, t;
}(Ye), YM = 1e5, XM = 314159, ZM = .01, QM = .001;
function $M(e) {
	return e ? e.__builtin__ ? !0 : typeof e.resize == "function" && typeof e.refresh == "function" : !1;
}
function eN(e, t) {
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
var tN = function() {
	function e(e, t, n, r) {
		this.type = "canvas", this._zlevelList = [], this._prevDisplayList = [], this._layers = {}, this._layerConfig = {}, this._needsManuallyCompositing = !1, this.type = "canvas";
		var i = !e.nodeName || e.nodeName.toUpperCase() === "CANVAS";
		this._opts = n = P({}, n || {}), this.dpr = n.devicePixelRatio || di, this._singleCanvas = i, this.root = e, e.style && (ke(e), e.innerHTML = ""), this.storage = t;
		var a = this._zlevelList;
		this._prevDisplayList = [];
		var o = this._layers;
		if (i) {
			var s = e, c = s.width, l = s.height;
			n.width != null && (c = n.width), n.height != null && (l = n.height), this.dpr = n.devicePixelRatio || 1, s.width = c * this.dpr, s.height = l * this.dpr, this._width = c, this._height = l;
			var u = new JM(s, this, this.dpr);
			u.__builtin__ = !0, u.initContext(), o[XM] = u, u.zlevel = XM, a.push(XM), this._domRoot = e;
		} else {
			this._width = vv(e, 0, n), this._height = vv(e, 1, n);
			var d = this._domRoot = eN(this._width, this._height);
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
				o.__inHover && (n || (n = this._hoverlayer = this.getLayer(YM)), i || (i = n.ctx, i.save()), qv(i, o, r, a === t - 1));
			}
			i && i.restore();
		}
	}, e.prototype.getHoverLayer = function() {
		return this.getLayer(YM);
	}, e.prototype.paintOne = function(e, t) {
		Kv(e, t);
	}, e.prototype._paintList = function(e, t, n, r) {
		if (this._redrawId === r) {
			n = n || !1, this._updateLayerStatus(e);
			var i = this._doPaintList(e, t, n), a = i.finished, o = i.needsRefreshHover;
			if (this._needsManuallyCompositing && this._compositeManually(), o && this._paintHoverList(e), a) this.eachLayer(function(e) {
				e.afterBrush && e.afterBrush();
			});
			else {
				var s = this;
				mn(function() {
					s._paintList(e, t, n, r);
				});
			}
		}
	}, e.prototype._compositeManually = function() {
		var e = this.getLayer(XM).ctx, t = this._domRoot.width, n = this._domRoot.height;
		e.clearRect(0, 0, t, n), this.eachBuiltinLayer(function(r) {
			r.virtual && e.drawImage(r.dom, 0, 0, t, n);
		});
	}, e.prototype._doPaintList = function(e, t, n) {
		for (var r = this, i = [], a = this._opts.useDirtyRect, o = 0; o < this._zlevelList.length; o++) {
			var s = this._zlevelList[o], c = this._layers[s];
			c.__builtin__ && c !== this._hoverlayer && (c.__dirty || n) && i.push(c);
		}
		for (var l = !0, d = !1, f = function(o) {
			var s = i[o], c = s.ctx, u = a && s.createRepaintRects(e, t, p._width, p._height), f = n ? s.__startIndex : s.__drawIndex, m = !n && s.incremental && Date.now, h = m && Date.now(), g = s.zlevel === p._zlevelList[0] ? p._backgroundColor : null;
			if (s.__startIndex === s.__endIndex) s.clear(!1, g, u);
			else if (f === s.__startIndex) {
				var _ = e[f];
				_.incremental && _.notClear && !n || s.clear(!1, g, u);
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
			if (u) {
				if (u.length === 0) v = s.__endIndex;
				else for (var b = p.dpr, x = 0; x < u.length; ++x) {
					var S = u[x];
					c.save(), c.beginPath(), c.rect(S.x * b, S.y * b, S.width * b, S.height * b), c.clip(), y(S), c.restore();
				}
			} else c.save(), y(), c.restore();
			s.__drawIndex = v, s.__drawIndex < s.__endIndex && (l = !1);
		}, p = this, m = 0; m < i.length; m++) f(m);
		return u.wxa && L(this._layers, function(e) {
			e && e.ctx && e.ctx.draw && e.ctx.draw();
		}), {
			finished: l,
			needsRefreshHover: d
		};
	}, e.prototype._doPaintEl = function(e, t, n, r, i, a) {
		var o = t.ctx;
		if (n) {
			var s = e.getPaintRect();
			(!r || s && s.intersect(r)) && (qv(o, e, i, a), e.setPrevPaintRect(s));
		} else qv(o, e, i, a);
	}, e.prototype.getLayer = function(e, t) {
		this._singleCanvas && !this._needsManuallyCompositing && (e = XM);
		var n = this._layers[e];
		return n || (n = new JM("zr_" + e, this, this.dpr), n.zlevel = e, n.__builtin__ = !0, this._layerConfig[e] ? N(n, this._layerConfig[e], !0) : this._layerConfig[e - ZM] && N(n, this._layerConfig[e - ZM], !0), t && (n.virtual = t), this.insertLayer(e, n), n.initContext()), n;
	}, e.prototype.insertLayer = function(e, t) {
		var n = this._layers, r = this._zlevelList, i = r.length, a = this._domRoot, o = null, s = -1;
		if (!n[e] && $M(t)) {
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
			o !== c && (o = c, a = 0), r.incremental ? (l = this.getLayer(c + QM, this._needsManuallyCompositing), l.incremental = !0, a = 1) : l = this.getLayer(c + (a > 0 ? ZM : 0), this._needsManuallyCompositing), l.__builtin__ || ee("ZLevel " + c + " has been used by unkown layer " + l.id), l !== i && (l.__used = !0, l.__startIndex !== s && (l.__dirty = !0), l.__startIndex = s, l.incremental ? l.__drawIndex = -1 : l.__drawIndex = s, t(s), i = l), r.__dirty & 1 && !r.__inHover && (l.__dirty = !0, l.incremental && l.__drawIndex < 0 && (l.__drawIndex = s));
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
				if (i === e || i === e + ZM) {
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
			if (e != null && (r.width = e), t != null && (r.height = t), e = vv(i, 0, r), t = vv(i, 1, r), n.style.display = "", this._width !== e || t !== this._height) {
				for (var a in n.style.width = e + "px", n.style.height = t + "px", this._layers) this._layers.hasOwnProperty(a) && this._layers[a].resize(e, t);
				this.refresh(!0);
			}
			this._width = e, this._height = t;
		} else {
			if (e == null || t == null) return;
			this._width = e, this._height = t, this.getLayer(XM).resize(e, t);
		}
		return this;
	}, e.prototype.clearLayer = function(e) {
		var t = this._layers[e];
		t && t.clear();
	}, e.prototype.dispose = function() {
		this.root.innerHTML = "", this.root = this.storage = this._domRoot = this._layers = null;
	}, e.prototype.getRenderedCanvas = function(e) {
		if (e = e || {}, this._singleCanvas && !this._compositeManually) return this._layers[XM].dom;
		var t = new JM("image", this, e.pixelRatio || this.dpr);
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
			qv(n, l, a, s === c - 1);
		}
		return t.dom;
	}, e.prototype.getWidth = function() {
		return this._width;
	}, e.prototype.getHeight = function() {
		return this._height;
	}, e;
}();
// node_modules/echarts/lib/renderer/installCanvasRenderer.js
function nN(e) {
	e.registerPainter("canvas", tN);
}
// src/dom.ts
function $(e, t = {}, ...n) {
	let r = document.createElement(e);
	for (let [e, n] of Object.entries(t)) r.setAttribute(e, n);
	for (let e of n) e != null && e !== !1 && r.append(typeof e == "number" ? String(e) : e);
	return r;
}
function rN(e) {
	return String(e).replace(/[&<>"']/g, (e) => ({
		"&": "&amp;",
		"<": "&lt;",
		">": "&gt;",
		"\"": "&quot;",
		"'": "&#39;"
	})[e]);
}
function iN(e, t = 1) {
	return e == null ? "—" : Math.abs(e) >= 1e3 ? `${(e / 1e3).toFixed(t)} ms` : `${e.toFixed(0)} µs`;
}
function aN(e, t, n, r) {
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
			let r = $("tr", n ? { class: "clickable" } : {}, ...t.map((t) => {
				let n = t.value(e);
				return $("td", {}, n instanceof Node ? n : String(n ?? "—"));
			}));
			return n && (r.onclick = () => n(e)), r;
		});
		i.replaceChildren($("table", {}, $("thead", {}, r), $("tbody", {}, ...l))), e.length > 500 && i.append($("p", { class: "note" }, `first 500 of ${e.length} rows`));
	};
	return c(), i;
}
function oN(e, t = "copy link") {
	let n = $("span", { class: "copy" }), r = $("button", {
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
			let e = $("input", {
				value: a,
				readonly: "",
				"aria-label": "link"
			});
			n.append(e), e.select();
		}
	}, n.append(r), n;
}
// src/charts.ts
XS([
	qw,
	NO,
	aD,
	pw,
	sE,
	rM,
	Ek,
	Ej,
	ej,
	CA,
	KM,
	nN
]);
var sN = [];
function cN(e, t, n) {
	let r = $("div", {
		class: "chart",
		style: `height:${t}px`
	});
	e.append(r);
	let i = _b(r, void 0, { renderer: "canvas" });
	return i.setOption({
		animation: !1,
		...n
	}), sN.push(i), i;
}
function lN(e) {
	for (let t = sN.length - 1; t >= 0; t--) (!e || e.contains(sN[t].getDom())) && (sN[t].dispose(), sN.splice(t, 1));
}
window.addEventListener("resize", () => sN.forEach((e) => e.resize()));
// src/views.ts
function uN(e, t) {
	let n = t.step ?? void 0;
	return t.collective ? {
		tab: "aligned",
		sel: {
			collective: t.collective,
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
var dN = {
	compute: "compute",
	workload: "workload",
	host_gap: "host gap",
	input: "input",
	allocation: "allocation",
	collective: "propagated",
	unknown: "unknown"
};
function fN(e, t, n) {
	let r = e.stragglers;
	t.append($("div", { class: "verdict" }, $("span", { class: `badge ${r.class}` }, r.class === "none" ? "no straggler" : `${r.class} straggler`), r.ranks.length ? ` ${r.ranks.length === 1 ? "rank" : "ranks"} ${r.ranks.join(", ")}` : "", ` — ${r.steps_used} steps with material skew`, r.p_value === null ? "" : `, p = ${r.p_value.toPrecision(2)}`));
	let i = $("ol", { class: "findings" });
	for (let t of e.findings) {
		let r = $("li", { class: t.severity }, t.text, " "), a = uN(e, t);
		if (a.tab !== "findings") {
			let e = $("a", {
				href: n.link(a.tab, a.sel),
				class: "go"
			}, "show");
			e.onclick = (e) => {
				e.preventDefault(), n.open(a.tab, a.sel);
			}, r.append(e, " ");
		}
		r.append(oN(() => n.link(a.tab, a.sel))), i.append(r);
	}
	t.append(i);
	let a = e.steps.filter((e) => e.critical_collective).sort((e, t) => t.work_max_us - e.work_max_us)[0];
	if (a) {
		t.append($("h3", {}, `Critical path of the worst step (${a.step})`));
		let n = e.divergences.find((e) => e.collective === a.critical_collective);
		t.append($("p", {}, `Rank ${a.critical_rank} arrived last at ${a.critical_collective}` + (n ? `; its lag grew ${iN(n.lag_us)} at ${n.op} (${dN[n.kind]})` : "") + `; step work max ${iN(a.work_max_us)} against median ${iN(a.work_median_us)}.`));
	}
}
function pN(e, t, n = 1) {
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
function mN(e, t) {
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
	cN(e, Math.max(160, 28 * n.length + 60), {
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
		tooltip: { formatter: (e) => `${rN(e.value[3])}: ${rN(iN(e.value[2] - e.value[1], 2))}` },
		series: [{
			type: "custom",
			encode: {
				x: [1, 2],
				y: 0
			},
			data: i,
			renderItem: pN(.6, (e) => e.value(3) === "wait" ? "#f4a261" : "#2a9d8f"),
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
async function hN(e, t, n, r, i) {
	let o = e.collectives.filter((e) => e.step === r).map((e) => e.id), s = await Promise.all(o.map((e) => a(n, e)));
	if (!i()) return;
	let c = s.filter((e) => e.status === 200).map((e) => e.body.collective), l = [...new Set(c.flatMap((e) => Object.keys(e.ranks ?? {}).map(Number)))].sort((e, t) => e - t), u = [];
	for (let e of c) {
		let t = Object.values(e.ranks ?? {}).map((e) => e.ready_us ?? -Infinity), n = Math.max(...t);
		for (let [t, r] of Object.entries(e.ranks ?? {})) {
			if (r.ready_us === null || r.end_us === null) continue;
			let i = l.indexOf(Number(t));
			u.push({
				value: [
					i,
					r.ready_us,
					Math.max(r.ready_us, n),
					`${e.id} wait`
				],
				itemStyle: { color: "#f4a261" }
			}), u.push({
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
	lN(t), t.replaceChildren(), cN(t, Math.max(140, 24 * l.length + 60), {
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
			data: l.map((e) => `rank ${e}`),
			inverse: !0
		},
		dataZoom: [{
			type: "inside",
			xAxisIndex: 0
		}],
		tooltip: { formatter: (e) => `${rN(e.value[3])}: ${rN(iN(e.value[2] - e.value[1], 2))}` },
		series: [{
			type: "custom",
			encode: {
				x: [1, 2],
				y: 0
			},
			data: u,
			renderItem: pN(.6, (e) => e.visual("color"))
		}]
	});
}
function gN(e, t) {
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
	}))), cN(e, 60 + 40 * n.length, {
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
		tooltip: { formatter: (e) => `${rN(e.value[3])}: ${rN(iN(e.value[2] - e.value[1], 2))}` },
		series: [{
			type: "custom",
			encode: {
				x: [1, 2],
				y: 0
			},
			data: r,
			renderItem: pN(.5, (e) => e.visual("color"), .75)
		}]
	}), e.append($("p", { class: "legend" }, "Events from each rank's anchor to its readiness; ", $("span", { class: "key div" }), " the divergence on the last rank."));
}
function _N(e, t, n, r = {}) {
	let i = $("div", { class: "detail" }), o = new Map(e.collectives.map((e) => [e.id, e])), s = e.steps.filter((e) => e.critical_collective), c = $("div", {}), l = $("select", { "aria-label": "step" }, ...s.map((e) => $("option", { value: String(e.step) }, `step ${e.step} — last rank ${e.critical_rank} at ${e.critical_collective}`))), u = (e) => e != null && s.some((t) => t.step === e), d = 0, f = (t) => {
		l.value = String(t);
		let r = ++d;
		hN(e, c, n.run, t, () => r === d && c.isConnected);
	}, p = 0, m = async (e) => {
		let t = ++p, r = o.get(e)?.step;
		u(r) && l.value !== String(r) && f(r), n.select({
			collective: e,
			step: s.length ? Number(l.value) : void 0
		}), i.replaceChildren($("p", {}, `loading ${e}…`));
		let { status: c, body: d } = await a(n.run, e);
		if (t !== p || !i.isConnected) return;
		if (lN(i), c !== 200) {
			i.replaceChildren($("p", { class: "error" }, `no detail for ${e}`));
			return;
		}
		let m = d.collective;
		i.replaceChildren($("h3", {}, `${m.op} ${m.id} — step ${m.step ?? "—"}`), $("p", {}, `arrival skew ${iN(m.skew_us, 2)} · post-last-arrival tail ${iN(m.tail_us, 2)} · clock-free skew ${iN(m.skew_clockfree_us, 2)} · last rank ${m.last_rank}`)), mN(i, m);
		let h = d.divergence;
		h && (i.append($("h3", {}, `Walk-back on rank ${h.rank}`), $("p", { class: "divergence" }, `${dN[h.kind]}: the lag grew ${iN(h.lag_us)} at ${h.op} (peers' median for the same segment ${iN(h.peer_median_us)}); fixing it saves ${iN(h.cost_us)}.`), $("pre", { class: "evidence" }, JSON.stringify(h.evidence, null, 1)), $("p", { class: "next" }, h.next_measurement)), d.window && gN(i, d.window));
	};
	s.length && (t.append($("h3", {}, "Lanes of one step "), l, c), l.onchange = () => {
		let e = s.find((e) => String(e.step) === l.value);
		f(e.step), m(e.critical_collective);
	});
	let h = e.collectives.filter((e) => e.skew_us !== null);
	t.append($("p", {}, `${e.collectives.length} collectives; material when skew ≥ ${iN(e.settings.material_threshold_us, 2)}. Click one for its lanes and walk-back.`)), t.append(aN(h, [
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
			value: (e) => iN(e.skew_us, 2),
			sort: (e) => e.skew_us ?? 0
		},
		{
			label: "tail",
			value: (e) => iN(e.tail_us, 2),
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
	], (e) => void m(e.id), 3)), t.append(i);
	let g = r.collective && o.has(r.collective) ? r.collective : void 0, _ = u(r.step) ? r.step : u(o.get(g ?? "")?.step) ? o.get(g).step : s.slice().sort((e, t) => t.work_max_us - e.work_max_us)[0]?.step, v = g ?? (u(r.step) ? s.find((e) => e.step === r.step).critical_collective : h.slice().sort((e, t) => (t.skew_us ?? 0) - (e.skew_us ?? 0))[0]?.id);
	_ !== void 0 && !(v && u(o.get(v)?.step)) && f(_), v ? m(v) : r.collective && i.replaceChildren($("p", { class: "error" }, `no collective ${r.collective} in ${e.run}`));
}
function vN(e, t) {
	let n = e.collectives.filter((e) => e.skew_us !== null);
	t.append($("h3", {}, "Arrival skew and post-last-arrival tail per collective")), cN(t, 280, {
		grid: {
			left: 60,
			right: 20,
			top: 30,
			bottom: 60
		},
		legend: { data: ["skew", "tail"] },
		tooltip: {
			trigger: "axis",
			valueFormatter: (e) => iN(e * 1e3, 2)
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
	}), t.append($("h3", {}, "Per-step work: maximum against median")), cN(t, 260, {
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
		t.append($("h3", {}, `Distribution of ${e}`)), cN(t, 200, {
			grid: {
				left: 60,
				right: 20,
				top: 20,
				bottom: 40
			},
			tooltip: {},
			xAxis: {
				type: "category",
				data: n.bins.map((e, t) => iN((t + .5) * n.top / 20))
			},
			yAxis: { type: "value" },
			series: [{
				type: "bar",
				data: n.bins
			}]
		});
	}
}
function yN(e, t, n, r = {}) {
	let i = e.stragglers;
	t.append($("p", { class: "verdict" }, `${i.class}: ${i.basis ?? ""}`));
	let a = new Map(e.ranks.map((e) => [e.rank, e])), o = [...new Set(e.ranks.flatMap((e) => Object.keys(e.pg_positions ?? {})))].sort(), s = $("select", { "aria-label": "group ranks by" }, $("option", { value: "host" }, "group by host"), ...o.map((e) => $("option", { value: e }, `group by position in process group ${e}`)));
	t.append(s);
	let c = $("div", {});
	t.append(c), r.group && (r.group === "host" || o.includes(r.group)) && (s.value = r.group);
	let l = () => {
		lN(c), c.replaceChildren(), bN(e, c, s.value, a);
	};
	s.onchange = () => {
		n.select({ group: s.value === "host" ? void 0 : s.value }), l();
	}, l(), t.append($("h3", {}, "How often each rank was last"));
	let u = e.ranks.filter((e) => e.status !== "not_profiled").map((e) => e.rank);
	cN(t, 220, {
		grid: {
			left: 60,
			right: 20,
			top: 20,
			bottom: 40
		},
		tooltip: {},
		xAxis: {
			type: "category",
			data: u.map((e) => `rank ${e}`)
		},
		yAxis: {
			type: "value",
			name: "steps"
		},
		series: [{
			type: "bar",
			data: u.map((e) => i.critical_counts[String(e)] ?? 0)
		}]
	});
}
function bN(e, t, n, r) {
	let i = (e) => n === "host" ? r.get(e)?.host ?? "?" : `pos ${r.get(e)?.pg_positions?.[n] ?? "—"}`, a = e.ranks.filter((e) => e.status !== "not_profiled").map((e) => e.rank).sort((e, t) => i(e).localeCompare(i(t)) || e - t), o = e.steps.map((e) => e.step), s = new Map(e.collectives.map((e) => [e.id, e])), c = [];
	e.steps.forEach((e, t) => {
		let n = e.critical_collective ? s.get(e.critical_collective) : void 0;
		n && e.critical_rank !== null && c.push([
			t,
			a.indexOf(e.critical_rank),
			(n.skew_us ?? 0) / 1e3
		]);
	}), cN(t, Math.max(220, 18 * a.length + 80), {
		grid: {
			left: 140,
			right: 60,
			top: 20,
			bottom: 60
		},
		tooltip: { formatter: (e) => `step ${rN(o[e.value[0]])}, rank ${rN(a[e.value[1]])} last by ${rN(e.value[2].toFixed(2))} ms` },
		xAxis: {
			type: "category",
			data: o.map(String),
			name: "step",
			nameLocation: "middle",
			nameGap: 28
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
function xN(e, t, n, r = {}) {
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
			value: (e) => iN(e.dur_us),
			sort: (e) => e.dur_us
		},
		{
			label: "peers",
			value: (e) => iN(e.peer_median_us)
		},
		{
			label: "after",
			value: (e) => e.before
		},
		{
			label: "before",
			value: (e) => e.after
		}
	];
	if (r.step !== void 0) {
		let a = e.gaps.filter((e) => e.step === r.step), o = $("a", {
			href: n.link("evidence"),
			class: "go"
		}, "all steps");
		o.onclick = (e) => {
			e.preventDefault(), n.open("evidence");
		}, t.append($("h3", { class: "chosen" }, `Unexplained time in step ${r.step} `), o, a.length ? aN(a, i, void 0, 2) : $("p", {}, `No gap in step ${r.step}.`));
	}
	t.append($("h3", {}, "Unexplained time on the launching thread")), t.append(e.gaps.length ? aN(e.gaps, i, void 0, 2) : $("p", {}, "No gap longer than on the peers.")), t.append($("h3", {}, "Ranks, files and warnings")), t.append(aN(e.ranks, [
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
	let a = e.clock;
	t.append($("h3", {}, "Clock"), $("p", {}, `${a.method}; residual ${iN(a.residual_us, 3)}` + (a.clock_suspect ? " — clock suspect: trust the clock-free skews" : ""))), t.append(aN(Object.entries(a.offsets_us), [
		{
			label: "rank",
			value: ([e]) => e
		},
		{
			label: "offset",
			value: ([, e]) => iN(e, 3)
		},
		{
			label: "drift (ppm)",
			value: ([e]) => a.drift_ppm[e] ?? 0
		}
	]));
}
// src/compare.ts
var SN = "#78909c", CN = "#f57c00", wN = "step_time_max_p50_us";
function TN(e, t = 2) {
	return e == null || !Number.isFinite(e) ? "—" : `${(e / 1e3).toFixed(t)} ms`;
}
var EN = (e, t = 2) => `${e < 0 ? "−" : "+"}${Math.abs(e / 1e3).toFixed(t)}`;
function DN(e, t) {
	return e == null ? "—" : t === "us" ? TN(e) : `${e} ${t}`;
}
function ON(e) {
	if (e.delta === null || e.delta === void 0) return "—";
	let t = e.unit === "us" ? `${EN(e.delta)} ms` : `${e.delta >= 0 ? "+" : ""}${e.delta} ${e.unit}`;
	return e.a ? `${t} (${e.delta >= 0 ? "+" : "−"}${Math.abs(100 * e.delta / e.a).toFixed(1)} %)` : t;
}
function kN(e) {
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
function AN(e) {
	let t = kN(e);
	return t ? e.unit === "us" ? `${EN(t.lo)} … ${EN(t.hi)} ms` : `${t.lo} … ${t.hi} ${e.unit}` : e.note ?? "—";
}
var jN = {
	lower: "lower · better",
	higher: "higher · worse",
	unchanged: "unchanged"
};
function MN(e) {
	return $("span", { class: `v ${e in jN ? e : "unchanged"}` }, jN[e] ?? e);
}
function NN(e) {
	if (!e || !e.length) return "none";
	let t = [...e].sort((e, t) => e - t), n = [];
	for (let e = 0; e < t.length;) {
		let r = e;
		for (; r + 1 < t.length && t[r + 1] === t[r] + 1;) r++;
		n.push(r > e ? `${t[e]}–${t[r]}` : String(t[e])), e = r + 1;
	}
	return n.join(", ");
}
function PN(e) {
	let t = e.ranks ?? [], n = e.class ?? "none";
	return t.length ? `${n} (rank${t.length > 1 ? "s" : ""} ${t.join(", ")})` : n;
}
function FN(e) {
	let t = e.class ?? "none";
	return $("span", { class: `badge ${t}` }, t === "none" ? "no straggler" : `${t} straggler`);
}
function IN(e) {
	let t = e.ranks ?? [];
	return [FN(e), t.length ? ` ${t.length === 1 ? "rank" : "ranks"} ${t.join(", ")}` : ""];
}
function LN(e, t, n, r) {
	let i = n.map((e) => e.name), a = (e) => e !== void 0 && i.includes(e), s = a(t.sel.a) ? t.sel.a : a(r) ? r : i[0], c = a(t.sel.b) ? t.sel.b : i.find((e) => e !== s) ?? s, l = () => i.map((e) => $("option", { value: e }, e)), u = $("select", { "aria-label": "run A" }, ...l()), d = $("select", { "aria-label": "run B" }, ...l());
	u.value = s, d.value = c;
	let f = $("button", {
		type: "button",
		title: "swap A and B"
	}, "⇄ swap"), p = $("p", { class: "note" }), m = [t.sel.a, t.sel.b].filter((e) => e !== void 0 && !a(e));
	m.length ? p.textContent = `No run named ${m.join(", ")} under the logdir; showing ${c} against ${s}.` : s === c && (p.textContent = "Only one run under the logdir: it is compared with itself.");
	let h = $("div", { class: "compare-body" });
	e.append($("div", { class: "pickers" }, $("label", {}, $("span", { class: "swatch a" }), " A (before) ", u), $("label", {}, $("span", { class: "swatch b" }), " B (after) ", d), f), p, h);
	let g = 0, _ = async () => {
		let e = ++g, t = () => e === g && h.isConnected;
		for (lN(h), h.replaceChildren($("p", { class: "progress" }, `comparing ${c} against ${s}…`));;) {
			let e = await o(s, c);
			if (!t()) return;
			if (e.status === 200) {
				RN(h, e.body);
				return;
			}
			if (e.status === 202 || e.status === 500) {
				let t = e.body, n = (e, t) => `${e} ${t.name}: ${t.state === "loading" ? `analysing, ${Math.round(t.progress * 100)} %` : t.state === "error" ? `could not be analysed: ${t.error}` : t.state}`, r = `${n("A", t.a)} · ${n("B", t.b)}`;
				if (h.replaceChildren($("p", { class: e.status === 202 ? "progress" : "error" }, r)), e.status === 500) return;
				await new Promise((e) => setTimeout(e, 500));
			} else {
				h.replaceChildren($("p", { class: "error" }, typeof e.body == "string" && e.body ? e.body : `error ${e.status}`));
				return;
			}
		}
	}, v = () => {
		t.select({
			a: s,
			b: c
		}), _();
	};
	u.onchange = () => {
		s = u.value, v();
	}, d.onchange = () => {
		c = d.value, v();
	}, f.onclick = () => {
		[s, c] = [c, s], u.value = s, d.value = c, v();
	}, v();
}
function RN(e, t) {
	lN(e), e.replaceChildren();
	let n = (e, t) => $("span", { class: "ident" }, $("span", { class: `swatch ${e}` }), ` ${e.toUpperCase()} `, $("b", {}, t.run), ` — span ${t.span}, ranks ${NN(t.ranks)} of ${t.world_size}, steps ${NN(t.steps)}, ${t.collectives} collectives`);
	e.append($("p", { class: "idents" }, n("a", t.a), n("b", t.b))), e.append(zN(t)), t.summary.length && e.append($("ul", { class: "summary" }, ...t.summary.map((e) => $("li", {}, e)))), e.append($("h3", {}, "Metrics over the matched steps")), e.append(BN(t.metrics));
	let r = $("div", { class: "grid2" }), i = $("div", { class: "panel" }, $("h3", {}, "Per-step maximum step time")), a = $("div", { class: "panel" }, $("h3", {}, "Largest arrival skew per step"));
	r.append(i, a), e.append(r), t.per_step.length ? (HN(i, t, "time_max_us", "step time (max over ranks)"), HN(a, t, "skew_max_us", "largest arrival skew")) : (i.append($("p", { class: "note" }, "No matched step.")), a.append($("p", { class: "note" }, "No matched step.")));
	let o = $("div", { class: "grid2" }), s = $("div", {
		class: "panel",
		"data-section": "stragglers"
	}, $("h3", {}, "Straggler verdict"));
	for (let [e, n, r] of [[
		"a",
		t.stragglers.a,
		t.a.run
	], [
		"b",
		t.stragglers.b,
		t.b.run
	]]) s.append($("div", { class: "card" }, $("span", { class: `swatch ${e}` }), ` ${e.toUpperCase()} ${r}: `, ...IN(n), n.basis ? $("div", { class: "basis" }, n.basis) : null));
	let c = t.stragglers.class_changed || t.stragglers.ranks_changed;
	s.append($("p", { class: c ? "changed" : "note" }, c ? `Verdict changed: ${PN(t.stragglers.a)} → ${PN(t.stragglers.b)}.` : `Verdict unchanged: ${PN(t.stragglers.a)}.`));
	let l = $("div", { class: "panel" }, $("h3", {}, "How often each rank was last (matched steps)"));
	o.append(s, l), e.append(o), UN(l, t), e.append($("h3", {}, "Divergences (critical rank, op, kind) over the matched steps"));
	let u = $("div", { class: "grid2" });
	u.append(WN("appeared", "Appeared in B", t.divergences.appeared), WN("grown", "Grown in B (at least 2× the cost)", t.divergences.grown), WN("vanished", "Vanished in B", t.divergences.vanished)), e.append(u);
	let d = t.divergences.persisting.length - t.divergences.grown.length;
	e.append($("p", { class: "note" }, "steps: how many matched steps had the pattern as the critical rank's divergence; lag: its median there." + (d > 0 ? ` ${d} more pattern(s) persist without growing.` : "")));
	let f = $("div", { class: "grid2" });
	f.append(GN(t), KN(t)), e.append(f);
}
function zN(e) {
	let t = e.metrics.find((e) => e.name === wN), n = (t) => e.metrics.filter((e) => e.verdict === t).length, [r, i, a] = [
		n("lower"),
		n("higher"),
		n("unchanged")
	], o = "same", s = "No clear change: B is within A's step-to-step noise";
	e.matched.steps.length ? t && t.verdict === "higher" ? (o = "worse", s = "B got worse: its steps are slower than A's") : t && t.verdict === "lower" ? (o = "better", s = "B got better: its steps are faster than A's") : !t && i > r ? (o = "worse", s = "B got worse on more metrics than it improved") : !t && r > i && (o = "better", s = "B improved on more metrics than it got worse") : s = "Nothing to compare: no step of B matches a step of A";
	let c = $("div", {
		class: `headline ${o}`,
		"data-verdict": o
	}, $("strong", {}, s)), l = $("div", { class: "sub" });
	return t && t.a !== null && t.b !== null && l.append(`${t.label}: ${DN(t.a, t.unit)} → ${DN(t.b, t.unit)}, ${ON(t)}`, kN(t) ? ` (${kN(t).level} % interval ${AN(t)})` : "", " · "), l.append($("span", { class: "v lower" }, `${r} better`), " ", $("span", { class: "v higher" }, `${i} worse`), " ", $("span", { class: "v unchanged" }, `${a} unchanged`), ` of ${e.metrics.length} metrics · straggler: `, ...IN(e.stragglers.a), " → ", ...IN(e.stragglers.b)), c.append(l), c;
}
function BN(e) {
	let t = [...new Set(e.map((e) => kN(e)?.level).filter((e) => e !== void 0))], n = $("tr", {}, ...[
		"metric",
		"A",
		"B",
		"change (B − A)",
		t.length === 1 ? `${t[0]} % interval of the change` : "interval of the change",
		"p",
		"n (A / B)",
		"verdict"
	].map((e) => $("th", {}, e))), r = e.map((e) => $("tr", {
		"data-metric": e.name,
		class: `m-${e.verdict}`
	}, $("td", {}, e.label), $("td", { class: "num" }, DN(e.a, e.unit)), $("td", { class: "num" }, DN(e.b, e.unit)), $("td", { class: "num" }, ON(e)), $("td", { class: "num" }, AN(e)), $("td", { class: "num" }, e.p_value === null ? "—" : e.p_value < .001 ? "< 0.001" : e.p_value.toFixed(3)), $("td", { class: "num" }, `${e.n_a} / ${e.n_b}`), $("td", {}, MN(e.verdict))));
	return $("div", { class: "table-wrap metrics" }, $("table", {}, $("thead", {}, n), $("tbody", {}, ...r)));
}
function VN(e) {
	return e.step_a === e.step_b ? String(e.step_a) : `${e.step_a}/${e.step_b}`;
}
function HN(e, t, n, r) {
	let i = t.per_step, a = (e) => e == null ? null : e / 1e3, o = i.length > 60, s = (e, t, r) => ({
		name: t,
		type: o ? "line" : "bar",
		showSymbol: !1,
		itemStyle: { color: r },
		lineStyle: { color: r },
		data: i.map((t) => a(t[`${n}_${e}`]))
	}), c = `A ${t.a.run}`, l = `B ${t.b.run}`;
	cN(e, 240, {
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
					`step A ${rN(t.step_a)} · B ${rN(t.step_b)} — ${rN(r)}`,
					...e.map((e) => `${rN(e.seriesName)}: ${e.value === null || e.value === void 0 ? "—" : rN(e.value.toFixed(2))} ms`),
					`critical rank: A ${rN(t.critical_rank_a ?? "—")} · B ${rN(t.critical_rank_b ?? "—")}`
				].join("<br>");
			}
		},
		xAxis: {
			type: "category",
			name: "step",
			nameLocation: "middle",
			nameGap: 26,
			data: i.map(VN)
		},
		yAxis: {
			type: "value",
			name: "ms"
		},
		dataZoom: o ? [{ type: "inside" }] : void 0,
		series: [s("a", c, SN), s("b", l, CN)]
	});
}
function UN(e, t) {
	let n = [.../* @__PURE__ */ new Set([
		...t.matched.ranks.map(String),
		...Object.keys(t.critical_history.a),
		...Object.keys(t.critical_history.b)
	])].map(Number).sort((e, t) => e - t);
	n.length ? cN(e, 240, {
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
			itemStyle: { color: SN },
			data: n.map((e) => t.critical_history.a[String(e)] ?? 0)
		}, {
			name: `B ${t.b.run}`,
			type: "bar",
			itemStyle: { color: CN },
			data: n.map((e) => t.critical_history.b[String(e)] ?? 0)
		}]
	}) : e.append($("p", { class: "note" }, "No critical rank in the matched steps."));
}
function WN(e, t, n) {
	let r = $("div", {
		class: "panel",
		"data-section": e
	}, $("h4", {}, `${t} (${n.length})`));
	return n.length ? (r.append(aN(n, [
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
			value: (e) => dN[e.kind] ?? e.kind
		},
		{
			label: "steps A → B",
			value: (e) => `${e.count_a} → ${e.count_b}`,
			sort: (e) => e.count_b - e.count_a
		},
		{
			label: "lag A",
			value: (e) => TN(e.lag_median_us_a),
			sort: (e) => e.lag_median_us_a ?? 0
		},
		{
			label: "lag B",
			value: (e) => TN(e.lag_median_us_b),
			sort: (e) => e.lag_median_us_b ?? 0
		}
	])), r) : (r.append($("p", { class: "note" }, "none")), r);
}
function GN(e) {
	let t = e.evidence.a, n = e.evidence.b, r = (e, r, i) => {
		let a = i ? i(n) > i(t) : !1;
		return $("tr", {}, $("td", {}, e), $("td", {}, r(t)), $("td", a ? { class: "worse" } : {}, r(n)));
	}, i = $("div", {
		class: "panel",
		"data-section": "evidence"
	}, $("h3", {}, "Missing evidence (matched steps)"));
	return i.append($("div", { class: "table-wrap" }, $("table", {}, $("thead", {}, $("tr", {}, $("th", {}, ""), $("th", {}, `A ${e.a.run}`), $("th", {}, `B ${e.b.run}`))), $("tbody", {}, r("unexplained gaps", (e) => `${e.gaps} (${TN(e.gap_us)})`, (e) => e.gap_us ?? 0), r("files that could not be read", (e) => String(e.errors), (e) => e.errors), r("rank warnings", (e) => String(e.warnings), (e) => e.warnings), r("ranks not profiled", (e) => NN(e.not_profiled), (e) => e.not_profiled?.length ?? 0), r("mismatched collectives", (e) => String(e.mismatches), (e) => e.mismatches), r("clock residual", (e) => TN(e.clock_residual_us, 3)))))), i;
}
function KN(e) {
	let t = e.unmatched, n = e.matched, r = $("div", {
		class: "panel",
		"data-section": "unmatched"
	}, $("h3", {}, "What was compared, and what was not"));
	return r.append($("p", {}, `Compared ${n.steps.length} steps matched by ${n.by}, ${n.collectives} collectives, ranks ${NN(n.ranks)}.`)), r.append($("div", { class: "table-wrap" }, $("table", {}, $("thead", {}, $("tr", {}, $("th", {}, "not compared"), $("th", {}, `only in A ${e.a.run}`), $("th", {}, `only in B ${e.b.run}`))), $("tbody", {}, $("tr", {}, $("td", {}, "steps"), $("td", {}, NN(t.steps_only_a)), $("td", {}, NN(t.steps_only_b))), $("tr", {}, $("td", {}, "ranks"), $("td", {}, NN(t.ranks_only_a)), $("td", {}, NN(t.ranks_only_b))), $("tr", {}, $("td", {}, "collectives"), $("td", {}, String(t.collectives_only_a)), $("td", {}, String(t.collectives_only_b))))))), r;
}
// src/style.ts
var qN = "\nbody { font: 14px/1.45 system-ui, -apple-system, \"Segoe UI\", Roboto, sans-serif; margin: 0; color: #212121; background: #fafafa; }\nheader { display: flex; gap: 12px; align-items: center; padding: 8px 16px; background: #fff; border-bottom: 1px solid #e0e0e0; flex-wrap: wrap; }\nheader h1 { font-size: 16px; margin: 0 8px 0 0; }\nnav button { border: 0; background: none; padding: 8px 12px; cursor: pointer; font: inherit; border-bottom: 2px solid transparent; }\nnav button.active { border-bottom-color: #f57c00; font-weight: 600; }\nmain { padding: 12px 16px; }\n.table-wrap { max-height: 420px; overflow: auto; background: #fff; border: 1px solid #e0e0e0; }\ntable { border-collapse: collapse; width: 100%; font-size: 13px; }\nth, td { padding: 4px 8px; border-bottom: 1px solid #eee; text-align: left; white-space: nowrap; }\ntd:last-child { white-space: normal; }\nth.sortable { cursor: pointer; } tr.clickable { cursor: pointer; } tr.clickable:hover { background: #fff3e0; }\n.chart { width: 100%; background: #fff; border: 1px solid #e0e0e0; margin: 8px 0; }\n.findings li { margin: 6px 0; } .findings li.error { color: #b71c1c; } .findings li.info { color: #555; }\n.badge { padding: 2px 8px; border-radius: 10px; background: #eee; font-weight: 600; white-space: nowrap; }\n.badge.fixed { background: #ffccbc; } .badge.rotating { background: #fff9c4; } .badge.topology { background: #d1c4e9; }\n.key { display: inline-block; width: 12px; height: 12px; vertical-align: middle; }\n.key.wait { background: #f4a261; } .key.service { background: #2a9d8f; } .key.div { background: #c0392b; }\npre.evidence { background: #fff; border: 1px solid #e0e0e0; padding: 8px; overflow: auto; max-height: 220px; }\n.error { color: #b71c1c; } .note { color: #666; } .progress { color: #666; }\n.link input, .copy input { width: 420px; font-size: 12px; margin-left: 6px; }\nbutton.copy-link { font: inherit; font-size: 12px; padding: 1px 8px; cursor: pointer; background: #fff; border: 1px solid #ccc; border-radius: 3px; }\n.findings .copy button.copy-link { font-size: 11px; padding: 0 6px; color: #555; }\n.findings a.go { font-size: 12px; }\nh3.chosen { display: inline-block; margin-right: 8px; }\n.pickers { display: flex; gap: 20px; align-items: center; flex-wrap: wrap; margin: 4px 0 8px; }\n.pickers label { font-weight: 600; } .pickers select { margin-left: 4px; font: inherit; }\n.swatch { display: inline-block; width: 10px; height: 10px; border-radius: 2px; vertical-align: baseline; }\n.swatch.a { background: #78909c; } .swatch.b { background: #f57c00; }\n.idents { display: flex; flex-direction: column; gap: 2px; color: #444; margin: 4px 0; }\n.headline { background: #fff; border: 1px solid #e0e0e0; border-left: 6px solid #9e9e9e; padding: 10px 14px; margin: 8px 0; }\n.headline.better { border-left-color: #2e7d32; } .headline.worse { border-left-color: #c62828; }\n.headline strong { display: block; font-size: 18px; margin-bottom: 4px; }\n.headline.better strong { color: #1b5e20; } .headline.worse strong { color: #b71c1c; }\n.headline .sub { color: #333; line-height: 1.9; }\n.summary { margin: 6px 0 10px; padding-left: 20px; } .summary li { margin: 2px 0; }\n.v { display: inline-block; padding: 0 8px; border-radius: 10px; font-weight: 600; font-size: 12px; line-height: 18px; white-space: nowrap; }\n.v.lower { background: #c8e6c9; color: #1b5e20; } .v.higher { background: #ffcdd2; color: #b71c1c; } .v.unchanged { background: #eceff1; color: #546e7a; }\n.metrics td.num, td.num { font-variant-numeric: tabular-nums; text-align: right; }\n.metrics th { text-align: right; } .metrics th:first-child, .metrics th:last-child { text-align: left; }\n.metrics tr.m-higher td:first-child { border-left: 3px solid #c62828; } .metrics tr.m-lower td:first-child { border-left: 3px solid #2e7d32; }\n.metrics tr.m-unchanged td:first-child { border-left: 3px solid transparent; }\n.grid2 { display: grid; grid-template-columns: repeat(auto-fit, minmax(460px, 1fr)); gap: 12px; margin: 8px 0; }\n.grid2 > * { min-width: 0; }\n.panel h3, .panel h4 { margin: 4px 0 6px; }\n.card { background: #fff; border: 1px solid #e0e0e0; padding: 8px 12px; margin: 6px 0; }\n.card .basis { color: #555; font-size: 13px; margin-top: 4px; }\n.changed { font-weight: 600; color: #b71c1c; }\ntd.worse { color: #b71c1c; font-weight: 600; }\n", JN = [
	["findings", "Findings"],
	["aligned", "Aligned collectives"],
	["spread", "Readiness spread"],
	["history", "Critical-rank history"],
	["evidence", "Missing evidence"],
	["compare", "Compare"]
], YN = {
	aligned: ["collective", "step"],
	evidence: ["step"],
	history: ["group"],
	compare: ["a", "b"]
};
function XN(e, t) {
	let n = {};
	for (let r of YN[e] ?? []) t[r] !== void 0 && t[r] !== "" && (n[r] = t[r]);
	return n;
}
function ZN(e) {
	let t = new URLSearchParams(e), n = t.get("tab") ?? "findings", r = {
		run: t.get("run") ?? "",
		tab: JN.some(([e]) => e === n) ? n : "findings"
	}, i = t.get("step"), a = {
		collective: t.get("collective") ?? void 0,
		group: t.get("group") ?? void 0,
		a: t.get("a") ?? void 0,
		b: t.get("b") ?? void 0,
		step: i !== null && /^-?\d+$/.test(i) ? Number(i) : void 0
	};
	return {
		...r,
		...XN(r.tab, a)
	};
}
function QN(e) {
	let t = new URL("index.html", document.baseURI);
	t.searchParams.set("run", e.run), t.searchParams.set("tab", e.tab);
	for (let [n, r] of Object.entries(XN(e.tab, e))) t.searchParams.set(n, String(r));
	return t.toString();
}
async function $N() {
	document.head.append($("style", {}, qN));
	let e = document.body.hasAttribute("data-xrank-standalone"), t = ZN(location.search), n = $("header", {}, $("h1", {}, "Cross-rank")), a = $("select", { "aria-label": "run" }), o = $("nav", {}), s = $("span", { class: "link" }), c = $("main", {});
	n.append(a, o, s), document.body.append(n, c);
	let l = (await r()).body;
	if (!l.length) {
		c.replaceChildren($("p", {}, "No run with PyTorch Profiler traces of several ranks under the logdir."));
		return;
	}
	l.some((e) => e.name === t.run) || (t.run = l[0].name);
	for (let e of l) a.append($("option", { value: e.name }, `${e.name} (${e.ranks} ranks)`));
	a.value = t.run;
	let u = () => {
		e && history.replaceState(null, "", QN(t));
	}, d = null, f = null, p = {
		get run() {
			return t.run;
		},
		get sel() {
			return XN(t.tab, t);
		},
		open: (e, n = {}) => {
			t = {
				run: t.run,
				tab: e,
				a: t.a,
				b: t.b,
				...XN(e, n)
			}, m();
		},
		select: (e) => {
			t = {
				...t,
				...e
			};
			for (let n of Object.keys(e)) e[n] === void 0 && delete t[n];
			u();
		},
		link: (e, n = {}) => QN({
			run: t.run,
			tab: e,
			...XN(e, n)
		})
	}, m = () => {
		lN(), a.hidden = t.tab === "compare", o.replaceChildren(...JN.map(([e, n]) => {
			let r = $("button", e === t.tab ? {
				class: "active",
				"data-tab": e
			} : { "data-tab": e }, n);
			return r.onclick = () => p.open(e), r;
		})), s.replaceChildren(oN(() => QN(t))), c.replaceChildren(), u();
		let e = t.tab;
		e === "compare" ? LN(c, p, l, t.run) : d ? e === "findings" ? fN(d, c, p) : e === "aligned" ? _N(d, c, p, p.sel) : e === "spread" ? vN(d, c) : e === "history" ? yN(d, c, p, p.sel) : e === "evidence" && xN(d, c, p, p.sel) : f && c.append(f);
	}, h = async () => {
		d = null, f = $("p", { class: "progress" }, `analysing ${t.run}…`), t.tab !== "compare" && m();
		let e = t.run;
		for (;;) {
			let { status: n, body: r } = await i(e);
			if (e !== t.run) return;
			if (n === 200) {
				d = r;
				break;
			}
			let a = r;
			if (n !== 202) {
				f.replaceWith(f = $("p", { class: "error" }, (typeof r == "string" ? r : a.error) || `error ${n}`));
				return;
			}
			f.textContent = `analysing ${e}: ${Math.round(a.progress * 100)}%`, await new Promise((e) => setTimeout(e, 500));
		}
		f = null, t.tab !== "compare" && m();
	};
	a.onchange = () => {
		t = {
			run: a.value,
			tab: t.tab,
			a: t.a,
			b: t.b
		}, h();
	}, t.tab === "compare" && m(), await h();
	let g = new Map(l.map((e) => [e.name, e.version]));
	setInterval(async () => {
		l = (await r()).body;
		let e = l.find((e) => e.name === t.run);
		e && e.state === "ready" && (g.has(e.name) || g.set(e.name, e.version), e.version > g.get(e.name) && (g.set(e.name, e.version), await h()));
	}, 1e4);
}
document.body?.hasAttribute("data-xrank-standalone") && $N();
export { QN as linkFor, $N as render, ZN as stateFrom };
