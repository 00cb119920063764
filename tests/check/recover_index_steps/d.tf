variable "d" {
  type    = string
  default = [ for v in [ 1 , 2 ] : v ... 2 ]
}

variable "d2" {
  default = { for k , v in { a = 1 } : v
  }
}
