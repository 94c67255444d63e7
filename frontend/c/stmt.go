// Lowering of function bodies: locals, statements, control flow, and the bookkeeping that ties each instruction to its C source.
package c

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"modernc.org/cc/v4"

	"github.com/mpiskel/mpiskel/frontend"
)

const linkInternal = enum.LinkageInternal

// function is the state of lowering one function body.
type function struct {
	f      *ir.Func
	def    *cc.FunctionDefinition
	entry  *ir.Block // holds the allocas
	cur    *ir.Block
	locals map[*cc.Declarator]value.Value // addresses of locals and parameters
	// vlaLens holds, for each array size expression evaluated at its
	// declaration, the i64 stack slot its value was stored to: cc/v4 copies
	// types (typedef names, qualifiers), so the expression is the key.
	vlaLens map[cc.ExpressionNode]*ir.InstAlloca
	labels  map[string]*ir.Block
	breaks  []jumpTarget
	conts   []jumpTarget
	// vlaScopes has one entry per open compound statement: the stack
	// pointer saved before its first variable-length array, or nil.
	vlaScopes []value.Value
	cases     map[*cc.LabeledStatement]*ir.Block
	retType   cc.Type
	blockN    int

	// Source attribution: instructions appended to cur since mark belong
	// to the innermost node being lowered (node).
	node     cc.Node
	nodeSpan frontend.Span // the span of instructions when node is nil
	mark     int
	markTerm bool
	stmts    []*frontend.SourceNode // enclosing statements, innermost last
	stmtLog  []int                  // their indexes in compiler.nodeLog
	// spanStack holds the nodes entered and not left, innermost last, with
	// their spans once computed: a node's instructions are flushed again
	// after each of its children.
	spanStack []nodeSpan
}

type nodeSpan struct {
	node cc.Node
	span frontend.Span
	ok   bool
}

func (c *compiler) lowerFunction(fd *cc.FunctionDefinition) {
	d := fd.Declarator
	ft := d.Type().(*cc.FunctionType)
	f := c.funcs[d.Name()]
	if f == nil || len(f.Blocks) > 0 {
		return
	}
	c.lowering = fd
	fn := &function{
		f: f, def: fd, locals: map[*cc.Declarator]value.Value{}, vlaLens: map[cc.ExpressionNode]*ir.InstAlloca{},
		labels: map[string]*ir.Block{}, cases: map[*cc.LabeledStatement]*ir.Block{}, retType: ft.Result(),
	}
	c.fn = fn
	logStart := len(c.srcLog)
	defer func() { c.funcLog = append(c.funcLog, funcRange{f: f, start: logStart, end: len(c.srcLog)}) }()
	c.dbg.function(f, d)
	fn.entry = f.NewBlock("entry")
	fn.cur = fn.entry
	fn.node = fd.Declarator

	// Parameters live in allocas; mem2reg promotes those whose address is
	// never taken.
	i := 0
	for _, p := range ft.Parameters() {
		if p.Type().Kind() == cc.Void {
			continue
		}
		if i >= len(f.Params) {
			break
		}
		param := f.Params[i]
		i++
		if p.Declarator == nil || p.Name() == "" {
			continue
		}
		param.SetName(p.Name())
		t := p.Declarator.Type()
		slot := c.alloca(c.lowerType(t), c.typeAlign(t), p.Name())
		c.store(c.coerce(param, c.lowerType(t)), slot, t)
		fn.locals[p.Declarator] = slot
		// int m[][n] is a pointer to a VLA whose size n has at entry.
		c.vlaSizes(t)
	}
	c.compound(fd.CompoundStatement)
	c.flush()
	// Falling off the end: main returns 0 (C11 5.1.2.2.3); other functions
	// return a zero value, what a caller reading it would likely see.
	if fn.cur.Term == nil {
		// The implicit return belongs to the body's closing brace.
		c.flush()
		fn.node = nil
		fn.nodeSpan = c.tokenSpan(fd.CompoundStatement.Token2)
		rt := f.Sig.RetType
		if sameType(rt, types.Void) {
			fn.cur.NewRet(nil)
		} else {
			fn.cur.NewRet(zeroValue(rt))
		}
		c.flush()
		fn.nodeSpan = frontend.Span{}
	}
	removeUnreachable(f)
	c.fn = nil
}

