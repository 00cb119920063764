variable "a" {
  type    = any
  default = x [ [ "x-1" , " sp " ] + ]
}
