// Debug positions: the !dbg source location of an IR instruction, as every analysis and pass reads it.
package frontend

import "github.com/llir/llvm/ir/metadata"

// DebugLocation is the !dbg location among an instruction's metadata
// attachments, or nil when it has none with a line.
func DebugLocation(atts []*metadata.Attachment) *metadata.DILocation {
	for _, at := range atts {
		if at.Name != "dbg" {
			continue
		}
		if loc, ok := at.Node.(*metadata.DILocation); ok && loc.Line > 0 {
			return loc
		}
	}
	return nil
}

// ScopeFile is the name of the file a debug scope (subprogram or lexical
// block) belongs to, or fallback when it names none.
func ScopeFile(s metadata.Field, fallback string) string {
	var f *metadata.DIFile
	switch sc := s.(type) {
	case *metadata.DISubprogram:
		f = sc.File
	case *metadata.DILexicalBlock:
		f = sc.File
	case *metadata.DILexicalBlockFile:
		f = sc.File
	}
	if f == nil {
		return fallback
	}
	return f.Filename
}