// newBlock creates a block attributed to the innermost enclosing statement.
func (c *compiler) newBlock(name string) *ir.Block {
	fn := c.fn
	fn.blockN++
	b := fn.f.NewBlock(fmt.Sprintf("%s%d", name, fn.blockN))
	if len(fn.stmts) > 0 {
		s := fn.stmts[len(fn.stmts)-1]
		c.srcmap.Blocks[b] = s.Span
		for _, n := range fn.stmts {
			n.Blocks = append(n.Blocks, b)
		}
	}
	return b
}

// setBlock makes b the block instructions go to.
func (c *compiler) setBlock(b *ir.Block) {
	c.flush()
	c.fn.cur = b
	c.fn.mark = len(b.Insts)
	c.fn.markTerm = b.Term != nil
}

// jump ends the current block with a branch to b unless it already ended.
func (c *compiler) jump(b *ir.Block) {
	if c.fn.cur.Term == nil {
		c.fn.cur.NewBr(b)
	}
}

// ended reports whether the current block has its terminator; code that
// follows goes to a fresh block, unreachable unless a label names it.
func (c *compiler) ensureOpen() {
	if c.fn.cur.Term != nil {
		c.setBlock(c.newBlock("dead"))
	}
}

// enter makes n the node new instructions are attributed to and returns the
// previous one, for leave.
func (c *compiler) enter(n cc.Node) cc.Node {
	c.flush()
	prev := c.fn.node
	c.fn.node = n
	ns := nodeSpan{node: n}
	if c.knownSpan.node == n {
		ns = c.knownSpan
	}
	c.knownSpan = nodeSpan{}
	c.fn.spanStack = append(c.fn.spanStack, ns)
	c.lowering = n
	return prev
}

func (c *compiler) leave(prev cc.Node) {
	c.flush()
	if k := len(c.fn.spanStack); k > 0 {
		c.fn.spanStack = c.fn.spanStack[:k-1]
	}
	c.fn.node = prev
	if prev != nil {
		c.lowering = prev
	}
}

// flush attributes the instructions appended since the last flush to the
// current node and to every enclosing statement.
func (c *compiler) flush() {
	fn := c.fn
	b := fn.cur
	if fn.mark > len(b.Insts) {
		fn.mark = len(b.Insts)
	}
	newTerm := b.Term != nil && !fn.markTerm
	if fn.mark == len(b.Insts) && !newTerm {
		return
	}
	span := fn.nodeSpan
	if fn.node != nil {
		span = c.span(fn.node)
	}
	for _, inst := range b.Insts[fn.mark:] {
		c.srcLog = append(c.srcLog, srcEntry{inst: inst, span: span})
	}
	fn.mark = len(b.Insts)
	if newTerm {
		c.srcLog = append(c.srcLog, srcEntry{term: b.Term, span: span})
		fn.markTerm = true
	}
}

// beginNode opens a source-map node for a statement or declaration. Its
// instructions are those logged until endNode, listed at the end of lowering.
func (c *compiler) beginNode(n cc.Node, kind string) (cc.Node, *frontend.SourceNode) {
	prev := c.enter(n)
	sn := &frontend.SourceNode{Kind: kind, Span: c.span(n), Func: c.fn.f}
	if len(c.fn.stmts) > 0 {
		sn.Parent = c.fn.stmts[len(c.fn.stmts)-1]
	}
	c.srcmap.Nodes = append(c.srcmap.Nodes, sn)
	c.nodeLog = append(c.nodeLog, logRange{start: len(c.srcLog), end: -1})
	c.fn.stmts = append(c.fn.stmts, sn)
	c.fn.stmtLog = append(c.fn.stmtLog, len(c.nodeLog)-1)
	return prev, sn
}

