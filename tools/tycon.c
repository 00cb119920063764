/*
** tycon.c: the command-line tool. Uses only the public header.
*/
#include <stdio.h>
#include <string.h>

#include "tycon.h"

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("tycon %s\n", tycon_version());
        return 0;
    }
    fprintf(stderr, "usage: tycon batch\n");
    return 2;
}
