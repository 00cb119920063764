items = {
count = { { }
= 1
}
}