func (c *compiler) endNode(prev cc.Node) {
	c.flush()
	top := len(c.fn.stmts) - 1
	c.nodeLog[c.fn.stmtLog[top]].end = len(c.srcLog)
	c.fn.stmts = c.fn.stmts[:top]
	c.fn.stmtLog = c.fn.stmtLog[:top]
	c.leave(prev)
}

// alloca reserves a stack slot in the entry block.
func (c *compiler) alloca(t types.Type, align int, name string) *ir.InstAlloca {
	fn := c.fn
	a := ir.NewAlloca(t)
	if align > 0 {
		a.Align = ir.Align(align)
	}
	if name != "" {
		a.SetName(c.localName(name))
	}
	// Allocas go before the first non-alloca instruction of the entry block,
	// so they dominate every use whatever order the code is lowered in.
	insts := fn.entry.Insts
	pos := 0
	for pos < len(insts) {
		if _, ok := insts[pos].(*ir.InstAlloca); !ok {
			break
		}
		pos++
	}
	insts = append(insts, nil)
	copy(insts[pos+1:], insts[pos:])
	insts[pos] = a
	fn.entry.Insts = insts
	if fn.cur == fn.entry && fn.mark >= pos {
		fn.mark++
	}
	span := fn.nodeSpan
	if fn.node != nil {
		span = c.span(fn.node)
	}
	c.srcLog = append(c.srcLog, srcEntry{inst: a, span: span})
	return a
}

// localName makes a local name unique within the function (llir requires it).
func (c *compiler) localName(name string) string {
	return fmt.Sprintf("%s.%d", name, len(c.fn.entry.Insts))
}

// jumpTarget is where break or continue goes, and how many compound
// statements were open there (those opened since are left by the jump).
type jumpTarget struct {
	b     *ir.Block
	depth int
}

func (c *compiler) target(b *ir.Block) jumpTarget {
	return jumpTarget{b: b, depth: len(c.fn.vlaScopes)}
}

// jumpOut branches to t, first releasing the variable-length arrays of the
// compound statements the jump leaves (llvm.stackrestore, as clang does).
func (c *compiler) jumpOut(t jumpTarget) {
	for _, saved := range c.fn.vlaScopes[t.depth:] {
		if saved != nil {
			c.stackRestore(saved)
			break // the outermost saved pointer releases the inner arrays too
		}
	}
	c.fn.cur.NewBr(t.b)
}

func (c *compiler) stackRestore(saved value.Value) {
	p8 := types.NewPointer(types.I8)
	c.fn.cur.NewCall(c.intrinsic("llvm.stackrestore", types.Void, p8), saved)
}

func (c *compiler) compound(cs *cc.CompoundStatement) {
	c.fn.vlaScopes = append(c.fn.vlaScopes, nil)
	defer func() {
		top := len(c.fn.vlaScopes) - 1
		if saved := c.fn.vlaScopes[top]; saved != nil && c.fn.cur.Term == nil {
			prev := c.enter(cs)
			c.stackRestore(saved)
			c.leave(prev)
		}
		c.fn.vlaScopes = c.fn.vlaScopes[:top]
	}()
	for l := cs.BlockItemList; l != nil; l = l.BlockItemList {
		bi := l.BlockItem
		switch bi.Case {
		case cc.BlockItemDecl:
			c.localDeclaration(bi.Declaration)
		case cc.BlockItemStmt:
			c.statement(bi.Statement)
		case cc.BlockItemLabel:
			// __label__ declarations only scope label names.
		case cc.BlockItemFuncDef:
			c.fail(bi.Declarator, "nested function definition")
		}
	}
}

