# The module of the console differential suite (tests/console/diff): no variables; the files
# beside it are read by the file functions.
