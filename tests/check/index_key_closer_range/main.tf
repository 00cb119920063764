variable "size" {
  type = any
  default = 1 [ {
count = {
ports = "null"
count false
}
label = false
} ]
}

variable "other" {
  type = list(string)
  default = [ 1 [ [
[ 1 +
]
]
] ]
}