func (c *compiler) localDeclaration(d *cc.Declaration) {
	if d.Case != cc.DeclarationDecl {
		return
	}
	// Declarations cc/v4 injects (__func__ at a body's '{') have no text of
	// their own in the file: no node.
	if sp := c.span(d); sp.End > sp.Start {
		c.knownSpan = nodeSpan{node: d, span: sp, ok: true}
		prev, _ := c.beginNode(d, "declaration")
		defer c.endNode(prev)
	}
	for l := d.InitDeclaratorList; l != nil; l = l.InitDeclaratorList {
		id := l.InitDeclarator
		decl := id.Declarator
		t := decl.Type()
		if decl.IsTypename() {
			c.vlaSizes(t)
			continue
		}
		if t.Kind() == cc.Function || decl.IsExtern() {
			continue
		}
		if decl.IsStatic() {
			// Two statics of one name in nested blocks are two objects.
			name := c.fn.f.Name() + "." + decl.Name()
			for i := 1; c.names[name] && c.staticLocals[decl] == nil; i++ {
				name = fmt.Sprintf("%s.%s.%d", c.fn.f.Name(), decl.Name(), i)
			}
			c.defineGlobal(decl, id.Initializer, name)
			c.staticLocals[decl] = c.globals[name]
			continue
		}
		c.ensureOpen()
		c.local(decl, id.Initializer)
	}
}

// local allocates an automatic variable and runs its initializer.
func (c *compiler) local(decl *cc.Declarator, init *cc.Initializer) {
	t := decl.Type()
	align := c.typeAlign(t)
	if a := decl.Alignas(); a > align {
		align = a
	}
	c.vlaSizes(t)
	if at, ok := t.(*cc.ArrayType); ok && at.IsVLA() {
		if top := len(c.fn.vlaScopes) - 1; top >= 0 && c.fn.vlaScopes[top] == nil {
			// The stack pointer before the block's first VLA, restored when
			// the block is left, so a VLA in a loop does not grow the stack
			// at each iteration.
			p8 := types.NewPointer(types.I8)
			c.fn.vlaScopes[top] = c.fn.cur.NewCall(c.intrinsic("llvm.stacksave", p8))
		}
		n := c.vlaCount(at)
		elem := c.lowerType(innermostElem(at))
		a := c.fn.cur.NewAlloca(elem)
		a.NElems = n
		a.Align = ir.Align(align)
		c.fn.locals[decl] = a
		return
	}
	if t.IsIncomplete() || t.Size() < 0 {
		c.fail(decl, "variable %s of incomplete type %s", decl.Name(), t)
		return
	}
	slot := c.alloca(c.lowerType(t), align, decl.Name())
	c.fn.locals[decl] = slot
	if init != nil {
		c.initLocal(slot, t, init)
	}
}

func innermostElem(t cc.Type) cc.Type {
	for t.Kind() == cc.Array {
		t = t.(*cc.ArrayType).Elem()
	}
	return t
}

// vlaSizes evaluates the variable array sizes a declaration's type
// introduces, once, where the declaration stands (C11 6.7.6.2p5), into
// stack slots in the entry block: every later use of the type loads the
// value, whatever block it is in. Sizes that already have a slot belong to
// an earlier declaration (a typedef name's) and are not evaluated again.
func (c *compiler) vlaSizes(t cc.Type) {
	for {
		switch x := t.(type) {
		case *cc.ArrayType:
			if e := x.SizeExpression(); e != nil && x.Len() < 0 && c.fn.vlaLens[e] == nil {
				n := c.vlaDim(e)
				slot := c.alloca(types.I64, 8, "vla.len")
				c.fn.cur.NewStore(n, slot)
				c.fn.vlaLens[e] = slot
			}
			t = x.Elem()
			continue
		case *cc.PointerType:
			t = x.Elem()
			continue
		}
		return
	}
}

// vlaDim evaluates one array size expression as an i64.
func (c *compiler) vlaDim(e cc.ExpressionNode) value.Value {
	return c.convert(c.rvalue(e), e.Type(), c.ast.Long)
}

