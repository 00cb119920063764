/* parser.y: placeholder grammar (replaced by the HCL native-syntax grammar). */
%name tyc_parser
%token_prefix TK_
%token_type {int}
%include { #include <stddef.h> }
%token EOF_ .
input ::= .
