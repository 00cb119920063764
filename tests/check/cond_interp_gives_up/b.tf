variable "b1" {
  default = "x${[ ( 1 ? 3 ) ] * 2}b${1 + [] }"
}