// vlaCount is the number of innermost elements of array type at (i64).
// A size declared earlier is loaded from its slot; one of a type name
// (sizeof, a cast) is evaluated where it is used.
func (c *compiler) vlaCount(at *cc.ArrayType) value.Value {
	var n value.Value
	switch e := at.SizeExpression(); {
	case at.Len() >= 0:
		n = constant.NewInt(types.I64, at.Len())
	case e == nil:
		c.fail(nil, "variable-length array without a size")
		return constant.NewInt(types.I64, 1)
	case c.fn.vlaLens[e] != nil:
		n = c.fn.cur.NewLoad(types.I64, c.fn.vlaLens[e])
	default:
		n = c.vlaDim(e)
	}
	if inner, ok := at.Elem().(*cc.ArrayType); ok {
		if inner.IsVLA() {
			n = c.fn.cur.NewMul(n, c.vlaCount(inner))
		} else if k := constCount(inner); k != 1 {
			n = c.fn.cur.NewMul(n, constant.NewInt(types.I64, k))
		}
	}
	return n
}

// constCount is the number of innermost elements of a fixed-size array type.
func constCount(at *cc.ArrayType) int64 {
	n := max(at.Len(), 0)
	for inner, ok := at.Elem().(*cc.ArrayType); ok; inner, ok = inner.Elem().(*cc.ArrayType) {
		n *= max(inner.Len(), 0)
	}
	return n
}

// sizeOf is the size in bytes of t, evaluated at run time for VLA types.
func (c *compiler) sizeOf(t cc.Type) value.Value {
	if at, ok := t.(*cc.ArrayType); ok && at.IsVLA() {
		n := c.vlaCount(at)
		return c.fn.cur.NewMul(n, constant.NewInt(types.I64, c.typeSize(innermostElem(at))))
	}
	return constant.NewInt(types.I64, c.typeSize(t))
}

func (c *compiler) statement(s *cc.Statement) {
	if s.Case == cc.StatementCompound {
		c.compound(s.CompoundStatement)
		return
	}
	if s.Case == cc.StatementLabeled {
		// A label starts a block: the statement node begins after it.
		c.labeled(s.LabeledStatement)
		return
	}
	prev, _ := c.beginNode(s, "statement")
	defer c.endNode(prev)
	switch s.Case {
	case cc.StatementExpr:
		if e := s.ExpressionStatement.ExpressionList; e != nil {
			c.ensureOpen()
			c.exprVoid(e)
		}
	case cc.StatementSelection:
		c.ensureOpen()
		c.selection(s.SelectionStatement)
	case cc.StatementIteration:
		c.ensureOpen()
		c.iteration(s.IterationStatement)
	case cc.StatementJump:
		c.ensureOpen()
		c.jumpStatement(s.JumpStatement)
	case cc.StatementAsm:
		c.fail(s, "asm statement")
	}
}

func (c *compiler) labeled(ls *cc.LabeledStatement) {
	var b *ir.Block
	switch ls.Case {
	case cc.LabeledStatementLabel:
		b = c.label(ls.Token.SrcStr())
	case cc.LabeledStatementCaseLabel, cc.LabeledStatementDefault, cc.LabeledStatementRange:
		b = c.fn.cases[ls]
		if b == nil {
			c.fail(ls, "case label outside a switch")
			b = c.newBlock("case")
		}
	}
	c.jump(b)
	c.setBlock(b)
	c.statement(ls.Statement)
}

func (c *compiler) label(name string) *ir.Block {
	b := c.fn.labels[name]
	if b == nil {
		b = c.newBlock("label." + name + ".")
		c.fn.labels[name] = b
	}
	return b
}

func (c *compiler) selection(s *cc.SelectionStatement) {
	switch s.Case {
	case cc.SelectionStatementIf, cc.SelectionStatementIfElse:
		then := c.newBlock("if.then")
		end := c.newBlock("if.end")
		els := end
		if s.Case == cc.SelectionStatementIfElse {
			els = c.newBlock("if.else")
		}
		c.condBranch(s.ExpressionList, then, els)
		c.setBlock(then)
		c.statement(s.Statement)
		c.jump(end)
		if s.Case == cc.SelectionStatementIfElse {
			c.setBlock(els)
			c.statement(s.Statement2)
			c.jump(end)
		}
		c.setBlock(end)
	case cc.SelectionStatementSwitch:
		c.switchStatement(s)
	}
}

