"""RopLopChecker: R_op against finite differences and against L_op, on ops and expressions."""
import numpy as np
import pytest

import opspec.tensor as ot
from opspec.graph.basic import Apply
from opspec.graph.op import Op
from opspec.testing import RopLop_checker, RopLopChecker
from opspec.testing.rop import check_rop_lop_at


class DoubleOp(Op):
    __props__ = ()

    def make_node(self, x):
        x = ot.as_tensor_variable(x)
        return Apply(self, [x], [x.type()])

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = inputs[0] * 2

    def grad(self, inputs, output_grads):
        return [output_grads[0] * 2]

    def R_op(self, inputs, eval_points):
        return [None if eval_points[0] is None else eval_points[0] * 2]


class WrongRopDouble(DoubleOp):
    def R_op(self, inputs, eval_points):
        return [eval_points[0] * 3]


class TestRopLop(RopLopChecker):
    def test_alias(self):
        assert RopLop_checker is RopLopChecker

    def test_double_op(self):
        self.check_rop_lop(DoubleOp()(self.x), self.in_shape)

    def test_elemwise_chain(self):
        self.check_rop_lop(ot.tanh(self.x) * ot.exp(self.x) + self.x ** 2, self.in_shape)

    def test_reductions_and_shapes(self):
        self.check_rop_lop(ot.max(self.x, keepdims=True) * self.x + self.x.sum(), self.in_shape)
        self.check_mat_rop_lop(self.mx.sum(axis=0), (self.mat_in_shape[1],))
        self.check_mat_rop_lop(self.mx.T, self.mat_in_shape[::-1])
        self.check_mat_rop_lop(ot.reshape(self.mx, (-1,)), (self.mat_in_shape[0] * self.mat_in_shape[1],))
        self.check_mat_rop_lop(ot.concatenate([self.mx, ot.exp(self.mx)], axis=0),
                               (2 * self.mat_in_shape[0], self.mat_in_shape[1]))

    def test_linear_algebra_and_nnet(self):
        w = np.random.default_rng(3).random((self.mat_in_shape[1], 3))
        self.check_mat_rop_lop(ot.dot(self.mx, w), (self.mat_in_shape[0], 3))
        self.check_mat_rop_lop(ot.matmul(self.mx, w), (self.mat_in_shape[0], 3))
        self.check_mat_rop_lop(ot.softmax(self.mx), self.mat_in_shape)
        self.check_mat_rop_lop(ot.log_softmax(self.mx, axis=0), self.mat_in_shape)
        self.check_rop_lop(ot.outer(self.x, self.x), self.in_shape * 2)
        self.check_rop_lop(ot.logsumexp(self.x), ())

    def test_broadcasting_with_a_constant_row(self):
        row = np.random.default_rng(4).random((1, self.mat_in_shape[1]))
        self.check_mat_rop_lop(self.mx * row + row, self.mat_in_shape)

    def test_nondiff(self):
        self.check_nondiff_rop(ot.cast(ot.argmax(self.x), "float64") + 0 * ot.sum(ot.lt(self.x, 0)))
        with pytest.raises(AssertionError, match="not differentiable"):
            self.check_nondiff_rop(ot.exp(self.x))

    def test_wrong_rop_is_caught(self):
        with pytest.raises(AssertionError, match="Rop of output 0"):
            self.check_rop_lop(WrongRopDouble()(self.x), self.in_shape)


def test_checker_works_outside_pytest():
    checker = RopLopChecker()
    checker.check_nondiff_rop(ot.cast(ot.sign(ot.vector("x")) > 0, "float64"), ot.vector("x"), ot.vector("v"))
    assert checker.check_rop_lop(ot.sin(checker.x), checker.in_shape).shape == checker.in_shape
    with pytest.raises(AssertionError, match="expected"):
        checker.check_rop_lop(ot.sum(ot.exp(checker.x)), (3,))


def test_check_at_several_inputs_float32():
    a, b = ot.fvector("a"), ot.fvector("b")
    values = [np.linspace(0.5, 1.5, 4, dtype="float32"), np.linspace(-1, 1, 4, dtype="float32")]
    got = check_rop_lop_at([a * ot.exp(b), a + b], [a, b], values)
    assert [g.shape for g in got] == [(4,), (4,)]
