variable "c" {
  default = 1
 count { "a" = 1 }
}