func (c *compiler) switchStatement(s *cc.SelectionStatement) {
	ct := cc.IntegerPromotion(s.ExpressionList.Type())
	v := c.convert(c.rvalue(s.ExpressionList), s.ExpressionList.Type(), ct)
	it, ok := v.Type().(*types.IntType)
	if !ok {
		c.fail(s, "switch on %s", ct)
		return
	}
	end := c.newBlock("sw.end")
	def := end
	var cases []*ir.Case
	seen := map[int64]bool{}
	for _, ls := range s.LabeledStatements() {
		b := c.newBlock("sw.case")
		c.fn.cases[ls] = b
		switch ls.Case {
		case cc.LabeledStatementDefault:
			def = b
		case cc.LabeledStatementCaseLabel, cc.LabeledStatementRange:
			lo, ok1 := c.caseValue(ls.ConstantExpression, ct)
			hi := lo
			ok2 := true
			if ls.Case == cc.LabeledStatementRange {
				hi, ok2 = c.caseValue(ls.ConstantExpression2, ct)
			}
			if !ok1 || !ok2 {
				c.fail(ls, "case label whose value is not an integer constant")
				continue
			}
			if hi < lo {
				continue // an empty GNU range
			}
			if uint64(hi)-uint64(lo) > 4096 {
				c.fail(ls, "case range of more than 4096 values")
				continue
			}
			for x := lo; ; x++ {
				if !seen[x] {
					seen[x] = true
					cases = append(cases, ir.NewCase(constant.NewInt(it, x), b))
				}
				if x == hi { // not x <= hi: hi may be the largest int64
					break
				}
			}
		}
	}
	c.fn.cur.NewSwitch(v, def, cases...)
	c.fn.breaks = append(c.fn.breaks, c.target(end))
	c.setBlock(c.newBlock("sw.body"))
	c.statement(s.Statement)
	c.jump(end)
	c.fn.breaks = c.fn.breaks[:len(c.fn.breaks)-1]
	c.setBlock(end)
}

// caseValue is the value of a case label converted to the switch's type,
// sign-extended the way LLVM reads an integer constant of that width.
func (c *compiler) caseValue(e cc.ExpressionNode, t cc.Type) (int64, bool) {
	v, ok := intValue(e.Value())
	if !ok {
		return 0, false
	}
	bits := t.Size() * 8
	if bits < 64 {
		v = v << (64 - bits) >> (64 - bits)
	}
	return v, true
}

// intValue extracts an integer constant computed by the type checker.
func intValue(v cc.Value) (int64, bool) {
	switch x := v.(type) {
	case cc.Int64Value:
		return int64(x), true
	case cc.UInt64Value:
		return int64(x), true
	}
	return 0, false
}

func (c *compiler) iteration(s *cc.IterationStatement) {
	switch s.Case {
	case cc.IterationStatementWhile:
		cond, body, end := c.newBlock("while.cond"), c.newBlock("while.body"), c.newBlock("while.end")
		c.jump(cond)
		c.setBlock(cond)
		c.condBranch(s.ExpressionList, body, end)
		c.loopBody(s.Statement, body, end, cond)
		c.setBlock(end)
	case cc.IterationStatementDo:
		body, cond, end := c.newBlock("do.body"), c.newBlock("do.cond"), c.newBlock("do.end")
		c.jump(body)
		c.loopBody(s.Statement, body, end, cond)
		c.setBlock(cond)
		c.condBranch(s.ExpressionList, body, end)
		c.setBlock(end)
	case cc.IterationStatementFor, cc.IterationStatementForDecl:
		condE, stepE := s.ExpressionList2, s.ExpressionList3
		if s.Case == cc.IterationStatementForDecl {
			c.localDeclaration(s.Declaration)
			condE, stepE = s.ExpressionList, s.ExpressionList2
		} else if s.ExpressionList != nil {
			c.exprVoid(s.ExpressionList)
		}
		cond, body, step, end := c.newBlock("for.cond"), c.newBlock("for.body"), c.newBlock("for.inc"), c.newBlock("for.end")
		c.jump(cond)
		c.setBlock(cond)
		if condE != nil {
			c.condBranch(condE, body, end)
		} else {
			c.fn.cur.NewBr(body)
		}
		c.loopBody(s.Statement, body, end, step)
		c.setBlock(step)
		if stepE != nil {
			c.exprVoid(stepE)
		}
		c.jump(cond)
		c.setBlock(end)
	}
}

