// Operand type checks for the invalid IR that llir accepts without complaint.
package llvmir

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// typeError is an instruction whose operand types LLVM would reject. llir
// only resolves names, so a hand-edited or corrupted .ll can reach the
// interpreter with, say, an i64 stored through an i32*, or a call whose
// callee is not a function pointer (on which llir's own accessors panic).
type typeError struct {
	fn    *ir.Func
	block int // index in fn.Blocks
	inst  int // index in the block's Insts; -1 for the terminator
	msg   string
}

// checkTypes reports up to maxErrors ill-typed instructions, in file order.
func checkTypes(m *ir.Module) []typeError {
	var errs []typeError
	for _, f := range m.Funcs {
		for bi, b := range f.Blocks {
			for ii, inst := range b.Insts {
				if msg := guarded(func() string { return checkInst(inst) }); msg != "" {
					errs = append(errs, typeError{f, bi, ii, msg})
				}
			}
			if b.Term == nil {
				continue
			}
			if msg := guarded(func() string { return checkTerm(f, b.Term) }); msg != "" {
				errs = append(errs, typeError{f, bi, -1, msg})
			}
			if len(errs) >= maxErrors {
				return errs
			}
		}
	}
	return errs
}

// guarded runs a check, turning a panic into the check's finding: llir's
// Type methods panic on some ill-typed operands (a call through a
// non-function), which makes the instruction invalid all the same.
func guarded(check func() string) (msg string) {
	defer func() {
		if r := recover(); r != nil {
			msg = fmt.Sprintf("ill-typed operand (%v)", r)
		}
	}()
	return check()
}

func checkInst(inst ir.Instruction) string {
	switch inst := inst.(type) {
	case *ir.InstAdd:
		return sameTypes("add", inst.X, inst.Y)
	case *ir.InstFAdd:
		return sameTypes("fadd", inst.X, inst.Y)
	case *ir.InstSub:
		return sameTypes("sub", inst.X, inst.Y)
	case *ir.InstFSub:
		return sameTypes("fsub", inst.X, inst.Y)
	case *ir.InstMul:
		return sameTypes("mul", inst.X, inst.Y)
	case *ir.InstFMul:
		return sameTypes("fmul", inst.X, inst.Y)
	case *ir.InstUDiv:
		return sameTypes("udiv", inst.X, inst.Y)
	case *ir.InstSDiv:
		return sameTypes("sdiv", inst.X, inst.Y)
	case *ir.InstFDiv:
		return sameTypes("fdiv", inst.X, inst.Y)
	case *ir.InstURem:
		return sameTypes("urem", inst.X, inst.Y)
	case *ir.InstSRem:
		return sameTypes("srem", inst.X, inst.Y)
	case *ir.InstFRem:
		return sameTypes("frem", inst.X, inst.Y)
	case *ir.InstShl:
		return sameTypes("shl", inst.X, inst.Y)
	case *ir.InstLShr:
		return sameTypes("lshr", inst.X, inst.Y)
	case *ir.InstAShr:
		return sameTypes("ashr", inst.X, inst.Y)
	case *ir.InstAnd:
		return sameTypes("and", inst.X, inst.Y)
	case *ir.InstOr:
		return sameTypes("or", inst.X, inst.Y)
	case *ir.InstXor:
		return sameTypes("xor", inst.X, inst.Y)
	case *ir.InstICmp:
		return sameTypes("icmp", inst.X, inst.Y)
	case *ir.InstFCmp:
		return sameTypes("fcmp", inst.X, inst.Y)
	case *ir.InstLoad:
		elem, ok := pointee(inst.Src.Type())
		if !ok {
			return fmt.Sprintf("load from %s, which is not a pointer", inst.Src.Type())
		}
		if !types.Equal(elem, inst.ElemType) {
			return fmt.Sprintf("load of %s through a pointer of type %s", inst.ElemType, inst.Src.Type())
		}
	case *ir.InstStore:
		elem, ok := pointee(inst.Dst.Type())
		if !ok {
			return fmt.Sprintf("store to %s, which is not a pointer", inst.Dst.Type())
		}
		if !types.Equal(elem, inst.Src.Type()) {
			return fmt.Sprintf("store of %s through a pointer of type %s", inst.Src.Type(), inst.Dst.Type())
		}
	case *ir.InstCall:
		return checkCall(inst)
	case *ir.InstSelect:
		return sameTypes("select", inst.ValueTrue, inst.ValueFalse)
	case *ir.InstPhi:
		for _, inc := range inst.Incs {
			if !types.Equal(inc.X.Type(), inst.Typ) {
				return fmt.Sprintf("phi of type %s has an incoming value of type %s", inst.Typ, inc.X.Type())
			}
			if _, ok := inc.Pred.(*ir.Block); !ok {
				return fmt.Sprintf("phi incoming block %s is not a basic block", inc.Pred.Ident())
			}
		}
	}
	return ""
}

func checkCall(call *ir.InstCall) string {
	elem, ok := pointee(call.Callee.Type())
	sig, isFunc := elem.(*types.FuncType)
	if !ok || !isFunc {
		return fmt.Sprintf("call of %s, whose type %s is not a pointer to a function", call.Callee.Ident(), call.Callee.Type())
	}
	if call.Typ != nil && !types.Equal(call.Typ, sig.RetType) {
		return fmt.Sprintf("call expects a result of type %s from %s, which returns %s", call.Typ, call.Callee.Ident(), sig.RetType)
	}
	if len(call.Args) < len(sig.Params) || (len(call.Args) > len(sig.Params) && !sig.Variadic) {
		return fmt.Sprintf("call of %s with %d arguments; its type %s takes %d", call.Callee.Ident(), len(call.Args), sig, len(sig.Params))
	}
	for i, param := range sig.Params {
		if !types.Equal(call.Args[i].Type(), param) {
			return fmt.Sprintf("argument %d of the call of %s has type %s; the parameter has type %s", i+1, call.Callee.Ident(), call.Args[i].Type(), param)
		}
	}
	return ""
}

func checkTerm(f *ir.Func, term ir.Terminator) string {
	switch term := term.(type) {
	case *ir.TermRet:
		want := f.Sig.RetType
		if term.X == nil {
			if !types.Equal(want, types.Void) {
				return fmt.Sprintf("ret void in %s, which returns %s", f.Ident(), want)
			}
		} else if !types.Equal(term.X.Type(), want) {
			return fmt.Sprintf("ret of %s in %s, which returns %s", term.X.Type(), f.Ident(), want)
		}
	case *ir.TermCondBr:
		if !types.Equal(term.Cond.Type(), types.I1) {
			return fmt.Sprintf("br condition has type %s; it must be i1", term.Cond.Type())
		}
	case *ir.TermSwitch:
		for _, c := range term.Cases {
			if !types.Equal(c.X.Type(), term.X.Type()) {
				return fmt.Sprintf("switch on %s has a case of type %s", term.X.Type(), c.X.Type())
			}
		}
	}
	return ""
}

func sameTypes(op string, x, y value.Value) string {
	if !types.Equal(x.Type(), y.Type()) {
		return fmt.Sprintf("operands of %s have different types: %s and %s", op, x.Type(), y.Type())
	}
	return ""
}

func pointee(t types.Type) (types.Type, bool) {
	p, ok := t.(*types.PointerType)
	if !ok {
		return nil, false
	}
	return p.ElemType, true
}
