// Assignments to what is not an lvalue, and addresses of it: cc/v4's checker reports them as a positionless "internal error: CastExpressionCast" (or PostfixExpressionCall, ...); this finds them, with their place.
package c

import (
	"reflect"

	"modernc.org/cc/v4"
)

// lvalueErrors lists the assignments and increments in ast whose target
// is not an lvalue ('(long)x = 1', 'MPI_COMM_WORLD = p'), and the unary &
// whose operand is not ('&f()'), as gcc words them, in source order.
func lvalueErrors(ast *cc.AST, file string) ErrorList {
	var list ErrorList
	report := func(n cc.Node, what string) {
		p := n.Position()
		if p.Filename == file {
			list = append(list, &Error{File: p.Filename, Line: p.Line, Col: p.Column, Msg: "lvalue required as " + what})
		}
	}
	walkSyntax(ast, func(n any) {
		switch n := n.(type) {
		case *cc.AssignmentExpression:
			if n.Case != cc.AssignmentExpressionCond && !isLvalue(n.UnaryExpression) {
				report(&n.Token, "left operand of assignment")
			}
		case *cc.UnaryExpression:
			if (n.Case == cc.UnaryExpressionInc || n.Case == cc.UnaryExpressionDec) && !isLvalue(n.UnaryExpression) {
				report(&n.Token, "operand of increment or decrement")
			}
			// A function designator is an identifier: isLvalue takes it.
			if n.Case == cc.UnaryExpressionAddrof && !isLvalue(n.CastExpression) {
				report(&n.Token, "unary '&' operand")
			}
		case *cc.PostfixExpression:
			if (n.Case == cc.PostfixExpressionInc || n.Case == cc.PostfixExpressionDec) && !isLvalue(n.PostfixExpression) {
				report(&n.Token, "operand of increment or decrement")
			}
		}
	})
	return list
}

// walkSyntax calls visit on every node of ast's syntax tree (types and
// scopes are not followed), parents before children.
func walkSyntax(ast *cc.AST, visit func(n any)) {
	seen := map[uintptr]bool{}
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Interface:
			if !v.IsNil() {
				walk(v.Elem())
			}
		case reflect.Pointer:
			if v.IsNil() || seen[v.Pointer()] || v.Elem().Kind() != reflect.Struct {
				return
			}
			seen[v.Pointer()] = true
			visit(v.Interface())
			walk(v.Elem())
		case reflect.Struct:
			// Only the syntax tree: exported fields that are nodes.
			for i := 0; i < v.NumField(); i++ {
				if f := v.Type().Field(i); f.IsExported() && isNodeField(f.Type) {
					walk(v.Field(i))
				}
			}
		}
	}
	walk(reflect.ValueOf(ast.TranslationUnit))
}

// isNodeField tells whether a field of type t may hold syntax: a pointer
// to a cc struct other than a token, or cc's ExpressionNode.
func isNodeField(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Interface:
		return t == reflect.TypeOf((*cc.ExpressionNode)(nil)).Elem()
	case reflect.Pointer:
		e := t.Elem()
		return e.Kind() == reflect.Struct && e.PkgPath() == "modernc.org/cc/v4" && e.Name() != "Token" && e.Name() != "Scope"
	}
	return false
}

// isLvalue tells whether e designates an object by its form (C11
// 6.3.2.1): an identifier, a string, a subscript, a member of an lvalue
// or through a pointer, a dereference, a compound literal, or one of
// these in parentheses or a generic selection. Calls, casts and
// operators' results are not.
func isLvalue(e cc.ExpressionNode) bool {
	switch x := e.(type) {
	case *cc.PrimaryExpression:
		switch x.Case {
		case cc.PrimaryExpressionIdent, cc.PrimaryExpressionString, cc.PrimaryExpressionLString:
			return true
		case cc.PrimaryExpressionExpr:
			return isLvalue(x.ExpressionList)
		case cc.PrimaryExpressionGeneric:
			a := x.GenericSelection.Associated()
			return a != nil && isLvalue(a.AssignmentExpression)
		}
		return false
	case *cc.PostfixExpression:
		switch x.Case {
		case cc.PostfixExpressionIndex, cc.PostfixExpressionPSelect, cc.PostfixExpressionComplit:
			return true
		case cc.PostfixExpressionSelect:
			return isLvalue(x.PostfixExpression) // f().x is not
		}
		return false
	case *cc.UnaryExpression:
		return x.Case == cc.UnaryExpressionDeref
	case *cc.CastExpression:
		return x.Case == cc.CastExpressionUnary && isLvalue(x.UnaryExpression)
	case *cc.ExpressionList:
		return x.ExpressionList == nil && isLvalue(x.AssignmentExpression)
	}
	return false
}