func (c *compiler) loopBody(s *cc.Statement, body, brk, cont *ir.Block) {
	c.fn.breaks = append(c.fn.breaks, c.target(brk))
	c.fn.conts = append(c.fn.conts, c.target(cont))
	c.setBlock(body)
	c.statement(s)
	c.jump(cont)
	c.fn.breaks = c.fn.breaks[:len(c.fn.breaks)-1]
	c.fn.conts = c.fn.conts[:len(c.fn.conts)-1]
}

func (c *compiler) jumpStatement(s *cc.JumpStatement) {
	fn := c.fn
	switch s.Case {
	case cc.JumpStatementGoto:
		fn.cur.NewBr(c.label(s.Token2.SrcStr()))
	case cc.JumpStatementGotoExpr:
		c.fail(s, "computed goto")
	case cc.JumpStatementContinue:
		if len(fn.conts) == 0 {
			c.fail(s, "continue outside a loop")
			return
		}
		c.jumpOut(fn.conts[len(fn.conts)-1])
	case cc.JumpStatementBreak:
		if len(fn.breaks) == 0 {
			c.fail(s, "break outside a loop or switch")
			return
		}
		c.jumpOut(fn.breaks[len(fn.breaks)-1])
	case cc.JumpStatementReturn:
		rt := fn.f.Sig.RetType
		if s.ExpressionList == nil {
			if sameType(rt, types.Void) {
				fn.cur.NewRet(nil)
			} else {
				fn.cur.NewRet(zeroValue(rt))
			}
			return
		}
		if fn.retType.Kind() == cc.Void {
			c.exprVoid(s.ExpressionList)
			fn.cur.NewRet(nil)
			return
		}
		v := c.convert(c.rvalue(s.ExpressionList), s.ExpressionList.Type(), fn.retType)
		fn.cur.NewRet(c.coerce(v, rt))
	}
}

// zeroValue is the zero of t, spelled as LLVM prints scalars (0, null).
func zeroValue(t types.Type) constant.Constant {
	switch x := t.(type) {
	case *types.IntType:
		return constant.NewInt(x, 0)
	case *types.FloatType:
		return constant.NewFloat(x, 0)
	case *types.PointerType:
		return constant.NewNull(x)
	}
	return constant.NewZeroInitializer(t)
}

// removeUnreachable deletes blocks no path from the entry reaches (code after
// a return, unused labels), fixing the phis of their successors.
func removeUnreachable(f *ir.Func) {
	reach := map[*ir.Block]bool{}
	work := []*ir.Block{f.Blocks[0]}
	reach[f.Blocks[0]] = true
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		for _, s := range successors(b) {
			if !reach[s] {
				reach[s] = true
				work = append(work, s)
			}
		}
	}
	kept := f.Blocks[:0]
	for _, b := range f.Blocks {
		if reach[b] {
			kept = append(kept, b)
		}
	}
	f.Blocks = kept
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			phi, ok := inst.(*ir.InstPhi)
			if !ok {
				continue
			}
			incs := phi.Incs[:0]
			for _, inc := range phi.Incs {
				if reach[inc.Pred.(*ir.Block)] {
					incs = append(incs, inc)
				}
			}
			phi.Incs = incs
		}
	}
}

func successors(b *ir.Block) []*ir.Block {
	switch t := b.Term.(type) {
	case *ir.TermBr:
		return []*ir.Block{t.Target.(*ir.Block)}
	case *ir.TermCondBr:
		return []*ir.Block{t.TargetTrue.(*ir.Block), t.TargetFalse.(*ir.Block)}
	case *ir.TermSwitch:
		s := []*ir.Block{t.TargetDefault.(*ir.Block)}
		for _, cs := range t.Cases {
			s = append(s, cs.Target.(*ir.Block))
		}
		return s
	}
	return nil
}
