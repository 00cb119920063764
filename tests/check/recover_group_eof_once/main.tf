variable "port" {
  type = set(map(set(string)))
  default = [ {
id = null
count = [ { if
count = "x-1"
} , "%%{if}" , 5 ]
ports = [ ]
} , { } , {
enabled in = [ ]
} ]
}

variable "items" {
  default = [1, [2, [3]]]
}

variable "name" {
  default = ( [ { 1 , 2 ] , { a = "s" } , x ? 1 : 2 )
}
