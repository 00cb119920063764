size = ( [
  2 ? 3, 4
] ) * 5
zone = 1 +
