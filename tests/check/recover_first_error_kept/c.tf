variable "c" {
  type    = list(set(list(string)))
  default = true ? [ 1 ] : , ]
}
