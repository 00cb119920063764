variable "a" {
  default = 1
 count { a b }
}
}
