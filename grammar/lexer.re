/* lexer.re: placeholder (replaced by the HCL native-syntax lexer). */
#include "parser.h"
int tyc_lexer_placeholder(const unsigned char *s);
int tyc_lexer_placeholder(const unsigned char *s)
{
    /*!re2c
    re2c:define:YYCTYPE = "unsigned char";
    re2c:yyfill:enable = 0;
    re2c:define:YYCURSOR = s;
    * { return 0; }
    */
}
