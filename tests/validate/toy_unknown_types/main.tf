variable "t" {
  type = tuple([string, number])
}
variable "o" {
  type = object({a = string, b = tuple([bool])})
}
variable "l" {
  type = list(string)
}
variable "m" {
  type = map(number)
}
output "h" {
  value = concat(var.t, [1])[4]
}
output "i" {
  value = merge(var.o, {x = 1}).nope
}
output "j" {
  value = element(var.t, 0).x
}
output "k" {
  value = lookup(var.o, "a").x
}
output "l" {
  value = reverse(var.t)[5]
}
output "m" {
  value = slice(var.t, 0, 1)[3]
}
output "n" {
  value = values(var.o)[4]
}
output "o" {
  value = keys(var.o)[0].x
}
output "p" {
  value = zipmap(["a"], var.t).x
}
output "q" {
  value = tolist(var.t).x
}
output "r" {
  value = coalesce(var.l, var.l).x
}
output "s" {
  value = one(var.t).x
}
output "u" {
  value = flatten([var.t])[7]
}
output "v" {
  value = merge(var.m, var.m).x.y
}
output "w" {
  value = try(var.o, 1).nope
}
output "x" {
  value = coalescelist(var.t, var.t)[9]
}
output "y" {
  value = setproduct(var.l, var.l)[0].x
}
output "z" {
  value = lookup(var.m, "a").x
}

output "a1" {
  value = var.t[5]
}

output "a2" {
  value = var.t[2]
}

output "a3" {
  value = var.t[1] + "x"
}

output "a4" {
  value = var.t[0].foo
}

output "a5" {
  value = tolist(["a"])[length(var.t)]
}

output "a6" {
  value = var.o.b[1]
}

output "a7" {
  value = element(var.t, 3).x
}

output "a8" {
  value = merge(var.o, null, {b = 1}).b.c
}

output "a9" {
  value = concat(["a"], var.t)[3]
}

output "b1" {
  value = lookup(var.o, "zz", 1).x
}

output "b2" {
  value = slice(var.t, 1, 2)[1]
}

output "b3" {
  value = merge({a = 1}, var.m).a.b
}
